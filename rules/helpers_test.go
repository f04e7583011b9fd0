package rules

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// askOpts answers a question given as a command path ("judge tap") and its
// options as text, the way bot/command reads them, through the typed
// question functions. It is the tests' shorthand: the command table itself
// lives in bot/command.
func askOpts(cmd string, opts map[string]string) (*Ruling, error) {
	return askOptsContext(context.Background(), cmd, opts)
}

// askOptsContext is askOpts with the caller's context, which may carry a
// budget (WithBudget) or a meter already (withMeter: the question then
// counts its work on it).
func askOptsContext(ctx context.Context, cmd string, opts map[string]string) (*Ruling, error) {
	board := func() (*Board, error) { return ParseBoard(opts["board"]) }
	num := func(name string, def int) (int, error) {
		v, ok := opts[name]
		if !ok {
			return def, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, &InputError{Option: name, Message: err.Error()}
		}
		return n, nil
	}
	orreries := func() string {
		n, _ := num("orreries", 1)
		if n == 0 {
			return "me: "
		}
		return "me: " + strconv.Itoa(n) + "x Ghirapur Orrery, "
	}
	switch cmd {
	case "judge tap", "judge could-produce", "judge activate":
		b, err := board()
		if err != nil {
			return nil, err
		}
		ref, err := ParseCardRef(opts["card"])
		if err != nil {
			return nil, err
		}
		n, err := num("ability", 0)
		if err != nil {
			return nil, err
		}
		switch cmd {
		case "judge tap":
			return Tap(ctx, b, ref, n)
		case "judge could-produce":
			return CouldProduce(ctx, b, ref)
		}
		return Activate(ctx, b, ref, n)
	case "judge lands", "judge upkeep":
		b, err := board()
		if err != nil {
			return nil, err
		}
		if cmd == "judge lands" {
			return Lands(ctx, b, opts["player"])
		}
		return Upkeep(ctx, b, opts["player"])
	case "judge pay", "judge mana":
		b, err := board()
		if err != nil {
			return nil, err
		}
		if cmd == "judge mana" {
			return Mana(ctx, b, opts["player"])
		}
		x, err := num("x", -1)
		if err != nil {
			return nil, err
		}
		return Pay(ctx, b, opts["cost"], opts["card"], opts["player"], x)
	case "judge enters":
		b, err := board()
		if err != nil {
			return nil, err
		}
		card, err := FindCard(b, opts["card"])
		if err != nil {
			return nil, err
		}
		x, err := num("x", 0)
		if err != nil {
			return nil, err
		}
		return Enters(ctx, b, card, x, opts["cast"] != "false")
	case "orrery lands":
		played, _ := num("played", 0)
		b, err := ParseBoard(orreries() + "lands played " + strconv.Itoa(played))
		if err != nil {
			return nil, err
		}
		return Lands(ctx, b, Me)
	case "orrery upkeep":
		hand, _ := num("hand", 0)
		text := orreries() + "hand " + strconv.Itoa(hand)
		if opts["format"] == "2hg" {
			ally, _ := num("ally_hand", 0)
			text = "format: 2hg; teams: me+ally vs opp+opp2; " + text + "; ally: hand " + strconv.Itoa(ally)
		}
		b, err := ParseBoard(text)
		if err != nil {
			return nil, err
		}
		return Upkeep(ctx, b, Me)
	}
	return nil, fmt.Errorf("the tests do not ask /%s", cmd)
}

// optionPairs makes an options map of name, value pairs.
func optionPairs(kv []string) map[string]string {
	opts := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		opts[kv[i]] = kv[i+1]
	}
	return opts
}

// ask answers a question given as a command path and option pairs, and
// fails the test on an error.
func ask(t testing.TB, cmd string, kv ...string) *Ruling {
	t.Helper()
	r, err := askOpts(cmd, optionPairs(kv))
	if err != nil {
		t.Fatalf("/%s %v: %v", cmd, kv, err)
	}
	return r
}

// askErr asks a question that must be refused with an input error.
func askErr(t testing.TB, cmd string, kv ...string) *InputError {
	t.Helper()
	r, err := askOpts(cmd, optionPairs(kv))
	if err == nil {
		t.Fatalf("/%s %v: want an error, got the ruling %q", cmd, kv, r.Answer)
	}
	ie, ok := err.(*InputError)
	if !ok {
		t.Fatalf("/%s %v: want *InputError, got %T %v", cmd, kv, err, err)
	}
	return ie
}

// manaSet is the sorted set of outcomes' mana.
func manaSet(r *Ruling) []string {
	seen := map[string]bool{}
	var out []string
	for _, o := range r.Outcomes {
		if o.Mana == nil {
			continue
		}
		if !seen[*o.Mana] {
			seen[*o.Mana] = true
			out = append(out, *o.Mana)
		}
	}
	sort.Strings(out)
	return out
}

// rulingSays reports whether the ruling says text in its answer, in a step
// or in an outcome's events: what a headline leaves out for its length,
// they say.
func rulingSays(r *Ruling, text string) bool {
	if strings.Contains(r.Answer, text) {
		return true
	}
	for _, s := range r.Steps {
		if strings.Contains(s.Text, text) {
			return true
		}
	}
	for _, o := range r.Outcomes {
		for _, ev := range o.Events {
			if strings.Contains(ev, text) {
				return true
			}
		}
	}
	return false
}

// stepSays reports whether one of the ruling's steps says every one of
// texts.
func stepSays(r *Ruling, texts ...string) bool {
	for _, s := range r.Steps {
		all := true
		for _, text := range texts {
			all = all && strings.Contains(s.Text, text)
		}
		if all {
			return true
		}
	}
	return false
}

// wantMana checks the set of mana outcomes.
func wantMana(t *testing.T, r *Ruling, want ...string) {
	t.Helper()
	sort.Strings(want)
	got := manaSet(r)
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("mana outcomes %q, want %q (answer: %s)", got, want, r.Answer)
	}
}

// wantRules checks that each rule is cited.
func wantRules(t *testing.T, r *Ruling, rules ...string) {
	t.Helper()
	for _, want := range rules {
		found := false
		for _, c := range r.Rules {
			if c == want {
				found = true
			}
		}
		if !found {
			t.Errorf("rule %s not cited; cited %v", want, r.Rules)
		}
	}
}

// wantRuling checks that an official ruling of card on date is cited.
func wantRuling(t *testing.T, r *Ruling, card, date string) {
	t.Helper()
	for _, c := range r.Rulings {
		if c.Card == card && c.Date == date {
			return
		}
	}
	t.Errorf("no ruling of %s dated %s cited; cited %v", card, date, r.Rulings)
}

func wantLegal(t *testing.T, r *Ruling, want bool) {
	t.Helper()
	if r.Legal == nil || *r.Legal != want {
		t.Errorf("legal = %v, want %v (answer: %s)", r.Legal, want, r.Answer)
	}
}

func wantUnderstood(t *testing.T, r *Ruling, want bool) {
	t.Helper()
	if r.Understood != want {
		t.Errorf("understood = %v, want %v (answer: %s)", r.Understood, want, r.Answer)
	}
}

func wantTypes(t *testing.T, r *Ruling, want ...string) {
	t.Helper()
	if strings.Join(r.ManaTypes, "") != strings.Join(want, "") {
		t.Errorf("mana_types %v, want %v", r.ManaTypes, want)
	}
}

// drawSet is the set of outcomes' draws for the named players, as
// "me=3,opp=0" strings.
func drawSet(r *Ruling, players ...string) []string {
	seen := map[string]bool{}
	var out []string
	for _, o := range r.Outcomes {
		var parts []string
		for _, p := range players {
			parts = append(parts, p+"="+strconv.Itoa(o.Draws[p]))
		}
		s := strings.Join(parts, ",")
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

func wantDraws(t *testing.T, r *Ruling, players []string, want ...string) {
	t.Helper()
	sort.Strings(want)
	got := drawSet(r, players...)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("draws %v, want %v (answer: %s)", got, want, r.Answer)
	}
}

// wantOneManaBesideForest checks that card, beside a Forest, bears on
// nothing /judge mana asks: the answer is the Forest's one mana.
// wantMostMana checks a mana answer's most mana.
func wantMostMana(t *testing.T, r *Ruling, want int) {
	t.Helper()
	if r.MaxMana == nil || *r.MaxMana != want {
		t.Errorf("%s: most mana %v, want %d (%s)", r.Command, r.MaxMana, want, r.Answer)
	}
}

func wantOneManaBesideForest(t *testing.T, card string) {
	t.Helper()
	r := ask(t, "judge mana", "board", "me: Forest, "+card)
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("%s: %s", card, r.Answer)
	}
}

// wantEvents checks that each trigger condition is read as the one event
// given.
func wantEvents(t *testing.T, conds map[string]GameEvent) {
	t.Helper()
	for cond, want := range conds {
		if got := readEvents(cond); !slices.Equal(got, []GameEvent{want}) {
			t.Errorf("%q: read %v, want %v", cond, got, want)
		}
	}
}

// stepsText is the texts of a ruling's steps, one a line.
func stepsText(r *Ruling) string {
	var b strings.Builder
	for _, s := range r.Steps {
		b.WriteString(s.Text)
		b.WriteByte('\n')
	}
	return b.String()
}
