package rules

import (
	"context"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// askMetered asks a question under budget b and returns the ruling and the
// work it took.
func askMetered(t *testing.T, b Budget, cmd string, kv ...string) (*Ruling, *meter) {
	t.Helper()
	ctx, m := withMeter(WithBudget(context.Background(), b))
	r, err := askOptsContext(ctx, cmd, optionPairs(kv))
	if err != nil {
		t.Fatalf("/%s %v: %v", cmd, kv, err)
	}
	if m.exceeded() {
		m.refuse(r)
	}
	return r, m
}

// everyColorTimes lists n of each color's symbol, for each n.
func everyColorTimes(ns ...int) []string {
	var out []string
	for _, n := range ns {
		for c := White; c <= Green; c++ {
			out = append(out, strings.Repeat(c.Symbol(), n))
		}
	}
	return out
}

// CR 616.1e-f: "Any of the applicable replacement and/or prevention
// effects may be chosen. ... this process is repeated (taking into account
// only replacement or prevention effects that would now be applicable)
// until there are no more left to apply", and 614.5: "A replacement effect
// doesn't invoke itself repeatedly." Nine Mana Reflections (twice as
// much), ten Contaminations ({B} instead of any other type and amount) and
// ten Pulses of Llanowar (a color of your choice): the last Contamination
// makes one {B}, the Reflections after it double it, a Pulse after it
// chooses the color. So 2^k mana of any color, k from 0 to 9, and the
// identical effects are counted, not ordered: a few tens of thousands of
// states, not 29! orders.
func TestRule616_1ThirtyIdenticalEffectsCounted(t *testing.T) {
	r, m := askMetered(t, DefaultBudget, "judge tap", "board", "me: Forest, 9x Mana Reflection, 10x Contamination, 10x Pulse of Llanowar", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, everyColorTimes(1, 2, 4, 8, 16, 32, 64, 128, 256, 512)...)
	if m.states > 40_000 {
		t.Errorf("%d states explored; identical effects should be counted, not ordered", m.states)
	}
	for _, o := range r.Outcomes {
		if len(o.Choices) == 0 || len(o.Choices) > maxPaths+1 {
			t.Errorf("%d choices for %q", len(o.Choices), *o.Mana)
		}
	}
}

// CR 616.1f and 614.5, with forty Contaminations and forty Pulses of
// Llanowar: whichever applies last decides, so one mana of any color.
func TestRule616_1FortyAndForty(t *testing.T) {
	r, m := askMetered(t, DefaultBudget, "judge tap", "board", "me: Forest, 40x Contamination, 40x Pulse of Llanowar", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, everyColorTimes(1)...)
	if m.states > 20_000 {
		t.Errorf("%d states explored", m.states)
	}
}

// Mana Reflection, ruling of 2020-08-07: "The effects of multiple Mana
// Reflections are cumulative. ... If you have three, you'll get eight times
// the mana, and so on." Ten make 1,024 {G}, written out in full (the
// contract repeats the symbol per mana), and the answer says the amount.
func TestRulingManaReflection20200807TenReflections(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, 10x Mana Reflection", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, strings.Repeat("{G}", 1024))
	if r.Answer != "Tapping Forest for mana produces 1,024 {G}." {
		t.Errorf("answer: %s", r.Answer)
	}
	// Twelve make 4,096, the most an outcome writes out; thirteen are
	// refused, saying how much it would be.
	r = ask(t, "judge tap", "board", "me: Forest, 12x Mana Reflection", "card", "Forest")
	wantMana(t, r, strings.Repeat("{G}", maxMana))
	r = ask(t, "judge tap", "board", "me: Forest, 13x Mana Reflection", "card", "Forest")
	wantUnderstood(t, r, false)
	if want := "I can't rule on this, because Forest would produce more mana than the 4,096 an outcome writes out (one order of choices makes it 8,192 {G})."; r.Answer != want {
		t.Errorf("answer: %s\nwant:   %s", r.Answer, want)
	}
}

// Mana Reflection, ruling of 2020-08-07 (cumulative effects), past what a
// machine word holds: 2^64 mana is named exactly, 2^200 nearly, nothing
// overflows, and Pulse of Llanowar applied last still chooses among the
// five colors.
func TestRulingManaReflection20200807PastSixtyFourBits(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, 64x Mana Reflection", "card", "Forest")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "(one order of choices makes it 18,446,744,073,709,551,616 {G})") {
		t.Errorf("answer: %s", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Forest, 200x Mana Reflection, Pulse of Llanowar", "card", "Forest")
	wantUnderstood(t, r, false)
	// 2^200 is written as about so much times a power of ten.
	if !strings.Contains(r.Answer, "about 1.60 × 10^60 {W})") {
		t.Errorf("answer: %s", r.Answer)
	}
}

// CR 107.3a and 605: "Remove X storage counters: Add X mana in any
// combination" lets X be any number up to the counters there are, so
// twenty counters make every combination of up to twenty mana, not a
// combination of at most twelve.
func TestRule107_3StorageCountersEveryX(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Calciform Pools (20 storage counters)", "card", "Calciform Pools", "ability", "3")
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 231 { // 1 + 2 + ... + 21
		t.Errorf("%d outcomes, want 231", len(r.Outcomes))
	}
	if got := manaSet(r); !slices.Contains(got, strings.Repeat("{W}", 13)+strings.Repeat("{U}", 7)) {
		t.Errorf("no outcome of 13 {W} and 7 {U}")
	}
	// A million counters would be half a million million combinations.
	r = ask(t, "judge activate", "board", "me: Calciform Pools (1000000 storage counters)", "card", "Calciform Pools", "ability", "3")
	wantUnderstood(t, r, false)
	if !strings.HasPrefix(r.Answer, "I can't rule on this, because it would take more than ") {
		t.Errorf("answer: %s", r.Answer)
	}
}

// A question past its budget is refused, naming the bound, and keeps
// nothing it found on the way: no outcomes, no legality.
func TestBudgetRefusesPastStates(t *testing.T) {
	board := "me: Forest, 40x Mana Reflection, 40x Contamination, 40x Pulse of Llanowar"
	r := ask(t, "judge tap", "board", board, "card", "Forest")
	if want := "I can't rule on this, because it would take more than 100,000 states of search, the most one question may explore."; r.Answer != want {
		t.Errorf("answer: %s\nwant:   %s", r.Answer, want)
	}
	if r.Understood || r.Outcomes != nil || r.Legal != nil || r.Question != "tap" || r.Board != board {
		t.Errorf("refusal: %+v", r)
	}
	// The same board under a smaller budget of states, and of memory.
	r, _ = askMetered(t, Budget{States: 10, Bytes: 1 << 30}, "judge tap", "board", "me: Forest, 2x Contamination, 2x Pulse of Llanowar", "card", "Forest")
	if r.Answer != "I can't rule on this, because it would take more than 10 states of search, the most one question may explore." {
		t.Errorf("answer: %s", r.Answer)
	}
	r, _ = askMetered(t, Budget{States: 1 << 30, Bytes: 2 << 20}, "judge tap", "board", "me: Forest, 9x Mana Reflection, 10x Contamination, 10x Pulse of Llanowar", "card", "Forest")
	if r.Answer != "I can't rule on this, because it would take more than 2 MiB of memory, the most one question may use." {
		t.Errorf("answer: %s", r.Answer)
	}
	// could-produce searches the same states.
	r = ask(t, "judge could-produce", "board", board, "card", "Forest")
	wantUnderstood(t, r, false)
	if r.ManaTypes != nil {
		t.Errorf("mana_types %v on a refusal", r.ManaTypes)
	}
}

// A question whose context is done stops, and is refused for time.
func TestBudgetStopsWhenContextDone(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	q := map[string]string{"board": "me: Forest, 9x Mana Reflection, 10x Contamination, 10x Pulse of Llanowar", "card": "Forest"}
	r, err := askOptsContext(ctx, "judge tap", q)
	if err != nil {
		t.Fatal(err)
	}
	if r.Answer != "I can't rule on this, because it would take more time than the asker waited for." {
		t.Errorf("answer: %s", r.Answer)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 0)
	defer cancel()
	r, _ = askOptsContext(ctx, "judge tap", q)
	if r.Answer != "I can't rule on this, because it would take more than the 5s one question may take." {
		t.Errorf("answer: %s", r.Answer)
	}
}

// Mana amounts in sentences: symbols while small, a number past twenty.
func TestPoolWords(t *testing.T) {
	for _, c := range []struct {
		p    Pool
		want string
	}{
		{Pool{}, "no mana"},
		{Pool{Green: 2}, "{G}{G}"},
		{Pool{White: 20}, strings.Repeat("{W}", 20)},
		{Pool{White: 1, Green: 1024}, "1 {W} and 1,024 {G}"},
		{Pool{Colorless: maxMana + 1}, "more than 4,096 {C}"},
	} {
		if got := c.p.words(); got != c.want {
			t.Errorf("%v: %q, want %q", c.p, got, c.want)
		}
	}
}

// Every question stops cleanly wherever its budget runs out: with budgets
// of a few states, each question is refused for it or answered within it,
// never half answered, and none panics.
func TestBudgetEveryQuestionStopsCleanly(t *testing.T) {
	questions := [][]string{
		{"judge tap", "board", "me: Forest, 3x Mana Reflection, 2x Contamination, Pulse of Llanowar", "card", "Forest"},
		{"judge could-produce", "board", "me: Exotic Orchard, Reflecting Pool; opp: Forest, Island, Blood Moon", "card", "Exotic Orchard"},
		{"judge activate", "board", "me: Calciform Pools (5 storage counters)", "card", "Calciform Pools", "ability", "3"},
		{"judge lands", "board", "me: 3x Ghirapur Orrery, Azusa, Lost but Seeking"},
		{"judge upkeep", "board", "me: 3x Ghirapur Orrery, 2x Phyrexian Arena, hand 0; opp: Ghirapur Orrery, hand 2"},
		{"judge enters", "card", "Endless One", "x", "3", "board", "me: 2x Unbound Flourishing"},
	}
	for _, q := range questions {
		full, m := askMetered(t, DefaultBudget, q[0], q[1:]...)
		t.Logf("%s: %d states, understood %v", q[0], m.states, full.Understood)
		for _, states := range []int{0, 1, 2, 5, 20, m.states - 1} {
			r, _ := askMetered(t, Budget{States: states, Bytes: 1 << 30}, q[0], q[1:]...)
			refused := r.Answer == "I can't rule on this, because it would take more than "+thousands(states)+" states of search, the most one question may explore."
			if !refused && (states < m.states || r.Answer != full.Answer) {
				t.Errorf("/%s %v with %d of the %d states it takes: %s", q[0], q[1:], states, m.states, r.Answer)
			}
			if refused && (r.Outcomes != nil || r.Legal != nil || r.LandPlays != nil || r.EtbX != nil || r.Triggers != nil) {
				t.Errorf("/%s with %d states: a refusal keeps what it found: %+v", q[0], states, r)
			}
		}
	}
}

// CR 616.1, 106.12b: Infernal Darkness keeps the amount and sets the
// type, in any order: past what an outcome writes out, the amount named is
// of {B}, not of the Forest's {G}. Ancient Tomb's {C}{C} becomes {B}{B}
// the same way.
func TestRule616_1InfernalDarknessPastWhatAnOutcomeWritesOut(t *testing.T) {
	for board, want := range map[string]string{
		"me: Forest, 13x Mana Reflection; opp: Infernal Darkness":       "(one order of choices makes it 8,192 {B})",
		"me: Ancient Tomb, 40x Mana Reflection; opp: Infernal Darkness": "(one order of choices makes it 2,199,023,255,552 {B})",
	} {
		card := "Forest"
		if strings.Contains(board, "Tomb") {
			card = "Ancient Tomb"
		}
		r := ask(t, "judge tap", "board", board, "card", card)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, want) {
			t.Errorf("%s: %s\nwant it to say %s", board, r.Answer, want)
		}
	}
}

// A land under twenty Fertile Grounds makes 10,626 different pools of
// mana (CR 605.1b, 106.12a: each trigger adds one mana of any color):
// merging its uses and dropping those another makes pointless takes time
// and memory in their number, not its square. The question allocates
// less than twice what its budget lets it keep.
func TestBudgetThousandsOfUsesOfOneLand(t *testing.T) {
	board := "me: Island, 20x Fertile Ground (on Island)"
	// The card catalog is read before counting.
	ask(t, "judge pay", "board", "me: Island", "cost", "{U}")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r := ask(t, "judge pay", "board", board, "cost", "{20}{G}")
	runtime.ReadMemStats(&after)
	if want := "Yes, you can pay {20}{G}, in 20 ways."; r.Answer != want {
		t.Errorf("answer: %s\nwant:   %s", r.Answer, want)
	}
	if got, most := after.TotalAlloc-before.TotalAlloc, uint64(2*DefaultBudget.Bytes); got > most {
		t.Errorf("the question allocated %d bytes, more than %d", got, most)
	}
}

// Each ability a static ability grants counts as a state of the question
// (CR 613.1f): five hundred Cryptolith Rites beside five hundred creatures
// grant 250,000 abilities, past the budget on every machine, where the
// answer once depended on the time it took; fifty Rites beside fifty
// creatures are answered.
func TestBudgetGrantedAbilitiesCounted(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: 500x Cryptolith Rite, 500x Craw Wurm", "card", "Craw Wurm")
	if want := "I can't rule on this, because it would take more than 100,000 states of search, the most one question may explore."; r.Answer != want {
		t.Errorf("answer: %s\nwant:   %s", r.Answer, want)
	}
	r = ask(t, "judge tap", "board", "me: 50x Cryptolith Rite, 50x Craw Wurm", "card", "Craw Wurm")
	wantUnderstood(t, r, true)
	if want := "Tapping Craw Wurm for mana produces {W}, {U}, {B}, {R} or {G}, depending on the choices made."; r.Answer != want {
		t.Errorf("answer: %s\nwant:   %s", r.Answer, want)
	}
}

// The orders of upkeep triggers keep what each state of the search leads
// to, and that memory is counted: twenty Dark Confidants and twenty Ivory
// Towers are refused for memory, on any machine, before the clock would
// stop them; under a smaller budget of memory a smaller board is too,
// and with room enough it is answered.
func TestBudgetCountsUpkeepOrders(t *testing.T) {
	board := "me: 20x Dark Confidant, 20x Ivory Tower, hand 3"
	r, _ := askMetered(t, Budget{States: 1 << 30, Bytes: DefaultBudget.Bytes, Time: time.Hour}, "judge upkeep", "board", board)
	if want := "I can't rule on this, because it would take more than 64 MiB of memory, the most one question may use."; r.Answer != want {
		t.Errorf("answer: %s\nwant:   %s", r.Answer, want)
	}
	small := "me: 6x Dark Confidant, 6x Ivory Tower, hand 3, opp: 2x Howling Mine"
	r, _ = askMetered(t, Budget{States: 1 << 30, Bytes: 256 << 10, Time: time.Hour}, "judge upkeep", "board", small)
	if r.Answer != "I can't rule on this, because it would take more than 256 KiB of memory, the most one question may use." {
		t.Errorf("answer: %s", r.Answer)
	}
	r, _ = askMetered(t, Budget{States: 1 << 30, Bytes: 64 << 20, Time: time.Hour}, "judge upkeep", "board", small)
	wantUnderstood(t, r, true)
	if len(r.Outcomes) != 31 {
		t.Errorf("%d outcomes, want 31", len(r.Outcomes))
	}
}
