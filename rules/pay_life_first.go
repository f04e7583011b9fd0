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
	if pl := w.b.Player(player); pl == nil || pl.Life == nil {
		return ""
	}
	takes := false
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
			if a.Kind != KindActivated || !containsFoldASCII(a.Text, "life") && !containsFoldASCII(a.Text, "prevent") {
				continue
			}
			if !reGainsLife.MatchString(a.Text) || w.surelyInactive(p, a) || !w.canActivate(p, a).ok || !w.targetsAvailable(p, a).ok || !w.affordable(ctx, p, a, mine, 0) {
				continue
			}
			return Possessive(p.name) + " ability \u201c" + a.Text + "\u201d can be activated first, before any mana is spent, and the life it gains or the damage it prevents changes how much life " + PlayerDoes(player, "has") + " to pay for mana or to stay above 0 (CR 119.4, 601.2g, 704.5a); the engine does not work that out"
		}
	}
	return ""
}

// lifeFirstUnread is lifeFirst in any world of b.
func lifeFirstUnread(ctx context.Context, b *Board, player string) string {
	for _, w := range buildWorlds(ctx, b) {
		if why := w.lifeFirst(ctx, player, w.permsOf(player)); why != "" {
			return why
		}
	}
	return ""
}
