package rules

import (
	"regexp"
	"strings"
)

// Many templates take some words freely: the subject of "… don't untap
// during their controllers' untap steps", what follows "enters tapped
// unless", "where X is", "choose", "Prevent all damage that would be
// dealt to". Such words may hold a second clause ("… unless you control a
// Forest, and spells you cast cost {1} less to cast"), which the template
// would read as part of the first and so pass by. One test serves them all.

// clauseVerbs are the verbs and modal words a clause has and a list of
// nouns doesn't: "you control" and "played" end so many nouns that they
// are left out, as are "attack" and "block", which combat's own templates
// join ("can't attack or block").
const clauseVerbs = `is|are|was|were|be|been|has|have|had|may|might|can|can't|cannot|could|must|should|would|will|won't|don't|doesn't|didn't|gets?|gains?|loses?|becomes?|deals?|produces?|adds?|costs?|spends?|spend|untaps?|untap|taps?|tap|tapped|enters?|enter|draws?|discards?|sacrifices?|exiles?|destroys?|returns?|puts?|creates?|prevents?|plays?|casts?|activates?|pays?|chooses?|skips?|doubles?|switch|switches`

var (
	// reClauseVerb finds a verb of a clause, or a mark that begins one.
	reClauseVerb = regexp.MustCompile(`(?i)\b(?:` + clauseVerbs + `)\b|[;:]`)
	// reClauseVerbWord is one word that is a verb of a clause.
	reClauseVerbWord = regexp.MustCompile(`(?i)^(?:` + clauseVerbs + `)$`)
	// reJoins is a word or mark that may join a second clause or keyword
	// to a sentence ("… as long as it's untapped and shroud as long as
	// it's tapped", "or protection from green").
	reJoins = regexp.MustCompile(`(?i)\b(?:and|or|but|plus|while|so|though|whereas)\b|&|—|--| - |[;:]`)
	// reClauseWord splits words into words and marks.
	reClauseWord = regexp.MustCompile(`[A-Za-z0-9{}+/'-]+|[,;:]`)
)

// clauseStops are the words that begin a part of a clause, not a clause
// of its own: a condition ("or a planeswalker you control unless their
// controller pays"), a relative clause, a prepositional phrase ("or of
// abilities that can target only Walls").
var clauseStops = map[string]bool{
	"unless": true, "if": true, "as": true, "that": true, "which": true, "who": true, "whose": true,
	"where": true, "when": true, "while": true, "for": true, "with": true, "from": true, "of": true,
	"to": true, "by": true, "in": true, "on": true, "at": true, "under": true, "without": true, "than": true,
}

// nounsOnly reports whether words a template takes as a subject hold no
// verb: they name what the template speaks of and do nothing else.
func nounsOnly(words string) bool { return !reClauseVerb.MatchString(words) }

// joined reports whether words hold any word or mark that may join a
// second clause or keyword (reJoins): stricter than oneClause, for a
// template whose whole sentence must be one thing alone.
func joined(words string) bool { return reJoins.MatchString(words) }

// oneClause reports whether words a template takes after its own verb
// (a condition, a count, what is chosen) go on into no second clause: no
// conjunction ("and", "or", "then", "but", "plus", ";", ":") is followed,
// before a word that begins a part of a clause (clauseStops), by a verb
// of a clause. "…, and lands you control can't be tapped for mana" and
// "can't be the targets of spells or tapped for mana" go on; a list ("a
// Plains or an Island", "two or more other lands", "artifacts and/or
// creatures you control") does not. A verb right after the conjunction,
// inside a condition begun before it ("as long as defending player
// controls the most creatures or is tied for the most", "unless that
// player cast a spell or put a nontoken permanent onto the battlefield"),
// is that condition's own.
func oneClause(words string) bool {
	ws := reClauseWord.FindAllString(strings.ReplaceAll(words, "and/or", "or"), -1)
	inCondition := false
	for i, w := range ws {
		lw := strings.ToLower(w)
		switch lw {
		case "unless", "if", "as", "where", "while", "when", "that", "which", "who", "for":
			inCondition = true
			continue
		case "and", "or", "then", "but", "plus", ";", ":":
		default:
			continue
		}
		if lw == ";" || lw == ":" {
			return false
		}
		for j := i + 1; j < len(ws) && j <= i+6; j++ {
			next := strings.ToLower(ws[j])
			if j == i+1 && (next == "more" || next == "fewer" || next == "less" || next == "greater") {
				break
			}
			if clauseStops[next] || next == "," {
				break
			}
			if reClauseVerbWord.MatchString(next) {
				if j == i+1 && inCondition {
					break
				}
				return false
			}
		}
	}
	return true
}

// afterOneClause reports whether what s says after the last word (" unless
// ", " equal to ") goes on into no second clause; true where s has no
// word. A characteristic-defining ability's "its toughness is equal to"
// after its power's (Tarmogoyf) is the last.
func afterOneClause(s, word string) bool {
	if i := strings.LastIndex(s, word); i >= 0 {
		return oneClause(s[i:])
	}
	return true
}
