package present

import (
	"fmt"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// Card answers /card: a card's printed and Oracle data, its official
// rulings, and what the engine makes of each of its abilities. bot ask
// --json prints it as it is.
type Card struct {
	Name string `json:"name"`
	// ManaCost is in symbols, like "{1}{G}"; "" for no mana cost.
	ManaCost string `json:"mana_cost"`
	TypeLine string `json:"type_line"`
	// Power and Toughness are as printed, "" for a noncreature.
	Power     string `json:"power,omitempty"`
	Toughness string `json:"toughness,omitempty"`
	// Oracle is the Oracle text, one ability a line.
	Oracle string `json:"oracle"`
	// Rulings are the official rulings, oldest first; never nil.
	Rulings []CardRuling `json:"rulings"`
	// Abilities are the card's abilities as the engine compiles them;
	// never nil.
	Abilities []Ability `json:"abilities"`
}

// CardRuling is one official ruling on a card.
type CardRuling struct {
	// Date is when it was published, as YYYY-MM-DD.
	Date string `json:"date"`
	Text string `json:"text"`
}

// Ability says whether the engine understands one of a card's abilities.
type Ability struct {
	// Number is the ability's 1-based number in the Oracle text; 0 for an
	// ability the card has without printing it (a basic land type's).
	Number int    `json:"number"`
	Text   string `json:"text"`
	// Kind is what sort of ability the engine read the text as: "mana
	// ability", "triggered ability" (a rules.AbilityKind).
	Kind       string `json:"kind,omitempty"`
	Understood bool   `json:"understood"`
	// Why says, for an ability not understood, which part was not.
	Why string `json:"why,omitempty"`
	// Source names where an unprinted ability comes from ("its land type
	// Forest").
	Source string `json:"source,omitempty"`
}

// PowerToughness is the card's power and toughness as printed, "2/2";
// "" for a card with neither.
func (c *Card) PowerToughness() string {
	if c.Power == "" && c.Toughness == "" {
		return ""
	}
	return c.Power + "/" + c.Toughness
}

// LookUpCard answers /card from the embedded catalog: the card named name,
// with what the engine makes of each of its abilities. For a name the
// catalog lacks, the error is a *rules.InputError on the option "name"
// with the closest names.
func LookUpCard(name string) (*Card, error) {
	c, ok := catalog.Lookup(name)
	if !ok {
		return nil, &rules.InputError{
			Option:      "name",
			Input:       name,
			Message:     fmt.Sprintf("unknown card %q", name),
			Suggestions: catalog.Suggest(name, 5),
		}
	}
	card := &Card{
		Name:      c.Name,
		ManaCost:  c.ManaCost,
		TypeLine:  c.TypeLine,
		Power:     c.Power,
		Toughness: c.Toughness,
		Oracle:    c.Oracle,
		Rulings:   []CardRuling{},
		Abilities: []Ability{},
	}
	for _, r := range c.Rulings {
		card.Rulings = append(card.Rulings, CardRuling{Date: r.Date, Text: r.Text})
	}
	for _, a := range rules.Compile(c) {
		card.Abilities = append(card.Abilities, Ability{
			Number:     a.Index,
			Text:       a.Text,
			Kind:       string(a.Kind),
			Understood: a.Understood,
			Why:        a.Why,
			Source:     a.Source,
		})
	}
	return card, nil
}
