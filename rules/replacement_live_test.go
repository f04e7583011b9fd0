package rules

import "testing"

// CR 616.1f: a replacement effect that never applies to the mana, in any
// order of the others, is not said to modify it. Damping Sphere's effect
// asks for a land tapped for two or more mana: a Forest alone makes one, so
// the steps say it doesn't apply, where they said it modified the mana;
// beside Mana Reflection, which doubles the mana first, it applies.
func TestRule616_1fDampingSphereOnOneManaLand(t *testing.T) {
	const modify = "Replacement effects modify the mana"
	const doesnt = "Damping Sphere's effect applies only where a land is tapped for two or more mana"
	for _, q := range [][]string{
		{"judge tap", "board", "me: Forest, Damping Sphere", "card", "Forest"},
		{"judge could-produce", "board", "me: Forest, Damping Sphere", "card", "Forest"},
		{"judge activate", "board", "me: Forest, Damping Sphere", "card", "Forest"},
		{"judge pay", "board", "me: 4x Forest, Damping Sphere", "cost", "{4}", "card", "Ghirapur Orrery"},
		{"judge tap", "board", "me: Gaea's Cradle, Llanowar Elves, Damping Sphere", "card", "Gaea's Cradle"},
	} {
		r := ask(t, q[0], q[1:]...)
		if rulingSays(r, modify) {
			t.Errorf("%v: says a replacement effect modifies the mana; Damping Sphere doesn't apply to one mana", q)
		}
		if !rulingSays(r, doesnt) {
			t.Errorf("%v: want a step saying Damping Sphere doesn't apply", q)
		}
	}
	r := ask(t, "judge tap", "board", "me: Forest, Damping Sphere", "card", "Forest")
	wantMana(t, r, "{G}")

	r = ask(t, "judge tap", "board", "me: Forest, Damping Sphere, Mana Reflection", "card", "Forest")
	wantMana(t, r, "{C}")
	if !rulingSays(r, modify+" Forest produces as its ability resolves (Damping Sphere, Mana Reflection)") {
		t.Errorf("beside Mana Reflection, Damping Sphere applies once the mana is doubled: want both named")
	}
	if rulingSays(r, doesnt) {
		t.Errorf("beside Mana Reflection, Damping Sphere applies: it is said not to")
	}

	// A land that makes no mana: no effect modifies it, and none is said
	// not to apply.
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Mana Reflection, Damping Sphere", "card", "Gaea's Cradle")
	wantMana(t, r, "")
	if rulingSays(r, modify) || rulingSays(r, doesnt) {
		t.Errorf("Gaea's Cradle with no creature makes no mana: no replacement effect should be named")
	}
}
