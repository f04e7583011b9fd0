package rules

import (
	"strings"
	"testing"
)

// CR 122.1d: "If a permanent with a stun counter on it would become
// untapped, instead remove a stun counter from it." Where a question
// untaps a permanent with a stun counter (Devoted Druid's own untap,
// Arbor Elf or Voltaic Key untapping it, Grim Monolith, a {Q} cost), the
// untap does not happen as counted, and the answer stops; a permanent
// with a stun counter that nothing untaps is tapped as before.
func TestRule122_1dStunCounterReplacesUntapping(t *testing.T) {
	for _, c := range []struct{ cmd, board string }{
		{"judge mana", "me: Devoted Druid (1 stun)"},
		{"judge mana", "me: Arbor Elf, Forest (tapped, 1 stun)"},
		{"judge mana", "me: Voltaic Key, Sol Ring (1 stun)"},
		{"judge mana", "me: Grim Monolith (1 stun), 7x Forest"},
		{"judge mana", "me: Earthcraft, Forest (1 stun), Grizzly Bears"},
	} {
		r := ask(t, c.cmd, "board", c.board)
		if r.Understood || !strings.Contains(r.Answer, "122.1d") {
			t.Errorf("%s: %s (understood %v), want a refusal citing 122.1d", c.board, r.Answer, r.Understood)
		}
	}
	r := pay(t, "me: Arbor Elf, Forest (1 stun)", "{G}{G}")
	if r.Understood {
		t.Errorf("Arbor Elf and a stunned Forest: understood (%s)", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Order of Whiteclay (tapped, 1 stun)", "card", "Order of Whiteclay")
	if r.Understood {
		t.Errorf("{Q} of a stunned Order of Whiteclay: understood (%s)", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest (1 stun), Llanowar Elves (1 stun)")
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("untapped permanents with stun counters: max %v, want 2 (%s)", r.MaxMana, r.Answer)
	}
}

// CR 122.1j: "A hone counter on an Equipment gives +1/+0 to any creature
// that Equipment is attached to." The engine does not model it, and a
// board with one on an attached Equipment stops the answer: Viridian
// Joiner's mana is its power.
func TestRule122_1jHoneCounterStopsTheAnswer(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Viridian Joiner, Bonesplitter (on Viridian Joiner, 1 hone)", "card", "Viridian Joiner")
	if r.Understood || !strings.Contains(r.Answer, "122.1j") {
		t.Errorf("%s (understood %v), want a refusal citing 122.1j", r.Answer, r.Understood)
	}
}
