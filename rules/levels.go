package rules

import (
	"regexp"
	"strconv"
	"strings"
)

// LevelBand is one of a leveler's level symbols (CR 711.2): as long as
// the permanent has at least Min level counters on it and, where Max is
// not below 0, no more than Max, it has base power and toughness Power
// and Toughness (where HasPT) and the abilities printed in the band.
type LevelBand struct {
	Min, Max         int
	Power, Toughness int
	HasPT            bool
}

// holds reports whether n level counters are within the band.
func (b *LevelBand) holds(n int) bool {
	return n >= b.Min && (b.Max < 0 || n <= b.Max)
}

var (
	// reLevelBand is a level symbol's line: "LEVEL 1-4", "LEVEL 5+".
	reLevelBand = regexp.MustCompile(`^LEVEL (\d+)(?:-(\d+)|(\+))$`)
	// reLevelPT is the base power and toughness a band sets: "1/2".
	reLevelPT = regexp.MustCompile(`^(\d+)/(\d+)$`)
)

// levelLines reads a leveler's rules text (CR 711): for each line, the
// band it is printed in (nil before the first level symbol), and whether
// it is a level symbol's own line or its power and toughness, which are
// no ability. bands lists the bands in order. Text with no level symbol
// gives nil.
func levelLines(lines []string) (bandOf []*LevelBand, skip []bool, bands []*LevelBand) {
	for i, line := range lines {
		line = strings.TrimSpace(line)
		if m := reLevelBand.FindStringSubmatch(line); m != nil {
			if bandOf == nil {
				bandOf, skip = make([]*LevelBand, len(lines)), make([]bool, len(lines))
			}
			lo, _ := strconv.Atoi(m[1])
			hi := -1
			if m[2] != "" {
				hi, _ = strconv.Atoi(m[2])
			}
			bands = append(bands, &LevelBand{Min: lo, Max: hi})
			skip[i] = true
			continue
		}
		if len(bands) == 0 {
			continue
		}
		b := bands[len(bands)-1]
		if m := reLevelPT.FindStringSubmatch(line); m != nil && !b.HasPT && (i > 0 && skip[i-1]) {
			b.Power, _ = strconv.Atoi(m[1])
			b.Toughness, _ = strconv.Atoi(m[2])
			b.HasPT = true
			skip[i] = true
			continue
		}
		bandOf[i] = b
	}
	return bandOf, skip, bands
}

// levelBands lists a leveler's bands (levelLines); nil for a card with
// none.
func levelBands(oracle string) []*LevelBand {
	if !strings.Contains(oracle, "LEVEL ") {
		return nil
	}
	_, _, bands := levelLines(strings.Split(oracle, "\n"))
	return bands
}

// applyLevel gives a leveler the abilities and base power and toughness
// of the band its level counters are in (CR 711.2, 711.5: its level is
// the number of level counters on it): the abilities of the other bands
// are not its, and with fewer counters than any band asks it has its
// printed power and toughness and none of them.
func (q *perm) applyLevel() {
	bands := levelBands(q.Card.Oracle)
	if bands == nil {
		return
	}
	n := q.counters("level")
	kept := make([]*Ability, 0, len(q.printed))
	for _, a := range q.printed {
		if a.Level == nil || a.Level.holds(n) {
			kept = append(kept, a)
		}
	}
	q.printed = kept
	for _, b := range bands {
		if b.holds(n) {
			q.level = b
			return
		}
	}
}

// levelsToNext is how many level counters a leveler needs for the next
// band above its level (CR 711.2), where one more may give it other
// abilities; 0 where no band is above it.
func levelsToNext(q *perm) int {
	n := q.counters("level")
	next := 0
	for _, b := range levelBands(q.Card.Oracle) {
		if b.Min > n && (next == 0 || b.Min-n < next) {
			next = b.Min - n
		}
	}
	return next
}

// manaValueOfCost is the least mana a cost in symbols takes (0 for none
// or one that does not parse).
func manaValueOfCost(cost string) int {
	if cost == "" {
		return 0
	}
	c, err := ParseManaCost(cost)
	if err != nil {
		return 0
	}
	return c.MinMana()
}
