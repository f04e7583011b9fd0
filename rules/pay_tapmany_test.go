package rules

import (
	"slices"
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

// CR 602.2b, 601.2h, 702.51a: where an Elf the ability may tap can make
// mana of its own, which Elves are tapped for it and which for their own
// mana is a choice the engine does not work out, and the answer stops,
// saying so; so does a spell with convoke, where an Elf not tapped for
// Heritage Druid could pay for it (Chord of Calling with X = 1: three
// Elves make {G}{G}{G} and the fourth convokes its {1}).
func TestRule602_2bTapManyRefusesAnElfThatMakesManaOfItsOwn(t *testing.T) {
	for _, board := range []string{
		"me: Heritage Druid (sick), 2x Llanowar Elves (sick), Llanowar Elves",
		"me: Forest, Heritage Druid, 3x Llanowar Elves",
		"me: Birchlore Rangers (sick), Elvish Mystic",
	} {
		r := ask(t, "judge mana", "board", board)
		if r.Understood {
			t.Errorf("%s: answered %q", board, r.Answer)
			continue
		}
		if !strings.Contains(r.Answer, "can make mana of its own now") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge pay", "board", "me: Heritage Druid (sick), 3x Llanowar Elves (sick)", "cost", "{X}{G}{G}{G}", "card", "Chord of Calling", "x", "1")
	if r.Understood {
		t.Errorf("Chord of Calling: answered %q", r.Answer)
	}
}
