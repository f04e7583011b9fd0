package rules

import "testing"

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
