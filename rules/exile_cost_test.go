package rules

import "testing"

// CR 602.2b, 118.3, 106.6: Food Chain's "Exile a creature you control:
// Add X mana …. Spend this mana only to cast creature spells." can't be
// activated where its controller controls no creature and nothing on the
// board makes or animates one; and paying for a sorcery (Divination) its
// mana can't be spent, and exiling a vanilla creature for it changes no
// other mana. Beside a creature whose leaving may change the mana (Magus
// of the Moon), or a land that may become one (Mutavault) where no creature
// is there, the answer still stops.
func TestRule106_6FoodChainWhereItCanChangeNothing(t *testing.T) {
	r := pay(t, "me: Food Chain, Forest", "{G}")
	wantPayable(t, r, true)
	wantMostMana(t, ask(t, "judge mana", "board", "me: Food Chain, Forest"), 1)
	wantPayable(t, pay(t, "me: Food Chain, Forest, Grizzly Bears", "{2}{U}", "card", "Divination"), false)
	wantPayable(t, pay(t, "me: Food Chain, Forest, Grizzly Bears, Island", "{G}{U}", "card", "Divination"), true)
	for _, c := range []struct{ board, cost, card string }{
		{"me: Food Chain, Forest, Magus of the Moon, Tropical Island", "{G}{U}", "Divination"},
		{"me: Food Chain, Forest, Mutavault", "{G}", ""},
	} {
		var r *Ruling
		if c.card == "" {
			r = pay(t, c.board, c.cost)
		} else {
			r = pay(t, c.board, c.cost, "card", c.card)
		}
		wantUnderstood(t, r, false)
	}
}
