package rules

import (
	"strings"
	"testing"
)

// CR 601.2g, 613.1d, 302.6: Mishra's Factory's "{1}: Mishra's Factory
// becomes a 2/2 Assembly-Worker artifact creature until end of turn.
// It's still a land." can be activated before the mana is made; tapped
// for {C} first (as a land, even the turn it came), the Factory pays its
// own {1}, and Gaea's Cradle then counts it: {G}{G} and Llanowar Elves'
// {G}. Tolarian Academy counts it as an artifact. A tapped Factory is
// paid for only with mana made before: the Cradle's {G} tapped first, or
// the Elves', and the Cradle then makes no more than it did.
func TestRule601_2gFactoryCountedFirst(t *testing.T) {
	for _, board := range []string{
		"me: Gaea's Cradle, Mishra's Factory, Llanowar Elves",
		"me: Gaea's Cradle, Mishra's Factory (sick), Llanowar Elves",
	} {
		wantMost(t, board, 3, map[string]int{"G": 3, "C": 1})
		r := pay(t, board, "{G}{G}{G}")
		wantPayable(t, r, true)
		if !strings.HasPrefix(r.Answer, "Yes, you can pay {G}{G}{G} after paying {1} for Mishra's Factory's ability") {
			t.Errorf("%s: %q", board, r.Answer)
		}
	}
	wantMost(t, "me: Gaea's Cradle, Mishra's Factory, Forest", 2, map[string]int{"G": 2, "C": 1})
	wantMost(t, "me: Tolarian Academy, Sol Ring, Mishra's Factory", 4, map[string]int{"U": 2, "C": 3})
	wantMost(t, "me: Gaea's Cradle, Mishra's Factory (tapped), Llanowar Elves (sick)", 1, map[string]int{"G": 1})
	wantPayable(t, pay(t, "me: Gaea's Cradle, Mishra's Factory (tapped), Llanowar Elves", "{G}{G}{G}"), false)
	wantPayable(t, pay(t, "me: Gaea's Cradle, Mishra's Factory (tapped), Llanowar Elves", "{G}{G}"), true)
	wantMost(t, "me: Gaea's Cradle, Mishra's Factory, Mutavault, Llanowar Elves", 4, map[string]int{"G": 4, "C": 2})
}

// CR 601.2g, 608.2h: the mana that pays for Mutavault's {1} is made
// before it is a creature. Beside Gaea's Cradle and Elvish Archdruid,
// both counting it, with Mutavault tapped, one of them pays that {1} and
// counts one creature: {G}{G} in all, not the {G}{G}{G} both counting
// it would make less the {1}; the engine refuses. So beside Springleaf
// Drum, which may tap Mutavault once it is a creature, paid for by the
// Cradle only, whose mana then counts nothing. Where the boards with
// Mutavault a creature make no more than the board as it is (the Drum
// tapping the summoning-sick Grizzly Bears), the answer stands.
func TestRule608_2hManaPayingTheAnimationIsMadeBefore(t *testing.T) {
	for _, board := range []string{
		"me: Gaea's Cradle, Elvish Archdruid, Mutavault (tapped)",
		"me: Mutavault, Springleaf Drum, Gaea's Cradle",
		"me: Gaea's Cradle, Mishra's Factory, Tolarian Academy, Llanowar Elves",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "601.2g") {
			t.Errorf("%s: %q", board, r.Answer)
		}
	}
	wantUnderstood(t, pay(t, "me: Gaea's Cradle, Elvish Archdruid, Mutavault (tapped)", "{G}{G}{G}"), false)
	wantPayable(t, pay(t, "me: Gaea's Cradle, Elvish Archdruid, Mutavault (tapped)", "{G}{G}"), true)
	wantMost(t, "me: Springleaf Drum, Grizzly Bears (sick), Mutavault", 2, map[string]int{"G": 1, "C": 1})
}

// CR 601.2g, 603.2, 302.6: Leyline of Abundance adds {G} as a creature is
// tapped for mana. A summoning-sick Mutavault pays its own {1} as a land,
// before it is a creature, and Leyline adds nothing for it: Elvish
// Archdruid's {G}{G}{G} at most, not the four the board with Mutavault a
// creature tapped would make; the engine refuses where such a board makes
// more than the board as it is. Springleaf Drum beside a tapped Factory
// (no creature of its own to tap then) makes no more: answered.
func TestRule603_2CreatureTappedTriggerBesideAnimation(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Elvish Archdruid, Mutavault (sick), Leyline of Abundance")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Leyline of Abundance") {
		t.Errorf("%q", r.Answer)
	}
	wantPayable(t, pay(t, "me: Springleaf Drum, Mishra's Factory (tapped), Llanowar Elves, Sol Ring", "{U}{U}"), false)
	wantMost(t, "me: Bloom Tender, Forest, Mishra's Factory", 3, map[string]int{"G": 2, "C": 1})
	wantMost(t, "me: Mox Amber, Isamaru, Hound of Konda, Mutavault", 2, map[string]int{"W": 1, "C": 1})
}
