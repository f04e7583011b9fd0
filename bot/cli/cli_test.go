package cli

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// run runs Main with those arguments and standard input.
func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runWith(t, &CLI{}, stdin, args...)
}

func runWith(t *testing.T, c *CLI, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut strings.Builder
	c.Stdin, c.Stdout, c.Stderr = strings.NewReader(stdin), &out, &errOut
	code = c.Run(context.Background(), args)
	return code, out.String(), errOut.String()
}

// jsonLines decodes every line of out as one JSON object.
func jsonLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var objects []map[string]any
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("line is not one JSON object: %v\n%s", err, line)
		}
		objects = append(objects, m)
	}
	return objects
}

func TestAskRuleJSON(t *testing.T) {
	code, out, errOut := run(t, "", "ask", "--json", "--no-store", "/cr rule:106.7")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	got := jsonLines(t, out)
	if len(got) != 1 {
		t.Fatalf("%d lines, want 1", len(got))
	}
	want := `{"command":"/cr rule:106.7","rule":{"number":"106.7","section":"Mana",` +
		`"text":"Some abilities produce mana based on the type of mana another permanent or permanents “could produce.”`
	if !strings.HasPrefix(out, want) {
		t.Errorf("got\n%s\nwant it to start with\n%s", out, want)
	}
	rule := got[0]["rule"].(map[string]any)
	if examples := rule["examples"].([]any); len(examples) != 1 || !strings.Contains(examples[0].(string), "Exotic Orchard") {
		t.Errorf("examples = %v", examples)
	}
	if got[0]["cr"] != cr.Edition {
		t.Errorf("cr = %v, want %s", got[0]["cr"], cr.Edition)
	}
	if errOut != "" {
		t.Errorf("stderr: %s", errOut)
	}
}

func TestAskRuleSearch(t *testing.T) {
	code, out, _ := run(t, "", "ask", "--json", "--no-store", `/cr rule:"intervening if"`)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, out)
	}
	got := jsonLines(t, out)[0]
	if got["query"] != "intervening if" {
		t.Errorf("query = %v", got["query"])
	}
	matches := got["rules"].([]any)
	if len(matches) == 0 || len(matches) > searchResults {
		t.Fatalf("%d matches", len(matches))
	}
	numbers := []string{}
	for _, m := range matches {
		numbers = append(numbers, m.(map[string]any)["number"].(string))
	}
	if !slices.Contains(numbers, "603.4") {
		t.Errorf("searching for intervening if found %v, not 603.4", numbers)
	}

	// A number the rules lack: said so, with the rules nearest it.
	code, out, _ = run(t, "", "ask", "--no-store", "/cr rule:999.9")
	if code != ExitOK || !strings.Contains(out, "There is no rule 999.9 in the Comprehensive Rules") || !strings.Contains(out, "905.6 Once the starting player") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	code, out, _ = run(t, "", "ask", "--no-store", "/cr rule:zzzqqq")
	if code != ExitInvalid || !strings.Contains(out, `rule: no rule matches "zzzqqq"`) {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestAskCardJSON(t *testing.T) {
	code, out, errOut := run(t, "", "ask", "--json", "--no-store", `/card name:"reflecting pool"`)
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	var got struct {
		Command string
		Card    struct {
			Name      string
			ManaCost  *string `json:"mana_cost"`
			TypeLine  string  `json:"type_line"`
			Oracle    string
			Rulings   []struct{ Date, Text string }
			Abilities []struct {
				Number     int
				Text       string
				Understood *bool
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	c := got.Card
	if got.Command != `/card name:"reflecting pool"` || c.Name != "Reflecting Pool" || c.TypeLine != "Land" ||
		c.ManaCost == nil || *c.ManaCost != "" || !strings.Contains(c.Oracle, "could produce") {
		t.Errorf("got %+v", got)
	}
	if len(c.Rulings) == 0 || c.Rulings[0].Date == "" {
		t.Errorf("rulings = %+v", c.Rulings)
	}
	if len(c.Abilities) == 0 || c.Abilities[0].Number != 1 || c.Abilities[0].Understood == nil {
		t.Errorf("abilities = %+v", c.Abilities)
	}
}

func TestAskUnknownCard(t *testing.T) {
	code, out, _ := run(t, "", "ask", "--no-store", `/card name:"Reflectin Pool"`)
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	for _, want := range []string{`error: name: unknown card "Reflectin Pool"`, `did you mean "Reflecting Pool"`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestAskErrorJSON(t *testing.T) {
	code, out, _ := run(t, "", "ask", "--json", "--no-store", "/jduge tap board:x card:y")
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	want := `{"error":{"message":"unknown command /jduge (/help lists them all)","option":"","offset":1,"suggestions":["/judge tap"]}}` + "\n"
	if out != want {
		t.Errorf("got  %swant %s", out, want)
	}
	code, out, _ = run(t, "", "ask", "--json", "--no-store", `/judge enters card:"Endless One" x:two`)
	// The offset is in the option's value (docs/contract.md, section 3);
	// command_offset is where that is in the command.
	want = `{"error":{"message":"expected a whole number 0 or more, got \"two\"","option":"x","offset":0,"command_offset":35,"suggestions":[]}}` + "\n"
	if code != ExitInvalid || out != want {
		t.Errorf("exit %d, got  %swant %s", code, out, want)
	}
	// An error in a quoted value counts from its opening quote; one about
	// an option that has no value yet (given twice, missing) is at 0.
	for _, c := range []struct {
		cmd            string
		offset, inLine float64
	}{
		{`/judge tap board:"me: Forest" card:"Forest" card:Forest`, 0, 44},
		{`/judge tap board:"me: Forest"`, 0, 29},
		{`/judge tap board:"me: Forest"x card:Forest`, 12, 29},
		{`/judge tap board:"me: Frest" card:Forest`, 4, -1},
	} {
		code, out, _ = run(t, "", "ask", "--json", "--no-store", c.cmd)
		got := jsonLines(t, out)
		e, _ := got[0]["error"].(map[string]any)
		if code != ExitInvalid || e == nil || e["offset"] != c.offset {
			t.Errorf("%s: exit %d, %s", c.cmd, code, out)
			continue
		}
		if in, ok := e["command_offset"]; c.inLine < 0 && ok || c.inLine >= 0 && in != c.inLine {
			t.Errorf("%s: command_offset %v, want %v", c.cmd, in, c.inLine)
		}
	}
}

func TestAskErrorCaret(t *testing.T) {
	code, out, _ := run(t, "", "ask", "--no-store", `/judge enters card:"Endless One" x:two`)
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	want := "error: x: expected a whole number 0 or more, got \"two\"\n" +
		"  /judge enters card:\"Endless One\" x:two\n" +
		"  " + strings.Repeat(" ", 35) + "^\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

// An error from the engine points into the board with a caret too.
func TestAskBoardErrorCaret(t *testing.T) {
	code, out, _ := run(t, "", "ask", "--no-store", `/judge tap board:"me: Reflectin Pool" card:"Reflectin Pool"`)
	if code != ExitInvalid {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	lines := strings.Split(out, "\n")
	if len(lines) < 3 || !strings.HasPrefix(lines[0], "error: ") || !strings.HasSuffix(strings.TrimRight(lines[2], " "), "^") {
		t.Errorf("no message and caret:\n%s", out)
	}
	if !strings.Contains(out, `"Reflecting Pool"`) {
		t.Errorf("no suggestion:\n%s", out)
	}
}

// A board that spans lines (\n in the command) says where the problem is
// as line:column, on the terminal and in JSON, and keeps the caret.
func TestAskBoardErrorLineColumn(t *testing.T) {
	cmd := `/judge tap board:"me: Forest\nopp: Reflectin Pool" card:Forest`
	code, out, _ := run(t, "", "ask", "--no-store", cmd)
	want := "error: board: at 2:6: unknown card \"Reflectin Pool\"\n" +
		"  opp: Reflectin Pool\n" +
		"       ^\n"
	if code != ExitInvalid || !strings.HasPrefix(out, want) {
		t.Errorf("exit %d, got\n%s\nwant it to begin\n%s", code, out, want)
	}
	_, out, _ = run(t, "", "ask", "--json", "--no-store", cmd)
	e, _ := jsonLines(t, out)[0]["error"].(map[string]any)
	if e["line"] != float64(2) || e["column"] != float64(6) || e["offset"] != float64(16) || e["option"] != "board" {
		t.Errorf("JSON error %v, want line 2, column 6, offset 16 in the board", e)
	}
}

func TestAskFile(t *testing.T) {
	input := strings.Join([]string{
		"# cases",
		"",
		"/cr rule:106.7",
		"   ",
		`/judge enters card:"Endless One" x:two`,
		"  # an indented comment",
		`card name:Forest`,
		`/cr rule:603.4`,
	}, "\n") // no final new line
	code, out, _ := run(t, input, "ask", "-f", "-", "--json", "--no-store")
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	got := jsonLines(t, out)
	if len(got) != 4 {
		t.Fatalf("%d answers, want 4:\n%s", len(got), out)
	}
	if got[0]["command"] != "/cr rule:106.7" || got[2]["command"] != "/card name:Forest" || got[3]["command"] != "/cr rule:603.4" {
		t.Errorf("answers out of order:\n%s", out)
	}
	e, ok := got[1]["error"].(map[string]any)
	if !ok || e["option"] != "x" || e["offset"] != float64(0) || e["command_offset"] != float64(35) {
		t.Errorf("second answer = %v", got[1])
	}
}

func TestAskFileFromPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "asks.txt")
	// Windows line endings, a byte order mark, and one line too long to
	// read.
	long := "/cr rule:" + strings.Repeat("x", 70_000)
	// A byte order mark first, as some editors write.
	if err := os.WriteFile(path, []byte("\uFEFF/cr rule:106.7\r\n"+long+"\r\n/help\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := run(t, "", "ask", "--json", "--no-store", "-f", path)
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	got := jsonLines(t, out)
	if len(got) != 3 {
		t.Fatalf("%d answers, want 3", len(got))
	}
	if got[0]["command"] != "/cr rule:106.7" || got[2]["command"] != "/help" {
		t.Errorf("answers: %v, %v", got[0]["command"], got[2]["command"])
	}
	e := got[1]["error"].(map[string]any)
	if msg := e["message"].(string); !strings.Contains(msg, "too long: 70009 bytes") {
		t.Errorf("long line: %s", msg)
	}

	code, _, errOut := run(t, "", "ask", "-f", filepath.Join(t.TempDir(), "none.txt"))
	if code != ExitInvalid || !strings.Contains(errOut, "none.txt") {
		t.Errorf("missing file: exit %d, %s", code, errOut)
	}
	// A directory is the user's mistake too.
	code, _, errOut = run(t, "", "ask", "-f", t.TempDir())
	if code != ExitInvalid || !strings.Contains(errOut, "is a directory; expected a file of questions") {
		t.Errorf("directory: exit %d, %s", code, errOut)
	}
}

func TestAskFileHuman(t *testing.T) {
	code, out, _ := run(t, "/cr rule:106.7\n/crd name:x\n", "ask", "--no-store", "-f", "-")
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	for _, want := range []string{
		"> /cr rule:106.7\n106.7 Some abilities produce mana",
		"> /crd name:x\nerror: unknown command /crd",
		"   ^\ndid you mean \"/cr\", \"/card\"?\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// The command may be one argument or several, with flags anywhere.
func TestAskCommandWords(t *testing.T) {
	code, out, errOut := run(t, "", "ask", "/judge", "lands", "board:me: 2x Ghirapur Orrery, lands played 1", "--json", "--no-store")
	if code != ExitOK {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	got := jsonLines(t, out)[0]
	if got["command"] != `/judge lands board:"me: 2x Ghirapur Orrery, lands played 1"` || got["question"] != "lands" {
		t.Errorf("got %v", got)
	}
	code, out, _ = run(t, "", "ask", "--json", "--no-store", "--", "/cr", "rule:106.7", "--json")
	if code != ExitInvalid || !strings.Contains(out, `"option":""`) {
		t.Errorf("after --, flags are words: exit %d, %s", code, out)
	}
}

func TestJoinCommandWords(t *testing.T) {
	cases := []struct {
		words []string
		want  string
	}{
		{[]string{`/judge tap board:"me: Forest" card:Forest`}, `/judge tap board:"me: Forest" card:Forest`},
		{[]string{"/judge", "tap", "board:me: Forest, Island", "card:Forest"}, `/judge tap board:"me: Forest, Island" card:Forest`},
		{[]string{"/judge", "tap", `board:"me: Forest"`, "card:opp's Exotic Orchard"}, `/judge tap board:"me: Forest" card:"opp's Exotic Orchard"`},
		{[]string{"/cr", "rule:", "106.7"}, "/cr rule: 106.7"},
		{[]string{"/ruling", "search", `text:say "hi"`}, `/ruling search text:"say \"hi\""`},
	}
	for _, c := range cases {
		if got := joinCommandWords(c.words); got != c.want {
			t.Errorf("joinCommandWords(%q) = %s, want %s", c.words, got, c.want)
		}
	}
}

// An engine ruling printed for a person: the answer first, every cited
// rule with its text, and the versions.
func TestAskRulingForAPerson(t *testing.T) {
	const ask = `/judge tap board:"me: Forest, Mana Reflection; opp: Contamination" card:Forest`
	code, out, errOut := run(t, "", "ask", "--json", "--no-store", ask)
	if code != ExitOK {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	var r rules.Ruling
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Command != ask || r.Answer == "" || r.Engine != rules.EngineVersion || r.CR != rules.CREdition {
		t.Fatalf("ruling %+v", r)
	}
	code, text, _ := run(t, "", "ask", "--no-store", ask)
	if code != ExitOK {
		t.Fatalf("exit %d", code)
	}
	if first, _, _ := strings.Cut(text, "\n"); first != r.Answer {
		t.Errorf("first line %q, want the answer %q", first, r.Answer)
	}
	for _, number := range r.Rules {
		rule, ok := cr.Lookup(number)
		if !ok {
			t.Errorf("rule %s is cited but not in the rules text", number)
			continue
		}
		if !strings.Contains(text, "  "+number+" "+strings.SplitN(rule.Text, "\n", 2)[0]) {
			t.Errorf("rule %s is not shown with its text", number)
		}
	}
	if len(r.Outcomes) == 1 && len(r.Outcomes[0].Draws) == 0 && !strings.Contains(text, "  - "+outcomeLine(r.Outcomes[0])+"\n") {
		t.Errorf("outcome %q is not shown", outcomeLine(r.Outcomes[0]))
	}
	if table := present.OutcomeTable(r.Outcomes).Text("  "); len(r.Outcomes) > 1 && !strings.Contains(text, table) {
		t.Errorf("outcomes table is not shown:\n%s\nin\n%s", table, text)
	}
	if !strings.Contains(text, "Engine "+rules.EngineVersion+", Comprehensive Rules "+rules.CREdition) {
		t.Errorf("no versions:\n%s", text)
	}
}

func TestOutcomeLine(t *testing.T) {
	none, two := "", "{B}{B}"
	cases := []struct {
		o    rules.Outcome
		want string
	}{
		{rules.Outcome{Mana: &none}, "no mana"},
		{rules.Outcome{Mana: &two, Choices: []string{"Contamination applies first", "Mana Reflection applies first"}},
			"{B}{B}: Contamination applies first / Mana Reflection applies first"},
		{rules.Outcome{Draws: map[string]int{"opp": 0, "me": 3, "ally": 1}}, "you draw 3, Ally draws 1, Opp draws 0"},
		{rules.Outcome{Events: []string{"it resolves"}}, "it resolves"},
		{rules.Outcome{}, "nothing happens"},
	}
	for _, c := range cases {
		if got := outcomeLine(c.o); got != c.want {
			t.Errorf("outcomeLine = %q, want %q", got, c.want)
		}
	}
}

// bot ask answers through the App it is given, which stores each ruling
// with who asked (the terminal) and prints its id; rules text and cards
// are not rulings, and --no-store stores nothing. A store that fails
// leaves the answer standing, without an id, and the exit code 1.
func TestAskStoresRulings(t *testing.T) {
	store, url := rulingstest.Open(t)
	quiet := slog.New(slog.DiscardHandler)
	cli := func() *CLI { return &CLI{App: &app.App{Store: store, Log: quiet}} }
	code, out, errOut := runWith(t, cli(), "", "ask", "--json", "/orrery lands orreries:2")
	if code != ExitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	id, _ := jsonLines(t, out)[0]["id"].(string)
	sr, err := store.Get(context.Background(), id)
	if err != nil {
		t.Fatalf("the ruling %q printed is not stored: %v", id, err)
	}
	if sr.Asks != 1 || sr.Ruling.Command != "/orrery lands orreries:2" {
		t.Errorf("stored %q, asked %d times", sr.Ruling.Command, sr.Asks)
	}
	_, text, _ := runWith(t, cli(), "", "ask", "/orrery lands orreries:2")
	if !strings.Contains(text, ", ruling "+id+"\n") {
		t.Errorf("no id in:\n%s", text)
	}
	runWith(t, cli(), "", "ask", "/cr rule:106.7")
	runWith(t, cli(), "", "ask", "--no-store", "/orrery lands")
	if p, err := store.Search(context.Background(), rulings.Query{}); err != nil || p.Total != 1 {
		t.Errorf("%d rulings stored (%v), want 1", p.Total, err)
	}

	closed, err := rulings.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	closed.Close()
	code, out, errOut = runWith(t, &CLI{App: &app.App{Store: closed, Log: quiet}}, "", "ask", "--json", "/orrery lands")
	if code != ExitFailure || !strings.Contains(errOut, "bot ask: the ruling was not stored: ") {
		t.Errorf("failing store: exit %d, stderr %s", code, errOut)
	}
	if got := jsonLines(t, out)[0]; got["question"] != "lands" || got["id"] != nil {
		t.Errorf("the answer must stand without an id: %v", got)
	}
}

func TestAskWithoutStoreNotes(t *testing.T) {
	code, _, errOut := run(t, "/orrery lands\n/orrery upkeep hand:0\n", "ask", "--json", "-f", "-")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.Count(errOut, "not stored") != 1 {
		t.Errorf("want one note that rulings are not stored, got:\n%s", errOut)
	}
	_, _, errOut = run(t, "", "ask", "--json", "--no-store", "/orrery lands")
	if errOut != "" {
		t.Errorf("--no-store: stderr %s", errOut)
	}
}

func TestAskRulingNeedsDatabase(t *testing.T) {
	code, out, _ := run(t, "", "ask", "--json", "--no-store", "/ruling show id:R7QK")
	if code != ExitInvalid || !strings.Contains(out, "needs the database of stored rulings; run without --no-store") {
		t.Errorf("exit %d: %s", code, out)
	}
	code, out, _ = run(t, "", "ask", "--json", "/ruling search text:orrery")
	if code != ExitFailure || !strings.Contains(out, `"error"`) {
		t.Errorf("exit %d: %s", code, out)
	}
}

func TestAskHelp(t *testing.T) {
	code, out, _ := run(t, "", "ask", "--no-store", "/help")
	if code != ExitOK || !strings.Contains(out, "/judge tap board:BOARD card:CARD [ability:N]") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	code, out, _ = run(t, "", "ask", "--json", "--no-store", "/help")
	if got := jsonLines(t, out)[0]; code != ExitOK || got["command"] != "/help" || !strings.Contains(got["help"].(string), "/orrery upkeep") {
		t.Errorf("exit %d: %v", code, got)
	}
}

func TestMainUsage(t *testing.T) {
	cases := []struct {
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{[]string{"-h"}, ExitOK, "usage:", ""},
		{[]string{"help"}, ExitOK, "bot ask [--json] [--no-store]", ""},
		{[]string{"help", "ask"}, ExitOK, "usage: bot ask", ""},
		{[]string{"help", "frob"}, ExitInvalid, "", `unknown subcommand "frob"`},
		{[]string{"frob"}, ExitInvalid, "", `unknown subcommand "frob"`},
		{[]string{"ask"}, ExitInvalid, "", "usage: bot ask"},
		{[]string{"ask", "--help"}, ExitOK, "usage: bot ask", ""},
		{[]string{"ask", "--bogus", "/help"}, ExitInvalid, "", "flag provided but not defined: -bogus"},
		{[]string{"ask", "-f", "-", "/help"}, ExitInvalid, "", "not both"},
	}
	for _, c := range cases {
		code, out, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(out, c.stdout) || !strings.Contains(errOut, c.stderr) {
			t.Errorf("bot %q: exit %d\nstdout: %s\nstderr: %s", c.args, code, out, errOut)
		}
	}
}

func TestAskStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut strings.Builder
	code := Main(ctx, []string{"ask", "--json", "--no-store", "-f", "-"}, strings.NewReader("/help\n/help\n"), &out, &errOut)
	if code != ExitFailure || out.String() != "" || !strings.Contains(errOut.String(), "stopped") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errOut.String())
	}
}

// zeros is an input of zero bytes without end, and no line ending
// (/dev/zero).
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestAskFileWithoutLineEnding: a file of questions that never ends a line
// is refused once the line is past any command's size many times over,
// with an error that says what was expected, not read without end.
func TestAskFileWithoutLineEnding(t *testing.T) {
	var out, errOut strings.Builder
	c := &CLI{Stdin: zeros{}, Stdout: &out, Stderr: &errOut}
	if code := c.Run(context.Background(), []string{"ask", "-f", "-", "--no-store"}); code != ExitFailure {
		t.Errorf("exit %d, want %d", code, ExitFailure)
	}
	if !strings.Contains(errOut.String(), "no line ending: expected one command a line") {
		t.Errorf("stderr %q", errOut.String())
	}
}

// TestAskFileStopsWhileWaiting: stopped (Ctrl-C, SIGTERM: the context
// done) while it waits for a line that does not come, bot ask -f ends
// and says so.
func TestAskFileStopsWhileWaiting(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	ctx, cancel := context.WithCancelCause(context.Background())
	var out, errOut strings.Builder
	c := &CLI{Stdin: r, Stdout: &out, Stderr: &errOut}
	done := make(chan int)
	go func() { done <- c.Run(ctx, []string{"ask", "-f", "-", "--no-store", "--json"}) }()
	if _, err := io.WriteString(w, "/cr rule:106.7\n"); err != nil {
		t.Fatal(err)
	}
	// The first answer is written before the next line is waited for.
	w.Write(nil) //nolint:errcheck // a pipe write of nothing returns once read
	cancel(errors.New("interrupt signal received"))
	if code := <-done; code != ExitFailure {
		t.Errorf("exit %d, want %d", code, ExitFailure)
	}
	if !strings.Contains(errOut.String(), "stopped: interrupt signal received") {
		t.Errorf("stderr %q", errOut.String())
	}
}
