package rules

import (
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// castProhibited names the effect that says player can't cast card now,
// "" if none (CR 601.3, 101.2): a spell that can't be cast is never paid
// for. unsure says why the engine cannot tell: the mana value the effect
// reads depends on an X not given, or the effects' timestamps decide
// (buildWorlds).
func castProhibited(worlds []*world, player string, card *catalog.Card, x int, e *explainer) (why, unsure string) {
	if card.CardName == "" && len(card.Faces) > 1 && (card.Layout == "split" || card.Layout == "aftermath" || card.Layout == "adventure") {
		// A card cast as one of its halves: only the half chosen is
		// evaluated to see if it can be cast (709.3a, 715.3a), so it
		// can't be cast only where neither half can.
		var reasons, timed, timedRules []string
		halves := map[string][]string{}
		for _, f := range card.Faces {
			w, u := castProhibited(worlds, player, f, x, newExplainer())
			if w == "" && u == "" {
				// No effect prohibits this half: whether it may be
				// cast now, by its card type (117.1a), is what is left.
				no, _, rule, tu := castTiming(worlds[0].b, worlds, player, f, ownLines(f))
				switch {
				case tu != "":
					u = tu
				case no == "":
					return "", ""
				default:
					timed, timedRules = append(timed, no), append(timedRules, rule)
					continue
				}
			}
			switch {
			case u != "" && unsure == "":
				unsure = u
			case w != "":
				r := strings.TrimPrefix(w, f.Name+" can't be cast: ")
				if halves[r] == nil {
					reasons = append(reasons, r)
				}
				halves[r] = append(halves[r], f.Name)
			}
		}
		if len(reasons) == 0 {
			// Each half can't be cast now only for its type: the
			// question says so as for any card (checkSpell).
			return "", unsure
		}
		for i, r := range reasons {
			reasons[i] = r + " prohibits " + joinAnd(halves[r])
		}
		if unsure != "" {
			return "", unsure
		}
		reasons = append(reasons, timed...)
		e.step("Only the half of "+card.Name+" chosen as it is cast is evaluated to see if it can be cast, and neither half can be", "709.3a")
		for _, f := range card.Faces {
			castProhibited(worlds, player, f, x, e)
		}
		for i, t := range timed {
			e.step(t, "117.1a", timedRules[i])
		}
		return card.Name + " can't be cast: " + strings.Join(reasons, ", and "), ""
	}
	mv, mvWhy := faceManaValue(card)
	if card == faceDownSpell {
		// A face-down spell has no mana cost: its mana value is 0
		// (702.37c, 202.3a).
		mv, mvWhy = 0, ""
	}
	xs := strings.Count(strings.ToUpper(card.ManaCost), "{X}")
	// The mana value on the stack: X is as given (107.3m); where it is
	// not, or the card data does not say, both ends are tried.
	low, high := mv+xs*max(x, 0), mv+xs*max(x, 0)
	if mvWhy != "" {
		low, high = 0, 1<<20
	} else if xs > 0 && x < 0 {
		high = mv + xs*(1<<20)
	}
	for i, w := range worlds {
		lo, hi := w.cantBeCast(player, card, low, newExplainer()), w.cantBeCast(player, card, high, newExplainer())
		switch {
		case (lo == "") != (hi == "") && mvWhy != "":
			return "", mvWhy + ", and an effect on the board prohibits casting spells by mana value"
		case (lo == "") != (hi == ""):
			return "", "an effect on the board prohibits casting spells by mana value, and " + card.Name + " has {X} in its mana cost: give the value of X with x:"
		case i == 0:
			why = lo
		case (why == "") != (lo == ""):
			return "", "whether " + card.Name + " can be cast depends on the land-type-changing effects' timestamp order, which the board doesn't record"
		}
	}
	if why != "" {
		worlds[0].cantBeCast(player, card, low, e)
		return why, ""
	}
	// No effect whose choice is known prohibits it: one whose choice the
	// board does not give may.
	for _, w := range worlds {
		if u := w.castChoiceUnknown(player, card); u != "" {
			return "", u
		}
	}
	return "", ""
}

// faceDownSpell is a card cast face down, as the spell it is (CR 702.37c,
// 708.2): a 2/2 creature spell with no name, no mana cost, no color and no
// subtypes; what prohibits casting a card reads it so, and not the card
// face up.
var faceDownSpell = &catalog.Card{TypeLine: "Creature", Types: []string{"Creature"}, Power: "2", Toughness: "2", SpellColors: []string{}}

// endSentence ends s with a full stop unless it ends with one already,
// inside a closing quote or not.
func endSentence(s string) string {
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, ".\u201d") {
		return s
	}
	return s + "."
}

// bestowedSpell is card cast for its bestow cost, as the spell it is (CR
// 702.103b): an Aura enchantment spell with enchant creature, with no
// creature type or creature subtypes, and the card's name, mana cost and
// colors.
func bestowedSpell(card *catalog.Card) *catalog.Card {
	c := *card
	c.TypeLine = "Enchantment \u2014 Aura"
	c.Types = []string{"Enchantment"}
	c.Subtypes = []string{"Aura"}
	return &c
}
