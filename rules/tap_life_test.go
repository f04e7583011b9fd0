package rules

import (
	"slices"
	"testing"
)

// CR 119.4, 119.4a: a player pays life only while their life total is at
// least the payment; in Two-Headed Giant it is the team's shared total, and
// a team kept in the game at 0 life can't pay 1 life (Mana Confluence
// beside Platinum Angel). 118.3: a cost is paid only with the resources.
func TestCR119_4LifeCostNeedsTheLifeTotal(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Mana Confluence, Platinum Angel, life 0", "card", "Mana Confluence")
	wantLegal(t, r, false)
	wantRules(t, r, "118.3", "119.4")
	r = ask(t, "judge tap", "board", "me: Mana Confluence, Platinum Angel; ally: life 0; format: 2hg; teams: me+ally vs opp+opp2", "card", "Mana Confluence")
	wantLegal(t, r, false)
	wantRules(t, r, "118.3", "119.4a", "810.9a")
	r = ask(t, "judge activate", "board", "me: Spire of Industry, Sol Ring; ally: life 1; format: 2hg; teams: me+ally vs opp+opp2", "card", "Spire of Industry", "ability", "2")
	wantLegal(t, r, true)
	wantRules(t, r, "119.4", "119.4a")
	if !rulingSays(r, "your team has 1 life, at least the 1 its cost pays") {
		t.Errorf("no step on the team's life: %v", r.Steps)
	}
	r = ask(t, "judge tap", "board", "me: Mana Confluence, life 3", "card", "Mana Confluence")
	wantLegal(t, r, true)
	wantRules(t, r, "119.4")
	if slices.Contains(r.Rules, "704.5a") {
		t.Errorf("3 life less 1 is no loss of the game: %v", r.Rules)
	}
}

// CR 118.3: a cost that removes counters or sacrifices a permanent the
// player doesn't have can't be paid.
func TestCR118_3CostWithoutTheResources(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Gemstone Mine", "card", "Gemstone Mine")
	wantLegal(t, r, false)
	wantRules(t, r, "118.3")
	r = ask(t, "judge activate", "board", "me: Squandered Resources", "card", "Squandered Resources")
	wantLegal(t, r, false)
	wantRules(t, r, "118.3")
}

// CR 602.1b, 602.5: "Activate only …" restricts when the ability may be
// activated, and a player can't begin to activate it otherwise.
func TestCR602_1bActivationRestriction(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Spire of Industry; opp: Sol Ring", "card", "Spire of Industry", "ability", "2")
	wantLegal(t, r, false)
	wantRules(t, r, "602.1b", "602.5")
	r = ask(t, "judge activate", "board", "me: Desert", "card", "Desert", "ability", "2")
	wantLegal(t, r, false)
	wantRules(t, r, "602.1b", "602.5")
}

// CR 704.5a, 704.3: the life a mana ability's cost pays and the damage it
// deals as it resolves lower the life total at once; the mana is made, and
// a player at 0 or less life loses the next time state-based actions are
// checked, unless an effect keeps them in the game (101.2); in Two-Headed
// Giant, the team (810.8c).
func TestCR704_5aTappedForManaToZeroLife(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Ancient Tomb, life 2", "card", "Ancient Tomb")
	wantMana(t, r, "{C}{C}")
	wantRules(t, r, "120.3a", "704.5a")
	if !rulingSays(r, "leaves you at 0 life") || !rulingSays(r, "you lose the game the next time state-based actions are checked") {
		t.Errorf("no step on the loss: %v", r.Steps)
	}
	r = ask(t, "judge tap", "board", "me: Ancient Tomb, life 3", "card", "Ancient Tomb")
	if slices.Contains(r.Rules, "704.5a") {
		t.Errorf("3 life less 2 is no loss of the game: %v", r.Rules)
	}
	r = ask(t, "judge tap", "board", "me: Mana Confluence, life 1", "card", "Mana Confluence")
	wantRules(t, r, "119.4", "704.5a")
	r = ask(t, "judge tap", "board", "me: Ancient Tomb, Platinum Angel, life 2", "card", "Ancient Tomb")
	wantRules(t, r, "101.2")
	if !rulingSays(r, "Platinum Angel's effect keeps you in the game") {
		t.Errorf("no step on Platinum Angel: %v", r.Steps)
	}
	r = ask(t, "judge tap", "board", "me: Ancient Tomb, life 2; format: 2hg; teams: me+ally vs opp+opp2", "card", "Ancient Tomb")
	wantRules(t, r, "810.8c")
	// Spire's {C} costs no life; only its ability 2 does.
	r = ask(t, "judge tap", "board", "me: Spire of Industry, Sol Ring, life 1", "card", "Spire of Industry")
	if !rulingSays(r, "Activating ability 2") {
		t.Errorf("the step should name the ability that pays life: %v", r.Steps)
	}
}

// CR 603.2, 603.3: City of Brass's trigger on becoming tapped adds no mana,
// so it is no mana ability: it waits for the stack and deals its damage
// when it resolves, after the mana is made.
func TestCR603_3BecomesTappedTriggerUsesTheStack(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: City of Brass, life 5", "card", "City of Brass")
	wantRules(t, r, "603.2", "603.3")
	wantRuling(t, r, "City of Brass", "2004-10-04")
	if slices.Contains(r.Rules, "704.5a") {
		t.Errorf("5 life less 1 is no loss of the game: %v", r.Rules)
	}
	r = ask(t, "judge tap", "board", "me: City of Brass, life 1", "card", "City of Brass")
	wantRules(t, r, "603.3", "704.5a")
	r = ask(t, "judge tap", "board", "me: Forest, Manabarbs, life 1", "card", "Forest")
	wantRules(t, r, "704.5a")
}

// CR 119.3: a mana ability whose effect makes its controller lose life
// ("You lose 3 life.") lowers the life total as it resolves.
func TestCR119_3ManaAbilityLifeLoss(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: [Test Pit: Land — {T}: Add {G}. You lose 3 life.], life 3", "card", "Test Pit")
	wantRules(t, r, "119.3", "704.5a")
	r = ask(t, "judge tap", "board", "me: [Test Pit: Land — {T}: Add {G}. You lose 3 life.], life 4", "card", "Test Pit")
	if slices.Contains(r.Rules, "704.5a") {
		t.Errorf("4 life less 3 is no loss of the game: %v", r.Rules)
	}
}

// CR 106.7: the types a permanent could produce are those any ability of
// it, a triggered mana ability too, would add if it resolved now (605.1b):
// Wild Growth's {G}, whatever replacement effects apply to lands tapped for
// mana (Contamination's ruling: external effects generate their mana as
// directed), and Utopia Sprawl's chosen color. A trigger that adds a type
// the tapped land produced names none until it triggers, and a chosen
// color the board does not give is not known: those are refused.
func TestCR106_7TriggeredManaAbilityCouldProduce(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Forest, Wild Growth (on Forest); opp: Contamination", "card", "Wild Growth")
	wantUnderstood(t, r, true)
	wantTypes(t, r, "G")
	wantRules(t, r, "106.7", "605.1b")
	r = ask(t, "judge could-produce", "board", "me: Forest, Utopia Sprawl (on Forest, chose blue)", "card", "Utopia Sprawl")
	wantTypes(t, r, "U")
	r = ask(t, "judge could-produce", "board", "me: Forest, Utopia Sprawl (on Forest)", "card", "Utopia Sprawl")
	wantUnderstood(t, r, false)
	r = ask(t, "judge could-produce", "board", "me: Forest, Mana Flare", "card", "Mana Flare")
	wantUnderstood(t, r, false)
	// The land does not produce the Aura's mana (Wild Growth's ruling).
	r = ask(t, "judge could-produce", "board", "me: Island, Overgrowth (on Island)", "card", "Island")
	wantTypes(t, r, "U")
}

// CR 614.15: Urza's Mine's "add {C}{C} instead" is a self-replacement
// effect of its own ability; its rulings say the two mana are not optional
// and that the land types, not the names, are read.
func TestCR614_15UrzasMineInstead(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Urza's Mine, Urza's Power-Plant, Urza's Tower", "card", "Urza's Mine")
	wantMana(t, r, "{C}{C}")
	wantRules(t, r, "614.15")
	wantRuling(t, r, "Urza's Mine", "2004-10-04")
	wantRuling(t, r, "Urza's Mine", "2024-06-07")
	r = ask(t, "judge tap", "board", "me: Urza's Mine, Urza's Power-Plant; opp: Urza's Tower", "card", "Urza's Mine")
	wantMana(t, r, "{C}")
	if slices.Contains(r.Rules, "614.15") {
		t.Errorf("without the Tower it adds {C}, nothing replaced: %v", r.Rules)
	}
}

// CR 605.3a: a mana ability with no {T} (Squandered Resources) is
// activated whenever its controller has priority.
func TestCR605_3aManaAbilityWhenever(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Squandered Resources, Forest; turn: opp; opp: Island; step: end", "card", "Squandered Resources")
	wantLegal(t, r, true)
	wantRules(t, r, "605.3a")
}

// CR 704.5a, 120.3a, 119.4, 101.2: where every way of tapping a
// permanent for mana leaves its controller at 0 life or less, the
// headline says so, not only a step: Ancient Tomb at 2 life, Mana
// Confluence at 1, a Forest beside an opponent's Manabarbs at 1 (once the
// trigger resolves), and Platinum Angel keeping its controller in the
// game; at 3 life the headline is the mana alone, and where another
// ability makes mana without the loss (Spire of Industry's {C}, a
// painland's {C}) it says some choices leave the player at 0 life, as
// those outcomes' events do.
func TestRule704_5aTapHeadlineSaysTheLoss(t *testing.T) {
	for _, c := range []struct {
		q, board, card, want string
	}{
		{"judge tap", "me: Ancient Tomb, life 2", "Ancient Tomb", "Tapping Ancient Tomb for mana produces {C}{C}; that leaves you at 0 life, and you lose the game the next time state-based actions are checked."},
		{"judge tap", "me: Ancient Tomb, life 2, Platinum Angel", "Ancient Tomb", "Tapping Ancient Tomb for mana produces {C}{C}; that leaves you at 0 life, but Platinum Angel's effect keeps you in the game."},
		{"judge activate", "me: Ancient Tomb, life 2", "Ancient Tomb", "Ancient Tomb's ability can be activated now; it produces {C}{C}; that leaves you at 0 life, and you lose the game."},
		{"judge tap", "me: Forest, life 1; opp: Manabarbs", "Forest", "Tapping Forest for mana produces {G}; its triggered damage leaves you at 0 life or less, and you lose the game."},
		{"judge tap", "me: Ancient Tomb, life 3", "Ancient Tomb", "Tapping Ancient Tomb for mana produces {C}{C}."},
		{"judge tap", "me: Spire of Industry, Sol Ring, life 1", "Spire of Industry", "Tapping Spire of Industry for mana produces one of 6 results, depending on the choices made; some choices leave you at 0 life or less."},
		{"judge tap", "me: Karplusan Forest, life 1", "Karplusan Forest", "Tapping Karplusan Forest for mana produces {C}, {R} or {G}, depending on the choices made; some choices leave you at 0 life or less."},
		{"judge tap", "me: Karplusan Forest, life 2", "Karplusan Forest", "Tapping Karplusan Forest for mana produces {C}, {R} or {G}, depending on the choices made."},
	} {
		r := ask(t, c.q, "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		if r.Answer != c.want {
			t.Errorf("%s %s: %q, want %q", c.q, c.board, r.Answer, c.want)
		}
	}
}
