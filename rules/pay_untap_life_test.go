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

// CR 117.1a, 307.1, 603.3, 704.5a: the triggered abilities of the mana
// abilities activated before an untap (City of Brass' damage, Manabarbs')
// go on the stack the next time a player would receive priority. A spell
// that can be cast only with an empty stack waits for them to resolve, so
// at 1 life the first tap's damage ends the game before Ash Zealot or
// Grizzly Bears is cast: the way that untaps is not counted, and a step
// says why. An instant is cast with them waiting, and so is a cost asked
// without card:; at 2 life the second tap comes while the spell is cast.
// Where Vedalken Orrery may let the creature be cast as though it had
// flash, the answer stops.
func TestRule117_1aTriggersBeforeAnUntapResolveBeforeACreatureSpell(t *testing.T) {
	for _, c := range []struct{ board, card, cost string }{
		{"me: City of Brass, Voyaging Satyr, life %d", "Ash Zealot", "{R}{R}"},
		{"me: Forest, Manabarbs, Arbor Elf, life %d", "Grizzly Bears", "{1}{G}"},
		{"me: Forest, Manabarbs, Voyaging Satyr, life %d", "Grizzly Bears", "{1}{G}"},
	} {
		r := pay(t, strings.Replace(c.board, "%d", "1", 1), c.cost, "card", c.card)
		wantUnderstood(t, r, true)
		wantPayable(t, r, false)
		if !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "can be cast only when the stack is empty") }) {
			t.Errorf("%s: no step says why the untap is not counted: %v", c.board, r.Steps)
		}
		wantPayable(t, pay(t, strings.Replace(c.board, "%d", "2", 1), c.cost, "card", c.card), true)
	}
	wantPayable(t, pay(t, "me: City of Brass, Voyaging Satyr, life 1", "{1}{R}", "card", "Searing Spear"), true)
	wantPayable(t, pay(t, "me: City of Brass, Voyaging Satyr, life 1", "{R}{R}"), true)
	r := pay(t, "me: City of Brass, Voyaging Satyr, Vedalken Orrery, life 1", "{R}{R}", "card", "Ash Zealot")
	wantUnderstood(t, r, false)
	// Platinum Angel keeps its controller in the game at 0 life (CR
	// 104.3b), and so does an opponent's Abyssal Persecutor: the untap's
	// way stands, City of Brass' trigger or Llanowar Wastes' damage
	// first.
	for _, board := range []string{"me: City of Brass, Voyaging Satyr, life 1, Platinum Angel", "me: City of Brass, Voyaging Satyr, life 1; opp: Abyssal Persecutor"} {
		wantPayable(t, pay(t, board, "{1}{G}", "card", "Grizzly Bears"), true)
	}
	wantPayable(t, pay(t, "me: Llanowar Wastes, Voyaging Satyr, life 1, Platinum Angel", "{B}{B}"), true)
	wantMostMana(t, ask(t, "judge mana", "board", "me: Platinum Angel, Ancient Tomb, Voyaging Satyr, life 1; opp: Island"), 4)
	// Under an opponent's Teferi, Time Raveler an instant too waits for
	// an empty stack (307.1): Opt can't use the untap at 1 life.
	wantPayable(t, pay(t, "me: City of Brass, Voyaging Satyr, life 1; opp: Teferi, Time Raveler", "{2}", "card", "Opt"), false)
	wantPayable(t, pay(t, "me: City of Brass, Voyaging Satyr, life 1, Teferi, Time Raveler", "{2}", "card", "Opt"), true)
	// Forest tapped before the untap, City of Brass while the creature is
	// cast: its damage waits until then.
	wantPayable(t, pay(t, "me: City of Brass, Forest, Voyaging Satyr, life 1", "{R}{G}{G}", "card", "Grizzly Bears"), true)
}

// CR 117.5, 704.5a: where a way with an untap may or may not leave the
// player alive, and the engine does not work out which, ways that need no
// untap still pay for certain: at 2 life beside Manabarbs, Forest and
// Mountain pay Grizzly Bears' {1}{G}, and a step says the untap's ways
// are not listed.
func TestRule704_5aUntapUnsureBesideACertainWay(t *testing.T) {
	r := pay(t, "me: Forest, Deserted Temple, Mountain, life 2; opp: Manabarbs", "{1}{G}", "card", "Grizzly Bears")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	if !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "untaps a permanent is not listed") }) {
		t.Errorf("no step says the untap's ways are not listed: %v", r.Steps)
	}
}
