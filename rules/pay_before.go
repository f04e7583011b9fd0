package rules

import (
	"cmp"
	"context"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// What a player can do before a cost is paid, besides the untappers
// (pay_untaps.go), free haste Equipment (pay_equip.go) and lands made
// creatures (pay_animate.go): "now", for pay and mana, includes
// activating abilities that are not mana abilities, which resolve before
// the spell is cast, while the mana already made stays in the pool
// (CR 601.2g, 106.4). An ability that can change the mana the player's
// permanents make, activated first, stops the answer where the engine
// does not work it out: a fetch land or a Knight of the Reliquary puts an
// untapped land onto the battlefield (it makes mana of its own); an
// Elsewhere Flask or a Mystic Compass changes a land's basic land type
// (305.7: its mana with it), Arcum's Weathervane makes one snow; a
// storage land or a Gemstone Array puts the counters its own mana ability
// removes, proliferate or a pump raises what Marwyn counts; Aladdin gains
// control of an artifact, Shapesharer makes a creature a copy of another;
// an equip ability moves an Equipment that gives a mana ability or haste
// to a creature that can then be tapped for mana (Paradise Mantle,
// Swiftfoot Boots); an ability gives haste to a creature with summoning
// sickness that has a {T} mana ability; a token with a mana ability
// (Eldrazi Spawn) or a copy is created; Isochron Scepter or a hideaway
// land casts or plays a card the board does not show; Sasaya flips;
// Eldrazi Displacer returns a Peregrine Drake, whose enters ability
// untaps lands again. Mana already in the pool is pay_pool.go's, a land
// played again pay_land_replay.go's, life gained first pay_life_first.go's.

var (
	// reToBattlefield: an effect that puts a permanent onto the
	// battlefield ("put it onto the battlefield", "return it to the
	// battlefield").
	reToBattlefield = regexp.MustCompile(`(?i)\b(?:onto|to) the battlefield\b`)
	// reDelayedSentence is a sentence that happens in a later step ("Return
	// that card to the battlefield under its owner's control at the
	// beginning of your next upkeep."), after the mana made now has left
	// the pool (CR 106.4).
	reDelayedSentence = regexp.MustCompile(`(?i)[^.]*\bat the beginning of (?:the|your) next\b[^.]*\.`)
	// reToBattlefieldTapped: one that puts it there tapped.
	reToBattlefieldTapped = regexp.MustCompile(`(?i)\b(?:onto|to) the battlefield\b[^.]*\btapped\b`)
	// reBecomesLandType: an effect that gives a land a basic land type.
	reBecomesLandType = regexp.MustCompile(`\bbecomes?\b[^.]*\b(?:Plains|Island|Swamp|Mountain|Forest|basic land type|land type)\b|\bbasic land type\b[^.]*\.[^.]*\bbecomes? that type\b`)
	// reBecomesSnow: a land made snow, whose mana pays {S} (Arcum's
	// Weathervane).
	reBecomesSnow = regexp.MustCompile(`\bbecomes? snow\b`)
	// reGainsPermanent: an effect that gives the player a permanent
	// another controls, or makes one a copy of another: it may make
	// mana once theirs, or once a copy of a permanent that does (Aladdin,
	// Shapesharer).
	// reCopiesLand: its permanent becomes a copy of a land it targets
	// (Thespian's Stage).
	reCopiesLand     = regexp.MustCompile(`(?i)^[^.]*\bbecomes a copy of target land\b[^.]*\.$`)
	reGainsPermanent = regexp.MustCompile(`(?i)\b(?:gain|exchange) control\b|\bbecomes? a copy\b`)
	// reCastsSpell: an effect that lets the player cast a spell or play a
	// card (an instant Isochron Scepter holds, a card from a hand, the
	// card a hideaway land exiled): it may add mana, untap a source or be
	// one.
	// reFlashOnly: a sentence that only lets spells be cast as though
	// they had flash (Alchemist's Refuge, Winding Canyons): it changes
	// when a card in the hand may be cast, and none is cast first, as the
	// hand's cards are not known (CR 702.8a).
	reFlashOnly  = regexp.MustCompile(`(?i)\byou may cast (?:[a-z]+ )*spells (?:this turn )?as though they had flash\.`)
	reCastsSpell = regexp.MustCompile(`(?i)\bmay (?:cast|play)\b|\b(?:cast|play) (?:the copy|that card|it|a copy|the exiled card|any number)\b`)
	// reTurnsOver: an effect that flips or transforms a permanent, whose
	// other face may make mana (Sasaya, Orochi Ascendant).
	reTurnsOver = regexp.MustCompile(`(?i)\b(?:flip|transform)\b`)
	reCoinFlip  = regexp.MustCompile(`(?i)\bflip (?:a|two) coins?\b`)
	// rePutsCounters: an effect that puts counters on a permanent.
	rePutsCounters = regexp.MustCompile(`(?i)\bput\b[^.]*\bcounters?\b|\bdouble the number of\b[^.]*\bcounters?\b|\b(?:proliferate|adapt|monstrosity|bolster|support)\b`)
	// rePowerChange: an effect that may change a creature's power.
	rePowerChange = regexp.MustCompile(`(?i)\bgets? [+-]|\bpower\b|\bcounters?\b|\b(?:proliferate|adapt|monstrosity|bolster|support)\b|\bbecomes?\b|\bswitch\b`)
	// reDealsDamage: an effect that deals damage, or has creatures fight
	// (701.14a), which may be dealt to a permanent.
	reDealsDamage = regexp.MustCompile(`(?i)\bdeals?\b[^.]*\bdamage\b|\bfights?\b`)
	// reAttaches: an effect that attaches an Aura or Equipment to an
	// object, at any time it can be activated (Brass Squire's "Attach
	// target Equipment you control to target creature you control."),
	// where an equip ability is activated only as a sorcery (702.6a).
	reAttaches = regexp.MustCompile(`(?i)\battach(?:es)?\b`)
	// reHasteWord: an effect that gives haste.
	reHasteWord = regexp.MustCompile(`(?i)\bhaste\b`)
	// reManaToken: an effect that creates a token that makes mana, or a
	// copy of a permanent, which may.
	reManaToken = regexp.MustCompile(`(?i)\bcreates?\b[^.]*\b(?:Treasure|Gold|Eldrazi Spawn|Eldrazi Scion|copy|copies)\b|\bcreates?\b.*\bAdd \{`)
	// reGrantsManaAbility: an effect that gives a quoted ability that adds
	// mana.
	reGrantsManaAbility = regexp.MustCompile(`"[^"]*\bAdd\b[^"]*"`)
)

// beforePayingUnread says why the engine can't rule when player can
// activate, before a cost is paid, an ability that is not a mana ability
// and may change the mana their permanents make (see above); "" when no
// such ability can be activated now.
func beforePayingUnread(ctx context.Context, b *Board, player string) string {
	if ctx.Value(animateKey{}) != nil {
		return ""
	}
	for _, w := range buildWorlds(ctx, b) {
		if why := w.beforePaying(ctx, player); why != "" {
			return why
		}
	}
	return ""
}

func (w *world) beforePaying(ctx context.Context, player string) string {
	if why := w.landReplay(ctx, player); why != "" {
		return why
	}
	if why := w.lifeFirst(ctx, player, w.permsOf(player)); why != "" {
		return why
	}
	// A land that lost its rules text (Blood Moon) still makes mana with
	// its intrinsic ability: its abilities are those it has now.
	mine := w.permsOf(player)
	m := meterOf(ctx)
	// What the abilities activated first are read against, once for the
	// player's permanents.
	taker, bound, stopped := w.handTaker(mine), toughnessBound(mine), countersStopTrigger(mine)
	for _, p := range mine {
		for _, a := range p.abilities {
			if a.Kind == KindKeyword {
				if kw := graveyardKeyword(a); kw != "" && w.returnMatters(p, kw == "scavenge") {
					// Unearth, embalm, scavenge: activated only from a
					// graveyard (113.6m, 702.84a, 702.128a, 702.97a),
					// where a sacrifice may put the card first.
					if q := w.sendsToGraveyard(p, mine); q != "" {
						return Possessive(p.name) + " " + kw + graveyardFirst(q)
					}
				}
				continue
			}
			if a.Kind != KindActivated {
				continue
			}
			if m.exceeded() {
				// affordable counts its work: past the budget the
				// question is refused (metered), not read further.
				return m.why()
			}
			storage := false
			if _, _, _, ok := storageCounterOf(p, a); ok {
				if storageCovered(ctx, w.b, player) {
					// The question works it out (payStorage,
					// manaStorage).
					continue
				}
				storage = true
			}
			if _, ok := untapperOf(a); ok {
				continue
			}
			if untaps, _ := untapsOf(a, p); untaps {
				// untapsClash reads it.
				continue
			}
			if a.Cost.Loyalty && !w.loyaltyLegal(p, a).ok {
				// Tezzeret the Seeker's −X outside a main phase of its
				// controller's turn (606.3), Liliana's −6 with five
				// loyalty counters (606.6).
				continue
			}
			has := Possessive(p.name) + " ability \u201c" + a.Text + "\u201d"
			if a.FromZone == "graveyard" {
				// Reassembling Skeleton's "Return this from your
				// graveyard to the battlefield tapped" works only while
				// its card is in a graveyard (113.6m): it bears where
				// an ability of the player's may first put it there
				// (Ashnod's Altar's sacrifice), and then returns it, to
				// be sacrificed again, or to a hand, where a mana
				// ability takes cards from it (handTaker). Its own
				// restrictions still bind it (Shard Phoenix's "Activate
				// only during your upkeep").
				there := *a
				there.FromZone = ""
				if !w.canActivate(p, &there).ok || !reToBattlefield.MatchString(a.Text) && taker == "" || reToBattlefield.MatchString(a.Text) && !w.returnMatters(p, false) {
					continue
				}
				if q := w.sendsToGraveyard(p, mine); q != "" {
					return has + graveyardFirst(q)
				}
				continue
			}
			if !w.canActivate(p, a).ok || !w.affordable(ctx, p, a, mine, 0) {
				continue
			}
			if slices.Contains(a.Keywords, "level up") {
				// The next band takes k level counters, one for each
				// activation: what the others cost is mana too.
				if k := levelsToNext(p); k > 0 && w.affordable(ctx, p, a, mine, (k-1)*manaValueOfCost(a.Cost.Mana)) {
					return has + " can be activated first, before any mana is spent, and with more level counters " + p.name + " has the abilities and power and toughness of a higher level (CR 702.87a, 711.2, 601.2g); the engine does not work that out"
				}
				continue
			}
			if slices.Contains(a.Keywords, "equip") {
				if why := w.equipBears(p, mine); why != "" {
					return has + " can be activated first, before any mana is spent: " + citing(why, "702.6a", "601.2g")
				}
				continue
			}
			_, effect, ok := splitCost(oracleFolder.Replace(cmp.Or(a.Expanded, a.Text)))
			if !ok {
				continue
			}
			effect = withoutReminders(effect)
			if reAdaptOnly.MatchString(strings.TrimSpace(effect)) && p.hasCounter("+1/+1") {
				// Adapt puts no counter on a permanent that has a +1/+1
				// counter, and does nothing else (CR 701.46a): Incubation
				// Druid with a counter makes its three mana already.
				continue
			}
			nothing, filler := w.putsFromEmptyHand(effect, player)
			if nothing {
				// Aether Vial with no cards in hand: it puts nothing
				// onto the battlefield and changes nothing else.
				continue
			}
			// What follows reads the board for each ability: a state
			// for every four permanents, counted against the budget.
			m.state(len(mine)/4 + 1)
			if q := w.movedTrigger(p, a, effect); q != "" {
				return has + " can be activated first, before any mana is spent, and the permanent it sacrifices, destroys or takes from the battlefield may set off " + Possessive(q) + " ability, which the engine does not weigh (CR 601.2g, 603.2, 603.6c)"
			}
			if q := w.movedRestrictor(p, a, effect); q != "" {
				return has + " can be activated first, before any mana is spent, and it may take " + q + " from the battlefield, which changes the mana the permanents make or what it pays (CR 601.2g, 704.5m, 613.1d); the engine does not work that out"
			}
			if q := taker; q != "" && reFillsHand.MatchString(reDelayedSentence.ReplaceAllString(effect, "")) {
				return has + " can be activated first, before any mana is spent, and the card it puts into the hand lets " + Possessive(q) + " mana ability, whose cost takes a card from the hand, be activated (CR 601.2g, 118.3); the engine does not work that out"
			}
			if reRemovesCounters.MatchString(effect) {
				if q := w.loyaltyRemoved(effect); q != "" {
					return has + " can be activated first, before any mana is spent, and it may remove every loyalty counter from " + q + ", which is then put into its owner's graveyard, its effects ending (CR 601.2g, 704.5i, 611.3b); the engine does not work that out"
				}
				if q := w.countersRemovedBear(mine, effect); q != "" {
					return has + " can be activated first, before any mana is spent, and the counters it removes may change what " + Possessive(q) + " ability does, whose cost puts counters, whose mana reads them or whose trigger a counter stops (CR 601.2g, 122.1, 603.4); the engine does not work that out"
				}
			}
			if q := bound; q != "" && (reChangesOthersPT.MatchString(effect) || p.name == q && rePowerChange.MatchString(effect)) {
				return has + " can be activated first, before any mana is spent, and it may change " + Possessive(q) + " toughness or counters, which bound how often its ability can put a -1/-1 counter on it (CR 601.2g, 704.5f, 704.5q); the engine does not work that out"
			}
			if q := stopped; q != "" && (rePutsCounters.MatchString(effect) && (!countersPutBy(effect, p).own || p.name == q) || reMovesCounter.MatchString(effect)) {
				return has + " can be activated first, before any mana is spent, and a counter it puts may cancel the counter that stops " + Possessive(q) + " persist or undying (CR 601.2g, 704.5q, 603.4); the engine does not work that out"
			}
			if q, what := powerMana(mine); q != "" && rePowerChange.MatchString(effect) {
				return has + " can be activated first, before any mana is spent, and it may change " + what + " (CR 601.2g, 613.4); the engine does not work that out"
			}
			if kw := w.grantsCountedKeyword(effect); kw != "" {
				return has + " can be activated first, before any mana is spent, and a creature it gives " + kw + " is counted by a mana ability that counts creatures with " + kw + " (CR 601.2g, 608.2h); the engine does not work that out"
			}
			if now := reDelayedSentence.ReplaceAllString(effect, ""); reToBattlefield.MatchString(now) && !reToBattlefieldTapped.MatchString(now) {
				if filler != "" {
					return has + " can be activated first, before any mana is spent; with no cards in hand it puts nothing onto the battlefield, but " + filler + " may first put a card into the hand, and what that card would be and make the board does not say (CR 601.2g, 106.4)"
				}
				return has + " can be activated first, before any mana is spent, and what it puts onto the battlefield untapped may make mana then; the board does not say what that would be (CR 601.2g, 106.4)"
			}
			if reToBattlefield.MatchString(effect) || reCreatesWord.MatchString(effect) {
				q := w.entersTrigger()
				if !reToBattlefield.MatchString(effect) {
					q = w.tokenEntersTrigger(effect)
				}
				if reFetchBasic.MatchString(a.Text) {
					// A basic land card, and the fetch land
					// sacrificed.
					q = w.landMoveTrigger(EventEnters, EventLeaves, EventSacrifice)
				}
				if q != "" {
					what := "what it puts onto the battlefield"
					if !reToBattlefield.MatchString(effect) {
						what = "the token it creates, entering the battlefield,"
					}
					return has + " can be activated first, before any mana is spent, and " + what + " sets off " + Possessive(q) + " ability, which the engine does not weigh (CR 601.2g, 603.2)"
				}
				if q := ownEntersTrigger(mine); q != "" && reFlicker.MatchString(effect) {
					return has + " can be activated first, before any mana is spent, and it may return " + q + " to the battlefield, whose enters ability then triggers again, which the engine does not weigh (CR 601.2g, 603.2)"
				}
			}
			if reTakesTarget.MatchString(effect) {
				if q := w.manaRestrictorOf(p, targetTypeOnly(effect)); q != "" {
					return has + " can be activated first, before any mana is spent, and it may take " + q + " from the battlefield, which changes the mana the permanents make or what it pays (CR 601.2g, 613.1d); the engine does not work that out"
				}
			}
			if reDealsDamage.MatchString(effect) {
				if q := w.damagedTrigger(); q != "" {
					return has + " can be activated first, before any mana is spent, and the damage it deals to a permanent sets off " + Possessive(q) + " ability, which the engine does not weigh (CR 601.2g, 603.2)"
				}
			}
			if reBecomesLandType.MatchString(effect) {
				return has + " can be activated first, before any mana is spent, and a land that gets a basic land type makes that type's mana (CR 305.7, 601.2g); the engine does not work that out"
			}
			if reBecomesSnow.MatchString(effect) {
				return has + " can be activated first, before any mana is spent, and the mana of a land made snow pays {S} (CR 107.4h, 601.2g); the engine does not work that out"
			}
			if reTurnsOver.MatchString(effect) && !reCoinFlip.MatchString(effect) && otherFaceMakesMana(p) {
				return has + " can be activated first, before any mana is spent, and the face it turns " + p.name + " to speaks of mana (CR 710, 701.27, 601.2g); the engine does not work that out"
			}
			if reCastsSpell.MatchString(reFlashOnly.ReplaceAllString(effect, "")) && !w.noCreaturePower(p, effect) {
				return has + " can be activated first, before any mana is spent, and the card it lets you cast or play may add mana, untap a source or make mana itself; the board does not say what that card is (CR 601.2g, 106.4)"
			}
			if reCopiesLand.MatchString(effect) && a.Cost.Tap && w.landsTapOnly() && w.speakerOf(nil, "untap") == nil {
				// Thespian's Stage: its cost taps it, and the copy stays
				// tapped (its ruling of 2018-12-07); each land it may
				// copy makes mana only by tapping and has no other
				// ability, and no text on the board untaps, so the copy
				// makes no mana now (CR 707.2, 106.12).
				continue
			}
			if reGainsPermanent.MatchString(effect) {
				return has + " can be activated first, before any mana is spent, and the permanent it gives you, or the copy it makes, may make mana then (CR 601.2g, 106.4); the engine does not work that out"
			}
			if reManaToken.MatchString(effect) {
				return has + " can be activated first, before any mana is spent, and the token it creates may make mana then (CR 601.2g, 106.4); the engine does not work that out"
			}
			if reGrantsManaAbility.MatchString(effect) {
				return has + " can be activated first, before any mana is spent, and the mana ability it gives may be activated then (CR 601.2g); the engine does not work that out"
			}
			if rePutsCounters.MatchString(effect) {
				if q := w.counterMana(ctx, p, a, mine, countersPutBy(effect, p)); q != "" {
					if _, why := storageFirstsWhy(ctx, w.b, player); storage && why != "" {
						return has + " can be activated first, before any mana is spent, and the counters it puts may let " + Possessive(q) + " mana ability make more mana (CR 601.2g, 106.4), but " + why
					}
					return has + " can be activated first, before any mana is spent, and the counters it puts may let " + Possessive(q) + " mana ability make more mana (CR 601.2g, 106.4); the engine does not work that out"
				}
				if src, g, q := w.counterGrant(mine); src != "" {
					return has + " can be activated first, before any mana is spent, and a counter it puts on " + q + " would give it \u201c" + g.Text + "\u201d from " + src + " (CR 601.2g, 613.1f); the engine does not work that out"
				}
			}
			if reAttaches.MatchString(effect) && strings.Contains(effect, "Aura") {
				if q := w.manaAura(); q != "" {
					return has + " can be activated first, before any mana is spent, and it may move " + q + " to another permanent, whose mana it then adds to or changes (CR 701.3a, 601.2g, 106.4); the engine does not work that out"
				}
			}
			if reAttaches.MatchString(effect) {
				if why := w.attachBears(mine); why != "" {
					return has + " can be activated first, before any mana is spent: it attaches an Aura or Equipment to a creature, and " + citing(why, "701.3a", "601.2g") + "; the engine does not work that out"
				}
			}
			if reHasteWord.MatchString(effect) {
				if q := sickManaCreature(mine); q != "" {
					return has + " can be activated first, before any mana is spent, and haste would let " + q + " be tapped for mana (CR 302.6, 702.10c, 601.2g); the engine does not work that out"
				}
			}
		}
	}
	return ""
}

// sendsToGraveyard names a permanent of mine, one player's, with a mana
// ability or another activated ability that may put p into its owner's
// graveyard: one whose cost sacrifices it, or whose effect destroys,
// sacrifices or deals damage to it (movedBy); "" for none.
func (w *world) sendsToGraveyard(p *perm, mine []*perm) string {
	for _, q := range mine {
		for _, a := range q.abilities {
			if a.Kind != KindMana && a.Kind != KindActivated || !w.canActivate(q, a).ok {
				continue
			}
			if _, grave := w.movedByAbility(q, a); grave[p] {
				return q.name
			}
		}
	}
	return ""
}

// graveyardFirst says, after what an ability that works only from a
// graveyard is, that q's ability may put its card there first (113.6m).
func graveyardFirst(q string) string {
	return " works only while its card is in a graveyard, and " + Possessive(q) + " ability may put it there first, while the mana made stays in the pool; the engine does not work out what it does then (CR 113.6m, 601.2g, 106.4)"
}

// movedByAbility is movedBy of p's ability a, its effect read from its
// text: what it may take from the battlefield, and which of them go to a
// graveyard.
func (w *world) movedByAbility(p *perm, a *Ability) ([]*perm, map[*perm]bool) {
	_, effect, ok := splitCost(oracleFolder.Replace(cmp.Or(a.Expanded, a.Text)))
	if !ok {
		return nil, nil
	}
	return w.movedBy(p, a, withoutReminders(effect))
}

// returnMatters reports whether p, put into a graveyard in the question
// and returned to the battlefield from there (or a token copy of it made),
// may change the mana its controller can make: where it is not plainly a
// creature that enters untapped with summoning sickness and changes no
// mana (diesKeywordChangesNoMana), or, for scavenge (counters), where a
// mana ability reads power or +1/+1 counters.
func (w *world) returnMatters(p *perm, counters bool) bool {
	mine := w.permsOf(p.Controller)
	if counters {
		if q, _ := powerMana(mine); q != "" {
			return true
		}
		return slices.ContainsFunc(mine, func(q *perm) bool {
			return slices.ContainsFunc(q.abilities, func(a *Ability) bool { return a.Kind == KindMana && readsCounters(a, countersPut{kind: "+1/+1"}) })
		})
	}
	return !p.is("Creature") || !w.diesKeywordChangesNoMana(p, "persist")
}

// graveyardKeyword is keyword ability a's keyword where it is one whose
// ability is activated only while its card is in a graveyard, or lets the
// card be cast from there (unearth, embalm, eternalize, scavenge, encore,
// escape, disturb); "" otherwise.
func graveyardKeyword(a *Ability) string {
	for _, kw := range a.Keywords {
		for _, pre := range []string{"unearth", "embalm", "eternalize", "scavenge", "encore", "escape", "disturb"} {
			if kw == pre || strings.HasPrefix(kw, pre+" ") || strings.HasPrefix(kw, pre+"—") || strings.HasPrefix(kw, pre+"-") {
				return pre
			}
		}
	}
	return ""
}

// citing ends why with rules cited: in the "(CR …)" it ends with, where
// it ends with one, else in one of its own.
func citing(why string, rules ...string) string {
	if i := strings.LastIndex(why, " (CR "); i >= 0 && strings.HasSuffix(why, ")") && !strings.Contains(why[i:], "; ") {
		return why[:len(why)-1] + ", " + strings.Join(rules, ", ") + ")"
	}
	return why + " (CR " + strings.Join(rules, ", ") + ")"
}

// reRemovesCounters is an effect that removes counters from a permanent
// (Vampire Hexmage's "Remove all counters from target permanent", Thrull
// Parasite's "Remove a counter from target nonland permanent").
// reCreatesWord is one that creates a token, which enters the battlefield
// (CR 111.1, 603.6a).
var (
	reRemovesCounters = regexp.MustCompile(`(?i)\bremoves? (?:all|a|an|one|two|three|x|\d+|any number of|each)\b[^.]*\bcounters?\b`)
	reCreatesWord     = regexp.MustCompile(`(?i)\bcreates?\b`)
	// reRemoveAll: "Remove all counters from target permanent".
	reRemoveAll = regexp.MustCompile(`(?i)\bremove all counters\b`)
)

// countersRemovedBear names a permanent of mine, one player's, whose mana
// or other activated ability puts counters on a permanent as its cost
// (Devoted Druid's "Put a -1/-1 counter on this: Untap this", which
// counters removed first let it pay again, CR 704.5f), or whose mana
// ability removes or counts counters and that has counters on it, or a
// creature whose persist or undying its counter stops; "" for none.
func (w *world) countersRemovedBear(mine []*perm, effect string) string {
	for _, q := range mine {
		if !counterTargetable(q, effect) {
			// Thrull Parasite's "target nonland permanent" beside
			// Gemstone Mine.
			continue
		}
		if countersStopTrigger([]*perm{q}) != "" {
			// Kitchen Finks with a -1/-1 counter: once it is removed,
			// persist returns Finks again (603.4).
			return q.name
		}
		for _, a := range q.abilities {
			if a.Kind != KindMana && a.Kind != KindActivated {
				continue
			}
			if a.Cost.PutCounter != "" || a.Kind == KindMana && q.hasCounter(anyCounter) && readsCounters(a, countersPut{}) {
				return q.name
			}
		}
	}
	return ""
}

// reMovesCounter is an effect that moves a counter from one permanent to
// another (Everythingamajig's "Move a counter from target permanent you
// control onto another target permanent").
var reMovesCounter = regexp.MustCompile(`(?i)\bmove (?:a|one|any number of|all) [^.]*counters?\b`)

// reChangesOthersPT is an effect that may raise another permanent's
// toughness or change its counters: a boost or counters given a target or
// each creature, proliferate, support, bolster, counters moved or
// removed.
var reChangesOthersPT = regexp.MustCompile(`(?i)\b(?:target|each|all|another|other)\b[^.]*\bgets? \+|\bcounters? on (?:target|each|another|up to)\b|\b(?:proliferate|support|bolster)\b|\b(?:move|remove)s? [^.]*\bcounters?\b`)

// toughnessBound names a permanent of mine whose ability's cost puts a
// counter that lowers its toughness on it (Devoted Druid's "Put a -1/-1
// counter on Devoted Druid: Untap Devoted Druid."), with no limit on how
// often it is activated each turn (Wall of Roots' once): its toughness
// bounds how often the cost can be paid, and what raises it first, or
// takes the counters off, lets it untap more (CR 704.5f, 704.5q); "" for
// none.
func toughnessBound(mine []*perm) string {
	for _, q := range mine {
		for _, a := range q.abilities {
			if (a.Kind == KindActivated || a.Kind == KindMana) && strings.Contains(a.Cost.PutCounter, "/-") && a.Restriction.PerTurn == 0 {
				return q.name
			}
		}
	}
	return ""
}

// countersStopTrigger names a creature of mine whose persist a -1/-1
// counter stops, or whose undying a +1/+1 counter stops (CR 603.4): a
// counter of the other kind put on it first cancels that one (704.5q).
// "" for none.
func countersStopTrigger(mine []*perm) string {
	for _, q := range mine {
		if kw := diesKeyword(q); kw == "persist" && q.counters("-1/-1") > 0 || kw == "undying" && q.counters("+1/+1") > 0 {
			return q.name
		}
	}
	return ""
}

// counterTargetable reports whether an effect that removes counters
// (reRemovesCounters) may take them from q: not where it targets only a
// nonland permanent and q is a land, or only a creature and q is none.
func counterTargetable(q *perm, effect string) bool {
	l := strings.ToLower(effect)
	switch {
	case strings.Contains(l, "target nonland permanent"):
		return !q.is("Land")
	case strings.Contains(l, "target creature"):
		return q.is("Creature")
	case strings.Contains(l, "target artifact"):
		return q.is("Artifact")
	}
	return true
}

// loyaltyRemoved names a planeswalker on the battlefield, with an ability
// other than its loyalty abilities, from which effect, which removes
// counters (reRemovesCounters), may take every loyalty counter (Vampire Hexmage's "Remove all counters
// from target permanent", Thrull Parasite's one counter from a
// planeswalker with one): it is put into its owner's graveyard, and what
// it does to the mana or costs of a player ends (CR 704.5i, 611.3b); ""
// for none.
func (w *world) loyaltyRemoved(effect string) string {
	all := reRemoveAll.MatchString(effect)
	for _, q := range w.perms {
		if !q.is("Planeswalker") || !counterTargetable(q, effect) {
			continue
		}
		if !all && q.counters("loyalty") > 1 {
			continue
		}
		if slices.ContainsFunc(q.abilities, func(a *Ability) bool { return a.Kind != KindActivated && !a.Cost.Loyalty }) {
			return q.name
		}
	}
	return ""
}

// reFromHandOnly: an effect whose only part puts a card from its
// controller's hand onto the battlefield (Aether Vial, Elvish Piper).
var reFromHandOnly = regexp.MustCompile(`(?i)^you may put (?:a|an) [a-z ]*card[^.]* from your hand onto the battlefield\.$`)

// putsFromEmptyHand reports whether effect only puts a card from the
// hand of player, whose hand is empty, onto the battlefield, and so does
// nothing (Aether Vial, Gaea's Touch at hand 0). Where it would, but text
// on the board may first put a card into a hand, filler names that
// ability.
func (w *world) putsFromEmptyHand(effect, player string) (nothing bool, filler string) {
	pl := w.b.Player(player)
	// When it may be activated ("Activate only as a sorcery and only
	// once each turn": Gaea's Touch) changes nothing where it does nothing.
	effect = reActivateOnly.ReplaceAllString(eraReplacer.Replace(strings.TrimSpace(effect)), "")
	if pl == nil || pl.Hand == nil || *pl.Hand != 0 || !reFromHandOnly.MatchString(strings.TrimSpace(effect)) {
		return false, ""
	}
	for _, q := range w.perms {
		for _, b := range q.abilities {
			if !reFillsHand.MatchString(b.Text) {
				continue
			}
			if (b.Kind == KindMana || b.Kind == KindActivated) && w.surelyInactive(q, b) {
				// A tapped Mind Stone draws nothing now.
				continue
			}
			// Mind Stone's "Draw a card", activated first, fills the
			// hand (601.2g); so may a teammate's Temple Bell, a trigger
			// on a creature dying (Skullclamp) or a Clue made first.
			// Whose hand it fills is not read.
			return false, Possessive(q.name) + " ability \u201c" + b.Text + "\u201d"
		}
	}
	return true, ""
}

// handTaker names a permanent of mine, one player's, with a mana ability
// that takes cards from that player's hand as its cost (Bog Witch's
// "Discard a card") where the hand the board gives holds fewer than all
// such abilities take at once, or that reads the cards in it (Metalworker
// reveals artifact cards): a card put into that hand first lets it make
// more mana (CR 118.3, 601.2g). "" for none.
func (w *world) handTaker(mine []*perm) string {
	if len(mine) == 0 {
		return ""
	}
	taken, first := 0, ""
	for _, q := range mine {
		for _, a := range q.abilities {
			if a.Kind != KindMana {
				continue
			}
			if a.Mana != nil && a.Mana.Count != nil && a.Mana.Count.Revealed != "" {
				return q.name
			}
			if n := a.Cost.Discard + a.Cost.ExileFromHand; n > 0 {
				taken += n
				first = cmp.Or(first, q.name)
			}
		}
	}
	if first == "" {
		return ""
	}
	if pl := w.b.Player(mine[0].Controller); pl != nil && pl.Hand != nil && *pl.Hand >= taken {
		return ""
	}
	return first
}

// reFillsHand is an ability's text that may put a card into a hand: a
// draw, a Clue to draw with, a card returned or put into a hand.
var reFillsHand = regexp.MustCompile(`(?i)\bdraws?\b|\binvestigates?\b|\bclue\b|\binto (?:your|its owner's|their owner's|their) hands?\b|\bto (?:your|its owner's|their owner's|their) hands?\b`)

// damagedTrigger names a permanent with a triggered ability that may
// trigger on a permanent being dealt damage (Cacophodon's "Whenever this
// is dealt damage, untap target permanent"), "" when there is none: no
// mana ability deals damage to a permanent, but an ability activated
// before the cost is paid may.
func (w *world) damagedTrigger() string {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind == KindTriggered && hasEvent(eventsOf(a), EventPermDamaged) {
				return q.name
			}
		}
	}
	return ""
}

// reTokenEnters is a trigger condition on a permanent entering, lower
// case, with "this or " taken off its start (Field of the Dead's "this or
// another land enters"): whether it is met only by nontoken permanents,
// and the words that say what enters ("goblin", "land", "artifact
// creature").
var reTokenEnters = regexp.MustCompile(`^(?:a|an|another|one or more|one or more other) (nontoken )?([a-z ]+?) (?:you control |an opponent controls |your opponents control )?enters?\b`)

// tokenEntersTrigger names a permanent with a triggered ability that a
// token created by effect may set off as it enters (603.6a, 111.1), "" for
// none: not one whose condition only a nontoken permanent meets, or one of
// a kind the token's description does not name (Dragon's Hoard's "a
// Dragon", Field of the Dead's "another land", beside a Zombie creature
// token), nor one whose effect plainly changes no mana (enteringSetsOff).
func (w *world) tokenEntersTrigger(effect string) string {
	described := strings.ToLower(effect)
	return w.enteringSetsOff(nil, func(cond string) bool {
		m := reTokenEnters.FindStringSubmatch(strings.TrimPrefix(strings.ToLower(cond), "this or "))
		return m == nil || m[1] == "" && !slices.ContainsFunc(strings.Fields(m[2]), func(word string) bool {
			return word != "permanent" && word != "permanents" && !strings.Contains(described, strings.TrimSuffix(word, "s"))
		})
	})
}

// enteringSetsOff names a permanent with a triggered ability that a
// permanent entering may set off and that may change the mana, "" for
// none: one on another permanent entering, or on self's own (nil for
// none), or whose events the engine does not read; not one whose
// condition meets says the entering permanent does not meet (nil: any
// may), nor one whose effect plainly changes no mana (setOffChangesNoMana:
// a +1/+1 counter on a creature nothing reads, Sanctifier of Souls';
// Kitchen Finks' "you gain 2 life" where no text speaks of life).
func (w *world) enteringSetsOff(self *perm, meets func(cond string) bool) string {
	for _, q := range w.perms {
		for _, t := range q.abilities {
			if t.Kind != KindTriggered && t.Kind != KindManaTrigger {
				continue
			}
			evs := eventsOf(t)
			if evs != nil && !hasEvent(evs, EventEnters) && !(q == self && hasEvent(evs, EventEntersSelf)) {
				continue
			}
			n := normalize(q.Card, t.Text)
			if cond, ok := triggerCondition(n); ok && evs != nil && meets != nil && !meets(cond) {
				continue
			}
			if _, e, ok := strings.Cut(n, ", "); ok && evs != nil && w.setOffChangesNoMana(q, e) {
				continue
			}
			return q.name
		}
	}
	return ""
}

// entersTrigger names a permanent with a triggered ability that may
// trigger on another permanent entering (Amulet of Vigor, Lotus Cobra),
// "" when there is none.
func (w *world) entersTrigger() string {
	return w.triggerOn(EventEnters)
}

// diesTrigger names a permanent with a triggered ability that may trigger
// on a creature dying: on a permanent leaving the battlefield or being
// sacrificed (Teysa Karlov's doubling, StaticMoreDiesTriggers); "" when
// there is none.
func (w *world) diesTrigger() string {
	return w.triggerOn(EventLeaves, EventSacrifice)
}

// triggerOn names a permanent with a triggered ability that may trigger
// on one of events, or on events the engine does not read; "" when there
// is none.
func (w *world) triggerOn(events ...GameEvent) string {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind != KindTriggered && a.Kind != KindManaTrigger {
				continue
			}
			evs := eventsOf(a)
			if evs == nil || slices.ContainsFunc(events, func(e GameEvent) bool { return hasEvent(evs, e) }) {
				return q.name
			}
		}
	}
	return ""
}

// reNotLandSubject is a trigger condition about permanents of card types
// other than land only: "another creature enters the battlefield", "a
// creature dies", "Blood Artist or another creature dies", "an artifact
// enters the battlefield under your control".
var reNotLandSubject = regexp.MustCompile(`^(?:(?:[a-z',\- ]+ or )?(?:a|an|another|one or more|one or more other|a nontoken|another nontoken|this)) (?:[a-z]+ )?(?:creatures?|artifacts?|enchantments?|planeswalkers?) (?:you control |an opponent controls |your opponents control )?(?:enters?|dies|die|leaves?|is put into|are put into)\b|^(?:you|a player|an opponent) sacrifices? (?:a|an|another) (?:creature|artifact|enchantment|planeswalker)\b`)

// landMoveTrigger names a permanent with a triggered ability that may
// trigger on one of events as a land, one no effect on the board makes a
// creature, enters or leaves the battlefield (a basic land card a fetch
// land finds, and the fetch land it sacrifices): any whose condition
// the engine does not read as about creatures, artifacts, enchantments or
// planeswalkers only (Soul Warden's "another creature enters", Blood
// Artist's "another creature dies"); "" when there is none. Where text
// on the board may make a land a creature (Living Lands, Life and
// Limb), every such trigger is named.
func (w *world) landMoveTrigger(events ...GameEvent) string {
	landsMayLive := w.landsMayBeCreatures()
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind != KindTriggered && a.Kind != KindManaTrigger {
				continue
			}
			evs := eventsOf(a)
			if evs != nil && !slices.ContainsFunc(events, func(e GameEvent) bool { return hasEvent(evs, e) }) {
				continue
			}
			if cond, ok := triggerCondition(a.Text); ok && evs != nil && !landsMayLive && reNotLandSubject.MatchString(strings.ReplaceAll(cond, strings.ToLower(q.name), "this")) {
				continue
			}
			return q.name
		}
	}
	return ""
}

// landsMayBeCreatures reports whether text on the board may make a land a
// creature (a static ability speaking of lands and creatures: Living
// Lands' "All Forests are 1/1 creatures", Life and Limb).
func (w *world) landsMayBeCreatures() bool {
	for _, r := range w.perms {
		for _, b := range r.abilities {
			if b.Kind == KindStatic && containsFoldASCII(b.Text, "creature") && reLandWords.MatchString(withoutReminders(b.Text)) {
				return true
			}
		}
	}
	return false
}

// reFlicker: an effect that exiles a permanent and returns it to the
// battlefield (Eldrazi Displacer): its own enters abilities trigger again.
var reFlicker = regexp.MustCompile(`(?i)\bexile\b[^.]*\breturn\b|\breturn (?:it|that card|them|those cards) to the battlefield\b`)

// ownEntersTrigger names a permanent of the player with an ability that
// triggers on its own entering (Peregrine Drake untaps lands as it
// enters), "" when there is none.
func ownEntersTrigger(mine []*perm) string {
	for _, q := range mine {
		for _, a := range q.abilities {
			if a.Kind == KindTriggered && (hasEvent(eventsOf(a), EventEntersSelf) || hasEvent(eventsOf(a), EventExploits)) {
				return q.name
			}
		}
	}
	return ""
}

// countersPut is what an effect puts counters on, where its words say:
// only on its own permanent (own), and of one kind (kind; "" for any
// kind, or kinds the words do not name).
type countersPut struct {
	own  bool
	kind string
}

// reAdaptOnly is an effect that only adapts: "Adapt 3." (CR 701.46a).
var reAdaptOnly = regexp.MustCompile(`(?i)^adapt (?:\d+|x)\.$`)

// rePutKind is an effect that puts counters of one kind it names: "Put a
// +1/+1 counter on each green creature …".
// rePutOwnCounters is an effect that puts counters of one kind on one
// permanent it names: "Put X charge counters on Blast Zone."
var rePutOwnCounters = regexp.MustCompile(`(?i)^put (?:a|an|one|two|three|x|\d+) ([a-z0-9+/-]+) counters? on ([^.]+)\.$`)

var rePutKind = regexp.MustCompile(`(?i)^put (?:a|an|one|two|three|x|\d+) ([a-z0-9+/-]+) counters? on\b[^.]*\.$`)

// countersPutBy reads effect, an ability of p's, for what it puts counters
// on (countersPut): Mage-Ring Network's "Put a storage counter on
// Mage-Ring Network." puts one on itself alone; Oran-Rief's "Put a +1/+1
// counter on each green creature that entered the battlefield this turn."
// puts +1/+1 counters only. Anything else (proliferate, two sentences) is
// read as putting any kind anywhere.
func countersPutBy(effect string, p *perm) countersPut {
	effect = strings.TrimSpace(effect)
	if reAdaptOnly.MatchString(effect) {
		// "Adapt N" puts +1/+1 counters on its own permanent (CR 701.46a).
		return countersPut{own: true, kind: "+1/+1"}
	}
	if m := rePutOwnCounter.FindStringSubmatch(effect); m != nil && slices.Contains([]string{"this land", "this artifact", "this creature", "this permanent", p.name, p.Card.Name}, m[2]) {
		return countersPut{own: true, kind: strings.ToLower(m[1])}
	}
	if m := rePutOwnCounters.FindStringSubmatch(effect); m != nil && slices.ContainsFunc([]string{"this land", "this artifact", "this creature", "this permanent", p.name, p.Card.Name}, func(n string) bool { return strings.EqualFold(n, m[2]) }) {
		// "Put X charge counters on Blast Zone": on its own permanent only.
		return countersPut{own: true, kind: strings.ToLower(m[1])}
	}
	if m := rePutKind.FindStringSubmatch(effect); m != nil && !strings.Contains(strings.ToLower(effect), "proliferate") {
		return countersPut{kind: strings.ToLower(m[1])}
	}
	return countersPut{}
}

// readsCounters reports whether mana ability m removes or counts counters
// that put may put: of its kind, or raising power (+1/+1).
func readsCounters(m *Ability, put countersPut) bool {
	power := m.Mana != nil && m.Mana.Count != nil && (m.Mana.Count.Power || m.Mana.Count.GreatestPower)
	var kinds []string
	if m.Cost.RemoveCounters > 0 || m.Cost.RemoveX || m.Cost.RemoveAny {
		kinds = append(kinds, m.Cost.RemoveKind)
	}
	if m.Mana != nil && m.Mana.Count != nil && m.Mana.Count.Counter != "" {
		kinds = append(kinds, m.Mana.Count.Counter)
	}
	if m.Mana != nil && m.Mana.InsteadCounter != "" {
		kinds = append(kinds, m.Mana.InsteadCounter)
	}
	if put.kind == "" {
		return power || len(kinds) > 0
	}
	if power && put.kind == "+1/+1" {
		return true
	}
	return slices.ContainsFunc(kinds, func(k string) bool { return k == "" || strings.EqualFold(k, put.kind) })
}

// counterMana names a permanent of the player whose mana ability removes
// counters or counts them, so that counters put on first may make more
// mana (a storage land, Gemstone Array); "" when none, or when the only
// such ability is p's own and, like the ability a that puts them, taps p.
// put says what the counters are put on, where that is known: counters
// put on p alone help no other permanent's mana ability, and counters of
// one kind no ability that reads another (a +1/+1 counter removes no
// -1/-1 counter, CR 704.5q).
func (w *world) counterMana(ctx context.Context, p *perm, a *Ability, mine []*perm, put countersPut) string {
	for _, q := range mine {
		if put.own && q != p {
			continue
		}
		for _, m := range q.abilities {
			if m.Kind != KindMana {
				continue
			}
			if !readsCounters(m, put) {
				continue
			}
			if q == p && a.Cost.Tap && m.Cost.Tap {
				continue
			}
			// The mana ability's own mana cost is paid after a's, by
			// sources a does not tap.
			extra := 0
			if c, err := ParseManaCost(m.Cost.Mana); err == nil {
				extra = c.MinMana()
			}
			if !w.affordable(ctx, p, a, mine, extra) {
				continue
			}
			return q.name
		}
	}
	return ""
}

// counterGrant finds a static ability that gives creatures with counters
// on them a mana ability, an ability the engine does not read, or haste
// ("Each creature you control with a +1/+1 counter on it has …": Jiang
// Yanggu, Rishkar, Exava), and a permanent of the player it would give
// that to once a counter is put on it: its source, the ability given and
// the permanent; "" when there is none. Haste counts where the permanent has
// summoning sickness and a {T} mana ability (CR 302.6).
func (w *world) counterGrant(mine []*perm) (string, *Ability, string) {
	for _, src := range w.perms {
		if src.staticsGone() {
			continue
		}
		for _, a := range src.printed {
			st := a.Static
			if !a.Understood || st == nil || st.Kind != StaticGrant || st.Subject == nil || st.Subject.Counter == "" {
				continue
			}
			without := *st.Subject
			without.Counter = ""
			for _, q := range mine {
				if q.hasCounter(st.Subject.Counter) {
					continue
				}
				if ok, why := without.matches(w.b, src, q); !ok && why == "" {
					continue
				}
				for _, g := range st.Granted {
					if g.Kind == KindMana || !g.Understood || g.Kind == KindActivated && addsMana(g) ||
						slices.Contains(g.Keywords, "haste") && sickManaCreature([]*perm{q}) != "" {
						return src.name, g, q.name
					}
				}
			}
		}
	}
	return "", nil, ""
}

// sickManaCreature names a creature of the player with summoning
// sickness and no haste that has a mana ability with {T} or {Q} in its
// cost, or an ability with {T} or {Q} in its cost that puts a counter on
// it that its mana ability removes (Crystalline Crawler's "{T}: Put a
// +1/+1 counter on this."); "" when there is none.
func sickManaCreature(mine []*perm) string {
	for _, q := range mine {
		if !q.is("Creature") || !q.Sick || q.haste || q.asHaste != "" {
			continue
		}
		for _, m := range q.abilities {
			if m.Kind == KindMana && (m.Cost.Tap || m.Cost.Untap) {
				return q.name
			}
			kind, _, ok := eachCounterTemplate(m)
			if !ok {
				continue
			}
			for _, b := range q.abilities {
				if (b.Cost.Tap || b.Cost.Untap) && putsOwnCounter(q, b, kind) {
					return q.name
				}
			}
		}
	}
	return ""
}

// equipBears says how attaching the Equipment p to another creature of
// the player may change the mana they make: it gives a mana ability (or
// an ability the engine does not read, or one that adds mana), haste
// while a creature with a {T} mana ability has summoning sickness, or
// power while a mana ability adds mana equal to power. "" when it changes
// nothing asked, or is read already (a free equip that gives haste,
// equipForHaste).
func (w *world) equipBears(p *perm, mine []*perm) string {
	if w.equipHasteNow(p.Controller) == p {
		return ""
	}
	if p.equipsNothing() {
		return ""
	}
	if can, unknown := w.equipActivatable(p); !can && unknown == "" {
		// Its equip ability can't be activated now (Null Rod): it
		// stays where it is.
		return ""
	}
	return w.attachedGives(p, equipTargets(p, mine), "equipped creature")
}

// equipTargets is what of mine an equip ability of p may target: every
// permanent, or where each of its equip abilities has a quality ("Equip
// legendary creature {3}", CR 702.6c), those of that supertype.
func equipTargets(p *perm, mine []*perm) []*perm {
	var quals []string
	for _, a := range p.abilities {
		if !slices.Contains(a.Keywords, "equip") {
			continue
		}
		if a.EquipQuality == "" {
			return mine
		}
		quals = append(quals, a.EquipQuality)
	}
	var out []*perm
	for _, q := range mine {
		if slices.ContainsFunc(quals, q.hasSuper) {
			out = append(out, q)
		}
	}
	return out
}

// attachedGives says how p, attached to another creature of the player,
// may change the mana they make through what its static abilities give
// the creature it is attached to (affected: "equipped creature",
// "enchanted creature"): a mana ability, an ability the engine does not
// read or one that adds mana, haste while a creature with a {T} mana
// ability has summoning sickness, or power while a mana ability adds mana
// equal to power; "" for none.
func (w *world) attachedGives(p *perm, mine []*perm, affected ...string) string {
	for _, a := range p.abilities {
		st := a.Static
		if a.Kind != KindStatic || st == nil || st.Kind != StaticGrant && st.Kind != StaticBoost || !slices.Contains(affected, st.Affected) {
			continue
		}
		for _, g := range st.Granted {
			if g.Kind == KindMana || !g.Understood || g.Kind == KindActivated && addsMana(g) {
				return "it gives the creature it is attached to \u201c" + g.Text + "\u201d, and the creature could then use it"
			}
			if slices.Contains(g.Keywords, "haste") {
				if q := sickManaCreature(mine); q != "" {
					return "attached to " + q + ", it gives haste, and " + q + " could then be tapped for mana"
				}
			}
		}
		if st.Boost != nil {
			if q, _ := powerMana(mine); q != "" {
				return "what it gives the creature it is attached to may change the mana " + q + " makes"
			}
			for _, q := range mine {
				if toughnessBound([]*perm{q}) == "" {
					continue
				}
				// Short Sword already on Devoted Druid only lowers its
				// toughness by moving; Skullclamp on it raises it only
				// by moving to another creature.
				on := p.attached == q.i
				if st.Boost[1] > 0 && !on && q.is("Creature") {
					return "attached to " + q.name + ", it raises its toughness, which bounds how often its ability can put a -1/-1 counter on it (CR 704.5f)"
				}
				if st.Boost[1] < 0 && on && slices.ContainsFunc(mine, func(o *perm) bool { return o != q && o.is("Creature") }) {
					return "moved from " + q.name + " to another creature, it raises " + Possessive(q.name) + " toughness, which bounds how often its ability can put a -1/-1 counter on it (CR 704.5f)"
				}
			}
			if st.Boost[1] < 0 {
				// Skullclamp's "+1/-1" on an X/1: the creature dies
				// (704.5f), and a trigger on its dying may make mana
				// (Dire Fleet Hoarder's Treasure, Carrier Thrall's
				// Scion).
				var dying []*perm
				for _, q := range mine {
					boost := st.Boost[1]
					if p.attached == q.i {
						// Its toughness already has the boost.
						boost = 0
					}
					if t, why := q.toughness(); q.is("Creature") && (why != "" || t+boost <= 0) {
						dying = append(dying, q)
					}
				}
				grave := map[*perm]bool{}
				for _, q := range dying {
					grave[q] = true
				}
				if t := w.triggerSetOffBy(dying, false, grave); t != "" {
					return "attached to " + dying[0].name + ", it lowers its toughness to 0 or less, and its dying may set off " + Possessive(t) + " ability, which the engine does not weigh (CR 704.5f, 603.6c)"
				}
			}
		}
	}
	return ""
}

// untappersIn are the activated abilities of mine whose effect untaps
// something (untapsOf), each text read once for the world; the list of
// the last mine asked about is kept, as the callers ask of one player's
// permanents many times in a row.
func (w *world) untappersIn(mine []*perm) []*Ability {
	if len(mine) > 0 && w.untapMine != nil && len(w.untapMine) == len(mine) && &w.untapMine[0] == &mine[0] {
		return w.untappers
	}
	if w.untapText == nil {
		w.untapText = map[string]bool{}
	}
	var out []*Ability
	for _, q := range mine {
		for _, b := range q.abilities {
			if b.Kind != KindActivated {
				continue
			}
			untaps, ok := w.untapText[b.Text]
			if !ok {
				untaps, _ = untapsOf(b, q)
				w.untapText[b.Text] = untaps
			}
			if untaps {
				out = append(out, b)
			}
		}
	}
	w.untapMine, w.untappers = mine, out
	return out
}

// affordable reports whether the player's permanents may make the mana
// a's cost asks for, and extra more, without p where a taps it: the most
// each of the others makes with one of its mana abilities, counted
// generously (a source whose mana the engine cannot tell counts as
// enough, and so does any mana where another ability of the player's
// untaps something: a permanent untapped makes its mana again).
func (w *world) affordable(ctx context.Context, p *perm, a *Ability, mine []*perm, extra int) bool {
	// Counted against the question's budget, with what beforePaying
	// reads of each ability: many abilities beside many sources (a
	// hundred and fifty Darkheart Slivers, each giving the others its
	// ability) are refused, not followed without end.
	meterOf(ctx).state(1)
	// times: how many times, at most, a permanent that untaps itself by
	// putting a -1/-1 counter on itself (Devoted Druid) may be tapped:
	// once, and once more for each point of toughness (704.5f), counted
	// generously. Any other untapper untaps what makes mana again, and
	// is counted as enough.
	var times map[*perm]int
	for _, b := range w.untappersIn(mine) {
		if b == a {
			continue
		}
		q := selfUntapBounded(b, mine)
		if q == nil {
			return true
		}
		t, why := q.toughness()
		if why != "" {
			return true
		}
		if times == nil {
			times = map[*perm]int{}
		}
		times[q] = max(times[q], 1+max(t, 0))
	}
	need := extra
	// needC is the mana of each type the colored and colorless symbols
	// take; haveC the most of each the sources make, each its best use.
	var needC, haveC Pool
	if a.Cost.Mana != "" {
		c, err := ParseManaCost(a.Cost.Mana)
		if err != nil {
			return true
		}
		need += c.MinMana()
		for _, sym := range c.Symbols {
			switch sym.Kind {
			case SymColored:
				needC[sym.Colors[0]]++
			case SymColorless:
				needC[Colorless]++
			}
		}
	}
	if need == 0 {
		return true
	}
	// Mana spent as though it were any color (Mycosynth Lattice) or
	// made another type by an effect the uses may not show: the types
	// are not weighed.
	anyType := w.speakerOf(nil, "as though it were mana of any") != nil
	colorsOK := func() bool {
		for i := range needC {
			if needC[i] > haveC[i] && !anyType {
				return false
			}
		}
		return true
	}
	tapsP := a.Cost.Tap || a.Cost.Untap || a.Cost.Sacrifice == "this" || a.Cost.ReturnToHand
	have := 0
	own := map[*perm]int{}
	var tapCost []tapCostUses
	for _, s := range mine {
		if s == p && tapsP {
			continue
		}
		out := &paySources{}
		uses, why := w.usesOf(ctx, s, nil, true, newExplainer(), out)
		if why != "" {
			return true
		}
		// The uses of an ability used apart from the others (a storage
		// land's, Pentad Prism's counters) are its mana too.
		uses = append(uses, out.apart...)
		uses = append(uses, out.repeat...)
		tapCost = append(tapCost, out.tapCost...)
		most := 0
		var mostC Pool
		for ui := range uses {
			u := &uses[ui]
			most = max(most, u.pool.Total())
			for i, n := range u.pool {
				mostC[i] = max(mostC[i], n)
			}
		}
		if n := times[s]; n > 1 {
			most *= n
			mostC = mostC.Times(n)
		}
		own[s] = most
		have += most
		for i, n := range mostC {
			haveC[i] += n
		}
		if have >= need && colorsOK() {
			return true
		}
	}
	if len(tapCost) > 0 {
		// Mana a tap cost's ability makes beyond a permanent's own: of
		// types not weighed.
		return have+w.tapCostMost(p, tapsP, mine, own, tapCost) >= need
	}
	return have >= need && colorsOK()
}

// selfUntapBounded is the permanent of mine whose ability b untaps only
// that permanent and puts a counter lowering its toughness on it as its
// cost (Devoted Druid's "Put a -1/-1 counter on Devoted Druid: Untap
// Devoted Druid."), nil for any other.
func selfUntapBounded(b *Ability, mine []*perm) *perm {
	if !strings.Contains(b.Cost.PutCounter, "/-") {
		return nil
	}
	for _, q := range mine {
		if !slices.Contains(q.abilities, b) {
			continue
		}
		_, effect, ok := splitCost(b.Text)
		if ok && (strings.EqualFold(strings.TrimSpace(effect), "Untap "+q.name+".") || strings.EqualFold(strings.TrimSpace(effect), "Untap this creature.")) {
			return q
		}
		return nil
	}
	return nil
}

// tapCostMost is at most how much more mana than their own the player's
// permanents make where each may instead be tapped for the cost of one of
// the mana abilities tapCost holds (Urza, Lord High Artificer tapping an
// Ornithopter, Springleaf Drum a summoning-sick creature; addTapCostMana):
// for each untapped permanent of a type one of them taps, the most such an
// activation makes beyond the permanent's own (own), not counting p where
// tapsP says the cost being paid for taps it (CR 605.1a, 605.3a, 602.2b).
// An upper bound: which permanent has the {T} of an ability with one is
// not weighed.
func (w *world) tapCostMost(p *perm, tapsP bool, mine []*perm, own map[*perm]int, tapCost []tapCostUses) int {
	more := 0
	for _, x := range mine {
		if x.Tapped || x == p && tapsP {
			continue
		}
		best := own[x]
		for _, t := range tapCost {
			if t.p == p && tapsP && t.a.Cost.Tap || !isA(x, t.a.Cost.TapType) {
				continue
			}
			for ui := range t.uses {
				u := &t.uses[ui]
				best = max(best, u.pool.Total())
			}
		}
		more += best - own[x]
	}
	return more
}

// grantsCountedKeyword is a keyword that effect may give a permanent
// ("Target creature gains defender until end of turn") and that a mana
// ability on the board counts (countsKeyword); "" for none.
func (w *world) grantsCountedKeyword(effect string) string {
	l := strings.ToLower(effect)
	for _, kw := range countedKeywordList {
		if strings.Contains(l, kw) && w.countsKeyword(kw) {
			return kw
		}
	}
	return ""
}

// powerMana names a permanent of the player with a mana ability that
// reads power: one that adds mana equal to its power (Marwyn, the
// Nurturer) or to the greatest power among its controller's creatures
// (Selvala, Heart of the Wilds), or that can be activated only if a power
// is great enough (Whisperer of the Wilds); what says which power, in
// words. "" when there is none.
func powerMana(mine []*perm) (name, what string) {
	for _, q := range mine {
		for _, a := range q.abilities {
			if a.Kind != KindMana || a.Mana == nil {
				continue
			}
			if pr := a.Restriction.Power; pr != nil {
				return q.name, "the power of a creature " + PlayerDoes(q.Controller, "controls") + ", and " + Possessive(q.name) + " ability \u201c" + a.Text + "\u201d can be activated only if " + strings.TrimSuffix(strings.TrimPrefix(restrictionText(q, a.Restriction), "Activate only if "), ".")
			}
			if a.Mana.Count == nil {
				continue
			}
			switch c := a.Mana.Count; {
			case c.Power:
				return q.name, "the power of " + q.name + ", whose mana ability adds mana equal to its power"
			case c.GreatestPower:
				return q.name, "the power of a creature " + PlayerDoes(q.Controller, "controls") + ", and " + Possessive(q.name) + " mana ability adds mana equal to the greatest power among them"
			}
		}
	}
	return "", ""
}

// otherFaceMakesMana reports whether another face of p's card speaks of
// mana ("add", "mana"): flipped or transformed, it may make mana.
func otherFaceMakesMana(p *perm) bool {
	for _, f := range p.Card.Faces {
		if f.Name == p.Card.Name {
			continue
		}
		if reAddsMana.MatchString(f.Oracle) || reManaWord.MatchString(f.Oracle) {
			return true
		}
	}
	return false
}

// attachBears says how attaching one of the player's Auras or Equipment
// to another of their creatures may change the mana they make, as
// equipBears says it of an equip ability (an Aura's "enchanted creature"
// read the same way); "" where none can. What an Aura or Equipment gives
// that the engine does not read bears.
func (w *world) attachBears(mine []*perm) string {
	for _, q := range mine {
		if !q.hasSub("Equipment") && !q.hasSub("Aura") {
			continue
		}
		for _, a := range q.abilities {
			if a.Kind == KindStatic && a.Static != nil && a.Static.Kind == StaticEquippedUnread {
				return q.name + " has “" + a.Text + "”, which the engine does not read"
			}
		}
		if why := w.attachedGives(q, mine, "equipped creature", "enchanted creature"); why != "" {
			return why
		}
	}
	return ""
}

// manaAura names an Aura on the battlefield, whoever controls it, that
// adds to or changes the mana of the permanent it enchants: a triggered
// mana ability (Wild Growth, Overgrowth, Utopia Sprawl) or a quoted
// ability or other text it grants (Fertile Ground's); "" for none. An
// ability that moves an Aura (Simic Guildmage's) may move it, once its
// land is tapped, onto an untapped one (CR 701.3a, 106.4).
func (w *world) manaAura() string {
	for _, q := range w.perms {
		if !q.hasSub("Aura") {
			continue
		}
		for _, a := range q.abilities {
			if a.Kind == KindManaTrigger || a.Kind == KindStatic && a.Static != nil && (len(a.Static.Granted) > 0 || a.Static.Kind == StaticEquippedUnread) {
				return q.name
			}
		}
	}
	return ""
}

// reTakesTarget is an effect that may take a permanent from the
// battlefield: destroyed, exiled, returned or sacrificed, or dealt damage
// that may kill a creature (Qasali Pridemage's "Exile target artifact or
// enchantment", Walking Ballista's ping, Karn Liberated's −3, Karplusan
// Yeti's damage equal to its power is reHarmsCreature's).
var reTakesTarget = regexp.MustCompile(`(?i)\b(?:destroy|exile|return|sacrifices?)\b[^.]*\btarget\b|\bput target\b[^.]*\b(?:into|on top|on the bottom)\b|\bdeals? (?:\d+|x) damage to (?:any (?:other )?target|target creature|each creature|target [a-z ]*creature)|\b(?:destroy|exile) (?:each|all)\b`)

// reHarmsCreature is an effect that may kill a creature other than by
// destroying it or by damage of a number: damage equal to a power
// (Karplusan Yeti's), a -1/-1 counter (Serrated Biskelion's), a fight, or
// a toughness lowered until end of turn (CR 704.5f, 704.5g, 701.14a).
var reHarmsCreature = regexp.MustCompile(`(?i)\bdeals? damage equal to\b[^.]*\bto (?:any (?:other )?target|target [a-z ]*creature|each (?:other )?creature|another target creature)|-1/-1 counters? on (?:target|each|another target)\b|\bfights?\b|\b(?:target|each|all) [a-z ]*creatures? gets? [+-]?[0-9x]+/-(?:[1-9][0-9]*|x)\b`)

// reOneTargetType is an effect whose only target is a permanent of one
// card type ("Destroy target land.", "Destroy target nonbasic land.").
var reOneTargetType = regexp.MustCompile(`(?i)^[^.]*\btarget (?:nonbasic |basic |nonland |noncreature )?(land|artifact|enchantment|creature|planeswalker)\.(?:[^.]*\.)*$`)

// targetTypeOnly is the card type an effect's one target must have (Strip
// Mine's "Destroy target land."), "" where it may be of any, or the effect
// may take more than its target.
func targetTypeOnly(effect string) string {
	if strings.Count(strings.ToLower(effect), "target") != 1 || reEachAll.MatchString(effect) {
		return ""
	}
	m := reOneTargetType.FindStringSubmatch(strings.TrimSpace(effect))
	if m == nil || strings.Contains(strings.ToLower(m[0]), " or ") {
		return ""
	}
	return Capital(strings.ToLower(m[1]))
}

// reEachAll is an effect on each or all of some permanents.
var reEachAll = regexp.MustCompile(`(?i)\b(?:each|all)\b`)

// manaRestrictor names a permanent other than p whose effect restricts or
// changes the mana a player can make or spend, so that taking it from
// the battlefield may turn a cost that can't be paid into one that can:
// a mana replacement (Contamination, Damping Sphere), lands made another
// type or stripped of abilities (Blood Moon, Magus of the Moon), a stop
// on activated abilities (Pithing Needle), a cost increase or a rule on
// spending mana (Celestial Dawn); "" for none.
func (w *world) manaRestrictor(p *perm) string {
	return w.manaRestrictorOf(p, "")
}

// manaRestrictorOf is manaRestrictor among the permanents of card type
// kind only, any where kind is "".
func (w *world) manaRestrictorOf(p *perm, kind string) string {
	for _, q := range w.perms {
		if q == p || kind != "" && !q.is(kind) {
			continue
		}
		if restricts(q) {
			return q.name
		}
	}
	return ""
}

// noCreaturePower reports whether effect, of p's ability, lets its
// controller play a card only "if creatures you control have total power
// N or greater" (Mosswort Bridge's hideaway), and they control no
// creature and no text on the board makes or animates one: the
// condition, checked as it resolves, is false, and no card is played
// (CR 608.2c).
func (w *world) noCreaturePower(p *perm, effect string) bool {
	if !reTotalPower.MatchString(effect) {
		return false
	}
	for _, q := range w.perms {
		if q.Controller == p.Controller && q.is("Creature") {
			return false
		}
	}
	return !w.mayMakePermanent()
}

// mayMakePermanent reports whether text on the board may create a token
// or make a permanent become something else (a creature, an artifact),
// so that a permanent of a kind none is now may be there first.
func (w *world) mayMakePermanent() bool {
	return w.speakerOf(nil, "create", "token", "becomes", "become") != nil
}

// reTotalPower is a condition on the total power of its controller's
// creatures.
var reTotalPower = regexp.MustCompile(`(?i)\bif creatures you control have total power \d+ or greater\.$`)

// landsTapOnly reports whether every permanent on the battlefield has
// only mana abilities whose cost is to tap it and that add mana fixed or
// chosen as they resolve, reading nothing else and with no condition, and
// abilities like Thespian's Stage's that tap it to copy a land: a tapped
// copy of any land then makes no mana, and nothing on the board reads
// what a land is or could produce (Reflecting Pool, Urza's Tower, Star
// Compass) or makes more mana for it.
func (w *world) landsTapOnly() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if m := a.Mana; a.Kind == KindMana && a.Understood && a.Cost == (Cost{Tap: true}) && m != nil && a.Restriction.Text == "" && m.Scope == "" && len(m.Riders) == 0 && m.Spend == "" &&
				m.ForEach == "" && m.ForEachKeyword == "" && len(m.InsteadIf) == 0 && m.Count == nil && m.UnlessPaid == "" && !m.ChosenPlayer && !m.Devotion && m.InsteadCounter == "" && !m.ColorsOnly {
				switch a.Mana.Kind {
				case ManaFixed, ManaOneOf, ManaAnyColor:
					continue
				}
			}
			if _, effect, ok := splitCost(a.Text); ok && a.Kind == KindActivated && a.Cost.Tap && reCopiesLand.MatchString(withoutReminders(effect)) {
				// Another Stage's own, which taps it too.
				continue
			}
			return false
		}
	}
	return true
}

// movedTrigger names a permanent with a triggered ability that p's
// activated ability a, activated before a cost is paid, may set off by
// what its cost sacrifices or returns to a hand, or what its effect
// destroys, exiles, returns, sacrifices or deals damage to: Strip Mine
// sacrificed beside Titania, Protector of Argoth, whose token Gaea's
// Cradle counts, or destroying Flagstones of Trokair, whose Plains Amulet
// of Vigor untaps (CR 601.2g, 603.6c). The permanents that may move are
// worked out (movedBy); a trigger on its own permanent leaving (Carrier
// Thrall's "When this dies") is named only where that permanent is one
// of them, and one whose condition names card types or subtypes (Blood
// Artist's "another creature dies", Diregraf Captain's "another Zombie
// you control dies") only where one of them has one. "" for none.
func (w *world) movedTrigger(p *perm, a *Ability, effect string) string {
	moved, grave := w.movedBy(p, a, effect)
	if len(moved) == 0 {
		return ""
	}
	return w.triggerSetOffBy(moved, reDealsDamage.MatchString(effect), grave)
}

// movedRestrictor names a permanent p's ability a, whose effect is
// effect, may take from the battlefield (movedBy), or an Aura attached to
// one, which goes to its owner's graveyard with it (CR 704.5m), whose
// effect restricts or changes the mana a player can make or spend
// (restricts: an Aura that makes lands Mountains, a Blood Moon that
// sacrifices itself); "" for none.
func (w *world) movedRestrictor(p *perm, a *Ability, effect string) string {
	moved, _ := w.movedBy(p, a, effect)
	for i := 0; i < len(moved); i++ {
		for _, o := range w.perms {
			if o.attached == moved[i].i && o.hasSub("Aura") && !slices.Contains(moved, o) {
				moved = append(moved, o)
			}
		}
	}
	for _, q := range moved {
		if restrictsFor(q, p.Controller) {
			return q.name
		}
	}
	return ""
}

// reToGraveyard is an effect that may put a permanent into a graveyard:
// it destroys, sacrifices or deals damage.
var reToGraveyard = regexp.MustCompile(`(?i)\bdestroy|\bsacrific|\bdeals? [^.]*\bdamage\b|\bfights?\b|\binto (?:its owner's|their owners'|a) graveyards?\b|-1/-1 counters?\b|\bgets? [+-]?[0-9x]+/-(?:[1-9][0-9]*|x)\b`)

// triggerSetOffBy names a permanent with a triggered ability that moved,
// taken from the battlefield (and dealt damage, where damages), may set
// off: on its own permanent leaving only where that permanent is one of
// them, on card types or subtypes only where one of them has one, and not
// one whose effect only draws (a card drawn changes no mana: its cards are
// not known) or untaps its own permanent, which makes no mana. "" for
// none.
func (w *world) triggerSetOffBy(moved []*perm, damages bool, grave map[*perm]bool) string {
	for _, m := range moved {
		if kw := diesKeyword(m); grave[m] && kw != "" && countersStopTrigger([]*perm{m}) == "" && !w.diesKeywordChangesNoMana(m, kw) {
			// Kitchen Finks' persist, Ministrant of Obligation's
			// afterlife: a keyword that triggers on its own creature
			// dying returns it or makes tokens, which may be
			// sacrificed or counted again, or gain life a cost pays
			// (702.79a, 702.135a); not persist a -1/-1 counter stops
			// (603.4), a counter put first being read by beforePaying.
			return m.name
		}
	}
	for _, m := range moved {
		// Modular's trigger on its own dying puts its +1/+1 counters on
		// another artifact creature (CR 702.43a), which may let a mana
		// ability that removes or counts them make more.
		if grave[m] && m.counters("+1/+1") > 0 && hasModular(m) && slices.ContainsFunc(w.permsOf(m.Controller), func(q *perm) bool {
			return q != m && slices.ContainsFunc(q.abilities, func(a *Ability) bool {
				return a.Kind == KindMana && readsCounters(a, countersPut{kind: "+1/+1"})
			})
		}) {
			return m.name
		}
	}
	for _, q := range w.perms {
		for _, t := range q.abilities {
			if t.Kind != KindTriggered && t.Kind != KindManaTrigger {
				continue
			}
			evs := eventsOf(t)
			if evs != nil && !hasEvent(evs, EventLeaves) && !hasEvent(evs, EventSacrifice) && !(damages && hasEvent(evs, EventPermDamaged)) {
				continue
			}
			n := normalize(q.Card, t.Text)
			if _, effect, ok := strings.Cut(n, ", "); ok && (reDrawOnlyEffect.MatchString(effect) && w.handTaker(w.permsOf(q.Controller)) == "" || reUntapSelf.MatchString(effect) && !slices.ContainsFunc(q.abilities, func(b *Ability) bool { return b.Kind == KindMana }) || w.setOffChangesNoMana(q, effect)) {
				// Nihil Spellbomb's "you may pay {B}. If you do, draw a
				// card.": a card drawn changes no mana (its cards are
				// not known), unless a mana ability of its controller's
				// takes cards from the hand (handTaker); Goblin Sharpshooter untapping itself,
				// which makes no mana, changes none either; nor does
				// what setOffChangesNoMana reads.
				continue
			}
			cond, ok := triggerCondition(n)
			if ok && evs == nil && !reLeaveVerb.MatchString(strings.ToLower(cond)) && !reMoveWords.MatchString(cond) {
				// A condition the engine does not read, but whose words
				// speak of no permanent leaving, sacrificed or dealt
				// damage (Silverclad Ferocidons' "Whenever this
				// attacks").
				continue
			}
			toGraveOnly := ok && reToGraveyardCond.MatchString(cond) && !reLeavesCond.MatchString(cond)
			if ok && !damages && reDealtWord.MatchString(cond) && !reLeaveNoDamage.MatchString(cond) {
				// Silverclad Ferocidons' "Whenever this is dealt
				// damage": the ability deals none.
				continue
			}
			if ok && !slices.ContainsFunc(moved, func(m *perm) bool { return (grave[m] || !toGraveOnly) && w.mayMeet(q, m, cond) }) {
				// Grave Pact's "Whenever a creature you control dies"
				// is met only by what goes to a graveyard, not by a
				// creature returned to a hand (Angelic Shield's).
				continue
			}
			return q.name
		}
	}
	return ""
}

// diesKeywordChangesNoMana reports whether keyword kw of creature m,
// which triggers on its dying (diesKeyword), plainly changes no mana its
// controller can make now. Soulshift returns a card to the hand, which
// matters only to a mana ability that takes cards from it (handTaker).
// Persist and undying return m, and afterlife creates creature tokens,
// each entering untapped with summoning sickness (CR 302.6, 702.79a,
// 702.93a, 702.135a): that changes no mana where nothing triggers on a
// permanent entering, m has no mana ability of its own (haste would let it
// be tapped again), no mana ability of its controller's counts
// permanents, reads power (the counter persist or undying puts), or taps
// or sacrifices a permanent other than its own, and no other ability of
// theirs taps an untapped creature as its cost (Earthcraft's). Haunt and
// modular are not read so.
func (w *world) diesKeywordChangesNoMana(m *perm, kw string) bool {
	mine := w.permsOf(m.Controller)
	if strings.HasPrefix(kw, "soulshift ") {
		return w.handTaker(mine) == ""
	}
	if kw != "persist" && kw != "undying" && !strings.HasPrefix(kw, "afterlife ") {
		return false
	}
	if w.enteringSetsOff(m, nil) != "" || slices.ContainsFunc(m.abilities, func(a *Ability) bool { return a.Kind == KindMana }) {
		return false
	}
	for _, q := range mine {
		for _, a := range q.abilities {
			if a.Kind == KindActivated && (a.Cost.TapUntapped > 0 || a.Cost.CrewPower > 0) {
				// Earthcraft's "Tap an untapped creature you control":
				// the creature returned untapped may pay it.
				return false
			}
			if a.Kind != KindMana {
				continue
			}
			if !plainMana(a) || a.Cost.Sacrifice != "" && a.Cost.Sacrifice != "this" || a.Cost.SacrificeX != "" || a.Cost.TapUntapped > 0 || a.Cost.CrewPower > 0 {
				return false
			}
		}
	}
	return true
}

// plainMana reports whether mana ability a, understood, adds mana that
// reads nothing on the board: fixed mana, or one of some pools, colors or
// a chosen color, with no count (Gaea's Cradle's creatures), no condition
// and nothing else it does.
func plainMana(a *Ability) bool {
	if !a.Understood || a.Mana == nil || a.Mana.Count != nil || len(a.Mana.InsteadIf) > 0 || len(a.Mana.Riders) > 0 {
		return false
	}
	switch a.Mana.Kind {
	case ManaFixed, ManaOneOf, ManaAnyColor, ManaAnyOneColor, ManaChosenColor:
		return true
	}
	return false
}

// hasModular reports whether p has modular (CR 702.43a).
func hasModular(p *perm) bool {
	return slices.ContainsFunc(p.abilities, func(a *Ability) bool {
		return a.Kind == KindKeyword && slices.ContainsFunc(a.Keywords, func(k string) bool { return strings.HasPrefix(k, "modular") })
	})
}

// movedBy lists the permanents p's activated ability a, whose effect is
// effect, may take from the battlefield or deal damage to: what its cost
// sacrifices or returns to a hand (its own permanent, or one of its
// controller's of the type it names, or any of theirs where the cost is
// not read), and what its effect destroys, exiles, returns, sacrifices
// or deals damage to (a target of the one card type it names, or any
// permanent). A card in a graveyard its effect returns is no permanent
// (Haven of the Spirit Dragon's "Return target Dragon creature card …
// from your graveyard").
func (w *world) movedBy(p *perm, a *Ability, effect string) (moved []*perm, grave map[*perm]bool) {
	cost, _, _ := splitCost(oracleFolder.Replace(cmp.Or(a.Expanded, a.Text)))
	grave = map[*perm]bool{}
	// toGrave: what is added next goes to a graveyard (a sacrifice, a
	// destruction, lethal damage), not to a hand or exile.
	toGrave := true
	add := func(pick func(q *perm) bool) {
		for _, q := range w.perms {
			if !pick(q) {
				continue
			}
			if !slices.Contains(moved, q) {
				moved = append(moved, q)
			}
			grave[q] = grave[q] || toGrave
		}
	}
	own := func(q *perm) bool { return q.Controller == p.Controller }
	toGrave = !a.Cost.ReturnToHand
	switch {
	case a.Cost.Sacrifice == "this" || a.Cost.ReturnToHand:
		add(func(q *perm) bool { return q == p })
	case a.Cost.Sacrifice != "":
		add(func(q *perm) bool { return own(q) && (q != p || !a.Cost.SacrificeOther) && isKind(q, a.Cost.Sacrifice) })
	}
	if a.Cost.SacrificeX != "" {
		add(func(q *perm) bool { return own(q) && isKind(q, a.Cost.SacrificeX) })
	}
	if a.Cost.Sacrifice == "" && a.Cost.SacrificeX == "" {
		// A cost the compiler leaves unread ("Sacrifice a basic land",
		// "Remove two pressure counters from this and sacrifice it").
		for _, m := range reCostTakes.FindAllStringSubmatch(strings.ReplaceAll(cost, p.name, "this"), -1) {
			what := strings.ToLower(m[2])
			toGrave = strings.EqualFold(m[1], "sacrifice")
			switch {
			case what == "it" || what == "this" || strings.HasPrefix(what, "this "):
				add(func(q *perm) bool { return q == p })
			default:
				words := strings.Fields(reCostArticle.ReplaceAllString(what, ""))
				add(func(q *perm) bool { return own(q) && isKinds(q, words) })
			}
		}
	}
	if reHarmsCreature.MatchString(effect) && !reTakesTarget.MatchString(effect) && !reSacrificeVerb.MatchString(effect) {
		// A creature it may kill, or a planeswalker damage may take
		// loyalty from ("any target").
		toGrave = true
		anyTarget := strings.Contains(strings.ToLower(effect), "any")
		add(func(q *perm) bool { return q.is("Creature") || anyTarget && q.is("Planeswalker") })
	}
	if (reTakesTarget.MatchString(effect) || reSacrificeVerb.MatchString(effect)) && !reCardsFromZone.MatchString(effect) {
		toGrave = reToGraveyard.MatchString(effect)
		if d := reDamageN.FindStringSubmatch(effect); d != nil && !reMovesWord.MatchString(effect) {
			// Damage only: a creature it may kill (704.5g), or a
			// planeswalker, which leaves as loyalty is removed.
			n, _ := strconv.Atoi(d[1])
			add(func(q *perm) bool {
				t, why := q.toughness()
				return q.is("Planeswalker") || q.is("Creature") && (why != "" || t-q.Damage <= n)
			})
		} else if t := targetTypeOnly(effect); t != "" && !reSacrificeVerb.MatchString(effect) {
			add(func(q *perm) bool { return isKind(q, t) })
		} else if m := reTargetKind.FindStringSubmatch(effect); m != nil && strings.Count(strings.ToLower(effect), "target") == 1 && !reSacrificeVerb.MatchString(effect) && !reEachAll.MatchString(effect) && (knownSubtypes[Capital(strings.ToLower(m[1]))] || slices.Contains(catalog.CardTypes, Capital(strings.ToLower(m[1])))) {
			// Miracle Worker's "Destroy target Aura attached to a
			// creature you control": an Aura.
			t := m[1]
			add(func(q *perm) bool { return isKind(q, t) })
		} else {
			add(func(*perm) bool { return true })
		}
	}
	return moved, grave
}

// reCardsFromZone is an effect on cards in a graveyard, library or hand,
// not on permanents: Haven of the Spirit Dragon's "Return target Dragon
// creature card … from your graveyard to your hand", Scavenger Grounds'
// "Exile all cards from all graveyards".
var reCardsFromZone = regexp.MustCompile(`(?i)^[^.]*\bcards?\b[^.]*\bfrom (?:your|a|an opponent's|target player's|their|all|each) (?:graveyards?|library|librarie|hands?)\b[^.]*\.?$`)

// reTargetKind is the card type or subtype an effect's one target names
// first ("target Aura attached to …").
var reTargetKind = regexp.MustCompile(`(?i)\btarget ([a-z]+)\b`)

// reDamageN is an effect that deals a fixed amount of damage; reMovesWord
// one that also destroys, exiles, returns, sacrifices or puts.
var (
	reDamageN   = regexp.MustCompile(`(?i)\bdeals? (\d+) damage\b`)
	reMovesWord = regexp.MustCompile(`(?i)\b(?:destroy|exile|return|sacrific|put|fights?)`)
)

// reSacrificeVerb is an effect that makes a player sacrifice a permanent.
var reSacrificeVerb = regexp.MustCompile(`(?i)\bsacrifices?\b`)

// reCostTakes is a part of a cost that sacrifices a permanent or returns
// one to a hand, and what it names ("a basic land", "it").
var reCostTakes = regexp.MustCompile(`(?i)\b(sacrifice|return) ((?:an?|another|one|two|three|four|five|x|this|it)\b[a-z ]*?)(?: to (?:its|their) owners?'s? hands?)?(?:,|:|$| and\b)`)

// reCostArticle is the count or article before what a cost names.
var reCostArticle = regexp.MustCompile(`^(?:an?|another|one|two|three|four|five|x) |\b(?:you control|untapped)\b`)

// isKinds reports whether q is of every kind among words that names a
// card type, supertype or subtype on the board ("basic land", "Cleric
// creature"); words that name none of them (colors) are not read.
func isKinds(q *perm, words []string) bool {
	for _, word := range words {
		k := Capital(strings.TrimSuffix(word, "s"))
		if (k == "Basic" || k == "Nonland" || k == "Permanent" || permanentKind(k)) && !isKind(q, k) {
			return false
		}
	}
	return true
}

// permanentKind reports whether k, capitalized and singular, is a card
// type a permanent may have or a subtype.
func permanentKind(k string) bool {
	switch k {
	case "Land", "Creature", "Artifact", "Enchantment", "Planeswalker":
		return true
	}
	return knownSubtypes[k]
}

// isKind reports whether q is of the kind a cost or target names: a card
// type or subtype, or "permanent" (isA), a basic land ("basic"), or a
// nonland permanent; a plural is read as its singular.
func isKind(q *perm, kind string) bool {
	k := strings.TrimSuffix(strings.TrimSpace(kind), "s")
	switch strings.ToLower(k) {
	case "basic":
		return q.hasSuper("Basic")
	case "nonland":
		return !q.is("Land")
	}
	return isA(q, k)
}

// mayMeet reports whether m, taken from the battlefield, may meet trigger
// condition cond of q's ability, q's name written "this" in it: one on
// q's own leaving only where m is q; one whose words before its verb name
// card types or subtypes only where m has one of them, is not q where it
// says "another", and is controlled as "you control" or "an opponent
// controls" says; any other may.
func (w *world) mayMeet(q, m *perm, cond string) bool {
	c := strings.ToLower(cond)
	if reSelfLeaves.MatchString(c) {
		return m == q
	}
	var subject string
	if who := reYouSacrifice.FindStringSubmatch(c); who != nil {
		// "Whenever you sacrifice a Treasure": what is sacrificed,
		// by its controller.
		if who[1] == "you" && m.Controller != q.Controller || who[1] == "an opponent" && m.Controller == q.Controller {
			return false
		}
		subject = who[2]
	} else if loc := reLeaveVerb.FindStringIndex(c); loc != nil {
		subject = c[:loc[0]]
	} else {
		return true
	}
	if strings.HasPrefix(subject, "this or ") && m == q {
		return true
	}
	named, meets := false, false
	for _, word := range strings.Fields(subject) {
		word = strings.Trim(word, ",")
		k := Capital(strings.TrimSuffix(word, "s"))
		switch {
		case k == "Permanent":
			named, meets = true, true
		case permanentKind(k):
			named = true
			meets = meets || isKind(m, k)
		}
	}
	if !named {
		return true
	}
	if !meets || strings.Contains(subject, "another") && m == q {
		return false
	}
	switch {
	case strings.Contains(subject, "you control"):
		return m.Controller == q.Controller
	case strings.Contains(subject, "an opponent controls") || strings.Contains(subject, "your opponents control"):
		return m.Controller != q.Controller
	}
	return true
}

// reYouSacrifice is a trigger condition on a player sacrificing a
// permanent: who, and what.
var reYouSacrifice = regexp.MustCompile(`^(you|a player|an opponent) sacrifices? (.+)$`)

// setOffChangesNoMana reports whether effect, of a trigger of q's on a
// permanent leaving, plainly changes no mana a player can make now: a
// vanilla creature token (Titania, Protector of Argoth's 5/3, which has
// summoning sickness) where no other text speaks of creatures, tokens or
// permanents (Gaea's Cradle does), a land put onto the battlefield
// tapped (Flagstones of Trokair's Plains) where nothing triggers on a
// permanent entering and no text untaps (Amulet of Vigor does), or what
// only lasts the turn and bears on no question (combatOnly).
func (w *world) setOffChangesNoMana(q *perm, effect string) bool {
	switch {
	case reVanillaToken.MatchString(effect):
		return !w.spokenBesides(q, reTokenWord) && !w.spokenBesides(q, rePermanentWords)
	case reLandEntersTapped.MatchString(effect):
		return w.entersTrigger() == "" && w.speakerOf(nil, "untap") == nil
	case w.lifeOnlyChangesNoMana(q, effect), w.plusCountersChangeNoMana(q, effect), w.shrinkChangesNoMana(q, effect):
		return true
	case !slices.ContainsFunc(sentences(effect), func(s string) bool { return !reLasts.MatchString(s) }):
		// Marker Beetles' "target creature gets +1/+1 until end of
		// turn": each sentence lasts, and only raises power and
		// toughness where nothing reads them, gives keywords of combat
		// or restricts attacking (combatOnly).
		return w.combatOnly(q, effect, false)
	}
	return false
}

// lifeOnlyChangesNoMana reports whether effect, of a trigger of q's,
// only makes players gain or lose life (Blood Artist's "target player
// loses 1 life and you gain 1 life", Zulaport Cutthroat's "each opponent
// loses 1 life and you gain 1 life") and so changes no mana a player can
// make now: no other text on the board speaks of life or damage (a cost
// that pays it, Mana Confluence's; a painland's damage; a condition on
// it; a trigger on gaining it), no cost being paid may be paid with life
// where a life total is given (a Phyrexian symbol), and no life total
// the board gives can be brought to 0 by such triggers, each set off at
// most once by each permanent on the board leaving (a player who loses
// leaves the game with their permanents, 800.4a, 704.5a). A life total the board does not give is read as no
// nearer 0 than the rest of the answer takes it (Cryptolith Fragment's
// rider is read the same way: CR 119.3).
func (w *world) lifeOnlyChangesNoMana(q *perm, effect string) bool {
	loss, ok := lifeOnlyLoss(effect)
	if !ok || w.costLife && w.lifeGiven() {
		// Life gained first may pay a Phyrexian symbol the life total
		// the board gives could not (119.4).
		return false
	}
	triggers := 0
	for _, o := range w.perms {
		for _, b := range o.abilities {
			if _, only := lifeOnlyLoss(effectText(b)); only && (b.Kind == KindTriggered || b.Kind == KindManaTrigger) {
				triggers++
				continue
			}
			if reLifeOrDamage.MatchString(b.Text) {
				// A cost that pays life, damage dealt to a player
				// (a painland's), a condition on life.
				return false
			}
		}
	}
	for _, pl := range w.b.Players {
		if pl.Life == nil {
			continue
		}
		if loss < 0 || *pl.Life <= loss*triggers*len(w.perms) {
			return false
		}
	}
	return true
}

// reLifeClause is a clause that only makes players gain or lose life,
// with the number.
var reLifeClause = regexp.MustCompile(`(?i)^(?:you may have )?(?:target player|target opponent|each opponent|each player|each other player|you|its controller|that player)(?: each)? (?:gains?|loses?|gain or lose) (\d+|x|one|two|three|four|five) life$`)

// lifeOnlyLoss reports whether effect only makes players gain or lose
// life, clause by clause ("each opponent loses 1 life and you gain 1
// life"), and the most life one player may lose by it: the sum of its
// numbers, or -1 where one is X.
func lifeOnlyLoss(effect string) (int, bool) {
	e, ok := strings.CutSuffix(strings.TrimSpace(effect), ".")
	if !ok || strings.ContainsAny(e, ".\"\u201c") {
		return 0, false
	}
	loss := 0
	for _, c := range strings.Split(strings.ReplaceAll(e, ", and ", " and "), " and ") {
		m := reLifeClause.FindStringSubmatch(c)
		if m == nil {
			return 0, false
		}
		n, known := wordNumber(m[1])
		if !known || loss < 0 {
			loss = -1
			continue
		}
		loss += n
	}
	return loss, true
}

// plusCountersChangeNoMana reports whether effect, of a trigger of q's,
// only puts +1/+1 counters on creatures (Blood Cultist's "put a +1/+1
// counter on this") and so changes no mana a player can make now: no
// text on the board reads their power or toughness (readsPTOf) and no
// other text speaks of counters; a raise of toughness takes no creature
// off the battlefield (704.5f, 704.5g).
func (w *world) plusCountersChangeNoMana(q *perm, effect string) bool {
	m := rePlusCountersOnly.FindStringSubmatch(strings.TrimSpace(effect))
	if m == nil || selfSubject(q, m[1]) == nil && !reSomeCreature.MatchString(m[1]) {
		return false
	}
	if w.readsPTOf(selfSubject(q, m[1])) != "" {
		return false
	}
	for _, o := range w.perms {
		for _, b := range o.abilities {
			if o == q && (b.Kind == KindTriggered || b.Kind == KindManaTrigger) && rePlusCountersOnly.MatchString(effectText(b)) {
				// The trigger itself, and its like on q.
				continue
			}
			if reCounterWord.MatchString(b.Text) || slices.ContainsFunc(b.Keywords, reCounterWord.MatchString) {
				return false
			}
		}
	}
	return true
}

// rePlusCountersOnly is an effect that only puts +1/+1 counters on a
// creature; reCounterWord text that speaks of counters or proliferates.
var (
	rePlusCountersOnly = regexp.MustCompile(`(?i)^(?:you may )?put (?:a|an|one|two|three) \+1/\+1 counters? on ([^.]+)\.$`)
	reSomeCreature     = regexp.MustCompile(`(?i)^(?:target creature(?: you control)?|each creature you control)$`)
	reCounterWord      = regexp.MustCompile(`(?i)counter|proliferat|modular|graft|evolve|adapt|outlast|bolster|support|riot|mentor|undying|persist|fabricate|amass`)
)

// reTokenWord is text that speaks of tokens.
var reTokenWord = regexp.MustCompile(`(?i)token`)

// reVanillaToken is an effect that only creates creature tokens with no
// abilities but keywords; reLandEntersTapped one that only puts a land
// card onto the battlefield tapped.
var (
	reVanillaToken     = regexp.MustCompile(`(?i)^create (?:a|an|one|two|three|x) (?:\d+|x)/(?:\d+|x) [a-z ]+ creature tokens?(?: with (?:flying|trample|haste|vigilance|reach|defender|menace|lifelink|deathtouch)(?:,? and [a-z]+)*)?\.$`)
	reLandEntersTapped = regexp.MustCompile(`(?i)^(?:you may )?search your library for (?:a|an) [a-z ]*card,? (?:and )?put it onto the battlefield tapped, then shuffle(?: your library)?\.$`)
)

// reDrawOnlyEffect is a triggered ability's effect that only draws,
// perhaps for a payment its controller may decline; reUntapSelf one that
// only untaps its own permanent.
var (
	reDrawOnlyEffect = regexp.MustCompile(`(?i)^(?:you may pay (?:\{[^}]+\})+\. if you do, )?(?:you )?(?:may )?draw (?:a card|two cards)\.$`)
	reUntapSelf      = regexp.MustCompile(`(?i)^untap this\.$`)
)

// reDealtWord is a trigger condition on damage being dealt;
// reLeaveNoDamage one that also speaks of leaving ("a creature dealt
// damage by this this turn dies").
var (
	reDealtWord     = regexp.MustCompile(`(?i)\bdealt\b|\bdamage\b`)
	reLeaveNoDamage = regexp.MustCompile(`(?i)\b(?:dies|die|leaves?|put into|sacrific)`)
)

// reToGraveyardCond is a trigger condition on a permanent going to a
// graveyard; reLeavesCond one on it leaving the battlefield, wherever it
// goes.
var (
	reToGraveyardCond = regexp.MustCompile(`(?i)\bdies\b|\bdie\b|\bput into (?:a|your|an opponent's|its owner's) graveyard\b|\bsacrific`)
	reLeavesCond      = regexp.MustCompile(`(?i)\bleaves?\b`)
)

// reSelfLeaves is a trigger condition on the trigger's own permanent
// leaving the battlefield (its name written "this"): "this dies", "this
// creature is put into a graveyard from the battlefield".
var reSelfLeaves = regexp.MustCompile(`^this(?: [a-z]+)?(?: (?:phases out|becomes [a-z]+|is exiled)(?:,| or))* (?:leaves|is put into|dies|is sacrificed|is dealt)\b`)

// reLeaveVerb is the verb of a trigger condition on permanents leaving
// the battlefield, being sacrificed or dealt damage.
var reLeaveVerb = regexp.MustCompile(`\b(?:dies|die|leaves?|(?:is|are) put into|(?:is|are) sacrificed|(?:is|are) dealt)\b`)

// reMoveWords are words of a trigger condition that may be about a
// permanent leaving the battlefield, being sacrificed or dealt damage.
var reMoveWords = regexp.MustCompile(`(?i)sacrific|damage|graveyard|battlefield|exile|destroy|hand|librar|control`)

// reShrinkAll is an effect that lowers the power and toughness of the
// creatures it names until end of turn (Plague Dogs' "all creatures get
// -1/-1 until end of turn"): the subject, the lowering of power, of
// toughness.
var reShrinkAll = regexp.MustCompile(`(?i)^((?:all|each) [a-z ]+?) gets? -(\d+)/-(\d+) until end of turn\.$`)

// reDeathReader is text that may read a creature's dying or its card in a
// graveyard, or be better met with fewer creatures: a condition on
// creatures that died this turn (morbid), a count of cards in a
// graveyard (threshold, delirium), "fewer creatures", "no creatures".
var reDeathReader = regexp.MustCompile(`(?i)\bgraveyards?\b|\bdie[sd]?\b|\bthreshold\b|\bdelirium\b|\bmorbid\b|\brevolt\b|\bfewer\b|\bno creatures\b|\bleaves? the battlefield\b|\bput into\b`)

// shrinkChangesNoMana reports whether effect, of a trigger of q's,
// lowers the power and toughness of creatures until end of turn in a way
// that only takes mana away (reShrinkAll): no text on the board reads
// power or toughness, so the lowering bears on nothing but the creatures
// whose toughness it takes to 0 or less, which die (CR 704.5f). Each of
// those may be tapped for mana before the trigger resolves (its mana
// stays in the pool, CR 605.3a, 106.4), so its dying only takes from
// what could be done: it is none of the permanents whose leaving may
// turn a cost that can't be paid into one that can (manaRestrictor:
// Magus of the Moon, Thalia), nor is an Aura attached to it that goes
// with it (704.5m); their leaving sets off no trigger, and no text reads
// creatures dying, cards in a graveyard, or fewer creatures
// (reDeathReader). A trigger of that kind set off by those deaths is
// not weighed again.
func (w *world) shrinkChangesNoMana(q *perm, effect string) bool {
	m := reShrinkAll.FindStringSubmatch(strings.TrimSpace(effect))
	if m == nil || w.shrinking {
		return false
	}
	sub, ok := parseSubject(m[1])
	if !ok || w.readsPT() != "" {
		return false
	}
	lower, _ := strconv.Atoi(m[3])
	var dying []*perm
	for _, p := range w.perms {
		if p == q || !p.is("Creature") {
			continue
		}
		hit, why := sub.matches(w.b, q, p)
		if why != "" {
			return false
		}
		if !hit {
			continue
		}
		t, why := p.toughness()
		if why != "" {
			return false
		}
		if t <= lower {
			dying = append(dying, p)
		}
	}
	if len(dying) == 0 {
		return true
	}
	// Auras attached to a creature that dies go to the graveyard too
	// (704.5m).
	for i := 0; i < len(dying); i++ {
		for _, a := range w.perms {
			if a.attached == dying[i].i && a.hasSub("Aura") && !slices.Contains(dying, a) {
				dying = append(dying, a)
			}
		}
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if p == q && (a.Kind == KindTriggered || a.Kind == KindManaTrigger) && strings.Contains(normalize(q.Card, a.Text), effect) {
				continue
			}
			if reDeathReader.MatchString(a.Text) {
				return false
			}
		}
	}
	grave := map[*perm]bool{}
	for _, p := range dying {
		if restricts(p) {
			return false
		}
		grave[p] = true
	}
	w.shrinking = true
	defer func() { w.shrinking = false }()
	return w.triggerSetOffBy(dying, false, grave) == ""
}

// restrictsFor is restricts for what player can make or pay, where p
// takes a cost-changing effect with it: a cost reduction, or an
// increase of only another player's spells (Aura of Silence's on its
// controller's opponents', beside its controller), changes none of
// theirs it could open up.
func restrictsFor(p *perm, player string) bool {
	if !restricts(p) {
		return false
	}
	for _, a := range p.abilities {
		if a.Replacement != nil && manaReplacement(a.Replacement.Kind) {
			return true
		}
		st := a.Static
		if st == nil {
			continue
		}
		switch st.Kind {
		case StaticSpellCost:
			mine := st.SpellWhose == "" || st.SpellWhose == "you" && p.Controller == player || st.SpellWhose == "opponents" && p.Controller != player
			if mine && (st.SpellCost > 0 || st.SpellCostAtLeast > 0 || st.SpellCostMana != "" && !st.SpellCostColoredOnly || st.SpellCostUnknown != "") {
				return true
			}
		case StaticAbilityCost:
			if st.AbilityCostMore {
				return true
			}
		case StaticSetLandType, StaticLoseAll, StaticCantActivate, StaticNoLifeCosts:
			return true
		case StaticNoEffect:
			if st.SpendAsWhite || st.SpellTax {
				return true
			}
		}
	}
	return false
}

// restricts reports whether p is one of the permanents manaRestrictor
// names: its effect restricts or changes the mana a player can make or
// spend.
func restricts(p *perm) bool {
	for _, a := range p.abilities {
		if a.Replacement != nil && manaReplacement(a.Replacement.Kind) {
			return true
		}
		if a.Static == nil {
			continue
		}
		switch a.Static.Kind {
		case StaticSetLandType, StaticLoseAll, StaticCantActivate, StaticSpellCost, StaticAbilityCost, StaticNoLifeCosts:
			return true
		case StaticNoEffect:
			if a.Static.SpendAsWhite || a.Static.SpellTax {
				return true
			}
		}
	}
	return false
}
