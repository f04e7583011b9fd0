package present_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// TestLookUpGhirapurOrrery shows Ghirapur Orrery with its six official
// rulings, and both its abilities understood.
func TestLookUpGhirapurOrrery(t *testing.T) {
	c, err := present.LookUpCard("ghirapur orrery")
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Ghirapur Orrery" || c.ManaCost != "{4}" || c.TypeLine != "Artifact" || c.PowerToughness() != "" {
		t.Errorf("card %+v", c)
	}
	if len(c.Rulings) != 6 {
		t.Errorf("%d official rulings, want 6", len(c.Rulings))
	}
	for _, r := range c.Rulings {
		if len(r.Date) != len("2016-09-20") || r.Text == "" {
			t.Errorf("ruling %+v", r)
		}
	}
	if len(c.Abilities) != 2 {
		t.Fatalf("abilities %+v", c.Abilities)
	}
	for i, a := range c.Abilities {
		if a.Number != i+1 || !a.Understood || a.Kind == "" || a.Why != "" || !strings.Contains(c.Oracle, a.Text) {
			t.Errorf("ability %+v", a)
		}
	}
	if got := c.Abilities[1].Kind; got != string(rules.KindTriggered) {
		t.Errorf("the upkeep ability is a %q", got)
	}
}

// TestLookUpEveryCard: every curated card of the catalog has an answer
// that keeps its data, one ability for each line of Oracle text.
func TestLookUpEveryCard(t *testing.T) {
	for _, want := range catalog.Curated() {
		c, err := present.LookUpCard(want.Name)
		if err != nil {
			t.Errorf("%s: %v", want.Name, err)
			continue
		}
		if c.Name != want.Name || c.Oracle != want.Oracle || c.Power != want.Power || c.Toughness != want.Toughness || len(c.Rulings) != len(want.Rulings) {
			t.Errorf("%s: %+v", want.Name, c)
		}
		if c.Rulings == nil || c.Abilities == nil {
			t.Errorf("%s: nil rulings or abilities", want.Name)
		}
		printed := 0
		for _, a := range c.Abilities {
			if a.Number > 0 {
				printed++
			}
			if a.Understood == (a.Why != "") {
				t.Errorf("%s: ability %+v", want.Name, a)
			}
		}
		if lines := len(strings.Split(want.Oracle, "\n")); want.Oracle != "" && printed != lines {
			t.Errorf("%s: %d printed abilities for %d lines", want.Name, printed, lines)
		}
	}
}

func TestPowerToughness(t *testing.T) {
	c, err := present.LookUpCard("Walking Ballista")
	if err != nil {
		t.Fatal(err)
	}
	if got := c.PowerToughness(); got != "0/0" {
		t.Errorf("Walking Ballista is %q", got)
	}
	if got := (&present.Card{Power: "*", Toughness: ""}).PowerToughness(); got != "*/" {
		t.Errorf("power alone: %q", got)
	}
}

// TestLookUpUnknownCard: a name not in the catalog is bad input with the
// closest names.
func TestLookUpUnknownCard(t *testing.T) {
	c, err := present.LookUpCard("Orrery")
	var ie *rules.InputError
	if !errors.As(err, &ie) || c != nil {
		t.Fatalf("card %+v, error %v; want an input error", c, err)
	}
	if ie.Option != "name" || ie.Input != "Orrery" || ie.Message != `unknown card "Orrery"` || !slices.Contains(ie.Suggestions, "Ghirapur Orrery") {
		t.Errorf("error %+v", ie)
	}
}

// TestCardJSON keeps the shape bot ask --json prints for /card.
func TestCardJSON(t *testing.T) {
	c, err := present.LookUpCard("Forest")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(c)
	for _, want := range []string{`"name":"Forest"`, `"mana_cost":""`, `"type_line":"Basic Land — Forest"`, `"rulings":[]`, `"abilities":[{"number":1,`, `"understood":true`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("no %s in %s", want, b)
		}
	}
	if strings.Contains(string(b), `"power"`) || strings.Contains(string(b), `"why"`) {
		t.Errorf("empty fields shown: %s", b)
	}
}

// A face of a double-faced card shows itself and every face with its own
// abilities; the whole card's name finds its front face.
func TestLookUpFaces(t *testing.T) {
	c, err := present.LookUpCard("insectile aberration")
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Insectile Aberration" || c.CardName != "Delver of Secrets // Insectile Aberration" || c.Layout != "transform" ||
		len(c.Faces) != 2 || c.Faces[0].Name != "Delver of Secrets" || c.Faces[1].PowerToughness() != "3/2" || c.Cards == "" {
		t.Fatalf("card %+v", c)
	}
	for _, f := range c.Faces {
		if len(f.Abilities) == 0 || f.Oracle == "" {
			t.Errorf("face %+v", f)
		}
	}
	front, err := present.LookUpCard("Delver of Secrets // Insectile Aberration")
	if err != nil || front.Name != "Delver of Secrets" {
		t.Errorf("the whole name finds %+v, %v", front, err)
	}
	split, err := present.LookUpCard("fire ice")
	if err != nil || split.Name != "Fire // Ice" || len(split.Faces) != 2 || split.Faces[1].Oracle != "Tap target permanent.\nDraw a card." {
		t.Errorf("Fire // Ice: %+v, %v", split, err)
	}
}

// A card of the pool beyond the curated ones has its Oracle text, its
// rulings and what the engine makes of it.
func TestLookUpPoolCard(t *testing.T) {
	c, err := present.LookUpCard("Counterspell")
	if err != nil {
		t.Fatal(err)
	}
	if c.Oracle != "Counter target spell." || c.ManaCost != "{U}{U}" || len(c.Abilities) != 1 || c.Faces != nil {
		t.Errorf("Counterspell: %+v", c)
	}
	c, err = present.LookUpCard("Thing in the Ice")
	if err != nil || len(c.Rulings) != 3 || c.Rulings[0].Date != "2016-04-08" {
		t.Errorf("Thing in the Ice: %+v, %v", c, err)
	}
}

// TestLookUpLeveler shows a leveler's abilities with the levels each is
// had at (CR 711.2), its level symbols and their power and toughness
// being no abilities, and its level up understood.
func TestLookUpLeveler(t *testing.T) {
	c, err := present.LookUpCard("Joraga Treespeaker")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range c.Abilities {
		if !a.Understood {
			t.Errorf("ability %+v not understood", a)
		}
		got = append(got, a.Level)
	}
	if want := []string{"", "1-4", "5+"}; !slices.Equal(got, want) {
		t.Errorf("levels %q, want %q (%+v)", got, want, c.Abilities)
	}
}

// CR 707.2, 614.1c: /card says how the engine reads Clone's and Vesuva's
// "enter as a copy" ability, which /judge enters works out copy by copy,
// where it said only that no template matched it.
func TestLookUpCardCopyAsEnters(t *testing.T) {
	for _, name := range []string{"Clone", "Vesuva"} {
		c, err := present.LookUpCard(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Abilities) != 1 || !strings.Contains(c.Abilities[0].Why, "/judge enters") {
			t.Errorf("%s: abilities %+v, want the copy ability said to be read by /judge enters", name, c.Abilities)
		}
	}
	c, err := present.LookUpCard("Spark Double")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(c.Abilities[0].Why, "/judge enters") {
		t.Errorf("Spark Double: %q, which /judge enters does not read", c.Abilities[0].Why)
	}
}

// CR 709.4b: a split card's mana cost is its halves' costs combined, as
// the rule's examples give them: Fire // Ice's is {2}{U}{R}, Assault //
// Battery's {3}{R}{G}. They were run together ({1}{R}{1}{U}).
func TestCR709_4bSplitCardManaCostCombined(t *testing.T) {
	for name, want := range map[string]string{
		"Fire // Ice":        "{2}{U}{R}",
		"Assault // Battery": "{3}{R}{G}",
		"Fire":               "{1}{R}",
	} {
		c, err := present.LookUpCard(name)
		if err != nil {
			t.Fatal(err)
		}
		if c.ManaCost != want {
			t.Errorf("%s: mana cost %q, want %q", name, c.ManaCost, want)
		}
	}
	if got := present.CombinedCost("{X}{G}", "{2}{W/U}", "{1}{B}"); got != "{X}{3}{W/U}{B}{G}" {
		t.Errorf("CombinedCost = %q", got)
	}
}

// A planeswalker shows its loyalty where a creature shows its power and
// toughness; an instant's or sorcery's text is a spell ability (CR
// 113.3a); Elvish Spirit Guide's ability is a mana ability (605.1a) that
// works from the hand (113.6m); Sand Golem's and Guerrilla Tactics' "When
// a spell or ability an opponent controls causes you to discard" are
// triggered abilities (603.1).
func TestCardStatsAndKinds(t *testing.T) {
	c, err := present.LookUpCard("Jace, the Mind Sculptor")
	if err != nil {
		t.Fatal(err)
	}
	if c.Stats() != "Loyalty 3" {
		t.Errorf("Jace: stats %q, want Loyalty 3", c.Stats())
	}
	if c, _ = present.LookUpCard("Grizzly Bears"); c.Stats() != "2/2" {
		t.Errorf("Grizzly Bears: stats %q", c.Stats())
	}
	for name, kind := range map[string]string{"Falter": "spell ability", "Elvish Spirit Guide": "mana ability, from the hand", "Llanowar Elves": "mana ability", "Sand Golem": "triggered ability"} {
		c, err := present.LookUpCard(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Abilities) == 0 || c.Abilities[0].Kind != kind {
			t.Errorf("%s: abilities %+v, want the first a %s", name, c.Abilities, kind)
		}
	}
	if c, _ = present.LookUpCard("Guerrilla Tactics"); len(c.Abilities) != 2 || c.Abilities[1].Kind != "triggered ability" {
		t.Errorf("Guerrilla Tactics: abilities %+v, want the second a triggered ability", c.Abilities)
	}
}

// CR 113.6e, 614.1, 603.7a: an instant's "has flash as long as …" and a
// draft card's "as you draft it" are static abilities; Solemnity's
// "Players can't get counters." is a "can't", no replacement effect; a
// Pact's "At the beginning of your next upkeep" is part of its spell
// ability, a delayed trigger it makes; Amulet of Vigor's trigger says
// that /judge enters reads it.
func TestAbilityLabels(t *testing.T) {
	for _, c := range []struct {
		card string
		n    int
		kind string
		why  string
	}{
		{"Crashing Tide", 1, "static ability", ""},
		{"Garbage Fire", 1, "static ability", ""},
		{"Solemnity", 1, "static ability", ""},
		{"Pact of Negation", 2, "spell ability", ""},
		{"Amulet of Vigor", 1, string(rules.KindTriggered), "read by /judge enters"},
	} {
		card, err := present.LookUpCard(c.card)
		if err != nil {
			t.Fatal(err)
		}
		if len(card.Abilities) < c.n {
			t.Fatalf("%s: abilities %+v", c.card, card.Abilities)
		}
		a := card.Abilities[c.n-1]
		if a.Kind != c.kind || !strings.Contains(a.Why, c.why) {
			t.Errorf("%s ability %d: kind %q (%s), want %q (%s)", c.card, c.n, a.Kind, a.Why, c.kind, c.why)
		}
	}
}

// CR 204: /card shows a color indicator (Dryad Arbor's green, a back
// face's two colors), in its JSON and its printed lines, and none for a
// card without one.
func TestCR204ColorIndicatorShown(t *testing.T) {
	arbor, err := present.LookUpCard("Dryad Arbor")
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(arbor)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"color_indicator":["green"]`) {
		t.Errorf("Dryad Arbor's JSON: %s", b)
	}
	arlinn, err := present.LookUpCard("Arlinn Kord")
	if err != nil {
		t.Fatal(err)
	}
	back := arlinn.OtherFaces()
	if len(back) != 1 || !strings.Contains(back[0].Text(), "\nColor indicator: red and green\n") {
		t.Errorf("Arlinn's back face: %+v", back)
	}
	forest, err := present.LookUpCard("Forest")
	if err != nil {
		t.Fatal(err)
	}
	if forest.ColorIndicator != nil || present.IndicatorLine(forest.ColorIndicator) != "" {
		t.Errorf("Forest has a color indicator: %v", forest.ColorIndicator)
	}
}
