package rules

import "testing"

// CR 602.5b, 602.1b: "Activate only if an opponent controls four or more
// lands" (Tectonic Edge), "… more lands than you" (Weathered Wayfarer),
// "… at least two more lands than you" (Isolated Watchtower) and "if you
// control no creatures" (Haunted Plate Mail) are read from the board: any
// one opponent, in Two-Headed Giant one of the other team; each was
// refused as a restriction the engine did not model.
func TestRule602_5bOpponentLandCountRestrictions(t *testing.T) {
	for _, c := range []struct {
		board, card, ability string
		legal                bool
		says                 string
	}{
		{"me: Tectonic Edge; opp: 2x Forest, Taiga", "Tectonic Edge", "2", false, "Opp controls 3 lands"},
		{"me: Tectonic Edge; opp: 3x Forest, Taiga", "Tectonic Edge", "2", true, "Opp controls 4 lands"},
		{"me: Tectonic Edge; opp: 2x Forest; opp2: 4x Island", "Tectonic Edge", "2", true, "Opp 2 controls 4 lands"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Tectonic Edge; ally: 5x Forest; opp: 3x Island", "Tectonic Edge", "2", false, "Opp controls 3 lands"},
		{"me: Tectonic Edge", "Tectonic Edge", "2", false, "the board lists no permanent of your opponents"},
		{"me: Weathered Wayfarer, Plains; opp: 2x Swamp", "Weathered Wayfarer", "1", true, "you control 1 land and Opp controls 2"},
		{"me: Weathered Wayfarer, Plains; opp: Swamp", "Weathered Wayfarer", "1", false, "you control 1 land and Opp controls 1"},
		{"me: Isolated Watchtower; opp: 3x Swamp", "Isolated Watchtower", "2", true, "you control 1 land and Opp controls 3"},
		{"me: Isolated Watchtower; opp: 2x Swamp", "Isolated Watchtower", "2", false, "you control 1 land and Opp controls 2"},
		{"me: Haunted Plate Mail", "Haunted Plate Mail", "2", true, "you control 0 creatures"},
		{"me: Haunted Plate Mail, Dryad Arbor", "Haunted Plate Mail", "2", false, "you control 1 creature"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		wantRules(t, r, "602.5b")
		if !rulingSays(r, c.says) {
			t.Errorf("%s: the ruling does not say %q: %s %v", c.board, c.says, r.Answer, r.Steps)
		}
	}
}

// CR 602.1b, 602.5d, 702.6a: an activated ability's instructions on when
// it may be activated are cited where they are met, as where they are
// not: "Activate only if you control five or more lands" (Temple of the
// False God), "Activate only as a sorcery" (Birthing Pod), and equip,
// whose ability is activated only as a sorcery (Umezawa's Jitte, met or
// not). Each cited 107.5 or 602.2 alone where met, and equip not 702.6a.
func TestRule602_1bActivationInstructionsAreCited(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Temple of the False God, 4x Forest", "card", "Temple of the False God")
	wantLegal(t, r, true)
	wantRules(t, r, "107.5", "602.1b")
	r = ask(t, "judge activate", "board", "me: Birthing Pod, Grizzly Bears; step: main1", "card", "Birthing Pod")
	wantLegal(t, r, true)
	wantRules(t, r, "602.5d")
	r = ask(t, "judge activate", "board", "me: Umezawa's Jitte, Grizzly Bears", "card", "Umezawa's Jitte", "ability", "6")
	wantLegal(t, r, true)
	wantRules(t, r, "602.5d", "702.6a")
	r = ask(t, "judge activate", "board", "me: Umezawa's Jitte, Grizzly Bears; turn: opp", "card", "Umezawa's Jitte", "ability", "6")
	wantLegal(t, r, false)
	wantRules(t, r, "602.5d", "702.6a")
}
