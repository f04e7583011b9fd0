package rules

import (
	"cmp"
	"slices"
	"strings"
	"sync"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// explainer collects the reasoning of a ruling: steps, the rules each
// rests on, and the official rulings relied on.
type explainer struct {
	steps   []Reason
	rules   map[string]bool
	rulings []CitedRuling
	seen    map[string]bool
	// ruleLists holds the steps' lists of rules one after the other,
	// each capped, so that appending to one copies it.
	ruleLists []string
}

func newExplainer() *explainer {
	return &explainer{rules: map[string]bool{}, seen: map[string]bool{}}
}

// newExplainerOf is an explainer with room for about n steps, for a
// question whose ruling has many.
func newExplainerOf(n int) *explainer {
	e := newExplainer()
	e.steps = make([]Reason, 0, n)
	return e
}

// step adds a step of reasoning resting on the given rules.
func (e *explainer) step(text string, rules ...string) *Reason {
	for _, s := range e.steps {
		if s.Text == text {
			return nil
		}
	}
	e.steps = append(e.steps, Reason{Text: text, Rules: e.ruleList(rules)})
	for _, r := range rules {
		e.rules[r] = true
	}
	return &e.steps[len(e.steps)-1]
}

// ruleList is a copy of rules, nil for none, kept in ruleLists.
func (e *explainer) ruleList(rules []string) []string {
	if len(rules) == 0 {
		return nil
	}
	if cap(e.ruleLists)-len(e.ruleLists) < len(rules) {
		e.ruleLists = make([]string, 0, max(16, 2*cap(e.ruleLists), len(rules)))
	}
	start := len(e.ruleLists)
	e.ruleLists = append(e.ruleLists, rules...)
	return e.ruleLists[start:len(e.ruleLists):len(e.ruleLists)]
}

// rulingsAbout are card's official rulings whose text holds fragment
// (quotes folded).
func rulingsAbout(card, fragment string) []CitedRuling {
	var out []CitedRuling
	for _, r := range rulingsOf(card) {
		if strings.Contains(r.folded, fragment) {
			out = append(out, r.cited)
		}
	}
	return out
}

// citeAbout adds, to the last step and the ruling, card's official
// rulings whose text holds fragment (quotes folded).
func (e *explainer) citeAbout(card, fragment string) {
	for _, cr := range rulingsAbout(card, fragment) {
		e.cite(cr.Card, cr.Date, fragment)
	}
}

// notes adds steps worked out before the question (the world's notes on
// land-type effects), with the rules and official rulings they cite.
func (e *explainer) notes(rs []Reason) {
	for _, r := range rs {
		if e.step(r.Text, r.Rules...) == nil {
			continue
		}
		for _, cr := range r.Rulings {
			key := cr.Card + "|" + cr.Date + "|" + cr.Text
			if !e.seen[key] {
				e.seen[key] = true
				e.rulings = append(e.rulings, cr)
			}
			n := len(e.steps) - 1
			e.steps[n].Rulings = append(e.steps[n].Rulings, cr)
		}
	}
}

// cite adds an official ruling of card, by date and a fragment of its text
// ("" for the first ruling of that date), to the last step and the ruling.
func (e *explainer) cite(card, date, fragment string) {
	for _, r := range rulingsOf(card) {
		if r.Date != date || (fragment != "" && !strings.Contains(r.folded, fragment)) {
			continue
		}
		cr := r.cited
		key := cr.Card + "|" + cr.Date + "|" + cr.Text
		if !e.seen[key] {
			e.seen[key] = true
			e.rulings = append(e.rulings, cr)
		}
		if n := len(e.steps); n > 0 {
			e.steps[n-1].Rulings = append(e.steps[n-1].Rulings, cr)
		}
		return
	}
}

// bearing picks out an official ruling that bears on what a step
// explains: its date and a fragment of its text; several marks a ruling
// that matters only when there is more than one of the card.
type bearing struct {
	date, fragment string
	several        bool
}

// The topics of steps that cite official rulings.
const (
	onReplacement = "replacement"
	onManaTrigger = "mana trigger"
	// onReplacedTrigger: a replacement effect on the mana of a permanent
	// that a triggered mana ability also watches.
	onReplacedTrigger = "replaced beside a trigger"
	onLandPlays       = "land plays"
)

// rulingsOn lists, by topic and card, the official rulings a step on that
// topic cites.
var rulingsOn = map[string]map[string][]bearing{
	onReplacement: {
		"Mana Reflection":   {{"2020-08-07", "cumulative", true}},
		"Nyxbloom Ancient":  {{"2020-01-24", "cumulative", true}},
		"Contamination":     {{"2004-10-04", "replacement effect", false}, {"2004-10-04", "External effects", false}},
		"Pulse of Llanowar": {{"2004-10-04", "amount", false}},
		"Damping Sphere":    {{"2022-12-08", "choose one to apply", false}},
		"Naked Singularity": {{"2013-04-15", "more than one basic land type", false}},
		"Reality Twist":     {{"2013-04-15", "more than one basic land type", false}},
	},
	onReplacedTrigger: {
		"Mana Reflection":  {{"2020-08-07", "triggers", false}},
		"Nyxbloom Ancient": {{"2020-01-24", "triggers", false}},
	},
	onManaTrigger: {
		"Mana Flare":          {{"2004-10-04", "triggered mana ability", false}},
		"Heartbeat of Spring": {{"2020-08-07", "more than one mana", false}},
		"Zendikar Resurgent":  {{"2016-01-22", "more than one type", false}},
		"Wild Growth":         {{"2004-10-04", "", false}},
		"Overgrowth":          {{"2004-10-04", "", false}},
		"Vernal Bloom":        {{"2004-10-04", "", false}},
		"Caged Sun":           {{"2011-06-01", "mana ability", false}},
	},
	onLandPlays: {
		"Ghirapur Orrery":            {{"2016-09-20", "cumulative", true}},
		"Exploration":                {{"2020-08-07", "", false}},
		"Azusa, Lost but Seeking":    {{"2020-06-23", "", false}},
		"Oracle of Mul Daya":         {{"2009-10-01", "more than one", true}},
		"Dryad of the Ilysian Grove": {{"2020-01-24", "cumulative", false}},
	},
}

// citeOn cites the rulings of card that bear on topic; count is how many
// of the card there are.
func (e *explainer) citeOn(topic, card string, count int) {
	for _, b := range rulingsOn[topic][card] {
		if b.several && count < 2 {
			continue
		}
		e.cite(card, b.date, b.fragment)
	}
}

// officialRuling is a catalog ruling with its text folded for matching.
type officialRuling struct {
	Date   string
	folded string
	cited  CitedRuling
}

var rulingCache sync.Map // card data edition and card name → []officialRuling

// rulingsOf lists the official rulings of a catalog card, folded once for
// each edition of the card data.
func rulingsOf(card string) []officialRuling {
	key := catalog.EditionName() + "\x00" + card
	if v, ok := rulingCache.Load(key); ok {
		return v.([]officialRuling)
	}
	var out []officialRuling
	if c, ok := catalog.Lookup(card); ok {
		for _, r := range c.Rulings {
			out = append(out, officialRuling{Date: r.Date, folded: foldQuotes(r.Text), cited: CitedRuling{Card: c.Name, Date: r.Date, Text: r.Text}})
		}
	}
	rulingCache.Store(key, out)
	return out
}

var quoteFolder = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`)

func foldQuotes(s string) string {
	return quoteFolder.Replace(s)
}

// fill writes the steps, rules and rulings into r.
func (e *explainer) fill(r *Ruling) {
	r.Steps = e.steps
	if r.Steps == nil {
		r.Steps = []Reason{}
	}
	r.Rules = sortRules(e.rules)
	r.Rulings = e.rulings
	if r.Rulings == nil {
		r.Rulings = []CitedRuling{}
	}
	r.Engine = EngineVersion
	r.CR = CREdition
	r.Cards = catalog.EditionName()
}

// sortRules orders rule numbers as the CR does: 106.7 < 106.12 < 106.12a.
func sortRules(set map[string]bool) []string {
	type keyed struct {
		parts [3]int
		rule  string
	}
	var buf [32]keyed
	keys := buf[:0]
	for r := range set {
		keys = append(keys, keyed{ruleParts(r), r})
	}
	slices.SortFunc(keys, func(a, b keyed) int {
		if c := cmp.Compare(a.parts[0], b.parts[0]); c != 0 {
			return c
		}
		if c := cmp.Compare(a.parts[1], b.parts[1]); c != 0 {
			return c
		}
		if c := cmp.Compare(a.parts[2], b.parts[2]); c != 0 {
			return c
		}
		return strings.Compare(a.rule, b.rule)
	})
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = k.rule
	}
	return out
}

func ruleParts(r string) [3]int {
	var out [3]int
	main, sub, _ := strings.Cut(r, ".")
	out[0], _ = parseDigits(main)
	digits := sub
	for digits != "" && 'a' <= digits[len(digits)-1] && digits[len(digits)-1] <= 'z' {
		digits = digits[:len(digits)-1]
	}
	out[1], _ = parseDigits(digits)
	if len(sub) > len(digits) {
		out[2] = int(sub[len(digits)])
	}
	return out
}
