package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// A mana ability with no {T} whose cost taps two or more untapped
// permanents of a type (Heritage Druid's "Tap three untapped Elves you
// control: Add {G}{G}{G}.") beside some of those permanents that can make
// mana of their own (Llanowar Elves): each permanent is tapped for its
// own mana, for the ability's cost or not at all, never for both (CR
// 602.2b: a tapped permanent can't pay a {T} cost, nor be tapped again
// for the cost). Tapping one that makes no mana of its own for the cost
// gives up nothing that tapping one that does would not, so those are
// tapped first; the ways are then those of each split: how many times
// the ability is activated, and how many of each group of the others are
// tapped for it, each split a search of its own whose groups hold the
// permanents left and the activations, all of which its ways use.

// tapManyElves is a group of permanents that make mana of their own and
// that the ability may tap: its index among the groups, how many, and
// their name.
type tapManyElves struct {
	group, count int
	name         string
}

// tapManySplits is what the splits are made of (addTapManyIdle): the
// ability, how many permanents each activation taps, those it may tap
// that make no mana of their own, and the groups of those that do.
type tapManySplits struct {
	tc     *tapCostUses
	n      int
	idle   []*perm
	elves  []tapManyElves
	player string
	// idleGroup is the group of the activations that tap only those
	// that make no mana of their own, -1 for none.
	idleGroup int
	// most is the most activations, one for each permanent with the
	// ability, where its cost has {T} (Springleaf Drum); -1 for no bound
	// but the permanents it may tap.
	most int
	// own is the group of the permanents with the ability, for their
	// other mana abilities (Holdout Settlement's "{T}: Add {C}."), where
	// the groups hold no activation, -1 for none: each split's
	// activations, from one up, take as many of them.
	own int
}

// tapManySplit is one split: the groups it searches, of which group must
// holds the activations, each of which its ways use; must is -1 where
// the split taps only permanents that make no mana of their own (the
// groups addTapManyIdle made), whose ways use as many as they need.
type tapManySplit struct {
	groups []payGroup
	must   int
	// infix is what a use's action says of the permanents tapped, after
	// the ability's words (", tapping Heritage Druid, Llanowar Elves and
	// Elvish Mystic,"), and said its event of them.
	infix, said string
}

// maxTapManySplits bounds the splits one answer searches.
const maxTapManySplits = 64

// splits lists the splits of src: first the groups as they are, which
// tap for the ability only permanents that make no mana of their own;
// then, for each number of activations that needs more, each choice of
// how many of each group of the others it taps. why says why they are
// not listed: more than maxTapManySplits.
func (src *paySources) tapManySplitsOf() (out []tapManySplit, why string) {
	out = []tapManySplit{{groups: src.groups, must: -1}}
	t := src.tapMany
	if t == nil {
		return out, ""
	}
	total := len(t.idle)
	for _, e := range t.elves {
		total += e.count
	}
	take := make([]int, len(t.elves))
	start := len(t.idle)/t.n + 1
	if t.own >= 0 {
		// The permanents with the ability are one group, for their own
		// mana: every activation is a split's.
		start = 1
	}
	for k := start; k*t.n <= total && (t.most < 0 || k <= t.most); k++ {
		s := max(0, k*t.n-len(t.idle))
		// Each take with a sum of s, the first group's count the
		// fastest to change.
		var walk func(i, left int) bool
		walk = func(i, left int) bool {
			if i == len(t.elves) {
				if left != 0 {
					return true
				}
				if len(out) > maxTapManySplits {
					return false
				}
				out = append(out, src.tapManySplit(k, take))
				return true
			}
			for c := 0; c <= min(left, t.elves[i].count); c++ {
				take[i] = c
				if !walk(i+1, left-c) {
					return false
				}
			}
			take[i] = 0
			return true
		}
		if !walk(0, s) {
			p := t.tc.p
			return nil, fmt.Sprintf("%s ability \u201c%s\u201d %s for its cost, and which of them to tap for it and which for their own mana are more than the %d choices the engine works out", Possessive(p.name), t.tc.a.Text, t.taps(), maxTapManySplits)
		}
	}
	return out, ""
}

// taps says what the ability's cost taps: "taps three untapped Elves",
// "taps another untapped creature".
func (t *tapManySplits) taps() string {
	if t.n == 1 {
		return "taps another untapped " + tapTypeWord(t.tc.a.Cost.TapType)
	}
	return "taps " + countWord(t.n) + " untapped " + outletPlural(tapTypeWord(t.tc.a.Cost.TapType))
}

// tapManySplit is the split with k activations, taking take[i] of the
// permanents of group elves[i], every permanent that makes no mana of its
// own besides.
func (src *paySources) tapManySplit(k int, take []int) tapManySplit {
	t := src.tapMany
	groups := make([]payGroup, len(src.groups), len(src.groups)+1)
	copy(groups, src.groups)
	if t.idleGroup >= 0 {
		// Every permanent that makes no mana of its own is tapped for
		// the k activations.
		groups[t.idleGroup].count = 0
	}
	var names []string
	var counts []int
	for _, x := range t.idle {
		names, counts = addName(names, counts, x.name, 1)
	}
	p, a := t.tc.p, t.tc.a
	if t.own >= 0 {
		groups[t.own].count -= k
		if k <= len(t.idle) {
			// Each taps one that makes no mana of its own, which one
			// giving up nothing: the uses don't say.
			groups = append(groups, payGroup{name: p.name, count: k, uses: t.tc.uses})
			return tapManySplit{groups: groups, must: len(groups) - 1}
		}
	}
	for i, e := range t.elves {
		if take[i] > 0 {
			groups[e.group].count -= take[i]
			names, counts = addName(names, counts, e.name, take[i])
		}
	}
	who := namesWords(names, counts)
	prefix := strings.TrimSuffix(string(appendDoing(nil, p, a)), " for ")
	tapping := who
	said := PlayerDoes(t.player, "taps") + " " + who
	if k > 1 {
		tapping = who + ", " + countWord(t.n) + " each time"
		said += ", " + countWord(t.n) + " for each activation"
	}
	tapEvent := moreCostEvents(p, a)
	uses := usesSaying(t.tc.uses, tapEvent, said, func(action string) string {
		return prefix + ", tapping " + tapping + ", for " + strings.TrimPrefix(action, prefix+" for ")
	})
	groups = append(groups, payGroup{name: p.name, count: k, uses: uses, activations: t.most < 0})
	return tapManySplit{groups: groups, must: len(groups) - 1, infix: ", tapping " + tapping + ",", said: said}
}

// shown rewrites a payment of split sp so that it names the permanents
// tapped for the activations once: the first of its sources that
// activates the ability names them, and the others (another color of
// Birchlore Rangers' mana) say only that the ability is activated; the
// event of tapping them is given once, without the count payment writes
// after the events of a source used more than once.
func (sp tapManySplit) shown(pay *Payment) {
	if sp.infix == "" {
		return
	}
	named := false
	for i := range pay.Sources {
		ps := &pay.Sources[i]
		if !strings.Contains(ps.Action, sp.infix) {
			continue
		}
		if named {
			ps.Action = strings.Replace(ps.Action, sp.infix, "", 1)
		}
		named = true
	}
	events := pay.Events[:0]
	said := false
	for _, ev := range pay.Events {
		if ev == sp.said || strings.HasPrefix(ev, sp.said+" (\u00d7") {
			if said {
				continue
			}
			ev, said = sp.said, true
		}
		events = append(events, ev)
	}
	pay.Events = events
}

// idleWords names the permanents that make no mana of their own, each
// name once with how many: "Heritage Druid, 2 × Llanowar Elves".
func idleWords(idle []*perm) string {
	var names []string
	var counts []int
	for _, x := range idle {
		names, counts = addName(names, counts, x.name, 1)
	}
	return namesWords(names, counts)
}

// addName counts n more of name among names.
func addName(names []string, counts []int, name string, n int) ([]string, []int) {
	for i, m := range names {
		if m == name {
			counts[i] += n
			return names, counts
		}
	}
	return append(names, name), append(counts, n)
}

// namesWords writes names with their counts: "Heritage Druid, 2 ×
// Llanowar Elves and Elvish Mystic".
func namesWords(names []string, counts []int) string {
	words := make([]string, len(names))
	for i, name := range names {
		words[i] = name
		if counts[i] > 1 {
			words[i] = strconv.Itoa(counts[i]) + " × " + name
		}
	}
	return joinAnd(words)
}
