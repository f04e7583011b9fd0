package rules

import (
	"fmt"
	"strings"
	"testing"
)

// CR 119.4, 107.4f: where Llanowar Wastes is untapped by Deserted Temple,
// the damage that comes before life is paid is the Wastes', not the
// Temple's, which deals none.
func TestRule119_4DamageBeforeLifeNamesItsSource(t *testing.T) {
	r := pay(t, "me: Llanowar Wastes, Deserted Temple, Forest, life 3", "{B}{B}{B/P}")
	if !rulingSays(r, "Llanowar Wastes' damage comes before life is paid") || rulingSays(r, "Deserted Temple's damage") {
		t.Errorf("answer: %s", r.Answer)
	}
}

// CR 602.2b: Earthcraft's cost taps an untapped creature, and Earthcraft
// has no {T}: the answer does not speak of one.
func TestRule602_2bTapCostWithoutTapSymbolSaysNoTap(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Earthcraft, Forest", "card", "Earthcraft")
	wantLegal(t, r, false)
	if strings.Contains(r.Answer, "{T}") || !strings.Contains(r.Answer, "untapped creature") {
		t.Errorf("answer: %s", r.Answer)
	}
}

// CR 601.2c, 602.2b, 115.1: Griffin Canyon's untap has no Griffin to
// target, and a step says it is left out.
func TestRule115_1UntapWithNoTargetIsExplained(t *testing.T) {
	r := wantMost(t, "me: Griffin Canyon, Forest", 2, map[string]int{"G": 1, "C": 1})
	if !strings.Contains(fmt.Sprint(r.Steps), "\u201ctarget Griffin\u201d") {
		t.Errorf("no step says the untap is left out: %v", r.Steps)
	}
	wantRules(t, r, "601.2c", "115.1")
}
