package rules

import (
	"fmt"
	"regexp"
	"strings"
)

// Upkeep triggers that have a player sacrifice a permanent of a kind, of
// their choice: "At the beginning of each player's upkeep, that player
// sacrifices an artifact, creature, or land." (Braids, Cabal Minion), "At
// the beginning of your upkeep, sacrifice a creature." (Abhorrent
// Overlord). A player who controls none sacrifices nothing (CR 701.17a).
// What leaves changes no hand, library or draw; what it sets off (a
// creature dying) is read where it bears (unknownFor), and a permanent
// whose effect the upkeep reads that may be sacrificed stops the answer
// (sacrificedReads).

// reSacrificeElseDamage: Lord of the Pit's "sacrifice a creature other
// than this. If you can't, this deals 7 damage to you.": whether its
// controller can is read from the creatures they control (elseDamage).
var reSacrificeElseDamage = regexp.MustCompile(`^sacrifice a creature other than this\. If you can't, this deals (\w+) damage to you\.$`)

var reUpkeepSacrifice = regexp.MustCompile(`^(that player sacrifices|sacrifice) (an? [^.]+)\.$`)

// reUpkeepDestroy: The Abyss's "destroy target nonartifact creature that
// player controls of their choice. It can't be regenerated.": a
// permanent of the player's choice leaves, as a sacrifice does, unless
// it is indestructible (CR 701.8a, 702.12b).
var reUpkeepDestroy = regexp.MustCompile(`^destroy target ([a-z]+ [a-z]+|[a-z]+) that player controls of their choice\.(?: It can't be regenerated\.)?$`)

// sacrificeWords are the words the kind of permanent may be written in.
var sacrificeWords = map[string]bool{
	"a": true, "an": true, "or": true, "artifact": true, "creature": true, "enchantment": true,
	"land": true, "planeswalker": true, "permanent": true, "nonbasic": true, "monocolored": true,
	"multicolored": true, "white": true, "blue": true, "black": true, "red": true, "green": true,
	"nonwhite": true, "nonblue": true, "nonblack": true, "nonred": true, "nongreen": true,
	"nonartifact": true, "noncreature": true, "nonland": true, "other": true, "than": true, "this": true,
}

var reSacrificeSubtype = regexp.MustCompile(`^(?:non-)?[A-Z][a-z]+$`)

// compileUpkeepSacrifice reads the effect above into t.
func compileUpkeepSacrifice(t *TriggerSpec, body string) bool {
	if e := reSacrificeElseDamage.FindStringSubmatch(body); e != nil {
		n, ok := wordNumber(e[1])
		if !ok || n < 1 || n > maxUpkeepCount {
			return false
		}
		t.Sacrifices, t.SacWho, t.ElseDamage = "a creature other than this", "you", n
		return true
	}
	m := reUpkeepSacrifice.FindStringSubmatch(body)
	if d := reUpkeepDestroy.FindStringSubmatch(body); d != nil {
		m = []string{d[0], "that player sacrifices", article(d[1])}
		t.Destroys = true
	}
	if m == nil {
		return false
	}
	for _, w := range strings.Fields(strings.ReplaceAll(m[2], ",", "")) {
		if !sacrificeWords[w] && !reSacrificeSubtype.MatchString(w) {
			return false
		}
	}
	t.Sacrifices, t.SacWho = m[2], "you"
	if m[1] == "that player sacrifices" {
		t.SacWho = "that player"
	}
	return true
}

// sacrificer is the player who sacrifices.
func (t *upTrigger) sacrificer() string {
	if t.spec.SacWho == "that player" {
		return t.player
	}
	return t.controller
}

// mayBeSacrificed reports whether q may be what t has its player
// sacrifice: one they control of a card type the kind names, or of any
// where it names none it reads (a subtype, "permanent").
func (t *upTrigger) mayBeSacrificed(q *perm) bool {
	if q.Controller != t.sacrificer() {
		return false
	}
	named := false
	for _, w := range strings.Fields(strings.ReplaceAll(t.spec.Sacrifices, ",", "")) {
		switch w {
		case "artifact", "creature", "enchantment", "land", "planeswalker":
			named = true
			if q.is(capitalize(w)) {
				return true
			}
		}
	}
	return !named
}

// resolveSacrifice says what such a trigger does.
func resolveSacrifice(t *upTrigger, st upState) string {
	who := t.sacrificer()
	if t.spec.ElseDamage > 0 && !t.canSacrifice {
		did := applySteps(t.source, []upStep{{player: who, verb: "lose", n: t.spec.ElseDamage, damage: true}}, st)
		return fmt.Sprintf("%s ability (for %s) resolves: %s no other creature to sacrifice, so %s", Possessive(t.said()), PlayerName(t.player), PlayerDoes(who, "controls"), did)
	}
	what := t.sacrificeWhat()
	if t.spec.Destroys {
		return fmt.Sprintf("%s ability (for %s) resolves: %s of %s choice that %s is destroyed, unless it is indestructible, if %s one it can target", Possessive(t.said()), PlayerName(t.player), what, PlayerPossessive(who), PlayerDoes(who, "controls"), PlayerDoes(who, "controls"))
	}
	return fmt.Sprintf("%s ability (for %s) resolves: %s %s of %s choice, if %s one", Possessive(t.said()), PlayerName(t.player), PlayerDoes(who, "sacrifices"), what, theirFor(who), PlayerDoes(who, "controls"))
}

// elseDamage reads, for each trigger that deals damage where its
// controller can't sacrifice another creature (Lord of the Pit), whether
// they can: another creature they control as the upkeep begins. why says
// where that may change before it resolves: another such trigger, one
// that may change the permanents, or a creature whose toughness counts
// what the upkeep changes (CR 608.2h, 704.5f).
func elseDamage(w *world, trigs []*upTrigger) string {
	n := 0
	for _, t := range trigs {
		if t.spec.ElseDamage > 0 {
			n++
		}
	}
	if n == 0 {
		return ""
	}
	for _, t := range trigs {
		if t.spec.ElseDamage == 0 {
			continue
		}
		if n > 1 {
			return fmt.Sprintf("%s ability has %s sacrifice another creature or be dealt damage, and another such ability may take the creature first, which the engine does not follow", Possessive(t.source), PlayerName(t.controller))
		}
		for _, o := range trigs {
			cards := o.spec.Draw > 0 || o.spec.RevealToHand || o.steps != nil
			for _, x := range o.steps {
				switch x.verb {
				case "draw", "discard", "lose", "gain":
				default:
					cards = false
				}
			}
			if o != t && (!cards || o.spec.chooses() || o.spec.PaysMana || o.spec.Cumulative) {
				return fmt.Sprintf("%s ability has %s sacrifice another creature or be dealt damage, and %s ability may change the creatures %s before it resolves, which the engine does not follow", Possessive(t.source), PlayerName(t.controller), Possessive(o.source), PlayerDoes(t.controller, "controls"))
			}
		}
		if creatureCountsCards(w, t.controller) {
			return fmt.Sprintf("%s ability has %s sacrifice another creature or be dealt damage, and a creature %s has a toughness the upkeep may change, which the engine does not follow", Possessive(t.source), PlayerName(t.controller), PlayerDoes(t.controller, "controls"))
		}
		own := false
		for _, q := range w.perms {
			if q.Controller != t.controller || !q.is("Creature") {
				continue
			}
			if q.name == t.source && !own {
				own = true
				continue
			}
			t.canSacrifice = true
		}
	}
	return ""
}

// sacrificeWhat is what the trigger has its player sacrifice, in words
// naming its source.
func (t *upTrigger) sacrificeWhat() string {
	return strings.Replace(t.spec.Sacrifices, " other than this", " other than "+t.source, 1)
}
