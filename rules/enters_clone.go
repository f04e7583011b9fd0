package rules

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// reCloneAny: "You may have this enter the battlefield as a copy of any
// creature on the battlefield." (Clone), "… enter the battlefield tapped
// as a copy of any land on the battlefield." (Vesuva), with no exception.
var reCloneAny = regexp.MustCompile(`^You may have (?:this|[A-Z][^,.]*?) enter(?: the battlefield)?( tapped)? as a copy of any (creature|land) on the battlefield\.$`)

// cloneOf reads card's rules text where it is only such an ability: the
// card type it copies ("" for none), and whether the copy enters tapped.
func cloneOf(card *catalog.Card, abil []*Ability) (copies string, tapped bool) {
	if len(abil) != 1 {
		return "", false
	}
	m := reCloneAny.FindStringSubmatch(strings.ReplaceAll(abil[0].Text, card.Name, "this"))
	if m == nil {
		return "", false
	}
	return map[string]string{"creature": "Creature", "land": "Land"}[m[2]], m[1] != ""
}

// CopyAsEntersNote says how the engine reads the ability of a card whose
// rules text is only such an ability (Clone, Vesuva), for a description
// of the card: /judge enters works out each permanent it may enter as a
// copy of; on a board, which writes a copy by the name of what it copies,
// one written by its own name copied nothing, and the ability bears on
// nothing (copiedNothing). "" for any other card.
func CopyAsEntersNote(card *catalog.Card) string {
	copies, _ := cloneOf(card, Compile(card))
	if copies == "" {
		return ""
	}
	return fmt.Sprintf("read only as it enters: /judge enters works out each %s it may copy, an outcome each; on a board, where a copy is written by the name of what it copies, a permanent written by its own name copied nothing, and it bears on nothing", strings.ToLower(copies))
}

// isCloneOnly reports whether card's rules text is only such an ability.
func isCloneOnly(card *catalog.Card, abil []*Ability) bool {
	copies, _ := cloneOf(card, abil)
	return copies != ""
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
		why, unsure := w.counteredAsCast(card, mv, 0, e)
		if unsure != "" {
			return notUnderstood(r, e, unsure)
		}
		if why != "" {
			return neverEnters(r, e, card, mv, mv, why)
		}
	}
	if lost, _, why := enteringLosesAll(ctx, b, card); why != "" || lost != "" {
		if why == "" {
			why = fmt.Sprintf("%s would enter as a creature that loses all abilities by %s effect, and whether its ability to enter as a copy still applies is not worked out (CR 614.12, 613.1f)", card.Name, Possessive(lost))
		}
		return notUnderstood(r, e, why)
	}
	copies, tappedCopy := cloneOf(card, Compile(card))
	noun := strings.ToLower(copies)
	if has(splitTypesOf(card), "Land") {
		// A land whose land type an effect sets as it would exist on the
		// battlefield (Blood Moon) loses the abilities of its rules text
		// before they can apply, its entering as a copy among them
		// (614.12, 305.7; Blood Moon's and Celestial Dawn's rulings).
		lost, unsure, by := enteringLandLosesText(ctx, b, card)
		if unsure {
			return notUnderstood(r, e, fmt.Sprintf("whether %s keeps the abilities of its rules text as it enters depends on the timestamp order of the land-type-changing effects (%s), which the board does not record (CR 613.7, 614.12)", card.Name, joinAnd(by)))
		}
		if lost {
			e.step(fmt.Sprintf("%s enters as a land whose land type %s sets, so it has lost the abilities of its rules text before they can apply, its entering as a copy among them", card.Name, joinAnd(by)), "614.12", "305.7", "613.1d")
			citeEntersLosingText(e, by)
			zero := 0
			r.EtbX, r.PermanentX, r.Understood = &zero, &zero, true
			tapped, tappedBy, why := bareEntersTapped(ctx, b, bareOf(card))
			if why != "" {
				return notUnderstood(r, e, fmt.Sprintf("whether %s enters tapped as itself is not worked out: %s", card.Name, why))
			}
			r.EntersTapped = &tapped
			r.Answer = fmt.Sprintf("%s enters as itself, untapped, a copy of nothing: %s effect has taken its ability before it applies.", card.Name, Possessive(by[0]))
			if tapped {
				r.Answer = fmt.Sprintf("%s enters as itself, tapped (%s), a copy of nothing: %s effect has taken its ability before it applies.", card.Name, tappedBy, Possessive(by[0]))
			}
			e.fill(r)
			return nil
		}
	}
	e.step(fmt.Sprintf("As %s enters, its controller may choose a %s on the battlefield, and it enters as a copy of it: it copies the %s's copiable values, its printed characteristics, not its counters, whether it is tapped, or effects on it; each choice is an outcome", card.Name, noun, noun), "707.2", "614.1c")
	e.step("A copy's enters abilities and replacement effects apply as it enters, and X is 0 for them: no value of X was chosen for them as the spell was cast", "614.12", "107.3m")
	e.cite(card.Name, "2007-07-15", "")
	var seen []string
	for _, p := range w.perms {
		if !p.is(copies) || has(seen, p.Card.Name) {
			continue
		}
		seen = append(seen, p.Card.Name)
		if isCloneOnly(p.Card, Compile(p.Card)) || !has(splitTypesOf(p.Card), copies) {
			// What another Clone copied, or a permanent made a creature
			// by an effect, which a copy does not copy: the board does
			// not say, or the copy is no creature.
			return notUnderstood(r, e, fmt.Sprintf("%s could copy %s, whose copiable values the engine does not work out here (CR 707.2)", card.Name, p.name))
		}
		sub := &Ruling{}
		sctx := ctx
		if cast {
			// The copy was cast as the Clone: it was played, for
			// "creatures played by your opponents" (Uphill Battle).
			sctx = context.WithValue(ctx, playedKey{}, true)
		}
		if tappedCopy {
			// Its own text makes it enter tapped whatever the copy's
			// says (a check land's "unless", a shock land's life); what
			// untaps it, and what may take it first, are the copy's
			// question's (Amulet of Vigor beside Torpor Orb or the legend
			// rule).
			sctx = context.WithValue(sctx, copyTappedKey{}, card.Name)
		}
		if err := entersQuestion(sctx, b, p.Card, 0, false, sub); err != nil {
			return err
		}
		if !sub.Understood {
			return notUnderstood(r, e, fmt.Sprintf("%s could copy %s, and of that copy: %s", card.Name, p.name, strings.TrimSuffix(strings.TrimPrefix(sub.Answer, "I can't rule on this, because "), ".")))
		}
		if len(p.Card.Faces) > 1 && p.Card != p.Card.Faces[0] && (p.Card.Layout == "transform" || p.Card.Layout == "meld") {
			// A copy of a double-faced permanent's back face has mana
			// value 0 (202.3b, 712.8e), not its front face's.
			sub.Answer = reMVOnBattlefield.ReplaceAllString(sub.Answer, "its mana value is 0 on the battlefield")
			e.step(fmt.Sprintf("%s is the back face of a double-faced card; a copy of it has mana value 0, where the permanent itself has its front face's", p.Card.Name), "202.3b", "712.8e")
		}
		ev, then, _ := strings.Cut(sub.Answer, legendThen)
		if then != "" {
			then = legendThen + then
		}
		if tappedCopy {
			ev = strings.Replace(ev, " It enters tapped", " It enters tapped, as "+card.Name+" says", 1)
		}
		ev += then
		r.Outcomes = append(r.Outcomes, Outcome{Choices: []string{"copies " + p.name}, Events: []string{ev}})
	}
	// No creature chosen: it enters as itself.
	// As itself it has the ability only as it enters, where it copied
	// nothing: on the battlefield it is its printed creature, read
	// without it.
	bare := bareOf(card)
	tapped, by, why := bareEntersTapped(ctx, b, bare)
	if why != "" {
		return notUnderstood(r, e, fmt.Sprintf("if %s copies nothing, whether it enters tapped is not worked out: %s", card.Name, why))
	}
	itself := fmt.Sprintf("%s enters as itself, a %s/%s creature", card.Name, card.Power, card.Toughness)
	if copies != "Creature" {
		itself = fmt.Sprintf("%s enters as itself, untapped, a %s with no other abilities", card.Name, noun)
	}
	if tapped {
		// Another permanent's effect on what enters applies to it as
		// itself (614.12): Kismet, Root Maze.
		itself = strings.Replace(itself, ", untapped,", ",", 1) + ", tapped (" + by + ")"
	}
	gone, unsure := enteredThenGone(ctx, b, bare, nil)
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
	r.Answer = fmt.Sprintf("%s enters as a copy of a %s on the battlefield its controller chooses, or as itself: %s, each in the outcomes.", card.Name, noun, plural(n, "choice"))
	if n == 1 {
		r.Answer = "No " + noun + " is on the battlefield to copy: " + itself + "."
	}
	e.fill(r)
	return nil
}

// bares are the cards of Clone and Vesuva as themselves, with no rules
// text (bareOf), one for each card, so that compiling one is done once.
var bares sync.Map

// bareOf is card as itself, copying nothing: its printed characteristics,
// its mana cost among them, and no rules text, its ability applying only
// as it enters (707.2, 614.1c).
func bareOf(card *catalog.Card) *catalog.Card {
	if card.Inline {
		bare := *card
		bare.Oracle = ""
		return &bare
	}
	if b, ok := bares.Load(card); ok {
		return b.(*catalog.Card)
	}
	bare := *card
	bare.Oracle = ""
	b, _ := bares.LoadOrStore(card, &bare)
	return b.(*catalog.Card)
}

// bareEntersTapped reports whether card, a Clone's or Vesuva's card as
// itself with no text, enters tapped by the effects on the board (Kismet,
// Root Maze: 614.12), the answer saying by what; why says what the
// engine does not work out.
func bareEntersTapped(ctx context.Context, b *Board, card *catalog.Card) (tapped bool, by, why string) {
	sub := &Ruling{}
	if err := entersQuestion(ctx, b, card, 0, false, sub); err != nil {
		return false, "", err.Error()
	}
	if !sub.Understood {
		return false, "", sub.why
	}
	if sub.EntersTapped == nil {
		return false, "", "whether it enters tapped depends on what the board does not say"
	}
	if !*sub.EntersTapped {
		return false, "", ""
	}
	by = "by an effect on the board"
	if len(sub.tappedBy) > 0 {
		by = "by " + joinAnd(sub.tappedBy)
	}
	for _, u := range sub.untappedBy {
		by += ", and " + Possessive(u) + " ability untaps it"
	}
	return true, by, ""
}

// reMVOnBattlefield is an enters answer's mana value on the battlefield.
var reMVOnBattlefield = regexp.MustCompile(`its mana value is \d+ on the battlefield`)
