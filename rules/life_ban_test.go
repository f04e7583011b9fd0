package rules

import (
	"strings"
	"testing"
)

// CR 119.8: "if an effect says that a player can't lose life, … a cost
// that involves having that player pay life can't be paid." Platinum
// Emperion's "Your life total can't change." is such an effect (its
// ruling of 2018-12-07: "You can't pay a cost that includes the payment
// of any amount of life other than 0 life"): Mana Confluence can't be
// tapped, pay and mana don't use it, and an opponent's Emperion leaves
// its controller's Confluence alone.
func TestRule119_8PlatinumEmperionStopsLifeCosts(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Platinum Emperion, Mana Confluence, life 20", "card", "Mana Confluence")
	wantUnderstood(t, r, true)
	if r.Legal == nil || *r.Legal {
		t.Fatalf("legal %v, want false (%s)", r.Legal, r.Answer)
	}
	wantRules(t, r, "119.8")
	wantRuling(t, r, "Platinum Emperion", "2018-12-07")
	r = pay(t, "me: Platinum Emperion, Mana Confluence, Island, life 20", "{U}{U}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	r = pay(t, "me: Platinum Emperion, Mana Confluence, Island, life 20", "{U}")
	wantPayable(t, r, true)
	if len(r.Payments) != 1 || r.Payments[0].Sources[0].Card != "Island" || r.Payments[0].Life != 0 {
		t.Errorf("ways %+v, want Island's alone", r.Payments)
	}
	r = ask(t, "judge mana", "board", "me: Platinum Emperion, Mana Confluence, Forest")
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Fatalf("max mana %v, want 1 (%s)", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge tap", "board", "opp: Platinum Emperion; me: Mana Confluence, life 20", "card", "Mana Confluence")
	if r.Legal == nil || !*r.Legal {
		t.Errorf("an opponent's Emperion: legal %v, want true (%s)", r.Legal, r.Answer)
	}
}

// CR 810.9h: "If an effect says that a player can't lose life, no player
// on that player's team can lose life or pay any amount of life other
// than 0." A teammate's Platinum Emperion stops Mana Confluence; an
// opponent's does not.
func TestRule810_9hTeammatesEmperionStopsLifeCosts(t *testing.T) {
	const teams = "format: 2hg; teams: me+ally vs opp+opp2; "
	r := pay(t, teams+"ally: Platinum Emperion; me: Mana Confluence, life 20", "{U}")
	wantPayable(t, r, false)
	wantRules(t, r, "810.9h")
	r = pay(t, teams+"opp: Platinum Emperion; me: Mana Confluence, life 20", "{U}")
	wantPayable(t, r, true)
}

// CR 107.4f, 119.4b, 119.8: a player who can't pay life pays each
// Phyrexian symbol with mana. Beside Platinum Emperion one Island pays
// {U/P} and not {U/P}{U/P}, which life would otherwise pay; the answer
// gives the cost as asked.
func TestRule119_8PhyrexianSymbolsPaidWithMana(t *testing.T) {
	r := pay(t, "me: Platinum Emperion, Island, life 20", "{U/P}{U/P}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	wantRules(t, r, "107.4f", "119.8")
	if !strings.Contains(r.Answer, "{U/P}{U/P}") {
		t.Errorf("answer %q does not give the cost as asked", r.Answer)
	}
	r = pay(t, "me: Platinum Emperion, Island, life 20", "{U/P}")
	wantPayable(t, r, true)
	for _, p := range r.Payments {
		if p.Life != 0 {
			t.Errorf("a way pays %d life: %+v", p.Life, p)
		}
	}
	// Without the Emperion, life pays both.
	r = pay(t, "me: Island, life 20", "{U/P}{U/P}")
	wantPayable(t, r, true)
}

// Platinum Emperion's rulings of 2018-12-07: its ability "doesn't prevent
// damage", and "you can choose to be dealt damage, even though that
// damage won't result in your life total changing." Ancient Tomb and City
// of Brass at 1 life make their mana and leave the player in the game:
// no answer says they lose, and a step says the damage changes nothing.
func TestRulingPlatinumEmperion20181207DamageChangesNoLife(t *testing.T) {
	r := pay(t, "me: Platinum Emperion, Ancient Tomb, City of Brass, life 1", "{2}{U}")
	wantPayable(t, r, true)
	if strings.Contains(r.Answer, "lose") || strings.Contains(r.Answer, "0 life") {
		t.Errorf("answer %q says the player loses", r.Answer)
	}
	if !rulingSays(r, "is still dealt, and you lose no life") {
		t.Errorf("no step says the damage changes nothing: %+v", r.Steps)
	}
	wantRuling(t, r, "Platinum Emperion", "2018-12-07")
	r = ask(t, "judge mana", "board", "me: Platinum Emperion, Ancient Tomb, City of Brass, life 1")
	if r.MaxMana == nil || *r.MaxMana != 3 || strings.Contains(r.Answer, "lose") {
		t.Errorf("max mana %v, answer %q; want 3, no loss", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Platinum Emperion, Ancient Tomb, life 1", "card", "Ancient Tomb")
	if strings.Contains(r.Answer, "lose") {
		t.Errorf("tap answer %q says the player loses", r.Answer)
	}
	// Without it, the same tap loses the game.
	r = ask(t, "judge tap", "board", "me: Ancient Tomb, life 1", "card", "Ancient Tomb")
	if !strings.Contains(r.Answer, "lose") {
		t.Errorf("tap answer %q does not say the player loses", r.Answer)
	}
}

// Angel of Jubilation's rulings of 2012-05-01: a spell or activated
// ability whose cost pays life or sacrifices a creature "can't be cast or
// activated", for every player; a noncreature artifact may still be
// sacrificed. Mana Confluence, Ashnod's Altar, Phyrexian Tower's
// sacrifice and Blood Pet make no mana beside it; Krark-Clan Ironworks
// sacrifices a Sol Ring; where an artifact creature could be sacrificed
// too, which one is not worked out.
func TestRulingAngelOfJubilation20120501StopsLifeAndCreatureCosts(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Angel of Jubilation, Mana Confluence, Forest, life 20", 1},
		{"opp: Angel of Jubilation; me: Mana Confluence, Forest, life 20", 1},
		{"me: Angel of Jubilation, Ashnod's Altar, Llanowar Elves", 1},
		{"me: Angel of Jubilation, Phyrexian Tower, Llanowar Elves", 2},
		{"me: Angel of Jubilation, Blood Pet", 0},
		{"me: Angel of Jubilation, Krark-Clan Ironworks, Sol Ring", 6},
	} {
		r := ask(t, "judge mana", "board", c.board)
		if r.MaxMana == nil || *r.MaxMana != c.most {
			t.Errorf("%s: max mana %v, want %d (%s)", c.board, r.MaxMana, c.most, r.Answer)
			continue
		}
		if c.most < 6 {
			wantRuling(t, r, "Angel of Jubilation", "2012-05-01")
		}
	}
	r := ask(t, "judge activate", "board", "me: Angel of Jubilation, Ashnod's Altar, Llanowar Elves", "card", "Ashnod's Altar")
	if r.Legal == nil || *r.Legal {
		t.Errorf("Ashnod's Altar: legal %v, want false (%s)", r.Legal, r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Angel of Jubilation, Krark-Clan Ironworks, Ornithopter, Sol Ring")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "only those that aren't creatures") {
		t.Errorf("answer %q does not say why", r.Answer)
	}
	// Gitaxian Probe's {U/P} is paid with mana; Fling's sacrifice, which
	// pay does not read, is refused.
	r = pay(t, "me: Angel of Jubilation, Island, life 20", "{U/P}", "card", "Gitaxian Probe")
	wantPayable(t, r, true)
	if len(r.Payments) != 1 || r.Payments[0].Life != 0 {
		t.Errorf("ways %+v, want the Island's alone", r.Payments)
	}
	r = pay(t, "me: Angel of Jubilation, 2x Mountain, Grizzly Bears", "{1}{R}", "card", "Fling")
	wantUnderstood(t, r, false)
}

// CR 106.7: what a permanent could produce ignores whether its costs
// could be paid, so neither effect bears on it.
func TestRule106_7LifeBansBearOnNoCouldProduce(t *testing.T) {
	for _, board := range []string{
		"me: Platinum Emperion, Mana Confluence, life 20",
		"me: Angel of Jubilation, Mana Confluence, life 20",
	} {
		r := ask(t, "judge could-produce", "board", board, "card", "Mana Confluence")
		wantUnderstood(t, r, true)
		if len(r.ManaTypes) != 5 {
			t.Errorf("%s: types %v, want the five colors", board, r.ManaTypes)
		}
	}
}

// The upkeep, where life is gained, lost and paid as triggers resolve,
// does not read Platinum Emperion: it stops the answer.
func TestPlatinumEmperionStopsUpkeep(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Platinum Emperion, life 20; opp: Sulfuric Vortex")
	wantUnderstood(t, r, false)
}
