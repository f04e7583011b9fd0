package rules

import "testing"

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
