package rules

import (
	"fmt"
	"slices"
	"strings"
)

// The solver of /judge pay and /judge mana works on units of mana of 24
// kinds: the six types (CR 106.1), each made by a snow source or not
// (CR 107.4h), and each spendable on anything or only on the spell being
// cast (a restriction such as "Spend this mana only to cast creature
// spells" that the spell meets: such mana can't pay a mana ability's
// cost).
const (
	kindSnow      = 6
	kindSpellOnly = 12
	numKinds      = 24
)

// unitKind is the kind of a unit of mana of type c.
func unitKind(c Color, snow, spellOnly bool) int {
	k := int(c)
	if snow {
		k += kindSnow
	}
	if spellOnly {
		k += kindSpellOnly
	}
	return k
}

// kindVec counts mana by kind.
type kindVec [numKinds]int32

// pool is the mana of the vector by type.
func (v *kindVec) pool() Pool {
	var p Pool
	// The kinds are blocks of the six types (unitKind).
	for b := 0; b+len(p) <= len(v); b += len(p) {
		block := v[b : b+len(p)]
		for c, n := range block {
			p[c] += int(n)
		}
	}
	return p
}

// addPool adds a pool of mana of one snow and restriction status.
func (v *kindVec) addPool(p Pool, snow, spellOnly bool) {
	for c, n := range p {
		v[unitKind(Color(c), snow, spellOnly)] += int32(n)
	}
}

func (v *kindVec) total() int {
	n := 0
	for _, x := range v {
		n += int(x)
	}
	return n
}

// payUse is one way of using one mana source: which ability, the choices
// made, the mana it makes and what it costs.
type payUse struct {
	// action says it in words: "tap Forest for {G}"; ability is the
	// mana ability's text.
	action  string
	ability string
	choices []string
	events  []string
	// made is the mana that can be spent on this cost, by kind; pool is
	// all the mana it makes, spendable here or not.
	made kindVec
	pool Pool
	// usable is the mana of pool that may be spent on this cost, by type
	// as made.
	usable Pool
	// cost is the mana its ability costs (a filter land's {W/U}), nil for
	// none; life the life it costs; damage the damage its effect deals to
	// its controller before any cost is paid with life.
	cost   *ManaCost
	life   int
	damage int
	// later is the damage triggered abilities deal to its controller
	// when they resolve, after the cost is paid (manaRun's later).
	later int
	// hand is the number of cards its cost takes from its controller's
	// hand (a discard, an exile from the hand): the uses of one payment
	// share that hand (shareHand).
	hand int
	// energy is the number of energy counters its cost pays: the uses
	// of one payment share them (shareEnergy).
	energy int
	// shown is what a payment shows of it, worked out when a way that
	// uses it is first shown (see shownOf).
	shown *useShown
	// again is, for an untapper's use (addUntappers), 1 + the group whose
	// use againUse it makes again; 0 for any other use, or for a
	// permanent tapped before the question.
	again, againUse int
	// paid: the untapper's ability costs mana (Wirewood Lodge's {G}),
	// which cost holds.
	paid bool
	// untapCost is, for an untapper's use whose ability costs mana, that
	// mana alone, paid with mana made before the untap (untapLethal).
	untapCost *ManaCost
	// card is the permanent a payment names for this use, where it is not
	// the group's: the one an untapper untaps.
	card string
	// tapsFor: the use taps its permanent for the cost of another's mana
	// ability, which card names (addTapCostMana).
	tapsFor bool
	// tapsToPay: the use taps its permanent for the spell's convoke or
	// improvise (addTapsToPay); its pool is what it pays for, not mana.
	tapsToPay bool
	// selfSac is 2 where the use sacrifices or exiles its own permanent
	// (sacrificesItself), 3 where it leaves it to die (the last counter
	// removed from Workhorse), 1 where it does neither, 0 not yet known.
	selfSac int8
	// ownPaid is, for a use that untaps its permanent and taps it again,
	// the mana of its own taps that pays for its untaps (keptUses): pool
	// and made leave it out, and cost is what it does not pay; a payment
	// shows the mana made with it, and the untaps' whole cost.
	ownPaid Pool
	// fewer is, for a use that untaps its permanent and taps it again,
	// 1 + the index in its group of the same use with one untap fewer; 0
	// for none (a way is not listed where that one pays too).
	fewer int
}

// useShown is what a payment shows of a use: its mana in symbols, its
// mana that can be spent on the cost by type, and its events that are
// not the tapping or the mana itself, as a payment words them.
type useShown struct {
	mana   string
	usable Pool
	events []string
}

// payGroup is a number of equal mana sources: permanents that can be
// used in the same ways, searched as one source with a count.
type payGroup struct {
	name  string
	count int
	uses  []payUse
	// apart: the uses of an ability of permanents another group also
	// holds, used apart from their other mana abilities (usedApart).
	apart bool
	// untap: the uses of untappers, each another group's use made again
	// (addUntappers).
	untap bool
	// repeat: the uses of abilities that can be activated again and
	// again; count is how many activations are weighed (boundRepeats).
	repeat bool
	// activations: count is how many times one ability is activated, not
	// a number of equal permanents (addTapManyIdle).
	activations bool
	// split is, for the copies of a group whose uses share a resource
	// too small for all of them (share), 1 + that group, which holds the
	// copies that may use it; this group holds the others, with only the
	// uses that take none of it, splitUses giving each one's number in
	// that group. 0 for any other group.
	split     int
	splitUses []int
}

// payProblem is a cost to pay with the mana of some sources.
type payProblem struct {
	groups []payGroup
	cost   ManaCost
	// life is the life the player can pay; -1 when the board does not say.
	life int
	// maxWays is how many ways to list; maxStates bounds the search, and
	// apart the orders tried of mana abilities with mana costs.
	maxWays   int
	maxStates int
	// meter is the question's: the search stops when its time is up.
	meter *meter
	// base, when set, is what the solvers of these groups share.
	base *payBase
	// must is 1 + a group every copy of which each way uses (a split's
	// activations, tapManySplit); 0 for none.
	must int
	// triggers says whether the triggered abilities of the mana abilities
	// activated before an untap resolve before the spell is cast
	// (untapLethal).
	triggers triggersBefore
	// cantLose: the player does not lose the game for having 0 or less
	// life (Platinum Angel), so the life before an untap is not checked.
	cantLose bool
}

// triggersBefore is whether the triggered abilities of mana abilities
// activated before a spell is cast (an untap's first tap: City of Brass'
// damage) resolve before it is: a spell that can be cast only with an
// empty stack waits for them (CR 117.1a, 307.1, 603.3), an instant or a
// spell with flash need not, and a cost asked without card: is taken to
// be one that need not.
type triggersBefore uint8

const (
	triggersWait triggersBefore = iota
	triggersResolve
	triggersMayResolve // a text about flash may let the spell be cast first
)

// payPick is count uses of use number use of group number group; alts
// are the uses of the group that pay this cost alike and are merged with
// it (use among them).
type payPick struct {
	group, use, count int
	alts              []int
	// sameLeft: the alternatives, merged from ways alike
	// (mergeWaysAlike), leave the same mana over whatever they make.
	sameLeft bool
}

// payWay is one way to pay: the sources used, the mana left over and the
// mana that pays the cost, by type, and the life paid for Phyrexian
// symbols.
type payWay struct {
	picks    []payPick
	left     Pool
	phyLife  int
	spellPay Pool
	// costOrder is, where picks cost mana (a Signet's {1}), the order in
	// which the search found them activated, one activation each, so that
	// the mana of each is there when the next is paid for.
	costOrder []payPick
}

// payResult is what the search found.
type payResult struct {
	ways []payWay
	// more: there are more ways than maxWays.
	more bool
	// exhausted: the search went past maxStates, so a "no" is not known.
	exhausted bool
	// untapLife: some way uses an untap that the mana abilities before it
	// may or may not leave the player alive for (untapLethal).
	untapLife bool
	// untapDropped: some way was left out because the mana abilities
	// before its untap leave the player at 0 life (untapLethal).
	untapDropped bool
	states       int
}

// payerLife is the life total player pays life from, -1 when the board
// does not give it. In a Two-Headed Giant game that is the team's shared
// life total (CR 119.4a, 810.9a), written on any member of the team; why
// says what stops the answer when the members' totals differ. With e, it
// explains the shared total where Phyrexian symbols may be paid with life.
// A total below 0 (a player Platinum Angel keeps in the game) is given as
// 0: no life can be paid from it, as from 0 (119.4); boardLife gives the
// total itself.
func payerLife(b *Board, player string, e *explainer, phyrexian bool) (life int, why string) {
	life, given, why := boardLife(b, player, e, phyrexian)
	switch {
	case !given:
		return -1, why
	case life < 0:
		return 0, why
	}
	return life, why
}

// boardLife is payerLife's life total as the board gives it, below 0
// too; given is false where the board does not give it.
func boardLife(b *Board, player string, e *explainer, phyrexian bool) (life int, given bool, why string) {
	if pl := b.Player(player); pl != nil && pl.Life != nil {
		life, given = *pl.Life, true
	}
	if b.Format != Format2HG {
		return life, given, ""
	}
	defer func() {
		if e != nil && phyrexian && given && why == "" {
			e.step(fmt.Sprintf("In a Two-Headed Giant game life is paid from the team's shared life total, %d, and only if it is at least the life paid", life), "119.4a", "810.9a")
		}
	}()
	for _, team := range b.Teams {
		if !slices.Contains(team, FoldPlayer(player)) {
			continue
		}
		for _, m := range team {
			pl := b.Player(m)
			if pl == nil || pl.Life == nil {
				continue
			}
			if given && *pl.Life != life {
				return life, false, fmt.Sprintf("the board gives the players of one team different life totals (%d and %d), and in a Two-Headed Giant game a team has one shared life total: write it once", life, *pl.Life)
			}
			life, given = *pl.Life, true
		}
	}
	return life, given, ""
}

// joinReasons joins the distinct reasons each permanent can't make
// mana now, in board order, with semicolons: every one is said, not the
// first alone.
func joinReasons(reasons []string) string {
	var out []string
	for _, r := range reasons {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return strings.Join(out, "; ")
}

// countLifeSymbols is how many Phyrexian symbols c has.
func countLifeSymbols(c ManaCost) int {
	n := 0
	for _, s := range c.Symbols {
		if s.Kind == SymPhyrexian || s.Kind == SymHybridPhyrexian {
			n++
		}
	}
	return n
}

// noSourceWhy says why a cost can't be paid by a player with no mana
// source now, and for a cost of Phyrexian symbols only, that the life is
// short too.
func noSourceWhy(cost ManaCost, src paySources, life, shown int, subject string) string {
	why := subject + " controls no permanent that can make mana now"
	if subject == "you" {
		why = "you control no permanent that can make mana now"
	}
	if len(src.unusable) > 0 {
		why = subject + " can't make mana now: " + joinReasons(src.unusable)
	} else if len(src.castFirst) > 0 {
		// Lion's Eye Diamond beside a spell in the hand: its mana is
		// made only before the spell is cast, discarding that hand.
		why = "the only mana " + subject + " can make is made before it is cast, discarding the hand it is cast from"
	}
	if hasLifeSymbol(cost) && life >= 0 && cost.MinMana() <= 0 {
		why += fmt.Sprintf(", and paying its Phyrexian symbols with life takes %d life, more than the %d there is", 2*countLifeSymbols(cost), shown)
	}
	return why
}
