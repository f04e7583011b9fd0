package rules

import (
	"strings"
	"testing"
)

// CR 601.2f: the total cost is the mana cost plus cost increases, less
// cost reductions, which lower only generic mana. Thalia, Guardian of
// Thraben makes noncreature spells cost {1} more, whoever controls her;
// Goblin Electromancer makes its controller's instants and sorceries
// cost {1} less; Grand Arbiter Augustin IV makes its controller's
// opponents' spells cost {1} more. Mana abilities are not spells: the
// most mana is the same.
func TestRule601_2fSpellsCostMoreOrLess(t *testing.T) {
	r := pay(t, "me: 2x Forest; opp: Thalia, Guardian of Thraben", "{1}{G}", "card", "Rampant Growth")
	wantPayable(t, r, false)
	wantRules(t, r, "601.2f")
	if !strings.Contains(r.Answer, "{2}{G} in all") {
		t.Errorf("answer %q", r.Answer)
	}
	wantPayable(t, pay(t, "me: 2x Forest; opp: Thalia, Guardian of Thraben", "{1}{G}", "card", "Grizzly Bears"), true)
	wantPayable(t, pay(t, "me: 3x Forest; opp: Thalia, Guardian of Thraben", "{1}{G}", "card", "Rampant Growth"), true)
	if r := pay(t, "me: 2x Forest; opp: Thalia, Guardian of Thraben", "{1}{G}"); r.Understood {
		t.Errorf("Thalia and no card: %s", r.Answer)
	}
	wantPayable(t, pay(t, "me: 2x Forest, Sphere of Resistance", "{1}{G}"), false)
	wantPayable(t, pay(t, "me: Island, Goblin Electromancer", "{1}{U}", "card", "Divination"), true)
	wantPayable(t, pay(t, "me: Island; opp: Goblin Electromancer", "{1}{U}", "card", "Divination"), false)
	wantPayable(t, pay(t, "me: Island, Goblin Electromancer", "{U}{U}", "card", "Counterspell"), false)
	wantPayable(t, pay(t, "me: Plains; opp: Grand Arbiter Augustin IV", "{W}", "card", "Swords to Plowshares"), false)
	wantPayable(t, pay(t, "me: Plains, Grand Arbiter Augustin IV", "{1}{W}", "card", "Swords to Plowshares"), true)
	m := ask(t, "judge mana", "board", "me: Forest, Thalia, Guardian of Thraben, Sphere of Resistance")
	if !m.Understood || m.MaxMana == nil || *m.MaxMana != 1 {
		t.Errorf("mana: %s", m.Answer)
	}
}

// CR 702.114a, 601.2f: a devoid spell is colorless, so an effect on red
// spells does not change its total cost: Kozilek's Return ({2}{R}, devoid)
// costs no less beside Ruby Medallion and no more beside Chill.
func TestRule702_114aDevoidSpellIsNoColorForCostEffects(t *testing.T) {
	r := pay(t, "me: 2x Mountain, Ruby Medallion", "{2}{R}", "card", "Kozilek's Return")
	wantPayable(t, r, false)
	if strings.Contains(r.Answer, "in all") {
		t.Errorf("total changed: %s", r.Answer)
	}
	wantPayable(t, pay(t, "me: 3x Mountain, Chill", "{2}{R}", "card", "Kozilek's Return"), true)
	// A red spell still costs less and more.
	wantPayable(t, pay(t, "me: 2x Mountain, Ruby Medallion", "{2}{R}", "card", "Arc Lightning"), true)
	wantPayable(t, pay(t, "me: 3x Mountain, Chill", "{2}{R}", "card", "Arc Lightning"), false)
}

// payCase is a pay question about a spell and what its answer must be:
// payable or not, and the total cost the answer gives ("" for none, the
// cost being unchanged), or a refusal that says why.
type payCase struct {
	board, cost, card string
	x, player         string
	payable           bool
	total             string
	refuse            string
}

func checkPayCases(t *testing.T, cases []payCase) {
	t.Helper()
	for _, c := range cases {
		kv := []string{"card", c.card}
		if c.x != "" {
			kv = append(kv, "x", c.x)
		}
		if c.player != "" {
			kv = append(kv, "player", c.player)
		}
		r := pay(t, c.board, c.cost, kv...)
		if c.refuse != "" {
			if r.Understood || !strings.Contains(r.Answer, c.refuse) {
				t.Errorf("%s, %s: want a refusal saying %q, got %s", c.board, c.card, c.refuse, r.Answer)
			}
			continue
		}
		if !r.Understood || r.Payable == nil || *r.Payable != c.payable {
			t.Errorf("%s, %s: want payable %v, got %s", c.board, c.card, c.payable, r.Answer)
			continue
		}
		in := ""
		if i := strings.Index(r.Answer, " ("); i >= 0 && strings.Contains(r.Answer, " in all)") {
			in = r.Answer[i+2 : strings.Index(r.Answer, " in all)")]
		}
		if in != c.total {
			t.Errorf("%s, %s: want the total cost %q, got %s", c.board, c.card, c.total, r.Answer)
		}
	}
}

// CR 601.2f, 205.3m, 700.6, 202.3e: an effect names the spells it makes
// cost more or less by their colors, types, subtypes and what more it
// says. "Merfolk spells and Wizard spells" names each, and a Merfolk
// Wizard costs {1} less, not {2} (Stonybrook Banneret's ruling of
// 2008-04-01); "White creature spells" names spells both white and
// creature (Oketra's Monument), a white and green creature spell taking
// both Monuments' reductions (ruling of 2017-04-18); historic spells are
// artifacts, legendaries and Sagas (Jhoira's Familiar); a spell's mana
// value counts its X (Krosan Drover); power is the card's (Goreclaw);
// flying is the spell's own (Warden of Evos Isle); the chosen type is
// the one written "named TYPE" (Cloud Key's card type, Herald's Horn's
// creature type, which no card type can be: ruling of 2017-08-25, so
// "named Artifact" is an input error, TestCR205_3mChosenCreatureTypeIsACreatureType).
func TestRule601_2fSpellsNamedByKindAndMore(t *testing.T) {
	checkPayCases(t, []payCase{
		{board: "me: Island, Stonybrook Banneret", cost: "{1}{U}", card: "Merfolk Looter", payable: true, total: "{U}"},
		{board: "me: Island, Stonybrook Banneret", cost: "{1}{U}", card: "Silvergill Douser", payable: true, total: "{U}"},
		{board: "me: Island, Stonybrook Banneret", cost: "{2}{U}", card: "Sage's Row Denizen", payable: false, total: "{1}{U}"},
		{board: "me: Island; opp: Stonybrook Banneret", cost: "{1}{U}", card: "Merfolk Looter", payable: false},
		{board: "me: Forest, Plains, Oketra's Monument, Rhonas's Monument", cost: "{2}{G}{W}", card: "Ahn-Crop Champion", payable: true, total: "{G}{W}"},
		{board: "me: 2x Plains, Oketra's Monument", cost: "{2}{W}", card: "Lingering Souls", payable: false},
		{board: "me: 3x Island, Jhoira's Familiar", cost: "{4}", card: "Karn, Scion of Urza", payable: true, total: "{3}"},
		{board: "me: 2x Plains, Jhoira's Familiar", cost: "{1}{W}{W}", card: "History of Benalia", payable: true, total: "{W}{W}"},
		{board: "me: Plains, Jhoira's Familiar", cost: "{1}{W}", card: "Kithkin Healer", payable: false},
		{board: "me: 4x Forest, Krosan Drover", cost: "{X}{G}", card: "Hungering Hydra", x: "5", payable: true, total: "{3}{G}"},
		{board: "me: 4x Forest, Krosan Drover", cost: "{X}{G}", card: "Hungering Hydra", x: "4", payable: false},
		{board: "me: 3x Forest, Goreclaw, Terror of Qal Sisma", cost: "{3}{G}{G}", card: "Kavu Climber", payable: false},
		{board: "me: 3x Forest, Goreclaw, Terror of Qal Sisma", cost: "{1}{G}", card: "Tarmogoyf", refuse: "power of Tarmogoyf"},
		{board: "me: Plains, Warden of Evos Isle", cost: "{1}{W}", card: "Selfless Spirit", payable: true, total: "{W}"},
		{board: "me: Plains, Warden of Evos Isle", cost: "{1}{W}", card: "Soltari Trooper", payable: false},
		{board: "me: Plains, Cloud Key (named Creature)", cost: "{1}{W}", card: "Kithkin Healer", payable: true, total: "{W}"},
		{board: "me: Plains, Cloud Key (named Instant)", cost: "{1}{W}", card: "Kithkin Healer", payable: false},
		{board: "me: Plains, Cloud Key", cost: "{1}{W}", card: "Kithkin Healer", refuse: "named TYPE"},
		{board: "me: Island, Herald's Horn (named Wizard)", cost: "{1}{U}", card: "Silvergill Douser", payable: true, total: "{U}"},
		{board: "me: Wastes, Eye of Ugin", cost: "{2}{C}", card: "Thought-Knot Seer", payable: true, total: "{C}"},
		{board: "me: Plains, Eye of Ugin", cost: "{1}{W}", card: "Kor Skyfisher", payable: false},
		{board: "me: Forest, Danitha Capashen, Paragon", cost: "{1}{G}", card: "Rancor", payable: true, total: "{G}"},
		{board: "me: 3x Island; opp: Aura of Silence", cost: "{1}", card: "Sol Ring", payable: true, total: "{3}"},
		{board: "me: 2x Island; opp: Dovin, Hand of Control", cost: "{1}{U}", card: "Divination", payable: false, total: "{2}{U}"},
		{board: "me: Forest, Grizzly Bears; opp: High Seas", cost: "{G}", card: "Giant Growth", payable: true},
		{board: "me: Forest; opp: High Seas", cost: "{G}", card: "Llanowar Elves", payable: false, total: "{1}{G}"},
	})
}

// CR 601.2f: an effect that applies only while its permanent is tapped
// (Centaur Omenreader), for each counter on it (Animar, Soul of
// Elements), for each artifact the spell's controller controls (Hum of
// the Radix), to the first creature spell cast each turn (Conduit of
// Ruin, the board recording no spell cast), or up to an amount (Stone
// Calendar, whose controller may apply less: ruling of 2004-10-04).
func TestRule601_2fCostChangedByWhatTheBoardSays(t *testing.T) {
	checkPayCases(t, []payCase{
		{board: "me: Plains, Centaur Omenreader (tapped)", cost: "{1}{W}", card: "Kor Skyfisher", payable: true, total: "{W}"},
		{board: "me: Plains, Centaur Omenreader", cost: "{1}{W}", card: "Kor Skyfisher", payable: false},
		{board: "me: Forest, Animar, Soul of Elements (2 +1/+1)", cost: "{2}{G}", card: "Kavu Climber", payable: true, total: "{G}"},
		{board: "me: 2x Forest, Animar, Soul of Elements", cost: "{1}{G}", card: "Grizzly Bears", payable: true},
		{board: "me: 3x Island, Hum of the Radix, Sol Ring (tapped)", cost: "{1}", card: "Bonesplitter", payable: true, total: "{2}"},
		{board: "me: Island, Hum of the Radix, Sol Ring (tapped)", cost: "{1}", card: "Bonesplitter", payable: false, total: "{2}"},
		{board: "me: Plains, Conduit of Ruin", cost: "{3}", card: "Kavu Climber", payable: true, total: "{1}"},
		{board: "me: Plains, Conduit of Ruin", cost: "{3}", card: "Ponder", payable: false},
		{board: "me: Island, Stone Calendar", cost: "{1}{U}", card: "Merfolk Looter", payable: true, total: "{U}"},
		{board: "me: Island, Urza's Filter", cost: "{U}{R}", card: "Izzet Charm", payable: false},
	})
}

// CR 118.7, 601.2f: a reduction of colored mana that "reduces only the
// amount of colored mana you pay" takes a symbol of each color it names
// from the total cost and nothing where it has none (Edgewalker:
// {1}{W} costs {1}); a hybrid symbol with that color may be paid with it
// and reduced (Edgewalker's ruling of 2008-08-01), and Morophon takes one
// mana of each color (ruling of 2019-06-14). An increase of colored
// mana adds that symbol (Alabaster Leech).
func TestRule118_7ColoredManaReducedOrAdded(t *testing.T) {
	checkPayCases(t, []payCase{
		{board: "me: Plains, Edgewalker", cost: "{1}{W}", card: "Cleric of the Forward Order", payable: true, total: "{1}"},
		{board: "me: Plains (tapped), Edgewalker, Edgewalker", cost: "{W}{W}", card: "Wizened Cenn", payable: true, total: "{0}"},
		{board: "me: Plains (tapped), Edgewalker", cost: "{2}", card: "Cleric of the Forward Order", payable: false},
		{board: "me: Plains, Edgewalker", cost: "{1}{W}", card: "Kor Skyfisher", payable: false},
		{board: "me: Plains, Edgewalker", cost: "{W/B}{W/U}", card: "Cleric of the Forward Order", refuse: "hybrid symbols of different colors"},
		{board: "me: Plains (tapped), Edgewalker", cost: "{W/U}", card: "Cleric of the Forward Order", payable: true, total: "{0}"},
		{board: "me: 4x Plains, Morophon, the Boundless (named Angel)", cost: "{5}{W}{W}{W}", card: "Akroma, Angel of Wrath", payable: false, total: "{5}{W}{W}"},
		{board: "me: 3x Plains, Alabaster Leech", cost: "{W}{W}", card: "Wizened Cenn", payable: true, total: "{W}{W}{W}"},
		{board: "me: 2x Plains, Forest, Alabaster Leech", cost: "{W}{W}", card: "Wizened Cenn", payable: false, total: "{W}{W}{W}"},
		{board: "me: 2x Plains, Alabaster Leech, Pearl Medallion", cost: "{W}", card: "Swords to Plowshares", payable: true, total: "{W}{W}"},
		{board: "me: Plains; opp: Alabaster Leech", cost: "{W}", card: "Swords to Plowshares", payable: true},
	})
}

// CR 115.1, 303.4a, 601.2c: an effect on spells that target a permanent
// applies as the targets are chosen, which the question does not give: a
// spell that can't target (a creature spell, an instant with no target)
// costs no more, and one that may gets "I can't rule on this" (Icefall
// Regent's ruling of 2015-02-25 counts Aura spells among them). Text of
// a card's own about its creature types (Mistform Ultimus), and a card
// exiled with Semblance Anvil, which the board does not record, are not
// read.
func TestRule115_1CostByTargetsNotGiven(t *testing.T) {
	checkPayCases(t, []payCase{
		{board: "me: Forest; opp: Icefall Regent", cost: "{G}", card: "Llanowar Elves", payable: true},
		{board: "me: Island; opp: Icefall Regent", cost: "{U}", card: "Ponder", payable: true},
		{board: "me: Mountain; opp: Icefall Regent", cost: "{R}", card: "Lightning Bolt", refuse: "whether Lightning Bolt targets Icefall Regent"},
		{board: "me: 3x Forest; opp: Icefall Regent", cost: "{G}", card: "Rancor", refuse: "targets chosen"},
		{board: "me: 3x Island, Goblin Warchief", cost: "{3}{U}", card: "Mistform Ultimus", refuse: "creature types"},
		{board: "me: Plains, Semblance Anvil", cost: "{1}{W}", card: "Kor Skyfisher", refuse: "does not record that card"},
	})
}

// CR 602.2b, 118.7a, 605.1a: an effect that makes activated abilities cost
// more or less changes no spell's cost. Pay and mana answer where no
// ability they may activate is one it changes: a reduction of generic
// mana changes no cost without generic mana (Training Grounds beside
// Llanowar Elves), an increase "unless they're mana abilities" no mana
// ability (Suppression Field beside Reflecting Pool); abilities of
// creatures change no artifact's (Training Grounds beside Voltaic Key),
// and cycling is activated from a hand. Where one may change (Power
// Artifact on Grim Monolith, Suppression Field beside Arbor Elf's untap),
// or the cost paid may be an ability's (no card:), the answer is "I can't
// rule on this". Catalyst Stone changes a flashback cost, which the
// engine does not tell from a mana cost: a spell with flashback is
// refused, one without is not changed.
func TestRule602_2bAbilityCostEffects(t *testing.T) {
	checkPayCases(t, []payCase{
		{board: "me: 2x Forest, Llanowar Elves, Training Grounds", cost: "{2}{G}", card: "Grizzly Bears", payable: true},
		{board: "me: 2x Forest, Training Grounds, Voltaic Key, Sol Ring", cost: "{4}{G}", card: "Grizzly Bears", payable: true},
		{board: "me: Forest, Training Grounds, Pili-Pala", cost: "{2}{G}", card: "Grizzly Bears", refuse: "Training Grounds"},
		{board: "me: 2x Forest, Suppression Field, Reflecting Pool", cost: "{2}{G}", card: "Grizzly Bears", payable: true},
		{board: "me: 2x Forest, Suppression Field, Arbor Elf", cost: "{2}{G}", card: "Grizzly Bears", refuse: "Suppression Field"},
		{board: "me: Forest, Grim Monolith, Power Artifact (on Grim Monolith)", cost: "{5}{G}", card: "Grizzly Bears", refuse: "Power Artifact"},
		{board: "me: 2x Forest, Fluctuator", cost: "{2}{G}", card: "Grizzly Bears", payable: false},
		{board: "me: 2x Island, Catalyst Stone", cost: "{1}{U}", card: "Divination", payable: true},
		{board: "me: 2x Island, Catalyst Stone", cost: "{2}{U}", card: "Think Twice", refuse: "flashback"},
	})
	if r := pay(t, "me: 2x Forest, Training Grounds", "{2}{G}"); r.Understood {
		t.Errorf("a cost that may be an ability's beside Training Grounds: %s", r.Answer)
	}
	m := ask(t, "judge mana", "board", "me: Forest, Heartstone, Suppression Field, Fluctuator")
	if !m.Understood || m.MaxMana == nil || *m.MaxMana != 1 {
		t.Errorf("mana: %s", m.Answer)
	}
	if m := ask(t, "judge mana", "board", "me: Forest, Grim Monolith, Power Artifact (on Grim Monolith)"); m.Understood {
		t.Errorf("mana with Power Artifact on Grim Monolith: %s", m.Answer)
	}
}

// CR 702.41a, 702.41b, 702.77a: a permanent that gives spells affinity
// for artifacts makes each cost {1} less for each artifact its caster
// controls (Mycosynth Golem: Juggernaut beside two artifacts costs {2});
// reinforce functions from a hand, so Brighthearth Banneret on the
// battlefield is read for its cost reduction.
func TestRule702_41aAffinityGivenAndReinforce(t *testing.T) {
	checkPayCases(t, []payCase{
		{board: "me: 2x Island, Mycosynth Golem, Sol Ring (tapped)", cost: "{4}", card: "Juggernaut", payable: true, total: "{2}"},
		{board: "me: Island, Mycosynth Golem, Sol Ring (tapped)", cost: "{4}", card: "Juggernaut", payable: false, total: "{2}"},
		{board: "me: Island, Mycosynth Golem", cost: "{1}{U}", card: "Merfolk Looter", payable: false},
		{board: "me: Mountain, Brighthearth Banneret", cost: "{1}{R}", card: "Flamekin Harbinger", payable: true, total: "{R}"},
	})
}

// CR 601.2f, 602.2b: Tithe Taker makes its controller's opponents' spells
// and activated abilities other than mana abilities cost {1} more during
// its controller's turn only: a spell's total cost then, and a cost
// without card: as much, whether a spell's or an ability's; where the
// opponent may activate an ability it raises (Arbor Elf's untap), the
// answer is "I can't rule on this". On another turn it changes nothing.
func TestRule601_2fTitheTakerOnItsTurn(t *testing.T) {
	checkPayCases(t, []payCase{
		{board: "me: Island; opp: Tithe Taker", cost: "{U}", card: "Ponder", payable: true},
		{board: "me: Island; opp: Tithe Taker; turn: opp", player: "me", cost: "{U}", card: "Opt", payable: false, total: "{1}{U}"},
		{board: "me: 2x Island; opp: Tithe Taker; turn: opp", player: "me", cost: "{U}", card: "Opt", payable: true, total: "{1}{U}"},
		{board: "me: 2x Forest, Arbor Elf; opp: Tithe Taker; turn: opp", player: "me", cost: "{1}{G}", card: "Ambush Viper", refuse: "Tithe Taker"},
		{board: "me: 2x Forest, Arbor Elf; opp: Tithe Taker", cost: "{2}{G}", card: "Grizzly Bears", payable: true},
	})
}

// CR 604.3, 202.2: a card's own text that sets its colors functions in
// every zone: Ghostfire is colorless ({3}{R} costs {1}{R} beside Ugin, the
// Ineffable, and no less beside Ruby Medallion), and Transguild Courier
// is all colors, a white and a green creature spell for both Monuments
// (Oketra's Monument's ruling of 2017-04-18). Other text about a color
// (Lightning Dart's "if that creature is white or blue") is not read.
func TestRule604_3OwnColorsSetByText(t *testing.T) {
	checkPayCases(t, []payCase{
		{board: "me: 2x Mountain, Ugin, the Ineffable", cost: "{2}{R}", card: "Ghostfire", payable: true, total: "{R}"},
		{board: "me: 2x Mountain, Ruby Medallion", cost: "{2}{R}", card: "Ghostfire", payable: false},
		{board: "me: 2x Plains, Oketra's Monument, Rhonas's Monument", cost: "{4}", card: "Transguild Courier", payable: true, total: "{2}"},
	})
	if r := pay(t, "me: Plains, Mountain, Ruby Medallion", "{1}{R}", "card", "Lightning Dart"); r.Understood {
		t.Errorf("Lightning Dart, whose text reads colors: %s", r.Answer)
	}
}

// CR 601.2f, 105.2c: Seal of the Guildpact makes each spell cost {1} less
// for each of the two colors chosen as it entered that the spell is; the
// board records one chosen color at most, so a colored spell gets "I
// can't rule on this", and a colorless one, none of those colors, costs
// no less.
func TestRule601_2fSealOfTheGuildpactChosenColors(t *testing.T) {
	checkPayCases(t, []payCase{
		{board: "me: Forest, Seal of the Guildpact", cost: "{1}", card: "Sol Ring", payable: true},
		{board: "me: Forest, Seal of the Guildpact", cost: "{1}{G}", card: "Grizzly Bears", refuse: "two colors"},
	})
}

// CR 602.2b, 601.2f (Oppressive Rays' ruling of 2014-07-18: only static
// and triggered abilities are unaffected): a cost increase on the tapped
// permanent's activated abilities raises what its mana ability costs,
// which the tap answer does not say, so it stops; tapping another
// permanent, and what the creature could produce (costs ignored, 106.7),
// are answered.
func TestRule602_2bCostIncreaseOnTheTappedPermanent(t *testing.T) {
	const board = "me: Llanowar Elves, Forest; opp: Oppressive Rays (on Llanowar Elves)"
	wantUnderstood(t, ask(t, "judge tap", "board", board, "card", "Llanowar Elves"), false)
	wantMana(t, ask(t, "judge tap", "board", board, "card", "Forest"), "{G}")
	wantUnderstood(t, ask(t, "judge could-produce", "board", board, "card", "Llanowar Elves"), true)
}

// CR 601.2f, 118.7: a reduction of generic mana on some spells only
// (Goblin Warchief's Goblin spells, Etherium Sculptor's artifact spells)
// changes nothing in a cost with no generic mana, whatever the spell, so
// pay without card: answers {G}{U}; it was asked to name the spell. A
// cost with generic mana, or a monocolored hybrid symbol a reduction may
// take from, still asks, as does an increase (Thalia, Guardian of
// Thraben), and a reduction beside an increase, which gives the total
// cost generic mana first (Sphere of Resistance, God-Pharaoh's Statue).
func TestRule601_2fAReductionOfSomeSpellsOnACostWithNoGenericMana(t *testing.T) {
	for _, board := range []string{"me: Forest, Island, Goblin Warchief", "me: Forest, Island, Etherium Sculptor"} {
		r := pay(t, board, "{G}{U}")
		wantUnderstood(t, r, true)
		wantPayable(t, r, true)
		wantRules(t, r, "118.7")
	}
	// Edgewalker's reduction of only {W}{B} takes nothing from {R}.
	r := pay(t, "me: Mountain, Goblin Warchief, Edgewalker", "{R}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	for _, c := range [][2]string{
		{"me: Plains, Edgewalker", "{W}"},
		{"me: Forest, Island, Goblin Warchief", "{1}{G}"},
		{"me: Forest, Island, Goblin Warchief", "{2/G}"},
		{"me: Forest, Island, Thalia, Guardian of Thraben", "{G}{U}"},
		// An increase comes first (601.2f): Sphere of Resistance's {1}
		// gives the total cost generic mana the Warchief may take.
		{"me: Mountain, Goblin Warchief, Sphere of Resistance", "{R}"},
		{"me: 3x Mountain, Goblin Warchief; opp: God-Pharaoh's Statue", "{R}"},
	} {
		wantUnderstood(t, pay(t, c[0], c[1]), false)
	}
}
