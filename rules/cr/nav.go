package cr

import (
	"sort"
	"strings"
)

// Index returns the position of a rule in Rules, -1 when there is no rule
// with that number. It takes numbers as Lookup does.
func (d *Document) Index(number string) int {
	if i, ok := d.byNumber[normalNumber(number)]; ok {
		return i
	}
	return -1
}

// Next returns the rule printed after the numbered one; ok is false for
// the last rule or a number that is not a rule.
func (d *Document) Next(number string) (r Rule, ok bool) {
	i := d.Index(number)
	if i < 0 || i+1 >= len(d.Rules) {
		return Rule{}, false
	}
	return d.Rules[i+1], true
}

// Previous returns the rule printed before the numbered one; ok is false
// for the first rule or a number that is not a rule.
func (d *Document) Previous(number string) (r Rule, ok bool) {
	i := d.Index(number)
	if i <= 0 {
		return Rule{}, false
	}
	return d.Rules[i-1], true
}

// Parent returns the number a rule belongs under: a subrule's rule
// ("702.19c" gives "702.19"), a rule's section ("702.19" gives "702"), a
// section's chapter ("702" gives "7"), and "" for a chapter or a text
// that is not a number.
func Parent(number string) string {
	n := normalNumber(number)
	section, rest, isRule := strings.Cut(n, ".")
	switch {
	case n == "":
		return ""
	case !isRule && len(section) == 3:
		return section[:1]
	case !isRule:
		return ""
	}
	digits := strings.TrimRight(rest, "abcdefghijklmnopqrstuvwxyz")
	if digits != rest {
		return section + "." + digits
	}
	return section
}

// Subrules returns the rules directly under a number: a rule's subrules
// ("702.19" gives 702.19a to 702.19e), or a section's rules ("702" gives
// 702.1 to 702.190, without their subrules). It is empty for a subrule,
// and for a number the document does not hold.
func (d *Document) Subrules(number string) []Rule {
	n := normalNumber(number)
	if n == "" {
		return nil
	}
	var out []Rule
	if i, ok := d.byNumber[n]; ok {
		for _, r := range d.Rules[i+1:] {
			if Parent(r.Number) != n {
				break
			}
			out = append(out, r)
		}
		return out
	}
	if strings.Contains(n, ".") {
		return nil
	}
	start := sort.Search(len(d.Rules), func(i int) bool { return compareNumbers(d.Rules[i].Number, n+".0") >= 0 })
	for _, r := range d.Rules[start:] {
		if !strings.HasPrefix(r.Number, n+".") {
			break
		}
		if Parent(r.Number) == n {
			out = append(out, r)
		}
	}
	return out
}

// Nearest returns up to n rules printed nearest where a rule numbered
// number would be, in printed order: for "702.19z", the last subrules of
// 702.19 and the rule after them. It is for saying what there is instead
// of a number the document does not hold; it returns nothing for a text
// that is not a rule number.
func (d *Document) Nearest(number string, n int) []Rule {
	num := normalNumber(number)
	if num == "" || n <= 0 || len(d.Rules) == 0 {
		return nil
	}
	at := sort.Search(len(d.Rules), func(i int) bool { return compareNumbers(d.Rules[i].Number, num) >= 0 })
	lo := max(0, at-(n+1)/2)
	hi := min(len(d.Rules), lo+n)
	lo = max(0, hi-n)
	return d.Rules[lo:hi]
}

// Heading returns a section's number and title for a number in it:
// "702.19c" gives 702, "Keyword Abilities".
func (d *Document) Heading(number string) (Heading, bool) {
	n := normalNumber(number)
	section, _, _ := strings.Cut(n, ".")
	if len(section) != 3 {
		return Heading{}, false
	}
	i := sort.Search(len(d.Sections), func(i int) bool { return d.Sections[i].Number >= section })
	if i < len(d.Sections) && d.Sections[i].Number == section {
		return d.Sections[i], true
	}
	return Heading{}, false
}

// compareNumbers orders rule numbers as they are printed: by section, then
// rule, then subrule letters (a … z, aa …). Numbers are in the printed
// form normalNumber gives.
func compareNumbers(a, b string) int {
	as, ar, _ := strings.Cut(a, ".")
	bs, br, _ := strings.Cut(b, ".")
	if c := atoi(as) - atoi(bs); c != 0 {
		return c
	}
	ad := strings.TrimRight(ar, "abcdefghijklmnopqrstuvwxyz")
	bd := strings.TrimRight(br, "abcdefghijklmnopqrstuvwxyz")
	if c := atoi(ad) - atoi(bd); c != 0 {
		return c
	}
	al, bl := ar[len(ad):], br[len(bd):]
	switch {
	case al == bl:
		return 0
	case letterBefore(al, bl):
		return -1
	}
	return 1
}
