package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 106.7, 605.1a, 106.12: the types of mana a permanent could produce
// are those any ability of it would produce if it resolved now, not only
// its mana abilities: a loyalty ability that adds mana (Chandra, Domri,
// Koth), or one that adds mana and draws a card, which moves a card from
// a library and so is no mana ability (Chromatic Sphere, the Eggs,
// Millikin). Such an ability is not tapping a permanent for mana, so
// Mana Reflection's doubling bears on nothing. Koth's "{R} for each
// Mountain you control" with no Mountain would add no mana, so no type.
// An ability whose mana the engine can't work out (Charmed Pendant's,
// from the milled card's cost) still stops the answer.
func TestRule106_7NonManaAbilityManaCouldBeProduced(t *testing.T) {
	for _, c := range []struct {
		board, card string
		want        []string
	}{
		{"me: Chandra, Torch of Defiance (4 loyalty)", "Chandra, Torch of Defiance", []string{"R"}},
		{"me: Domri, Anarch of Bolas (3 loyalty)", "Domri, Anarch of Bolas", []string{"R", "G"}},
		{"me: Jaya Ballard (5 loyalty)", "Jaya Ballard", []string{"R"}},
		{"me: Koth of the Hammer (3 loyalty), Mountain", "Koth of the Hammer", []string{"R"}},
		{"me: Koth of the Hammer (3 loyalty), Forest", "Koth of the Hammer", []string{}},
		{"me: Sarkhan Unbroken (4 loyalty)", "Sarkhan Unbroken", []string{"W", "U", "B", "R", "G"}},
		{"me: Chromatic Sphere", "Chromatic Sphere", []string{"W", "U", "B", "R", "G"}},
		{"me: Mossfire Egg, Mana Reflection", "Mossfire Egg", []string{"R", "G"}},
		{"me: Millikin", "Millikin", []string{"C"}},
	} {
		r := ask(t, "judge could-produce", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantRules(t, r, "106.7", "605.1a")
		got := r.ManaTypes
		if got == nil {
			got = []string{}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: mana types %v, want %v (%s)", c.board, got, c.want, r.Answer)
		}
	}
	r := ask(t, "judge could-produce", "board", "me: Charmed Pendant", "card", "Charmed Pendant")
	wantUnderstood(t, r, false)
	// What it adds is followed only where could-produce asks it: a
	// payment and the most mana count mana abilities alone.
	r = ask(t, "judge mana", "board", "me: 2x Forest, Mossfire Egg")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "605.1a") {
		t.Errorf("mana: answer %q does not cite 605.1a", r.Answer)
	}
	// With one Forest its {2} can't be paid, so it adds nothing (CR
	// 602.2b).
	wantMostMana(t, ask(t, "judge mana", "board", "me: Forest, Mossfire Egg"), 1)
}

// CR 106.7 ignores whether an ability's costs could be paid: a mana
// ability whose cost the engine does not model, with no {T} in it, still
// says what it would add (Grand Architect's "Tap an untapped blue
// creature you control: Add {C}{C}.", Jungle Patrol's "Sacrifice a token
// named Wood"). One with {T} in such a cost is tapping its permanent for
// mana, whose replacement effects the engine would have to apply, and
// one whose mana depends on what its cost picks (Food Chain's X, Benthic
// Explorers' land) still stop the answer; as does every other question
// the cost bears on.
func TestRule106_7CostsIgnoredForCouldProduce(t *testing.T) {
	for _, c := range []struct {
		board, card string
		want        []string
	}{
		{"me: Grand Architect", "Grand Architect", []string{"C"}},
		{"me: Jungle Patrol", "Jungle Patrol", []string{"R"}},
		{"me: Diamond Kaleidoscope", "Diamond Kaleidoscope", []string{"W", "U", "B", "R", "G"}},
	} {
		r := ask(t, "judge could-produce", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantRules(t, r, "106.7")
		if !slices.Equal(r.ManaTypes, c.want) {
			t.Errorf("%s: mana types %v, want %v (%s)", c.board, r.ManaTypes, c.want, r.Answer)
		}
	}
	for _, board := range []string{"me: Food Chain", "me: Benthic Explorers"} {
		card := strings.TrimPrefix(board, "me: ")
		if r := ask(t, "judge could-produce", "board", board, "card", card); r.Understood {
			t.Errorf("%s: understood: %s", board, r.Answer)
		}
	}
	if r := ask(t, "judge tap", "board", "me: Grand Architect", "card", "Grand Architect"); r.Understood {
		t.Errorf("tap: understood: %s", r.Answer)
	}
}

// CR 605.1a, 106.12, 106.7: an activated ability with a target is no
// mana ability, even one that adds mana (Deathrite Shaman's "{T}: Exile
// target land card from a graveyard. Add one mana of any color.", Witch
// Engine's): tapping its permanent for it is not tapping it for mana,
// the most mana counts only mana abilities, and the mana it adds as it
// resolves is mana its permanent could produce.
func TestRule605_1aAbilityWithATargetAddsManaOnTheStack(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Deathrite Shaman", "card", "Deathrite Shaman")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "605.1a", "106.12")
	r = ask(t, "judge could-produce", "board", "me: Deathrite Shaman", "card", "Deathrite Shaman")
	if !slices.Equal(r.ManaTypes, []string{"W", "U", "B", "R", "G"}) {
		t.Errorf("could-produce: %v (%s)", r.ManaTypes, r.Answer)
	}
	r = ask(t, "judge could-produce", "board", "me: Witch Engine", "card", "Witch Engine")
	if !slices.Equal(r.ManaTypes, []string{"B"}) {
		t.Errorf("could-produce: %v (%s)", r.ManaTypes, r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Deathrite Shaman")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "it has a target") {
		t.Errorf("mana: answer %q", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Deathrite Shaman", "card", "Deathrite Shaman", "ability", "1")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
}

// CR 106.7, Naked Singularity's and Reality Twist's rulings of
// 2013-04-15: what these effects turn a land's mana into depends on that
// land's own basic land types, so the types one land could produce are
// never another's: Tropical Island beside Taiga under Reality Twist could
// produce only {B} (an Island's mana becomes {B}), and an opponent's
// Forest under Naked Singularity only {B}.
func TestRule106_7ReplacementByEachLandsOwnTypes(t *testing.T) {
	for _, c := range []struct {
		board, card string
		want        []string
	}{
		{"me: Taiga, Tropical Island, Reality Twist", "Tropical Island", []string{"B"}},
		{"me: Taiga, Tropical Island, Naked Singularity", "Tropical Island", []string{"B", "G"}},
		{"me: Exotic Orchard, Naked Singularity; opp: Island, Forest, Chromatic Lantern", "opp's Forest", []string{"B"}},
		{"me: Reflecting Pool, Taiga, Urborg, Tomb of Yawgmoth, Reality Twist", "Reflecting Pool", []string{"G"}},
	} {
		r := ask(t, "judge could-produce", "board", c.board, "card", c.card)
		if !r.Understood || !slices.Equal(r.ManaTypes, c.want) {
			t.Errorf("%s, %s: could produce %v, want %v (%s)", c.board, c.card, r.ManaTypes, c.want, r.Answer)
		}
	}
}
