package rules

import (
	"strings"
	"testing"
)

// CR 603.3b: every upkeep trigger goes on the stack and resolves; one
// whose effect changes nothing the upkeep tracks (hands, libraries, draws,
// life) leaves the Orrery's draws as they are, in every order. A counter
// on the permanent itself, a scry (701.22) and untapping it are such
// effects.
func TestRule603_3UpkeepTriggersThatChangeNoCount(t *testing.T) {
	for _, card := range []string{
		"Deathspore Thallid",        // put a spore counter on this
		"Discordant Dirge",          // you may put a verse counter on this
		"Eyes Everywhere",           // scry 1
		"Brass Gnat",                // you may pay {1}; if you do, untap this
		"Bottomless Vault (tapped)", // if this is tapped, put a storage counter on it (603.4: only tapped)
		"Land Cap",                  // remove a depletion counter from this
		"[Test Clock: Artifact — At the beginning of your upkeep, put a time counter on this.]",
	} {
		r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, "+card)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
		if len(r.Triggers) != 2 {
			t.Errorf("%s: triggers %+v, want the Orrery's and its own", card, r.Triggers)
		}
	}
}

// CR 704.5f, 704.5i: a counter that could make its permanent leave the
// battlefield (a -1/-1 counter, a +1/+1 or loyalty counter removed) may
// set off what the upkeep does not model: such a trigger stops the answer.
func TestRule704_5UpkeepCountersThatCanKillAreRefused(t *testing.T) {
	for _, card := range []string{
		"[Test Rot: Creature — Zombie — At the beginning of your upkeep, put a -1/-1 counter on this.]",
		"[Test Fade: Creature — Spirit — At the beginning of your upkeep, remove a +1/+1 counter from this.]",
		"[Test Walker: Planeswalker — At the beginning of your upkeep, remove a loyalty counter from this.]",
	} {
		r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, "+card)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Test ") {
			t.Errorf("%s: answer %q does not name the card", card, r.Answer)
		}
	}
}

// CR 502.3: "doesn't untap during your untap step" acts only in the untap
// step, which no question contains: Grim Monolith taps for its mana as
// the board has it.
func TestRule502_3UntapStepStaticsBearOnNoQuestion(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Grim Monolith", "card", "Grim Monolith")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != "{C}{C}{C}" {
		t.Errorf("outcomes %+v, want {C}{C}{C}", r.Outcomes)
	}
	r = ask(t, "judge tap", "board", "me: Grim Monolith (tapped)", "card", "Grim Monolith")
	if r.Legal == nil || *r.Legal {
		t.Errorf("a tapped Grim Monolith: legal %v, want false", r.Legal)
	}
}

// CR 603.2: what an upkeep trigger does can trigger more. A counter put on
// a permanent, or a permanent untapped, during the upkeep sets off a
// trigger on that event, which the upkeep does not model: the answer
// stops, naming it.
func TestRule603_2EventsOfInertUpkeepTriggersCount(t *testing.T) {
	for _, c := range []struct{ upkeep, watcher string }{
		{"Deathspore Thallid", "[Test Counter Watch: Enchantment — Whenever one or more counters are put on a permanent, draw a card.]"},
		{"Brass Gnat", "[Test Untap Watch: Enchantment — Whenever a permanent becomes untapped, draw a card.]"},
	} {
		r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, "+c.upkeep+", "+c.watcher)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Watch") {
			t.Errorf("%s: answer %q does not name the watcher", c.upkeep, r.Answer)
		}
		// Without the upkeep trigger, nothing sets the watcher off.
		r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, "+c.watcher)
		wantUnderstood(t, r, true)
	}
}

// CR 305.2: a land played from a graveyard still uses a land play
// (Crucible of Worlds' rulings), so Crucible of Worlds and Ramunap
// Excavator change no count of land plays.
func TestRule305_2PlayingFromTheGraveyardAddsNoLandPlay(t *testing.T) {
	for _, board := range []string{"me: Crucible of Worlds", "me: Ramunap Excavator, Exploration"} {
		r := ask(t, "judge lands", "board", board)
		wantUnderstood(t, r, true)
		want := 1
		if strings.Contains(board, "Exploration") {
			want = 2
		}
		if r.LandPlays == nil || *r.LandPlays != want {
			t.Errorf("%s: land plays %v, want %d", board, r.LandPlays, want)
		}
	}
}

// CR 701.9a, 514.1: during an upkeep a card is discarded only where an
// upkeep or draw trigger makes a player discard; nothing else does, no
// hand being over its maximum size before the cleanup step. Necropotence's
// "Whenever you discard a card" bears only beside such a trigger; beside
// an Orrery alone it refused every upkeep.
func TestRule701_9aDiscardTriggersBearOnAnUpkeepOnlyWhereSomethingDiscards(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 0, Necropotence, Ghirapur Orrery")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	r = ask(t, "judge upkeep", "board", "me: hand 2, life 20, Phyrexian Arena; opp: Megrim")
	wantUnderstood(t, r, true)
	for _, board := range []string{
		"me: hand 0, Necropotence, Ghirapur Orrery, Bottomless Pit",
		"me: hand 2, Bottomless Pit; opp: Megrim",
	} {
		r = ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, false)
	}
}

// CR 402.2, 514.1: a maximum hand size, none or changed, matters only in
// the cleanup step: "Players have no maximum hand size" (Anvil of
// Bogardan), "Each opponent's maximum hand size is reduced by one" (Gnat
// Miser) and "Your maximum hand size is increased by one" (Minamo
// Scrollkeeper) bear on no upkeep; each refused it as text not understood.
func TestRule514_1MaximumHandSizeBearsOnNoUpkeep(t *testing.T) {
	for _, card := range []string{"Anvil of Bogardan", "Gnat Miser", "Jin-Gitaxias, Core Augur", "Minamo Scrollkeeper", "Thought Nibbler", "Cursed Rack"} {
		r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card+"; opp: hand 1")
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
	}
	// A size counted from the board is not read.
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Midnight Oil"), false)
}

// CR 613.1f: an upkeep ability another permanent gives (Kataki, War's
// Wage's "All artifacts have …") is named with its giver, apart from the
// source's own: beside Ghirapur Orrery it was answered as "Ghirapur
// Orrery triggers twice", one order "resolving Ghirapur Orrery ×2".
func TestRule613_1fAGrantedUpkeepAbilityIsNamedWithItsGiver(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Kataki, War's Wage")
	wantUnderstood(t, r, true)
	if r.Answer != "Ghirapur Orrery and Ghirapur Orrery's ability from Kataki, War's Wage trigger: you draw three cards." {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Plague Sliver")
	if !strings.HasPrefix(r.Answer, "Ghirapur Orrery and Plague Sliver trigger") {
		t.Errorf("its own grant: answer %q", r.Answer)
	}
}

// CR 603.3b, 702.9, 702.20, 613.4c: a boost until end of turn, or flying,
// vigilance and the like given until end of turn, changes no hand,
// library, draw or life total; nor does kinship's look at and reveal of
// the top card of the library (Winnower Patrol, Kithkin Zephyrnaut),
// which may or may not lead to such an effect. Kinship that mills an
// opponent (Ink Dissolver) or empties the hands (Sensation Gorger) still
// stops the answer.
func TestRule603_3UpkeepBoostsAndKinship(t *testing.T) {
	for _, card := range []string{"Winnower Patrol", "Kithkin Zephyrnaut", "Mudbutton Clanger", "Waterspout Weavers"} {
		r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, "+card)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Kithkin Zephyrnaut")
	ev := strings.Join(upkeepEventLines(r), "|")
	if !strings.Contains(ev, "If you do, Kithkin Zephyrnaut gets +2/+2") {
		t.Errorf("events %q do not name Kithkin Zephyrnaut", ev)
	}
	for _, card := range []string{"Ink Dissolver", "Sensation Gorger"} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, "+card), false)
	}
}

// CR 603.3b, 301.5, 122.1a: the Rings of Fifth Dawn put a +1/+1 counter on
// the creature they equip as the upkeep begins, which only raises its
// toughness; attached to no creature, they put it on nothing. The
// Orrery's draws stand, where the Ring was refused; a trigger on a +1/+1
// counter being put on a permanent still stops the answer.
func TestRule603_3UpkeepCounterOnEquippedCreature(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Ring of Thune",
		"me: Ghirapur Orrery, hand 0, Savannah Lions, Ring of Thune (on Savannah Lions)",
		"me: Ghirapur Orrery, hand 0, Ring of Kalonia",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
	}
	if r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Savannah Lions, Ring of Thune (on Savannah Lions); opp: Fathom Mage"); r.Understood {
		t.Errorf("beside Fathom Mage: %s", r.Answer)
	}
}

// CR 603.8: "When you control no Islands, sacrifice this." is a state
// trigger; whether or not it triggers during the upkeep, it only
// sacrifices its own permanent, which changes no hand, library, draw or
// life. The Orrery's draws stand beside Dandân with or without an
// Island, where it was refused; what triggers on a creature dying still
// stops the answer (Blood Artist), as does another ability of the
// permanent that stops applying as it leaves.
func TestRule603_8StateTriggerThatOnlySacrificesItself(t *testing.T) {
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Dandân",
		"me: Ghirapur Orrery, hand 0, Dandân, Island",
		"me: Ghirapur Orrery, hand 0, Covetous Dragon",
	} {
		r := ask(t, "judge upkeep", "board", board)
		wantUnderstood(t, r, true)
		wantDraws(t, r, []string{"me"}, "me=3")
	}
	for _, board := range []string{
		"me: Ghirapur Orrery, hand 0, Dandân; opp: Blood Artist",
		"me: Ghirapur Orrery, hand 0, Lurebound Scarecrow",
	} {
		if r := ask(t, "judge upkeep", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 502.3, 122.1: Endbringer's "Untap this during each other player's
// untap step." acts only in an untap step, which no question contains,
// and Melira's Keepers' "this can't have counters put on it." only where
// a counter may be put on a permanent: beside a Forest, mana answers with
// each, and upkeep where no trigger puts counters, where they were
// refused as text the engine did not read.
func TestRule502_3OwnUntapAndNoCountersOnItself(t *testing.T) {
	for _, card := range []string{"Endbringer", "Melira's Keepers"} {
		wantOneManaBesideForest(t, card)
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Melira's Keepers")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	if r := ask(t, "judge mana", "board", "me: Forest, Melira's Keepers, Gemstone Mine (2 mining)"); r.Understood {
		t.Errorf("beside a cost that removes counters: %s", r.Answer)
	}
}

// CR 701.19a, 614.8, 704.5g: "If this would be destroyed, regenerate
// it." replaces only its own permanent being destroyed, which in a
// question only the state-based actions do, on lethal damage. Beside a
// Forest, mana answers with Mossbridge Troll and Clergy of the Holy
// Nimbus, where they were refused; with damage marked on the Troll, or
// where an upkeep trigger may deal damage to a permanent, it still stops
// the answer.
func TestRule701_19aRegenerationShieldBearsOnlyWhereDestroyed(t *testing.T) {
	for _, card := range []string{"Mossbridge Troll", "Clergy of the Holy Nimbus"} {
		wantOneManaBesideForest(t, card)
	}
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Clergy of the Holy Nimbus")
	wantUnderstood(t, r, true)
	if r := ask(t, "judge mana", "board", "me: Forest, Mossbridge Troll (3 damage)"); r.Understood {
		t.Errorf("with damage marked: %s", r.Answer)
	}
}
