package rules

import (
	"regexp"
	"strings"
)

// Prevention effects (CR 615) on damage, read by whom the damage would be
// dealt to:
//
//   - damage dealt only to permanents ("Prevent all damage that would be
//     dealt to this", "to creatures you control by sources you don't
//     control", "If a source would deal damage to equipped creature,
//     prevent 2 of that damage", "If damage would be dealt to this,
//     prevent that damage. Put a -1/-1 counter on this for each 1 damage
//     prevented this way"): no question deals damage to a permanent. The
//     damage a mana ability deals (Ancient Tomb, a painland), a triggered
//     mana ability's (City of Brass) and an upkeep trigger's (Sulfuric
//     Vortex) are dealt to players, and damage to a player is no damage
//     to a permanent (120.3). What the effect does with the damage it
//     prevents happens only when it prevents some (615.5). Each bears on
//     no question, and changes no power or toughness.
//   - damage that may be dealt to a player ("Prevent all damage that
//     would be dealt to you", "If a red source would deal damage to you,
//     prevent 2 of that damage", "Prevent all damage that would be dealt
//     by instant and sorcery spells") and "Damage can't be prevented"
//     (which changes what the first do): damage to a player is life lost
//     (120.3a), which a mana question's costs and riders and an upkeep's
//     triggers read. Each bears where damage can be dealt in the question
//     (questionEvents: the mana questions, and an upkeep whose triggers
//     deal damage), and on nothing else.
//
// A sentence that does anything else besides ("prevent all combat damage
// it would deal and it has defender") is none of these; damage dealt by a
// named permanent ("Prevent all damage that this would deal") is read
// only where what it would be dealt to is permanents alone.
var (
	rePreventAll = regexp.MustCompile(`^(?:(?:As long as|During) [^,]+, )?[Pp]revent all (?:combat |noncombat )?damage that would be dealt (to|by) ([^."]+?)\.$`)
	rePreventBy  = regexp.MustCompile(`^(?:(?:As long as|During) [^,]+, )?[Pp]revent all (?:combat |noncombat )?damage that [^."]+? would deal to ([^."]+?)\.$`)
	rePreventIf  = regexp.MustCompile(`^(?:(?:As long as|During) [^,]+, )?[Ii]f (?:an? [^,."]+? would deal (?:[0-9]+ or less |combat |noncombat )?damage to|(?:combat |noncombat )?damage would be dealt to) ([^,."]+?)(?: while [^,."]+)?, (?:you may )?prevent (?:that damage|half that damage, rounded (?:up|down)|[0-9X]+ of that damage|all but [0-9]+ of that damage|[0-9X]+ damage [^,."]+)([^."]*)\.((?: [^."]+\.)*)$`)
	// rePreventAfter: what a prevention effect does with the damage it
	// prevents, in the same sentence (", remove that many +1/+1 counters
	// from this", " and exile that many cards from the top of your
	// library") or in the sentences after it ("… for each 1 damage
	// prevented this way", "Remove a +1/+1 counter from this").
	rePreventRest  = regexp.MustCompile(`^(?:|, where X is [^,."]+|,? and (?:remove|exile) [^,."]+|, remove [^,."]+)$`)
	rePreventAfter = regexp.MustCompile(`^ (?:[^."]+ (?:prevented|damage) this way|Remove an? \+1/\+1 counter from this)\.$`)
	rePreventNone  = regexp.MustCompile(`^(?:Damage can't be prevented|Damage that would be dealt by this can't be prevented)\.$`)
	// rePlayerWord: a player among what the damage would be dealt to.
	rePlayerWord = regexp.MustCompile(`\b(?:you|your|player|players|opponent|opponents|each|any)\b`)
	// rePreventBad: a second verb phrase.
	rePreventBad = regexp.MustCompile(`\b(?:has|have|gains?|gets?|can't|can|loses?)\b`)
	reSentence   = regexp.MustCompile(`[^.]+\.`)
)

// preventToWhom reads s as a prevention effect, above: toPermanents when
// the damage it prevents is only damage dealt to permanents; ok false when
// s is no such effect.
func preventToWhom(s string) (toPermanents, ok bool) {
	if rePreventNone.MatchString(s) {
		return false, true
	}
	var to string
	switch {
	case rePreventAll.MatchString(s):
		m := rePreventAll.FindStringSubmatch(s)
		if m[1] == "by" {
			// Dealt by some sources, to anything.
			return false, !rePreventBad.MatchString(m[2]) && oneClause(m[2])
		}
		to = m[2]
	case rePreventBy.MatchString(s):
		to = rePreventBy.FindStringSubmatch(s)[1]
		if !permanentsOnly(to) {
			// Damage a permanent would deal to a player: the permanent
			// may be the one dealing it in the question.
			return false, false
		}
	case rePreventIf.MatchString(s):
		m := rePreventIf.FindStringSubmatch(s)
		if !rePreventRest.MatchString(m[2]) {
			return false, false
		}
		for _, after := range reSentence.FindAllString(m[3], -1) {
			if !rePreventAfter.MatchString(after) {
				return false, false
			}
		}
		to = m[1]
	default:
		return false, false
	}
	if rePreventBad.MatchString(to) || !oneClause(to) {
		return false, false
	}
	return permanentsOnly(to), true
}

// permanentsOnly reports whether what damage would be dealt to names
// permanents and no player ("creatures you control", "this", "another
// Dinosaur you control", "this by creatures it's blocking").
func permanentsOnly(to string) bool {
	for _, r := range []string{"you don't control", "you control", "your choice"} {
		to = strings.ReplaceAll(to, r, "")
	}
	return !rePlayerWord.MatchString(to)
}

// compilePrevent reads a prevention effect: one on damage to permanents
// only as StaticNoEffect, one that may prevent damage to a player as
// StaticPlayerDamage. Neither changes power or toughness.
func compilePrevent(st *StaticSpec, s string) bool {
	toPermanents, ok := preventToWhom(s)
	if !ok {
		return false
	}
	st.Kind = StaticPlayerDamage
	if toPermanents {
		st.Kind = StaticNoEffect
	}
	st.KeepsPT = true
	return true
}
