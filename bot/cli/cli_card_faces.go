package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/orrery-judge/orrery/bot/present"
)

// printFaces writes, for a face of a card with several, which card it is
// part of and its other faces.
func printFaces(w io.Writer, c *present.Card) {
	if c.CardName != "" {
		fmt.Fprintf(w, "One face of %s (%s)\n", c.CardName, c.Layout)
	} else if len(c.Faces) > 0 {
		a := "A"
		if strings.ContainsRune("aeiou", rune(c.Layout[0])) {
			a = "An"
		}
		fmt.Fprintf(w, "%s %s card of %d faces\n", a, c.Layout, len(c.Faces))
	}
	for _, f := range c.OtherFaces() {
		fmt.Fprintf(w, "\n  %s\n", strings.ReplaceAll(f.Text(), "\n", "\n  "))
	}
}
