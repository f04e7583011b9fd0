package cr

import (
	"crypto/ed25519"
	"math/rand"
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
