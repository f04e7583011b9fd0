package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

func wantInt(t *testing.T, name string, got *int, want int) {
	t.Helper()
	if got == nil || *got != want {
		t.Errorf("%s = %v, want %d", name, got, want)
	}
}

// CR 107.3m and the Hangarback Walker ruling of 2015-06-22: X is 2, so
// {X}{X} is 4 on the stack and it enters with two counters.
func TestRulingHangarbackWalker20150622(t *testing.T) {
	r := ask(t, "judge enters", "card", "Hangarback Walker", "x", "2")
	wantInt(t, "etb_x", r.EtbX, 2)
	wantInt(t, "permanent_x", r.PermanentX, 0)
	wantInt(t, "mana_value", r.ManaValue, 0)
	wantInt(t, "mana_value_on_stack", r.ManaValueOnStack, 4)
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("counters %v", r.Counters)
	}
	wantRules(t, r, "107.3m")
	wantRuling(t, r, "Hangarback Walker", "2015-06-22")
}

// CR 107.3m: Chalice of the Void with X = 1.
func TestRule107_3mChalice(t *testing.T) {
	r := ask(t, "judge enters", "card", "Chalice of the Void", "x", "1")
	wantInt(t, "etb_x", r.EtbX, 1)
	wantInt(t, "mana_value_on_stack", r.ManaValueOnStack, 2)
	if r.Counters["charge"] != 1 {
		t.Errorf("counters %v", r.Counters)
	}
}

// CR 107.3m: only a spell that was cast had an X chosen.
func TestRule107_3mNotCast(t *testing.T) {
	r := ask(t, "judge enters", "card", "Endless One", "x", "3", "cast", "false")
	wantInt(t, "etb_x", r.EtbX, 0)
	wantInt(t, "mana_value_on_stack", r.ManaValueOnStack, 0)
	if r.Counters["+1/+1"] != 0 {
		t.Errorf("counters %v", r.Counters)
	}
	// No spell became the permanent, and it was never on the stack: the
	// ruling says neither.
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "spell that became") || strings.Contains(s.Text, "on the stack X is") {
			t.Errorf("a permanent not cast: step %q", s.Text)
		}
	}
	if strings.Contains(r.Answer, "on the stack") {
		t.Errorf("a permanent not cast: answer %q", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Stonecoil Serpent", "x", "5")
	wantInt(t, "etb_x", r.EtbX, 5)
	wantInt(t, "mana_value_on_stack", r.ManaValueOnStack, 5)
}

// Unbound Flourishing ruling 2019-06-14: X doubles; two of them, four times.
func TestRulingUnboundFlourishing20190614(t *testing.T) {
	r := ask(t, "judge enters", "card", "Walking Ballista", "x", "3", "board", "me: Unbound Flourishing")
	wantInt(t, "etb_x", r.EtbX, 6)
	if r.Counters["+1/+1"] != 6 {
		t.Errorf("counters %v", r.Counters)
	}
	r = ask(t, "judge enters", "card", "Walking Ballista", "x", "3", "board", "me: 2x Unbound Flourishing")
	wantInt(t, "etb_x", r.EtbX, 12)
	wantRuling(t, r, "Unbound Flourishing", "2019-06-14")
	// An opponent's Unbound Flourishing does nothing for my spell.
	r = ask(t, "judge enters", "card", "Walking Ballista", "x", "3", "board", "opp: Unbound Flourishing")
	wantInt(t, "etb_x", r.EtbX, 3)
}

// Fixed counters and cards without X.
func TestEntersFixedCounters(t *testing.T) {
	r := ask(t, "judge enters", "card", "Gemstone Mine", "x", "0")
	if r.Counters["mining"] != 3 {
		t.Errorf("counters %v", r.Counters)
	}
	r = ask(t, "judge enters", "card", "Ghirapur Orrery", "x", "0")
	wantInt(t, "mana_value", r.ManaValue, 4)
	wantInt(t, "mana_value_on_stack", r.ManaValueOnStack, 4)
	e := askErr(t, "judge enters", "card", "Hangarbak Walker", "x", "1")
	if len(e.Suggestions) == 0 || e.Suggestions[0] != "Hangarback Walker" {
		t.Errorf("suggestions %v", e.Suggestions)
	}
	askErr(t, "judge enters", "card", "Hangarback Walker", "x", "-1")
}

// CR 603.3, 107.3m: Hydroid Krasis' "When you cast this spell, you gain
// half X life and draw half X cards" resolves before the spell and changes
// neither X nor the counters it enters with: the enters question answers.
func TestRule107_3mHydroidKrasisCastTriggerChangesNoX(t *testing.T) {
	r := ask(t, "judge enters", "card", "Hydroid Krasis", "x", "4")
	wantUnderstood(t, r, true)
	if r.EtbX == nil || *r.EtbX != 4 || r.Counters["+1/+1"] != 4 || r.ManaValue == nil || *r.ManaValue != 2 || r.ManaValueOnStack == nil || *r.ManaValueOnStack != 6 {
		t.Errorf("etb_x %v counters %v mana value %v on stack %v", r.EtbX, r.Counters, r.ManaValue, r.ManaValueOnStack)
	}
	// A cast trigger that puts a permanent onto the battlefield may put
	// one that changes the counters (Genesis Hydra): still refused.
	r = ask(t, "judge enters", "card", "Genesis Hydra", "x", "3")
	wantUnderstood(t, r, false)
}

// CR 202.3b, 712.8e, 712.8c, 710.2: the back face of a transforming
// double-faced card has its front face's mana value (Insectile
// Aberration's is 1, Nicol Bolas, the Arisen's 4), and it is not cast on
// its own: a double-faced card is cast front face up. A flip card enters
// unflipped. A melded permanent's mana value is its two front faces'
// total, which the card data does not pair. A land back face (Azcanta,
// the Sunken Ruin) is not played from a hand either, where the card has
// only its front face's characteristics (712.8a); put onto the
// battlefield, it enters.
func TestRule202_3bBackFaceManaValue(t *testing.T) {
	r := ask(t, "judge enters", "card", "Azcanta, the Sunken Ruin")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "can't be played as a land") {
		t.Errorf("Azcanta, the Sunken Ruin: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Azcanta, the Sunken Ruin", "cast", "false"), true)
	for _, c := range []struct {
		card string
		mv   int
	}{{"Insectile Aberration", 1}, {"Nicol Bolas, the Arisen", 4}} {
		r := ask(t, "judge enters", "card", c.card, "x", "0", "cast", "false")
		wantUnderstood(t, r, true)
		if r.ManaValue == nil || *r.ManaValue != c.mv {
			t.Errorf("%s: %s", c.card, r.Answer)
		}
	}
	for _, c := range []struct{ card, cast string }{
		{"Insectile Aberration", "true"},
		{"Dokai, Weaver of Life", "false"},
		{"Chittering Host", "false"},
	} {
		if r := ask(t, "judge enters", "card", c.card, "x", "0", "cast", c.cast); r.Understood {
			t.Errorf("%s cast:%s: %s", c.card, c.cast, r.Answer)
		}
	}
}

// CR 107.3m, 614.1c and Apocalypse Hydra's rulings of 2009-02-01: it
// enters with X +1/+1 counters, and X more where X is 5 or more, the X
// chosen for it: four with X 4, ten with X 5, none put onto the
// battlefield without being cast. Hardened Scales adds one to the one
// replacement. A Hydra written X=5 has the ten it entered with.
func TestRule107_3mApocalypseHydraEntersWithMoreForALargeX(t *testing.T) {
	for _, c := range []struct {
		x, cast, board string
		want           int
	}{
		{"4", "true", "", 4},
		{"5", "true", "", 10},
		{"6", "true", "", 12},
		{"5", "false", "", 0},
		{"5", "true", "me: Hardened Scales", 11},
	} {
		opts := []string{"card", "Apocalypse Hydra", "x", c.x, "cast", c.cast}
		if c.board != "" {
			opts = append(opts, "board", c.board)
		}
		r := ask(t, "judge enters", opts...)
		wantUnderstood(t, r, true)
		if r.Counters["+1/+1"] != c.want {
			t.Errorf("X %s, cast %s, board %q: counters %v, want %d +1/+1", c.x, c.cast, c.board, r.Counters, c.want)
		}
		if c.cast == "true" {
			wantRuling(t, r, "Apocalypse Hydra", "2009-02-01")
		}
	}
	card, ok := catalog.Current().Lookup("Apocalypse Hydra")
	if !ok {
		t.Fatal("Apocalypse Hydra not in the catalog")
	}
	for x, want := range map[int]int{4: 4, 5: 10} {
		got, _ := withXCounters(card, x, nil, nil)
		if len(got) != 1 || got[0] != (Counter{Kind: "+1/+1", N: want}) {
			t.Errorf("Apocalypse Hydra (X=%d): counters %v, want %d +1/+1", x, got, want)
		}
	}
}

// CR 704.5q: a permanent that enters with +1/+1 and -1/-1 counters keeps
// them as it enters, which the counters say; then, before any player gets
// priority, as many of each as it has of the fewer are removed, which a
// step says (Grim Poppet beside a Metallic Mimic naming Scarecrow: three
// -1/-1 and one +1/+1, then two -1/-1).
func TestRule704_5qCountersOfBothKindsAnnihilateAfterEntering(t *testing.T) {
	r := ask(t, "judge enters", "card", "Grim Poppet", "board", "me: Metallic Mimic (named Scarecrow)")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 1 || r.Counters["-1/-1"] != 3 {
		t.Errorf("counters %v, want 1 +1/+1 and 3 -1/-1 as it enters", r.Counters)
	}
	wantRules(t, r, "704.5q")
	if !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "leaving 2 -1/-1 counters") }) {
		t.Errorf("steps %v: want the pairs removed, leaving 2 -1/-1 counters", r.Steps)
	}
	r = ask(t, "judge enters", "card", "Grim Poppet")
	wantUnderstood(t, r, true)
	for _, rule := range r.Rules {
		if rule == "704.5q" {
			t.Errorf("Grim Poppet alone cites 704.5q: %v", r.Rules)
		}
	}
}
