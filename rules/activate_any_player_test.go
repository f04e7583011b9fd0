package rules

import (
	"strings"
	"testing"
)

// CR 602.5b, 602.5d: "Any player may activate this ability but only …"
// restricts the activation as "Activate only …" does, binding whoever
// activates it: Armageddon Clock's and Infinite Hourglass' only during an
// upkeep, Scandalmonger's and Endbringer's Revel's only as a sorcery, in
// the main phase of the player asking. Each was answered as activatable in
// the combat step of an opponent's turn, the rider unread.
func TestCR602_5AnyPlayerMayActivateButOnly(t *testing.T) {
	for _, c := range []struct {
		board, card, ability string
		legal                bool
	}{
		{"step: combat; me: Armageddon Clock", "Armageddon Clock", "3", false},
		{"step: upkeep; opp: Armageddon Clock", "opp's Armageddon Clock", "3", true},
		{"turn: opp; step: combat; me: Infinite Hourglass", "Infinite Hourglass", "3", false},
		{"turn: opp; step: combat; me: Scandalmonger", "Scandalmonger", "1", false},
		{"turn: opp; step: main1; opp: Scandalmonger", "opp's Scandalmonger", "1", false},
		{"opp: Scandalmonger", "opp's Scandalmonger", "1", true},
		{"turn: opp; step: combat; me: Endbringer's Revel", "Endbringer's Revel", "1", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 602.2: an ability whose object says any player may activate it is
// activated, and its costs paid, by the player who activates it; /judge
// activate asks whether the player asking can. Aether Storm's "Pay 4
// life" was read from its controller's life, and Excavation's "Sacrifice a
// land" and Oona's Prowler's "Discard a card" from its controller's lands
// and hand: an opponent's Aether Storm at 3 life was said not to be
// activatable by a player at 20, and at 20 to be by a player at 3.
func TestRule602_2AnyPlayerPaysOwnCosts(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
		says        string
	}{
		{"me: life 20; opp: Aether Storm, life 3", "opp's Aether Storm", true, "you have 20 life"},
		{"me: life 3; opp: Aether Storm, life 20", "opp's Aether Storm", false, "the cost pays 4 life and you have 3"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: life 3; opp: Aether Storm, life 20", "opp's Aether Storm", false, "your team has 3"},
		{"me: Platinum Emperion, life 20; opp: Aether Storm", "opp's Aether Storm", false, "your life total can't change"},
		{"me: life 20; opp: Aether Storm, Platinum Emperion", "opp's Aether Storm", true, "you have 20 life"},
		{"me: Island (tapped); opp: Excavation", "opp's Excavation", true, "paying its costs yourself"},
		{"me: life 20; opp: Excavation, Forest", "opp's Excavation", false, "the cost sacrifices a land and you control none"},
		{"me: hand 0; opp: Oona's Prowler, hand 3", "opp's Oona's Prowler", false, "1 of your cards in hand and there are 0"},
		{"me: hand 2; opp: Oona's Prowler, hand 0", "opp's Oona's Prowler", true, "whenever you have priority"},
		{"me: Saproling Cluster, hand 2; opp: hand 0", "Saproling Cluster", true, "can be activated"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		if !rulingSays(r, c.says) {
			t.Errorf("%s: the ruling does not say %q: %s %v", c.board, c.says, r.Answer, r.Steps)
		}
	}
	// Its controller's own abilities stay theirs to activate.
	r := ask(t, "judge activate", "board", "me: Forest; opp: Volrath's Dungeon, hand 2", "card", "opp's Volrath's Dungeon", "ability", "2")
	wantLegal(t, r, false)
	if !rulingSays(r, "this is whether Opp, who controls Volrath's Dungeon, can activate it") {
		t.Errorf("Volrath's Dungeon's second ability: want its controller's activation, got %s %v", r.Answer, r.Steps)
	}
}

// CR 602.2, 602.5b: Volrath's Dungeon's "Any player may activate this
// ability but only during their turn" binds the player who activates it:
// the player asking may destroy an opponent's Dungeon, paying their own 5
// life, on their own turn and not on the opponent's; it was refused as a
// restriction the engine did not model.
func TestRule602_5bAnyPlayerDuringTheirTurn(t *testing.T) {
	for _, c := range []struct {
		board string
		legal bool
	}{
		{"me: life 20; opp: Volrath's Dungeon", true},
		{"me: life 4; opp: Volrath's Dungeon", false},
		{"me: life 20; opp: Volrath's Dungeon; turn: opp", false},
		{"me: Volrath's Dungeon, life 20; turn: opp", false},
		{"me: Volrath's Dungeon, life 20", true},
	} {
		card := "Volrath's Dungeon"
		if c.board[:13] != "me: Volrath's" {
			card = "opp's Volrath's Dungeon"
		}
		r := ask(t, "judge activate", "board", c.board, "card", card, "ability", "1")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 119.4, 117.5, 704.3, 704.5a: a player may pay all the life they have
// to activate an ability (Bloodstained Mire at 1 life, Aetherflux
// Reservoir at 50), and then loses the game the next time state-based
// actions are checked, before the ability resolves; the answer says so,
// as it does for a mana ability, and in Two-Headed Giant of the team
// (810.8c). Platinum Angel keeps them in the game.
func TestRule704_5aPayingAllLifeToActivateLoses(t *testing.T) {
	for _, c := range []struct{ board, card, want string }{
		{"me: Bloodstained Mire, life 1; opp: life 20", "Bloodstained Mire", "you lose before it resolves"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Aetherflux Reservoir, life 50", "Aetherflux Reservoir", "your team at 0 life"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		if r.Legal == nil || !*r.Legal || !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s: %s, want legal and %q", c.board, r.Answer, c.want)
		}
	}
	r := ask(t, "judge activate", "board", "me: Bloodstained Mire, life 1, Platinum Angel", "card", "Bloodstained Mire")
	if strings.Contains(r.Answer, "lose") || !strings.HasSuffix(r.Answer, ".") {
		t.Errorf("beside Platinum Angel: %q", r.Answer)
	}
}
