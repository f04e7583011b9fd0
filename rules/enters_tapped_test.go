package rules

import (
	"strings"
	"testing"
)

// CR 614.1c, 614.12, 603.2: /judge enters says whether the permanent
// enters tapped: by its own "enters tapped" (a bounce land, a Vivid land),
// not where Blood Moon has taken that text before it applies, and by an
// effect on the board read on its characteristics as it would exist
// there (Root Maze's lands, Kismet's permanents of an opponent's
// opponents), Amulet of Vigor's trigger then untapping it; a choice of
// its own (a shock land) leaves it unsaid, and a check land's condition
// is read (TestCR614_12EntersTappedUnlessChecked). The answers said
// nothing of it.
func TestCR614_1cEntersTapped(t *testing.T) {
	for _, c := range []struct {
		card, board string
		tapped      *bool
		amulet      bool
	}{
		{"Simic Growth Chamber", "me: Amulet of Vigor", ptr(true), true},
		{"Simic Growth Chamber", "opp: Amulet of Vigor", ptr(true), false},
		{"Simic Growth Chamber", "me: Blood Moon, Amulet of Vigor", ptr(false), false},
		{"Vivid Crag", "me: Forest", ptr(true), false},
		{"Forest", "me: Amulet of Vigor", ptr(false), false},
		{"Forest", "opp: Root Maze", ptr(true), false},
		{"Hangarback Walker", "opp: Kismet", ptr(true), false},
		{"Hangarback Walker", "me: Kismet", ptr(false), false},
		{"Watery Grave", "me: Forest", nil, false},
		{"Glacial Fortress", "me: Forest", ptr(true), false},
	} {
		r := ask(t, "judge enters", "card", c.card, "x", "2", "board", c.board)
		if strings.Contains(c.card, "Grave") || strings.Contains(c.card, "Chamber") || strings.Contains(c.card, "Crag") || strings.Contains(c.card, "Fortress") || c.card == "Forest" {
			r = ask(t, "judge enters", "card", c.card, "board", c.board)
		}
		wantUnderstood(t, r, true)
		wantEntersTapped(t, r, c.card, c.board, c.tapped)
		if got := strings.Contains(r.Answer, "Amulet of Vigor's ability untaps it") || strings.Contains(r.Answer, "if Amulet of Vigor's ability resolves first, it untaps it"); got != c.amulet {
			t.Errorf("%s beside %s: answer %q: want Amulet's untap said %v", c.card, c.board, r.Answer, c.amulet)
		}
	}
}

func ptr(b bool) *bool { return &b }

// wantEntersTapped checks an enters answer's enters_tapped: tapped, or
// unsaid (nil) where it is the player's choice.
func wantEntersTapped(t *testing.T, r *Ruling, card, board string, tapped *bool) {
	t.Helper()
	switch {
	case tapped == nil && r.EntersTapped != nil:
		t.Errorf("%s beside %s: enters_tapped %v, want unsaid (answer: %s)", card, board, *r.EntersTapped, r.Answer)
	case tapped != nil && (r.EntersTapped == nil || *r.EntersTapped != *tapped):
		t.Errorf("%s beside %s: enters_tapped %v, want %v (answer: %s)", card, board, r.EntersTapped, *tapped, r.Answer)
	}
}

// CR 614.12, 614.1c: an "enters tapped unless" condition on the lands its
// controller controls is checked as the land enters, among the permanents
// already on the battlefield, read after the effects that change their
// types: Glacial Fortress beside an Island, or beside a Forest and Dryad
// of the Ilysian Grove, enters untapped, and beside a Forest (or an
// opponent's Island) tapped; Blackcleave Cliffs beside two other lands
// untapped and three tapped; Canopy Vista needs two basic lands (a
// Savannah is none); Sea of Clouds needs two opponents, which a board of
// one player does not tell. A shock land's life is a choice, which the
// answer says.
func TestCR614_12EntersTappedUnlessChecked(t *testing.T) {
	for _, c := range []struct {
		card, board string
		tapped      bool
	}{
		{"Glacial Fortress", "me: Island", false},
		{"Glacial Fortress", "me: Forest, Dryad of the Ilysian Grove", false},
		{"Glacial Fortress", "me: Forest; opp: Island", true},
		{"Dragonskull Summit", "me: Urborg, Tomb of Yawgmoth", false},
		{"Blackcleave Cliffs", "me: Island, Mountain", false},
		{"Blackcleave Cliffs", "me: Island, Mountain, Swamp", true},
		{"Canopy Vista", "me: Forest, Plains", false},
		{"Canopy Vista", "me: Forest, Savannah", true},
		{"Sea of Clouds", "me: Forest; opp: Island", true},
		{"Sea of Clouds", "me: Forest; opp: Island; opp2: Island", false},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		if r.EntersTapped == nil || *r.EntersTapped != c.tapped {
			t.Errorf("%s beside %s: enters_tapped %v, want %v (answer: %s)", c.card, c.board, r.EntersTapped, c.tapped, r.Answer)
		}
		if got := strings.Contains(r.Answer, "It enters tapped."); got != c.tapped {
			t.Errorf("%s beside %s: answer %q", c.card, c.board, r.Answer)
		}
		wantRules(t, r, "614.12")
	}
	if r := ask(t, "judge enters", "card", "Sea of Clouds", "board", "me: Forest"); r.EntersTapped != nil {
		t.Errorf("Sea of Clouds on a board of one player: enters_tapped %v", *r.EntersTapped)
	}
	r := ask(t, "judge enters", "card", "Watery Grave", "board", "me: Island")
	if r.EntersTapped != nil || !strings.HasSuffix(r.Answer, "It enters tapped unless you pay 2 life.") {
		t.Errorf("Watery Grave: enters_tapped %v, answer %q", r.EntersTapped, r.Answer)
	}
}

// CR 702.101a, 614.1c: extort triggers only on its controller's spell and
// resolves before it, making players lose and gain life, which changes
// nothing /judge enters asks unless it ends the game first; Blind
// Obedience's "Artifacts and creatures your opponents control enter the
// battlefield tapped" makes your Sol Ring enter tapped. Each board with an
// extort permanent was refused; one where the drain could bring an
// opponent to 0 life still is.
func TestCR702_101aExtortBearsOnEntersOnlyWhereItCouldEndTheGame(t *testing.T) {
	r := ask(t, "judge enters", "card", "Sol Ring", "board", "opp: Blind Obedience")
	wantUnderstood(t, r, true)
	if r.EntersTapped == nil || !*r.EntersTapped {
		t.Errorf("answer %q: want Sol Ring tapped", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Sol Ring", "board", "me: Blind Obedience; opp: life 5")
	wantUnderstood(t, r, true)
	if r.EntersTapped == nil || *r.EntersTapped {
		t.Errorf("answer %q: want Sol Ring untapped", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Sol Ring", "board", "me: Blind Obedience; opp: life 1")
	wantUnderstood(t, r, false)
}

// CR 614.12, 614.1c: a shock land's own choice (pay 2 life or enter
// tapped) decides nothing where an effect on the board makes it enter
// tapped all the same: Watery Grave beside an opponent's Kismet or Root
// Maze enters tapped whether or not its controller pays, and Amulet of
// Vigor then untaps it. The answer said only the choice, or nothing.
// Where the choice alone decides, Amulet of Vigor's untap is said of the
// land that enters tapped.
func TestRule614_12ShockLandEntersTappedByAnEffect(t *testing.T) {
	for _, c := range []struct {
		board  string
		tapped *bool
		answer string
	}{
		{"opp: Kismet", ptr(true), "It enters tapped."},
		{"opp: Root Maze", ptr(true), "It enters tapped."},
		{"opp: Kismet; me: Amulet of Vigor", ptr(true), "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"me: Kismet", nil, "It enters tapped unless you pay 2 life."},
		{"me: Amulet of Vigor", nil, "It enters tapped unless you pay 2 life; if it enters tapped, Amulet of Vigor's ability untaps it."},
		{"opp: Amulet of Vigor", nil, "It enters tapped unless you pay 2 life."},
	} {
		r := ask(t, "judge enters", "card", "Watery Grave", "cast", "false", "board", c.board)
		wantUnderstood(t, r, true)
		wantEntersTapped(t, r, "Watery Grave", c.board, c.tapped)
		if !strings.HasSuffix(r.Answer, " "+c.answer) {
			t.Errorf("Watery Grave beside %s: answer %q, want it to end %q", c.board, r.Answer, c.answer)
		}
	}
}

// CR 614.12, 616.1: an effect that makes a shock land enter tapped
// (Kismet) applies whether or not its controller pays 2 life, and the
// answer cites the shock land's own ruling of 2018-10-05 that says so.
func TestRule614_12ShockLandTappedByAnEffectCitesItsRuling(t *testing.T) {
	for _, land := range []string{"Watery Grave", "Breeding Pool"} {
		r := ask(t, "judge enters", "card", land, "board", "opp: Kismet")
		wantUnderstood(t, r, true)
		if r.EntersTapped == nil || !*r.EntersTapped {
			t.Errorf("%s beside Kismet: enters_tapped %v, want true", land, r.EntersTapped)
		}
		wantRuling(t, r, land, "2018-10-05")
	}
}

// CR 119.4: a player can pay life only if their life total is at least
// the life paid, in Two-Headed Giant the team's (119.4a, 810.9a). A shock
// land whose controller has less life than it asks can't have it paid,
// so it enters tapped, and Amulet of Vigor untaps it; it was answered as
// "It enters tapped unless you pay 2 life." At exactly that life it may
// be paid, and a step says the player then loses (704.5a).
func TestRule119_4ShockLandLifeTooLowEntersTapped(t *testing.T) {
	for _, c := range []struct {
		board  string
		tapped *bool
		rules  []string
	}{
		{"me: life 1", ptr(true), []string{"119.4", "614.12"}},
		{"me: life 1, Amulet of Vigor", ptr(true), []string{"119.4", "603.2"}},
		{"format: 2hg; teams: me+ally vs opp+opp2; ally: life 1", ptr(true), []string{"119.4a", "810.9a"}},
		{"format: 2hg; teams: me+ally vs opp+opp2; ally: life 5", nil, nil},
		{"me: life 2", nil, []string{"704.5a"}},
		{"me: life 20", nil, nil},
	} {
		r := ask(t, "judge enters", "card", "Steam Vents", "board", c.board)
		wantUnderstood(t, r, true)
		if (r.EntersTapped == nil) != (c.tapped == nil) || r.EntersTapped != nil && *r.EntersTapped != *c.tapped {
			t.Errorf("%s: enters_tapped %v, want %v (%s)", c.board, r.EntersTapped, c.tapped, r.Answer)
		}
		wantRules(t, r, c.rules...)
		if c.tapped != nil && strings.Contains(r.Answer, "unless you pay") {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
}

// CR 614.1c, 110.1: Orb of Dreams' "Permanents enter the battlefield
// tapped." makes whatever enters tapped, under any player's control; its
// subject was not read, and the answer left it unsaid.
func TestRule614_1cOrbOfDreamsPermanentsEnterTapped(t *testing.T) {
	for _, c := range []struct{ card, board string }{
		{"Forest", "me: Orb of Dreams"},
		{"Llanowar Elves", "opp: Orb of Dreams"},
		{"Sol Ring", "me: Orb of Dreams"},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		if r.EntersTapped == nil || !*r.EntersTapped {
			t.Errorf("%s beside %s: enters_tapped %v (%s)", c.card, c.board, r.EntersTapped, r.Answer)
		}
	}
}

// CR 702.75b: the hideaway lands printed before "Hideaway N" (Shelldock
// Isle, Windbrisk Heights) have Oracle errata that adds "[This
// permanent] enters tapped."; their old keyword made them enter tapped
// too. /judge enters said they entered untapped. Blood Moon still takes
// that ability before it applies (its ruling of 2017-09-29).
func TestCR702_75bOldHideawayEntersTapped(t *testing.T) {
	for _, c := range []struct {
		card, board    string
		tapped, amulet bool
	}{
		{"Shelldock Isle", "me: Island", true, false},
		{"Windbrisk Heights", "me: Amulet of Vigor", true, true},
		{"Mosswort Bridge", "opp: Amulet of Vigor", true, false},
		{"Spinerock Knoll", "opp: Blood Moon", false, false},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		if r.EntersTapped == nil || *r.EntersTapped != c.tapped {
			t.Errorf("%s beside %s: enters_tapped %v, want %v (answer: %s)", c.card, c.board, r.EntersTapped, c.tapped, r.Answer)
		}
		if got := strings.Contains(r.Answer, "Amulet of Vigor's ability untaps it") || strings.Contains(r.Answer, "if Amulet of Vigor's ability resolves first, it untaps it"); got != c.amulet {
			t.Errorf("%s beside %s: answer %q: want Amulet's untap said %v", c.card, c.board, r.Answer, c.amulet)
		}
		if c.tapped && !has(r.Rules, "702.75b") {
			t.Errorf("%s beside %s: rules %v, want 702.75b cited", c.card, c.board, r.Rules)
		}
	}
}

// CR 614.1c, 614.12: a land that enters tapped unless its controller
// reveals a card of a kind from their hand (Port Town, Gilt-Leaf Palace)
// has none to reveal where the board gives that hand as empty, and
// enters tapped; with cards in hand, or none given, it is a choice the
// answer leaves unsaid. /judge enters left it unsaid with an empty hand.
func TestCR614_12RevealLandEmptyHand(t *testing.T) {
	for _, c := range []struct {
		card, board string
		tapped      *bool
	}{
		{"Port Town", "me: hand 0", ptr(true)},
		{"Gilt-Leaf Palace", "me: hand 0; opp: hand 3", ptr(true)},
		{"Port Town", "me: hand 2", nil},
		{"Port Town", "me: Island", nil},
		{"Port Town", "me: hand 0; opp: Blood Moon", ptr(false)},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		wantEntersTapped(t, r, c.card, c.board, c.tapped)
	}
}

// CR 614.12, 613.1d, 107.3: a land whose own text may make it enter tapped
// says in the headline that it enters untapped where it does: Glacial
// Fortress beside an Island, and beside Blood Moon, which takes its
// ability away as it enters (Blood Moon's rulings); a card with no X is
// said with no X.
func TestRule614_12HeadlineSaysUntapped(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: Island", "Glacial Fortress enters with no counters; its mana value is 0 on the battlefield. It enters untapped."},
		{"me: Blood Moon", "Glacial Fortress enters with no counters; its mana value is 0 on the battlefield. It enters untapped."},
		{"me: Forest", "Glacial Fortress enters with no counters; its mana value is 0 on the battlefield. It enters tapped."},
	} {
		r := ask(t, "judge enters", "card", "Glacial Fortress", "board", c.board)
		wantUnderstood(t, r, true)
		if r.Answer != c.want {
			t.Errorf("beside %s: %q, want %q", c.board, r.Answer, c.want)
		}
	}
	r := ask(t, "judge enters", "card", "Forest")
	if strings.Contains(r.Answer, "untapped") || strings.Contains(r.Answer, "X =") {
		t.Errorf("Forest: %q, want nothing of tapping or X", r.Answer)
	}
}

// CR 603.3b and 400.7: a bounce land's own trigger ("return a land you
// control to its owner's hand", which may return itself) and Amulet of
// Vigor's are both its controller's, who orders them: the Amulet untaps it
// only if its ability resolves first (Simic Growth Chamber's ruling of
// 2013-04-15: with no other land, it returns itself). A land with no such
// trigger is untapped as before.
func TestRule603_3bBounceLandAndAmulet(t *testing.T) {
	for _, c := range []struct{ card, board string }{
		{"Simic Growth Chamber", "me: Amulet of Vigor"},
		{"Simic Growth Chamber", "me: Amulet of Vigor, Forest"},
		{"Whitemane Lion", "me: Amulet of Vigor; opp: Kismet"},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		wantRules(t, r, "603.3b", "400.7")
		if !strings.Contains(r.Answer, "It enters tapped; if Amulet of Vigor's ability resolves first, it untaps it.") {
			t.Errorf("%s beside %s: answer %q", c.card, c.board, r.Answer)
		}
	}
	r := ask(t, "judge enters", "card", "Forest", "board", "me: Amulet of Vigor; opp: Kismet")
	if !strings.Contains(r.Answer, "It enters tapped, and Amulet of Vigor's ability untaps it.") {
		t.Errorf("Forest: answer %q", r.Answer)
	}
}

// CR 603.3b, 400.7: an entering permanent's own trigger, or another of its
// controller's, that can't take it from the battlefield leaves Amulet of
// Vigor's untap unhedged: what it acts on is another permanent (Flickerwisp,
// Cloudstone Curio), cards in a graveyard or a library (Bojuka Bog,
// Eternal Witness, Primeval Titan's search and shuffle), a nonland
// permanent beside an entering land (Admonition Angel), or a -1/-1 that
// can't kill it (Noxious Ghoul beside Craw Wurm). One that may take it
// and is its controller's is ordered by them: "if Amulet of Vigor's
// ability resolves first" (Aether Flash of one's own); an opponent's may
// resolve first: "if it stays".
func TestRule603_3bAmuletBesideTriggersThatCantMoveIt(t *testing.T) {
	for _, c := range []struct{ card, board, want string }{
		{"Bojuka Bog", "me: Amulet of Vigor", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Primeval Titan", "me: Amulet of Vigor; opp: Thalia, Heretic Cathar", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Eternal Witness", "me: Amulet of Vigor; opp: Kismet", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Flickerwisp", "me: Amulet of Vigor; opp: Kismet", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Forest", "me: Amulet of Vigor, Admonition Angel; opp: Kismet", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Grizzly Bears", "me: Amulet of Vigor, Cloudstone Curio; opp: Kismet", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Craw Wurm", "me: Amulet of Vigor, Noxious Ghoul; opp: Kismet", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Grizzly Bears", "me: Amulet of Vigor, Aether Flash; opp: Kismet", "It enters tapped; if Amulet of Vigor's ability resolves first, it untaps it."},
		{"Grizzly Bears", "me: Amulet of Vigor; opp: Aether Flash, Kismet", "It enters tapped, and if it stays on the battlefield, Amulet of Vigor's ability untaps it."},
		{"Banishing Light", "me: Amulet of Vigor, Orb of Dreams; opp: Grizzly Bears", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Massacre Wurm", "me: Amulet of Vigor; opp: Kismet", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Tidehollow Sculler", "me: Amulet of Vigor; opp: Kismet", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Whitemane Lion", "me: Amulet of Vigor; opp: Kismet", "It enters tapped; if Amulet of Vigor's ability resolves first, it untaps it."},
		{"Karoo", "me: Amulet of Vigor", "It enters tapped; if Amulet of Vigor's ability resolves first, it untaps it."},
		{"Transguild Promenade", "me: Amulet of Vigor", "It enters tapped; if Amulet of Vigor's ability resolves first, it untaps it."},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s beside %q: %q, want %q", c.card, c.board, r.Answer, c.want)
		}
	}
}

// CR 603.3b, 704.5g, 400.7: the damage of several entering triggers adds
// up (two of an opponent's Aether Flashes on a 6/4), a creature that
// enters with -1/-1 counters or beside an effect that lowers toughness is
// not weighed by its printed toughness, a creature's own damage to "target
// creature" may be dealt to itself (Flametongue Kavu as the only
// creature), a fight may kill it, and a sentence's clause "you sacrifice
// two creatures" is not taken for the "target opponent" beside it (Lord
// of Tresserhorn): Amulet of Vigor's untap is hedged.
func TestRule603_3bAmuletBesideDamageThatAddsUp(t *testing.T) {
	stays := "and if it stays on the battlefield, Amulet of Vigor's ability untaps it."
	first := "It enters tapped; if Amulet of Vigor's ability resolves first, it untaps it."
	for _, c := range []struct{ card, board, want string }{
		{"Craw Wurm", "me: Amulet of Vigor; opp: Kismet, 2x Aether Flash", stays},
		{"Grim Poppet", "me: Amulet of Vigor; opp: Kismet, Aether Flash", stays},
		{"Hill Giant", "me: Amulet of Vigor, Night of Souls' Betrayal; opp: Kismet, Aether Flash", stays},
		{"Flametongue Kavu", "me: Amulet of Vigor; opp: Kismet", first},
		{"Forge Devil", "me: Amulet of Vigor; opp: Kismet", first},
		{"Lord of Tresserhorn", "me: Amulet of Vigor; opp: Kismet", first},
		{"Scab-Clan Giant", "me: Amulet of Vigor; opp: Kismet, Craw Wurm", first},
		{"Grizzly Bears", "me: Amulet of Vigor, Gruul Ragebeast; opp: Kismet, Craw Wurm", first},
		{"Craw Wurm", "me: Amulet of Vigor; opp: Kismet, Aether Flash", "It enters tapped, and Amulet of Vigor's ability untaps it."},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s beside %q: %q, want %q", c.card, c.board, r.Answer, c.want)
		}
	}
}

// CR 603.3b, 704.5j, 400.7: a trigger on a creature entering does not
// trigger on a land (Aether Flash beside an entering Forest); a legend kept
// by the legend rule may still be taken by an opponent's trigger first
// ("if it is the one kept and it stays"); a creature's own damage "equal
// to" a count may be dealt to itself (Fire Dragon as the only creature).
func TestRule603_3bAmuletTriggerSubjectsAndLegends(t *testing.T) {
	for _, c := range []struct{ card, board, want string }{
		{"Forest", "me: Amulet of Vigor; opp: Kismet, Aether Flash", "It enters tapped, and Amulet of Vigor's ability untaps it."},
		{"Isamaru, Hound of Konda", "me: Amulet of Vigor, Isamaru, Hound of Konda; opp: Kismet, Aether Flash", "If it is the one kept and it stays on the battlefield, Amulet of Vigor's ability untaps it."},
		{"Fire Dragon", "me: Amulet of Vigor, 6x Mountain; opp: Kismet", "It enters tapped; if Amulet of Vigor's ability resolves first, it untaps it."},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s beside %q: %q, want %q", c.card, c.board, r.Answer, c.want)
		}
	}
}

// CR 603.3b, 704.5a, 704.5b, 810.8c: an opponent's trigger on a land entering
// that deals damage to its controller or makes them lose life resolves
// before Amulet of Vigor's on its controller's turn; where the life total
// the board gives may fall to 0 (Zo-Zu the Punisher, Ankh of Mishra at 2
// life, Blood Seeker at 1, in Two-Headed Giant the team's), the player
// loses before the untap, and the answer is refused; so it is beside
// their own Zo-Zu, which they may order first. With more life, with no
// life given, on the opponent's turn, or beside Platinum Angel, the untap
// stands.
func TestRule704_5aAmuletBesideALethalEnteringTrigger(t *testing.T) {
	for _, c := range []struct {
		card, board string
		refused     bool
	}{
		{"Forest", "me: Amulet of Vigor, life 2; opp: Kismet, Zo-Zu the Punisher, life 20", true},
		{"Forest", "me: Amulet of Vigor, life 2; opp: Kismet, Ankh of Mishra, life 20", true},
		{"Llanowar Elves", "me: Amulet of Vigor, life 1; opp: Blood Seeker, Kismet, life 20", true},
		{"Forest", "format: 2hg; teams: me+ally vs opp+opp2; me: Amulet of Vigor, life 2; opp: Kismet, Zo-Zu the Punisher", true},
		// 2 damage to each opponent is 4 off a Two-Headed Giant team's
		// life (810.9a); a loss of the game needs no life total; an
		// amount not written as a number is not weighed.
		{"Forest", "format: 2hg; teams: me+ally vs opp+opp2; me: Amulet of Vigor, life 3; opp: Kismet, [Pain Totem: Artifact — — Whenever a land enters, Pain Totem deals 2 damage to each opponent.]", true},
		{"Forest", "me: Amulet of Vigor; opp: Kismet, [End Totem: Artifact — — Whenever a land enters, that land's controller loses the game.]", true},
		{"Forest", "me: Amulet of Vigor, life 5; opp: Kismet, [Doom Totem: Artifact — — Whenever a land enters, that land's controller loses half their life, rounded up.]", true},
		{"Forest", "me: Amulet of Vigor, life 3; opp: Kismet, [Drain Totem: Artifact — — Whenever a land enters, that land's controller loses 1 life for each land they control.]", true},
		{"Forest", "me: Amulet of Vigor, life 2; opp: Kismet, [Pair Totem: Artifact — — Whenever a land enters, Pair Totem deals 1 damage to that player and 1 damage to each opponent.]", true},
		// A draw from an empty library (704.5b): Horn of Greed, Kavu
		// Lair.
		{"Forest", "me: Amulet of Vigor, library 0; opp: Kismet, Horn of Greed", true},
		{"Craw Wurm", "me: Amulet of Vigor, library 0; opp: Kismet, Kavu Lair", true},
		{"Forest", "me: Amulet of Vigor, library 1; opp: Kismet, Horn of Greed", false},
		{"Forest", "me: Amulet of Vigor, library 1; opp: Kismet, [Owner Totem: Artifact — — Whenever a land enters, its owner draws a card for each land they control.]", true},
		{"Forest", "me: Amulet of Vigor, library 0; opp: Kismet, [Opp Totem: Artifact — — Whenever a land enters, each opponent draws a card.]", true},
		{"Forest", "me: Amulet of Vigor, life 3; opp: Kismet, Zo-Zu the Punisher, life 20", false},
		{"Forest", "me: Amulet of Vigor; opp: Kismet, Zo-Zu the Punisher", false},
		// Their own Zo-Zu they order with the Amulet's trigger: it may
		// resolve first too.
		{"Forest", "me: Amulet of Vigor, life 2, Zo-Zu the Punisher; opp: Kismet", true},
		{"Forest", "me: Amulet of Vigor, life 3, Zo-Zu the Punisher; opp: Kismet", false},
		{"Forest", "me: Amulet of Vigor, life 2, Platinum Angel; opp: Kismet, Zo-Zu the Punisher", false},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		if c.refused {
			wantUnderstood(t, r, false)
			if !strings.Contains(r.Answer, "before Amulet of Vigor's ability resolves") || !strings.Contains(r.Answer, "may resolve before Amulet of Vigor's") && !strings.Contains(r.Answer, "empty library") {
				t.Errorf("%s beside %q: %q, want the reason the untap may not happen", c.card, c.board, r.Answer)
			}
			continue
		}
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "Amulet of Vigor's ability untaps it.") {
			t.Errorf("%s beside %q: %q, want the untap", c.card, c.board, r.Answer)
		}
	}
	r := ask(t, "judge enters", "card", "Forest", "cast", "false", "board", "me: Amulet of Vigor, life 2; opp: Kismet, Zo-Zu the Punisher; turn: opp")
	wantUnderstood(t, r, true)
	// A land put onto the battlefield is not played (305.1): Horn of
	// Greed's "Whenever a player plays a land" does not trigger.
	r = ask(t, "judge enters", "card", "Forest", "cast", "false", "board", "me: Amulet of Vigor, library 0; opp: Kismet, Horn of Greed")
	wantUnderstood(t, r, true)
}

// CR 603.3b, 603.4, 704.5a, 704.5b: the entering player's own trigger
// speaks of them as "you" (Fastbond's "deals 1 damage to you", Tatyova,
// Benthic Druid's "you gain 1 life and draw a card", Omnath, Locus of the
// Roil's "If you control eight or more lands, draw a card."); they may
// order it before Amulet of Vigor's, and where it may leave them at 0 life
// or draw from an empty library, the untap is refused. Fastbond's
// intervening if does not hold for the first land played; Omnath's
// condition does not hold with seven lands; an opponent's "you" is that
// opponent; a teammate's life is the team's (810.9a), and a teammate's
// draw is from their own library, the team losing where they do (810.8a).
func TestRule603_3bAmuletBesideOwnLethalTrigger(t *testing.T) {
	punisher := "[Land Punisher: Enchantment — Whenever a land enters, you lose 1 life.]"
	for _, c := range []struct {
		card, cast, board string
		refused           bool
	}{
		{"Azorius Guildgate", "", "me: Amulet of Vigor, Fastbond, life 1, lands played 1", true},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, 2x Fastbond, life 2, lands played 1", true},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, Fastbond, life 2, lands played 1", false},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, Fastbond, life 1, lands played 0", false},
		// Worship keeps damage, not a loss of life, from taking the last
		// life while its controller controls a creature (614.1a).
		{"Azorius Guildgate", "", "me: Amulet of Vigor, Fastbond, life 1, lands played 1, Worship, Grizzly Bears", false},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, Fastbond, life 1, lands played 1, Worship", true},

		{"Azorius Guildgate", "false", "me: Amulet of Vigor, Fastbond, life 1, lands played 1", false},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, Tatyova, Benthic Druid, library 0", true},
		{"Azorius Guildgate", "false", "me: Amulet of Vigor, Tatyova, Benthic Druid, library 0", true},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, Tatyova, Benthic Druid, library 1", false},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, Omnath, Locus of the Roil, 7x Forest, library 0", true},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, Omnath, Locus of the Roil, 6x Forest, library 0", false},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, life 1, " + punisher, true},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, life 2, " + punisher, false},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, life 1; opp: " + punisher, false},
		{"Azorius Guildgate", "", "format: 2hg; teams: me+ally vs opp+opp2; me: Amulet of Vigor, life 1; ally: " + punisher, true},
		{"Azorius Guildgate", "", "format: 2hg; teams: me+ally vs opp+opp2; me: Amulet of Vigor; ally: [Land Seer: Enchantment — Whenever a land enters, you draw a card.], library 0", true},
		{"Azorius Guildgate", "", "format: 2hg; teams: me+ally vs opp+opp2; me: Amulet of Vigor; ally: [Land Seer: Enchantment — Whenever a land enters, you draw a card.], library 1", false},
		{"Azorius Guildgate", "", "format: 2hg; teams: me+ally vs opp+opp2; me: Amulet of Vigor, library 0; ally: [Land Seer: Enchantment — Whenever a land enters, you draw a card.]", false},
		// Draws counted not by a number, and a draw written twice.
		{"Azorius Guildgate", "", "me: Amulet of Vigor, library 0, [Seer: Enchantment — Whenever a land enters under your control, draw cards equal to the number of lands you control.]", true},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, library 1, [Seer: Enchantment — Whenever a land enters under your control, draw a card, then draw another card.]", true},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, library 1, [Seer: Enchantment — Whenever a land enters under your control, draw a card. Then draw a card.]", true},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, library 2, [Seer: Enchantment — Whenever a land enters under your control, draw a card. Then draw a card.]", false},
		// "You and each opponent each …".
		{"Azorius Guildgate", "", "me: Amulet of Vigor, life 1, [Pain Totem: Enchantment — Whenever a land enters under your control, you and each opponent each lose 1 life.]", true},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, life 2, [Pain Totem: Enchantment — Whenever a land enters under your control, you and each opponent each lose 1 life.]", false},
		{"Azorius Guildgate", "", "me: Amulet of Vigor, library 1, [Seer: Enchantment — Whenever a land enters under your control, you and target opponent each draw a card, then you draw a card.]", true},
	} {
		kv := []string{"card", c.card, "board", c.board}
		if c.cast != "" {
			kv = append(kv, "cast", c.cast)
		}
		r := ask(t, "judge enters", kv...)
		if c.refused {
			wantUnderstood(t, r, false)
			if !strings.Contains(r.Answer, "you put your triggers on the stack in the order you choose") {
				t.Errorf("%q: %q, want the player's own order of triggers", c.board, r.Answer)
			}
			continue
		}
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "Amulet of Vigor's ability untaps it.") {
			t.Errorf("%q: %q, want the untap", c.board, r.Answer)
		}
	}
}

// CR 104.2a, 603.3b, 704.5a, 704.5b: on my turn an opponent's trigger on
// my land entering resolves before Amulet of Vigor's; where it makes that
// opponent lose (Sire of Stagnation's "you draw two cards" from a library
// of one, "you lose 1 life" at 1 life), a game of two players ends before
// the untap, and the engine does not rule. With a third player the game
// goes on (800.4a), and the untap stands.
func TestRule104_2aAmuletBesideAnOpponentsSelfLethalTrigger(t *testing.T) {
	for _, board := range []string{
		"me: Amulet of Vigor; opp: Sire of Stagnation, library 1",
		"me: Amulet of Vigor, life 20; opp: [Land Punisher: Enchantment — Whenever a land enters, you lose 1 life.], life 1",
		// "Each player" is that opponent too.
		"me: Amulet of Vigor; opp: [Pain Totem: Enchantment — Whenever a land enters, each player loses 1 life.], life 1",
		"me: Amulet of Vigor; opp: [Seer: Enchantment — Whenever a land enters, each player draws a card.], library 0",
	} {
		r := ask(t, "judge enters", "card", "Azorius Guildgate", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may make Opp lose the game") {
			t.Errorf("%q: %q", board, r.Answer)
		}
	}
	for _, board := range []string{
		"me: Amulet of Vigor; opp: Sire of Stagnation, library 2",
		"me: Amulet of Vigor; opp: Sire of Stagnation, library 1; opp2: life 20",
		"me: Amulet of Vigor, life 5; opp: [Pain Totem: Enchantment — Whenever a land enters, each player loses 1 life.], life 2",
	} {
		r := ask(t, "judge enters", "card", "Azorius Guildgate", "board", board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "Amulet of Vigor's ability untaps it.") {
			t.Errorf("%q: %q", board, r.Answer)
		}
	}
}

// CR 614.1a, 603.3b: Worship keeps an opponent's Zo-Zu the Punisher's
// damage from taking my last life while I control a creature, and Amulet
// of Vigor's untap stands; beside another trigger on the land entering
// that may resolve first and destroy the creature, it does not.
func TestRule614_1aWorshipBesideAnotherEnteringTrigger(t *testing.T) {
	r := ask(t, "judge enters", "card", "Azorius Guildgate", "cast", "false", "board", "me: Amulet of Vigor, Worship, Grizzly Bears, life 1; opp: Zo-Zu the Punisher")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "Amulet of Vigor's ability untaps it.") {
		t.Errorf("Worship beside Zo-Zu: %s", r.Answer)
	}
	if r := ask(t, "judge enters", "card", "Azorius Guildgate", "cast", "false", "board", "me: Amulet of Vigor, Worship, Grizzly Bears, life 1; opp: Zo-Zu the Punisher, [Culler: Enchantment — Whenever a land enters, destroy target creature.]"); r.Understood {
		t.Errorf("beside Culler: %s", r.Answer)
	}
}

// CR 603.3b, 704.5a: the entering permanent's own trigger on entering is
// ordered with Amulet of Vigor's by its controller: Eviscerator's "you
// lose 5 life" at 5 life, resolved first, loses the game before Amulet's
// ability untaps it. At 6 life, or with no life total given, it is
// answered.
func TestRule603_3bOwnEntersTriggerMayEndTheGameFirst(t *testing.T) {
	r := ask(t, "judge enters", "card", "Eviscerator", "board", "me: Amulet of Vigor, life 5; opp: Kismet")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Eviscerator's triggered ability also triggers on Eviscerator entering") {
		t.Errorf("%q", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Clone", "board", "me: Amulet of Vigor, life 5, Eviscerator; opp: Kismet"), false)
	// Cloudthresher's "2 damage to each creature with flying and each
	// player" at 2 life.
	wantUnderstood(t, ask(t, "judge enters", "card", "Cloudthresher", "board", "me: Amulet of Vigor, life 2; opp: Kismet"), false)
	// Vampire Sovereign's "target opponent loses 3 life" harms no one on
	// my team; at 3 life the opponent may lose first, and a game of two
	// players then ends (CR 104.2a).
	r = ask(t, "judge enters", "card", "Vampire Sovereign", "board", "me: Amulet of Vigor, life 20; opp: Kismet, life 20")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "Amulet of Vigor's ability untaps it") {
		t.Errorf("Vampire Sovereign at 20 life: %q", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Vampire Sovereign", "board", "me: Amulet of Vigor; opp: Kismet, life 3"), false)
	// Cloudthresher's 2 damage to each player can't take 20 life, but
	// may end the game for an opponent at 2; Soulgorger Orgg's "you lose
	// all but 1 life" leaves 1; Dire Fleet Ravager's third, rounded up,
	// takes the last life only at 1.
	for _, c := range []struct {
		card, board string
		understood  bool
	}{
		{"Cloudthresher", "me: Amulet of Vigor, life 20; opp: Kismet", true},
		{"Cloudthresher", "me: Amulet of Vigor, life 20; opp: Kismet, life 2", false},
		{"Soulgorger Orgg", "me: Amulet of Vigor, life 20; opp: Kismet", true},
		{"Dire Fleet Ravager", "me: Amulet of Vigor, life 20; opp: Kismet", true},
		{"Dire Fleet Ravager", "me: Amulet of Vigor, life 1; opp: Kismet", false},
		{"Dire Fleet Ravager", "me: Amulet of Vigor; opp: Kismet, life 1", false},
		{"Dire Fleet Ravager", "me: Amulet of Vigor; opp: Kismet, life 2", true},
		// "You and each opponent lose 1 life" at 1 life harms me too.
		{"Azorius Guildgate", "me: Amulet of Vigor, life 1, [Field: Enchantment — Whenever a land enters the battlefield under your control, you and each opponent lose 1 life.]", false},
		// Tunneling Geopede's 1 damage to each opponent ends the game
		// only at 1 life, or a Two-Headed Giant team's at 2.
		{"Azorius Guildgate", "me: Amulet of Vigor, Tunneling Geopede; opp: life 2", true},
		{"Azorius Guildgate", "me: Amulet of Vigor, Tunneling Geopede; opp: life 1", false},
		{"Azorius Guildgate", "format: 2hg; teams: me+ally vs opp+opp2; me: Amulet of Vigor, Tunneling Geopede; opp: life 2", false},
		{"Azorius Guildgate", "format: 2hg; teams: me+ally vs opp+opp2; me: Amulet of Vigor, Tunneling Geopede; opp: life 3", true},
		// "Each opponent loses 1 life" at 1 life harms only them.
		{"Azorius Guildgate", "me: Amulet of Vigor, life 1, [Field: Enchantment — Whenever a land enters the battlefield under your control, each opponent loses 1 life.]", true},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		if r.Understood != c.understood {
			t.Errorf("%s on %s: understood %v: %q", c.card, c.board, r.Understood, r.Answer)
		}
	}
	for _, board := range []string{"me: Amulet of Vigor, life 6; opp: Kismet", "me: Amulet of Vigor; opp: Kismet"} {
		r := ask(t, "judge enters", "card", "Eviscerator", "board", board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "It enters tapped, and Amulet of Vigor's ability untaps it.") {
			t.Errorf("%s: %q", board, r.Answer)
		}
	}
}
