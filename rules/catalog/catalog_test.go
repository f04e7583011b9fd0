package catalog

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The curated file lists 67 cards: 33 in its first part, 34 in the second.
func TestAllCardsParsed(t *testing.T) {
	cards := Curated()
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
		// The curated text records no color indicator; the pool's card
		// of the same name and mana cost says it has none.
		IndicatorKnown: true,
		Oracle: "This creature enters with X +1/+1 counters on it.\n" +
			"When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.\n" +
			"{1}, {T}: Put a +1/+1 counter on this creature.",
	}
	got := *c
	got.Rulings = nil
	got.Printings = 0
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
	for _, name := range []string{"", "Gaea", "Black Lotus Petal", "Forest Forest", "Forest, Island", "Fire, Ice"} {
		if c, ok := Lookup(name); ok {
			t.Errorf("Lookup(%q) = %s, want not found", name, c.Name)
		}
	}
}

// Names lists every whole card and every face that is not also a whole
// card's name.
func TestNames(t *testing.T) {
	names := Names()
	faces := 0
	for _, c := range All() {
		for _, f := range c.Faces {
			if found, _ := Bundled().Lookup(f.Name); found == f {
				faces++
			}
		}
	}
	if len(names) != len(All())+faces {
		t.Fatalf("Names() has %d, All() %d and %d faces", len(names), len(All()), faces)
	}
	first := names[0]
	names[0] = "changed"
	if Names()[0] != first {
		t.Error("changing the result of Names() changed the catalog")
	}
	if !slices.IsSortedFunc(Names(), func(a, b string) int { return strings.Compare(Key(a), Key(b)) }) {
		t.Error("Names() is not sorted")
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
		{"llanowar el", "Llanowar Elves"},
		{"elves llanowar", "Llanowar Elves"},
		{"Gaea’s cra", "Gaea's Cradle"},
		{"Ilsand", "Island"},
		{"Urborg, T", "Urborg, Tomb of Yawgmoth"},
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

// A name that starts the text comes before one that only has a word that
// starts with it.
func TestSuggestPrefixFirst(t *testing.T) {
	got := Suggest("mana", 10)
	for _, n := range got {
		if !strings.HasPrefix(n, "Mana") {
			t.Errorf("Suggest(mana) = %q: %q does not start with it", got, n)
		}
	}
	got = Suggest("urza's mi", 10)
	if len(got) < 1 || got[0] != "Urza's Mine" {
		t.Errorf("Suggest(urza's mi) = %q", got)
	}
	got = Suggest("ghirapur", 10)
	if !slices.Contains(got, "Ghirapur Orrery") {
		t.Errorf("Suggest(ghirapur) = %q", got)
	}
}

// Common misspellings of well-known cards find the card first.
func TestSuggestCommonTypos(t *testing.T) {
	cases := []struct{ typed, first string }{
		{"Lightening Bolt", "Lightning Bolt"},
		{"Llanowar Elfs", "Llanowar Elves"},
		{"Sol Rng", "Sol Ring"},
		{"Birds of Paradice", "Birds of Paradise"},
		{"Counterspel", "Counterspell"},
		{"Dark Ritual", "Dark Ritual"},
		{"Swords to Plowshare", "Swords to Plowshares"},
		{"Sylvan Caryatd", "Sylvan Caryatid"},
		{"Nobel Hierarch", "Noble Hierarch"},
		{"City of Bras", "City of Brass"},
		{"Cabal Cofers", "Cabal Coffers"},
		{"Elvish Mistic", "Elvish Mystic"},
		{"Ancient Tombe", "Ancient Tomb"},
		{"Jotun Grunt", "Jötun Grunt"},
		{"Lim Dul the Necromancer", "Lim-Dûl the Necromancer"},
		{"Gaeas Cradle", "Gaea's Cradle"},
		{"Urzas Mine", "Urza's Mine"},
		{"Ilsand", "Island"},
		{"Forst", "Forest"},
		{"Moutain", "Mountain"},
		{"Thran Dynamo", "Thran Dynamo"},
		{"Wild Grwoth", "Wild Growth"},
		{"Delver of Secret", "Delver of Secrets"},
		{"Insectile Abberation", "Insectile Aberration"},
	}
	for _, c := range cases {
		got := Suggest(c.typed, 5)
		if len(got) == 0 || got[0] != c.first {
			t.Errorf("Suggest(%q) = %q, want %q first", c.typed, got, c.first)
		}
	}
}

// Every card and every face is known by name, with case, accents,
// punctuation and apostrophes folded.
func TestLookupEveryName(t *testing.T) {
	for _, n := range Names() {
		if _, ok := Lookup(n); !ok {
			t.Errorf("Lookup(%q) finds nothing", n)
		}
	}
	cases := map[string]string{
		"Lim-Dul the Necromancer": "Lim-Dûl the Necromancer",
		"lim dul the necromancer": "Lim-Dûl the Necromancer",
		"JOTUN GRUNT":             "Jötun Grunt",
		"Fire // Ice":             "Fire // Ice",
		"fire/ice":                "Fire // Ice",
		"Fire":                    "Fire",
		"Ice":                     "Ice",
		"Delver of Secrets":       "Delver of Secrets",
		"Insectile Aberration":    "Insectile Aberration",
		"Delver of Secrets // Insectile Aberration": "Delver of Secrets",
		"Tok-Tok, Volcano Born":                     "Tok-Tok, Volcano Born",
		"Brisela, Voice of Nightmares":              "Brisela, Voice of Nightmares",
		"Gisela, the Broken Blade":                  "Gisela, the Broken Blade",
		"Commit":                                    "Commit",
		"Gaea’s Cradle":                             "Gaea's Cradle",
		"Ach! Hans, Run!":                           "\"Ach! Hans, Run!\"",
	}
	for typed, want := range cases {
		c, ok := Lookup(typed)
		if !ok || c.Name != want {
			t.Errorf("Lookup(%q) = %v, %v; want %q", typed, c, ok, want)
		}
	}
	ab, _ := Lookup("Insectile Aberration")
	if ab.CardName != "Delver of Secrets // Insectile Aberration" || len(ab.Faces) != 2 || ab.Faces[1] != ab ||
		ab.TypeLine != "Creature — Human Insect" || ab.Power != "3" || len(ab.Rulings) == 0 {
		t.Errorf("Insectile Aberration: %+v", ab)
	}
	fi, _ := Lookup("Fire // Ice")
	if fi.ManaCost != "{1}{R}{1}{U}" || fi.TypeLine != "Instant" || len(fi.Faces) != 2 || fi.Faces[0].Name != "Fire" {
		t.Errorf("Fire // Ice: %+v", fi)
	}
}

// Every name with a comma, and every spelling of it Lookup finds, is
// found by CommaHead from its text before the first comma: the board
// parser tries a name with commas only where CommaHead allows one.
func TestCommaHeadOfEveryName(t *testing.T) {
	spellings := func(n string) []string {
		return []string{n, strings.ToUpper(n), strings.ToLower(n),
			strings.ReplaceAll(n, ", ", " , "), strings.ReplaceAll(n, " ", ""),
			"  " + strings.ReplaceAll(n, " ", "   ") + " ", strings.ReplaceAll(n, "'", "’"),
			strings.ReplaceAll(strings.ReplaceAll(n, "-", " "), "û", "u")}
	}
	withComma := 0
	for _, n := range Names() {
		for _, s := range spellings(n) {
			i := strings.IndexByte(s, ',')
			if i < 0 {
				continue
			}
			if _, ok := Lookup(s); !ok {
				continue
			}
			withComma++
			if !CommaHead(s[:i]) {
				t.Errorf("CommaHead(%q) is false, but Lookup(%q) finds a name", s[:i], s)
			}
		}
	}
	if withComma < 1000 {
		t.Errorf("only %d spellings of names with commas were found", withComma)
	}
	for _, head := range []string{"Forest", "Island", "Birds of Paradise", "Sol Ring", ""} {
		if CommaHead(head) {
			t.Errorf("CommaHead(%q): no name with a comma starts with it", head)
		}
	}
	for _, head := range []string{"Azusa", "azusa ", "Tok-Tok", "toktok", "Ach! Hans", "\"Ach! Hans"} {
		if !CommaHead(head) {
			t.Errorf("CommaHead(%q) is false", head)
		}
	}
}

// The curated cards, with their current Oracle text, win over the bundled
// MTGJSON data of 2019.
func TestCuratedWin(t *testing.T) {
	for _, want := range Curated() {
		got, ok := Lookup(want.Name)
		if !ok || got.Oracle != want.Oracle || len(got.Rulings) != len(want.Rulings) {
			t.Errorf("Lookup(%q) = %+v, want the curated card", want.Name, got)
		}
	}
	if n := Bundled().Len(); n < 19777 {
		t.Errorf("the bundled pool has %d cards, want at least 19777", n)
	}
}

func TestComplete(t *testing.T) {
	for _, n := range Complete("Wa", 25) {
		if !strings.HasPrefix(n, "Wa") {
			t.Errorf("Complete(Wa) gave %q", n)
		}
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
	if got := Complete("ilysian grove", 5); len(got) == 0 || got[0] != "Dryad of the Ilysian Grove" {
		t.Errorf("Complete(ilysian grove) = %q", got)
	}
	if got := Complete("Lightning Bo", 25); len(got) == 0 || got[0] != "Lightning Bolt" || len(got) > 25 {
		t.Errorf("Complete(Lightning Bo) = %q", got)
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
		if d := EditDistance(c.a, c.b); d != c.d {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", c.a, c.b, d, c.d)
		}
		if d := EditDistance(c.b, c.a); d != c.d {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", c.b, c.a, d, c.d)
		}
	}
}

func TestKey(t *testing.T) {
	cases := map[string]string{
		"Gaea’s  Cradle":       "gaea's cradle",
		"\tUrborg,\nTomb ":     "urborg, tomb",
		"Artifact — Equipment": "artifact - equipment",
		"“Quoted”":             `"quoted"`,
		"Jötun Grunt":          "jotun grunt",
		"Lim-Dûl":              "lim-dul",
		"Æther Vial":           "aether vial",
		"":                     "",
	}
	for in, want := range cases {
		if got := Key(in); got != want {
			t.Errorf("Key(%q) = %q, want %q", in, got, want)
		}
	}
}

// Two names that meet when spacing and punctuation are taken out are
// each found by their own spelling, and the loose spelling finds neither.
func TestLookupNamesMeetingLoosely(t *testing.T) {
	a := &Card{Name: "Lim-Dul", TypeLine: "Creature", Types: []string{"Creature"}}
	b := &Card{Name: "Limdul", TypeLine: "Land", Types: []string{"Land"}}
	p := NewPool("test", []*Card{a, b})
	for typed, want := range map[string]*Card{"Lim-Dul": a, "lim-dul": a, "Limdul": b, "LIMDUL": b} {
		if c, ok := p.Lookup(typed); !ok || c != want {
			t.Errorf("Lookup(%q) = %v, %v; want %s", typed, c, ok, want.Name)
		}
	}
	if c, ok := p.Lookup("Lim Dul"); ok {
		t.Errorf("Lookup(%q) = %s; want nothing, as two names meet there", "Lim Dul", c.Name)
	}
}

// CR 205.3: subtypes are capitalized. An inline card's text written
// without its final period ran into the type line and was read as
// subtypes ("Enchantment — You may play an additional land on each of
// your turns" had no ability); it is an error that says so.
func TestNewInlineLowercaseSubtypeIsText(t *testing.T) {
	_, err := NewInline("Zork Growth", "Enchantment — You may play an additional land on each of your turns", "")
	if err == nil || !strings.Contains(err.Error(), `"may" is not a subtype`) {
		t.Errorf("error %v, want the lowercase word named", err)
	}
	if _, err := NewInline("Odd Elf", "Creature — Elf Druid 1/1", "{T}: Add {G}."); err != nil {
		t.Errorf("Creature — Elf Druid: %v", err)
	}
}
