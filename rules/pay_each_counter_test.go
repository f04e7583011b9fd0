package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 605.3a, 602.2b: a mana ability whose whole cost is removing one
// counter (Pentad Prism's "Remove a charge counter from this: Add one
// mana of any color.") can be activated once for each counter its
// permanent has, each adding one mana of a type chosen as it resolves:
// Pentad Prism with two charge counters makes two mana in any combination
// of colors, pays {W}{U} and not {W}{U}{B}, and is not doubled by Mana
// Reflection, its cost having no {T} (106.12); each was refused as an
// ability activated again and again. An ability of the same permanent
// that removes such counters too (Rasputin Dreamweaver's) still refuses.
func TestRule605_3aRemoveOneCounterEachActivation(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Pentad Prism (2 charge)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 || r.MaxByType["W"] != 2 || r.MaxByType["G"] != 2 {
		t.Errorf("Pentad Prism with two counters: max %v, by type %v; want 2, two of each color", r.MaxMana, r.MaxByType)
	}
	r = ask(t, "judge mana", "board", "me: Pentad Prism (2 charge), Forest, Mana Reflection")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 4 {
		t.Errorf("beside a Forest and Mana Reflection: max %v, want 4", r.MaxMana)
	}
	wantPayable(t, pay(t, "me: Pentad Prism (2 charge)", "{W}{U}"), true)
	wantPayable(t, pay(t, "me: Pentad Prism (2 charge)", "{W}{U}{B}"), false)
	wantPayable(t, pay(t, "me: Pentad Prism", "{W}"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Rasputin Dreamweaver (3 dream)"), false)
}

// CR 118.3, 605.3a, 603.2: Druids' Repository's "Remove a charge counter
// from this: Add one mana of any color." is read as Pentad Prism's: its
// other ability, "Whenever a creature you control attacks, put a charge
// counter on this.", triggers only in combat, which no question has, so
// no counter is put while a cost is paid. Two counters pay {W}{U}, not
// {W}{U}{B}. Mana Cache's, whose ability any player may activate only
// during their turn, is still refused.
func TestRule118_3ChargeCountersRemovedEachPayOneMana(t *testing.T) {
	r := pay(t, "me: Druids' Repository (2 charge)", "{W}{U}")
	wantPayable(t, r, true)
	wantRules(t, r, "605.3a", "602.2b")
	wantPayable(t, pay(t, "me: Druids' Repository (2 charge)", "{W}{U}{B}"), false)
	wantMost(t, "me: Druids' Repository (3 charge), Forest", 4, map[string]int{"W": 3, "G": 4})
	wantUnderstood(t, pay(t, "me: Mana Cache (2 charge)", "{2}"), false)
}

// CR 122.1a, 613.4c, 704.5f: Workhorse (0/0, "Remove a +1/+1 counter from
// this: Add {C}.") can be activated once for each +1/+1 counter on it,
// each lowering its toughness by 1; removing the last leaves it a 0/0,
// put into its owner's graveyard the next time state-based actions are
// checked, after its mana is made, which the way's events say.
// Morselhoarder's -1/-1 counters raise its power and toughness as they
// are removed. Where that change bears on the answer it is still refused:
// a mana ability that reads power (Selvala), a trigger on its dying that
// may make mana (Pitiless Plunderer's Treasure), or damage marked on it
// that the lowered toughness reaches before its last counter is removed
// (with priority state-based actions are checked after each activation,
// CR 117.5, while a spell is cast they are not), also where an undamaged
// Workhorse is beside it. A summoning-sick Crystalline Crawler can't pay
// the {T} of "{T}: Put a +1/+1 counter on this." (CR 302.6): its two
// counters make two mana; untapped and able to, or beside an ability that
// gives haste, it is still refused.
func TestRule704_5fWorkhorseMakesManaForEachCounterThenDies(t *testing.T) {
	r := wantMost(t, "me: Workhorse (4 +1/+1)", 4, map[string]int{"C": 4})
	wantRules(t, r, "122.1a", "704.5f")
	r = pay(t, "me: Workhorse (4 +1/+1)", "{4}")
	wantPayable(t, r, true)
	if len(r.Payments) == 0 || !slices.ContainsFunc(r.Payments[0].Events, func(ev string) bool {
		return strings.Contains(ev, "Workhorse then has toughness 0 and is put into its owner's graveyard")
	}) {
		t.Errorf("ways %+v: want Workhorse put into its owner's graveyard among the events", r.Payments)
	}
	wantPayable(t, pay(t, "me: Workhorse (4 +1/+1)", "{5}"), false)
	// A 5/5 under Glorious Anthem is a 1/1 once its counters are gone:
	// no event says it dies.
	r = pay(t, "me: Workhorse (4 +1/+1), Glorious Anthem", "{4}")
	wantPayable(t, r, true)
	for _, p := range r.Payments {
		for _, ev := range p.Events {
			if strings.Contains(ev, "graveyard") {
				t.Errorf("Workhorse under Glorious Anthem: event %q", ev)
			}
		}
	}
	wantMost(t, "me: Morselhoarder (2 -1/-1)", 2, map[string]int{"W": 2, "G": 2})
	wantPayable(t, pay(t, "me: Morselhoarder (2 -1/-1)", "{W}{U}"), true)
	wantPayable(t, pay(t, "me: Morselhoarder (2 -1/-1)", "{W}{U}{B}"), false)
	wantMost(t, "me: Crystalline Crawler (2 +1/+1, sick)", 2, map[string]int{"W": 2, "G": 2})
	// Sacrificed after its counters are removed, while a cost is paid.
	wantMost(t, "me: Workhorse (4 +1/+1), Ashnod's Altar", 6, map[string]int{"C": 6})
	// With priority, state-based actions are checked after each
	// activation (CR 117.5): Gaea's Cradle counts Workhorse only if it is
	// tapped before the last counter is removed, so a way lists the
	// Workhorse's counters last.
	for _, r := range []*Ruling{
		wantMost(t, "me: Workhorse (1 +1/+1), Gaea's Cradle, Llanowar Elves", 4, map[string]int{"G": 3, "C": 1}),
		pay(t, "me: Workhorse (4 +1/+1), Gaea's Cradle, Llanowar Elves", "{5}"),
	} {
		if len(r.Payments) == 0 {
			t.Fatalf("%s: no way", r.Board)
		}
		for _, p := range r.Payments {
			if n := len(p.Sources); p.Sources[n-1].Card != "Workhorse" {
				t.Errorf("%s: way %+v lists Workhorse before another source", r.Board, p.Sources)
			}
		}
	}
	// Sacrificed to Ashnod's Altar or exiled with Food Chain, it is gone,
	// and its counters can't be removed after (CR 113.6): a way lists
	// their removal first.
	for _, r := range []*Ruling{
		pay(t, "me: Workhorse (4 +1/+1), Ashnod's Altar", "{6}"),
		wantMost(t, "me: Workhorse (4 +1/+1), Ashnod's Altar", 6, map[string]int{"C": 6}),
		ask(t, "judge pay", "board", "me: Food Chain, Workhorse (4 +1/+1)", "cost", "{11}", "card", "Grizzly Bears"),
	} {
		if len(r.Payments) == 0 {
			t.Fatalf("%s: no way", r.Board)
		}
		for _, p := range r.Payments {
			removed := slices.IndexFunc(p.Sources, func(s PaymentSource) bool { return strings.HasPrefix(s.Action, "remove X") })
			gone := slices.IndexFunc(p.Sources, func(s PaymentSource) bool {
				return strings.HasPrefix(s.Action, "sacrifice Workhorse") || strings.HasPrefix(s.Action, "exile Workhorse")
			})
			if removed < 0 || gone < 0 || gone < removed {
				t.Errorf("%s: way %+v: want Workhorse's counters removed before it is sacrificed or exiled", r.Board, p.Sources)
			}
		}
	}

	for _, c := range []struct{ board, what string }{
		{"me: Workhorse (4 +1/+1), Selvala, Heart of the Wilds", "Selvala"},
		{"me: Morselhoarder (2 -1/-1), Selvala, Heart of the Wilds", "Selvala"},
		{"me: Workhorse (4 +1/+1), Pitiless Plunderer", "Pitiless Plunderer"},
		{"me: Workhorse (4 +1/+1, 1 damage)", "damage marked"},
		{"me: Workhorse (4 +1/+1), Workhorse (4 +1/+1, 1 damage)", "damage marked"},
		{"me: Workhorse (4 +1/+1), Rishkar, Peema Renegade", "Rishkar"},
		{"me: Crystalline Crawler (2 +1/+1)", "{T}: Put a +1/+1 counter"},
		{"me: Crystalline Crawler (2 +1/+1, sick), Bloodlust Inciter", "haste"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.what) {
			t.Errorf("%s: %q, want it to name %s", c.board, r.Answer, c.what)
		}
	}
}

// CR 601.2g, 106.4, 602.2b: Gemstone Array's "{2}: Put a charge counter on
// this." is no mana ability: it is activated before a cost is paid, with
// mana made first, which stays in the pool, and its counter is then
// removed for one mana of any color. Two mana buy one counter, so it never
// makes more mana in all, and its own counters' mana never pays for it to
// gain, but it makes more of a color: with one counter and two Forests it
// pays {U}{U}, not {U}{U}{G}; with no counter and four Wastes it makes at
// most {W}{W}. Iceberg's "{3}: Put an ice counter on this." turns three
// mana into {C}. Where the engine does not work that out it still refuses:
// Doubling Season changes how many counters are put, two such abilities
// may pay for each other's counters, the mana that pays first may cost
// the life that ends the game before the spell is cast (Ancient Tomb at 2
// life beside Calciform Pools, which was answered "yes"), or the
// activations are too many.
func TestRule601_2gGemstoneArrayTurnsTwoManaIntoOne(t *testing.T) {
	wantPayable(t, pay(t, "me: Gemstone Array (1 charge)", "{U}"), true)
	wantMost(t, "me: Gemstone Array (2 charge)", 2, map[string]int{"W": 2, "U": 2, "C": 0})
	r := pay(t, "me: Gemstone Array (1 charge), 2x Forest", "{U}{U}")
	wantPayable(t, r, true)
	if !strings.Contains(r.Answer, "after first paying {2} to put a charge counter on Gemstone Array") {
		t.Errorf("answer %q", r.Answer)
	}
	if p := r.Payments[0]; p.Sources[0].Action != "pay {2} to put a charge counter on Gemstone Array, first" || p.Spent != "{U}{U}" {
		t.Errorf("payment %+v", p)
	}
	wantRules(t, r, "601.2g", "106.4")
	wantPayable(t, pay(t, "me: Gemstone Array (1 charge), 2x Forest", "{U}{U}{G}"), false)
	r = pay(t, "me: Gemstone Array, 4x Forest", "{U}{U}")
	wantPayable(t, r, true)
	if !strings.Contains(r.Answer, "after first paying {4} to put 2 charge counters on Gemstone Array") {
		t.Errorf("answer %q", r.Answer)
	}
	wantMost(t, "me: Gemstone Array, 4x Wastes", 4, map[string]int{"W": 2, "U": 2, "C": 4})
	wantMost(t, "me: Gemstone Array (1 charge), 2x Forest", 3, map[string]int{"U": 2, "G": 3})

	wantMost(t, "me: Iceberg (3 ice)", 3, map[string]int{"C": 3})
	wantPayable(t, pay(t, "me: Iceberg, 3x Forest", "{C}"), true)
	wantPayable(t, pay(t, "me: Iceberg, 2x Forest", "{C}"), false)

	for _, c := range []struct{ board, cost, what string }{
		{"me: Gemstone Array (1 charge), 4x Forest, Doubling Season", "", "Gemstone Array"},
		{"me: Gemstone Array (1 charge), Iceberg (2 ice)", "", "Iceberg's ability that puts counters first too"},
		{"me: Gemstone Array, 14x Wastes", "", "up to 7 times"},
		{"me: Iceberg, City of Brass, Forest, Forest, life 1", "{C}", "end the game"},
		{"me: Calciform Pools, Ancient Tomb, life 2", "{W}", "end the game"},
	} {
		wantRefusedSaying(t, c.board, c.cost, c.what)
	}
}

// CR 601.2g, 117.3c, 702.43a, 602.5: before a cost is paid, an ability
// that doubles a permanent's counters (Vorel of the Hull Clade, Gilder
// Bairn) may be activated and resolve, the mana that paid for it staying
// in the pool, and then Workhorse or Pentad Prism has more counters to
// remove for mana; Arcbound Ravager sacrificing itself puts its +1/+1
// counter on Workhorse (modular); an unnamed Pithing Needle may stop
// Gemstone Array's "{2}: Put a charge counter". Each stops the answer. A
// Needle naming another card, and a board with none of these, are
// answered.
func TestRule601_2gCountersAddedFirstBesideCountersRemovedForMana(t *testing.T) {
	for _, c := range []struct{ cmd, board, cost, says string }{
		{"judge mana", "me: Workhorse (3 +1/+1), Vorel of the Hull Clade, Forest, Island", "", "Vorel of the Hull Clade"},
		{"judge pay", "me: Workhorse (4 +1/+1), Gilder Bairn (tapped), Forest, Island, Swamp", "{8}", "Gilder Bairn"},
		{"judge mana", "me: Pentad Prism (2 charge), Vorel of the Hull Clade, Forest, Island", "", "Vorel of the Hull Clade"},
		{"judge pay", "me: Workhorse (2 +1/+1), Arcbound Ravager (1 +1/+1)", "{3}", "Arcbound Ravager"},
		{"judge pay", "me: Gemstone Array, Sol Ring; opp: Pithing Needle", "{G}", "Pithing Needle"},
	} {
		opts := []string{"board", c.board}
		if c.cost != "" {
			opts = append(opts, "cost", c.cost)
		}
		r := ask(t, c.cmd, opts...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: answer %q: want %s named", c.board, r.Answer, c.says)
		}
	}
	r := ask(t, "judge pay", "board", "me: Gemstone Array, Sol Ring; opp: Pithing Needle (named Sol Ring)", "cost", "{G}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	r = ask(t, "judge mana", "board", "me: Workhorse (3 +1/+1), Forest, Island")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 5)
}
