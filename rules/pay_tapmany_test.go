package rules

import (
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// CR 605.1a, 302.6, 602.2b and Heritage Druid's official ruling
// (2016-06-08): "Tap three untapped Elves you control: Add {G}{G}{G}." has
// no {T}, so it may tap Elves that came under its controller's control
// this turn, Heritage Druid itself among them. Where none of the Elves can
// make mana of its own, it is activated once for each three untapped
// Elves: four summoning-sick Elves make {G}{G}{G} (the fourth is left),
// six make six; a tapped Elf and a creature that is no Elf are not
// tapped for it.
func TestRule302_6HeritageDruidTapsThreeSummoningSickElves(t *testing.T) {
	r := wantMost(t, "me: Forest, Heritage Druid (sick), 3x Llanowar Elves (sick)", 4, map[string]int{"G": 4})
	wantRules(t, r, "605.1a", "302.6", "602.2b")
	wantRuling(t, r, "Heritage Druid", "2016-06-08")
	wantMost(t, "me: Heritage Druid (sick), 4x Llanowar Elves (sick)", 3, map[string]int{"G": 3})
	wantMost(t, "me: 2x Heritage Druid (sick), 4x Elvish Mystic (sick)", 6, map[string]int{"G": 6})
	wantMost(t, "me: Heritage Druid (sick), Llanowar Elves (sick), Llanowar Elves (tapped), Grizzly Bears (sick)", 0, nil)
	// With fewer than three Elves it can't be activated at all.
	wantMost(t, "me: Forest, Heritage Druid", 1, map[string]int{"G": 1})
	// Gaea's Cradle counts the creatures, tapped or not.
	wantMost(t, "me: Heritage Druid (sick), 2x Llanowar Elves (sick), Gaea's Cradle", 6, map[string]int{"G": 6})

	r = pay(t, "me: Forest, Heritage Druid (sick), 2x Llanowar Elves (sick)", "{G}{G}{G}")
	wantPayable(t, r, true)
	want := []string{"activate Heritage Druid for {G}{G}{G}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	if ev := r.Payments[0].Events; !slices.Equal(ev, []string{"you tap three untapped Elves you control"}) {
		t.Errorf("events %q", ev)
	}
	wantPayable(t, pay(t, "me: Forest, Heritage Druid (sick), 2x Llanowar Elves (sick)", "{G}{G}{G}{G}"), true)
	wantPayable(t, pay(t, "me: Forest, Heritage Druid (sick), 2x Llanowar Elves (sick)", "{G}{G}{G}{G}{G}"), false)
	wantPayable(t, pay(t, "me: Forest, Heritage Druid (sick), 2x Llanowar Elves (sick)", "{U}"), false)
}

// CR 605.1a, 302.6 and Birchlore Rangers' official rulings (2004-10-04):
// "Tap two untapped Elves you control: Add one mana of any color." may be
// activated before the Rangers begin a turn under their controller's
// control, and may tap the Rangers themselves; four summoning-sick Elves
// make two mana, each of any color.
func TestRule302_6BirchloreRangersTapTwoSummoningSickElves(t *testing.T) {
	r := wantMost(t, "me: Birchlore Rangers (sick), 3x Llanowar Elves (sick)", 2, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 2})
	wantRuling(t, r, "Birchlore Rangers", "2004-10-04")
	wantMost(t, "me: Birchlore Rangers (sick), 2x Llanowar Elves (sick)", 1, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 1})
	wantPayable(t, pay(t, "me: Birchlore Rangers (sick), 3x Llanowar Elves (sick)", "{W}{U}"), true)
	wantPayable(t, pay(t, "me: Birchlore Rangers (sick), 3x Llanowar Elves (sick)", "{W}{U}{B}"), false)
	// The step says how often it is activated, not that there are two
	// Rangers.
	r = pay(t, "me: Birchlore Rangers (sick), 3x Llanowar Elves (sick)", "{W}{U}")
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "2 × Birchlore Rangers") {
			t.Errorf("step %q", s.Text)
		}
	}
}

// CR 602.2b, 302.6, 605.1a and Heritage Druid's official ruling
// (2016-06-08): beside Elves that make mana of their own, each Elf is
// tapped for its own mana or for Heritage Druid's cost, never both.
// Heritage Druid, Llanowar Elves, Elvish Mystic, Fyndhorn Elves and a
// Forest make five: the Druid taps itself and two of the three mana Elves
// for {G}{G}{G}, and the third Elf and the Forest add {G}{G} (four without
// the Druid, and four with it tapping the three mana Elves). {G}{G}{G} is
// paid by any three of the four sources that tap for {G} (four ways) or
// by the Druid tapping itself and two of the Elves (three ways); the ways
// say which Elves the Druid tapped.
func TestRule602_2bHeritageDruidTapsElvesThatMakeManaOfTheirOwn(t *testing.T) {
	const board = "me: Heritage Druid, Llanowar Elves, Elvish Mystic, Fyndhorn Elves, Forest"
	r := wantMost(t, board, 5, map[string]int{"G": 5})
	wantRules(t, r, "605.1a", "302.6", "602.2b")
	wantRuling(t, r, "Heritage Druid", "2016-06-08")
	r = pay(t, board, "{G}{G}{G}")
	wantPayable(t, r, true)
	want := []string{
		"tap Llanowar Elves for {G}, tap Elvish Mystic for {G}, tap Fyndhorn Elves for {G}",
		"tap Llanowar Elves for {G}, tap Elvish Mystic for {G}, tap Forest for {G}",
		"tap Llanowar Elves for {G}, tap Fyndhorn Elves for {G}, tap Forest for {G}",
		"tap Elvish Mystic for {G}, tap Fyndhorn Elves for {G}, tap Forest for {G}",
		"activate Heritage Druid, tapping Heritage Druid, Elvish Mystic and Fyndhorn Elves, for {G}{G}{G}",
		"activate Heritage Druid, tapping Heritage Druid, Llanowar Elves and Fyndhorn Elves, for {G}{G}{G}",
		"activate Heritage Druid, tapping Heritage Druid, Llanowar Elves and Elvish Mystic, for {G}{G}{G}",
	}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	if ev := r.Payments[4].Events; !slices.Equal(ev, []string{"you tap Heritage Druid, Elvish Mystic and Fyndhorn Elves"}) {
		t.Errorf("events %q", ev)
	}
	r = pay(t, board, "{G}{G}{G}{G}{G}")
	wantPayable(t, r, true)
	want = []string{
		"tap Llanowar Elves for {G}, tap Forest for {G}, activate Heritage Druid, tapping Heritage Druid, Elvish Mystic and Fyndhorn Elves, for {G}{G}{G}",
		"tap Elvish Mystic for {G}, tap Forest for {G}, activate Heritage Druid, tapping Heritage Druid, Llanowar Elves and Fyndhorn Elves, for {G}{G}{G}",
		"tap Fyndhorn Elves for {G}, tap Forest for {G}, activate Heritage Druid, tapping Heritage Druid, Llanowar Elves and Elvish Mystic, for {G}{G}{G}",
	}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	r = pay(t, board, "{G}{G}{G}{G}{G}{G}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "at most five {G}, and it needs six") {
		t.Errorf("answer %q", r.Answer)
	}
	// Three Elves that came this turn besides the Druid (two of them
	// Llanowar Elves) are tapped for it first; the untapped Llanowar
	// Elves may be too: three {G} and three activations of the Druid's
	// make seven either way, and {G}{G}{G}{G}{G}{G} is paid by the three
	// Elves beside one activation, or two of them and the Forest, or two
	// activations tapping all six Elves.
	const sick = "me: Heritage Druid (sick), 2x Llanowar Elves (sick), 3x Llanowar Elves, Forest"
	wantMost(t, sick, 7, map[string]int{"G": 7})
	r = pay(t, sick, "{G}{G}{G}{G}{G}{G}")
	want = []string{
		"tap Llanowar Elves for {G} (×3), activate Heritage Druid for {G}{G}{G}",
		"tap Llanowar Elves for {G} (×2), tap Forest for {G}, activate Heritage Druid for {G}{G}{G}",
		"activate Heritage Druid, tapping Heritage Druid and 5 × Llanowar Elves, three each time, for {G}{G}{G} (×2)",
	}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	if ev := r.Payments[2].Events; !slices.Equal(ev, []string{"you tap Heritage Druid and 5 × Llanowar Elves, three for each activation"}) {
		t.Errorf("events %q", ev)
	}
	wantPayable(t, pay(t, sick, "{G}{G}{G}{G}{G}{G}{G}{G}"), false)
	// Llanowar Tribe's own {G}{G}{G} is as much as the Druid makes by
	// tapping it: two ways, and three at most.
	const tribe = "me: Heritage Druid (sick), Llanowar Tribe, Llanowar Elves (sick)"
	wantMost(t, tribe, 3, map[string]int{"G": 3})
	want = []string{"tap Llanowar Tribe for {G}{G}{G}", "activate Heritage Druid, tapping Heritage Druid, Llanowar Elves and Llanowar Tribe, for {G}{G}{G}"}
	if got := actions(pay(t, tribe, "{G}{G}{G}")); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	// Tapped or not an Elf, a permanent is no part of it: a Heritage
	// Druid and two Llanowar Elves make three, the Druid tapping all
	// three.
	wantMost(t, "me: Heritage Druid, 2x Llanowar Elves, Grizzly Bears, Fyndhorn Elves (tapped)", 3, map[string]int{"G": 3})
	wantMost(t, "me: Heritage Druid (sick), 2x Llanowar Elves (sick), Llanowar Elves", 4, map[string]int{"G": 4})
	wantMost(t, "me: Forest, Heritage Druid, 3x Llanowar Elves", 5, map[string]int{"G": 5})
}

// CR 602.2b, 302.6 and Birchlore Rangers' official rulings (2004-10-04):
// the Rangers may tap themselves and an Elf that makes mana of its own
// for one mana of any color; the Rangers, Llanowar Elves and Elvish
// Mystic make two mana, at most one of it not {G}, so {W}{U} can't be
// paid. With three Llanowar Elves, the summoning-sick Rangers tap all
// four for two mana of any colors: {W}{U} is paid one way, naming the
// four once.
func TestRule602_2bBirchloreRangersTapElvesThatMakeManaOfTheirOwn(t *testing.T) {
	const board = "me: Birchlore Rangers, Llanowar Elves, Elvish Mystic"
	wantMost(t, board, 2, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 2})
	r := pay(t, board, "{W}{U}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "at most one mana that is {W} or {U}, and it needs two") {
		t.Errorf("answer %q", r.Answer)
	}
	want := []string{
		"activate Birchlore Rangers, tapping Birchlore Rangers and Elvish Mystic, for {W}",
		"activate Birchlore Rangers, tapping Birchlore Rangers and Llanowar Elves, for {W}",
	}
	if got := actions(pay(t, board, "{W}")); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	const four = "me: Birchlore Rangers (sick), 3x Llanowar Elves"
	wantMost(t, four, 3, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 3})
	r = pay(t, four, "{W}{U}")
	want = []string{"activate Birchlore Rangers, tapping Birchlore Rangers and 3 × Llanowar Elves, two each time, for {W}, activate Birchlore Rangers for {U}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	if ev := r.Payments[0].Events; !slices.Equal(ev, []string{"you tap Birchlore Rangers and 3 × Llanowar Elves, two for each activation"}) {
		t.Errorf("events %q", ev)
	}
	wantMost(t, "me: Birchlore Rangers (sick), Elvish Mystic", 1, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 1})
}

// CR 602.2b, 601.2h, 702.51a: a spell with convoke, where an Elf not
// tapped for Heritage Druid could pay for it (Chord of Calling with X = 1:
// three sick Elves make {G}{G}{G} and the fourth convokes its {1}), stops
// the answer where mana alone does not pay; so do more
// choices of which Elves to tap for it than the engine works out (twelve
// kinds of Elves, each making mana of its own).
func TestRule602_2bTapManyRefusesWhatItDoesNotWorkOut(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Heritage Druid (sick), 3x Llanowar Elves (sick)", "cost", "{X}{G}{G}{G}", "card", "Chord of Calling", "x", "1")
	if r.Understood {
		t.Errorf("Chord of Calling: answered %q", r.Answer)
	}
	// Where mana alone pays, the "yes" stands (convoke only lowers what
	// is paid with mana): the Druid taps itself and two Llanowar Elves,
	// and the third taps for the {1}.
	r = ask(t, "judge pay", "board", "me: Heritage Druid, 3x Llanowar Elves", "cost", "{X}{G}{G}{G}", "card", "Chord of Calling", "x", "1")
	wantPayable(t, r, true)
	want := []string{"tap Llanowar Elves for {G}, activate Heritage Druid, tapping Heritage Druid and 2 × Llanowar Elves, for {G}{G}{G}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	const many = "me: Heritage Druid, Boreal Druid, Druid of the Cowl, Elvish Mystic, Fyndhorn Elves, Leaf Gilder, Llanowar Elves, Skyshroud Troopers, Wirewood Elf, Woodland Mystic, Greenweaver Druid, Fyndhorn Elder, Llanowar Dead"
	for _, r := range []*Ruling{ask(t, "judge mana", "board", many), pay(t, many, "{G}")} {
		if r.Understood {
			t.Errorf("answered %q", r.Answer)
			continue
		}
		if !strings.Contains(r.Answer, "more than the 64 choices the engine works out") {
			t.Errorf("refused %q", r.Answer)
		}
	}
}

// tapManyPiece is a permanent of the boards of
// TestRule602_2bTapManyAgainstEveryAssignment, as the test plays it: the
// mana each use of its own {T} ability makes, whether it is an untapped
// Elf, and for the permanent with the ability, how many Elves each
// activation taps.
type tapManyPiece struct {
	item, name string
	own        []Pool
	elf        bool
	taps       int
}

func tapManyPool(s string) Pool {
	p, _ := parseSymbols(s)
	return p
}

var tapManyAny = []Pool{tapManyPool("{W}"), tapManyPool("{U}"), tapManyPool("{B}"), tapManyPool("{R}"), tapManyPool("{G}")}

var tapManyPieces = []tapManyPiece{
	{item: "Forest", name: "Forest", own: []Pool{tapManyPool("{G}")}},
	{item: "Birds of Paradise", name: "Birds of Paradise", own: tapManyAny},
	{item: "Llanowar Elves", name: "Llanowar Elves", own: []Pool{tapManyPool("{G}")}, elf: true},
	{item: "Llanowar Elves", name: "Llanowar Elves", own: []Pool{tapManyPool("{G}")}, elf: true},
	{item: "Llanowar Elves (sick)", name: "Llanowar Elves", elf: true},
	{item: "Llanowar Elves (tapped)", name: "Llanowar Elves"},
	{item: "Elvish Mystic", name: "Elvish Mystic", own: []Pool{tapManyPool("{G}")}, elf: true},
	{item: "Fyndhorn Elder", name: "Fyndhorn Elder", own: []Pool{tapManyPool("{G}{G}")}, elf: true},
	{item: "Urborg Elf", name: "Urborg Elf", own: []Pool{tapManyPool("{B}"), tapManyPool("{G}"), tapManyPool("{U}")}, elf: true},
	{item: "Urborg Elf (sick)", name: "Urborg Elf", elf: true},
	{item: "Grizzly Bears", name: "Grizzly Bears"},
}

// tapManyPools are the pools of mana every assignment of the pieces
// makes: each is left untapped, tapped for one of its own uses, or, an
// untapped Elf, tapped for the ability's cost, whose activations then
// each tap taps of them (CR 602.2b, 302.6). An assignment with Elves left
// over tapped for the cost makes what the one with them untapped does.
// wantAssignments checks the mana and pay questions of a board against
// pools, the mana of every assignment of its sources worked out by brute
// force: the most mana in all and of each type, and whether a random cost
// of symbols can be paid. It returns the pay ruling, the cost, parsed
// too, and whether some assignment pays it.
func wantAssignments(t *testing.T, rng *rand.Rand, board string, pools map[Pool]bool, symbols []string) (*Ruling, string, ManaCost, bool) {
	t.Helper()
	most, byType := 0, Pool{}
	for m := range pools {
		most = max(most, m.Total())
		for c := range byType {
			byType[c] = max(byType[c], m[c])
		}
	}
	r := ask(t, "judge mana", "board", board)
	if !r.Understood {
		t.Fatalf("%s: not understood: %s", board, r.Answer)
	}
	if *r.MaxMana != most {
		t.Fatalf("%s: max_mana %d, every assignment says %d", board, *r.MaxMana, most)
	}
	for c := White; c <= Colorless; c++ {
		if r.MaxByType[c.Letter()] != byType[c] {
			t.Fatalf("%s: max_by_type %v, every assignment says %s", board, r.MaxByType, byType)
		}
	}
	cost := ""
	for k := 1 + rng.Intn(4); k > 0; k-- {
		cost += symbols[rng.Intn(len(symbols))]
	}
	c, err := ParseManaCost(cost)
	if err != nil {
		t.Fatal(err)
	}
	brute := false
	for m := range pools {
		brute = brute || canPay(m, c, 0)
	}
	r = pay(t, board, cost)
	if !r.Understood {
		t.Fatalf("%s, %s: not understood: %s", board, cost, r.Answer)
	}
	if *r.Payable != brute {
		t.Fatalf("%s, %s: payable %v, every assignment says %v (answer: %s)", board, cost, *r.Payable, brute, r.Answer)
	}
	return r, cost, c, brute
}

func tapManyPools(pieces []tapManyPiece, taps int, druid bool) map[Pool]bool {
	out := map[Pool]bool{}
	var walk func(i int, mana Pool, tapped int)
	walk = func(i int, mana Pool, tapped int) {
		if i == len(pieces) {
			if tapped%taps != 0 {
				return
			}
			k := tapped / taps
			if druid {
				mana[Green] += 3 * k
				out[mana] = true
				return
			}
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
			colors(k, mana)
			return
		}
		p := pieces[i]
		walk(i+1, mana, tapped)
		for _, o := range p.own {
			walk(i+1, mana.Add(o), tapped)
		}
		if p.elf {
			walk(i+1, mana, tapped+1)
		}
	}
	walk(0, Pool{}, 0)
	return out
}

// tapManyReplay checks that a payment uses permanents that are there,
// each once: for its own mana, or for the ability's cost, where the way
// names them or, where it does not, from those it leaves; and that its
// mana pays the cost.
func tapManyReplay(t *testing.T, board string, p Payment, pieces []tapManyPiece, holder string, taps int, c ManaCost) {
	t.Helper()
	used := make([]bool, len(pieces))
	var mana Pool
	activations := 0
	var named []string
	for _, s := range p.Sources {
		want := tapManyPool(s.Mana)
		for range s.Count {
			mana = mana.Add(want)
		}
		// A holder's mana of its own (Holdout Settlement's {C}) is
		// matched below like any permanent's.
		ownUse := !strings.Contains(s.Action, ", tapping ") && slices.ContainsFunc(pieces, func(q tapManyPiece) bool { return q.name == holder && slices.Contains(q.own, want) })
		if s.Card == holder && !ownUse && (strings.HasPrefix(s.Action, "activate "+holder) || strings.HasPrefix(s.Action, "tap "+holder)) {
			activations += s.Count
			if _, list, ok := strings.Cut(s.Action, ", tapping "); ok {
				i := strings.LastIndex(list, ", for ")
				list = list[:i]
				// A use that names the permanents of one activation
				// (Springleaf Drum's, read apart for each creature it
				// taps) names them for each time it is counted.
				times := s.Count
				for _, each := range []string{", three each time", ", two each time", ", one each time"} {
					if strings.HasSuffix(list, each) {
						list, times = strings.TrimSuffix(list, each), 1
					}
				}
				for _, part := range strings.Split(strings.ReplaceAll(list, " and ", ", "), ", ") {
					n := 1
					if a, b, ok := strings.Cut(part, " × "); ok {
						n, _ = strconv.Atoi(a)
						part = b
					}
					for range n * times {
						named = append(named, part)
					}
				}
			}
			continue
		}
		for k := 0; k < s.Count; k++ {
			found := false
			for i, q := range pieces {
				if used[i] || q.name != s.Card || !slices.Contains(q.own, want) {
					continue
				}
				used[i], found = true, true
				break
			}
			if !found {
				t.Fatalf("%s, %s: payment %q: no untapped %s makes %s", board, c, actionList(p), s.Card, s.Mana)
			}
		}
	}
	if len(named) > 0 && len(named) != taps*activations {
		t.Fatalf("%s, %s: payment %q names %d permanents for %d activations", board, c, actionList(p), len(named), activations)
	}
	for _, name := range named {
		found := false
		for i, q := range pieces {
			if !used[i] && q.elf && q.name == name {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Fatalf("%s, %s: payment %q taps %s for the ability, and no untapped Elf of that name is left", board, c, actionList(p), name)
		}
	}
	if len(named) == 0 {
		left := 0
		for i, q := range pieces {
			if !used[i] && q.elf {
				left++
			}
		}
		if left < taps*activations {
			t.Fatalf("%s, %s: payment %q activates it %d times, with %d Elves left", board, c, actionList(p), activations, left)
		}
	}
	if mana.String() != p.Mana {
		t.Errorf("%s, %s: payment says it makes %s, the sources make %s", board, c, p.Mana, mana)
	}
	if !canPay(mana, c, 0) {
		t.Errorf("%s, %s: payment %q makes %s, which does not pay the cost", board, c, actionList(p), mana)
	}
}

// CR 602.2b, 302.6, 605.1a: on generated boards of Heritage Druid or
// Birchlore Rangers (summoning sick or not) beside Elves that make mana
// of their own, summoning-sick Elves, a tapped Elf, a Grizzly Bears and
// other sources, /judge mana's most, in all and of each type, is the
// most of every assignment of each permanent to its own mana, to the
// ability's cost or to nothing; /judge pay says yes exactly where one of
// them pays, every way it lists replays on the board (each permanent
// used once, the Elves tapped for the ability among those it names), and
// no two ways are the same.
func TestRule602_2bTapManyAgainstEveryAssignment(t *testing.T) {
	rng := rand.New(rand.NewSource(6022))
	symbols := []string{"{G}", "{G}", "{U}", "{W}", "{B}", "{1}", "{2}", "{G/W}"}
	holders := []struct {
		item, name string
		taps       int
		druid      bool
	}{
		{"Heritage Druid", "Heritage Druid", 3, true},
		{"Heritage Druid (sick)", "Heritage Druid", 3, true},
		{"Birchlore Rangers", "Birchlore Rangers", 2, false},
		{"Birchlore Rangers (sick)", "Birchlore Rangers", 2, false},
	}
	n := 120
	if testing.Short() {
		n = 30
	}
	yes, no, split := 0, 0, 0
	for i := 0; i < n; i++ {
		h := holders[rng.Intn(len(holders))]
		pieces := []tapManyPiece{{item: h.item, name: h.name, elf: true, taps: h.taps}}
		for k := 2 + rng.Intn(4); k > 0; k-- {
			pieces = append(pieces, tapManyPieces[rng.Intn(len(tapManyPieces))])
		}
		items := make([]string, len(pieces))
		for j, p := range pieces {
			items[j] = p.item
		}
		board := "me: " + strings.Join(items, ", ")
		pools := tapManyPools(pieces, h.taps, h.druid)
		r, cost, c, brute := wantAssignments(t, rng, board, pools, symbols)
		if brute {
			yes++
		} else {
			no++
		}
		seen := map[string]bool{}
		for _, p := range r.Payments {
			if a := actionList(p); seen[a] {
				t.Errorf("%s, %s: way %q listed twice", board, cost, a)
			} else {
				seen[a] = true
			}
			if strings.Contains(actionList(p), ", tapping ") {
				split++
			}
			tapManyReplay(t, board, p, pieces, h.name, h.taps, c)
		}
	}
	t.Logf("%d payable, %d unpayable, %d ways naming the Elves", yes, no, split)
	if yes == 0 || no == 0 || split == 0 {
		t.Errorf("generated %d payable and %d unpayable costs, %d ways naming the Elves tapped; want each", yes, no, split)
	}
}
