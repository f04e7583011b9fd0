package cr

import (
	"crypto/ed25519"
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// judgeLookups are lookups judges make, each with the rule they mean: the
// rule a search must give first.
var judgeLookups = []struct{ query, first string }{
	{"trample", "702.19"},            // the keyword's rule, titled so
	{"deathtouch", "702.2"},          //
	{"first strike", "702.7"},        //
	{"double strike", "702.4"},       //
	{"hexproof", "702.11"},           //
	{"ward", "702.21"},               //
	{"protection", "702.16"},         //
	{"split second", "702.61"},       //
	{"flash", "702.8"},               // not Flashback, which it starts
	{"menace", "702.111"},            //
	{"indestructible", "702.12"},     //
	{"attach", "701.3"},              // a keyword action
	{"mana ability", "605.1"},        // glossary: See rule 605
	{"mana abilities", "605.1"},      // section 605's title
	{"APNAP order", "101.4"},         // glossary: See Active Player, Nonactive Player Order
	{"state-based actions", "704.1"}, // section 704
	{"state based actions", "704.1"}, // without the hyphen
	{"legend rule", "704.5j"},        // glossary: See rule 704.5j
	{"priority", "117.1"},            // glossary: See rule 117
	{"intervening if", "603.4"},      // the one glossary entry it starts
	{"layers", "613.1"},              // glossary "Layer", in the plural
	{"timestamp", "613.7"},           // glossary "Timestamp Order"
	{"dependency", "613.8"},          //
	{"summoning sickness", "302.6"},  // glossary "Summoning Sickness Rule"
	{"cleanup step", "514.1"},        // section 514
	{"declare blockers", "509.1"},    //
	{"combat damage step", "510.1"},  //
	{"replacement effect", "614.1"},  //
	{"commander tax", "903.8"},       //
	{"mulligan", "103.5"},            //
	{"mana value", "202.3"},          //
	{"delayed triggered ability", "603.7"},
	{"lethal damage", "120.4a"}, // glossary: See rules 120.4a, 120.6, 510.1, and 704.5g
	{"could produce", "106.7"},  // words side by side
	{"is tapped for mana", "106.12a"},
	{"untap symbol", "107.6"},
	{"the stack", "405.1"},         // glossary "Stack", without "the"
	{"what is the stack", "405.1"}, // a question, its small words dropped
	{"casting a spell", "601.1"},   // section 601, "Casting Spells"
	{"day and night", "731.1"},
	{"token", "111.1"},
}

// Each common lookup gives the rule a judge means first.
func TestJudgeLookupsRanking(t *testing.T) {
	if len(judgeLookups) < 20 {
		t.Fatalf("only %d lookups", len(judgeLookups))
	}
	for _, c := range judgeLookups {
		got := Search(c.query, 3)
		if len(got) == 0 || got[0].Number != c.first {
			t.Errorf("Search(%q) = %v, want %s first", c.query, numbers(got), c.first)
		}
	}
}

// benchmarkVerify is one ed25519 signature check, what every Discord
// interaction costs: lookups must take well under it.
func BenchmarkVerifyEd25519(b *testing.B) {
	pub, priv, err := ed25519.GenerateKey(rand.New(rand.NewSource(1)))
	if err != nil {
		b.Fatal(err)
	}
	msg := []byte(`1732900000{"type":2,"data":{"name":"cr","options":[{"name":"rule","type":3,"value":"702.19"}]}}`)
	sig := ed25519.Sign(priv, msg)
	for b.Loop() {
		if !ed25519.Verify(pub, msg, sig) {
			b.Fatal("signature does not verify")
		}
	}
}

func BenchmarkLookupNumber(b *testing.B) {
	d := Embedded()
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := d.Lookup("702.19c"); !ok {
			b.Fatal("702.19c not found")
		}
	}
}

func BenchmarkSearchWords(b *testing.B) {
	d := Embedded()
	for _, q := range []string{"intervening if", "combat damage", "mana ability", "trample"} {
		b.Run(q, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if len(d.Search(q, 5)) == 0 {
					b.Fatal("nothing found")
				}
			}
		})
	}
}

// Rules are found by number in every section, and each section by its
// number, with its rules under it.
func TestFindEverySection(t *testing.T) {
	d := Embedded()
	for _, s := range d.Sections {
		f := d.Find(s.Number, 5)
		if f.Section == nil || *f.Section != s || f.Rule != nil || f.Missing {
			t.Errorf("Find(%s) = %+v", s.Number, f)
		}
		rules := d.Subrules(s.Number)
		if s.Number == "600" && len(rules) == 0 {
			continue // "600. General" is a title with no rules under it
		}
		if len(rules) == 0 || !strings.HasPrefix(rules[0].Number, s.Number+".") {
			t.Errorf("section %s has rules %v", s.Number, numbers(rules))
			continue
		}
		first := d.Find("CR "+rules[0].Number, 5)
		if f.Rule != nil || first.Rule == nil || first.Rule.Number != rules[0].Number {
			t.Errorf("Find(CR %s) = %+v", rules[0].Number, first)
		}
	}
	cases := map[string]string{
		"100.1":        "These Magic rules apply to any Magic game with two or more players",
		"510.1c":       "A blocked creature assigns its combat damage to the creatures blocking it.",
		"702.19":       "Trample",
		"702.19c":      "Trample over planeswalkers is a variant of trample",
		"rule 704.5aa": "If a player controls a permanent with start your engines!",
		"905.6":        "Once the starting player has been determined",
	}
	for q, start := range cases {
		f := d.Find(q, 5)
		if f.Rule == nil || !strings.HasPrefix(f.Rule.Text, start) {
			t.Errorf("Find(%q) = %+v, want text starting %q", q, f.Rule, start)
		}
	}
}

// A keyword gives its rule and its glossary entry: "/cr rule:trample"
// gives 702.19 and the glossary's "Trample".
func TestFindKeyword(t *testing.T) {
	d := Embedded()
	f := d.Find("trample", 5)
	if f.Rule == nil || f.Rule.Number != "702.19" || f.Term == nil || f.Term.Term != "Trample" {
		t.Fatalf("Find(trample) = %+v", f)
	}
	for _, r := range f.Matches {
		if r.Number == "702.19" {
			t.Error("702.19 is both the rule and a match")
		}
	}
	if got := numbers(d.Subrules("702.19")); !reflect.DeepEqual(got, []string{"702.19a", "702.19b", "702.19c", "702.19d", "702.19e", "702.19f", "702.19g"}) {
		t.Errorf("702.19's subrules %v", got)
	}
	f = d.Find("APNAP order", 3)
	if f.Term == nil || f.Term.Term != "Active Player, Nonactive Player Order" || len(f.Matches) == 0 || f.Matches[0].Number != "101.4" {
		t.Errorf("Find(APNAP order) = %+v", f)
	}
	f = d.Find("mana ability", 3)
	if f.Term == nil || f.Term.Term != "Mana Ability" || f.Rule != nil || f.Matches[0].Number != "605.1" {
		t.Errorf("Find(mana ability) = %+v", f)
	}
	f = d.Find("state-based actions", 3)
	if f.Section == nil || f.Section.Number != "704" || f.Term == nil {
		t.Errorf("Find(state-based actions) = %+v", f)
	}
}

// A number the rules do not hold gives the rules nearest where it would be,
// and says it is missing.
func TestFindMissingNumber(t *testing.T) {
	d := Embedded()
	f := d.Find("702.19z", 4)
	if !f.Missing || f.Rule != nil || !reflect.DeepEqual(numbers(f.Matches), []string{"702.19f", "702.19g", "702.20", "702.20a"}) {
		t.Errorf("Find(702.19z) = %+v, %v", f, numbers(f.Matches))
	}
	f = d.Find("510.9", 2)
	if !f.Missing || !reflect.DeepEqual(numbers(f.Matches), []string{"510.4", "511.1"}) {
		t.Errorf("Find(510.9) = %v", numbers(f.Matches))
	}
	if f := d.Find("199", 3); !f.Missing || len(f.Matches) != 3 {
		t.Errorf("Find(199) = %+v", f)
	}
	if f := d.Find("999.1", 3); !f.Missing || numbers(f.Matches)[2] != "905.6" {
		t.Errorf("Find(999.1) = %v", numbers(f.Matches))
	}
}

// Autocomplete of rule: searches numbers, titles and glossary terms.
func TestSuggest(t *testing.T) {
	d := Embedded()
	cases := []struct{ typed, first string }{
		{"tram", "702.19"},
		{"Trample", "702.19"},
		{"first str", "702.7"},
		{"state-b", "704"},
		{"apnap", "APNAP Order"},
		{"mana abil", "605"},
		{"702.1", "702.1"},
		{"CR 510.1", "510.1"},
		{"intervening if", "Intervening “If” Clause"},
	}
	for _, c := range cases {
		got := d.Suggest(c.typed, 25)
		if len(got) == 0 || got[0].Value != c.first {
			t.Errorf("Suggest(%q) = %v, want %s first", c.typed, got, c.first)
		}
		if len(got) > 25 {
			t.Errorf("Suggest(%q) gave %d", c.typed, len(got))
		}
		for _, s := range got {
			if f := d.Find(s.Value, 1); f.Rule == nil && f.Section == nil && f.Term == nil {
				t.Errorf("Suggest(%q) offers %q, which finds nothing", c.typed, s.Value)
			}
		}
	}
	if got := d.Suggest("strike", 25); !slices.ContainsFunc(got, func(s Suggestion) bool { return s.Value == "702.4" }) {
		t.Errorf("Suggest(strike) lacks double strike: %v", got)
	}
}

func BenchmarkSuggest(b *testing.B) {
	d := Embedded()
	b.ReportAllocs()
	for b.Loop() {
		d.Suggest("first str", 25)
	}
}

func FuzzFind(f *testing.F) {
	for _, c := range judgeLookups {
		f.Add(c.query)
	}
	for _, q := range []string{"702.19z", "CR 704.5aa", "7", "999", "rule 100.1.", "first str", "“if”", "-", "’s", "0.0a"} {
		f.Add(q)
	}
	d := Embedded()
	f.Fuzz(func(t *testing.T, q string) {
		found := d.Find(q, 5)
		if len(found.Matches) > 5 || found.Missing && (found.Rule != nil || found.Section != nil) {
			t.Fatalf("Find(%q) = %+v", q, found)
		}
		for _, s := range d.Suggest(q, 25) {
			if s.Value == "" || s.Label == "" {
				t.Fatalf("Suggest(%q) gave %+v", q, s)
			}
		}
	})
}

// Each name of a glossary entry that joins several ("Control,
// Controller", "Life, Life Total", "Modal, Mode", "You, Your") finds
// that entry, not another that starts with the word ("Control Another
// Player", "Life Modifier"); an obsolete term finds its entry without
// its mark ("In Play", "Legend").
func TestFindGlossaryPartsAndObsoleteTerms(t *testing.T) {
	d := Embedded()
	for q, want := range map[string]string{
		"control":    "Control, Controller",
		"Controller": "Control, Controller",
		"Life":       "Life, Life Total",
		"life total": "Life, Life Total",
		"Modal":      "Modal, Mode",
		"mode":       "Modal, Mode",
		"Kicked":     "Kicker, Kicked",
		"your":       "You, Your",
		"In Play":    "In Play (Obsolete)",
		"Legend":     "Legend (Obsolete)",
	} {
		f := d.Find(q, 3)
		if f.Term == nil || f.Term.Term != want {
			t.Errorf("Find(%q).Term = %v, want %q", q, f.Term, want)
		}
	}
}

// The document's own headings ("Contents", "Credits") are no misspellings
// of rule words, and an obsolete term named exactly ("In Play") is the
// glossary entry, not the rule titled by its last word (701.18 Play).
func TestFindHeadingsAndObsoleteTerms(t *testing.T) {
	d := Embedded()
	for _, q := range []string{"Contents", "Credits"} {
		if f := d.Find(q, 3); f.ReadAs != "" || f.Rule != nil {
			t.Errorf("Find(%s) = %+v", q, f)
		}
	}
	f := d.Find("In Play", 3)
	if f.Term == nil || f.Term.Term != "In Play (Obsolete)" || f.Rule != nil {
		t.Errorf("Find(In Play) = %+v", f)
	}
	if f := d.Find("play", 3); f.Rule == nil || f.Rule.Number != "701.18" {
		t.Errorf("Find(play) = %+v", f)
	}
}
