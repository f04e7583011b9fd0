package command

import (
	"strings"
	"unicode/utf8"
)

// distance is the number of single-letter edits (insert, delete, change,
// swap of two neighbours) that turn a into b.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	// Three rows of the optimal string alignment table.
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

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
		d := distance(word, c)
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
		d := distance(first, group)
		if sub != "" && second != "" {
			d += distance(second, sub)
		}
		d = min(d, distance(first+second, group+sub))
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
