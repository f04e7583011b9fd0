package rules

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// A board's counters are of kinds some card or rule names: a kind no card
// of the catalog, no inline card of the board and no rule names is taken
// for a slip ("2 dmg", "1 chrage") rather than read as a counter nothing
// reads, which would leave the board's meaning silently changed.

// reCounterKind finds the kind before "counter" or "counters" in Oracle
// text: "a +1/+1 counter", "three time counters", "a charge counter".
var reCounterKind = regexp.MustCompile(`(?i)([+-]\d+/[+-]\d+|[a-z][a-z'-]*) counters?\b`)

// keywordCounterKinds are the keyword counters (CR 122.1b): each gives its
// permanent that keyword.
var keywordCounterKinds = []string{
	"flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
	"hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
	"vigilance",
}

// ruleCounterKinds are the kinds the rules name (CR 122.1b–j), keyword
// counters among them.
var ruleCounterKinds = append(slices.Clip(keywordCounterKinds),
	"shield", "stun", "loyalty", "poison", "defense", "finality", "rad", "hone")

// notCounterKinds are words found before "counter" that name no kind.
var notCounterKinds = map[string]bool{
	"a": true, "an": true, "the": true, "of": true, "each": true, "any": true, "more": true,
	"that": true, "those": true, "these": true, "additional": true, "other": true, "its": true,
	"their": true, "his": true, "her": true, "your": true, "no": true, "all": true, "one": true,
	"two": true, "three": true, "four": true, "five": true, "x": true, "same": true, "such": true,
	"many": true, "number": true, "kind": true, "kinds": true, "this": true, "it": true,
}

var (
	catalogKindsOnce sync.Once
	catalogKinds     map[string]bool
)

// knownCounterKinds are the kinds the catalog's cards and the rules name,
// worked out once.
func knownCounterKinds() map[string]bool {
	catalogKindsOnce.Do(func() {
		catalogKinds = map[string]bool{}
		for _, k := range ruleCounterKinds {
			catalogKinds[k] = true
		}
		for _, c := range catalog.All() {
			addCounterKinds(catalogKinds, c.Oracle)
			for _, f := range c.Faces {
				addCounterKinds(catalogKinds, f.Oracle)
			}
		}
	})
	return catalogKinds
}

// addCounterKinds adds the kinds text names to kinds.
func addCounterKinds(kinds map[string]bool, text string) {
	if !strings.Contains(text, "ounter") {
		return
	}
	for _, m := range reCounterKind.FindAllStringSubmatch(text, -1) {
		if k := strings.ToLower(m[1]); !notCounterKinds[k] {
			kinds[k] = true
		}
	}
}

// checkCounterKinds holds each kind of counter written on the board to
// the kinds a card or rule names: the catalog's, the board's inline
// cards', and the rules'.
func (ps *boardParser) checkCounterKinds(b *Board, kind string, at int) error {
	if rePTCounter.MatchString(kind) || knownCounterKinds()[kind] {
		return nil
	}
	for _, p := range b.Permanents {
		if p.Card.Inline {
			inline := map[string]bool{}
			addCounterKinds(inline, p.Card.Oracle)
			if inline[kind] {
				return nil
			}
		}
	}
	near := closestKinds(kind)
	hint := ""
	if slices.Contains(near, "damage") {
		hint = " (damage marked on a permanent is written \"2 damage\")"
	}
	e := ps.errf(at, "%s counters: no card or rule names that kind of counter; expected a kind like +1/+1, charge or storage%s", Excerpt(kind), hint)
	e.Suggestions = near
	return e
}

// closestKinds are the known kinds nearest to kind, by edit distance, at
// most three within two edits.
func closestKinds(kind string) []string {
	type near struct {
		k string
		d int
	}
	var out []near
	for k := range knownCounterKinds() {
		if d := catalog.EditDistance(kind, k); d <= 2 {
			out = append(out, near{k, d})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].d != out[j].d {
			return out[i].d < out[j].d
		}
		return out[i].k < out[j].k
	})
	var names []string
	for _, n := range out[:min(3, len(out))] {
		names = append(names, n.k)
	}
	if kind == "dmg" || strings.HasPrefix(kind, "dam") {
		names = slices.Insert(names, 0, "damage")
	}
	return names
}

// withXCounters is counters with, for a permanent written X=N, the
// counters its own text makes it enter with for that X, of each kind
// the board does not write (written holds the kinds written, "0 charge"
// among them): Chalice of the Void (X=1) has one charge counter,
// Hangarback Walker (X=2) two +1/+1 counters and a planeswalker whose
// printed loyalty is X, X loyalty counters. The X chosen as the spell was
// cast is the X its own replacement effect counted (CR 107.3m, 614.1c,
// 306.5b). A kind written is what it has: one written "0 charge" is kept
// as a counter of none, so that the board prints as it was written and
// reads back the same; what other effects added as it entered (Hardened
// Scales), or what was added or removed since, the board writes.
//
// It returns the kinds it gave too (implied), which an effect that
// modifies counters may have changed as the permanent entered
// (xCountersUnread).
func withXCounters(card *catalog.Card, x int, counters []Counter, written map[string]int) (out []Counter, implied []string) {
	var kinds []string
	n := map[string]int{}
	for _, a := range Compile(card) {
		if a.Kind == KindEnters && a.Enters != nil && a.Enters.CountersX && a.Enters.CounterKind != "" {
			kind := strings.ToLower(a.Enters.CounterKind)
			kinds = append(kinds, kind)
			n[kind] = a.Enters.xCounters(x)
		}
	}
	if has(splitTypesOf(card), "Planeswalker") && strings.TrimSpace(card.Loyalty) == "X" {
		kinds = append(kinds, "loyalty")
	}
	out = counters
	for _, kind := range kinds {
		if slices.ContainsFunc(out, func(c Counter) bool { return c.Kind == kind }) {
			continue
		}
		if _, ok := written[kind]; ok {
			if x > 0 {
				out = append(slices.Clip(out), Counter{Kind: kind, N: 0})
			}
			continue
		}
		implied = append(implied, kind)
		if x == 0 && kind != "loyalty" && kind != "defense" {
			// None, and none is what the board prints.
			continue
		}
		// A planeswalker whose loyalty is X, with X 0, has no loyalty
		// counters, which the board says, as it says "0 loyalty": it is
		// put into its owner's graveyard (CR 704.5i).
		k, ok := n[kind]
		if !ok {
			k = x
		}
		out = append(slices.Clip(out), Counter{Kind: kind, N: k})
	}
	if len(out) > len(counters) {
		sort.Slice(out, func(i, j int) bool { return out[i].Kind < out[j].Kind })
	}
	return out, implied
}
