package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// noteControllers records the controller of each permanent of g, after
// layer 2.
func (a *sbaActions) noteControllers(w *world, g []int) {
	if a.ctl == nil {
		a.ctl = map[int]string{}
	}
	for _, i := range g {
		a.ctl[i] = w.perms[i].Controller
	}
}

// stateBased finds the state-based actions that apply to the world.
// Long: one block per rule of 704.5, in the order the rules number them,
// reading the same world.
func (w *world) stateBased() (*sbaActions, string) {
	a := &sbaActions{}
	b := w.b
	for _, p := range w.perms {
		if why := w.xCountersUnread(p); why != "" {
			return nil, why
		}
	}
	// 704.5q: +1/+1 and -1/-1 counters annihilate.
	for _, p := range w.perms {
		plus, minus := p.counters("+1/+1"), p.counters("-1/-1")
		if plus > 0 && minus > 0 {
			n := min(plus, minus)
			put(&a.counters, p.i, n)
			a.steps = append(a.steps, Reason{
				Text:  fmt.Sprintf("%s has %s and %s on it, so %d of each are removed", p.name, plural(plus, "+1/+1 counter"), plural(minus, "-1/-1 counter"), n),
				Rules: []string{"704.5q"},
			})
		}
	}
	// 704.5i: a planeswalker with 0 loyalty. One written without
	// loyalty counters is taken to have some (the board does not say how
	// many); one written with "0 loyalty" has none.
	for _, p := range w.perms {
		if p.is("Planeswalker") && zeroLoyalty(p.Permanent) {
			put(&a.leave, p.i, "it has 0 loyalty")
			a.steps = append(a.steps, Reason{
				Text:  p.name + " has 0 loyalty counters on it, and a planeswalker with 0 loyalty is put into its owner's graveyard",
				Rules: []string{"704.5i"},
			})
		}
	}
	// 704.5v, 704.5w: a battle with defense 0, its defense being the
	// defense counters on it (310.4c). One written without them is taken
	// to have some, as a planeswalker is; one written with "0 defense"
	// has none, and is the source of no triggered ability waiting on the
	// stack, the board holding none.
	for _, p := range w.perms {
		if p.is("Battle") && zeroCounters(p.Permanent, "defense") {
			put(&a.leave, p.i, "it has 0 defense")
			rule := "704.5w"
			if p.hasSub("Siege") {
				rule = "704.5v"
			}
			a.steps = append(a.steps, Reason{
				Text:  p.name + " has 0 defense counters on it, so its defense is 0, and a battle with defense 0 is put into its owner's graveyard (the board holds no triggered ability waiting on the stack that it could be the source of)",
				Rules: []string{"310.4c", rule},
			})
		}
	}
	// 704.5s: a Saga with chapter abilities and at least as many lore
	// counters as its final chapter number (714.2d) is sacrificed unless
	// one of its chapter abilities has triggered and not yet left the
	// stack, which the board, holding no stack, does not have.
	for _, p := range w.perms {
		if !p.hasSub("Saga") {
			continue
		}
		if why := chapterLingers(p); why != "" {
			return nil, why
		}
		final := finalChapter(p)
		if lore := p.counters("lore"); final > 0 && lore >= final {
			put(&a.leave, p.i, sagaSacrificed)
			a.steps = append(a.steps, Reason{
				Text:  fmt.Sprintf("%s has %s on it, at least its final chapter number, %d, and none of its chapter abilities waits on the stack (the board holds none), so %s it", p.name, plural(lore, "lore counter"), final, PlayerDoes(p.Controller, "sacrifices")),
				Rules: []string{"714.2d", "714.4", "704.5s"},
			})
		}
	}
	// 704.5f: a creature with toughness 0 or less.
	for _, p := range w.perms {
		if !p.is("Creature") || p.raised != "" {
			// One a raise the board does not show keeps here is
			// followed as it (sbaRound).
			continue
		}
		if p.ptSet != nil || p.ptManaValue {
			// An effect sets its power and toughness to numbers ("1/1
			// creatures that are still lands") or to its mana value
			// (March of the Machines, Opalescence), over any printed
			// (613.4b).
			if p.ptManaValue && p.Card.Inline {
				return nil, inlineManaValue(p)
			}
			// A raise the board does not show that may have reached it
			// (raisedUnsure) only adds to this.
			t, why := p.toughnessBeforeRaise()
			if why != "" && p.ptEitherBy != "" {
				// Its toughness is one of two, as the timestamps run:
				// above 0 either way, it stays (613.7).
				if least, lwhy := p.toughnessLeast(); lwhy == "" && least+p.boostUnsureLow > 0 {
					continue
				}
			}
			if why != "" {
				return nil, why
			}
			if t+p.boostUnsureLow > 0 {
				// Above 0 whichever boosts the engine can't tell of
				// apply (boostUnsureLow).
				continue
			}
			if p.boostUnsure != "" {
				return nil, fmt.Sprintf("%s has toughness %d"+unlessBoost+"%s", p.name, t, p.boostUnsure)
			}
			if followed, why := a.raiseBoth(w, p, 1-t, fmt.Sprintf("%s would have toughness %d", p.name, t), "its toughness is 0 or less", "704.5f"); why != "" {
				return nil, why
			} else if followed {
				continue
			}
			put(&a.leave, p.i, "its toughness is 0 or less")
			how := ""
			if p.ptSet != nil {
				by := p.creatureBy
				if p.lostAllBy != "" {
					by = p.lostAllBy
				}
				how = fmt.Sprintf("%s is %d/%d by %s effect", p.name, p.ptSet[0], p.ptSet[1], Possessive(by))
			} else {
				mv, _ := faceManaValue(p.Card)
				how = fmt.Sprintf("%s has power and toughness each equal to its mana value, %d, by %s effect", p.name, mv, Possessive(p.creatureBy))
			}
			rules := []string{"613.4b", "704.5f"}
			how += countersOn(p)
			if p.boost[1] != 0 {
				// What layer 7c adds after the value layer 7b sets.
				how += fmt.Sprintf(", and effects give it %+d toughness (layer 7c)", p.boost[1])
				rules = []string{"613.4b", "613.4c", "704.5f"}
			}
			a.steps = append(a.steps, Reason{
				Text:  fmt.Sprintf("%s, so its toughness is %d, and a creature with toughness 0 or less is put into its owner's graveyard", how, t),
				Rules: rules,
			})
			continue
		}
		t, ok := printedToughness(p.Card)
		if !ok && p.Card.Toughness == "" && !has(splitTypesOf(p.Card), "Creature") {
			// Made a creature by an effect, which sets its power and
			// toughness; an effect that uses its mana value gives a card
			// of mana value 0 toughness 0.
			if mv, why := faceManaValue(p.Card); mv == 0 || why != "" {
				return nil, fmt.Sprintf("%s is a creature by an effect that sets its toughness, which the engine does not compute, and it could be 0 (a creature with toughness 0 or less is put into its owner's graveyard, CR 704.5f)", p.name)
			}
			continue
		}
		if !ok && p.Card.Toughness == "" {
			// An inline creature written without power and toughness: the
			// board does not say, and it is taken to be a creature that
			// stays, unless its toughness is lowered: -1/-1 counters, or
			// an effect, could take it to 0 or less.
			if _, dt := p.ptCounters(); dt+p.boost[1] < 0 || p.boostMaybeLower {
				return nil, fmt.Sprintf("%s is written without power and toughness, and its toughness is lowered%s, so it could be 0 or less (a creature with toughness 0 or less is put into its owner's graveyard, CR 704.5f)", p.name, countersOn(p))
			}
			continue
		}
		var cda cdaValue
		if !ok {
			var why string
			if cda, why = w.cdaToughness(p); why != "" || cda.how == "" {
				if why == "" {
					why = "a creature with toughness 0 or less is put into its owner's graveyard (CR 704.5f)"
				} else {
					why += ", and a creature with toughness 0 or less is put into its owner's graveyard (CR 704.5f)"
				}
				return nil, fmt.Sprintf("%s is a creature whose toughness the engine does not compute (its printed toughness is %s), and %s", p.name, p.Card.Toughness, why)
			}
			t = cda.n
		}
		_, dt := p.ptCounters()
		dt += p.boost[1]
		if t+dt+p.boostUnsureLow > 0 {
			// Above 0 whichever boosts the engine can't tell of apply
			// (Grizzly Bears beside an Engineered Plague that does not
			// say its creature type: 1/1 at least).
			continue
		}
		if cda.floor && p.toughAbove0 {
			// Followed as above 0 (sbaRound).
			continue
		}
		if cda.floor && p.boostUnsure == "" && !p.boostMaybeLower && w.couldChangeToughnessOf(p) == "" {
			// A raise that may still apply (lingeringRaise) is one more
			// way for it to be above 0.
			// The board does not fix it: both ways are followed, each
			// an outcome.
			a.unsure = append(a.unsure, p.i)
			a.steps = append(a.steps, Reason{
				Text:  fmt.Sprintf("%s, so its toughness is at least %d and could be 0 or less; the board does not say which, so both are followed, and where it is 0 or less %s is put into its owner's graveyard", cda.how, t+dt, p.name),
				Rules: []string{"604.3", "613.4a", "704.5f"},
			})
			continue
		}
		if cda.floor {
			return nil, fmt.Sprintf("%s, so its toughness is at least %d and could be 0 or less, and a creature with toughness 0 or less is put into its owner's graveyard (CR 704.5f)", cda.how, t+dt)
		}
		if p.boostUnsure != "" {
			// A boost that may apply could lower its toughness to 0, or
			// raise it above 0.
			return nil, fmt.Sprintf("%s has toughness %d"+unlessBoost+"%s", p.name, t+dt, p.boostUnsure)
		}
		if followed, why := a.raiseBoth(w, p, 1-(t+dt), fmt.Sprintf("%s would have toughness %d", p.name, t+dt), "its toughness is 0 or less", "704.5f"); why != "" {
			return nil, why
		} else if followed {
			continue
		}
		how := fmt.Sprintf("%s is a %s/%s creature", p.name, p.Card.Power, p.Card.Toughness)
		rules := []string{"704.5f", "122.1a"}
		if cda.how != "" {
			how = cda.how
			rules = []string{"604.3", "613.4a", "704.5f", "122.1a"}
		}
		if c := copiedNothing(p.printed); c != nil && cda.how == "" {
			how = fmt.Sprintf("%s (“%s” applies only as it enters), a %s/%s creature", copiedNothingWords(p.name), c.Text, p.Card.Power, p.Card.Toughness)
			rules = append(rules, "614.1c", "707.2")
		}
		switch on := countersOn(p); {
		case on != "":
			how += on
		case cda.how == "":
			how += " with no counters on it"
			if hint := countersHint(p); hint != "" {
				how += " (" + hint + ")"
			}
		}
		if p.boost[1] != 0 {
			how += fmt.Sprintf(", and effects give it %+d toughness (layer 7c)", p.boost[1])
		}
		put(&a.leave, p.i, "its toughness is 0 or less")
		a.steps = append(a.steps, Reason{
			Text:  fmt.Sprintf("%s, so its toughness is %d, and a creature with toughness 0 or less is put into its owner's graveyard", how, t+dt),
			Rules: rules,
		})
	}
	// 704.5g: a creature with toughness greater than 0 and damage marked
	// on it at least equal to its toughness has lethal damage and is
	// destroyed.
	for _, p := range w.perms {
		if p.Damage == 0 || !p.is("Creature") || p.raised != "" {
			continue
		}
		if _, ok := a.leave[p.i]; ok {
			continue
		}
		if why := w.lethalDamage(p, a); why != "" {
			return nil, why
		}
	}
	// 704.5j: the legend rule.
	groups := map[string][]int{}
	var order []string
	for _, p := range w.perms {
		if !p.hasSuper("Legendary") {
			continue
		}
		k := p.Controller + "\x00" + catalog.Key(p.name)
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], p.i)
	}
	for _, k := range order {
		g := groups[k]
		if len(g) < 2 {
			continue
		}
		p := w.perms[g[0]]
		a.legends = append(a.legends, g)
		a.noteControllers(w, g)
		text := fmt.Sprintf("%s %d legendary permanents named %s, so %s one of them and the rest are put into their owners' graveyards", Capital(PlayerDoes(p.Controller, "controls")), len(g), p.name, PlayerDoes(p.Controller, "chooses"))
		if identicalAll(b, g, attachments(b)) {
			text += "; they are alike in every way, so which one stays makes no difference"
		} else {
			text += "; they differ, so each choice is an outcome of its own"
		}
		a.steps = append(a.steps, Reason{Text: text, Rules: []string{"704.5j"}})
	}
	// 704.5k: the world rule. The board does not record which world
	// permanent is the newest: each is an outcome. (A tie, which puts
	// them all into the graveyard, needs them to have become world
	// permanents at once, which a board is not taken to describe.)
	var worlds []int
	for _, p := range w.perms {
		if p.hasSuper("World") {
			worlds = append(worlds, p.i)
		}
	}
	if len(worlds) > 1 {
		// A legendary world is put into the graveyard by either rule, in
		// the same check (704.3): where the legend rule's choice is made
		// among it too, the engine does not work out the two together.
		for _, g := range a.legends {
			for _, i := range g {
				if slices.Contains(worlds, i) {
					return nil, fmt.Sprintf("%s is a legendary world permanent, and the legend rule and the world rule both apply to it in the same check of state-based actions, which the engine does not work out together (CR 704.5j, 704.5k, 704.3)", w.perms[i].name)
				}
			}
		}
	}
	if len(worlds) > 1 {
		if a.worlds == nil {
			a.worlds = map[int]bool{}
		}
		a.worlds[len(a.legends)] = true
		a.legends = append(a.legends, worlds)
		a.noteControllers(w, worlds)
		text := fmt.Sprintf("There are %d world permanents, so all but the one that has been a world permanent for the shortest time are put into their owners' graveyards; the board does not record which that is, so each is taken in turn (they are taken not to have become world permanents at the same moment, which would put them all there)", len(worlds))
		if identicalAll(b, worlds, attachments(b)) {
			text += "; they are alike in every way, so which one stays makes no difference"
		}
		a.steps = append(a.steps, Reason{Text: text, Rules: []string{"704.5k"}})
	}
	// 704.5m, 704.5n, 704.5p: attachments.
	for _, p := range w.perms {
		isAura := p.is("Enchantment") && p.hasSub("Aura")
		isEquip := p.is("Artifact") && p.hasSub("Equipment")
		isFort := p.is("Artifact") && p.hasSub("Fortification")
		if !isAura && p.On == nil {
			continue
		}
		var t *perm
		if p.attached >= 0 {
			t = w.perms[p.attached]
		}
		switch {
		case isAura:
			why, rules, unknown := w.auraIllegal(p, t)
			if unknown != "" {
				return nil, unknown
			}
			if why == "" {
				continue
			}
			put(&a.leave, p.i, why)
			a.steps = append(a.steps, Reason{Text: why + ", so " + p.name + " is put into its owner's graveyard", Rules: append(rules, "704.5m")})
		case isEquip || isFort:
			why, rules, unknown := w.equipIllegal(p, t, isFort)
			if unknown != "" {
				return nil, unknown
			}
			if why == "" {
				continue
			}
			put(&a.unattach, p.i, why)
			a.steps = append(a.steps, Reason{Text: why + ", so " + p.name + " becomes unattached and stays on the battlefield", Rules: append(rules, "704.5n")})
		case hasKeyword(p, "bestow "):
			// Attached, it was cast bestowed: it is an Aura enchantment
			// with enchant creature and no creature (702.103e), which its
			// card does not say.
			return nil, p.name + " has bestow and is attached to a permanent: cast bestowed, it is an Aura and not a creature (CR 702.103e), which the engine does not read from its card"
		default:
			what := "a permanent that is neither an Aura, an Equipment nor a Fortification"
			if p.is("Creature") {
				what = "a creature"
			}
			put(&a.unattach, p.i, "attached")
			a.steps = append(a.steps, Reason{Text: fmt.Sprintf("%s is %s and is attached to something, so it becomes unattached and stays on the battlefield", p.name, what), Rules: []string{"704.5p"}})
		}
	}
	if !a.empty() {
		a.steps = append([]Reason{{
			Text:  "The board as described is not a legal state: before any player gets priority the game performs every state-based action that applies, all at once, and repeats until none apply; the question is answered about the board that results",
			Rules: []string{"704.3", "117.5"},
		}}, a.steps...)
	}
	return a, ""
}

// splitTypesOf is the card types a card is printed with.
func splitTypesOf(c *catalog.Card) []string {
	_, t, _ := splitTypes(c)
	return t
}

// identicalAll reports whether no rule can tell the permanents apart.
func identicalAll(b *Board, idx []int, att map[*Permanent][]string) bool {
	first := ""
	for k, i := range idx {
		sig := permSignature(b, b.Permanents[i], att)
		if k == 0 {
			first = sig
		} else if sig != first {
			return false
		}
	}
	return true
}

// unlessBoost joins a creature's toughness to why the engine can't tell
// whether a boost applies to it (boostUnsure) where that boost decides
// whether its toughness is 0 or less: an Engineered Plague whose creature
// type the board does not give (607.2d).
const unlessBoost = " unless a boost applies to it, and "

// printedToughness reads a card's printed toughness when it is a number.
func printedToughness(c *catalog.Card) (int, bool) {
	s := strings.TrimSpace(c.Toughness)
	neg := strings.HasPrefix(s, "-")
	n, ok := parseDigits(strings.TrimPrefix(s, "-"))
	if neg {
		n = -n
	}
	return n, ok
}

// reCounterNames are the names of counters that are a power and
// toughness ("+1/+1 counter", "-1/-1 counters"), which a permanent enters
// with and the board then shows.
var reCounterNames = regexp.MustCompile(`[+-]\d+/[+-]\d+ counters?`)

// raiseBoth follows both ways a creature p whose survival hangs on its
// toughness (state says why it would leave, for leave, by rule), where a
// raise of toughness the board does not show may still apply to it
// (lingeringRaise, CR 611.2a): it got one and stays, or it got none and
// leaves. followed where it does; why where the engine can't tell for
// another reason (couldChangeToughnessOf).
func (a *sbaActions) raiseBoth(w *world, p *perm, need int, state, leave, rule string) (followed bool, why string) {
	u, ok := a.toughWhy[p.i]
	if !ok {
		u = w.couldChangeToughnessOf(p)
		put(&a.toughWhy, p.i, u)
	}
	if u != "" {
		return false, state + ", and " + u
	}
	raise, wide := w.lingeringRaiseWide(p)
	if raise == "" {
		return false, ""
	}
	if most, bounded := w.raiseBound(p); bounded && most < need {
		// Each raise that may apply is of an ability activated only so
		// many times each turn, and together they can't raise its
		// toughness by need (CR 602.5b): it leaves either way.
		a.steps = append(a.steps, Reason{
			Text:  fmt.Sprintf("%s; %s, but any such raise adds at most %d to its toughness, as the ability can be activated only so many times each turn, and it would need %d", state, strings.TrimSuffix(raise, " (CR 611.2a)"), most, need),
			Rules: []string{"611.2a", "602.5b", rule},
		})
		return false, ""
	}
	a.unsure = append(a.unsure, p.i)
	put(&a.raised, p.i, raisedFact{why: raise, leave: leave, wide: wide})
	a.steps = append(a.steps, Reason{
		Text:  fmt.Sprintf("%s, and %s; the board does not say whether that raise applies to it, so both are followed: where it does, %s stays on the battlefield, and where not, %s", state, strings.TrimSuffix(raise, " (CR 611.2a)"), p.name, sbaLeaves(p.name, leave)),
		Rules: []string{"611.2a", rule},
	})
	return true, ""
}

// sbaLeaves says what happens to a creature name the state-based actions
// take for why.
func sbaLeaves(name, why string) string {
	if why == "it has lethal damage" {
		return name + " is destroyed"
	}
	return name + " is put into its owner's graveyard"
}

// toughnessNowUnread is couldChangeToughnessOf where the survival of p, a
// creature, hangs on its toughness: a raise that may still apply to it
// (lingeringRaise) also stops the answer.
func (w *world) toughnessNowUnread(p *perm) string {
	if why := w.lingeringRaise(p); why != "" {
		return why
	}
	return w.couldChangeToughnessOf(p)
}

// toughnessRead is p's toughness, or why the engine can't tell it now: a
// toughness it does not compute, a boost it can't decide for p, or what
// toughnessNowUnread reads.
func (w *world) toughnessRead(p *perm) (int, string) {
	t, why := p.toughness()
	if why == "" {
		why = p.boostUnsure
	}
	if why == "" {
		// A raise that may still apply counts too (Devoted Druid beside
		// a rally +1/+1, lingeringRaise).
		why = w.toughnessNowUnread(p)
	}
	return t, why
}

// rePTWords is text that may speak of power and toughness: a "+1/+1",
// "-X/-0", "power", "toughness".
var rePTWords = regexp.MustCompile(`(?i)[+-][0-9X*]+/[+-]?[0-9X*]+|\bpower\b|\btoughness\b`)

// rePTChange is a change of power and toughness a sentence gives:
// "gets +4/+2", "-1/-1"; not a creature named by its power ("Creatures
// with power 3 or greater", Meekstone).
var rePTChange = regexp.MustCompile(`(?i)[+-][0-9X*]+/[+-]?[0-9X*]+|\bgets?\b|\bbase power\b`)

// couldChangeToughness names an ability on the board, not understood, that
// could be a continuous effect on a creature's toughness now. Triggered
// and activated abilities change nothing until they resolve, so only the
// others count.
func (w *world) couldChangeToughness() string {
	return w.couldChangeToughnessBy(false, nil)
}

// couldLowerToughness is couldChangeToughness without the boosts that
// only raise power and toughness (StaticRaisesPT): the text that could
// lower a toughness.
func (w *world) couldLowerToughness() string {
	return w.couldChangeToughnessBy(true, nil)
}

// couldChangeToughnessOf is couldChangeToughness for the toughness of
// creature p alone: a boost that raises only its own permanent's power
// and toughness (RaisesSelf, Kird Ape's "gets +1/+2 as long as you
// control a Forest") changes only that permanent's, and is passed by on
// the others, where no text on the board reads a power or toughness
// (selfRaisesReadElsewhere).
func (w *world) couldChangeToughnessOf(p *perm) string {
	return w.couldChangeToughnessBy(false, p)
}

// couldLowerToughnessOf is couldLowerToughness for p alone.
func (w *world) couldLowerToughnessOf(p *perm) string {
	return w.couldChangeToughnessBy(true, p)
}

// reWordsPT is text that speaks of a power or toughness by name.
var reWordsPT = regexp.MustCompile(`(?i)\bpower\b|\btoughness\b`)

// selfRaisesReadElsewhere names a permanent on the board with an
// ability, other than a boost of its own permanent alone (RaisesSelf),
// whose text speaks of a power or toughness, and that text (nil for
// none): a count of creatures with power 4 or greater, a toughness equal
// to another creature's, a condition on a power, which such a boost of one
// creature may change for another.
func (w *world) selfRaisesReadElsewhere() (*perm, string) {
	for _, q := range w.perms {
		for _, abs := range [][]*Ability{q.printed, q.abilities} {
			for _, ab := range abs {
				if ab.Static != nil && ab.Static.RaisesSelf {
					continue
				}
				if reWordsPT.MatchString(ab.Text) {
					return q, ab.Text
				}
			}
		}
	}
	return nil, ""
}

func (w *world) couldChangeToughnessBy(lowerOnly bool, of *perm) string {
	var reader *perm
	readText := ""
	if of != nil {
		reader, readText = w.selfRaisesReadElsewhere()
	}
	for _, q := range w.perms {
		if q.staticsGone() {
			continue
		}
		for _, ab := range q.printed {
			if ab.Kind == KindTriggered || ab.Kind == KindActivated || ab.Kind == KindManaTrigger || ab.Kind == KindMana {
				continue
			}
			if of != nil && q != of && ab.Static != nil && ab.Static.RaisesSelf {
				if reader == nil {
					// It raises only q's own power and toughness
					// (613.4c), which no text here reads.
					continue
				}
				return fmt.Sprintf("%s has \u201c%s\u201d, a boost of only its own power and toughness that the engine does not compute, and %s has \u201c%s\u201d, which speaks of power or toughness and which the engine does not tell apart from text that reads that boost, so that it could change that", q.name, ab.Text, reader.name, readText)
			}
			if reAttachKeyword.MatchString(ab.Text) {
				// Fortify and equip are activated abilities that attach
				// (702.67a, 702.6a): what is attached now is read from
				// the board, and nothing is activated before state-based
				// actions are checked.
				continue
			}
			if lowerOnly && ab.Static != nil && ab.Static.Kind == StaticRaisesPT {
				continue
			}
			if ab.Static != nil && (ab.Static.Kind == StaticKeepsMana || ab.Static.Kind == StaticAllLegendary) {
				// Mana kept as steps end, and permanents made
				// legendary (613.1d), change no power or toughness.
				continue
			}
			if ab.Kind == KindEnters && !rePTWords.MatchString(reCounterNames.ReplaceAllString(ab.Text, "")) {
				// What applies only as its own permanent enters (Mox
				// Diamond's discard, Everflowing Chalice's counters, the
				// +1/+1 counters of converge, which the board or the
				// enters question gives) changes nothing on the
				// battlefield now (614.12).
				continue
			}
			if ab.Understood && (ab.Static == nil || ab.Static.Boost == nil && toughnessSafe(ab.Static, q.Card, ab.Text) || w.boostCounted(q, ab.Static) || w.manaValuePTCounted(q, ab.Static)) {
				continue
			}
			if of != nil && ab.Understood && boostOfSubject(ab.Static) {
				// Its boost of of is in the toughness computed, or, where
				// the engine can't tell whether of is in its subject
				// (an Engineered Plague that does not say its type), in
				// of's boostUnsure, which every reader of this weighs.
				continue
			}
			if grantsKeywordsOnly(normalize(q.Card, ab.Text)) {
				// "This has trample as long as it has ten or more +1/+1
				// counters on it": whatever its condition, it gives
				// only keywords, and no keyword is a power or toughness
				// (613.1f, 613.4).
				continue
			}
			why := ab.Why
			if ab.Understood {
				why = "the engine does not compute power and toughness"
			}
			return fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not understand as it bears on toughness (%s) and which could change that", q.name, ab.Text, why)
		}
	}
	return ""
}

// reKeywordsIf is a static ability that gives keywords while a condition
// holds: "This has trample as long as …", "As long as …, creatures you
// control have flying and vigilance". m[1]/m[3] name who has them and
// m[2]/m[4] are the keywords. reKeywordsHave gives them with no
// condition ("Fortified land has indestructible.").
// reAttachKeyword is a fortify or equip ability.
var reAttachKeyword = regexp.MustCompile(`^(?:Fortify|Equip)\b`)

var reKeywordsHave = regexp.MustCompile(`^([^,."]+?) (?:has|have) ([a-z ,]+?)\.$`)
var reKeywordsIf = regexp.MustCompile(`^(?:([^,."]+?) (?:has|have) ([a-z ,]+?) as long as [^."]+|As long as [^,."]+, ([^,."]+?) (?:has|have) ([a-z ,]+?))\.$`)

// grantsKeywordsOnly reports whether text is a static ability that only
// gives keywords that function on the battlefield and change no power or
// toughness, while a condition holds (or always), whether or not the
// engine reads the condition.
func grantsKeywordsOnly(text string) bool {
	m := reKeywordsIf.FindStringSubmatch(text)
	if m == nil {
		// "Fortified land has indestructible.": no condition.
		if p := reKeywordsHave.FindStringSubmatch(text); p != nil {
			m = []string{p[0], p[1], p[2], "", ""}
		}
	}
	if m == nil {
		return false
	}
	who, kws := m[1]+m[3], m[2]+m[4]
	if !combatWordsOnly(who) {
		return false
	}
	for _, kw := range strings.Split(strings.ReplaceAll(kws, " and ", ", "), ",") {
		kw = strings.TrimSpace(kw)
		if !keywordWords[kw] && !protectionKW.MatchString(kw) {
			return false
		}
	}
	return true
}

// toughnessSafe reports whether a static ability the engine understands,
// text of card, is of a kind that never changes a creature's toughness. A
// kind not listed here (one the compiler may learn later) is not taken as
// safe.
func toughnessSafe(st *StaticSpec, card *catalog.Card, text string) bool {
	switch st.Kind {
	case StaticExtraLands, StaticSetLandType, StaticAddLandType, StaticColor, StaticDoubleX, StaticCantCast, StaticCastLimit, StaticNoEntersTriggers, StaticMoreEntersTriggers, StaticMoreDiesTriggers, StaticGraveyardUntargetable, StaticTargetLimit, StaticCantActivate, StaticControl:
		return true
	case StaticActivateAsHaste, StaticPlayerKeyword, StaticCantGainLife, StaticAltCostSpells, StaticNoLandPlays, StaticSkipDraw:
		// Who may activate what, a player's hexproof or shroud, a life
		// total that can't rise, how spells may be cast, land plays, a
		// skipped draw step: no characteristic of a permanent.
		return true
	case StaticSpellCost, StaticAbilityCost, StaticUncounterable, StaticSpellsUncounterable:
		// What spells and abilities cost (601.2f), and whether spells
		// can be countered (101.2), is no characteristic of a permanent.
		return true
	case StaticCantLose, StaticLifeFloor, StaticSkipUpkeep, StaticLifeFixed, StaticNoLifeCosts:
		// Effects on losing the game, on damage to a player, on life
		// and the costs that pay it, and on the upkeep step; a
		// permanent that kept a player in the game and leaves is read
		// again after (settleBoard).
		return true
	case StaticNoCounters, StaticNoCountersSelf:
		// It keeps counters from being put on a permanent, and changes
		// none already on one.
		return true
	case StaticDefinesPT, StaticLoseAll, StaticDrawEffect:
		// Its own toughness, which the state-based actions work out
		// from it (cdaToughness) or refuse on.
		return true
	case StaticAddType:
		// The power and toughness it sets are the toughness computed;
		// one that adds a card type other than creature and sets none
		// (Mycosynth Lattice) changes no toughness.
		if st.SetPT == nil && !st.PTManaValue {
			return !slices.Contains(st.Types, "Creature")
		}
		return st.SetPT != nil && !st.PTManaValue
	case StaticGrant:
		// Mana abilities and keywords change no toughness.
		for _, g := range st.Granted {
			if g == nil || g.Kind != KindMana && g.Kind != KindKeyword {
				return false
			}
		}
		return len(st.Granted) > 0
	case StaticNoEffect, StaticPlayerDamage:
		// What untaps in an untap step (Mana Vault's "doesn't untap")
		// is no power or toughness, where the sentence gives none
		// (Vulshok Gauntlets' "+4/+2 and doesn't untap" does).
		t := normalize(card, text)
		return st.KeepsPT || st.SpendAsAny || st.SpendOneAs || reNoEffectHere.MatchString(t) || reUntapStep.MatchString(t) && !rePTChange.MatchString(t)
	}
	return false
}

// sagaSacrificed is why a Saga leaves by 704.5s: its controller
// sacrifices it, which an ability may trigger on.
const sagaSacrificed = "its controller sacrifices it"

// chapterLingers is why the engine can't rule where a chapter ability of
// Saga p has resolved, its number being at most p's lore counters (CR
// 714.2b; the board holds no stack), and what it did may still apply: an
// effect that lasts (611.2a, "until your next turn"), or one the engine
// can't tell done once it resolved. A chapter whose every sentence is
// done at once (chapterDone) left only what the board shows; "" where no
// chapter lingers.
func chapterLingers(p *perm) string {
	lore := p.counters("lore")
	if lore <= 0 {
		return ""
	}
	for _, a := range p.abilities {
		if a.Trigger == nil || len(a.Trigger.Chapters) == 0 || slices.Min(a.Trigger.Chapters) > lore {
			continue
		}
		if m := reChapter.FindStringSubmatch(a.Trigger.Effect); m != nil && chapterDone(m[2]) {
			continue
		}
		// The chapters that have resolved: those at most its lore.
		var done []string
		for _, c := range a.Trigger.Chapters {
			if c <= lore {
				done = append(done, romanNumeral(c))
			}
		}
		word := "chapter"
		if len(done) > 1 {
			word = "chapters"
		}
		return fmt.Sprintf("%s's %s %s resolved (%d lore); its effect may still apply (CR 714.2b, 611.2a)", p.name, word, strings.Join(done, " and "), lore)
	}
	return ""
}

// romanNumeral is a chapter number as a chapter symbol shows it.
func romanNumeral(n int) string {
	for r, c := range romanChapters {
		if c == n {
			return r
		}
	}
	return strconv.Itoa(n)
}

// reChapterDone are sentences of a chapter ability that are done once it
// resolves, leaving only what a board shows: tokens, counters, cards moved,
// life and cards in hand. A sentence with a duration or a change of what
// objects are or have is none of them (reChapterLasts).
var reChapterDone = []*regexp.Regexp{
	regexp.MustCompile(`^create [^.]+ tokens?(?: with [^.]+)?$`),
	regexp.MustCompile(`^(?:destroy|exile|return|search|tap|untap|mill|scry|surveil) [^.]+$`),
	regexp.MustCompile(`^(?:you|each player|each opponent|target player|target opponent) (?:gains?|loses?|draws?|discards?|mills?|sacrifices?|returns?|puts?|searche?s?|exiles?|creates?|scry|scries) [^.]+$`),
	regexp.MustCompile(`^[^.]+ deals? (?:\d+|x) damage to [^.]+$`),
	regexp.MustCompile(`^put (?:a|an|one|two|three|four|x|\d+) [+\-0-9/a-z ]*counters? on [^.]+$`),
	regexp.MustCompile(`^(?:shuffle|then shuffle)[^.]*$`),
}

// reChapterLasts is wording of an effect that lasts or changes what an
// object is or has (CR 611.2a, 613.1).
var reChapterLasts = regexp.MustCompile(`\buntil\b|\bthis turn\b|\bgains?\b [^l0-9]|\bgets?\b|\bbecomes?\b|\bhave\b|\bhas\b|\bcan't\b|\bas long as\b|\bwhenever\b|\binstead\b|\bnext\b|\bcopy\b|\bcosts?\b`)

// chapterDone reports whether every sentence of a chapter ability's effect
// is done once it resolves (reChapterDone) and none of it lasts.
func chapterDone(effect string) bool {
	e := strings.ToLower(strings.TrimSpace(effect))
	if e == "" || reChapterLasts.MatchString(e) || strings.Contains(e, "\"") {
		return false
	}
	for _, sentence := range strings.Split(strings.TrimSuffix(e, "."), ". ") {
		if !slices.ContainsFunc(reChapterDone, func(re *regexp.Regexp) bool { return re.MatchString(sentence) }) {
			return false
		}
	}
	return true
}

// finalChapter is the final chapter number of p, the greatest among its
// chapter abilities (CR 714.2d); 0 where it has none.
func finalChapter(p *perm) int {
	n := 0
	for _, a := range p.abilities {
		if a.Trigger == nil {
			continue
		}
		for _, c := range a.Trigger.Chapters {
			n = max(n, c)
		}
	}
	return n
}

// zeroLoyalty reports whether the board writes 0 loyalty counters on p.
func zeroLoyalty(p *Permanent) bool {
	return zeroCounters(p, "loyalty")
}

// zeroCounters reports whether the board writes 0 counters of kind on p.
func zeroCounters(p *Permanent, kind string) bool {
	for _, c := range p.Counters {
		if strings.EqualFold(c.Kind, kind) && c.N <= 0 {
			return true
		}
	}
	return false
}

// countersOn says which power and toughness counters are on p: ", with
// 1 -1/-1 counter on it", or "" for none.
func countersOn(p *perm) string {
	var parts []string
	for _, c := range p.Counters {
		if rePTCounter.MatchString(c.Kind) && c.N > 0 {
			parts = append(parts, plural(c.N, c.Kind+" counter"))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return ", with " + strings.Join(parts, " and ") + " on it"
}

// boostOfSubject reports whether st is a boost of layer 7c (CR 613.4c)
// that the world gives each creature of its subject, as boostCounted
// reads one: a "gets +N/+N", alone or with keywords granted. For each
// creature it is either in the boost computed or, where the engine can't
// tell whether the creature is in its subject, in its boostUnsure.
func boostOfSubject(st *StaticSpec) bool {
	return st != nil && st.Boost != nil && st.Subject != nil && (st.Kind == StaticBoost || st.Kind == StaticGrant && toughnessSafe(st, nil, ""))
}

// boostCounted reports whether a boost of layer 7c (CR 613.4c) is in the
// toughness the engine computes: a "gets +N/+N", alone or with keywords
// granted ("and has protection from black"), whose condition holds or not
// as the engine reads it and whose subject the engine decides for every
// permanent.
func (w *world) boostCounted(src *perm, st *StaticSpec) bool {
	if st.Boost == nil || st.Subject == nil {
		return false
	}
	if st.Kind != StaticBoost && (st.Kind != StaticGrant || !toughnessSafe(st, nil, "")) {
		return false
	}
	for _, p := range w.perms {
		if _, why := st.Subject.matches(w.b, src, p); why != "" {
			return false
		}
	}
	return true
}

// reReplacesDestroy is text that may replace a creature's destruction
// (CR 614.1a): "If … would be destroyed", totem armor and umbra armor
// (702.89a).
var reReplacesDestroy = regexp.MustCompile(`(?i)would be destroyed|\b(?:totem|umbra) armor\b|\bregenerate\b|\bgains? indestructible until\b|\bhave indestructible until\b`)

// lethalDamage adds to a the destruction of creature p, whose damage
// marked is at least its toughness (CR 704.5g), unless it has
// indestructible (702.12b); it returns why the engine cannot tell, ""
// when it can.
func (w *world) lethalDamage(p *perm, a *sbaActions) string {
	unknown := func(why string) string {
		return fmt.Sprintf("%s has %s marked on it, and %s (a creature with damage marked on it at least equal to its toughness is destroyed, CR 704.5g)", p.name, strconv.Itoa(p.Damage)+" damage", why)
	}
	if p.Card.Toughness == "" && p.ptSet == nil && !p.ptManaValue {
		return unknown("the engine does not know its toughness")
	}
	if p.ptManaValue && p.Card.Inline {
		return inlineManaValue(p)
	}
	t, why := p.toughnessBeforeRaise()
	if why != "" {
		return unknown(why)
	}
	switch {
	case p.raisedUnsure != "" && p.boostUnsure == p.raisedUnsure && p.Damage < t:
		// A raise the board does not show may have reached it too
		// (raisedWide): it only adds to a toughness its damage is
		// already below.
	case p.raisedUnsure == "" && p.Damage < t+p.boostUnsureLow:
		// Whichever boosts the engine can't tell of apply, its damage
		// stays below its toughness.
	case p.boostUnsure != "":
		return unknown(p.boostUnsure)
	}
	if u := w.couldChangeToughnessOf(p); u != "" {
		if t <= 0 || p.Damage >= t {
			return unknown(u)
		}
		// A boost that only raises (Coat of Arms) keeps a creature
		// its damage does not destroy as it is: only text that could
		// lower its toughness stops the answer, and is named.
		if low := w.couldLowerToughnessOf(p); low != "" {
			return unknown(low)
		}
	}
	if t > 0 && p.Damage > 0 && p.Damage < t {
		if by := w.speakerOf(nil, "deathtouch"); by != nil {
			// Damage from a source with deathtouch destroys it (704.5h),
			// and the board does not say which source dealt it.
			return unknown(by.name + " speaks of deathtouch, and damage from a source with deathtouch destroys a creature whatever its toughness (CR 704.5h); the board does not say which source dealt it")
		}
	}
	if t <= 0 || p.Damage < t {
		return ""
	}
	lethal := fmt.Sprintf("%s has toughness %d and %s marked on it", p.name, t, strconv.Itoa(p.Damage)+" damage")
	if hasKeyword(p, "indestructible") {
		a.steps = append(a.steps, Reason{Text: lethal + ", which is lethal damage, but it has indestructible, so it isn't destroyed", Rules: []string{"704.5g", "702.12b"}})
		return ""
	}
	for _, q := range w.perms {
		if q.staticsGone() {
			continue
		}
		for _, ab := range q.printed {
			if reReplacesDestroy.MatchString(ab.Text) {
				return fmt.Sprintf("%s, lethal damage (CR 704.5g), and %s has \u201c%s\u201d, which could replace its destruction and which the engine does not model", lethal, q.name, ab.Text)
			}
		}
	}
	if followed, why := a.raiseBoth(w, p, p.Damage-t+1, lethal, "it has lethal damage", "704.5g"); why != "" || followed {
		return why
	}
	put(&a.leave, p.i, "it has lethal damage")
	a.steps = append(a.steps, Reason{Text: lethal + ", which is lethal damage, so it is destroyed", Rules: []string{"704.5g", "120.6"}})
	return ""
}

// manaValuePTCounted reports whether an effect that makes permanents
// creatures with power and toughness each equal to their mana value
// (March of the Machines, Opalescence; CR 613.4b) is in the toughness the
// engine computes: its subject is decided for every permanent, so each
// permanent it applies to has that toughness.
func (w *world) manaValuePTCounted(src *perm, st *StaticSpec) bool {
	if st == nil || st.Kind != StaticAddType || !st.PTManaValue || st.SetPT != nil || st.Boost != nil || st.Subject == nil {
		return false
	}
	for _, p := range w.perms {
		if _, why := st.Subject.matches(w.b, src, p); why != "" {
			return false
		}
	}
	return true
}

// inlineManaValue says why the toughness of an inline card that an effect
// sets to its mana value is not known: an inline card is written without
// a mana cost.
func inlineManaValue(p *perm) string {
	return fmt.Sprintf("%s is a creature by an effect that sets its toughness to its mana value, and the board does not give the mana cost of an inline card; it could be 0 (a creature with toughness 0 or less is put into its owner's graveyard, CR 704.5f)", p.name)
}

// put sets m[k] to v, making the map on first use.
func put[V any](m *map[int]V, k int, v V) {
	if *m == nil {
		*m = map[int]V{}
	}
	(*m)[k] = v
}

// xCountersUnread says why the board does not tell how many counters of
// the kinds X gave p (withXCounters) it has, "" where it does: an effect
// on the board that modifies counters put on it (Doubling Season,
// Hardened Scales on a creature's +1/+1 counters) or keeps them off it
// (Solemnity) would have changed how many it entered with, had it been
// on the battlefield then (CR 614.1c, 122.6), which the board does not
// say.
func (w *world) xCountersUnread(p *perm) string {
	if len(p.xCounters) == 0 {
		return ""
	}
	kinds := joinAnd(p.xCounters)
	x := *p.X
	write := p.name + " (X=" + strconv.Itoa(x) + ", " + strconv.Itoa(max(x, 1)) + " " + p.xCounters[0] + ")"
	// With X 0 no counters would have been put on it, which only an
	// effect that adds counters where none would be changes (614.1c).
	if by := w.noCountersOn(p.types); by != "" && x > 0 {
		return fmt.Sprintf("%s is written X=%d without its %s counters, and %s keeps counters off it: whether it entered with any depends on whether %s was on the battlefield then, which the board does not say; write its counters, like \u201c%s\u201d (CR 614.1c, 122.6)", p.name, *p.X, kinds, by, by, write)
	}
	for _, q := range w.perms {
		for _, ab := range q.abilities {
			if st := ab.Static; x > 0 && st != nil && st.Kind == StaticDoubleX && q.Controller == p.Controller && !q.staticsGone() {
				// Unbound Flourishing doubles the X of its controller's
				// permanent spells as they are cast, had it been on the
				// battlefield then (CR 107.3m, 603.2).
				return fmt.Sprintf("%s is written X=%d without its %s counters, and %s ability \u201c%s\u201d would have doubled X as it was cast, had it been on the battlefield then, which the board does not say; write its counters, like \u201c%s\u201d (CR 107.3m, 122.6)", p.name, *p.X, kinds, Possessive(q.name), ab.Text, write)
			}
			r := ab.Replacement
			if !ab.Understood || r == nil || r.Kind != ReplaceCountersPlus && r.Kind != ReplaceCountersTimes {
				continue
			}
			if !countersReplacementFor(w.b, r, q.Controller, p.Controller) || x == 0 && !r.Additional {
				continue
			}
			kind, types := counterApplies(r)
			if r.Additional {
				kind = "+1/+1"
			}
			if kind != "" && !slices.Contains(p.xCounters, kind) {
				continue
			}
			if r.Subtype != "" && !p.hasSub(r.Subtype) {
				continue
			}
			for _, t := range types {
				if t == "" || p.is(t) {
					return fmt.Sprintf("%s is written X=%d without its %s counters, and %s ability \u201c%s\u201d would have changed how many it entered with, had it been on the battlefield then, which the board does not say; write its counters, like \u201c%s\u201d (CR 614.1c, 122.6)", p.name, *p.X, kinds, Possessive(q.name), ab.Text, write)
				}
			}
		}
	}
	return ""
}

// reEntersWithCounters is a permanent's own "enters with N KIND counters".
var reEntersWithCounters = regexp.MustCompile(`\benters(?: the battlefield)? with (a|an|one|two|three|four|five|six|seven|eight|nine|ten|[0-9]+) ([+\-0-9/a-z]+) counters?\b`)

// countersHint says how to write the counters p entered with by its own
// text, where the board writes none ("it enters with four +1/+1
// counters: a board gives the counters a permanent has, like
// "Daghatar the Adamant (4 +1/+1)""); "" where its text gives no number.
func countersHint(p *perm) string {
	for _, a := range p.abilities {
		if a.Kind != KindEnters {
			continue
		}
		m := reEntersWithCounters.FindStringSubmatch(a.Text)
		if m == nil {
			continue
		}
		n, ok := wordNumber(m[1])
		if !ok {
			if m[1] == "a" || m[1] == "an" {
				n = 1
			} else {
				continue
			}
		}
		return fmt.Sprintf("it enters with %s: a board gives the counters a permanent has, like \u201c%s (%d %s)\u201d", plural(n, m[2]+" counter"), p.Card.Name, n, m[2])
	}
	return ""
}
