package rules

import "regexp"

// reKeepsMana is text that keeps unspent mana as steps and phases end, or
// changes what is lost (CR 500.4, 106.4): "Players don't lose unspent
// mana as steps and phases end." (Upwelling), "You don't lose unspent
// green mana as steps and phases end." (Omnath, Locus of Mana), "If you
// would lose unspent mana, that mana becomes colorless instead."
// (Kruphix, God of Horizons; Horizon Stone). Mana made earlier may then
// be in a pool the board does not show: what a player can pay for or make
// is not known. What tapping a permanent makes is the same either way.
var reKeepsMana = regexp.MustCompile(`^(?:(Players|You) don't lose unspent (?:[a-z]+ )?mana as steps and phases end|Mana pools don't empty as steps and phases end|If (you|a player) would lose unspent mana, that mana becomes colorless instead)\.$`)

// compileKeepsMana reads reKeepsMana as not understood, with a kind that
// understand.go classifies: it bears on pay and mana for the players who
// keep mana, and on no question of what tapping makes.
func compileKeepsMana(a *Ability, s string) bool {
	m := reKeepsMana.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	who := "each player"
	if m[1] == "You" || m[2] == "you" {
		who = "you"
	}
	a.Kind = KindStatic
	a.Static = &StaticSpec{Kind: StaticKeepsMana, Who: who}
	a.Understood = false
	a.Why = "the engine does not read mana kept from earlier steps, which the board does not show"
	return true
}
