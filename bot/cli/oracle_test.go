package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// oracleCase is one line of a case file in testdata/oracle: a command and
// what its ruling must say. The format is the one ../shared/oracle/check reads.
type oracleCase struct {
	ID     string         `json:"id"`
	Source string         `json:"source"`
	Ask    string         `json:"ask"`
	Expect map[string]any `json:"expect"`
}

// TestOracleCases runs every case of testdata/oracle/*.jsonl through
// bot ask --json --no-store -f, as one batch per file, and compares each
// answer with what the case expects; every headline is short.
func TestOracleCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "oracle", "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files in testdata/oracle (%v)", err)
	}
	seen := map[string]string{}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			cases := readOracleCases(t, file)
			for _, c := range cases {
				if where, dup := seen[c.ID]; dup {
					t.Errorf("case id %q of %s is also the id of a case of %s: a case's id names one case", c.ID, filepath.Base(file), where)
				}
				seen[c.ID] = filepath.Base(file)
			}
			asks := filepath.Join(t.TempDir(), "asks.txt")
			var b strings.Builder
			for _, c := range cases {
				b.WriteString(c.Ask + "\n")
			}
			if err := os.WriteFile(asks, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			var stdout, stderr strings.Builder
			Main(context.Background(), []string{"ask", "--json", "--no-store", "-f", asks}, strings.NewReader(""), &stdout, &stderr)
			var answers []string
			for _, line := range strings.Split(stdout.String(), "\n") {
				if strings.TrimSpace(line) != "" {
					answers = append(answers, line)
				}
			}
			if len(answers) != len(cases) {
				t.Fatalf("%d answers to %d cases; stderr:\n%s", len(answers), len(cases), stderr.String())
			}
			for i, c := range cases {
				t.Run(c.ID, func(t *testing.T) {
					var got map[string]any
					if err := json.Unmarshal([]byte(answers[i]), &got); err != nil {
						t.Fatalf("case %s: answer is not a JSON object: %v\n  %s", c.ID, err, answers[i])
					}
					if bad := compareOracle(c.Expect, got); len(bad) > 0 {
						t.Errorf("case %s (%s)\n  %s\n  %s", c.ID, c.Source, c.Ask, strings.Join(bad, "\n  "))
					}
					if answer, ok := got["answer"].(string); ok && len(strings.Fields(answer)) > maxHeadlineWords {
						t.Errorf("case %s: the headline has %d words, more than %d: %s", c.ID, len(strings.Fields(answer)), maxHeadlineWords, answer)
					}
				})
			}
		})
	}
}

// maxHeadlineWords is the most words a ruling's answer, its headline, may
// have: one short sentence, with the details in the outcomes and steps.
const maxHeadlineWords = 25

func readOracleCases(t *testing.T, file string) []oracleCase {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []oracleCase
	lines := bufio.NewScanner(f)
	lines.Buffer(nil, 1<<20)
	for n := 1; lines.Scan(); n++ {
		if strings.TrimSpace(lines.Text()) == "" {
			continue
		}
		var c oracleCase
		if err := json.Unmarshal(lines.Bytes(), &c); err != nil {
			t.Fatalf("%s:%d: %v", file, n, err)
		}
		if c.ID == "" || c.Ask == "" || c.Expect == nil {
			t.Fatalf("%s:%d: a case needs an id, an ask and an expect", file, n)
		}
		cases = append(cases, c)
	}
	if err := lines.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// compareOracle compares a JSON answer with what a case expects, the way
// ../shared/oracle/check does, and returns what differs:
//   - mana: the set of outcomes[].mana equals this set;
//   - draws, hand: the set of outcomes[].draws (hand), each cut to the
//     players named, equals this set (a player left out counts 0);
//   - mana_types: equal as sets;
//   - rules: each is cited ("106.12a" cited satisfies "106.12");
//   - counters: each named kind has that number (missing counts 0);
//   - error: the command was refused with an error object;
//   - any other field equals the answer's field.
func compareOracle(expect, got map[string]any) []string {
	if _, ok := expect["error"]; ok {
		if _, isObject := got["error"].(map[string]any); isObject {
			return nil
		}
		return []string{"expected an error, got " + cut(jsonText(got), 200)}
	}
	if e, ok := got["error"]; ok {
		return []string{"error: " + cut(jsonText(e), 300)}
	}
	var bad []string
	keys := slices.Sorted(func(yield func(string) bool) {
		for k := range expect {
			if !yield(k) {
				return
			}
		}
	})
	for _, k := range keys {
		want := expect[k]
		switch k {
		case "mana":
			have := outcomeSet(got, "mana", nil)
			if !sameSet(have, valueSet(list(want))) {
				bad = append(bad, "mana "+setText(have)+", want "+jsonText(want))
			}
		case "draws", "hand":
			var players []string
			for _, d := range list(want) {
				for p := range object(d) {
					if !slices.Contains(players, p) {
						players = append(players, p)
					}
				}
			}
			slices.Sort(players)
			wantSet := map[string]bool{}
			for _, d := range list(want) {
				wantSet[jsonText(cutToPlayers(object(d), players))] = true
			}
			have := outcomeSet(got, k, players)
			if !sameSet(have, wantSet) {
				bad = append(bad, k+" "+setText(have)+", want "+setText(wantSet))
			}
		case "mana_types":
			if !sameSet(valueSet(list(got[k])), valueSet(list(want))) {
				bad = append(bad, "mana_types "+jsonText(got[k])+", want "+jsonText(want))
			}
		case "rules":
			cited := list(got["rules"])
			for _, r := range list(want) {
				if !citesRule(cited, r) {
					bad = append(bad, "rule "+jsonText(r)+" not cited (cited: "+jsonText(cited)+")")
				}
			}
		case "counters":
			have := object(got["counters"])
			for kind, n := range object(want) {
				if !reflect.DeepEqual(countOf(have, kind), n) {
					bad = append(bad, "counters "+jsonText(have)+", want "+jsonText(want))
					break
				}
			}
		default:
			if !reflect.DeepEqual(got[k], want) {
				bad = append(bad, k+" = "+jsonText(got[k])+", want "+jsonText(want))
			}
		}
	}
	return bad
}

// outcomeSet is the set of one field of every outcome, each value written
// as JSON; a map is first cut to the players named.
func outcomeSet(ruling map[string]any, key string, players []string) map[string]bool {
	set := map[string]bool{}
	for _, o := range list(ruling["outcomes"]) {
		v := object(o)[key]
		if m, ok := v.(map[string]any); ok {
			v = cutToPlayers(m, players)
		}
		set[jsonText(v)] = true
	}
	return set
}

// cutToPlayers is the numbers of those players, in order, 0 for a player
// not in m.
func cutToPlayers(m map[string]any, players []string) []any {
	out := make([]any, 0, 2*len(players))
	for _, p := range players {
		out = append(out, p, countOf(m, p))
	}
	return out
}

func countOf(m map[string]any, key string) any {
	if v, ok := m[key]; ok {
		return v
	}
	return float64(0)
}

func citesRule(cited []any, rule any) bool {
	r, _ := rule.(string)
	for _, c := range cited {
		c, _ := c.(string)
		if c == r {
			return true
		}
		if rest, ok := strings.CutPrefix(c, r); ok && rest != "" && !strings.ContainsFunc(rest, func(x rune) bool { return !unicode.IsLetter(x) }) {
			return true
		}
	}
	return false
}

func valueSet(values []any) map[string]bool {
	set := map[string]bool{}
	for _, v := range values {
		set[jsonText(v)] = true
	}
	return set
}

func sameSet(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

func setText(set map[string]bool) string {
	var keys []string
	for k := range set {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return "{" + strings.Join(keys, ", ") + "}"
}

func list(v any) []any {
	l, _ := v.([]any)
	return l
}

func object(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "?"
	}
	return string(b)
}

func cut(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// The comparison itself must fail where check fails.
func TestCompareOracle(t *testing.T) {
	decode := func(s string) map[string]any {
		var m map[string]any
		if err := json.Unmarshal([]byte(s), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	ruling := decode(`{"command":"/x","legal":true,"land_plays":3,"mana_types":["G","C"],
		"rules":["106.12a","616.1"],"counters":{"+1/+1":2},
		"outcomes":[{"choices":["a"],"mana":"{B}","draws":{"me":3,"opp":0}},{"choices":["b"],"mana":"{B}{B}","draws":{"me":1}}]}`)
	cases := []struct {
		expect string
		bad    int
	}{
		{`{"mana":["{B}{B}","{B}"]}`, 0},
		{`{"mana":["{B}"]}`, 1},
		{`{"mana":["{B}","{B}{B}",""]}`, 1},
		{`{"draws":[{"me":1},{"me":3}]}`, 0},
		{`{"draws":[{"me":3,"opp":0},{"me":1}]}`, 0},
		{`{"draws":[{"me":3}]}`, 1},
		{`{"hand":[{"me":3}]}`, 1},
		{`{"mana_types":["C","G"]}`, 0},
		{`{"mana_types":["G"]}`, 1},
		{`{"rules":["106.12","616.1"]}`, 0},
		{`{"rules":["106.1"]}`, 1},
		{`{"rules":["616"]}`, 1},
		{`{"counters":{"+1/+1":2,"charge":0}}`, 0},
		{`{"counters":{"+1/+1":0}}`, 1},
		{`{"legal":true,"land_plays":3}`, 0},
		{`{"legal":false,"lands_left":2}`, 2},
		{`{"error":true}`, 1},
	}
	for _, c := range cases {
		if bad := compareOracle(decode(c.expect), ruling); len(bad) != c.bad {
			t.Errorf("expect %s: %d differences %q, want %d", c.expect, len(bad), bad, c.bad)
		}
	}
	refused := decode(`{"error":{"message":"unknown card","option":"board","offset":4,"suggestions":[]}}`)
	if bad := compareOracle(decode(`{"error":true}`), refused); len(bad) != 0 {
		t.Errorf("an error answer does not satisfy error:true: %q", bad)
	}
	if bad := compareOracle(decode(`{"mana":[""]}`), refused); len(bad) != 1 {
		t.Errorf("an error answer satisfies mana: %q", bad)
	}
}
