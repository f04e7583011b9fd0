package rules

import (
	"strings"
	"testing"
)

// The subject of a static ability may be narrowed to the permanents with
// a counter on them: "with a counter on it" (any kind), "with a +1/+1
// counter on it", "with one or more time counters on them".
func TestRule613_1fSubjectWithCountersParsed(t *testing.T) {
	cases := []struct {
		text, counter, control string
		other                  bool
	}{
		{"Each creature you control with a counter on it", anyCounter, "you", false},
		{"Each creature you control with a +1/+1 counter on it", "+1/+1", "you", false},
		{"Each other creature you control with a +1/+1 counter on it", "+1/+1", "you", true},
		{"Each permanent with a divinity counter on it", "divinity", "", false},
		{"Creatures you control with +1/+1 counters on them", "+1/+1", "you", false},
		{"Creatures with one or more time counters on them", "time", "", false},
	}
	for _, c := range cases {
		sub, ok := parseSubject(c.text)
		if !ok {
			t.Errorf("%q not read", c.text)
			continue
		}
		if sub.Counter != c.counter || sub.Control != c.control || sub.Other != c.other {
			t.Errorf("%q: counter %q control %q other %v, want %q %q %v", c.text, sub.Counter, sub.Control, sub.Other, c.counter, c.control, c.other)
		}
	}
	for _, bad := range []string{"Each creature you control with a counter", "Each creature with counters on it and flying"} {
		if _, ok := parseSubject(bad); ok {
			t.Errorf("%q read as a subject", bad)
		}
	}
}

// CR 613.1f: Rishkar, Peema Renegade gives "{T}: Add {G}." to each
// creature its controller controls with a counter on it, and its ruling
// of 2017-02-09 says any kind of counter counts. Grizzly Bears with a
// charge counter makes {G}; without a counter, or an opponent's, it makes
// nothing.
func TestRule613_1fRishkarGivesManaToCreaturesWithAnyCounter(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Rishkar, Peema Renegade, Grizzly Bears (1 charge)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 || r.MaxByType["G"] != 2 {
		t.Fatalf("max %v %v, want 2 {G} (%s)", r.MaxMana, r.MaxByType, r.Answer)
	}
	wantRules(t, r, "613.1f")
	wantRuling(t, r, "Rishkar, Peema Renegade", "2017-02-09")
	for _, board := range []string{
		"me: Forest, Rishkar, Peema Renegade, Grizzly Bears",
		"me: Forest, Rishkar, Peema Renegade; opp: Grizzly Bears (1 charge)",
	} {
		r = ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 {
			t.Errorf("%s: max %v, want 1 (%s)", board, r.MaxMana, r.Answer)
		}
	}
	r = pay(t, "me: Rishkar, Peema Renegade (1 +1/+1), Grizzly Bears (2 +1/+1)", "{G}{G}")
	wantPayable(t, r, true)
	r = pay(t, "me: Rishkar, Peema Renegade (1 +1/+1), Grizzly Bears (2 +1/+1)", "{G}{G}{G}")
	wantPayable(t, r, false)
}

// Jiang Yanggu, Wildcrafter gives "{T}: Add one mana of any color." only
// to creatures with a +1/+1 counter: a -1/-1 counter does not count. In
// the upkeep no loyalty ability can be activated first (CR 606.3).
func TestRule613_1fJiangYangguNeedsAPlusOneCounter(t *testing.T) {
	r := ask(t, "judge mana", "board", "step: upkeep; me: Jiang Yanggu, Wildcrafter (3 loyalty), Grizzly Bears (1 +1/+1), Hill Giant (1 -1/-1)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 || r.MaxByType["U"] != 1 || r.MaxByType["G"] != 1 {
		t.Fatalf("max %v %v, want 1 of any color (%s)", r.MaxMana, r.MaxByType, r.Answer)
	}
	r = pay(t, "step: upkeep; me: Jiang Yanggu, Wildcrafter (3 loyalty), Grizzly Bears (1 +1/+1), Llanowar Elves (2 +1/+1)", "{U}{B}")
	wantPayable(t, r, true)
}

// CR 302.6: an ability with {T} given to a creature is still one its
// controller can activate only if they have controlled the creature
// continuously since their most recent turn began, or it has haste
// (702.10c); Exava, Rakdos Blood Witch gives haste to the other creatures
// with a +1/+1 counter on them.
func TestRule302_6CounterGrantedTapAbilityAndHaste(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Rishkar, Peema Renegade, Grizzly Bears (sick, 1 +1/+1)", "card", "Grizzly Bears")
	wantLegal(t, r, false)
	wantRules(t, r, "302.6")
	r = ask(t, "judge activate", "board", "me: Rishkar, Peema Renegade, Grizzly Bears (sick, haste, 1 +1/+1)", "card", "Grizzly Bears")
	wantLegal(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge activate", "board", "me: Rishkar, Peema Renegade, Exava, Rakdos Blood Witch, Grizzly Bears (sick, 1 +1/+1)", "card", "Grizzly Bears")
	wantLegal(t, r, true)
	wantRules(t, r, "702.10c")
	r = ask(t, "judge mana", "board", "me: Exava, Rakdos Blood Witch, Llanowar Elves (sick, 1 +1/+1), Fyndhorn Elves (sick)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("max %v, want 1: the Llanowar Elves have haste, the Fyndhorn Elves none (%s)", r.MaxMana, r.Answer)
	}
}

// CR 601.2g, 605.3a: whether a creature has the counters the grant reads
// may change while its controller makes mana. Wall of Roots puts a -0/-1
// counter on itself for mana, and then has Rishkar's ability; Jiang
// Yanggu's loyalty ability may put a +1/+1 counter on Llanowar Elves
// before the cost is paid. The engine says it can't rule rather than
// answer for the board as it stands.
func TestRule601_2gCountersThatChangeWhileMakingManaRefused(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Rishkar, Peema Renegade, Wall of Roots")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Wall of Roots") || !strings.Contains(r.Answer, "-0/-1 counter") {
		t.Errorf("answer %q does not name Wall of Roots' counter", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Jiang Yanggu, Wildcrafter (3 loyalty), Llanowar Elves")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Llanowar Elves") || !strings.Contains(r.Answer, "[−1]") {
		t.Errorf("answer %q does not name the loyalty ability and the Elves", r.Answer)
	}
	// With no creature it could newly give the ability to, it changes
	// nothing.
	r = ask(t, "judge mana", "board", "me: Forest, Jiang Yanggu, Wildcrafter (3 loyalty), Grizzly Bears (1 +1/+1)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("max %v, want 2 (%s)", r.MaxMana, r.Answer)
	}
}

// Rishkar's enters trigger bears on no question about the board, where
// it has already entered: beside a Forest, /judge mana answers the
// Forest's mana, and upkeep beside an Orrery its draws.
func TestRule603_6aRishkarEntersTriggerBearsOnNothing(t *testing.T) {
	wantOneManaBesideForest(t, "Rishkar, Peema Renegade")
	wantOneManaBesideForest(t, "Jiang Yanggu, Wildcrafter")
	r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Rishkar, Peema Renegade")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
}
