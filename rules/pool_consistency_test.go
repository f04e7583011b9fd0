package rules

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// poolPermanents are the permanent cards of the bundled pool that a board
// can name: one face, not an inline or token card.
func poolPermanents(t testing.TB) []*catalog.Card {
	t.Helper()
	var out []*catalog.Card
	for _, c := range catalog.All() {
		if len(c.Faces) > 0 || strings.ContainsAny(c.Name, ",;[]()\"") {
			continue
		}
		for _, ty := range []string{"Land", "Creature", "Artifact", "Enchantment", "Planeswalker"} {
			if c.HasType(ty) {
				out = append(out, c)
				break
			}
		}
	}
	if len(out) < 10000 {
		t.Fatalf("%d permanent cards in the pool, want the whole bundled pool", len(out))
	}
	return out
}

// poolBoard draws a random board: a few permanents for me, a few for the
// opponent, each maybe tapped or summoning sick; lands are drawn more
// often, since most questions are about them.
func poolBoard(rng *rand.Rand, all, lands []*catalog.Card) (board string, mine, everyone []string) {
	side := func(n int) []string {
		var items []string
		for i := 0; i < n; i++ {
			c := all[rng.Intn(len(all))]
			if rng.Intn(2) == 0 {
				c = lands[rng.Intn(len(lands))]
			}
			item := c.Name
			switch rng.Intn(6) {
			case 0:
				item += " (tapped)"
			case 1:
				item += " (sick)"
			}
			items = append(items, item)
		}
		return items
	}
	name := func(item string) string {
		return strings.TrimSuffix(strings.TrimSuffix(item, " (tapped)"), " (sick)")
	}
	me := side(1 + rng.Intn(5))
	for _, it := range me {
		mine = append(mine, name(it))
	}
	everyone = append(everyone, mine...)
	board = "me: " + strings.Join(me, ", ")
	if opp := side(rng.Intn(4)); len(opp) > 0 {
		board += "; opp: " + strings.Join(opp, ", ")
		for _, it := range opp {
			everyone = append(everyone, name(it))
		}
	}
	return board, mine, everyone
}

// TestPoolBoardsConsistent asks every question over random boards drawn
// from the whole pool. No question may crash or fail on a valid board, and
// every ruling is either a refusal or agrees with a second reading of the
// same board:
//   - CR 106.7 and 106.12: without triggered mana abilities on the board,
//     the mana a permanent is tapped for is of the types could-produce
//     lists for it (replacement effects are in both);
//   - CR 305.2: a player may play at least one land on their turn;
//   - an answer that is understood says something and a refusal says why.
func TestPoolBoardsConsistent(t *testing.T) {
	all := poolPermanents(t)
	var lands []*catalog.Card
	for _, c := range all {
		if c.HasType("Land") {
			lands = append(lands, c)
		}
	}
	boards := 400
	if testing.Short() {
		boards = 60
	}
	rng := rand.New(rand.NewSource(20190712))
	asked, understood, compared := 0, 0, 0
	for i := 0; i < boards; i++ {
		board, mine, everyone := poolBoard(rng, all, lands)
		check := func(r *Ruling, what string) {
			asked++
			if r.Understood {
				understood++
				if r.Answer == "" {
					t.Errorf("%s: understood with no answer", what)
				}
			} else if !strings.HasPrefix(r.Answer, "I can't rule on this, because ") || len(r.Outcomes) > 0 {
				t.Errorf("%s: a refusal must say why and give no outcomes: %q", what, r.Answer)
			}
		}
		askOK := func(cmd string, kv ...string) *Ruling {
			opts := map[string]string{"board": board}
			for j := 0; j+1 < len(kv); j += 2 {
				opts[kv[j]] = kv[j+1]
			}
			r, err := askOpts(cmd, opts)
			if err != nil {
				t.Errorf("/%s %v on board %q: %v", cmd, kv, board, err)
				return nil
			}
			check(r, fmt.Sprintf("/%s %v board:%q", cmd, kv, board))
			return r
		}
		if r := askOK("judge lands"); r != nil && r.Understood {
			if r.LandPlays == nil || *r.LandPlays < 1 {
				t.Errorf("/judge lands board:%q: land plays %v, want at least 1 (CR 305.2)", board, r.LandPlays)
			}
		}
		askOK("judge upkeep", "hand", strconv.Itoa(rng.Intn(3)))
		triggers := false
		for _, name := range everyone {
			c, _ := catalog.Lookup(name)
			for _, a := range Compile(c) {
				if a.Kind == KindManaTrigger {
					triggers = true
				}
			}
		}
		for _, name := range mine {
			tap := askOK("judge tap", "card", name)
			could := askOK("judge could-produce", "card", name)
			askOK("judge activate", "card", name)
			if c, ok := catalog.Lookup(name); ok && strings.Contains(c.ManaCost, "{X}") {
				askOK("judge enters", "card", name, "x", strconv.Itoa(rng.Intn(4)))
			}
			if tap == nil || could == nil || !tap.Understood || !could.Understood || triggers {
				continue
			}
			compared++
			types := map[string]bool{}
			for _, l := range could.ManaTypes {
				types[l] = true
			}
			for _, o := range tap.Outcomes {
				if o.Mana == nil {
					continue
				}
				for _, l := range []string{"W", "U", "B", "R", "G", "C"} {
					if strings.Contains(*o.Mana, "{"+l+"}") && !types[l] {
						t.Errorf("board %q: tapping %s gives %s, and could-produce says %v (CR 106.7)", board, name, *o.Mana, could.ManaTypes)
					}
				}
			}
		}
	}
	t.Logf("%d boards, %d questions, %d understood, %d taps compared with could-produce", boards, asked, understood, compared)
	if compared < boards/4 {
		t.Errorf("only %d taps were compared with could-produce", compared)
	}
}

// BenchmarkCompilePool compiles every card and face of the bundled pool.
func BenchmarkCompilePool(b *testing.B) {
	var cards []*catalog.Card
	for _, c := range catalog.All() {
		if len(c.Faces) > 0 {
			cards = append(cards, c.Faces...)
		} else {
			cards = append(cards, c)
		}
	}
	// Copies marked inline, so that Compile reads each one again rather
	// than returning what it cached.
	fresh := make([]catalog.Card, len(cards))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j, c := range cards {
			fresh[j] = *c
			fresh[j].Inline = true
			Compile(&fresh[j])
		}
	}
	b.ReportMetric(float64(len(cards)), "cards/op")
}
