// Package coverage measures how much of a card pool the rules engine
// understands: it compiles every card and counts, for each kind of ability
// that bears on the questions Orrery answers, how many the compiler
// understood, and which templates it did not.
//
// The kinds are found by a reading of the text that is independent of the
// compiler's templates (a few patterns of words, in kinds.go). It only
// measures: what the engine answers is decided by the compiler and the
// questions, never by this reading.
package coverage

import (
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// Kind is a sort of ability that bears on Orrery's questions.
type Kind string

// The kinds measured, in the order the report lists them.
const (
	// Mana is an activated mana ability of the permanent itself (CR 605.1a):
	// every activated ability, other than a loyalty ability, whose effect
	// adds mana.
	Mana Kind = "mana abilities"
	// ManaTrigger is a triggered mana ability (CR 605.1b): it triggers on
	// tapping for mana and adds mana.
	ManaTrigger Kind = "triggered mana abilities"
	// ManaReplacement is a replacement effect on mana (CR 106.12b, 614).
	ManaReplacement Kind = "replacement effects on mana"
	// LandPlay is an effect on land plays (CR 305.2).
	LandPlay Kind = "land-play effects"
	// EntersWith is "enters (tapped) with counters" or X (CR 122.6, 107.3m).
	EntersWith Kind = "enters with X/counters"
	// Upkeep is a trigger at the beginning of an upkeep (CR 503.1).
	Upkeep Kind = "upkeep triggers"
	// HasteType is haste, granted or printed, and type-changing effects
	// (CR 702.10, 205.1, 305.7).
	HasteType Kind = "haste and type-changing effects"
)

// Kinds lists every kind, in report order.
var Kinds = []Kind{Mana, ManaTrigger, ManaReplacement, LandPlay, EntersWith, Upkeep, HasteType}

// Template is a wording not understood and how many abilities have it.
type Template struct {
	Text  string
	Count int
	// Example is one card with it.
	Example string
}

// KindReport is the count for one kind.
type KindReport struct {
	Kind       Kind
	Abilities  int
	Understood int
	// Missed are the most common templates not understood, most first.
	Missed []Template
}

// Report is the coverage of a card pool.
type Report struct {
	// Cards is the number of cards (faces) compiled; Abilities the number
	// of abilities they compiled to, Understood how many of those.
	Cards, Abilities, Understood int
	Kinds                        []KindReport
	// PermanentsWithMana counts the permanent cards with at least one mana
	// ability (activated or triggered, their own); PermanentsManaUnderstood
	// those whose every mana ability is understood. LandsWithMana and
	// LandsManaUnderstood count the lands among them.
	PermanentsWithMana, PermanentsManaUnderstood int
	LandsWithMana, LandsManaUnderstood           int
	// PermanentsAllUnderstood and LandsAllUnderstood count, among those
	// with a mana ability, the ones whose every ability of any kind is
	// understood.
	PermanentsAllUnderstood, LandsAllUnderstood int
}

// TopTemplates is how many templates not understood a KindReport keeps.
const TopTemplates = 12

// Measure compiles every card and counts what the engine understands. A
// card with several faces is measured face by face.
func Measure(cards []*catalog.Card) *Report {
	r := &Report{}
	byKind := map[Kind]*KindReport{}
	missed := map[Kind]map[string]*Template{}
	for _, k := range Kinds {
		byKind[k] = &KindReport{Kind: k}
		missed[k] = map[string]*Template{}
	}
	for _, c := range faces(cards) {
		r.Cards++
		abil := rules.Compile(c)
		hasMana, allMana, all := false, true, true
		for _, a := range abil {
			r.Abilities++
			if a.Understood {
				r.Understood++
			} else {
				all = false
			}
			text := reading(c, a.Text)
			for _, k := range kindsOf(text) {
				kr := byKind[k]
				kr.Abilities++
				if k == Mana || k == ManaTrigger {
					hasMana = true
					allMana = allMana && a.Understood
				}
				if a.Understood {
					kr.Understood++
					continue
				}
				key := templateOf(text)
				t := missed[k][key]
				if t == nil {
					t = &Template{Text: key, Example: c.Name}
					missed[k][key] = t
				}
				t.Count++
			}
		}
		if hasMana && isPermanent(c) {
			r.PermanentsWithMana++
			if allMana {
				r.PermanentsManaUnderstood++
			}
			if all {
				r.PermanentsAllUnderstood++
			}
			if c.HasType("Land") {
				r.LandsWithMana++
				if allMana {
					r.LandsManaUnderstood++
				}
				if all {
					r.LandsAllUnderstood++
				}
			}
		}
	}
	for _, k := range Kinds {
		kr := byKind[k]
		for _, t := range missed[k] {
			kr.Missed = append(kr.Missed, *t)
		}
		sort.Slice(kr.Missed, func(i, j int) bool {
			a, b := kr.Missed[i], kr.Missed[j]
			if a.Count != b.Count {
				return a.Count > b.Count
			}
			return a.Text < b.Text
		})
		if len(kr.Missed) > TopTemplates {
			kr.Missed = kr.Missed[:TopTemplates]
		}
		r.Kinds = append(r.Kinds, *kr)
	}
	return r
}

// faces lists each card, or each face of a card with several.
func faces(cards []*catalog.Card) []*catalog.Card {
	var out []*catalog.Card
	for _, c := range cards {
		if len(c.Faces) > 0 {
			out = append(out, c.Faces...)
		} else {
			out = append(out, c)
		}
	}
	return out
}

func isPermanent(c *catalog.Card) bool {
	for _, t := range []string{"Land", "Creature", "Artifact", "Enchantment", "Planeswalker"} {
		if c.HasType(t) {
			return true
		}
	}
	return false
}

// Percent is 100·n/d with one decimal, 100 for an empty d.
func Percent(n, d int) float64 {
	if d == 0 {
		return 100
	}
	return float64(int(1000*float64(n)/float64(d))) / 10
}

// Write prints the report as the bot's "cards coverage" shows it.
func (r *Report) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d cards, %d abilities, %d understood (%.1f%%)\n", r.Cards, r.Abilities, r.Understood, Percent(r.Understood, r.Abilities))
	fmt.Fprintf(&b, "permanents with a mana ability: %d, every mana ability understood: %d (%.1f%%)\n",
		r.PermanentsWithMana, r.PermanentsManaUnderstood, Percent(r.PermanentsManaUnderstood, r.PermanentsWithMana))
	fmt.Fprintf(&b, "lands with a mana ability: %d, every mana ability understood: %d (%.1f%%)\n",
		r.LandsWithMana, r.LandsManaUnderstood, Percent(r.LandsManaUnderstood, r.LandsWithMana))
	fmt.Fprintf(&b, "of those, every ability of any kind understood: %d of the permanents (%.1f%%), %d of the lands (%.1f%%)\n",
		r.PermanentsAllUnderstood, Percent(r.PermanentsAllUnderstood, r.PermanentsWithMana), r.LandsAllUnderstood, Percent(r.LandsAllUnderstood, r.LandsWithMana))
	for _, k := range r.Kinds {
		fmt.Fprintf(&b, "\n%s: %d of %d understood (%.1f%%)\n", k.Kind, k.Understood, k.Abilities, Percent(k.Understood, k.Abilities))
		for _, t := range k.Missed {
			fmt.Fprintf(&b, "  %5d  %s  (e.g. %s)\n", t.Count, t.Text, t.Example)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

var (
	reminderText = regexp.MustCompile(`\s*\([^()]*\)`)
	symbolRun    = regexp.MustCompile(`(?:\{[^}]+\})+`)
	numberWord   = regexp.MustCompile(`\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+)\b`)
	folder       = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "−", "-", "—", "-", "–", "-")
)

// reading is an ability's text as the kinds and templates read it: folded
// quotes and dashes, reminder text removed, the card's name made "this",
// lower case.
func reading(c *catalog.Card, text string) string {
	s := folder.Replace(text)
	s = reminderText.ReplaceAllString(s, "")
	if c.Name != "" {
		s = strings.ReplaceAll(s, folder.Replace(c.Name), "this")
		if i := strings.Index(c.Name, ", "); i > 0 {
			s = strings.ReplaceAll(s, c.Name[:i], "this")
		}
	}
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// templateOf is the ability's text with mana symbols and numbers made
// placeholders, so that wordings differing only in them count as one.
func templateOf(s string) string {
	s = symbolRun.ReplaceAllString(s, "{…}")
	s = numberWord.ReplaceAllString(s, "N")
	if r := []rune(s); len(r) > 160 {
		s = string(r[:157]) + "…"
	}
	return s
}
