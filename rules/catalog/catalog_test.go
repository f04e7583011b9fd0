package catalog

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The embedded file lists 67 cards: 33 in its first part, 34 in the second.
func TestAllCardsParsed(t *testing.T) {
	cards := All()
	if len(cards) != 67 {
		t.Fatalf("All() has %d cards, want 67", len(cards))
	}
	headings := strings.Count(cardsTxt, "\n=== ")
	if len(cards) != headings {
		t.Errorf("All() has %d cards, the file has %d headings", len(cards), headings)
	}
	rulings := 0
	for _, c := range cards {
		if c.Name == "" || c.TypeLine == "" || len(c.Types) == 0 {
			t.Errorf("card %+v lacks a name, type line or card type", c)
		}
		if c.Oracle == "" {
			t.Errorf("%s has no Oracle text", c.Name)
		}
		if strings.Contains(c.Oracle, "Oracle source") || strings.Contains(c.Oracle, "MTGJSON") {
			t.Errorf("%s: Oracle text holds provenance: %q", c.Name, c.Oracle)
		}
		if c.Inline {
			t.Errorf("%s is marked inline", c.Name)
		}
		if c.HasType("Creature") != (c.Power != "") {
			t.Errorf("%s: creature %v but power %q", c.Name, c.HasType("Creature"), c.Power)
		}
		rulings += len(c.Rulings)
	}
	if want := strings.Count(cardsTxt, "\n- "); rulings != want {
		t.Errorf("parsed %d rulings, the file has %d ruling lines", rulings, want)
	}
	if !slices.IsSortedFunc(cards, func(a, b *Card) int { return strings.Compare(Key(a.Name), Key(b.Name)) }) {
		t.Error("All() is not sorted by name")
	}
}

func TestGhirapurOrrery(t *testing.T) {
	c, ok := Lookup("Ghirapur Orrery")
	if !ok {
		t.Fatal("Ghirapur Orrery not found")
	}
	if c.ManaCost != "{4}" || c.TypeLine != "Artifact" || !reflect.DeepEqual(c.Types, []string{"Artifact"}) {
		t.Errorf("cost %q, type line %q, types %v", c.ManaCost, c.TypeLine, c.Types)
	}
	wantOracle := "Each player may play an additional land on each of their turns.\n" +
		"At the beginning of each player's upkeep, if that player has no cards in hand, that player draws three cards."
	if c.Oracle != wantOracle {
		t.Errorf("Oracle = %q", c.Oracle)
	}
	if len(c.Rulings) != 6 {
		t.Fatalf("%d rulings, want 6", len(c.Rulings))
	}
	for _, r := range c.Rulings {
		if r.Date != "2016-09-20" {
			t.Errorf("ruling dated %q, want 2016-09-20", r.Date)
		}
	}
	if !strings.HasPrefix(c.Rulings[0].Text, "Ghirapur Orrery's first ability allows a player") {
		t.Errorf("first ruling = %q", c.Rulings[0].Text)
	}
	if !strings.HasPrefix(c.Rulings[5].Text, "In a Two-Headed Giant game,") {
		t.Errorf("last ruling = %q", c.Rulings[5].Text)
	}
}

func TestHangarbackWalker(t *testing.T) {
	c, ok := Lookup("hangarback walker")
	if !ok {
		t.Fatal("Hangarback Walker not found")
	}
	want := Card{
		Name:      "Hangarback Walker",
		ManaCost:  "{X}{X}",
		TypeLine:  "Artifact Creature — Construct",
		Types:     []string{"Artifact", "Creature"},
		Subtypes:  []string{"Construct"},
		Power:     "0",
		Toughness: "0",
		Oracle: "This creature enters with X +1/+1 counters on it.\n" +
			"When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.\n" +
			"{1}, {T}: Put a +1/+1 counter on this creature.",
	}
	got := *c
	got.Rulings = nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	if len(c.Rulings) != 2 {
		t.Errorf("%d rulings, want 2", len(c.Rulings))
	}
}

func TestLegendaryAndBasic(t *testing.T) {
	u, ok := Lookup("Urborg, Tomb of Yawgmoth")
	if !ok {
		t.Fatal("Urborg not found")
	}
	if !u.HasSupertype("Legendary") || !u.HasType("Land") || len(u.Subtypes) != 0 || u.ManaCost != "" {
		t.Errorf("Urborg: %+v", u)
	}
	if len(u.Rulings) != 4 {
		t.Errorf("Urborg has %d rulings, want 4", len(u.Rulings))
	}
	f, ok := Lookup("FOREST")
	if !ok {
		t.Fatal("Forest not found")
	}
	if !reflect.DeepEqual(f.Supertypes, []string{"Basic"}) || !reflect.DeepEqual(f.Subtypes, []string{"Forest"}) ||
		f.TypeLine != "Basic Land — Forest" || f.Oracle != "({T}: Add {G}.)" || f.ManaCost != "" {
		t.Errorf("Forest: %+v", f)
	}
	a, ok := Lookup("Azusa, Lost but Seeking")
	if !ok {
		t.Fatal("Azusa, Lost but Seeking not found")
	}
	if a.Name != "Azusa, Lost but Seeking" || a.Power != "1" || a.Toughness != "2" ||
		a.TypeLine != "Legendary Creature — Human Monk" || a.ManaCost != "{2}{G}" {
		t.Errorf("Azusa: %+v", a)
	}
}

func TestLookupFolding(t *testing.T) {
	for _, name := range []string{
		"Gaea's Cradle", "Gaea’s Cradle", "gaea’s   cradle", "  GAEA'S CRADLE ",
	} {
		c, ok := Lookup(name)
		if !ok || c.Name != "Gaea's Cradle" {
			t.Errorf("Lookup(%q) = %v, %v", name, c, ok)
		}
	}
	if c, ok := Lookup("Urza’s Mine"); !ok || !reflect.DeepEqual(c.Subtypes, []string{"Urza's", "Mine"}) {
		t.Errorf("Lookup(Urza’s Mine) = %+v, %v", c, ok)
	}
	for _, name := range []string{"", "Gaea", "Black Lotus", "Forest Forest"} {
		if c, ok := Lookup(name); ok {
			t.Errorf("Lookup(%q) = %s, want not found", name, c.Name)
		}
	}
}

func TestNames(t *testing.T) {
	names := Names()
	if len(names) != len(All()) {
		t.Fatalf("Names() has %d, All() %d", len(names), len(All()))
	}
	if names[0] != "Ancient Tomb" || names[len(names)-1] != "Zendikar Resurgent" {
		t.Errorf("Names() runs from %q to %q", names[0], names[len(names)-1])
	}
	names[0] = "changed"
	if Names()[0] != "Ancient Tomb" {
		t.Error("changing the result of Names() changed the catalog")
	}
}

func TestSuggest(t *testing.T) {
	cases := []struct {
		in    string
		first string
	}{
		{"Reflectin Pool", "Reflecting Pool"},
		{"reflecting pol", "Reflecting Pool"},
		{"orrery", "Ghirapur Orrery"},
		{"orrey", "Ghirapur Orrery"},
		{"Chalice of the Viod", "Chalice of the Void"},
		{"Ghirapor Orrery", "Ghirapur Orrery"},
		{"Forst", "Forest"},
		{"Hangerback Walker", "Hangarback Walker"},
		{"llanowar", "Llanowar Elves"},
		{"elves llanowar", "Llanowar Elves"},
		{"Gaea’s", "Gaea's Cradle"},
		{"Ilsand", "Island"},
		{"Urborg", "Urborg, Tomb of Yawgmoth"},
	}
	for _, c := range cases {
		got := Suggest(c.in, 3)
		if len(got) == 0 || got[0] != c.first {
			t.Errorf("Suggest(%q) = %q, want %q first", c.in, got, c.first)
		}
		if len(got) > 3 {
			t.Errorf("Suggest(%q, 3) gave %d names", c.in, len(got))
		}
	}
	if got := Suggest("xyzzy quux", 5); len(got) != 0 {
		t.Errorf("Suggest(nonsense) = %q, want none", got)
	}
	if got := Suggest("", 5); got != nil {
		t.Errorf("Suggest(\"\") = %q", got)
	}
	if got := Suggest("Forest", 0); got != nil {
		t.Errorf("Suggest(n=0) = %q", got)
	}
}

// A name that starts the text comes before one that only contains it.
func TestSuggestPrefixFirst(t *testing.T) {
	got := Suggest("mana", 10)
	want := []string{"Mana Flare", "Mana Confluence", "Mana Reflection"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Suggest(mana) = %q, want %q", got, want)
	}
	got = Suggest("mine", 10)
	if len(got) < 2 || !slices.Contains(got, "Urza's Mine") || !slices.Contains(got, "Gemstone Mine") {
		t.Errorf("Suggest(mine) = %q", got)
	}
}

func TestComplete(t *testing.T) {
	want := []string{"Wastes", "Watery Grave", "Walking Ballista", "Hangarback Walker", "Swamp"}
	if got := Complete("Wa", 5); !reflect.DeepEqual(got, want) {
		t.Errorf("Complete(Wa) = %q", got)
	}
	got := Complete("s", 4)
	if len(got) != 4 {
		t.Fatalf("Complete(s, 4) = %q", got)
	}
	for _, n := range got {
		if !strings.HasPrefix(n, "S") {
			t.Errorf("Complete(s) gave %q before other names starting with s", n)
		}
	}
	if got := Complete("grove", 5); len(got) == 0 || got[0] != "Dryad of the Ilysian Grove" {
		t.Errorf("Complete(grove) = %q", got)
	}
	if got := Complete("", 3); !reflect.DeepEqual(got, Names()[:3]) {
		t.Errorf("Complete(\"\") = %q", got)
	}
	if got := Complete("Forest", 0); got != nil {
		t.Errorf("Complete(n=0) = %q", got)
	}
}

func TestEditDistance(t *testing.T) {
	cases := []struct {
		a, b string
		d    int
	}{
		{"", "", 0}, {"abc", "", 3}, {"", "ab", 2}, {"forest", "forest", 0},
		{"forst", "forest", 1}, {"ilsand", "island", 1}, {"kitten", "sitting", 3},
		{"gaea’s", "gaea's", 1},
	}
	for _, c := range cases {
		if d := editDistance(c.a, c.b); d != c.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, d, c.d)
		}
		if d := editDistance(c.b, c.a); d != c.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.b, c.a, d, c.d)
		}
	}
}

func TestKey(t *testing.T) {
	cases := map[string]string{
		"Gaea’s  Cradle":       "gaea's cradle",
		"\tUrborg,\nTomb ":     "urborg, tomb",
		"Artifact — Equipment": "artifact - equipment",
		"“Quoted”":             `"quoted"`,
		"":                     "",
	}
	for in, want := range cases {
		if got := Key(in); got != want {
			t.Errorf("Key(%q) = %q, want %q", in, got, want)
		}
	}
}

func BenchmarkSuggest(b *testing.B) {
	for b.Loop() {
		Suggest("Reflectin Pool", 5)
	}
}

func BenchmarkLookup(b *testing.B) {
	for b.Loop() {
		Lookup("Gaea’s Cradle")
	}
}
