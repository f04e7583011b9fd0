package rules

import (
	"strings"
	"testing"
)

// CR 704.5g: "If a creature has toughness greater than 0, it has damage
// marked on it, and the total damage marked on it is greater than or
// equal to its toughness, that creature has been dealt lethal damage and
// is destroyed." Damage marked is written "N damage", and is no counter
// (120.6): a 1/1 Llanowar Elves with 1 damage is destroyed before anyone
// can tap it; with a +1/+1 counter it is 2/2 and stays.
func TestRule704_5gLethalDamage(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves (1 damage)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	if r.Legal == nil || *r.Legal {
		t.Fatalf("legal %v, want false: %s", r.Legal, r.Answer)
	}
	firstStepsCite(t, r, "704.5g")
	if !rulingSays(r, "lethal damage") || !headlineFits(r.Answer) {
		t.Errorf("answer %q: want the lethal damage named", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (1 +1/+1, 1 damage)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	// A Forest that Living Lands makes a 1/1 creature is destroyed too;
	// a Forest that is no creature keeps its damage and stays.
	r = ask(t, "judge tap", "board", "me: Forest (1 damage), Living Lands", "card", "Forest")
	if r.Legal == nil || *r.Legal {
		t.Errorf("Living Lands: legal %v, want false: %s", r.Legal, r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Forest (1 damage)", "card", "Forest")
	wantMana(t, r, "{G}")
	// Gaea's Cradle counts the creatures left: Birds of Paradise alone.
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves (1 damage), Birds of Paradise", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}")
}

// CR 704.5g, 702.12b: a permanent with indestructible isn't destroyed by
// lethal damage; a creature whose toughness the engine does not know
// (an inline creature written without it) is refused.
func TestRule704_5gIndestructibleAndUnknownToughness(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, [Stone Druid: Artifact Creature — Druid 1/1 — Indestructible | {T}: Add {G}.] (1 damage)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("max mana %v, want 2: %s", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, [Plain Druid: Creature — Druid — {T}: Add {G}.] (1 damage)")
	wantUnderstood(t, r, false)
}

// The damage marked prints canonically and reads back the same; "0
// damage" is none.
func TestDamageNotationRoundTrip(t *testing.T) {
	b, err := ParseBoard("me: Llanowar Elves (2 damage, tapped), Forest (0 damage)")
	if err != nil {
		t.Fatal(err)
	}
	want := "me: Llanowar Elves (tapped, 2 damage), Forest"
	if got := b.String(); got != want {
		t.Fatalf("printed %q, want %q", got, want)
	}
	b2, err := ParseBoard(want)
	if err != nil || b2.String() != want {
		t.Fatalf("reread %v %v", b2, err)
	}
	if b.Permanents[0].Damage != 2 || len(b.Permanents[0].Counters) != 0 {
		t.Errorf("damage %d counters %v", b.Permanents[0].Damage, b.Permanents[0].Counters)
	}
}

// CR 120.3c: damage dealt to a planeswalker removes that many loyalty
// counters and is not marked on it, so "N damage" on one is an input
// error that says so and asks for its loyalty counters.
func TestRule120_3cPlaneswalkerDamageIsNotMarked(t *testing.T) {
	ie := askErr(t, "judge tap", "board", "me: Forest, Nissa, Who Shakes the World (3 loyalty, 2 damage)", "card", "Forest")
	if ie.Option != "board" || !strings.Contains(ie.Message, "loyalty") || !strings.Contains(ie.Message, "120.3c") {
		t.Errorf("error %+v", ie)
	}
	if want := strings.Index("me: Forest, Nissa, Who Shakes the World (3 loyalty, 2 damage)", "2 damage"); ie.Offset != want {
		t.Errorf("offset %d, want %d", ie.Offset, want)
	}
}

// CR 704.5j: where two legendary permanents read the same on the board
// and differ only in what is attached to them, each choice says which is
// kept by what is attached.
func TestRule704_5jChoiceNamesAttachments(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Gaea's Cradle, Gaea's Cradle, Wild Growth (on Gaea's Cradle #2), Llanowar Elves")
	wantUnderstood(t, r, true)
	for _, want := range []string{"keep Gaea's Cradle with Wild Growth attached", "keep Gaea's Cradle with nothing attached"} {
		if !rulingSays(r, want) {
			t.Errorf("answer %q: want %q", r.Answer, want)
		}
	}
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("max mana %v, want 3", r.MaxMana)
	}
}
