package rules

import "strings"

// maxHeadlineWords is the most words a ruling's answer, its headline, may
// have when the engine understood the board: one short sentence or two,
// with the details in the outcomes and the steps (contract, section 3).
const maxHeadlineWords = 25

// headlineFits reports whether a headline has maxHeadlineWords words at
// most.
func headlineFits(s string) bool {
	return len(strings.Fields(s)) <= maxHeadlineWords
}

// firstFitting is the first of the headlines, each saying less than the
// one before, that fits; the last where none does. Each headline must say
// nothing the steps do not: a shorter one leaves detail to them.
func firstFitting(headlines ...string) string {
	for _, h := range headlines {
		if headlineFits(h) {
			return h
		}
	}
	return headlines[len(headlines)-1]
}

// openingParen is the index of the "(" that the ")" ending s closes, or -1.
func openingParen(s string) int {
	depth := 0
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}
