// Package spelling measures how far apart two spellings are, for reading
// a misspelt word as the one meant: a command's name or option, a
// configuration key, a word of the Comprehensive Rules.
package spelling

// Distance is the number of single-letter edits that turn a into b: a
// letter left out, added or changed, or two letters side by side swapped
// (the optimal string alignment distance), counted in runes.
func Distance(a, b string) int {
	return AtMost(a, b, len(a)+len(b))
}

// AtMost is Distance where it is at most most, and most+1 where it is
// more, found without working out how much more.
func AtMost(a, b string, most int) int {
	ra, rb := []rune(a), []rune(b)
	// Three rows of the table: the one before last for a swap.
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		low := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			low = min(low, cur[j])
		}
		if low > most {
			return most + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(rb)], most+1)
}
