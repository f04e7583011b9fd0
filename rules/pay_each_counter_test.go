package rules

import "testing"

// CR 605.3a, 602.2b: a mana ability whose whole cost is removing one
// counter (Pentad Prism's "Remove a charge counter from this: Add one
// mana of any color.") can be activated once for each counter its
// permanent has, each adding one mana of a type chosen as it resolves:
// Pentad Prism with two charge counters makes two mana in any combination
// of colors, pays {W}{U} and not {W}{U}{B}, and is not doubled by Mana
// Reflection, its cost having no {T} (106.12); each was refused as an
// ability activated again and again. An ability of the same permanent
// that puts such counters back (Gemstone Array's) still refuses.
func TestRule605_3aRemoveOneCounterEachActivation(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Pentad Prism (2 charge)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 || r.MaxByType["W"] != 2 || r.MaxByType["G"] != 2 {
		t.Errorf("Pentad Prism with two counters: max %v, by type %v; want 2, two of each color", r.MaxMana, r.MaxByType)
	}
	r = ask(t, "judge mana", "board", "me: Pentad Prism (2 charge), Forest, Mana Reflection")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 {
		t.Errorf("beside a Forest and Mana Reflection: max %v, want 4", r.MaxMana)
	}
	wantPayable(t, pay(t, "me: Pentad Prism (2 charge)", "{W}{U}"), true)
	wantPayable(t, pay(t, "me: Pentad Prism (2 charge)", "{W}{U}{B}"), false)
	wantPayable(t, pay(t, "me: Pentad Prism", "{W}"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Gemstone Array (2 charge)"), false)
}
