package catalog

import (
	"fmt"
	"strings"
)

// indicators are every color indicator as letters in WUBRG order, each a
// string of the program, so that a card holding one gives the collector
// nothing to mark.
var indicators = func() map[string]string {
	m := map[string]string{}
	for set := 1; set < 32; set++ {
		var b strings.Builder
		for i, c := range "WUBRG" {
			if set&(1<<i) != 0 {
				b.WriteRune(c)
			}
		}
		m[b.String()] = b.String()
	}
	return m
}()

// indicatorOf is the color indicator whose colors are letters (W, U, B, R,
// G, each once, in any order), as letters in WUBRG order; "" for none.
func indicatorOf(letters []string) (string, error) {
	var set int
	for _, l := range letters {
		i := strings.Index("WUBRG", l)
		if len(l) != 1 || i < 0 {
			return "", fmt.Errorf("color indicator %q: expected the letters W, U, B, R and G", strings.Join(letters, ","))
		}
		if set&(1<<i) != 0 {
			return "", fmt.Errorf("color indicator %q names %s twice", strings.Join(letters, ","), l)
		}
		set |= 1 << i
	}
	return indicatorText(set), nil
}

// indicatorText is the color indicator of a set of colors (W the lowest
// bit, G the highest) as letters in WUBRG order.
func indicatorText(set int) string {
	var b [5]byte
	n := 0
	for i := range 5 {
		if set&(1<<i) != 0 {
			b[n] = "WUBRG"[i]
			n++
		}
	}
	return indicators[string(b[:n])]
}

// compactIndicator is how the compact form writes a card's color
// indicator: its letters, "" for none, "?" where the card data does not
// record indicators.
func compactIndicator(c *Card) string {
	if !c.IndicatorKnown {
		return "?"
	}
	return c.ColorIndicator
}

// readIndicator reads a color indicator written by compactIndicator.
func readIndicator(s string) (letters string, known bool, err error) {
	if s == "?" {
		return "", false, nil
	}
	if s == "" {
		return "", true, nil
	}
	ind, err := indicatorOf(strings.Split(s, ""))
	if err != nil {
		return "", false, err
	}
	if ind != s {
		return "", false, fmt.Errorf("color indicator %q: expected its letters in the order WUBRG (%q)", s, ind)
	}
	return ind, true, nil
}
