package rules

import (
	"regexp"
	"strings"
)

// Texts that function only while their card is a spell, in another zone,
// or outside the game, read as having no effect on a permanent on the
// battlefield, whose abilities function there (CR 113.6):
//
//   - what the spell costs and how it may be cast: "This spell costs {1}
//     less to cast for each …", an additional cost, "Cast this spell only
//     if …", "Spend only mana produced by creatures to cast this spell"
//     (Myr Superion), "You may cast this spell without paying its mana
//     cost" (the
//     spell's own cost and how it is cast function on the stack and where
//     it is cast from, 113.6d–e; its total cost changes no mana value,
//     202.3, and no X, 107.3);
//   - where the card may be cast from: "You may cast this from your
//     graveyard", "from exile" (113.6f): a permanent is cast from nowhere;
//   - the draft and the deck: "Draft this face up", "Reveal this as you
//     draft it" (905.2), "this can be your commander" (903.3), ante
//     (407.3), "Before you shuffle your deck to start the game" (103.1),
//     "Any time you could mulligan and this is in your hand" (103.5b);
//   - what the card does from its owner's graveyard: "As long as this is
//     in your graveyard[ and you control a Mountain], creatures you
//     control have haste" (Anger), "…, lands you control have "{T}: Add
//     {G} or {W}."" (Riftstone Portal): an ability that states the zone
//     it functions in functions only there (113.6b), and a graveyard
//     card is on no board;
//   - what happens as the card itself is discarded ("If a spell or ability
//     an opponent controls causes you to discard this, put it onto the
//     battlefield instead", "When … causes you to discard this, …",
//     reOwnDiscard): a card is discarded from a hand (701.9a), never from
//     the battlefield, and a trigger that can't trigger from the
//     battlefield functions only where it can (113.6k).
//
// What the card enters with when cast one way ("If you do, it enters with
// …") is none of these: the enters question would have to read it.
var reElsewhere = regexp.MustCompile(`^(?:` +
	`This spell costs \{(?:[0-9]+|X|[WUBRG])\} (?:less|more) to cast(?: if [^.]+| for each [^.]+|, where X is [^.]+)\.(?: This effect can't reduce the amount of mana this spell costs by more than \{[0-9]+\}\.)?` +
	`|If [^,.]+, this spell costs \{[0-9]+\} less to cast\.` +
	`|As an additional cost to cast this spell, [^.]+\.(?: This spell costs \{[0-9]+\} less to cast for each [^.]+ this way\.)?` +
	`|Cast this spell only [^.]+\.` +
	`|You can't cast this spell [^.]+\.` +
	`|You can't spend mana to cast this spell\.` +
	`|Spend only mana produced by (?:basic lands|creatures) to cast this(?: spell)?\.` +
	`|If [^,.]+, you may cast this spell without paying its mana cost\.` +
	`|If [^,.]+, you may [^,.]+ rather than pay this spell's mana cost\.` +
	`|If [^,.]+, rather than pay this spell's mana cost, you may [^.]+\.` +
	`|You may cast this from (?:exile|your graveyard)(?: or from exile|, but not from anywhere else| as long as you control [^.]+| if you gained life this turn)?\.` +
	`|Draft this face up\.` +
	`|Reveal this as you draft it(?: and note [^.]+)?\.(?: (?:[^.]*\b(?:draft|drafted|drafting|booster pack|draft round)\b[^.]*|(?:[^.,]+ chooses? (?:a|another|a third) color,? ?(?:then )?)+)\.)*` +
	`|this can be your commander\.` +
	`|Remove this from your deck before playing if you're not playing for ante\.` +
	`|Before you shuffle your deck to start the game, you may reveal this card from your deck and exile [^.]+ you drafted that (?:aren't|isn't) in your deck\.` +
	`|Any time you could mulligan and this is in your hand, you may exile all the cards from your hand, then draw that many cards\.` +
	`|As long as this is in your graveyard(?: and [^,."]+)?, [^."]+(?:\.|"[^"]+\.")` +
	`)$`)

// reDashKeyword: a keyword whose cost follows a dash ("Kicker—Pay 3
// life", "Morph—Reveal a white card in your hand", "Eternalize—{2}{W}{W},
// Discard a card", "Recover—Pay half your life, rounded up"), after
// oracleFolder and in lower case. Kicker is paid as its spell is cast
// (702.33a), morph lets a card be cast face down and turned face up
// (702.37c, 702.37e; a permanent the board names is face up); unearth,
// embalm, eternalize, escape and recover function from a graveyard
// (702.84a, 702.128a, 702.129a, 702.138a, 702.59a), ninjutsu, madness and
// cycling from a hand (702.49a, 702.35a, 702.29a), evoke, emerge and dash
// as the spell is cast (702.74a, 702.119a, 702.109a).
var reDashKeyword = regexp.MustCompile(`^(?:(?:multi)?kicker|(?:mega)?morph|unearth|embalm|eternalize|escape|recover|ninjutsu|madness|(?:basic |[a-z]+)?(?:land)?cycling|evoke|emerge|dash)-[^()]+$`)

// reOpeningHandReveal: "You may reveal this card from your opening hand.
// If you do, …" (the Chancellors, Sphinx of Foresight). The card is
// revealed from its owner's opening hand before the first turn (CR
// 103.6b), and what it does is a delayed triggered ability made then
// (603.7a, 603.7g): "at the beginning of the first upkeep, …", "when each
// opponent casts their first spell of the game, …", or "scry 3 at the
// beginning of your first upkeep". The permanent on the battlefield does
// nothing by it; the delayed trigger may still be waiting, and bears where
// its event can happen (understand.go). m[1] is its condition and m[2] its
// effect, or m[3] the effect and m[4] the condition after it.
var reOpeningHandReveal = regexp.MustCompile(`^You may reveal this card from your opening hand\. If you do, (?:(?:at|when|whenever) ([^,]+), (.+)|(.+) at (the beginning of [^,.]+)\.)$`)

// compileOpeningHand reads a text revealed from an opening hand as the
// delayed trigger it makes, with the events of its condition; it is never
// understood: the engine does not model what it does.
func compileOpeningHand(a *Ability, s string) bool {
	m := reOpeningHandReveal.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	cond, effect := m[1], m[2]
	if cond == "" {
		cond, effect = m[4], m[3]
	}
	a.Kind = KindTriggered
	a.Trigger = &TriggerSpec{Event: TriggerOther, Effect: effect, On: readEvents(strings.ToLower(cond))}
	a.Understood = false
	a.Why = "it works from an opening hand before the first turn (CR 103.6b), and the engine does not model the delayed triggered ability it makes"
	return true
}

// reOwnDiscard: a replacement or trigger on the card itself being
// discarded (Dodecapod, Loxodon Smiter, Metrognome, Sand Golem).
var reOwnDiscard = regexp.MustCompile(`^(?:If a spell or ability an opponent controls causes you to discard this, put it onto the battlefield(?: with [^.]+)? instead of putting it into your graveyard|When a spell or ability an opponent controls causes you to discard this, [^.]+)\.$`)

// compileOwnDiscard reads a text on the card's own discard as having no
// effect on a permanent (above); it changes no power or toughness.
func compileOwnDiscard(a *Ability, s string) bool {
	if !reOwnDiscard.MatchString(s) {
		return false
	}
	a.Kind = KindStatic
	a.Static = &StaticSpec{Kind: StaticNoEffect, KeepsPT: true}
	return true
}
