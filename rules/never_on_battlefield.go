package rules

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// reSpellAddsMana is an instant's or sorcery's text that adds mana (Dark
// Ritual's "Add {B}{B}{B}.").
var reSpellAddsMana = regexp.MustCompile(`(?:^|[.\n] *)[Aa]dd (?:\{|one|two|three|X|an amount)`)

// neverOnBattlefield says, of an instant or a sorcery card a question
// names, that it is never on the battlefield (CR 304.4, 307.4), and of one
// that adds mana that it is cast and its mana is no mana ability's (CR
// 605.5b); "" for a card of a permanent type.
func neverOnBattlefield(c *catalog.Card) string {
	what := nonPermanentCard(c)
	if what == "" {
		return ""
	}
	rule := "304.4"
	if strings.Contains(what, "sorcery") {
		rule = "307.4"
	} else if !strings.Contains(what, "instant") {
		return ""
	}
	msg := fmt.Sprintf("there is no %s on the board, and %s card is never on the battlefield (CR %s)", c.Name, what, rule)
	if reSpellAddsMana.MatchString(c.Oracle) {
		msg += fmt.Sprintf(": it is cast, and the mana it adds is a spell's, not a mana ability's (CR 605.5b); /judge pay card:%q asks about paying its cost", c.Name)
	}
	return msg
}
