package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// swordsOfXAndY are the Swords of the card data (to July 2019): each
// "Equipped creature gets +2/+2 and has protection from X and from Y",
// a trigger on the equipped creature dealing combat damage to a player,
// and equip.
var swordsOfXAndY = []string{
	"Sword of Body and Mind", "Sword of Feast and Famine", "Sword of Fire and Ice",
	"Sword of Light and Shadow", "Sword of Sinew and Steel", "Sword of Truth and Justice",
	"Sword of War and Peace",
}

// CR 702.16a: "Protection from [quality]" — "protection from black and
// from green" is two protections; the boost applies in layer 7c
// (613.4c) to the equipped creature. Every Sword's first ability is read
// whole, and its combat-damage trigger is read as triggering on combat
// damage (CR 510.2, 603.2), which no question has.
func TestRule702_16aSwordsProtectionFromTwoColors(t *testing.T) {
	for _, name := range swordsOfXAndY {
		c, ok := catalog.Lookup(name)
		if !ok {
			t.Fatalf("%s is not in the catalog", name)
		}
		abil := Compile(c)
		st := abil[0].Static
		if !abil[0].Understood || st == nil || st.Kind != StaticGrant || st.Boost == nil || *st.Boost != [2]int{2, 2} || !st.Subject.Equipped {
			t.Errorf("%s: %q compiled to %+v", name, abil[0].Text, abil[0])
			continue
		}
		if kws := st.Granted[0].Keywords; len(kws) != 2 || !protectionKW.MatchString(kws[0]) || !protectionKW.MatchString(kws[1]) {
			t.Errorf("%s: granted %v, want two protections", name, kws)
		}
		if evs := eventsOf(abil[1]); !slices.Equal(evs, []GameEvent{EventCombat}) {
			t.Errorf("%s: %q triggers on %v, want combat damage only", name, abil[1].Text, evs)
		}
		if !strings.Contains(abil[1].Why, "which no question has") {
			t.Errorf("%s: /card says %q of its trigger, want why it bears on no question", name, abil[1].Why)
		}
	}
	kws, ok := keywordList("protection from white and from blue")
	if !ok || !slices.Equal(kws, []string{"protection from white", "protection from blue"}) {
		t.Errorf("keywordList: %v %v", kws, ok)
	}
}

// CR 510.2, 603.2: a Sword's trigger waits for its creature to deal combat
// damage to a player; no question has combat, so it bears on none of
// them, and the protection from the Sword (colorless) keeps it attached
// (702.16d). Sword of Feast and Famine's ruling (2011-06-01: "You'll
// untap all lands you control even if the player doesn't discard a
// card.") is about that trigger, which does not happen in any question.
func TestRule510_2SwordTriggersBearOnNoQuestion(t *testing.T) {
	for _, name := range swordsOfXAndY {
		board := "me: Forest, Llanowar Elves, " + name + " (on Llanowar Elves)"
		r := ask(t, "judge tap", "board", board, "card", "Llanowar Elves")
		wantUnderstood(t, r, true)
		wantMana(t, r, "{G}")
		for _, q := range [][]string{
			{"judge mana", "board", board},
			{"judge pay", "board", board, "cost", "{1}{G}"},
			{"judge upkeep", "board", board},
			{"judge lands", "board", board},
			{"judge could-produce", "board", board, "card", "Llanowar Elves"},
			{"judge activate", "board", board, "card", name},
		} {
			r := ask(t, q[0], q[1:]...)
			if !r.Understood {
				t.Errorf("%s %s: not understood: %s", q[0], board, r.Answer)
			}
		}
		r = ask(t, "judge enters", "card", "Llanowar Elves", "x", "0", "board", "me: "+name)
		wantUnderstood(t, r, true)
	}
}

// CR 704.5f, 613.4c: the Sword's +2/+2 counts in the toughness the
// state-based actions read: Llanowar Elves with two -1/-1 counters is
// 1/1 + 2/2 - 2/2 = 1/1 equipped and stays; without it, it dies.
func TestRule704_5fSwordBoostKeepsTheCreature(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves (2 -1/-1), Sword of Feast and Famine (on Llanowar Elves)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("equipped: the most mana %v, want 2", r.MaxMana)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Llanowar Elves (2 -1/-1), Sword of Feast and Famine")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("unequipped: the most mana %v, want 1", r.MaxMana)
	}
}

// CR 613.4c: mana equal to power reads the Sword's +2: Marwyn, the
// Nurturer (1/1) equipped has power 3.
func TestRule613_4cSwordBoostCountsInPower(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Marwyn, the Nurturer, Sword of Fire and Ice (on Marwyn, the Nurturer)", "card", "Marwyn, the Nurturer")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}{G}{G}")
}

// CR 702.16c, 704.5m: Sword of Feast and Famine's protection from green
// puts Rancor (green) attached to the same creature into the graveyard;
// Sword of Fire and Ice's (red, blue) does not.
func TestRule702_16cSwordProtectionPutsTheAuraAway(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves, Rancor (on Llanowar Elves), Sword of Feast and Famine (on Llanowar Elves)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	firstStepsCite(t, r, "704.5m")
	r = ask(t, "judge tap", "board", "me: Llanowar Elves, Rancor (on Llanowar Elves), Sword of Fire and Ice (on Llanowar Elves)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	if len(r.Steps) > 0 && slices.Contains(r.Steps[0].Rules, "704.3") {
		t.Errorf("protection from red and blue: no state-based action applies, got %+v", r.Steps[0])
	}
}
