package rules

import (
	"strings"
	"testing"
)

// CR 119.4: a player pays life only from a life total at least the
// payment. A player Platinum Angel keeps in the game at -1 life pays no
// life: not for a Phyrexian symbol, not for Mana Confluence, not for an
// activated ability's cost, not as a shock land enters; and the answers
// give the total as -1, not as 0 or as unknown.
func TestRule119_4LifeBelowZeroPaysNoLife(t *testing.T) {
	r := pay(t, "me: life -1, Platinum Angel", "{G/P}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "more than the -1 there is") {
		t.Errorf("answer %q does not give the life total", r.Answer)
	}
	r = pay(t, "me: life -1, Platinum Angel, Forest", "{G/P}{G/P}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "at -1 life") {
		t.Errorf("answer %q does not give the life total", r.Answer)
	}
	r = pay(t, "me: life -1, Platinum Angel, Forest, Forest", "{G/P}{G/P}")
	wantPayable(t, r, true)
	if len(r.Payments) != 1 || r.Payments[0].Life != 0 {
		t.Errorf("payments %+v, want one paying no life", r.Payments)
	}
	r = pay(t, "me: life -1, Platinum Angel, Mana Confluence", "{1}")
	wantPayable(t, r, false)
	r = ask(t, "judge mana", "board", "me: life -1, Platinum Angel, Mana Confluence")
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Fatalf("max mana %v, want 0 (%s)", r.MaxMana, r.Answer)
	}
	// Opp at -1 beside Abyssal Persecutor's controller.
	r = pay(t, "me: Abyssal Persecutor; opp: life -1, Mana Confluence, Forest", "{1}{G}", "player", "opp")
	wantPayable(t, r, false)
	r = ask(t, "judge activate", "board", "me: life -1, Platinum Angel, [Life Rock: Artifact — Pay 1 life: Add {C}.]", "card", "Life Rock")
	if !strings.Contains(r.Answer, "the cost pays 1 life and you have -1") {
		t.Errorf("activate: %q", r.Answer)
	}
	r = ask(t, "judge enters", "board", "me: life -1, Platinum Angel", "card", "Hallowed Fountain")
	if r.EntersTapped == nil || !*r.EntersTapped {
		t.Errorf("Hallowed Fountain at -1 life: enters tapped %v, want true (%s)", r.EntersTapped, r.Answer)
	}
	// Damage from a pain land is no life paid (120.3a): it lowers a total
	// below 0 further, and the answer says what to.
	r = pay(t, "me: life -1, Platinum Angel, Adarkar Wastes", "{W}")
	wantPayable(t, r, true)
	if !strings.Contains(r.Answer, "leaves you at -2 life") {
		t.Errorf("Adarkar Wastes at -1 life: %s, want it to leave -2", r.Answer)
	}
	// A life total the board does not give is still taken to be enough.
	r = pay(t, "me: Mana Confluence", "{R}")
	wantPayable(t, r, true)
}

// CR 119.4: a reason names the life total as what limits the mana only
// where more life would make more of it. Horizon Canopy and a Forest at
// 15 life make two mana, however much life there is.
func TestRule119_4LifeNamedOnlyWhereItLimits(t *testing.T) {
	r := pay(t, "me: Horizon Canopy, Forest, life 15", "{2}{G}")
	wantPayable(t, r, false)
	if strings.Contains(r.Answer, "life") {
		t.Errorf("answer %q names the life total, which limits nothing", r.Answer)
	}
	r = pay(t, "me: Mana Confluence, Mana Confluence, life 1", "{2}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "your 1 life limits") {
		t.Errorf("answer %q does not name the life total that limits the mana", r.Answer)
	}
}
