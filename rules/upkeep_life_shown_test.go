package rules

import (
	"maps"
	"testing"
)

// CR 119.3, 120.3a, 705.2, 810.9: an upkeep's outcomes give each life
// total the board gives and some outcome changes: Mana Crypt's lost flip
// is a life total of its own, Sulfuric Vortex's damage is said where no
// card is drawn, and in Two-Headed Giant each member holds the team's.
// Where no outcome changes a life total, or the board gives none, the
// outcomes give no life.
func TestRule119_3UpkeepOutcomesGiveTheLifeTheyChange(t *testing.T) {
	lives := func(r *Ruling) []map[string]int {
		var out []map[string]int
		for _, o := range r.Outcomes {
			out = append(out, o.Life)
		}
		return out
	}
	r := ask(t, "judge upkeep", "board", "me: Mana Crypt, hand 2, life 20; opp: hand 1, life 20")
	wantUnderstood(t, r, true)
	got := lives(r)
	if len(got) != 2 || !maps.Equal(got[0], map[string]int{Me: 20}) || !maps.Equal(got[1], map[string]int{Me: 17}) {
		t.Errorf("Mana Crypt: lives %v, want me at 20 and at 17", got)
	}
	r = ask(t, "judge upkeep", "board", "me: Sulfuric Vortex, hand 2, life 3; opp: hand 1")
	if got := lives(r); len(got) != 1 || !maps.Equal(got[0], map[string]int{Me: 1}) {
		t.Errorf("Sulfuric Vortex: lives %v, want me at 1", got)
	}
	r = ask(t, "judge upkeep", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: Sulfuric Vortex, hand 2, life 20; ally: hand 2; opp: hand 1; opp2: hand 1")
	if got := lives(r); len(got) != 1 || !maps.Equal(got[0], map[string]int{Me: 16, "ally": 16}) {
		t.Errorf("Two-Headed Giant: lives %v, want the team at 16", got)
	}
	// Dark Confidant's loss is the mana value of the card it reveals,
	// which the board does not show; with an empty library it reveals
	// none.
	r = ask(t, "judge upkeep", "board", "me: life 20, Dark Confidant, library 0; opp: life 20, Sulfuric Vortex")
	if got := lives(r); len(got) != 1 || !maps.Equal(got[0], map[string]int{Me: 18}) {
		t.Errorf("Dark Confidant, empty library: lives %v, want me at 18", got)
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, life 20; opp: hand 3",
		"me: Sulfuric Vortex, hand 2; opp: hand 1",
		"me: life 20, Dark Confidant; opp: life 20, Sulfuric Vortex",
		"me: life 20, Dark Tutelage, Phyrexian Arena",
	} {
		r := ask(t, "judge upkeep", "board", board)
		for _, l := range lives(r) {
			if l != nil {
				t.Errorf("%s: lives %v, want none", board, lives(r))
			}
		}
	}
}
