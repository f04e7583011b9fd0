package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// TestMain gives the test a database copied from a migrated template, as
// a fresh checkout's first run would make.
func TestMain(m *testing.M) {
	rulingstest.Main(m)
}

// runPrefix starts every README line that runs the program.
const runPrefix = "go run ./cmd/bot "

// readmeExample is one line of the README that runs the program, and the
// output the README shows after it, if any.
type readmeExample struct {
	line    int
	command string
	// output are the lines shown, "..." standing for any text.
	output []string
}

// readmeExamples reads the README's code blocks: every line that starts
// with runPrefix, and for the last such line of a block, the block right
// after it when that block runs nothing (what the command prints).
func readmeExamples(t *testing.T, path string) []readmeExample {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var (
		out     []readmeExample
		inBlock bool
		block   []string
		// between is the text since the last block ended, which must be
		// blank for a block to be the output of the one before.
		between      strings.Builder
		lastCommands bool
	)
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.HasPrefix(line, "```") {
			if !inBlock {
				inBlock, block = true, nil
				continue
			}
			inBlock = false
			commands := false
			for i, l := range block {
				if strings.HasPrefix(l, runPrefix) {
					commands = true
					out = append(out, readmeExample{line: n - len(block) + i, command: l})
				}
			}
			if !commands && lastCommands && strings.TrimSpace(between.String()) == "" {
				out[len(out)-1].output = block
			}
			lastCommands = commands
			between.Reset()
			continue
		}
		if inBlock {
			block = append(block, line)
		} else {
			between.WriteString(line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// printedID finds the id bot ask prints at the end of a stored ruling.
var printedID = regexp.MustCompile(`(?m)ruling ([0-9A-Z]{8,})$`)

// shownLine is a line of output the README shows, as a pattern: "..."
// stands for any text.
func shownLine(line string) *regexp.Regexp {
	parts := strings.Split(line, "...")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile(`^` + strings.Join(parts, `.*`) + `$`)
}

// Every README example that runs the program runs as written, on a fresh
// checkout with its own database, in the order the README gives them
// (the id a ruling is shown by is the one an example before stored), and
// answers with exit status 0; where the README shows what it prints, the
// program prints those lines, in that order.
func TestREADME(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	examples := readmeExamples(t, filepath.Join(root, "README.md"))
	if len(examples) < 10 {
		t.Fatalf("the README has %d examples that run the program, want its bot ask and ruling examples", len(examples))
	}
	dbURL := pgtest.URL(t)
	dir := t.TempDir()
	bin := filepath.Join(dir, "orrery")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("building the program: %v\n%s", err, out)
	}
	env := append(os.Environ(), "DATABASE_URL="+dbURL, "ORRERY_DATA_DIR="+filepath.Join(dir, "data"))
	for _, ex := range examples {
		// The shell reads the line as a reader's shell would: its quotes,
		// and a comment after #.
		cmd := exec.Command("sh", "-c", "exec "+bin+" "+strings.TrimPrefix(ex.command, runPrefix))
		cmd.Dir = root
		cmd.Env = env
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		what := "README.md:" + strconv.Itoa(ex.line) + ": " + ex.command
		if err != nil {
			t.Errorf("%s: %v\nstandard error:\n%s", what, err, stderr.String())
			continue
		}
		if strings.TrimSpace(stdout.String()) == "" {
			t.Errorf("%s printed nothing", what)
		}
		lines := strings.Split(stdout.String(), "\n")
		at := 0
		for _, shown := range ex.output {
			re := shownLine(shown)
			for at < len(lines) && !re.MatchString(lines[at]) {
				at++
			}
			if at == len(lines) {
				t.Errorf("%s: the README shows the line\n  %s\nwhich the program does not print there; it prints:\n%s", what, shown, stdout.String())
				if m := printedID.FindStringSubmatch(stdout.String()); m != nil && strings.Contains(shown, "ruling ") {
					t.Errorf("the ruling's id is %s now (a new engine version gives a new id): write it in README.md wherever the old one is", m[1])
				}
				break
			}
			at++
		}
	}
}
