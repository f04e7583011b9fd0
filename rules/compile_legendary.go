package rules

import "regexp"

// reAllLegendary: Leyline of Singularity's "All nonland permanents are
// legendary." (CR 205.4d, 613.1d). It bears only where the legend rule
// finds two nonland permanents of one name under one controller (704.5j)
// or text on the board reads "legendary".
var reAllLegendary = regexp.MustCompile(`^All nonland permanents are legendary\.$`)

// compileAllLegendary reads reAllLegendary as not understood, with a kind
// that understand.go classifies.
func compileAllLegendary(a *Ability, s string) bool {
	if !reAllLegendary.MatchString(s) {
		return false
	}
	a.Kind = KindStatic
	a.Static = &StaticSpec{Kind: StaticAllLegendary}
	a.Understood = false
	a.Why = "the engine does not read permanents made legendary"
	return true
}
