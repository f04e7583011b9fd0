package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The words every answer uses for players and cards, so that all answers speak
// with one voice (docs/contract.md, "How answers speak"):
//
//   - The board's player me is the person asking: "you" ("You draw three
//     cards", "your upkeep", "you have 3 cards in hand").
//   - Every other player is called by their board name written as a name:
//     each word capitalised, "_" a space, a trailing number set apart. So
//     "opp" is "Opp", "opp2" is "Opp 2", "alice" is "Alice". The rule does
//     not depend on how many players the board has, so a player is named the
//     same way in every answer and every front end.
//   - A verb agrees with its subject ("you draw", "Opp draws"), and a
//     possessive of a name ending in "s" takes only an apostrophe
//     ("Llanowar Elves' ability", "Ghirapur Orrery's ability").
//
// Machine fields (outcomes' draws and hand, triggers' controller and player)
// keep the board's names; only prose uses these words.

// PlayerName is how prose names a board player in the middle of a sentence:
// "you" for me, the name written as a name for anyone else.
func PlayerName(p string) string {
	if p == Me {
		return "you"
	}
	var b strings.Builder
	prev := rune(0)
	for i, part := range strings.FieldsFunc(p, func(r rune) bool { return r == '_' || r == ' ' }) {
		if i > 0 {
			b.WriteByte(' ')
		}
		prev = 0
		for j, r := range part {
			switch {
			case j == 0:
				r = unicode.ToUpper(r)
			case unicode.IsDigit(r) && !unicode.IsDigit(prev):
				b.WriteByte(' ')
			}
			b.WriteRune(r)
			prev = r
		}
	}
	if b.Len() == 0 {
		return p
	}
	return b.String()
}

// PlayerPossessive is "your" for me, "Opp's" for opp.
func PlayerPossessive(p string) string {
	if p == Me {
		return "your"
	}
	return Possessive(PlayerName(p))
}

// Possessive is the possessive of a name: "Ghirapur Orrery's", and
// "Llanowar Elves'" for a name ending in "s".
func Possessive(name string) string {
	if strings.HasSuffix(name, "s") || strings.HasSuffix(name, "S") {
		return name + "'"
	}
	return name + "'s"
}

// PlayerDoes is a player doing something, the verb agreeing with them:
// PlayerDoes("me", "draws") is "you draw", PlayerDoes("opp", "draws") is
// "Opp draws". The verb is given in its third-person singular form.
func PlayerDoes(p, verb string) string {
	return PlayerName(p) + " " + VerbFor(p, verb)
}

// VerbFor is a verb, given in its third-person singular form ("draws",
// "has", "may"), as it agrees with the player p: "draw" and "have" for you.
// Only the first word changes: "draws three" becomes "draw three".
func VerbFor(p, verb string) string {
	if p != Me {
		return verb
	}
	first, rest, _ := strings.Cut(verb, " ")
	if rest != "" {
		rest = " " + rest
	}
	return plainVerb(first) + rest
}

// plainVerb is the plain form of a verb given in its third-person singular
// form: "draws" is "draw", "has" is "have", "passes" is "pass".
func plainVerb(v string) string {
	switch v {
	case "has":
		return "have"
	case "is":
		return "are"
	case "was":
		return "were"
	case "does":
		return "do"
	case "goes":
		return "go"
	case "doesn't":
		return "don't"
	case "isn't":
		return "aren't"
	case "hasn't":
		return "haven't"
	}
	for _, end := range []string{"sses", "shes", "ches", "xes", "zzes"} {
		if strings.HasSuffix(v, end) {
			return strings.TrimSuffix(v, "es")
		}
	}
	if strings.HasSuffix(v, "ies") && len(v) > 4 {
		return strings.TrimSuffix(v, "ies") + "y"
	}
	if strings.HasSuffix(v, "s") && !strings.HasSuffix(v, "ss") {
		return strings.TrimSuffix(v, "s")
	}
	return v
}

// Capital is s with its first letter in upper case, for the start of a
// sentence: Capital("you draw") is "You draw".
func Capital(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// PlayerNames is a list of players in prose: "you and Ally".
func PlayerNames(ps []string) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = PlayerName(p)
	}
	return joinAnd(names)
}

// theirFor is "your" for me and "their" for anyone else, for a player
// already named in the sentence: "you reveal the top card of your library".
func theirFor(p string) string {
	if p == Me {
		return "your"
	}
	return "their"
}

// theyFor is "you" for me and "they" for anyone else, for a player already
// named in the sentence; a verb after it takes the plural form.
func theyFor(p string) string {
	if p == Me {
		return "you"
	}
	return "they"
}

// objectFor is "you" for me and "them" for anyone else, for a player
// already named in the sentence, as the object of a verb.
func objectFor(p string) string {
	if p == Me {
		return "you"
	}
	return "them"
}
