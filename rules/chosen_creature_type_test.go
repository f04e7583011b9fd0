package rules

import (
	"strings"
	"testing"
)

// CR 205.3m: a permanent that chooses a creature type as it enters
// (Cavern of Souls, Unclaimed Territory) chooses one of the creature
// types; a card type such as artifact, or a land type such as Wastes, is
// not one (Cavern of Souls' rulings of 2018-12-07), so a board naming one
// is an input error, where it was taken as a type no spell has. A type
// written in any case is the creature type.
func TestCR205_3mChosenCreatureTypeIsACreatureType(t *testing.T) {
	for _, board := range []string{
		"me: Cavern of Souls (named Artifact)",
		"me: Cavern of Souls (named Creature)",
		"me: Cavern of Souls (named Wastes)",
		"me: Unclaimed Territory (named Forest)",
		"me: Island, Herald's Horn (named Artifact)",
	} {
		askErr(t, "judge pay", "board", board, "cost", "{W}", "card", "Pili-Pala")
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: Cavern of Souls (named scarecrow)", "cost", "{W}", "card", "Pili-Pala"), true)
	r := ask(t, "judge tap", "board", "me: Cavern of Souls (named assembly-worker)", "card", "Cavern of Souls")
	if r.Board != "me: Cavern of Souls (named Assembly-Worker)" {
		t.Errorf("board %q, want the type as the rules spell it", r.Board)
	}
}

// CR 613.1d, 205.3m: "Metallic Mimic is the chosen type in addition to
// its other types" adds, in layer 4, the creature type the board says was
// chosen as it entered: Elvish Archdruid counts a Mimic named Elf, not one
// named Goblin, and Adaptive Automaton alike; where the board does not
// say the type, it asks for it. Every board with Metallic Mimic was
// refused.
func TestCR613_1dMetallicMimicIsTheChosenCreatureType(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Elvish Archdruid, Metallic Mimic (named Elf)", 2},
		{"me: Elvish Archdruid, Metallic Mimic (named Goblin)", 1},
		{"me: Elvish Archdruid, Adaptive Automaton (named Elf)", 2},
		{"me: Forest, Metallic Mimic (named Elf)", 1},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.most {
			t.Errorf("%s: max mana %v, want %d (%s)", c.board, r.MaxMana, c.most, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Metallic Mimic (named Elf)")
	wantDraws(t, r, []string{"me"}, "me=3")
	r = ask(t, "judge mana", "board", "me: Forest, Metallic Mimic")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Metallic Mimic (named Elf)") {
		t.Errorf("answer %q: want it to ask for the type", r.Answer)
	}
}

// CR 614.1c, 122.6: "Each other creature you control of the chosen type
// enters with an additional +1/+1 counter on it" (Metallic Mimic) reads
// the type chosen: Llanowar Elves enters with one beside a Mimic named
// Elf, none beside one named Goblin; it was refused.
func TestCR614_1cMetallicMimicCounterForTheChosenType(t *testing.T) {
	r := ask(t, "judge enters", "card", "Llanowar Elves", "board", "me: Metallic Mimic (named Elf)")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 1 {
		t.Errorf("counters %v, want one +1/+1 (%s)", r.Counters, r.Answer)
	}
	r = ask(t, "judge enters", "card", "Llanowar Elves", "board", "me: Metallic Mimic (named Goblin)")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 0 {
		t.Errorf("counters %v, want none (%s)", r.Counters, r.Answer)
	}
	r = ask(t, "judge enters", "card", "Llanowar Elves", "board", "me: Metallic Mimic; opp: Forest")
	wantUnderstood(t, r, false)
}
