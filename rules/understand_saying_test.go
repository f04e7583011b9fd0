package rules

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// allSayings are the patterns said looks for.
func allSayings() map[string]*saying {
	out := map[string]*saying{
		"damage": reSaysDamage, "phasing": reSaysPhasing,
		"tap": reSaysTap, "untap": reSaysUntap,
	}
	for ev, s := range reSaysAction {
		out["action "+string(ev)] = s
	}
	return out
}

// TestSayingWordsFilterNoMatch: a saying's words only let said pass by
// text its pattern cannot match. Every line of every card and face of the
// pool is tried, with text in other cases and with letters that (?i)
// folds onto ASCII ones.
func TestSayingWordsFilterNoMatch(t *testing.T) {
	texts := []string{
		"DEALS 2 DAMAGE", "Fights", "PHASES OUT", "Untap", "{q}", "sCRY 2",
		"phaſes out", "Clashes", "Surveiled", "improviſe", "unta\u212a",
		"taps", "This can't phase out.",
	}
	for _, c := range catalog.All() {
		cards := []*catalog.Card{c}
		if len(c.Faces) > 0 {
			cards = c.Faces
		}
		for _, f := range cards {
			for _, line := range strings.Split(f.Oracle, "\n") {
				texts = append(texts, line, strings.ToUpper(line))
			}
		}
	}
	matched := 0
	for name, s := range allSayings() {
		for _, text := range texts {
			if s.re.MatchString(text) {
				matched++
				if !s.mayMatch(text) {
					t.Errorf("%s: %q matches the pattern but holds none of the words %q", name, text, s.words)
				}
			}
		}
	}
	if matched < 1000 {
		t.Errorf("only %d texts matched a pattern: the pool was not read", matched)
	}
	// The filter does pass some text by.
	if reSaysPhasing.mayMatch("{T}: Add {G}.") {
		t.Error(`"{T}: Add {G}." may say phasing`)
	}
}

func TestContainsFoldASCII(t *testing.T) {
	for _, c := range []struct {
		s, word string
		want    bool
	}{
		{"Deals 1 Damage to you", "damage", true},
		{"dam", "damage", false},
		{"", "tap", false},
		{"TAP", "tap", true},
		{"ta", "tap", false},
		{"{Q}", "{q}", true},
		{"— phase", "phase", true},
	} {
		if got := containsFoldASCII(c.s, c.word); got != c.want {
			t.Errorf("containsFoldASCII(%q, %q) = %v, want %v", c.s, c.word, got, c.want)
		}
	}
	// On ASCII text it is strings.Contains of the lower-cased text.
	rng := rand.New(rand.NewPCG(1, 2))
	letters := "aAbBtTpP {}qQ"
	for range 20000 {
		text := make([]byte, rng.IntN(12))
		for i := range text {
			text[i] = letters[rng.IntN(len(letters))]
		}
		word := []byte(strings.ToLower(string(text)))
		if len(word) > 0 {
			from := rng.IntN(len(word))
			word = word[from : from+rng.IntN(len(word)-from+1)]
		}
		if rng.IntN(3) == 0 {
			word = []byte("tap")
		}
		want := strings.Contains(strings.ToLower(string(text)), string(word))
		if got := containsFoldASCII(string(text), string(word)); got != want {
			t.Fatalf("containsFoldASCII(%q, %q) = %v, want %v", text, word, got, want)
		}
	}
}

// Every saying has its place in a sayMemo.
func TestSayingsFitTheMemo(t *testing.T) {
	if sayings > maxSayings {
		t.Fatalf("%d sayings, but a sayMemo holds %d", sayings, maxSayings)
	}
	seen := map[int]bool{}
	for name, s := range allSayings() {
		if seen[s.i] {
			t.Errorf("%s shares its place %d", name, s.i)
		}
		seen[s.i] = true
	}
}
