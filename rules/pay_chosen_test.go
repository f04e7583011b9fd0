package rules

import "testing"

// CR 607.2d: Utopia Sprawl adds mana of the color chosen as it entered.
// When the board does not record that color, {G}{U} is paid only if it
// was blue: the engine says it can't rule, and asks for the color. A cost
// every color pays ({1}{G}), or none pays ({2}{G}), is answered.
func TestRule607_2dUtopiaSprawlUnrecordedColorMattersToPay(t *testing.T) {
	r := pay(t, "me: Forest, Utopia Sprawl (on Forest)", "{G}{U}")
	wantUnderstood(t, r, false)
	r = pay(t, "me: Forest, Utopia Sprawl (on Forest, chose blue)", "{G}{U}")
	wantPayable(t, r, true)
	r = pay(t, "me: Forest, Utopia Sprawl (on Forest, chose red)", "{G}{U}")
	wantPayable(t, r, false)
	r = pay(t, "me: Forest, Utopia Sprawl (on Forest)", "{1}{G}")
	wantPayable(t, r, true)
	wantRules(t, r, "607.2d")
	r = pay(t, "me: Forest, Utopia Sprawl (on Forest)", "{2}{G}")
	wantPayable(t, r, false)
}
