package rules

import (
	"regexp"
	"strings"
)

// reModalHead: a triggered ability whose effect is a choice among modes
// ("When this enters, choose one -", "At the beginning of your upkeep,
// choose one that hasn't been chosen -"); its modes follow it, one "•"
// line each (CR 700.2).
var reModalHead = regexp.MustCompile(`(?i)\bchoose (?:one|two|three|one or both|one or more|any number)\b[^.]*-$`)

// linkModes reads each "•" line after a modal triggered ability as a
// mode of that ability: what it does happens only when the ability
// resolves, after it has triggered (603.3, 700.2a), so it bears only
// where its trigger event can happen in a question, and stops the answer
// there (it is not understood). A mode of an activated ability is an
// activated ability with that ability's cost, not understood; one of a
// head the compiler did not read as a trigger with its events is left as
// it is, bearing on every question.
func linkModes(card string, abil []*Ability) {
	var head *Ability
	for _, a := range abil {
		if !strings.HasPrefix(a.Text, "•") {
			head = nil
			if (a.Kind == KindTriggered && a.Trigger != nil && eventsOf(a) != nil || a.Kind == KindActivated) && reModalHead.MatchString(oracleFolder.Replace(a.Text)) {
				head = a
			}
			continue
		}
		if head == nil || a.Kind != KindUnknown && a.Kind != KindStatic {
			// A mode read alone as a static ability ("• Target
			// creature can't block this turn.") is the trigger's
			// mode all the same.
			continue
		}
		if head.Kind == KindActivated {
			// The restriction printed after the last mode ("Activate
			// only once each turn.", Skinshifter) is the whole
			// ability's (602.5): read as its head's, or it stops the
			// head.
			if m := reActivateOnly.FindStringSubmatch(eraReplacer.Replace(oracleFolder.Replace(a.Text))); m != nil {
				if r, ok := parseRestriction(m[1]); ok && (head.Restriction.Text == "" || head.Restriction.Text == r.Text) {
					head.Restriction = r
				} else {
					head.Understood = false
					head.Why = "its restriction \u201c" + strings.TrimSpace(m[0]) + "\u201d, printed after its modes, is not one the engine models"
				}
			}
			// A mode of an activated ability (Umezawa's Jitte's "•
			// Target creature gets -1/-1 until end of turn."): what it
			// does happens only as that ability resolves, once it has
			// been activated for its cost, as any activated ability's
			// effect the engine does not read (602.2, 700.2a).
			a.Kind = KindActivated
			a.Cost = head.Cost
			a.Restriction = head.Restriction
			a.ModeOf = head
			head.Modes = append(head.Modes, a)
			a.Understood = false
			a.Why = "a mode of " + Possessive(card) + " activated ability \u201c" + head.Text + "\u201d, which the engine does not model"
			continue
		}
		t := head.Trigger
		a.Kind = KindTriggered
		a.Trigger = &TriggerSpec{Event: t.Event, On: append([]GameEvent(nil), t.On...), Whose: t.Whose, Effect: strings.TrimSpace(strings.TrimPrefix(a.Text, "•"))}
		if t.On == nil {
			a.Trigger.On = nil
		}
		a.Understood = false
		a.Why = "a mode of " + Possessive(card) + " triggered ability \u201c" + head.Text + "\u201d, which the engine does not model"
	}
}
