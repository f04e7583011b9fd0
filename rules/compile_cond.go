package rules

import (
	"regexp"
	"strings"
)

// A condition the board does not give, and what its permanent gets while
// it holds: threshold's "As long as seven or more cards are in your
// graveyard, this gets +1/+1 and has \"When this dies, you lose 6
// life.\"" (the board does not say how many cards a graveyard holds) and
// hellbent's "As long as you have no cards in hand, …" (read as not known
// either). The permanent may or may not have what the text gives it: a
// boost that only raises power and toughness (613.4c), keywords or quoted
// abilities. understand.go classifies each part as if it had it, and the
// text bears where any part may.
var (
	reCondUnread = regexp.MustCompile(`^As long as (seven or more cards are in your graveyard|you have no cards in hand), this (.+)$`)
	reCondBoost  = regexp.MustCompile(`^gets \+([0-9]+)/\+([0-9]+)(.*)$`)
	reCondQuoted = regexp.MustCompile(`^"([^"]+)"\.?$`)
)

// compileCondUnread reads the texts above into st as a StaticCondUnread,
// not understood; it returns false for any other text.
func compileCondUnread(a *Ability, st *StaticSpec, s string) bool {
	m := reCondUnread.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	rest := m[2]
	raises := false
	if b := reCondBoost.FindStringSubmatch(rest); b != nil {
		raises = true
		switch {
		case b[3] == ".":
			rest = ""
		case strings.HasPrefix(b[3], " and has "):
			rest = "has " + strings.TrimPrefix(b[3], " and has ")
		default:
			return false
		}
	}
	var granted []*Ability
	if rest != "" {
		body, ok := strings.CutPrefix(rest, "has ")
		if !ok {
			return false
		}
		if q := reCondQuoted.FindStringSubmatch(body); q != nil {
			g := &Ability{Text: q[1]}
			compileText(g, q[1])
			granted = append(granted, g)
		} else if kws, ok := keywordList(strings.TrimSuffix(body, ".")); ok && strings.HasSuffix(body, ".") {
			granted = append(granted, &Ability{Text: strings.Join(kws, ", "), Kind: KindKeyword, Keywords: kws, Understood: true})
		} else {
			return false
		}
	}
	st.Kind = StaticCondUnread
	st.RaisesPT = raises
	st.Granted = granted
	a.Understood = false
	a.Why = "the board does not say how many cards are in its controller's graveyard"
	if strings.HasPrefix(m[1], "you have no cards") {
		a.Why = "the engine does not read whether its controller's hand is empty"
	}
	return true
}

// condUnreadBears classifies a StaticCondUnread of p. The engine does not
// give p what it grants, so nothing that reads p's abilities as the board
// has them reads these: each part bears unless it can't change the answer
// of its own. Its boost bears only where text on the board reads power or
// toughness (compile_raise.go); keywords bear as they would on any
// permanent (keywordAnywhere); a triggered ability bears where one of its
// trigger events can happen in the question, or while an upkeep trigger
// that reads a hand waits (603.2); any other ability, an activated one
// included (which pay, mana and upkeep read where it may be activated
// first), bears.
func (w *world) condUnreadBears(k asking, p *perm, st *StaticSpec) verdict {
	if st.RaisesPT && w.readsPT() != "" {
		return bears
	}
	for _, g := range st.Granted {
		switch g.Kind {
		case KindKeyword:
			for _, kw := range g.Keywords {
				if w.keywordAnywhere(k, kw) != cannotBear {
					return bears
				}
			}
		case KindTriggered:
			evs := eventsOf(g)
			if evs == nil {
				return bears
			}
			for _, ev := range evs {
				self := (ev == EventSelfTapped || ev == EventSelfUntapped) && hasEvent(k.events(), EventTapped)
				if self || w.canHappen(k, p, ev) || hasEvent(k.events(), ev) || hasEvent(k.responseEvents, ev) {
					return bears
				}
			}
		default:
			return bears
		}
	}
	return cannotBear
}
