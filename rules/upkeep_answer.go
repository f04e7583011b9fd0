package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// upkeepAnswer is the headline of an upkeep ruling: what triggers and who
// draws how many, in one short sentence. With several outcomes it says how
// many there are (the outcomes themselves are listed beside it), or, when
// only the active player's draws differ, the numbers they can draw.
//
// Where that runs past maxHeadlineWords, the notes on who loses or wins
// say it in fewer words (shortNote), then the triggers are counted, not
// named; the outcomes' events and the steps say it whole.
//
// acted names the permanents whose abilities may be activated while the
// triggers wait (upResponse), which the outcomes then depend on too.
func upkeepAnswer(b *Board, active []string, trigs []*upTrigger, outs []Outcome, drawChoices bool, acted []string) string {
	var heads []string
	for terse := upkeepFull; terse <= upkeepSomeMerged; terse++ {
		heads = append(heads, upkeepHeadline(b, active, trigs, outs, terse, drawChoices, acted))
	}
	return firstFitting(heads...)
}

// How tersely upkeepHeadline says it, each saying less than the one
// before.
const (
	upkeepFull = iota
	// upkeepShortNotes says the notes on who loses or wins short.
	upkeepShortNotes
	// upkeepCounted counts the triggers.
	upkeepCounted
	// upkeepOutcomesCounted counts the outcomes in fewer words.
	upkeepOutcomesCounted
	// upkeepLeanest leaves out that a player loses in some outcomes where
	// they lose in every one, says each player's losses in one note, and
	// leaves the choices and order that make the draws differ to the
	// outcomes.
	upkeepLeanest
	// upkeepSomeMerged says in one sentence who loses in some outcomes
	// ("In some orders, you lose the game, and in some, Ally does.").
	upkeepSomeMerged
)

// upkeepHeadline is upkeepAnswer's headline, as tersely as terse says.
// drawChoices: abilities that trigger on drawing offer choices as they
// resolve (resolveDrawChoices).
func upkeepHeadline(b *Board, active []string, trigs []*upTrigger, outs []Outcome, terse int, drawChoices bool, acted []string) string {
	short, counted := terse >= upkeepShortNotes, terse >= upkeepCounted
	if len(trigs) == 0 {
		if len(active) > 1 {
			return "Nothing triggers at the beginning of the upkeep of " + PlayerNames(active) + "."
		}
		return "Nothing triggers at the beginning of " + PlayerPossessive(active[0]) + " upkeep."
	}
	ans := Capital(whatTriggers(trigs))
	if counted && len(trigs) > 1 {
		ans = Capital(countWord(len(trigs))) + " abilities trigger"
	}
	say := func(note string) string {
		if short {
			note = shortNote(note)
		}
		if terse >= upkeepLeanest {
			// "you lose if the card revealed has mana value 3 or
			// more": a loss that hangs on the card is no loser's.
			note = reRevealLoss.ReplaceAllString(note, " if the $1")
		}
		return note
	}
	switch len(outs) {
	case 0:
		return ans + "."
	case 1:
		ans += ": " + drawsIn(b, active, outs[0])
		var notes []string
		for _, l := range libraryLosers(b) {
			if l.lost(outs[0]) {
				notes = append(notes, l.says)
			}
		}
		for _, l := range lifeLosers(b) {
			if l.lost(outs[0]) {
				notes = append(notes, l.says)
			}
		}
		for _, m := range savedNotes(outs[0]) {
			notes = append(notes, m)
		}
		if slicesContainsPart(outs[0].Events, "; "+gameDrawn) {
			notes = append(notes, gameDrawn)
		}
		for _, m := range revealLosses(outs[0]) {
			notes = append(notes, m)
		}
		for _, p := range b.Players {
			if len(b.Players) > 2 && slicesContainsPart(outs[0].Events, "; "+lastStanding(p.Name)) {
				notes = append(notes, lastStanding(p.Name))
			}
			if slicesContainsPart(outs[0].Events, "; "+winsTheGame(p.Name)) {
				notes = append(notes, winsTheGame(p.Name))
			}
		}
		if terse >= upkeepLeanest {
			notes = mergeLosses(notes)
		}
		for _, m := range notes {
			ans += "; " + say(m)
		}
		return ans + "."
	}
	// What the outcomes depend on: the order, and the choices made as a
	// trigger resolves (paying life or not, CR 119.4).
	by, leads := "the order they resolve in", "leads"
	every, some := " In every order, ", " In some orders, "
	flips, chosen := false, drawChoices
	for _, t := range trigs {
		flips = flips || t.spec.FlipDamage > 0
		chosen = chosen || t.spec.chooses() && t.spec.FlipDamage == 0
		if t.spec.chooses() || drawChoices {
			by, leads = "the order they resolve in and the choices made", "lead"
			every, some = " In every outcome, ", " In some outcomes, "
			if len(trigs) == 1 && !drawChoices {
				by, leads = "the choice made as it resolves", "leads"
			} else if len(trigs) == 1 {
				by, leads = "the choices made as the abilities that trigger on drawing resolve", "lead"
			}
		}
	}
	if flips && !chosen {
		// A coin flip's result is no one's choice (CR 705.2).
		by, leads = "the order they resolve in and the coin flip", "lead"
		if len(trigs) == 1 {
			by, leads = "the coin flip as it resolves", "leads"
		}
	}
	if len(acted) > 0 {
		// An ability activated while they wait (117.3b).
		whether := "whether " + Possessive(joinOr(acted)) + " ability is activated"
		if len(acted) > 1 {
			whether = "whether the abilities of " + joinOr(acted) + " are activated"
		}
		switch {
		case terse >= upkeepOutcomesCounted && len(trigs) == 1:
			by = whether
		case terse >= upkeepOutcomesCounted:
			by = "their order and " + whether
		case len(trigs) == 1 && by == "the order they resolve in":
			by = whether + " while it waits"
		default:
			by += " and " + whether + " meanwhile"
		}
		every, some = " In every outcome, ", " In some outcomes, "
	} else if terse >= upkeepOutcomesCounted {
		by = map[string]string{
			"the order they resolve in":                                         "their order",
			"the order they resolve in and the choices made":                    "their order and the choices made",
			"the order they resolve in and the coin flip":                       "their order and the coin flip",
			"the coin flip as it resolves":                                      "the coin flip",
			"the choice made as it resolves":                                    "the choice made",
			"the choices made as the abilities that trigger on drawing resolve": "the choices made",
		}[by]
	}
	if fixed, who, n, ok := oneDrawerVaries(b, active, outs); ok && drawChoices {
		// Abilities that trigger on drawing let another player draw
		// (Consecrated Sphinx): the draws that vary are theirs.
		if terse >= upkeepLeanest {
			ans = fmt.Sprintf("%s: %s, and %s %s.", ans, fixed, PlayerDoes(who, "draws"), n)
		} else if terse >= upkeepOutcomesCounted {
			ans = fmt.Sprintf("%s: %s, and %s %s, by %s.", ans, fixed, PlayerDoes(who, "draws"), n, by)
		} else {
			ans = fmt.Sprintf("%s: %s, and depending on %s, %s %s.", ans, fixed, by, PlayerDoes(who, "draws"), n)
		}
	} else if n, ok := onlyDrawsVary(b, active, outs); ok && terse >= upkeepLeanest {
		ans = fmt.Sprintf("%s; %s %s.", ans, PlayerDoes(active[0], "draws"), n)
	} else if ok && terse >= upkeepOutcomesCounted {
		ans = fmt.Sprintf("%s; %s %s, by %s.", ans, PlayerDoes(active[0], "draws"), n, by)
	} else if ok {
		ans = fmt.Sprintf("%s; depending on %s, %s %s.", ans, by, PlayerDoes(active[0], "draws"), n)
	} else if drawChoices && sameDraws(outs) && terse < upkeepOutcomesCounted {
		// The choices change no one's draws (Jace's Erasure's cards put
		// into a graveyard).
		ans = fmt.Sprintf("%s: %s; %s %s to %d different outcomes.", ans, drawsIn(b, active, outs[0]), by, leads, len(outs))
	} else if terse >= upkeepOutcomesCounted {
		ans = fmt.Sprintf("%s; %d outcomes, by %s.", ans, len(outs), by)
	} else {
		ans = fmt.Sprintf("%s; %s %s to %d different outcomes.", ans, by, leads, len(outs))
	}
	// tell says what follows in every outcome, or in some, where holds;
	// losers are those that lose in every outcome, as the notes say them
	// ("you lose").
	var losers, someLosers []string
	// lostIn marks, for each loser as the notes say them ("you lose"),
	// the outcomes in which they lose for any reason: one who loses in
	// some orders at 0 life and in the others for drawing from an empty
	// library loses in every order.
	lostIn := map[string][]bool{}
	tell := func(holds func(Outcome) bool, says string) {
		n := 0
		who, _, loses := strings.Cut(say(says), " the game")
		for i, o := range outs {
			if holds(o) {
				n++
				if loses {
					if lostIn[who] == nil {
						lostIn[who] = make([]bool, len(outs))
					}
					lostIn[who][i] = true
				}
			}
		}
		switch {
		case n == len(outs):
			ans += every + say(says) + "."
			if loses {
				losers = append(losers, who)
			}
		case n > 0 && terse >= upkeepLeanest && loses && slices.Contains(losers, who):
		case n > 0 && terse >= upkeepSomeMerged && loses && (strings.HasSuffix(who, " lose") || strings.HasSuffix(who, " loses")):
			if !slices.Contains(someLosers, who) {
				someLosers = append(someLosers, who)
			}
		case n > 0:
			ans += some + say(says) + "."
		}
	}
	inEvents := func(part string) func(Outcome) bool {
		return func(o Outcome) bool { return slicesContainsPart(o.Events, part) }
	}
	for _, l := range libraryLosers(b) {
		tell(l.lost, l.says)
	}
	for _, l := range lifeLosers(b) {
		tell(l.lost, l.says)
	}
	// Each distinct note the outcomes hold, said of those that hold it.
	for _, notesOf := range []func(Outcome) []string{savedNotes, revealLosses} {
		var notes []string
		for _, o := range outs {
			for _, m := range notesOf(o) {
				if !slices.Contains(notes, m) {
					notes = append(notes, m)
				}
			}
		}
		for _, m := range notes {
			tell(func(o Outcome) bool { return slices.Contains(notesOf(o), m) }, m)
		}
	}
	tell(inEvents("; "+gameDrawn), gameDrawn)
	for _, p := range b.Players {
		tell(inEvents("; "+winsTheGame(p.Name)), winsTheGame(p.Name))
	}
	// With two players the one who loses says who wins: the headline
	// names the winner only where more were left.
	for _, p := range b.Players {
		if len(b.Players) > 2 {
			tell(inEvents("; "+lastStanding(p.Name)), lastStanding(p.Name))
		}
	}
	// A loser in some outcomes for each of several reasons who loses in
	// every outcome is said so (CR 704.5a, 704.5b).
	var inSome []string
	for _, who := range someLosers {
		if slices.Contains(losers, who) {
			// Said already: they lose in every order for one reason.
			continue
		}
		if !slices.Contains(lostIn[who], false) {
			ans += every + who + " the game."
			continue
		}
		inSome = append(inSome, who)
	}
	someLosers = inSome
	for i, who := range someLosers {
		if i == 0 {
			ans += some + who + " the game"
			continue
		}
		does := " does"
		if strings.HasSuffix(who, " lose") {
			does = " do"
		}
		ans += ", and in some, " + strings.TrimSuffix(strings.TrimSuffix(who, " loses"), " lose") + does
	}
	if len(someLosers) > 0 {
		ans += "."
	}
	return ans
}

// lifeLoser is a player, or in Two-Headed Giant a team, whose life total
// may fall to 0 or less: mark is how lossNotes says it in the events, and
// says is how the answer says what follows (CR 704.5a, 810.8c).
type lifeLoser struct {
	mark, says string
}

func (l lifeLoser) lost(o Outcome) bool {
	for _, ev := range o.Events {
		// An effect may keep the player in the game at 0 or less life
		// (cant_lose.go): then the event says the mark, not the loss.
		if strings.Contains(ev, l.mark) && strings.Contains(ev, l.says) {
			return true
		}
	}
	return false
}

// teamMembers are the board's Two-Headed Giant teams that have players,
// each with its members in the order of the board's players.
func teamMembers(b *Board) [][]string {
	var out [][]string
	for i := range b.Teams {
		var team []string
		for _, p := range b.Players {
			if b.teamOf(p.Name) == i {
				team = append(team, p.Name)
			}
		}
		if len(team) > 0 {
			out = append(out, team)
		}
	}
	return out
}

// lifeLosers are the board's players, or in Two-Headed Giant its teams
// with their members in the order of the board's players.
func lifeLosers(b *Board) []lifeLoser {
	var out []lifeLoser
	if b.Format == Format2HG {
		for _, team := range teamMembers(b) {
			out = append(out, lifeLoser{"; the shared life total of " + PlayerNames(team) + " is now ", teamLostAtZeroLife(team)})
		}
		return out
	}
	for _, p := range b.Players {
		out = append(out, lifeLoser{"; " + PlayerPossessive(p.Name) + " life total is now ", lostAtZeroLife(p.Name)})
	}
	return out
}

// whatTriggers is "Ghirapur Orrery triggers", "Ghirapur Orrery triggers
// twice", "Ghirapur Orrery and Phyrexian Arena trigger", or, for more than
// three kinds, "7 abilities trigger".
func whatTriggers(trigs []*upTrigger) string {
	count := map[string]int{}
	var order []string
	for _, t := range trigs {
		if count[t.name()] == 0 {
			order = append(order, t.name())
		}
		count[t.name()]++
	}
	if len(order) > 3 {
		return Capital(countWord(len(trigs))) + " abilities trigger"
	}
	if len(order) == 1 {
		if n := count[order[0]]; n > 1 {
			return order[0] + " triggers " + times(n)
		}
		return order[0] + " triggers"
	}
	var what []string
	for _, n := range order {
		if count[n] > 1 {
			what = append(what, fmt.Sprintf("%s (%s)", n, times(count[n])))
		} else {
			what = append(what, n)
		}
	}
	return joinAnd(what) + " trigger"
}

// drawsIn is who draws how many in one outcome: every active player, and
// any other player who draws.
func drawsIn(b *Board, active []string, o Outcome) string {
	var d []string
	for _, p := range b.Players {
		if has(active, p.Name) || o.Draws[p.Name] > 0 {
			d = append(d, PlayerDoes(p.Name, "draws")+" "+numberWord(o.Draws[p.Name]))
		}
	}
	return strings.Join(d, ", ")
}

// onlyDrawsVary reports whether, across the outcomes, only the one active
// player draws anything, and then the numbers they may draw in words: "one
// or four cards".
func onlyDrawsVary(b *Board, active []string, outs []Outcome) (string, bool) {
	if len(active) != 1 {
		return "", false
	}
	var ns []int
	for _, o := range outs {
		for p, n := range o.Draws {
			if p != active[0] && n > 0 {
				return "", false
			}
		}
		if n := o.Draws[active[0]]; !slices.Contains(ns, n) {
			ns = append(ns, n)
		}
	}
	if len(ns) != len(outs) {
		return "", false
	}
	return drawCountWords(ns), true
}

// drawCountWords says numbers of cards drawn, from the fewest, with
// "cards" once, at the end: "no cards, two, four or six cards".
func drawCountWords(ns []int) string {
	slices.Sort(ns)
	words := make([]string, len(ns))
	for i, n := range ns {
		words[i] = strings.TrimSuffix(strings.TrimSuffix(numberWord(n), " cards"), " card")
	}
	words[len(words)-1] = numberWord(ns[len(ns)-1])
	if ns[0] == 0 {
		words[0] = "no cards"
	}
	return joinOr(words)
}

// sameDraws reports whether every outcome has each player draw the same.
func sameDraws(outs []Outcome) bool {
	for _, o := range outs[1:] {
		if fmt.Sprint(o.Draws) != fmt.Sprint(outs[0].Draws) {
			return false
		}
	}
	return true
}

// oneDrawerVaries reports whether the outcomes differ only in the cards
// one player other than the active one draws, each outcome by a number of
// its own, and says what the active player draws in each (fixed: "you
// draw three cards"), who varies, and their numbers ("no cards, two, four
// or six cards").
func oneDrawerVaries(b *Board, active []string, outs []Outcome) (fixed, who string, n string, ok bool) {
	if len(active) != 1 || len(outs) < 2 {
		return "", "", "", false
	}
	for _, p := range b.Players {
		if p.Name == active[0] {
			continue
		}
		var ns []int
		same := true
		for _, o := range outs {
			if !slices.Contains(ns, o.Draws[p.Name]) {
				ns = append(ns, o.Draws[p.Name])
			}
			for q, k := range o.Draws {
				if q != p.Name && k != outs[0].Draws[q] {
					same = false
				}
			}
			for q := range outs[0].Draws {
				if _, there := o.Draws[q]; !there && q != p.Name {
					same = false
				}
			}
		}
		if !same || len(ns) != len(outs) {
			continue
		}
		return PlayerDoes(active[0], "draws") + " " + numberWord(outs[0].Draws[active[0]]), p.Name, drawCountWords(ns), true
	}
	return "", "", "", false
}

// libraryLoser is a player, or in Two-Headed Giant a team, that may lose
// the game for a draw from an empty library: lost says whether an outcome
// has one of its players draw so, and says is how the answer says it
// (CR 704.5b, 810.8a).
type libraryLoser struct {
	players []string
	says    string
}

func (l libraryLoser) lost(o Outcome) bool {
	return slices.ContainsFunc(l.players, func(p string) bool { return drewFromEmpty(o, p) })
}

// libraryLosers are the board's players, or in Two-Headed Giant its
// teams: a player who loses the game takes their team with them, so the
// answer says the team loses (810.8a).
func libraryLosers(b *Board) []libraryLoser {
	var out []libraryLoser
	if b.Format == Format2HG {
		for _, team := range teamMembers(b) {
			out = append(out, libraryLoser{team, teamEmptyLibraryLoss(team)})
		}
		return out
	}
	for _, p := range b.Players {
		out = append(out, libraryLoser{[]string{p.Name}, emptyLibraryLoss(p.Name)})
	}
	return out
}

// teamEmptyLibraryLoss is what a Two-Headed Giant team one of whose
// players attempted to draw from an empty library suffers, as answers say
// it.
func teamEmptyLibraryLoss(team []string) string {
	return "a player of " + possessiveOf(PlayerName(team[0])) + " team tried to draw from an empty library, so " + possessiveOf(PlayerName(team[0])) + " team loses the game the next time state-based actions are checked"
}

// drewFromEmpty reports whether, in outcome o, player attempted to draw a
// card from an empty library (CR 121.4): lossNotes says so.
func drewFromEmpty(o Outcome, player string) bool {
	for _, ev := range o.Events {
		if strings.Contains(ev, "; "+emptyLibraryLoss(player)) {
			return true
		}
	}
	return false
}

// revealLosses are what the outcome's events say of a player who may lose
// the game by the mana value of a card revealed (revealMayLose), each once.
func revealLosses(o Outcome) []string {
	var out []string
	for _, ev := range o.Events {
		for _, part := range strings.Split(ev, "; ") {
			if strings.HasPrefix(part, "with ") && (strings.Contains(part, " if that card's mana value is ") || strings.Contains(part, " cards revealed have a total mana value of ")) && !slices.Contains(out, part) {
				out = append(out, part)
			}
		}
	}
	return out
}

// shortNote says a note of upkeepAnswer on who loses or wins the game in
// fewer words: the next check of state-based actions, when it happens, is
// left to the steps and events.
func shortNote(note string) string {
	if members, ok := teamOfNote(note); ok {
		return possessiveOf(members[0]) + " team loses the game at 0 or less life"
	}
	if m := reTeamRevealLost.FindStringSubmatch(note); m != nil {
		first, _, _ := strings.Cut(m[1], " and ")
		first, _, _ = strings.Cut(first, ", ")
		return possessiveOf(first) + " team loses if the revealed card has mana value " + m[2] + " or more"
	}
	for _, r := range shortNotes {
		if r.re.MatchString(note) {
			return r.re.ReplaceAllString(note, r.to)
		}
	}
	return note
}

var shortNotes = []struct {
	re *regexp.Regexp
	to string
}{
	{regexp.MustCompile(`^.+ tried to draw from an empty library, so (.+) the game the next time state-based actions are checked$`), "$1 the game for drawing from an empty library"},
	{regexp.MustCompile(`^.+ 0 or less life, so (.+) the game the next time state-based actions are checked$`), "$1 the game at 0 or less life"},
	{regexp.MustCompile(`^with \d+ life, (.+) the game the next time state-based actions are checked if that card's mana value is (\d+) or more$`), "$1 the game if the card revealed has mana value $2 or more"},
	{regexp.MustCompile(`^with \d+ life, (.+) the game the next time state-based actions are checked if the (\w+) cards revealed have a total mana value of (\d+) or more$`), "$1 the game if the $2 cards revealed total mana value $3 or more"},
	{regexp.MustCompile(`^every player still in the game loses at the same time, so the game is a draw$`), "the game is a draw, every player losing at once"},
	{regexp.MustCompile(`^(.+) the only player left in the game, so (.+) the game$`), "$2 the game as the only player left"},
}

// mergeLosses says in one note each player's losses of the game, their
// reasons joined ("you lose the game for drawing from an empty library and
// at 0 or less life"), short; a team's loss at 0 or less life is left out
// where one of its players loses, since the team loses with them (CR
// 810.8a).
func mergeLosses(notes []string) []string {
	var out, losers []string
	at := map[string]int{}
	for _, m := range notes {
		if _, ok := teamOfNote(m); ok {
			out = append(out, m)
			continue
		}
		m = shortNote(m)
		who, why, ok := strings.Cut(m, " the game ")
		if !ok {
			out = append(out, m)
			continue
		}
		losers = append(losers, strings.TrimSuffix(strings.TrimSuffix(who, " loses"), " lose"))
		if i, seen := at[who]; seen {
			out[i] += " and " + why
			continue
		}
		at[who] = len(out)
		out = append(out, m)
	}
	kept := out[:0]
	for _, m := range out {
		if members, ok := teamOfNote(m); ok && slices.ContainsFunc(members, func(p string) bool { return slices.Contains(losers, p) }) {
			continue
		}
		kept = append(kept, m)
	}
	return kept
}

// teamOfNote is the players of the team whose loss at 0 or less life the
// note says (teamLostAtZeroLife), as it names them.
func teamOfNote(note string) ([]string, bool) {
	m := reTeamLost.FindStringSubmatch(note)
	if m == nil {
		return nil, false
	}
	first, rest, _ := strings.Cut(m[1], " and ")
	return append(strings.Split(first, ", "), rest), true
}

// reRevealLoss is the loss a revealed card's mana value may bring, as a
// short note says it.
var reRevealLoss = regexp.MustCompile(` the game if the ((?:\w+ )?cards? revealed )`)

// reTeamRevealLost is teamRevealMayLose's note.
var reTeamRevealLost = regexp.MustCompile(`^with \d+ life, the team of (.+) loses the game the next time state-based actions are checked if that card's mana value is (\d+) or more$`)

var reTeamLost = regexp.MustCompile(`^the team of (.+) has 0 or less life, so it loses the game the next time state-based actions are checked$`)
