package rules

import (
	"strings"
	"testing"
)

// CR 702.6a, 702.10c, 106.4: in a main phase of their turn a player may
// equip Lightning Greaves ({0}, as a sorcery) to a summoning-sick
// creature, tap it for mana while it has haste, and move Greaves on to
// the next: the mana stays until the step ends. Outside a main phase of
// their turn they can't equip, and an opponent's Greaves does nothing
// for them.
func TestRule702_6aLightningGreavesIsEquippedToEachSickCreatureInTurn(t *testing.T) {
	r := pay(t, "me: Llanowar Elves (sick), Forest, Lightning Greaves", "{G}{G}")
	wantPayable(t, r, true)
	wantRules(t, r, "702.6a", "702.10c")
	r = pay(t, "me: Llanowar Elves (sick), Llanowar Elves (sick), Lightning Greaves (on Llanowar Elves)", "{G}{G}")
	wantPayable(t, r, true)
	r = ask(t, "judge mana", "board", "me: Llanowar Elves (sick), Birds of Paradise (sick), Lightning Greaves")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("max mana %v, want 2", r.MaxMana)
	}
	r = pay(t, "me: Llanowar Elves (sick), Forest, Lightning Greaves; step: combat", "{G}{G}")
	wantPayable(t, r, false)
	r = pay(t, "me: Llanowar Elves (sick), Forest, Lightning Greaves; turn: opp; opp: Island", "{G}{G}", "player", "me")
	wantPayable(t, r, false)
	r = pay(t, "me: Llanowar Elves (sick), Forest; opp: Lightning Greaves", "{G}{G}")
	wantPayable(t, r, false)
}

// CR 701.3a, 601.2g, 702.6a: an ability that attaches an Equipment at any
// time it can be activated (Brass Squire's) can move Lightning Greaves onto
// a creature with summoning sickness before a cost is paid, even in an
// upkeep, where equip can't be activated: the answer is not "one mana".
// In a main phase, Greaves' own equip {0} is worked out already.
func TestRule701_3aAttachBeforePaying(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Brass Squire, Llanowar Elves (sick), Forest, Lightning Greaves; step: upkeep")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Brass Squire") {
		t.Errorf("answer %q", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Brass Squire, Llanowar Elves (sick), Forest, Lightning Greaves")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("main phase: max mana %v, want 2 (%s)", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Brass Squire, Forest; step: upkeep")
	wantUnderstood(t, r, true)
}

// CR 602.5, 702.6a, 702.18a: an equip ability that can't be activated
// (Null Rod, Karn, the Great Creator's opponents' artifacts, Pithing
// Needle naming Lightning Greaves) gives no creature haste; with Pithing
// Needle naming no card, the answer says it can't rule. Where Greaves,
// which gives shroud, may be moved while an ability untaps a target
// permanent (Voltaic Key, Kiora's Follower), which permanents it can
// target is not worked out.
func TestRule602_5EquipThatCantBeActivatedGivesNoHaste(t *testing.T) {
	for _, board := range []string{
		"me: Lightning Greaves, Llanowar Elves (sick), Forest, Null Rod",
		"me: Lightning Greaves, Llanowar Elves (sick), Forest; opp: Karn, the Great Creator",
		"me: Lightning Greaves, Llanowar Elves (sick), Forest, Pithing Needle (named Lightning Greaves)",
	} {
		r := pay(t, board, "{G}{G}")
		wantUnderstood(t, r, true)
		wantPayable(t, r, false)
	}
	for _, board := range []string{
		"me: Lightning Greaves, Llanowar Elves (sick), Forest, Pithing Needle",
		"me: Lightning Greaves, Palladium Myr (sick), Voltaic Key, Forest",
		"me: Kiora's Follower, Birds of Paradise, Lightning Greaves (on Birds of Paradise)",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
	}
}
