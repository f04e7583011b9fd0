package rules

import (
	"context"
	"fmt"
	"math/bits"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// A land that becomes a creature until end of turn for mana (Mutavault)
// may be made one before a cost is paid: its ability is not a mana
// ability, so it is activated, and resolves, before the spell is cast
// (CR 601.2g lets only mana abilities be activated while paying). That
// matters to the pay question only where mana counts creatures (Gaea's
// Cradle): the cost is then paid on the board where the land is a
// creature, plus the mana its ability costs.

// reAnimateLand is such an ability whose cost is generic mana only, its
// own name read as "This land" and its reminder text left out: the power
// and toughness it gets, its creature types, whether it becomes an
// artifact too, and "with all creature types" or the keywords flying and
// infect it gets (Mutavault, Mishra's Factory, Dread Statuary, Blinkmoth
// Nexus, Inkmoth Nexus). One that gives another keyword or ability is not
// read.
var reAnimateLand = regexp.MustCompile(`^\{(\d+)\}: This land becomes an? (\d+)/(\d+) ((?:[A-Z][A-Za-z'-]* )*)(artifact )?creature( with all creature types| with flying(?: and infect)?)? until end of turn\. It's still a land\.$`)

// animateText is the text of q's ability a as reAnimateLand reads it.
func animateText(q *perm, a *Ability) string {
	return strings.TrimSpace(withoutReminders(strings.ReplaceAll(a.Text, q.Card.Name, "This land")))
}

// isAnimateLand reports whether a is an ability reAnimateLand reads.
func isAnimateLand(q *perm, a *Ability) bool {
	return reAnimateLand.MatchString(animateText(q, a))
}

// landAnimation is q's ability a as an animation of q (its index i), where
// q is a land and no creature, and a is one reAnimateLand reads whose cost
// is mana that pays for it and which gives creature types only.
func landAnimation(q *perm, a *Ability) (animation, bool) {
	m := reAnimateLand.FindStringSubmatch(animateText(q, a))
	if m == nil || !q.is("Land") || q.is("Creature") {
		return animation{}, false
	}
	n, _ := strconv.Atoi(m[1])
	subs := strings.Fields(m[4])
	if n < 1 || slices.ContainsFunc(subs, func(t string) bool { return !isCreatureType(t) }) {
		return animation{}, false
	}
	an := animation{index: q.i, generic: n, power: m[2], toughness: m[3], name: q.Card.Name, subtypes: subs, artifact: m[5] != "", all: m[6] == " with all creature types"}
	if kw, ok := strings.CutPrefix(m[6], " with "); ok && !an.all {
		for _, k := range strings.Split(kw, " and ") {
			an.keywords = append(an.keywords, Capital(k))
		}
	}
	return an, true
}

// animatedCards holds, by card name, the card as the creature its
// ability makes it: one for each card, whatever the questions.
var animatedCards sync.Map

// animatedCard is c as the land creature an makes it.
func animatedCard(c *catalog.Card, an animation) *catalog.Card {
	if v, ok := animatedCards.Load(c.Name); ok {
		return v.(*catalog.Card)
	}
	a := *c
	a.Types = append([]string(nil), c.Types...)
	line := "Land Creature"
	if an.artifact {
		a.Types = append(a.Types, "Artifact")
		line = "Artifact Land Creature"
	}
	a.Types = append(a.Types, "Creature")
	a.TypeLine = strings.Replace(c.TypeLine, "Land", line, 1)
	a.Power, a.Toughness = an.power, an.toughness
	a.Subtypes = append(append([]string(nil), c.Subtypes...), an.subtypes...)
	if an.all {
		// "with all creature types" (205.3m): an Elf for Elvish Archdruid.
		a.Subtypes = append(a.Subtypes, creatureTypes...)
	}
	if len(an.subtypes) > 0 && !strings.Contains(a.TypeLine, "\u2014") {
		a.TypeLine += " \u2014 " + strings.Join(an.subtypes, " ")
	}
	for _, k := range an.keywords {
		// Blinkmoth Nexus' flying, a keyword ability it has as the
		// creature (613.1f).
		a.Oracle += "\n" + k
	}
	v, _ := animatedCards.LoadOrStore(c.Name, &a)
	return v.(*catalog.Card)
}

// animateKey marks the context of a question asked of a board on which
// lands were made creatures.
type animateKey struct{}

// animation is a land that can become a creature, and what it costs.
type animation struct {
	index                  int
	generic                int
	power, toughness, name string
	// subtypes are the creature types it gets, all "with all creature
	// types"; artifact: it becomes an artifact too.
	subtypes      []string
	all, artifact bool
	// keywords are the keyword abilities it gets ("Flying", "Infect").
	keywords []string
}

// animations lists player's lands that can become creatures before a
// cost is paid, when some mana ability player's permanents have counts
// creatures; none inside a question already asked of such a board.
func animations(ctx context.Context, b *Board, player string) []animation {
	if ctx.Value(animateKey{}) != nil || b.Step == StepUntap || b.Step == StepCleanup {
		return nil
	}
	counts, restricted := false, false
	var out []animation
	worlds := buildWorlds(ctx, b)
	if len(worlds) != 1 {
		return nil
	}
	// A grant of a mana ability to creatures (Cryptolith Rite) gives it
	// to a land made a creature first, as to any creature (613.1f).
	grants := grantsManaToCreatures(worlds[0]) != ""
	counts = grants
	// broad: what may change with a land made a creature is not only
	// what the permanents' mana counts (a grant, a trigger on a creature
	// tapped for mana, a cost that taps a creature), so every land that
	// can be made one is weighed.
	broad := grants
	for _, q := range worlds[0].perms {
		for _, a := range q.abilities {
			if a.Kind == KindManaTrigger && containsFoldASCII(a.Text, "creature") && yoursOrAny(q, a, player) {
				// Leyline of Abundance adds mana as a creature is tapped
				// for mana: a land made one first may then set it off
				// (animatedInexact weighs it).
				counts, broad = true, true
			}
			if countingTrigger(a) && yoursOrAny(q, a, player) && watchesPlayers(worlds[0], q, a, player) {
				// Elvish Guidance's "for each Elf on the battlefield":
				// a land made a creature with all creature types is one
				// more (triggerGains weighs it).
				counts = true
			}
			if a.Kind == KindStatic && a.Static != nil && a.Static.Kind == StaticCantActivate {
				// Its mana ability may be stopped once the land is a
				// creature (Linvala, Keeper of Silence) and not before:
				// the order of tapping and animating would matter, which
				// the animated board does not tell (unreadAnimation
				// refuses).
				return nil
			}
		}
	}
	for _, q := range worlds[0].perms {
		p := q.Permanent
		if p.Controller != player {
			continue
		}
		// The abilities it has now, after the effects that change them
		// (Blood Moon).
		for _, a := range q.abilities {
			if a.Kind == KindMana && a.Cost.TapUntapped > 0 {
				// Springleaf Drum may tap a land made a creature.
				counts, broad = true, true
			}
			if a.Kind == KindMana && a.Mana != nil {
				counts = counts || manaCountsCreatures(a.Mana)
				if a.Mana.Spend != "" {
					restricted = true
				}
			}
			if an, ok := landAnimation(q, a); ok && !(grants && p.Sick && !q.haste && q.asHaste == "") {
				// A land under its controller's control since their turn
				// began only: one that came this turn can't use a {T}
				// ability it is given once it is a creature (302.6), which
				// the animated board (animatedBoard) does not tell, so it
				// is left out and unreadAnimation refuses.
				out = append(out, an)
			}
		}
	}
	if !broad && len(out) > 0 {
		// The lands whose becoming creatures changes what some mana that
		// reads the permanents counts (changesCounted: Gaea's Cradle's
		// creatures, Elvish Archdruid's Elves, which Mutavault becomes
		// and Mishra's Factory does not; Tolarian Academy's artifacts,
		// which Mishra's Factory becomes; Bloom Tender's colors): the
		// boards where they are creatures tell what it makes then
		// (animatedInexact). Another, made a creature, changes no mana,
		// and its ability costs mana: it is left as it is.
		counted := readersOf(worlds[0], player)
		kept := out[:0]
		for _, an := range out {
			q := worlds[0].perms[an.index]
			if slices.ContainsFunc(q.abilities, func(a *Ability) bool {
				return isAnimateLand(q, a) && worlds[0].changesCounted(q, a, counted) != nil
			}) {
				kept = append(kept, an)
			}
		}
		out = kept
		counts = len(out) > 0
	}
	// Mana that may be spent only on spells could pay the ability's cost
	// in the search; the engine does not try that.
	if !counts || restricted || len(out) > 2 {
		return nil
	}
	return out
}

// animatedSo says what applies to a land of b made a creature: the mana
// that counts creatures counts it, a grant of a mana ability to creatures
// gives it that ability; and the rules of the layers that say so.
func animatedSo(ctx context.Context, b *Board, player string) (string, []string) {
	worlds := buildWorlds(ctx, b)
	if len(worlds) == 0 {
		return "the mana that counts creatures counts it", []string{"613.1d"}
	}
	counts := false
	for _, q := range worlds[0].perms {
		for _, a := range q.abilities {
			if q.Controller == player && a.Kind == KindMana && a.Mana != nil && manaCountsCreatures(a.Mana) {
				counts = true
			}
		}
	}
	grantor := grantsManaToCreatures(worlds[0])
	switch {
	case grantor == "":
		return "the mana that counts creatures counts it", []string{"613.1d"}
	case counts:
		return "the mana that counts creatures counts it, and " + grantor + " gives it the mana ability it gives creatures", []string{"613.1d", "613.1f"}
	}
	return grantor + " gives it the mana ability it gives creatures", []string{"613.1d", "613.1f"}
}

// manaCountsCreatures reports whether mana m counts creatures, or
// creatures of a type (Elvish Archdruid's "for each Elf you control"),
// which a land made a creature with all creature types adds to.
func manaCountsCreatures(m *ManaSpec) bool {
	if m.Kind == ManaForEach && countsCreatures(m.ForEach) {
		return true
	}
	if m.InsteadType != "" && (strings.EqualFold(m.InsteadType, "creature") || isCreatureType(Capital(m.InsteadType))) {
		// "If you control four or more creatures, add {G}{G} instead."
		// (Leafkin Druid): a land made a creature is one more.
		return true
	}
	c := m.Count
	return m.Kind == ManaPerCount && c != nil && !c.Basic && !c.Named && !c.Sacrificed && !c.Removed && !c.Power && c.Counter == "" && isCreatureType(c.Type)
}

// grantsManaToCreatures names a permanent of w with a static ability
// that gives a mana ability to creatures ("Creatures you control have
// "{T}: Add one mana of any color.""), "" for none: a land made a
// creature would have it too.
func grantsManaToCreatures(w *world) string {
	for _, src := range w.perms {
		for _, a := range src.abilities {
			st := a.Static
			if a.Kind != KindStatic || st == nil || st.Kind != StaticGrant || st.Subject == nil {
				continue
			}
			if !slices.Contains(st.Subject.Types, "Creature") && !slices.ContainsFunc(st.Subject.Subtypes, isCreatureType) {
				continue
			}
			for _, g := range st.Granted {
				if g.Kind == KindMana || g.Kind == KindManaTrigger {
					return src.name
				}
			}
		}
	}
	return ""
}

// countsCreatures reports whether a mana ability's "for each" counts
// creatures or creatures of a type ("creature you control", "Elf you
// control", "Elf on the battlefield"), which a land made a creature with
// all creature types adds to.
func countsCreatures(forEach string) bool {
	f := strings.Fields(forEach)
	if len(f) == 0 {
		return false
	}
	return strings.HasPrefix(strings.ToLower(f[0]), "creature") || isCreatureType(f[0]) || isCreatureType(strings.TrimSuffix(f[0], "s"))
}

// animatedBoard is b with the lands of anims that mask picks made
// creatures, the generic mana their abilities cost, and their names.
func animatedBoard(b *Board, anims []animation, mask int) (c Board, extra int, names []string) {
	return boardAnimated(b, anims, mask, func(_ int, p *Permanent) {
		// It can be tapped for mana before it becomes a creature.
		p.Sick = false
	})
}

// boardAnimated is b with the lands of anims that mask picks made
// creatures, each then changed by also (its index in anims and the
// permanent), the generic mana their abilities cost, and their names.
func boardAnimated(b *Board, anims []animation, mask int, also func(i int, p *Permanent)) (c Board, extra int, names []string) {
	c = *b
	c.Permanents = append([]*Permanent(nil), b.Permanents...)
	for i, an := range anims {
		if mask&(1<<i) == 0 {
			continue
		}
		p := *c.Permanents[an.index]
		p.Card = animatedCard(p.Card, an)
		also(i, &p)
		c.Permanents[an.index] = &p
		extra += an.generic
		names = append(names, an.name)
	}
	return c, extra, names
}

// payAnimated tries the cost on the boards where some of player's lands
// were made creatures first: the first that pays it answers r, with a
// step that says which. ok is false when none does; why then says why
// the engine can't rule where it can't on one of those boards.
func payAnimated(ctx context.Context, b *Board, player string, asked, cost ManaCost, cardText string, anims []animation, r *Ruling) (bool, string, error) {
	inexact, raiseOnly := animatedInexact(ctx, b, player, anims)
	if inexact != "" && !raiseOnly {
		return false, inexact, nil
	}
	ctx = context.WithValue(context.WithValue(ctx, animateKey{}, true), firstCostKey{}, storageForSpell)
	board := func(mask int) (Board, int, []string) { return animatedBoard(b, anims, mask) }
	sub, _, extra, names, unknown, err := payOnBoards(ctx, 1<<len(anims), board, animatedWhy, player, cost, cardText)
	if err != nil || sub == nil {
		return false, unknown, err
	}
	if inexact != "" {
		// Those boards pay what this one can't: whether the player
		// can is not known.
		return false, inexact, nil
	}
	more := cost
	more.Generic += extra
	*r = *sub
	r.Board = b.String()
	// The answer and each way say that part of the mana pays for
	// the animation first.
	first := fmt.Sprintf("{%d} for %s", extra, abilitiesOf(names))
	shown := asked.String() + " after paying " + first
	// Where that makes it too long: that it can be paid, with the
	// note that follows the way, then without it.
	notes := ""
	if _, after, ok := strings.Cut(sub.Answer, ". "); ok {
		notes = " " + after
	}
	yes := fmt.Sprintf("Yes, %s can pay %s.", PlayerName(player), shown)
	r.Answer = firstFitting(strings.Replace(sub.Answer, more.String(), shown, 1), yes+notes, yes)
	for i := range r.Payments {
		pay := &r.Payments[i]
		pay.Events = append([]string{animationEvent(extra, names)}, pay.Events...)
		// Spent is the mana that pays the spell's cost: the {1} of
		// the ability activated first is paid apart (CR 602.2b), as
		// a storage counter's is.
		if spent, ok := withoutExtra(spentPool(pay.Spent), cost, extra, pay.phyLife); ok {
			pay.Spent = spent.String()
		}
	}
	so, rules := animatedSo(ctx, b, player)
	step := Reason{Text: fmt.Sprintf("%s can first activate %s ({%d}), before the spell is cast: it becomes a creature until end of turn, so %s; the ways to pay include that {%d}", Capital(PlayerName(player)), abilitiesOf(names), extra, so, extra), Rules: append([]string{"601.2g", "605.3a"}, rules...)}
	r.Steps = append([]Reason{step}, r.Steps...)
	r.Rules = sortRules(ruleSet(append(r.Rules, step.Rules...)))
	return true, "", nil
}

// payOnBoards asks the cost, raised by the mana of the abilities activated
// first, on the boards board makes for each mask from 1 to n - 1 in
// turn: the first ruling that pays it, with its mask, that mana and the
// names of the permanents those abilities change; nil where none does,
// with why (whyOn's) where one of those boards can't be ruled on.
func payOnBoards(ctx context.Context, n int, board func(mask int) (Board, int, []string), whyOn func(names []string, why string) string, player string, cost ManaCost, cardText string) (sub *Ruling, mask, extra int, names []string, why string, err error) {
	for m := 1; m < n; m++ {
		c, x, ns := board(m)
		more := cost
		more.Generic += x
		r := &Ruling{Question: "pay"}
		if err := payQuestion(ctx, &c, player, more.String(), cardText, -1, r); err != nil {
			return nil, 0, 0, nil, "", err
		}
		if !r.Understood {
			// Another board may still pay it.
			if why == "" {
				why = whyOn(ns, r.why)
			}
			continue
		}
		if r.Payable != nil && *r.Payable {
			return r, m, x, ns, "", nil
		}
	}
	return nil, 0, 0, nil, why, nil
}

// abilitiesOf is "Mutavault's ability", "Mutavault's and Mishra's
// Factory's abilities": the abilities of the lands names.
func abilitiesOf(names []string) string {
	if len(names) == 1 {
		return Possessive(names[0]) + " ability"
	}
	if len(names) == 2 && names[0] == names[1] {
		return Possessive(names[0]) + " ability (\u00d72)"
	}
	own := make([]string, len(names))
	for i, n := range names {
		own[i] = Possessive(n)
	}
	return joinAnd(own) + " abilities"
}

// animationEvent is the event of a way whose mana first pays extra for
// the abilities that make the lands names creatures.
func animationEvent(extra int, names []string) string {
	return fmt.Sprintf("first, {%d} of this mana pays for %s: %s until end of turn", extra, abilitiesOf(names), becomes(names))
}

func ruleSet(rules []string) map[string]bool {
	m := map[string]bool{}
	for _, x := range rules {
		m[x] = true
	}
	return m
}

// animatedWhy says why the engine can't rule on a board where the lands
// names may first be made creatures, where it can't rule on the board
// where they were (why).
func animatedWhy(names []string, why string) string {
	if len(names) == 1 {
		return Possessive(names[0]) + " ability can first make it a creature (CR 601.2g), and then " + why
	}
	own := make([]string, len(names))
	for i, n := range names {
		own[i] = Possessive(n)
	}
	return joinAnd(own) + " abilities can first make them creatures (CR 601.2g), and then " + why
}

// manaAnimated raises the most mana, and the most of each type, to what
// player can make on the boards where some of their lands were made
// creatures first, less the mana that costs; why says what stops the
// answer.
func manaAnimated(ctx context.Context, b *Board, player string, anims []animation, total *int, byType map[string]int, best **Payment, e *explainer) (string, error) {
	inexact, raiseOnly := animatedInexact(ctx, b, player, anims)
	if inexact != "" && !raiseOnly {
		return inexact, nil
	}
	ctx = context.WithValue(context.WithValue(ctx, animateKey{}, true), firstCostKey{}, storageForMana)
	for mask := 1; mask < 1<<len(anims); mask++ {
		c, extra, names := animatedBoard(b, anims, mask)
		sub := &Ruling{Question: "mana"}
		if err := manaQuestion(ctx, &c, player, sub); err != nil {
			return "", err
		}
		if !sub.Understood || sub.MaxMana == nil {
			return animatedWhy(names, sub.why), nil
		}
		better := false
		if n := *sub.MaxMana - extra; n > *total {
			*total, better = n, true
			if len(sub.Payments) > 0 {
				way := sub.Payments[0]
				way.Events = append([]string{animationEvent(extra, names)}, way.Events...)
				*best = &way
			}
		}
		raised, why, err := raiseByType(ctx, &c, player, extra, sub, byType)
		if err != nil {
			return "", err
		}
		if why != "" {
			return animatedWhy(names, why), nil
		}
		if (better || len(raised) > 0) && inexact != "" {
			// Those boards make more than this one: how much the
			// player can make is not known.
			return inexact, nil
		}
		if better || len(raised) > 0 {
			so, rules := animatedSo(ctx, b, player)
			e.step(fmt.Sprintf("%s can first activate %s ({%d}): it becomes a creature until end of turn, so %s; the most mana counts that, less the {%d}", Capital(PlayerName(player)), abilitiesOf(names), extra, so, extra), append([]string{"605.3a"}, rules...)...)
		}
	}
	return "", nil
}

// raiseByType raises byType, for each type, to the most of it player can
// make on board c while paying extra for the abilities activated first, up
// to what the mana question sub found on c (CR 601.2g, 106.4): the amounts
// raised, in symbols; why is a pay question's on c that can't be ruled on.
func raiseByType(ctx context.Context, c *Board, player string, extra int, sub *Ruling, byType map[string]int) (raised []string, why string, err error) {
	for _, t := range []Color{White, Blue, Black, Red, Green, Colorless} {
		l := t.Letter()
		for n := sub.MaxByType[l]; n > byType[l]; n-- {
			pay := &Ruling{Question: "pay"}
			cost := strings.Repeat(t.Symbol(), n) + "{" + strconv.Itoa(extra) + "}"
			if err := payQuestion(ctx, c, player, cost, "", -1, pay); err != nil {
				return nil, "", err
			}
			if !pay.Understood {
				// The cost asked is the mana of a type and that of an
				// ability activated first, for no spell: card: can't
				// name one for /judge mana.
				return nil, strings.Replace(pay.why, nameTheSpell, "the engine does not work out which of that mana may pay for the ability activated first", 1), nil
			}
			if pay.Payable != nil && *pay.Payable {
				byType[l] = n
				raised = append(raised, manaAmount(n, t.Symbol()))
				break
			}
		}
	}
	return raised, "", nil
}

// reBecomesCreature finds an ability that makes a permanent a creature
// ("becomes a 2/2 Assembly-Worker artifact creature", "becomes an X/X
// Elemental creature"): a permanent made a creature before a cost is paid
// may change what mana that counts permanents makes (CR 601.2g, 613.1d).
var reBecomesCreature = regexp.MustCompile(`(?i)\bbecomes? (?:an? |an? [^.]*? )?[^.]*\bcreatures?\b`)

// reAddsPermanents finds an ability that puts permanents onto the
// battlefield or changes what they are: tokens created ("{2}: Create a 1/1
// Sliver creature token"), cards put onto or returned to the battlefield
// (Order of Whiteclay's "Return target creature card ... from your
// graveyard to the battlefield"), a permanent that becomes another type
// or gains creature types (Amoeboid Changeling's "Target creature gains
// all creature types until end of turn.", an Elf then for Elvish
// Archdruid, CR 205.3m). Activated before a cost is paid, each may change
// what mana that counts permanents makes.
var reAddsPermanents = regexp.MustCompile(`(?i)\bcreates?\b|\b(?:onto|to) the battlefield\b|\bbecomes?\b|\bgains? all creature types\b|\bin addition to (?:its|their) other (?:creature )?types\b`)

// reMakesMana finds an ability that creates a token that makes mana
// (Treasure): activated before a cost is paid, it adds a mana source.
var reMakesMana = regexp.MustCompile(`(?i)\bcreates?\b[^.]*\b(?:Treasure|Gold)\b`)

func unreadAnimation(ctx context.Context, b *Board, player string) string {
	if ctx.Value(animateKey{}) != nil {
		return ""
	}
	worlds := buildWorlds(ctx, b)
	if len(worlds) == 0 {
		return ""
	}
	var animator, counter string
	// counted is every ability that reads the permanents
	// (counter's and the others'), which an animator's may change.
	var counted []reader
	// gated: counter's mana ability reads the permanents only in whether
	// it can be activated.
	found, other, tapper, gated := 0, false, false, false
	grantor := grantsManaToCreatures(worlds[0])
	// The lands the boards where they are creatures weigh
	// (animations): found counts the other abilities that make a
	// permanent a creature.
	anims := animations(ctx, b, player)
	if why := sacrificedOpensNone(worlds[0], player); why != "" {
		return why
	}
	// A trigger on a creature tapped for mana (Leyline of Abundance)
	// adds mana a permanent made a creature first may set off, where the
	// mana that paid for making it one was made before: the engine
	// weighs that only for the lands the boards where they are
	// creatures weigh (animatedInexact).
	for _, q := range worlds[0].perms {
		for _, t := range q.abilities {
			if t.Kind != KindManaTrigger || !containsFoldASCII(t.Text, "creature") || !yoursOrAny(q, t, player) {
				continue
			}
			for _, o := range worlds[0].perms {
				if o.Permanent.Controller != player {
					continue
				}
				for _, a := range o.abilities {
					handled := slices.ContainsFunc(anims, func(an animation) bool { return an.index == o.i }) && isAnimateLand(o, a)
					// One that makes only its own permanent, a creature
					// already, a creature (Mutavault beside Living Plane)
					// sets off nothing more.
					already := o.is("Creature") && reSelfAnimate.MatchString(withoutReminders(a.Text))
					if a.Kind == KindActivated && !handled && !already && reBecomesCreature.MatchString(a.Text) && worlds[0].canActivate(o, a).ok {
						return fmt.Sprintf("%s ability can make a permanent a creature before mana is made, and %s ability \u201c%s\u201d adds mana as a creature is tapped for mana; the engine does not weigh that here (CR 601.2g, 605.4a)", Possessive(o.Permanent.Card.Name), Possessive(q.name), t.Text)
					}
				}
			}
		}
	}
	// Every ability that reads the permanents is known before any that
	// may change them is weighed against them; the answer names the
	// first.
	counted = readersOf(worlds[0], player)
	if len(counted) > 0 {
		counter, tapper, gated = counted[0].name, counted[0].tapper, counted[0].gated
	}
	for _, q := range worlds[0].perms {
		if q.Permanent.Controller != player {
			continue
		}
		for _, a := range q.abilities {
			if a.Kind != KindActivated {
				continue
			}
			if l := worlds[0].canActivate(q, a); !l.ok {
				// It can't be activated now (Shaman of Forgotten Ways'
				// formidable ability beside too little power), so it
				// changes nothing before mana is made.
				continue
			}
			if reMakesMana.MatchString(a.Text) {
				return fmt.Sprintf("%s ability can make a token that makes mana before a cost is paid; the engine does not weigh that (CR 601.2g, 605.3a)", Possessive(q.Permanent.Card.Name))
			}
			// handled: a land the boards where it is a creature weigh.
			handled := slices.ContainsFunc(anims, func(an animation) bool { return an.index == q.i }) && isAnimateLand(q, a)
			if grantor == "" && counter != "" {
				r := worlds[0].changesCounted(q, a, counted)
				if r == nil {
					// A basic land a fetch finds beside Gaea's
					// Cradle, an Elemental Celestial Colonnade
					// becomes beside Elvish Archdruid: nothing that
					// reads the permanents counts what it makes or
					// changes.
					continue
				}
				if animator == "" && !handled {
					// The answer names what it changes.
					counter, tapper, gated = r.name, r.tapper, r.gated
				}
			}
			if reBecomesCreature.MatchString(a.Text) {
				if !handled {
					found++
				}
			} else if reAddsPermanents.MatchString(a.Text) {
				other = true
			}
			if (reBecomesCreature.MatchString(a.Text) || reAddsPermanents.MatchString(a.Text)) && !handled && animator == "" {
				animator = q.Permanent.Card.Name
			}
		}
	}
	if found == 0 && !other || counter == "" && grantor == "" {
		return ""
	}
	if counter == "" {
		return fmt.Sprintf("%s ability can make a permanent a creature before mana is made, and %s gives creatures a mana ability; the engine does not weigh that here (CR 601.2g, 613.1f)", Possessive(animator), grantor)
	}
	if tapper {
		return fmt.Sprintf("%s ability can change the permanents on the battlefield before mana is made, and the permanents %s ability may tap for its cost are among them; the engine does not weigh that (CR 601.2g, 613.1d)",
			Possessive(animator), Possessive(counter))
	}
	if gated {
		return fmt.Sprintf("%s ability, activated first, can change the permanents that decide whether %s mana ability can be activated (CR 601.2g, 602.1b, 613.1d)",
			Possessive(animator), Possessive(counter))
	}
	return fmt.Sprintf("%s ability, activated first, can change the permanents %s mana counts (CR 601.2g, 613.1d)",
		Possessive(animator), Possessive(counter))
}

// reader is an ability that reads the permanents (readsPermanents): its
// permanent's name, its text, and whether it reads them by a cost that
// taps some (tapper) or only in whether it can be activated (gated).
type reader struct {
	name, text    string
	tapper, gated bool
}

// readersOf lists the abilities of w that read the permanents in what
// player's mana makes (readsPermanents): those of player's permanents,
// and any player's triggered mana ability that counts creatures or
// creatures of a type and adds mana as a permanent of player's is tapped
// (Elvish Guidance's "for each Elf on the battlefield").
func readersOf(w *world, player string) []reader {
	var out []reader
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if q.Permanent.Controller == player {
				out = append(out, readsPermanents(q, a)...)
			}
			if countingTrigger(a) && yoursOrAny(q, a, player) && watchesPlayers(w, q, a, player) {
				out = append(out, reader{name: q.Permanent.Card.Name, text: a.Text})
			}
		}
	}
	return out
}

// countingTrigger reports whether a is a triggered mana ability whose
// mana counts creatures or creatures of a type (Elvish Guidance's
// "adds an additional {G} for each Elf on the battlefield"), which a land
// made a creature may add to.
func countingTrigger(a *Ability) bool {
	return a.Kind == KindManaTrigger && a.Trigger != nil && a.Trigger.Mana != nil && manaCountsCreatures(a.Trigger.Mana)
}

// readsPermanents is how q's ability a reads the permanents, as a cost
// that taps some of them or mana that counts them (unreadAnimation), in
// that order; none where it reads none.
func readsPermanents(q *perm, a *Ability) []reader {
	var out []reader
	if a.Cost.TapUntapped > 0 {
		// What its cost may tap depends on the permanents: a mana
		// ability's (Springleaf Drum) or an untapper's (Earthcraft,
		// each creature tapped for it one more untap).
		if _, _, untapper := tapCostUntapOf(a, q); a.Kind == KindMana || untapper {
			out = append(out, reader{name: q.Permanent.Card.Name, text: a.Text, tapper: true})
		}
	}
	if a.Kind == KindMana && a.Mana != nil {
		// Mana that counts or reads permanents: its count, its
		// devotion, its colors among permanents, or a number of
		// permanents of a type for more instead. A fixed amount of
		// any one color or any combination (Gilded Lotus,
		// Cascading Cataracts) reads none.
		// Counters on itself (Shrine of Boundless Growth's
		// charge counters) are no permanents.
		ownCounters := a.Mana.Count != nil && a.Mana.Count.Counter != "" && a.Mana.Count.Type == "" && !a.Mana.Count.Power
		reads := a.Mana.Devotion || a.Mana.InsteadType != "" || a.Mana.Count != nil && !ownCounters
		switch a.Mana.Kind {
		case ManaForEach, ManaPerCount, ManaEachColor, ManaPermColor:
			reads = reads || !ownCounters
		}
		// Whether it can be activated at all reads the
		// permanents: "Activate only if you control three or
		// more artifacts" (Mox Opal), "a Swamp" (Tainted Wood),
		// "five or more lands" (Temple of the False God), checked
		// as it is activated (CR 602.1b).
		r := a.Restriction
		gate := r.ControlType != "" || r.ControlNone != "" || r.OppType != "" || r.MoreLands > 0 || r.Power != nil
		if reads || gate {
			out = append(out, reader{name: q.Permanent.Card.Name, text: a.Text, gated: !reads})
		}
	}
	return out
}

// reFetchBasic is an ability whose only change to the permanents is a
// basic land card put onto the battlefield, its own permanent sacrificed
// as its cost (Evolving Wilds, Terramorphic Expanse, Myriad Landscape).
var reFetchBasic = regexp.MustCompile(`(?i)^[^:]*\bsacrifice [^:]*: search your library for (?:a|up to (?:one|two)) basic land cards?(?: of the same type)?, (?:and )?put (?:it|them|that card|those cards) onto the battlefield(?: tapped)?, then shuffle(?: your library)?\.$`)

// reSelfAnimate is an ability by which its own land becomes a creature
// until end of turn, and nothing else moves ("Mutavault becomes a 2/2
// creature with all creature types until end of turn. It's still a
// land."), its reminder text taken away; the clause is what it becomes.
var reSelfAnimate = regexp.MustCompile(`(?i)^[^:]*: (?:until end of turn, )?(?:this land|this|[^.:]+?) becomes (an? [^.]*?creature[^.]*?)(?: until end of turn)?\. (?:It's still a land\.)\s*$`)

// reLandWords are the words of what an ability that reads the
// permanents may read a permanent as, which a basic land may be.
var reLandWords = regexp.MustCompile(`(?i)\bland|\bbasic\b|\bplains\b|\bislands?\b|\bswamps?\b|\bmountains?\b|\bforests?\b|\bpermanents?\b|\bnontoken\b|\btypes?\b`)

// changesCounted finds, of the abilities that read the permanents
// (counted), one whose reading q's activated ability a, activated before
// a cost is paid, may change: a basic land a fetch finds where one counts
// lands or a basic land type, or anywhere an effect may make lands
// creatures or something may trigger on the fetch's sacrifice or the land
// entering (Titania's Elemental, landfall); a land made a creature where
// one counts creatures, or what it becomes (its creature types, "all
// creature types", an artifact, a color), or power; anything else any
// ability may read. nil where none.
func (w *world) changesCounted(q *perm, a *Ability, counted []reader) *reader {
	if len(counted) == 0 {
		return nil
	}
	if reFetchBasic.MatchString(a.Text) {
		for i, r := range counted {
			// Reminder text is no rule (CR 207.2): devotion's
			// "permanents you control" counts mana costs, which a
			// basic land has none of (700.5).
			if reLandWords.MatchString(withoutReminders(r.text)) {
				return &counted[i]
			}
		}
		if w.landMoveTrigger(EventEnters, EventLeaves, EventSacrifice) != "" {
			return &counted[0]
		}
		// Life and Limb's Forests, Living Lands: a land may be a
		// creature; Crawling Sensation's "Whenever one or more land
		// cards are put into your graveyard".
		if w.landsMayBeCreatures() {
			return &counted[0]
		}
		for _, r := range w.perms {
			for _, b := range r.abilities {
				if b != a && containsFoldASCII(b.Text, "graveyard") {
					return &counted[0]
				}
			}
		}
		return nil
	}
	m := reSelfAnimate.FindStringSubmatch(withoutReminders(a.Text))
	if m == nil || !q.is("Land") {
		return &counted[0]
	}
	clause := strings.ToLower(m[1])
	for i, r := range counted {
		l := strings.ToLower(r.text)
		if strings.Contains(l, "creature") || strings.Contains(l, "power") || strings.Contains(l, "color") || strings.Contains(l, "type") {
			return &counted[i]
		}
		if strings.Contains(clause, "all creature types") && !reCardTypeCount.MatchString(l) {
			// Elvish Archdruid's Elves: every creature type.
			return &counted[i]
		}
		for _, word := range strings.FieldsFunc(clause, func(r rune) bool { return r == ' ' || r == ',' }) {
			if len(word) > 3 && word != "with" && word != "until" && strings.Contains(l, strings.TrimSuffix(word, "s")) {
				return &counted[i]
			}
		}
	}
	return nil
}

// reCardTypeCount is an ability that counts or reads only permanents of a
// card type or a land type, which no creature type is: artifacts,
// enchantments, lands, Swamps, Loci, or devotion.
var reCardTypeCount = regexp.MustCompile(`(?i)\bfor each (?:artifact|enchantment|land|swamp|island|forest|mountain|plains|locus)\b|\bdevotion\b|\bfive or more lands\b`)

// sacrificedOpensNone says why the engine can't rule where a mana ability
// that can be activated only if its controller controls no permanent of a
// type ("Activate only if you control no creatures") is beside a mana
// ability whose cost sacrifices one (Ashnod's Altar): sacrificed first,
// the last of them lets it be activated (CR 605.3a, 602.1b), which the
// search does not follow. "" where there is none.
func sacrificedOpensNone(w *world, player string) string {
	for _, q := range w.perms {
		if q.Permanent.Controller != player {
			continue
		}
		for _, a := range q.abilities {
			none := strings.ToLower(a.Restriction.ControlNone)
			if a.Kind != KindMana || none == "" {
				continue
			}
			if w.controlCount(player, a.Restriction.ControlNone) == 0 {
				// None to sacrifice: it can be activated as it is.
				continue
			}
			for _, o := range w.perms {
				if o.Permanent.Controller != player {
					continue
				}
				for _, oa := range o.abilities {
					sac := strings.ToLower(oa.Cost.Sacrifice)
					if oa.Kind != KindMana || sac == "" || sac == "this" {
						continue
					}
					if sac == "permanent" || strings.Contains(none, sac) || strings.Contains(sac, none) {
						return fmt.Sprintf("%s ability can sacrifice %s first, and %s mana ability can be activated only if its controller controls none (\u201c%s\u201d); the engine does not follow what sacrificing them opens (CR 605.3a, 602.1b)", Possessive(o.Permanent.Card.Name), article(sac), Possessive(q.Permanent.Card.Name), a.Restriction.Text)
					}
				}
			}
		}
	}
	return ""
}

// animatedInexact says why the boards where lands of anims were made
// creatures first (animatedBoard) may not tell what player can do, ""
// where they do. On such a board every source is read as tapped after the
// lands became creatures, the mana their abilities cost paid with any of
// it; but the mana that pays for an ability is made before it resolves,
// so a source whose mana the land's becoming a creature changes (Gaea's
// Cradle, which counts it) gives its smaller amount where its mana pays
// for that ability (CR 601.2g, 608.2h). The boards tell exactly where
// each land made a creature adds at most one mana in all to what the
// other sources make, each of those adding mana of one type to the same
// choice as before, and each costing at least {1}: where a source so
// changed pays for such an ability, leaving that land as it is instead
// leaves at least as much of that mana for the cost, and leaves what
// the other sources make as it was. Where a source's cost taps an
// untapped creature (Springleaf Drum), or a land made a creature adds
// more than that, the boards still make at least all the player can
// (each source makes as much as before, or more), so they tell where
// they make no more than the board as it is, and raiseOnly says the
// answer stops only where they make more. Where whether a source can be
// activated changes, a permanent's mana abilities change, or a land made
// a creature makes other mana than before, the boards do not tell.
func animatedInexact(ctx context.Context, b *Board, player string, anims []animation) (why string, raiseOnly bool) {
	ctx = context.WithValue(ctx, animateKey{}, true)
	w0s := buildWorlds(ctx, b)
	if len(w0s) != 1 {
		return "the boards on which lands are made creatures first are more than one, which the engine does not weigh (CR 601.2g)", false
	}
	w0 := w0s[0]
	// raise: why the boards may make more than the player can, though
	// never less (each source makes at least as much on them): the
	// answer then stops only where they make more (raiseOnly).
	raise := ""
	// gain[mask][i] is how much more mana permanent i makes on the
	// board where the lands of mask are creatures.
	gain := map[int]map[int]int{}
	for mask := 1; mask < 1<<len(anims); mask++ {
		c, _, names := animatedBoard(b, anims, mask)
		ws := buildWorlds(ctx, &c)
		if len(ws) != 1 {
			return animatedWhy(names, "the board is more than one, which the engine does not weigh"), false
		}
		animated := map[int]bool{}
		for i, an := range anims {
			if mask&(1<<i) != 0 {
				animated[an.index] = true
			}
		}
		if why, lost := ownManaChanges(w0, ws[0], animated); why != "" {
			if lost {
				return animatedWhy(names, why+"; the engine does not weigh which mana then pays for that ability (CR 601.2g, 613.1f)"), false
			}
			if raise == "" {
				raise = animatedWhy(names, why+", while the mana that pays for that ability is made before it is one; the engine does not weigh which mana then pays for it (CR 601.2g, 613.1f)")
			}
		}
		g, why := manaGains(ctx, w0, ws[0], player, animated)
		if why == "" {
			why = triggerGains(ctx, w0, ws[0], player, animated, g)
		}
		if why != "" {
			return animatedWhy(names, why+"; the engine does not weigh which mana then pays for that ability (CR 601.2g, 608.2h)"), false
		}
		gain[mask] = g
	}
	if raise != "" {
		return raise, true
	}
	var names []string
	for _, an := range anims {
		names = append(names, an.name)
	}
	all, _, _ := animatedBoard(b, anims, 1<<len(anims)-1)
	wAll := buildWorlds(ctx, &all)
	for _, q := range w0.perms {
		for _, a := range q.abilities {
			if a.Kind == KindManaTrigger && (!yoursOrAny(q, a, player) || !watchesPlayers(w0, q, a, player) && (len(wAll) != 1 || !watchesPlayers(wAll[0], wAll[0].perms[q.i], a, player))) {
				// Vernal Bloom beside no Forest of the player's, an
				// opponent's Leyline of Abundance: it adds nothing
				// to the player's mana, the lands creatures or not.
				continue
			}
			if countingTrigger(a) {
				// Elvish Guidance: what it adds once a land is a
				// creature is a gain of the land it watches
				// (triggerGains).
				continue
			}
			if (a.Kind == KindManaTrigger || a.Kind == KindReplacement) && !containsFoldASCII(a.Text, "creature") && containsFoldASCII(a.Text, "for mana") {
				// Mana Reflection, Heartbeat of Spring, Mana Flare,
				// Zendikar Resurgent: the mana a source makes once a
				// land is a creature is more than what it adds to
				// (manaGains), and the mana that pays for the
				// land's ability is made before.
				return animatedWhy(names, Possessive(q.name)+" ability \u201c"+a.Text+"\u201d adds to the mana a permanent makes as it is tapped, which the mana that pays for that ability, made before, gets too; the engine does not weigh which mana then pays for it (CR 601.2g, 608.2h, 605.4a)"), true
			}
			if a.Kind == KindReplacement && containsFoldASCII(a.Text, "for mana") {
				return animatedWhy(names, Possessive(q.name)+" ability \u201c"+a.Text+"\u201d changes the mana a permanent makes as it is tapped, and the engine does not weigh which mana then pays for that ability (CR 601.2g, 614.1a)"), false
			}
			if a.Kind == KindManaTrigger && containsFoldASCII(a.Text, "creature") {
				return animatedWhy(names, Possessive(q.name)+" ability \u201c"+a.Text+"\u201d may add mana as a creature is tapped for mana, which a land tapped for mana before it is one does not set off; the engine does not weigh which mana then pays for that ability (CR 601.2g, 603.2)"), true
			}
			if q.Controller == player && a.Kind == KindMana && a.Cost.TapUntapped > 0 {
				return fmt.Sprintf("%s ability \u201c%s\u201d taps an untapped creature as its cost, and a land of yours can be made a creature first, paid with mana made before; the engine does not weigh which source then pays for what (CR 601.2g, 605.3a)", Possessive(q.name), a.Text), true
			}
		}
	}
	for i := range anims {
		total := 0
		for _, n := range gain[1<<i] {
			total += n
		}
		if total > 1 {
			return fmt.Sprintf("%s ability can first make it a creature (CR 601.2g), and the other sources then make %d more mana, while the mana that pays for that ability is made before it resolves (CR 608.2h); the engine does not weigh which source pays for it", Possessive(anims[i].name), total), true
		}
	}
	if len(anims) == 2 {
		for i, n := range gain[3] {
			if n != gain[1][i]+gain[2][i] {
				return animatedWhy([]string{anims[0].name, anims[1].name}, "the mana of "+w0.perms[i].name+" changes by more than each of them alone changes it; the engine does not weigh which mana then pays for those abilities (CR 601.2g, 608.2h)"), true
			}
		}
	}
	return "", false
}

// manaGains compares what each of player's permanents makes on world w0
// and on w, the same board with the lands animated made creatures: how
// much more each makes on w, by permanent index; why says where the
// change is not one animatedInexact reads (a permanent with other mana
// abilities on w, one that can be activated on one board only, mana of
// more than one type, less mana or more of another type, a changed
// ability without {T}, or two changed abilities of one permanent). A
// land made a creature is tapped once, before or after it becomes one:
// where each of its mana abilities has {T} in its cost and makes at most
// one mana, and no ability triggers on a creature tapped for mana (Leyline
// of Abundance), that one mana pays for its own ability or is made after.
func manaGains(ctx context.Context, w0, w *world, player string, animated map[int]bool) (map[int]int, string) {
	gains := map[int]int{}
	could0, could := w0.couldProduce(ctx), w.couldProduce(ctx)
	for i, p0 := range w0.perms {
		if p0.Controller != player {
			continue
		}
		p := w.perms[i]
		if animated[i] {
			for _, a := range p.abilities {
				if a.Kind != KindMana && a.Kind != KindIntrinsic {
					continue
				}
				if a.Kind == KindIntrinsic || a.Mana == nil || !a.Cost.Tap || a.Cost.Mana != "" {
					return nil, Possessive(p.name) + " mana abilities as a creature are not ones the engine weighs here"
				}
				for _, br := range w.produce(ctx, p, a, could, false) {
					if br.pool.Total() > 1 {
						return nil, p.name + " makes more than one mana as a creature"
					}
				}
			}
			continue
		}
		if len(p.abilities) != len(p0.abilities) {
			return nil, p.name + " has other abilities"
		}
		changed := 0
		for j, a0 := range p0.abilities {
			a := p.abilities[j]
			if a.Text != a0.Text || a.Kind != a0.Kind {
				return nil, p.name + " has other abilities"
			}
			if a.Kind != KindMana || a.Mana == nil || a.Cost.TapUntapped > 0 {
				// One whose cost taps an untapped creature (Springleaf
				// Drum) may tap a land made one: animatedInexact says so.
				continue
			}
			if w0.canActivate(p0, a0).ok != w.canActivate(p, a).ok {
				return nil, "whether " + Possessive(p.name) + " ability \u201c" + a.Text + "\u201d can be activated changes"
			}
			pre, post := w0.produce(ctx, p0, a0, could0, false), w.produce(ctx, p, a, could, false)
			same := len(pre) == len(post)
			for k := 0; same && k < len(pre); k++ {
				same = pre[k].pool == post[k].pool
			}
			if same {
				continue
			}
			changed++
			if changed > 1 || !a.Cost.Tap || len(pre) != len(post) || len(pre) == 0 {
				return nil, Possessive(p.name) + " mana changes in a way the engine does not weigh"
			}
			d := -1
			for k := range pre {
				x, y := pre[k].pool, post[k].pool
				if bits.OnesCount8(uint8(x.Types()|y.Types())) > 1 || y.Total() < x.Total() {
					return nil, Possessive(p.name) + " mana changes in a way the engine does not weigh"
				}
				if e := y.Total() - x.Total(); d < 0 {
					d = e
				} else if e != d {
					return nil, Possessive(p.name) + " mana changes in a way the engine does not weigh"
				}
			}
			gains[i] = d
		}
	}
	return gains, ""
}

// triggerGains adds to gains what more each of player's permanents makes
// on w than on w0 by a triggered mana ability that counts creatures or
// creatures of a type (countingTrigger: Elvish Guidance's "an additional
// {G} for each Elf on the battlefield" as its land is tapped for mana),
// where the lands animated (by permanent index) are creatures on w. It
// says why where the change is not one animatedInexact weighs: the
// ability reads more than a count of one type, watches other permanents
// on w, or watches a land animated, or a permanent it watches makes mana
// of another type or has a mana ability without {T}.
func triggerGains(ctx context.Context, w0, w *world, player string, animated map[int]bool, gains map[int]int) string {
	could0 := w0.couldProduce(ctx)
	for _, q0 := range w0.perms {
		for j, t := range q0.abilities {
			if !countingTrigger(t) || !yoursOrAny(q0, t, player) {
				continue
			}
			q := w.perms[q0.i]
			m := t.Trigger.Mana
			if len(q.abilities) != len(q0.abilities) || q.abilities[j].Text != t.Text || m.Kind != ManaPerCount || m.Count == nil || m.Count.Base.Total() != 0 || m.Count.Keyword != "" || bits.OnesCount8(uint8(m.Pool.Types())) != 1 {
				return Possessive(q0.name) + " ability “" + t.Text + "” counts in a way the engine does not weigh here"
			}
			n0, _ := w0.countNow(q0, m.Count)
			n, _ := w.countNow(q, m.Count)
			for i, p0 := range w0.perms {
				watched := w0.manaTriggerWatches(q0, t.Trigger, p0)
				if watched != w.manaTriggerWatches(q, t.Trigger, w.perms[i]) {
					return "whether " + Possessive(q0.name) + " ability “" + t.Text + "” watches " + p0.name + " changes"
				}
				if !watched || p0.Controller != player || n == n0 {
					continue
				}
				if animated[i] {
					return Possessive(q0.name) + " ability “" + t.Text + "” adds to the mana of " + p0.name + ", which is made a creature"
				}
				for _, a := range p0.abilities {
					if a.Kind != KindMana && a.Kind != KindIntrinsic || a.Mana == nil {
						continue
					}
					if !a.Cost.Tap {
						return Possessive(p0.name) + " mana ability “" + a.Text + "” has no {T}, and " + Possessive(q0.name) + " ability counts what a land made a creature changes"
					}
					for _, br := range w0.produce(ctx, p0, a, could0, false) {
						if br.pool.Types()&^m.Pool.Types() != 0 {
							return p0.name + " makes other mana than " + Possessive(q0.name) + " ability adds, which counts what a land made a creature changes"
						}
					}
				}
				if n < n0 {
					return Possessive(q0.name) + " ability “" + t.Text + "” counts fewer once a land is a creature"
				}
				gains[i] += (n - n0) * m.Pool.Total()
			}
		}
	}
	return ""
}

// ownManaChanges says how the mana abilities of the lands animated (by
// permanent index) differ on w, where they are creatures, from w0, where
// they are not: "" where they are the same. lost: one loses a mana
// ability it has as a land (Humility's "lose all abilities", CR 613.1f),
// which it may still use before it is a creature, so the boards where it
// is one may make less than the player can. Otherwise one gains a mana
// ability as a creature (Cryptolith Rite's grant, 613.1f): tapped for
// mana to pay for its own ability, it makes only the mana it makes as a
// land, and it is tapped then.
func ownManaChanges(w0, w *world, animated map[int]bool) (why string, lost bool) {
	manaTexts := func(q *perm) map[string]bool {
		m := map[string]bool{}
		for _, a := range q.abilities {
			if q.Tapped && a.Cost.Tap {
				// A tapped land can't use it, creature or not.
				continue
			}
			if a.Kind == KindMana || a.Kind == KindIntrinsic || a.Kind == KindManaTrigger {
				m[string(a.Kind)+"\x00"+a.Text] = true
			}
		}
		return m
	}
	for i := range w0.perms {
		if !animated[i] {
			continue
		}
		before, after := manaTexts(w0.perms[i]), manaTexts(w.perms[i])
		for k := range before {
			if !after[k] {
				_, text, _ := strings.Cut(k, "\x00")
				return fmt.Sprintf("as a creature it no longer has its mana ability \u201c%s\u201d, which it can use before", text), true
			}
		}
		for k := range after {
			if !before[k] {
				_, text, _ := strings.Cut(k, "\x00")
				why = fmt.Sprintf("as a creature it has the mana ability \u201c%s\u201d too", text)
			}
		}
	}
	return why, false
}

// watchesPlayers reports whether q's triggered mana ability a may trigger
// as a permanent of player's on w is tapped for mana: true where the
// engine has not read what it watches.
func watchesPlayers(w *world, q *perm, a *Ability, player string) bool {
	if a.Trigger == nil {
		return true
	}
	for _, p := range w.perms {
		if p.Controller == player && w.manaTriggerWatches(q, a.Trigger, p) {
			return true
		}
	}
	return false
}

// yoursOrAny reports whether q's triggered mana ability a may trigger as
// a permanent of player's is tapped: not where it watches only its
// controller's (an opponent's Leyline of Abundance's "Whenever you tap a
// creature for mana").
func yoursOrAny(q *perm, a *Ability, player string) bool {
	return a.Trigger == nil || !strings.HasPrefix(a.Trigger.Whose, "you") || q.Controller == player
}

// animatedMost is the most of sym's mana (nil: mana of any type), up to
// n, that player can make on the boards where lands of anims are made
// creatures first, beside the mana that pays for their abilities (CR
// 601.2g, 602.2); unknown where a board can't be ruled on, or sym is one
// the question is not asked of.
func animatedMost(ctx context.Context, b *Board, player string, anims []animation, n int, sym *CostSymbol) (int, bool, error) {
	if sym != nil && (sym.Kind == SymHybrid && len(sym.Colors) != 2 || sym.Kind != SymColored && sym.Kind != SymColorless && sym.Kind != SymHybrid && sym.Kind != SymSnow) {
		return 0, true, nil
	}
	ctx = context.WithValue(context.WithValue(ctx, animateKey{}, true), firstCostKey{}, storageForMana)
	most := 0
	for mask := 1; mask < 1<<len(anims); mask++ {
		c, extra, _ := animatedBoard(b, anims, mask)
		for k := n; k > most; k-- {
			cost := ManaCost{Generic: k}
			if sym != nil {
				cost = repeatSymbol(*sym, k)
			}
			cost.Generic += extra
			sub := &Ruling{Question: "pay"}
			if err := payQuestion(ctx, &c, player, cost.String(), "", -1, sub); err != nil {
				return 0, true, err
			}
			if !sub.Understood {
				return 0, true, nil
			}
			if sub.Payable != nil && *sub.Payable {
				most = k
				break
			}
		}
	}
	return most, false, nil
}

// animatedNone is the step that says the lands of anims were made
// creatures first, and that pays the cost in no way either.
func animatedNone(player string, anims []animation) string {
	var names []string
	for _, an := range anims {
		names = append(names, an.name)
	}
	it := map[bool]string{true: "it is a creature", false: "they are creatures"}[len(names) == 1]
	return fmt.Sprintf("%s can first activate %s, paying with mana made before, so that %s as the cost is paid; no way pays the cost then either, and what %s can make at most counts that, less the mana the activation costs", Capital(PlayerName(player)), abilitiesOf(names), it, PlayerName(player))
}
