package rules

import (
	"strings"
	"testing"
)

// CR 113.6d–f: a card's abilities that say what it costs as a spell and
// how or from where it may be cast (Ghoultree's "This spell costs {1}
// less to cast for each creature card in your graveyard", Gravecrawler's
// "You may cast this from your graveyard", Phyrexian Scuta's "Kicker—Pay
// 3 life", Celestial Crusader's split second, Nezahal's "can't be countered") function on the
// stack or where it is cast from, and those of the draft, the deck and
// ante (905.2, 903.3, 407.3: Cogwork Spy, Bronze Tablet) before or outside
// the game: on a permanent they bear on no question. A spell's total cost
// changes neither its X nor its mana value (107.3, 202.3): enters about
// Ghoultree answers. What Worldheart Phoenix enters with when cast from a
// graveyard is read by no question, and enters about it still refuses.
func TestRule113_6dSpellTextsOnAPermanent(t *testing.T) {
	for _, card := range []string{
		"Ghoultree", "Gravecrawler", "Phyrexian Scuta", "Cogwork Spy", "Bronze Tablet",
		"Eternal Scourge", "Celestial Crusader", "Nezahal, Primal Tide",
	} {
		wantOneManaBesideForest(t, card)
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 1, Ghirapur Orrery, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	r := ask(t, "judge enters", "card", "Ghoultree", "x", "0")
	wantUnderstood(t, r, true)
	if r.ManaValue == nil || *r.ManaValue != 8 {
		t.Errorf("Ghoultree: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge enters", "card", "Worldheart Phoenix", "x", "0"), false)
}

// CR 704.5f: a creature with toughness 0 is put into its owner's
// graveyard, and the engine says so only where no text on the board could
// change toughness. A restriction on attacking (Juggernaut's "attacks each
// combat if able") and a spell's cost (Ghoultree's) change none; Copper
// Carapace's "+2/+2 and can't block" may, and the answer still stops.
func TestRule704_5fRestrictionsAndSpellCostsChangeNoToughness(t *testing.T) {
	for _, card := range []string{"Juggernaut", "Ghoultree"} {
		r := ask(t, "judge mana", "board", "me: Forest, "+card+", Grizzly Bears (2 -1/-1)")
		wantUnderstood(t, r, true)
		wantRules(t, r, "704.5f")
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Copper Carapace, Grizzly Bears (2 -1/-1)"), false)
}

// CR 704.5f, 614.12, 502.3: what applies only as a permanent enters (Mox
// Diamond's discard, Everflowing Chalice's counters) and what keeps it
// from untapping (Mana Vault) change no toughness on the battlefield: an
// artifact March of the Machines makes a 0/0 is put into its owner's
// graveyard. "Enters with +1/+1 counters" speaks of toughness and is not
// passed over.
func TestRule704_5fEnteringAndUntappingTextsChangeNoToughness(t *testing.T) {
	for _, board := range []string{
		"me: Mana Vault, March of the Machines, Forest; opp: Night of Souls' Betrayal",
		"me: Mox Diamond, March of the Machines, Forest",
		"me: Everflowing Chalice (2 charge), March of the Machines, Forest",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		wantRules(t, r, "704.5f")
		if r.MaxMana == nil || *r.MaxMana != 1 {
			t.Errorf("%s: %s, want only the Forest's mana", board, r.Answer)
		}
	}
	// Vulshok Gauntlets' "+4/+2 and doesn't untap" gives toughness: the
	// Llanowar Elves it equips is a 5/3, and 1 damage doesn't kill it;
	// "gets -1/-1 and doesn't untap" makes a 1/1 a 0/0 (502.3: the untap
	// acts only in an untap step).
	r := ask(t, "judge mana", "board", "me: Llanowar Elves (1 damage), Vulshok Gauntlets (on Llanowar Elves), Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("Llanowar Elves equipped with Vulshok Gauntlets: %s, want two mana", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Llanowar Elves, [Meeker: Enchantment — Aura — Enchant creature | Enchanted creature gets -1/-1 and doesn't untap during its controller's untap step.] (on Llanowar Elves)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantRules(t, r, "704.5f")
	// Meekstone names creatures by their power and changes none: Mana
	// Vault, a 1/1 under March of the Machines, stays.
	r = ask(t, "judge mana", "board", "me: Meekstone, Mana Vault, March of the Machines, Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 {
		t.Errorf("Meekstone beside Mana Vault: %s, want four mana", r.Answer)
	}
	if !rePTWords.MatchString("This enters with four +1/+1 counters on it.") || rePTWords.MatchString("This enters with a charge counter on it for each time it was kicked.") {
		t.Error("rePTWords reads counters wrongly")
	}
}

// CR 103.6, 103.5b, 113.6: what a card does from its owner's hand before
// the game (Serum Powder: "Any time you could mulligan and Serum Powder is
// in your hand, …"; the Chancellors: "You may reveal this card from your
// opening hand") the permanent on the battlefield does not do. A revealed
// card's delayed trigger (603.7g) may still wait, and bears where its
// event can happen: Chancellor of the Dross's first upkeep, Chancellor of
// the Annex's first spell of an opponent, and Chancellor of the Tangle's
// {G}, added at the beginning of its owner's first main phase, may still
// be in their pool in a precombat main phase of their turn (500.5), as the
// board does not say which turn it is.
func TestRule103_6OpeningHandTextsActBeforeTheGame(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Serum Powder")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("Forest and Serum Powder: %s", r.Answer)
	}
	for _, card := range []string{"Serum Powder", "Chancellor of the Tangle", "Chancellor of the Annex"} {
		wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, "+card), true)
		wantUnderstood(t, ask(t, "judge lands", "board", "me: "+card), true)
	}
	for _, card := range []string{"Chancellor of the Dross", "Chancellor of the Annex", "Chancellor of the Forge"} {
		wantOneManaBesideForest(t, card)
	}
	wantUnderstood(t, ask(t, "judge upkeep", "board", "me: hand 0, Ghirapur Orrery, Chancellor of the Dross"), false)
	wantUnderstood(t, ask(t, "judge enters", "board", "opp: Chancellor of the Annex", "card", "Grizzly Bears", "x", "0"), false)
	wantUnderstood(t, ask(t, "judge enters", "board", "opp: Chancellor of the Annex", "card", "Grizzly Bears", "x", "0", "cast", "false"), true)

	wantUnderstood(t, ask(t, "judge mana", "board", "step: main2; me: Forest, Chancellor of the Tangle"), true)
	wantUnderstood(t, ask(t, "judge tap", "board", "me: Forest, Chancellor of the Tangle", "card", "Forest"), true)
	r = ask(t, "judge mana", "board", "me: Forest, Chancellor of the Tangle")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "103.6b") {
		t.Errorf("Chancellor of the Tangle in the precombat main phase: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Forest, Chancellor of the Tangle", "cost", "{G}{G}"), false)
}

// CR 614.12: a land whose own text may make it enter tapped on a condition
// the engine does not follow (Game Trail's reveal) says in its headline
// that it may, as one whose condition is read says which (a check land's
// "It enters untapped.").
func TestRule614_12UnreadEntersTappedConditionInTheHeadline(t *testing.T) {
	r := ask(t, "judge enters", "card", "Game Trail", "board", "me: Forest, hand 2")
	if !strings.Contains(r.Answer, "It may enter tapped") {
		t.Errorf("Game Trail: %s", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Drowned Catacomb", "board", "me: Island")
	if !strings.Contains(r.Answer, "It enters untapped.") {
		t.Errorf("Drowned Catacomb beside an Island: %s", r.Answer)
	}
}

// CR 113.6b: an ability that states the zone it functions in functions
// only there. Riftstone Portal's "As long as Riftstone Portal is in your
// graveyard, lands you control have "{T}: Add {G} or {W}."" does nothing
// on the battlefield: tapped, it adds {C}, and a Forest beside it {G}.
// Anger's "As long as Anger is in your graveyard and you control a
// Mountain, creatures you control have haste." gives a summoning-sick
// Llanowar Elves no haste. A like text that goes on with another
// sentence, which the condition does not cover, still stops the answer.
func TestRule113_6bGraveyardAbilitiesOnAPermanent(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Riftstone Portal", "card", "Riftstone Portal")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{C}")
	r = ask(t, "judge tap", "board", "me: Riftstone Portal, Forest", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Anger, Mountain, Llanowar Elves (sick)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	for _, card := range []string{"Anger", "Dearly Departed", "Wonder"} {
		wantOneManaBesideForest(t, card)
	}
	r = ask(t, "judge tap", "board", `me: [Test Portal: Land — {T}: Add {C}. | As long as Test Portal is in your graveyard, lands you control have "{T}: Add {G} or {W}." Lands you control are Forests.]`, "card", "Test Portal")
	wantUnderstood(t, r, false)
	r = ask(t, "judge tap", "board", `me: [Test Portal: Land — {T}: Add {C}. | As long as you control a Forest, lands you control have "{T}: Add {G} or {W}."]`, "card", "Test Portal")
	wantUnderstood(t, r, false)
}
