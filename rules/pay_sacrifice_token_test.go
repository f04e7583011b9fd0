package rules

import (
	"strings"
	"testing"
)

// CR 111.10a: a Treasure token has "{T}, Sacrifice this token: Add one
// mana of any color." Written inline with that text, two Treasures and a
// Forest pay {1}{R}{B}, each Treasure sacrificed for one color.
func TestRule111_10aTreasureTokenText(t *testing.T) {
	const treasure = "[Treasure: Artifact — Treasure — {T}, Sacrifice this token: Add one mana of any color.]"
	r, err := askOpts("judge pay", map[string]string{"board": "me: 2x " + treasure + ", Forest", "cost": "{1}{R}{B}"})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Understood || r.Payable == nil || !*r.Payable {
		t.Fatalf("two Treasures and a Forest pay {1}{R}{B}: understood %v, payable %v: %s", r.Understood, r.Payable, r.Answer)
	}
	if !strings.Contains(r.Answer, "sacrifice Treasure for {B}") || !strings.Contains(r.Answer, "sacrifice Treasure for {R}") {
		t.Errorf("headline: %s", r.Answer)
	}
	r, err = askOpts("judge pay", map[string]string{"board": "me: 2x " + treasure + ", Forest", "cost": "{R}{B}{U}{1}"})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Understood || r.Payable == nil || *r.Payable {
		t.Fatalf("two Treasures and a Forest don't pay {1}{R}{B}{U}: understood %v, payable %v: %s", r.Understood, r.Payable, r.Answer)
	}
}
