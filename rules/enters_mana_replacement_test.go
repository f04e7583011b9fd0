package rules

import "testing"

// CR 106.12b, 614.1a, 202.3e: a replacement effect on the mana a
// permanent tapped for mana produces (Damping Sphere, Mana Reflection,
// Contamination, Pulse of Llanowar, Nyxbloom Ancient) applies once its
// permanent is on the battlefield and something is tapped for mana;
// none is as its own spell is cast and enters, so it changes no X,
// counter or mana value there: Nyxbloom Ancient enters with mana value 7.
func TestRule614_1aManaReplacementOfTheCardEnteringBearsOnNothing(t *testing.T) {
	for _, c := range []struct {
		card string
		mv   int
	}{
		{"Damping Sphere", 2},
		{"Mana Reflection", 6},
		{"Contamination", 3},
		{"Pulse of Llanowar", 4},
		{"Nyxbloom Ancient", 7},
	} {
		r := ask(t, "judge enters", "card", c.card)
		wantUnderstood(t, r, true)
		if r.ManaValue == nil || *r.ManaValue != c.mv {
			t.Errorf("%s: mana value %v, want %d", c.card, r.ManaValue, c.mv)
		}
	}
}

// CR 601.2f, 601.2h, 603.2: Unbound Flourishing triggers once a spell with
// {X} has been cast, its total cost paid with the X chosen, so Chalice of
// the Void with X = 1 costs {2} beside it; the answer cites its ruling
// that no more mana is paid. An opponent's adds nothing.
func TestRule601_2fUnboundFlourishingCostsNoMoreMana(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Unbound Flourishing, 2x Island", "cost", "{X}{X}", "card", "Chalice of the Void", "x", "1")
	wantUnderstood(t, r, true)
	if r.Payable == nil || !*r.Payable {
		t.Fatalf("Chalice of the Void with X = 1 beside Unbound Flourishing and two Islands: %s", r.Answer)
	}
	wantRuling(t, r, "Unbound Flourishing", "2019-06-14")
	wantRules(t, r, "601.2f", "603.2")
	r = ask(t, "judge pay", "board", "me: Unbound Flourishing, 3x Island", "cost", "{X}{X}", "card", "Chalice of the Void", "x", "2")
	if r.Payable == nil || *r.Payable {
		t.Errorf("Chalice of the Void with X = 2 and three Islands: %s", r.Answer)
	}
	r = ask(t, "judge pay", "board", "opp: Unbound Flourishing; me: 2x Island", "cost", "{X}{X}", "card", "Chalice of the Void", "x", "1")
	for _, cr := range r.Rulings {
		if cr.Card == "Unbound Flourishing" {
			t.Errorf("an opponent's Unbound Flourishing is cited: %+v", cr)
		}
	}
}
