package rules

import (
	"strings"
	"testing"
)

// CR 613.1b, 303.4m, 302.6: "You control enchanted creature." gives the
// Aura's controller the permanent it is attached to, in layer 2, before
// anything reads a controller: the stolen Llanowar Elves taps for its new
// controller, counts for their Gaea's Cradle, answers their Exotic
// Orchard's "a land an opponent controls" no more (Annex), and has
// summoning sickness for them only where it or the Aura is written new
// this turn. Each was refused.
func TestCR613_1bControlMagicGivesControl(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
		mana        []string
	}{
		{"me: Control Magic (on opp's Llanowar Elves); opp: Llanowar Elves", "opp's Llanowar Elves", true, []string{"{G}"}},
		{"me: Control Magic (sick, on opp's Llanowar Elves); opp: Llanowar Elves", "opp's Llanowar Elves", false, nil},
		{"me: Control Magic (on opp's Llanowar Elves); opp: Llanowar Elves (sick)", "opp's Llanowar Elves", false, nil},
		{"me: Gaea's Cradle, Llanowar Elves, Control Magic (on opp's Llanowar Elves); opp: Llanowar Elves", "Gaea's Cradle", true, []string{"{G}{G}"}},
		{"me: Annex (on opp's Forest), Exotic Orchard; opp: Forest, Island", "Exotic Orchard", true, []string{"{U}"}},
		{"me: Control Magic (on opp's Llanowar Elves), Mana Reflection; opp: Llanowar Elves", "opp's Llanowar Elves", true, []string{"{G}{G}"}},
		{"me: Control Magic (on opp's Llanowar Elves); opp: Llanowar Elves, Mana Reflection", "opp's Llanowar Elves", true, []string{"{G}"}},
		// Control Magic can't enchant a Forest: the state-based actions
		// put it into the graveyard, and the Forest stays its own.
		{"me: Control Magic (on opp's Forest), Exotic Orchard; opp: Forest", "Exotic Orchard", true, []string{"{G}"}},
		// Threads of Disloyalty's restriction is read by mana value.
		{"me: Threads of Disloyalty (on opp's Llanowar Elves), Gaea's Cradle; opp: Llanowar Elves", "Gaea's Cradle", true, []string{"{G}"}},
		{"me: Threads of Disloyalty (on opp's Palladium Myr), Gaea's Cradle; opp: Palladium Myr", "Gaea's Cradle", true, []string{""}},
		// Domineer enchants an artifact creature only.
		{"me: Domineer (on opp's Palladium Myr), Gaea's Cradle; opp: Palladium Myr", "Gaea's Cradle", true, []string{"{G}"}},
		{"me: Domineer (on opp's Llanowar Elves), Gaea's Cradle; opp: Llanowar Elves", "Gaea's Cradle", true, []string{""}},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		if c.legal {
			wantMana(t, r, c.mana...)
		}
	}
	// An inline card is written without a mana cost: whether Threads may
	// enchant it is not known.
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Threads of Disloyalty (on opp's Big Elf); opp: [Big Elf: Creature — Elf 5/5]", "card", "Gaea's Cradle")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "inline card") {
		t.Errorf("Threads on an inline creature: %q", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Control Magic (on opp's Llanowar Elves); opp: Llanowar Elves", "card", "opp's Llanowar Elves")
	wantRules(t, r, "613.1b", "302.6")
	r = ask(t, "judge lands", "board", "me: Control Magic (on opp's Oracle of Mul Daya); opp: Oracle of Mul Daya")
	wantUnderstood(t, r, true)
	wantInt(t, "land_plays", r.LandPlays, 2)
	r = ask(t, "judge enters", "card", "Hangarback Walker", "x", "2", "board", "me: Control Magic (on opp's Corpsejack Menace); opp: Corpsejack Menace")
	wantUnderstood(t, r, true)
	if r.Counters["+1/+1"] != 4 {
		t.Errorf("counters %v, want 4 +1/+1 (answer: %s)", r.Counters, r.Answer)
	}
	// Only its controller activates its ability (602.2): you, not the
	// player it is written under.
	r = ask(t, "judge activate", "board", "me: Control Magic (on opp's Llanowar Elves); opp: Llanowar Elves", "card", "opp's Llanowar Elves")
	wantUnderstood(t, r, true)
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "you can't") {
			t.Errorf("step %q: you control it", s.Text)
		}
	}
}

// CR 613.7, 613.8b: two effects giving one permanent to different players
// apply in timestamp order, which the board does not record, as do
// effects that depend on each other in a loop; an effect whose source
// another gives away applies after it (613.8a): Confiscate on the
// opponent's Control Magic gives its Llanowar Elves back.
func TestCR613_7ControlEffectsInTimestampOrderRefused(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Control Magic (on opp's Llanowar Elves); opp: Control Magic (on opp's Llanowar Elves), Llanowar Elves", "opp's Llanowar Elves"},
		{"me: Confiscate (on opp's Confiscate), Forest; opp: Confiscate (on me's Confiscate), Forest", "Forest"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "timestamp") {
			t.Errorf("answer %q: want the timestamps named", r.Answer)
		}
	}
	r := ask(t, "judge mana", "board", "me: Confiscate (on opp's Control Magic), Llanowar Elves, Forest; opp: Control Magic (on me's Llanowar Elves)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("max mana %v, want 2 (answer: %s)", r.MaxMana, r.Answer)
	}
}

// CR 704.5j: the legend rule groups legendary permanents by controller
// after layer 2: with the opponent's Azusa stolen, you choose which of two
// you keep, and the choices name the stolen one as the board does.
func TestCR704_5jLegendRuleAfterControlChange(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Azusa, Lost but Seeking, Control Magic (on opp's Azusa, Lost but Seeking); opp: Azusa, Lost but Seeking", "card", "Azusa, Lost but Seeking")
	if !rulingSays(r, "you keep Opp's Azusa") || rulingSays(r, "Opp keeps") {
		t.Errorf("answer %q: want you to choose, Opp's Azusa named", r.Answer)
	}
}

// CR 613.1b, 800.4a: "the chosen player" of Black Vise is the opponent its
// controller chose as it entered; once a control-changing effect has
// given it to another player, who chose is a fact the board does not
// record: refused, where it was answered as the new controller's
// opponent.
func TestCR613_1bChosenOpponentAfterControlChangeRefused(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "turn: opp; me: Confiscate (on opp's Black Vise), hand 2; opp: Black Vise, hand 7")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Confiscate") {
		t.Errorf("answer %q: want Confiscate named", r.Answer)
	}
}

// CR 302.6, 613.8a: a permanent taken back this turn has not been its
// controller's continuously since their most recent turn began. The
// opponent's Control Magic held my Llanowar Elves as this turn began; my
// Confiscate, new this turn, takes the Control Magic and so gives the
// Elves back: they have summoning sickness, whatever order the board
// writes them in, and so does a creature a stolen Control Magic brings
// from a third player, or a Dryad Arbor taken back from Annex. Without
// new, the Elves were mine all along. It had been said to tap for {G}.
func TestCR302_6ControlTakenBackThisTurn(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
	}{
		{"me: Llanowar Elves, Confiscate (on opp's Control Magic, new); opp: Control Magic (on my Llanowar Elves)", "Llanowar Elves", false},
		{"me: Confiscate (on opp's Control Magic, new), Llanowar Elves; opp: Control Magic (on my Llanowar Elves)", "Llanowar Elves", false},
		{"me: Llanowar Elves, Confiscate (on opp's Control Magic); opp: Control Magic (on my Llanowar Elves)", "Llanowar Elves", true},
		{"me: Control Magic (on opp's Llanowar Elves); opp: Llanowar Elves, Confiscate (on my Control Magic, new)", "opp's Llanowar Elves", false},
		{"me: Dryad Arbor, Confiscate (on opp's Annex, new); opp: Annex (on my Dryad Arbor)", "Dryad Arbor", false},
		{"me: Llanowar Elves, Confiscate (on opp's Control Magic, new), Fires of Yavimaya; opp: Control Magic (on my Llanowar Elves)", "Llanowar Elves", true},
		{"me: Confiscate (on opp's Control Magic, new); bob: Llanowar Elves; opp: Control Magic (on bob's Llanowar Elves)", "bob's Llanowar Elves", false},
		{"me: Confiscate (on opp's Control Magic); bob: Llanowar Elves; opp: Control Magic (on bob's Llanowar Elves)", "bob's Llanowar Elves", true},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
	r := ask(t, "judge mana", "board", "me: Llanowar Elves, Forest, Confiscate (on opp's Control Magic, new); opp: Control Magic (on my Llanowar Elves)")
	wantUnderstood(t, r, true)
	wantInt(t, "max_mana", r.MaxMana, 1)
	wantRules(t, r, "302.6")
}
