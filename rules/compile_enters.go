package rules

import (
	"regexp"
	"strings"
)

var (
	reEntersCounters = regexp.MustCompile(`^this enters (tapped )?with (\w+) ([+\-0-9/a-z]+) counters? on it\.$`)
	reEntersTapped   = regexp.MustCompile(`^this enters tapped\.$`)
	reAsEntersChoose = regexp.MustCompile(`^As this enters, choose an? (color|creature type|card type|card name|land type)\.$`)
	reShockLand      = regexp.MustCompile(`^As this enters, you may pay (\w+) life\. If you don't, it enters tapped\.$`)
)

func compileEnters(a *Ability, s string) bool {
	l := s
	if strings.HasPrefix(l, "This ") || strings.HasPrefix(l, "this ") {
		l = "this" + l[4:]
	}
	if m := reEntersCounters.FindStringSubmatch(l); m != nil {
		a.Kind = KindEnters
		e := &EntersSpec{Tapped: m[1] != "", CounterKind: m[3]}
		if m[2] == "X" {
			e.CountersX = true
		} else if n, ok := wordNumber(m[2]); ok {
			e.Counters = n
		} else {
			a.Understood = false
			a.Why = "the number of counters is not one the engine reads"
		}
		a.Enters = e
		return true
	}
	if reEntersTapped.MatchString(l) {
		a.Kind = KindEnters
		a.Enters = &EntersSpec{Tapped: true}
		return true
	}
	if m := reAsEntersChoose.FindStringSubmatch(s); m != nil {
		a.Kind = KindEnters
		a.Enters = &EntersSpec{Choose: m[1]}
		return true
	}
	if m := reShockLand.FindStringSubmatch(s); m != nil {
		n, _ := wordNumber(m[1])
		a.Kind = KindEnters
		a.Enters = &EntersSpec{MayPayLife: n}
		return true
	}
	return false
}
