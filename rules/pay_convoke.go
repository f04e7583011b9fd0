package rules

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Convoke and improvise let the caster tap permanents as the spell's total
// cost is paid, each paying a part of it (CR 702.51a, 702.126a): for
// convoke, an untapped creature the caster controls pays for {1} or for
// one colored mana of one of its colors; for improvise, an untapped
// artifact pays for {1}. Neither taps with {T} (summoning sickness does
// not matter, CR 302.6), neither is mana, and both apply only after the
// total cost is locked in (702.51b, 702.126b), after the mana abilities
// were activated (601.2g–h): a permanent tapped for its own mana can't be
// tapped again for them, and one still untapped can.
//
// The pay question reads each such permanent as one more use of it: a
// unit that pays only this spell's cost (not a mana ability's), of one of
// the creature's colors, or generic only where it has none (improvise;
// a colorless creature). A cost with {C} or {S}, which only mana pays
// (107.4b, 107.4h), is not worked out this way; nor are boards where a
// permanent could be untapped, sacrificed or made first, which change
// what can be tapped: those keep the answer from mana alone.

// tapsToPayOf reads a spell's convoke or improvise: the kind of permanent
// its caster taps, the keyword and its rule; ok is false for a spell with
// neither, or with both.
func tapsToPayOf(card *catalog.Card) (kind, keyword, rule string, ok bool) {
	if card == nil {
		return "", "", "", false
	}
	for _, line := range strings.Split(card.Oracle, "\n") {
		l := strings.ToLower(strings.TrimSpace(line))
		k, r, found := tapsToPay(l)
		if !found {
			continue
		}
		if ok {
			return "", "", "", false
		}
		kind, keyword, rule, ok = k, strings.Fields(l)[0], r, true
	}
	return kind, keyword, rule, ok
}

// addTapsToPay adds to the player's sources, for a spell with convoke or
// improvise, a use of each untapped permanent it can tap, beside the
// permanent's mana abilities (joinUses): it is tapped for one or the
// other. It returns why it did not, "" where it did (out.tapsToPay then
// holds the keyword).
func (w *world) addTapsToPay(player string, card *catalog.Card, out *paySources, byKey *groupIndex, groupOf []int) string {
	kind, keyword, _, ok := tapsToPayOf(card)
	if !ok {
		return "it has no convoke or improvise"
	}
	switch {
	case w.onlyMana:
		return "only mana pays {C} and {S}"
	case slices.ContainsFunc(out.outlets, func(o sacOutlet) bool { return o.exile }):
		return "an outlet that exiles creatures for mana may exile a permanent first"
	case len(out.outlets) > 0:
		return "a sacrifice outlet may sacrifice a permanent first"
	case out.untappers:
		return "an ability may untap a permanent first"
	case out.asWhite:
		return "mana is spent as though it were white or colorless"
	case w.spendsAsAny(player) != nil:
		return "mana is spent as though it were mana of any color, and a permanent tapped to " + keyword + " is no mana"
	}
	for _, g := range out.groups {
		if g.apart || g.repeat || g.untap {
			return "a permanent's mana ability may be used apart from tapping it"
		}
	}
	word := Capital(kind)
	var candidates []*perm
	for _, q := range w.perms {
		if q.Controller != player || q.Tapped || !q.is(word) {
			continue
		}
		if slices.Contains(out.tapCostTapped, q) {
			// Its own {T} pays for that ability: it can't then be tapped
			// for the spell too (CR 601.2g-h, 602.2b).
			return q.name + " may be tapped for its own ability that taps another permanent, or to " + keyword
		}
		if t := out.tapCostIdle; t != nil && isA(q, t.a.Cost.TapType) {
			// Which permanents its activations tap is not named: one of
			// them may be this one, which can't then be tapped for the
			// spell too (CR 601.2g-h, 602.2b).
			return Possessive(t.p.name) + " ability \u201c" + t.a.Text + "\u201d may tap " + q.name + " for its cost, which could otherwise be tapped to " + keyword
		}
		if kind == "creature" && q.colorsUnsure() {
			return q.name + "'s colors are not known"
		}
		candidates = append(candidates, q)
	}
	joined := map[int]bool{}
	for _, q := range candidates {
		var uses []payUse
		colors := q.colors & AllColors
		if kind != "creature" {
			colors = 0
		}
		if colors == 0 {
			uses = append(uses, tapToPayUse(q, keyword, Colorless))
		}
		for _, c := range colors.Colors() {
			uses = append(uses, tapToPayUse(q, keyword, c))
		}
		out.joinUses(groupOf[q.i], joined, q.name, tapsToPayKey, uses, byKey)
	}
	out.tapsToPay = keyword
	return ""
}

// tapsToPayKey marks the group of a permanent that makes no mana of its
// own and is tapped for convoke or improvise.
const tapsToPayKey = "^"

// tapToPayUse is permanent q tapped for the spell's keyword (convoke,
// improvise), paying for one mana of color c or for {1}, or for {1} only
// where c is Colorless.
func tapToPayUse(q *perm, keyword string, c Color) payUse {
	// The action is the same for each color: which symbol the tap pays
	// for is no choice of the way (the ways are merged).
	u := payUse{ability: Capital(keyword), tapsToPay: true, pool: One(c), action: "tap " + q.name + " to " + keyword}
	u.made[unitKind(c, false, true)] = 1
	return u
}

// hasSnowSymbol reports whether a cost has {S}.
func hasSnowSymbol(c ManaCost) bool {
	for _, s := range c.Symbols {
		if s.Kind == SymSnow {
			return true
		}
	}
	return false
}

// explainTapsToPay says how the spell's convoke or improvise is paid.
func explainTapsToPay(e *explainer, card *catalog.Card, player string) {
	kind, keyword, rule, _ := tapsToPayOf(card)
	what := "for {1} or for one mana of one of its colors"
	if kind != "creature" {
		what = "for {1}"
	}
	e.step(fmt.Sprintf("%s has %s: as its total cost is paid, each untapped %s %s can be tapped to pay %s, summoning sick or not; it is no mana, and pays only the spell, after the mana abilities, so %s tapped for mana can't be tapped for it too", card.Name, keyword, kind, PlayerDoes(player, "controls"), what, article(kind)), rule, "302.6", "601.2h")
}

// tapsMayGrow says why a "no" for a spell with convoke or improvise may
// not stand: an ability the player can activate first may make or change
// a permanent that could then be tapped for it (a token, a permanent put
// onto the battlefield, one that becomes a creature or an artifact), or a
// land may be made a creature; "" where none can.
func tapsMayGrow(ctx context.Context, b *Board, player string, card *catalog.Card, keyword string) string {
	kind, _, _, _ := tapsToPayOf(card)
	word := Capital(kind)
	for _, w := range buildWorlds(ctx, b) {
		for _, p := range w.perms {
			if p.Controller != player {
				continue
			}
			for _, a := range p.abilities {
				if p.Tapped && a.Cost.Untap && p.is(word) {
					// Its {Q} untaps it (CR 107.6): once its ability is
					// activated, it can be tapped for the spell.
					return fmt.Sprintf("%s ability \u201c%s\u201d untaps it, and then it could be tapped for %s's %s; the engine does not work that out", Possessive(p.name), a.Text, card.Name, keyword)
				}
				if makesOrChanges(a) {
					return fmt.Sprintf("%s ability \u201c%s\u201d may make or change a permanent first, which could then be tapped for %s's %s; the engine does not work that out", Possessive(p.name), a.Text, card.Name, keyword)
				}
				if q := w.diesBackUntapped(p, a, word); q != "" {
					return fmt.Sprintf("%s ability \u201c%s\u201d may put %s into a graveyard first, and what its dying returns or creates enters untapped and could then be tapped for %s's %s; the engine does not work that out", Possessive(p.name), a.Text, q, card.Name, keyword)
				}
			}
		}
	}
	if len(animations(ctx, b, player)) > 0 {
		return fmt.Sprintf("a land that can be made a creature first could then be tapped for %s's %s; the engine does not work that out", card.Name, keyword)
	}
	return ""
}

// diesBackUntapped names a permanent of the kind word that p's mana or
// other activated ability a may put into a graveyard (movedBy) and whose
// dying returns it (persist, undying) or creates creature tokens
// (afterlife), untapped (CR 702.79a, 702.93a, 702.135a); "" for none.
func (w *world) diesBackUntapped(p *perm, a *Ability, word string) string {
	if a.Kind != KindActivated && a.Kind != KindMana {
		return ""
	}
	moved, grave := w.movedByAbility(p, a)
	for _, m := range moved {
		kw := diesKeyword(m)
		if grave[m] && (kw == "persist" || kw == "undying") && m.is(word) || grave[m] && strings.HasPrefix(kw, "afterlife ") && word == "Creature" {
			return m.name
		}
	}
	return ""
}

// tapsToPayLast lists the permanents tapped for convoke or improvise
// after the mana abilities, which are activated first (CR 601.2g–h),
// each list in its order.
func (src *paySources) tapsToPayLast(picks []payPick) []payPick {
	if src.tapsToPay == "" {
		return picks
	}
	return picksLast(picks, func(pk payPick) bool { return src.groups[pk.group].uses[pk.use].tapsToPay })
}
