package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// untapPiece is a permanent of the generated boards of
// TestRule106_4UntapperMostManaAgainstEveryOrder, as the test itself
// plays it: what tapping it for mana makes, given the creatures and Elves
// on the board, and what its untap ability costs and targets.
type untapPiece struct {
	item                  string
	land, artifact        bool
	creature, elf         bool
	green, colorless      int  // mana made when tapped
	perCreature, perElf   bool // Gaea's Cradle, Priest of Titania
	untapCost             int  // 0: no untap ability
	untapGreen            bool // the untap costs {G}, else generic
	untapsLand, untapsElf bool
	untapsArtifact        bool
	basic, legendary      bool
	// earthcraft: taps an untapped creature to untap a basic land;
	// shaku: taps an untapped legendary permanent to untap itself.
	earthcraft, shaku bool
}

var untapPieces = []untapPiece{
	{item: "Forest", land: true, basic: true, green: 1},
	{item: "Sol Ring", artifact: true, colorless: 2},
	{item: "Gaea's Cradle", land: true, legendary: true, perCreature: true},
	{item: "Llanowar Elves", creature: true, elf: true, green: 1},
	{item: "Priest of Titania", creature: true, elf: true, perElf: true},
	{item: "Grizzly Bears", creature: true},
	{item: "Wirewood Lodge", land: true, colorless: 1, untapCost: 1, untapGreen: true, untapsElf: true},
	{item: "Deserted Temple", land: true, colorless: 1, untapCost: 1, untapsLand: true},
	{item: "Voltaic Key", artifact: true, untapCost: 1, untapsArtifact: true},
	{item: "Earthcraft", earthcraft: true},
	{item: "Honor-Worn Shaku", artifact: true, colorless: 1, shaku: true},
}

// mostByPlay is the most mana, and the most {G} and {C}, a player can have
// in the pool after any sequence of tapping pieces for mana and activating
// their untap abilities, each cost paid from the pool (CR 106.4, 602.2b,
// 605.3a).
func mostByPlay(pieces []untapPiece) (total, green, colorless int) {
	creatures, elves := 0, 0
	for _, p := range pieces {
		if p.creature {
			creatures++
		}
		if p.elf {
			elves++
		}
	}
	made := func(p untapPiece) (g, c int) {
		g, c = p.green, p.colorless
		if p.perCreature {
			g += creatures
		}
		if p.perElf {
			g += elves
		}
		return g, c
	}
	type state struct {
		tapped uint16
		g, c   int
	}
	seen := map[state]bool{}
	var walk func(s state)
	walk = func(s state) {
		if seen[s] {
			return
		}
		seen[s] = true
		total = max(total, s.g+s.c)
		green = max(green, s.g)
		colorless = max(colorless, s.c)
		for i, p := range pieces {
			if p.earthcraft || p.shaku {
				// Tap another untapped permanent, untap a tapped one:
				// no {T} of its own.
				for x, px := range pieces {
					if x == i || s.tapped&(1<<x) != 0 || !(p.earthcraft && px.creature || p.shaku && px.legendary) {
						continue
					}
					for j, q := range pieces {
						if j == x || s.tapped&(1<<j) == 0 || !(p.earthcraft && q.basic || p.shaku && j == i) {
							continue
						}
						walk(state{s.tapped&^(1<<j) | 1<<x, s.g, s.c})
					}
				}
			}
			if s.tapped&(1<<i) != 0 {
				continue
			}
			if g, c := made(p); g+c > 0 {
				walk(state{s.tapped | 1<<i, s.g + g, s.c + c})
			}
			if p.untapCost == 0 {
				continue
			}
			for j, q := range pieces {
				if j == i || s.tapped&(1<<j) == 0 || !(p.untapsLand && q.land || p.untapsElf && q.elf || p.untapsArtifact && q.artifact) {
					continue
				}
				after := s.tapped&^(1<<j) | 1<<i
				if s.g >= p.untapCost {
					walk(state{after, s.g - p.untapCost, s.c})
				}
				if !p.untapGreen && s.c >= p.untapCost {
					walk(state{after, s.g, s.c - p.untapCost})
				}
			}
		}
	}
	walk(state{})
	return total, green, colorless
}

// CR 106.4, 602.2b, 605.1a: on generated boards of mana sources and
// untappers whose untap costs mana (Wirewood Lodge, Deserted Temple,
// Voltaic Key) or taps another permanent (Earthcraft, Honor-Worn Shaku),
// the most mana /judge mana gives, in all and of {G} and
// {C}, is the most any order of tapping and untapping leaves in the pool.
// Boards with two untappers that can untap each other, or an untapper
// beside one whose cost taps another permanent, are refused.
func TestRule106_4UntapperMostManaAgainstEveryOrder(t *testing.T) {
	rng := rand.New(rand.NewSource(106))
	asked := 0
	for i := 0; i < 300 && asked < 120; i++ {
		n := 2 + rng.Intn(4)
		var pieces []untapPiece
		var items []string
		untappers := 0
		for k := 0; k < n; k++ {
			p := untapPieces[rng.Intn(len(untapPieces))]
			if p.perCreature && strings.Contains(strings.Join(items, ","), p.item) {
				// Gaea's Cradle is legendary: a second one would be put
				// into the graveyard (CR 704.5j).
				continue
			}
			if p.untapCost > 0 || p.earthcraft || p.shaku {
				untappers++
			}
			pieces = append(pieces, p)
			items = append(items, p.item)
		}
		if untappers == 0 {
			continue
		}
		board := "me: " + strings.Join(items, ", ")
		r := ask(t, "judge mana", "board", board)
		if !r.Understood {
			if !strings.Contains(r.Answer, "untaps too") && !strings.Contains(r.Answer, "which untaps permanents too") {
				t.Errorf("%s: %s", board, r.Answer)
			}
			continue
		}
		asked++
		total, green, colorless := mostByPlay(pieces)
		if r.MaxMana == nil || *r.MaxMana != total || r.MaxByType["G"] != green || r.MaxByType["C"] != colorless {
			got := -1
			if r.MaxMana != nil {
				got = *r.MaxMana
			}
			t.Errorf("%s: most %d (G %d, C %d), want %d (G %d, C %d)", board, got, r.MaxByType["G"], r.MaxByType["C"], total, green, colorless)
		}
	}
	if asked < 40 {
		t.Errorf("only %d boards answered", asked)
	}
}
