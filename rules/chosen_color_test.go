package rules

import (
	"strings"
	"testing"
)

// CR 607.2d: "Creatures you control of the chosen color" and "Creatures
// of the chosen color" read the color chosen as their permanent entered.
func TestRule607_2dSubjectOfTheChosenColor(t *testing.T) {
	sub, ok := parseSubject("Creatures you control of the chosen color")
	if !ok || !sub.ChosenColor || sub.Control != "you" || len(sub.Types) != 1 || sub.Types[0] != "Creature" {
		t.Errorf("Caged Sun's subject: %+v %v", sub, ok)
	}
	sub, ok = parseSubject("Creatures of the chosen color")
	if !ok || !sub.ChosenColor || sub.Control != "" {
		t.Errorf("Gauntlet of Power's subject: %+v %v", sub, ok)
	}
}

// CR 605.1b, 106.12a and Caged Sun's ruling (2011-06-01: "Caged Sun's
// triggered ability is a mana ability, which means the ability doesn't
// use the stack and can't be responded to."): a land's ability that adds
// mana of the chosen color adds one more, once however much it adds
// (Mana Reflection's {G}{G} gets one), reading the mana actually made
// (Contamination's {B} gets none); a creature's ability, or a land of
// another player, gets none.
func TestRule605_1bCagedSunAddsOneMoreOfTheChosenColor(t *testing.T) {
	cases := []struct {
		board, card, mana string
	}{
		{"me: Forest, Caged Sun (chose green)", "Forest", "{G}{G}"},
		{"me: Forest, Caged Sun (chose blue)", "Forest", "{G}"},
		{"me: Forest, Mana Reflection, Caged Sun (chose green)", "Forest", "{G}{G}{G}"},
		{"me: Forest, Caged Sun (chose green); opp: Contamination", "Forest", "{B}"},
		{"me: Forest, Llanowar Elves, Caged Sun (chose green)", "Llanowar Elves", "{G}"},
		{"me: Forest; opp: Caged Sun (chose green)", "Forest", "{G}"},
		{"me: Forest, Utopia Sprawl (on Forest, chose green), Caged Sun (chose green)", "Forest", "{G}{G}{G}"},
		{"me: Breeding Pool, Caged Sun (chose green), Gauntlet of Power (chose green)", "Breeding Pool", "{G}{G}"},
	}
	for _, c := range cases {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		if got := manaSet(r); len(got) == 0 || !strings.Contains(strings.Join(got, " "), c.mana) {
			t.Errorf("%s: tapping %s makes %v, want %s among them", c.board, c.card, got, c.mana)
		}
		if c.card == "Forest" {
			wantMana(t, r, c.mana)
		}
	}
	r := ask(t, "judge tap", "board", "me: Forest, Caged Sun (chose green)", "card", "Forest")
	wantRules(t, r, "605.1b", "106.12a", "607.2d")
	wantRuling(t, r, "Caged Sun", "2011-06-01")
	r = ask(t, "judge mana", "board", "me: Forest, Island, Llanowar Elves, Caged Sun (chose green)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 || r.MaxByType["G"] != 3 {
		t.Errorf("the most mana %v, by type %v; want 4, G 3", r.MaxMana, r.MaxByType)
	}
}

// CR 106.12a: "An ability that triggers whenever a permanent ... is tapped
// for mana of a specified type triggers whenever such a mana ability
// resolves and produces ... the specified type of mana." Gauntlet of
// Power watches every player's basic lands, and its controller's mana
// goes to the land's controller.
func TestRule106_12aGauntletOfPowerAnyPlayersBasicLands(t *testing.T) {
	cases := []struct {
		board, card, mana string
	}{
		{"me: Forest; opp: Gauntlet of Power (chose green)", "Forest", "{G}{G}"},
		{"me: Forest, Gauntlet of Power (chose green)", "Forest", "{G}{G}"},
		{"me: Snow-Covered Forest, Gauntlet of Power (chose green)", "Snow-Covered Forest", "{G}{G}"},
		{"me: Forest, Gauntlet of Power (chose red)", "Forest", "{G}"},
		{"me: Forest, Gauntlet of Power (chose green); opp: Contamination", "Forest", "{B}"},
		{"me: Forest, Caged Sun (chose green), Gauntlet of Power (chose green)", "Forest", "{G}{G}{G}"},
	}
	for _, c := range cases {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantMana(t, r, c.mana)
	}
	// Breeding Pool is no basic land.
	r := ask(t, "judge tap", "board", "me: Breeding Pool, Gauntlet of Power (chose green)", "card", "Breeding Pool")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{U}", "{G}")
	r = ask(t, "judge mana", "board", "me: Forest, Island, Llanowar Elves, Gauntlet of Power (chose green)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 {
		t.Errorf("the most mana %v, want 4", r.MaxMana)
	}
}

// CR 607.2d: without the chosen color recorded, each color is tried: the
// tap question lists the outcomes by color; pay and mana answer where
// every color gives the same answer and say why they can't otherwise.
func TestRule607_2dCagedSunColorNotRecorded(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Caged Sun", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}", "{G}")
	r = ask(t, "judge mana", "board", "me: Forest, Caged Sun")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "which color was chosen for Caged Sun") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Llanowar Elves, Caged Sun")
	wantUnderstood(t, r, true)
	wantRules(t, r, "607.2d")
	r = ask(t, "judge pay", "board", "me: Forest, Caged Sun", "cost", "{G}{G}")
	wantUnderstood(t, r, false)
	r = ask(t, "judge pay", "board", "me: Forest, Caged Sun", "cost", "{1}")
	wantUnderstood(t, r, true)
	r = ask(t, "judge tap", "board", "me: Forest; opp: Gauntlet of Power", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}", "{G}")
}

// CR 613.4c, 704.5f: the anthem of the chosen color counts in toughness:
// Llanowar Elves with a -1/-1 counter is 0/0 and dies unless Caged Sun's
// color is green (or Gauntlet of Power's, for any player's creature).
// Without the color recorded, the engine cannot tell, and says so.
func TestRule704_5fChosenColorAnthemCountsInToughness(t *testing.T) {
	alive := func(board string) bool {
		r := ask(t, "judge tap", "board", board, "card", "Llanowar Elves")
		wantUnderstood(t, r, true)
		return r.Legal != nil && *r.Legal
	}
	if !alive("me: Llanowar Elves (1 -1/-1), Caged Sun (chose green)") {
		t.Error("Caged Sun (green): Llanowar Elves is 1/1 and stays")
	}
	if alive("me: Llanowar Elves (1 -1/-1), Caged Sun (chose blue)") {
		t.Error("Caged Sun (blue): Llanowar Elves is 0/0 and dies")
	}
	if alive("me: Llanowar Elves (1 -1/-1); opp: Caged Sun (chose green)") {
		t.Error("the opponent's Caged Sun: it boosts only its controller's creatures")
	}
	if !alive("me: Llanowar Elves (1 -1/-1); opp: Gauntlet of Power (chose green)") {
		t.Error("the opponent's Gauntlet of Power (green): it boosts every green creature")
	}
	r := ask(t, "judge tap", "board", "me: Llanowar Elves (1 -1/-1), Caged Sun", "card", "Llanowar Elves")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "which color was chosen for Caged Sun") {
		t.Errorf("answer %q", r.Answer)
	}
	// Without a counter it stays whatever the color.
	r = ask(t, "judge tap", "board", "me: Llanowar Elves, Caged Sun", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
}

// CR 613.4c: mana equal to power reads the anthem (Marwyn, the Nurturer,
// 1/1); with the color not recorded, the power is not known.
func TestRule613_4cChosenColorAnthemCountsInPower(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Marwyn, the Nurturer, Caged Sun (chose green)", "card", "Marwyn, the Nurturer")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Marwyn, the Nurturer; opp: Gauntlet of Power (chose white)", "card", "Marwyn, the Nurturer")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Marwyn, the Nurturer, Caged Sun", "card", "Marwyn, the Nurturer")
	wantUnderstood(t, r, false)
}

// CR 204, 105.2: a creature's color indicator (Dryad Arbor's green) puts
// it in a subject that reads colors; one whose colors the board does not
// show (an inline creature, written without a mana cost) is not taken to
// be outside it.
func TestRule204ColorIndicatorInASubject(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Dryad Arbor (sick), [Odd Anthem: Enchantment — — Green creatures you control have haste.]", "card", "Dryad Arbor")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Dryad Arbor (sick), [Odd Anthem: Enchantment — — Red creatures you control have haste.]", "card", "Dryad Arbor")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	r = ask(t, "judge tap", "board", "me: [Odd Dryad: Land Creature — Forest] (sick), [Odd Anthem: Enchantment — — Green creatures you control have haste.]", "card", "Odd Dryad")
	wantUnderstood(t, r, false)
	// Dryad Arbor is a land: Caged Sun's trigger reads its mana, and its
	// toughness stays above 0 whatever the anthem does.
	r = ask(t, "judge tap", "board", "me: Dryad Arbor, Caged Sun (chose green)", "card", "Dryad Arbor")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
}

// The other questions: Caged Sun and Gauntlet of Power change no land
// play, upkeep, enters or could-produce answer (the extra mana is of a
// type the land already makes, CR 106.7).
func TestRule605_1bChosenColorCardsOnOtherQuestions(t *testing.T) {
	for _, card := range []string{"Caged Sun", "Gauntlet of Power"} {
		board := "me: Forest, Llanowar Elves, " + card + " (chose green)"
		for _, q := range [][]string{
			{"judge upkeep", "board", board},
			{"judge lands", "board", board},
			{"judge could-produce", "board", board, "card", "Forest"},
			{"judge activate", "board", board, "card", "Forest"},
			{"judge pay", "board", board, "cost", "{2}{G}"},
			{"judge enters", "card", "Llanowar Elves", "x", "0", "board", board},
		} {
			r := ask(t, q[0], q[1:]...)
			if !r.Understood {
				t.Errorf("%s %s: %s", q[0], board, r.Answer)
			}
		}
		r := ask(t, "judge could-produce", "board", board, "card", "Forest")
		wantTypes(t, r, "G")
		r = ask(t, "judge pay", "board", board, "cost", "{2}{G}")
		if r.Payable == nil || !*r.Payable {
			t.Errorf("%s: {2}{G} is payable with Forest's {G}{G} and Llanowar Elves", card)
		}
	}
}

// CR 106.1b, 614.12: "chose" and "named" record a choice a permanent made
// as it entered. On a permanent whose text makes none they would be read
// by nothing, so they are an input error that says so, where they were
// silently ignored: Reflecting Pool's color is chosen as its mana ability
// resolves, and a Forest names nothing.
func TestCR614_12ChoiceOnlyWhereTheTextMakesOne(t *testing.T) {
	for _, c := range []struct{ board, card, want string }{
		{"me: Reflecting Pool (chose green), Forest", "Reflecting Pool", "Reflecting Pool chooses no color as it enters"},
		{"me: Forest (chose blue)", "Forest", "Forest chooses no color as it enters"},
		{"me: Forest (named Island)", "Forest", "Forest chooses no card name or type as it enters"},
		{"me: Sol Ring (named Elf)", "Sol Ring", "Sol Ring chooses no card name or type as it enters"},
	} {
		err := askErr(t, "judge tap", "board", c.board, "card", c.card)
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want it to say %q", c.board, err, c.want)
		}
	}
	for _, board := range []string{
		"me: Forest, Utopia Sprawl (on Forest, chose blue)",
		"me: Paradise Plume (chose red), Forest",
		"me: Cavern of Souls (named Elf)",
		"me: Pithing Needle (named Sol Ring), Sol Ring",
		"me: Convincing Mirage (on Forest, named Island), Forest",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), true)
	}
}

// CR 204, 712.4: the card data records no color indicator for a melded
// permanent (Brisela, Voice of Nightmares is white): its colors are not
// known, and where they are counted the answer stops. A transformed back
// face's indicator is read (Insectile Aberration is blue), and a melded
// land is colorless.
func TestRule204MeldedColorsUnknown(t *testing.T) {
	for _, board := range []string{"me: Brisela, Voice of Nightmares, Mox Amber", "me: Chittering Host, Bloom Tender"} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	}
	wantUnderstood(t, pay(t, "me: Mountain, Mountain; opp: Iona, Shield of Emeria (chose red)", "{0}", "card", "Hanweir, the Writhing Township"), false)
	r := ask(t, "judge mana", "board", "me: Insectile Aberration, Bloom Tender")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
	r = ask(t, "judge mana", "board", "me: Hanweir Battlements, Bloom Tender")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
}
