package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// renamedTypes are creature types that Oracle updates after the card
// data's edition folded into others, which the Comprehensive Rules' list
// (CR 205.3m) now names: Viashino became Lizard, Hound Dog, Naga Snake and
// Cephalid Octopus. The card pool keeps its edition's text; a card's
// types, and the words of its text that name those types, are given
// their current names, so a card reads as its Oracle text does now
// ("Naga Vitalist" is a Snake Druid).
var renamedTypes = map[string]string{
	"Viashino": "Lizard", "Hound": "Dog", "Naga": "Snake", "Cephalid": "Octopus",
	"Hounds": "Dogs", "Cephalids": "Octopuses",
}

var reRenamedType = regexp.MustCompile(`\b(?:Viashino|Hounds?|Naga|Cephalids?)\b`)

// currentTypes is c with renamedTypes given their current names in its
// subtypes, its type line's subtypes and its text, the card's own name
// (and the names in it) left as they are.
func currentTypes(c Card) Card {
	if slices.ContainsFunc(c.Subtypes, func(s string) bool { return renamedTypes[s] != "" }) {
		subs := make([]string, 0, len(c.Subtypes))
		for _, s := range c.Subtypes {
			if n := renamedTypes[s]; n != "" {
				s = n
			}
			if !slices.Contains(subs, s) {
				subs = append(subs, s)
			}
		}
		c.Subtypes = subs
		if head, _, ok := strings.Cut(c.TypeLine, " \u2014 "); ok {
			c.TypeLine = head + " \u2014 " + strings.Join(subs, " ")
		}
	}
	if reRenamedType.MatchString(c.Oracle) {
		const own = "\x00"
		text := strings.ReplaceAll(c.Oracle, c.Name, own)
		text = reRenamedType.ReplaceAllStringFunc(text, func(w string) string { return renamedTypes[w] })
		c.Oracle = strings.ReplaceAll(text, own, c.Name)
	}
	return c
}
