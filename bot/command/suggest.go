package command

import (
	"strings"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules/spelling"
)

// closeEnough is the most edits a misspelling of a word of n letters may
// have and still be suggested.
func closeEnough(n int) int {
	return max(2, n/3)
}

// closest returns the candidates nearest to word, in the order given: those
// at the smallest distance, if it is close enough.
func closest(word string, candidates []string) []string {
	word = strings.ToLower(word)
	best := closeEnough(utf8.RuneCountInString(word)) + 1
	var out []string
	for _, c := range candidates {
		d := spelling.Distance(word, c)
		switch {
		case d < best:
			best = d
			out = []string{c}
		case d == best:
			out = append(out, c)
		}
	}
	return out
}

// suggestCommands returns the commands nearest to an unknown command path
// whose first word is first and whose second word, if the user wrote one
// that could be a subcommand, is second. Names are returned with a slash.
func suggestCommands(first, second string) []string {
	first, second = strings.ToLower(first), strings.ToLower(second)
	best := closeEnough(utf8.RuneCountInString(first+second)) + 1
	var out []string
	for _, s := range specs {
		group, sub, _ := strings.Cut(s.Name, " ")
		d := spelling.Distance(first, group)
		if sub != "" && second != "" {
			d += spelling.Distance(second, sub)
		}
		d = min(d, spelling.Distance(first+second, group+sub))
		switch {
		case d < best:
			best = d
			out = []string{"/" + s.Name}
		case d == best:
			out = append(out, "/"+s.Name)
		}
	}
	return out
}

// subcommands returns the subcommands of a group, like "tap" of "judge tap".
func subcommands(group string) []string {
	var out []string
	for _, s := range specs {
		if g, sub, ok := strings.Cut(s.Name, " "); ok && g == group {
			out = append(out, sub)
		}
	}
	return out
}
