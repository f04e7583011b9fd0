package rules

import (
	"strings"
	"testing"
)

// CR 604.3, 613.4a, 704.5f: a characteristic-defining ability gives a
// creature its toughness; where what it counts is on the board the
// toughness is worked out, and a creature whose toughness is 0 is put into
// its owner's graveyard. Maro with no cards in hand dies, so Gaea's Cradle
// counts no creature; with two cards it is a 2/2 and the Cradle makes {G}.
func TestRule704_5fCharacteristicDefiningToughness(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Gaea's Cradle, Maro, hand 0")
	wantUnderstood(t, r, true)
	firstStepsCite(t, r, "704.5f")
	wantRules(t, r, "604.3", "613.4a", "704.5f")
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Errorf("hand 0: max mana %v, want 0 (Maro is 0/0): %s", r.MaxMana, r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Gaea's Cradle, Maro, hand 2")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("hand 2: max mana %v, want 1 (Maro is 2/2): %s", r.MaxMana, r.Answer)
	}
	// Counts of permanents: Dungrove Elder counts its controller's Forests
	// only; Heedless One counts every Elf, itself too.
	for _, c := range []struct {
		board string
		max   int
	}{
		{"me: Gaea's Cradle, Dungrove Elder; opp: Forest", 0},
		{"me: Gaea's Cradle, Forest, Dungrove Elder", 2},
		{"me: Gaea's Cradle, Heedless One", 1},
		{"me: Gaea's Cradle, Wastes, Aven Trailblazer", 1},
		{"me: Gaea's Cradle, Forest, Aven Trailblazer", 2},
		{"me: Gaea's Cradle, Plague Rats", 1},
		{"me: Gaea's Cradle, Mwonvuli Ooze", 1},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.max {
			t.Errorf("%s: max mana %v, want %d: %s", c.board, r.MaxMana, c.max, r.Answer)
		}
	}
}

// CR 604.3, 704.5f: what a characteristic-defining ability counts outside
// the battlefield (cards in graveyards) is at least 0, so Tarmogoyf, a 0/1
// at least, stays. With two -1/-1 counters it could be 0 or less, and
// Maro with no hand given could be 0/0: the board does not say, so both
// ways are followed. Where they agree (a Forest's mana) that is the
// answer; where they differ (Gaea's Cradle counts Maro) each is given.
func TestRule604_3CharacteristicDefiningToughnessAtLeast(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Tarmogoyf")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("max mana %v, want 1: %s", r.MaxMana, r.Answer)
	}
	for _, board := range []string{"me: Forest, Tarmogoyf (2 -1/-1)", "me: Forest, Boneyard Wurm", "me: Forest, Maro"} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 || !hasStep(r.Steps, "Either way the board leaves open, the answer is the same") {
			t.Errorf("%s: max mana %v, answer %q: want 1 either way", board, r.MaxMana, r.Answer)
		}
		wantRules(t, r, "704.5f")
	}
	r = ask(t, "judge mana", "board", "me: Gaea's Cradle, Maro")
	wantUnderstood(t, r, true)
	if !rulingSays(r, "If Maro's toughness is above 0: You can make at most one mana") || !rulingSays(r, "If Maro's toughness is 0 or less: You can make no mana") {
		t.Errorf("answer %q: want each way", r.Answer)
	}
	// Alike permanents are one fact: five Boneyard Wurms, two ways.
	r = ask(t, "judge mana", "board", "me: Gaea's Cradle, 5x Boneyard Wurm")
	ways := map[string]bool{}
	for _, s := range append(stepTexts(r), r.Answer) {
		if c, _, ok := strings.Cut(s, ": "); ok && strings.HasPrefix(c, "If ") {
			ways[c] = true
		}
	}
	if len(ways) != 2 {
		t.Errorf("answer %q: want two ways, got %v", r.Answer, ways)
	}
}

// A characteristic-defining ability of power bears where text reads power
// (Selvala's mana is the greatest power among your creatures), and in an
// upkeep where a trigger makes a player discard, Maro's toughness may
// fall to 0 as it resolves.
func TestRule604_3CharacteristicDefiningPowerRead(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Selvala, Heart of the Wilds, Tarmogoyf")
	wantUnderstood(t, r, false)
	r = ask(t, "judge upkeep", "board", "me: Bottomless Pit, Maro, hand 1")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Maro") {
		t.Errorf("answer %q: want Maro named", r.Answer)
	}
}
