package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 608.2c, 120.3a, 704.5a: Tomb of Urami's "This deals 1 damage to you if
// you don't control an Ogre." is read as the ability resolves: with no Ogre
// (an opponent's doesn't count) the damage leaves a player at 1 life at 0,
// and they lose the game the next time state-based actions are checked, for
// tap, pay and mana alike; with an Ogre, a changeling among them, it deals
// none.
func TestRule608_2cTombOfUramiDamageUnlessOgre(t *testing.T) {
	for _, c := range []struct {
		board string
		loses bool
		event string
	}{
		{"me: Tomb of Urami, life 1", true, "Tomb of Urami deals 1 damage to you: you control no Ogre"},
		{"me: Tomb of Urami, life 1; opp: Ogre Taskmaster", true, "Tomb of Urami deals 1 damage to you: you control no Ogre"},
		{"me: Tomb of Urami, Ogre Taskmaster, life 1", false, "Tomb of Urami deals no damage: you control an Ogre"},
		{"me: Tomb of Urami, Changeling Outcast, life 1", false, "Tomb of Urami deals no damage: you control an Ogre"},
		{"me: Tomb of Urami, life 2", false, "Tomb of Urami deals 1 damage to you: you control no Ogre"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "Tomb of Urami")
		wantLegal(t, r, true)
		if got := slices.Contains(r.Rules, "704.5a"); got != c.loses {
			t.Errorf("%s: cites 704.5a %v, want %v: %q", c.board, got, c.loses, r.Answer)
		}
		if c.loses && !strings.Contains(r.Answer, "that leaves you at 0 life, and you lose the game") {
			t.Errorf("%s: answer %q", c.board, r.Answer)
		}
		if len(r.Outcomes) != 1 || !slices.Contains(r.Outcomes[0].Events, c.event) {
			t.Errorf("%s: outcomes %+v, want the event %q", c.board, r.Outcomes, c.event)
		}
		p := ask(t, "judge pay", "board", c.board, "cost", "{B}")
		if p.Payable == nil || !*p.Payable {
			t.Fatalf("%s: {B} not payable: %s", c.board, p.Answer)
		}
		if got := strings.Contains(p.Answer, "you lose the game"); got != c.loses {
			t.Errorf("%s: pay says the loss %v, want %v: %q", c.board, got, c.loses, p.Answer)
		}
		m := ask(t, "judge mana", "board", c.board)
		if got := strings.Contains(m.Answer, "lose the game"); got != c.loses {
			t.Errorf("%s: mana says the loss %v, want %v: %q", c.board, got, c.loses, m.Answer)
		}
	}
}

// CR 119.3, 704.5a, 104.4a: Cryptolith Fragment's "Each player loses 1
// life." makes its controller lose life as it resolves, so at 1 life they
// lose the game; where it may leave another player whose life total the
// board gives at 0 life too (perhaps a draw), or in Two-Headed Giant, the
// answer is "I can't rule on this", and pay and mana, which don't count
// life lost, refuse where a life total is given.
func TestRule119_3EachPlayerLosesLifeRider(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Cryptolith Fragment, life 1", "card", "Cryptolith Fragment")
	wantLegal(t, r, true)
	wantRules(t, r, "119.3", "704.5a")
	r = ask(t, "judge activate", "board", "me: Cryptolith Fragment, life 1", "card", "Cryptolith Fragment")
	wantRules(t, r, "119.3", "704.5a")
	r = ask(t, "judge tap", "board", "me: Cryptolith Fragment, life 3; opp: life 5", "card", "Cryptolith Fragment")
	wantLegal(t, r, true)
	if slices.Contains(r.Rules, "704.5a") {
		t.Errorf("no one reaches 0 life: %q %v", r.Answer, r.Rules)
	}
	for _, board := range []string{
		"me: Cryptolith Fragment, life 1; opp: life 1",
		"me: Cryptolith Fragment, life 5; opp: life 1",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Cryptolith Fragment, life 3",
	} {
		r = ask(t, "judge tap", "board", board, "card", "Cryptolith Fragment")
		if r.Understood {
			t.Errorf("%s: want it refused, got %q", board, r.Answer)
		}
	}
	if r = ask(t, "judge pay", "board", "me: Cryptolith Fragment, life 1", "cost", "{W}"); r.Understood {
		t.Errorf("pay at 1 life: want it refused, got %q", r.Answer)
	}
	if r = ask(t, "judge mana", "board", "me: Cryptolith Fragment, Forest, life 4"); r.Understood {
		t.Errorf("mana with a life total: want it refused, got %q", r.Answer)
	}
	if r = ask(t, "judge pay", "board", "me: Cryptolith Fragment", "cost", "{W}"); r.Payable == nil || !*r.Payable {
		t.Errorf("pay without a life total: %q", r.Answer)
	}
}

// CR 605.1b, 603.3, 106.12a: Zhur-Taa Druid's "Whenever you tap Zhur-Taa
// Druid for mana, it deals 1 damage to each opponent." adds no mana, so it
// is no mana ability: it triggers as the Druid is tapped for mana and waits
// for the stack, changing no mana. Tapping the Druid said nothing of it;
// the outcomes now say it triggers.
func TestRule603_3ZhurTaaDruidTriggerIsSaid(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Zhur-Taa Druid; opp: life 1", "card", "Zhur-Taa Druid")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	if !rulingSays(r, "triggers because it was tapped for mana; it goes on the stack, and its damage to each opponent is dealt when it resolves") {
		t.Errorf("the outcomes do not say Zhur-Taa Druid's ability triggers: %+v", r.Outcomes)
	}
	r = ask(t, "judge tap", "board", "me: Llanowar Elves", "card", "Llanowar Elves")
	if rulingSays(r, "triggers because it was tapped for mana") {
		t.Errorf("Llanowar Elves has no such trigger: %+v", r.Outcomes)
	}
}

// CR 120.3a, 704.5a, 119.7: Zhur-Taa Druid's damage to each opponent, once
// its trigger resolves, leaves an opponent at as much life or less at 0,
// and they lose the game the next time state-based actions are checked;
// the event says so, and says it of no opponent with more life, of one
// whose life total can't change (Platinum Emperion), or of one an effect
// keeps in the game (Platinum Angel). In Two-Headed Giant the opposing
// team loses it once for each of its players (810.9a).
func TestRule704_5aZhurTaaDruidDamageLeavesOpponentAtZero(t *testing.T) {
	for _, c := range []struct{ board, want, not string }{
		{"me: Zhur-Taa Druid; opp: life 1", "Opp, at 1 life, goes to 0 life if it is dealt, and then loses the game", ""},
		{"me: Zhur-Taa Druid; opp: life 1; opp2: life 3", "Opp, at 1 life, goes to 0 life", "Opp 2"},
		{"me: Zhur-Taa Druid; opp: life 2", "", "loses the game"},
		{"me: Zhur-Taa Druid, life 1; opp: life 5", "", "loses the game"},
		{"me: Zhur-Taa Druid; opp: life 1, Platinum Emperion", "Opp's life total can't change, by Platinum Emperion", "loses the game"},
		{"me: Zhur-Taa Druid; opp: life 1, Platinum Angel", "doesn't lose the game, by Platinum Angel", "then loses the game"},
		// Two-Headed Giant: each of the two opponents is dealt 1, off
		// their team's one total (810.9a).
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Zhur-Taa Druid; opp: life 2", "Opp's team, at 2 life, goes to 0 life if it is dealt, and then loses the game", ""},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Zhur-Taa Druid; opp: life 3", "", "loses the game"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "Zhur-Taa Druid")
		wantUnderstood(t, r, true)
		wantMana(t, r, "{G}")
		if c.want != "" && !rulingSays(r, c.want) {
			t.Errorf("%s: the events do not say %q: %+v", c.board, c.want, r.Outcomes)
		}
		if c.not != "" && rulingSays(r, c.not) {
			t.Errorf("%s: the events say %q: %+v", c.board, c.not, r.Outcomes)
		}
	}
	r := ask(t, "judge tap", "board", "me: Zhur-Taa Druid; opp: life 1", "card", "Zhur-Taa Druid")
	if !stepSays(r, "Zhur-Taa Druid's ability", "Opp, at 1 life, goes to 0 life") {
		t.Errorf("no step says what the damage leaves of Opp: %v", r.Steps)
	}
	wantRules(t, r, "603.3", "605.1b", "704.5a")
}
