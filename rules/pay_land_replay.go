package rules

import (
	"cmp"
	"context"
	"regexp"
	"strings"
)

// A land made to leave the battlefield may be played again. In a main
// phase of their turn, with a land play left, a player may tap a land for
// mana, return it to their hand (Trade Routes, Meloku's cost, Storm
// Cauldron's trigger), put it into their graveyard where they may play
// lands from there (Crucible of Worlds beside Zuran Orb, Squandered
// Resources, a fetch land) or on top of their library where they may play
// lands from there (Oracle of Mul Daya), then play it and tap it again:
// the mana made stays in the pool meanwhile (CR 305.1, 305.2, 116.2a,
// 106.4, 601.2g). The board shows which land that would be, but the
// engine does not work out these plays; where one can be made, pay and
// mana stop.

var (
	// reLandToHand: text that returns a land (or a permanent, which may
	// be one) to its owner's or its controller's hand, as a cost or an
	// effect ("Return target land you control to its owner's hand.",
	// "Return a land you control to its owner's hand:").
	reLandToHand = regexp.MustCompile(`(?i)\breturn\b[^.:]*\b(?:lands?|permanents?)\b[^.:]*\bto (?:its|their|your) (?:owner's |owners' |controller's )?hands?\b`)
	// reReturnsNoLand: a return to a hand whose object is no land on the
	// battlefield: its own permanent ("Return this permanent", a Sliver's),
	// a nonland permanent, the Auras attached to one.
	reReturnsNoLand = regexp.MustCompile(`(?i)\breturn (?:this|another target nonland|target nonland|all auras attached)\b|\bnonland permanents?\b[^.:]*\bto (?:its|their) owners?'s? hands?`)
	// reLandCard: a land card, in a zone other than the battlefield
	// (Petrified Field's "Return target land card from your graveyard
	// to your hand.", a fetch's "Search your library for a basic land
	// card"), which the board does not show.
	reLandCard = regexp.MustCompile(`(?i)\bland cards?\b`)
	// reTappedLandToHand: a trigger on a land tapped for mana that
	// returns it (Storm Cauldron).
	reTappedLandToHand = regexp.MustCompile(`(?i)\breturn it to its owner's hand\b`)
	// rePlaysFromGraveyard, rePlaysFromLibrary: a permission to play lands
	// from a graveyard (Crucible of Worlds, Ramunap Excavator) or from the
	// top of a library (Oracle of Mul Daya, Courser of Kruphix).
	rePlaysFromGraveyard = regexp.MustCompile(`(?i)\bplay (?:lands|land cards|a land|a land card)[^.]*\bfrom (?:your|a|any) graveyard\b`)
	rePlaysFromLibrary   = regexp.MustCompile(`(?i)\bplay (?:lands|land cards|a land|a land card)[^.]*\bfrom the top of your library\b`)
	// reLandToGraveyard: text that may put a land (or a permanent) its
	// controller controls into a graveyard: a sacrifice or destruction of
	// one ("Sacrifice a land:", "Destroy target land.").
	reLandToGraveyard = regexp.MustCompile(`(?i)\b(?:sacrifices?|destroys?)\b[^.:]*\b(?:lands?|permanents?|Plains|Islands?|Swamps?|Mountains?|Forests?)\b`)
	// reDuringNext is a sentence that happens in a later turn ("During your
	// next untap step, … return Undiscovered Paradise to its owner's
	// hand."), after the mana made now has left the pool.
	reDuringNext = regexp.MustCompile(`(?i)[^.]*\bduring your next\b[^.]*\.`)
	// reLandCardToHand: text that puts a land card into its controller's
	// hand from another zone: a search of the library (Renegade Map,
	// Expedition Map), a return from the graveyard (Petrified Field,
	// Wrenn and Six), a look at the top of the library (Vivien Reid).
	reLandCardToHand = regexp.MustCompile(`(?i)\bland cards?\b[^.]*\b(?:into|to) your hand\b`)
	// reCreatureToGraveyard: a sacrifice of a creature, which is a land
	// where a land is a creature (Dryad Arbor).
	reCreatureToGraveyard = regexp.MustCompile(`(?i)\bsacrifices? (?:a|an|another|target) creatures?\b`)
	// reLandToLibraryTop: text that puts a land (or a permanent) on top of
	// its owner's library.
	reLandToLibraryTop = regexp.MustCompile(`(?i)\bput\b[^.:]*\b(?:lands?|permanents?)\b[^.:]*\bon top of (?:its owner's|their owners'|your) library\b`)
)

// landReplay says why the engine can't rule on the mana player can make
// now, where they may play a land now and a land they control may leave
// the battlefield to be played again (see above); "" where none can. An
// ability counts where it can be activated now, with its targets, and its
// mana cost paid (affordable); what it does at the beginning of a later
// step comes after the mana has left the pool.
func (w *world) landReplay(ctx context.Context, player string) string {
	if !w.mayPlayLandNow(player) {
		return ""
	}
	mine := w.permsOf(player)
	hasLand, landCreature := false, false
	fromGraveyard, fromLibrary := "", ""
	for _, p := range mine {
		hasLand = hasLand || p.is("Land")
		landCreature = landCreature || p.is("Land") && p.is("Creature")
		for _, a := range p.abilities {
			if !containsFoldASCII(a.Text, "play") {
				// A regular expression costs more than this test.
				continue
			}
			if rePlaysFromGraveyard.MatchString(a.Text) {
				fromGraveyard = p.name
			}
			if rePlaysFromLibrary.MatchString(a.Text) {
				fromLibrary = p.name
			}
		}
	}
	if !hasLand {
		return ""
	}
	why := func(p *perm, a *Ability, how string) string {
		return Possessive(p.name) + " ability \u201c" + a.Text + "\u201d " + how + ", and " + PlayerDoes(player, "may") + " play a land now: a land tapped for mana and then played again makes its mana again, while the first stays in the pool (CR 305.2, 116.2a, 106.4, 601.2g); the engine does not work that out"
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if !containsFoldASCII(a.Text, "hand") && !containsFoldASCII(a.Expanded, "hand") && fromGraveyard == "" && fromLibrary == "" {
				// Most abilities: nothing to read further.
				continue
			}
			text := reDuringNext.ReplaceAllString(reDelayedSentence.ReplaceAllString(cmp.Or(a.Expanded, a.Text), ""), "")
			if a.Trigger != nil && a.Trigger.AfterMana && reTappedLandToHand.MatchString(text) {
				// Storm Cauldron's trigger returns a land of any player
				// tapped for mana.
				return why(p, a, "returns a land tapped for mana to its owner's hand")
			}
			if p.Controller != player && !othersMayActivate(a) {
				continue
			}
			if a.Kind != KindActivated && a.Kind != KindMana {
				continue
			}
			how, controls := "", PlayerDoes(player, "controls")
			card := reLandCard.MatchString(text)
			switch {
			case reLandToHand.MatchString(text) && !card && !reReturnsNoLand.MatchString(text), p.is("Land") && returnsSelf(p, text):
				how = "may return a land " + controls + " to " + theirFor(player) + " hand"
			case reLandCardToHand.MatchString(text):
				how = "may put a land card into " + theirFor(player) + " hand (one sacrificed first, or one the board does not show)"
			case fromGraveyard != "" && (reLandToGraveyard.MatchString(text) && !card || p.is("Land") && sacrificesSelf(p, text) || landCreature && reCreatureToGraveyard.MatchString(text)):
				how = "may put a land " + controls + " into " + theirFor(player) + " graveyard, from which " + fromGraveyard + " lets " + PlayerName(player) + " play it"
			case fromLibrary != "" && reLandToLibraryTop.MatchString(text) && !card:
				how = "may put a land " + controls + " on top of " + theirFor(player) + " library, from which " + fromLibrary + " lets " + PlayerName(player) + " play it"
			default:
				continue
			}
			if w.surelyInactive(p, a) || !w.canActivate(p, a).ok || !w.targetsAvailable(p, a).ok || !w.affordable(ctx, p, a, mine, 0) {
				continue
			}
			return why(p, a, how)
		}
	}
	return ""
}

// returnsSelf reports whether text, an ability of p, returns p to its
// owner's hand (Oboro, Palace in the Clouds' "{1}: Return Oboro to its
// owner's hand.").
func returnsSelf(p *perm, text string) bool {
	low := strings.ToLower(text)
	return strings.Contains(low, "return this") || strings.Contains(low, "return "+strings.ToLower(p.name)+" to")
}

// sacrificesSelf reports whether text, an ability of p, sacrifices p
// ("Sacrifice this land", "Sacrifice Evolving Wilds", Gemstone Mine's
// "sacrifice it").
func sacrificesSelf(p *perm, text string) bool {
	low := strings.ToLower(text)
	return strings.Contains(low, "sacrifice this") || strings.Contains(low, "sacrifice it") || strings.Contains(low, "sacrifice "+strings.ToLower(p.name))
}

// mayPlayLandNow reports whether player may play a land now, as far as
// the board says: it is a main phase of their turn (or their team's) and
// they have played fewer lands this turn than the effects on the board
// allow (CR 305.2, 305.3, 505.6b). Effects that stop land plays are not
// weighed: this only bounds where a replayed land is looked for.
func (w *world) mayPlayLandNow(player string) bool {
	b := w.b
	if !b.activeTeam(player) || b.Step != StepMain1 && b.Step != StepMain2 {
		return false
	}
	plays := 1
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Static == nil || a.Static.Kind != StaticExtraLands {
				continue
			}
			if a.Static.Who == "you" && p.Controller != player {
				continue
			}
			if a.Static.AnyLands {
				return true
			}
			plays += a.Static.Lands
		}
	}
	pl := b.Player(player)
	return pl == nil || pl.LandsPlayed < plays
}
