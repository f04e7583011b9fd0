package cli

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
)

// newcomer sets up what a newcomer has: no configuration file and no
// database URL, so the CLI runs its private Postgres in a data folder of
// its own. It returns a function that runs Main.
func newcomer(t *testing.T) func(args ...string) (int, string, string) {
	t.Helper()
	if _, err := pgembed.FindBinaries(context.Background(), "", ""); err != nil {
		pgtest.Unavailable(t, err)
	}
	data, err := os.MkdirTemp("", "orrery-cli-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(data) })
	t.Chdir(t.TempDir())
	for k, v := range map[string]string{"ORRERY_DATA_DIR": data, "DATABASE_URL": "", "ORRERY_CONFIG": "", "ORRERY_LOG_LEVEL": "warn"} {
		t.Setenv(k, v)
	}
	return func(args ...string) (int, string, string) {
		var out, errOut strings.Builder
		code := Main(context.Background(), args, strings.NewReader(""), &out, &errOut)
		return code, out.String(), errOut.String()
	}
}

var idRe = regexp.MustCompile(`ruling ([0-9A-Z]{8,})`)

// bot ask stores each ruling in the private Postgres and prints its id;
// the ruling is there in the next run, which starts the cluster again.
func TestAskStoresInPrivateCluster(t *testing.T) {
	bot := newcomer(t)
	code, out, errOut := bot("ask", "/orrery lands orreries:2")
	if code != ExitOK {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	m := idRe.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no ruling id printed:\n%s", out)
	}
	id := m[1]

	code, out, errOut = bot("ask", "--json", `/judge lands board:"me: 2x Ghirapur Orrery"`)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var r struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || r.ID != id {
		t.Errorf("the same question asked another way: id %q (%v), want %s", r.ID, err, id)
	}

	code, out, errOut = bot("ruling", "show", strings.ToLower(id))
	if code != ExitOK || !strings.Contains(out, "You may play 3 lands") || !strings.Contains(out, "asked 2 times") {
		t.Errorf("ruling show: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = bot("ruling", "review", id, "correct", "matches", "the", "rulings", "--by", "alice")
	if code != ExitOK || !strings.Contains(out, "reviewed as correct") {
		t.Errorf("ruling review: exit %d\n%s%s", code, out, errOut)
	}
	code, out, _ = bot("ask", "/ruling show id:"+id)
	if code != ExitOK || !strings.Contains(out, "Latest review: correct by alice") || !strings.Contains(out, "matches the rulings") {
		t.Errorf("/ruling show: exit %d\n%s", code, out)
	}
	code, out, _ = bot("ruling", "search", "--card", "orrery")
	if code != ExitOK || !strings.Contains(out, id) || !strings.Contains(out, "[correct]") {
		t.Errorf("ruling search --card: exit %d\n%s", code, out)
	}
	code, out, _ = bot("ask", "--json", `/ruling search text:"lands"`)
	var page struct {
		Total   int `json:"total"`
		Rulings []struct {
			ID string `json:"id"`
		} `json:"rulings"`
	}
	if err := json.Unmarshal([]byte(out), &page); code != ExitOK || err != nil || page.Total != 1 || page.Rulings[0].ID != id {
		t.Errorf("/ruling search: exit %d, %v\n%s", code, err, out)
	}
	code, out, _ = bot("ask", "--json", "/ruling review id:"+id+" verdict:unclear")
	if code != ExitOK || !strings.Contains(out, `"verdict":"unclear"`) {
		t.Errorf("/ruling review: exit %d\n%s", code, out)
	}
	code, out, errOut = bot("recheck")
	if code != ExitOK || !strings.Contains(out, "Checked 1 ruling") || !strings.Contains(out, "1 unchanged") {
		t.Errorf("recheck: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = bot("migrate")
	if code != ExitOK || !strings.Contains(out, "up to date") {
		t.Errorf("migrate: exit %d\n%s%s", code, out, errOut)
	}
}

func TestRulingErrors(t *testing.T) {
	bot := newcomer(t)
	code, _, errOut := bot("ruling", "show", "ZZZZZZZZ")
	if code != ExitInvalid || !strings.Contains(errOut, "no stored ruling has id ZZZZZZZZ") {
		t.Errorf("unknown id: exit %d: %s", code, errOut)
	}
	code, out, _ := bot("ask", "--json", "/ruling show id:ZZZZZZZZ")
	if code != ExitInvalid || !strings.Contains(out, `"option":"id"`) {
		t.Errorf("/ruling show unknown id: exit %d: %s", code, out)
	}
	code, _, errOut = bot("ruling", "review", "ZZZZZZZZ", "maybe")
	if code != ExitInvalid || !strings.Contains(errOut, "correct, incorrect or unclear") {
		t.Errorf("bad verdict: exit %d: %s", code, errOut)
	}
	code, _, _ = bot("ruling", "dance")
	if code != ExitInvalid {
		t.Errorf("unknown ruling command: exit %d", code)
	}
	path := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(path, []byte("not the rules\n"), 0o600)
	code, _, errOut = bot("import-cr", path)
	if code != ExitInvalid || !strings.Contains(errOut, "does not look like the Comprehensive Rules") {
		t.Errorf("import-cr of another file: exit %d: %s", code, errOut)
	}
}

// --config names the file; an unknown key in it stops the command with
// the key and line.
func TestConfigFlag(t *testing.T) {
	bot := newcomer(t)
	path := filepath.Join(t.TempDir(), "orrery.toml")
	os.WriteFile(path, []byte("[database]\ndata_dri = \"/tmp\"\n"), 0o600)
	code, _, errOut := bot("--config", path, "migrate")
	if code != ExitFailure || !strings.Contains(errOut, path+":2: unknown key database.data_dri (did you mean database.data_dir?)") {
		t.Errorf("exit %d: %s", code, errOut)
	}
	os.WriteFile(path, []byte("[discord]\ntoken = \"tok-SECRET\"\n"), 0o600)
	code, out, errOut := bot("config", "--config="+path)
	if code != ExitOK || strings.Contains(out, "tok-SECRET") || !strings.Contains(out, "[redacted]") {
		t.Errorf("bot config: exit %d\n%s%s", code, out, errOut)
	}
	code, _, errOut = bot("config", "--config", filepath.Join(t.TempDir(), "missing.toml"))
	if code != ExitInvalid || !strings.Contains(errOut, "missing.toml") {
		t.Errorf("missing file: exit %d: %s", code, errOut)
	}
}

func TestTakeConfigFlag(t *testing.T) {
	cases := []struct {
		in   []string
		rest []string
		path string
	}{
		{[]string{"ask", "/help"}, []string{"ask", "/help"}, ""},
		{[]string{"--config", "a.toml", "ask", "/help"}, []string{"ask", "/help"}, "a.toml"},
		{[]string{"ask", "--config=b.toml", "/help"}, []string{"ask", "/help"}, "b.toml"},
		{[]string{"ask", "--", "--config", "x"}, []string{"ask", "--", "--config", "x"}, ""},
	}
	for _, c := range cases {
		rest, path, err := takeConfigFlag(c.in)
		if err != nil || path != c.path || strings.Join(rest, " ") != strings.Join(c.rest, " ") {
			t.Errorf("takeConfigFlag(%q) = %q, %q, %v", c.in, rest, path, err)
		}
	}
	if _, _, err := takeConfigFlag([]string{"ask", "--config"}); err == nil {
		t.Error("--config without a file is no error")
	}
}
