package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// While the upkeep's triggered abilities wait on the stack every player
// gets priority (CR 117.3b), and an activated ability that moves cards
// out of a library (a fetch land's search, Millstone's mill, a draw) or
// into one may then resolve first. Where the board gives that library's
// size, the draws the outcomes count may then meet its end where they did
// not, or the other way round (CR 121.4, 704.5b): libraryResponse says
// why the engine can't rule there. A library the board does not give is
// taken to hold enough, with or without such an ability.

// reLibraryCount reads how many cards an effect moves out of a library:
// "mills two cards", "draw three cards", "the top four cards".
var reLibraryCount = regexp.MustCompile(`\b(?:mills?|draws?|top) (a|one|two|three|four|five|six|seven|eight|nine|ten|[0-9]+) (?:additional )?cards?\b`)

// cardsNamed is how many cards text draws, mills or looks at as a number
// names it (reLibraryCount: "draws three cards"), one where it names none.
func cardsNamed(text string) int {
	if m := reLibraryCount.FindStringSubmatch(strings.ToLower(text)); m != nil {
		if n, ok := wordNumber(m[1]); ok {
			return n
		}
	}
	return 1
}

// reLibraryOne is an effect that moves one card out of a library: a
// search for a card, the top card ("a card" drawn or milled is
// reLibraryCount's).
var reLibraryOne = regexp.MustCompile(`\bsearch (?:your|their|target player's|its controller's|that player's) library for (?:a|an) \b|\bthe top card of\b`)

// reIntoLibrary is an effect that puts cards into a library: "shuffle …
// into its owner's library", "put … on top of its owner's library".
var reIntoLibrary = regexp.MustCompile(`\binto (?:your|their|its owner's|their owner's|their owners'|that player's|his or her) librar(?:y|ies)\b|\bon (?:top|the bottom) of (?:your|their|its owner's|that player's) library\b`)

// reMovesNoCardNow is a sentence of an ability's text (lower case) that
// moves no card of a library as the ability resolves in the upkeep: a look
// at the top card, which stays there, and a draw a delayed trigger makes
// in the next turn's upkeep (Mishra's Bauble, CR 603.7).
var reMovesNoCardNow = regexp.MustCompile(`\blook at the top card of (?:your|target player's|each player's|that player's) library\.|\bdraw a card at the beginning of the next turn's upkeep\.`)

// libraryResponse says why the engine can't rule on the upkeep of active
// where an ability some player can activate while its triggered abilities
// wait moves cards into or out of the library of a player the board gives
// one for, and the draws of the outcomes outs could then meet its end
// where they do not, or not where they do (cards put into a library
// matter where a draw finds it empty); "" where none can.
func (w *world) libraryResponse(ctx context.Context, active string, outs []Outcome, followed []upResponse) string {
	for _, pl := range w.b.Players {
		if why := w.revealResponse(ctx, active, pl.Name, outs, followed); why != "" {
			return why
		}
		if pl.Library == nil {
			continue
		}
		// draws: the most cards an outcome takes from the top of the
		// library, drawn or revealed and put into a hand (Dark
		// Confidant): a card moved out first may leave none to reveal.
		lib, draws := *pl.Library, 0
		// emptied: an outcome has the player draw from an empty library,
		// or reveal nothing from it, where a card put into it first
		// would be drawn or revealed.
		emptied, reveals := false, false
		revealed := PlayerDoes(pl.Name, "reveals") + " the top card of "
		for _, o := range outs {
			took := o.Draws[pl.Name] + searchedCards(o, pl.Name)
			for _, ev := range o.Events {
				took += strings.Count(ev, revealed)
			}
			reveals = reveals || took > o.Draws[pl.Name] || slicesContainsPart(o.Events, PlayerPossessive(pl.Name)+" library is empty, so nothing is revealed")
			draws = max(draws, took)
			emptied = emptied || slicesContainsPart(o.Events, PlayerName(pl.Name)+" tried to draw from an empty library") ||
				slicesContainsPart(o.Events, PlayerPossessive(pl.Name)+" library is empty, so nothing is revealed")
		}
		reader := w.librarySizeReader(pl.Name)
		movers := w.libraryMovers(ctx, active, pl.Name, followed)
		// untaps: an ability that untaps may be activated too, so one
		// whose cost taps may be activated again (Millstone beside
		// Voltaic Key).
		untaps := len(movers) > 0 && w.untapsInResponse(ctx, active)
		// total: the most cards all of them together may move out, -1
		// for any number (two Millstones).
		total := 0
		for _, m := range movers {
			out := libraryMoves(m.text)
			switch {
			case total < 0:
			case out < 0 || !activatedOnce(m.a) || untaps && m.a.Cost.Sacrifice != "this":
				if out != 0 {
					total = -1
				}
			default:
				total += out
			}
		}
		for _, m := range movers {
			out, into := libraryMoves(m.text), reIntoLibrary.MatchString(m.text)
			once := activatedOnce(m.a) && !(untaps && m.a.Cost.Sacrifice != "this")
			if out > 0 && total != out {
				// Others may move cards out too: what they all may move.
				out, once = total, total >= 0
			}
			if reader != nil && (out != 0 || into) && !reader.sureAfter(lib, out, into, once) {
				// Battle of Wits: its "if" counts the library as it
				// resolves (603.4), after what a response moved.
				return fmt.Sprintf("%s ability \u201c%s\u201d can be activated while the upkeep's triggered abilities wait on the stack, as players get priority, and the cards it moves into or out of %s library of %d may change what %s ability \u201c%s\u201d counts there as it resolves; the engine does not work out that response (CR 117.3b, 603.4)", Possessive(m.p.name), m.a.Text, PlayerPossessive(pl.Name), lib, Possessive(reader.p.name), reader.a.Text)
			}
			switch {
			case into && emptied, out != 0 && (out < 0 || !once || lib-out < draws):
				what := "the draws meet its end"
				if reveals {
					what = "the draws meet its end or a card is revealed"
				}
				return fmt.Sprintf("%s ability \u201c%s\u201d can be activated while the upkeep's triggered abilities wait on the stack, as players get priority, and the cards it moves into or out of %s library of %d may change whether %s; the engine does not work out that response (CR 117.3b, 121.4, 704.5b)", Possessive(m.p.name), m.a.Text, PlayerPossessive(pl.Name), lib, what)
			}
		}
	}
	return ""
}

// reLibrarySize is a trigger's words that count the cards in a library
// (Battle of Wits' "if you have 200 or more cards in your library").
var reLibrarySize = regexp.MustCompile(`(?i)\bcards? in (?:your|their|that player's|his or her) library\b`)

// librarySizeReader is a triggered ability of a permanent of who's, or
// one that reads any player's library, that counts the cards in it; nil
// for none.
func (w *world) librarySizeReader(who string) *libraryMover {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind != KindTriggered || !reLibrarySize.MatchString(a.Text) {
				continue
			}
			if q.Controller == who || !strings.Contains(strings.ToLower(a.Text), "your library") {
				return &libraryMover{p: q, a: a}
			}
		}
	}
	return nil
}

// reLibraryAtLeast is a count of cards in a library a trigger's "if"
// asks for: "200 or more cards in your library" (Battle of Wits).
var reLibraryAtLeast = regexp.MustCompile(`(?i)\b(\d+) or more cards in (?:your|their|that player's|his or her) library\b`)

// sureAfter reports whether the library of lib cards surely meets, or
// surely fails, the "N or more cards" the reader's trigger asks for,
// whether or not an ability moves out cards out of it first (once: it
// is activated at most once; into: it may put cards into it): what the
// trigger does then is the same.
func (r *libraryMover) sureAfter(lib, out int, into, once bool) bool {
	m := reLibraryAtLeast.FindStringSubmatch(r.a.Text)
	if m == nil || into {
		return false
	}
	n, err := strconv.Atoi(m[1])
	if err != nil {
		return false
	}
	// Fewer than N as the upkeep begins: it does not trigger at all
	// (603.4), whatever leaves the library after.
	return lib < n || once && out > 0 && lib-out >= n
}

// libraryMover is an activated ability that speaks of a library, a draw or
// a mill, with its text in lower case.
type libraryMover struct {
	p    *perm
	a    *Ability
	text string
}

// libraryMovers are the activated abilities some player can activate, and
// pay for, while the upkeep of active's triggered abilities wait, whose
// text speaks of who's library, a draw or a mill, leaving out those the
// outcomes follow (followed) and a look at the top card that moves none
// (reMovesNoCardNow). A mana ability moves no card to or from a library
// (CR 605.1a).
func (w *world) libraryMovers(ctx context.Context, active, who string, followed []upResponse) []libraryMover {
	var out []libraryMover
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind != KindActivated || slices.ContainsFunc(followed, func(r upResponse) bool { return r.perm == q.i && r.text == a.Text }) {
				continue
			}
			l := reMovesNoCardNow.ReplaceAllString(strings.ToLower(a.Text), "")
			if !strings.Contains(l, "library") && !strings.Contains(l, "draw") && !strings.Contains(l, "mill") {
				continue
			}
			if q.Controller != who && !strings.Contains(l, "player") && !strings.Contains(l, "opponent") && !strings.Contains(l, "owner") && !strings.Contains(l, "controller") {
				continue
			}
			if w.cantByTiming(asking{kind: askUpkeep, player: active}, q, a) || !w.affordable(ctx, q, a, w.permsOf(q.Controller), 0) {
				continue
			}
			if l := w.canActivate(q, a); !l.ok && !(a.Cost.Tap && q.Tapped && w.untapsInResponse(ctx, active)) {
				// A tapped one may be untapped first (Kiora's
				// Follower).
				continue
			}
			out = append(out, libraryMover{q, a, l})
		}
	}
	return out
}

// libraryMoves is how many cards an ability's text l (lower case) moves
// out of a library at most, -1 where it does not say, 0 for none.
func libraryMoves(l string) int {
	n := 0
	for _, m := range reLibraryCount.FindAllStringSubmatch(l, -1) {
		k, ok := wordNumber(m[1])
		if m[1] == "a" {
			k, ok = 1, true
		}
		if !ok {
			return -1
		}
		n += k
	}
	n += len(reLibraryOne.FindAllString(l, -1))
	if strings.Contains(l, "repeat this process") {
		// Grindstone: it may go on until the library is empty.
		return -1
	}
	if n == 0 && (strings.Contains(l, "mill") || strings.Contains(l, "draw") || strings.Contains(l, "search") || strings.Contains(l, "from the top of") || strings.Contains(l, "exile the top") || strings.Contains(l, " the top ") && strings.Contains(l, "library")) {
		return -1
	}
	return n
}

// revealResponse says why the engine can't rule where an outcome reveals
// the top card of who's library (Dark Confidant) and an ability some
// player can activate while the triggers wait draws a card or puts one on
// top of a library (Sensei's Divining Top: "Draw a card, then put this on
// top of its owner's library."), so the hand, and the card revealed and
// the life lost for it, may be others (CR 117.3b, 401.3); "" where none
// can.
func (w *world) revealResponse(ctx context.Context, active, who string, outs []Outcome, followed []upResponse) string {
	revealed := PlayerDoes(who, "reveals") + " the top card of "
	if !slices.ContainsFunc(outs, func(o Outcome) bool { return slicesContainsPart(o.Events, revealed) }) {
		return ""
	}
	for _, m := range w.libraryMovers(ctx, active, who, followed) {
		// A card milled, shuffled away or put in another order leaves
		// the card revealed one the board does not show, as before (its
		// end: libraryResponse); a card drawn changes a hand, and a
		// permanent put on top is a card the board shows.
		if strings.Contains(m.text, "draw") || strings.Contains(m.text, "on top of") {
			return fmt.Sprintf("%s ability \u201c%s\u201d can be activated while the upkeep's triggered abilities wait on the stack, as players get priority, and it may change %s hand or the top card of %s library, which is the card revealed; the engine does not work out that response (CR 117.3b, 401.3)", Possessive(m.p.name), m.a.Text, PlayerPossessive(who), theirFor(who))
		}
	}
	return ""
}
