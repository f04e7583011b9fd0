package rules

import (
	"strings"
	"testing"
)

// activateCase is a /judge activate question: its answer is legal or not
// (nil: a refusal), its steps saying says.
type activateCase struct {
	board, card, ability string
	legal                *bool
	says                 string
}

func checkActivateCases(t *testing.T, cases []activateCase) {
	t.Helper()
	for _, c := range cases {
		kv := []string{"board", c.board, "card", c.card}
		if c.ability != "" {
			kv = append(kv, "ability", c.ability)
		}
		r := ask(t, "judge activate", kv...)
		if c.legal == nil {
			wantUnderstood(t, r, false)
			continue
		}
		wantUnderstood(t, r, true)
		if r.Legal == nil || *r.Legal != *c.legal {
			t.Errorf("%s: legal %v, want %v (%s)", c.board, r.Legal, *c.legal, r.Answer)
			continue
		}
		if c.says != "" && !strings.Contains(stepsText(r), c.says) {
			t.Errorf("%s: steps don't say %q:\n%s", c.board, c.says, stepsText(r))
		}
	}
}

// CR 115.3, 601.2c: "Two target players" is one instance of the word
// "target", so it needs two different players, each of whom can be a
// target (702.11c, 702.18a); "a second target creature" is a creature
// other than the first (Daghatar the Adamant's ruling of 2014-11-24), as
// "another target creature" after a first target is (Domri Rade's ruling
// of 2017-03-14).
func TestRule115_3DifferentTargets(t *testing.T) {
	checkActivateCases(t, []activateCase{
		{"me: Soul Conduit", "Soul Conduit", "", ptr(true), ""},
		{"me: Soul Conduit; opp: Leyline of Sanctity", "Soul Conduit", "", ptr(false), "only one player can be one: Opp has hexproof from Leyline of Sanctity"},
		{"me: Soul Conduit, True Believer", "Soul Conduit", "", ptr(false), "you have shroud from True Believer"},
		{"me: Soul Conduit, Ivory Mask; opp: Ivory Mask", "Soul Conduit", "", ptr(false), "no player can be one"},
		// A teammate's Leyline stops no target of yours (702.11c).
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Soul Conduit; opp: Leyline of Sanctity; opp2: Leyline of Sanctity; ally: Leyline of Sanctity", "Soul Conduit", "", ptr(true), ""},
		{"me: Daghatar the Adamant (4 +1/+1)", "Daghatar the Adamant", "3", ptr(false), "two different targets"},
		{"me: Daghatar the Adamant (4 +1/+1); opp: Slippery Bogle", "Daghatar the Adamant", "3", ptr(false), "no two different permanents"},
		{"me: Daghatar the Adamant (4 +1/+1), Lightning Greaves (on Daghatar the Adamant); opp: Grizzly Bears", "Daghatar the Adamant", "3", ptr(false), "no two different permanents"},
		// Either target may be Daghatar itself.
		{"me: Daghatar the Adamant (4 +1/+1); opp: Grizzly Bears", "Daghatar the Adamant", "3", ptr(true), ""},
		{"me: Leech Bonder (tapped, 2 -1/-1)", "Leech Bonder", "2", ptr(false), "two different targets"},
		{"me: Leech Bonder (tapped, 2 -1/-1), Grizzly Bears", "Leech Bonder", "2", ptr(true), ""},
		// Black Knight has protection from white, Daghatar's color
		// (702.16b).
		{"me: Daghatar the Adamant (4 +1/+1); opp: Black Knight", "Daghatar the Adamant", "3", ptr(false), "no two different permanents"},
	})
	for _, board := range []string{"me: Daghatar the Adamant (4 +1/+1)", "me: Daghatar the Adamant (4 +1/+1); opp: Black Knight"} {
		if r := ask(t, "judge activate", "board", board, "card", "Daghatar the Adamant", "ability", "3"); len(r.Rulings) == 0 {
			t.Errorf("%s: no ruling cited", board)
		}
	}
}

// CR 508.1k, 509.1g, 511.3: "target creature Wall of Corpses is blocking"
// is a creature in combat, which no creature is outside the combat phase.
func TestRule509_1gTargetBlockedByItByName(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Wall of Corpses; opp: Grizzly Bears", "card", "Wall of Corpses", "ability", "2")
	wantUnderstood(t, r, true)
	if r.Legal == nil || *r.Legal || !strings.Contains(r.Answer, "target creature Wall of Corpses is blocking") {
		t.Errorf("outside combat: legal %v: %s", r.Legal, r.Answer)
	}
	r = ask(t, "judge activate", "board", "step: combat; me: Wall of Corpses; opp: Grizzly Bears", "card", "Wall of Corpses", "ability", "2")
	wantUnderstood(t, r, false)
}

// CR 113.2c, 604.1: an ability granted in quotes is shown as printed
// ("This creature deals …"), though it is read as any other.
func TestRule113_2GrantedAbilityShownAsPrinted(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Grizzly Bears, Psionic Gift (on Grizzly Bears)", "card", "Grizzly Bears")
	wantUnderstood(t, r, true)
	if !strings.Contains(stepsText(r), "\u201c{T}: This creature deals 1 damage to any target.\u201d") {
		t.Errorf("granted ability not quoted as printed:\n%s", stepsText(r))
	}
}

// CR 602.5, 602.5d: an ability's own timing restriction, met now, is said
// as met, not as "whenever its controller has priority".
func TestRule602_5MetRestrictionSaid(t *testing.T) {
	for _, c := range []struct{ board, card, says string }{
		{"me: Goblin Firestarter", "Goblin Firestarter", "it says \u201cActivate only during your turn, before attackers are declared.\u201d, and that is met now"},
		{"me: Lion's Eye Diamond", "Lion's Eye Diamond", "any time its activator could cast an instant"},
		{"me: Recurring Nightmare, Grizzly Bears", "Recurring Nightmare", "only as a sorcery, and it is a main phase"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		if st := stepsText(r); !strings.Contains(st, c.says) || strings.Contains(st, "whenever its controller has priority") {
			t.Errorf("%s: steps don't say %q:\n%s", c.board, c.says, st)
		}
	}
}

// CR 115.1, 601.2c: "Choose target opponent who had more life than you
// did as you activated this ability" (Keeper of the Flame, its ruling of
// 2009-10-01) is a player who meets that; the engine does not read it,
// and the answer stops. A met restriction is said once, with the
// permanent's name for "this" (Bloodshot Trainee, Edifice of Authority).
func TestRule115_1TargetPlayerWithCondition(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Keeper of the Flame, life 20; opp: life 10", "card", "Keeper of the Flame")
	wantUnderstood(t, r, false)
	r = ask(t, "judge activate", "board", "me: Bloodshot Trainee (2 +1/+1); opp: Grizzly Bears", "card", "Bloodshot Trainee")
	if st := stepsText(r); strings.Count(st, "Activate only if") != 1 || strings.Contains(st, "this's") {
		t.Errorf("Bloodshot Trainee's restriction said other than once:\n%s", st)
	}
	r = ask(t, "judge activate", "board", "me: Edifice of Authority (3 brick); opp: Grizzly Bears", "card", "Edifice of Authority", "ability", "2")
	if st := stepsText(r); !strings.Contains(st, "three or more brick counters on Edifice of Authority.\u201d, and that is met now") {
		t.Errorf("Edifice of Authority:\n%s", st)
	}
}
