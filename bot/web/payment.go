package web

import (
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

// paymentsView is the ways to pay of a ruling: the first shown, the
// others behind "show all".
type paymentsView struct {
	Title string
	First paymentView
	More  []paymentView
}

// paymentView is one way to pay: the short list of what to do, and the
// choices it takes ("" for none).
type paymentView struct {
	Line    string
	Choices string
}

// newPaymentsView is nil for a ruling with no ways to pay.
func newPaymentsView(r *rules.Ruling) *paymentsView {
	if len(r.Payments) == 0 {
		return nil
	}
	v := &paymentsView{Title: present.PaymentsTitle(r)}
	for i, p := range r.Payments {
		pv := paymentView{Line: present.PaymentLine(p), Choices: present.PaymentChoices(p)}
		if i == 0 {
			v.First = pv
		} else {
			v.More = append(v.More, pv)
		}
	}
	return v
}
