package command

import (
	"strings"
	"unicode/utf8"
)

// unquoteTyped removes the quotes around a whole value that was typed into
// a Discord option with them, as a terminal command would quote it:
// `“Reflecting Pool”`, `"Reflecting Pool"` or a mixed pair are Reflecting
// Pool. A value with a quote inside is left as it is, so a value holding
// quotes on purpose keeps them.
func unquoteTyped(v string) string {
	t := strings.TrimSpace(v)
	first, size := utf8.DecodeRuneInString(t)
	last, lastSize := utf8.DecodeLastRuneInString(t)
	if len(t) < size+lastSize || !isQuote(first) || !isQuote(last) {
		return v
	}
	inner := t[size : len(t)-lastSize]
	if strings.ContainsFunc(inner, isQuote) {
		return v
	}
	return inner
}
