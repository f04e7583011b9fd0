package rules

import (
	"strings"
	"testing"
)

// CR 611.2a, 613.1d: an activated ability that made a land or an artifact
// a creature in an earlier turn may still have it be one: with no end
// (Tezzeret, Agent of Bolas' −1, Nissa, Worldwaker's +1), until its
// controller's next turn on another player's turn (Nissa, Vital Force,
// Karn, the Great Creator), until their next upkeep (Xenic Poltergeist).
// Beside what stops creatures' abilities (Cursed Totem, Linvala, Keeper
// of Silence, Damping Matrix), the board does not say whether it did, and
// the answer stops. Linvala's ruling of 2017-03-14. What lasts until end
// of turn, the board records no ability activated this turn; a "becomes"
// that makes no creature (a Licid's Aura) and what reads no creature's
// abilities (Lightning Greaves' equipped creature) leave the answer.
func TestRule611_2aCreatureMadeInAnEarlierTurn(t *testing.T) {
	for _, q := range []struct{ board, card string }{
		{"me: Forest, Nissa, Vital Force; opp: Cursed Totem; turn: opp; step: main1", "Forest"},
		{"me: Forest, Nissa, Vital Force; opp: Linvala, Keeper of Silence; turn: opp; step: main1", "Forest"},
		{"me: Polluted Delta, Nissa, Vital Force, life 20; opp: Damping Matrix; turn: opp; step: main1", "Polluted Delta"},
		{"me: Sol Ring, Karn, the Great Creator; opp: Cursed Totem; turn: opp; step: main1", "Sol Ring"},
		{"me: Forest, Nissa, Worldwaker; opp: Cursed Totem; turn: me; step: main1", "Forest"},
		{"me: Sol Ring; opp: Tezzeret, Agent of Bolas, Linvala, Keeper of Silence; turn: me; step: main1", "Sol Ring"},
		{"me: Sol Ring, Xenic Poltergeist; opp: Cursed Totem; turn: opp", "Sol Ring"},
	} {
		r := ask(t, "judge activate", "board", q.board, "card", q.card)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "becomes") {
			t.Errorf("%s: %s", q.board, r.Answer)
		}
	}
	for _, q := range []struct{ board, card string }{
		// Its controller's next turn has begun: the effect has ended.
		{"me: Sol Ring, Karn, the Great Creator; opp: Cursed Totem; turn: me; step: main1", "Sol Ring"},
		{"me: Forest, Nissa, Vital Force; opp: Cursed Totem; turn: me; step: main1", "Forest"},
		// Nothing reads a creature's abilities.
		{"me: Forest, Nissa, Worldwaker; turn: me", "Forest"},
		{"me: Swamp, Calming Licid; opp: Cursed Totem", "Swamp"},
		// No artifact is there for Tezzeret to have made a creature.
		{"me: Forest, Tezzeret, Agent of Bolas; opp: Linvala, Keeper of Silence; turn: opp", "Forest"},
	} {
		r := ask(t, "judge activate", "board", q.board, "card", q.card)
		wantUnderstood(t, r, true)
	}
	r := ask(t, "judge tap", "board", "me: Forest, Nissa, Worldwaker, Island", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
}

// CR 611.2a, 120.1, 704.5f, 704.5g: a land or an artifact an earlier
// turn's animation may still make a creature may die as one: a Forest
// with damage marked was a creature this turn, and Nissa, Vital Force's
// 5/5 has lethal damage; beside Elesh Norn's -2/-2 and more it may have 0
// toughness; Tezzeret's 5/5 Sol Ring with 5 damage, Karn's 1/1 with 1.
// The board does not say whether the ability was used: the answer stops.
// With nothing that could kill it, it stands.
func TestRule704_5gLastingAnimationMayDie(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Forest (5 damage), Island, Nissa, Vital Force; turn: opp", "Forest"},
		{"me: Forest, Nissa, Vital Force; opp: Elesh Norn, Grand Cenobite; turn: opp", "Forest"},
		{"me: Sol Ring (5 damage), Forest, Tezzeret, Agent of Bolas", "Sol Ring"},
		{"me: Sol Ring (1 damage), Karn, the Great Creator; turn: opp", "Sol Ring"},
	} {
		wantUnderstood(t, ask(t, "judge tap", "board", c.board, "card", c.card), false)
	}
	r := ask(t, "judge tap", "board", "me: Forest, Nissa, Vital Force; turn: opp", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
}
