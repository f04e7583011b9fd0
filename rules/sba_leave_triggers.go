package rules

import (
	"context"
	"fmt"
	"regexp"
	"strings"
)

// Abilities that trigger on the state-based actions a described board
// needs. A permanent put into a graveyard by them leaves the battlefield
// before any player gets priority (CR 704.3); an ability that triggers on
// its leaving (its own "When this creature dies", looking back in time,
// 603.10a, or another's "Whenever a creature dies") is put on the stack
// the next time a player would receive priority (603.3) and resolves
// before the land plays, with the upkeep's triggered abilities (a
// player's own in the order they choose, 603.3b) and before a spell cast
// resolves. Mana abilities are activated before it is put on the stack,
// so it changes no mana made now (605.3a), as for a state trigger
// (EventState). The engine follows none of these abilities' effects: a
// question whose events include EventState is refused where one
// triggers, unless what it does is plainly nothing.

// reLeaveCountsCounters: an effect of one clause whose only quantity is the
// number of counters of a kind on its own permanent ("create a 1/1 …
// token … for each +1/+1 counter on this creature", "you lose 2 life for
// each age counter on it", "put X +1/+1 counters on target creature you
// control, where X is the number of +1/+1 counters on this"), which does
// nothing where that permanent had none as it left (603.10a).
var reLeaveCountsCounters = regexp.MustCompile(`^[^,]*, (?:[^.]* )?(?:for each ([+\-0-9/a-z]+) counter|(?:equal to|where X is) the number of ([+\-0-9/a-z]+) counters) on (?:this(?: [a-z]+)?|it)(?: [^.]*)?\.$`)

// doesNothing reports whether the effect of a leaving trigger of holder
// plainly does nothing: one clause counting counters holder had none of.
func doesNothing(text string, holder *perm) bool {
	m := reLeaveCountsCounters.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	effect := text[strings.Index(text, ", ")+2:]
	if strings.Contains(effect, " and ") || strings.Contains(strings.TrimSuffix(effect, "."), ". ") {
		return false
	}
	kind := m[1] + m[2]
	return holder.counters(kind) == 0
}

// sbaLeaveTrigger says why the question can't be answered where a
// permanent that the state-based actions of b put into a graveyard (in
// any of the settled boards) sets off a triggered ability; "" when none
// does.
//
// For a question that no card in a hand bears on (handFree: mana, land
// plays), a trigger that only returns its own card from the graveyard to
// its owner's hand (Rancor's) changes nothing asked, and is passed over
// where nothing on the board reads a hand (Bog Witch's discard does).
func sbaLeaveTrigger(ctx context.Context, b *Board, boards []*settled, handFree bool) string {
	var worlds []*world
	for _, s := range boards {
		if len(s.gone) == 0 {
			continue
		}
		if worlds == nil {
			worlds = buildWorlds(ctx, b)
		}
		for _, w := range worlds {
			var gone []*perm
			for _, p := range w.perms {
				if _, ok := s.gone[p.Permanent]; ok && !s.left[p.Permanent] {
					gone = append(gone, p)
				}
			}
			if len(gone) == 0 {
				continue
			}
			for _, g := range gone {
				if kw := diesKeyword(g); kw != "" {
					return fmt.Sprintf("%s is put into its owner's graveyard by a state-based action (%s) before any player gets priority, so its %s ability triggers, and the engine does not follow what it does once it resolves (CR 704.3, 603.3, 603.10a)", g.name, s.gone[g.Permanent], kw)
				}
			}
			for _, p := range w.perms {
				if s.left[p.Permanent] {
					continue
				}
				for _, a := range p.abilities {
					if handFree && a.Kind == KindTriggered && reOwnCardToHand.MatchString(strings.TrimSpace(normalize(p.Card, effectText(a)))) && !readsHands(w, p.Controller, a) {
						continue
					}
					if left := leaveTriggerFires(a, p, gone); left != nil {
						return fmt.Sprintf("%s is put into its owner's graveyard by a state-based action (%s) before any player gets priority, so %s ability “%s” triggers, and the engine does not follow what it does once it resolves (CR 704.3, 603.3, 603.10a)", left.name, s.gone[left.Permanent], Possessive(p.name), a.Text)
					}
					if a.Kind != KindTriggered || !hasEvent(eventsOf(a), EventSacrifice) {
						continue
					}
					for _, g := range gone {
						if s.gone[g.Permanent] == sagaSacrificed {
							// A Saga is sacrificed (704.5s): what triggers
							// on a permanent being sacrificed may trigger.
							return fmt.Sprintf("%s is sacrificed by a state-based action before any player gets priority, so %s ability “%s” may trigger, and the engine does not follow what it does once it resolves (CR 704.5s, 603.3)", g.name, Possessive(p.name), a.Text)
						}
					}
				}
			}
		}
	}
	return ""
}

// readsHands reports whether an ability of a permanent owner controls,
// other than skip, speaks of a hand or a discard (Bog Witch's "Discard a card", Sacellum
// Godspeaker's "Reveal any number of creature cards from your hand"),
// which a card returned to a hand may change.
func readsHands(w *world, owner string, skip *Ability) bool {
	for _, q := range w.perms {
		if q.Controller != owner {
			// Another player's abilities make no mana of the owner's
			// and no land play of theirs.
			continue
		}
		for _, a := range q.abilities {
			if a != skip && reHandWords.MatchString(a.Text) {
				return true
			}
		}
	}
	return false
}

// reHandWords is text that speaks of a hand or a discard.
var reHandWords = regexp.MustCompile(`(?i)\bhands?\b|\bdiscard`)

// reOwnCardToHand is a trigger's effect that only returns its own card to
// its owner's hand.
var reOwnCardToHand = regexp.MustCompile(`^(?:you may )?return (?:this|it|this card) (?:from your graveyard )?to (?:its owner's|your) hand\.$`)

// leaveTriggerFires returns the permanent of gone whose leaving the
// battlefield triggers a, an ability of holder; nil when none does, or
// when what a does is plainly nothing.
func leaveTriggerFires(a *Ability, holder *perm, gone []*perm) *perm {
	if a.Kind != KindTriggered || a.Trigger == nil || !hasEvent(eventsOf(a), EventLeaves) {
		return nil
	}
	text := a.Trigger.Effect
	cond, ok := triggerCondition(text)
	if !ok {
		cond = ""
	}
	// "When this creature dies" is its own leaving; "Whenever this or
	// another creature dies" its own and others'.
	self := strings.HasPrefix(cond, "this ") && !strings.HasPrefix(cond, "this or ")
	selfToo := strings.HasPrefix(cond, "this or ")
	// "When enchanted permanent leaves the battlefield": the permanent
	// its holder is attached to, none where it is attached to nothing.
	attachedTo := strings.HasPrefix(cond, "enchanted ") || strings.HasPrefix(cond, "equipped ")
	for _, g := range gone {
		if selfToo && g == holder {
			return g
		}
		if self || attachedTo {
			if self && g != holder || attachedTo && (holder.attached < 0 || g.i != holder.attached) {
				continue
			}
			if self && doesNothing(text, holder) {
				continue
			}
			return g
		}
		if strings.Contains(cond, "another") && g == holder {
			continue
		}
		if leaveSubjectMay(cond, holder, g) {
			return g
		}
	}
	return nil
}

// leaveSubjectMay reports whether g may be what a leaving trigger's
// condition, an ability of holder, names: g must be controlled as it says
// ("a creature you control", "a creature an opponent controls"), and a
// card type it names must be one of g's; any other quality is taken as
// g's, so that the answer is refused rather than a trigger missed.
func leaveSubjectMay(cond string, holder, g *perm) bool {
	if strings.Contains(cond, " you control") && g.Controller != holder.Controller ||
		strings.Contains(cond, " an opponent controls") && g.Controller == holder.Controller {
		return false
	}
	named := false
	for _, t := range []string{"Creature", "Land", "Artifact", "Enchantment", "Planeswalker"} {
		if strings.Contains(cond, strings.ToLower(t)) {
			named = true
			if g.is(t) {
				return true
			}
		}
	}
	return !named
}

// diesKeyword names a keyword of g that triggers on its dying: persist
// and undying (702.79a, 702.93a), haunt (702.55a), soulshift and
// afterlife (702.46a, 702.135a), and modular where it has +1/+1 counters
// to move (702.43a); "" for none.
func diesKeyword(g *perm) string {
	if !g.is("Creature") {
		return ""
	}
	for _, a := range g.abilities {
		if a.Kind != KindKeyword {
			continue
		}
		for _, kw := range a.Keywords {
			switch {
			case kw == "persist" || kw == "undying" || kw == "haunt",
				strings.HasPrefix(kw, "soulshift "), strings.HasPrefix(kw, "afterlife "),
				strings.HasPrefix(kw, "modular ") && g.counters("+1/+1") > 0:
				return kw
			}
		}
	}
	return ""
}
