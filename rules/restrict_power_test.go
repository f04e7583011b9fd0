package rules

import (
	"strings"
	"testing"
)

// CR 602.5b and 613.4: Whisperer of the Wilds' ferocious ability, "Activate
// only if you control a creature with power 4 or greater", reads its
// controller's creatures' power after layer 7: a Craw Wurm, a Grizzly
// Bears with two +1/+1 counters or with a Bonesplitter meet it; a Grizzly
// Bears alone, or an opponent's Craw Wurm, does not, and the ability
// can't be activated, said as any ability that can't be.
func TestRule602_5bFerociousReadsPower(t *testing.T) {
	const whisperer = "Whisperer of the Wilds"
	for _, c := range []struct {
		board string
		legal bool
	}{
		{"me: " + whisperer + ", Craw Wurm", true},
		{"me: " + whisperer + ", Grizzly Bears (2 +1/+1)", true},
		{"me: " + whisperer + ", Grizzly Bears, Bonesplitter (on Grizzly Bears)", true},
		{"me: " + whisperer + ", Grizzly Bears, Glorious Anthem", false},
		{"me: " + whisperer + ", Grizzly Bears; opp: Craw Wurm", false},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", whisperer, "ability", "2")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		wantRules(t, r, "602.5b", "613.4")
		if !c.legal && !strings.Contains(r.Answer, "can't be activated now: it says \u201cActivate only if you control a creature with power 4 or greater.\u201d and you control no creature with power 4 or greater") {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: "+whisperer+", Grizzly Bears", "card", whisperer)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: "+whisperer+", Craw Wurm", "card", whisperer)
	wantMana(t, r, "{G}", "{G}{G}")
	wantMost(t, "me: "+whisperer+", Grizzly Bears, Forest", 2, map[string]int{"G": 2})
	wantMost(t, "me: "+whisperer+", Craw Wurm, Forest", 3, map[string]int{"G": 3})
	wantPayable(t, pay(t, "me: "+whisperer+", Craw Wurm, Forest", "{G}{G}{G}"), true)
	wantPayable(t, pay(t, "me: "+whisperer+", Grizzly Bears (1 +1/+1), Forest", "{G}{G}{G}"), false)
}

// CR 602.5b: Circle of Elders' formidable ability, "Activate only if
// creatures you control have total power 8 or greater", adds every power,
// a negative one as it is (its ruling of 2015-02-25): Circle of Elders (2)
// and a Craw Wurm (6) make 8; with a Grizzly Bears of power -1 beside
// them, 7.
func TestRule602_5bFormidableTotalPower(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Circle of Elders, Craw Wurm", "card", "Circle of Elders")
	wantLegal(t, r, true)
	wantMana(t, r, "{C}{C}{C}")
	r = ask(t, "judge activate", "board", "me: Circle of Elders, Craw Wurm, Grizzly Bears (1 -3/-0)", "card", "Circle of Elders")
	wantLegal(t, r, false)
	if !strings.Contains(r.Answer, "total power 7") {
		t.Errorf("answer %q", r.Answer)
	}
	wantRuling(t, r, "Circle of Elders", "2015-02-25")
	wantMost(t, "me: Circle of Elders, Craw Wurm, Forest", 4, map[string]int{"C": 3, "G": 1})
	wantMost(t, "me: Circle of Elders, Grizzly Bears, Forest", 1, map[string]int{"C": 0, "G": 1})
	// The same reading stops a formidable ability that is not a mana
	// ability, and one that reads its own power.
	wantLegal(t, ask(t, "judge activate", "board", "me: Atarka Beastbreaker, Craw Wurm", "card", "Atarka Beastbreaker"), true)
	wantLegal(t, ask(t, "judge activate", "board", "me: Atarka Beastbreaker, Grizzly Bears", "card", "Atarka Beastbreaker"), false)
	r = ask(t, "judge activate", "board", "me: Bloodshot Trainee; opp: Grizzly Bears", "card", "Bloodshot Trainee")
	wantLegal(t, r, false)
	if !strings.Contains(r.Answer, "\u201cActivate only if Bloodshot Trainee's power is 4 or greater.\u201d and Bloodshot Trainee's power is 2") {
		t.Errorf("answer %q", r.Answer)
	}
	wantLegal(t, ask(t, "judge activate", "board", "me: Bloodshot Trainee (2 +1/+1); opp: Grizzly Bears", "card", "Bloodshot Trainee"), true)
}

// CR 613.4: a power the engine does not compute, or text on the board
// that could change one, stops a question that reads the restriction.
func TestRule613_4PowerRestrictionUnread(t *testing.T) {
	for _, board := range []string{
		"me: Whisperer of the Wilds, [Star Beast: Creature — Beast */3]",
		"me: Whisperer of the Wilds, Grizzly Bears, [Big Anthem: Enchantment — Creatures you control get +1/+1 for each artifact you control.]",
	} {
		r := ask(t, "judge activate", "board", board, "card", "Whisperer of the Wilds", "ability", "2")
		wantUnderstood(t, r, false)
	}
	r := ask(t, "judge mana", "board", "me: Circle of Elders, [Star Beast: Creature — Beast */3]")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Star Beast's power is *") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 601.2g and 613.4: an ability that can raise a power, activated before
// a cost is paid, may let Whisperer of the Wilds' ferocious ability be
// activated: where the answer would otherwise be "no", pay stops on it.
func TestRule601_2gPowerRaisedBeforePaying(t *testing.T) {
	const pumper = "[Pumper: Artifact — {1}: Target creature gets +2/+0 until end of turn.]"
	r := pay(t, "me: Whisperer of the Wilds, Grizzly Bears, Forest, "+pumper, "{G}{G}{G}")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Pumper") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 602.5b and 601.2g: an ability that can't be activated now changes
// nothing before mana is made. Shaman of Forgotten Ways' formidable
// ability beside a Forest (total power 2) can't be, and the most mana is
// answered; beside a Craw Wurm (8) it can, and the engine does not weigh
// what it may do first to the mana that counts permanents (Gaea's
// Cradle). The Shaman's own two mana in any combination of colors count
// nothing, so beside the Wurm alone the most mana is answered.
func TestRule602_5bUnactivatableAbilityChangesNothingFirst(t *testing.T) {
	wantMost(t, "me: Shaman of Forgotten Ways, Forest", 3, map[string]int{"G": 3, "W": 2})
	wantMost(t, "me: Shaman of Forgotten Ways, Forest, Craw Wurm", 3, map[string]int{"G": 3, "W": 2})
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Shaman of Forgotten Ways, Forest, Craw Wurm, Gaea's Cradle"), false)
}
