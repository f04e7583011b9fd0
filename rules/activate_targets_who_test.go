package rules

import (
	"strings"
	"testing"
)

// CR 113.10, 114.4, 115.10a: a target in a quoted ability that an effect
// grants or an emblem has is chosen when that ability is put on the
// stack, not as the ability that makes it is activated: Teferi, Hero of
// Dominaria's −8 with no permanent an opponent controls (its ruling of
// 2018-04-27), Kiora's, Sorin's and Tezzeret's with no target now.
func TestRule115_10aQuotedAbilityTargetsChosenLater(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Teferi, Hero of Dominaria (8 loyalty)", "Teferi, Hero of Dominaria"},
		{"me: Teferi, Hero of Dominaria (8 loyalty); opp: Slippery Bogle", "Teferi, Hero of Dominaria"},
		{"me: Kiora, Master of the Depths (8 loyalty)", "Kiora, Master of the Depths"},
		{"me: Sorin, Vampire Lord (8 loyalty)", "Sorin, Vampire Lord"},
		{"me: Tezzeret the Schemer (7 loyalty)", "Tezzeret the Schemer"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", "3")
		if !r.Understood || r.Legal == nil || !*r.Legal {
			t.Errorf("%s: want the ultimate activatable, got %s", c.board, r.Answer)
		}
	}
}

// CR 102.3, 115.1: in Two-Headed Giant a teammate is no opponent, so
// "target creature an opponent controls" can't be the teammate's.
func TestRule102_3TeammateIsNoOpponentForTargets(t *testing.T) {
	const teams = "format: 2hg; teams: me+ally vs opp+opp2; "
	for board, want := range map[string]bool{
		teams + "me: Witch Hunter; ally: Grizzly Bears":                      false,
		teams + "me: Witch Hunter; ally: Grizzly Bears; opp2: Grizzly Bears": true,
		"me: Witch Hunter; opp: Grizzly Bears":                               true,
	} {
		r := ask(t, "judge activate", "board", board, "card", "Witch Hunter", "ability", "2")
		wantLegal(t, r, want)
	}
	r := ask(t, "judge activate", "board", teams+"me: Field of Ruin; ally: Watery Grave; opp: Forest", "card", "Field of Ruin", "ability", "2")
	wantLegal(t, r, false)
}

// CR 602.2a, 113.8, 702.11b, 119.4: whoever activates "Any player may
// activate this ability" controls it: its targets are chosen, and its
// life paid, by that player, so hexproof stops them only on their
// opponents' permanents, and their life, not the source's controller's,
// may fall to 0.
func TestRule602_2aAnyPlayerActivatesAsController(t *testing.T) {
	for board, want := range map[string]bool{
		"me: Slippery Bogle; opp: Samite Sanctuary":                                            true,
		"opp: Samite Sanctuary, Slippery Bogle":                                                false,
		"format: 2hg; teams: me+ally vs opp+opp2; ally: Slippery Bogle; opp: Samite Sanctuary": true,
	} {
		r := ask(t, "judge activate", "board", board, "card", "opp's Samite Sanctuary")
		wantLegal(t, r, want)
	}
	for board, want := range map[string]bool{
		"me: Leyline of Sanctity; opp: Scandalmonger, True Believer": true,
		"me: True Believer; opp: Scandalmonger, Leyline of Sanctity": false,
	} {
		r := ask(t, "judge activate", "board", board, "card", "opp's Scandalmonger")
		wantLegal(t, r, want)
	}
	r := ask(t, "judge activate", "board", "me: life 30; opp: Volrath's Dungeon, life 5", "card", "opp's Volrath's Dungeon", "ability", "1")
	if strings.Contains(r.Answer, "loses") {
		t.Errorf("Volrath's Dungeon at 30 life: answer %q says a player loses", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: life 5; opp: Volrath's Dungeon, life 20", "card", "opp's Volrath's Dungeon", "ability", "1")
	if !strings.Contains(r.Answer, "leaves you at 0 life: you lose") {
		t.Errorf("Volrath's Dungeon at 5 life: answer %q does not say you lose", r.Answer)
	}
}

// CR 509.1g, 506.4, 601.2c: Sorrow's Path targets two blocking creatures
// an opponent controls (its ruling of 2009-10-01): outside combat none
// is blocking, so it can't be activated; in combat the board does not
// say which creatures block.
func TestRule506_4SorrowsPathNeedsBlockers(t *testing.T) {
	for _, board := range []string{"me: Sorrow's Path", "me: Sorrow's Path; opp: Grizzly Bears, Llanowar Elves"} {
		r := ask(t, "judge activate", "board", board, "card", "Sorrow's Path")
		wantLegal(t, r, false)
	}
	r := ask(t, "judge activate", "board", "me: Sorrow's Path; opp: Grizzly Bears; step: combat", "card", "Sorrow's Path")
	if r.Understood {
		t.Errorf("Sorrow's Path in combat: want a refusal, got %s", r.Answer)
	}
}

// CR 603.4: Fastbond's damage has an intervening "if": the turn's first
// land played triggers nothing, and the step says so.
func TestRule603_4FastbondFirstLandTriggersNothing(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Fastbond, lands played 1")
	found := false
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "Fastbond") && strings.Contains(s.Text, "after the first this turn") {
			found = true
		}
	}
	if !found {
		t.Errorf("Fastbond: no step says its trigger is for lands after the first: %+v", r.Steps)
	}
	wantRules(t, r, "603.4")
}

// CR 702.6a, 702.18a: equip targets "creature you control": a creature
// that can't be targeted by text the engine does not read (Gaea's
// Revenge, Whispersilk Cloak's shroud) stops the answer, and one with
// shroud it reads (Lightning Greaves) is no target. CR 115.1: a target
// list that goes on past what is read (Nicol Bolas, God-Pharaoh's ", or
// planeswalker an opponent controls") stops the answer rather than
// leaving out a choice.
func TestRule702_6aEquipTargetsReadAsTargets(t *testing.T) {
	for _, board := range []string{"me: Bonesplitter, Gaea's Revenge", "me: Bonesplitter, Grizzly Bears, Whispersilk Cloak (on Grizzly Bears)"} {
		r := ask(t, "judge activate", "board", board, "card", "Bonesplitter")
		if r.Understood {
			t.Errorf("%s: want a refusal, got %s", board, r.Answer)
		}
	}
	wantLegal(t, ask(t, "judge activate", "board", "me: Bonesplitter, Grizzly Bears, Lightning Greaves (on Grizzly Bears)", "card", "Bonesplitter"), false)
	wantLegal(t, ask(t, "judge activate", "board", "me: Bonesplitter, Grizzly Bears", "card", "Bonesplitter"), true)
	r := ask(t, "judge activate", "board", "me: Nicol Bolas, God-Pharaoh (7 loyalty); opp: Leyline of Sanctity, Jace Beleren (3 loyalty)", "card", "Nicol Bolas, God-Pharaoh", "ability", "3")
	if r.Understood && (r.Legal == nil || !*r.Legal) {
		t.Errorf("Nicol Bolas beside an opponent's planeswalker: %s", r.Answer)
	}
}

// CR 602.2: "Only any opponent may activate this ability" (Soul Ransom)
// is the exception the other way; who may activate it now the engine
// does not work out, so the answer stops. Player hexproof it does not
// read is judged for the player activating (Shalai beside an opponent's
// Scandalmonger asked by you, who have shroud).
func TestRule602_2OnlyAnOpponentMayActivate(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"opp: Soul Ransom (on Grizzly Bears), Grizzly Bears, hand 5; me: hand 1", "opp's Soul Ransom"},
		{"opp: Scandalmonger, Shalai, Voice of Plenty; me: True Believer", "opp's Scandalmonger"},
	} {
		if r := ask(t, "judge activate", "board", c.board, "card", c.card); r.Understood {
			t.Errorf("%s: want a refusal, got %s", c.board, r.Answer)
		}
	}
}
