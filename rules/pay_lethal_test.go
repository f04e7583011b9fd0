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

// CR 603.3, 605.1b, 120.3a, 704.5a: a trigger on a source's becoming
// tapped (City of Brass) or on a land's being tapped for mana (Manabarbs)
// is not a mana ability: it goes on the stack once the cost is paid or the
// mana made, and deals its damage as it resolves; a player it leaves at 0
// life loses the game the next time state-based actions are checked, which
// pay and mana say as tap does, unless an effect keeps them in it (101.2).
func TestRule704_5aTriggeredDamageAfterManaLeavesNoLife(t *testing.T) {
	for _, c := range []struct {
		q, board, cost, answer string // answer "" where nothing is lethal
	}{
		{"judge pay", "me: City of Brass, life 1", "{R}", "The triggered damage then leaves you at 0 life, so you lose the game."},
		{"judge pay", "me: City of Brass, City of Brass, life 2", "{R}{R}", "Once the triggered damage resolves, that leaves you at 0 life, and you lose the game."},
		{"judge pay", "me: Forest, life 1; opp: Manabarbs", "{G}", "Once the triggered damage resolves, that leaves you at 0 life, and you lose the game."},
		{"judge pay", "me: City of Brass, Platinum Angel, life 1", "{R}", "that leaves you at 0 life, but you don't lose the game."},
		{"judge pay", "me: City of Brass, life 2", "{R}", ""},
		{"judge mana", "me: City of Brass, life 1", "", "The triggered damage then leaves you at 0 life, which loses the game."},
		{"judge mana", "me: Forest, life 1; opp: Manabarbs", "", "The triggered damage then leaves you at 0 life, which loses the game."},
		{"judge mana", "me: City of Brass, Forest, life 3", "", ""},
		{"judge tap", "me: City of Brass, life 1", "", "then you lose once its damage resolves."},
	} {
		opts := map[string]string{"board": c.board}
		switch c.q {
		case "judge pay":
			opts["cost"] = c.cost
		case "judge tap":
			opts["card"] = "City of Brass"
		}
		r, err := askOpts(c.q, opts)
		if err != nil {
			t.Fatalf("%s %s: %v", c.q, c.board, err)
		}
		if c.answer == "" {
			if strings.Contains(r.Answer, "lose") || slices.Contains(r.Rules, "704.5a") {
				t.Errorf("%s %s: nothing is lethal, but: %s", c.q, c.board, r.Answer)
			}
			continue
		}
		if !strings.Contains(r.Answer, c.answer) || !slices.Contains(r.Rules, "704.5a") || !slices.Contains(r.Rules, "603.3") {
			t.Errorf("%s %s: answer %q, want it to say %q and cite 603.3 and 704.5a", c.q, c.board, r.Answer, c.answer)
		}
	}
	// Only one of two ways is lethal: the answer stands, and a step
	// counts it.
	r, err := askOpts("judge pay", map[string]string{"board": "me: City of Brass, Mountain, life 1", "cost": "{R}"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Answer != "Yes, you can pay {R}, in 2 ways." {
		t.Errorf("answer %q", r.Answer)
	}
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "One of the ways listed leaves you at 0 life or less once the triggered abilities that deal damage resolve") {
		t.Errorf("no step counts the lethal way: %q", stepTexts(r))
	}
}

// CR 603.3, 117.3b, 615.1: the triggered damage waits on the stack, and
// its player gets priority before it resolves: an ability they may
// activate then that prevents damage or gains life (Circle of Protection:
// Red, Fountain of Youth) may keep them in the game, which the engine does
// not work out: no answer says they lose, and a step says why.
func TestRule603_3TriggeredDamageAnsweredOnTheStack(t *testing.T) {
	for _, c := range []struct{ q, board, cost, card string }{
		{"judge pay", "me: Mountain, Circle of Protection: Red, life 1; opp: Manabarbs", "{R}", ""},
		{"judge mana", "me: Mountain, Circle of Protection: Red, life 1; opp: Manabarbs", "", ""},
		{"judge tap", "me: Mountain, Circle of Protection: Red, life 1; opp: Manabarbs", "", "Mountain"},
		{"judge pay", "me: City of Brass, Fountain of Youth, life 1", "{R}", ""},
		{"judge tap", "me: City of Brass, Fountain of Youth, life 1", "", "City of Brass"},
	} {
		r := askBoard(t, c.q, c.board, c.cost, c.card)
		if strings.Contains(r.Answer, "lose") || strings.Contains(r.Answer, "0 life") {
			t.Errorf("%s %s: an ability may answer the damage, but: %s", c.q, c.board, r.Answer)
		}
		if !strings.Contains(strings.Join(stepTexts(r), "\n"), "activated while they wait on the stack, keeps you in the game, which the engine does not work out") {
			t.Errorf("%s %s: no step names the ability: %q", c.q, c.board, stepTexts(r))
		}
	}
}

// askBoard asks q of board, with cost and card where they are not "".
func askBoard(t *testing.T, q, board, cost, card string) *Ruling {
	t.Helper()
	kv := []string{"board", board}
	if cost != "" {
		kv = append(kv, "cost", cost)
	}
	if card != "" {
		kv = append(kv, "card", card)
	}
	return ask(t, q, kv...)
}

// CR 615.1a, 105.2c: Circle of Protection: Red prevents damage from a red
// source only; City of Brass is a colorless land, so with nothing on the
// board that may change its colors, the Circle can't answer its damage:
// at 1 life tapping it loses the game, as every answer says. Beside
// Alchor's Tomb, which can make City of Brass red, the Circle may still
// answer it; Manabarbs is red, and the Circle may prevent its damage.
func TestRule615_1aCircleOfAColorNoneOfTheDealersHas(t *testing.T) {
	for _, c := range []struct {
		q, board, cost, card string
		loses                bool
	}{
		{"judge tap", "me: City of Brass, Circle of Protection: Red, life 1", "", "City of Brass", true},
		{"judge pay", "me: City of Brass, Circle of Protection: Red, life 1", "{R}", "", true},
		{"judge mana", "me: City of Brass, Circle of Protection: Red, life 1", "", "", true},
		{"judge tap", "me: City of Brass, Circle of Protection: Red, Alchor's Tomb, life 1", "", "City of Brass", false},
		{"judge pay", "me: City of Brass, Circle of Protection: Red, Alchor's Tomb, life 1", "{R}", "", false},
		{"judge tap", "me: Mountain, Circle of Protection: Red, life 1; opp: Manabarbs", "", "Mountain", false},
	} {
		r := askBoard(t, c.q, c.board, c.cost, c.card)
		wantUnderstood(t, r, true)
		if got := strings.Contains(r.Answer, "lose"); got != c.loses {
			t.Errorf("%s %s: says the player loses %v, want %v: %s", c.q, c.board, got, c.loses, r.Answer)
		}
	}
}

// CR 605.3a, 704.5a: City of Brass at 1 life may be tapped for mana, and
// its trigger then deals the damage that leaves its controller at 0, or
// sacrificed to Squandered Resources untapped, and nothing triggers: the
// two are different ways, and not every way loses the game.
func TestRule704_5aUntappedSacrificeIsNotLethal(t *testing.T) {
	r := pay(t, "me: Squandered Resources, City of Brass, life 1", "{1}")
	wantPayable(t, r, true)
	if strings.Contains(r.Answer, "lose the game") {
		t.Errorf("answer %q says every way loses", r.Answer)
	}
	safe := false
	for _, p := range r.Payments {
		if len(p.Sources) == 1 && strings.HasPrefix(p.Sources[0].Action, "sacrifice City of Brass") && !strings.Contains(strings.Join(p.Events, "\n"), "damage") {
			safe = true
		}
	}
	if !safe {
		t.Errorf("no way sacrifices City of Brass untapped: %+v", r.Payments)
	}
}
