package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 117.3c, 117.5, 704.5a: a player who activates a mana ability while
// holding priority receives priority again, and state-based actions are
// checked first; two Ancient Tombs at 2 life make four mana only while a
// cost is being paid, and leave the player at -2 life, so the answer says
// so, as /judge pay does. At 5 life there is nothing to say.
func TestRule117_3cMostManaThatLeavesNoLife(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: 2x Ancient Tomb, life 2")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 || !strings.Contains(r.Answer, "leaves you at -2 life") || !strings.Contains(r.Answer, "lose the game") {
		t.Errorf("max %v, answer %q: want four mana, -2 life and the loss", r.MaxMana, r.Answer)
	}
	wantRules(t, r, "117.3c", "704.5a")
	r = ask(t, "judge mana", "board", "me: 2x Ancient Tomb, life 5")
	if strings.Contains(r.Answer, "life") {
		t.Errorf("answer %q: at 5 life four mana leaves 1", r.Answer)
	}
}

// CR 120.3a: Ancient Tomb's "This land deals 2 damage to you." is said
// of the land in /judge tap's outcome, "Ancient Tomb deals 2 damage to
// you.", as /judge pay says it, where it read "Ancient Tomb: this deals 2
// damage to you."; of an opponent's, to that player.
func TestRule120_3aAncientTombDealsItsDamageInTheOutcome(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Ancient Tomb; opp: Ancient Tomb", "card", "Ancient Tomb")
	if !rulingSays(r, "Ancient Tomb deals 2 damage to you.") || rulingSays(r, ": this deals") {
		t.Errorf("outcomes %+v, want the event \"Ancient Tomb deals 2 damage to you.\"", r.Outcomes)
	}
	r = ask(t, "judge tap", "board", "me: Ancient Tomb; opp: Ancient Tomb", "card", "opp's Ancient Tomb")
	if !rulingSays(r, "Ancient Tomb deals 2 damage to Opp.") {
		t.Errorf("outcomes %+v, want the event \"Ancient Tomb deals 2 damage to Opp.\"", r.Outcomes)
	}
}

// CR 119.4, 120.3a, 704.5a: where the most of a type can be made only in a
// way whose damage or life paid leaves the player at 0 life, a step says
// how much of it they can make and stay above 0: at 1 life, Llanowar
// Wastes' {B} deals the damage that loses the game, so {B} is made only
// so, and {G}{G} too, where the Forest's {G} alone is safe. At 2 life,
// or where nothing deals damage, no step says so.
func TestRule704_5aMostOfATypeThatLosesTheGame(t *testing.T) {
	const note = "Making the most of some types takes life paid or damage dealt that leaves you at 0 life or less"
	r := ask(t, "judge mana", "board", "me: Llanowar Wastes, Forest, life 1")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 || r.MaxByType["B"] != 1 || r.MaxByType["G"] != 2 {
		t.Fatalf("%s %v", r.Answer, r.MaxByType)
	}
	if !slices.Contains(stepTexts(r), note+", and you then lose the game: {B} (you can make no {B} and stay above 0 life) and {G}{G} (you can make at most one {G} and stay above 0 life)") {
		t.Errorf("steps %v", stepTexts(r))
	}
	for _, board := range []string{"me: Llanowar Wastes, Forest, life 2", "me: Llanowar Wastes, Forest", "me: Swamp, Forest, life 1"} {
		r := ask(t, "judge mana", "board", board)
		for _, s := range stepTexts(r) {
			if strings.HasPrefix(s, note) {
				t.Errorf("%s: %s", board, s)
			}
		}
	}
}

// CR 305.6, 119.4, 704.5a: where the most mana can also be made without
// paying life to 0 (Mana Confluence's free {B} under Urborg, a Forest
// beside Horizon Canopy), the headline does not say making it all loses
// the game, whatever the order the board lists the sources in; where
// every way pays it (Mana Confluence alone at 1 life), it does.
func TestRule704_5aMostManaWithAFreeWay(t *testing.T) {
	for _, board := range []string{
		"me: Mana Confluence, Urborg, Tomb of Yawgmoth, life 1",
		"me: Mana Confluence, Mana Confluence, Urborg, Tomb of Yawgmoth, life 1",
		"me: Boseiju, Who Shelters All, Horizon Canopy, Forest, life 2",
		"me: Horizon Canopy, Boseiju, Who Shelters All, Forest, life 2",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if strings.Contains(r.Answer, "lose the game") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Mana Confluence, life 1")
	if !strings.Contains(r.Answer, "lose the game") {
		t.Errorf("Mana Confluence alone at 1 life: %s", r.Answer)
	}
}
