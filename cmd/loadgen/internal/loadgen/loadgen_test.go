package loadgen

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
)

// TestHTTP runs loadgen http as BENCHMARKS.md does, with few requests:
// it builds the bot, starts it with its private Postgres, times start-up,
// reads its memory, and sends rounds of PING and /orrery upkeep hand:0,
// every one answered, every ruling stored.
func TestHTTP(t *testing.T) {
	if _, err := pgembed.FindBinaries(context.Background(), "", ""); err != nil {
		pgtest.Unavailable(t, err)
	}
	bin := filepath.Join(t.TempDir(), "bot")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/orrery-judge/orrery/cmd/bot").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var stdout, stderr strings.Builder
	code := Main(t.Context(), []string{"http", "-bot", bin, "-n", "40", "-c", "4", "-rounds", "2", "-warmup", "10", "-starts", "1", "-log", filepath.Join(t.TempDir(), "bot.log")}, &stdout, &stderr)
	out := stdout.String()
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, stderr.String())
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`machine: go1\.\S+ linux/\w+, .+, \d+ CPUs, \d{4}-\d\d-\d\d`),
		regexp.MustCompile(`start-up to ready, first start \(creates the Postgres cluster\): \S+s`),
		regexp.MustCompile(`start-up to ready, cluster exists: median \S+s`),
		regexp.MustCompile(`memory idle: bot VmRSS \d+\.\d MiB \(VmHWM \d+\.\d MiB\), Postgres Pss \d+\.\d MiB`),
		regexp.MustCompile(`round 2  ping +c=4 +40 sent .* failed 0\n`),
		regexp.MustCompile(`round 2  upkeep +c=4 +40 sent .* failed 0\n`),
		regexp.MustCompile(`CPU a request: bot \S+, Postgres \S+, loadgen \S+`),
		regexp.MustCompile(`memory under load .*: bot VmRSS \d+\.\d MiB`),
		regexp.MustCompile(`upkeep/ping throughput: \d\.\d\d`),
	} {
		if !want.MatchString(out) {
			t.Errorf("the report lacks %s:\n%s", want, out)
		}
	}
	// Every ruling was stored: no answer said otherwise.
	if strings.Contains(out, "not stored") {
		t.Errorf("some rulings were not stored:\n%s", out)
	}
}

func TestQuestionsCommand(t *testing.T) {
	dir := t.TempDir()
	cases := filepath.Join("..", "..", "..", "..", "testdata", "oracle", "public.jsonl")
	var outputs []string
	for _, name := range []string{"a.txt", "b.txt"} {
		var stdout, stderr strings.Builder
		if code := Main(context.Background(), []string{"questions", "-n", "300", "-seed", "3", "-o", filepath.Join(dir, name), cases}, &stdout, &stderr); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		outputs = append(outputs, string(b))
	}
	if outputs[0] != outputs[1] || strings.Count(outputs[0], "\n") != 300 || !strings.HasPrefix(outputs[0], "/") {
		t.Errorf("two runs with the same seed differ, or not 300 lines:\n%.500s", outputs[0])
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		nil,
		{"fly"},
		{"http"},
		{"http", "-url", "http://127.0.0.1:1/interactions"},
		{"http", "-bot", "x", "-url", "y"},
		{"http", "-bot", "x", "-scenarios", "ping,dance"},
		{"http", "-bot", "x", "-n", "0"},
		{"http", "-url", "http://127.0.0.1:1/interactions", "-key", "00"},
	} {
		var stdout, stderr strings.Builder
		if code := Main(context.Background(), args, &stdout, &stderr); code != 2 || stderr.Len() == 0 {
			t.Errorf("loadgen %s: exit %d, stderr %q", strings.Join(args, " "), code, stderr.String())
		}
	}
	var stdout, stderr strings.Builder
	if code := Main(context.Background(), []string{"key"}, &stdout, &stderr); code != 0 || !regexp.MustCompile(`seed +[0-9a-f]{64}.*\npublic key +[0-9a-f]{64}`).MatchString(stdout.String()) {
		t.Errorf("loadgen key: exit %d: %s", code, stdout.String())
	}
}
