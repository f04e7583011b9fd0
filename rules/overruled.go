package rules

import (
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// OverruledBy says where the Comprehensive Rules of this edition no
// longer agree with an official ruling of card, and by which rule, for a
// reader of the card's rulings (/card); "" where nothing later has
// overruled it. The engine answers by the rules (cr): a ruling published
// before a rule changed is shown with this note, never hidden.
func OverruledBy(card *catalog.Card, r catalog.Ruling) string {
	for _, o := range overruled {
		if o.applies(card, r) {
			return o.note
		}
	}
	return ""
}

// overruling is one way a later rule overrules rulings: applies reports
// whether it is this ruling of this card.
type overruling struct {
	applies func(card *catalog.Card, r catalog.Ruling) bool
	note    string
}

// reDrawsForMana is a mana-adding activated ability whose effect also
// draws a card: "{1}, {T}, Sacrifice this: Add one mana of any color.
// Draw a card." (Chromatic Sphere, the Eggs of Shards of Alara).
var reDrawsForMana = regexp.MustCompile(`(?m)^[^:\n]+: Add [^\n]*\bDraw a card\b`)

var overruled = []overruling{
	{
		// The 2008 rulings of Chromatic Sphere and the Eggs call their
		// ability a mana ability; an ability whose effect moves a card
		// from a library (a draw) no longer is one (605.1a).
		applies: func(card *catalog.Card, r catalog.Ruling) bool {
			return strings.HasPrefix(r.Text, "This is a mana ability") && reDrawsForMana.MatchString(card.Oracle)
		},
		note: "CR 605.1a now says an activated ability whose cost or effect moves a card to or from a library is not a mana ability: this one draws a card, so it uses the stack, and it can't be activated while a spell is being cast or a cost is being paid.",
	},
	{
		// Overabundance's 2004 ruling has it deal damage for a land
		// tapped for no mana; an ability that triggers on a land being
		// tapped for mana now triggers only when it makes mana (106.12a).
		applies: func(card *catalog.Card, r catalog.Ruling) bool {
			return card.Name == "Overabundance" && strings.HasPrefix(r.Text, "The ability deals one damage even if the land produces no mana")
		},
		note: "CR 106.12a now says an ability that triggers whenever a permanent is tapped for mana triggers only when that mana ability produces mana: a land tapped for no mana sets off no damage.",
	},
}
