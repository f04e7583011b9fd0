package cli

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/ulikunitz/xz"
)

// importTestData is the folder of the catalog's small files in each format
// of card data.
var importTestData, _ = filepath.Abs(filepath.Join("..", "..", "rules", "catalog", "testdata", "import"))

// cardFile writes a test file of the catalog's import test data into dir,
// packed as pack ("", "gz" or "xz"), cut to its first keep bytes when keep
// is positive.
func cardFile(t *testing.T, dir, name, pack string, keep int) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(importTestData, name))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	switch pack {
	case "gz":
		zw := gzip.NewWriter(&b)
		zw.Write(data)
		zw.Close()
		data = b.Bytes()
	case "xz":
		xw, err := xz.NewWriter(&b)
		if err != nil {
			t.Fatal(err)
		}
		xw.Write(data)
		xw.Close()
		data = b.Bytes()
	}
	if keep > 0 {
		data = data[:keep]
	}
	path := filepath.Join(dir, name)
	if pack != "" {
		path += "." + pack
	}
	if keep > 0 {
		path = strings.Replace(path, ".json", "-cut.json", 1)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// bot cards import stores MTGJSON and Scryfall data, plain or packed, once;
// refuses a truncated file with where it breaks, storing nothing; and the
// newest edition is the one the next run answers from.
func TestCardsImport(t *testing.T) {
	t.Cleanup(func() { catalog.Use(nil) })
	url := pgtest.URL(t)
	t.Chdir(t.TempDir())
	for k, v := range map[string]string{"DATABASE_URL": url, "ORRERY_CONFIG": "", "ORRERY_LOG_LEVEL": "warn"} {
		t.Setenv(k, v)
	}
	bot := func(args ...string) (int, string, string) {
		var out, errOut strings.Builder
		code := Main(context.Background(), args, strings.NewReader(""), &out, &errOut)
		return code, out.String(), errOut.String()
	}
	dir := t.TempDir()
	editions := func() int {
		conn, err := pgx.Connect(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(context.Background())
		var n int
		if err := conn.QueryRow(context.Background(), "select count(*) from card_editions").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}

	atomic := cardFile(t, dir, "AtomicCards.json", "gz", 0)
	code, out, errOut := bot("cards", "import", atomic)
	if code != ExitOK || !regexp.MustCompile(`Imported MTGJSON AtomicCards 2026-11-30 \([0-9a-f]{8}\): 5 cards`).MatchString(out) {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = bot("cards", "import", cardFile(t, dir, "AtomicCards.json", "", 0))
	if code != ExitOK || !strings.Contains(out, "Already imported") || editions() != 1 {
		t.Errorf("the same data again: exit %d, %d editions\n%s%s", code, editions(), out, errOut)
	}

	// Faults: a packed stream cut short, JSON cut short, a file of no kind.
	plain, _ := os.ReadFile(filepath.Join(importTestData, "oracle-cards.json"))
	cases := []struct {
		file string
		want []string
	}{
		{cardFile(t, dir, "AtomicCards.json", "gz", 300), []string{"AtomicCards-cut.json.gz", "gzip stream breaks off", "truncated"}},
		{cardFile(t, dir, "AtomicCards.json", "xz", 200), []string{"AtomicCards-cut.json.xz", "xz stream breaks off"}},
		{cardFile(t, dir, "oracle-cards.json", "", len(plain)-30), []string{"oracle-cards-cut.json:", "(byte ", "truncated"}},
	}
	for _, c := range cases {
		code, out, errOut := bot("cards", "import", c.file)
		if code != ExitInvalid {
			t.Errorf("%s: exit %d, want %d\n%s%s", c.file, code, ExitInvalid, out, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("%s: the error %q does not say %q", c.file, errOut, w)
			}
		}
	}
	if editions() != 1 {
		t.Errorf("refused files left %d editions, want 1", editions())
	}
	code, _, errOut = bot("cards", "import", cardFile(t, dir, "rulings.json", "", 0))
	if code != ExitInvalid || !strings.Contains(errOut, "give the oracle-cards file with it") {
		t.Errorf("a rulings file alone: exit %d: %s", code, errOut)
	}

	// Scryfall, packed with xz, with its rulings.
	code, out, errOut = bot("cards", "import", cardFile(t, dir, "rulings.json", "xz", 0), cardFile(t, dir, "oracle-cards.json", "xz", 0))
	if code != ExitOK || !strings.Contains(out, "Imported Scryfall oracle-cards to 2021-09-24 (") || !strings.Contains(out, ": 3 cards") {
		t.Fatalf("Scryfall import: exit %d\n%s%s", code, out, errOut)
	}
	code, out, _ = bot("cards", "list")
	if code != ExitOK || !strings.Contains(out, "Scryfall oracle-cards to 2021-09-24") || !strings.Contains(out, "(in use)") ||
		strings.Index(out, "Scryfall") > strings.Index(out, "MTGJSON AtomicCards 2026") {
		t.Errorf("cards list: exit %d\n%s", code, out)
	}
	code, out, errOut = bot("ask", "--json", "/card name:Stomp")
	if code != ExitOK || !strings.Contains(out, `"card_name":"Bonecrusher Giant // Stomp"`) || !strings.Contains(out, `"cards":"Scryfall oracle-cards to 2021-09-24 (`) {
		t.Errorf("/card name:Stomp after the import: exit %d\n%s%s", code, out, errOut)
	}
}
