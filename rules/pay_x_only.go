package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// reSpendOnX is a spell's restriction on the mana spent on its X: "Spend
// only black mana on X." (Drain Life), "Spend only black and/or red mana
// on X." (Soul Burn).
var reSpendOnX = regexp.MustCompile(`^Spend only (white|blue|black|red|green)(?: and/or (white|blue|black|red|green))? mana on X\.$`)

// xSpentOnly reads card's restriction on the mana spent on its X (CR
// 107.3, 601.2h): the colors that may pay it, and the line; ok is false
// where the card has none, or it is on a mode (Atalya's "• … Spend only
// white mana on X.").
func xSpentOnly(card *catalog.Card) (colors []Color, line string, ok bool) {
	for _, l := range strings.Split(card.Oracle, "\n") {
		l = strings.TrimSpace(l)
		m := reSpendOnX.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		for _, w := range m[1:] {
			if w == "" {
				continue
			}
			c, _ := colorFromWord(w)
			colors = append(colors, c)
		}
		return colors, l, true
	}
	return nil, "", false
}

// spendOnlyOnX makes the generic mana the X of cost (n mana) is into
// symbols only its colors pay: {B} for each, or {B/R} for two colors,
// which pay it exactly as the restriction lets mana be spent.
func spendOnlyOnX(cost ManaCost, n int, colors []Color) ManaCost {
	cost.Symbols = slices.Clone(cost.Symbols)
	cost.Generic -= n
	sym := CostSymbol{Kind: SymColored, Colors: colors}
	if len(colors) == 2 {
		sym.Kind = SymHybrid
	}
	for range n {
		cost.Symbols = append(cost.Symbols, sym)
	}
	return cost
}

// explainSpendOnX says how the X of card is paid.
func explainSpendOnX(e *explainer, card *catalog.Card, line string, n int, colors []Color) {
	var words []string
	for _, c := range colors {
		words = append(words, c.Word())
	}
	e.step(fmt.Sprintf("%s says \u201c%s\u201d: the %s mana of X is paid with %s mana only, each as a symbol of %s", card.Name, line, countWord(n), strings.Join(words, " or "), map[bool]string{true: "that color", false: "those colors"}[len(colors) == 1]), "107.3", "601.2h")
}

// xOnly is xSpentOnly for the spell card paid for, where cost has {X}.
func xOnly(card *catalog.Card, cost ManaCost) ([]Color, string, bool) {
	if card == nil || cost.X == 0 {
		return nil, "", false
	}
	return xSpentOnly(card)
}

// reAbilitySpendOnX is an activated ability's restriction on the mana
// spent on its X, after its effect on the ability's line (Crimson
// Hellkite's "{X}, {T}: … Spend only red mana on X.") or on a mode of it
// (Atalya's "• … Spend only white mana on X.").
var reAbilitySpendOnX = regexp.MustCompile(`^(?:[^:]*\{X\}[^:]*: |• ).*\. Spend only (?:white|blue|black|red|green)(?: and/or (?:white|blue|black|red|green))? mana on X\.$`)

// abilityXOnly is the line of card's activated ability whose X may be
// paid only with mana of some colors, where the cost asked has X and
// card's mana cost does not: a cost like the ability's, asked with card:,
// which the answer takes to be the spell's. "" where there is none.
func abilityXOnly(card *catalog.Card, cost ManaCost) string {
	if card == nil || cost.X == 0 || strings.Contains(card.ManaCost, "{X}") {
		return ""
	}
	for _, l := range strings.Split(card.Oracle, "\n") {
		if l = strings.TrimSpace(l); reAbilitySpendOnX.MatchString(l) {
			return l
		}
	}
	return ""
}

// reSpendProduced is a spell's restriction on the sources of the mana
// spent to cast it: "Spend only mana produced by basic lands to cast
// Imperiosaur.", "Spend only mana produced by creatures to cast Myr
// Superion."
var reSpendProduced = regexp.MustCompile(`^Spend only mana produced by (basic lands|creatures) to cast (?:this spell|.+)\.$`)

// producedOnly reads card's restriction on the sources of the mana spent
// to cast it (CR 601.2h, 106.6): a test of a source, its words, and the
// line; nil where it has none.
func producedOnly(card *catalog.Card) (ok func(*perm) bool, words, line string) {
	if card == nil {
		return nil, "", ""
	}
	for _, l := range strings.Split(card.Oracle, "\n") {
		l = strings.TrimSpace(l)
		m := reSpendProduced.FindStringSubmatch(l)
		if m == nil || !strings.HasSuffix(l, "cast this spell.") && !strings.HasSuffix(l, "cast "+card.Name+".") {
			continue
		}
		if m[1] == "basic lands" {
			return func(p *perm) bool { return p.is("Land") && p.hasSuper("Basic") }, "a basic land", l
		}
		return func(p *perm) bool { return p.is("Creature") }, "a creature", l
	}
	return nil, "", ""
}

// producedByCreatures reports whether card lets only mana produced by
// creatures be spent to cast it (Myr Superion).
func producedByCreatures(card *catalog.Card) bool {
	_, words, _ := producedOnly(card)
	return words == "a creature"
}

// triggersProduce says whether the triggered mana abilities that add mana
// as p is tapped by a (Heartbeat of Spring, Wild Growth) have sources that
// pass ok: the mana they add is theirs (CR 106.12a, 605.1b); why is not ""
// where some do and some don't. first names a source of such an ability,
// "" where there is none.
func (w *world) triggersProduce(p *perm, a *Ability, ok func(*perm) bool) (pass bool, why, first string) {
	if !a.Cost.Tap {
		return false, "", ""
	}
	seen := false
	for _, q := range w.perms {
		for _, t := range q.abilities {
			if t.Kind != KindManaTrigger || t.Trigger == nil || !w.manaTriggerWatches(q, t.Trigger, p) {
				continue
			}
			if seen && ok(q) != pass {
				return false, first + " and " + q.name + " add mana when " + p.name + " is tapped for mana, and the spell's restriction on the sources of its mana allows only some of them; the engine does not tell that mana apart", first
			}
			pass, seen, first = ok(q), true, q.name
		}
	}
	return pass, "", first
}

// reMayMakeMana is an ability that is no mana ability but may let its
// controller make more mana: it untaps a permanent or adds mana (Deserted
// Temple's "Untap target land."). One that does neither (Myr Reservoir's
// "Return target Myr card from your graveyard to your hand.") changes no
// payment whatever mana pays its cost.
var reMayMakeMana = regexp.MustCompile(`(?i)\buntap\b|\badd\b`)

// producedOnlyPaysCosts says why a "no" may not stand where card lets
// only some sources' mana pay it (producedOnly): the other sources' mana
// may still pay the mana cost of an ability player may activate while
// paying (a Deserted Temple untapping a basic land, a creature's mana
// ability that costs mana), which the engine does not count; "" where
// no such ability is there.
func (w *world) producedOnlyPaysCosts(player string, card *catalog.Card) string {
	_, _, line := producedOnly(card)
	if line == "" {
		return ""
	}
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Cost.Mana != "" && (a.Kind == KindMana || a.Kind == KindActivated && reMayMakeMana.MatchString(a.Text)) {
				return fmt.Sprintf("%s says \u201c%s\u201d, and other mana may still pay the cost of %s ability \u201c%s\u201d, which the engine does not count", card.Name, line, Possessive(p.name), a.Text)
			}
		}
	}
	if !producedByCreatures(card) {
		return ""
	}
	for _, p := range w.permsOf(player) {
		for _, a := range p.abilities {
			if a.Kind != KindActivated || !reBecomesCreature.MatchString(a.Text) && !reAddsPermanents.MatchString(a.Text) {
				continue
			}
			if _, ok := landAnimation(p, a); ok || p.is("Creature") && p.is("Land") && isAnimateLand(p, a) {
				// A land made a creature first (payCreatureMana), or one
				// that is one already, which it makes no more so.
				continue
			}
			if l := w.canActivate(p, a); !l.ok && l.unknown == "" {
				continue
			}
			return fmt.Sprintf("%s says \u201c%s\u201d, and %s ability \u201c%s\u201d can make or change a permanent before it is cast, whose mana may then be produced by a creature; the engine does not work that out (CR 601.2g, 106.6)", card.Name, line, Possessive(p.name), a.Text)
		}
	}
	return ""
}
