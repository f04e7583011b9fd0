package rules

import (
	"regexp"
	"strings"
)

// Texts that act only as attackers or blockers are declared, or as combat
// damage is assigned and dealt, read as having no effect on any question:
//
//   - restrictions and requirements on attacking and blocking ("can't be
//     blocked by Walls", "can't attack if defending player controls an
//     untapped land", "must be blocked if able", "All creatures able to
//     block this do so"), and what a creature may block ("can block an
//     additional creature each combat", "can block Dragons as though it
//     had reach"): they are checked only as attackers or blockers are
//     declared (CR 508.1c–d, 509.1a–c), and a cost to attack is paid then
//     (508.1g); so are how many creatures can attack or block each combat
//     ("No more than two creatures can attack each combat"), a player's
//     requirement to attack ("Each opponent must attack you or a
//     planeswalker you control with at least one creature each combat if
//     able") and a requirement that follows another attack ("If this
//     attacks, all creatures you control attack if able");
//   - how combat damage is assigned ("assign its combat damage as though
//     it weren't blocked", 510.1c–d) and combat damage prevented ("Prevent
//     all combat damage that would be dealt to this"): combat damage is
//     dealt only in the combat damage step (510.2); the damage a mana
//     ability deals (Ancient Tomb) is no combat damage.
//
// No question declares attackers or blockers or deals combat damage: each
// bears on none. A sentence that does anything else besides ("gets +2/+2
// and can't block", "has hexproof and can't be blocked", "their activated
// abilities can't be activated") is none of these.
var (
	// reCombatRule: SUBJECT VERB[ TAIL]. The subject and the tail are
	// checked word by word (combatWordsOnly).
	reCombatRule = regexp.MustCompile(`^(?:As long as [^,]+, )?([^,.":]+?) (can't be blocked|can't block or be blocked|can't attack or block|can't attack|can't block|can block|must be blocked|attacks or blocks each combat if able|attacks each combat if able|blocks each combat if able|attack each combat if able|block each combat if able)((?: [^."]+?)?(?:, where X is [^,."]+)?)\.$`)
	// reMustBlock: "All creatures able to block this do so." (509.1c).
	reMustBlock = regexp.MustCompile(`^(?:As long as [^,]+, )?[Aa]ll ([A-Za-z ]+?) able to block (?:this|it|equipped creature|enchanted creature|this or enchanted creature) do so\.$`)
	// reCombatCount: how many creatures can attack or block each combat
	// (508.1c, 509.1b: Dueling Grounds, Crawlspace), and a player's
	// requirement to attack (508.1d: Trove of Temptation).
	reCombatCount = regexp.MustCompile(`^(?:As long as [^,]+, )?[Nn]o more than (?:one|two|three) creatures? can (?:attack|block)(?: you)? each combat\.$|^Each opponent must attack you or a planeswalker you control with at least one creature each combat if able\.$`)
	// reAttacksIfAble: a requirement that follows another creature's
	// attack ("If a creature you control attacks, this also attacks if
	// able", "If this attacks, all creatures you control attack if
	// able", 508.1d). The subjects are checked word by word.
	reAttacksIfAble = regexp.MustCompile(`^If ([^,."]+?) attacks, ([^,."]+?) (?:also )?attacks? if able\.$`)
	// reCombatDamage: how combat damage is assigned or prevented
	// (510.1c–d, 510.2, 615).
	reCombatDamage = regexp.MustCompile(`^(?:You may have (?:this|it) assign its combat damage as though it weren't blocked|If this is unblocked, you may have it assign its combat damage to a creature defending player controls|You may assign this's combat damage divided as you choose among defending player and/or any number of creatures they control|Prevent all combat damage that would be dealt to (?:and dealt by )?(?:this|equipped creature|enchanted creature|creatures you control|attacking creatures you control)(?: by (?:creatures blocking it|enchanted creatures))?|The attacking player chooses how each creature blocks each combat|Tapped creatures you control can block as though they were untapped)\.$`)
	// reCombatWordBad: words of a subject or tail that do more than name
	// creatures or narrow the restriction.
	reCombatWordBad = regexp.MustCompile(`\b(?:gets?|has|have|gains?|loses?|deals?|costs?|draws?|instead|prevent|damage|activated|abilities|sacrificed|becomes?|and|so|can't|tapped for)\b|[;:]`)
)

// combatWordsOnly reports whether a subject or tail of reCombatRule names
// only creatures, players and conditions: no second verb phrase ("and"
// only as "and/or").
func combatWordsOnly(s string) bool {
	s = strings.ReplaceAll(s, "and/or", "or")
	return !reCombatWordBad.MatchString(s) && oneClause(s)
}

// isCombatOnly reports whether s is a text that acts only in combat, as
// above.
func isCombatOnly(s string) bool {
	if reCombatDamage.MatchString(s) || reCombatCount.MatchString(s) {
		return true
	}
	if m := reAttacksIfAble.FindStringSubmatch(s); m != nil {
		return combatWordsOnly(m[1]) && combatWordsOnly(m[2])
	}
	if m := reMustBlock.FindStringSubmatch(s); m != nil {
		return combatWordsOnly(m[1])
	}
	m := reCombatRule.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	return combatWordsOnly(m[1]) && combatWordsOnly(m[3])
}

// reExert: exert as the creature attacks (701.43a), with a reflexive
// trigger on doing so ("When you do, …", 603.12): it is done as
// attackers are declared (508.1a), and the trigger triggers then.
var reExert = regexp.MustCompile(`^(?:If this hasn't been exerted this turn, )?You may exert (?:this|it) as it attacks\.(?: When you do, .+)?$`)

// compileExert reads an exert text as a trigger on attacking: its event
// can happen in no question (understand.go).
func compileExert(a *Ability, s string) bool {
	if !reExert.MatchString(s) {
		return false
	}
	a.Kind = KindTriggered
	a.Trigger = &TriggerSpec{Event: TriggerOther, Effect: s, On: []GameEvent{EventCombat}}
	a.Understood = false
	a.Why = "the engine does not model what it does; it acts only as this attacks (CR 701.43a), which no question has"
	return true
}
