package rules

import (
	"context"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// The property tests check /judge pay against the tap engine on small
// generated boards: every way it lists really pays the cost with mana the
// permanents are tapped for (replayed with /judge tap), and its yes or no
// agrees with trying every subset of the sources and every outcome of
// tapping each one.

// genSources are the permanents a generated board is made of, with the
// life each one's mana ability costs.
var genSources = []struct {
	item string
	life int
}{
	{"Forest", 0}, {"Island", 0}, {"Plains", 0}, {"Wastes", 0}, {"Taiga", 0},
	{"Sol Ring", 0}, {"Birds of Paradise", 0}, {"Llanowar Elves", 0},
	{"Llanowar Elves (sick)", 0}, {"Forest (tapped)", 0}, {"Mana Confluence", 1},
	{"Reflecting Pool", 0},
}

var genSymbols = []string{"{G}", "{U}", "{W}", "{R}", "{C}", "{1}", "{2}", "{G/W}", "{2/U}", "{U/P}", "{G/P}", "{C/W}"}

// genPayBoard makes a board of up to four sources, sometimes with effects
// that change what tapping makes, and a cost of up to four symbols.
func genPayBoard(rng *rand.Rand) (board string, life int, cost string) {
	n := 1 + rng.Intn(4)
	var items []string
	forest := false
	for i := 0; i < n; i++ {
		s := genSources[rng.Intn(len(genSources))].item
		items = append(items, s)
		forest = forest || s == "Forest"
	}
	switch rng.Intn(6) {
	case 0:
		items = append(items, "Mana Reflection")
	case 1:
		if forest {
			items = append(items, "Wild Growth (on Forest)")
		}
	}
	life = 1 + rng.Intn(5) // at 0 life a player has lost (704.5a)
	items = append(items, "life "+strconv.Itoa(life))
	board = "me: " + strings.Join(items, ", ")
	if rng.Intn(5) == 0 {
		board += "; opp: Contamination"
	}
	for k := 1 + rng.Intn(4); k > 0; k-- {
		cost += genSymbols[rng.Intn(len(genSymbols))]
	}
	return board, life, cost
}

// tapOption is one way to use a permanent: the mana tapping it makes and
// the life its ability costs.
type tapOption struct {
	mana Pool
	life int
}

// tapOptions asks /judge tap, for each of my permanents, what tapping it
// makes.
func tapOptions(t *testing.T, board string) (names []string, options [][]tapOption) {
	t.Helper()
	b, err := ParseBoard(board)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, p := range b.Permanents {
		if p.Controller != Me {
			continue
		}
		seen[p.Card.Name]++
		ref := p.Card.Name + " #" + strconv.Itoa(seen[p.Card.Name])
		r := ask(t, "judge tap", "board", board, "card", ref)
		if !r.Understood {
			t.Fatalf("%s: tap %s not understood: %s", board, ref, r.Answer)
		}
		var opts []tapOption
		life := 0
		for _, g := range genSources {
			if strings.HasPrefix(g.item, p.Card.Name) {
				life = g.life
			}
		}
		if r.Legal != nil && *r.Legal {
			for _, o := range r.Outcomes {
				pool, _ := parseSymbols(*o.Mana)
				if *o.Mana == "" {
					pool = Pool{}
				}
				opts = append(opts, tapOption{mana: pool, life: life})
			}
		}
		names = append(names, p.Card.Name)
		options = append(options, opts)
	}
	return names, options
}

// canPay says, by trying every way, whether the mana pays the cost with
// at most life life for Phyrexian symbols (CR 107.4, 119.4).
func canPay(mana Pool, c ManaCost, life int) bool {
	var walk func(i int, mana Pool, generic, life int) bool
	walk = func(i int, mana Pool, generic, life int) bool {
		if i == len(c.Symbols) {
			return mana.Total() >= generic
		}
		s := c.Symbols[i]
		for _, col := range s.Colors {
			if mana[col] > 0 {
				mana[col]--
				if walk(i+1, mana, generic, life) {
					return true
				}
				mana[col]++
			}
		}
		switch s.Kind {
		case SymColorless:
			if mana[Colorless] > 0 {
				mana[Colorless]--
				return walk(i+1, mana, generic, life)
			}
		case SymMonoHybrid:
			return walk(i+1, mana, generic+2, life)
		case SymPhyrexian, SymHybridPhyrexian:
			if life >= 2 {
				return walk(i+1, mana, generic, life-2)
			}
		}
		return false
	}
	return walk(0, mana, c.Generic, life)
}

// anySubsetPays tries every subset of the permanents and every outcome of
// tapping each.
func anySubsetPays(options [][]tapOption, c ManaCost, life int) bool {
	var walk func(i int, mana Pool, lifeCost int) bool
	walk = func(i int, mana Pool, lifeCost int) bool {
		if lifeCost > life {
			return false
		}
		if i == len(options) {
			return canPay(mana, c, life-lifeCost)
		}
		if walk(i+1, mana, lifeCost) {
			return true
		}
		for _, o := range options[i] {
			if walk(i+1, mana.Add(o.mana), lifeCost+o.life) {
				return true
			}
		}
		return false
	}
	return walk(0, Pool{}, 0)
}

// replay checks that a payment uses permanents that are there, each once,
// for mana tapping them makes, and that the mana pays the cost.
func replay(t *testing.T, board string, p Payment, names []string, options [][]tapOption, c ManaCost, life int) {
	t.Helper()
	used := make([]bool, len(names))
	var mana Pool
	lifeCost := 0
	for _, s := range p.Sources {
		want, _ := parseSymbols(s.Mana)
		if s.Mana == "" {
			want = Pool{}
		}
		for k := 0; k < s.Count; k++ {
			found := false
			for i, n := range names {
				if used[i] || n != s.Card {
					continue
				}
				for _, o := range options[i] {
					if o.mana == want {
						used[i], found = true, true
						lifeCost += o.life
						break
					}
				}
				if found {
					break
				}
			}
			if !found {
				t.Fatalf("%s, %s: payment %q: no untapped %s is tapped for %s", board, c, actionList(p), s.Card, s.Mana)
			}
			mana = mana.Add(want)
		}
	}
	if mana.String() != p.Mana {
		t.Errorf("%s, %s: payment says it makes %s, the sources make %s", board, c, p.Mana, mana)
	}
	if lifeCost > life || !canPay(mana, c, life-lifeCost) {
		t.Errorf("%s, %s: payment %q makes %s, which does not pay the cost", board, c, actionList(p), mana)
	}
	spent, _ := parseSymbols(p.Spent + "{0}")
	left, _ := parseSymbols(p.Left + "{0}")
	if spent.Add(left) != mana {
		t.Errorf("%s, %s: spent %s and left %s are not the %s made", board, c, p.Spent, p.Left, mana)
	}
}

// TestPropertyPaymentsPayAndNoMeansNoSubsetPays: on generated boards,
// every listed way pays (replayed through the tap engine), and "no" means
// no subset of the sources pays the cost, nor does "yes" come without one
// (CR 601.2g–h, 118.3).
func TestPropertyPaymentsPayAndNoMeansNoSubsetPays(t *testing.T) {
	rng := rand.New(rand.NewSource(18))
	n := 300
	if testing.Short() {
		n = 60
	}
	yes, no := 0, 0
	for i := 0; i < n; i++ {
		board, life, costText := genPayBoard(rng)
		c, err := ParseManaCost(costText)
		if err != nil {
			t.Fatal(err)
		}
		r := ask(t, "judge pay", "board", board, "cost", costText)
		if !r.Understood {
			t.Fatalf("%s, %s: not understood: %s", board, costText, r.Answer)
		}
		names, options := tapOptions(t, board)
		brute := anySubsetPays(options, c, life)
		if *r.Payable != brute {
			t.Fatalf("%s, %s: payable %v, but trying every subset says %v (answer: %s)", board, costText, *r.Payable, brute, r.Answer)
		}
		if brute {
			yes++
		} else {
			no++
		}
		for _, p := range r.Payments {
			replay(t, board, p, names, options, c, life)
		}
	}
	if yes == 0 || no == 0 {
		t.Errorf("generated %d payable and %d unpayable costs; want both", yes, no)
	}
}

// mostBySubsets is the most mana in all and of each type, by trying every
// subset of the permanents and every outcome of tapping each.
func mostBySubsets(options [][]tapOption, life int) (int, Pool) {
	best, byType := 0, Pool{}
	var walk func(i int, mana Pool, lifeCost int)
	walk = func(i int, mana Pool, lifeCost int) {
		if lifeCost > life {
			return
		}
		if i == len(options) {
			best = max(best, mana.Total())
			for c := range byType {
				byType[c] = max(byType[c], mana[c])
			}
			return
		}
		walk(i+1, mana, lifeCost)
		for _, o := range options[i] {
			walk(i+1, mana.Add(o.mana), lifeCost+o.life)
		}
	}
	walk(0, Pool{}, 0)
	return best, byType
}

// TestPropertyMostManaIsTheMostOfEverySubset: /judge mana's most mana, in
// all and of each type, is the most any subset of the sources makes, and
// the pay search (used when sources compete) finds the same total.
func TestPropertyMostManaIsTheMostOfEverySubset(t *testing.T) {
	rng := rand.New(rand.NewSource(106))
	for i := 0; i < 150; i++ {
		board, life, _ := genPayBoard(rng)
		r := ask(t, "judge mana", "board", board)
		if !r.Understood {
			t.Fatalf("%s: not understood: %s", board, r.Answer)
		}
		_, options := tapOptions(t, board)
		total, byType := mostBySubsets(options, life)
		if *r.MaxMana != total {
			t.Fatalf("%s: max_mana %d, every subset says %d", board, *r.MaxMana, total)
		}
		for c := White; c <= Colorless; c++ {
			if r.MaxByType[c.Letter()] != byType[c] {
				t.Fatalf("%s: max_by_type %v, every subset says %s", board, r.MaxByType, byType)
			}
		}
		b, _ := ParseBoard(board)
		src := buildWorlds(context.Background(), b)[0].paySourcesOf(context.Background(), Me, nil, true, newExplainer())
		n, _, ex := maxPayable(payProblem{groups: src.groups, life: life, maxStates: maxPayStates}, 100, func(k int) ManaCost { return ManaCost{Generic: k} })
		if ex || n != total {
			t.Fatalf("%s: the pay search makes at most %d (exhausted %v), every subset %d", board, n, ex, total)
		}
	}
}

// Past its bound on states the search stops and says so, rather than
// answer "no" (the question then gets "I can't rule on this").
func TestPaySearchPastItsBoundSaysSo(t *testing.T) {
	b, _ := ParseBoard(tenSources)
	src := buildWorlds(context.Background(), b)[0].paySourcesOf(context.Background(), Me, nil, false, newExplainer())
	c, _ := ParseManaCost("{2}{W}{W}{W}{U}{U}{U}")
	p := payProblem{groups: src.groups, cost: c, life: 20, maxWays: maxPayments, maxStates: 5}
	r := solvePay(&p)
	if !r.exhausted || len(r.ways) != 0 {
		t.Errorf("exhausted %v with %d ways after %d states", r.exhausted, len(r.ways), r.states)
	}
	p.maxStates = maxPayStates
	if r := solvePay(&p); r.exhausted || len(r.ways) != 0 {
		t.Errorf("with the full bound: exhausted %v, %d ways", r.exhausted, len(r.ways))
	}
}
