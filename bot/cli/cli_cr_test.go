package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/cr"
)

// bot cr import refuses a damaged copy of the rules with the line, imports
// a new edition, and bot recheck then re-answers the stored rulings whose
// cited rules it changed.
func TestCRImportAndRecheck(t *testing.T) {
	bot := newcomer(t)
	t.Cleanup(func() { cr.Use(nil) })
	code, out, errOut := bot("ask", "/orrery lands orreries:2")
	m := idRe.FindStringSubmatch(out)
	if code != ExitOK || m == nil {
		t.Fatalf("ask: exit %d\n%s%s", code, out, errOut)
	}
	old := m[1]

	text := strings.ReplaceAll(cr.Text(), "effective as of September 25, 2026.", "effective as of February 5, 2027.")
	text = strings.Replace(text, "\n305.2. A player can normally play one land during their turn;",
		"\n305.2. A player can normally play one land during each of their turns;", 1)
	dir := t.TempDir()
	damaged := filepath.Join(dir, "damaged.txt")
	os.WriteFile(damaged, []byte(strings.Replace(text, "\n510.1c ", "\n510.1x ", 1)), 0o600)
	code, _, errOut = bot("cr", "import", damaged)
	if code != ExitInvalid || !strings.Contains(errOut, "comprehensive rules line ") || !strings.Contains(errOut, "subrule 510.1d comes after 510.1x") {
		t.Errorf("cr import of a damaged file: exit %d: %s", code, errOut)
	}

	file := filepath.Join(dir, "MagicCompRules 20270205.txt")
	os.WriteFile(file, []byte(text), 0o600)
	code, out, errOut = bot("cr", "import", file)
	if code != ExitOK || !strings.Contains(out, "Imported the Comprehensive Rules effective 2027-02-05: 3166 rules") {
		t.Fatalf("cr import: exit %d\n%s%s", code, out, errOut)
	}
	cr.Use(nil) // the next command is another process: it reads the edition from the database

	code, out, errOut = bot("recheck")
	if code != ExitOK || !strings.Contains(out, "Comprehensive Rules in use: 2027-02-05. 1 rulings cite another edition") ||
		!strings.Contains(out, old+" /orrery lands orreries:2: CR 305.2 changed since 2026-09-25.") ||
		!strings.Contains(out, "same verdict, superseded by ") {
		t.Fatalf("recheck: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = bot("ruling", "show", old)
	if code != ExitOK || !strings.Contains(strings.ToLower(out), "superseded") {
		t.Errorf("ruling show %s: exit %d\n%s%s", old, code, out, errOut)
	}
}
