package rules

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// auraHasNothing says why the Aura card can't enter the battlefield of b
// because nothing on it is a legal object for it to enchant, "" where
// something is or the board is not given; unknown says what the engine
// can't read where that may be so. Cast, an Aura spell targets what its
// enchant ability names, so shroud, hexproof (on a permanent another
// player controls) and protection bar a permanent (CR 303.4a, 115.1b,
// 601.2c); put onto the battlefield, its controller chooses a legal object
// as it enters, or it stays where it was (303.4f, 303.4g). An Aura that
// enchants a player always has one.
func auraHasNothing(ctx context.Context, b *Board, card *catalog.Card, cast bool) (why string, rules []string, unknown string) {
	return auraHasNothingFor(ctx, b, card, cast, Me)
}

// auraHasNothingFor is auraHasNothing for an Aura that caster casts or
// puts onto the battlefield.
func auraHasNothingFor(ctx context.Context, b *Board, card *catalog.Card, cast bool, caster string) (why string, rules []string, unknown string) {
	if !card.HasSubtype("Aura") || enchantsPlayer(card) && !cast || len(b.Permanents) == 0 && b.String() == "" && !b.emptied {
		return "", nil, ""
	}
	np := &Permanent{Card: card, Controller: caster}
	c := *b
	c.Permanents = append(append([]*Permanent(nil), b.Permanents...), np)
	legal, none := 0, 0
	worlds := buildWorlds(ctx, &c)
	for _, w := range worlds {
		var p *perm
		for _, q := range w.perms {
			if q.Permanent == np {
				p = q
			}
		}
		if p == nil {
			return "", nil, ""
		}
		if m := reEnchantPlayer.FindString(card.Oracle); m != "" {
			// "Enchant player": as a spell it targets a player, one who
			// can be a target (303.4a, 115.1b, 702.11c, 702.18a).
			p.spell = true
			l := w.playerTargetExists(p, m, strings.HasSuffix(m, "opponent"))
			if l.ok {
				legal++
				continue
			}
			none++
			why = fmt.Sprintf("%s can't be cast: as an Aura spell it targets what its enchant ability names (\u201c%s\u201d)%s", card.Name, m, strings.TrimPrefix(l.why, "it needs a target (\u201c"+m+"\u201d)"))
			rules = append([]string{"303.4a", "115.1b"}, l.rules[3:]...)
			continue
		}
		restriction, _ := enchantRestriction(p)
		if restriction == "" {
			// An enchant line the compiler does not read ("Enchant
			// creature you don't control", "Enchant non-Wall
			// creature"): with no permanent of its kind on the board it
			// has no target (303.4a, 115.1b); otherwise which may be
			// one is not read.
			line := unreadEnchant(card)
			if line == "" {
				return "", nil, ""
			}
			kind := enchantKind(line)
			if kind == "" || hasLegal(w, func(q *perm) bool { return q != p && (kind == "Permanent" || q.is(kind)) }) {
				return "", nil, fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not read, so it cannot tell what %s may enchant (CR 303.4a, 115.1b)", card.Name, line, card.Name)
			}
			none++
			if cast {
				why = fmt.Sprintf("%s can't be cast: as an Aura spell it targets what its enchant ability names (\u201c%s\u201d), and there is no %s on the board", card.Name, line, strings.ToLower(kind))
				rules = []string{"303.4a", "115.1b", "601.2c"}
			} else {
				why = fmt.Sprintf("%s has nothing it could enchant (\u201c%s\u201d): there is no %s on the board, so it stays in the zone it was to be put onto the battlefield from", card.Name, line, strings.ToLower(kind))
				rules = []string{"303.4f", "303.4g"}
			}
			continue
		}
		phrase := "Enchant " + capitalizeLandTypes(restriction)
		if strings.Contains(restriction, " card") {
			return "", nil, fmt.Sprintf("%s enchants a card (\u201c%s\u201d), not a permanent, and the board does not show the cards outside the battlefield (CR 303.4a, 115.1b)", card.Name, phrase)
		}
		unread, protected := "", ""
		fits := func(q *perm) bool {
			if q == p {
				return false
			}
			illegal, rules, u := w.auraIllegal(p, q)
			if u != "" && unread == "" {
				unread = u
			}
			if illegal != "" && protected == "" && slices.Contains(rules, "702.16c") {
				protected = illegal
			}
			return u == "" && illegal == ""
		}
		var l legality
		if cast {
			// As a spell, it has a spell's qualities for protection
			// (702.16b: Emrakul's "protection from colored spells").
			p.spell = true
			l = w.targetExistsWhere(p, phrase, fits)
		} else {
			l = legality{ok: true}
			if !hasLegal(w, fits) {
				l = legality{why: "nothing to enchant"}
			}
		}
		switch {
		case l.unknown != "":
			return "", nil, card.Name + ": " + l.unknown
		case l.ok:
			legal++
			continue
		case unread != "":
			return "", nil, unread
		}
		none++
		if cast {
			// As a spell it has its card's characteristics: the effects
			// that change permanents (Mycosynth Lattice, March of the
			// Machines) don't apply to it, and what it may target is read
			// on the spell (Lattice's rulings of 2004-12-01).
			var spell perm
			initPerm(&spell, p.i, np)
			if !slices.Equal(slices.Sorted(slices.Values(spell.types)), slices.Sorted(slices.Values(p.types))) || spell.colors != p.colors {
				return "", nil, fmt.Sprintf("%s as a spell has its card's types and colors, and effects on the board give it others as a permanent; the engine reads what it may enchant on the permanent only, not what the spell may target (CR 303.4a, 115.1b, 608.3c)", card.Name)
			}
			rest := strings.TrimPrefix(l.why, "it needs a target (\u201c"+phrase+"\u201d)")
			rules = append([]string{"303.4a", "115.1b"}, l.rules...)
			if protected != "" && strings.Contains(rest, "no such permanent") {
				// A permanent with protection from it can't be its
				// target (702.16b).
				rest = " and no such permanent can be its target: " + protected
				rules = []string{"303.4a", "115.1b", "702.16b"}
			}
			why = fmt.Sprintf("%s can't be cast: as an Aura spell it targets what its enchant ability names (\u201c%s\u201d)%s", card.Name, phrase, rest)
		} else {
			why = fmt.Sprintf("%s has nothing it could enchant (\u201c%s\u201d): no permanent on the board is one it may be attached to, so it stays in the zone it was to be put onto the battlefield from", card.Name, phrase)
			rules = []string{"303.4f", "303.4g"}
		}
	}
	if legal > 0 && none > 0 {
		return "", nil, card.Name + " has something it could enchant in one order of the board's effects and nothing in another, and the board does not record their order (CR 613.7)"
	}
	if legal == 0 && none > 0 && cast {
		if u := targetEnablersUnread(worlds, card, caster); u != "" {
			return "", nil, why + "; " + u
		}
	}
	if legal > 0 {
		if cast {
			// Text the engine doesn't read for a spell's targets may
			// keep it from the one it has (Gaea's Revenge, Dense
			// Foliage).
			return "", nil, targetLimitsUnread(worlds, card, np, caster)
		}
		return "", nil, ""
	}
	return why, rules, ""
}

// hasLegal reports whether some permanent of w fits.
func hasLegal(w *world, fits func(q *perm) bool) bool {
	for _, q := range w.perms {
		if fits(q) {
			return true
		}
	}
	return false
}

// unreadEnchant is an Aura card's "Enchant …" line, without reminder
// text, where it has one; "" for none.
func unreadEnchant(card *catalog.Card) string {
	for _, l := range ownLines(card) {
		if strings.HasPrefix(l, "Enchant ") {
			return strings.TrimSuffix(l, ".")
		}
	}
	return ""
}

// enchantKind is the card type an enchant line's words end on ("Enchant
// non-Wall creature": Creature), "" where none is read.
func enchantKind(line string) string {
	kind := ""
	words := strings.Fields(strings.ToLower(strings.TrimPrefix(line, "Enchant ")))
	types := []string{"creature", "land", "artifact", "enchantment", "planeswalker", "permanent"}
	for _, w := range words {
		w = strings.TrimSuffix(w, ",")
		switch {
		case slices.Contains(types, w):
			if kind != "" {
				// "artifact or creature": more kinds than one.
				return ""
			}
			kind = strings.ToUpper(w[:1]) + w[1:]
		case w == "card" || w == "player" || w == "opponent" || w == "spell":
			return ""
		case (w == "or" || w == "and") && kind == "":
			return ""
		}
	}
	return kind
}
