package rules

import "testing"

// CR 613.4c, 704.5f: a boost the engine does not compute whose numbers
// are all at least 0 (Nim Lasher's "+1/+0 for each artifact you control",
// Castle's "Untapped creatures you control get +0/+2", Glory of Warfare's
// "+2/+0" on your turn) can't bring a creature's toughness to 0: beside a
// Forest, mana, upkeep and lands answer. It bears where power or
// toughness is read: Marwyn adds mana equal to her power, and Grizzly
// Bears with two -1/-1 counters would be put into the graveyard unless
// Castle saves it; those still refuse. Glory of Warfare's and Vibrating
// Sphere's boosts apply as long as it is, or is not, their controller's
// turn, which the board says (while_cond_test.go).
func TestRule613_4cBoostsThatOnlyRaise(t *testing.T) {
	for _, card := range []string{"Nim Lasher", "Castle", "Glory of Warfare", "Chrome Steed", "Wildwood Geist"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, Ghirapur Orrery, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, "+card, "card", "Forest"), true)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Marwyn, the Nurturer (3 +1/+1), Nim Lasher"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Castle, Grizzly Bears (2 -1/-1)"), false)
}

// A boost that only raises is read as such, and one with a second verb
// phrase or a number that may be below 0 is not.
func TestRule613_4cRaiseTemplates(t *testing.T) {
	for s, want := range map[string]bool{
		"this gets +1/+0 for each artifact you control.":                                           true,
		"As long as it's your turn, creatures you control get +2/+0.":                              true,
		"Equipped creature gets +X/+X, where X is the number of creature cards in all graveyards.": true,
		"this gets +2/+2 as long as you control three or more artifacts.":                          true,
		"this gets -1/-1 for each card in your hand.":                                              false,
		"this gets +2/+2 as long as it's enchanted and has trample.":                               false,
		"this gets +X/+X, where X is your life total minus 20.":                                    false,
		"this gets +X/+0.": false,
		"As long as equipped creature is a Human, it gets an additional +1/+1.":                         true,
		"White creatures get an additional +1/+1 as long as seven or more cards are in your graveyard.": true,
		"it gets an additional -1/+0.": false,
		"Equipped creature gets +1/+1 and has flying as long as you control a Forest.": false,
	} {
		a := &Ability{Text: s}
		if got := compileRaisePT(a, s); got != want {
			t.Errorf("%q: read %v, want %v", s, got, want)
		}
	}
}

// CR 613.4c, 702.9, 508.1c: a boost that only raises, joined to keywords
// of combat ("gets +1/+1 and has flying and trample") or to a restriction
// on blocking ("gets +2/+2 and can't block"), bears as the boost alone:
// beside a Forest, mana and upkeep answer with Dragonloft Idol, Thran
// Golem and Dirty Wererat. Haste may let a creature tap for mana (302.6),
// a quoted ability may do anything: those are not read. Marwyn beside
// Thran Golem still refuses: her mana is her power.
func TestRule613_4cRaiseWithCombatKeywords(t *testing.T) {
	for _, card := range []string{"Dragonloft Idol", "Thran Golem", "Dirty Wererat"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Marwyn, the Nurturer (3 +1/+1), Thran Golem"), false)
	for s, want := range map[string]bool{
		"As long as this is enchanted, it gets +2/+2 and has flying, first strike, and trample.":                      true,
		"Equipped creature gets +2/+2 and can't block.":                                                               true,
		"this gets +1/+1 and has trample as long as there are four or more card types among cards in your graveyard.": true,
		"As long as you control an artifact, this gets +2/+0 and has haste.":                                          false,
		"As long as you control an artifact, this gets +2/+0 and has hexproof.":                                       false,
		"this gets +2/+2 and has \"{R}: this gets +1/+0 until end of turn.\"":                                         false,
		"this gets -1/-1 and has flying.":                                                                             false,
	} {
		a := &Ability{Text: s}
		if got := compileRaiseCombat(a, s); got != want {
			t.Errorf("%q: read %v, want %v", s, got, want)
		}
	}
}

// CR 613.4c, 508.1c–d, 509.1a–c: a boost that only raises, joined by
// "and" to a restriction or requirement that acts only as attackers or
// blockers are declared ("gets +1/+0 and can't be blocked by creatures
// with flying", "gets +3/+0 and attacks each combat if able", "gets +0/+3
// and can block an additional creature each combat"), bears as the boost
// alone: beside a Forest, mana and upkeep answer with Skyblinder Staff,
// Tormentor's Trident, Vanguard's Shield and Otarian Juggernaut's
// threshold. A second half that does anything else is not read.
func TestRule508_1cRaiseWithCombatRestriction(t *testing.T) {
	for _, card := range []string{"Skyblinder Staff", "Tormentor's Trident", "Vanguard's Shield", "Wolfrider's Saddle", "Otarian Juggernaut"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Marwyn, the Nurturer (3 +1/+1), Tormentor's Trident (on Marwyn, the Nurturer)"), false)
	for s, want := range map[string]bool{
		"Equipped creature gets +1/+0 and can't be blocked by creatures with flying.":                                 true,
		"Equipped creature gets +3/+1 and must be blocked by an Eldrazi if able.":                                     true,
		"As long as seven or more cards are in your graveyard, this gets +3/+0 and attacks each combat if able.":      true,
		"Equipped creature gets +1/+1 and can't be blocked by more than one creature.":                                true,
		"Equipped creature gets +10/+10 and loses flying.":                                                            false,
		"Equipped creature gets +3/+0 and is every creature type.":                                                    false,
		"Equipped creature gets +1/+1 and can't be blocked by creatures with flying as long as you control a Forest.": true,
		"Equipped creature gets -1/+0 and can't be blocked by creatures with flying.":                                 false,
		"Equipped creature gets +1/+0 and deals damage to creatures in the form of -1/-1 counters.":                   false,
	} {
		a := &Ability{Text: s}
		if got := compileRaiseCombat(a, s); got != want {
			t.Errorf("%q: read %v, want %v", s, got, want)
		}
	}
}
