package rules

import (
	"strings"
	"testing"
)

// CR 614.12, 614.1c: a choice made as a permanent enters ("choose an
// opponent", "choose an artist", "choose two colors") was made before it
// was on the battlefield, and does nothing itself: beside a Forest, mana,
// upkeep and lands answer with Saskia, Drawn Together, Tablet of the
// Guilds and Volrath's Laboratory. What reads the choice is other text,
// which bears on its own: Black Vise's trigger in the chosen player's
// upkeep, with one opponent, triggers in that opponent's upkeep and not in
// its controller's, and Stuffy Doll's damage to the chosen player when it
// is dealt damage (Ancient Tomb deals damage) still refuses. A sentence that does
// more than choose (Canker Abomination's counters for each creature the
// chosen player controls) is not read as a choice.
func TestRule614_12ChoiceAsItEnters(t *testing.T) {
	for _, card := range []string{"Saskia the Unyielding", "Drawn Together", "Tablet of the Guilds", "Volrath's Laboratory"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Black Vise; opp: hand 7")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 1 || r.Triggers[0].Source != "Ghirapur Orrery" {
		t.Errorf("Black Vise in its controller's upkeep: triggers %+v, want Ghirapur Orrery's alone", r.Triggers)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Black Vise; opp: hand 7, life 20", "player", "opp")
	wantUnderstood(t, r, true)
	if len(r.Triggers) != 1 || r.Triggers[0].Source != "Black Vise" || len(r.Outcomes) != 1 || !strings.Contains(strings.Join(r.Outcomes[0].Events, " "), "Black Vise deals 3 damage to Opp (7 cards in hand, minus 4)") {
		t.Errorf("Black Vise in the chosen player's upkeep: triggers %+v, outcomes %+v, want 3 damage dealt to Opp", r.Triggers, r.Outcomes)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Ancient Tomb, Stuffy Doll"), false)
	for s, want := range map[string]bool{
		"As this enters, choose an opponent.":         true,
		"As this enters, choose a nonland card name.": true,
		"As this enters, choose two colors.":          true,
		"As this enters, choose an opponent. this enters with a -1/-1 counter on it for each creature that player controls.":     false,
		"As this enters, choose a creature you control it could be attached to. If you do, it enters attached to that creature.": false,
	} {
		a := &Ability{Text: s}
		got := compileEnters(a, s) && a.Why == whyEntersChoice
		if got != want {
			t.Errorf("%q: read as a choice %v, want %v", s, got, want)
		}
	}
}

// CR 614.12, 614.1c: asked as the card enters, a choice made then that
// does nothing else (Dauntless Bodyguard's "choose another creature you
// control", Stuffy Doll's "choose a player") sets no X, counter or mana
// value, and the answer says so, where it refused for the choice not read.
// A sentence that also says what it enters with (Canker Abomination's
// counters for each creature the chosen player controls) still refuses.
func TestRule614_12ChoiceAsItEntersSetsNoX(t *testing.T) {
	for card, mv := range map[string]int{"Dauntless Bodyguard": 1, "Stuffy Doll": 5} {
		r := ask(t, "judge enters", "card", card)
		wantUnderstood(t, r, true)
		if r.EtbX == nil || *r.EtbX != 0 || r.ManaValue == nil || *r.ManaValue != mv || len(r.Counters) != 0 {
			t.Errorf("%s: etb_x %v, mana value %v, counters %v; want 0, %d, none", card, r.EtbX, r.ManaValue, r.Counters, mv)
		}
		wantRules(t, r, "614.12")
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Canker Abomination"), false)
}
