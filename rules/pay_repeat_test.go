package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 605.3a, 602.2b: a mana ability without {T} in its cost can be
// activated again and again, each time for its cost. Agent of
// Stromgald's "{R}: Add {B}." turns each red mana into black: two
// Mountains pay {B}{B}, one does not; the most mana is the same, the
// most black is the red there is. Llanowar Envoy turns {1}{G} into one
// mana of any color.
func TestRule605_3aRepeatedActivations(t *testing.T) {
	r := pay(t, "me: 2x Mountain, Agent of Stromgald", "{B}{B}")
	wantPayable(t, r, true)
	if got := actions(r); !slices.Equal(got, []string{"tap Mountain for {R} (×2), pay {R}, activate Agent of Stromgald for {B} (×2)"}) {
		t.Errorf("ways %q", got)
	}
	wantRules(t, r, "605.3a")
	wantPayable(t, pay(t, "me: Mountain, Agent of Stromgald", "{B}{B}"), false)
	wantPayable(t, pay(t, "me: Forest, Agent of Stromgald", "{B}"), false)
	wantMost(t, "me: 2x Mountain, Forest, Agent of Stromgald", 3, map[string]int{"B": 2, "R": 2, "G": 1})
	wantPayable(t, pay(t, "me: 3x Forest, Llanowar Envoy", "{U}{G}"), true)
	wantPayable(t, pay(t, "me: 3x Forest, Llanowar Envoy", "{U}{U}"), false)
}

// An ability that makes more mana than it costs could be activated
// without end, and one that costs only life is bounded by nothing the
// engine reads where the board gives no life total: the engine says it
// can't rule on either.
func TestRule605_3aRepeatedWithoutEnd(t *testing.T) {
	r := pay(t, "me: Forest, [Pump Stone: Artifact — {1}: Add {C}{C}.]", "{5}")
	if r.Understood || !strings.Contains(r.Answer, "without end") {
		t.Errorf("%s", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Mountain, Treasonous Ogre")
	if r.Understood || !strings.Contains(r.Answer, "does not give your life total") {
		t.Errorf("Treasonous Ogre: %s", r.Answer)
	}
}

// CR 107.4f: a Phyrexian symbol is paid with one mana of its color or
// with 2 life, and each is a way to pay: a Forest pays {G/P}, and so does
// 2 life; {G/P}{U/P} beside a Forest and an Island has four ways.
func TestRule107_4fPhyrexianPaidWithManaOrLife(t *testing.T) {
	r := pay(t, "me: Forest, life 20", "{G/P}")
	wantPayable(t, r, true)
	if len(r.Payments) != 2 {
		t.Errorf("ways %q", actions(r))
	}
	r = pay(t, "me: Forest, Island, life 20", "{G/P}{U/P}")
	if len(r.Payments) != 4 {
		t.Errorf("ways %q", actions(r))
	}
	found := false
	for _, p := range r.Payments {
		found = found || p.Life == 0 && len(p.Sources) == 2
	}
	if !found {
		t.Errorf("no way pays both symbols with mana: %q", actions(r))
	}
	// With 1 life, only the Forest pays.
	r = pay(t, "me: Forest, life 1", "{G/P}")
	if got := actions(r); !slices.Equal(got, []string{"tap Forest for {G}"}) {
		t.Errorf("ways %q", got)
	}
}
