package rules

import (
	"context"
	"strings"
	"testing"
)

// The orders of mana abilities with mana costs that a payment tries count
// against the search's bound too: five filter lands and a Signet have
// many orders for each set of sources, and past the bound the search
// stops and says so, within few states of its own.
func TestPaySearchBoundsTheOrdersOfCostedAbilities(t *testing.T) {
	filter := "[Filter Gate: Land — {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.]"
	b, err := ParseBoard("me: Naga Vitalist, Selesnya Signet, 5x " + filter + ", Island, Mana Confluence, Forest, Swamp, life 4")
	if err != nil {
		t.Fatal(err)
	}
	src := buildWorlds(context.Background(), b)[0].paySourcesOf(context.Background(), Me, nil, false, newExplainer())
	c, _ := ParseManaCost("{U/P}{1}{G/P}{B/P}{W/U}{G}{B}")
	p := payProblem{groups: src.groups, cost: c, life: 4, maxWays: maxPayments, maxStates: 100}
	s := newSolver(&p, false)
	r := s.solve()
	if !r.exhausted || r.states > 100 || s.orders <= 100*ordersPerState {
		t.Errorf("exhausted %v after %d states and %d orders", r.exhausted, r.states, s.orders)
	}
}

// The search stops when the question's time is up, at the next look at
// its context, and the question is refused for it.
func TestPaySearchStopsWhenTimeIsUp(t *testing.T) {
	// Filter lands and Signets, whose abilities cost mana, are searched
	// in many sets.
	b, _ := ParseBoard("me: Selesnya Signet, Azorius Signet, 3x [Filter Gate: Land — {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.], 2x Island, Mana Confluence, 2x Forest, Swamp, Birds of Paradise")
	src := buildWorlds(context.Background(), b)[0].paySourcesOf(context.Background(), Me, nil, false, newExplainer())
	c, _ := ParseManaCost("{B}{B}{B}{G}{G}{G}")
	p := payProblem{groups: src.groups, cost: c, life: 20, maxWays: maxPayments, maxStates: maxPayStates}
	if r := solvePay(&p); r.exhausted || r.states <= ctxEvery {
		t.Fatalf("the search takes %d states (exhausted %v); the test needs more than %d", r.states, r.exhausted, ctxEvery)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ctx, m := withMeter(ctx)
	p.meter = meterOf(ctx)
	// The context is looked at every ctxEvery states, and every so many
	// orders of the abilities that cost mana.
	r := solvePay(&p)
	if !r.exhausted || r.states > ctxEvery || !m.exceeded() {
		t.Errorf("exhausted %v after %d states, meter exceeded %v", r.exhausted, r.states, m.exceeded())
	}
}

// The searches of which mana pays which symbol count their steps too:
// two-part hybrid symbols ({2/W}) on a board of many lands that make
// more than the cost needs had run for a minute before the clock stopped
// them, and a thousand Phyrexian symbols were tried at each life total
// in turn. The first is refused past the bound, the second answered.
func TestPaySpaceSearchIsBounded(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: 13x Forest, 13x Plains, 13x Island, 13x Swamp, 13x Mountain", "cost", strings.Repeat("{2/W}{2/U}{2/B}{2/R}{2/G}", 12))
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "went past the engine's bound") {
		t.Errorf("answer: %s", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: 100x Forest, life 1000000", "cost", strings.Repeat("{G/P}", 1000))
	wantUnderstood(t, r, true)
	if r.Payable == nil || !*r.Payable || len(r.Payments) == 0 || r.Payments[0].Life != 2000 {
		t.Errorf("answer: %.200s; payments %d", r.Answer, len(r.Payments))
	}
}
