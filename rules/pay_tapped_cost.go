package rules

import (
	"context"
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// reTapsEffect: an effect that taps a permanent ("Tap target artifact.",
// "tap all creatures").
var reTapsEffect = regexp.MustCompile(`(?i)(?:^|[.;,] |\band )tap (?:target|all|each|up to|another|any number)\b`)

// tappedCostUnread says why the engine can't rule a "no" where an effect
// on spells' costs applies only while its permanent is tapped (Centaur
// Omenreader) or untapped (Trinisphere), that permanent is untapped, and
// player can tap it before the spell is cast: the total cost is
// determined as the spell is cast (CR 601.2f), and a permanent tapped for
// mana or by an ability resolved first leaves its mana in the pool
// (106.4), so the cost may then be less; "" where there is none.
func tappedCostUnread(ctx context.Context, b *Board, player string, card *catalog.Card, x int) string {
	for _, w := range buildWorlds(ctx, b) {
		for _, p := range w.perms {
			if p.Tapped {
				continue
			}
			for _, a := range p.abilities {
				st := a.Static
				if a.Kind != KindStatic || st == nil || st.Kind != StaticSpellCost {
					continue
				}
				while := ""
				switch {
				case st.SpellCostAtLeast > 0:
					while = "untapped"
				case st.SpellCostWhileTapped && st.SpellCost < 0 && (st.SpellWhose != "you" || p.Controller == player):
					while = "tapped"
				default:
					continue
				}
				if !w.spellCostMayApply(p, st, player, card, x) {
					continue
				}
				if by := w.tapsFirst(ctx, p, player); by != "" {
					return Possessive(p.name) + " ability \u201c" + a.Text + "\u201d applies only while it is " + while + ", and " + by + " can tap it before the spell is cast, while the mana made stays in the pool; the engine does not work out what that changes (CR 601.2f, 106.4)"
				}
			}
		}
	}
	return ""
}

// tapsFirst names an ability of player's that can tap p now, before a
// spell is cast: a mana ability of p with {T} in its cost, a cost that
// taps an untapped permanent of p's kind (Springleaf Drum), or an
// activated ability whose effect taps a permanent; "" where there is
// none.
func (w *world) tapsFirst(ctx context.Context, p *perm, player string) string {
	mine := w.permsOf(player)
	for _, q := range w.perms {
		if q.Controller != player {
			continue
		}
		for _, a := range q.abilities {
			if a.Kind != KindMana && a.Kind != KindActivated && a.Kind != KindIntrinsic {
				continue
			}
			taps := false
			switch {
			case q == p && a.Kind != KindActivated && a.Cost.Tap:
				taps = true
			case a.Cost.TapUntapped > 0 && p.Controller == player && q != p && isA(p, a.Cost.TapType):
				taps = true
			case a.Kind == KindActivated:
				if _, effect, ok := splitCost(oracleFolder.Replace(a.Text)); ok && reTapsEffect.MatchString(withoutReminders(effect)) {
					taps = tapsKindOf(withoutReminders(effect), p)
				}
			}
			if taps && w.canActivate(q, a).ok && (a.Kind != KindActivated || w.affordable(ctx, q, a, mine, 0)) {
				return Possessive(q.name) + " ability \u201c" + a.Text + "\u201d"
			}
		}
	}
	return ""
}

// sacrificedCostUnread says why the engine can't rule a "no" where
// player can sacrifice for mana, before the spell is cast, a permanent
// whose effect raises spells' costs or sets their least cost (Thalia,
// Guardian of Thraben, Trinisphere beside Ashnod's Altar): the spell cast
// after it is gone costs less, the mana staying in the pool (CR 601.2f,
// 106.4). A reduction sacrificed as the spell is cast still applies, its
// total cost locked in, so the answer reads it as it is. "" where there
// is none.
func sacrificedCostUnread(ctx context.Context, b *Board, player string, card *catalog.Card, x int) string {
	for _, w := range buildWorlds(ctx, b) {
		outs, why := w.sacOutletsOf(ctx, player, card, newExplainer())
		if why != "" {
			return ""
		}
		for _, q := range w.perms {
			if q.Controller != player {
				continue
			}
			for _, a := range q.abilities {
				st := a.Static
				if a.Kind != KindStatic || st == nil || st.Kind != StaticSpellCost || spellCostReduces(st) || !w.spellCostMayApply(q, st, player, card, x) {
					continue
				}
				for _, o := range outs {
					if !o.idle && o.sacrificeable(q) {
						return Possessive(o.p.name) + " ability \u201c" + o.a.Text + "\u201d can sacrifice " + q.name + " before the spell is cast, while the mana made stays in the pool, and its ability \u201c" + a.Text + "\u201d then no longer changes the spell's cost; the engine does not work out what that changes (CR 601.2f, 106.4)"
					}
				}
			}
		}
	}
	return ""
}

// spellCostReduces reports whether an effect on spells' costs can only
// lower them: generic mana less, or colored mana taken from the cost.
func spellCostReduces(st *StaticSpec) bool {
	if st.SpellCostAtLeast > 0 || st.SpellTax {
		return false
	}
	if st.SpellCostMana != "" {
		return st.SpellCost != 0 || st.SpellCostColoredOnly
	}
	return st.SpellCost < 0
}

// reTapTarget is what an effect that taps names: "Tap target artifact,
// creature, or land." gives "artifact, creature, or land".
var reTapTarget = regexp.MustCompile(`(?i)\btap (?:target|all|each|up to \w+ target|another target) ([a-z ,]+?)(?:\.|$| you| an opponent| your| with| that)`)

// tapsKindOf reports whether the permanents effect taps may include p: by
// the card types it names, any where it names none the engine reads.
func tapsKindOf(effect string, p *perm) bool {
	m := reTapTarget.FindStringSubmatch(effect)
	if m == nil {
		return true
	}
	named := false
	for _, w := range strings.FieldsFunc(strings.ToLower(m[1]), func(r rune) bool { return r == ' ' || r == ',' }) {
		w = strings.TrimSuffix(w, "s")
		switch w {
		case "permanent":
			return true
		case "artifact", "creature", "land", "enchantment", "planeswalker":
			named = true
			if p.is(strings.ToUpper(w[:1]) + w[1:]) {
				return true
			}
		}
	}
	return !named
}

// spellCostMayApply reports whether p's effect on spells' costs, st, may
// apply to the spell player casts, card (nil: not named) with X x, as
// spellCostChanges reads it, leaving aside whether p is tapped: whose
// spells, whose turn, and which spells. Where that is not known, it may.
func (w *world) spellCostMayApply(p *perm, st *StaticSpec, player string, card *catalog.Card, x int) bool {
	if st.SpellCostAtLeast > 0 {
		return true
	}
	switch st.SpellWhose {
	case "you":
		if p.Controller != player {
			return false
		}
	case "opponents":
		if !w.b.opponents(p.Controller, player) {
			return false
		}
	}
	if st.SpellCostNotOwnTurn && w.b.activeTeam(player) || st.SpellCostOwnTurnOnly && !w.b.activeTeam(p.Controller) {
		return false
	}
	if st.Spells != nil && card != nil {
		applies, why := spellFilterApplies(st.Spells, st.SpellKind, p, card, x)
		return applies || why != ""
	}
	return true
}
