package rules

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/cr"
)

// A predefined token (CR 111.10) is written on a board by its name, with
// or without "token": "Treasure", "2x Treasure tokens". Its card is made
// from the rule that defines it, in the edition of the rules in use, so
// that its text is the rule's own. Only the colorless ones whose text is
// one ability are read (Treasure, Gold, Powerstone, Food, Clue, …); the
// others (Walker, Heartwood, the Roles, Incubator) are written inline.

// rePredefinedToken is a rule of 111.10 that defines a colorless token
// with one ability: 1 its name, 2 its subtype, 3 its card type, 4 a
// keyword it has besides, 5 the ability.
var rePredefinedToken = regexp.MustCompile(`^An? ([A-Z][a-z]+) token is a colorless ([A-Z][a-z]+) (artifact|enchantment) token with (?:([a-z]+) and )?“([^”]+)”\.?(?: See rule [0-9.]+, “[^”]*”\.?)?$`)

// predefinedTokens are the cards of the predefined tokens, by name in
// lower case, and the rule of each; made once, so that each token is one
// card, compiled once.
var predefinedTokens = sync.OnceValue(func() map[string]tokenDef {
	out := map[string]tokenDef{}
	for l := 'a'; l <= 'z'; l++ {
		r, ok := cr.Lookup("111.10" + string(l))
		if !ok {
			continue
		}
		m := rePredefinedToken.FindStringSubmatch(r.Text)
		if m == nil || m[1] != m[2] {
			continue
		}
		oracle := m[5]
		if m[4] != "" {
			oracle = strings.ToUpper(m[4][:1]) + m[4][1:] + "\n" + oracle
		}
		c, err := catalog.NewInline(m[1], strings.ToUpper(m[3][:1])+m[3][1:]+" — "+m[2], oracle)
		if err != nil {
			continue
		}
		c.Inline, c.Token = false, true
		// A card of the token's name (Blood, a half of Flesh // Blood)
		// is the card: the token is named with "token".
		_, clash := lookupCatalog(m[1])
		out[strings.ToLower(m[1])] = tokenDef{card: c, rule: r.Number, clash: clash}
	}
	return out
})

// tokenDef is a predefined token's card and the rule that defines it;
// clash: a card has its name, so that it is named only with "token".
type tokenDef struct {
	card  *catalog.Card
	rule  string
	clash bool
}

// predefinedToken finds the predefined token a board names: "Treasure",
// "Treasure token", and after a count "Treasures", "Treasure tokens", in
// any case.
func predefinedToken(name string, counted bool) (*catalog.Card, bool) {
	lower := strings.ToLower(strings.TrimSpace(name))
	if len(lower) > 40 {
		return nil, false
	}
	tries, said := []string{lower}, false
	if t, ok := strings.CutSuffix(lower, " token"); ok {
		tries, said = []string{t}, true
	} else if t, ok := strings.CutSuffix(lower, " tokens"); ok && counted {
		tries, said = []string{t}, true
	} else if t, ok := strings.CutSuffix(lower, "s"); ok && counted {
		tries = append(tries, t)
	}
	for _, t := range tries {
		if d, ok := predefinedTokens()[t]; ok && (said || !d.clash) {
			return d.card, true
		}
	}
	return nil, false
}

// tokenRule is the rule that defines the predefined token c, "" for any
// other card.
func tokenRule(c *catalog.Card) string {
	if c == nil || !c.Token {
		return ""
	}
	if d, ok := predefinedTokens()[strings.ToLower(c.Name)]; ok && d.card == c {
		return d.rule
	}
	return ""
}

// sayTokens begins r's steps with what each predefined token on b is, by
// the rule that defines it (CR 111.10).
func sayTokens(b *Board, r *Ruling) {
	if b == nil {
		return
	}
	var add []Reason
	var seen []*catalog.Card
	for _, p := range b.Permanents {
		rule := tokenRule(p.Card)
		if rule == "" || slices.Contains(seen, p.Card) {
			continue
		}
		seen = append(seen, p.Card)
		add = append(add, Reason{Text: p.Card.Name + " is a predefined token: a colorless " + p.Card.Subtypes[0] + " " + strings.ToLower(p.Card.Types[0]) + " token with \u201c" + strings.ReplaceAll(p.Card.Oracle, "\n", "\u201d and \u201c") + "\u201d", Rules: []string{rule}})
	}
	prependSteps(r, add)
}
