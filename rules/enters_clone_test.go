package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 707.2, 107.3m, 614.12: Clone enters as a copy of the creature its
// controller chooses, or as itself: a copy of Walking Ballista or
// Hangarback Walker enters with X 0, so with no counters, and dies (the
// card's rulings); a copy of Spike Feeder enters with its two +1/+1
// counters, and Hardened Scales adds one; copying nothing, the 0/0 Clone
// dies. The Clone spell is what Chalice of the Void reads, at mana value
// 4. Each was refused.
func TestCR707_2CloneEntersAsACopy(t *testing.T) {
	r := ask(t, "judge enters", "card", "Clone", "board", "me: Walking Ballista (X=3, 3 +1/+1), Hardened Scales; opp: Spike Feeder (2 +1/+1)")
	wantUnderstood(t, r, true)
	want := map[string]string{
		"copies Walking Ballista": "0 +1/+1 counters (X = 0), then dies",
		"copies Spike Feeder":     "3 +1/+1 counters",
		"copies nothing":          "put into its owner's graveyard",
	}
	if len(r.Outcomes) != len(want) {
		t.Fatalf("%d outcomes, want %d: %+v", len(r.Outcomes), len(want), r.Outcomes)
	}
	for _, o := range r.Outcomes {
		if frag, ok := want[o.Choices[0]]; !ok || !strings.Contains(o.Events[0], frag) {
			t.Errorf("outcome %v: %q, want %q", o.Choices, o.Events, frag)
		}
	}
	r = ask(t, "judge enters", "card", "Clone", "board", "opp: Chalice of the Void (4 charge), Llanowar Elves")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "countered") {
		t.Errorf("answer %q: want Clone countered", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Clone", "board", "me: Llanowar Elves, Humility")
	wantUnderstood(t, r, false)
}

// CR 707.2, 614.12, 305.7: Vesuva enters tapped as a copy of the land its
// controller chooses (Amulet of Vigor then untaps it), or untapped as
// itself; beside Blood Moon it loses that ability before it applies and
// enters as itself, untapped (Blood Moon's and Celestial Dawn's rulings).
// Each was refused.
func TestCR707_2VesuvaEntersTappedAsACopy(t *testing.T) {
	r := ask(t, "judge enters", "card", "Vesuva", "board", "me: Forest, Amulet of Vigor")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 2 || !strings.Contains(r.Outcomes[0].Events[0], "It enters tapped, as Vesuva says, and Amulet of Vigor's ability untaps it") || !strings.Contains(r.Outcomes[1].Events[0], "untapped") {
		t.Errorf("outcomes %+v: want a tapped copy of Forest that Amulet untaps, and Vesuva untapped", r.Outcomes)
	}
	r = ask(t, "judge enters", "card", "Vesuva", "board", "me: Forest, Blood Moon")
	wantUnderstood(t, r, true)
	if r.EntersTapped == nil || *r.EntersTapped || len(r.Outcomes) != 0 {
		t.Errorf("Blood Moon: answer %q, enters_tapped %v: want no copy, untapped", r.Answer, r.EntersTapped)
	}
}

// CR 614.12: Vesuva or Clone that copies nothing enters as itself, and the
// effects on what enters apply to it: beside an opponent's Kismet, or
// Root Maze, Vesuva as itself enters tapped (its own "tapped" applies only
// with a copy, its ruling of 2006-09-25), and Blood Moon taking its text
// leaves Kismet's effect. A copy that Vesuva's text makes enter tapped
// does not also say it enters untapped or tapped unless a cost is paid.
func TestRule614_12CopyOfNothingEntersTappedByOtherEffects(t *testing.T) {
	for _, c := range []struct{ card, board, says string }{
		{"Vesuva", "me: Forest; opp: Kismet", "Vesuva enters as itself, a land with no other abilities, tapped (by Kismet)"},
		{"Vesuva", "me: Forest, Root Maze", "tapped (by Root Maze)"},
		{"Vesuva", "me: Forest", "Vesuva enters as itself, untapped"},
		{"Clone", "me: Glorious Anthem; opp: Kismet", "tapped (by Kismet)"},
	} {
		r := ask(t, "judge enters", "card", c.card, "x", "0", "board", c.board)
		wantUnderstood(t, r, true)
		if !rulingSays(r, c.says) && !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s on %q: nothing says %q: %s %+v", c.card, c.board, c.says, r.Answer, r.Outcomes)
		}
	}
	r := ask(t, "judge enters", "card", "Vesuva", "x", "0", "board", "opp: Blood Moon, Kismet")
	if r.EntersTapped == nil || !*r.EntersTapped {
		t.Errorf("Vesuva beside Blood Moon and Kismet: enters_tapped %v (%s)", r.EntersTapped, r.Answer)
	}
	for _, board := range []string{"me: Canopy Vista, Forest, Plains", "me: Blood Crypt, life 20"} {
		r := ask(t, "judge enters", "card", "Vesuva", "x", "0", "board", board)
		for _, o := range r.Outcomes {
			ev := strings.Join(o.Events, " ")
			if strings.Contains(ev, "as Vesuva says") && (strings.Contains(ev, "It enters untapped") || strings.Contains(ev, "tapped unless")) {
				t.Errorf("%s: %q says both", board, ev)
			}
		}
	}
}

// CR 202.3b, 712.8e: a copy of a double-faced permanent's back face has
// mana value 0: Clone copying Insectile Aberration, Vesuva copying
// Azcanta, the Sunken Ruin.
func TestRule712_8eCopyOfBackFaceHasManaValue0(t *testing.T) {
	for _, c := range []struct{ card, board, face string }{
		{"Clone", "me: Insectile Aberration", "Insectile Aberration"},
		{"Vesuva", "me: Azcanta, the Sunken Ruin", "Azcanta, the Sunken Ruin"},
	} {
		r := ask(t, "judge enters", "card", c.card, "x", "0", "board", c.board)
		found := false
		for _, o := range r.Outcomes {
			if slices.Contains(o.Choices, "copies "+c.face) {
				found = true
				if ev := strings.Join(o.Events, " "); !strings.Contains(ev, "its mana value is 0 on the battlefield") {
					t.Errorf("%s copying %s: %q", c.card, c.face, ev)
				}
			}
		}
		if !found {
			t.Errorf("%s: no outcome copies %s: %+v", c.card, c.face, r.Outcomes)
		}
		wantRules(t, r, "712.8e")
	}
}

// CR 709.4b, 202.3d: a half of a split card has, off the stack, the mana
// value of the whole card, its halves' costs together; on the stack,
// cast as that half, its own.
func TestRule709_4bSplitHalfManaValueOffTheStack(t *testing.T) {
	for _, c := range []struct {
		card        string
		mv, onStack int
	}{{"Fire", 4, 2}, {"Ice", 4, 2}, {"Wear", 3, 2}, {"Bust", 8, 6}, {"Lightning Bolt", 1, 1}} {
		r := ask(t, "judge enters", "card", c.card, "x", "0")
		if r.ManaValue == nil || *r.ManaValue != c.mv || r.ManaValueOnStack == nil || *r.ManaValueOnStack != c.onStack {
			t.Errorf("%s: mana_value %v, on the stack %v; want %d, %d", c.card, r.ManaValue, r.ManaValueOnStack, c.mv, c.onStack)
		}
	}
}

// CR 307.1, 601.3, 305.1, 305.2: Clone is cast as any creature spell,
// and Vesuva played as any land: on another player's turn, outside a main
// phase, or with no land play left, they can't be, and never enter; put
// onto the battlefield (cast:false), Clone still copies.
func TestRule601_3CopyCardsAreCastOrPlayedAsAnyCard(t *testing.T) {
	for _, c := range []struct{ card, board, why string }{
		{"Clone", "me: Grizzly Bears; turn: opp", "can't be cast now"},
		{"Clone", "me: Grizzly Bears; step: upkeep", "can't be cast now"},
		{"Vesuva", "me: Forest, lands played 1", "can't be played now"},
		{"Vesuva", "me: Forest; turn: opp", "can't be played now"},
	} {
		r := ask(t, "judge enters", "card", c.card, "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, c.why) || !strings.Contains(r.Answer, "never enters") {
			t.Errorf("%s on %s: %s", c.card, c.board, r.Answer)
		}
	}
	r := ask(t, "judge enters", "card", "Clone", "board", "me: Grizzly Bears; turn: opp", "cast", "false")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 2 {
		t.Errorf("Clone put onto the battlefield: %d outcomes, want 2: %s", len(r.Outcomes), r.Answer)
	}
}

// CR 707.5, 603.2: Vesuva copying Dryad Arbor enters as a creature, the
// copy, so beside Torpor Orb (or Hushwing Gryff) its entering causes no
// ability to trigger, and Amulet of Vigor doesn't untap it (Torpor Orb's
// ruling of 2011-06-01). A Forest copied under Living Lands likewise; a
// Forest alone is untapped by the Amulet.
func TestRule707_5AVesuvaCopyEntersAsACreature(t *testing.T) {
	for _, c := range []struct {
		board  string
		untaps bool
	}{
		{"me: Dryad Arbor, Amulet of Vigor, Torpor Orb", false},
		{"me: Dryad Arbor, Amulet of Vigor; opp: Hushwing Gryff", false},
		{"me: Forest, Amulet of Vigor, Torpor Orb, Living Lands", false},
		{"me: Forest, Amulet of Vigor, Torpor Orb", true},
	} {
		r := ask(t, "judge enters", "card", "Vesuva", "board", c.board)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 2 {
			t.Fatalf("%s: outcomes %+v", c.board, r.Outcomes)
		}
		ev := r.Outcomes[0].Events[0]
		if strings.Contains(ev, "Amulet of Vigor's ability untaps it") != c.untaps || !strings.Contains(ev, "It enters tapped, as Vesuva says") {
			t.Errorf("%s: %q, want the Amulet to untap it: %v", c.board, ev, c.untaps)
		}
	}
}

// CR 704.3, 603.3, 400.7, 704.5j: Vesuva's copy enters tapped, and what
// takes it before Amulet of Vigor's trigger is put on the stack leaves
// nothing to untap: a 0/0 copy of Dryad Arbor under Night of Souls'
// Betrayal dies first; a copy of Gaea's Cradle is untapped only if it is
// the one the legend rule keeps; an opponent's Lethal Vapors may destroy
// the copy first, so it is untapped only if it stays.
func TestRule704_3AVesuvaCopyTakenBeforeAmuletOfVigorUntapsIt(t *testing.T) {
	for _, c := range []struct{ board, want, not string }{
		{"me: Dryad Arbor (1 +1/+1), Amulet of Vigor; opp: Night of Souls' Betrayal", "then dies", "untaps it"},
		{"me: Gaea's Cradle, Amulet of Vigor", "If it is the one kept, Amulet of Vigor's ability untaps it", "Vesuva says, and Amulet"},
		{"me: Dryad Arbor, Amulet of Vigor; opp: Lethal Vapors", "if it stays on the battlefield, Amulet of Vigor's ability untaps it", "Vesuva says, and Amulet"},
	} {
		r := ask(t, "judge enters", "card", "Vesuva", "board", c.board)
		wantUnderstood(t, r, true)
		if len(r.Outcomes) != 2 {
			t.Fatalf("%s: outcomes %+v", c.board, r.Outcomes)
		}
		ev := r.Outcomes[0].Events[0]
		if !strings.Contains(ev, c.want) || strings.Contains(ev, c.not) {
			t.Errorf("%s: %q, want %q and not %q", c.board, ev, c.want, c.not)
		}
	}
}

// CR 202.3, 704.5f: Vesuva as itself has no mana cost, so beside
// Mycosynth Lattice and March of the Machines it is a 0/0 artifact
// creature, put into its owner's graveyard. It was refused as an inline
// card whose mana cost the board does not give.
func TestRule704_5fVesuvaAsItselfUnderMarchOfTheMachines(t *testing.T) {
	r := ask(t, "judge enters", "card", "Vesuva", "board", "me: Mycosynth Lattice, March of the Machines")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "graveyard") {
		t.Errorf("answer %q: want Vesuva put into the graveyard", r.Answer)
	}
}

// CR 603.3b, 704.5g, 400.7: a land that Living Lands makes a creature
// enters as one, so an opponent's Aether Flash triggers on it, and on your
// turn resolves before Amulet of Vigor's ability: the land is untapped
// only if it stays on the battlefield. A Forest that is no creature is
// untapped.
func TestRule603_3bAnAnimatedLandAndAnOpponentsEntersTrigger(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: Living Lands, Amulet of Vigor, Root Maze; opp: Aether Flash", "if it stays on the battlefield, Amulet of Vigor's ability untaps it"},
		{"me: Amulet of Vigor, Root Maze; opp: Aether Flash", "It enters tapped, and Amulet of Vigor's ability untaps it"},
	} {
		r := ask(t, "judge enters", "card", "Forest", "board", c.board)
		wantUnderstood(t, r, true)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s: %q, want %q", c.board, r.Answer, c.want)
		}
	}
}

// CR 614.1c, 707.2: a board writes a copy by the name of what it copies,
// so Vesuva or Clone written by its own name entered as itself, a copy of
// nothing. Its copy ability applied only as it entered: Vesuva is a land
// with no mana ability (its ruling of 2006-09-25), beside which a Forest
// makes one mana, and Clone is a 0/0 creature the state-based actions put
// into its owner's graveyard (704.5f; its ruling of 2012-07-01). Each was
// refused. An exception that keeps its own name (Sakashima the Impostor)
// or grants a quoted ability (Phantasmal Image) is still not read.
func TestRule614_1cCopyOfNothingOnTheBoard(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Vesuva, Forest", "card", "Vesuva")
	wantUnderstood(t, r, true)
	if r.Legal == nil || *r.Legal || !slices.ContainsFunc(r.Steps, func(s Reason) bool { return strings.Contains(s.Text, "a copy of nothing") }) {
		t.Errorf("tap Vesuva: legal %v, steps %+v: want no mana ability, a copy of nothing", r.Legal, r.Steps)
	}
	r = ask(t, "judge mana", "board", "me: Vesuva, Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("mana: max %v, want 1", r.MaxMana)
	}
	r = ask(t, "judge lands", "board", "me: Vesuva, Dryad Arbor")
	wantUnderstood(t, r, true)
	r = ask(t, "judge mana", "board", "me: Clone, Llanowar Elves, Phyrexian Metamorph")
	wantUnderstood(t, r, true)
	if !slices.ContainsFunc(r.Steps, func(s Reason) bool {
		return strings.Contains(s.Text, "Clone is written by its own card's name") && strings.Contains(s.Text, "graveyard") && slices.Contains(s.Rules, "707.2")
	}) {
		t.Errorf("steps %+v: want Clone a copy of nothing, put into the graveyard", r.Steps)
	}
	for _, card := range []string{"Sakashima the Impostor", "Phantasmal Image"} {
		r = ask(t, "judge mana", "board", "me: "+card+", Forest")
		wantUnderstood(t, r, false)
	}
	r = ask(t, "judge enters", "card", "Phyrexian Metamorph", "board", "me: Sol Ring")
	wantUnderstood(t, r, false)
}
