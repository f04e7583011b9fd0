package rules

import (
	"strings"
	"testing"
)

// CR 601.2g, 106.4, 602.2b: before a cost is paid, Calciform Pools' "{1},
// {T}: Put a storage counter on this land." may be activated with mana
// made first, which stays in the pool; its mana ability can then remove
// that counter. With two Forests and no counters: one Forest pays for the
// counter and the other for removing it, so {W} can be made, and paid,
// though the most mana in all stays three (Pools' {C} and two {G}), and
// {W}{G} can't be paid. With one counter already, {W}{W}.
func TestCR601_2gStorageCounterPutFirst(t *testing.T) {
	wantMost(t, "me: Calciform Pools, 2x Forest", 3, map[string]int{"W": 1, "U": 1, "G": 2, "C": 1})
	wantMost(t, "me: Calciform Pools (1 storage), 2x Forest", 3, map[string]int{"W": 2, "U": 2, "G": 2, "C": 1})
	wantMost(t, "me: Calciform Pools, 3x Forest", 4, map[string]int{"W": 1, "G": 3, "C": 1})

	r := pay(t, "me: Calciform Pools, 2x Forest", "{W}")
	wantPayable(t, r, true)
	if !strings.Contains(r.Answer, "put a counter on it") {
		t.Errorf("answer %q", r.Answer)
	}
	wantRules(t, r, "601.2g", "106.4")
	// The way's first source is the counter put first, whose {1} is
	// spent on it, not on the cost.
	if p := r.Payments[0]; p.Sources[0].Action != "pay {1} and tap Calciform Pools to put a storage counter on it, first" || p.Spent != "{W}" || p.Mana != "{W}{G}{G}" {
		t.Errorf("payment %+v", p)
	}
	r = pay(t, "me: Calciform Pools, 2x Forest", "{W}{G}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	// Tapped, it can't be activated: only the counter it has.
	wantMost(t, "me: Calciform Pools (tapped, 1 storage), 2x Forest", 2, map[string]int{"W": 1, "G": 2})
	wantPayable(t, pay(t, "me: Calciform Pools (tapped, 1 storage), 2x Forest", "{W}{W}"), false)
}

// CR 614.1a: an effect that changes how many counters are put (Doubling
// Season) would make the counter put first worth more; that is not
// worked out.
func TestCR614_1aStorageCounterWithDoublingSeason(t *testing.T) {
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Calciform Pools, 2x Forest, Doubling Season"), false)
}

// CR 601.2f, 602.2b: the {1} of an ability activated before a spell is
// cast (Calciform Pools' storage counter, Mutavault becoming a creature)
// is that ability's cost, not part of the spell's: Helm of Awakening's
// "Spells cost {1} less" does not lower it. Calciform Pools and one Forest
// beside Helm make no {W} (the Forest pays for the counter, nothing for
// removing it), where {W} was counted; a tapped Mutavault, Gaea's Cradle
// and a Forest make one {G}, animated or not, where {G}{G} was paid. A
// refusal there says no verdict in its fields.
func TestCR601_2fAbilityPaidFirstIsNoPartOfTheSpellsCost(t *testing.T) {
	wantMost(t, "me: Calciform Pools, Forest, Helm of Awakening", 2, map[string]int{"W": 0, "U": 0, "G": 1, "C": 1})
	wantMost(t, "me: Calciform Pools, 2x Forest, Helm of Awakening", 3, map[string]int{"W": 1, "U": 1, "G": 2, "C": 1})
	r := pay(t, "me: Calciform Pools, Forest, Helm of Awakening; opp: Grizzly Bears", "{W}", "card", "Swords to Plowshares")
	if r.Understood && *r.Payable || !r.Understood && (r.Payable != nil || len(r.Payments) > 0) {
		t.Errorf("answer %q, payable %v, %d ways", r.Answer, r.Payable, len(r.Payments))
	}
	r = pay(t, "me: Mutavault (tapped), Gaea's Cradle, Forest, Helm of Awakening", "{G}{G}")
	if r.Understood && *r.Payable {
		t.Errorf("answer %q", r.Answer)
	}
	wantMost(t, "me: Mutavault (tapped), Gaea's Cradle, Forest, Helm of Awakening", 1, map[string]int{"G": 1})
	// Mana spent only on some spells, or a creature tapped for convoke,
	// pays no ability: such a board is not worked out.
	wantUnderstood(t, pay(t, "me: Calciform Pools, Forest, Cavern of Souls (named Human)", "{W}{W}", "card", "Thalia's Lieutenant"), false)
	// Without Helm, as before.
	wantPayable(t, pay(t, "me: Calciform Pools, 2x Forest; opp: Grizzly Bears", "{W}", "card", "Swords to Plowshares"), true)
}

// CR 601.2g, 106.4, 602.2b: an ability that untaps a land (Deserted
// Temple's "{1}, {T}: Untap target land.") may untap Calciform Pools
// after its counter is put, for another: four Forests put two counters
// and remove them for {W}{W}. That is not worked out, so neither "no" nor
// at most {W} is answered, where both were; Voltaic Key, which untaps
// only an artifact, changes nothing.
func TestCR602_2bStorageLandUntappedForAnotherCounter(t *testing.T) {
	wantUnderstood(t, pay(t, "me: Deserted Temple, Calciform Pools, 4x Forest", "{W}{W}"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Deserted Temple, Calciform Pools, 4x Forest"), false)
	r := pay(t, "me: Voltaic Key, Calciform Pools, 2x Forest, Sol Ring (tapped)", "{W}{C}{C}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
}

// CR 601.2g, 106.4: where a storage counter put first makes {W} that the
// mana alone can't, a "no" does not say no {W} can be made: Calciform
// Pools and two Forests make one {W}, but not {W} and {G}. Mana that can't
// be spent on the spell (Pillar of the Paruns' for Swords to Plowshares)
// pays neither it nor the ability: the "no" stands.
func TestCR601_2gStorageNoSaysTheCounterPutFirst(t *testing.T) {
	r := pay(t, "me: Calciform Pools, 2x Forest", "{W}{G}")
	wantPayable(t, r, false)
	if strings.Contains(r.Answer, "no {W}") || !strings.Contains(r.Answer, "counter") {
		t.Errorf("answer %q", r.Answer)
	}
	r = pay(t, "me: Calciform Pools, Forest, Pillar of the Paruns", "{W}", "card", "Swords to Plowshares")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
}

// A /judge mana that stops on restricted mana beside a storage land's
// counter put first does not ask for card:, which /judge mana has not.
func TestManaStorageRestrictedSaysNoCard(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Fungal Reaches, Ancient Ziggurat, Island, Swamp")
	wantUnderstood(t, r, false)
	if strings.Contains(r.Answer, "card:") || !strings.Contains(r.Answer, "may pay for the ability activated first") {
		t.Errorf("%q", r.Answer)
	}
}
