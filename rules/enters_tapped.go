package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

var (
	// reEnterTappedEffect: an effect that makes permanents enter tapped
	// ("Creatures your opponents control enter the battlefield tapped.",
	// "Artifacts and lands enter the battlefield tapped.", "Nonbasic
	// lands enter the battlefield tapped."): the subject, and whose.
	reEnterTappedEffect = regexp.MustCompile(`^([A-Z][a-z]+(?:,? (?:and )?[a-z]+)*?)( your opponents control| played by your opponents)? enter(?: the battlefield)? tapped\.$`)
	// reUntapEnteredTapped: Amulet of Vigor's trigger.
	reUntapEnteredTapped = regexp.MustCompile(`^Whenever a permanent enters(?: the battlefield)? tapped and under your control, untap it\.$`)
)

// enteredTapped says whether card, entering the battlefield under your
// control, enters tapped (CR 614.1c, 614.12): by its own "enters tapped"
// (unless it has lost that text as it enters, lostText), and by the
// effects of the board that make permanents enter tapped, read on its
// characteristics as it would exist on the battlefield. known is false
// where the engine can't tell: a condition or a choice of its own
// ("unless you control a Plains", a shock land's life), an effect whose
// subject it does not read, or an order of effects the board does not
// record. untappers name the permanents of yours whose ability untaps a
// permanent that enters tapped under your control (Amulet of Vigor),
// none where it is gone by the state-based actions before (gone). played:
// it was cast or played as a land, not put onto the battlefield (for
// "Creatures played by your opponents"). by names the permanents whose
// effects make it enter tapped in every order of the board's effects. The
// steps say why.
func enteredTapped(ctx context.Context, b *Board, card *catalog.Card, abil []*Ability, lostText, played, gone bool, e *explainer) (tapped, known bool, untappers []string, unless string, by []string) {
	known = true
	if cloner, ok := ctx.Value(copyTappedKey{}).(string); ok {
		// Vesuva's "enter tapped as a copy": the copy enters tapped,
		// whatever its own text says (614.1c, 707.5).
		tapped = true
		e.step(fmt.Sprintf("As %s says, the copy of %s it enters as enters tapped", cloner, card.Name), "614.1c", "707.5")
	}
	// ownChoice: whether it enters tapped rests on a choice or a
	// condition of its own that the engine does not settle (a shock
	// land's life); where something else makes it enter tapped all the
	// same, that choice changes nothing (CR 614.12).
	ownChoice := false
	if !lostText {
		for _, a := range abil {
			if a.Kind == KindKeyword && slices.Contains(a.Keywords, "hideaway") {
				// Hideaway with no number (Shelldock Isle, Windbrisk
				// Heights) is the old keyword, which made its permanent
				// enter tapped; its Oracle errata gives it "This
				// permanent enters tapped." as an ability of its own
				// (CR 702.75b).
				tapped = true
				e.step(fmt.Sprintf("%s has hideaway with no number, printed before the rule changed, which made it enter tapped: its Oracle errata gives it the ability \u201c[This permanent] enters tapped.\u201d, a replacement effect, so %s enters tapped", card.Name, card.Name), "702.75b", "614.1c")
				continue
			}
			if a.Kind != KindEnters || a.Enters == nil {
				continue
			}
			switch {
			case a.Enters.Tapped:
				tapped = true
				e.step(fmt.Sprintf("\u201c%s\u201d is a replacement effect: %s enters tapped", a.Text, card.Name), "614.1c")
			case a.Enters.MayPayLife > 0:
				n := a.Enters.MayPayLife
				if ban, why := lifeFixedOf(ctx, b, Me); ban.by != nil && why == "" {
					// A player whose life total can't change can pay
					// no life other than 0 (CR 119.8, 119.4b; 810.9h
					// in Two-Headed Giant): the choice is gone.
					tapped = true
					words, rules := ban.words(Me)
					e.step(fmt.Sprintf("\u201c%s\u201d is a choice made as %s enters (a replacement effect), but %s: you can't pay %d life, so %s enters tapped", a.Text, card.Name, words, n, card.Name), append([]string{"614.1c", "614.12"}, rules...)...)
					ban.cite(e)
					break
				}
				life, why := payerLife(b, Me, nil, false)
				if why == "" && life >= 0 && life < n {
					// A player pays life only from a life total at
					// least the life paid (CR 119.4), in Two-Headed
					// Giant the team's (119.4a, 810.9a).
					tapped = true
					rules := []string{"614.1c", "614.12", "119.4"}
					whose := "you have"
					if b.Format == Format2HG {
						rules = append(rules, "119.4a", "810.9a")
						whose = "your team has"
					}
					if total, given, _ := boardLife(b, Me, nil, false); given {
						life = total // below 0 too
					}
					e.step(fmt.Sprintf("\u201c%s\u201d is a choice made as %s enters (a replacement effect), but a player can pay life only if their life total is at least the life paid, and %s %d life: you can't pay %d life, so %s enters tapped", a.Text, card.Name, whose, life, n, card.Name), rules...)
					break
				}
				ownChoice = true
				unless = fmt.Sprintf("you pay %d life", n)
				e.step(fmt.Sprintf("\u201c%s\u201d is a choice made as %s enters (a replacement effect): it enters tapped unless %s", a.Text, card.Name, unless), "614.1c", "614.12")
				if why == "" && life == n {
					switch by, unsure := lifeSaver(ctx, b, Me); {
					case unsure != "":
					case by != "":
						e.step(fmt.Sprintf("Paying %d life leaves you at 0 life, but you don't lose the game, by %s: a \u201ccan't\u201d beats the rule that a player with 0 or less life loses", n, by), "119.4", "704.5a", "101.2")
					case b.Format == Format2HG:
						e.step(fmt.Sprintf("Paying %d life leaves your team's shared life total at 0, and a team with 0 or less life loses the game the next time state-based actions are checked", n), "119.4a", "810.9a", "810.8c", "704.5a")
					default:
						e.step(fmt.Sprintf("Paying %d life leaves you at 0 life, and a player with 0 or less life loses the game the next time state-based actions are checked", n), "119.4", "704.5a")
					}
				}
			case a.Enters.TappedUnless:
				holds, read := unlessHolds(ctx, b, a.Text)
				if !read {
					ownChoice = true
					e.step(fmt.Sprintf("Whether %s enters tapped depends on \u201c%s\u201d, a condition or a choice as it enters, which the engine does not follow", card.Name, a.Text), "614.1c", "614.12")
					break
				}
				if reUnlessReveal.MatchString(a.Text) {
					// Read only where the hand is empty (unlessHolds).
					tapped = true
					e.step(fmt.Sprintf("\u201c%s\u201d is a choice made as %s enters (a replacement effect), but the board gives your hand as empty, and the card entering is no longer in it: there is no card to reveal, so %s enters tapped", a.Text, card.Name, card.Name), "614.1c", "614.12")
					break
				}
				if holds {
					e.step(fmt.Sprintf("\u201c%s\u201d is a replacement effect whose condition is checked as %s enters, among the permanents already there: it holds, so its own text does not make %s enter tapped", a.Text, card.Name, card.Name), "614.1c", "614.12")
				} else {
					tapped = true
					e.step(fmt.Sprintf("\u201c%s\u201d is a replacement effect whose condition is checked as %s enters, among the permanents already there: it does not hold, so %s enters tapped", a.Text, card.Name, card.Name), "614.1c", "614.12")
				}
			}
		}
	}
	// The effects that make permanents enter tapped are those that
	// already exist, read on the board without it: its own static
	// abilities don't apply to others until it is on the battlefield
	// (Humility entering takes no ability away first; Orb of Dreams does
	// not affect itself). Whether one applies to it reads it as it would
	// exist on the battlefield, its own effects on itself included (CR
	// 614.12, 611.3b).
	type tapEffect struct {
		q    *perm
		a    *Ability
		kind string
	}
	var effs []tapEffect
	for wi, w := range buildWorlds(ctx, b) {
		var here []tapEffect
		for _, q := range w.perms {
			for _, a := range q.abilities {
				if a.Kind != KindStatic {
					continue
				}
				m := reEnterTappedEffect.FindStringSubmatch(a.Text)
				if m == nil {
					continue
				}
				if m[2] != "" && !w.b.opponents(q.Controller, Me) {
					continue
				}
				if m[2] == " played by your opponents" && !played {
					// Put onto the battlefield, it was not played (CR
					// 601.1a, 701.18b, 305.1).
					continue
				}
				here = append(here, tapEffect{q, a, m[1]})
			}
		}
		same := func(x, y tapEffect) bool { return x.q.name == y.q.name && x.a.Text == y.a.Text }
		if wi == 0 {
			effs = here
		} else if !slices.EqualFunc(effs, here, same) {
			known = false
			e.step(fmt.Sprintf("Which effects make permanents enter tapped as %s enters depends on the order of the type-changing effects' timestamps, which the board does not record", card.Name), "613.7", "614.12")
		}
	}
	c := *b
	c.Permanents = append(append([]*Permanent(nil), b.Permanents...), &Permanent{Card: card, Controller: Me})
	idx := len(b.Permanents)
	worlds := buildWorlds(ctx, &c)
	stopped := ""
	for wi, w := range worlds {
		np := w.perms[idx]
		var here []string
		stops := w.entryTriggersStopper(np)
		if wi == 0 {
			stopped = stops
		} else if (stopped == "") != (stops == "") {
			known = false
			e.step(fmt.Sprintf("Whether %s enters as a creature, whose entering causes no ability to trigger beside %s, depends on the order of the type-changing effects' timestamps, which the board does not record", card.Name, stopped+stops), "613.7", "603.2")
		}
		if wi == 0 {
			// Newly entered permanents are checked for their own
			// enters triggers too (CR 603.6a): Amulet of Vigor entering
			// tapped untaps itself.
			for _, q := range w.perms {
				for _, a := range q.abilities {
					if a.Kind == KindTriggered && reUntapEnteredTapped.MatchString(a.Text) && q.Controller == Me {
						untappers = append(untappers, q.name)
					}
				}
			}
		}
		for _, f := range effs {
			hit, read := entersTappedSubject(np, f.kind)
			if !read {
				known = false
				e.step(fmt.Sprintf("%s has \u201c%s\u201d, whose permanents the engine does not read, so it can't tell whether %s enters tapped", f.q.name, f.a.Text, card.Name), "614.1c", "614.12")
				continue
			}
			if hit && !has(here, f.q.name) {
				here = append(here, f.q.name)
			}
		}
		if wi == 0 {
			by = here
		} else if strings.Join(by, ",") != strings.Join(here, ",") {
			known = false
			e.step(fmt.Sprintf("Whether an effect makes %s enter tapped depends on the order of the type-changing effects' timestamps, which the board does not record", card.Name), "613.7", "614.12")
		}
	}
	// sure: it enters tapped whatever the unknowns above, by its own
	// "enters tapped" or by an effect that applies in every order of the
	// board's effects.
	sure := tapped || (known && len(by) > 0)
	for _, name := range by {
		tapped = true
		e.step(fmt.Sprintf("%s effect makes %s, as it would exist on the battlefield, enter tapped", Possessive(name), card.Name), "614.1c", "614.12")
	}
	switch {
	case sure:
		if ownChoice && unless != "" {
			e.step(fmt.Sprintf("So %s enters tapped whether or not %s", card.Name, unless), "614.12", "616.1")
			// A shock land's ruling: put onto the battlefield tapped by
			// an effect, it still enters tapped if the life is paid.
			e.citeAbout(card.Name, "onto the battlefield tapped, you may pay")
		}
		known, unless = true, ""
	case ownChoice && known:
		known = false
	default:
		// An effect the engine does not read may make it enter tapped
		// whatever its own choice: nothing is said.
		known, unless = known && !ownChoice, ""
	}
	if !(known && tapped) && unless == "" {
		untappers = nil
	}
	if stopped != "" && len(untappers) > 0 {
		e.step(fmt.Sprintf("%s enters as a creature, and with %s effect creatures entering the battlefield don't cause abilities to trigger, so %s ability doesn't trigger and %s stays tapped", card.Name, Possessive(stopped), Possessive(untappers[0]), card.Name), "603.2", "614.12")
		e.citeAbout(stopped, "enters the battlefield tapped")
		untappers = nil
	}
	if gone && len(untappers) > 0 {
		// The state-based actions put it into the graveyard before the
		// trigger is put on the stack (CR 704.3, 603.3): its "untap it"
		// finds a new object, and untaps nothing (400.7).
		e.step(fmt.Sprintf("If %s enters tapped under your control, %s ability triggers, but %s is put into its owner's graveyard by a state-based action before the ability is even put on the stack, so it untaps nothing", card.Name, Possessive(untappers[0]), card.Name), "603.2", "704.3", "400.7")
		untappers = nil
	}
	for _, name := range untappers {
		if unless != "" {
			e.step(fmt.Sprintf("If %s enters tapped under your control, %s ability triggers, and untaps it as it resolves; until then it is tapped", card.Name, Possessive(name)), "603.2", "603.3")
			continue
		}
		e.step(fmt.Sprintf("%s enters tapped under your control, so %s ability triggers, and untaps it as it resolves; until then it is tapped", card.Name, Possessive(name)), "603.2", "603.3")
	}
	if !known {
		by = nil
	}
	return tapped, known, untappers, unless, by
}

var (
	// reUnlessSubtype: a check land's "enters tapped unless you control a
	// Plains or an Island".
	reUnlessSubtype = regexp.MustCompile(`(?i)\benters(?: the battlefield)? tapped unless you control an? ([a-z]+)(?: or an? ([a-z]+))?\.$`)
	// reUnlessLands: "unless you control two or fewer other lands" (a
	// fast land), "two or more other lands", "two or more basic lands".
	reUnlessLands = regexp.MustCompile(`(?i)\benters(?: the battlefield)? tapped unless you control (\w+) or (fewer|more) (other|basic) lands\.$`)
	// reUnlessOpponents: "unless you have two or more opponents" (Sea of
	// Clouds).
	reUnlessOpponents = regexp.MustCompile(`(?i)\benters(?: the battlefield)? tapped unless you have (\w+) or more opponents\.$`)
	// reUnlessReveal: "As this enters, you may reveal a Plains or Island
	// card from your hand. If you don't, this enters tapped." (Port
	// Town, Gilt-Leaf Palace).
	reUnlessReveal = regexp.MustCompile(`(?i)\byou may reveal an? [^.]+ card from your hand\. If you don't, .+ enters(?: the battlefield)? tapped\.$`)
)

// unlessHolds reads the condition of an "enters tapped unless" of the
// permanent entering under your control, checked among the permanents on
// the board as it enters (CR 614.12): whether it holds, and whether the
// engine reads it (in every order of the board's effects the same).
func unlessHolds(ctx context.Context, b *Board, text string) (holds, read bool) {
	var test func(w *world) bool
	if m := reUnlessSubtype.FindStringSubmatch(text); m != nil {
		types := []string{m[1]}
		if m[2] != "" {
			types = append(types, m[2])
		}
		for _, t := range types {
			if !slices.Contains(basicLandTypes, Capital(strings.ToLower(t))) {
				return false, false
			}
		}
		test = func(w *world) bool {
			for _, q := range w.perms {
				for _, t := range types {
					if q.Controller == Me && q.hasSub(Capital(strings.ToLower(t))) {
						return true
					}
				}
			}
			return false
		}
	} else if m := reUnlessLands.FindStringSubmatch(text); m != nil {
		n, ok := wordNumber(m[1])
		if !ok {
			return false, false
		}
		basic, fewer := strings.EqualFold(m[3], "basic"), strings.EqualFold(m[2], "fewer")
		test = func(w *world) bool {
			count := 0
			for _, q := range w.perms {
				if q.Controller == Me && q.is("Land") && (!basic || q.hasSuper("Basic")) {
					count++
				}
			}
			if fewer {
				return count <= n
			}
			return count >= n
		}
	} else if reUnlessReveal.MatchString(text) {
		// A card revealed from the hand: the board does not say what a
		// hand holds, but an empty one holds none to reveal, and the
		// card entering is no longer in it as it enters (CR 614.12).
		if pl := b.Player(Me); pl != nil && pl.Hand != nil && *pl.Hand == 0 {
			return false, true
		}
		return false, false
	} else if m := reUnlessOpponents.FindStringSubmatch(text); m != nil {
		n, ok := wordNumber(m[1])
		if !ok {
			return false, false
		}
		opps := 0
		for _, pl := range b.Players {
			if b.opponents(Me, pl.Name) {
				opps++
			}
		}
		if len(b.Players) < 2 {
			// A board of one player does not say how many play.
			return false, false
		}
		return opps >= n, true
	} else {
		return false, false
	}
	worlds := buildWorlds(ctx, b)
	for i, w := range worlds {
		h := test(w)
		if i > 0 && h != holds {
			return false, false
		}
		holds = h
	}
	return holds, len(worlds) > 0
}

// entersTappedSubject reads the subject of an effect that makes
// permanents enter tapped ("Creatures", "Artifacts and creatures",
// "Nonbasic lands", "Creatures and nonbasic lands") against p: whether p
// is one, and whether the engine reads it.
func entersTappedSubject(p *perm, subject string) (hit, read bool) {
	s := strings.ToLower(subject)
	for _, sep := range []string{", and ", ", ", " and "} {
		s = strings.ReplaceAll(s, sep, " & ")
	}
	for _, part := range strings.Split(s, " & ") {
		words := strings.Fields(part)
		if len(words) == 0 || len(words) > 2 {
			return false, false
		}
		if part == "permanents" {
			// Orb of Dreams': whatever enters the battlefield is a
			// permanent (CR 110.1).
			hit = true
			continue
		}
		t, ok := cardTypeWords[strings.TrimSuffix(words[len(words)-1], "s")]
		if !ok || t == "" {
			return false, false
		}
		m := p.is(t)
		if len(words) == 2 {
			switch words[0] {
			case "nonbasic":
				m = m && !p.hasSuper("Basic")
			case "basic":
				m = m && p.hasSuper("Basic")
			default:
				return false, false
			}
		}
		hit = hit || m
	}
	return hit, true
}

// EntersUntapNote is, for an ability that untaps what enters tapped under
// its controller's control (Amulet of Vigor's), what /card says of how
// the engine reads it, not understood as other questions classify it:
// /judge enters follows it for the permanent asked about. "" for any
// other ability.
func EntersUntapNote(a *Ability) string {
	if !reUntapEnteredTapped.MatchString(a.Text) {
		return ""
	}
	return "read by /judge enters, which says whether it untaps the permanent asked about"
}

// copyTappedKey marks the context of an enters question about the copy a
// card enters tapped as (Vesuva's "enter tapped as a copy"): its value is
// that card's name.
type copyTappedKey struct{}

// entryTriggersStopper is the permanent whose effect has np, entering as
// a creature, cause no ability to trigger (Torpor Orb's "Creatures
// entering the battlefield don't cause abilities to trigger", CR 603.2),
// its own too (Hushwing Gryff, Tocatli Honor Guard: their rulings); ""
// where np enters as no creature or none has such an effect.
func (w *world) entryTriggersStopper(np *perm) string {
	stops := ""
	if np.is("Creature") {
		for _, q := range w.perms {
			if q.lostText {
				continue
			}
			for _, a := range q.abilities {
				if a.Understood && a.Static != nil && a.Static.Kind == StaticNoEntersTriggers {
					stops = q.name
				}
			}
		}
	}
	return stops
}
