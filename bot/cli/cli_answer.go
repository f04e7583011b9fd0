package cli

import (
	"fmt"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

// answer is what one command got: a ruling from the engine, rules text,
// a card, or help. Exactly one of its parts is set.
type answer struct {
	// command is the command in canonical form.
	command string
	ruling  *rules.Ruling
	rules   *present.RuleAnswer
	card    *present.Card
	help    string
	stored  storedAnswer // /ruling show, search, review
}

// searchResults is how many rules /cr shows for a search by words.
const searchResults = present.SearchResults

// answerInvocation answers a command that is neither a question for the
// engine nor about stored rulings: /cr and /card with the App, from the
// embedded rules and catalog, and /help from the command table.
func answerInvocation(a *app.App, inv command.Invocation) (*answer, error) {
	ans := &answer{command: inv.String()}
	switch inv.Name {
	case "cr":
		r, err := a.Rule(inv.Options["rule"])
		if err != nil {
			return nil, err
		}
		ans.rules = r
	case "card":
		c, err := a.Card(inv.Options["name"])
		if err != nil {
			return nil, err
		}
		ans.card = c
	case "help":
		ans.help = command.Help()
	default:
		return nil, fmt.Errorf("internal error: /%s has no answer", inv.Name)
	}
	return ans, nil
}

// jsonValue is the answer as bot ask --json prints it.
func (ans *answer) jsonValue() any {
	switch {
	case ans.ruling != nil:
		return ans.ruling
	case ans.rules != nil:
		return struct {
			Command string `json:"command"`
			*present.RuleAnswer
		}{ans.command, ans.rules}
	case ans.card != nil:
		return struct {
			Command string        `json:"command"`
			Card    *present.Card `json:"card"`
		}{ans.command, ans.card}
	case ans.stored != nil:
		return ans.stored.jsonValue(ans.command)
	}
	return struct {
		Command string `json:"command"`
		Help    string `json:"help"`
	}{ans.command, ans.help}
}
