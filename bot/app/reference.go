package app

import "github.com/orrery-judge/orrery/bot/present"

// Rule answers /cr: the rule with that number, or the rules its words
// find, from the embedded Comprehensive Rules. An unknown number or a
// search that finds nothing is a *rules.InputError.
func (a *App) Rule(query string) (*present.RuleAnswer, error) {
	return present.LookUpRule(query)
}

// Card answers /card: a card's Oracle text, its official rulings and
// which of its abilities the engine understands. An unknown name is a
// *rules.InputError with the closest names.
func (a *App) Card(name string) (*present.Card, error) {
	return present.LookUpCard(name)
}
