package rules

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// understandQuestions are one question of each kind, over a base board to
// which each catalogue text is added on a land of me's.
var understandQuestions = []struct {
	name  string
	cmd   string
	board string
	opts  []string
}{
	{"tap", "judge tap", "me: Forest, Reflecting Pool, Desert", []string{"card", "Reflecting Pool"}},
	{"could-produce", "judge could-produce", "me: Forest, Reflecting Pool, Desert", []string{"card", "Reflecting Pool"}},
	{"activate", "judge activate", "me: Forest, Reflecting Pool, Desert; step: main1", []string{"card", "Desert", "ability", "2"}},
	{"lands", "judge lands", "me: Ghirapur Orrery, Forest", nil},
	{"upkeep", "judge upkeep", "me: Ghirapur Orrery, Forest, hand 0", nil},
	{"enters", "judge enters", "me: Forest", []string{"card", "Hangarback Walker", "x", "2"}},
}

// understandCatalogue holds texts of each kind, and the questions each
// must stop (understood false). On every other question the answer must
// be what it is without the text: the reason is the classification in
// understand.go, named in the comment.
var understandCatalogue = []struct {
	text  string
	stops string
}{
	// Combat keywords bear on no question.
	{"Flying, trample", ""},
	{"Defender", ""},
	// Hexproof and protection: targets, for an ability that targets;
	// modelled where every target is read, as Desert's "target attacking
	// creature" is (none attacks in main1).
	{"Hexproof", ""},
	{"Protection from green", ""},
	// Triggers whose event cannot happen during the question.
	{"Shadow", ""},
	{"Islandwalk, bushido 2", ""},
	{"Annihilator 2", ""},
	{"When this land enters, draw a card.", ""},
	{"At the beginning of your end step, draw a card.", ""},
	{"Whenever a creature attacks, draw a card.", ""},
	{"Whenever a player gains life, draw a card.", ""},
	{"When this land is put into a graveyard from the battlefield, draw a card.", ""},
	{"Whenever you cast an instant or sorcery spell, draw a card.", ""},
	// Triggers whose event can happen during the question.
	{"Whenever you cast a creature spell, you gain 1 life.", "enters"},
	{"Whenever a player casts a spell, counter it.", "enters"},
	// A draw trigger the compiler does not read bears on upkeep (one it
	// reads resolves between the upkeep triggers: upkeep_actions_test.go).
	{"Whenever a player draws a card, that player shuffles their hand into their library.", "upkeep"},
	{"Whenever a land enters under your control, draw a card.", "lands"},
	{"Landfall — Whenever a land you control enters, return target permanent to its owner's hand.", "lands"},
	// Gaining life gives no land play (305.2), and nothing on the base
	// boards triggers on it.
	{"Landfall — Whenever a land you control enters, you gain 1 life.", ""},
	{"At the beginning of your upkeep, exile the top card of your library.", "upkeep"},
	// Reflecting Pool becomes tapped; Odd Land has no {T} cost and
	// nothing on the board taps it (canHappen).
	{"Whenever a land becomes tapped, you gain 1 life.", "tap"},
	{"Whenever this land becomes tapped, you gain 1 life.", ""},
	{"Whenever you activate an ability, you gain 1 life.", "tap"},
	// A trigger that only draws, where its event can happen while mana is
	// made: its draw is counted as a card drawn then (noteDraws), and
	// nothing on the board reads one; in the upkeep the Forest's mana
	// ability may be activated while Ghirapur Orrery's trigger waits, and
	// the card drawn first makes it do nothing (603.3b, 603.4).
	{"Whenever you activate an ability, draw a card.", "upkeep"},
	// Rings of Brighthearth: an intervening "if" that no mana ability
	// meets (603.4): no question here activates another ability.
	{"Whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you do, copy that ability. You may choose new targets for the copy.", ""},
	// Spending mana as though it were another color changes only what
	// pays a cost (609.4b); no question here pays one.
	{"You may spend white mana as though it were red mana.", ""},
	{"Whenever you lose life, draw a card.", "upkeep"},
	{"Whenever you tap a land for mana, add {C}.", "tap could-produce"},
	// A trigger condition the compiler cannot read bears on everything.
	{"Whenever the moon is full, draw a card.", "tap could-produce activate lands upkeep enters"},
	// Activated abilities: one that may be a mana ability bears on the
	// mana questions that read its land; another, only on itself.
	{"{T}, Exile a card from your graveyard: Add {B}.", "tap could-produce"},
	// Activated in the upkeep while Ghirapur Orrery's trigger waits, the
	// card drawn makes it do nothing (603.4): the Forest pays its {1}.
	{"{1}, Exile a card from your graveyard: Draw a card.", "upkeep"},
	{"{T}: Add one mana of a random color.", "tap could-produce"},
	// Statics and replacement effects not understood bear on everything.
	{"Creatures you control get +1/-1 for each Forest you control.", "tap could-produce activate lands upkeep enters"},
	// A boost not computed that only raises power and toughness bears
	// only where they are read (613.4c, 704.5f); none is here.
	{"Creatures you control get +1/+1 for each Forest you control.", ""},
	// A boost in layer 7c is modelled; no question here reads power.
	{"Creatures you control get +1/+1.", ""},
	// A cost reduction on spells is read by pay alone (601.2f); it makes
	// no mana, no mana value, no land play and no trigger, also where pay
	// does not work out its amount.
	{"Spells cost {1} less to cast.", ""},
	{"Spells cost {1} less to cast for each Forest you control.", ""},
	{"Spells cost {1} less to cast if you control a Forest.", "tap could-produce activate lands upkeep enters"},
	// A change to what activated abilities cost is not weighed by
	// activate where it may change the cost of an ability asked about (a
	// reduction, of Desert's {T} with no generic mana, is no such), and
	// bears on pay and mana where they may activate an ability it changes
	// (602.2b); tap makes the same mana, and an ability of a card in a
	// hand is activated by no question.
	{"Activated abilities cost {2} more to activate unless they're mana abilities.", "activate"},
	{"Activated abilities of creatures you control cost {1} less to activate.", ""},
	{"Activated abilities cost {1} less to activate.", ""},
	{"Cycling abilities you activate cost up to {2} less to activate.", ""},
	// A card exiled instead of put into a graveyard (Rest in Peace)
	// changes what text that speaks of graveyards or dying reads, and
	// none is on the boards; a replacement the engine does not read
	// stops every answer.
	{"If a card would be put into a graveyard from anywhere, exile it instead.", ""},
	{"If a card would be put into a graveyard from anywhere, put it on the bottom of its owner's library instead.", "tap could-produce activate lands upkeep enters"},
	// Keywords granted to permanents the engine cannot name bear as the
	// keywords do on any permanent.
	{"Creatures you control have first strike as long as it's your turn.", ""},
	// No permanent on the base boards is sick, so haste changes nothing.
	{"Creatures you control have haste as long as it's your turn.", ""},
	// A boost that only raises, with combat keywords, bears as the boost
	// (compile_raise.go); with haste, which may let a creature tap, it is
	// not read.
	{"Creatures you control get +1/+1 and have trample as long as it's your turn.", ""},
	{"Creatures you control get +1/+1 and have haste as long as it's your turn.", "tap could-produce activate lands upkeep enters"},
	// A granted ability is classified on the permanents that get it.
	{`Lands you control have "{T}: Add one mana of a random color."`, "tap could-produce"},
	{`Lands you control have "{1}, Exile a card from your graveyard: Draw a card."`, "upkeep"},
	// Enters abilities apply only as their own permanent enters.
	{"This land enters tapped.", ""},
	{"This land enters with two charge counters on it.", ""},
}

// answerOf is what a ruling answers, without its steps.
func answerOf(t *testing.T, r *Ruling) string {
	t.Helper()
	b, err := json.Marshal(struct {
		A  string
		O  []Outcome
		T  []string
		LP *int
		LL *int
		L  *bool
		C  map[string]int
		X  *int
	}{r.Answer, r.Outcomes, r.ManaTypes, r.LandPlays, r.LandsLeft, r.Legal, r.Counters, r.EtbX})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestUnderstandingIsPositive runs every question over boards that add
// one ability of each kind: the answer is unchanged, for the reason the
// classification gives (understand.go), or it is a refusal that names the
// text. Design: "Understanding is positive: text is either compiled, or
// classified by the compiler as a kind that cannot bear on the question,
// or it stops the answer."
func TestUnderstandingIsPositive(t *testing.T) {
	for _, q := range understandQuestions {
		base := ask(t, q.cmd, append([]string{"board", q.board}, q.opts...)...)
		if !base.Understood {
			t.Fatalf("%s: the base board is not understood: %s", q.name, base.Answer)
		}
		want := answerOf(t, base)
		for _, c := range understandCatalogue {
			board := q.board + "; me: [Odd Land: Land — — " + c.text + "]"
			r := ask(t, q.cmd, append([]string{"board", board}, q.opts...)...)
			stops := slices.Contains(strings.Fields(c.stops), q.name)
			switch {
			case stops && r.Understood:
				t.Errorf("%s with %q: want a refusal, got %s", q.name, c.text, r.Answer)
			case stops && !strings.Contains(r.Answer, "Odd Land"):
				t.Errorf("%s with %q: the refusal does not name the text's permanent: %s", q.name, c.text, r.Answer)
			case !stops && !r.Understood:
				t.Errorf("%s with %q: want the answer unchanged, got a refusal: %s", q.name, c.text, r.Answer)
			case !stops && answerOf(t, r) != want:
				t.Errorf("%s with %q: answer changed:\n got %s\nwant %s", q.name, c.text, answerOf(t, r), want)
			}
		}
	}
}

// The card an enters question is about: what triggers on its being cast
// can change what happens before it enters; what triggers on its
// entering triggers after it has entered (CR 603.6a) and its other
// triggered abilities function only on the battlefield (113.6).
func TestRule603_6aEntersCardOwnTriggers(t *testing.T) {
	board := func(text string) string {
		return "me: Forest, [Odd Walker: Artifact Creature — Construct 0/0 — This creature enters with X +1/+1 counters on it. | " + text + "]"
	}
	base := ask(t, "judge enters", "card", "Odd Walker", "x", "2", "board", board("Flying"))
	r := ask(t, "judge enters", "card", "Odd Walker", "x", "2", "board", board("When this creature enters, draw a card."))
	wantUnderstood(t, r, true)
	if answerOf(t, r) != answerOf(t, base) {
		t.Errorf("answer %s, want %s", answerOf(t, r), answerOf(t, base))
	}
	r = ask(t, "judge enters", "card", "Odd Walker", "x", "2", "board", board("When you cast this spell, you may put a land card from your hand onto the battlefield."))
	wantUnderstood(t, r, false)
	r = ask(t, "judge enters", "card", "Odd Walker", "x", "2", "cast", "false", "board", board("When you cast this spell, you may put a land card from your hand onto the battlefield."))
	wantUnderstood(t, r, true)
	// Drawing a card before it resolves changes nothing enters asks.
	r = ask(t, "judge enters", "card", "Odd Walker", "x", "2", "board", board("When you cast this spell, draw a card."))
	wantUnderstood(t, r, true)
}

// Trigger conditions are read whole, part by part at "or", and a part
// that is not read leaves the whole condition unread (CR 603.1).
func TestRule603_1TriggerConditions(t *testing.T) {
	cases := []struct {
		cond string
		want []GameEvent
	}{
		{"this enters", []GameEvent{EventEntersSelf}},
		{"a creature dies or a land enters", []GameEvent{EventLeaves, EventEnters}},
		{"you cast an instant or sorcery spell or activate an ability", []GameEvent{EventCastNonPerm, EventActivate}},
		{"the beginning of your upkeep or whenever you cast a green spell", []GameEvent{EventUpkeep, EventCast}},
		{"enchanted player is attacked", []GameEvent{EventCombat}},
		{"you cast a creature spell", []GameEvent{EventCast}},
		{"a player casts a spell with mana value equal to the number of charge counters on this", []GameEvent{EventCast}},
		{"this dies", []GameEvent{EventLeaves}},
		{"the beginning of your end step", []GameEvent{EventOtherStep}},
		{"a player draws a card", []GameEvent{EventDraw}},
		{"one or more +1/+1 counters are put on a creature you control", []GameEvent{EventCounters}},
		{"the beginning of combat on your turn", []GameEvent{EventOtherStep}},
		{"end of combat", []GameEvent{EventOtherStep}},
		{"this attacks and isn't blocked", []GameEvent{EventCombat}},
		{"this blocks or becomes blocked by a green or white creature", []GameEvent{EventCombat, EventCombat}},
		{"a creature attacks you or a planeswalker you control", []GameEvent{EventCombat}},
		{"this or another ally enters the battlefield under your control", []GameEvent{EventEntersSelf, EventEnters}},
		{"you cast a spell that targets this", []GameEvent{EventCast}},
		{"you cycle this", []GameEvent{EventCycle}},
		{"you cycle or discard a card", []GameEvent{EventCycle, EventDiscard}},
		{"this or another creature dies and the moon is full", nil},
		{"a creature enters or the moon is full", nil},
		{"you cast a spell or do something new", nil},
	}
	for _, c := range cases {
		got := readEvents(c.cond)
		if len(got) != len(c.want) {
			t.Errorf("%q: events %v, want %v", c.cond, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%q: events %v, want %v", c.cond, got, c.want)
			}
		}
	}
}

// Unbound Flourishing's copy trigger has an intervening "if" clause
// (CR 603.4): it triggers on activating an ability only when that
// ability's activation cost contains {X}. Tapping a Forest for mana
// cannot trigger it.
func TestRule603_4UnboundFlourishingDoesNotTriggerOnForest(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Unbound Flourishing", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
}

// Protection from a quality makes an Aura of that quality attached to
// the permanent illegal, and it is put into its owner's graveyard as a
// state-based action (CR 702.16c, 704.5m): protection on an enchanted
// permanent bears on every question.
func TestRule702_16cProtectionOnEnchantedPermanent(t *testing.T) {
	// Wild Growth (green) on a land with protection from green is put into
	// the graveyard first; the land then makes only its own {C}.
	r := ask(t, "judge tap", "board", "me: [Odd Land: Land — — Protection from green | {T}: Add {C}.], Wild Growth (on Odd Land)", "card", "Odd Land")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{C}")
	wantRules(t, r, "704.5m")
	r = ask(t, "judge tap", "board", "me: [Odd Land: Land — — Protection from green | {T}: Add {C}.]", "card", "Odd Land")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{C}")
}

// CR 303.4c, 704.5m: an Aura attached to an illegal object is put into
// its owner's graveyard as a state-based action. Utopia Sprawl ("Enchant
// Forest") on a Taiga under Blood Moon is on a Mountain: it is not
// answered as if it stayed and added mana.
func TestRule704_5mAuraOnIllegalObjectGoesFirst(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Taiga, Blood Moon, Utopia Sprawl (on Taiga, chose green)", "card", "Taiga")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{R}")
	wantRules(t, r, "704.5m")
	r = ask(t, "judge tap", "board", "me: Taiga, Utopia Sprawl (on Taiga, chose green)", "card", "Taiga")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{R}{G}", "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Forest, Wild Growth (on Forest), Celestial Dawn", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{W}{G}")
}

// CR 303.4c, 704.5m: "Enchant Mountain you control" (Chained to the
// Rocks) is read with its controller: on its controller's own Mountain it
// stays, on another player's Mountain or on a Forest it is put into its
// owner's graveyard, and either way the mana is the land's.
func TestRule303_4cEnchantWhatYouControl(t *testing.T) {
	for _, c := range []struct {
		board, mana string
		goes        bool
	}{
		{"me: Mountain, Chained to the Rocks (on Mountain)", "{R}", false},
		{"me: Forest, Earthlore (on Forest)", "{G}", false},
		{"me: Mountain; opp: Chained to the Rocks (on my Mountain)", "{R}", true},
		{"me: Forest, Chained to the Rocks (on Forest)", "{G}", true},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 || !strings.Contains(r.Answer, c.mana) {
			t.Errorf("%s: %s, want %s", c.board, r.Answer, c.mana)
		}
		if got := slices.Contains(r.Rules, "704.5m"); got != c.goes {
			t.Errorf("%s: the Aura put into the graveyard %v, want %v (%v)", c.board, got, c.goes, r.Rules)
		}
	}
}

// The pay and mana questions read every mana ability of the player's
// permanents (CR 601.2g: mana abilities may be activated while paying),
// and nothing else that does not happen while mana is made.
func TestRule601_2gPayAndManaReadEverySource(t *testing.T) {
	cases := []struct {
		board string
		stops bool
	}{
		{"me: Forest, [Odd Land: Land — — {T}: Add one mana of a random color.]", true},
		{"me: Forest; opp: [Odd Land: Land — — {T}: Add one mana of a random color.]", false},
		{"me: Forest, [Odd Land: Land — — {2}, Exile a card from your graveyard: Draw a card.]", false},
		{"me: Forest, [Odd Land: Land — — Whenever you tap a land for mana, add {C}.]", true},
		{"me: Forest, [Odd Land: Land — — When this land is put into a graveyard from the battlefield, draw a card.]", false},
		// Life gained changes no mana where nothing else speaks of life
		// (Mana Confluence's cost does).
		{"me: Forest, Squandered Resources, [Odd Land: Land — — When this land is put into a graveyard from the battlefield, you gain 1 life.]", false},
		{"me: Forest, Squandered Resources, Mana Confluence, [Odd Land: Land — — When this land is put into a graveyard from the battlefield, you gain 1 life.]", true},
		// A trigger that only draws changes no mana; what triggers on the
		// draw may (CR 603.3).
		{"me: Forest, Squandered Resources, [Odd Land: Land — — When this land is put into a graveyard from the battlefield, draw a card.]", false},
		{"me: Forest, Squandered Resources, Niv-Mizzet, the Firemind, [Odd Land: Land — — When this land is put into a graveyard from the battlefield, draw a card.]", true},
		{"me: Forest, [Odd Land: Land — — Creatures you control get +1/-1 for each Forest you control.]", true},
		{"me: Forest, [Odd Land: Land — — Creatures you control get +1/+1 for each Forest you control.]", false},
		{"me: Forest, Marwyn, the Nurturer, [Odd Land: Land — — Creatures you control get +1/+1 for each Forest you control.]", true},
	}
	for _, c := range cases {
		b, err := ParseBoard(c.board)
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range []questionKind{askPay, askMana} {
			for _, w := range buildWorlds(context.Background(), b) {
				u := w.unknownFor(asking{kind: kind, player: Me})
				if (u != "") != c.stops {
					t.Errorf("%s %q: refusal %q, want a refusal: %v", kind, c.board, u, c.stops)
				}
			}
		}
	}
}

// Haste granted to permanents the engine cannot name bears on a {T}
// question only where some permanent is sick (CR 302.6, 702.10c).
func TestRule702_10cUnreadHasteGrant(t *testing.T) {
	grant := "[Odd Banner: Enchantment — — Creatures you control have haste as long as it's your turn.]"
	r := ask(t, "judge tap", "board", "me: Llanowar Elves (sick), "+grant, "card", "Llanowar Elves")
	wantUnderstood(t, r, false)
	r = ask(t, "judge tap", "board", "me: Llanowar Elves, "+grant, "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
}

// CR 502.3, 503.1: "that land doesn't untap during its controller's next
// untap step" changes only a later untap step, which no question reaches:
// Vorinclex, Voice of Hunger's second trigger does not stop a tap answer,
// and its first (a triggered mana ability, 106.12a) is read.
func TestRule502_3NextUntapStepTriggerBearsOnNothingAsked(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Vorinclex, Voice of Hunger", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Forest; opp: Vorinclex, Voice of Hunger", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	// A trigger that does more than that is still not understood.
	r = ask(t, "judge tap", "board", "me: Forest; opp: [Odd Watcher: Creature — Elf 1/1 — Whenever an opponent taps a land for mana, that land doesn't untap during its controller's next untap step and you draw a card.]", "card", "Forest")
	wantUnderstood(t, r, false)
}

// CR 305.2: only an effect that lets a player play more lands changes the
// count. Landfall triggers that add mana (Lotus Cobra), untap (Amulet of
// Vigor) or create a token that is no copy (Tireless Tracker) change
// nothing a lands question asks; one that gains control of a creature
// (Roil Elemental, which could take an Azusa) still stops the answer.
func TestRule305_2LandfallThatGivesNoLandPlays(t *testing.T) {
	for _, c := range []string{"Lotus Cobra", "Amulet of Vigor", "Tireless Tracker", "Field of the Dead"} {
		r := ask(t, "judge lands", "board", "me: Exploration, "+c)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != 2 {
			t.Errorf("%s: land plays %v", c, r.LandPlays)
		}
	}
	r := ask(t, "judge lands", "board", "me: Exploration, Roil Elemental; opp: Azusa, Lost but Seeking")
	wantUnderstood(t, r, false)
	r = ask(t, "judge lands", "board", "me: [Odd Swarm: Creature — Insect 1/1 — Whenever a land enters the battlefield under your control, create a token that's a copy of Odd Swarm.]")
	wantUnderstood(t, r, false)
}

// What a landfall trigger does can trigger more: with Amulet of Vigor
// untapping a land, a trigger on a permanent becoming untapped bears on
// the lands question.
func TestRule603_2LandfallUntapCanTriggerMore(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Exploration, Amulet of Vigor, [Odd Totem: Artifact — Whenever a permanent you control becomes untapped, you may play an additional land this turn.]")
	wantUnderstood(t, r, false)
	r = ask(t, "judge lands", "board", "me: Exploration, [Odd Totem: Artifact — Whenever a permanent you control becomes untapped, you may play an additional land this turn.]")
	wantUnderstood(t, r, true)
}

// CR 702.37: morph acts only for a card cast face down and a face-down
// permanent; a permanent the board names is face up, so morph and "When
// this is turned face up" bear on nothing (Rattleclaw Mystic, Birchlore
// Rangers). CR 702.131: ascend matters only to abilities that check the
// city's blessing; "can't attack or block unless" only in combat (Wayward
// Swordtooth). CR 702.44a: sunburst acts as its permanent enters, so it
// bears on enters, where the engine does not read it.
func TestRule702_37FaceUpPermanentsMorphAndAscend(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Rattleclaw Mystic", "card", "Rattleclaw Mystic")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{U}", "{R}", "{G}")
	r = ask(t, "judge activate", "board", "me: Birchlore Rangers (sick), Llanowar Elves (sick)", "card", "Birchlore Rangers")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge lands", "board", "me: Wayward Swordtooth")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 2 {
		t.Errorf("land plays %v", r.LandPlays)
	}
	r = ask(t, "judge activate", "board", "me: Pentad Prism (2 charge)", "card", "Pentad Prism")
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "card", "Pentad Prism", "x", "0")
	wantUnderstood(t, r, false)
}

// Keyword triggers bear only where their event can happen: persist on
// dying (702.79a), echo at the beginning of an upkeep (702.30a; cumulative
// upkeep paid in mana is modelled there), prowess on a spell being cast (702.108a).
func TestRule603_2KeywordTriggersBearOnlyOnTheirEvents(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Nykthos, Shrine to Nyx, Kitchen Finks", "card", "Nykthos, Shrine to Nyx", "ability", "2")
	wantUnderstood(t, r, true)
	wantMana(t, r, "", "{W}{W}", "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Mystic Remora, Forest", "card", "Forest")
	wantUnderstood(t, r, true)
	// Echo paid in mana is modelled too, as a trigger that may or may not
	// trigger (upkeep_echo_test.go).
	r = ask(t, "judge upkeep", "board", "me: Deranged Hermit, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	r = ask(t, "judge tap", "board", "me: Forest, Monastery Swiftspear", "card", "Forest")
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "card", "Endless One", "x", "2", "board", "me: Monastery Swiftspear")
	wantUnderstood(t, r, false)
}

// CR 113.6, 702.29a: cycling, landcycling, transmute and dredge function
// only from a hand or a graveyard; hideaway and "as this enters, you may
// reveal … If you don't, this enters tapped" only as the land enters
// (702.75a, 614.12). None bears on tapping the land on the battlefield.
func TestRule113_6HandAndEntersAbilitiesOfLandsOnTheBoard(t *testing.T) {
	for _, c := range []struct{ land, mana string }{
		{"Barren Moor", "{B}"}, {"Ash Barrens", "{C}"}, {"Tolaria West", "{U}"},
		{"Dakmor Salvage", "{B}"}, {"Mosswort Bridge", "{G}"},
	} {
		r := ask(t, "judge tap", "board", "me: "+c.land, "card", c.land)
		wantUnderstood(t, r, true)
		wantMana(t, r, c.mana)
	}
	r := ask(t, "judge tap", "board", "me: Choked Estuary", "card", "Choked Estuary")
	wantMana(t, r, "{U}", "{B}")
}

// CR 113.6, 118.9: suspend works from a hand and exile, an alternative
// cost only as the spell is cast; infect and renown only with damage
// (702.90, 702.112); crew is an activated ability (702.122a). None bears
// on tapping the permanent for mana (Lotus Bloom, Fieldmist Borderpost,
// Plague Myr, Cultivator's Caravan).
func TestRule113_6OtherZoneAndCombatKeywords(t *testing.T) {
	for _, c := range []string{"Lotus Bloom", "Fieldmist Borderpost", "Plague Myr", "Cultivator's Caravan"} {
		r := ask(t, "judge tap", "board", "me: "+c, "card", c)
		wantUnderstood(t, r, true)
		wantLegal(t, r, true)
	}
	// Crew 3 with a 2/2 alone: its cost can't be paid (702.122a).
	r := ask(t, "judge activate", "board", "me: Cultivator's Caravan, Grizzly Bears", "card", "Cultivator's Caravan", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
}

// CR 122.1, 611.2b: a counter another card's effect reads lasts that
// effect "for as long as" the counter stays: a Forest with a flood
// counter on it (Quicksilver Fountain) is an Island, with a mire counter
// (Cyclopean Tomb) a Swamp, and a Mountain with a blaze counter
// (Obsidian Fireheart) deals 1 damage to its controller in their upkeep.
// The board records the counter, not the effect: the engine can't rule.
func TestRule611_2bCountersThatCarryAnotherCardsEffect(t *testing.T) {
	for _, c := range []struct{ cmd, board, card string }{
		{"judge tap", "me: Forest (1 flood)", "Forest"},
		{"judge could-produce", "me: Forest (1 mire)", "Forest"},
		{"judge upkeep", "me: Mountain (1 blaze), hand 1", ""},
		{"judge mana", "me: Forest (1 awakening), Gaea's Cradle", ""},
	} {
		kv := []string{"board", c.board}
		if c.card != "" {
			kv = append(kv, "card", c.card)
		}
		if r := ask(t, c.cmd, kv...); r.Understood {
			t.Errorf("%s %s: %s", c.cmd, c.board, r.Answer)
		}
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Forest (1 charge)", "card", "Forest"), "{G}")
	// Bounty of the Luxa's own flood counters make nothing an Island.
	r := ask(t, "judge mana", "board", "me: Forest, Bounty of the Luxa (1 flood); step: main2")
	wantUnderstood(t, r, true)
}

// CR 702.10c, 611.2a: Ogre Battledriver's "Whenever another creature
// enters the battlefield under your control, that creature … gains haste
// until end of turn", and a kicked Goblin Bushwhacker's enters trigger,
// may already have given haste this turn to a Llanowar Elves that came
// under its controller's control this turn: the board does not say, and
// the engine can't rule. Where the Elves is written with haste, or is not
// new, or the Bushwhacker entered before this turn, it answers.
func TestRule611_2aHasteGivenEarlierThisTurn(t *testing.T) {
	for _, c := range []struct{ cmd, board string }{
		{"judge tap", "me: Llanowar Elves (sick), Ogre Battledriver"},
		{"judge tap", "me: Llanowar Elves (sick), Goblin Bushwhacker (sick)"},
		{"judge mana", "me: Llanowar Elves (sick), Goblin Bushwhacker (sick), Forest"},
	} {
		kv := []string{"board", c.board}
		if c.cmd == "judge tap" {
			kv = append(kv, "card", "Llanowar Elves")
		}
		if r := ask(t, c.cmd, kv...); r.Understood {
			t.Errorf("%s %s: %s", c.cmd, c.board, r.Answer)
		}
	}
	wantLegal(t, ask(t, "judge tap", "board", "me: Llanowar Elves (sick, haste), Ogre Battledriver", "card", "Llanowar Elves"), true)
	wantLegal(t, ask(t, "judge tap", "board", "me: Llanowar Elves (sick), Goblin Bushwhacker", "card", "Llanowar Elves"), false)
	wantLegal(t, ask(t, "judge tap", "board", "me: Llanowar Elves, Ogre Battledriver", "card", "Llanowar Elves"), true)
}

// CR 605.3a: an upkeep trigger that asks for mana (Child of Gaea's
// "sacrifice this unless you pay {G}{G}", Mana Vault's "you may pay {4}.
// If you do, untap this") lets its controller tap lands for mana as it
// resolves; Manabarbs then deals 1 damage for each land tapped, which
// can take a player at 1 life to 0. A triggered mana ability that only
// adds mana (Mana Flare) changes nothing the upkeep answers.
func TestRule605_3aManaPaidInTheUpkeepSetsOffManabarbs(t *testing.T) {
	for _, board := range []string{
		"me: Mana Vault (tapped), Manabarbs, 4x Forest, life 1, hand 1",
		"me: Child of Gaea, Manabarbs, 4x Forest, life 1, hand 1",
	} {
		if r := ask(t, "judge upkeep", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Mana Vault (tapped), Mana Flare, 4x Forest, life 1, hand 1"), true)
}

// CR 603.2, 611.2a: a trigger at the beginning of a step that has begun
// this turn has resolved, the board holding no ability on the stack, and
// what it did may last "until end of turn" or "this turn": Hall of
// Gemstone's chosen color for every land tapped for mana, Chaos Moon's
// Mountains, Sen Triplets' "that player can't … activate abilities" in
// its controller's turn, Xenagos' haste after combat. Detain lasts until
// its controller's next turn (701.35a), from an earlier turn too (Martial
// Law). The board does not record what they did: the engine can't rule.
// Before the step begins (the untap step, or Xenagos in the precombat
// main phase), in another player's turn for "your upkeep", and where
// nothing can be detained, it answers.
func TestRule611_2aStepTriggerEffectLastsThisTurn(t *testing.T) {
	for _, c := range []struct{ cmd, board, card string }{
		{"judge tap", "me: Forest; opp: Hall of Gemstone", "Forest"},
		{"judge could-produce", "me: Forest; opp: Hall of Gemstone", "Forest"},
		{"judge pay", "me: 2x Forest; opp: Hall of Gemstone", ""},
		{"judge tap", "me: Forest; opp: Hall of Gemstone; step: upkeep", "Forest"},
		{"judge tap", "me: Mountain; opp: Chaos Moon", "Mountain"},
		{"judge tap", "me: Forest; opp: Sen Triplets; turn: opp", "Forest"},
		{"judge mana", "me: Forest; opp: Sen Triplets; turn: opp", ""},
		{"judge tap", "me: Llanowar Elves; opp: Martial Law", "Llanowar Elves"},
		{"judge tap", "me: Llanowar Elves (sick), Xenagos, God of Revels; step: main2", "Llanowar Elves"},
	} {
		kv := []string{"board", c.board}
		switch {
		case c.card != "":
			kv = append(kv, "card", c.card)
		case c.cmd == "judge pay":
			kv = append(kv, "cost", "{G}{G}")
		case c.cmd == "judge mana":
			kv = append(kv, "player", "me")
		}
		r := ask(t, c.cmd, kv...)
		if r.Understood || !strings.Contains(r.Answer, "611.2a") {
			t.Errorf("%s %s: %s", c.cmd, c.board, r.Answer)
		}
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Forest; opp: Sen Triplets", "card", "Forest"), "{G}")
	wantMana(t, ask(t, "judge tap", "board", "me: Forest; opp: Martial Law", "card", "Forest"), "{G}")
	wantLegal(t, ask(t, "judge tap", "board", "me: Llanowar Elves (sick), Xenagos, God of Revels", "card", "Llanowar Elves"), false)
	wantLegal(t, ask(t, "judge tap", "board", "me: Forest; opp: Hall of Gemstone; step: untap", "card", "Forest"), false)
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Forest, Phyrexian Arena; opp: Martial Law"), true)
}

// CR 305.1, 611.2a: a land played this turn entered the battlefield, and
// Plated Geopede's landfall "gets +2/+2 until end of turn" triggered then:
// beside Selvala, Heart of the Wilds, whose mana counts the greatest
// power among its controller's creatures, a Geopede that may be 3/3 makes
// three mana where the engine said two. The board does not record it: the
// engine can't rule. With no land played it answers two; a boost that only
// raises, beside no text that reads power or toughness, changes nothing
// (the Forest's {G}); and Lotus Cobra's landfall mana may still be in the
// pool (CR 500.5).
func TestRule611_2aLandfallEffectLastsThisTurn(t *testing.T) {
	for _, board := range []string{
		"me: Selvala, Heart of the Wilds, Plated Geopede, Forest, lands played 1",
		"me: Lotus Cobra, Forest, lands played 1",
	} {
		if r := ask(t, "judge mana", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Selvala, Heart of the Wilds, Plated Geopede, Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("no land played: %s", r.Answer)
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Forest, Plated Geopede, lands played 1", "card", "Forest"), "{G}")
}

// CR 611.2a, 702 (keywords of combat): what an upkeep trigger did this turn
// lasts, but where it only gave keywords of combat (Erhnam Djinn's
// forestwalk "until your next turn") it bears on no question, as a static
// ability giving them would not; Hall of Gemstone's color still bears.
func TestRule611_2aStepTriggerGivingCombatKeywordsOnly(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Erhnam Djinn, Forest")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 1)
	r = ask(t, "judge pay", "board", "me: Erhnam Djinn, Forest", "cost", "{G}")
	wantUnderstood(t, r, true)
	r = ask(t, "judge mana", "board", "me: Forest; opp: Hall of Gemstone")
	wantUnderstood(t, r, false)
}

// CR 611.2a, 613.4c, 508.1c–d: each sentence of what an upkeep trigger did
// that lasts is read on its own. One that only gives keywords of combat
// (Kithkin Zephyrnaut's "gets +2/+2 and gains flying and vigilance",
// Gabriel Angelfire's chosen "that ability"), only raises power and
// toughness where nothing reads them (Ana Sanctuary, Painiac's "+X/+0"),
// or only restricts or requires attacking (Keeper of Keys' "can't be
// blocked this turn", Kookus' "attacks this turn if able") bears on no
// question; a raise beside a text that reads power (Selvala), a lowering
// (Weed-Pruner Poplar's -1/-1, which a -1/-1 counter paid as a cost could
// meet), protection (Concerted Effort) and a new base power and toughness
// (Amplifire) still stop the answer.
func TestRule611_2aStepTriggerSentencesThatLastReadEach(t *testing.T) {
	for _, c := range []string{"Kithkin Zephyrnaut", "Gabriel Angelfire", "Ana Sanctuary", "Painiac", "Keeper of Keys", "Kookus", "Illusionary Presence", "Gargantuan Gorilla"} {
		r := ask(t, "judge mana", "board", "me: "+c+", Forest")
		wantUnderstood(t, r, true)
		wantMostMana(t, r, 1)
	}
	for _, b := range []string{
		"me: Ana Sanctuary, Selvala, Heart of the Wilds, Forest",
		"me: Kithkin Zephyrnaut, Selvala, Heart of the Wilds, Forest",
		"me: Weed-Pruner Poplar, Forest",
		"me: Concerted Effort, Forest",
		"me: Amplifire, Forest",
	} {
		r := ask(t, "judge mana", "board", b)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "611.2a") {
			t.Errorf("%s: %s, want the lasting effect's reason (611.2a)", b, r.Answer)
		}
	}
}

// CR 611.2a, 613.4c: a boost a trigger gave its own permanent this turn
// (Plated Geopede's landfall +2/+2, Kithkin Zephyrnaut's kinship +2/+2)
// bears only where a text reads that permanent's power or toughness:
// Marwyn, the Nurturer's mana reads only Marwyn's power, so beside it the
// answer is given; Selvala, Heart of the Wilds reads the greatest power
// among creatures, and Ana Sanctuary's boost may be on Marwyn: those stop
// it.
func TestRule611_2aOwnBoostBearsOnlyWhereItsPowerIsRead(t *testing.T) {
	for _, b := range []string{
		"me: Marwyn, the Nurturer, Plated Geopede, Forest, lands played 1",
		"me: Marwyn, the Nurturer, Kithkin Zephyrnaut, Forest",
	} {
		r := ask(t, "judge mana", "board", b)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, 2)
	}
	for _, b := range []string{
		"me: Selvala, Heart of the Wilds, Plated Geopede, Forest, lands played 1",
		"me: Selvala, Heart of the Wilds, Kithkin Zephyrnaut, Forest",
		"me: Marwyn, the Nurturer, Ana Sanctuary, Forest",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", b), false)
	}
}

// CR 604.3, 111.4: Kalonian Twingrove's power and toughness are defined
// by the Forests its controller controls, and matter only where a text
// reads power or toughness; its enters trigger creates a token with "This
// creature's power and toughness are each equal to …", which speaks of
// the token, not of the permanents on the board: beside a Forest /judge
// mana answers one mana, where the token's words were read as reading
// power and the board was refused. A text that does read power (Selvala)
// still counts.
func TestRule604_3TokensAbilitiesReadOnlyTheToken(t *testing.T) {
	wantOneManaBesideForest(t, "Kalonian Twingrove")
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Kalonian Twingrove, Forest, Selvala, Heart of the Wilds"), false)
}

// CR 615.12: "Damage can't be prevented." changes only what a prevention
// effect does: beside Leyline of Punishment with no text that prevents
// damage, Ancient Tomb's damage is dealt as ever and /judge mana answers,
// where it was refused; beside a Circle of Protection it still bears.
func TestRule615_12CantBePreventedBearsOnlyBesidePrevention(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Leyline of Punishment, Ancient Tomb, life 5")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
	r = ask(t, "judge mana", "board", "me: Leyline of Punishment, Ancient Tomb, Circle of Protection: Artifacts, life 5")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Damage can't be prevented.") {
		t.Errorf("answer %q, want Leyline of Punishment's text named", r.Answer)
	}
}

// CR 603.4, 605.1a: Rings of Brighthearth triggers only on an ability
// that isn't a mana ability. Mana abilities alone make the most mana, and
// the answer stands; where an untapper may be activated before the mana
// is made (Arbor Elf), it may copy it, and the engine can't rule.
func TestRule603_4RingsOfBrighthearthOnlyOnNonManaAbilities(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Rings of Brighthearth, Forest, Llanowar Elves")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
	r = ask(t, "judge tap", "board", "me: Rings of Brighthearth, Forest", "card", "Forest")
	wantUnderstood(t, r, true)
	r = ask(t, "judge mana", "board", "me: Rings of Brighthearth, Forest, Arbor Elf")
	wantUnderstood(t, r, false)
}

// CR 603.2: a Shrine of New Phyrexia triggers at the beginning of its
// controller's upkeep or when they cast a spell of its color, and puts a
// charge counter on itself: neither happens while mana is made, so the
// mana its counters give is answered; in the upkeep it triggers, and the
// counter changes no draw.
func TestRule603_2ShrineTriggersOnUpkeepOrCast(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Shrine of Boundless Growth (3 charge), Forest", "card", "Shrine of Boundless Growth")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != "{C}{C}{C}" {
		t.Errorf("tap: %s", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Shrine of Boundless Growth (3 charge), Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	if !slices.ContainsFunc(r.Triggers, func(tr Trigger) bool { return tr.Source == "Shrine of Boundless Growth" }) {
		t.Errorf("upkeep: triggers %v, want Shrine of Boundless Growth's", r.Triggers)
	}
}

// CR 611.2a, 702 (keywords of combat): a creature that entered this turn
// may have had its enters trigger resolve, and what it did lasts this
// turn; where it only gave keywords of combat (Lantern Scout's rally
// lifelink) or stopped creatures blocking (Voldaren Duelist), it bears on
// no question, as the same effect of an upkeep trigger does not. A lasting
// effect that may bear still stops the answer: Plated Geopede's +2/+2
// beside Selvala, Heart of the Wilds (above).
func TestRule611_2aEntersTriggerGivingCombatKeywordsOnly(t *testing.T) {
	for _, c := range []string{"Lantern Scout", "Voldaren Duelist"} {
		r := ask(t, "judge activate", "board", "me: "+c+" (sick)", "card", c)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, "no activated ability") {
			t.Errorf("%s: %s", c, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Selvala, Heart of the Wilds, Lantern Scout (sick), Forest")
	wantUnderstood(t, r, true)
	if r := ask(t, "judge mana", "board", "me: Selvala, Heart of the Wilds, Plated Geopede (sick), Forest"); r.Understood {
		t.Errorf("a Geopede that entered this turn beside Selvala: %s", r.Answer)
	}
}

// CR 305.2, 120.3a: a trigger on a permanent entering that only deals
// damage to a player (Ankh of Mishra) or puts +1/+1 counters on its own
// permanent (Hamletback Goliath, evolve) gives and takes no land play:
// lands answers beside it, where each was refused. What the damage or
// the counters set off still bears: a trigger on life lost (Lich's
// Mastery), or on counters. Damage to any target (Warstorm Surge) may
// kill a creature that gives land plays (Azusa, Lost but Seeking): still
// refused.
func TestRule305_2LandfallThatDealsDamageOrPutsCounters(t *testing.T) {
	for _, c := range []string{"Ankh of Mishra", "Hamletback Goliath", "Cloudfin Raptor"} {
		r := ask(t, "judge lands", "board", "me: Exploration, "+c)
		wantUnderstood(t, r, true)
		if r.LandPlays == nil || *r.LandPlays != 2 {
			t.Errorf("%s: land plays %v", c, r.LandPlays)
		}
	}
	for _, board := range []string{
		"me: Ankh of Mishra, Lich's Mastery",
		"me: Warstorm Surge, Azusa, Lost but Seeking (1 damage)",
		"me: Hamletback Goliath, [Odd Totem: Artifact — Whenever one or more +1/+1 counters are put on a creature you control, you may play an additional land this turn.]",
	} {
		wantUnderstood(t, ask(t, "judge lands", "board", board), false)
	}
}
