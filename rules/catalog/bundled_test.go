package catalog

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"reflect"
	"testing"
)

// The embedded data/pool.gz is what go generate makes from the MTGJSON
// source in testdata: run go generate ./rules/catalog after changing either.
func TestBundledMatchesSource(t *testing.T) {
	f, err := os.Open("testdata/AtomicCards-2019-07.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	ed, err := ReadAtomicCards(zr)
	if err != nil {
		t.Fatal(err)
	}
	want, err := EncodeCompact(ed)
	if err != nil {
		t.Fatal(err)
	}
	zr2, err := gzip.NewReader(bytes.NewReader(poolGz))
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr2)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("data/pool.gz (%d bytes unpacked) does not match the source (%d bytes): run go generate ./rules/catalog", len(got), len(want))
	}
	if len(ed.Cards) != 19777 || ed.Name != "MTGJSON AtomicCards 2019-07-18" {
		t.Errorf("source: %d cards, edition %q; want 19777 of MTGJSON AtomicCards 2019-07-18", len(ed.Cards), ed.Name)
	}
	faces, rulings := 0, 0
	for _, c := range ed.Cards {
		faces += max(1, len(c.Faces))
		if len(c.Rulings) > 0 {
			rulings++
		}
	}
	// The source's README: 19,991 faces, 10,676 cards with rulings.
	if faces != 19991 || rulings != 10676 {
		t.Errorf("source: %d faces, %d cards with rulings; want 19991 and 10676", faces, rulings)
	}
}

// DecodeCompact gives back what EncodeCompact was given.
func TestCompactRoundTrip(t *testing.T) {
	ed, err := BundledEdition()
	if err != nil {
		t.Fatal(err)
	}
	data, err := EncodeCompact(ed)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeCompact(string(data))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, ed) {
		t.Error("the edition changed on its way through the compact form")
	}
	for _, bad := range []string{"", "orrery-cards 3\x1e", "orrery-cards 1\x1eName\x1eFire\x1fnormal\x1f0\x1f2\x1f0\x1e",
		"orrery-cards 2\x1eName\x1eX\x1fnormal\x1f0\x1f1\x1f0\x1eX\x1f{0}\x1fGU\x1fLand\x1f\x1fLand\x1f\x1f\x1f\x1f\x1f\x1e",
		"orrery-cards 2\x1eName\x1eX\x1fnormal\x1f0\x1f1\x1f0\x1eX\x1f{0}\x1fP\x1fLand\x1f\x1fLand\x1f\x1f\x1f\x1f\x1f\x1e"} {
		if _, err := DecodeCompact(bad); err == nil {
			t.Errorf("DecodeCompact(%q) gave no error", bad)
		}
	}
}

// The bundled data records color indicators (CR 204): Dryad Arbor's and
// the Pacts' green, a back face's, and none where a card has none. Data
// in version 1 of the compact form, which a database may hold, is read
// as not recording them.
func TestColorIndicators(t *testing.T) {
	for name, want := range map[string]string{"Dryad Arbor": "G", "Summoner's Pact": "G", "Slaughter Pact": "B", "Insectile Aberration": "U",
		"Arlinn, Embraced by the Moon": "RG", "Forest": "", "Treasure Cove": "", "Llanowar Elves": "", "Ghirapur Orrery": ""} {
		c, ok := Lookup(name)
		if !ok {
			t.Fatalf("%s not found", name)
		}
		if c.ColorIndicator != want || !c.IndicatorKnown {
			t.Errorf("%s: color indicator %q (recorded %v), want %q", name, c.ColorIndicator, c.IndicatorKnown, want)
		}
	}
	v1 := "orrery-cards 1\x1eOld\x1eDryad Arbor\x1fnormal\x1f3\x1f1\x1f0\x1eDryad Arbor\x1f\x1fLand Creature — Forest Dryad\x1f\x1fLand|Creature\x1fForest|Dryad\x1f1\x1f1\x1f\x1f\x1e"
	ed, err := DecodeCompact(v1)
	if err != nil {
		t.Fatal(err)
	}
	if c := ed.Cards[0]; c.IndicatorKnown || c.ColorIndicator != "" || c.Power != "1" || c.TypeLine != "Land Creature — Forest Dryad" {
		t.Errorf("version 1 reads %+v", c)
	}
	enc, err := EncodeCompact(ed)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeCompact(string(enc))
	if err != nil || back.Cards[0].IndicatorKnown {
		t.Errorf("a card not recording its indicator comes back as %+v (%v)", back.Cards[0], err)
	}
}
