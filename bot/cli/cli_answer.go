package cli

import (
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

// answer is what one command got: a ruling from the engine, a stored
// ruling, a search, a review, rules text, a card, or help. Exactly one of
// its parts is set.
type answer struct {
	// command is the command in canonical form.
	command string
	ruling  *rules.Ruling
	rules   *present.RuleAnswer
	card    *present.Card
	help    string
	stored  storedAnswer // /ruling show, search, review
}

// answerOf is the App's reply as the terminal shows it.
func answerOf(rep *app.Reply) *answer {
	ans := &answer{command: rep.Command, rules: rep.Rule, card: rep.Card, help: rep.Help}
	switch {
	case rep.Result != nil:
		ans.ruling = rep.Result.Ruling
	case rep.Stored != nil:
		ans.stored = storedRuling{rep.Stored}
	case rep.Search != nil:
		ans.stored = searchPage{Page: rep.Search.Page, Card: rep.Search.Query.Card, Text: rep.Search.Query.Text}
	case rep.Reviewed != nil:
		ans.stored = recordedReview{ID: rep.Reviewed.ID, Review: rep.Reviewed.Review}
	}
	return ans
}

// searchResults is how many rules /cr shows for a search by words.
const searchResults = present.SearchResults

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
