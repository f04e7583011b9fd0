package rules

import (
	"strings"
	"testing"
)

// CR 117.3b, 704.5a, 121.4: while the upkeep's triggers wait, abilities
// that move cards out of a library add up (two Millstones), and an
// ability that untaps lets one whose cost taps be activated again
// (Millstone beside Voltaic Key, Prodigal Pyromancer beside Seeker of
// Skybreak); Elixir of Immortality puts cards into "their owner's"
// library. Each may change whether a draw meets an empty library or a
// player reaches 0 life, so the answer stops; one Millstone that can't
// empty the library leaves it.
func TestRule117_3bResponsesAddUpAndUntap(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, library 5; opp: Millstone, Millstone, 4x Island",
		"me: Ghirapur Orrery, hand 0, library 5; opp: Millstone, Voltaic Key, 4x Island",
		"me: life 4, hand 2; opp: Sulfuric Vortex, Prodigal Pyromancer, Seeker of Skybreak",
		"me: Phyrexian Arena, hand 2, library 0, Elixir of Immortality, 2x Island, life 20",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, library 10; opp: Millstone, 4x Island")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "you draw three cards") {
		t.Errorf("one Millstone, library 10: %s", r.Answer)
	}
}

// CR 611.2a, 122.1: a counter another card put on a creature with an
// ability that lasts after its source has left (Life Matrix's matrix
// counter, Mindbender Spores' fungus counters), and a trigger that may
// long since have given its permanent an ability or made it a creature
// (Maelstrom Djinn's vanishing, Veiled Apparition), stop the answer: the
// board does not say what they gave.
func TestRule611_2aLastingGrantsStopTheAnswer(t *testing.T) {
	for _, c := range []struct{ q, board, card string }{
		{"judge activate", "me: Grizzly Bears (1 matrix); opp: Life Matrix", "Grizzly Bears"},
		{"judge upkeep", "me: Grizzly Bears (4 fungus), library 20; opp: Mindbender Spores", ""},
		{"judge upkeep", "me: Maelstrom Djinn (1 time), library 20", ""},
		{"judge upkeep", "me: Veiled Apparition, Island, Island, library 20", ""},
	} {
		args := []string{"board", c.board}
		if c.card != "" {
			args = append(args, "card", c.card)
		}
		wantUnderstood(t, ask(t, c.q, args...), false)
	}
	// A trigger that gives control, or gains life, leaves nothing the
	// board does not say.
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Sleeper Agent, Forest", "card", "Forest"), true)
}

// CR 605.4a: a triggered mana ability resolves right after the mana
// ability that set it off, so Ancient Tomb's own damage comes before
// Overabundance's mana and damage in the events.
func TestRule605_4aTriggeredManaAfterTheAbility(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Ancient Tomb, Overabundance, life 20", "card", "Ancient Tomb")
	wantUnderstood(t, r, true)
	ev := strings.Join(r.Outcomes[0].Events, " | ")
	tomb, over := strings.Index(ev, "Ancient Tomb deals 2 damage"), strings.Index(ev, "Overabundance's triggered mana ability adds")
	if tomb < 0 || over < 0 || tomb > over {
		t.Errorf("events: %s", ev)
	}
}

// CR 602.5b: a headline counts colored permanents and invariant
// creature types as the text does: "2 black permanents", "5 untapped
// Myr".
func TestRule602_5bHeadlineCountsAsTheTextSays(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Leechridden Swamp, Royal Assassin", "card", "Leechridden Swamp", "ability", "3")
	if !strings.Contains(r.Answer, "it asks for 2 black permanents or more, and you control 1") {
		t.Errorf("Leechridden Swamp: %s", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Myr Turbine, Myr Enforcer, Myr Enforcer, Myr Enforcer, Myr Enforcer", "card", "Myr Turbine", "ability", "2")
	if !strings.Contains(r.Answer, "5 untapped Myr that you control") {
		t.Errorf("Myr Turbine: %s", r.Answer)
	}
}

// CR 117.3b, 603.2, 704.5a: while the upkeep's triggers wait, a response
// that sets off another trigger that hurts (Sakura-Tribe Elder's
// sacrifice beside Blood Artist), a drain that also gains life (Vampire
// Neonate), life gained against a win at exactly 1 life (Mournful Zombie
// beside Near-Death Experience), Grindstone's repeated mill, Tezzeret's
// Simulacrum's 3 "instead", and an untap of an enchanted creature
// (Freed from the Real) or of a tapped mill (Kiora's Follower) may each
// change who loses: the answer stops.
func TestRule117_3bResponsesThatSetOffOrRepeat(t *testing.T) {
	for _, board := range []string{
		"me: life 3, hand 2; opp: Sulfuric Vortex, Sakura-Tribe Elder, Blood Artist",
		"me: life 3, hand 2; opp: Sulfuric Vortex, Vampire Neonate, 2x Swamp",
		"me: Near-Death Experience, life 1, hand 2; opp: Mournful Zombie, Plains",
		"me: Phyrexian Arena, hand 2, library 3, life 20; opp: Grindstone, 3x Island",
		"me: life 5, hand 2; opp: Sulfuric Vortex, Tezzeret's Simulacrum, Tezzeret the Seeker (4 loyalty)",
		"me: Sulfuric Vortex, life 3; opp: Prodigal Pyromancer (tapped), Freed from the Real (on Prodigal Pyromancer), Island",
		"me: Ghirapur Orrery, hand 0, library 4; opp: Millstone (tapped), Kiora's Follower, 2x Island",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
}

// CR 611.2a: an ability activated in its controller's last turn whose
// effect lasts until their next takes abilities away (Will Kenrith),
// stops activated abilities (Dovin Baan), prevents damage (Gideon of the
// Trials), raises power beside a mana ability that reads it (Sorin,
// Solemn Visitor beside Selvala) or makes a land a creature beside a
// mana ability that counts creatures (Nissa, Vital Force beside Gaea's
// Cradle): on another player's turn the answer stops. Teferi's flash for its controller, and Karn's
// animation where nothing counts creatures, leave it.
func TestRule611_2aUntilYourNextTurn(t *testing.T) {
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Llanowar Elves; opp: Will Kenrith (4 loyalty)", "card", "Llanowar Elves"), false)
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Gaea's Cradle, Nissa, Vital Force (5 loyalty), Forest; turn: opp", "card", "Gaea's Cradle"), false)
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Llanowar Elves; opp: Will Kenrith (4 loyalty); turn: opp", "card", "Llanowar Elves"), true)
	// Prevention (Gideon of the Trials), abilities that can't be
	// activated (Dovin Baan), power raised beside Selvala (Sorin).
	wantUnderstood(t, ask(t, "judge upkeep", "board", "turn: opp; me: Gideon of the Trials (3 loyalty); opp: Sulfuric Vortex, life 2, hand 2"), false)
	wantUnderstood(t, ask(t, "judge tap", "board", "turn: opp; me: Dovin Baan (3 loyalty); opp: Llanowar Elves", "card", "opp's Llanowar Elves"), false)
	wantUnderstood(t, ask(t, "judge tap", "board", "turn: opp; me: Sorin, Solemn Visitor (4 loyalty), Selvala, Heart of the Wilds, Grizzly Bears", "card", "Selvala, Heart of the Wilds"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest; opp: Teferi, Time Raveler (4 loyalty)"), true)
	r := ask(t, "judge activate", "board", "me: Grim Monolith; opp: Karn, the Great Creator (5 loyalty)", "card", "Grim Monolith")
	wantUnderstood(t, r, true)
	if r.Legal == nil || *r.Legal {
		t.Errorf("Grim Monolith beside an opponent's Karn: %s", r.Answer)
	}
}

// CR 810.9a: in Two-Headed Giant a team has one life total; a board
// that gives a team's players two stops every question, as it stopped
// pay and mana.
func TestRule810_9aTeamLivesDifferStopEveryQuestion(t *testing.T) {
	board := "format: 2hg; teams: me+ally vs opp+opp2; me: Ancient Tomb, life 1; ally: life 2"
	r := ask(t, "judge tap", "board", board, "card", "Ancient Tomb")
	if r.Understood || !strings.Contains(r.Answer, "different life totals") {
		t.Errorf("tap: %s", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Watery Grave", "board", "format: 2hg; teams: me+ally vs opp+opp2; me: life 1; ally: life 10")
	wantUnderstood(t, r, false)
}

// CR 117.3b, 109.5, 603.2: a response that takes away what keeps a player
// in the game (Aladdin gaining control of Platinum Angel) or that gains
// life beside a drain on gaining life (Fountain of Youth beside Sanguine
// Bond) may change who loses: the answer stops.
func TestRule117_3bResponsesThatTakeTheSaverOrGainLife(t *testing.T) {
	for _, board := range []string{
		"me: life 1, hand 2, library 5, Phyrexian Arena, Platinum Angel; opp: Aladdin, 3x Mountain",
		"me: life 2, hand 2, library 5, Phyrexian Arena; opp: Sanguine Bond, Fountain of Youth, 2x Plains",
	} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", board), false)
	}
}

// CR 602.1, 118.1: an inline line whose words before the colon are no
// cost ("Static:", "At the beginning of each upkeep:") is not read as an
// activated ability that bears on nothing: the answer stops. A cost after
// a keyword's dash (Sky Hussar's "Forecast — Tap two …") is one.
func TestRule602_1NoCostBeforeTheColon(t *testing.T) {
	for _, c := range [][]string{
		{"judge lands", "board", "me: Forest, [Zork: Enchantment \u2014 Static: You may play an additional land on each of your turns.]"},
		{"judge upkeep", "board", "me: hand 2; opp: hand 1, [Zork: Enchantment \u2014 At the beginning of each upkeep: each player draws a card.]"},
		{"judge tap", "board", "me: Forest, [Zork: Enchantment \u2014 Whenever you tap a Forest for mana: add an additional {G}.]", "card", "Forest"},
	} {
		r := ask(t, c[0], c[1:]...)
		if r.Understood || !strings.Contains(r.Answer, "is not a cost") {
			t.Errorf("%v: %s", c, r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Sky Hussar, Forest", "card", "Sky Hussar"), true)
}

// CR 605.1a, 113.2, 606.4: abilities an inline card writes on one line are
// each read (Horizon Canopy's mana ability before "{1}, {T}, Sacrifice
// this land: Draw a card."); a sentence after a mana ability the engine
// does not read stops every question it may bear on, lands and upkeep
// too; "+1:" is a loyalty cost; "Urza’s" with a curly apostrophe is a
// land type.
func TestRule605_1aInlineAbilitiesOnOneLine(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: [Zed Horizon: Land \u2014 {T}, Pay 1 life: Add {G} or {W}. {1}, {T}, Sacrifice this land: Draw a card.]", "card", "Zed Horizon")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 2 {
		t.Errorf("Zed Horizon: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge lands", "board", "me: [Zed Bloom: Land \u2014 {T}: Add {G}. You may play an additional land on each of your turns.]"), false)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: [Zed Idol: Artifact \u2014 {T}: Add {C}. At the beginning of your upkeep, draw a card.]"), false)
	r = ask(t, "judge activate", "board", "me: [Zed Walker: Legendary Planeswalker \u2014 Chandra \u2014 +1: Add {R}{R}.] (3 loyalty)", "card", "Zed Walker")
	if r.Legal == nil || !*r.Legal {
		t.Errorf("+1: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: [Zork: Land \u2014 Urza\u2019s Tower]"), true)
}
