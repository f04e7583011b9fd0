package rules

import (
	"strings"
	"testing"
)

// wantCombinations checks that a tap ruling's outcomes are every pool of
// n colored mana, each color chosen for each mana (CR 106.1a): one
// outcome for each combination.
func wantCombinations(t *testing.T, r *Ruling, n int) {
	t.Helper()
	if !r.Understood {
		t.Fatalf("not understood: %s", r.Answer)
	}
	want := 0
	for range combinations([]Color{White, Blue, Black, Red, Green}, n) {
		want++
	}
	got := manaSet(r)
	if len(got) != want {
		t.Fatalf("%d outcomes, want %d: %q", len(got), want, got)
	}
	for _, m := range got {
		if strings.Count(m, "{") != n || strings.Contains(m, "{C}") {
			t.Errorf("outcome %q is not %d colored mana", m, n)
		}
	}
}

// CR 608.2h: Axebane Guardian's "Add X mana in any combination of colors,
// where X is the number of creatures with defender you control" counts X
// as it resolves, and each mana's color is chosen then (its ruling of
// 2012-10-01): itself and another Wall make two mana, every combination
// of colors; an opponent's Wall and a creature without defender are not
// counted, and defender granted by an Aura is (CR 702.3).
func TestRule608_2hAnyCombinationCountsCreaturesWithDefender(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Axebane Guardian, Wall of Stone, Llanowar Elves; opp: Wall of Stone", "card", "Axebane Guardian")
	wantCombinations(t, r, 2)
	wantRules(t, r, "608.2h", "106.1a")
	wantRuling(t, r, "Axebane Guardian", "2012-10-01")
	wantCombinations(t, ask(t, "judge tap", "board", "me: Axebane Guardian", "card", "Axebane Guardian"), 1)
	wantCombinations(t, ask(t, "judge tap", "board", "me: Axebane Guardian, Grizzly Bears, Guard Duty (on Grizzly Bears)", "card", "Axebane Guardian"), 2)
	r = ask(t, "judge could-produce", "board", "me: Axebane Guardian, Wall of Stone", "card", "Axebane Guardian")
	wantTypes(t, r, "W", "U", "B", "R", "G")
}

// CR 605.3a and 106.1a: the mana and pay questions take each mana Axebane
// Guardian can make, three Walls making three mana of any colors.
func TestRule605_3aAxebaneGuardianPaysAnyColors(t *testing.T) {
	wantMost(t, "me: Axebane Guardian, 2x Wall of Stone, Forest", 4, map[string]int{"W": 3, "U": 3, "G": 4, "C": 0})
	r := pay(t, "me: Axebane Guardian, 2x Wall of Stone", "{W}{U}{B}")
	wantPayable(t, r, true)
	if got := actions(r); len(got) != 1 || !strings.HasPrefix(got[0], "tap Axebane Guardian for {W}{U}{B}") {
		t.Errorf("ways %q", got)
	}
	wantPayable(t, pay(t, "me: Axebane Guardian, 2x Wall of Stone", "{W}{U}{B}{R}"), false)
}

// CR 702.3 and 608.2h: a text the engine does not read that may give
// creatures defender ("Each creature you control that's a Bear has
// defender") may change how many creatures with defender Axebane
// Guardian and Overgrown Battlement count: the answer stops on it. They
// answered one mana, as if the Bear had no defender.
func TestRule702_3UnreadDefenderGrantStopsTheCount(t *testing.T) {
	const grant = "[Bear Wall: Enchantment — Each creature you control that's a Bear has defender.]"
	for _, board := range []string{
		"me: Overgrown Battlement, Grizzly Bears, " + grant,
		"me: Axebane Guardian, Grizzly Bears, " + grant,
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Bear Wall") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	// Without a count of creatures with defender, it bears on no mana.
	r := ask(t, "judge mana", "board", "me: Grizzly Bears, Forest, "+grant)
	wantUnderstood(t, r, true)
}

// CR 608.2h and 605.3a: a mana ability that sacrifices a creature with
// defender changes what Axebane Guardian counts if it is activated
// first. The most mana activates Axebane Guardian first; the ways to pay,
// which differ with the order, are not worked out.
func TestRule608_2hSacrificingACountedCreatureOrdersTheAbilities(t *testing.T) {
	const board = "me: Axebane Guardian, [Sac Wall: Creature — Wall 0/2 — Defender | Sacrifice this: Add {C}.]"
	wantMost(t, board, 3, map[string]int{"W": 2, "C": 1})
	r := pay(t, board, "{2}")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "which is activated first") {
		t.Errorf("answer %q", r.Answer)
	}
	// A Wall that is not sacrificed changes nothing.
	wantPayable(t, pay(t, "me: Axebane Guardian, [Tap Wall: Creature — Wall 0/2 — Defender | {T}: Add {C}.]", "{W}{W}{C}"), true)
}

// "where X is …" in "Add X mana in any combination of colors" is read as
// the counts the engine makes elsewhere (permanents of a type, counters
// on the permanent, creatures with a keyword); anything else is refused.
func TestRule608_2hCombinationXCounts(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: [Elf Caller: Creature — Elf 1/1 — {T}: Add X mana in any combination of colors, where X is the number of Elves you control.], Llanowar Elves; opp: Llanowar Elves", "card", "Elf Caller")
	wantCombinations(t, r, 2)
	r = ask(t, "judge tap", "board", "me: [Charged Orb: Artifact — {T}: Add X mana in any combination of colors, where X is the number of charge counters on this.] (3 charge)", "card", "Charged Orb")
	wantCombinations(t, r, 3)
	r = ask(t, "judge tap", "board", "me: [Charged Orb: Artifact — {T}: Add X mana in any combination of colors, where X is the number of charge counters on this.]", "card", "Charged Orb")
	wantMana(t, r, "")
	for _, text := range []string{
		"{T}: Add X mana in any combination of colors, where X is the number of cards in your hand.",
		"{T}: Add X mana in any combination of colors, where X is the number of creatures with haste you control.",
		"{T}: Add X mana in any combination of colors, where X is the number of stones you control.",
		"{T}: Add two mana in any combination of colors, where X is the number of Elves you control.",
	} {
		r := ask(t, "judge tap", "board", "me: [Odd Orb: Artifact — "+text+"]", "card", "Odd Orb")
		wantUnderstood(t, r, false)
	}
}

// CR 601.2g and 608.2h: an ability that gives a creature defender,
// activated before a cost is paid, raises what Axebane Guardian counts;
// the pay question, where its answer would otherwise be "no", stops on it.
// Where no mana ability counts creatures with defender, it changes
// nothing.
func TestRule601_2gDefenderGivenBeforePaying(t *testing.T) {
	const maker = "[Wall Maker: Artifact — {1}: Target creature gains defender until end of turn.]"
	r := pay(t, "me: Axebane Guardian, Forest, Grizzly Bears, "+maker, "{3}")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Wall Maker") {
		t.Errorf("answer %q", r.Answer)
	}
	wantPayable(t, pay(t, "me: Forest, Grizzly Bears, Llanowar Elves, "+maker, "{3}"), false)
}

// CR 305.6 and 608.2h: Prismatic Geoscope's "Add X mana in any
// combination of colors, where X is the number of basic land types among
// lands you control" counts each of the five basic land types that one
// or more of its controller's lands have, a dual land twice (its rulings
// of 2016-11-08): Tundra, Blood Crypt and a Forest make five; two Forests
// one; an opponent's lands and a nonbasic land with no land type none.
func TestDomainCountsBasicLandTypes305_6(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Prismatic Geoscope, Tundra, Blood Crypt, Forest", "card", "Prismatic Geoscope")
	wantCombinations(t, r, 5)
	wantRules(t, r, "608.2h", "106.1a")
	wantRuling(t, r, "Prismatic Geoscope", "2016-11-08")
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "Plains, Island, Swamp, Mountain and Forest, so X is 5") {
		t.Errorf("steps %q", stepTexts(r))
	}
	wantCombinations(t, ask(t, "judge tap", "board", "me: Prismatic Geoscope, 2x Forest; opp: Island, Swamp", "card", "Prismatic Geoscope"), 1)
	r = ask(t, "judge tap", "board", "me: Prismatic Geoscope, Caves of Koilos; opp: Plains", "card", "Prismatic Geoscope")
	wantMana(t, r, "")
	for _, c := range r.Rulings {
		if strings.Contains(c.Text, "won’t produce any mana") {
			return
		}
	}
	t.Errorf("the ruling on no basic land types is not cited: %v", r.Rulings)
}

// CR 305.7 and 613.1d: the land types counted are those after the effects
// of layer 4. Under Blood Moon, Tundra and Blood Crypt are Mountains and
// nothing else, so with a Forest the count is two; Urborg makes every land
// a Swamp as well, which counts.
func TestDomainAfterBloodMoon305_7(t *testing.T) {
	const lands = "me: Prismatic Geoscope, Tundra, Blood Crypt, Forest"
	wantCombinations(t, ask(t, "judge tap", "board", lands+"; opp: Blood Moon", "card", "Prismatic Geoscope"), 2)
	wantCombinations(t, ask(t, "judge tap", "board", "me: Prismatic Geoscope, Forest, Urborg, Tomb of Yawgmoth", "card", "Prismatic Geoscope"), 2)
	wantMost(t, lands+"; opp: Blood Moon", 5, map[string]int{"W": 2, "R": 4, "G": 3, "C": 0})
	r := pay(t, lands+"; opp: Blood Moon", "{W}{W}{W}")
	wantPayable(t, r, false)
	wantPayable(t, pay(t, lands, "{W}{W}{W}{W}{W}{W}"), true)
}

// CR 608.2h and 605.3a: a land with a basic land type that is sacrificed
// for mana changes Prismatic Geoscope's count if sacrificed first, so it
// is sacrificed last; and being a Forest it can be tapped for {G} before
// it is sacrificed for more: the most mana is five (the Geoscope's two,
// the Island's, the Forest's tapped and sacrificed). Where the Geoscope
// alone does not pay, pay does not order the sacrifice and refuses.
func TestDomainLandSacrificedForManaOrdersTheAbilities(t *testing.T) {
	const board = "me: Prismatic Geoscope, Island, [Sac Forest: Land — Forest — Sacrifice this: Add {G}.]"
	wantMostMana(t, ask(t, "judge mana", "board", board), 5)
	// Which ways pay, the engine does not order.
	wantUnderstood(t, pay(t, board, "{1}"), false)
	wantPayable(t, pay(t, "me: Prismatic Geoscope, Island, Forest, [Sac Forest: Land — Forest — Sacrifice this: Add {G}.]", "{U}{U}{U}"), true)
}

// stepTexts are the texts of a ruling's steps.
func stepTexts(r *Ruling) []string {
	var out []string
	for _, s := range r.Steps {
		out = append(out, s.Text)
	}
	return out
}

// CR 613.4 and 608.2h: Selvala, Heart of the Wilds' "Add X mana in any
// combination of colors, where X is the greatest power among creatures
// you control" reads each of its controller's creatures' power after
// layer 7: counters, a boost the engine reads (Glorious Anthem), an
// Equipment's; an opponent's creature is not counted. A greatest power of
// 0 or less adds no mana (its ruling of 2016-08-23; 107.1b).
func TestGreatestPowerAfterLayer7_613_4(t *testing.T) {
	const selvala = "Selvala, Heart of the Wilds"
	for _, c := range []struct {
		board string
		x     int
	}{
		{"me: " + selvala + ", Forest; opp: Craw Wurm", 2},
		{"me: " + selvala + ", Craw Wurm", 6},
		{"me: " + selvala + ", Grizzly Bears (2 +1/+1)", 4},
		{"me: " + selvala + ", Glorious Anthem", 3},
		{"me: " + selvala + ", Grizzly Bears, Bonesplitter (on Grizzly Bears)", 4},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", selvala)
		wantCombinations(t, r, c.x)
		wantRules(t, r, "608.2h", "613.4")
	}
	r := ask(t, "judge tap", "board", "me: "+selvala+" (1 -3/-0)", "card", selvala)
	wantMana(t, r, "")
	wantRules(t, r, "107.1b")
	wantRuling(t, r, selvala, "2016-08-23")
}

// CR 613.4c: a boost the engine does not compute may change the greatest
// power, whoever's creatures it boosts: the answer stops on it.
func TestGreatestPowerUnreadBoostStops613_4c(t *testing.T) {
	const anthem = "[Big Anthem: Enchantment — Creatures you control get +1/+1 for each artifact you control.]"
	for _, board := range []string{
		"me: Selvala, Heart of the Wilds, Forest, " + anthem,
		"me: Selvala, Heart of the Wilds, Forest; opp: " + anthem,
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "Big Anthem") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 605.3a: Selvala's {G} is paid with another source's mana, and the
// mana it makes pays the rest: with a Craw Wurm and a Forest, six mana of
// any colors.
func TestGreatestPowerPays605_3a(t *testing.T) {
	const board = "me: Selvala, Heart of the Wilds, Craw Wurm, Forest"
	wantMost(t, board, 6, map[string]int{"W": 6, "G": 6, "C": 0})
	wantPayable(t, pay(t, board, "{1}{W}{U}{B}{R}{G}"), true)
	wantPayable(t, pay(t, board, "{7}"), false)
	wantPayable(t, pay(t, "me: Selvala, Heart of the Wilds, Craw Wurm", "{1}"), false)
}

// CR 608.2h and 605.3a: a creature sacrificed for mana lowers the
// greatest power only where no creature that stays has it. Blood Pet
// (power 1) beside Selvala (power 2) changes nothing; a 5-power creature
// sacrificed for {G}, which may pay Selvala's own {G}, does, and both
// questions stop.
func TestGreatestPowerSacrificedCreatureOrdersTheAbilities(t *testing.T) {
	wantPayable(t, pay(t, "me: Selvala, Heart of the Wilds, Forest, Blood Pet", "{B}{W}{W}"), true)
	const board = "me: Selvala, Heart of the Wilds, [Big Pet: Creature — Beast 5/1 — Sacrifice this: Add {G}.]"
	for _, r := range []*Ruling{ask(t, "judge mana", "board", board), pay(t, board, "{1}")} {
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "may remove Big Pet") {
			t.Errorf("answer %q", r.Answer)
		}
	}
}

// The counts "where X is" reads are the same for "Add X mana of any one
// color": the greatest power, the basic land types, and a creature
// sacrificed for mana that alone has the greatest power stops pay.
func TestRule608_2hOneColorXCounts(t *testing.T) {
	const odd = "[Odd: Artifact — {T}: Add X mana of any one color, where X is the greatest power among creatures you control.]"
	wantMana(t, ask(t, "judge tap", "board", "me: Craw Wurm, "+odd, "card", "Odd"), "{W}{W}{W}{W}{W}{W}", "{U}{U}{U}{U}{U}{U}", "{B}{B}{B}{B}{B}{B}", "{R}{R}{R}{R}{R}{R}", "{G}{G}{G}{G}{G}{G}")
	wantMana(t, ask(t, "judge tap", "board", "me: Forest, Island, [Odd: Artifact — {T}: Add X mana of any one color, where X is the number of basic land types among lands you control.]", "card", "Odd"), "{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}")
	wantUnderstood(t, pay(t, "me: "+odd+", [Big Pet: Creature — Beast 5/1 — Sacrifice this: Add {G}.]", "{1}"), false)
}

// Every combination of colors an X counted on the board gives is a state
// of the question's budget: twelve creatures with defender give 1,820, and
// under a budget of 1,000 states the question is refused and says so,
// where the default budget answers it.
func TestCountedCombinationsCountAgainstTheBudget(t *testing.T) {
	const board = "me: Axebane Guardian, 11x Wall of Stone"
	r, _ := askMetered(t, Budget{States: 1000, Bytes: 64 << 20}, "judge tap", "board", board, "card", "Axebane Guardian")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "more than 1,000 states") {
		t.Errorf("answer %q", r.Answer)
	}
	wantCombinations(t, ask(t, "judge tap", "board", board, "card", "Axebane Guardian"), 12)
}

// CR 601.2g-h, 602.2b and 608.2h: a mana ability with a mana cost counts
// as it resolves, after the mana abilities that paid its cost were
// activated: a permanent sacrificed for that mana is gone when it counts.
// Generator Servant's {C}{C} paying Nykthos's {2}, or Dwarven Ruins (a
// Swamp under Urborg) paying Cabal Coffers', leaves one fewer to count,
// and which order a way takes is not worked out: both questions stop,
// where they had counted it. A source sacrificed that is not counted
// (Lotus Petal, no colored symbol) and a counting ability with no mana
// cost (Gaea's Cradle, activated first) still answer.
func TestRule608_2hSacrificedToPayItsCostNotCounted(t *testing.T) {
	for _, c := range []struct{ board, cost string }{
		{"me: Nykthos, Shrine to Nyx, Generator Servant, Mountain, Mountain, Mountain", "{R}{R}{R}{R}"},
		{"me: Cabal Coffers, Swamp, Swamp, Urborg, Tomb of Yawgmoth, Dwarven Ruins", "{B}{B}{B}{B}{B}{B}{B}{B}"},
		{"me: Cabal Coffers, Swamp, Swamp, Urborg, Tomb of Yawgmoth, Crystal Vein", "{B}"},
	} {
		for _, r := range []*Ruling{pay(t, c.board, c.cost), ask(t, "judge mana", "board", c.board)} {
			wantUnderstood(t, r, false)
			if !strings.Contains(r.Answer, "may remove") {
				t.Errorf("%s: answer %q", c.board, r.Answer)
			}
		}
	}
	wantPayable(t, pay(t, "me: Nykthos, Shrine to Nyx, Lotus Petal, Mountain, Mountain, Goblin Guide", "{R}{R}{R}"), true)
	wantPayable(t, pay(t, "me: Gaea's Cradle, Blood Pet, Llanowar Elves", "{G}{G}{B}"), true)
	wantPayable(t, pay(t, "me: Cabal Coffers, Swamp, Swamp, Lotus Petal", "{B}{B}{B}"), true)
}
