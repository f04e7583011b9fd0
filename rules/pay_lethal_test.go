package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 117.5, 704.3, 704.5a: damage a mana ability deals and life paid as a
// cost is paid lower the life total at once, and state-based actions wait
// until a player would next receive priority: the cost can be paid, and
// the player then loses the game. The answer says so.
func TestRule704_5aPayingLeavesNoLife(t *testing.T) {
	for _, c := range []struct {
		board, cost, player string
		answer              string // "" where no way is lethal
	}{
		{"me: Ancient Tomb, life 1", "{2}", "", "That leaves you at -1 life, so you lose the game"},
		{"me: Mana Confluence, life 1", "{R}", "", "That leaves you at 0 life, so you lose the game"},
		{"me: Plains, life 2", "{W/P}{W/P}", "", "That leaves you at 0 life, and you lose the game"},
		{"me: Forest; opp: Ancient Tomb, life 2", "{2}", "opp", "That leaves Opp at 0 life, so Opp loses the game"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Ancient Tomb, life 2; ally: life 2", "{2}", "", "That leaves your team at 0 life, so your team loses the game"},
		{"me: Ancient Tomb, life 3", "{2}", "", ""},
		{"me: Ancient Tomb", "{2}", "", ""},
	} {
		opts := map[string]string{"board": c.board, "cost": c.cost}
		if c.player != "" {
			opts["player"] = c.player
		}
		r, err := askOpts("judge pay", opts)
		if err != nil {
			t.Fatalf("%s: %v", c.board, err)
		}
		if r.Payable == nil || !*r.Payable {
			t.Fatalf("%s %s: not payable: %s", c.board, c.cost, r.Answer)
		}
		if c.answer == "" {
			if strings.Contains(r.Answer, "lose") || slices.Contains(r.Rules, "704.5a") {
				t.Errorf("%s %s: no way is lethal, but: %s", c.board, c.cost, r.Answer)
			}
			continue
		}
		if !strings.Contains(r.Answer, c.answer) || !slices.Contains(r.Rules, "704.5a") {
			t.Errorf("%s %s: answer %q, want it to say %q and cite 704.5a", c.board, c.cost, r.Answer, c.answer)
		}
	}
}

// Where only some ways are lethal, the answer stands and a step counts
// them.
func TestRule704_5aSomeWaysLeaveNoLife(t *testing.T) {
	r, err := askOpts("judge pay", map[string]string{"board": "me: Ancient Tomb, Forest, Forest, life 2", "cost": "{2}"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Answer != "Yes, you can pay {2}, in 2 ways." {
		t.Errorf("answer %q", r.Answer)
	}
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "One of the ways listed leaves you at 0 life or less") {
		t.Errorf("no step counts the lethal way: %q", stepTexts(r))
	}
}

// CR 601.2f, 602.2b: without card:, a cost may be a spell's or an
// ability's; effects on spells change it as a spell's, and the answer says
// so, where the total was given as if certain.
func TestRule601_2fCostWithoutCardTakenAsASpells(t *testing.T) {
	r := pay(t, "me: Forest, Forest; opp: Sphere of Resistance", "{G}")
	wantPayable(t, r, true)
	if !strings.HasPrefix(r.Answer, "Yes, you can pay {G} ({1}{G} in all, as a spell's cost)") {
		t.Errorf("answer %q", r.Answer)
	}
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "No card: is given, so the cost is taken as a spell's") {
		t.Errorf("steps %q", stepTexts(r))
	}
	r = pay(t, "me: Forest, Forest; opp: Sphere of Resistance", "{G}", "card", "Llanowar Elves")
	if !strings.HasPrefix(r.Answer, "Yes, you can pay {G} ({1}{G} in all)") {
		t.Errorf("with card: answer %q", r.Answer)
	}
}
