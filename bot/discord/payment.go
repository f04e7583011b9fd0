package discord

import (
	"fmt"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

// paymentHead is the first way to pay (or to make the most mana) for the
// embed's description, and how many more the Steps button shows.
func paymentHead(r *rules.Ruling) []string {
	if len(r.Payments) == 0 {
		return nil
	}
	lines := []string{"", "**" + present.PaymentsTitle(r) + "**", "• " + cut(paymentLine(r.Payments[0]), 600)}
	if n := len(r.Payments) - 1; n > 0 {
		lines = append(lines, fmt.Sprintf("… and %d more (Steps shows them all)", n))
	}
	return lines
}

// paymentSteps lists every way to pay, for the Steps button.
func paymentSteps(r *rules.Ruling) []string {
	if len(r.Payments) < 2 {
		return nil
	}
	lines := []string{"", fmt.Sprintf("**All %d ways to pay**", len(r.Payments))}
	for _, p := range r.Payments {
		lines = append(lines, "• "+paymentLine(p))
	}
	return lines
}

// paymentLine is a way to pay on one line, then the choices it takes.
func paymentLine(p rules.Payment) string {
	line := present.PaymentLine(p)
	if c := present.PaymentChoices(p); c != "" {
		line += " ← " + c
	}
	return line
}
