package rules

import (
	"context"
	"regexp"
)

// reGainsLife is an effect that gains its controller life or prevents
// damage to them ("You gain 3 life.", Samite Healer's prevention).
var reGainsLife = regexp.MustCompile(`(?i)\byou gain (?:\d+|x|an?|one|two|three|four|five|that much) life\b|\bgain (?:\d+|x|one|two|three|four|five) life\b|\bprevent the next\b`)

// lifeFirst says why the engine can't rule on the mana player can make
// now where the board gives their life total, a mana ability of theirs
// takes life (Treasonous Ogre's "Pay 3 life", Ancient Tomb's damage), and
// an ability they can activate first gains them life or prevents damage
// (Bottle Gnomes, Soulmender): a player pays life only while their life
// total is at least the payment, and the life gained first may allow
// more (CR 119.4, 601.2g, 704.5a); "" where none.
func (w *world) lifeFirst(ctx context.Context, player string, mine []*perm) string {
	return w.lifeFirstTaking(ctx, player, mine, false)
}

// lifeFirstTaking is lifeFirst, where costTakes says the cost being paid
// may take life itself (a Phyrexian symbol, 107.4f): life gained first
// may then pay it, whatever the mana abilities take.
func (w *world) lifeFirstTaking(ctx context.Context, player string, mine []*perm, costTakes bool) string {
	if pl := w.b.Player(player); pl == nil || pl.Life == nil {
		return ""
	}
	takes := costTakes
	for _, p := range mine {
		for _, a := range p.abilities {
			if a.Kind == KindMana && costsLife(a) || (a.Kind == KindMana || a.Kind == KindTriggered || a.Kind == KindManaTrigger) && containsFoldASCII(a.Text, "damage to you") {
				takes = true
			}
		}
	}
	if !takes {
		return ""
	}
	for _, p := range mine {
		for _, a := range p.abilities {
			if a.Kind != KindActivated && !(a.Kind == KindMana && costTakes) {
				// A mana ability that gains life (Pristine Talisman's
				// "You gain 1 life.") resolves before life is paid
				// (601.2g-h), which only a cost that takes life reads.
				continue
			}
			// Damage its permanent deals with lifelink gains life too
			// (702.15b): Blood Cultist wearing Basilisk Collar.
			lifelink := hasKeyword(p, "lifelink") && reDealsDamage.MatchString(a.Text)
			if !lifelink && !containsFoldASCII(a.Text, "life") && !containsFoldASCII(a.Text, "prevent") {
				continue
			}
			if !lifelink && !reGainsLife.MatchString(a.Text) || w.surelyInactive(p, a) || !w.canActivate(p, a).ok || !w.targetsAvailable(p, a).ok || !w.affordable(ctx, p, a, mine, 0) {
				continue
			}
			if !costTakes && w.lifeTakenBelow(player) {
				return ""
			}
			return Possessive(p.name) + " ability \u201c" + a.Text + "\u201d can be activated first, before any mana is spent, and the life it gains or the damage it prevents changes how much life " + PlayerDoes(player, "has") + " to pay for mana or to stay above 0 (CR 119.4, 601.2g, 704.5a); the engine does not work that out"
		}
	}
	return ""
}

// lifeGainedFirstUnread is lifeFirstTaking in any world of b, for a cost
// that may take life itself (a Phyrexian symbol) or a way said to leave
// the player at 0 life: any life gained first may change it.
func lifeGainedFirstUnread(ctx context.Context, b *Board, player string) string {
	for _, w := range buildWorlds(ctx, b) {
		if why := w.lifeFirstTaking(ctx, player, w.permsOf(player), true); why != "" {
			return why
		}
	}
	return ""
}

// lifeTakenBelow reports whether player's life total, which the board
// gives, is more than all the life their mana abilities can take, each
// source's most once (Nomad Stadium's 1 damage beside a life total of
// 20), and no other text on the board speaks of life or damage: life
// gained first then changes no payment of life and keeps no player in the
// game who would not be (CR 119.4, 704.5a). An ability that takes life
// and can be activated again and again (no {T}), or damage the engine
// does not count, bounds nothing.
func (w *world) lifeTakenBelow(player string) bool {
	life, given, _ := boardLife(w.b, player, nil, false)
	if !given || w.b.Format == Format2HG || w.speakerOf(nil, "untap") != nil {
		// An untapper may let a land that deals damage be tapped again
		// (Ley Druid beside Ancient Tomb).
		return false
	}
	taken := 0
	for _, p := range w.perms {
		most, bounded := w.lifeTakenBy(p, player)
		if !bounded {
			return false
		}
		for _, a := range p.abilities {
			switch {
			case a.Kind == KindMana && costsLife(a):
				// Counted by lifeTakenBy.
			case a.Kind == KindActivated && reGainsLife.MatchString(a.Text) && !reLifeCost.MatchString(a.Text):
				// What gains the life.
			case reLifeOrDamage.MatchString(a.Text):
				return false
			}
		}
		taken += most
	}
	return life > taken
}

// lifeTakenBy is the most life one use of p's mana abilities that take
// life can take from player: the life its cost pays and the damage its
// riders deal (a painland's 1, Ancient Tomb's 2, Mana Confluence's 1
// life); bounded is false where such an ability can be activated again
// and again (no {T}) or a rider's damage is not read.
func (w *world) lifeTakenBy(p *perm, player string) (most int, bounded bool) {
	for _, a := range p.abilities {
		if a.Kind != KindMana || !costsLife(a) || p.Controller != player && !othersMayActivate(a) {
			continue
		}
		if !a.Cost.Tap || a.Mana == nil {
			return 0, false
		}
		n := a.Cost.PayLife
		for _, r := range a.Mana.Riders {
			if d, _, ok := w.riderDamage(p, r); ok {
				n += d
			} else if reLifeOrDamage.MatchString(r) {
				return 0, false
			}
		}
		most = max(most, n)
	}
	return most, true
}

// reLifeCost is a cost that pays life.
var reLifeCost = regexp.MustCompile(`(?i)\bpay \d+ life\b[^:]*:`)
