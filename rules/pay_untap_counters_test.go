package rules

import (
	"slices"
	"strings"
	"testing"
)

// mostMana asks /judge mana and returns the most mana, failing where the
// engine does not rule.
func mostMana(t *testing.T, board string) int {
	t.Helper()
	r := ask(t, "judge mana", "board", board)
	if !r.Understood || r.MaxMana == nil {
		t.Fatalf("%s: not ruled: %s", board, r.Answer)
	}
	return *r.MaxMana
}

// wantManaRefused asks /judge mana and /judge pay and wants both refused,
// the reason naming why.
func wantManaRefused(t *testing.T, board, why string) {
	t.Helper()
	for _, r := range []*Ruling{ask(t, "judge mana", "board", board), pay(t, board, "{G}{G}{G}")} {
		if r.Understood {
			t.Errorf("%s: ruled %s", board, r.Answer)
		} else if !strings.Contains(r.Answer, why) {
			t.Errorf("%s: refused %q, want it to say %q", board, r.Answer, why)
		}
	}
}

// CR 602.2b, 601.2h, 704.3 and 704.5f, and Devoted Druid's ruling of
// 2018-12-07: "You put the -1/-1 counter on Devoted Druid as a cost to
// activate its ability, not when it resolves. If paying the cost causes
// Devoted Druid to have 0 toughness, it's put into your graveyard before
// you can untap it." Its untap is not a mana ability (605.1a): activated
// before paying, it uses the stack, and the mana made stays in the pool
// while it resolves (106.4, 500.5). A Druid with toughness T is untapped
// at most T - 1 times and so tapped for mana T times: 2 fresh, 3 with a
// +1/+1 counter, 1 with a -1/-1 counter; with summoning sickness none
// unless it has haste (302.6); tapped already, untapped first.
func TestRule704_5fDevotedDruidUntapsUntilToughnessOne(t *testing.T) {
	for _, c := range []struct {
		board string
		want  int
	}{
		{"me: Devoted Druid", 2},
		{"me: Devoted Druid (1 +1/+1)", 3},
		{"me: Devoted Druid (1 -1/-1)", 1},
		{"me: Devoted Druid (sick)", 0},
		{"me: Devoted Druid (sick, haste)", 2},
		{"me: Devoted Druid (tapped)", 1},
		{"me: Devoted Druid (tapped, 1 -1/-1)", 0},
		{"me: Devoted Druid, Forest", 3},
		{"me: 2x Devoted Druid", 4},
		{"me: Devoted Druid, Devoted Druid (1 +1/+1)", 5},
	} {
		if got := mostMana(t, c.board); got != c.want {
			t.Errorf("%s: most mana %d, want %d", c.board, got, c.want)
		}
	}
	wantPayable(t, pay(t, "me: Devoted Druid", "{G}{G}"), true)
	wantPayable(t, pay(t, "me: Devoted Druid", "{G}{G}{G}"), false)
	wantPayable(t, pay(t, "me: Devoted Druid (1 +1/+1), Forest", "{G}{G}{G}{G}"), true)
	wantPayable(t, pay(t, "me: Devoted Druid (1 +1/+1), Forest", "{G}{G}{G}{G}{G}"), false)

	// The way says how often it is untapped, and the counters put.
	r := pay(t, "me: Devoted Druid (1 +1/+1)", "{G}{G}{G}")
	if len(r.Payments) != 1 {
		t.Fatalf("ways %q", actions(r))
	}
	p := r.Payments[0]
	if len(p.Sources) != 1 || p.Sources[0].Action != "tap Devoted Druid for {G}, then put a -1/-1 counter on Devoted Druid, untap Devoted Druid and tap it again (two times)" || p.Sources[0].Mana != "{G}{G}{G}" {
		t.Errorf("sources %+v", p.Sources)
	}
	if !slices.Contains(p.Events, "puts 2 -1/-1 counters on Devoted Druid") {
		t.Errorf("events %q", p.Events)
	}
	// Untapping it twice where once pays is not a way of its own.
	if r := pay(t, "me: Devoted Druid (1 +1/+1)", "{G}{G}"); len(r.Payments) != 1 {
		t.Errorf("ways %q", actions(r))
	}
	// Tapped, it is untapped first.
	r = pay(t, "me: Devoted Druid (tapped, 1 +1/+1)", "{G}{G}")
	if len(r.Payments) != 1 || actionList(r.Payments[0]) != "put a -1/-1 counter on Devoted Druid, untap Devoted Druid, then tap Devoted Druid for {G}, then put a -1/-1 counter on Devoted Druid, untap Devoted Druid and tap it again" {
		t.Errorf("ways %q", actions(r))
	}
}

// CR 704.5q: a +1/+1 and a -1/-1 counter on one permanent are removed in
// pairs, which leaves its toughness as it was; with two +1/+1 counters
// and one -1/-1 counter Devoted Druid has toughness 3.
func TestRule704_5qDevotedDruidCountersAnnihilate(t *testing.T) {
	if got := mostMana(t, "me: Devoted Druid (2 +1/+1, 1 -1/-1)"); got != 3 {
		t.Errorf("most mana %d, want 3", got)
	}
}

// CR 613.4c: Glorious Anthem's +1/+1 raises Devoted Druid's toughness to
// 3, an opponent's Elesh Norn's -2/-2 puts it into the graveyard before
// the question (704.5f), and Bonesplitter's +2/+0 leaves its toughness.
func TestRule613_4cDevotedDruidToughnessAfterBoosts(t *testing.T) {
	for _, c := range []struct {
		board string
		want  int
	}{
		{"me: Devoted Druid, Glorious Anthem", 3},
		{"me: Devoted Druid; opp: Elesh Norn, Grand Cenobite", 0},
		{"me: Devoted Druid, Bonesplitter (on Devoted Druid)", 2},
	} {
		if got := mostMana(t, c.board); got != c.want {
			t.Errorf("%s: most mana %d, want %d", c.board, got, c.want)
		}
	}
}

// CR 106.12b and Mana Reflection's ruling: each time Devoted Druid is
// tapped for mana it produces twice as much; untapped once, {G}{G} twice.
func TestRule106_12bDevotedDruidBesideManaReflection(t *testing.T) {
	if got := mostMana(t, "me: Devoted Druid, Mana Reflection"); got != 4 {
		t.Errorf("most mana %d, want 4", got)
	}
	wantPayable(t, pay(t, "me: Devoted Druid, Mana Reflection", "{G}{G}{G}{G}"), true)
	wantPayable(t, pay(t, "me: Devoted Druid, Mana Reflection", "{G}{G}{G}{G}{G}"), false)
}

// CR 614.1a and Devoted Druid's ruling of 2018-12-07 ("If you can put
// counters on it, but that is modified by an effect (such as that of
// Vizier of Remedies), you can activate the ability even if paying the
// cost causes no counters to be put on Devoted Druid"): an effect that
// changes how many -1/-1 counters are put on it changes how often it is
// untapped (Vizier of Remedies: without end; Winding Constrictor: two
// each time), and the engine refuses. Hardened Scales modifies +1/+1
// counters only, and Doubling Season what an effect puts, not a cost
// (its ruling on loyalty costs): Devoted Druid still makes 2.
func TestRule614_1aDevotedDruidCounterReplacements(t *testing.T) {
	wantManaRefused(t, "me: Devoted Druid, Vizier of Remedies", "Vizier of Remedies")
	wantManaRefused(t, "me: Devoted Druid, Winding Constrictor", "Winding Constrictor")
	for _, board := range []string{"me: Devoted Druid, Hardened Scales", "me: Devoted Druid, Doubling Season", "me: Devoted Druid; opp: Winding Constrictor"} {
		if got := mostMana(t, board); got != 2 {
			t.Errorf("%s: most mana %d, want 2", board, got)
		}
	}
}

// CR 613.4c, 603.2 and 602.2: what the counters change besides Devoted
// Druid's toughness stops the answer: a mana ability that reads power
// (Selvala), a grant to creatures with a counter (Rishkar), a trigger on
// -1/-1 counters being put (Nest of Scarabs) and one on an ability that
// isn't a mana ability being activated (Burning-Tree Shaman, which Grim
// Monolith's untap sets off too).
func TestRule603_2DevotedDruidWhatCountersChange(t *testing.T) {
	wantManaRefused(t, "me: Devoted Druid, Selvala, Heart of the Wilds", "power")
	wantManaRefused(t, "me: Devoted Druid, Rishkar, Peema Renegade", "Rishkar")
	wantManaRefused(t, "me: Devoted Druid, Nest of Scarabs", "Nest of Scarabs")
	wantManaRefused(t, "me: Devoted Druid; opp: Burning-Tree Shaman", "Burning-Tree Shaman")
	r := ask(t, "judge mana", "board", "me: Grim Monolith, 4x Forest; opp: Burning-Tree Shaman")
	if r.Understood || !strings.Contains(r.Answer, "Burning-Tree Shaman") {
		t.Errorf("Grim Monolith beside Burning-Tree Shaman: %s", r.Answer)
	}
	// With toughness 1 it is never untapped, but a counter trigger
	// still stops the answer as the ability can be activated.
	if r := ask(t, "judge mana", "board", "me: Devoted Druid, Forest"); !r.Understood {
		t.Errorf("Devoted Druid beside a Forest: %s", r.Answer)
	}
	// The counters go on the Druid alone: Gemstone Caverns reads only
	// its own luck counter, and the Druid's {G}{G} and the Caverns' one
	// mana make three.
	for _, board := range []string{"me: Gemstone Caverns (1 luck), Devoted Druid", "me: Gemstone Caverns, Devoted Druid"} {
		wantMostMana(t, ask(t, "judge mana", "board", board), 3)
	}
}

// The engine weighs at most 16 untaps (maxRepeats): toughness 17 is
// ruled, toughness 18 refused, the answer naming the bound.
func TestRule704_5fDevotedDruidRepeatBound(t *testing.T) {
	if got := mostMana(t, "me: Devoted Druid (15 +1/+1)"); got != 17 {
		t.Errorf("toughness 17: most mana %d, want 17", got)
	}
	r := ask(t, "judge mana", "board", "me: Devoted Druid (16 +1/+1)")
	if r.Understood || !strings.Contains(r.Answer, "more than the 16 the engine works out") {
		t.Errorf("toughness 18: %s", r.Answer)
	}
}

// CR 103.6a: "If Leyline of Abundance is in your opening hand, you may
// begin the game with it on the battlefield" works only before the game,
// written with the card's own name as the 2019 card data has it, and
// changes no toughness: Devoted Druid beside Leyline of Abundance is
// tapped twice, each time with the Leyline's additional {G}.
func TestRule103_6aOpeningHandTextChangesNoToughness(t *testing.T) {
	wantMost(t, "me: Devoted Druid, Leyline of Abundance", 4, map[string]int{"G": 4})
}

// CR 120.6, 704.5g; Devoted Druid's ruling of 2018-12-07: damage marked on
// Devoted Druid stays as each -1/-1 counter lowers its toughness, and it
// is destroyed once its toughness is no more than that damage, before the
// untap resolves. With 1 damage it makes one {G}, not two; with two +1/+1
// counters, three.
func TestRule704_5gDamageMarkedBoundsCounterUntaps(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Devoted Druid (1 damage)", 1},
		{"me: Devoted Druid", 2},
		{"me: Devoted Druid (2 +1/+1, 1 damage)", 3},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.most {
			t.Errorf("%s: max_mana %v, want %d", c.board, r.MaxMana, c.most)
		}
	}
	wantPayable(t, pay(t, "me: Devoted Druid (1 damage)", "{G}{G}"), false)
	wantPayable(t, pay(t, "me: Devoted Druid (2 +1/+1, 1 damage)", "{G}{G}{G}"), true)
}
