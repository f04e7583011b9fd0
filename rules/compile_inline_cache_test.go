package rules

import (
	"strings"
	"testing"
)

// An inline card is compiled once for its text, whatever the copies and
// worlds of a question (two hundred copies of a card of long unknown
// text had taken half a minute), and two inline cards of one name but
// different text are compiled apart.
func TestInlineCardsCompiledOnceByText(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: 3x [Glow Rock: Artifact — {T}: Add {G}.]", "card", "Glow Rock")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: 3x [Glow Rock: Artifact — {T}: Add {U}.]", "card", "Glow Rock")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{U}")
	long := "[Zork: Artifact — {T}: Add {G}.\n" + strings.Repeat("Zork zork zork. ", 200) + "]"
	r = ask(t, "judge mana", "board", "me: 200x "+long)
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Zork has") {
		t.Errorf("answer: %.200s", r.Answer)
	}
}

// CR 702.16c-d: a creature with a thousand protections from Equipment
// attached to it is read once for what is attached, not once for each
// protection (a thousand Swords of Body and Mind took minutes).
func TestProtectionFromAttachedReadOnce(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Llanowar Elves, 400x Sword of Body and Mind (on Llanowar Elves)")
	wantUnderstood(t, r, true)
	wantInt(t, "max_mana", r.MaxMana, 1)
}
