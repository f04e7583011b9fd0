package rules

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"
)

// The order property: a payment is written in an order it can be carried
// out in (CR 605.3a, 601.2g-h). Each source's mana ability is activated in
// turn, its own mana cost ("pay {1}, tap Simic Signet") paid from the mana
// made before it, in any way that mana can pay it, and what is left then
// pays the cost asked about.

// reActionCost is the mana cost a payment's action pays first.
var reActionCost = regexp.MustCompile(`^pay ((?:\{[^}]+\})+), `)

// poolsAfter is every pool left by paying c from p (colored, colorless,
// generic and hybrid symbols; a {2/W} as white or two generic), each once.
func poolsAfter(p Pool, c ManaCost) []Pool {
	seen := map[Pool]bool{}
	var out []Pool
	var generic func(p Pool, n int, from Color)
	generic = func(p Pool, n int, from Color) {
		if n == 0 {
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
			return
		}
		for col := from; col <= Colorless; col++ {
			if p[col] > 0 {
				p[col]--
				generic(p, n-1, col)
				p[col]++
			}
		}
	}
	var walk func(i int, p Pool, n int)
	walk = func(i int, p Pool, n int) {
		if i == len(c.Symbols) {
			generic(p, n, White)
			return
		}
		s := c.Symbols[i]
		if s.Kind == SymColorless {
			if p[Colorless] > 0 {
				p[Colorless]--
				walk(i+1, p, n)
			}
			return
		}
		for _, col := range s.Colors {
			if p[col] > 0 {
				p[col]--
				walk(i+1, p, n)
				p[col]++
			}
		}
		if s.Kind == SymMonoHybrid {
			walk(i+1, p, n+2)
		}
	}
	walk(0, p, c.Generic)
	return out
}

// carriedOut reports whether p's sources, activated in the order listed,
// can each pay their own mana cost and then leave mana that pays cost;
// where not, why names the first source that can't be paid for.
func carriedOut(t *testing.T, p Payment, cost ManaCost) (ok bool, why string) {
	t.Helper()
	pools := []Pool{{}}
	for _, s := range p.Sources {
		made, _ := parseSymbols(s.Mana)
		var own ManaCost
		if m := reActionCost.FindStringSubmatch(s.Action); m != nil {
			c, err := ParseManaCost(m[1])
			if err != nil {
				t.Fatalf("action %q: %v", s.Action, err)
			}
			own = c
		}
		for range s.Count {
			var next []Pool
			seen := map[Pool]bool{}
			for _, q := range pools {
				for _, r := range poolsAfter(q, own) {
					if r = r.Add(made); !seen[r] {
						seen[r] = true
						next = append(next, r)
					}
				}
			}
			if len(next) == 0 {
				return false, "no mana made before it pays for " + s.Action
			}
			pools = next
		}
	}
	for _, q := range pools {
		if len(poolsAfter(q, cost)) > 0 {
			return true, ""
		}
	}
	return false, "what is left does not pay the cost"
}

// orderSources are permanents whose mana abilities cost mana, and the
// sources that pay for them.
var orderSources = []string{
	"Forest", "Island", "Swamp", "Plains", "Mountain", "Wastes", "Forest (tapped)",
	"Simic Signet", "Golgari Signet", "Dimir Signet", "Boros Signet", "Orzhov Signet", "Azorius Signet", "Gruul Signet", "Selesnya Signet",
	"Fetid Heath", "Mystic Gate", "Twilight Mire", "Wooded Bastion", "Sunken Ruins",
	"Flooded Grove", "Fire-Lit Thicket", "Graven Cairns", "Rugged Prairie", "Cascade Bluffs",
	"Cabal Coffers", "Arbor Elf", "Ley Druid", "Island (tapped)", "Orochi Leafcaller", "Pili-Pala (tapped)", "Lotus Petal", "Llanowar Elves", "Sol Ring",
}

// TestRule605_3aEveryPaymentCanBeCarriedOutInItsOrder: on boards where
// Signets pay for Signets, filter lands or Cabal Coffers, and untappers
// untap lands tapped before or in the way, every way listed can be done in the order
// written, and what is left pays the cost.
func TestRule605_3aEveryPaymentCanBeCarriedOutInItsOrder(t *testing.T) {
	boards := []struct{ board, cost string }{
		{"me: Swamp, Cabal Coffers, 2x Swamp, Dimir Signet", "{B}{B}{B}{B}{B}"},
		{"me: Swamp, Cabal Coffers, Golgari Signet, Swamp", "{B}{B}{B}"},
		{"me: Wastes, Boros Signet, Simic Signet, Mystic Gate, Wastes, Twilight Mire, Fetid Heath", "{W}{R}{U}"},
		{"me: Mountain, [Hybrid Stone: Artifact — {2/W}, {T}: Add {B}{B}.], Orzhov Signet", "{B}{B}{B}"},
		{"me: Arbor Elf, Forest (tapped), Golgari Signet", "{B}{G}"},
		{"me: Ley Druid, Island (tapped), Azorius Signet", "{W}{U}"},
		{"me: Gruul Signet, Selesnya Signet, Swamp, Dimir Signet, Forest", "{G}{G}{R}"},
		{"me: Boros Signet, Wooded Bastion, Plains, Fetid Heath, Wooded Bastion", "{W}{B}"},
		// An untap that makes mana costing nothing trades places with the
		// use of its permanent that costs mana.
		{"me: Ley Druid, Fire-Lit Thicket, Izzet Signet, Boros Signet, Gruul Signet", "{G}{1}"},
		{"me: Ley Druid, Selesnya Signet, Wooded Bastion, Flooded Grove, Boros Signet", "{G}"},
		{"me: Azorius Signet, Fire-Lit Thicket, Graven Cairns, Izzet Signet, Graven Cairns, Ley Druid", "{R}{B}{W}{U}"},
		{"me: Mountain, Swamp, Ley Druid, Fire-Lit Thicket, Selesnya Signet, Graven Cairns", "{B}{G}"},
		{"me: Pili-Pala (tapped), Simic Signet, Ley Druid, Azorius Signet, Mystic Gate", "{G}{U}"},
		// One alternative untaps a land tapped before the question.
		{"me: Fetid Heath, Ley Druid, Golgari Signet, Island (tapped)", "{W}"},
	}
	rng := rand.New(rand.NewSource(605))
	n := 400
	if testing.Short() {
		n = 100
	}
	colors := []string{"{W}", "{U}", "{B}", "{R}", "{G}", "{1}"}
	for range n {
		var items []string
		for k := 2 + rng.Intn(4); k > 0; k-- {
			items = append(items, orderSources[rng.Intn(len(orderSources))])
		}
		var cost string
		for k := 1 + rng.Intn(4); k > 0; k-- {
			cost += colors[rng.Intn(len(colors))]
		}
		boards = append(boards, struct{ board, cost string }{"me: " + strings.Join(items, ", "), cost})
	}
	checked, refused := 0, 0
	for _, b := range boards {
		r := pay(t, b.board, b.cost)
		if !r.Understood {
			refused++
			continue
		}
		if !*r.Payable {
			continue
		}
		c, err := ParseManaCost(b.cost)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range r.Payments {
			checked++
			if ok, why := carriedOut(t, p, c); !ok {
				t.Errorf("%s, %s: way %d %q can't be done in its order: %s", b.board, b.cost, i+1, actionList(p), why)
			}
		}
	}
	t.Logf("%d boards, %d refused, %d ways checked", len(boards), refused, checked)
	if checked < len(boards)/3 || refused > len(boards)/10 {
		t.Errorf("checked %d ways, %d of %d boards refused; want a way for a third of the boards, and a tenth refused at most", checked, refused, len(boards))
	}
}

// TestRule605_3aMostManaCanBeCarriedOutInItsOrder: Orochi Leafcaller's
// "{G}: Add one mana of any color" used twice makes its {G} first, which
// pays for the second (a way that made another color first could not).
func TestRule605_3aMostManaCanBeCarriedOutInItsOrder(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Orochi Leafcaller, Forest, Island, life 20")
	wantUnderstood(t, r, true)
	if len(r.Payments) == 0 {
		t.Fatalf("no way to make the most mana: %s", r.Answer)
	}
	for _, p := range r.Payments {
		if ok, why := carriedOut(t, p, ManaCost{}); !ok {
			t.Errorf("way %q can't be done in its order: %s", actionList(p), why)
		}
	}
}
