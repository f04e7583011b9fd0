package rules

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// CR 602.2b, 605.3a, 302.6: Springleaf Drum's "{T}, Tap an untapped
// creature you control: Add one mana of any color." beside more creatures
// it may tap than Drums, some of which make mana of their own: each
// activation taps a Drum and one other creature, which then can't be
// tapped for its own mana. A Drum, Llanowar Elves, Birds of Paradise and
// a Forest make three mana, and {G}{G}{G} is paid three ways: each
// creature for its own mana, or the Drum tapping one of them (which one
// changes what the other two make, so the ways name it).
func TestRule602_2bSpringleafDrumTapsCreaturesThatMakeManaOfTheirOwn(t *testing.T) {
	const board = "me: Springleaf Drum, Llanowar Elves, Birds of Paradise, Forest"
	r := wantMost(t, board, 3, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 3})
	wantRules(t, r, "605.1a", "605.3a", "602.2b", "302.6")
	wantRuling(t, r, "Springleaf Drum", "2014-02-01")
	r = pay(t, board, "{G}{G}{G}")
	wantPayable(t, r, true)
	want := []string{
		"tap Llanowar Elves for {G}, tap Birds of Paradise for {G}, tap Forest for {G}",
		"tap Llanowar Elves for {G}, tap Forest for {G}, tap Springleaf Drum, tapping Birds of Paradise, for {G}",
		"tap Birds of Paradise for {G}, tap Forest for {G}, tap Springleaf Drum, tapping Llanowar Elves, for {G}",
	}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	if ev := r.Payments[2].Events; !slices.Contains(ev, "you tap Llanowar Elves") {
		t.Errorf("events %q", ev)
	}
	// Two {U}: the Birds' and the Drum's, tapping the Elves.
	r = pay(t, board, "{U}{U}")
	want = []string{"tap Birds of Paradise for {U}, tap Springleaf Drum, tapping Llanowar Elves, for {U}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	r = pay(t, board, "{U}{U}{U}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "at most two {U}, and it needs three") {
		t.Errorf("answer %q", r.Answer)
	}
	wantPayable(t, pay(t, board, "{G}{G}{G}{G}"), false)
}

// CR 302.6 and Springleaf Drum's ruling (2014-02-01): a summoning-sick
// creature can't tap for its own mana but can be tapped for the Drum's
// cost; it is tapped first, giving up nothing. Two Drums beside a
// Grizzly Bears, a Llanowar Elves and a Fyndhorn Elder make four: both
// Drums, tapping the Bears and one of the mana creatures, or one Drum
// tapping the Bears beside both creatures' own mana. {U}{U}{G} is paid
// two ways, naming the creatures the Drums tap; {U}{U}{U} can't be.
func TestRule302_6SpringleafDrumsTapASickCreatureFirst(t *testing.T) {
	const board = "me: 2x Springleaf Drum, Llanowar Elves, Grizzly Bears (sick), Fyndhorn Elder"
	wantMost(t, board, 4, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 4})
	r := pay(t, board, "{U}{U}{G}")
	want := []string{
		"tap Llanowar Elves for {G}, tap Springleaf Drum, tapping Grizzly Bears and Fyndhorn Elder, one each time, for {U} (×2)",
		"tap Fyndhorn Elder for {G}{G}, tap Springleaf Drum, tapping Grizzly Bears and Llanowar Elves, one each time, for {U} (×2)",
	}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	wantPayable(t, pay(t, board, "{U}{U}{U}"), false)
	// A creature tapped for the Drum may be summoning sick; the Drum is
	// no creature, and a Drum that came this turn taps too (302.6).
	wantMost(t, "me: Springleaf Drum (sick), Llanowar Elves, Llanowar Elves (sick), Birds of Paradise", 3, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 3})
	// Loam Dryad's {T} is a creature's: summoning sick, it can't be
	// activated, and the Elves and the Birds make two.
	wantMost(t, "me: Loam Dryad (sick), Llanowar Elves, Birds of Paradise", 2, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 2})
	wantMost(t, "me: Loam Dryad, Llanowar Elves, Birds of Paradise", 2, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 2})
}

// CR 605.3a, 602.2b: the splits of which creatures are tapped for the
// Drum are not worked out beside what else reads them, and the answer
// stops, saying why: an untapper (Voltaic Key), a sacrifice outlet, a
// Seton, Krosan Protector that taps creatures too, a trigger on a
// creature's becoming tapped, a spell with convoke where mana alone does
// not pay, and more choices than the engine's bound.
func TestRule605_3aSpringleafDrumSplitsRefuseWhatTheyDoNotWeigh(t *testing.T) {
	const drum = "me: Springleaf Drum, Llanowar Elves, Birds of Paradise"
	for _, c := range []struct{ board, want string }{
		{drum + ", Voltaic Key", "which untaps"},
		{drum + ", Ashnod's Altar", "beside a sacrifice outlet"},
		{drum + ", Seton, Krosan Protector", "which taps untapped permanents too"},
		{drum + ", Quest for Renewal", "Quest for Renewal"},
		{"me: 3x Springleaf Drum, Boreal Druid, Druid of the Cowl, Elvish Mystic, Fyndhorn Elves, Leaf Gilder, Llanowar Elves, Skyshroud Troopers, Wirewood Elf, Woodland Mystic, Greenweaver Druid, Fyndhorn Elder, Llanowar Dead, 2x Birds of Paradise", "more than the 64 choices the engine works out"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		if r.Understood {
			t.Errorf("%s: answered %q", c.board, r.Answer)
			continue
		}
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s: refused %q, want %q", c.board, r.Answer, c.want)
		}
	}
	r := ask(t, "judge pay", "board", drum, "cost", "{X}{G}{G}{G}", "card", "Chord of Calling", "x", "1")
	if r.Understood {
		t.Errorf("Chord of Calling: answered %q", r.Answer)
	}
	// Where mana alone pays, the yes stands.
	r = ask(t, "judge pay", "board", drum+", Forest", "cost", "{X}{G}{G}", "card", "Chord of Calling", "x", "1")
	wantPayable(t, r, true)
}

// drumPieces are the permanents of the boards of
// TestRule106_12SpringleafDrumAgainstEveryAssignment: elf marks an
// untapped creature the Drum may tap. drumHolders are the permanents with
// the ability, of which a board has one kind: taps marks one that can be
// activated, own its other mana (Holdout Settlement's {C}).
var drumPieces = []tapManyPiece{
	{item: "Forest", name: "Forest", own: []Pool{tapManyPool("{G}")}},
	{item: "Sol Ring", name: "Sol Ring", own: []Pool{tapManyPool("{C}{C}")}},
	{item: "Birds of Paradise", name: "Birds of Paradise", own: tapManyAny, elf: true},
	{item: "Llanowar Elves", name: "Llanowar Elves", own: []Pool{tapManyPool("{G}")}, elf: true},
	{item: "Llanowar Elves", name: "Llanowar Elves", own: []Pool{tapManyPool("{G}")}, elf: true},
	{item: "Llanowar Elves (sick)", name: "Llanowar Elves", elf: true},
	{item: "Llanowar Elves (tapped)", name: "Llanowar Elves"},
	{item: "Fyndhorn Elder", name: "Fyndhorn Elder", own: []Pool{tapManyPool("{G}{G}")}, elf: true},
	{item: "Urborg Elf", name: "Urborg Elf", own: []Pool{tapManyPool("{B}"), tapManyPool("{G}"), tapManyPool("{U}")}, elf: true},
	{item: "Grizzly Bears", name: "Grizzly Bears", elf: true},
	{item: "Grizzly Bears (sick)", name: "Grizzly Bears", elf: true},
}

var drumHolders = [][]tapManyPiece{
	{
		{item: "Springleaf Drum", name: "Springleaf Drum", taps: 1},
		{item: "Springleaf Drum (sick)", name: "Springleaf Drum", taps: 1},
		{item: "Springleaf Drum (tapped)", name: "Springleaf Drum"},
	},
	{
		{item: "Holdout Settlement", name: "Holdout Settlement", own: []Pool{tapManyPool("{C}")}, taps: 1},
		{item: "Holdout Settlement", name: "Holdout Settlement", own: []Pool{tapManyPool("{C}")}, taps: 1},
		{item: "Holdout Settlement (tapped)", name: "Holdout Settlement"},
	},
}

// drumPools are the pools of mana every assignment of the pieces makes:
// each is left untapped, tapped for one of its own uses, or, an untapped
// creature, tapped for the cost of a permanent with the ability not
// tapped for its own mana, one creature for each, each activation adding
// one mana of any color (CR 602.2b, 302.6, 106.12).
func drumPools(pieces []tapManyPiece) map[Pool]bool {
	out := map[Pool]bool{}
	var colors func(k int, mana Pool)
	colors = func(k int, mana Pool) {
		if k == 0 {
			out[mana] = true
			return
		}
		for _, c := range tapManyAny {
			colors(k-1, mana.Add(c))
		}
	}
	var walk func(i int, mana Pool, tapped, free int)
	walk = func(i int, mana Pool, tapped, free int) {
		if i == len(pieces) {
			if tapped <= free {
				colors(tapped, mana)
			}
			return
		}
		p := pieces[i]
		walk(i+1, mana, tapped, free+p.taps)
		for _, o := range p.own {
			walk(i+1, mana.Add(o), tapped, free)
		}
		if p.elf {
			walk(i+1, mana, tapped+1, free)
		}
	}
	walk(0, Pool{}, 0, 0)
	return out
}

// CR 106.12, 602.2b, 605.3a, 302.6: on generated boards of Springleaf
// Drums (untapped, summoning sick or tapped), or of Holdout Settlements,
// whose {T} makes {C} or pays the ability's cost, beside creatures that make
// mana of their own, summoning-sick and tapped ones, Grizzly Bears and
// other sources, /judge mana's most, in all and of each type, is the most
// of every assignment of each permanent to its own mana, to a Drum's cost
// (one creature for each Drum) or to nothing; /judge pay says yes exactly
// where one of them pays, every way it lists replays on the board (each
// permanent used once, no more Drums activated than there are, the
// creatures tapped for them among those it names or leaves), and no two
// ways are the same.
func TestRule106_12SpringleafDrumAgainstEveryAssignment(t *testing.T) {
	rng := rand.New(rand.NewSource(10612))
	symbols := []string{"{G}", "{G}", "{U}", "{W}", "{B}", "{C}", "{1}", "{2}", "{G/W}"}
	n := 200
	if testing.Short() {
		n = 40
	}
	yes, no, named, split := 0, 0, 0, 0
	for i := 0; i < n; i++ {
		holders := drumHolders[rng.Intn(len(drumHolders))]
		holder := holders[0].name
		pieces := []tapManyPiece{holders[rng.Intn(2)]}
		for k := 2 + rng.Intn(4); k > 0; k-- {
			if rng.Intn(4) == 0 {
				pieces = append(pieces, holders[rng.Intn(len(holders))])
				continue
			}
			pieces = append(pieces, drumPieces[rng.Intn(len(drumPieces))])
		}
		items := make([]string, len(pieces))
		drums, creatures := 0, 0
		for j, p := range pieces {
			items[j] = p.item
			drums += p.taps
			if p.elf {
				creatures++
			}
		}
		if creatures > drums {
			split++
		}
		board := "me: " + strings.Join(items, ", ")
		pools := drumPools(pieces)
		r, cost, c, brute := wantAssignments(t, rng, board, pools, symbols)
		if brute {
			yes++
		} else {
			no++
		}
		seen := map[string]bool{}
		for _, p := range r.Payments {
			a := actionList(p)
			if seen[a] {
				t.Errorf("%s, %s: way %q listed twice", board, cost, a)
			}
			seen[a] = true
			if strings.Contains(a, ", tapping ") {
				named++
			}
			uses := 0
			for _, s := range p.Sources {
				if s.Card == holder {
					uses += s.Count
				}
			}
			if uses > drums {
				t.Fatalf("%s, %s: payment %q taps %d permanents with the ability, and %d can be", board, cost, a, uses, drums)
			}
			tapManyReplay(t, board, p, pieces, holder, 1, c)
		}
	}
	t.Logf("%d payable, %d unpayable, %d boards with more creatures than Drums, %d ways naming the creatures", yes, no, split, named)
	if yes == 0 || no == 0 || split == 0 || named == 0 {
		t.Errorf("generated %d payable and %d unpayable costs, %d boards with more creatures than Drums, %d ways naming the creatures tapped; want each", yes, no, split, named)
	}
}

// CR 605.3a, 602.2b, 106.12: Holdout Settlement's {T} pays for "{T}: Add
// {C}." or for "{T}, Tap an untapped creature you control: Add one mana of
// any color.", never both. Two Settlements beside Llanowar Elves, a
// summoning-sick Grizzly Bears and Birds of Paradise make four: one
// Settlement taps the Bears for any color, the other makes {C}; three
// {W} are the Birds' and both Settlements', one tapping the Bears and one
// the Elves. {W}{C}{C} is paid one way; three Settlements and one
// creature make {W} once. Beside Springleaf Drum, whose cost taps
// creatures too, the answer stops.
func TestRule605_3aHoldoutSettlementTapsForColorlessOrForACreature(t *testing.T) {
	const board = "me: 2x Holdout Settlement, Llanowar Elves, Grizzly Bears (sick), Birds of Paradise"
	r := wantMost(t, board, 4, map[string]int{"W": 3, "U": 3, "B": 3, "R": 3, "G": 3, "C": 2})
	wantRules(t, r, "605.1a", "605.3a", "602.2b", "302.6")
	r = pay(t, board, "{W}{C}{C}")
	want := []string{"tap Holdout Settlement for {C} (×2), tap Birds of Paradise for {W}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	r = pay(t, board, "{W}{W}{W}{C}")
	wantPayable(t, r, false)
	r = pay(t, "me: 2x Holdout Settlement, Llanowar Elves", "{W}{C}")
	want = []string{"tap Holdout Settlement for {C}, tap Holdout Settlement, tapping Llanowar Elves, for {W}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	const three = "me: 3x Holdout Settlement, Grizzly Bears (sick)"
	wantMost(t, three, 3, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 1, "C": 3})
	r = pay(t, three, "{W}{C}{C}")
	want = []string{"tap Holdout Settlement for {C} (×2), tap Holdout Settlement for {W}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	wantPayable(t, pay(t, three, "{W}{U}"), false)
	for _, b := range []string{
		"me: Holdout Settlement, Springleaf Drum, Llanowar Elves",
		"me: Survivors' Encampment, Holdout Settlement, Llanowar Elves",
	} {
		if r := ask(t, "judge mana", "board", b); r.Understood {
			t.Errorf("%s: answered %q", b, r.Answer)
		}
	}
}
