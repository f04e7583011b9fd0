package rules

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// reCloneAny: "You may have this enter the battlefield as a copy of any
// creature on the battlefield." (Clone), with no exception.
var reCloneAny = regexp.MustCompile(`^You may have (?:this|[A-Z][^,.]*?) enter(?: the battlefield)? as a copy of any creature on the battlefield\.$`)

// isCloneOnly reports whether card's rules text is only Clone's ability.
func isCloneOnly(card *catalog.Card, abil []*Ability) bool {
	if len(abil) != 1 {
		return false
	}
	t := strings.ReplaceAll(abil[0].Text, card.Name, "this")
	return reCloneAny.MatchString(t)
}

// cloneEnters answers enters for a card whose only ability is Clone's: as
// it enters, its controller chooses a creature on the battlefield and it
// enters as a copy of it, with that creature's copiable values, its
// printed characteristics (CR 707.2), or chooses none and it enters as
// itself (614.1c). A copy's enters abilities
// and replacement effects apply (614.12), with X 0: no X was chosen for
// them as the spell was cast (107.3m). Each choice is an outcome; the
// spell itself is the card cast, which what stops or counters spells as
// they are cast reads (601.3, 202.3).
func cloneEnters(ctx context.Context, b *Board, card *catalog.Card, cast bool, r *Ruling, e *explainer) error {
	worlds := buildWorlds(ctx, b)
	for _, w := range worlds {
		if u := w.unknownFor(asking{kind: askEnters, cast: cast}); u != "" {
			return notUnderstood(r, e, u)
		}
	}
	if len(worlds) != 1 {
		return notUnderstood(r, e, "which creatures are on the battlefield for "+card.Name+" to copy depends on the timestamps of the type-changing effects, which the board does not record (CR 613.7)")
	}
	w := worlds[0]
	mv, why := faceManaValue(card)
	if why != "" {
		return notUnderstood(r, e, why)
	}
	if cast {
		e.step(card.Name+" has no {X} in its mana cost, so no value of X is chosen for it as it is cast", "107.3a")
		if why := w.cantBeCast(Me, card, mv, e); why != "" {
			return neverEnters(r, e, card, mv, mv, why)
		}
		if why := w.counteredAsCast(card, mv, 0, e); why != "" {
			return neverEnters(r, e, card, mv, mv, why)
		}
	}
	if lost, why := enteringLosesAll(ctx, b, card); why != "" || lost != "" {
		if why == "" {
			why = fmt.Sprintf("%s would enter as a creature that loses all abilities by %s effect, and whether its ability to enter as a copy still applies is not worked out (CR 614.12, 613.1f)", card.Name, Possessive(lost))
		}
		return notUnderstood(r, e, why)
	}
	e.step(fmt.Sprintf("As %s enters, its controller may choose a creature on the battlefield, and it enters as a copy of it: it copies the creature's copiable values, its printed characteristics, not its counters, whether it is tapped, or effects on it; each choice is an outcome", card.Name), "707.2", "614.1c")
	e.step("A copy's enters abilities and replacement effects apply as it enters, and X is 0 for them: no value of X was chosen for them as the spell was cast", "614.12", "107.3m")
	e.cite(card.Name, "2007-07-15", "")
	var seen []string
	for _, p := range w.perms {
		if !p.is("Creature") || has(seen, p.Card.Name) {
			continue
		}
		seen = append(seen, p.Card.Name)
		if isCloneOnly(p.Card, Compile(p.Card)) || !has(splitTypesOf(p.Card), "Creature") {
			// What another Clone copied, or a permanent made a creature
			// by an effect, which a copy does not copy: the board does
			// not say, or the copy is no creature.
			return notUnderstood(r, e, fmt.Sprintf("%s could copy %s, whose copiable values the engine does not work out here (CR 707.2)", card.Name, p.name))
		}
		sub := &Ruling{}
		if err := entersQuestion(ctx, b, p.Card, 0, false, sub); err != nil {
			return err
		}
		if !sub.Understood {
			return notUnderstood(r, e, fmt.Sprintf("%s could copy %s, and of that copy: %s", card.Name, p.name, strings.TrimSuffix(strings.TrimPrefix(sub.Answer, "I can't rule on this, because "), ".")))
		}
		r.Outcomes = append(r.Outcomes, Outcome{Choices: []string{"copies " + p.name}, Events: []string{sub.Answer}})
	}
	// No creature chosen: it enters as itself.
	itself := fmt.Sprintf("%s enters as itself, a %s/%s creature", card.Name, card.Power, card.Toughness)
	// As itself it has the ability only as it enters, where it copied
	// nothing: on the battlefield it is its printed creature, read
	// without it.
	bare := *card
	bare.Oracle, bare.Inline = "", true
	gone, unsure := enteredThenGone(ctx, b, &bare, nil)
	switch {
	case unsure != "":
		return notUnderstood(r, e, fmt.Sprintf("if %s copies nothing, whether it stays is not worked out: %s", card.Name, unsure))
	case gone != "":
		itself += ", and is put into its owner's graveyard (" + gone + ")"
		e.step(fmt.Sprintf("Copying nothing, %s is put into its owner's graveyard by a state-based action before any player gets priority: %s", card.Name, gone), "704.3", "704.5f")
	}
	r.Outcomes = append(r.Outcomes, Outcome{Choices: []string{"copies nothing"}, Events: []string{itself}})
	zero := 0
	r.EtbX = &zero
	r.PermanentX = &zero
	if cast {
		r.ManaValueOnStack = &mv
	}
	r.Understood = true
	n := len(r.Outcomes)
	r.Answer = fmt.Sprintf("%s enters as a copy of a creature on the battlefield its controller chooses, or as itself: %s, each in the outcomes.", card.Name, plural(n, "choice"))
	if n == 1 {
		r.Answer = "No creature is on the battlefield to copy: " + itself + "."
	}
	e.fill(r)
	return nil
}
