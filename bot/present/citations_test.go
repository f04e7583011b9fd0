package present_test

import (
	"bufio"
	"context"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules/cr"
)

// printedLine finds a rule's line in the published file by itself, apart
// from the parser: the line that starts with the number and a dot or a
// space, without the number.
func printedLine(t *testing.T, number string) (string, bool) {
	t.Helper()
	text := cr.Text()
	for _, lead := range []string{"\n" + number + ". ", "\n" + number + " "} {
		if i := strings.Index(text, lead); i >= 0 {
			line, _, _ := strings.Cut(text[i+len(lead):], "\n")
			return strings.TrimSpace(line), true
		}
	}
	return "", false
}

// checkCited checks that a rule the engine cites is in the full text, and
// that the text /cr shows for it is the text printed in the file.
func checkCited(t *testing.T, where, number string) {
	t.Helper()
	printed, ok := printedLine(t, number)
	if !ok {
		t.Errorf("%s cites rule %s, which the Comprehensive Rules of %s do not have", where, number, cr.Edition)
		return
	}
	a, err := present.LookUpRule(number)
	if err != nil || a.Rule == nil || a.Rule.Number != number {
		t.Errorf("%s cites %s: /cr shows %+v, %v", where, number, a, err)
		return
	}
	if shown, _, _ := strings.Cut(a.Rule.Text, "\n"); shown != printed {
		t.Errorf("%s cites %s: /cr shows %q, the file prints %q", where, number, shown, printed)
	}
}

var literalRuleRe = regexp.MustCompile(`^\d{3}\.\d+[a-z]{0,2}$`)

// Every rule number written in the engine's code, the rules its steps
// rest on, is a rule of the full text, shown as printed.
func TestEngineCitesRulesOfTheFullText(t *testing.T) {
	files, err := filepath.Glob("../../rules/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("the engine's sources: %v, %v", files, err)
	}
	fset := token.NewFileSet()
	cited := map[string]string{} // number → where first cited
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && literalRuleRe.MatchString(s) {
				if _, seen := cited[s]; !seen {
					cited[s] = fset.Position(lit.Pos()).String()
				}
			}
			return true
		})
	}
	if len(cited) < 40 {
		t.Fatalf("only %d rule numbers found in the engine's code", len(cited))
	}
	for number, where := range cited {
		checkCited(t, where, number)
	}
}

// The rulings the engine gives for the public oracle cases cite rules of
// the full text, shown as printed, and record the edition they cite.
func TestOracleRulingsCiteRulesOfTheFullText(t *testing.T) {
	f, err := os.Open("../../testdata/oracle/public.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	cases, cites := 0, 0
	for sc.Scan() {
		var c struct {
			ID  string `json:"id"`
			Ask string `json:"ask"`
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		inv, err := command.Parse(c.Ask)
		if err != nil {
			t.Errorf("%s: %v", c.ID, err)
			continue
		}
		r, err := inv.Answer(context.Background())
		if err != nil {
			continue // a case whose answer is an input error cites nothing
		}
		cases++
		if r.CR != cr.Edition {
			t.Errorf("%s: the ruling cites the edition %q, the rules text is %s", c.ID, r.CR, cr.Edition)
		}
		numbers := slices.Clone(r.Rules)
		for _, s := range r.Steps {
			numbers = append(numbers, s.Rules...)
			for _, n := range s.Rules {
				if !slices.Contains(r.Rules, n) {
					t.Errorf("%s: a step cites %s, which the ruling's rules leave out", c.ID, n)
				}
			}
		}
		for _, n := range numbers {
			cites++
			checkCited(t, "oracle case "+c.ID, n)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cases < 30 || cites < 50 {
		t.Errorf("only %d rulings with %d citations checked", cases, cites)
	}
}
