package rules

import (
	"fmt"
	"regexp"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// A card a permanent's imprint ability exiled as it entered ("Imprint —
// When Chrome Mox enters, you may exile a nonartifact, nonland card from
// your hand.") is written on the board as "exiled CARD" (Permanent.Exiled):
// Chrome Mox adds mana of its colors, and Semblance Anvil lowers the cost
// of spells that share a card type with it.

// exiledUnread names a permanent whose mana ability the question reads
// adds mana of the colors of the card it exiled (Chrome Mox) where the
// board does not say which card that is, or the engine does not know its
// colors; "" when there is none.
func (w *world) exiledUnread(reads permSet) string {
	for _, p := range w.perms {
		if !reads.has(p) {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindMana || a.Mana == nil || a.Mana.Kind != ManaExiledColor {
				continue
			}
			if p.Exiled == "" {
				return fmt.Sprintf("%s adds mana of the colors of the card it exiled as it entered, and the board does not say which card that is (write it as \u201c%s (exiled Counterspell)\u201d)", p.name, p.name)
			}
			c, _ := lookupCatalog(p.Exiled)
			if _, why := exiledColors(c); why != "" {
				return fmt.Sprintf("%s adds mana of the colors of the card it exiled, and %s", p.name, why)
			}
			if q, text := w.colorsOffBattlefield(); q != nil {
				return fmt.Sprintf("%s adds mana of the colors of the card it exiled, and %s has \u201c%s\u201d, which may change the colors of that card in exile; the engine does not work that out", p.name, q.name, text)
			}
		}
	}
	return ""
}

// exiledFace is the card c as it is in exile: a split card with its two
// halves combined (CR 709.4), which the whole card's type line is; a card
// with another kind of faces (transform, flip, adventure) with its first
// face's characteristics alone (711.4, 710.2, 715.4).
func exiledFace(c *catalog.Card) *catalog.Card {
	if len(c.Faces) > 1 && c.CardName == "" && c.Layout != "split" && c.Layout != "aftermath" {
		return c.Faces[0]
	}
	return c
}

// exiledColors are the colors of card c in exile: a split card's are its
// two halves' together (CR 709.4b); why is not "" where the engine does
// not know them (spellColors).
func exiledColors(c *catalog.Card) (TypeSet, string) {
	if len(c.Faces) > 1 && c.CardName == "" && (c.Layout == "split" || c.Layout == "aftermath") {
		var colors TypeSet
		for _, f := range c.Faces {
			fc, why := spellColors(f)
			if why != "" {
				return 0, why
			}
			colors |= fc
		}
		return colors, ""
	}
	return spellColors(exiledFace(c))
}

// reColorsOffBattlefield is text that sets or adds colors of cards that
// aren't on the battlefield (Celestial Dawn, Mycosynth Lattice, Painter's
// Servant).
var reColorsOffBattlefield = regexp.MustCompile(`(?i)\b(?:aren't|isn't|not) on the battlefield\b.*\b(?:colorless|colors?|white|blue|black|red|green)\b|\b(?:colorless|colors?|white|blue|black|red|green)\b.*\b(?:aren't|isn't|not) on the battlefield\b`)

// colorsOffBattlefield is a permanent with an ability that may change the
// colors of a card in exile, and that ability's text; nil where there is
// none.
func (w *world) colorsOffBattlefield() (*perm, string) {
	for _, q := range w.perms {
		for _, a := range q.printed {
			if reColorsOffBattlefield.MatchString(a.Text) {
				return q, a.Text
			}
		}
	}
	return nil, ""
}

// exiledTriggerUnread names a permanent whose triggered mana ability
// watches lands with the name of the card it exiled (Extraplanar Lens)
// where the board does not say which card that is and a land the
// question taps could have that name; "" when there is none.
func (w *world) exiledTriggerUnread(k asking) string {
	if !k.manaQuestion() || k.kind == askCould {
		// The one mana it adds is of a type the land produced (106.7).
		return ""
	}
	for _, q := range w.perms {
		if q.Exiled != "" {
			continue
		}
		for _, a := range q.abilities {
			if a.Kind != KindManaTrigger || a.Trigger == nil || a.Trigger.Whose != "exiled name" {
				continue
			}
			for _, p := range w.perms {
				if p.is("Land") && w.tapped(k, p) {
					return fmt.Sprintf("%s adds mana when a land with the name of the card it exiled is tapped for mana, and the board does not say which card that is (write it as \u201c%s (exiled %s)\u201d)", q.name, q.name, p.Card.Name)
				}
			}
		}
	}
	return ""
}
