package rules

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Land Tax's "At the beginning of your upkeep, if an opponent controls
// more lands than you, you may search your library for up to three basic
// land cards, reveal them, put them into your hand, then shuffle your
// library." triggers only where an opponent controls more lands as the
// upkeep begins, and checks that again as it resolves (CR 603.4; its
// ruling of 2009-10-01). The board does not say which cards the library
// holds: its controller may put none, one, two or three cards into their
// hand (as many as the library holds at most), each an outcome, and none
// of them is drawn (121.1, 701.23a). The condition is followed only where
// nothing can change the lands the players control before it resolves
// (landTaxStopper): then it holds as it resolves as it did as the upkeep
// began.

// landTaxStopper says why the engine can't rule where an ability like
// Land Tax's (SearchToHand) triggers beside something that may change the
// lands the players control before it resolves: another upkeep trigger
// that does more than draw, discard, reveal a card to a hand and change
// life (a permanent sacrificed, as Braids, Cabal Minion's land), or an
// ability a player may activate while it waits whose cost or effect may
// take a land off the battlefield or put one onto it (a fetch land, Zuran
// Orb's "Sacrifice a land", "Destroy target permanent"); or beside an
// ability the upkeep follows while the triggers wait (Sensei's Divining
// Top), which the engine follows only beside draws. why is the reason the
// answer gives, step says it in full; "" where nothing can.
func (w *world) landTaxStopper(trigs []*upTrigger, responses []upResponse) (why, step string) {
	var tax *upTrigger
	for _, t := range trigs {
		if t.spec.SearchToHand > 0 {
			tax = t
			break
		}
	}
	if tax == nil {
		return "", ""
	}
	stops := func(who, what string) (string, string) {
		return fmt.Sprintf("%s may change the lands before %s ability checks them again (CR 603.4)", who, Possessive(tax.source)),
			fmt.Sprintf("%s ability checks again as it resolves whether an opponent controls more lands than %s, and %s may change the lands the players control first, which the engine does not follow", Possessive(tax.source), objectFor(tax.controller), what)
	}
	if len(responses) > 0 {
		return fmt.Sprintf("%s ability puts cards into a hand, and the engine follows %s ability activated while the triggers wait only beside abilities that draw cards", Possessive(tax.source), Possessive(responses[0].source)), ""
	}
	for _, t := range trigs {
		s := t.spec
		if s.SearchToHand > 0 || s.Draw > 0 || s.RevealToHand || s.WinIf != "" {
			continue
		}
		if t.steps != nil && onlyCardsAndLife(s) {
			continue
		}
		if w.paysOrSacrificesNonland(t) {
			// Aura Flux's "sacrifice this enchantment unless you pay
			// {2}" on Land Tax: no land leaves, and lands tapped for the
			// mana stay lands.
			continue
		}
		name := Possessive(t.source) + " ability"
		if t.grantedBy != "" {
			name = t.name()
		}
		return stops(name, name)
	}
	if q, a := w.countChanger("Land"); q != nil {
		return stops(Possessive(q.name)+" ability, "+firstHow(a)+" while the triggers wait,", Possessive(q.name)+" ability \u201c"+a.Text+"\u201d, "+firstHow(a)+" while it waits on the stack (CR 117.3b),")
	}
	return "", ""
}

// explainSearches says, of each ability like Land Tax's that triggered,
// what it may put into its controller's hand.
func explainSearches(trigs []*upTrigger, e *explainer) {
	for _, t := range trigs {
		if t.spec.SearchToHand == 0 {
			continue
		}
		e.step(fmt.Sprintf("%s ability triggered, as an opponent controls more lands than %s; it checks that again as it resolves, and nothing on the board can change the lands first. The board does not say which cards %s library holds, so %s may put none, one, two or three basic land cards into %s hand (none where %s not to search), each an outcome, at most as many as the library holds; putting a card into a hand is not drawing it", Possessive(t.source), objectFor(t.controller), theirFor(t.controller), PlayerName(t.controller), theirFor(t.controller), PlayerDoes(t.controller, "chooses")), "603.4", "701.23b", "121.1")
		e.cite(t.source, "2009-10-01", "")
		return
	}
}

// searchChoices are the choices of an ability like Land Tax's as it
// resolves: the cards found and put into the hand, from none (found none,
// or chose not to search) to as many as it says or the library holds.
func searchChoices(t *upTrigger, st upState) []string {
	n := t.spec.SearchToHand
	if lib, ok := st.get(fLibrary, t.controller); ok && lib < n {
		n = lib
	}
	out := make([]string, 0, n+1)
	for k := 0; k <= n; k++ {
		out = append(out, searchChoice(k))
	}
	return out
}

// searchChoice is the choice of an ability like Land Tax's that puts k
// cards into its controller's hand.
func searchChoice(k int) string {
	if k == 0 {
		return " finding no basic land card"
	}
	return " finding " + plural(k, "basic land card")
}

// reSearchChoice reads the count of searchChoice back.
var reSearchChoice = regexp.MustCompile(`^ finding (no|\d+) basic land cards?$`)

// searchFound is the count of cards a choice of searchChoice puts into the
// hand, and whether pay is such a choice.
func searchFound(pay string) (int, bool) {
	m := reSearchChoice.FindStringSubmatch(pay)
	if m == nil {
		return 0, false
	}
	if m[1] == "no" {
		return 0, true
	}
	k, err := strconv.Atoi(m[1])
	return k, err == nil
}

// resolveSearch resolves an ability like Land Tax's that puts k basic land
// cards from its controller's library into their hand (no draw: CR 121.1),
// and says what happened. Its intervening "if" still holds as it resolves
// (landTaxStopper).
func resolveSearch(t *upTrigger, st upState, k int) string {
	who := t.controller
	ev := Possessive(t.said()) + " ability resolves: "
	if st.gone(who) {
		return ev + PlayerName(who) + " left the game, so it does nothing"
	}
	if k == 0 {
		return ev + PlayerDoes(who, "puts") + " no basic land card into " + theirFor(who) + " hand (none found, or no search made)"
	}
	if lib, ok := st.get(fLibrary, who); ok {
		st.set(fLibrary, who, lib-k)
	}
	if h, ok := st.get(fHand, who); ok {
		st.set(fHand, who, h+k)
	}
	if n, ok := st.get(fSearched, who); ok {
		st.set(fSearched, who, n+k)
	}
	them := "them"
	if k == 1 {
		them = "it"
	}
	return ev + fmt.Sprintf("%s %s for %s, %s %s into %s hand (not a draw), then %s", PlayerDoes(who, "searches"), theirFor(who)+" library", plural(k, "basic land card"), VerbFor(who, "puts"), them, theirFor(who), VerbFor(who, "shuffles"))
}

// searchedCards counts, in an outcome's events, the cards abilities like
// Land Tax's took from who's library (resolveSearch).
func searchedCards(o Outcome, who string) int {
	n := 0
	prefix := PlayerDoes(who, "searches") + " " + theirFor(who) + " library for "
	for _, ev := range o.Events {
		for _, part := range strings.Split(ev, ": ") {
			rest, ok := strings.CutPrefix(part, prefix)
			if !ok {
				continue
			}
			if k, err := strconv.Atoi(strings.Fields(rest)[0]); err == nil {
				n += k
			}
		}
	}
	return n
}

// paysOrSacrificesNonland reports whether trigger t only has its
// controller pay mana or sacrifice its own permanent, which is no land,
// and no mana ability of that player's may sacrifice a land to pay that
// mana: it changes no player's count of lands.
func (w *world) paysOrSacrificesNonland(t *upTrigger) bool {
	if !t.spec.PaysMana || !strings.HasSuffix(t.spec.Effect, " or sacrifices it") {
		return false
	}
	for _, q := range w.perms {
		if q.name == t.source && q.Controller == t.controller && q.is("Land") {
			return false
		}
		if q.Controller != t.controller {
			// Only its controller pays the mana.
			continue
		}
		for _, a := range q.abilities {
			if a.Kind != KindMana || a.Cost.Sacrifice == "" && a.Cost.SacrificeX == "" {
				continue
			}
			if a.Cost.Sacrifice == "this" && !q.is("Land") {
				// Lotus Petal, a Treasure: no land.
				continue
			}
			return false
		}
	}
	return true
}
