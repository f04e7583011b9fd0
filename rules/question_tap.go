package rules

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// tapQuestion answers /judge tap: what tapping the permanent for mana
// produces (CR 106.12).
// Long: a question's steps run in order, each writing into the ruling
// the step it explains.
func tapQuestion(ctx context.Context, b *Board, ref CardRef, abilityN int, r *Ruling) error {
	if noPriorityInCleanup(ctx, b) {
		return cleanupAnswer(b, ref, r, " can't be tapped for mana now: no player gets priority in the cleanup step.")
	}
	if done, err := settleFirst(ctx, b, &ref, r, func(b *Board, ref CardRef, r *Ruling) error { return tapQuestion(afterSBA(ctx), b, ref, abilityN, r) }); done {
		return err
	}
	target, err := b.Find(ref)
	if err != nil {
		return err
	}
	e := newExplainer()
	worlds := buildWorlds(ctx, b)
	if err := noSuchAbility(ctx, b, target, worlds, abilityN); err != nil {
		return err
	}
	for _, w := range worlds {
		w.afterSBA = ctx.Value(settledKey{}) != nil
	}
	if ctx.Value(settledKey{}) != nil && b.Step == StepCleanup {
		e.step(cleanupSBAStep, "514.3a")
	}
	set := &outcomeSet{}
	legalAny, sawAbility := false, false
	legalWorlds := 0
	var whyNot []string
	lost := false
	// heads: what each activation's life says in the headline
	// (explainTapLife), nil for one that leaves its controller in the game.
	var heads [][]string
	for _, w := range worlds {
		legalHere := false
		p := w.perms[indexOf(b, target)]
		lost = lost || p.lostText
		e.notes(w.notes)
		k := asking{kind: askTap, target: p, noTap: tapsNothing(p, abilityN)}
		for _, a := range p.abilities {
			// What the mana abilities it may tap for do (their costs and
			// riders); its other abilities are not activated.
			mayTap := a.Kind == KindMana || a.Kind == KindActivated && !a.Understood && mayAddMana(a) || a.Kind == KindUnknown
			if (abilityN == 0 || a.Index == abilityN) && mayTap {
				k.costEffects(p, a)
			}
		}
		if u := w.unknownFor(k); u != "" {
			return notUnderstood(r, e, u)
		}
		e.step("To tap a permanent for mana is to activate one of its mana abilities with {T} in its cost", "106.12")
		for _, a := range p.abilities {
			if abilityN != 0 && a.Index != abilityN {
				continue
			}
			// An ability with {T} not understood that may add mana
			// (Soldevi Adnate's sacrifice cost) may be a mana ability:
			// tapped or sick, it can't be activated whatever the rest.
			unreadMana := a.Kind == KindActivated && !a.Understood && mayAddMana(a) && textCostTaps(a)
			if (a.Kind != KindMana || !a.Cost.Tap) && !unreadMana {
				if !a.Understood && a.Cost.Tap && abilityN != 0 {
					return notUnderstood(r, e, fmt.Sprintf("%s ability \u201c%s\u201d is not understood (%s)", Possessive(p.name), a.Text, a.Why))
				}
				continue
			}
			sawAbility = true
			if !a.Understood {
				if l, idle := w.idleUnread(p, a); idle {
					// A tapped Doubling Cube: {T} can't be paid, whatever
					// the engine does not read of the rest.
					e.cantNow("It can't be tapped for mana now: ", l)
					whyNot = append(whyNot, l.headline())
					continue
				}
				return notUnderstood(r, e, fmt.Sprintf("%s ability \u201c%s\u201d is not understood (%s)", Possessive(p.name), a.Text, a.Why))
			}
			l := oneActivation(w.canActivate(p, a))
			if l.unknown != "" {
				return notUnderstood(r, e, l.unknown)
			}
			if !l.ok {
				what := "It can't be tapped for mana now: "
				if countTapAbilities(p, abilityN) > 1 {
					// Another of its abilities may still be.
					what = "Its ability " + strconv.Itoa(a.Index) + " (\u201c" + shortText(a.Text) + "\u201d) can't be activated now: "
				}
				e.cantNow(what, l)
				whyNot = append(whyNot, l.headline())
				continue
			}
			legalAny, legalHere = true, true
			e.step(w.activationReason(p, a), w.activationRules(p, a)...)
			runs, unknown := w.runManaAbility(ctx, p, a, e)
			if unknown != "" {
				return notUnderstood(r, e, unknown)
			}
			w.citeReplacements(ctx, p, a, e, false)
			w.explainSpend(e, p, a)
			if why := w.riderLossElsewhere(p, a); why != "" {
				return notUnderstood(r, e, why)
			}
			h := w.explainTapLife(ctx, p, a, runs, e)
			if len(runs) > 0 {
				heads = append(heads, h)
			}
			var which []string
			if countTapAbilities(p, abilityN) > 1 {
				from := ""
				if a.Source != "" {
					// An intrinsic ability of a land type (305.6) or a
					// granted one, which the card does not print: a
					// dual land's two share the number ability: takes.
					from = ", from " + a.Source
				}
				which = []string{"ability " + strconv.Itoa(a.Index) + " (\u201c" + shortText(a.Text) + "\u201d" + from + ")"}
			}
			set.addRuns(w, which, runs)
		}
		if legalHere {
			legalWorlds++
		}
	}
	if legalAny && legalWorlds < len(worlds) {
		// In one timestamp order it can be tapped, in another it can't
		// (Living Lands makes it a creature with summoning sickness only
		// where it is still a Forest): the outcomes would hide the order
		// in which it can't (CR 613.7, 302.6).
		return notUnderstood(r, e, "whether "+target.Card.Name+" taps for mana depends on the land-type-changing effects' timestamp order, which the board doesn't record")
	}
	r.Understood = true
	legal := legalAny
	r.Legal = &legal
	switch {
	case !sawAbility && abilityN != 0 && lost && (printsActivated(target, abilityN) || printsIntrinsic(target, abilityN)):
		// Blood Moon, Spreading Seas: the ability asked about went with
		// the rules text; the land still taps for its new land type's
		// mana ability, which has no number in its text (CR 305.7).
		r.Answer = fmt.Sprintf("%s has lost the abilities of its rules text, ability %d among them; it has its land type's mana ability (ask without ability:).", target.Card.Name, abilityN)
		f := false
		r.Legal = &f
		e.step("An effect sets "+Possessive(target.Card.Name)+" land subtype, so it loses every ability of its rules text and has only the intrinsic mana ability of its new land type", "305.7")
	case !sawAbility:
		what := "has no mana ability with {T} in its cost"
		if abilityN != 0 {
			what = "has no ability " + strconv.Itoa(abilityN) + " that is a mana ability with {T} in its cost"
		}
		r.Answer = target.Card.Name + " " + what + ", so it can't be tapped for mana."
		f := false
		r.Legal = &f
		copiedNothingStep(e, target.Card.Name, Compile(target.Card))
		for _, a := range Compile(target.Card) {
			if a.NotManaAbility != "" && (abilityN == 0 || a.Index == abilityN) {
				e.step(fmt.Sprintf("%s's ability “%s” adds mana but is not a mana ability: %s, so it uses the stack and adds its mana as it resolves (ask /judge activate)", target.Card.Name, a.Text, a.NotManaAbility), "605.1a", "106.12")
			}
		}
	case !legalAny:
		r.Answer = target.Card.Name + " can't be tapped for mana now: " + whyNot[0] + "."
	default:
		r.Outcomes = set.outcomes()
		whose := target.Card.Name
		if target.Controller != Me {
			// Another player's permanent, whose mana is theirs.
			whose = PlayerPossessive(target.Controller) + " " + whose
		}
		r.Answer = withSomeLethal(withLifeHead(manaAnswer("Tapping "+whose+" for mana", r.Outcomes), heads), r.Outcomes)
	}
	e.fill(r)
	return nil
}

// tapsNothing reports whether p has no ability a tap question may
// activate (ability abilityN alone, where it is not 0): no mana ability
// with {T} in its cost, no mana ability not understood, no land type's
// printed reminder, and no activated ability or text not understood that
// may be one (mayAddMana). Tapping a
// permanent for mana is activating such an ability (CR 106.12); with none,
// the question activates nothing, and what triggers on activating,
// tapping or adding mana can't trigger in it (Regal Behemoth's "Whenever
// you tap a land for mana while you're the monarch", asked about itself).
func tapsNothing(p *perm, abilityN int) bool {
	for _, a := range p.abilities {
		if abilityN != 0 && a.Index != abilityN {
			continue
		}
		switch {
		case a.Kind == KindMana && (a.Cost.Tap || !a.Understood):
			return false
		case a.Kind == KindActivated && !a.Understood && (a.Cost.Tap || mayAddMana(a)):
			return false
		case a.Kind == KindUnknown, a.Kind == KindIntrinsic:
			// A land type's reminder stands for its mana abilities.
			return false
		}
	}
	return true
}

// printsIntrinsic reports whether the card of p prints, as its ability n,
// the reminder of the mana ability its basic land type gives it (Taiga's
// "({T}: Add {R} or {G}.)").
func printsIntrinsic(p *Permanent, n int) bool {
	for _, a := range Compile(p.Card) {
		if a.Index == n && a.Kind == KindIntrinsic {
			return true
		}
	}
	return false
}

// shortText is an ability's text as a choice names it: without reminder
// text, and cut after its first sentence or 60 characters.
func shortText(s string) string {
	s = withoutReminders(s)
	if i := strings.Index(s, ". "); i > 0 && i < 60 {
		return s[:i+1] + " \u2026"
	}
	if r := []rune(s); len(r) > 60 {
		return strings.TrimSpace(string(r[:60])) + "\u2026"
	}
	return s
}

func countTapAbilities(p *perm, n int) int {
	c := 0
	for _, a := range p.abilities {
		if a.Kind == KindMana && a.Cost.Tap && (n == 0 || a.Index == n) {
			c++
		}
	}
	return c
}

// withSomeLethal adds to a headline that says no loss of the game, where
// only some of the outcomes leave the player at 0 life or less (their
// events say so: explainTapLife), that some choices do, where it fits:
// "Tapping Karplusan Forest for mana produces {C}, {R} or {G}, depending on
// the choices made; some choices leave you at 0 life or less."
func withSomeLethal(answer string, outs []Outcome) string {
	if strings.Contains(answer, " life") {
		return answer
	}
	some, all := false, true
	who := ""
	for _, o := range outs {
		hit := false
		for _, ev := range o.Events {
			if m := reLethalEvent.FindStringSubmatch(ev); m != nil {
				hit, who = true, m[1]
			}
		}
		some, all = some || hit, all && hit
	}
	if !some || all {
		return answer
	}
	return firstFitting(strings.TrimSuffix(answer, ".")+"; some choices leave "+who+" at 0 life or less.", answer)
}

// reLethalEvent is explainTapLife's event of a way that leaves its player
// at 0 life or less, with whom it leaves so.
var reLethalEvent = regexp.MustCompile(`^That leaves (.+?) at -?\d+ life, and `)

// withLifeHead adds to a headline what every activation considered does to
// its controller's life, where each leaves them at 0 life or less alike
// (heads from explainTapLife), in the longest form that fits, where one does: "Tapping
// Ancient Tomb for mana produces {C}{C}; that leaves you at 0 life, and
// you lose the game the next time state-based actions are checked."
func withLifeHead(answer string, heads [][]string) string {
	if len(heads) == 0 || len(heads[0]) == 0 {
		return answer
	}
	for _, h := range heads[1:] {
		if len(h) == 0 || h[0] != heads[0][0] {
			return answer
		}
	}
	base := strings.TrimSuffix(answer, ".")
	forms := make([]string, 0, 2*len(heads[0])+1)
	for _, h := range heads[0] {
		forms = append(forms, base+"; "+h+".")
	}
	// The loss is worth more than the words on choices, which the
	// outcomes show: "… produces {W}, {U}, {B}, {R} or {G}; then your
	// team loses once its damage resolves."
	if lean := strings.TrimSuffix(base, manaChoicesWords); lean != base {
		for _, h := range heads[0] {
			forms = append(forms, lean+"; "+h+".")
		}
	}
	// Too long to fit with the mana it makes: the steps say it.
	return firstFitting(append(forms, answer)...)
}
