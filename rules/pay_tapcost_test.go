package rules

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// CR 605.1a, 602.2b, 302.6: Springleaf Drum's "{T}, Tap an untapped
// creature you control: Add one mana of any color." is a mana ability; the
// creature tapped for its cost may be summoning sick (the Drum's ruling:
// 302.6 stops only a creature's own {T} abilities), and, once tapped, it
// can't be tapped for its own mana. With an untapped Llanowar Elves the
// Forest and the Elves make {G}{G}, or the Drum taps the Elves for one
// mana of any color: {U} is payable, {U}{G}{G} is not.
func TestRule302_6SpringleafDrumTapsACreatureThatCantTapForItsOwnMana(t *testing.T) {
	wantMost(t, "me: Forest, Springleaf Drum, Llanowar Elves", 2, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 2})
	r := pay(t, "me: Forest, Springleaf Drum, Llanowar Elves", "{G}{U}")
	wantPayable(t, r, true)
	want := []string{"tap Forest for {G}, tap Springleaf Drum, tapping Llanowar Elves, for {U}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	if ev := r.Payments[0].Events; !slices.Contains(ev, "you tap Llanowar Elves") {
		t.Errorf("events %q", ev)
	}
	wantRules(t, r, "605.1a", "602.2b", "302.6")
	wantPayable(t, pay(t, "me: Forest, Springleaf Drum, Llanowar Elves", "{G}{G}{U}"), false)
	wantPayable(t, pay(t, "me: Forest, Springleaf Drum, Llanowar Elves", "{U}{U}"), false)
	// The Elves tapped for {G} or for the Drum: two ways, the second
	// tapping the Drum too.
	r = pay(t, "me: Springleaf Drum, Llanowar Elves", "{1}")
	want = []string{"tap Llanowar Elves for {G}", "tap Springleaf Drum, tapping Llanowar Elves, for {W}, {U}, {B}, {R} or {G}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Errorf("ways %q, want %q", got, want)
	}

	// A summoning-sick Elves can't tap for {G}, but can be tapped for the
	// Drum.
	wantMost(t, "me: Forest, Springleaf Drum, Llanowar Elves (sick)", 2, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 2})
	// A tapped creature can't be tapped for the cost; with none untapped
	// the Drum makes nothing.
	wantMost(t, "me: Forest, Springleaf Drum, Llanowar Elves (tapped)", 1, map[string]int{"G": 1})
	// Two Drums, two creatures: each Drum taps one.
	wantMost(t, "me: 2x Springleaf Drum, Llanowar Elves, Llanowar Elves (sick)", 2, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 2})
	// Gaea's Cradle counts creatures, tapped or not (CR 106.4 does not
	// enter: the Cradle reads the creatures, not their being untapped).
	wantMost(t, "me: Gaea's Cradle, Springleaf Drum, Llanowar Elves (sick)", 2, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 2})
}

// CR 605.1a, 302.6: Seton, Krosan Protector's "Tap an untapped Druid you
// control: Add {G}." has no {T}: it can be activated once for each
// untapped Druid, Seton itself (a Centaur Druid) among them, summoning
// sick or not; a Druid tapped for it makes no mana of its own.
func TestRule605_1aSetonTapsEachDruidOnce(t *testing.T) {
	wantMost(t, "me: Seton, Krosan Protector, Llanowar Elves", 2, map[string]int{"G": 2})
	wantMost(t, "me: Seton, Krosan Protector, Fyndhorn Elder", 3, map[string]int{"G": 3})
	wantMost(t, "me: Seton, Krosan Protector (sick), Llanowar Elves (sick), Gaea's Cradle", 4, map[string]int{"G": 4})
	// Urza, Lord High Artificer's "Tap an untapped artifact you control:
	// Add {U}.": Sol Ring makes {C}{C} or Urza's {U}.
	wantMost(t, "me: Urza, Lord High Artificer, Sol Ring", 2, map[string]int{"U": 1, "C": 2})
	// Grizzly Bears is no Druid.
	wantMost(t, "me: Seton, Krosan Protector, Grizzly Bears", 1, map[string]int{"G": 1})
	r := pay(t, "me: Seton, Krosan Protector (sick), Llanowar Elves (sick)", "{G}{G}")
	wantPayable(t, r, true)
	want := []string{"activate Seton, Krosan Protector, tapping itself, for {G}, activate Seton, Krosan Protector, tapping Llanowar Elves, for {G}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	wantPayable(t, pay(t, "me: Seton, Krosan Protector (sick), Llanowar Elves (sick)", "{G}{G}{G}"), false)
}

// Where the model is not exact, the answer stops (CR 602.2b): Earthcraft
// taps creatures too, so a creature tapped for it can't also pay the
// Drum's cost (where the Drum made mana beside it); Seton beside a Drum;
// a land that can be made a creature first; a Loam Dryad that another
// could tap.
func TestRule602_2bTapCostManaRefusesWhatItDoesNotOrder(t *testing.T) {
	for _, board := range []string{
		"me: Forest, Springleaf Drum, Earthcraft, Llanowar Elves (sick)",
		"me: Springleaf Drum, Seton, Krosan Protector, Llanowar Elves",
		"me: Holdout Settlement, Earthcraft, Llanowar Elves (sick), Forest",
		// Mishra's Factory made a creature first could be tapped for
		// the Drum (CR 601.2g).
		"me: Springleaf Drum, Mishra's Factory, Forest",
		"me: 2x Loam Dryad, Llanowar Elves",
	} {
		r := ask(t, "judge mana", "board", board)
		if r.Understood {
			t.Errorf("%s: answered %q", board, r.Answer)
		}
	}
}

// tapCostPiece is a permanent of the boards of
// TestRule605_1aTapCostManaAgainstEveryOrder, as the test plays it.
type tapCostPiece struct {
	item                     string
	creature, druid, sick    bool
	green, colorless         int
	perCreature, drum, seton bool
}

var tapCostPieces = []tapCostPiece{
	{item: "Forest", green: 1},
	{item: "Sol Ring", colorless: 2},
	{item: "Gaea's Cradle", perCreature: true},
	{item: "Llanowar Elves", creature: true, druid: true, green: 1},
	{item: "Llanowar Elves (sick)", creature: true, druid: true, sick: true, green: 1},
	{item: "Fyndhorn Elder", creature: true, druid: true, green: 2},
	{item: "Grizzly Bears", creature: true},
	{item: "Grizzly Bears (sick)", creature: true, sick: true},
	{item: "Springleaf Drum", drum: true},
	// Summoning sickness doesn't stop a noncreature's {T} (CR 302.6); a
	// tapped Drum makes nothing.
	{item: "Springleaf Drum (sick)", drum: true},
	{item: "Springleaf Drum (tapped)"},
	{item: "Seton, Krosan Protector", creature: true, druid: true, seton: true},
}

// mostByTapping is the most mana, {G}, {C} and {U} any order of tapping
// the pieces for mana, and of activating the Drums' and Seton's
// abilities, each tapping another untapped creature or Druid, leaves in
// the pool (CR 605.1a, 602.2b, 302.6).
func mostByTapping(pieces []tapCostPiece) (total, green, colorless, blue int) {
	creatures := 0
	for _, p := range pieces {
		if p.creature {
			creatures++
		}
	}
	type state struct {
		tapped     uint16
		g, c, u, o int
	}
	seen := map[state]bool{}
	var walk func(s state)
	walk = func(s state) {
		if seen[s] {
			return
		}
		seen[s] = true
		total = max(total, s.g+s.c+s.u+s.o)
		green, colorless, blue = max(green, s.g), max(colorless, s.c), max(blue, s.u)
		for i, p := range pieces {
			free := func(j int) bool { return s.tapped&(1<<j) == 0 }
			if p.seton {
				for x, px := range pieces {
					if free(x) && px.druid {
						walk(state{s.tapped | 1<<x, s.g + 1, s.c, s.u, s.o})
					}
				}
			}
			if !free(i) {
				continue
			}
			if p.drum {
				for x, px := range pieces {
					if x != i && free(x) && px.creature {
						t := s.tapped | 1<<i | 1<<x
						walk(state{t, s.g + 1, s.c, s.u, s.o})
						walk(state{t, s.g, s.c, s.u + 1, s.o})
						walk(state{t, s.g, s.c, s.u, s.o + 1})
					}
				}
				continue
			}
			if p.sick {
				continue
			}
			g := p.green
			if p.perCreature {
				g += creatures
			}
			if g+p.colorless > 0 {
				walk(state{s.tapped | 1<<i, s.g + g, s.c + p.colorless, s.u, s.o})
			}
		}
	}
	walk(state{})
	return total, green, colorless, blue
}

// CR 605.1a, 602.2b, 302.6: on generated boards of mana sources, summoning
// sick creatures, Springleaf Drums (tapped, untapped, summoning sick) and Seton, Krosan Protector, the most
// mana /judge mana gives, in all and of {G}, {C} and {U}, is the most any
// order of activating their mana abilities leaves in the pool. Boards the
// engine does not order (a Drum beside Seton) are refused.
func TestRule605_1aTapCostManaAgainstEveryOrder(t *testing.T) {
	rng := rand.New(rand.NewSource(605))
	asked := 0
	for i := 0; i < 400 && asked < 120; i++ {
		n := 2 + rng.Intn(4)
		var pieces []tapCostPiece
		var items []string
		costs := 0
		for k := 0; k < n; k++ {
			p := tapCostPieces[rng.Intn(len(tapCostPieces))]
			if (p.perCreature || p.seton) && slices.Contains(items, p.item) {
				// Legendary (CR 704.5j).
				continue
			}
			if p.drum || p.seton {
				costs++
			}
			pieces = append(pieces, p)
			items = append(items, p.item)
		}
		if costs == 0 {
			continue
		}
		board := "me: " + strings.Join(items, ", ")
		r := ask(t, "judge mana", "board", board)
		if !r.Understood {
			if !strings.Contains(r.Answer, "which taps untapped permanents too") {
				t.Errorf("%s: %s", board, r.Answer)
			}
			continue
		}
		asked++
		total, green, colorless, blue := mostByTapping(pieces)
		if r.MaxMana == nil || *r.MaxMana != total || r.MaxByType["G"] != green || r.MaxByType["C"] != colorless || r.MaxByType["U"] != blue {
			got := -1
			if r.MaxMana != nil {
				got = *r.MaxMana
			}
			t.Errorf("%s: most %d (G %d, C %d, U %d), want %d (G %d, C %d, U %d)", board, got, r.MaxByType["G"], r.MaxByType["C"], r.MaxByType["U"], total, green, colorless, blue)
		}
	}
	if asked < 40 {
		t.Errorf("only %d boards answered", asked)
	}
}

// CR 601.2g, 106.4: an ability that costs mana and may be activated
// before paying, and whose card it exiles may be played for free ("{N}:
// Shuffle your library, then exile the top card. …"), stops the answer
// where its cost can be paid; the mana of an ability that taps another
// permanent for its cost counts towards it (Urza's {U} for each
// Ornithopter pays Urza's own {5}). Four Ornithopters make only four.
func TestRule601_2gTapCostManaPaysAnAbilityActivatedBeforePaying(t *testing.T) {
	const exiler = "[Exiler: Enchantment \u2014 {%s}: Shuffle your library, then exile the top card. Until end of turn, you may play that card without paying its mana cost.]"
	for _, board := range []string{
		"me: Urza, Lord High Artificer, 5x Ornithopter",
		"me: Urza, Lord High Artificer, 4x Ornithopter, Forest",
		"me: Urza, Lord High Artificer, 3x Ornithopter, Sol Ring",
		"me: Urza, Lord High Artificer, 2x Ornithopter, 3x Island",
		"me: Springleaf Drum, Grizzly Bears (sick), " + strings.Replace(exiler, "%s", "1", 1),
		"me: Seton, Krosan Protector (sick), Llanowar Elves (sick), 4x Island, " + strings.Replace(exiler, "%s", "5", 1),
	} {
		r := ask(t, "judge mana", "board", board)
		if r.Understood {
			t.Errorf("%s: answered %q", board, r.Answer)
			continue
		}
		if !strings.Contains(r.Answer, "can be activated first") || !strings.Contains(r.Answer, "601.2g, 106.4") {
			t.Errorf("%s: refused %q", board, r.Answer)
		}
	}
	r := pay(t, "me: Urza, Lord High Artificer, 5x Ornithopter", "{6}")
	if r.Understood {
		t.Errorf("pay {6}: answered %q", r.Answer)
	}
	// Its {5} can't be paid: four {U}.
	wantMost(t, "me: Urza, Lord High Artificer, 4x Ornithopter", 4, map[string]int{"U": 4})
	wantMost(t, "me: Springleaf Drum, Grizzly Bears (sick), "+strings.Replace(exiler, "%s", "2", 1), 1, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 1})
}

// CR 601.2g, 605.1a: Mutavault may first be made a creature, which
// Springleaf Drum's cost may then tap; the summoning-sick Grizzly Bears,
// which makes no mana of its own, is tapped for the Drum instead, so
// making Mutavault a creature first only costs {1}: the most is the Drum's
// one mana and Mutavault's {C}, and {3} can't be paid.
func TestRule601_2gTapCostManaBesideALandMadeACreatureFirst(t *testing.T) {
	const board = "me: Springleaf Drum, Grizzly Bears (sick), Mutavault"
	wantMost(t, board, 2, map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 1, "C": 1})
	wantPayable(t, pay(t, board, "{3}"), false)
	wantPayable(t, pay(t, board, "{2}"), true)
}

// CR 605.1a, 302.6: a summoning-sick Llanowar Elves can't make mana of its
// own, but can be tapped for Springleaf Drum's cost; an Ornithopter makes
// no mana, but can be tapped for Urza, Lord High Artificer's. The steps
// say so, and don't call them permanents that can make mana now.
func TestRule605_1aTapCostManaStepsSayWhatIsTappedForTheCost(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: Springleaf Drum, Llanowar Elves (sick)", "The permanents you control that can be tapped for Springleaf Drum's cost: Llanowar Elves;"},
		{"me: Urza, Lord High Artificer, 4x Ornithopter", "The permanents you control that can be tapped for Urza, Lord High Artificer's cost: 4 × Ornithopter;"},
		{"me: Forest, Springleaf Drum, Grizzly Bears (sick)", "The permanents you control that can make mana now: Forest; and those that can be tapped for Springleaf Drum's cost: Grizzly Bears;"},
		{"me: Forest, Springleaf Drum, Llanowar Elves", "The permanents you control that can make mana now: Forest, Llanowar Elves;"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		if !r.Understood {
			t.Errorf("%s: refused %q", c.board, r.Answer)
			continue
		}
		found := false
		for _, s := range r.Steps {
			found = found || strings.HasPrefix(s.Text, c.want)
			if strings.HasPrefix(s.Text, "The permanents") && strings.Contains(s.Text, "Ornithopter") && strings.Contains(s.Text, "can make mana now") {
				t.Errorf("%s: step %q", c.board, s.Text)
			}
		}
		if !found {
			t.Errorf("%s: no step %q in %v", c.board, c.want, r.Steps)
		}
	}
}

// CR 602.2b, 302.6: a tapped Springleaf Drum can't be activated, and
// reads no tapped permanent: the other Drum taps the Grizzly Bears for one
// mana. Summoning sickness doesn't stop a noncreature Drum's {T}: two
// Drums, one that came this turn, tap two creatures for two. Seton, Krosan
// Protector's cost may tap Seton itself: its refusal beside a Drum says
// "an untapped Druid".
func TestRule602_2bTapCostManaBesideTappedAndNewDrums(t *testing.T) {
	any1 := map[string]int{"W": 1, "U": 1, "B": 1, "R": 1, "G": 1}
	wantMost(t, "me: Springleaf Drum (tapped), Springleaf Drum, Grizzly Bears", 1, any1)
	wantMost(t, "me: Springleaf Drum (sick), Springleaf Drum, Grizzly Bears, Runeclaw Bear", 2, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 2})
	r := ask(t, "judge mana", "board", "me: Seton, Krosan Protector, Springleaf Drum, Llanowar Elves")
	if r.Understood || !strings.Contains(r.Answer, "\u201d taps an untapped Druid for its cost") {
		t.Errorf("answered %q", r.Answer)
	}
}

// CR 602.2b, 605.1a: where at least as many of the creatures Springleaf
// Drum may tap make no mana of their own as there are Drums, each Drum
// taps one of those, and the others are tapped for their own mana: a
// Drum, a Llanowar Elves and a Grizzly Bears make two mana, one of any
// color and the Elves' {G}. Tapping the Elves for the Drum instead makes
// no more. Where the Elves alone could be tapped, or two Drums want the
// Bears, the ways tap creatures that make mana of their own too
// (TestRule602_2bSpringleafDrumTapsCreaturesThatMakeManaOfTheirOwn).
func TestRule602_2bSpringleafDrumTapsTheCreatureThatMakesNoMana(t *testing.T) {
	any1 := map[string]int{"W": 1, "U": 1, "B": 1, "R": 1}
	with := func(m map[string]int, k string, n int) map[string]int {
		out := map[string]int{k: n}
		for a, b := range m {
			if a != k {
				out[a] = b
			}
		}
		return out
	}
	wantMost(t, "me: Springleaf Drum, Llanowar Elves, Grizzly Bears", 2, with(any1, "G", 2))
	wantMost(t, "me: Springleaf Drum, Llanowar Elves, Llanowar Elves (sick)", 2, with(any1, "G", 2))
	wantMost(t, "me: Springleaf Drum, Llanowar Elves, Grizzly Bears, Gaea's Cradle", 4, with(any1, "G", 4))
	wantMost(t, "me: Springleaf Drum, Llanowar Elves, Grizzly Bears, Mana Reflection", 4, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 4})
	wantPayable(t, pay(t, "me: Springleaf Drum, Llanowar Elves, Grizzly Bears", "{U}{G}"), true)
	wantPayable(t, pay(t, "me: Springleaf Drum, Llanowar Elves, Grizzly Bears", "{U}{U}"), false)
	wantMost(t, "me: Springleaf Drum, Llanowar Elves, Fyndhorn Elder", 3, with(any1, "G", 3))
	wantMost(t, "me: Springleaf Drum (sick), Springleaf Drum, Llanowar Elves, Fyndhorn Elder, Grizzly Bears", 4, map[string]int{"W": 2, "U": 2, "B": 2, "R": 2, "G": 4})
}
