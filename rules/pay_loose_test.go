package rules

import (
	"context"
	"testing"
)

// commanderBoard is a five-color board of twenty sources, eight of which
// make any color: the sets of its sources that pay {W}{U}{B}{R}{G} with
// some to spare are far more than the engine's bound on states.
const commanderBoard = "me: Command Tower, Exotic Orchard, Reflecting Pool, City of Brass, Mana Confluence, Watery Grave, Taiga, 3x Forest, 2x Island, Plains, Swamp, Mountain, Sol Ring, Birds of Paradise, Llanowar Elves, Mind Stone, Fellwar Stone; opp: Forest, Island, Swamp, Mountain, Plains"

// CR 601.2g–h: a cost that many sets of sources pay is still answered
// where listing every way goes past the bound: each way listed pays, and
// no source of it can be left out (the others used the same ways).
func TestRule601_2hManySourcesOfAnyColorStillAnswer(t *testing.T) {
	for _, cost := range []string{"{W}{U}{B}{R}{G}", "{4}{W}{U}{B}{R}{G}"} {
		r := ask(t, "judge pay", "board", commanderBoard, "cost", cost)
		if !r.Understood || r.Payable == nil || !*r.Payable {
			t.Fatalf("%s: %s", cost, r.Answer)
		}
		if len(r.Payments) != maxPayments || r.Answer != "Yes, you can pay "+cost+", in more than 24 ways." {
			t.Errorf("%s: %d ways, %s", cost, len(r.Payments), r.Answer)
		}
		checkPayments(t, cost, r, cost)
		c, _ := ParseManaCost(cost)
		for i, p := range r.Payments {
			made := poolOf(t, p.Mana)
			for _, s := range p.Sources {
				if canPay(made.minus(poolOf(t, s.Mana)), c, 0) {
					t.Errorf("%s: way %d (%s) pays without one %s", cost, i+1, actionList(p), s.Card)
				}
			}
		}
	}
	// Past the bound the answer says so where no way is found at all.
	r := ask(t, "judge pay", "board", commanderBoard, "cost", "{W}{W}{W}{W}{W}{W}{W}{W}")
	if r.Understood && (r.Payable == nil || *r.Payable) {
		t.Errorf("eight {W}, seven makers of {W}: %s", r.Answer)
	}
}

// The ways solvePayLoose finds are ways solvePay lists, where solvePay
// stays within its bound.
func TestPayLooseWaysAreWays(t *testing.T) {
	for _, q := range []struct{ board, cost string }{
		{tenSources, "{2}{G}{U}{W}"},
		{tenSources, "{W}{U}{G}"},
		{"me: 3x Forest, 2x Island, Llanowar Elves, Sol Ring, Simic Signet, Birds of Paradise", "{3}{G}{U}"},
		{"me: Grim Monolith, 6x Forest, Mana Confluence, life 3", "{C}{C}{C}{G}{B}"},
		{"me: Plains, [Filter Gate: Land — {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.], Island", "{U}{U}{W}"},
	} {
		b, err := ParseBoard(q.board)
		if err != nil {
			t.Fatal(err)
		}
		src := buildWorlds(context.Background(), b)[0].paySourcesOf(context.Background(), Me, nil, false, newExplainer())
		c, _ := ParseManaCost(q.cost)
		p := payProblem{groups: src.groups, cost: c, life: -1, maxWays: 1 << 20, maxStates: maxPayStates}
		all := solvePay(&p)
		if all.exhausted || len(all.ways) == 0 {
			t.Fatalf("%s %s: %d ways, exhausted %v", q.board, q.cost, len(all.ways), all.exhausted)
		}
		listed := map[string]bool{}
		for _, w := range all.ways {
			listed[waySetKey(w)] = true
		}
		loose := solvePayLoose(&p)
		if loose.exhausted || len(loose.ways) != len(all.ways) {
			t.Errorf("%s %s: loose finds %d ways (exhausted %v), solvePay %d", q.board, q.cost, len(loose.ways), loose.exhausted, len(all.ways))
		}
		for _, w := range loose.ways {
			if !listed[waySetKey(w)] {
				t.Errorf("%s %s: loose way %v is not one solvePay lists", q.board, q.cost, w.picks)
			}
		}
		// Bounded to a few states, it keeps what it found and says it
		// stopped.
		p.maxStates = 3
		if few := solvePayLoose(&p); !few.exhausted {
			t.Errorf("%s %s: 3 states: not exhausted after %d", q.board, q.cost, few.states)
		}
	}
	if got := partialAnswer("you", "{G}", 3); got != "Yes, you can pay {G}; the engine lists the three ways it found before reaching its bound, and there may be more." {
		t.Error(got)
	}
}
