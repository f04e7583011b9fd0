package rules

import "testing"

// CR 601.2c, 602.2b, 115.1: a target with words before its type ("target
// tapped creature") needs a permanent that meets them, chosen before the
// cost taps anything (601.2h): Royal Assassin with no tapped creature
// can't be activated, and can with one, anyone's; Karn, Silver Golem's
// "target noncreature artifact" is not an artifact creature. Words the
// engine does not read ("nonblack") get "I can't rule on this" where a
// permanent meets the rest, and still No where none does.
func TestRule601_2cQualifiedTarget(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
	}{
		{"me: Royal Assassin, Grizzly Bears", "Royal Assassin", false},
		{"me: Royal Assassin", "Royal Assassin", false},
		{"me: Royal Assassin; opp: Grizzly Bears (tapped)", "Royal Assassin", true},
		{"me: Royal Assassin, Grizzly Bears (tapped)", "Royal Assassin", true},
		{"me: Karn, Silver Golem, Sol Ring", "Karn, Silver Golem", true},
		{"me: Karn, Silver Golem, Pili-Pala", "Karn, Silver Golem", false},
		{"me: Stone Catapult, Grizzly Bears", "Stone Catapult", false},
		// Wasteland may target itself: it is sacrificed after its
		// target is chosen (601.2c, 601.2h).
		{"me: Wasteland; opp: Forest", "Wasteland", true},
		{"me: Forest, Wasteland", "Wasteland", true},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", abilityOf(c.card))
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Stone Catapult; opp: Grizzly Bears (tapped)", "card", "Stone Catapult"), false)
}

// abilityOf numbers the ability asked about: Wasteland's and Karn, Silver
// Golem's second.
func abilityOf(card string) string {
	if card == "Wasteland" || card == "Karn, Silver Golem" {
		return "2"
	}
	return "1"
}

// CR 601.2c: a spell or ability with a variable number of targets ("up
// to one target creature") may have none, so no such permanent on the
// board does not stop it; one target still needs one.
func TestRule601_2cUpToOneTarget(t *testing.T) {
	for _, c := range []struct {
		text  string
		legal bool
	}{
		{"Tap up to one target creature.", true},
		{"Tap up to two target tapped creatures.", true},
		{"Tap any number of target creatures.", true},
		{"Tap target creature.", false},
		{"Tap target tapped creature.", false},
	} {
		r := ask(t, "judge activate", "board", "me: [Test Rod: Artifact — {T}: "+c.text+"]", "card", "Test Rod")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 106.4, 601.2g: a permanent an ability exiles and returns "at the
// beginning of your next upkeep" (Kaya, Ghost Assassin's [0]) comes back
// in a later step, after the mana made now has left the pool, so it
// changes no mana now: a Forest and Llanowar Elves make two.
func TestRule106_4DelayedReturnMakesNoManaNow(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, Kaya, Ghost Assassin")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("the most mana %v, want 2", r.MaxMana)
	}
}
