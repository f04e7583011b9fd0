package rules

import (
	"strings"
	"testing"
)

// wantRefusedSaying asks board (cost "" for /judge mana) and wants "I
// can't rule on this", naming what.
func wantRefusedSaying(t *testing.T, board, cost, what string) {
	t.Helper()
	var r *Ruling
	if cost == "" {
		r = ask(t, "judge mana", "board", board)
	} else {
		r = pay(t, board, cost)
	}
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, what) || !strings.Contains(r.Answer, "601.2g") {
		t.Errorf("%s %s: %q", board, cost, r.Answer)
	}
}

// CR 601.2g, 608.2h, 605.4a: Mana Reflection, Heartbeat of Spring, Mana
// Flare and Zendikar Resurgent add to what a permanent makes as it is
// tapped. The {1} that makes a tapped Mutavault a creature is paid before
// it is one, when Gaea's Cradle counts no creature: nothing pays it, and
// {G} can't be paid; the board with Mutavault a creature (the Cradle's
// {G}{G}, less the {1}) pays it, so the engine refuses rather than say
// yes. Where that board pays no more than the board as it is, the answer
// stands.
func TestRule608_2hDoubledManaPaysTheAnimationBefore(t *testing.T) {
	for _, extra := range []string{"Mana Reflection", "Heartbeat of Spring", "Mana Flare", "Zendikar Resurgent"} {
		wantRefusedSaying(t, "me: Gaea's Cradle, Mutavault (tapped), "+extra, "{G}", extra)
	}
	wantRefusedSaying(t, "me: Gaea's Cradle, Mishra's Factory (tapped), Mana Reflection", "", "Mana Reflection")
	wantRefusedSaying(t, "me: Mishra's Factory, Dread Statuary, Gaea's Cradle, Mana Reflection", "", "Mana Reflection")
	wantRefusedSaying(t, "me: Elvish Archdruid (tapped), Tolarian Academy, Mishra's Factory (tapped), Heartbeat of Spring", "{U}", "Heartbeat of Spring")
	wantRefusedSaying(t, "me: Tolarian Academy, Elvish Archdruid, Dread Statuary, Heartbeat of Spring", "{U}", "Heartbeat of Spring")
	// Vernal Bloom beside no Forest of the player's adds nothing: the
	// Archdruid counting Mutavault, which pays for itself, is answered.
	wantMost(t, "me: Mutavault, Elvish Archdruid; opp: Shivan Reef, Vernal Bloom", 2, map[string]int{"G": 2, "C": 1})
	// No board pays {G}{G}{G} with the Cradle counting one creature.
	wantPayable(t, pay(t, "me: Gaea's Cradle, Mutavault (tapped), Mana Reflection", "{G}{G}{G}"), false)
}

// CR 601.2g, 613.1f: Cryptolith Rite gives a land made a creature
// "{T}: Add one mana of any color.", but a Mishra's Factory tapped for its
// own {C} to pay for itself is tapped then, and Tolarian Academy counts
// it as an artifact only after: {G} can't be paid beside them. The
// engine refuses where the board with the land a creature pays or makes
// more than the board as it is.
func TestRule613_1fGrantedManaAfterTheAnimationIsPaid(t *testing.T) {
	for _, c := range [][2]string{
		{"me: Mishra's Factory, Tolarian Academy, Cryptolith Rite", "{G}"},
		{"me: Mishra's Factory, Mishra's Factory, Tolarian Academy, Cryptolith Rite", "{G}{G}"},
		{"me: Elvish Archdruid, Mishra's Factory, Tolarian Academy, Cryptolith Rite", "{W}{W}"},
		{"me: Tolarian Academy, Dread Statuary, Mishra's Factory, Cryptolith Rite", "{C}{G}"},
		{"me: Gaea's Cradle, Mutavault, Cryptolith Rite", "{U}"},
		{"me: Gaea's Cradle, Mutavault, Cryptolith Rite", ""},
		{"me: Mishra's Factory, Llanowar Elves, Tolarian Academy, Elvish Archdruid, Cryptolith Rite", ""},
	} {
		wantRefusedSaying(t, c[0], c[1], "Add one mana of any color.")
	}
	// What the board as it is pays stands.
	wantPayable(t, pay(t, "me: Mishra's Factory, Tolarian Academy, Cryptolith Rite", "{C}"), true)
}

// CR 613.1f, 611.2c, 602.2: Humility takes the mana ability of a land made
// a creature, but Mutavault can be tapped for {C} as a land first to pay
// for its own ability, which makes it a creature all the same: Gaea's
// Cradle then makes {G}. The board with Mutavault a creature, whose {C} is
// gone, can't tell that: the engine refuses rather than say no.
func TestRule613_1fHumilityAfterTheLandPaysForItself(t *testing.T) {
	wantRefusedSaying(t, "me: Gaea's Cradle, Mutavault, Humility", "{G}", "no longer has its mana ability")
	wantRefusedSaying(t, "me: Gaea's Cradle, Mishra's Factory, Llanowar Elves (tapped), Humility", "{G}{G}", "no longer has its mana ability")
	wantRefusedSaying(t, "me: Tolarian Academy, Mishra's Factory, Priest of Titania, Humility", "{U}", "no longer has its mana ability")
	// Nothing counts creatures: Mutavault is left a land.
	wantMost(t, "me: Forest, Mutavault, Humility", 2, map[string]int{"G": 1, "C": 1})
}

// CR 601.2g, 605.4a: Leyline of Abundance adds {G} as Mutavault, made a
// creature with the Island's {U}, is tapped for {C}: {C}{G} can be paid.
// The engine weighs that only where it would pay no more than the board
// as it is; here it would, so it refuses rather than say no. With three
// lands that can become creatures, or Sol Ring's {C}{C}, the same.
func TestRule605_4aCreatureTappedTriggerAfterTheAnimation(t *testing.T) {
	wantRefusedSaying(t, "me: Island, Mutavault, Leyline of Abundance", "{C}{G}", "Leyline of Abundance")
	wantRefusedSaying(t, "me: Sol Ring, Mutavault, Leyline of Abundance", "{C}{G}", "Leyline of Abundance")
	wantRefusedSaying(t, "me: Island, Mutavault, Leyline of Abundance", "", "Leyline of Abundance")
	wantRefusedSaying(t, "me: Mishra's Factory (sick), Elvish Archdruid, Mishra's Factory, Mishra's Factory, Leyline of Abundance", "{G}{G}{G}", "Leyline of Abundance")
	// An opponent's Leyline watches only that opponent's creatures; a
	// summoning-sick Mutavault already a creature (Living Plane) makes
	// nothing, its ability or not.
	wantMost(t, "me: Mutavault, Island; opp: Leyline of Abundance", 2, map[string]int{"U": 1, "C": 1})
	wantMost(t, "me: Mutavault (sick), Living Plane, Leyline of Abundance", 0, map[string]int{})
	// A tapped Mutavault beside nothing else can't be paid for: the
	// board as it is answers.
	wantPayable(t, pay(t, "me: Mutavault (tapped), Leyline of Abundance", "{C}"), false)
}
