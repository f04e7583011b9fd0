package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// ParseCardRef reads a CARDREF (docs/contract.md, section 2): "[OWNER's]
// NAME [#N]". OWNER is a player ("opp's Exotic Orchard"); "my" and "me's"
// mean me. NAME is a card name, matched as in a board (case, runs of spaces
// and straight or curly apostrophes do not matter); a catalog name is
// stored as the catalog spells it, any other name (an inline card's) as
// written. "#N" (N from 1) numbers it among its namesakes in board order.
// When the whole text is a catalog name it is read as that name, so
// "Gaea's Cradle" has no owner. The name is not checked against a board:
// Board.Find does that.
//
// Bad input is an *InputError with Option "card".
func ParseCardRef(text string) (CardRef, error) {
	fail := func(off int, msg string) (CardRef, error) {
		return CardRef{}, &InputError{Option: "card", Input: text, Offset: off, Message: msg}
	}
	if len(text) > MaxBoardBytes {
		return fail(MaxBoardBytes, fmt.Sprintf("the card is %d bytes long; at most %d bytes are allowed", len(text), MaxBoardBytes))
	}
	if !utf8.ValidString(text) {
		return fail(invalidUTF8At(text), "the card is not valid UTF-8 text")
	}
	start := len(text) - len(strings.TrimLeftFunc(text, unicode.IsSpace))
	t := strings.TrimSpace(text)
	if t == "" {
		return fail(start, `expected a card name, like "Forest", "opp's Forest" or "Forest #2"`)
	}
	ref, _, err := readRef(t, func(k string) (string, bool) {
		c, ok := lookupCatalog(k)
		if !ok {
			return "", false
		}
		return c.Name, true
	})
	if err != nil {
		return fail(start+err.Offset, err.Message)
	}
	return ref, nil
}

// readRef reads a trimmed CARDREF. known says whether a folded name is a
// card name and gives its spelling; ok reports whether the name read is
// known. Error offsets are within text.
func readRef(text string, known func(key string) (string, bool)) (ref CardRef, ok bool, err *InputError) {
	t := text
	if i := strings.LastIndexByte(t, '#'); i >= 0 {
		num := strings.TrimSpace(t[i+1:])
		n, isNum := smallNumber(num)
		switch {
		case num == "":
			return ref, false, &InputError{Offset: i, Message: `expected a number after "#", like "Forest #2"`}
		case !isNum && strings.Trim(num, "0123456789") == "":
			return ref, false, &InputError{Offset: i, Message: fmt.Sprintf("#%s: at most %d", Excerpt(num), maxNumber)}
		case !isNum:
			return ref, false, &InputError{Offset: i, Message: fmt.Sprintf(`expected a number after "#", like "Forest #2", found %s`, Excerpt(num))}
		case n == 0:
			return ref, false, &InputError{Offset: i, Message: "#0: permanents are numbered from #1"}
		}
		ref.Number = n
		t = strings.TrimRightFunc(t[:i], unicode.IsSpace)
		if t == "" {
			return ref, false, &InputError{Offset: 0, Message: `expected a card name before "#"`}
		}
	}
	if name, isKnown := known(catalog.Key(t)); isKnown {
		ref.Name = name
		return ref, true, nil
	}
	owner, rest, restAt := refOwner(t)
	if owner != "" {
		if rest == "" {
			return ref, false, &InputError{Offset: restAt, Message: fmt.Sprintf("expected a card name after %s", Excerpt(t))}
		}
		ref.Owner = owner
		if name, isKnown := known(catalog.Key(rest)); isKnown {
			ref.Name = name
			return ref, true, nil
		}
		ref.Name = strings.Join(strings.Fields(rest), " ")
		return ref, false, nil
	}
	ref.Name = strings.Join(strings.Fields(t), " ")
	return ref, false, nil
}

// refOwner splits "opp's Forest" or "my Forest" into the owner and the
// rest; owner is "" when t starts with neither.
func refOwner(t string) (owner, rest string, restAt int) {
	wend := wordAt(t, 0)
	if wend == 0 {
		return "", "", 0
	}
	// A space, or the end of the text: what may follow "my" or "'s".
	spaceOrEnd := func(i int) bool { return i == len(t) || unicode.IsSpace(firstRune(t[i:])) }
	word := strings.ToLower(t[:wend])
	after := wend
	switch {
	case word == "my" && wend < len(t) && spaceOrEnd(wend):
		word = Me
	case strings.HasPrefix(t[wend:], "'s") && spaceOrEnd(wend+2):
		after = wend + 2
	case strings.HasPrefix(t[wend:], "’s") && spaceOrEnd(wend+len("’s")):
		after = wend + len("’s")
	default:
		return "", "", 0
	}
	word = FoldPlayer(word)
	restAt = len(t) - len(strings.TrimLeftFunc(t[after:], unicode.IsSpace))
	return word, t[restAt:], restAt
}

// String writes the CardRef as it is read: "opp's Exotic Orchard #2", "my
// Forest" for me.
func (r CardRef) String() string {
	var sb strings.Builder
	switch r.Owner {
	case "":
	case Me:
		sb.WriteString("my ")
	default:
		sb.WriteString(r.Owner)
		sb.WriteString("'s ")
	}
	sb.WriteString(r.Name)
	if r.Number > 0 {
		sb.WriteString(" #")
		sb.WriteString(strconv.Itoa(r.Number))
	}
	return sb.String()
}
