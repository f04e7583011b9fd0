package rules

import (
	"regexp"
	"slices"
	"strings"
)

// countChanger finds an ability a player may activate whenever they have
// priority, or a mana ability (CR 602.2, 605.3a), whose cost or effect may
// change how many permanents of card type or subtype kind ("Land",
// "Creature", "Artifact", "Swamp", "Zombie") there are or who controls
// them: a cost that sacrifices or returns another permanent that may be of
// that type (Zuran Orb's "Sacrifice a land", Ashnod's Altar's "Sacrifice a
// creature", Mina and Denn's "Return a land you control"), a permanent of
// that type sacrificing, returning or exiling itself (a fetch land), or an
// effect that speaks of that type or of permanents and moves, makes or
// takes one (Sakura-Tribe Elder's land "onto the battlefield", "Destroy
// target permanent"), makes one that type (Mishra's Factory's "artifact
// creature" for artifacts), or, for creatures, deals damage or gives -N/-N
// (Prodigal Sorcerer). It finds too a "whenever" trigger, which a player's
// action may set off, whose effect does so (Storm Cauldron's "Whenever a
// land is tapped for mana, return it to its owner's hand"). nil where none
// does.
func (w *world) countChanger(kind string) (*perm, *Ability) {
	// words are the words text that may move such a permanent speaks
	// of: its type, "permanent", and the card types of those of a
	// subtype on the board (a Zombie is a creature).
	lower := strings.ToLower(kind)
	words := []string{lower, "permanent"}
	creatures := kind == "Creature"
	for _, r := range w.perms {
		if isA(r, kind) {
			creatures = creatures || r.is("Creature")
			for _, t := range r.types {
				if !slices.Contains(words, strings.ToLower(t)) {
					words = append(words, strings.ToLower(t))
				}
			}
		}
	}
	// changes reports whether an ability whose text is text and whose
	// effect is effect may change the count.
	changes := func(text, effect string) bool {
		l := strings.ToLower(effect)
		if creatures && reHarmsCreature.MatchString(l) && (strings.Contains(l, "any target") || strings.Contains(l, "creature")) {
			// Prodigal Sorcerer's 1 damage to any target.
			return true
		}
		if !slices.ContainsFunc(words, func(w string) bool { return strings.Contains(strings.ToLower(text), w) }) {
			return false
		}
		if reMovesPermanent.MatchString(l) {
			return true
		}
		if kind != "Land" && reMakesOrTokens.MatchString(l) {
			return true
		}
		// "becomes a Swamp", "becomes an artifact creature": what it
		// becomes is of the kind.
		_, after, ok := strings.Cut(l, "become")
		return ok && kind != "Land" && strings.Contains(after, lower)
	}
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if strings.HasPrefix(strings.ToLower(a.Text), "whenever ") {
				// What it does, after its event.
				if _, effect, ok := strings.Cut(a.Text, ", "); ok && changes(a.Text, effect) {
					return q, a
				}
				continue
			}
			if a.Kind != KindActivated && a.Kind != KindMana {
				continue
			}
			cost, effect, _ := splitCost(a.Text)
			own := a.Cost.Sacrifice == "this" || a.Cost.ReturnToHand || strings.Contains(strings.ToLower(cost), "exile this")
			other := a.Cost.Sacrifice != "" && a.Cost.Sacrifice != "this" && w.mayBe(q.Controller, kind, a.Cost.Sacrifice) ||
				reReturnsOther.MatchString(cost) && w.mayBe(q.Controller, kind, kind)
			if changes(effect, effect) || own && isA(q, kind) || other {
				return q, a
			}
		}
	}
	return nil, nil
}

// firstHow says how countChanger's ability a may act first: "activated",
// or for a "whenever" trigger, "triggering".
func firstHow(a *Ability) string {
	if strings.HasPrefix(a.Text, "Whenever ") {
		return "triggering"
	}
	return "activated"
}

// reReturnsOther is a cost that returns another permanent to its owner's
// hand (Mina and Denn's "Return a land you control to its owner's hand").
var reReturnsOther = regexp.MustCompile(`(?i)\breturn an? [a-z]+ you control to its owner's hand\b`)

// reMakesOrTokens is an effect that makes a permanent, or makes one
// another kind.
var reMakesOrTokens = regexp.MustCompile(`\b(?:creates?|tokens?)\b`)

// reHarmsCreature is an effect that may destroy a creature by damage or
// by lowering its toughness.
var reHarmsCreature = regexp.MustCompile(`\bdamage\b|\bgets? -|\b-\d+/-\d+\b|\b-x/-x\b`)

// mayBe reports whether player controls a permanent of type kind
// that is also what (a cost's "Sacrifice a land" on an artifact land).
func (w *world) mayBe(player, kind, what string) bool {
	for _, r := range w.perms {
		if r.Controller == player && isA(r, kind) && isA(r, what) {
			return true
		}
	}
	return false
}

// reMovesPermanent is text that may move a permanent onto the battlefield
// or off it, or change its controller.
var reMovesPermanent = regexp.MustCompile(`\b(?:returns?|sacrifices?|destroys?|exiles?|onto the battlefield|owner's hand|gains? control|exchange control)\b`)
