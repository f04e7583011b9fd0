package rules

import (
	"strings"
	"testing"
)

// CR 120.3a: damage dealt to a player causes that much loss of life, but
// the event is damage, dealt by its source: prevention, Worship's floor
// and "whenever a source deals damage" read damage, not life loss. An
// upkeep or draw trigger that deals damage says so ("Black Vise deals 2
// damage to you"), where its event said "you lose 2 life"; the life
// totals and the answer are unchanged. Phyrexian Arena's "you lose 1
// life" is life lost, and says so still.
func TestRule120_3aUpkeepDamageWordedAsDamage(t *testing.T) {
	for _, c := range []struct {
		board, player, want, not string
	}{
		{"me: hand 6, life 20; opp: Black Vise", "", "Black Vise's ability (for you) resolves: Black Vise deals 2 damage to you (6 cards in hand, minus 4)", "you lose 2 life"},
		{"me: hand 1, life 20; opp: The Rack", "", "The Rack's ability (for you) resolves: The Rack deals 2 damage to you (3 minus 1 card in hand)", "you lose 2 life"},
		// CR 120.8: a source that would deal 0 damage deals none.
		{"me: hand 4, life 20; opp: The Rack", "", "The Rack's ability (for you) resolves: The Rack deals no damage to you (3 minus 4 cards in hand)", "you lose 0 life"},
		{"me: hand 1, life 20, Sulfuric Vortex; opp: hand 1, life 20", "opp", "Sulfuric Vortex's ability (for Opp) resolves: Sulfuric Vortex deals 2 damage to Opp", "Opp loses 2 life"},
		{"me: Ghirapur Orrery, hand 0, life 20; opp: Underworld Dreams", "", "then Underworld Dreams' ability triggers 3 times, once for each card you drew, and resolves: Underworld Dreams deals 1 damage to you 3 times", "you lose 3 life"},
		{"me: Ghirapur Orrery, hand 0, life 20, Phyrexian Arena; opp: Underworld Dreams", "", "Phyrexian Arena's ability (for you) resolves: you draw one card and lose 1 life; then Underworld Dreams' ability triggers once, for the card you drew, and resolves: Underworld Dreams deals 1 damage to you", "Phyrexian Arena deals"},
		// Worship keeps the damage from taking the last of your life;
		// the event says the damage, the floor and the life lost.
		{"me: hand 6, life 2, Worship, Grizzly Bears; opp: Black Vise", "", "Black Vise deals 2 damage to you (6 cards in hand, minus 4), which can't reduce your life total to less than 1, by Worship: you lose 1 life", "you lose 2 life"},
		{"me: Lord of the Pit, life 20", "", "Lord of the Pit's ability (for you) resolves: you control no other creature to sacrifice, so Lord of the Pit deals 7 damage to you", "you lose 7 life"},
		// One effect that deals damage to each player names its source
		// once (CR 120.3, 120.2).
		{"me: Rumbling Slum, hand 3, life 20; opp: hand 3, life 20; opp2: hand 3, life 20", "", "Rumbling Slum's ability (for you) resolves: Rumbling Slum deals 1 damage to you, 1 damage to Opp and 1 damage to Opp 2", "Rumbling Slum deals 1 damage to Opp"},
	} {
		kv := []string{"board", c.board}
		if c.player != "" {
			kv = append(kv, "player", c.player)
		}
		r := ask(t, "judge upkeep", kv...)
		wantUnderstood(t, r, true)
		ev := strings.Join(upkeepEventLines(r), "|")
		if !strings.Contains(ev, c.want) || strings.Contains(ev, c.not) {
			t.Errorf("%s: events %q, want %q and not %q", c.board, ev, c.want, c.not)
		}
	}
	// The life totals follow the damage as before: at 2 life, two of
	// Underworld Dreams' three abilities leave you at 0, and you lose.
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, life 2; opp: Underworld Dreams")
	if ev := strings.Join(upkeepEventLines(r), "|"); !strings.Contains(r.Answer, "you lose the game") || !strings.Contains(ev, "two resolve before you lose, and Underworld Dreams deals 1 damage to you twice; your life total is now 0") {
		t.Errorf("answer %q, events %q", r.Answer, ev)
	}
}
