package rules

import "testing"

// CR 106.12b, 614.1a, 616.1: Naked Singularity and Reality Twist set the
// type of the mana a land tapped for mana produces by its basic land
// types, the amount kept; a land of several of those types produces one
// of their colors, all of its mana of that one (their rulings of
// 2013-04-15); a land of none of them, or a nonland, is not affected.
// With another replacement effect, every order is an outcome.
func TestRule614_1aNakedSingularitySetsTheTypeByLandType(t *testing.T) {
	for _, c := range []struct {
		board, card string
		want        []string
	}{
		{"me: Forest, Naked Singularity", "Forest", []string{"{B}"}},
		{"me: Island; opp: Naked Singularity", "Island", []string{"{G}"}},
		{"me: Island; opp: Reality Twist", "Island", []string{"{U}"}},
		{"me: Savannah, Naked Singularity", "Savannah", []string{"{B}", "{R}"}},
		{"me: Savannah, Naked Singularity, Mana Reflection", "Savannah", []string{"{B}{B}", "{R}{R}"}},
		{"me: Ancient Tomb, Naked Singularity", "Ancient Tomb", []string{"{C}{C}"}},
		{"me: Sol Ring, Naked Singularity", "Sol Ring", []string{"{C}{C}"}},
		{"me: Forest, Naked Singularity, Wild Growth (on Forest)", "Forest", []string{"{B}{G}"}},
		{"me: Plains, Naked Singularity; opp: Contamination", "Plains", []string{"{B}", "{R}"}},
		{"me: Urborg, Tomb of Yawgmoth, Naked Singularity", "Urborg, Tomb of Yawgmoth", []string{"{W}"}},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantMana(t, r, c.want...)
	}
	r := ask(t, "judge could-produce", "board", "me: Exotic Orchard; opp: Mountain, Naked Singularity", "card", "Exotic Orchard")
	if len(r.ManaTypes) != 1 || r.ManaTypes[0] != "U" {
		t.Errorf("Exotic Orchard could produce %v, want U", r.ManaTypes)
	}
	wantMost(t, "me: Forest, Plains, Island, Naked Singularity", 3, map[string]int{"B": 1, "R": 1, "G": 1})
	r = ask(t, "judge tap", "board", "me: Savannah, Naked Singularity", "card", "Savannah")
	cited := false
	for _, x := range r.Rulings {
		cited = cited || x.Card == "Naked Singularity" && x.Date == "2013-04-15"
	}
	if !cited {
		t.Errorf("Naked Singularity's ruling of 2013-04-15 not cited: %v", r.Rulings)
	}
}
