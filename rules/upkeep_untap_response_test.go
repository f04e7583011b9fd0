package rules

import (
	"strings"
	"testing"
)

// CR 117.3b, 704.5a, 121.4: while the upkeep's triggers wait, abilities
// that move cards out of a library add up (two Millstones), and an
// ability that untaps lets one whose cost taps be activated again
// (Millstone beside Voltaic Key, Prodigal Pyromancer beside Seeker of
// Skybreak); Elixir of Immortality puts cards into "their owner's"
// library. Each may change whether a draw meets an empty library or a
// player reaches 0 life, so the answer stops; one Millstone that can't
// empty the library leaves it.
func TestRule117_3bResponsesAddUpAndUntap(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, library 5; opp: Millstone, Millstone, 4x Island",
		"me: Ghirapur Orrery, hand 0, library 5; opp: Millstone, Voltaic Key, 4x Island",
		"me: life 4, hand 2; opp: Sulfuric Vortex, Prodigal Pyromancer, Seeker of Skybreak",
		"me: Phyrexian Arena, hand 2, library 0, Elixir of Immortality, 2x Island, life 20",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, library 10; opp: Millstone, 4x Island")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you draw three cards") {
		t.Errorf("one Millstone, library 10: %s", r.Answer)
	}
}

// CR 611.2a, 122.1: a counter another card put on a creature with an
// ability that lasts after its source has left (Life Matrix's matrix
// counter, Mindbender Spores' fungus counters), and a trigger that may
// long since have given its permanent an ability or made it a creature
// (Maelstrom Djinn's vanishing, Veiled Apparition), stop the answer: the
// board does not say what they gave.
func TestRule611_2aLastingGrantsStopTheAnswer(t *testing.T) {
	for _, c := range []struct{ q, board, card string }{
		{"judge activate", "me: Grizzly Bears (1 matrix); opp: Life Matrix", "Grizzly Bears"},
		{"judge upkeep", "me: Grizzly Bears (4 fungus), library 20; opp: Mindbender Spores", ""},
		{"judge upkeep", "me: Maelstrom Djinn (1 time), library 20", ""},
		{"judge upkeep", "me: Veiled Apparition, Island, Island, library 20", ""},
	} {
		args := []string{"board", c.board}
		if c.card != "" {
			args = append(args, "card", c.card)
		}
		wantUnderstood(t, ask(t, c.q, args...), false)
	}
	// A trigger that gives control, or gains life, leaves nothing the
	// board does not say.
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Sleeper Agent, Forest", "card", "Forest"), true)
}

// CR 605.4a: a triggered mana ability resolves right after the mana
// ability that set it off, so Ancient Tomb's own damage comes before
// Overabundance's mana and damage in the events.
func TestRule605_4aTriggeredManaAfterTheAbility(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Ancient Tomb, Overabundance, life 20", "card", "Ancient Tomb")
	wantUnderstood(t, r, true)
	ev := strings.Join(r.Outcomes[0].Events, " | ")
	tomb, over := strings.Index(ev, "Ancient Tomb deals 2 damage"), strings.Index(ev, "Overabundance's triggered mana ability adds")
	if tomb < 0 || over < 0 || tomb > over {
		t.Errorf("events: %s", ev)
	}
}

// CR 602.5b: a headline counts colored permanents and invariant
// creature types as the text does: "2 black permanents", "5 untapped
// Myr".
func TestRule602_5bHeadlineCountsAsTheTextSays(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Leechridden Swamp, Royal Assassin", "card", "Leechridden Swamp", "ability", "3")
	if !strings.Contains(r.Answer, "it asks for 2 black permanents or more, and you control 1") {
		t.Errorf("Leechridden Swamp: %s", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Myr Turbine, Myr Enforcer, Myr Enforcer, Myr Enforcer, Myr Enforcer", "card", "Myr Turbine", "ability", "2")
	if !strings.Contains(r.Answer, "5 untapped Myr that you control") {
		t.Errorf("Myr Turbine: %s", r.Answer)
	}
}
