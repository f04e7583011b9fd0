package rules

import (
	"strings"
	"testing"
)

// CR 602.5, 605.1a, 607.2d: Pithing Needle stops the activated abilities
// of sources with the card name chosen as it entered, unless they are
// mana abilities; Phyrexian Revoker stops them all. The name is written
// "named CARD"; where the board does not give it, what Needle could stop
// (not a mana ability) is refused, and Revoker's is refused for any
// ability.
func TestRule602_5ChosenNameStopsActivatedAbilities(t *testing.T) {
	for _, c := range []struct {
		board, card string
		want        string // "yes", "no" or "refused"
	}{
		{"me: Llanowar Elves; opp: Pithing Needle (named Llanowar Elves)", "Llanowar Elves", "yes"},
		{"me: Llanowar Elves; opp: Pithing Needle", "Llanowar Elves", "yes"},
		{"me: Llanowar Elves; opp: Phyrexian Revoker (named Llanowar Elves)", "Llanowar Elves", "no"},
		{"me: Llanowar Elves; opp: Phyrexian Revoker (named Sol Ring)", "Llanowar Elves", "yes"},
		{"me: Llanowar Elves; opp: Phyrexian Revoker", "Llanowar Elves", "refused"},
		{"me: Royal Assassin, Grizzly Bears (tapped); opp: Pithing Needle (named Royal Assassin)", "Royal Assassin", "no"},
		{"me: Royal Assassin, Grizzly Bears (tapped); opp: Pithing Needle (named Sol Ring)", "Royal Assassin", "yes"},
		{"me: Royal Assassin, Grizzly Bears (tapped); opp: Pithing Needle", "Royal Assassin", "refused"},
	} {
		r, err := askOpts("judge activate", map[string]string{"board": c.board, "card": c.card})
		if err != nil {
			t.Fatalf("%s: %v", c.board, err)
		}
		got := "refused"
		switch {
		case !r.Understood:
		case strings.Contains(r.Answer, "can't be activated"):
			got = "no"
		case strings.Contains(r.Answer, "can be activated"):
			got = "yes"
		}
		if got != c.want {
			t.Errorf("%s: %s (%s), want %s", c.board, got, r.Answer, c.want)
		}
	}
	// Paying with mana abilities Revoker names: Llanowar Elves can't help.
	r := pay(t, "me: Llanowar Elves, Forest; opp: Phyrexian Revoker (named Llanowar Elves)", "{G}{G}")
	wantPayable(t, r, false)
	r = pay(t, "me: Llanowar Elves, Forest; opp: Pithing Needle (named Llanowar Elves)", "{G}{G}")
	wantPayable(t, r, true)
}

// "named CARD" reads a card's name, commas and all, prints it back, and
// is held to what the permanent's text chooses.
func TestNamedCardNotation(t *testing.T) {
	b, err := ParseBoard("me: Forest; opp: Phyrexian Revoker (tapped, named Karn, Silver Golem)")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.Permanents[1].Named; got != "Karn, Silver Golem" {
		t.Errorf("named %q", got)
	}
	again, err := ParseBoard(b.String())
	if err != nil || again.String() != b.String() {
		t.Errorf("printed %q does not read back: %v", b.String(), err)
	}
	for _, c := range []struct{ board, want string }{
		{"me: Pithing Needle (named Forrest)", "no card has that name"},
		{"me: Phyrexian Revoker (named Forest)", "chooses a nonland card name"},
		{"me: Cavern of Souls (named Llanowar Elves)", "expected one word, a type like Elf"},
		{"me: Pithing Needle (named)", "expected one word, a type like Elf, or a card name"},
	} {
		_, err := ParseBoard(c.board)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to say %q", c.board, err, c.want)
		}
	}
}

// CR 602.5, 605.1a: Pithing Needle naming Llanowar Elves doesn't stop its
// mana ability, and a step says so, citing Pithing Needle's ruling that
// the mana ability of a card it names can be activated.
func TestRule605_1aPithingNeedleSparesManaAbilitySays(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Llanowar Elves; opp: Pithing Needle (named Llanowar Elves)", "card", "Llanowar Elves")
	wantLegal(t, r, true)
	wantRules(t, r, "602.5", "605.1a")
	if !stepSays(r, "Pithing Needle's effect", "is a mana ability, so it can still be activated") {
		t.Errorf("no step says Pithing Needle spares Llanowar Elves' mana ability: %v", r.Steps)
	}
	r = ask(t, "judge activate", "board", "me: Llanowar Elves; opp: Pithing Needle (named Sol Ring)", "card", "Llanowar Elves")
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "Pithing Needle") {
			t.Errorf("Pithing Needle naming Sol Ring: a step names it beside Llanowar Elves: %s", s.Text)
		}
	}
}
