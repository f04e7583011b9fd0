package bot

import (
	"context"
	"fmt"
	"slices"
	"strings"

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

// answerInvocation answers a checked command. The engine answers /judge and
// /orrery; /cr and /card are answered from the embedded rules and catalog.
// storing says whether rulings are being stored (that is, whether the
// command line asked for --no-store), for the message of /ruling.
func answerInvocation(ctx context.Context, inv command.Invocation, storing bool) (*answer, error) {
	ans := &answer{command: inv.String()}
	group, _, _ := strings.Cut(inv.Name, " ")
	switch {
	case slices.Contains(rules.Questions, inv.Name):
		// The engine's budget of states and memory bounds the work; no
		// deadline, so that a ruling stored from here is never a refusal
		// for time. Interrupting bot ask stops the engine too.
		r, err := rules.AskContext(ctx, inv.Question())
		if err != nil {
			return nil, err
		}
		ans.ruling = r
	case inv.Name == "cr":
		r, err := present.LookUpRule(inv.Options["rule"])
		if err != nil {
			return nil, err
		}
		ans.rules = r
	case inv.Name == "card":
		c, err := present.LookUpCard(inv.Options["name"])
		if err != nil {
			return nil, err
		}
		ans.card = c
	case inv.Name == "help":
		ans.help = command.Help()
	case group == "ruling":
		if !storing {
			return nil, &rules.InputError{Message: fmt.Sprintf("/%s needs the database of stored rulings; run without --no-store", inv.Name)}
		}
		return nil, fmt.Errorf("/%s needs the database of stored rulings, and none is set up", inv.Name)
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
