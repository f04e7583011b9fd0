package rules

import (
	"strings"
	"testing"
)

// CR 607.2d, 704.5f, 704.3: beside an Engineered Plague that does not say
// the creature type chosen as it entered, whether Llanowar Elves or a
// Walking Ballista with one counter stays once it enters hangs on that
// type: `enters` refuses, as `lands` and `upkeep` do that board, asking
// for the type, where it answered with no word of the creature dying. So
// it is for a color chosen ("Creatures of the chosen color get -1/-1").
// Where no choice can matter it answers: Grizzly Bears and a Ballista with
// two counters stay whatever the type (1/1 at least), a changeling has
// every type and dies, a creature of all five colors has the color chosen;
// two Plagues may both take Grizzly Bears to 0. On the battlefield alike,
// Grizzly Bears stays beside such a Plague, and Nantuko Calmer with 1
// damage (2/2 at least), and Grizzly Bears with 1 damage beside a Shared
// Triumph, which only raises; with 1 damage beside the Plague, or 2
// beside the Triumph, the type decides.
func TestCR607_2dEntersBesideAChoiceTheBoardDoesNotGive(t *testing.T) {
	colorPlague := "[Color Plague: Enchantment — As this enchantment enters, choose a color. | Creatures of the chosen color get -1/-1.]"
	for _, c := range []struct{ card, x, board, says string }{
		{"Llanowar Elves", "", "opp: Engineered Plague", "Engineered Plague (named Elf)"},
		{"Walking Ballista", "1", "opp: Engineered Plague", "Engineered Plague (named Elf)"},
		{"Grizzly Bears", "", "opp: 2x Engineered Plague", "Engineered Plague (named Elf)"},
		{"Llanowar Elves", "", "opp: " + colorPlague, "Color Plague (chose green)"},
	} {
		kv := []string{"card", c.card, "board", c.board}
		if c.x != "" {
			kv = append(kv, "x", c.x)
		}
		r := ask(t, "judge enters", kv...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "whether "+c.card+" stays on the battlefield") || !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s beside %s: answer %q, want it to ask for %q", c.card, c.board, r.Answer, c.says)
		}
	}
	for _, c := range []struct {
		card, x, board string
		dies           bool
	}{
		{"Llanowar Elves", "", "opp: Engineered Plague (named Elf)", true},
		{"Llanowar Elves", "", "opp: Engineered Plague (named Human)", false},
		{"Grizzly Bears", "", "opp: Engineered Plague", false},
		{"Walking Ballista", "2", "opp: Engineered Plague", false},
		{"Amoeboid Changeling", "", "opp: Engineered Plague", true},
		{"Llanowar Elves", "", "opp: " + colorPlague + " (chose red)", false},
		{"Child of Alara", "", "opp: 6x " + colorPlague, true},
		{"Child of Alara", "", "opp: 5x " + colorPlague, false},
	} {
		kv := []string{"card", c.card, "board", c.board}
		if c.x != "" {
			kv = append(kv, "x", c.x)
		}
		r := ask(t, "judge enters", kv...)
		wantUnderstood(t, r, true)
		if strings.Contains(r.Answer, "then dies") != c.dies || strings.Contains(strings.Join(stepTexts(r), " "), "not worked out") {
			t.Errorf("%s beside %s: answer %q, want dies %v", c.card, c.board, r.Answer, c.dies)
		}
	}
	for _, board := range []string{
		"me: Grizzly Bears; opp: Engineered Plague",
		"me: Nantuko Calmer (1 damage); opp: Engineered Plague",
		"me: Grizzly Bears (1 damage); opp: Shared Triumph",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), true)
	}
	for _, board := range []string{
		"me: Llanowar Elves; opp: Engineered Plague",
		"me: Grizzly Bears (1 damage); opp: Engineered Plague",
		"me: Grizzly Bears (2 damage); opp: Shared Triumph",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), false)
	}
}
