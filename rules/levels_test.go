package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 711.2, 711.5, 702.87a: a leveler has the abilities and the base power
// and toughness of the level symbol its level counters are in, and none
// of another's; with fewer counters than any symbol asks, its printed
// ones. Joraga Treespeaker has "{T}: Add {G}{G}." at level 1-4, and at
// 5+ gives it to each Elf its controller controls, itself among them.
func TestRule711_2LevelerHasItsLevelsAbilities(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Joraga Treespeaker", "card", "Joraga Treespeaker")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	for _, board := range []string{"me: Joraga Treespeaker (1 level)", "me: Joraga Treespeaker (4 level)", "me: Joraga Treespeaker (7 level)"} {
		r = ask(t, "judge tap", "board", board, "card", "Joraga Treespeaker")
		wantUnderstood(t, r, true)
		wantMana(t, r, "{G}{G}")
	}
	r = ask(t, "judge tap", "board", "me: Joraga Treespeaker (5 level), Llanowar Elves", "card", "Llanowar Elves")
	wantMana(t, r, "{G}", "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Joraga Treespeaker (4 level), Llanowar Elves", "card", "Llanowar Elves")
	wantMana(t, r, "{G}")
	r = ask(t, "judge could-produce", "board", "me: Joraga Treespeaker (2 level)", "card", "Joraga Treespeaker")
	if !slices.Equal(r.ManaTypes, []string{"G"}) {
		t.Errorf("could-produce: %v (%s)", r.ManaTypes, r.Answer)
	}
	// Student of Warfare is 1/1 as printed and 3/3 at level 2-6: two
	// damage destroy it only below level 2 (704.5g).
	for _, c := range []struct {
		board string
		dies  bool
	}{
		{"me: Student of Warfare (1 level, 2 damage), Forest", true},
		{"me: Student of Warfare (2 level, 2 damage), Forest", false},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "Forest")
		wantUnderstood(t, r, true)
		dies := slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "Student of Warfare has toughness") })
		if dies != c.dies {
			t.Errorf("%s: destroyed %v, want %v; steps %+v", c.board, dies, c.dies, r.Steps)
		}
	}
	// Humility takes its abilities in layer 6, the level symbol's among
	// them, before power and toughness are set in layer 7b (613.1f,
	// 613.4b): it is 1/1, and two damage destroy it.
	r = ask(t, "judge tap", "board", "me: Student of Warfare (2 level, 2 damage), Forest; opp: Humility", "card", "Forest")
	wantUnderstood(t, r, true)
	if !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "Student of Warfare has toughness 1") }) {
		t.Errorf("Humility: steps %+v", r.Steps)
	}
}

// CR 702.87a, 601.2g, 602.5d: level up is an activated ability its
// controller may activate as a sorcery before a cost is paid; where the
// level counters it puts can reach a level symbol with other abilities,
// and the mana to activate it that often can be made, /judge mana and a
// "no" from /judge pay stop the answer; in the upkeep, or where the mana
// can't be made, it bears on nothing. Outlast (702.107a) puts a +1/+1
// counter, which Selvala, Heart of the Wilds' mana reads.
func TestRule702_87aLevelUpBeforePaying(t *testing.T) {
	for _, c := range []struct {
		board      string
		understood bool
	}{
		{"me: Joraga Treespeaker (4 level), 4x Llanowar Elves, 2x Forest", false},
		{"me: Joraga Treespeaker (4 level), 4x Llanowar Elves, 2x Forest; step: upkeep", true},
		{"me: Joraga Treespeaker (1 level), Forest", true},
		{"me: Joraga Treespeaker (1 level), 4x Forest", true},
		// Four activations to level 5 take eight mana; five Forests and
		// the Treespeaker make seven, six Forests eight.
		{"me: Joraga Treespeaker (1 level), 5x Forest", true},
		{"me: Joraga Treespeaker (1 level), 6x Forest", false},
		{"me: Joraga Treespeaker (5 level), 2x Forest", true},
		{"me: Selvala, Heart of the Wilds, Tuskguard Captain, 3x Forest", false},
		{"me: Tuskguard Captain, 3x Forest", true},
	} {
		r := ask(t, "judge mana", "board", c.board)
		if r.Understood != c.understood {
			t.Errorf("%s: understood %v, want %v (%s)", c.board, r.Understood, c.understood, r.Answer)
		}
		if !c.understood && !strings.Contains(r.Answer, "601.2g") {
			t.Errorf("%s: answer %q does not cite 601.2g", c.board, r.Answer)
		}
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Joraga Treespeaker (4 level), 2x Forest")
	wantUnderstood(t, r, true)
	r = ask(t, "judge activate", "board", "me: Joraga Treespeaker, 2x Forest; step: upkeep", "card", "Joraga Treespeaker", "ability", "1")
	wantLegal(t, r, false)
	wantRules(t, r, "602.5d")
}
