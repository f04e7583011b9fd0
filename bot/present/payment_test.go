package present_test

import (
	"testing"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

func TestPaymentLine(t *testing.T) {
	p := rules.Payment{
		Sources: []rules.PaymentSource{
			{Card: "Forest", Count: 1, Action: "tap Forest for {G}"},
			{Card: "Llanowar Elves", Count: 2, Action: "tap Llanowar Elves for {G}"},
			{Card: "Sol Ring", Count: 1, Action: "tap Sol Ring for {C}{C}"},
		},
		Life: 2,
		Left: "{C}",
	}
	want := "Tap Forest for {G}, tap Llanowar Elves for {G} (×2), tap Sol Ring for {C}{C}; pay 2 life; {C} left over"
	if got := present.PaymentLine(p); got != want {
		t.Errorf("PaymentLine = %q, want %q", got, want)
	}
	// Damage the sources deal is said; what their costs take is in the
	// actions already.
	tomb := rules.Payment{
		Sources: []rules.PaymentSource{{Card: "Ancient Tomb", Count: 1, Action: "tap Ancient Tomb for {C}{C}"}},
		Events:  []string{"Ancient Tomb deals 2 damage to you.", "you sacrifice Lotus Petal"},
	}
	if got, want := present.PaymentLine(tomb), "Tap Ancient Tomb for {C}{C}; Ancient Tomb deals 2 damage to you"; got != want {
		t.Errorf("PaymentLine = %q, want %q", got, want)
	}
	if got := present.PaymentLine(rules.Payment{}); got != "Pay nothing: the cost needs no mana" {
		t.Errorf("no sources: %q", got)
	}
}

func TestVerdictOfPayable(t *testing.T) {
	yes, no := true, false
	if v := present.VerdictOf(&rules.Ruling{Understood: true, Payable: &yes}); v != present.VerdictYes {
		t.Errorf("payable: %s", v)
	}
	if v := present.VerdictOf(&rules.Ruling{Understood: true, Payable: &no}); v != present.VerdictNo {
		t.Errorf("not payable: %s", v)
	}
}
