package rules

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// produceCounted lists the ways the mana abilities that count, choose an
// amount or a recorded color can add mana; ok is false for the kinds
// produce reads itself. With ignoreCosts, a choice made in paying the cost
// (how many counters to remove) is taken as one, which gives every type
// the ability could produce (CR 106.7).
// Long: one case per kind of counted mana, each short.
func (w *world) produceCounted(ctx context.Context, p *perm, a *Ability, could []TypeSet, ignoreCosts bool) ([]branch, bool) {
	m := a.Mana
	switch m.Kind {
	case ManaFixed:
		if m.InsteadType != "" {
			n := w.controlCount(p.Controller, m.InsteadType)
			if n >= m.InsteadAtLeast {
				return []branch{{pool: m.InsteadPool, events: []string{PlayerDoes(p.Controller, "controls") + " " + countNoun(n, strings.ToLower(m.InsteadType)) + ", so it adds " + m.InsteadPool.String() + " instead"}}}, true
			}
			return []branch{{pool: m.Pool, events: []string{PlayerDoes(p.Controller, "controls") + " " + countNoun(n, strings.ToLower(m.InsteadType)) + ", fewer than " + strconv.Itoa(m.InsteadAtLeast)}}}, true
		}
		if m.InsteadPlayed {
			return w.producePlayed(p, m), true
		}
		if m.InsteadCounter == "" {
			return nil, false
		}
		if n := p.counters(m.InsteadCounter); n > 0 {
			out := colorBranches(AllColors, "chooses ")
			for i := range out {
				out[i].events = []string{p.name + " has " + plural(n, m.InsteadCounter+" counter") + " on it, so it adds one mana of any color instead"}
			}
			return out, true
		}
		return []branch{{pool: m.Pool, events: []string{p.name + " has no " + m.InsteadCounter + " counter on it"}}}, true
	case ManaCould:
		if m.InsteadCounter != "" {
			base := *m
			base.InsteadCounter, base.InsteadTimes = "", 0
			plain := *a
			plain.Mana = &base
			out := w.produce(ctx, p, &plain, could, ignoreCosts)
			if n := p.counters(m.InsteadCounter); n > 0 {
				for i := range out {
					out[i].pool = scaled(out[i].pool, m.InsteadTimes)
					out[i].events = append(out[i].events, p.name+" has "+plural(n, m.InsteadCounter+" counter")+" on it, so it adds "+strconv.Itoa(m.InsteadTimes)+" mana of that type instead")
				}
			}
			return out, true
		}
		if m.ScopeType == "" {
			return nil, false
		}
		return w.produceCouldOf(p, m, could), true
	case ManaChosenColor:
		if c, ok := colorFromWord(p.Chose); ok {
			return []branch{{pool: One(c), events: []string{Possessive(p.name) + " chosen color is " + c.Word()}}}, true
		}
		var out []branch
		for _, c := range AllColors.Colors() {
			out = append(out, branch{choices: []string{"if " + Possessive(w.refName(p)) + " chosen color is " + c.Word()}, pool: One(c)})
		}
		return out, true
	case ManaAnyColor:
		if m.ChosenPlayer {
			// Its controller may choose themselves (Spectral
			// Searchlight's ruling of 2005-10-01): the mana they can
			// make. Choosing another player, they make none, and that
			// player adds it.
			self := "themselves"
			if p.Controller == Me {
				self = "yourself"
			}
			out := colorBranches(AllColors, "chooses ")
			for i := range out {
				out[i].events = []string{PlayerDoes(p.Controller, "chooses") + " " + self + " as the player who adds the mana"}
			}
			return out, true
		}
		if m.UnlessPaid == "" {
			return nil, false
		}
		out := colorBranches(AllColors, "chooses ")
		for i := range out {
			out[i].choices = append(out[i].choices, "no player pays "+m.UnlessPaid)
		}
		out = append(out, branch{choices: []string{"a player pays " + m.UnlessPaid}, events: []string{"a player pays " + m.UnlessPaid + ", so it adds no mana"}})
		return out, true
	case ManaAnyOneColor:
		colors := AllColors.Colors()
		if len(m.Colors) > 0 {
			colors = m.Colors
		}
		var out []branch
		for _, c := range colors {
			switch {
			case m.Devotion:
				n := w.devotion(p.Controller, c)
				out = append(out, branch{choices: []string{"chooses " + c.Word()}, pool: scaled(One(c), n), events: []string{PlayerPossessive(p.Controller) + " devotion to " + c.Word() + " is " + strconv.Itoa(n)}})
			case m.Count != nil:
				for _, br := range w.producePerCount(p, &ManaSpec{Pool: One(c), Count: m.Count}, ignoreCosts) {
					br.choices = append([]string{"chooses " + c.Word()}, br.choices...)
					out = append(out, br)
				}
			default:
				out = append(out, branch{choices: []string{"chooses " + c.Word()}, pool: One(c).Times(m.Amount)})
			}
		}
		if len(colors) == 1 {
			for i := range out {
				out[i].choices = out[i].choices[1:]
			}
		}
		return out, true
	case ManaCombination:
		if m.Amount == 0 && m.Count != nil {
			return w.produceCountedCombination(ctx, p, m, ignoreCosts), true
		}
		if m.Amount == 0 {
			return nil, false
		}
		var out []branch
		for pool := range combinations(m.Colors, m.Amount) {
			if m.Different && !differentColors(pool) {
				continue
			}
			out = append(out, branch{choices: []string{"adds " + pool.String()}, pool: pool})
		}
		return out, true
	case ManaPerCount:
		return w.producePerCount(p, m, ignoreCosts), true
	}
	return nil, false
}

// produceCountedCombination lists the ways an ability that adds X mana
// in any combination of its colors, X counted on the board, can add
// mana: X is counted as it resolves (608.2h), and the color of each mana
// is chosen then (Axebane Guardian's ruling of 2012-10-01). With
// ignoreCosts, only the types it could add matter (106.7): X of at most
// 1 shows them. Past the question's budget it stops with what it has.
func (w *world) produceCountedCombination(ctx context.Context, p *perm, m *ManaSpec, ignoreCosts bool) []branch {
	n, ev := w.countNow(p, m.Count)
	switch {
	case n < 0:
		// A negative X is 0 (107.1b).
		return []branch{{events: []string{ev + ", so X is 0 and it adds no mana"}, rules: []string{"107.1b"}}}
	case n == 0:
		return []branch{{events: []string{ev + ", so X is 0 and it adds no mana"}}}
	}
	evs := []string{ev + ", so X is " + strconv.Itoa(n)}
	if ignoreCosts {
		n = 1
	}
	meter := meterOf(ctx)
	var out []branch
	for pool := range combinations(m.Colors, n) {
		if !meter.state(1) || !meter.alloc(n*len("{W}")+64) {
			return out
		}
		out = append(out, branch{choices: []string{"adds " + pool.words()}, pool: pool, events: evs})
	}
	return out
}

// countNow is how many there are of what c counts for p's ability as it
// resolves (608.2h), and that in words: permanents, counters on p, or
// p's power; not a count a cost decides (Removed, Sacrificed).
func (w *world) countNow(p *perm, c *CountSpec) (int, string) {
	switch {
	case c.Type != "":
		n := 0
		for _, q := range w.perms {
			if (c.All || q.Controller == p.Controller) && isA(q, c.Type) && (!c.Basic || q.hasSuper("Basic")) && (!c.Named || q.name == p.name) && (c.Keyword == "" || hasKeyword(q, c.Keyword)) {
				n++
			}
		}
		what := c.Type
		if c.Named {
			what += " named " + p.name
		}
		if c.Basic {
			what = "basic " + what
		}
		noun := countNoun(n, what)
		if c.Keyword != "" {
			noun += " with " + c.Keyword
		}
		if c.All {
			return n, "there " + map[bool]string{true: "is", false: "are"}[n == 1] + " " + noun + " on the battlefield"
		}
		return n, PlayerDoes(p.Controller, "controls") + " " + noun
	case c.Power:
		_, n, _ := p.powers()
		return n, fmt.Sprintf("%s has power %d", p.name, n)
	case c.GreatestPower:
		// Each power after layer 7 (613.4); unknownFor stops the
		// question first where the engine cannot compute one
		// (powerUnread).
		n, names := 0, []string(nil)
		for _, q := range w.perms {
			if q.Controller != p.Controller || !q.is("Creature") {
				continue
			}
			_, pw, _ := q.powers()
			switch {
			case names == nil || pw > n:
				n, names = pw, []string{q.name}
			case pw == n && !slices.Contains(names, q.name):
				names = append(names, q.name)
			}
		}
		if names == nil {
			return 0, PlayerDoes(p.Controller, "controls") + " no creature"
		}
		return n, fmt.Sprintf("the greatest power among the creatures %s is %d (%s)", PlayerDoes(p.Controller, "controls"), n, joinAnd(names))
	case c.LandTypes:
		types := w.basicLandTypes(p.Controller)
		if len(types) == 0 {
			return 0, "the lands " + PlayerDoes(p.Controller, "controls") + " have no basic land type"
		}
		if len(types) == 1 {
			return 1, "the only basic land type among the lands " + PlayerDoes(p.Controller, "controls") + " is " + types[0]
		}
		return len(types), "the basic land types among the lands " + PlayerDoes(p.Controller, "controls") + " are " + joinAnd(types)
	default:
		n := p.counters(c.Counter)
		return n, p.name + " has " + plural(n, c.Counter+" counter") + " on it"
	}
}

func (w *world) producePerCount(p *perm, m *ManaSpec, ignoreCosts bool) []branch {
	c := m.Count
	switch {
	case c.Sacrificed:
		max := w.controlCount(p.Controller, c.Type)
		if ignoreCosts {
			// Costs ignored (106.7), X may be any number: one, or two
			// or more, which an effect on "two or more mana" replaces
			// (Damping Sphere).
			return []branch{{pool: m.Pool}, {pool: scaled(m.Pool, 2)}}
		}
		var out []branch
		for n := 0; n <= max && n <= maxMana+1; n++ {
			// Sacrificing them is part of the cost, paid before the mana
			// is added (CR 602.2b, 605.3a), and X is the number chosen
			// (107.3a).
			out = append(out, branch{choices: []string{"sacrifices " + countNoun(n, c.Type)}, pool: scaled(m.Pool, n), cost: []string{PlayerDoes(p.Controller, "sacrifices") + " " + countNoun(n, c.Type)}, x: n + 1})
		}
		return out
	case c.Type != "":
		n, ev := w.countNow(p, c)
		return []branch{{pool: c.Base.Add(scaled(m.Pool, n)), events: []string{ev}}}
	case c.Revealed != "":
		// Read only with no cards in hand (revealUnread): none can be
		// revealed, and it adds no mana (Metalworker's ruling of
		// 2004-10-04: "You can reveal zero cards to gain zero mana.").
		return []branch{{events: []string{PlayerDoes(p.Controller, "has") + " no cards in hand, so " + PlayerDoes(p.Controller, "reveals") + " none, and it adds no mana"}, rules: []string{"608.2h"}, rulings: rulingRefs(p.Card.Name, "reveal zero cards")}}
	case c.Removed:
		max := p.counters(c.Counter)
		if ignoreCosts {
			return []branch{{pool: c.Base.Add(m.Pool)}, {pool: c.Base.Add(scaled(m.Pool, 2))}}
		}
		if max > maxMana {
			max = maxMana + 1
		}
		var out []branch
		for n := 0; n <= max; n++ {
			// Removing them is part of the cost, paid before the mana is
			// added (CR 602.2b, 605.3a): its event comes first.
			ev := "removes " + plural(n, c.Counter+" counter") + " from " + p.name
			out = append(out, branch{choices: []string{"removes " + plural(n, c.Counter+" counter")}, pool: c.Base.Add(scaled(m.Pool, n)), cost: []string{ev}})
		}
		return out
	case c.Power:
		// Its power now, after layer 7 (613.4); a negative power adds
		// none (107.1b). unknownFor stops the question first where the
		// engine cannot compute it (powerUnread).
		n, ev := w.countNow(p, c)
		return []branch{{pool: scaled(m.Pool, n), events: []string{ev}, rules: []string{"613.4"}}}
	default:
		n, ev := w.countNow(p, c)
		return []branch{{pool: c.Base.Add(scaled(m.Pool, n)), events: []string{ev}}}
	}
}

// basicLandTypes are the basic land types among the lands player
// controls, as they are now (after the effects of layer 4, 613.1d: a
// nonbasic land under Blood Moon is a Mountain and no other type, 305.7),
// each once, in the order Plains, Island, Swamp, Mountain, Forest.
func (w *world) basicLandTypes(player string) []string {
	var out []string
	for _, t := range basicLandTypes {
		for _, q := range w.perms {
			if q.Controller == player && q.is("Land") && q.hasSub(t) {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// countNoun is "1 Swamp", "3 Swamps", "2 Elves", "3 Loci", "2 Plains".
func countNoun(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	// "artifact named Powerstone Shard": the plural is the head noun's.
	for _, sep := range []string{" named ", " with ", " you control", " that ", " other than "} {
		if i := strings.Index(noun, sep); i > 0 {
			return countNoun(n, noun[:i]) + noun[i:]
		}
	}
	if p, ok := irregularPlurals[noun]; ok {
		return strconv.Itoa(n) + " " + p
	}
	switch {
	case strings.HasSuffix(noun, "f"):
		noun = noun[:len(noun)-1] + "ves"
	case strings.HasSuffix(noun, "s"), strings.HasSuffix(noun, "x"), strings.HasSuffix(noun, "ch"):
		noun += "es"
	case strings.HasSuffix(noun, "y") && !strings.HasSuffix(noun, "ey"):
		noun = noun[:len(noun)-1] + "ies"
	default:
		noun += "s"
	}
	return strconv.Itoa(n) + " " + noun
}

// irregularPlurals are the plurals of subtypes that no suffix makes:
// those the same in the plural (Plains, Merfolk), and Latin ones (Loci).
var irregularPlurals = map[string]string{
	"Plains": "Plains", "Locus": "Loci", "Merfolk": "Merfolk", "Djinn": "Djinn", "Fish": "Fish",
	"Jellyfish": "Jellyfish", "Kithkin": "Kithkin", "Sheep": "Sheep", "Elk": "Elk", "Aurochs": "Aurochs",
	"Cyclops": "Cyclopes", "Fungus": "Fungi", "Homunculus": "Homunculi", "Ox": "Oxen", "Mouse": "Mice",
	"Myr": "Myr", "Eldrazi": "Eldrazi", "Kor": "Kor", "Moonfolk": "Moonfolk", "Treefolk": "Treefolk",
	"Kavu": "Kavu", "Samurai": "Samurai", "Zubera": "Zubera", "Nephilim": "Nephilim", "Ninja": "Ninja",
}

// tapTypeWord is the kind of permanent a cost taps as a sentence writes
// it: a card type in lower case ("creature"), a subtype as printed
// ("Elf").
func tapTypeWord(t string) string {
	if slices.Contains([]string{"Creature", "Artifact", "Land", "Enchantment", "Permanent"}, t) {
		return strings.ToLower(t)
	}
	return t
}

// isA reports whether q has the card type or subtype word, in any case.
func isA(q *perm, word string) bool {
	if word == "legendary permanent" {
		// Honor-Worn Shaku's "Tap an untapped legendary permanent you
		// control".
		return q.hasSuper("Legendary")
	}
	if strings.EqualFold(word, "permanent") {
		// Barrin, Master Wizard's "Sacrifice a permanent": every
		// permanent is one, itself included (CR 110.1).
		return true
	}
	return q.is(word) || q.hasSub(word)
}

// colorNamed is the color a restriction's word names ("Blue"), if it
// names one.
func colorNamed(word string) (Color, bool) {
	for i, w := range colorWords[:5] {
		if strings.EqualFold(word, w) {
			return Color(i), true
		}
	}
	return 0, false
}

// controlCount is how many permanents player controls that have the card
// type or subtype word.
func (w *world) controlCount(player, word string) int {
	n := 0
	for _, q := range w.perms {
		if q.Controller == player && isA(q, word) {
			n++
		}
	}
	return n
}

// countRestriction checks the restrictions of r that count what its
// controller and their opponents control: "if an opponent controls four
// or more lands", "if an opponent controls more lands than you", "if you
// control no creatures". met is true where r has none of them; words say
// what the board has, for a reason either way.
func (w *world) countRestriction(p *perm, r Restriction) (met bool, words string) {
	// most is the opponent of p's controller who controls the most of
	// kind, and how many.
	most := func(kind string) (string, int) {
		who, n := "", -1
		for _, pl := range w.b.Players {
			if !w.b.opponents(p.Controller, pl.Name) {
				continue
			}
			if c := w.controlCount(pl.Name, kind); c > n {
				who, n = pl.Name, c
			}
		}
		return who, max(n, 0)
	}
	met = true
	var parts []string
	if r.OppType != "" {
		who, n := most(r.OppType)
		kind := strings.ToLower(r.OppType)
		switch {
		case who == "":
			parts = append(parts, "the board lists no permanent of "+PlayerPossessive(p.Controller)+" opponents")
			met = false
		default:
			parts = append(parts, fmt.Sprintf("%s %s", PlayerDoes(who, "controls"), countNoun(n, kind)))
			met = met && n >= r.OppAtLeast
		}
	}
	if r.MoreLands > 0 {
		mine := w.controlCount(p.Controller, "Land")
		who, n := most("Land")
		switch {
		case who == "":
			parts = append(parts, "the board lists no permanent of "+PlayerPossessive(p.Controller)+" opponents")
			met = false
		default:
			parts = append(parts, fmt.Sprintf("%s %s and %s %d", PlayerDoes(p.Controller, "controls"), countNoun(mine, "land"), PlayerDoes(who, "controls"), n))
			met = met && n-mine >= r.MoreLands
		}
	}
	if r.ControlNone != "" {
		n := w.controlCount(p.Controller, r.ControlNone)
		parts = append(parts, fmt.Sprintf("%s %s", PlayerDoes(p.Controller, "controls"), countNoun(n, strings.ToLower(r.ControlNone))))
		met = met && n == 0
	}
	return met, strings.Join(parts, "; ")
}

// restrictionMet checks the "Activate only if you control …" and "only any
// time you could cast an instant" restrictions of ability a of p.
func (w *world) restrictionMet(p *perm, r Restriction) legality {
	if r.ControlType != "" {
		need := r.AtLeast
		if need == 0 {
			need = 1
		}
		got := w.controlCount(p.Controller, r.ControlType)
		if c, ok := colorNamed(r.ControlType); ok {
			// "two or more blue permanents": a land is colorless, and a
			// permanent's colors are those of its mana cost unless an
			// effect changes them (CR 105.2, 202.2).
			got = 0
			unsure := ""
			for _, q := range w.perms {
				switch {
				case q.Controller != p.Controller:
				case q.colorsUnsure():
					unsure = q.name
				case q.colors.Has(c):
					got++
				}
			}
			if got < need && unsure != "" {
				return legality{ok: true, unknown: "it says \u201c" + restrictionText(p, r) + "\u201d, and the engine does not know the colors of " + unsure}
			}
		}
		if got < need {
			// As its text writes it: "no Swamp", "no artifact".
			word := strings.ToLower(r.ControlType)
			if strings.Contains(r.Text, " "+r.ControlType) {
				word = r.ControlType
			}
			if isColorWord(word) {
				// "two or more black permanents": the color is no noun.
				word += " permanent"
			}
			what := "no " + word
			short := ""
			if r.AtLeast > 0 {
				what = fmt.Sprintf("%d, fewer than %d", got, need)
				// The headline without the quoted text.
				short = fmt.Sprintf("it asks for %s or more, and %s %d", countNoun(need, word), PlayerDoes(p.Controller, "controls"), got)
			}
			return legality{why: "it says \u201c" + restrictionText(p, r) + "\u201d and " + PlayerDoes(p.Controller, "controls") + " " + what, short: short, rules: []string{"602.1b", "602.5", "602.5b"}}
		}
	}
	if r.Power != nil {
		if l := w.powerRestrictionMet(p, r); !l.ok || l.unknown != "" {
			return l
		}
	}
	if met, words := w.countRestriction(p, r); !met {
		return legality{why: "it says \u201c" + restrictionText(p, r) + "\u201d and " + words, rules: []string{"602.1b", "602.5", "602.5b"}}
	}
	if r.Turn != "" {
		// "Any player may activate this ability but only during their
		// turn": the turn of the player who activates it (activator).
		who := p.Controller
		if r.AnyPlayer && w.askerActivates {
			who = Me
		}
		mine := w.b.activeTeam(who)
		if mine != (r.Turn == "yours") {
			now := "it is " + PlayerPossessive(w.b.Turn) + " turn"
			if who != Me {
				// "Your" on the card is its controller's (109.5).
				now = "it is " + PlayerPossessive(w.b.Turn) + " turn, not " + PlayerPossessive(who)
				if r.Turn != "yours" {
					now = "it is " + PlayerPossessive(who) + " turn"
				}
			}
			rules, short := []string{"602.1b", "602.5", "602.5b", "109.5"}, ""
			if mine && w.b.Format == Format2HG {
				// "Not your turn" on the turn of the team: teammates
				// share their turns (805.4a).
				now = "it is the turn of " + PlayerPossessive(who) + " team, " + PlayerNames(w.b.Teams[w.b.teamOf(who)]) + ", who share their turns"
				short = "it is " + PlayerPossessive(who) + " team's turn"
				rules = append(rules, "805.4a")
			}
			return legality{why: "it says \u201c" + restrictionText(p, r) + "\u201d and " + now, short: short, rules: rules}
		}
		if r.TurnStep != "" && w.b.Step != r.TurnStep {
			return legality{why: "it says \u201c" + restrictionText(p, r) + "\u201d and the board is in the " + stepWords(w.b.Step), rules: []string{"602.1b", "602.5", "602.5b"}}
		}
		if r.MainPhase && w.b.Step != StepMain1 && w.b.Step != StepMain2 {
			return legality{why: "it says \u201c" + restrictionText(p, r) + "\u201d and the board is in the " + string(w.b.Step) + " step, not in a main phase", short: "it says \u201c" + restrictionText(p, r) + "\u201d and the board is in the " + stepWords(w.b.Step), rules: []string{"602.1b", "602.5", "602.5b", "505.1"}}
		}
	}
	if r.BeforeAttackers {
		switch w.b.Step {
		case StepCombat:
			return legality{ok: true, unknown: "it says \u201c" + restrictionText(p, r) + "\u201d, and the board says combat, which does not say whether attackers have been declared"}
		case StepMain2, StepEnd, StepCleanup:
			return legality{why: "it says \u201c" + restrictionText(p, r) + "\u201d and the board is in the " + string(w.b.Step) + " step, after the declare attackers step of the turn's combat", rules: []string{"602.1b", "602.5", "602.5b", "500.1", "508.1"}}
		}
	}
	if r.Attacking {
		if w.b.Step != StepCombat {
			return legality{why: "it says \u201c" + restrictionText(p, r) + "\u201d and the board is in the " + string(w.b.Step) + " step, outside the combat phase, where no creature is attacking or blocking", rules: []string{"602.1b", "602.5", "506.4"}}
		}
		if r.AttackingOnly && (!w.b.activeTeam(p.Controller) || p.Sick && !p.haste && p.asHaste == "" && p.hasteUnsure == "") {
			short := p.name + " can't be attacking: only the active player's creatures attack"
			if w.b.activeTeam(p.Controller) {
				short = p.name + " can't be attacking: it has summoning sickness"
			}
			return legality{why: "it says \u201c" + restrictionText(p, r) + "\u201d, and " + short, short: short, rules: []string{"602.1b", "508.1a", "302.6"}}
		}
		return legality{ok: true, unknown: "it says \u201c" + restrictionText(p, r) + "\u201d, and the board says combat, which does not say which creatures attack or block"}
	}
	if r.Combat && w.b.Step != StepCombat {
		return legality{why: "it says \u201c" + restrictionText(p, r) + "\u201d and the board is in the " + string(w.b.Step) + " step, not in the combat phase", rules: []string{"602.1b", "602.5", "602.5b", "506.1"}}
	}
	if r.Hand != nil {
		var have *int
		if pl := w.b.Player(p.Controller); pl != nil {
			have = pl.Hand
		}
		switch {
		case have == nil:
			return legality{ok: true, unknown: "it says \u201c" + restrictionText(p, r) + "\u201d, and the board does not say how many cards are in " + PlayerPossessive(p.Controller) + " hand"}
		case *have != *r.Hand:
			return legality{why: fmt.Sprintf("it says \u201c%s\u201d and %s %s in hand", restrictionText(p, r), PlayerDoes(p.Controller, "has"), plural(*have, "card")), rules: []string{"602.1b", "602.5", "602.5b"}}
		}
	}
	if r.Instant && w.b.Step == StepCleanup && !w.afterSBA {
		return legality{ok: true, unknown: "it can be activated only any time its controller could cast an instant, and in the cleanup step players get priority only if something happens then (CR 514.3), which the board does not say"}
	}
	return legality{ok: true}
}

// chosenUnknown names a mana ability of q that adds the color chosen as q
// entered when the board does not say which color was chosen: what q could
// produce depends on it.
func chosenUnknown(q *perm) string {
	if _, ok := colorFromWord(q.Chose); ok {
		return ""
	}
	for _, a := range q.abilities {
		if a.Kind == KindMana && a.Mana != nil && a.Mana.Kind == ManaChosenColor {
			return fmt.Sprintf("%s adds mana of the color chosen as it entered, and the board does not say which color was chosen (write it as \u201c%s (chose green)\u201d)", q.name, q.name)
		}
	}
	return ""
}

// scaled is the pool times n, each amount stopping just past maxMana.
func scaled(p Pool, n int) Pool {
	if n <= 0 {
		return Pool{}
	}
	return p.timesCapped(n)
}

// differentColors reports whether each color in the pool is there once.
func differentColors(p Pool) bool {
	for _, v := range p {
		if v > 1 {
			return false
		}
	}
	return true
}

// devotion is player's devotion to color c: the mana symbols of that color
// in the mana costs of the permanents they control (CR 700.5); a hybrid
// symbol counts toward each of its colors.
func (w *world) devotion(player string, c Color) int {
	return devotionAmong(w.perms, player, []Color{c})
}

// activationChecks checks the costs and restrictions of ability a of p
// that canActivate does not: other permanents to tap, cards to discard,
// exile or mill, energy, how often it may be activated, counters on it.
func (w *world) activationChecks(p *perm, a *Ability) legality {
	c := a.Cost
	payer := w.activator(p, a)
	if c.FromHand {
		return legality{why: "its cost exiles it from its owner's hand, so the ability functions only in the hand, not on the battlefield", rules: []string{"113.6m"}}
	}
	if a.FromZone != "" {
		from := "exile"
		switch a.FromZone {
		case "exile":
		case "command zone":
			from = "the command zone"
		default:
			from = "its owner's " + a.FromZone
		}
		if a.FromZone == "hand" && reDiscardThis.MatchString(normalize(p.Card, a.Text)) {
			// Channel's, bloodrush's "Discard this".
			return legality{why: "its cost discards it, which moves it from its owner's hand, so the ability functions only in the hand, not on the battlefield", rules: []string{"701.9a", "113.6m"}}
		}
		return legality{why: "the ability moves it from " + from + ", so it works only there, not on the battlefield", rules: []string{"113.6m"}}
	}
	if c.TapUntapped > 0 {
		n := 0
		for _, q := range w.perms {
			if q.Controller == payer && !q.Tapped && isA(q, c.TapType) && !(q == p && (c.Tap || c.Untap)) {
				n++
			}
		}
		if n < c.TapUntapped {
			for _, q := range w.perms {
				if q.Controller != payer || !q.Tapped || q == p || !isA(q, c.TapType) {
					continue
				}
				for _, b := range q.abilities {
					if b.Kind == KindMana && b.Cost.Untap && !b.Cost.Tap && b.Cost.TapUntapped == 0 {
						if l := w.canActivate(q, b); l.ok {
							// Pili-Pala tapped beside Springleaf Drum: its
							// own mana ability untaps it first.
							return legality{ok: true, unknown: fmt.Sprintf("%s is tapped, but its mana ability \u201c%s\u201d untaps it, and it could then be tapped for the cost of %s ability \u201c%s\u201d; the engine does not work that out (CR 605.3a, 107.6, 601.2g)", q.name, b.Text, Possessive(p.name), a.Text)}
						}
					}
				}
			}
			other := ""
			if (c.Tap || c.Untap) && isA(p, c.TapType) {
				// Its own {T} or {Q} can't be paid by tapping it for
				// the rest of the cost too.
				other = ", other than " + p.name + " itself"
			}
			// "3 Elves" is written "3 untapped Elves".
			what := strings.Replace(countNoun(c.TapUntapped, tapTypeWord(c.TapType)), " ", " untapped ", 1)
			are := "are"
			if n == 1 {
				are = "is"
			}
			return legality{why: fmt.Sprintf("the cost taps %s that %s%s, and there %s %d", what, PlayerDoes(payer, "controls"), other, are, n), rules: []string{"118.3", "602.2b"}}
		}
	}
	if c.CrewPower > 0 {
		// Crew: any other untapped creatures, summoning sick or not
		// (702.122a; Smuggler's Copter's ruling of 2017-09-29), with
		// total power N or greater, each power as it is now.
		crew := func(q *perm) bool {
			return q != p && q.Controller == p.Controller && !q.Tapped && q.is("Creature")
		}
		if why := w.powersUnread(crew); why != "" {
			return legality{ok: true, unknown: fmt.Sprintf("its cost taps other untapped creatures %s with total power %d or greater, and %s", PlayerDoes(p.Controller, "controls"), c.CrewPower, why)}
		}
		total := 0
		for _, q := range w.perms {
			if crew(q) {
				_, n, _ := q.powers()
				total += max(n, 0)
			}
		}
		if total < c.CrewPower {
			return legality{why: fmt.Sprintf("its cost taps other untapped creatures %s with total power %d or greater, and the other untapped creatures %s have total power %d", PlayerDoes(p.Controller, "controls"), c.CrewPower, PlayerDoes(p.Controller, "controls"), total), rules: []string{"702.122a", "602.2b"}}
		}
	}
	pl := w.b.Player(payer)
	for _, need := range []struct {
		n     int
		what  string
		count func(*Player) *int
	}{
		{c.Discard + c.ExileFromHand, "cards in hand", func(p *Player) *int { return p.Hand }},
		{c.Mill, "cards in library", func(p *Player) *int { return p.Library }},
	} {
		if need.n == 0 {
			continue
		}
		var have *int
		if pl != nil {
			have = need.count(pl)
		}
		if have == nil {
			return legality{ok: true, unknown: fmt.Sprintf("the cost needs %d of %s %s, and the board does not say how many there are", need.n, PlayerPossessive(payer), need.what)}
		}
		if *have < need.n {
			return legality{why: fmt.Sprintf("the cost needs %d of %s %s and there are %d", need.n, PlayerPossessive(payer), need.what, *have), rules: []string{"118.3", "602.2b"}}
		}
	}
	if c.Energy > 0 {
		// Paying {E} removes an energy counter from the player (CR
		// 107.14), who must have it (118.3).
		paid := strings.Repeat("{E}", c.Energy)
		if pl == nil || pl.Energy == nil {
			return legality{ok: true, unknown: "the cost pays " + paid + ", and the board does not give " + PlayerPossessive(payer) + " energy (write energy N)"}
		}
		if *pl.Energy < c.Energy {
			return legality{why: fmt.Sprintf("the cost pays %s, and %s %s", paid, PlayerDoes(payer, "has"), plural(*pl.Energy, "energy counter")), rules: []string{"107.14", "118.3", "602.2b"}}
		}
	}
	r := a.Restriction
	if r.CounterKind != "" && p.counters(r.CounterKind) < r.Counters {
		return legality{why: fmt.Sprintf("it says \u201c%s\u201d and %s has %s", restrictionText(p, r), p.name, plural(p.counters(r.CounterKind), r.CounterKind+" counter")), rules: []string{"602.1b", "602.5", "602.5b"}}
	}
	if l := w.restrictionMet(p, r); !l.ok || l.unknown != "" || r.PerTurn == 0 {
		return l
	}
	// The board records no activation this turn, as it records no land
	// played; a question of one activation (activate, tap) takes it so,
	// and one that may activate it many times (pay) does not follow it.
	return legality{ok: true, unknown: "it says \u201c" + restrictionText(p, r) + "\u201d, and the board does not say how many times it was activated this turn", perTurn: true}
}

// additionalBranches lists the ways a triggered mana ability of q adds its
// additional mana, for the kinds other than fixed mana and the chosen
// color, which triggeredMana reads itself.
func (w *world) additionalBranches(q *perm, m *ManaSpec) []branch {
	switch m.Kind {
	case ManaAnyColor:
		return colorBranches(AllColors, q.name+" adds ")
	case ManaCombination:
		var out []branch
		for pool := range combinations(m.Colors, m.Amount) {
			out = append(out, branch{choices: []string{q.name + " adds " + pool.String()}, pool: pool})
		}
		return out
	case ManaPerCount:
		return w.producePerCount(q, m, false)
	}
	return nil
}

// produceCouldOf reads "one mana of any type that a Gate you control could
// produce" (CR 106.7): the lands of that type or subtype, or the basic
// lands, its controller controls.
func (w *world) produceCouldOf(p *perm, m *ManaSpec, could []TypeSet) []branch {
	var types TypeSet
	for _, q := range w.perms {
		if !q.is("Land") || q.Controller != p.Controller {
			continue
		}
		if m.ScopeType == "basic" && !q.hasSuper("Basic") || m.ScopeType != "basic" && !isA(q, m.ScopeType) {
			continue
		}
		if q.i < len(could) {
			types |= could[q.i]
		}
	}
	if m.ColorsOnly {
		types &= AllColors
	}
	if types == 0 {
		return []branch{{events: []string{"no land it looks at could produce a " + kindWord(m.ColorsOnly) + " of mana, so it adds no mana"}, rules: []string{"106.7"}}}
	}
	return colorBranches(types, "chooses ")
}

// moreCostEvents says what paying the costs canActivate does not describe
// does.
func moreCostEvents(p *perm, a *Ability) []string {
	c := a.Cost
	var ev []string
	if c.TapUntapped > 0 {
		ev = append(ev, PlayerDoes(p.Controller, "taps")+" "+countNoun(c.TapUntapped, "untapped "+strings.ToLower(c.TapType))+" "+theyFor(p.Controller)+" control")
	}
	if c.Discard > 0 {
		ev = append(ev, PlayerDoes(p.Controller, "discards")+" "+countNoun(c.Discard, "card"))
	}
	if c.DiscardHand {
		ev = append(ev, PlayerDoes(p.Controller, "discards")+" "+theirFor(p.Controller)+" hand")
	}
	if c.ExileFromHand > 0 {
		ev = append(ev, PlayerDoes(p.Controller, "exiles")+" "+countNoun(c.ExileFromHand, "card")+" from "+theirFor(p.Controller)+" hand")
	}
	if c.Mill > 0 {
		ev = append(ev, PlayerDoes(p.Controller, "puts")+" the top "+countNoun(c.Mill, "card")+" of "+theirFor(p.Controller)+" library into "+theirFor(p.Controller)+" graveyard")
	}
	if c.Energy > 0 {
		ev = append(ev, PlayerDoes(p.Controller, "pays")+" "+strings.Repeat("{E}", c.Energy))
	}
	if c.Exert {
		ev = append(ev, p.name+" is exerted")
	}
	if c.ReturnToHand {
		ev = append(ev, p.name+" returns to its owner's hand")
	}
	if c.PutCounter != "" {
		ev = append(ev, "puts a "+c.PutCounter+" counter on "+p.name)
	}
	if c.Sacrifice != "" {
		// "an artifact", "a creature", "a Goblin": a card type in lower
		// case, a subtype as printed.
		word := c.Sacrifice
		if _, ok := objectTypes[strings.ToLower(word)]; ok {
			word = strings.ToLower(word)
		}
		what := article(word)
		if c.Sacrifice == "this" {
			what = p.name
		}
		ev = append(ev, PlayerDoes(p.Controller, "sacrifices")+" "+what)
	}
	return ev
}

// tapsOtherSources says why the engine can't count a mana ability whose
// cost taps other untapped permanents ("Tap an untapped creature you
// control", Springleaf Drum) as a source of its own: a permanent tapped
// for that cost can't then be tapped for its own mana (CR 602.2b, 107.5),
// and two such costs may want the same permanent. "" when no permanent it
// may tap can make mana and no other source taps permanents for its cost.
func (w *world) tapsOtherSources(p *perm, a *Ability) string {
	c := a.Cost
	if c.TapUntapped == 0 {
		return ""
	}
	for _, q := range w.perms {
		if q.Controller != p.Controller {
			continue
		}
		for _, b := range q.abilities {
			if b.Kind == KindActivated && b.Cost.TapUntapped > 0 && w.canActivate(q, b).ok {
				// Earthcraft: a permanent tapped for one cost can't pay
				// the other.
				return fmt.Sprintf("%s and %s both tap other untapped permanents for their costs, and the engine does not work out payments that use up other sources", p.name, q.name)
			}
			if b.Kind != KindMana {
				continue
			}
			if q != p && b.Cost.TapUntapped > 0 {
				return fmt.Sprintf("%s and %s both tap other untapped permanents for their costs, and the engine does not work out payments that use up other sources", p.name, q.name)
			}
			if q.Tapped || !isA(q, c.TapType) || q == p && (c.Tap || c.Untap) || !b.Cost.Tap {
				continue
			}
			if l := w.canActivate(q, b); l.ok {
				return fmt.Sprintf("%s ability \u201c%s\u201d taps an untapped %s, and %s could instead be tapped for its own mana; the engine does not work out payments that use up other sources", Possessive(p.name), a.Text, strings.ToLower(c.TapType), q.name)
			}
		}
	}
	return ""
}

// producePlayed reads "Add {U}. If you played a land this turn, add {B}
// instead." (River of Tears): its own "instead" is a self-replacement
// effect, applied before any other (CR 614.15, 616.1a), and a land its
// controller played this turn is one the board counts in "lands played";
// a land put onto the battlefield otherwise was not played (305.1, its
// ruling of 2017-11-17).
func (w *world) producePlayed(p *perm, m *ManaSpec) []branch {
	refs := func(f string) (out []rulingRef) {
		for _, r := range rulingsAbout(p.Card.Name, f) {
			out = append(out, rulingRef{r.Card, r.Date, f})
		}
		return out
	}
	n := 0
	if pl := w.b.Player(p.Controller); pl != nil {
		n = pl.LandsPlayed
	}
	if w.b.Turn != "" && !w.b.activeTeam(p.Controller) {
		// A player plays lands only on their own turn (305.3), whatever
		// the board writes of another turn's.
		return []branch{{pool: m.Pool, events: []string{"it is " + PlayerPossessive(w.b.Turn) + " turn, and a player plays lands only on their own turn, so " + PlayerDoes(p.Controller, "has") + " played no land this turn and it adds " + m.Pool.words()}, rules: []string{"305.3", "305.1"}, rulings: refs("only after")}}
	}
	if n > 0 {
		return []branch{{pool: m.InsteadPool, events: []string{PlayerDoes(p.Controller, "has") + " played " + plural(n, "land") + " this turn, so it adds " + m.InsteadPool.words() + " instead of " + m.Pool.words()}, rules: []string{"614.15", "305.1"}, rulings: refs("only after")}}
	}
	return []branch{{pool: m.Pool, events: []string{PlayerDoes(p.Controller, "has") + " played no land this turn (the board records none), so it adds " + m.Pool.words()}, rules: []string{"305.1"}, rulings: refs("only after")}}
}

// rulingRefs are card's official rulings whose folded text holds
// fragment, to cite with a branch.
func rulingRefs(card, fragment string) (out []rulingRef) {
	for _, r := range rulingsAbout(card, fragment) {
		out = append(out, rulingRef{r.Card, r.Date, fragment})
	}
	return out
}

// revealUnread names a permanent the question reads whose mana ability
// adds mana for each card of a kind its controller reveals from their
// hand (Metalworker), where the board does not give that hand as empty:
// which cards it holds is not recorded, so how many can be revealed is
// not known. With hand 0 it adds no mana. In an upkeep, where a trigger
// may draw first, it is not read. "" when there is none.
func (w *world) revealUnread(k asking, reads permSet) string {
	for _, p := range w.perms {
		if !reads.has(p) {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindMana || a.Mana == nil || a.Mana.Count == nil || a.Mana.Count.Revealed == "" {
				continue
			}
			if (k.kind == askPay || k.kind == askMana || (k.kind == askTap || k.kind == askActivate) && p == k.target) && w.idleNow(p, a) {
				// A tapped Metalworker makes no mana now.
				continue
			}
			pl := w.b.Player(p.Controller)
			if k.kind != askUpkeep && pl != nil && pl.Hand != nil && *pl.Hand == 0 {
				continue
			}
			return fmt.Sprintf("%s mana counts cards %s from %s hand, and the board does not say which cards it holds", Possessive(p.name), PlayerDoes(p.Controller, "reveals"), theirFor(p.Controller))
		}
	}
	return ""
}
