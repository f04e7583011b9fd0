package rules

import "testing"

func TestPlayerWords(t *testing.T) {
	for _, c := range []struct{ p, name, poss, draws, has string }{
		{Me, "you", "your", "you draw", "you have"},
		{"opp", "Opp", "Opp's", "Opp draws", "Opp has"},
		{"opp2", "Opp 2", "Opp 2's", "Opp 2 draws", "Opp 2 has"},
		{"alice", "Alice", "Alice's", "Alice draws", "Alice has"},
		{"chris", "Chris", "Chris'", "Chris draws", "Chris has"},
		{"player_one", "Player One", "Player One's", "Player One draws", "Player One has"},
	} {
		if got := PlayerName(c.p); got != c.name {
			t.Errorf("PlayerName(%q) = %q, want %q", c.p, got, c.name)
		}
		if got := PlayerPossessive(c.p); got != c.poss {
			t.Errorf("PlayerPossessive(%q) = %q, want %q", c.p, got, c.poss)
		}
		if got := PlayerDoes(c.p, "draws"); got != c.draws {
			t.Errorf("PlayerDoes(%q, draws) = %q, want %q", c.p, got, c.draws)
		}
		if got := PlayerDoes(c.p, "has"); got != c.has {
			t.Errorf("PlayerDoes(%q, has) = %q, want %q", c.p, got, c.has)
		}
	}
}

func TestVerbForYou(t *testing.T) {
	for verb, want := range map[string]string{
		"draws": "draw", "has": "have", "is": "are", "does": "do", "may": "may", "can": "can",
		"passes": "pass", "reaches": "reach", "applies": "apply", "pays": "pay", "chooses": "choose",
		"discards": "discard", "loses": "lose", "doesn't": "don't", "may play": "may play",
		"draws three": "draw three",
	} {
		if got := VerbFor(Me, verb); got != want {
			t.Errorf("VerbFor(me, %q) = %q, want %q", verb, got, want)
		}
		if got := VerbFor("opp", verb); got != verb {
			t.Errorf("VerbFor(opp, %q) = %q, want it unchanged", verb, got)
		}
	}
}

func TestPossessiveOfAName(t *testing.T) {
	for name, want := range map[string]string{
		"Llanowar Elves":    "Llanowar Elves'",
		"Ghirapur Orrery":   "Ghirapur Orrery's",
		"Gaea's Cradle":     "Gaea's Cradle's",
		"Phyrexian Arena":   "Phyrexian Arena's",
		"Birds of Paradise": "Birds of Paradise's",
		"Sol Rings":         "Sol Rings'",
	} {
		if got := Possessive(name); got != want {
			t.Errorf("Possessive(%q) = %q, want %q", name, got, want)
		}
	}
	if Capital("you draw") != "You draw" || Capital("{G}") != "{G}" || Capital("") != "" {
		t.Error("Capital does not capitalise only a first letter")
	}
}
