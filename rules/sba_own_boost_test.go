package rules

import (
	"strings"
	"testing"
)

// CR 613.4c, 704.5g, 704.5f: a boost of a creature's own power and
// toughness ("Kird Ape gets +1/+2 as long as you control a Forest.", Wild
// Nacatl's, Nantuko Calmer's threshold) changes only that creature's
// toughness, so it can't keep another creature alive: Grizzly Bears with
// 2 damage is destroyed beside Kird Ape, and Gaea's Cradle counts Kird Ape
// alone; Phantom Nantuko written with no counters is put into its owner's
// graveyard beside Nantuko Calmer. These were refused for the boost. It
// still bears on its own creature (Kird Ape with 2 damage), a boost of
// other creatures the engine does not compute still stops the answer, and
// so does the boost where other text on the board speaks of power or
// toughness (Tarmogoyf), which the engine does not tell apart from text
// that reads it.
func TestCR613_4cOwnBoostBearsOnlyOnItsOwnToughness(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Forest, Grizzly Bears (2 damage), Kird Ape", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	wantRules(t, r, "704.5g")
	for _, c := range []struct{ cmd, board string }{
		{"judge tap", "me: Forest, Grizzly Bears (2 damage), Kird Ape"},
		{"judge could-produce", "me: Forest, Grizzly Bears (2 damage), Kird Ape"},
		{"judge tap", "me: Forest, Grizzly Bears (2 damage), Wild Nacatl"},
		{"judge tap", "me: Forest; opp: Phantom Nantuko, Nantuko Calmer"},
	} {
		r := ask(t, c.cmd, "board", c.board, "card", "Forest")
		wantUnderstood(t, r, true)
		if c.cmd == "judge tap" {
			wantMana(t, r, "{G}")
		} else {
			wantTypes(t, r, "G")
		}
	}
	r = ask(t, "judge mana", "board", "me: Forest, Llanowar Elves (1 damage), Kird Ape")
	wantMostMana(t, r, 1)
	for _, c := range []struct{ board, says string }{
		{"me: Forest, Kird Ape (2 damage)", "Kird Ape has 2 damage marked on it, and Kird Ape has \u201cKird Ape gets +1/+2"},
		{"me: Forest, Grizzly Bears (2 damage), Kird Ape (2 damage)", "Kird Ape gets +1/+2"},
		{"me: Forest, Grizzly Bears (2 damage), [Pack Ape: Creature — Ape 1/1 — Other creatures you control get +1/+1 for each Forest you control.]", "Pack Ape has \u201cOther creatures you control get +1/+1"},
		{"me: Forest, Grizzly Bears (2 damage), Sedge Sliver", "Sedge Sliver has"},
		{"me: Forest, Grizzly Bears (2 damage), Kird Ape, Tarmogoyf", "Tarmogoyf has \u201cTarmogoyf's power is equal to"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "Forest")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: answer %q, want it to say %q", c.board, r.Answer, c.says)
		}
	}
	for s, self := range map[string]bool{
		"this gets +1/+2 as long as you control a Forest.":                   true,
		"this gets +1/+1 for each land card in your graveyard.":              true,
		"Other creatures you control get +1/+1 for each Forest you control.": false,
		"this gets +1/+1 and has flying as long as you control a Forest.":    false,
	} {
		a := &Ability{Text: s}
		compileText(a, s)
		got := a.Static != nil && a.Static.RaisesSelf
		if got != self {
			t.Errorf("%q read as a boost of its own permanent alone: %v, want %v", s, got, self)
		}
	}
}
