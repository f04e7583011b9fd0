package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 603.2: a trigger condition with "while" names an event and a state
// that must hold as it happens (Regal Behemoth's "you tap a land for mana
// while you're the monarch"): it triggers on that event alone, read as the
// condition without the state.
func TestRule603_2WhileNamesOneEvent(t *testing.T) {
	for cond, event := range map[string]string{
		"you tap a land for mana while you're the monarch":                                     "you tap a land for mana",
		"a time counter is removed from this while it's exiled":                                "a time counter is removed from this",
		"you cast an instant or sorcery spell while this has two or more quest counters on it": "you cast an instant or sorcery spell",
	} {
		got, want := readEvents(cond), readEvents(event)
		if want == nil || !slices.Equal(got, want) {
			t.Errorf("%q: read %v, want %v", cond, got, want)
		}
	}
	// A condition whose event is not read is still not read.
	if got := readEvents("a player does something unheard of while you're the monarch"); got != nil {
		t.Errorf("an unread event before \"while\": read %v, want nil", got)
	}
}

// CR 106.12: to tap a permanent for mana is to activate one of its mana
// abilities with {T} in its cost. Regal Behemoth has none, so asked about
// itself nothing is activated, tapped or added, and its trigger on lands
// tapped for mana, which the engine does not model, can't trigger: the
// answer is that it can't be tapped for mana, as for Vernal Bloom. Asked
// about a Forest beside it, the trigger may add mana, and the answer
// stops.
func TestRule106_12NothingToTapTriggersNothing(t *testing.T) {
	for _, n := range []string{"", "3"} {
		kv := []string{"board", "me: Regal Behemoth", "card", "Regal Behemoth"}
		if n != "" {
			kv = append(kv, "ability", n)
		}
		r := ask(t, "judge tap", kv...)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
		if !strings.Contains(r.Answer, "so it can't be tapped for mana") {
			t.Errorf("Regal Behemoth, ability %q: %s", n, r.Answer)
		}
		wantRules(t, r, "106.12")
	}
	r := ask(t, "judge tap", "board", "me: Regal Behemoth, Forest", "card", "Forest")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Whenever you tap a land for mana while you're the monarch") {
		t.Errorf("Forest beside Regal Behemoth: %s", r.Answer)
	}
	// A permanent with an ability the engine does not understand that
	// may be a mana ability may be tapped for it: the trigger still
	// bears.
	r = ask(t, "judge tap", "board", "me: Regal Behemoth, [Odd Idol: Artifact — {T}: Add one mana of the color most common among odd things.]", "card", "Odd Idol")
	wantUnderstood(t, r, false)
}

// CR 603.3, 605.1b: Betrayal's "Whenever enchanted creature becomes
// tapped, you draw a card." is no mana ability: tapping Llanowar Elves
// for {G} triggers it, and it waits for the stack, the Aura's controller
// drawing as it resolves. The tap answer says so.
func TestRule603_3BetrayalTriggersAsItsCreatureIsTapped(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves; opp: Betrayal (on Llanowar Elves)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != "{G}" || !slices.ContainsFunc(r.Outcomes[0].Events, func(ev string) bool { return strings.Contains(ev, "Betrayal") && strings.Contains(ev, "Opp draws") }) {
		t.Errorf("outcomes %+v: want {G} and Betrayal's draw for Opp", r.Outcomes)
	}
}

// CR 603.3, 605.1b: what triggers on a land or an artifact being tapped
// for mana and acts after the mana is made (War's Toll, Mana Web, Storm
// Cauldron, Treasure Nabber) goes on the stack once it is made: tap's
// events say so, where it triggers (an opponent's land for War's Toll,
// not its controller's own).
func TestRule603_3TriggersAfterTheManaIsMade(t *testing.T) {
	for _, c := range []struct {
		board, card, by string
		says            bool
	}{
		{"me: 2x Forest; opp: War's Toll", "Forest", "War's Toll", true},
		{"me: 2x Forest, War's Toll", "Forest", "War's Toll", false},
		{"me: 2x Forest; opp: Mana Web", "Forest", "Mana Web", true},
		{"me: 2x Forest, Storm Cauldron", "Forest", "Storm Cauldron", true},
		{"me: Sol Ring; opp: Treasure Nabber", "Sol Ring", "Treasure Nabber", true},
		{"me: Forest; opp: Treasure Nabber", "Forest", "Treasure Nabber", false},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 1 {
			t.Fatalf("%s: outcomes %+v", c.board, r.Outcomes)
		}
		got := slices.ContainsFunc(r.Outcomes[0].Events, func(ev string) bool { return strings.Contains(ev, c.by+"'s triggered ability") })
		if got != c.says {
			t.Errorf("%s: events %q, want %s's trigger: %v", c.board, r.Outcomes[0].Events, c.by, c.says)
		}
	}
}

// CR 106.12a: what triggers on a permanent being tapped for mana triggers
// only where its mana ability produced mana: Gaea's Cradle with no
// creature sets off no Storm Cauldron, and with one it does.
func TestRule106_12aNoManaNoTriggerAfterIt(t *testing.T) {
	for _, c := range []struct {
		board string
		says  bool
	}{
		{"me: Gaea's Cradle; opp: Storm Cauldron", false},
		{"me: Gaea's Cradle, Llanowar Elves; opp: Storm Cauldron", true},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "Gaea's Cradle")
		wantUnderstood(t, r, true)
		got := len(r.Outcomes) == 1 && slices.ContainsFunc(r.Outcomes[0].Events, func(ev string) bool { return strings.Contains(ev, "Storm Cauldron") })
		if got != c.says {
			t.Errorf("%s: events %+v, want Storm Cauldron's trigger: %v", c.board, r.Outcomes, c.says)
		}
	}
	// Betrayal on a creature another ability's cost may tap (Springleaf
	// Drum's) is refused, as the draw is not said of that tapping.
	r := pay(t, "me: Llanowar Elves, Springleaf Drum; opp: Betrayal (on Llanowar Elves)", "{U}")
	if r.Understood || !strings.Contains(r.Answer, "Betrayal") {
		t.Errorf("Betrayal beside Springleaf Drum: %v %q", r.Understood, r.Answer)
	}
}
