package bot

import (
	"fmt"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/cr"
)

// answer is what one command got: a ruling from the engine, rules text,
// a card, or help. Exactly one of its parts is set.
type answer struct {
	// command is the command in canonical form.
	command string
	ruling  *rules.Ruling
	rules   *ruleAnswer
	card    *cardAnswer
	help    string
	stored  storedAnswer // /ruling show, search, review
}

// ruleAnswer answers /cr: the rule with that number, or the rules that a
// search by words found.
type ruleAnswer struct {
	// Rule is the rule asked for by number; nil for a search.
	Rule *ruleText `json:"rule,omitempty"`
	// Query and Matches are a search by words, best match first.
	Query   string     `json:"query,omitempty"`
	Matches []ruleText `json:"rules,omitempty"`
	CR      string     `json:"cr"`
}

// ruleText is one rule of the Comprehensive Rules as /cr shows it.
type ruleText struct {
	Number   string   `json:"number"`
	Section  string   `json:"section,omitempty"`
	Text     string   `json:"text"`
	Examples []string `json:"examples"`
}

// cardAnswer answers /card.
type cardAnswer struct {
	Name      string         `json:"name"`
	ManaCost  string         `json:"mana_cost"`
	TypeLine  string         `json:"type_line"`
	Power     string         `json:"power,omitempty"`
	Toughness string         `json:"toughness,omitempty"`
	Oracle    string         `json:"oracle"`
	Rulings   []cardRuling   `json:"rulings"`
	Abilities []abilityState `json:"abilities"`
}

type cardRuling struct {
	Date string `json:"date"`
	Text string `json:"text"`
}

// abilityState says whether the engine understands one of a card's abilities.
type abilityState struct {
	// Number is the ability's 1-based number in the Oracle text; 0 for an
	// ability the card has without printing it (a basic land type's).
	Number     int    `json:"number"`
	Text       string `json:"text"`
	Kind       string `json:"kind,omitempty"`
	Understood bool   `json:"understood"`
	Why        string `json:"why,omitempty"`
	Source     string `json:"source,omitempty"`
}

// searchResults is how many rules /cr shows for a search by words.
const searchResults = 5

// answerInvocation answers a checked command. The engine answers /judge and
// /orrery; /cr and /card are answered from the embedded rules and catalog.
// storing says whether rulings are being stored (that is, whether the
// command line asked for --no-store), for the message of /ruling.
func answerInvocation(inv command.Invocation, storing bool) (*answer, error) {
	ans := &answer{command: inv.String()}
	group, _, _ := strings.Cut(inv.Name, " ")
	switch {
	case slices.Contains(rules.Questions, inv.Name):
		r, err := rules.Ask(inv.Question())
		if err != nil {
			return nil, err
		}
		ans.ruling = r
	case inv.Name == "cr":
		r, err := lookUpRule(inv.Options["rule"])
		if err != nil {
			return nil, err
		}
		ans.rules = r
	case inv.Name == "card":
		c, err := lookUpCard(inv.Options["name"])
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

// lookUpRule finds a rule by number, or searches the rules for words.
func lookUpRule(query string) (*ruleAnswer, error) {
	if r, ok := cr.Lookup(query); ok {
		t := newRuleText(r)
		return &ruleAnswer{Rule: &t, CR: cr.Edition}, nil
	}
	found := cr.Search(query, searchResults)
	if len(found) == 0 {
		return nil, &rules.InputError{
			Option:  "rule",
			Input:   query,
			Message: fmt.Sprintf("no rule matches %q in the Comprehensive Rules excerpt (%s); give a number like 106.7 or some words of the rule", query, cr.Edition),
		}
	}
	ans := &ruleAnswer{Query: query, CR: cr.Edition}
	for _, r := range found {
		ans.Matches = append(ans.Matches, newRuleText(r))
	}
	return ans, nil
}

func newRuleText(r cr.Rule) ruleText {
	section, _ := cr.Section(r.Number)
	examples := r.Examples
	if examples == nil {
		examples = []string{}
	}
	return ruleText{Number: r.Number, Section: section, Text: r.Text, Examples: examples}
}

// lookUpCard finds a card of the catalog, with what the engine makes of
// each of its abilities.
func lookUpCard(name string) (*cardAnswer, error) {
	c, ok := catalog.Lookup(name)
	if !ok {
		return nil, &rules.InputError{
			Option:      "name",
			Input:       name,
			Message:     fmt.Sprintf("unknown card %q", name),
			Suggestions: catalog.Suggest(name, 5),
		}
	}
	ans := &cardAnswer{
		Name:      c.Name,
		ManaCost:  c.ManaCost,
		TypeLine:  c.TypeLine,
		Power:     c.Power,
		Toughness: c.Toughness,
		Oracle:    c.Oracle,
		Rulings:   []cardRuling{},
		Abilities: []abilityState{},
	}
	for _, r := range c.Rulings {
		ans.Rulings = append(ans.Rulings, cardRuling{Date: r.Date, Text: r.Text})
	}
	for _, a := range rules.Compile(c) {
		ans.Abilities = append(ans.Abilities, abilityState{
			Number:     a.Index,
			Text:       a.Text,
			Kind:       string(a.Kind),
			Understood: a.Understood,
			Why:        a.Why,
			Source:     a.Source,
		})
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
			*ruleAnswer
		}{ans.command, ans.rules}
	case ans.card != nil:
		return struct {
			Command string      `json:"command"`
			Card    *cardAnswer `json:"card"`
		}{ans.command, ans.card}
	case ans.stored != nil:
		return ans.stored.jsonValue(ans.command)
	}
	return struct {
		Command string `json:"command"`
		Help    string `json:"help"`
	}{ans.command, ans.help}
}
