package rules

import (
	"fmt"
	"testing"
)

// CR 605.1a, 106.7 and 113.1: an ability that creates a token with a mana
// ability in quotes (Spawning Bed's Eldrazi Scions' "Sacrifice this
// creature: Add {C}.") adds no mana itself: it is no mana ability, its
// permanent can't be tapped for mana by it, and it could produce no mana
// by it. The token's ability is the token's. Where it can be activated
// before a cost is paid, /judge pay and mana still refuse.
func TestRule605_1aQuotedTokenManaIsNotTheAbilitys(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Spawnsire of Ulamog, 4x Forest", "card", "Spawnsire of Ulamog")
	if !r.Understood || r.Legal == nil || *r.Legal {
		t.Errorf("tap Spawnsire of Ulamog: want it can't be tapped for mana, got %s", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Spawning Bed", "card", "Spawning Bed")
	wantLegal(t, r, true)
	if len(r.Outcomes) != 1 || r.Outcomes[0].Mana == nil || *r.Outcomes[0].Mana != "{C}" {
		t.Errorf("tap Spawning Bed: want {C}, got %s", r.Answer)
	}
	for _, c := range []struct {
		card string
		want []string
	}{
		{"Spawning Bed", []string{"C"}},
		{"Spawnsire of Ulamog", nil},
		{"Llanowar Mentor", nil},
		{"Freyalise, Llanowar's Fury", nil},
		{"Tezzeret the Schemer", nil},
		{"Liliana of the Dark Realms", nil},
	} {
		r := ask(t, "judge could-produce", "board", "me: "+c.card, "card", c.card)
		if !r.Understood || fmt.Sprint(r.ManaTypes) != fmt.Sprint(c.want) {
			t.Errorf("could-produce %s: %v (%s), want %v", c.card, r.ManaTypes, r.Answer, c.want)
		}
	}
	// A loyalty ability that adds mana itself still counts.
	r = ask(t, "judge could-produce", "board", "me: Domri, Anarch of Bolas", "card", "Domri, Anarch of Bolas")
	if fmt.Sprint(r.ManaTypes) != "[R G]" {
		t.Errorf("could-produce Domri, Anarch of Bolas: %v", r.ManaTypes)
	}
	for _, cmd := range [][]string{
		{"judge mana", "board", "me: Spawnsire of Ulamog, 4x Forest"},
		{"judge mana", "board", "me: Spawning Bed, 6x Forest"},
	} {
		if r := ask(t, cmd[0], cmd[1:]...); r.Understood {
			t.Errorf("%v: the token it may create first is not weighed, yet it answered %s", cmd, r.Answer)
		}
	}
}
