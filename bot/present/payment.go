package present

import (
	"fmt"
	"strings"

	"github.com/orrery-judge/orrery/rules"
)

// PaymentLine is a way to pay as a short list, first letter capital:
// "Tap Forest for {G}, tap Llanowar Elves for {G}, tap Island for {U}".
// Equal sources used alike read "tap Forest for {G} (×2)"; life paid,
// damage dealt and mana left over follow: "; pay 2 life; Ancient Tomb
// deals 2 damage to you; {C} left over" ("two mana left over" where it
// differs with a source's choice, rules.Payment.LeftWords).
func PaymentLine(p rules.Payment) string {
	var parts []string
	for _, s := range p.Sources {
		a := s.Action
		if s.Count > 1 {
			a += fmt.Sprintf(" (×%d)", s.Count)
		}
		parts = append(parts, a)
	}
	line := strings.Join(parts, ", ")
	if line == "" {
		line = "pay nothing: the cost needs no mana"
	}
	if p.Life > 0 {
		line += fmt.Sprintf("; pay %d life", p.Life)
	}
	// The actions say what the sources' costs take; damage is what
	// their effects and triggers do besides.
	for _, ev := range p.Events {
		if strings.Contains(ev, " damage") {
			line += "; " + strings.TrimSuffix(ev, ".")
		}
	}
	if left := p.LeftWords(); left != "" {
		line += "; " + left + " left over"
	}
	return strings.ToUpper(line[:1]) + line[1:]
}

// PaymentChoices are the choices a way to pay takes, joined by " / ";
// "" when it takes none.
func PaymentChoices(p rules.Payment) string {
	return strings.Join(p.Choices, " / ")
}

// PaymentsTitle heads the ways of a ruling: "How to pay", "3 ways to
// pay", or "One way to make it" for /judge mana ("One way for each
// outcome", where the state-based actions give several).
func PaymentsTitle(r *rules.Ruling) string {
	if r.Question == "mana" {
		if len(r.Payments) > 1 {
			return "One way for each outcome"
		}
		return "One way to make it"
	}
	if len(r.Payments) == 1 {
		return "How to pay"
	}
	return fmt.Sprintf("%d ways to pay", len(r.Payments))
}
