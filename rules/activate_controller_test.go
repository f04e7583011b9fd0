package rules

import (
	"fmt"
	"strings"
	"testing"
)

// CR 602.2: only an object's controller can activate its abilities,
// unless it says otherwise. Asked of an opponent's Pili-Pala, the answer
// is whether that opponent can, and says you can't, the headline naming
// them ("can be activated by Opp now"); a card whose ability
// any player may activate is not said to be its controller's alone.
func TestRule602_2OnlyTheControllerActivates(t *testing.T) {
	r := ask(t, "judge activate", "board", "opp: Pili-Pala (tapped)", "card", "opp's Pili-Pala")
	wantLegal(t, r, true)
	wantRules(t, r, "602.2")
	if !strings.Contains(fmt.Sprint(r.Steps), "you can't") {
		t.Errorf("opp's Pili-Pala: no step says you can't activate it: %v", r.Steps)
	}
	if !strings.Contains(r.Answer, "can be activated by Opp now") {
		t.Errorf("opp's Pili-Pala: headline %q does not name Opp", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Forest; opp: Royal Assassin", "card", "Royal Assassin")
	if !strings.Contains(r.Answer, "can't be activated by Opp now") {
		t.Errorf("opp's Royal Assassin: headline %q does not name Opp", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Pili-Pala (tapped)", "card", "Pili-Pala")
	if strings.Contains(r.Answer, " by ") {
		t.Errorf("your own Pili-Pala: headline %q names a player", r.Answer)
	}
	if strings.Contains(fmt.Sprint(r.Steps), "you can't") {
		t.Errorf("your own Pili-Pala: a step says you can't activate it: %v", r.Steps)
	}
	r = ask(t, "judge activate", "board", "opp: [Vapors: Enchantment — Sacrifice this enchantment: Destroy all creatures. Any player may activate this ability.]", "card", "opp's Vapors")
	if strings.Contains(fmt.Sprint(r.Steps), "you can't") {
		t.Errorf("an ability any player may activate: a step says you can't: %v", r.Steps)
	}
}

// CR 107.3 and 602.2b: X in "Remove X storage counters" is chosen as the
// ability is activated, and paying the cost removes that many: each
// outcome of Calciform Pools' ability says how many it removed.
func TestRule107_3CalciformPoolsRemovesXCounters(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Calciform Pools (2 storage)", "card", "Calciform Pools", "ability", "3")
	wantLegal(t, r, true)
	seen := 0
	for _, o := range r.Outcomes {
		ev := strings.Join(o.Events, "; ")
		switch {
		case o.Mana != nil && len(*o.Mana) == 2*len("{W}"):
			seen++
			if !strings.Contains(ev, "removes 2 storage counters from Calciform Pools") {
				t.Errorf("%v: %q", o.Choices, ev)
			}
		case o.Mana != nil && *o.Mana == "":
			if strings.Contains(ev, "removes") {
				t.Errorf("X is 0: %q", ev)
			}
		}
	}
	if seen != 3 {
		t.Errorf("%d outcomes of X=2, want 3", seen)
	}
}

// CR 602.2b and 605.3a: removing "any number" of counters is part of the
// cost, paid before the mana is added, so each outcome of Bottomless
// Vault's and Black Mana Battery's ability says the removal before the
// mana.
func TestRule602_2bCountersRemovedBeforeTheManaIsAdded(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Bottomless Vault (2 storage)", "Bottomless Vault"},
		{"me: Black Mana Battery (1 charge), Mana Reflection", "Black Mana Battery"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantLegal(t, r, true)
		for _, o := range r.Outcomes {
			removes, adds := -1, -1
			for i, ev := range o.Events {
				switch {
				case strings.HasPrefix(ev, "removes "):
					removes = i
				case strings.Contains(ev, "ability adds"):
					adds = i
				}
			}
			if removes < 0 || adds < 0 || removes > adds {
				t.Errorf("%s %v: want the removal before the mana: %q", c.card, o.Choices, o.Events)
			}
		}
	}
}

// CR 602.1b, 602.5: a rule of activating an ability written otherwise
// than the engine reads ("This ability can only be activated during your
// turn.", "As an additional cost to activate this ability, pay 3 life.", a
// lower-case "activate only …") stops a "yes"; one that may allow more
// ("You may activate this ability as though this creature had haste.")
// stops a "no" too. "Activate this ability no more than twice each turn."
// allows the first activation, and an effect that counts activations
// (Farrelite Priest's "If this ability has been activated four or more
// times") or another object's abilities (Edifice of Authority's) is no
// such rule.
func TestRule602_1bUnreadActivationRulesStopTheAnswer(t *testing.T) {
	const gob = "me: 3x Mountain, [Test Gob: Creature — Goblin 1/1 — {1}{R}, {T}: This creature deals 1 damage to any target. %s], hand 2, life 2; opp: 4x Island"
	for _, rule := range []string{
		"activate only during your turn.",
		"This ability can only be activated during your turn.",
		"As an additional cost to activate this ability, pay 3 life.",
		"Only your opponents may activate this ability.",
		"Play this ability only during your turn.",
		"To activate this ability, you must also pay 3 life.",
		"Activating this ability costs 3 life as well.",
	} {
		r := ask(t, "judge activate", "board", fmt.Sprintf(gob, rule)+"; turn: opp", "card", "Test Gob")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "a rule on activating it the engine does not read") {
			t.Errorf("%q: %s", rule, r.Answer)
		}
	}
	r := ask(t, "judge activate", "board", "me: [Test Hasty: Creature — Goblin 2/2 — {T}: Draw a card. You may activate this ability as though this creature had haste.] (sick)", "card", "Test Hasty")
	wantUnderstood(t, r, false)
	for _, c := range []struct{ board, card string }{
		{"me: Pit Imp, Swamp", "Pit Imp"},
		{"me: [Twice Imp: Creature — Imp 0/1 — {B}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.], Swamp", "Twice Imp"},
		{"me: Farrelite Priest", "Farrelite Priest"},
		{"me: Edifice of Authority (3 brick), Plains; opp: Grizzly Bears", "Edifice of Authority"},
		// A cost change of mana taken as payable, a count of
		// resolutions, "Any player may activate this ability".
		{"me: Loreseeker's Stone, Plains", "Loreseeker's Stone"},
		{"me: Soulbright Flamekin, Mountain", "Soulbright Flamekin"},
		{"me: Glittering Lion, Plains", "Glittering Lion"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
	}
}

// CR 700.2a, 602.5: the modes of an activated ability (Umezawa's Jitte's
// "•" lines) are that ability's, done only as it resolves: they don't
// stop the question of the card's other abilities (Jitte's equip, as a
// sorcery), and a restriction printed after the modes is the whole
// ability's (Skinshifter's "Activate only once each turn", read; Triassic
// Egg's count of its counters, not read: the answer stops).
func TestRule700_2aModesOfAnActivatedAbility(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Umezawa's Jitte, Grizzly Bears, Forest, Plains; turn: me; step: main1", "card", "Umezawa's Jitte", "ability", "6")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Umezawa's Jitte, Grizzly Bears, Forest, Plains; turn: opp", "card", "Umezawa's Jitte", "ability", "6")
	wantLegal(t, r, false)
	r = ask(t, "judge activate", "board", "me: Skinshifter, Forest", "card", "Skinshifter", "ability", "1")
	wantLegal(t, r, true)
	r = ask(t, "judge activate", "board", "me: Triassic Egg (1 hatchling), Forest, Island, Swamp", "card", "Triassic Egg", "ability", "2")
	wantUnderstood(t, r, false)
	// Activated for a mode that can be chosen (601.2c): Pyramids' and
	// Goblin Cratermaker's modes each take a target the engine does not
	// read, and the answer stops, whether or not ability: is given; Balm
	// of Restoration's "You gain 2 life" takes none.
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Pyramids, Forest", "card", "Pyramids", "ability", "1"), false)
	r = ask(t, "judge activate", "board", "me: Goblin Cratermaker, Forest", "card", "Goblin Cratermaker")
	if r.Understood || !strings.Contains(r.Answer, "modes that can be chosen") {
		t.Errorf("Goblin Cratermaker: %s", r.Answer)
	}
	wantLegal(t, ask(t, "judge activate", "board", "me: Balm of Restoration, Forest", "card", "Balm of Restoration", "ability", "1"), true)
	// A mode's number names its ability's.
	if err := askErr(t, "judge activate", "board", "me: Goblin Cratermaker, Forest", "card", "Goblin Cratermaker", "ability", "3"); !strings.Contains(err.Error(), "is a mode of ability 1") {
		t.Errorf("ability:3 of Goblin Cratermaker: %v", err)
	}
}

// CR 113.6m: an ability whose effect puts its own card onto the
// battlefield from exile (Torrent Elemental) functions only in exile: on
// the battlefield it can't be activated, as one from the graveyard.
func TestRule113_6mAbilityOfACardInExile(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Torrent Elemental, 5x Swamp; turn: me; step: main1", "card", "Torrent Elemental", "ability", "3")
	wantLegal(t, r, false)
	if !strings.Contains(r.Answer, "moves it from exile, so it works only there") {
		t.Errorf("Torrent Elemental: %s", r.Answer)
	}
	// Evershrike returns itself from the graveyard; its "from your hand"
	// is the Aura it puts with it.
	r = ask(t, "judge activate", "board", "me: Evershrike, Forest, Island", "card", "Evershrike")
	if !strings.Contains(r.Answer, "moves it from its owner's graveyard, so it works only there") {
		t.Errorf("Evershrike: %s", r.Answer)
	}
}
