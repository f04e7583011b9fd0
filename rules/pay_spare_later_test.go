package rules

import (
	"context"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// waysFound lists the picks of every way the solver found, each sorted,
// the list sorted.
func waysFound(s *solver) []string {
	var out []string
	for i := range s.foundAt {
		picks := slices.Clone(s.foundPicks(i))
		slices.Sort(picks)
		var b strings.Builder
		for _, id := range picks {
			b.WriteString(s.uses[id].action)
			b.WriteString("; ")
		}
		out = append(out, b.String())
	}
	slices.Sort(out)
	return out
}

// The search leaves out the picks whose every way to pay has a source to
// spare (spareLater): on generated boards of up to nine sources that make
// mana freely and costs of up to six symbols, every way with no source to
// spare is still found, the same as when the search tries those picks too
// (CR 601.2h: the ways listed are those with no source to spare). Many
// equal sources that make any color are searched in a few states.
func TestPaySpareLaterKeepsEveryWay(t *testing.T) {
	rng := rand.New(rand.NewSource(601))
	free := []string{"Forest", "Island", "Plains", "Swamp", "Taiga", "Sol Ring", "Birds of Paradise", "Llanowar Elves", "Mana Confluence", "Reflecting Pool", "Wastes", "Snow-Covered Forest", "Gilded Lotus", "Thran Dynamo"}
	symbols := []string{"{G}", "{U}", "{W}", "{B}", "{R}", "{C}", "{1}", "{2}", "{G}{G}", "{3}"}
	cut, searched := 0, 0
	for i := 0; i < 400; i++ {
		var items []string
		for n := 1 + rng.Intn(9); n > 0; n-- {
			items = append(items, free[rng.Intn(len(free))])
		}
		var cost string
		for n := 1 + rng.Intn(6); n > 0; n-- {
			cost += symbols[rng.Intn(len(symbols))]
		}
		b, err := ParseBoard("me: " + strings.Join(items, ", ") + ", life 20")
		if err != nil {
			t.Fatal(err)
		}
		src := buildWorlds(context.Background(), b)[0].paySourcesOf(context.Background(), Me, nil, false, newExplainer())
		c, err := ParseManaCost(cost)
		if err != nil {
			t.Fatal(err)
		}
		p := payProblem{groups: src.groups, cost: c, life: 20, maxWays: 1 << 20, maxStates: maxPayStates}
		with := newSolver(&p, false)
		rw := with.solve()
		without := newSolver(&p, false)
		if without.later != nil {
			cut++
		}
		without.later = nil
		ro := without.solve()
		searched++
		if rw.exhausted || ro.exhausted {
			t.Fatalf("%v, %s: exhausted", items, cost)
		}
		if a, b := waysFound(with), waysFound(without); !slices.Equal(a, b) {
			t.Fatalf("%v, %s: with the cut %d ways:\n%s\nwithout it %d:\n%s", items, cost, len(a), strings.Join(a, "\n"), len(b), strings.Join(b, "\n"))
		}
		if rw.states > ro.states {
			t.Errorf("%v, %s: %d states with the cut, %d without", items, cost, rw.states, ro.states)
		}
	}
	if cut < searched/2 {
		t.Errorf("the cut applies to %d of %d problems; want most", cut, searched)
	}
	// Forty Birds of Paradise pay {W}{U}{B}{R}{G} one way: five of them,
	// one for each color.
	r := ask(t, "judge pay", "board", "me: 40x Birds of Paradise", "cost", "{W}{U}{B}{R}{G}")
	wantUnderstood(t, r, true)
	if len(r.Payments) != 1 || len(r.Payments[0].Sources) != 5 || !strings.HasPrefix(r.Answer, "Yes, you can pay {W}{U}{B}{R}{G}, in one way") {
		t.Errorf("answer %s, payments %+v", r.Answer, r.Payments)
	}
}
