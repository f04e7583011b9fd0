package rules

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// Squandered Resources' ruling of 2004-10-04 and CR 106.7: each land can
// be tapped for its mana and then sacrificed for one mana of a type it
// could produce; a tapped land can still be sacrificed; a land that could
// produce no mana adds none. Contamination makes a Forest produce {B}, so
// {B} is what it could produce; Mana Reflection doubles the tapping, not
// the sacrifice.
func TestSquanderedResourcesTapsThenSacrificesEachLand(t *testing.T) {
	for _, c := range []struct {
		board, cost string
		want        bool
	}{
		{"me: Squandered Resources, Forest, Island", "{G}{G}{U}{U}", true},
		{"me: Squandered Resources, Forest, Island", "{1}{G}{G}{U}{U}", false},
		{"me: Squandered Resources, Forest (tapped), Island", "{G}{U}{U}", true},
		{"me: Squandered Resources, Forest (tapped), Island", "{G}{G}{U}", false},
		{"me: Squandered Resources, Forest, Contamination", "{B}{B}", true},
		{"me: Squandered Resources, Forest, Contamination", "{G}", false},
		{"me: Squandered Resources, Forest, Mana Reflection", "{G}{G}{G}", true},
		{"me: Squandered Resources, Forest, Mana Reflection", "{G}{G}{G}{G}", false},
		{"me: Squandered Resources, Gemstone Mine (2 mining)", "{R}{U}", true},
		{"me: Squandered Resources, Gemstone Mine (1 mining)", "{R}{U}", false},
		{"me: Squandered Resources; opp: Forest", "{G}", false},
	} {
		r := pay(t, c.board, c.cost)
		wantUnderstood(t, r, true)
		if r.Payable == nil || *r.Payable != c.want {
			t.Errorf("%s pays %s: %q, want payable %v", c.board, c.cost, r.Answer, c.want)
		}
	}
	r := ask(t, "judge mana", "board", "me: Squandered Resources, Reflecting Pool, Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 {
		t.Errorf("Pool and Forest, each tapped and sacrificed: max mana %v, want 4", r.MaxMana)
	}
	wantRules(t, r, "106.7")
	wantRuling(t, r, "Squandered Resources", "2004-10-04")
	// Under Celestial Dawn the Forest is a Plains: tapped and sacrificed
	// it makes {W}{W}, which pays {U}{U}; all the mana made is spent.
	r = pay(t, "me: Squandered Resources, Llanowar Elves, Forest, Celestial Dawn", "{1}{U}{U}")
	wantPayable(t, r, true)
	if r.Payments[0].Left != "" {
		t.Errorf("left %q, want none", r.Payments[0].Left)
	}
	// Cabal Coffers' {2} could be paid with the mana of a Swamp it
	// counts: the engine does not order that, and says so.
	r = pay(t, "me: Squandered Resources, Cabal Coffers, Swamp, Swamp", "{B}")
	wantUnderstood(t, r, false)
}

// CR 605.3a, 605.3b and 701.21a: Llanowar Elves is tapped for {G}, and
// that ability resolves at once; the tapped Elves can then be sacrificed
// to Ashnod's Altar for {C}{C}. With the Forest: four mana, at most
// {G}{G} and {C}{C}.
func TestSacrificeAfterTapping605(t *testing.T) {
	board := "me: Forest, Llanowar Elves, Ashnod's Altar"
	r := wantMost(t, board, 4, map[string]int{"G": 2, "C": 2})
	wantRules(t, r, "605.3a", "701.21a")
	if len(r.Payments) != 1 || !slices.Contains(r.Payments[0].Events, "you sacrifice Llanowar Elves") {
		t.Errorf("payments %+v: want one way that sacrifices Llanowar Elves", r.Payments)
	}
	r = pay(t, board, "{2}{G}{G}")
	wantPayable(t, r, true)
	if got := actions(r); len(got) != 1 || got[0] != "tap Forest for {G}, tap Llanowar Elves, then sacrifice Llanowar Elves to Ashnod's Altar for {G}{C}{C}" {
		t.Errorf("ways %q", got)
	}
	wantPayable(t, pay(t, board, "{3}{G}{G}"), false)
	wantPayable(t, pay(t, board, "{G}{G}{G}"), false)
	// The Elves tapped before the question can still be sacrificed.
	wantMost(t, "me: Llanowar Elves (tapped), Ashnod's Altar", 2, map[string]int{"C": 2})
}

// CR 302.6: only a creature's abilities with {T} or {Q} in their cost
// need it to have been controlled since its controller's most recent turn
// began; one with summoning sickness can be sacrificed.
func TestSummoningSickCreatureIsSacrificed302_6(t *testing.T) {
	r := wantMost(t, "me: Llanowar Elves (sick), Ashnod's Altar", 2, map[string]int{"C": 2})
	wantRules(t, r, "302.6")
	wantPayable(t, pay(t, "me: Llanowar Elves (sick), Ashnod's Altar", "{G}"), false)
	wantPayable(t, pay(t, "me: Llanowar Elves (sick), Ashnod's Altar", "{2}"), true)
}

// An outlet of the type it sacrifices may sacrifice itself, after what it
// sacrifices: Krark-Clan Ironworks sacrifices Sol Ring (tapped first for
// {C}{C}), Ornithopter and then itself, eight {C}; Skirk Prospector, a
// Goblin, sacrifices itself for {R}; Thermopod sacrifices a summoning-sick
// Elves and itself for {R}{R}. A way lists the outlet's own sacrifice
// last.
func TestOutletSacrificesItselfLast(t *testing.T) {
	r := wantMost(t, "me: Krark-Clan Ironworks, Sol Ring, Ornithopter", 8, map[string]int{"C": 8})
	if src := r.Payments[0].Sources; len(src) != 3 || src[2].Action != "sacrifice Krark-Clan Ironworks to Krark-Clan Ironworks for {C}{C}" {
		t.Errorf("sources %+v: want Krark-Clan Ironworks sacrificed last", src)
	}
	wantMost(t, "me: Krark-Clan Ironworks", 2, map[string]int{"C": 2})
	wantMost(t, "me: Forest, Skirk Prospector", 2, map[string]int{"G": 1, "R": 1})
	wantMost(t, "me: Skirk Prospector, Goblin Piker, Grizzly Bears", 2, map[string]int{"R": 2})
	r = wantMost(t, "me: Thermopod, Llanowar Elves (sick)", 2, map[string]int{"R": 2})
	if src := r.Payments[0].Sources; len(src) != 2 || src[1].Card != "Thermopod" {
		t.Errorf("sources %+v: want Thermopod sacrificed last", src)
	}
	// Thermopod is snow: its mana pays {S} (CR 107.4h).
	wantPayable(t, pay(t, "me: Thermopod, Llanowar Elves (sick)", "{S}{S}"), true)
	wantPayable(t, pay(t, "me: Thermopod, Llanowar Elves (sick)", "{S}{S}{S}"), false)
}

// Phyrexian Altar adds one mana of any color for each creature
// sacrificed; an outlet may be sacrificed to another (Thermopod to
// Ashnod's Altar) after what it sacrifices itself.
func TestSacrificeOutletsOneColorAndInTurn(t *testing.T) {
	board := "me: Forest, Llanowar Elves, Phyrexian Altar"
	wantMost(t, board, 3, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 3})
	wantPayable(t, pay(t, board, "{W}{G}{G}"), true)
	wantPayable(t, pay(t, board, "{W}{U}"), false)
	wantMost(t, "me: Llanowar Elves, Ashnod's Altar, Thermopod", 5, map[string]int{"R": 2, "G": 1, "C": 4})
	// Krark-Clan Ironworks sacrifices both Altars, and itself last.
	wantMost(t, "me: Llanowar Elves, Ashnod's Altar, Phyrexian Altar, Krark-Clan Ironworks", 9, map[string]int{"G": 2, "W": 1, "C": 8})
}

// CR 608.2h and 605.3a: mana that counts permanents is made before what
// it counts is sacrificed. Gaea's Cradle counts both creatures for
// {G}{G}; Priest of Titania counts both Elves.
func TestCountedManaMadeBeforeSacrifice(t *testing.T) {
	wantMost(t, "me: Gaea's Cradle, Llanowar Elves, Grizzly Bears, Ashnod's Altar", 7, map[string]int{"G": 3, "C": 4})
	wantMost(t, "me: Priest of Titania, Llanowar Elves, Ashnod's Altar", 7, map[string]int{"G": 3, "C": 4})
}

// What the engine does not order is refused: a static ability that stops
// applying when its permanent is sacrificed (Elvish Archdruid's anthem,
// CR 611.3b, beside an Elf it keeps alive with damage marked, 704.5g); a trigger on a creature dying (Blood Artist, 603.2); a
// mana ability with a mana cost whose mana counts permanents (Cabal
// Coffers); a Signet Krark-Clan Ironworks may sacrifice, whose {1} its own
// sacrifice may pay; a land that can be made a creature, or a token made,
// before paying (Mutavault, Utopia Mycon with spore counters, 601.2g); a
// creature with a mana ability with a mana cost and no {T} (Pili-Pala),
// activated apart from its sacrifice; an untapper (Grim Monolith; Earthcraft, whose cost taps the Bears that can
// then be sacrificed too); two outlets that could sacrifice each other; an
// outlet with {T} in its cost (Goblin Clearcutter).
func TestSacrificeOrderNotWorkedOutIsRefused(t *testing.T) {
	for _, c := range []struct{ board, why string }{
		{"me: Llanowar Elves (1 damage), Elvish Archdruid, Ashnod's Altar", "stops applying when it leaves the battlefield"},
		{"me: Llanowar Elves, Ashnod's Altar, Pawn of Ulamog", "Pawn of Ulamog has"},
		{"me: Llanowar Elves, Ashnod's Altar; opp: Mayhem Devil", "Mayhem Devil has"},
		{"me: Llanowar Elves, Ashnod's Altar, Cabal Coffers, Swamp", "makes mana that depends on other permanents"},
		{"me: Krark-Clan Ironworks, Dimir Signet, Sol Ring", "while an outlet may itself be sacrificed first"},
		{"me: Mutavault, Ashnod's Altar", "may make or change a permanent that could then be sacrificed"},
		{"me: Forest, Utopia Mycon (3 spore)", "may make or change a permanent that could then be sacrificed"},
		{"me: Llanowar Elves, Ashnod's Altar, Pili-Pala", "has no {T} in its cost"},
		{"me: Llanowar Elves, Ashnod's Altar, Grim Monolith", "untaps a permanent"},
		{"me: Earthcraft, Grizzly Bears, Forest, Ashnod's Altar", "untaps a permanent"},
		{"me: Thermopod, [Altar Beast: Creature — Beast 1/1 — Sacrifice a creature: Add {B}.]", "could each sacrifice the other"},
		{"me: Goblin Clearcutter, Forest", "does not work out payments that use up other sources"},
	} {
		for _, r := range []*Ruling{ask(t, "judge mana", "board", c.board), pay(t, c.board, "{1}")} {
			wantUnderstood(t, r, false)
			if !strings.Contains(r.Answer, c.why) {
				t.Errorf("%s: %q, want it to say %q", c.board, r.Answer, c.why)
			}
		}
	}
	// Where the anthem only raises and every creature keeps toughness
	// above its damage without it, and nothing reads power or toughness,
	// its ending changes no mana: the Archdruid taps for {G}{G}, the Elves
	// for {G}, and the Altar sacrifices both.
	wantMost(t, "me: Llanowar Elves, Elvish Archdruid, Ashnod's Altar", 7, map[string]int{"G": 3, "C": 4})
	// With no spore counters, Utopia Mycon makes no Saproling, and has
	// none to sacrifice.
	wantMost(t, "me: Forest, Utopia Mycon", 1, map[string]int{"G": 1})
}

// sacGen are the permanents of the generated sacrifice boards: the mana
// each makes tapped (none: it is not tapped for mana), and its types.
var sacGen = []struct {
	item, name string
	tap        []string
	types      []string
}{
	{"Forest", "Forest", []string{"{G}"}, []string{"land"}},
	{"Llanowar Elves", "Llanowar Elves", []string{"{G}"}, []string{"creature"}},
	{"Llanowar Elves (sick)", "Llanowar Elves", nil, []string{"creature"}},
	{"Birds of Paradise", "Birds of Paradise", []string{"{W}", "{U}", "{B}", "{R}", "{G}"}, []string{"creature"}},
	{"Sol Ring", "Sol Ring", []string{"{C}{C}"}, []string{"artifact"}},
	{"Grizzly Bears", "Grizzly Bears", nil, []string{"creature"}},
	{"Ornithopter", "Ornithopter", nil, []string{"artifact", "creature"}},
	{"Goblin Piker", "Goblin Piker", nil, []string{"creature", "Goblin"}},
}

// sacGenOutlets are the outlets, what each sacrifices and the mana it
// adds, each way.
var sacGenOutlets = []struct {
	name, what string
	mana       []string
	types      []string
}{
	{"Ashnod's Altar", "creature", []string{"{C}{C}"}, []string{"artifact"}},
	{"Phyrexian Altar", "creature", []string{"{W}", "{U}", "{B}", "{R}", "{G}"}, []string{"artifact"}},
	{"Krark-Clan Ironworks", "artifact", []string{"{C}{C}"}, []string{"artifact"}},
	{"Thermopod", "creature", []string{"{R}"}, []string{"creature"}},
	{"Skirk Prospector", "Goblin", []string{"{R}"}, []string{"creature", "Goblin"}},
}

// TestPropertySacrificeOutletsAgreeWithEveryAssignment: on generated
// boards of a few sources and one or two outlets that can't sacrifice
// each other, the most mana, in all and of each type, and whether a cost
// can be paid agree with trying every use of every permanent (unused,
// tapped, sacrificed to an outlet that can, or tapped and then
// sacrificed), and every way listed uses each permanent once for mana it
// can make so and pays the cost (CR 605.3a, 701.21a, 601.2h).
func TestPropertySacrificeOutletsAgreeWithEveryAssignment(t *testing.T) {
	rng := rand.New(rand.NewSource(701))
	symbols := []string{"{G}", "{U}", "{W}", "{R}", "{B}", "{C}", "{1}", "{2}", "{G/W}"}
	yes, no := 0, 0
	for i := 0; i < 200; i++ {
		var items []string
		var opts [][]Pool
		var names []string
		var types [][]string
		outs := []int{rng.Intn(len(sacGenOutlets))}
		if j := rng.Intn(len(sacGenOutlets)); rng.Intn(2) == 0 && j != outs[0] {
			outs = append(outs, j)
		}
		for k := 1 + rng.Intn(3); k > 0; k-- {
			s := sacGen[rng.Intn(len(sacGen))]
			if s.tap == nil && s.types[0] == "creature" && slices.Contains(outs, 3) {
				// Thermopod's "{S}: Thermopod gains haste" could be
				// read as giving a summoning-sick creature haste.
				continue
			}
			items = append(items, s.item)
			names = append(names, s.name)
			types = append(types, s.types)
			var o []Pool
			for _, m := range s.tap {
				p, _ := parseSymbols(m)
				o = append(o, p)
			}
			opts = append(opts, o)
		}
		for _, j := range outs {
			o := sacGenOutlets[j]
			items = append(items, o.name)
			names = append(names, o.name)
			types = append(types, o.types)
			opts = append(opts, nil)
		}
		// Each permanent's uses: unused, each tapping, and each of those
		// (or none) then sacrificed to each outlet that can.
		uses := make([][]Pool, len(items))
		for q := range items {
			base := append([]Pool{{}}, opts[q]...)
			uses[q] = base
			for _, j := range outs {
				o := sacGenOutlets[j]
				if !slices.Contains(types[q], o.what) {
					continue
				}
				for _, b := range base {
					for _, m := range o.mana {
						p, _ := parseSymbols(m)
						uses[q] = append(uses[q], b.Add(p))
					}
				}
			}
		}
		board := "me: " + strings.Join(items, ", ") + ", life 20"
		if rng.Intn(6) == 0 {
			// A mana-costed ability that counts creatures: where an
			// outlet may sacrifice one, its cost may be paid with that
			// sacrifice's mana and its count is then lower (608.2h),
			// which the engine refuses; otherwise its count is the
			// board's, which the brute force here does not model.
			counted := false
			for q := range items {
				for _, j := range outs {
					if slices.Contains(types[q], "creature") && slices.Contains(types[q], sacGenOutlets[j].what) {
						counted = true
					}
				}
			}
			if !counted {
				continue
			}
			well := board + ", [Counting Well: Artifact — {1}, {T}: Add X mana of any one color, where X is the number of creatures you control.]"
			if r := ask(t, "judge mana", "board", well); r.Understood {
				t.Fatalf("%s: %q, want a refusal (CR 608.2h)", well, r.Answer)
			}
			continue
		}
		var all []Pool
		var walk func(q int, mana Pool)
		walk = func(q int, mana Pool) {
			if q == len(uses) {
				all = append(all, mana)
				return
			}
			for _, u := range uses[q] {
				walk(q+1, mana.Add(u))
			}
		}
		walk(0, Pool{})
		best, byType := 0, Pool{}
		for _, m := range all {
			best = max(best, m.Total())
			for c := range byType {
				byType[c] = max(byType[c], m[c])
			}
		}
		r := ask(t, "judge mana", "board", board)
		if !r.Understood || r.MaxMana == nil {
			t.Fatalf("%s: not answered: %s", board, r.Answer)
		}
		if *r.MaxMana != best {
			t.Fatalf("%s: max_mana %d, every assignment says %d", board, *r.MaxMana, best)
		}
		for c := White; c <= Colorless; c++ {
			if r.MaxByType[c.Letter()] != byType[c] {
				t.Fatalf("%s: max_by_type %v, every assignment says %s", board, r.MaxByType, byType)
			}
		}
		var costText string
		for k := 1 + rng.Intn(5); k > 0; k-- {
			costText += symbols[rng.Intn(len(symbols))]
		}
		c, _ := ParseManaCost(costText)
		brute := slices.ContainsFunc(all, func(m Pool) bool { return canPay(m, c, 20) })
		r = pay(t, board, costText)
		if !r.Understood || r.Payable == nil {
			t.Fatalf("%s, %s: not answered: %s", board, costText, r.Answer)
		}
		if *r.Payable != brute {
			t.Fatalf("%s, %s: payable %v, every assignment says %v (%s)", board, costText, *r.Payable, brute, r.Answer)
		}
		if brute {
			yes++
		} else {
			no++
		}
		for _, p := range r.Payments {
			used := map[string]int{}
			var made Pool
			for _, s := range p.Sources {
				m, _ := parseSymbols(s.Mana + "{0}")
				ok := false
				for q, n := range names {
					if n == s.Card && slices.Contains(uses[q], m) {
						ok = true
					}
				}
				if !ok {
					t.Fatalf("%s, %s: %q makes %s, which no use of %s makes", board, costText, s.Action, s.Mana, s.Card)
				}
				used[s.Card] += s.Count
				made = made.Add(m.Times(s.Count))
			}
			for card, n := range used {
				if have := countOf(names, card); n > have {
					t.Fatalf("%s, %s: way %q uses %d %s, the board has %d", board, costText, actionList(p), n, card, have)
				}
			}
			if made.String() != p.Mana || !canPay(made, c, 20) {
				t.Fatalf("%s, %s: way %q makes %s (says %s), which does not pay", board, costText, actionList(p), made, p.Mana)
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Errorf("generated %d payable and %d unpayable costs; want both", yes, no)
	}
}

// countOf is how many of names are name.
func countOf(names []string, name string) int {
	n := 0
	for _, x := range names {
		if x == name {
			n++
		}
	}
	return n
}

// CR 605.3b and 701.21a: Calciform Pools' "{1}, Remove X storage
// counters" must be activated before Squandered Resources sacrifices the
// Pools, so its {1} can't be paid with the mana of that sacrifice: with
// the Pools' {C} spent on it, {C}{W}{W}{W} can't be paid. The engine does
// not order such payments, and says so, where it answered yes.
func TestManaCostedAbilityBeforeItsPermanentIsSacrificed(t *testing.T) {
	for _, cost := range []string{"{C}{W}{W}{W}", "{W}{W}{W}{W}"} {
		r := pay(t, "me: Squandered Resources, Calciform Pools (3 storage)", cost)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "must be activated before Calciform Pools is sacrificed") {
			t.Errorf("%s: %q", cost, r.Answer)
		}
	}
}

// CR 601.2g-h, 605.3a, 700.5 and 608.2h: a mana ability whose cost
// includes mana may have that cost paid with the mana of a sacrifice,
// and the amount it adds is counted as it resolves, without what was
// sacrificed. Phyrexian Altar beside Nykthos and two Baloths makes three
// mana, at most {G}{G} (Nykthos's {C} and two sacrifices), not six; the
// engine does not order such payments and says so, where it answered
// with the sacrificed permanents still counted. Where the amount reads
// nothing an outlet may sacrifice (lands have no mana cost; a count of
// creatures beside an outlet of lands or artifacts; counters on the
// permanent itself) it is answered.
func TestCountedManaCostedAbilityBesideSacrifice608_2h(t *testing.T) {
	for _, c := range []struct{ board, cost string }{
		{"me: Phyrexian Altar, Nykthos, Shrine to Nyx, Leatherback Baloth, Leatherback Baloth", "{G}{G}{G}{G}{G}{G}"},
		{"me: Ashnod's Altar, Nykthos, Shrine to Nyx, Forest, Forest, Leatherback Baloth", "{G}{G}{G}{G}{G}"},
		{"me: Ashnod's Altar, [Counting Well: Artifact — {1}, {T}: Add X mana of any one color, where X is the number of creatures you control.], Grizzly Bears, Grizzly Bears, Grizzly Bears", "{W}{W}{W}"},
		{"me: Ashnod's Altar, [Devout Shrine: Land — {1}, {T}: Add an amount of {G} equal to your devotion to green.], Leatherback Baloth, Leatherback Baloth", "{G}{G}{G}{G}"},
		{"me: Squandered Resources, [Land Well: Artifact — {1}, {T}: Add X mana of any one color, where X is the number of lands you control.], Forest (tapped), Forest (tapped)", "{W}{W}"},
		{"me: Squandered Resources, [Land Well: Artifact — {1}, {T}: Add X mana of any one color, where X is the number of lands you control.], Forest (tapped)", "{W}"},
		{"me: Squandered Resources, [Count Land: Land — {1}, {T}: Add X mana of any one color, where X is the number of lands you control.], Forest (tapped)", "{W}{W}"},
	} {
		for _, r := range []*Ruling{ask(t, "judge mana", "board", c.board), pay(t, c.board, c.cost)} {
			wantUnderstood(t, r, false)
			if !strings.Contains(r.Answer, "a sacrificed permanent may change") || !strings.Contains(r.Answer, "608.2h") {
				t.Errorf("%s: %q, want the reason", c.board, r.Answer)
			}
		}
	}
	// Squandered Resources' {B}{G} makes devotion to green four with the
	// Baloth: the Forest tapped and sacrificed pays Nykthos's {2}, whose
	// {G}{G}{G}{G} and its own sacrifice make five.
	wantMost(t, "me: Squandered Resources, Nykthos, Shrine to Nyx, Forest, Leatherback Baloth", 5, map[string]int{"G": 5, "B": 2, "C": 2})
	wantMost(t, "me: Squandered Resources, [Counting Well: Artifact — {1}, {T}: Add X mana of any one color, where X is the number of creatures you control.], Forest, Grizzly Bears, Grizzly Bears", 3, map[string]int{"G": 3, "W": 2})
	wantMost(t, "me: Krark-Clan Ironworks, Sol Ring, [Counting Well: Land — {1}, {T}: Add X mana of any one color, where X is the number of creatures you control.], Grizzly Bears, Grizzly Bears", 7, map[string]int{"C": 6, "W": 2})
	wantMost(t, "me: Ashnod's Altar, Forest, [Charged Well: Artifact — {1}, {T}: Add X mana of any one color, where X is the number of charge counters on this.] (3 charge), Grizzly Bears", 5, map[string]int{"G": 4, "W": 3, "C": 2})
}

// CR 601.2g and 701.21a: a fetchland may be activated before paying, and
// the land it puts onto the battlefield tapped can still be sacrificed to
// Squandered Resources for a mana it could produce; the board does not
// say what the library holds, so the engine says it can't rule, where it
// answered no mana for Evolving Wilds and two for Terramorphic Expanse
// beside a Forest. Mutavault made a creature is still a land and could
// produce {C} (106.7): tapped and sacrificed, {C}{C}.
func TestFetchedTappedLandSacrificed701_21a(t *testing.T) {
	for _, board := range []string{
		"me: Squandered Resources, Evolving Wilds",
		"me: Squandered Resources, Terramorphic Expanse, Forest",
		"me: Squandered Resources, Forest, Sakura-Tribe Elder",
	} {
		for _, r := range []*Ruling{ask(t, "judge mana", "board", board), pay(t, board, "{G}{G}{G}")} {
			wantUnderstood(t, r, false)
			if !strings.Contains(r.Answer, "may make or change a permanent that could then be sacrificed") {
				t.Errorf("%s: %q, want the reason", board, r.Answer)
			}
		}
	}
	wantMost(t, "me: Squandered Resources, Mutavault", 2, map[string]int{"C": 2})
}

// CR 702.6a and 602.5: equip is activated only as a sorcery, never while
// paying, and untaps nothing. An unattached Bonesplitter, whose +2/+0
// bears on no mana, changes no payment beside Ashnod's Altar; Lightning
// Greaves may give a summoning-sick Llanowar Elves haste first, so it is
// tapped for {G} and then sacrificed. They were refused as untappers.
// Greaves that would be moved from a creature, and Paradise Mantle,
// whose equip cost a sacrifice's mana could pay, are refused for what
// they are.
func TestEquipBesideSacrificeOutlet702_6a(t *testing.T) {
	wantMost(t, "me: Ashnod's Altar, Bonesplitter, Llanowar Elves", 3, map[string]int{"G": 1, "C": 2})
	wantMost(t, "me: Ashnod's Altar, Lightning Greaves, Llanowar Elves (sick)", 3, map[string]int{"G": 1, "C": 2})
	for _, c := range []struct{ board, why string }{
		{"me: Ashnod's Altar, Lightning Greaves (on Grizzly Bears), Grizzly Bears, Llanowar Elves (sick)", "can move it"},
		{"me: Ashnod's Altar, Paradise Mantle, Grizzly Bears", "with mana a sacrifice makes"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.why) || strings.Contains(r.Answer, "untaps a permanent") {
			t.Errorf("%s: %q, want it to say %q", c.board, r.Answer, c.why)
		}
	}
}

// CR 302.6: a summoning-sick Llanowar Elves can't be tapped for mana, and
// can be sacrificed for it; the steps say both, not that it can't make
// mana and then that it can.
func TestSickCreatureSacrificedStepsAgree302_6(t *testing.T) {
	r := wantMost(t, "me: Ashnod's Altar, Llanowar Elves (sick), Forest", 3, map[string]int{"G": 1, "C": 2})
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "Llanowar Elves can't make mana now") {
			t.Errorf("step %q says the Elves can't make mana", s.Text)
		}
	}
	if !slices.ContainsFunc(r.Steps, func(s Reason) bool {
		return strings.Contains(s.Text, "can't be activated now, though Llanowar Elves can still be sacrificed for mana")
	}) {
		t.Errorf("steps %+v: want one that says the Elves can still be sacrificed", r.Steps)
	}
}

// docs/contract.md: counted mana is made first, and a way lists an
// outlet after what it sacrifices, so the listed order can be carried
// out (CR 605.3a, 608.2h, 701.21a): Gaea's Cradle is tapped before a
// creature is sacrificed, Tolarian Academy before Sol Ring, Reflecting
// Pool before the Forest whatever the board's order, and the Elves
// before the creature whose trigger adds to their mana. Ways listed
// them the other way round.
func TestWaysListCountedManaBeforeSacrifices605_3a(t *testing.T) {
	for _, c := range []struct{ board, first, then string }{
		{"me: Ashnod's Altar, Grizzly Bears, Grizzly Bears, Gaea's Cradle", "tap Gaea's Cradle", "sacrifice Grizzly Bears"},
		{"me: Krark-Clan Ironworks, Sol Ring, Tolarian Academy", "tap Tolarian Academy", "sacrifice Sol Ring"},
		{"me: Squandered Resources, Forest, Reflecting Pool", "tap Reflecting Pool", "sacrifice Forest"},
		{"me: Ashnod's Altar, [Leyline Elf: Creature — Elf — Whenever you tap a creature for mana, add an additional {G}.], Llanowar Elves", "tap Llanowar Elves", "sacrifice Leyline Elf"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if len(r.Payments) == 0 {
			t.Fatalf("%s: no way listed", c.board)
		}
		for _, p := range r.Payments {
			list := actionList(p)
			i, j := strings.Index(list, c.first), strings.Index(list, c.then)
			if i < 0 || j < 0 || i > j {
				t.Errorf("%s: way %q, want %q before %q", c.board, list, c.first, c.then)
			}
		}
	}
}

// CR 611.3b: a static ability that stops applying as its permanent is
// sacrificed changes nothing where it has no effect on the mana made or
// the cost ("Mana Vault doesn't untap during your untap step."): Krark-Clan
// Ironworks beside Mana Vault makes seven mana, tapping the Vault, then
// sacrificing it and itself, where both questions were refused.
func TestRule611_3bSacrificedStaticWithNoEffectHere(t *testing.T) {
	r := pay(t, "me: Krark-Clan Ironworks, Mana Vault", "{6}")
	wantPayable(t, r, true)
	r = ask(t, "judge mana", "board", "me: Krark-Clan Ironworks, Mana Vault")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 7 {
		t.Errorf("max mana %v, want 7", r.MaxMana)
	}
}

// containsLower finds a lower-case word in either case, as
// strings.ToLower would, also in text that is not ASCII.
func TestContainsLower(t *testing.T) {
	for _, c := range []struct {
		s, word string
		want    bool
	}{
		{"Sacrifice Lotus Petal", "sacrifice", true},
		{"you SACRIFICE it", "sacrifice", true},
		{"it is not sacrificed", "not sacrificed", true},
		{"Forest becomes tapped", "sacrifice", false},
		{"Lim-Dûl's Vault: sacrifice it", "sacrifice", true},
		{"Lim-Dûl's Vault becomes tapped", "sacrifice", false},
		{"SACRİFICE", "sacrifice", strings.Contains(strings.ToLower("SACRİFICE"), "sacrifice")},
	} {
		if got := containsLower(c.s, c.word); got != c.want {
			t.Errorf("containsLower(%q, %q) = %v, want %v", c.s, c.word, got, c.want)
		}
	}
}

// CR 605.3a, 106.7: Squandered Resources' uses are counted with every
// land tapped before any is sacrificed (ten mana from the three Urza's
// lands); the way given says so, where read use by use it had the Tower
// sacrificed before the Mine and the Power Plant were tapped, which makes
// eight.
func TestCR605_3aLandsTappedBeforeAnyIsSacrificed(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Squandered Resources, Urza's Tower, Urza's Mine, Urza's Power Plant")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 10 {
		t.Fatalf("max mana %v, want 10", r.MaxMana)
	}
	got := actions(r)
	if len(got) != 1 || strings.Count(got[0], "once every land is tapped, sacrifice") != 3 || strings.Count(got[0], "sacrifice") != 3 {
		t.Errorf("ways %q, want each of the three sacrifices made once every land is tapped", got)
	}
}

// CR 701.21a, 118.3, 605.3a: a creature that sacrifices itself for mana
// (Tinder Wall) is gone for Phyrexian Tower's sacrifice, which the engine
// does not order (it counted the Wall twice: four mana where three can be
// made) and refuses; one that can also be tapped for mana (beside
// Cryptolith Rite, Gemhide Sliver) may be tapped first and then
// sacrificed: three mana from Tinder Wall, six from two Slivers, each
// tapped for one mana of any color and sacrificed for {B}{B}. So may Eye
// of Ramos (its ruling of 2004-10-04: it may be sacrificed while tapped).
func TestCR701_21aSacrificedItselfOrTappedFirst(t *testing.T) {
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Tinder Wall, Phyrexian Tower"), false)
	for board, most := range map[string]int{
		"me: Cryptolith Rite, Tinder Wall":   3,
		"me: Basal Sliver, Gemhide Sliver":   6,
		"me: Eye of Ramos":                   2,
		"me: Eye of Ramos, Tolarian Academy": 3,
	} {
		wantMostMana(t, ask(t, "judge mana", "board", board), most)
	}
	wantPayable(t, pay(t, "me: Eye of Ramos", "{U}{U}"), true)
	// Beside Damping Sphere, which replaces mana made in some amount,
	// Tolarian Academy or Gaea's Cradle tapped after a sacrifice may make
	// more of the mana needed: the engine does not order that, for an
	// outlet's sacrifice too (614.1a).
	for _, c := range []struct{ board, cost string }{
		{"me: Eye of Ramos, Tolarian Academy, Damping Sphere", "{U}{U}{U}"},
		{"me: Basal Sliver, Gemhide Sliver, Gaea's Cradle, Damping Sphere", "{G}{G}{G}"},
		{"me: 2x Llanowar Elves, Gaea's Cradle, Damping Sphere, Ashnod's Altar", "{G}{G}{G}"},
	} {
		wantUnderstood(t, pay(t, c.board, c.cost), false)
	}
	// What a sacrifice takes with it may be counted too: Holy Strength
	// on the Tinder Wall sacrificed (704.5m). Where the count is no
	// land's, the Sphere changes no order.
	wantUnderstood(t, pay(t, "me: Damping Sphere, Serra's Sanctum, Tinder Wall, Cryptolith Rite, Holy Strength (on Tinder Wall)", "{W}{W}"), false)
	wantMostMana(t, ask(t, "judge mana", "board", "me: Damping Sphere, Priest of Titania, Llanowar Elves, Ashnod's Altar"), 7)
	// Szadek's replacement of its combat damage stops applying as it is
	// sacrificed, which changes nothing outside combat.
	wantMostMana(t, ask(t, "judge mana", "board", "me: Szadek, Lord of Secrets, Forest, Ashnod's Altar"), 3)
	wantPayable(t, pay(t, "me: Eye of Ramos (tapped)", "{U}{U}"), false)
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Tinder Wall, Phyrexian Tower", "cost", "{B}{B}{R}{R}"), false)
	for board, most := range map[string]int{
		"me: Tinder Wall":                         2,
		"me: Tinder Wall, Ashnod's Altar":         2,
		"me: Cryptolith Rite, Tinder Wall (sick)": 2,
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != most {
			t.Errorf("%s: max mana %v, want %d", board, r.MaxMana, most)
		}
	}
}
