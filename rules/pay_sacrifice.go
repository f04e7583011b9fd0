package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// The pay and mana questions read a mana ability whose only cost is to
// sacrifice a permanent of a type (CR 701.21a: one its controller
// controls), and that has no {T} in its cost, as a use of each permanent
// it can sacrifice: tapped for its own mana first or not, then
// sacrificed (CR 605.3a; a tapped permanent can be sacrificed, and so
// can a creature with summoning sickness, 302.6). Squandered Resources
// ("Sacrifice a land: Add one mana of any type the sacrificed land could
// produce") adds a type that land could produce; Ashnod's Altar
// ("Sacrifice a creature: Add {C}{C}"), Phyrexian Altar, Krark-Clan
// Ironworks, Skirk Prospector and Thermopod add mana of their own. An
// outlet that is of the type it sacrifices may sacrifice itself, last.
// Food Chain's ability, which exiles a creature instead, is read as such
// an outlet too (pay_exile_outlet.go).
//
// Why one order makes every way found: every use without a mana cost is
// made first, each permanent tapped before it is sacrificed, so what a
// mana ability counts (Gaea's Cradle, Priest of Titania) it counts before
// anything is sacrificed; the uses with a mana cost come after, in the
// order the solver finds (pay_feasible.go), and their mana does not
// depend on other permanents (safeBeforeSacrifice); each outlet's own
// sacrifice comes after every sacrifice to it. Boards where that argument
// fails are refused (sacrificeOrderUnread): an outlet that may be
// sacrificed while a permanent with a mana-costed mana ability may be
// sacrificed to it; outlets that could sacrifice each other; a
// permanent that may be sacrificed whose static abilities would stop
// applying; untappers, lands that can be made creatures and abilities
// activated before paying that make or change permanents.

// sacOutlet is an ability of a permanent that sacrifices other
// permanents for mana, as the pay and mana questions read it.
type sacOutlet struct {
	p *perm
	a *Ability
	// what is the type or subtype it sacrifices ("creature", "Goblin").
	what string
	// could: it adds one mana of a type the sacrificed land could
	// produce (Squandered Resources); runs is the mana it adds otherwise,
	// each way it can resolve.
	could bool
	runs  []manaRun
	// idle: it has nothing to sacrifice now.
	idle bool
	// tap: its cost has {T} too (Phyrexian Tower's "{T}, Sacrifice a
	// creature: Add {B}{B}."): its uses are its own permanent's, each
	// sacrificing one permanent of the type, after that permanent's own
	// mana is made (tapOutletUnread).
	tap bool
	// exile: it exiles the creature instead (Food Chain,
	// pay_exile_outlet.go); byX is its mana for each X a creature it may
	// exile gives, spend what its restriction allows on the cost.
	exile bool
	byX   map[int][]manaRun
	spend spendKind
}

// take is what o does to a permanent it takes ("sacrifice", "exile");
// takes the same said of o, taken of the permanent.
func (o sacOutlet) take() string {
	if o.exile {
		return "exile"
	}
	return "sacrifice"
}

func (o sacOutlet) takes() string { return o.take() + "s" }

func (o sacOutlet) taken() string { return o.take() + "d" }

// plural is how a reason speaks of what o does: "with sacrifices".
func (o sacOutlet) plural() string { return "with " + o.take() + "s" }

// article is one of what o does: "a sacrifice", "an exile".
func (o sacOutlet) article() string {
	if o.exile {
		return "an exile"
	}
	return "a sacrifice"
}

// outletAbility reports whether a is a mana ability whose only cost is to
// sacrifice a permanent of a type, and that adds mana the engine reads
// without the sacrificed permanent (fixed mana, one of some, one of any
// color) or, sacrificing a land, one mana of a type that land could
// produce.
func outletAbility(a *Ability) bool {
	if a.Kind != KindMana || !a.Understood || a.Mana == nil {
		return false
	}
	if len(a.Mana.Riders) > 0 || a.Mana.Spend != "" || a.Restriction.Text != "" {
		return false
	}
	what := a.Cost.Sacrifice
	if what == "" || what == "this" || a.Cost != (Cost{Sacrifice: what}) && a.Cost != (Cost{Tap: true, Sacrifice: what}) {
		return false
	}
	switch a.Mana.Kind {
	case ManaCould:
		return a.Mana.Scope == "sacrificed" && what == "land"
	case ManaFixed, ManaOneOf, ManaAnyColor:
		return a.Mana.Scope == ""
	}
	return false
}

// safeBeforeSacrifice are the mana abilities whose mana does not depend
// on the other permanents: one with a mana cost paid with the mana of a
// permanent sacrificed earlier makes the same mana as before it.
var safeBeforeSacrifice = map[ManaKind]bool{
	ManaFixed: true, ManaOneOf: true, ManaAnyColor: true, ManaChosenColor: true,
	ManaAnyOneColor: true, ManaCombination: true,
}

// readsSacrificeable reports whether mana m, of an ability that costs
// mana, may be changed by a permanent an outlet sacrifices leaving the
// battlefield: its amount counts permanents of a type one of outs can
// sacrifice, or is a devotion (CR 700.5) to which such a permanent's mana
// cost adds, or otherwise reads permanents while some may be sacrificed.
// Such an ability's cost may be paid with that sacrifice's mana, and its
// amount is then what is left as it resolves (CR 601.2g-h, 608.2h), which
// the engine does not work out.
func (w *world) readsSacrificeable(m *ManaSpec, outs []sacOutlet) bool {
	c := m.Count
	if c != nil && c.Type == "" && c.Counter != "" && !c.Power && !c.LandTypes && !c.GreatestPower && !c.Sacrificed {
		// Counters on its own permanent.
		c = nil
	}
	other := len(m.InsteadIf) > 0 || m.InsteadAtLeast > 0 || m.Legends
	byType := c != nil && c.Type != "" && !c.Power && !c.LandTypes && !c.GreatestPower
	if c == nil && !m.Devotion && !other {
		return false
	}
	for _, q := range w.perms {
		for _, o := range outs {
			if o.idle || !o.sacrificeable(q) {
				continue
			}
			switch {
			case other || c != nil && !byType:
				return true
			case byType && isA(q, c.Type):
				return true
			case m.Devotion && q.Card.ManaCost != "":
				return true
			}
		}
	}
	return false
}

// maxOutlets is the most different outlet abilities a board may have.
const maxOutlets = 3

// sacOutletsOf finds the outlets of the permanents player controls that
// can be activated now, one for each ability equal permanents share
// (any one of them can sacrifice all the others, and itself last). why
// says why the engine can't work out payments with them.
func (w *world) sacOutletsOf(ctx context.Context, player string, card *catalog.Card, e *explainer) ([]sacOutlet, string) {
	var outs []sacOutlet
	seen := map[string]bool{}
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if exileOutletAbility(a) {
				if seen[p.name+"|"+a.Text] || !w.exileOutletRead(p, a, card) {
					continue
				}
				if l := w.canActivate(p, a); l.unknown != "" {
					return nil, l.unknown
				} else if !l.ok {
					return nil, Possessive(p.name) + " ability \u201c" + a.Text + "\u201d is a mana ability, and " + l.why + "; the engine does not work out whether that stops it"
				}
				seen[p.name+"|"+a.Text] = true
				o := sacOutlet{p: p, a: a, what: "creature", exile: true}
				if why := w.exileOutletRuns(ctx, &o); why != "" {
					return nil, why
				}
				outs = append(outs, o)
				continue
			}
			if !outletAbility(a) || seen[p.name+"|"+a.Text] {
				continue
			}
			l := w.canActivate(p, a)
			could := a.Mana.Kind == ManaCould
			if l.unknown != "" && !could {
				return nil, l.unknown
			}
			// One with nothing to sacrifice now still stops the answer
			// where a permanent may be made one it could sacrifice
			// (sacrificeOrderUnread); it makes no use.
			idle := !could && !l.ok && w.controlCount(player, a.Cost.Sacrifice) == 0
			if !l.ok && !idle || l.unknown != "" {
				if _, banned := w.costBanned(p, a); banned && !l.ok {
					// Angel of Jubilation (life_ban.go).
					e.cantNow(Possessive(p.name)+" ability \u201c"+a.Text+"\u201d can't be activated now: ", l)
				}
				continue
			}
			seen[p.name+"|"+a.Text] = true
			o := sacOutlet{p: p, a: a, what: a.Cost.Sacrifice, could: could, idle: idle, tap: a.Cost.Tap}
			if !could && !idle && !o.tap {
				runs, why := w.runMana(ctx, p, a, e, false, nil)
				if why != "" {
					return nil, why
				}
				for _, r := range runs {
					if r.trig.Total() > 0 {
						return nil, Possessive(p.name) + " ability \u201c" + a.Text + "\u201d sacrifices another permanent, and a triggered mana ability adds mana as it is activated; the engine does not work out payments with both"
					}
				}
				o.runs = runs
			}
			outs = append(outs, o)
		}
	}
	if len(outs) == 0 {
		return nil, ""
	}
	if why := w.tapOutletUnread(player, outs); why != "" {
		return nil, why
	}
	if len(outs) > maxOutlets {
		verb := "sacrifice"
		if slices.ContainsFunc(outs, func(o sacOutlet) bool { return o.exile }) {
			verb = "sacrifice or exile"
		}
		return nil, "more than three different abilities " + verb + " other permanents for mana (" + Possessive(outs[0].p.name) + " \u201c" + outs[0].a.Text + "\u201d among them), and the engine does not work out payments with so many"
	}
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindMana || a.Cost.Mana == "" {
				continue
			}
			if a.Mana == nil || !safeBeforeSacrifice[a.Mana.Kind] || a.Restriction.ControlType != "" || a.Restriction.Power != nil {
				return nil, Possessive(outs[0].p.name) + " ability \u201c" + outs[0].a.Text + "\u201d " + outs[0].takes() + " " + outletPlural(outs[0].what) + ", and " + Possessive(p.name) + " ability \u201c" + a.Text + "\u201d costs mana and makes mana that depends on other permanents, or may be activated only if they are there; the engine does not work out the order of such payments"
			}
			if w.readsSacrificeable(a.Mana, outs) {
				return nil, Possessive(outs[0].p.name) + " ability \u201c" + outs[0].a.Text + "\u201d " + outs[0].takes() + " " + outletPlural(outs[0].what) + ", and " + Possessive(p.name) + " ability \u201c" + a.Text + "\u201d costs mana and makes an amount of mana that a " + outs[0].taken() + " permanent may change: its cost may be paid with the mana of a " + outs[0].take() + ", and its amount is what is left as it resolves; the engine does not work out the order of such payments (CR 601.2g-h, 608.2h, 700.5)"
			}
		}
	}
	if why := w.sacrificeOrderUnread(ctx, player, outs); why != "" {
		return nil, why
	}
	return outs, ""
}

// outletPlural is what an outlet sacrifices, in the plural ("creatures",
// "Goblins").
func outletPlural(what string) string {
	return strings.TrimPrefix(countNoun(2, what), "2 ")
}

// sacrificeable reports whether outlet o can sacrifice q.
func (o sacOutlet) sacrificeable(q *perm) bool {
	return q.Controller == o.p.Controller && isA(q, o.what)
}

// sacrificeOrderUnread says why the engine can't order the sacrifices of
// outlets other than Squandered Resources, alone: "" when every way the
// solver finds can be carried out in the order the file's comment gives.
func (w *world) sacrificeOrderUnread(ctx context.Context, player string, outs []sacOutlet) string {
	has := func(o sacOutlet) string { return Possessive(o.p.name) + " ability \u201c" + o.a.Text + "\u201d" }
	// A mana ability with a mana cost and no {T} is used apart from the
	// permanent's other uses (usedApart, repeatable), so the solver may
	// pay its cost with the mana of its own permanent's sacrifice, which
	// comes after it: Calciform Pools' "{1}, Remove X storage counters"
	// paid with what Squandered Resources makes of the Pools.
	for _, q := range w.perms {
		if q.Controller != player {
			continue
		}
		for _, o := range outs {
			if !o.sacrificeable(q) {
				continue
			}
			for _, a := range q.abilities {
				if a.Kind == KindMana && a.Cost.Mana != "" && !a.Cost.Tap {
					return has(o) + " may " + o.take() + " " + q.name + ", whose ability \u201c" + a.Text + "\u201d costs mana and has no {T} in its cost, and must be activated before " + q.name + " is " + o.taken() + "; the engine does not work out the order of such payments"
				}
			}
		}
	}
	if len(outs) == 1 && outs[0].could {
		return w.madeFirst(player, outs)
	}
	// Outlets that could sacrifice each other, or one another in a ring.
	for i, o := range outs {
		for j, u := range outs {
			if i != j && w.outletReaches(outs, i, j) && w.outletReaches(outs, j, i) {
				return has(o) + " and " + has(u) + " could each " + o.take() + " the other, and the engine does not work out in which order they are " + o.taken()
			}
		}
	}
	sacOutletMayGo := false
	for _, o := range outs {
		for _, u := range outs {
			if u.sacrificeable(o.p) {
				sacOutletMayGo = true
			}
		}
	}
	for _, q := range w.perms {
		if q.Controller != player {
			continue
		}
		var by *sacOutlet
		for i := range outs {
			if !outs[i].could && outs[i].sacrificeable(q) {
				by = &outs[i]
				break
			}
		}
		if by == nil {
			continue
		}
		for _, a := range q.abilities {
			switch {
			case a.Kind == KindMana && a.Cost.Mana != "" && sacOutletMayGo:
				return has(*by) + " may " + by.take() + " " + q.name + ", whose ability \u201c" + a.Text + "\u201d costs mana, while an outlet may itself be sacrificed first; the engine does not work out the order of such payments"
			case a.Kind == KindStatic && a.Static != nil && a.Static.Kind == StaticSpellCost && a.Static.SpellCostUnknown == "":
				// An effect on spells' costs changes no mana made: a
				// reduction sacrificed while the spell is cast still
				// applies, its total cost locked in (CR 601.2f); what
				// sacrificing an increase first changes is
				// sacrificedCostUnread's.
				continue
			case a.Kind == KindStatic && a.Static != nil && a.Static.Kind == StaticNoEffect && !a.Static.SpendAsWhite:
				// It has no effect on the mana made or the cost
				// ("Mana Vault doesn't untap during your untap step."):
				// it stopping changes nothing.
				continue
			case a.Kind == KindStatic && a.Understood && w.raiseOnlyEnds(a):
				// Elvish Archdruid's "Other Elf creatures you control get
				// +1/+1.": with it gone every creature still has toughness
				// above the damage marked on it (704.5f, 704.5g), and no
				// text reads power or toughness.
				continue
			case a.Kind == KindReplacement && a.Replacement == nil && reCombatDamageReplacement.MatchString(strings.ToLower(normalize(q.Card, a.Text))):
				// Szadek's replacement of its combat damage: no
				// question has combat (510.2).
				continue
			case a.Kind == KindStatic || a.Kind == KindReplacement || a.Kind == KindUnknown:
				return has(*by) + " may " + by.take() + " " + q.name + ", and its ability \u201c" + a.Text + "\u201d stops applying when it leaves the battlefield; the engine does not work out what that changes (CR 611.3b)"
			}
		}
		for _, r := range w.perms {
			if r.attached != q.i {
				continue
			}
			for _, a := range r.abilities {
				if a.Kind == KindStatic && !strings.HasPrefix(a.Text, "Enchanted ") && !strings.HasPrefix(a.Text, "Equipped ") || a.Kind == KindReplacement || a.Kind == KindUnknown {
					return has(*by) + " may " + by.take() + " " + q.name + ", and " + Possessive(r.name) + " ability \u201c" + a.Text + "\u201d stops applying when " + r.name + " is put into a graveyard with it or becomes unattached; the engine does not work out what that changes (CR 704.5m, 611.3b)"
				}
			}
		}
	}
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindActivated && a.Kind != KindMana {
				continue
			}
			// Every kind of untapper the pay and mana questions read
			// (untapperOf, tapCostUntapOf, selfUntapRepeat, …), and
			// any other ability that untaps.
			if slices.Contains(a.Keywords, "equip") {
				// Equip untaps nothing; it is activated only as a
				// sorcery, so not while paying, and what it does before
				// paying is read with the other such abilities
				// (beforePaying, equipForHaste). Moved from a creature
				// that may be sacrificed, what it gave that creature
				// stops applying, which is not read.
				if p.attached < 0 {
					continue
				}
				return has(outs[0]) + " " + outs[0].takes() + " " + outletPlural(outs[0].what) + ", and " + Possessive(p.name) + " ability \u201c" + a.Text + "\u201d can move it, before any mana is spent, from the creature it is attached to; the engine does not work that out " + outs[0].plural() + " (CR 702.6a, 601.2g)"
			}
			_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
			if !ok {
				return has(outs[0]) + " " + outs[0].takes() + " " + outletPlural(outs[0].what) + ", and the engine does not read " + Possessive(p.name) + " ability \u201c" + a.Text + "\u201d " + outs[0].plural()
			}
			if a.Cost.Untap || reUntapWord.MatchString(effect) {
				return has(outs[0]) + " " + outs[0].takes() + " " + outletPlural(outs[0].what) + ", and " + Possessive(p.name) + " ability \u201c" + a.Text + "\u201d untaps a permanent; the engine does not work out the order of such payments"
			}
		}
	}
	if anims := animations(ctx, w.b, player); len(anims) > 0 {
		return has(outs[0]) + " " + outs[0].takes() + " " + outletPlural(outs[0].what) + ", and a land of yours can be made a creature first, which the engine does not work out " + outs[0].plural() + " (CR 601.2g)"
	}
	return w.madeFirst(player, outs)
}

// madeFirst says why the engine can't order the sacrifices of outs
// beside an ability activated before paying that may make or change a
// permanent they could then sacrifice (a fetchland whose land enters
// tapped, which Squandered Resources can still sacrifice): "" for none.
func (w *world) madeFirst(player string, outs []sacOutlet) string {
	has := func(o sacOutlet) string { return Possessive(o.p.name) + " ability \u201c" + o.a.Text + "\u201d" }
	lands := !slices.ContainsFunc(outs, func(o sacOutlet) bool { return !o.could })
	mine := w.permsOf(player)
	for p, a := range w.activatedOf(player) {
		if l := w.canActivate(p, a); !l.ok && l.unknown == "" {
			continue
		}
		if slices.Contains(a.Keywords, "equip") {
			// Equipment whose equipped creature's mana nothing it
			// gives changes (equipBears: no mana ability, no haste
			// that isn't read, no power read) changes no payment,
			// sacrifices or not. Otherwise its equip cost could be
			// paid with a sacrifice's mana, which is not read.
			if why := w.equipBears(p, mine); why != "" {
				return has(outs[0]) + " " + outs[0].takes() + " " + outletPlural(outs[0].what) + ", and " + Possessive(p.name) + " ability \u201c" + a.Text + "\u201d can be activated first, before any mana is spent, with mana " + outs[0].article() + " makes: " + why + "; the engine does not work that out " + outs[0].plural() + " (CR 702.6a, 601.2g)"
			}
			continue
		}
		_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
		if ok && lands && reStillLand.MatchString(effect) {
			// A land made a creature is still the land it was, and
			// could produce what it could (CR 106.7).
			continue
		}
		if !ok || reMakesPermanent.MatchString(withoutReminders(effect)) {
			return has(outs[0]) + " " + outs[0].takes() + " " + outletPlural(outs[0].what) + ", and " + Possessive(p.name) + " ability “" + a.Text + "” can be activated first, before any mana is spent, and may make or change a permanent that could then be " + outs[0].taken() + "; the engine does not work that out (CR 601.2g)"
		}
	}
	return ""
}

// reStillLand: a land's ability that makes it a creature and nothing
// else ("This land becomes a 2/2 creature with all creature types until
// end of turn. It's still a land.").
var reStillLand = regexp.MustCompile(`^(?:This land|This) becomes an? [^.]*\bcreature\b[^.]*\. It's still a land\.$`)

// reMakesPermanent: an effect that may give a player a permanent or
// change what one is: it creates a token, puts one onto the battlefield,
// makes one become something or a copy, gains control of one, or turns,
// transforms or flips one.
var reMakesPermanent = regexp.MustCompile(`(?i)\bbecomes?\b|\bcreates?\b|\bbattlefield\b|\b(?:gains?|exchange) control\b|\bcopy\b|\bis (?:a|an|every)\b|\bturns?\b[^.]*\bface (?:up|down)\b|\btransform|\bflip\b`)

// outletReaches reports whether outs[i] can be sacrificed, directly or
// through other outlets, to outs[j]: to an outlet that outs[j] can
// sacrifice, and so on.
func (w *world) outletReaches(outs []sacOutlet, i, j int) bool {
	seen := make([]bool, len(outs))
	var walk func(k int) bool
	walk = func(k int) bool {
		for m := range outs {
			if m == k || seen[m] || !outs[m].sacrificeable(outs[k].p) {
				continue
			}
			if m == j {
				return true
			}
			seen[m] = true
			if walk(m) {
				return true
			}
		}
		return false
	}
	return walk(i)
}

// sacrificedLast orders the groups so that a way lists its uses in an
// order they can be made in (docs/contract.md: counted mana is made
// first, and a way lists an outlet after what it sacrifices): the groups
// of permanents no outlet can sacrifice and whose mana abilities cost no
// mana first (Gaea's Cradle, tapped before any creature is sacrificed);
// then those that may be sacrificed whose mana reads other permanents
// (Reflecting Pool, tapped before another land is sacrificed); then the
// others, in their order; then those that may be sacrificed with a
// static or triggered ability others' mana may need (Leyline of
// Abundance's kind, sacrificed after the creatures are tapped); outlets
// that may be sacrificed after all of those, each after those it may
// sacrifice. Beside Squandered Resources alone with an untapper, whose
// uses name other groups', nothing moves.
func (w *world) sacrificedLast(groups []payGroup, outs []sacOutlet) {
	if len(outs) == 0 || len(outs) == 1 && outs[0].could && slices.ContainsFunc(groups, func(g payGroup) bool { return g.untap }) {
		return
	}
	depth := make([]int, len(outs))
	var deep func(i, n int) int
	deep = func(i, n int) int {
		d := 1
		if n > len(outs) {
			return d
		}
		for j := range outs {
			if j != i && outs[i].sacrificeable(outs[j].p) {
				d = max(d, 1+deep(j, n+1))
			}
		}
		return d
	}
	for i := range outs {
		depth[i] = deep(i, 0)
	}
	player := outs[0].p.Controller
	sub := func(name string) int {
		for _, q := range w.perms {
			if q.Controller != player || q.name != name {
				continue
			}
			sacable := slices.ContainsFunc(outs, func(o sacOutlet) bool { return !o.idle && o.sacrificeable(q) })
			costs, reads, needed, boosts := false, false, false, false
			for _, a := range q.abilities {
				switch a.Kind {
				case KindMana:
					if a.Cost.Mana != "" {
						costs = true
					}
					if countsPermanents(a) {
						reads = true
					}
				case KindStatic:
					if a.Static != nil && a.Static.Kind == StaticBoost {
						// Elvish Archdruid's "Other Elf creatures you
						// control get +1/+1.", which changes no mana
						// where the answer stands.
						boosts = true
						continue
					}
					needed = true
				case KindManaTrigger, KindReplacement:
					needed = true
				}
			}
			switch {
			case !sacable && !costs:
				return 0
			case sacable && reads && !needed:
				// Its mana counts what the others' sacrifices take:
				// tapped before them.
				return 1
			case sacable && (needed || boosts):
				return 3
			case sacable && reads:
				return 1
			}
			return 2
		}
		return 2
	}
	rank := func(g payGroup) int {
		r := 0
		for i, o := range outs {
			for _, u := range outs {
				if g.name == o.p.name && u.sacrificeable(o.p) {
					r = max(r, depth[i])
				}
			}
		}
		if slices.ContainsFunc(outs, func(o sacOutlet) bool { return o.tap && !o.idle && o.p.name == g.name }) {
			// Its sacrifice comes after every other use.
			return 10*maxOutlets + 10
		}
		if g.apart || g.repeat || g.untap {
			return 10*r + 2
		}
		return 10*r + sub(g.name)
	}
	slices.SortStableFunc(groups, func(a, b payGroup) int { return rank(a) - rank(b) })
}

// withSacrifices adds to the uses of q those that then sacrifice it to
// each outlet that can: after each use that leaves it on the battlefield,
// and alone.
func (w *world) withSacrifices(m *meter, q *perm, uses []payUse, could []TypeSet, outs []sacOutlet, asWhite bool) []payUse {
	base := uses
	then := ", then "
	if w.countsSacrificeable(q.Controller, outs) {
		// Its own tap comes before any sacrifice, as the others' do
		// (sacrificedLast): "(×2)" on two Priests of Titania is two
		// taps, then two sacrifices.
		then = countsWait
	}
	for _, o := range outs {
		if !o.sacrificeable(q) || o.tap {
			continue
		}
		before := len(uses)
		switch {
		case o.could:
			uses = withSacrifice(q, base, uses, could[q.i], o, asWhite)
		case o.exile:
			if o.spend != spendAny && o.spend != spendSpell {
				// Its mana can't be spent on this cost, or the question
				// does not tell (exileOutletSpend): no way exiles for it.
				continue
			}
			x, _ := exiledValue(q)
			for _, run := range o.byX[x] {
				uses = sacrificeUses(q, base, uses, run.pool, run.choices, o, asWhite, then)
			}
		default:
			for _, run := range o.runs {
				uses = sacrificeUses(q, base, uses, run.pool, run.choices, o, asWhite, then)
			}
		}
		// Each outlet adds the uses again, once for each mana it may
		// make: they are counted against the question's memory.
		if !m.alloc((len(uses) - before) * useBytes) {
			return uses
		}
	}
	return uses
}

// countsWait joins a tap and a sacrifice that waits for the mana that
// counts permanents (countsSacrificeable).
const countsWait = ", then, once the mana that counts permanents is made, "

// countsSacrificeable reports whether a permanent of player's that one of
// outs may sacrifice has a mana ability whose mana counts permanents
// (Elvish Archdruid's Elves, Priest of Titania's): that mana is made
// before anything is sacrificed, so a way that taps and then sacrifices
// such a permanent says the sacrifices wait for it (CR 608.2h).
func (w *world) countsSacrificeable(player string, outs []sacOutlet) bool {
	for _, q := range w.perms {
		if q.Controller != player || !slices.ContainsFunc(outs, func(o sacOutlet) bool { return !o.idle && o.sacrificeable(q) }) {
			continue
		}
		if slices.ContainsFunc(q.abilities, func(a *Ability) bool { return a.Kind == KindMana && countsPermanents(a) }) {
			return true
		}
	}
	return false
}

// countsPermanents reports whether mana ability a's mana depends on the
// permanents on the battlefield: what it counts, a devotion, what another
// permanent could produce or its colors.
func countsPermanents(a *Ability) bool {
	m := a.Mana
	return m != nil && (m.Kind == ManaCould && m.Scope != "sacrificed" || m.Count != nil || m.Devotion || m.Kind == ManaForEach || m.Kind == ManaPerCount || m.Kind == ManaPermColor || m.Kind == ManaEachColor)
}

// useBytes is about the memory one use keeps, for the meter: the use
// itself and its own lists of choices and events.
const useBytes = int(unsafe.Sizeof(payUse{})) + 128

// withSacrifice adds to the uses of land q those that then sacrifice it
// to outlet's ability for one mana of each type q could produce (CR
// 106.7): after each use that leaves it on the battlefield, and alone.
// Every land is tapped before any is sacrificed; lands whose mana looks
// at other lands (Reflecting Pool) are sacrificed first and lands whose
// static abilities change other lands (Urborg) last, so what each could
// produce is what it could with them all.
func withSacrifice(q *perm, base, out []payUse, could TypeSet, o sacOutlet, asWhite bool) []payUse {
	if o.a.Mana.ColorsOnly {
		could &= AllColors
	}
	for _, c := range could.Colors() {
		// The way says so: read use by use, each land tapped and
		// sacrificed in turn, the Urza's lands sacrificed first would
		// leave the others making less.
		out = sacrificeUses(q, base, out, One(c), []string{"chooses " + c.Word()}, o, asWhite, ", then, once every land is tapped, ")
	}
	return out
}

// sacrificeUses adds to out the uses of q that sacrifice it to o for
// pool, chosen as choices say: after each use of base that leaves it on
// the battlefield (the action joined by then), and alone.
func sacrificeUses(q *perm, base, out []payUse, pool Pool, choices []string, o sacOutlet, asWhite bool, then string) []payUse {
	snow := o.p.hasSuper("Snow")
	sac := "sacrifice " + q.name + " to " + o.p.name
	if o.exile {
		sac = "exile " + q.name + " with " + o.p.name
	}
	choice := o.p.name + ": " + o.takes() + " " + q.name
	if len(choices) > 0 {
		choice += ", " + strings.Join(choices, "; ")
	}
	add := func(b *payUse) {
		u := payUse{action: sac + " for " + orNone(pool.String()), ability: o.a.Text, pool: pool}
		if b != nil {
			u = *b
			u.pool = b.pool.Add(pool)
			act := b.action
			if i := strings.LastIndex(act, " for "); i >= 0 {
				act = act[:i]
			}
			u.action = act + then + sac + " for " + orNone(u.pool.String())
			u.choices = append([]string(nil), b.choices...)
			u.events = append([]string(nil), b.events...)
			u.shown = nil
		}
		// It sacrifices or exiles its permanent (sacrificesLast).
		u.selfSac = 2
		spend := pool
		if asWhite {
			spend = spentAsWhite(spend)
		}
		// An exile outlet's mana may be spent only as it says
		// (exileOutletSpend); the others' on anything.
		switch o.spend {
		case spendAny:
			u.usable = u.usable.Add(pool)
			u.made.addPool(spend, snow, false)
		case spendSpell:
			u.usable = u.usable.Add(pool)
			u.made.addPool(spend, snow, true)
		}
		u.choices = append(u.choices, choice)
		u.events = append(u.events, PlayerName(q.Controller)+" "+VerbFor(q.Controller, o.takes())+" "+q.name)
		out = append(out, u)
	}
	for i := range base {
		if sacrificesItself(&base[i]) {
			continue
		}
		add(&base[i])
	}
	add(nil)
	return out
}

// sacrificesItself reports whether a use sacrifices its source, by its
// cost or its effect (Gemstone Mine's last mining counter).
func sacrificesItself(u *payUse) bool {
	if strings.Contains(u.action, "sacrifice ") {
		return true
	}
	if i := strings.Index(u.action, "exile "); i >= 0 && strings.Contains(u.action[i:], " with ") {
		// Food Chain's "Exile a creature you control" (sacrificeUses).
		return true
	}
	for _, ev := range u.events {
		if containsLower(ev, "sacrifice") && !containsLower(ev, "not sacrificed") {
			return true
		}
	}
	return false
}

// containsLower is strings.Contains(strings.ToLower(s), word) for word in
// lower-case ASCII, without a copy where s is ASCII.
func containsLower(s, word string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return strings.Contains(strings.ToLower(s), word)
		}
	}
	return containsFoldASCII(s, word)
}

// explainOutlet adds the step on an outlet's ability.
func (w *world) explainOutlet(e *explainer, o sacOutlet) {
	if o.idle {
		return
	}
	if o.tap {
		n := o.p.Controller
		e.step(Possessive(o.p.name)+" ability \u201c"+o.a.Text+"\u201d is a mana ability, activated once for each untapped permanent with it; "+PlayerDoes(n, "controls")+" "+countWord(w.controlCount(n, o.what))+" "+outletPluralOr(w.controlCount(n, o.what), o.what)+", at least as many, and the one it sacrifices may be tapped for its own mana first, since a tapped permanent can still be sacrificed: it is activated after the other mana abilities", "605.3a", "605.3b", "701.21a")
		w.explainSickSacrifice(e, o)
		return
	}
	if o.could {
		e.step(Possessive(o.p.name)+" ability \u201c"+o.a.Text+"\u201d can be activated once for each land its controller controls: each land may be tapped for its own mana first, then sacrificed for one mana of a type it could produce; one that could produce none adds no mana", "605.3a", "106.7")
		e.cite(o.p.name, "2004-10-04", "")
		return
	}
	if o.exile {
		w.explainExileOutlet(e, o)
		return
	}
	self := ""
	if o.sacrificeable(o.p) {
		self = ", " + o.p.name + " itself last, after what it sacrifices"
	}
	e.step(Possessive(o.p.name)+" ability \u201c"+o.a.Text+"\u201d can be activated once for each of the "+outletPlural(o.what)+" its controller controls"+self+": each may be tapped for its own mana first, since a tapped permanent can still be sacrificed", "605.3a", "605.3b", "701.21a")
	w.explainSickSacrifice(e, o)
}

// explainSickSacrifice adds the step saying that a summoning-sick
// creature outlet o may sacrifice can be sacrificed (CR 302.6).
func (w *world) explainSickSacrifice(e *explainer, o sacOutlet) {
	for _, q := range w.perms {
		if q.Sick && q.is("Creature") && o.sacrificeable(q) {
			e.step("A creature with summoning sickness, such as "+q.name+", can be "+o.taken()+": only an ability with {T} or {Q} in its cost needs its creature to have been controlled since its controller's most recent turn began", "302.6")
			break
		}
	}
}

// outletPluralOr is what an outlet sacrifices, as many as n says
// ("creature", "creatures").
func outletPluralOr(n int, what string) string {
	if n == 1 {
		return strings.ToLower(what)
	}
	return outletPlural(what)
}

// tapOutletUnread says why the engine can't read a sacrifice outlet with
// {T} in its cost among outs (Phyrexian Tower): "" where it reads them.
// Such an ability is a use of its own permanent, which can make mana
// once; it is read where nothing else sacrifices for mana, it is not of
// the type it sacrifices, the player controls at least as many
// permanents of that type as untapped permanents with the ability, so
// each activation may sacrifice one of them after every other use, and
// none of those has a mana ability that costs mana, which the outlet's
// own mana could pay before it is sacrificed (CR 605.3a, 601.2g-h).
func (w *world) tapOutletUnread(player string, outs []sacOutlet) string {
	for _, o := range outs {
		if !o.tap || o.idle {
			continue
		}
		has := Possessive(o.p.name) + " ability \u201c" + o.a.Text + "\u201d"
		for _, u := range outs {
			if u.a != o.a && !u.idle {
				return has + " has {T} in its cost and sacrifices " + outletPlural(o.what) + " beside " + Possessive(u.p.name) + " ability \u201c" + u.a.Text + "\u201d, which " + u.takes() + " too; the engine does not work out which permanent each " + u.takes()
			}
		}
		with, victims := 0, 0
		for _, q := range w.perms {
			if q.Controller != player {
				continue
			}
			if o.sacrificeable(q) {
				victims++
				for _, a := range q.abilities {
					if a.Kind == KindMana && a.Cost.Mana != "" {
						return has + " may sacrifice " + q.name + ", whose ability \u201c" + a.Text + "\u201d costs mana that the outlet's own mana may pay; the engine does not work out the order of such payments"
					}
					if a.Kind == KindMana && a.Cost.Sacrifice == "this" {
						// Tinder Wall: sacrificed for its own mana, it is
						// not there for the outlet to sacrifice (CR
						// 701.21a, 118.3).
						return has + " may sacrifice " + q.name + ", which its own ability \u201c" + a.Text + "\u201d may sacrifice first; the engine does not work out which sacrifice takes it"
					}
				}
			}
			for _, a := range q.abilities {
				if a.Text != o.a.Text || a.Kind != KindMana {
					continue
				}
				if o.sacrificeable(q) {
					return has + " may sacrifice " + q.name + ", which has it too; the engine does not work out which permanent each sacrifices"
				}
				if !q.Tapped {
					with++
				}
			}
		}
		if with > victims {
			are := "there are "
			if victims == 1 {
				are = "there is "
			}
			return has + " may be activated by " + countWord(with) + " permanents, and " + are + countWord(victims) + " " + outletPluralOr(victims, o.what) + " to sacrifice; the engine does not work out which permanent each sacrifices"
		}
	}
	return ""
}

// tapOutletOf reports whether ability a of p is a sacrifice outlet with
// {T} in its cost that sacOutletsOf read (tapOutletUnread): its uses are
// p's own.
func (out *paySources) tapOutletOf(p *perm, a *Ability) bool {
	for _, o := range out.outlets {
		if o.tap && !o.idle && o.a.Text == a.Text && o.p.Controller == p.Controller {
			return true
		}
	}
	return false
}

// tapThenSacrificeItself says why the engine can't work out the uses of p
// where one of its mana abilities has {T} in its cost and can be
// activated, and another sacrifices p without tapping it (Tinder Wall
// beside Cryptolith Rite, Basal Sliver beside Gemhide Sliver): p may be
// tapped for mana and then sacrificed for more (CR 605.3a, 701.21a), which
// its uses do not combine. "" where it can't be.
func (w *world) tapThenSacrificeItself(p *perm) string {
	var sac, tap *Ability
	for _, a := range p.abilities {
		if a.Kind == KindMana && a.Cost.Sacrifice == "this" && !a.Cost.Tap {
			sac = a
			break
		}
	}
	if sac == nil {
		// Whether a {T} ability can be activated now is read only where
		// there is a sacrifice to take with it.
		return ""
	}
	for _, a := range p.abilities {
		if a.Kind == KindMana && a.Cost.Tap {
			if l := w.canActivate(p, a); l.ok {
				tap = a
				break
			}
		}
	}
	if tap == nil {
		return ""
	}
	return fmt.Sprintf("%s can be tapped for mana by its ability \u201c%s\u201d and then sacrificed for mana by \u201c%s\u201d, and the engine does not work out uses that take both (CR 605.3a, 701.21a)", p.name, tap.Text, sac.Text)
}

// tapThenSacrificeUses adds to uses, p's, those that tap p for mana and
// then sacrifice it for more by its own ability (Eye of Ramos's "{T}: Add
// {U}" and "Sacrifice Eye of Ramos: Add {U}": {U}{U}; its ruling of
// 2004-10-04, CR 605.3a, 701.21a), where the sacrifice is its ability's
// whole cost and neither ability costs mana. false where the uses can't
// be so combined (tapThenSacrificeItself then says why).
func tapThenSacrificeUses(p *perm, uses []payUse) ([]payUse, bool) {
	byText := map[string]*Ability{}
	for _, a := range p.abilities {
		if a.Kind == KindMana {
			byText[a.Text] = a
		}
	}
	var taps, sacs []int
	for i := range uses {
		a := byText[uses[i].ability]
		switch {
		case a == nil || uses[i].cost != nil || uses[i].again != 0:
			return nil, false
		case a.Cost == (Cost{Sacrifice: "this"}):
			sacs = append(sacs, i)
		case a.Cost.Tap && !sacrificesItself(&uses[i]):
			taps = append(taps, i)
		}
	}
	if len(taps) == 0 || len(sacs) == 0 {
		return nil, false
	}
	out := uses
	for _, t := range taps {
		for _, s := range sacs {
			tu, su := &uses[t], &uses[s]
			u := *tu
			u.pool = tu.pool.Add(su.pool)
			u.usable = tu.usable.Add(su.usable)
			for k := range u.made {
				u.made[k] += su.made[k]
			}
			act := tu.action
			if i := strings.LastIndex(act, " for "); i >= 0 {
				act = act[:i]
			}
			sact := su.action
			if i := strings.LastIndex(sact, " for "); i >= 0 {
				sact = sact[:i]
			}
			u.action = act + ", then " + sact + " for " + orNone(u.pool.String())
			u.choices = append(slices.Clip(tu.choices), su.choices...)
			u.events = append(slices.Clip(tu.events), su.events...)
			u.life += su.life
			u.damage += su.damage
			u.later += su.later
			u.hand += su.hand
			u.energy += su.energy
			u.shown = nil
			out = append(out, u)
		}
	}
	return out, true
}

// countedBesideMinAmount says why the engine can't order sacrifices
// beside player's mana that counts permanents (Tolarian Academy, Gaea's
// Cradle, Priest of Titania) where a replacement effect applies only to
// mana made in some amount (Damping Sphere's "If a land is tapped for two
// or more mana, it produces {C} instead"): made after a permanent it
// counts is sacrificed, that mana may be less and so not replaced, and
// more of the type needed (CR 605.3a, 614.1a); the engine makes it first.
// "" where no such effect or count is on the board.
//
// Only a count the effect may apply to is read (Damping Sphere's applies
// to lands: not Priest of Titania's). Whatever is sacrificed, what it
// counts may leave too: an Aura on a creature sacrificed, Nightmare with
// the Swamp sacrificed (704.5f, 704.5m).
func (w *world) countedBesideMinAmount(player string) string {
	var rep *perm
	landsOnly := true
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Replacement != nil && a.Replacement.MinAmount > 0 {
				rep = q
				landsOnly = landsOnly && containsFoldASCII(a.Replacement.Applies, "land")
			}
		}
	}
	if rep == nil {
		return ""
	}
	for _, q := range w.perms {
		if q.Controller != player || landsOnly && !q.is("Land") {
			continue
		}
		for _, a := range q.abilities {
			if a.Kind != KindMana || a.Mana == nil || a.Mana.Count == nil && a.Mana.ForEach == "" {
				continue
			}
			return fmt.Sprintf("%s mana counts permanents, and beside %s, which replaces only mana made in some amount, making it after a permanent is sacrificed may make different mana; the engine does not work out that order (CR 605.3a, 614.1a)", Possessive(q.name), rep.name)
		}
	}
	return ""
}

// raiseOnlyEnds reports whether static ability a, ending, changes nothing
// the mana reads: a boost that only raises power and toughness and grants
// nothing, where no text on the board reads power or toughness and every
// creature keeps toughness above the damage marked on it without it.
func (w *world) raiseOnlyEnds(a *Ability) bool {
	st := a.Static
	if st == nil || st.Kind != StaticBoost || st.Boost == nil || st.Boost[0] < 0 || st.Boost[1] < 0 || len(st.Granted) > 0 || w.readsPT() != "" {
		return false
	}
	for _, c := range w.perms {
		if !c.is("Creature") {
			continue
		}
		if t, why := c.toughness(); why != "" || t-st.Boost[1] <= c.Damage {
			return false
		}
	}
	return true
}
