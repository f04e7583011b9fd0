package web_test

import (
	"html"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/bot/web"
)

// goldenAnswers are the commands whose answers on the playground are kept
// in testdata/golden, one a kind of command, with the status each gets.
var goldenAnswers = []struct {
	name, command string
	status        int
}{
	{"judge-tap", `/judge tap board:"me: Forest, Mana Reflection; opp: Contamination" card:Forest`, http.StatusOK},
	{"judge-could-produce", `/judge could-produce board:"me: Reflecting Pool, Exotic Orchard; opp: Forest, Island" card:"Reflecting Pool"`, http.StatusOK},
	{"judge-activate", `/judge activate board:"me: Llanowar Elves (sick)" card:"Llanowar Elves"`, http.StatusOK},
	{"judge-lands", `/judge lands board:"me: Ghirapur Orrery, Exploration, lands played 1"`, http.StatusOK},
	{"judge-upkeep", `/judge upkeep board:"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 2"`, http.StatusOK},
	{"judge-enters", `/judge enters card:"Walking Ballista" x:3 board:"me: Unbound Flourishing"`, http.StatusOK},
	{"judge-pay", `/judge pay board:"me: Forest, Island, Birds of Paradise, Sol Ring" cost:{2}{G}{U}`, http.StatusOK},
	{"judge-mana", `/judge mana board:"me: Forest, Sol Ring, Birds of Paradise"`, http.StatusOK},
	{"orrery-lands", `/orrery lands orreries:2 played:1`, http.StatusOK},
	{"orrery-upkeep", `/orrery upkeep hand:0`, http.StatusOK},
	{"cr", `/cr rule:603.4`, http.StatusOK},
	{"card", `/card name:"Ghirapur Orrery"`, http.StatusOK},
	{"help", `/help`, http.StatusOK},
	{"error", `/judge tap board:"me: Forrest, Mana Reflection" card:Forest`, http.StatusBadRequest},
	{"not-understood", `/judge tap board:"me: [Odd Land: Land — {T}: Add {G}. Whenever the moon is full, add {R}.]" card:"Odd Land"`, http.StatusOK},
}

// maxGoldenAnswer is the longest answer text a page may show, in
// characters: the whole answer, rules cited in full included.
const maxGoldenAnswer = 12000

var (
	blockEnd = regexp.MustCompile(`(?i)</(p|li|h[1-6]|dt|dd|pre|summary|tr|th|td|blockquote|section|div|ul|ol|dl|table|caption)>|<br>`)
	anyTag   = regexp.MustCompile(`<[^>]*>`)
)

// answerText is the answer a playground page shows, as text: from the
// answer (or the error) to the examples after it, one line a block,
// mana symbols read as their text.
func answerText(t *testing.T, body string) string {
	t.Helper()
	start := strings.Index(body, `<section class="result`)
	if e := strings.Index(body, `<section class="error"`); e >= 0 && (start < 0 || e < start) {
		start = e
	}
	end := strings.Index(body, `<section class="examples">`)
	if start < 0 || end < start {
		t.Fatalf("the page has no answer:\n%s", body)
	}
	text := blockEnd.ReplaceAllString(body[start:end], "$0\n")
	text = html.UnescapeString(anyTag.ReplaceAllString(text, ""))
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// Each kind of command's answer on the playground reads as
// testdata/golden/NAME.txt holds (go test ./bot/web/ -run TestGoldenAnswers
// -update rewrites them), and none is longer than maxGoldenAnswer.
func TestGoldenAnswers(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	dir := filepath.Join("testdata", "golden")
	if *web.Update {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, g := range goldenAnswers {
		t.Run(g.name, func(t *testing.T) {
			resp := s.get(askPath(g.command))
			wantStatus(t, g.command, resp, g.status)
			got := answerText(t, resp.body)
			if n := utf8.RuneCountInString(got); n > maxGoldenAnswer {
				t.Errorf("%s: the answer is %d characters, more than %d", g.command, n, maxGoldenAnswer)
			}
			file := filepath.Join(dir, g.name+".txt")
			if *web.Update {
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (go test ./bot/web/ -run TestGoldenAnswers -update writes it)", err)
			}
			if got != string(want) {
				t.Errorf("%s: the answer reads\n%s\nwant (%s)\n%s", g.command, got, file, want)
			}
		})
	}
}
