package cli

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden answers of testdata/golden")

// goldenAnswers are the commands whose answers on the terminal are kept
// in testdata/golden, one a kind of command (the same as the web's), with
// the exit status each gets.
var goldenAnswers = []struct {
	name, command string
	code          int
}{
	{"judge-tap", `/judge tap board:"me: Forest, Mana Reflection; opp: Contamination" card:Forest`, ExitOK},
	{"judge-could-produce", `/judge could-produce board:"me: Reflecting Pool, Exotic Orchard; opp: Forest, Island" card:"Reflecting Pool"`, ExitOK},
	{"judge-activate", `/judge activate board:"me: Llanowar Elves (sick)" card:"Llanowar Elves"`, ExitOK},
	{"judge-lands", `/judge lands board:"me: Ghirapur Orrery, Exploration, lands played 1"`, ExitOK},
	{"judge-upkeep", `/judge upkeep board:"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 2"`, ExitOK},
	{"judge-enters", `/judge enters card:"Walking Ballista" x:3 board:"me: Unbound Flourishing"`, ExitOK},
	{"judge-pay", `/judge pay board:"me: Forest, Island, Birds of Paradise, Sol Ring" cost:{2}{G}{U}`, ExitOK},
	{"judge-mana", `/judge mana board:"me: Forest, Sol Ring, Birds of Paradise"`, ExitOK},
	{"orrery-lands", `/orrery lands orreries:2 played:1`, ExitOK},
	{"orrery-upkeep", `/orrery upkeep hand:0`, ExitOK},
	{"cr", `/cr rule:603.4`, ExitOK},
	{"card", `/card name:"Ghirapur Orrery"`, ExitOK},
	{"help", `/help`, ExitOK},
	{"error", `/judge tap board:"me: Forrest, Mana Reflection" card:Forest`, ExitInvalid},
	{"not-understood", `/judge tap board:"me: [Odd Land: Land — {T}: Add {G}. Whenever the moon is full, add {R}.]" card:"Odd Land"`, ExitOK},
}

// maxGoldenAnswer is the longest answer bot ask may print for one of
// them, in characters, rules cited in full included; a headline has at
// most maxHeadlineWords words (as the oracle cases' do).
const maxGoldenAnswer = 12000

// Each kind of command's answer on the terminal reads as
// testdata/golden/NAME.txt holds (go test ./bot/cli/ -run
// TestGoldenAnswers -update rewrites them): the person asking is "you",
// the headline is one short sentence, and none is longer than
// maxGoldenAnswer.
func TestGoldenAnswers(t *testing.T) {
	dir := filepath.Join("testdata", "golden")
	if *updateGolden {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, g := range goldenAnswers {
		t.Run(g.name, func(t *testing.T) {
			code, out, stderr := run(t, "", "ask", "--no-store", g.command)
			if code != g.code {
				t.Fatalf("%s: exit status %d, want %d\n%s%s", g.command, code, g.code, out, stderr)
			}
			if n := utf8.RuneCountInString(out); n > maxGoldenAnswer {
				t.Errorf("%s: the answer is %d characters, more than %d", g.command, n, maxGoldenAnswer)
			}
			if strings.HasPrefix(g.name, "judge-") || strings.HasPrefix(g.name, "orrery-") || g.name == "not-understood" {
				headline, _, _ := strings.Cut(out, "\n")
				if n := len(strings.Fields(headline)); n > maxHeadlineWords && g.name != "not-understood" {
					t.Errorf("%s: the headline has %d words, more than %d: %s", g.command, n, maxHeadlineWords, headline)
				}
				for _, machine := range []string{"me draws", "me has", "me may", "me's", "opp draws", "Elves's"} {
					if strings.Contains(out, machine) {
						t.Errorf("%s: the answer speaks of %q, not to the person asking:\n%s", g.command, machine, out)
					}
				}
			}
			file := filepath.Join(dir, g.name+".txt")
			if *updateGolden {
				if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (go test ./bot/cli/ -run TestGoldenAnswers -update writes it)", err)
			}
			if out != string(want) {
				t.Errorf("%s: the answer reads\n%s\nwant (%s)\n%s", g.command, out, file, want)
			}
		})
	}
}
