package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 117.3c, 117.5, 704.3, 704.5a: an untapper's ability has a target, so
// it is activated with priority before the spell is cast, and each mana
// ability activated before it resolves is followed by a check of
// state-based actions: a player at 0 life loses before the untap can even
// be activated. Talisman of Dominance tapped for {U} deals 1 damage, so at
// 1 life it can't be tapped for {U} and untapped by Voltaic Key; at 2 it
// can, the second damage coming while the spell is cast (601.2g).
// Llanowar Wastes untapped by Deserted Temple or Voyaging Satyr alike.
func TestRule704_5aDamageBeforeAnUntapResolves(t *testing.T) {
	for _, c := range []struct {
		board, cost string
	}{
		{"me: Voltaic Key, Talisman of Dominance, Sol Ring, life %d", "{U}{U}"},
		{"me: Llanowar Wastes, Deserted Temple, Forest, life %d", "{B}{B}"},
		{"me: Llanowar Wastes, Voyaging Satyr, life %d", "{B}{B}"},
	} {
		wantPayable(t, pay(t, strings.Replace(c.board, "%d", "1", 1), c.cost), false)
		wantPayable(t, pay(t, strings.Replace(c.board, "%d", "2", 1), c.cost), true)
	}
	// Tapped for {C} first, Llanowar Wastes deals no damage: {B} once.
	wantMost(t, "me: Llanowar Wastes, Voyaging Satyr, life 1", 2, map[string]int{"B": 1, "G": 1, "C": 2})
	wantMost(t, "me: Llanowar Wastes, Voyaging Satyr, life 2", 2, map[string]int{"B": 2, "G": 2, "C": 2})
	// Ancient Tomb deals 2: at 2 life it is tapped only while the spell
	// is cast, never before Voyaging Satyr untaps it.
	wantMost(t, "me: Ancient Tomb, Voyaging Satyr, life 2", 2, map[string]int{"C": 2})
	wantMost(t, "me: Ancient Tomb, Voyaging Satyr, life 3", 4, map[string]int{"C": 4})
}

// CR 117.5, 704.5a: Ancient Tomb at 2 life may pay {4} beside Deserted
// Temple and a Forest, tapped while the spell is cast; tapped before
// Deserted Temple untaps it, it would leave its controller at 0 life
// before the untap resolves, so that way is not listed. At 3 life it is.
func TestRule117_5UntapWayNotListedWhereLifeRunsOut(t *testing.T) {
	untapsTomb := func(ways []string) bool {
		return slices.ContainsFunc(ways, func(w string) bool { return strings.Contains(w, "untap Ancient Tomb") })
	}
	r := pay(t, "me: Ancient Tomb, Deserted Temple, Forest, life 2", "{4}")
	wantPayable(t, r, true)
	if untapsTomb(actions(r)) {
		t.Errorf("life 2: ways %q", actions(r))
	}
	r = pay(t, "me: Ancient Tomb, Deserted Temple, Forest, life 3", "{4}")
	wantPayable(t, r, true)
	if !untapsTomb(actions(r)) {
		t.Errorf("life 3: ways %q", actions(r))
	}
	wantMost(t, "me: Ancient Tomb, Deserted Temple, Forest, Mana Reflection, life 3", 9, map[string]int{"C": 8, "G": 4})
	wantMost(t, "me: Ancient Tomb, Deserted Temple, Forest, Mana Reflection", 9, map[string]int{"C": 8, "G": 4})
}

// CR 117.5, 704.5a: where the untap's cost may be paid with the mana of a
// source that deals damage or with another's, and the damage may take the
// life to 0, which mana pays the untap and which the spell is not worked
// out: Ancient Tomb at 2 life pays Deserted Temple's {1} only by dealing
// its 2 damage first, and the Forest's {G} that pays it is then not the
// spell's. The answer is refused, never a "yes" too many.
func TestRule704_5aUntapPaidWithDamagingManaRefuses(t *testing.T) {
	for _, board := range []string{
		"me: Ancient Tomb, Deserted Temple, Forest, Mana Reflection, life 2",
		"me: Ancient Tomb, Deserted Temple, Forest, life 2",
	} {
		r := ask(t, "judge mana", "board", board)
		if r.Understood || !strings.Contains(r.Answer, "704.5a") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}
