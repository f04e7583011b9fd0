package phrasing

import (
	"fmt"
	"strings"

	"github.com/orrery-judge/orrery/rules"
)

// EngineWording is the engine's own explanation of r, shown whenever no
// rewording is: the answer, then each step of the reasoning with the rules
// it rests on.
func EngineWording(r *rules.Ruling) string {
	if r == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(strings.TrimSpace(r.Answer))
	if len(r.Steps) > 0 {
		b.WriteString("\n\nWhy:")
	}
	for i, s := range r.Steps {
		fmt.Fprintf(&b, "\n%d. %s", i+1, strings.TrimSpace(s.Text))
		if len(s.Rules) > 0 {
			fmt.Fprintf(&b, " (CR %s)", strings.Join(s.Rules, ", "))
		}
	}
	return b.String()
}
