package rules

import "strings"

import "testing"

// tenSources is a typical board: ten mana sources of six kinds.
const tenSources = "me: 2x Forest, Island, Plains, Taiga, Birds of Paradise, Llanowar Elves, Sol Ring, Reflecting Pool, Mana Confluence, life 20"

// sixtySources is sixty mana sources of mixed kinds: basic lands, a dual
// land, creatures, artifacts, "could produce" lands, a filter land, a life
// cost, a triggered mana ability and a doubling replacement effect.
func sixtySources() string {
	kinds := []string{"Forest", "Island", "Plains", "Swamp", "Mountain", "Taiga", "Birds of Paradise", "Llanowar Elves", "Sol Ring", "Reflecting Pool", "Exotic Orchard", "Mana Confluence",
		"[Filter Gate: Land — {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.]"}
	var items []string
	for len(items) < 60 {
		items = append(items, kinds[len(items)%len(kinds)])
	}
	items = append(items, "Wild Growth (on Forest)", "life 20")
	return "me: " + strings.Join(items, ", ") + "; opp: Forest, Island"
}

// BenchmarkPayTenSources: /judge pay on a typical board, to compare with
// BenchmarkEd25519Verify.
func BenchmarkPayTenSources(b *testing.B) {
	benchAsk(b, "judge pay", "board", tenSources, "cost", "{2}{G}{U}{W}")
}

// BenchmarkPayTenSourcesNo: the same board and a cost it can't pay, so
// every state is searched: four sources make {W} and four {U}, but only
// five make either.
func BenchmarkPayTenSourcesNo(b *testing.B) {
	benchAsk(b, "judge pay", "board", tenSources, "cost", "{2}{W}{W}{W}{U}{U}{U}")
}

// BenchmarkPaySixtySources: sixty mixed sources and a cost with hybrid
// symbols.
func BenchmarkPaySixtySources(b *testing.B) {
	benchAsk(b, "judge pay", "board", sixtySources(), "cost", "{5}{G}{G}{U}{W/B}{2/R}")
}

// BenchmarkPaySixtySourcesNo: sixty mixed sources and a cost they can't
// pay: more {B} than they can make.
func BenchmarkPaySixtySourcesNo(b *testing.B) {
	benchAsk(b, "judge pay", "board", sixtySources(), "cost", "{3}"+strings.Repeat("{B}", 30))
}

// BenchmarkPaySixBasic: a small board, the commonest question: three
// lands of one type, two of another and a mana creature, a three-mana
// cost (six ways).
func BenchmarkPaySixBasic(b *testing.B) {
	benchAsk(b, "judge pay", "board", "me: 3x Forest, 2x Island, Llanowar Elves", "cost", "{2}{G}")
}

// BenchmarkPayTenBasic: ten sources of five kinds, mostly basic lands,
// with a mana creature, Sol Ring and a Signet (whose ability costs mana),
// and a five-mana cost of two colors (23 ways).
func BenchmarkPayTenBasic(b *testing.B) {
	benchAsk(b, "judge pay", "board", "me: 4x Forest, 3x Island, Llanowar Elves, Sol Ring, Simic Signet", "cost", "{3}{G}{U}")
}

func BenchmarkManaTenSources(b *testing.B) {
	benchAsk(b, "judge mana", "board", tenSources)
}

func BenchmarkManaSixtySources(b *testing.B) {
	benchAsk(b, "judge mana", "board", sixtySources())
}

// BenchmarkPaySelvalaSix: Selvala beside a Craw Wurm makes six mana in
// any combination of colors, 210 ways, paid for with a Forest's {G}.
func BenchmarkPaySelvalaSix(b *testing.B) {
	benchAsk(b, "judge pay", "board", "me: Selvala, Heart of the Wilds, Craw Wurm, Forest, Island", "cost", "{2}{W}{U}{B}{R}")
}

// twentyCreaturesTwoAltars is twenty different creatures, seven of them
// tapped for mana, and two Altars that can sacrifice each of them.
const twentyCreaturesTwoAltars = "me: Llanowar Elves, Fyndhorn Elves, Elvish Mystic, Birds of Paradise, Avacyn's Pilgrim, Boreal Druid, Elves of Deep Shadow, Grizzly Bears, Mogg Fanatic, Goblin Piker, Raging Goblin, Hill Giant, Gray Ogre, Savannah Lions, Eager Cadet, Bog Imp, Coral Eel, Sea Eagle, Wind Drake, Trained Armodon, Ashnod's Altar, Phyrexian Altar"

// BenchmarkManaTwentyCreaturesTwoAltars: the most mana when each of
// twenty creatures may be tapped and then sacrificed to either Altar.
func BenchmarkManaTwentyCreaturesTwoAltars(b *testing.B) {
	benchAsk(b, "judge mana", "board", twentyCreaturesTwoAltars)
}

// BenchmarkPayTwentyCreaturesTwoAltarsNo: the same board and a cost it
// can't pay, one {C} more than the Altars and Boreal Druid make.
func BenchmarkPayTwentyCreaturesTwoAltarsNo(b *testing.B) {
	benchAsk(b, "judge pay", "board", twentyCreaturesTwoAltars, "cost", strings.Repeat("{C}", 42))
}

// BenchmarkPayTwentyFertileGrounds: an Island under twenty Fertile
// Grounds makes 10,626 different pools of mana, each a use of the Island
// to merge with the others and compare with them.
func BenchmarkPayTwentyFertileGrounds(b *testing.B) {
	benchAsk(b, "judge pay", "board", "me: Island, 20x Fertile Ground (on Island)", "cost", "{20}{G}")
}
