package rules

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// Contract, the ruling's fields: user_cards names the inline cards on the
// board, each once, so that pages and embeds mark a ruling about
// user-defined text; a board of catalog cards has none, and the field is
// left out of the JSON. It was never set.
func TestContractUserCardsNamesTheInlineCards(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: [Rock: Artifact — {T}: Add {G}.], Forest, [Odd, Name: Land — {T}: Add {C}.], 2x [Rock: Artifact — {T}: Add {G}.]", "card", "Forest")
	if !slices.Equal(r.UserCards, []string{"Rock", "Odd, Name"}) {
		t.Errorf("user cards %q, want Rock, Odd, Name", r.UserCards)
	}
	js, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), `"user_cards":["Rock","Odd, Name"]`) {
		t.Errorf("JSON %s: want user_cards", js)
	}
	r = ask(t, "judge tap", "board", "me: Forest", "card", "Forest")
	if r.UserCards != nil {
		t.Errorf("user cards %q, want none", r.UserCards)
	}
	if js, _ := json.Marshal(r); strings.Contains(string(js), "user_cards") {
		t.Errorf("JSON %s: want no user_cards", js)
	}
}

// Contract, an outcome: {choices, mana, draws, hand, events}, events a
// list, empty where nothing happens; it was null.
func TestContractOutcomeEventsAreAList(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Forest")
	js, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Outcomes) == 0 || strings.Contains(string(js), `"events":null`) || !strings.Contains(string(js), `"events":[]`) {
		t.Errorf("JSON %s: want each outcome's events a list", js)
	}
}
