package rules

import (
	"strings"
	"testing"
)

// The headline is one short sentence, 25 words at most (contract, section
// 3): where a full one runs longer, the detail goes to the steps. Each of
// these ran past 25 words, and each says the verdict still.
func TestHeadlinesLeaveDetailToTheSteps(t *testing.T) {
	for _, c := range []struct {
		cmd  string
		kv   []string
		says []string // in the headline
		step string   // in the headline, a step or an outcome's events
	}{
		// CR 106.6: mana a restriction keeps from this spell.
		{"judge pay", []string{"board", "me: Cavern of Souls (named Elf), Forest", "cost", "{G}{G}", "card", "Birds of Paradise"},
			[]string{"No, you can't pay {G}{G}", "(not with Cavern of Souls' restricted mana)"}, "Cavern of Souls' restricted mana can't be spent on it"},
		// CR 609.4b: Celestial Dawn's spending.
		{"judge pay", []string{"board", "me: Celestial Dawn, Forest, Island", "cost", "{2}{G}"},
			[]string{"No, you can't pay {2}{G}", "(Celestial Dawn: only white mana pays colored symbols)"}, "with Celestial Dawn, only white mana pays a colored symbol"},
		// CR 121.4, 704.5b: a draw from an empty library.
		{"judge upkeep", []string{"board", "me: Ghirapur Orrery, hand 0, library 0"},
			[]string{"you draw no cards; you lose the game for drawing from an empty library"}, "you tried to draw from an empty library, so you lose the game the next time state-based actions are checked"},
		// CR 305.2: land plays from two sources.
		{"judge lands", []string{"board", "me: Dryad of the Ilysian Grove, Ghirapur Orrery"},
			[]string{"You may play 3 lands this turn in all, and have 3 left."}, "Dryad of the Ilysian Grove"},
		// CR 119.4, 704.5a: life paid for mana, and the loss.
		{"judge pay", []string{"board", "me: Mana Confluence, life 1", "cost", "{R}"},
			[]string{"tap Mana Confluence, pay 1 life for {R}", "0 life, so you lose the game"}, "state-based actions are not checked until a player would next receive priority"},
		{"judge mana", []string{"board", "me: Mana Confluence, Forest, life 1"},
			[]string{"at most two mana now", "leaves you at 0 life, and you then lose the game"}, "Of each type, you can make at most {W}, {U}, {B}, {R} and {G}{G}, not all at once"},
		{"judge pay", []string{"board", "me: Mana Confluence, Mana Confluence, life 1", "cost", "{R}{G}"},
			[]string{"you can make at most one mana, and it needs two (your 1 life limits Mana Confluence's mana)"}, "you have 1 life, and Mana Confluence's mana ability costs life"},
		// CR 118.3, 107.6: a {Q} cost of an untapped permanent.
		{"judge pay", []string{"board", "me: Pili-Pala", "cost", "{G}"},
			[]string{"you can't make mana now: Pili-Pala is already untapped"}, "an untapped permanent can't be untapped again to pay a {Q} cost"},
		// CR 704.5m: an Aura attached to nothing.
		{"judge tap", []string{"board", "me: Overgrowth", "card", "Overgrowth"},
			[]string{"State-based actions put Overgrowth into its owner's graveyard", "can't be tapped or activated"}, "attached to no object or player"},
		// CR 613.7: the timestamps the board does not record.
		{"judge could-produce", []string{"board", "me: Urborg, Tomb of Yawgmoth, Dryad of the Ilysian Grove, Blood Moon", "card", "Urborg, Tomb of Yawgmoth"},
			[]string{"could produce", "the board does not record"}, "if the timestamps run Dryad of the Ilysian Grove, then Blood Moon"},
		// CR 704.5b, 119.3: two upkeep triggers, and the losses of each order.
		{"judge upkeep", []string{"board", "me: Phyrexian Arena, hand 0, library 0, life 1, Ghirapur Orrery"},
			[]string{"In every order, you lose the game for drawing from an empty library."}, "Phyrexian Arena"},
		// CR 704.5k: the world rule's choices, each answered in a step.
		{"judge tap", []string{"board", "me: Concordant Crossroads, Wastes; opp: Concordant Crossroads", "card", "Concordant Crossroads"},
			[]string{"It can't be done in any outcome of the state-based actions."}, "If Opp's Concordant Crossroads is the newest world permanent: "},
		// CR 704.5j: a legendary permanent entering beside its namesake.
		{"judge enters", []string{"card", "Urborg, Tomb of Yawgmoth", "board", "me: Urborg, Tomb of Yawgmoth"},
			[]string{"Then, by the legend rule, one stays."}, "two or more legendary permanents named Urborg, Tomb of Yawgmoth"},
		// CR 305.2, 505.1: land plays outside a main phase.
		{"judge lands", []string{"board", "opp: Forest; opp2: Forest; turn: opp2; step: end", "player", "opp2"},
			[]string{"Opp 2 may play 1 land this turn, and has 1 left, but no main phase is left"}, "land"},
	} {
		r := ask(t, c.cmd, c.kv...)
		wantUnderstood(t, r, true)
		if n := len(strings.Fields(r.Answer)); n > maxHeadlineWords {
			t.Errorf("%s %v: the headline has %d words: %s", c.cmd, c.kv, n, r.Answer)
		}
		for _, s := range c.says {
			if !strings.Contains(r.Answer, s) {
				t.Errorf("%s %v: the headline %q does not say %q", c.cmd, c.kv, r.Answer, s)
			}
		}
		if !rulingSays(r, c.step) {
			t.Errorf("%s %v: no step says %q: %q", c.cmd, c.kv, c.step, stepTexts(r))
		}
	}
}

// Every question on boards of the curated cards, each beside a Forest and
// Llanowar Elves (for the Auras and Equipment), lands, the Orrery, little
// life and an empty library, has a headline of 25 words at
// most where the engine understands the board (contract, section 3).
func TestHeadlinesOfTheCuratedCardsFit(t *testing.T) {
	for _, card := range curatedCards {
		for _, ctx := range []string{"Island, hand 2", "Ghirapur Orrery, hand 0", "Ghirapur Orrery, Phyrexian Arena, hand 0, library 0, life 1", "Mana Confluence, Ancient Tomb, hand 0, life 1"} {
			board := "me: " + card + ", Forest, Llanowar Elves, " + ctx + "; opp: Dryad of the Ilysian Grove, Azusa, Lost but Seeking, hand 1, life 1"
			var rulings []*Ruling
			for _, q := range []string{"judge tap", "judge could-produce", "judge activate"} {
				name, _, _ := strings.Cut(card, " (")
				rulings = append(rulings, ask(t, q, "board", board, "card", name))
			}
			name, _, _ := strings.Cut(card, " (")
			rulings = append(rulings, ask(t, "judge enters", "board", board, "card", name))
			for _, p := range []string{"me", "opp"} {
				rulings = append(rulings, ask(t, "judge lands", "board", board, "player", p), ask(t, "judge upkeep", "board", board, "player", p), ask(t, "judge mana", "board", board, "player", p))
				for _, cost := range []string{"{G}", "{2}{G}", "{W}{U}{B}{R}{G}", "{C}", "{7}"} {
					rulings = append(rulings, ask(t, "judge pay", "board", board, "player", p, "cost", cost))
				}
			}
			for _, r := range rulings {
				if n := len(strings.Fields(r.Answer)); r.Understood && n > maxHeadlineWords {
					t.Errorf("%s, %s: the headline has %d words: %s", board, r.Question, n, r.Answer)
				}
			}
		}
	}
}

// curatedCards are the 67 cards of testdata/oracle/curated.jsonl, each
// with what it needs on the board.
var curatedCards = []string{
	"Ghirapur Orrery",
	"Reflecting Pool",
	"Exotic Orchard",
	"Fellwar Stone",
	"Naga Vitalist",
	"Squandered Resources",
	"Harvester Druid",
	"Sylvok Explorer",
	"Mana Flare",
	"Heartbeat of Spring",
	"Zendikar Resurgent",
	"Overgrowth (on Forest)",
	"Wild Growth (on Forest)",
	"Contamination",
	"Mana Reflection",
	"Nyxbloom Ancient",
	"Pulse of Llanowar",
	"Chromatic Lantern",
	"Blood Moon",
	"Hangarback Walker (X=2, 2 +1/+1)",
	"Endless One (X=3, 3 +1/+1)",
	"Walking Ballista (X=2, 2 +1/+1)",
	"Chalice of the Void (1 charge)",
	"Stonecoil Serpent (X=2, 2 +1/+1)",
	"Pili-Pala",
	"Order of Whiteclay",
	"Exploration",
	"Azusa, Lost but Seeking",
	"Oracle of Mul Daya",
	"Dryad of the Ilysian Grove",
	"Urborg, Tomb of Yawgmoth",
	"Celestial Dawn",
	"Sylvan Library",
	"Watery Grave",
	"Taiga",
	"City of Brass",
	"Mana Confluence",
	"Command Tower",
	"Gaea's Cradle",
	"Urza's Mine",
	"Ancient Tomb",
	"Desert",
	"Meteor Crater",
	"Vivid Crag (2 charge)",
	"Spire of Industry",
	"Cavern of Souls (named Elf)",
	"Sol Ring",
	"Llanowar Elves",
	"Birds of Paradise",
	"Vernal Bloom",
	"Utopia Sprawl (on Forest, chose Green)",
	"Damping Sphere",
	"Unbound Flourishing",
	"Phyrexian Arena",
	"Dark Confidant",
	"Howling Mine",
	"Wastes",
	"Plains",
	"Island",
	"Swamp",
	"Mountain",
	"Forest",
	"Mutavault",
	"Lightning Greaves (on Llanowar Elves)",
	"Concordant Crossroads",
	"Gemstone Mine (3 mining)",
	"Calciform Pools (2 storage)",
}

// CR 613.7: where the answer depends on timestamps the board does not
// record, the refusal says so in one short sentence, 25 words at most:
// Forest beside Dryad of the Ilysian Grove and Celestial Dawn pays {C}
// with green mana spent as though colorless, or makes only {W}.
func TestRule613_7TimestampRefusalHeadlineFits(t *testing.T) {
	for _, c := range []struct {
		cmd string
		kv  []string
	}{
		{"judge pay", []string{"board", "me: Forest, Dryad of the Ilysian Grove, Celestial Dawn", "cost", "{C}"}},
		{"judge mana", []string{"board", "me: Wastes, Dryad of the Ilysian Grove, Celestial Dawn"}},
	} {
		r := ask(t, c.cmd, c.kv...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "timestamp order") {
			t.Errorf("%s %v: the refusal does not name the timestamp order: %s", c.cmd, c.kv, r.Answer)
		}
		if n := len(strings.Fields(r.Answer)); n > maxHeadlineWords {
			t.Errorf("%s %v: the headline has %d words: %s", c.cmd, c.kv, n, r.Answer)
		}
	}
}
