package rules

import (
	"slices"
	"strings"
	"testing"
)

// Texts that act only where no question is asked: the untap step of
// another player's turn (CR 502.3: Seedborn Muse, Prophet of Kruphix,
// Murkfiend Liege), casting a spell at instant speed (702.8a: Prophet of
// Kruphix, Leyline of Anticipation), a permanent entering tapped (603.2:
// Amulet of Vigor; nothing enters while mana is made), and fabricate's
// trigger as its permanent enters (702.123a: Marionette Master, on the
// battlefield already). Mana, tap, upkeep and lands answer beside them;
// enters about a card with fabricate can't say its counters.
func TestRule502_3TextsThatActWhereNoQuestionIs(t *testing.T) {
	for _, card := range []string{"Seedborn Muse", "Prophet of Kruphix", "Murkfiend Liege", "Leyline of Anticipation", "Amulet of Vigor", "Marionette Master"} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, "+card, "card", "Forest"), true)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Marionette Master"), false)
	r := ask(t, "judge enters", "card", "Walking Ballista", "x", "2", "board", "me: Amulet of Vigor, Leyline of Anticipation")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 2 {
		t.Errorf("counters %v", r.Counters)
	}
}

// Keywords that function only while a spell is cast or on the stack, or
// from a hand or a graveyard (CR 113.6: convoke, delve, evoke, dash,
// affinity, cascade, unearth, ninjutsu, madness, scavenge), that phase a
// permanent in its controller's untap step (702.26a), that trigger on
// combat (mentor, ingest), or on the permanent entering, which one on
// the board has done (exploit, living weapon), bear on no mana question;
// those that trigger as a creature dies (soulshift, afterlife, haunt)
// bear only where one may. Tribute, amplify, devour and unleash say
// what a permanent enters with: the enters question can't rule on them.
func TestRule113_6KeywordsThatActElsewhere(t *testing.T) {
	for _, card := range []string{
		"Conclave Tribunal", "Gurmag Angler", "Mulldrifter", "Goblin Heelcutter", "Frogmite", "Bloodbraid Elf",
		"Hellspark Elemental", "Ninja of the Deep Hours", "Arrogant Wurm",
		"Sun Titan", "Fairgrounds Warden", "Kodama of the South Tree", "Batterskull",
		"Tolsimir, Friend to Wolves", "Fanatic of Xenagos", "Thrashing Mossdog", "Rakdos Cackler",
		"Breezekeeper", "Sunhome Stalwart", "Mist Intruder",
	} {
		r := ask(t, "judge mana", "board", "me: Forest, "+card)
		if !r.Understood {
			t.Errorf("%s: %s", card, r.Answer)
		}
	}
	for _, card := range []string{"Fanatic of Xenagos", "Kilnmouth Dragon", "Thunder-Thrash Elder", "Rakdos Cackler"} {
		if r := ask(t, "judge enters", "card", card, "x", "0"); r.Understood {
			t.Errorf("enters %s: %s", card, r.Answer)
		}
	}
}

// CR 702.73a: changeling makes an object every creature type, so
// Elvish Archdruid counts Amoeboid Changeling among its Elves; it makes
// no land type (a changeling is no Forest for Arbor Elf).
func TestRule702_73aChangelingIsEveryCreatureType(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Elvish Archdruid, Amoeboid Changeling", "card", "Elvish Archdruid")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}")
	wantMana(t, ask(t, "judge tap", "board", "me: Elvish Archdruid, Grizzly Bears", "card", "Elvish Archdruid"), "{G}")
	r = ask(t, "judge mana", "board", "me: Arbor Elf, Changeling Outcast, Forest")
	if !r.Understood || r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("Arbor Elf beside a changeling: %s", r.Answer)
	}
}

// Combat-only texts (506–510: Cloud Djinn, Goblin Oriflamme, Ghostly
// Prison, Assault Formation, Grand Melee) and a revealed library (Field of
// Dreams) bear on no mana question. A bestow creature attached to nothing
// is a creature; one attached was cast bestowed and is an Aura, no
// creature (702.103e), which the engine does not read: it says so rather
// than unattach it as a creature (704.5p).
func TestRule702_103eBestowedIsAnAura(t *testing.T) {
	for _, card := range []string{"Cloud Djinn", "Goblin Oriflamme", "Ghostly Prison", "Assault Formation", "Grand Melee", "Field of Dreams", "Boon Satyr"} {
		if r := ask(t, "judge mana", "board", "me: Forest, "+card); !r.Understood {
			t.Errorf("%s: %s", card, r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves, Boon Satyr (on Llanowar Elves)")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "702.103e") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 614.10: "Skip your draw step." is a replacement effect on its
// controller's draw step: the upkeep answer says they draw no card for
// it, and no other question has a draw step to come.
func TestRule614_10SkipYourDrawStep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Necropotence, Ghirapur Orrery, hand 0")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	wantRules(t, r, "614.10")
	// Yawgmoth's Bargain's "Pay 1 life: Draw a card." can be activated
	// while Ghirapur Orrery's trigger waits (603.4).
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Yawgmoth's Bargain, Ghirapur Orrery, hand 0"), false)
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Yawgmoth's Bargain")
	wantUnderstood(t, r, true)
	for _, c := range r.Rules {
		if c == "614.10" {
			t.Errorf("an opponent's Yawgmoth's Bargain: 614.10 cited on my turn")
		}
	}
	if r := ask(t, "judge mana", "board", "me: Forest, Yawgmoth's Bargain"); !r.Understood {
		t.Errorf("mana: %s", r.Answer)
	}
}

// Keyword lines split by semicolons ("First strike; reach", 702.1) and a
// protection from two qualities (702.16g: Akroma, Angel of Wrath) are
// read as their keywords; what untaps in an untap step (502.3: Damping
// Field), a creature that must attack, hands played revealed, and
// permanents entering tapped (Root Maze; nothing enters while mana is
// made) bear on no mana question.
func TestRule702_16gKeywordLinesOfOlderCards(t *testing.T) {
	for _, card := range []string{"Ancient Spider", "Akroma, Angel of Wrath", "Damping Field", "Bloodcrazed Neonate", "Revelation", "Root Maze", "Kismet", "Frozen Aether"} {
		if r := ask(t, "judge mana", "board", "me: Forest, "+card); !r.Understood {
			t.Errorf("%s: %s", card, r.Answer)
		}
	}
	c := Compile(mustCard(t, "Akroma, Angel of Wrath"))
	var kws []string
	for _, a := range c {
		kws = append(kws, a.Keywords...)
	}
	for _, want := range []string{"protection from black", "protection from red", "haste"} {
		if !slices.Contains(kws, want) {
			t.Errorf("Akroma's keywords %q lack %q", kws, want)
		}
	}
}

// CR 502.3: what untaps during an untap step (Back to Basics, Winter Orb,
// Static Orb, Stasis skipping it) bears on no question: the board says
// which permanents are tapped.
func TestRule502_3UntapStepTextsBearOnNoQuestion(t *testing.T) {
	wantMana(t, ask(t, "judge tap", "board", "me: Taiga, Back to Basics", "card", "Taiga"), "{R}", "{G}")
	wantMana(t, ask(t, "judge tap", "board", "me: Sol Ring, Static Orb", "card", "Sol Ring"), "{C}{C}")
	if r := ask(t, "judge mana", "board", "me: Taiga, Forest; opp: Winter Orb"); r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("Winter Orb: %s", r.Answer)
	}
	wantPayable(t, ask(t, "judge pay", "board", "me: Forest, Stasis", "cost", "{G}"), true)
	// Stasis' upkeep trigger is still read.
	if r := ask(t, "judge upkeep", "board", "me: Island, Stasis"); !r.Understood || !strings.HasPrefix(r.Answer, "Stasis triggers") {
		t.Errorf("Stasis upkeep: %s", r.Answer)
	}
}

// CR 502.3: a permanent that doesn't untap during its controller's untap
// step is read whatever words name it, an apostrophe among them: Tsabo's
// Web's "Each land with an activated ability that isn't a mana ability
// doesn't untap during its controller's untap step." bears on no
// question, where tapping a Forest beside it, or the Orrery's upkeep, was
// refused as text the engine does not understand.
func TestRule502_3UntapStepSubjectWithApostrophe(t *testing.T) {
	wantMana(t, ask(t, "judge tap", "board", "me: Forest; opp: Tsabo's Web", "card", "Forest"), "{G}")
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Tsabo's Web, hand 2")
	wantUnderstood(t, r, true)
	if !strings.HasPrefix(r.Answer, "Ghirapur Orrery triggers: you draw three cards") {
		t.Errorf("Tsabo's Web beside the Orrery: %s", r.Answer)
	}
}
