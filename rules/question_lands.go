package rules

import (
	"context"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
)

// landsQuestion answers /judge lands: how many lands the player may play
// this turn in all, and how many are left (CR 305.2).
func landsQuestion(ctx context.Context, b *Board, player string, r *Ruling) error {
	if done, err := settleFirstFor(ctx, b, r, player, func(b *Board, _ CardRef, r *Ruling) error { return landsQuestion(ctx, b, player, r) }); done {
		return err
	}
	e := newExplainer()
	worlds := buildWorlds(ctx, b)
	for _, w := range worlds {
		if u := w.unknownFor(asking{kind: askLands, player: player}); u != "" {
			return notUnderstood(r, e, u)
		}
		if u := w.drawsBeforeMain(player); u != "" {
			return notUnderstood(r, e, u)
		}
		if u := w.othersDrawBeforeMain(player); u != "" {
			return notUnderstood(r, e, u)
		}
	}
	w := worlds[0]
	pl := b.Player(player)
	plays := 0
	// anyBy names the permanent that lets the player play any number of
	// lands (Fastbond), "" for none.
	anyBy := ""
	var sources []string
	e.step("A player can normally play one land during their turn; continuous effects may increase this number", "305.2")
	if !b.activeTeam(player) {
		e.step(fmt.Sprintf("It is not %s turn, and a player can't play a land, for any reason, if it isn't their turn", PlayerPossessive(player)), "305.3")
		if b.Format == Format2HG {
			e.step("In Two-Headed Giant, each player on the active team may play a land during each of that team's turns; "+PlayerDoes(player, "is")+" not on the active team", "805.4c")
		}
	} else {
		plays = 1
		if b.Format == Format2HG {
			e.step("In Two-Headed Giant, each player on the active team may play a land during each of that team's turns, each counting their own land plays", "805.4c")
		}
		counts := map[string]int{}
		perms := map[string]int{}
		var order []string
		for _, p := range w.perms {
			for _, a := range p.abilities {
				if !a.Understood || a.Static == nil || a.Static.Kind != StaticExtraLands {
					continue
				}
				if a.Static.Who == "you" && p.Controller != player {
					continue
				}
				if a.Static.AnyLands {
					if anyBy == "" {
						anyBy = p.name
						e.step(fmt.Sprintf("%s lets %s play any number of lands on %s turn, whatever other effects allow", p.name, PlayerName(player), theirFor(player)), "305.2")
						for _, t := range p.abilities {
							if t.Trigger != nil && t.Trigger.NoLandPlays && strings.HasPrefix(t.Text, "Whenever you play a land") {
								// Fastbond's damage: each land played
								// triggers it, and it changes no count.
								when, rules := "as each land is played", []string{"603.2", "305.2"}
								if strings.Contains(t.Text, ", if it wasn't the first land you played this turn,") {
									// An intervening "if": the first
									// land played triggers nothing (603.4).
									when, rules = "as each land after the first this turn is played", []string{"603.2", "603.4", "305.2"}
								}
								e.step(fmt.Sprintf("%s \u201c%s\u201d triggers %s; what it does changes no count of land plays", Possessive(p.name), t.Text, when), rules...)
								e.cite(p.name, "2004-10-04", "play a land")
							}
						}
					}
					continue
				}
				plays += a.Static.Lands
				if counts[p.name] == 0 {
					order = append(order, p.name)
				}
				counts[p.name] += a.Static.Lands
				perms[p.name]++
			}
		}
		for _, name := range order {
			sources = append(sources, fmt.Sprintf("%d from %s", counts[name], name))
			e.step(landsReason(name, counts[name], player), "305.2")
			e.citeOn(onLandPlays, name, perms[name])
		}
	}
	stop := ""
	var limit landPlayCap
	if plays > 0 {
		var unsure string
		if stop, limit, unsure = w.noLandPlays(player, e); unsure != "" {
			return notUnderstood(r, e, unsure)
		}
		if stop != "" {
			plays = 0
		}
	}
	played := pl.LandsPlayed
	left := plays - played
	if left < 0 {
		left = 0
	}
	// capped: a "can't play lands" effect that does not apply yet will
	// once the lands played raise the count it reads (Limited Resources
	// at nine lands, Ward of Bones): fewer are left as the board stands.
	capped := limit.by != "" && stop == "" && (anyBy != "" || limit.n < left)
	if capped {
		left = limit.n
		e.step(fmt.Sprintf("Each land %s is one more on the battlefield: %s", PlayerDoes(player, "plays"), limit.why), "305.2", "101.2")
	}
	r.LandPlays = &plays
	r.LandsLeft = &left
	r.Understood = true
	if played > 0 && anyBy != "" && plays > 0 && stop == "" {
		e.step(fmt.Sprintf("%s already played %d this turn; with any number allowed, %s may play more", Capital(PlayerDoes(player, "has")), played, theyFor(player)), "305.2a")
	} else if played > 0 {
		e.step(fmt.Sprintf("%s already played %d this turn; %s may play another only while the number %s can play is greater than the number played", Capital(PlayerDoes(player, "has")), played, theyFor(player), theyFor(player)), "305.2a")
		if left == 0 && plays > 0 {
			e.step(fmt.Sprintf("%s can't play another land this turn, for any reason: the number %s can play is no more than the number played", Capital(PlayerName(player)), theyFor(player)), "305.2b")
		}
	}
	if plays > 0 && stop == "" {
		for _, q := range w.perms {
			for _, t := range q.abilities {
				if t.Trigger != nil && t.Trigger.PutsLandFromHand && b.opponents(q.Controller, player) {
					// Burgeoning: a land put onto the battlefield is not
					// played (305.4), and no land card gives land plays.
					e.step(fmt.Sprintf("%s \u201c%s\u201d triggers each time %s a land; the land it puts onto the battlefield is not played, and no land card gives land plays, so it changes no count of land plays", Possessive(q.name), t.Text, PlayerDoes(player, "plays")), "603.2", "305.4")
				}
			}
		}
	}
	e.step("Playing a land follows the normal timing: during the player's own main phase, when they have priority and the stack is empty", "505.6b", "305.1")
	if b.Step == StepEnd || b.Step == StepCleanup {
		e.step(fmt.Sprintf("The board is in the %s step, after the turn's last main phase", b.Step), "500.1", "505.1")
	}
	if plays > 0 && stop == "" {
		for _, x := range w.activatedLandPlays(player) {
			rules := []string{"305.2", "602.1"}
			if x.loyalty {
				rules = []string{"305.2", "606.3"}
			}
			e.step(fmt.Sprintf("%s's ability “%s” is not counted: the board records no ability activated this turn; activated and resolved this turn, it would let %s play %s this turn", x.name, x.text, PlayerName(player), plural(x.n, "more land")), rules...)
		}
		for _, x := range w.activatedLandStops(player) {
			e.step(fmt.Sprintf("%s ability \u201c%s\u201d is not counted: the board records no ability activated this turn; if %s it this turn%s, it stops %s playing lands for the rest of the turn once it resolves", Possessive(x.name), x.text, x.by, x.target, PlayerName(player)), "305.2", "101.2")
		}
	}
	if hasName(w, "Ghirapur Orrery") {
		e.cite("Ghirapur Orrery", "2016-09-20", "normal timing")
	}
	if hasName(w, "Oracle of Mul Daya") {
		e.cite("Oracle of Mul Daya", "2009-10-01", "counts as one of your land plays")
	}
	r.Answer = landsAnswer(player, plays, left, sources, b.Step)
	if capped {
		r.Answer = cappedLandsAnswer(strings.TrimSuffix(landsAnswer(player, plays, 0, sources, StepMain1), ", and "+VerbFor(player, "has")+" 0 left."), left, limit.by, b.Step)
	}
	if anyBy != "" && plays > 0 && stop == "" {
		// Any number: no count, and none left to count down (305.2),
		// unless an effect stops land plays after a few more.
		r.LandPlays, r.LandsLeft, r.LandsAnyNumber = nil, nil, true
		r.Answer = anyLandsAnswer(player, anyBy, b.Step)
		if capped {
			r.LandsLeft = &left
			r.Answer = cappedLandsAnswer(strings.TrimSuffix(anyLandsAnswer(player, anyBy, StepMain1), "."), left, limit.by, b.Step)
		}
	}
	if stop != "" {
		r.Answer = fmt.Sprintf("%s can't play lands this turn (%s).", Capital(PlayerName(player)), stop)
	}
	e.fill(r)
	return nil
}

// landPlayCap is a "can't play lands" effect that does not apply now but
// will once the player has played n more lands, each adding to the lands
// it counts (Limited Resources' ten lands on the battlefield, Ward of
// Bones' comparison); by names its source, why says it in words. The
// zero value is none.
type landPlayCap struct {
	n       int
	by, why string
}

// noLandPlays applies the effects that say player can't play lands
// (Territorial Dispute, Aggressive Mining, Limited Resources' count of
// lands, Ward of Bones' comparison): a "can't" beats every effect that
// lets them play more (CR 101.2). It names the first that applies, "" for
// none; where none applies, the least number of lands the player can
// play before one does, if any. unsure says why the engine can't tell:
// the effect reads a count of lands that an ability a player may use at
// any time can change (countChanger; Zuran Orb beside Ward of Bones, Storm
// Cauldron returning a land tapped for mana beside Limited Resources).
func (w *world) noLandPlays(player string, e *explainer) (stop string, limit landPlayCap, unsure string) {
	capAt := func(n int, by, why string) {
		if limit.by == "" || n < limit.n {
			limit = landPlayCap{n: n, by: by, why: why}
		}
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticNoLandPlays {
				continue
			}
			s := a.Static
			why := ""
			switch s.Who {
			case "each player":
				why = "it applies to every player"
			case "you":
				if p.Controller != player {
					continue
				}
				why = "it applies to its controller"
			case "opponents with more lands":
				if !w.b.opponents(p.Controller, player) {
					continue
				}
				if u := w.landCountMayChange(p, a); u != "" {
					return "", landPlayCap{}, u
				}
				mine, theirs := w.controlCount(player, "Land"), w.controlCount(p.Controller, "Land")
				if mine <= theirs {
					if u := w.playedLandMayLeave(p, a); u != "" {
						return "", landPlayCap{}, u
					}
					e.step(fmt.Sprintf("%s \u201c%s\u201d does not apply: %s %s and %s %d", Possessive(p.name), a.Text, PlayerDoes(player, "controls"), plural(mine, "land"), PlayerDoes(p.Controller, "controls"), theirs), "305.2")
					n := theirs - mine + 1
					capAt(n, p.name, fmt.Sprintf("after %s, %s more lands than %s, and %s \u201c%s\u201d stops %s playing another, unless lands leave the battlefield first", plural(n, "more land"), PlayerDoes(player, "controls"), PlayerName(p.Controller), Possessive(p.name), a.Text, objectFor(player)))
					continue
				}
				why = fmt.Sprintf("%s %s and %s only %d", PlayerDoes(player, "controls"), plural(mine, "land"), PlayerDoes(p.Controller, "controls"), theirs)
			default:
				continue
			}
			if n := s.LandsOnBattlefield; n > 0 {
				if u := w.landCountMayChange(p, a); u != "" {
					return "", landPlayCap{}, u
				}
				lands := 0
				for _, q := range w.perms {
					if q.is("Land") {
						lands++
					}
				}
				if lands < n {
					if u := w.playedLandMayLeave(p, a); u != "" {
						return "", landPlayCap{}, u
					}
					e.step(fmt.Sprintf("%s \u201c%s\u201d does not apply: %s on the battlefield, fewer than %d", Possessive(p.name), a.Text, landsAre(lands), n), "305.2")
					capAt(n-lands, p.name, fmt.Sprintf("after %s, %d lands are on the battlefield, and %s \u201c%s\u201d stops %s playing another, unless lands leave the battlefield first", plural(n-lands, "more land"), n, Possessive(p.name), a.Text, objectFor(player)))
					continue
				}
				why = fmt.Sprintf("%s on the battlefield", landsAre(lands))
			}
			put := "Lands can still be put onto the battlefield by effects; that is not playing a land"
			if q := w.landsCantEnter(); q != "" {
				// Worms of the Earth: no land enters the battlefield by
				// any effect either (its rulings of 2004-10-04).
				put = q + " also says lands can't enter the battlefield, so no effect can put one onto it either"
			}
			e.step(fmt.Sprintf("%s \u201c%s\u201d: %s, so %s play no land this turn; a \u201ccan't\u201d effect takes precedence over every effect that allows more land plays. %s", Possessive(p.name), a.Text, why, PlayerDoes(player, "may"), put), "101.2", "305.1", "305.4")
			for _, c := range []struct{ card, date, frag string }{
				{"Territorial Dispute", "2004-10-04", ""},
				{"Aggressive Mining", "2014-07-18", "put onto the battlefield"},
				{"Limited Resources", "2004-10-04", "put lands onto the battlefield"},
				{"Ward of Bones", "2008-08-01", ""},
			} {
				if p.name == c.card {
					e.cite(c.card, c.date, c.frag)
				}
			}
			return p.name, landPlayCap{}, ""
		}
	}
	return "", limit, ""
}

// landCountMayChange says why the engine can't tell whether a's "can't
// play lands", which counts lands (Ward of Bones, Limited Resources),
// applies as a land is played: an ability a player may use at any time
// may change the count first (countChanger). "" where none can.
func (w *world) landCountMayChange(p *perm, a *Ability) string {
	q, c := w.countChanger("Land")
	if q == nil {
		return ""
	}
	return fmt.Sprintf("%s \u201c%s\u201d counts lands, and %s ability \u201c%s\u201d may change that count before a land is played (CR 305.2, 602.2)", Possessive(p.name), a.Text, Possessive(q.name), c.Text)
}

// landsAnswer is the headline of a lands ruling, one short sentence: the
// land plays in all, where they come from when there are two sources at
// most and that fits (the steps list them all), and how many are left;
// outside a main phase it says they wait for one.
func landsAnswer(player string, plays, left int, sources []string, step Step) string {
	ans := Capital(PlayerDoes(player, "may play")) + " " + plural(plays, "land") + " this turn"
	if plays > 0 && (step == StepEnd || step == StepCleanup) && left > 0 {
		return firstFitting(
			fmt.Sprintf("%s, and %s %d left, but no main phase is left this turn (the board is in the %s), so %s can play no more.", ans, VerbFor(player, "has"), left, stepWords(step), theyFor(player)),
			fmt.Sprintf("%s, and %s %d left, but no main phase is left in the %s, so %s can play no more.", ans, VerbFor(player, "has"), left, stepWords(step), theyFor(player)),
			fmt.Sprintf("%s, and %s %d left, but no main phase is left this turn.", ans, VerbFor(player, "has"), left))
	}
	if plays > 0 && left > 0 && step != StepMain1 && step != StepMain2 {
		return firstFitting(
			fmt.Sprintf("%s, and %s %d left, but only in a main phase (the board is in the %s).", ans, VerbFor(player, "has"), left, stepWords(step)),
			fmt.Sprintf("%s, and %s %d left, but only in a main phase.", ans, VerbFor(player, "has"), left))
	}
	ans += " in all"
	bare := fmt.Sprintf("%s, and %s %d left.", ans, VerbFor(player, "has"), left)
	if len(sources) > 0 && len(sources) <= 2 {
		ans += " (1 + " + strings.Join(sources, " + ") + ")"
	}
	return firstFitting(fmt.Sprintf("%s, and %s %d left.", ans, VerbFor(player, "has"), left), bare)
}

// cappedLandsAnswer is the headline of a lands ruling where an effect
// stops land plays after left more (Limited Resources at nine lands):
// ans says the land plays allowed, without how many are left.
func cappedLandsAnswer(ans string, left int, by string, step Step) string {
	ans = fmt.Sprintf("%s, but only %d more before %s stops land plays", ans, left, by)
	switch {
	case step == StepEnd || step == StepCleanup:
		return fmt.Sprintf("%s; no main phase is left this turn (the board is in the %s).", ans, stepWords(step))
	case step != StepMain1 && step != StepMain2:
		return fmt.Sprintf("%s, in a main phase (the board is in the %s).", ans, stepWords(step))
	}
	return ans + "."
}

// anyLandsAnswer is the headline of a lands ruling where by lets the
// player play any number of lands this turn.
func anyLandsAnswer(player, by string, step Step) string {
	ans := Capital(PlayerDoes(player, "may play")) + " any number of lands this turn (" + by + ")"
	switch {
	case step == StepEnd || step == StepCleanup:
		return firstFitting(
			fmt.Sprintf("%s, but no main phase is left this turn (the board is in the %s), so %s can play no more.", ans, stepWords(step), theyFor(player)),
			fmt.Sprintf("%s, but no main phase is left in the %s, so %s can play no more.", ans, stepWords(step), theyFor(player)),
			fmt.Sprintf("%s, but no main phase is left this turn.", ans))
	case step != StepMain1 && step != StepMain2:
		return firstFitting(
			fmt.Sprintf("%s, but only in a main phase (the board is in the %s).", ans, stepWords(step)),
			fmt.Sprintf("%s, but only in a main phase.", ans))
	}
	return ans + "."
}

func hasName(w *world, name string) bool {
	for _, p := range w.perms {
		if p.name == name && !p.lostAll {
			return true
		}
	}
	return false
}

func landsReason(name string, n int, player string) string {
	return fmt.Sprintf("%s lets %s play %s on %s turn", name, PlayerName(player), plural(n, "additional land"), theirFor(player))
}

// landsAre is "1 land is" or "N lands are".
func landsAre(n int) string {
	if n == 1 {
		return "1 land is"
	}
	return fmt.Sprintf("%d lands are", n)
}

// activatedLand is an activated ability that lets its controller play
// more lands this turn (Kiora, the Crashing Wave's −1).
type activatedLand struct {
	name, text string
	n          int
	// loyalty: the ability is a loyalty ability (CR 606.3: once each
	// turn, as a sorcery).
	loyalty bool
}

var reActivatedExtraLand = regexp.MustCompile(`(?:^|[.:] )You may play (an|two|three) additional lands? this turn\.`)

// activatedLandPlays lists the activated abilities of player's permanents
// that would let them play more lands this turn once activated and
// resolved: the board records none activated (see landsQuestion).
func (w *world) activatedLandPlays(player string) []activatedLand {
	var out []activatedLand
	for p, a := range w.activatedOf(player) {
		m := reActivatedExtraLand.FindStringSubmatch(a.Text)
		if m == nil {
			continue
		}
		if w.b.Step == StepEnd || w.b.Step == StepCleanup {
			// No main phase is left to play the lands in (505.1).
			continue
		}
		if _, stopped := prohibited(p, a); stopped {
			// An effect stops it for the rest of the turn (Pithing
			// Needle).
			continue
		}
		n := map[string]int{"an": 1, "two": 2, "three": 3}[m[1]]
		out = append(out, activatedLand{name: p.name, text: a.Text, n: n, loyalty: a.Cost.Loyalty})
	}
	return out
}

// landsCantEnter names a permanent on the board whose text says lands
// can't enter the battlefield (Worms of the Earth), "" for none.
func (w *world) landsCantEnter() string {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if reLandsCantEnter.MatchString(a.Text) {
				return p.name
			}
		}
	}
	return ""
}

// reLandsCantEnter is "Lands can't enter the battlefield."
var reLandsCantEnter = regexp.MustCompile(`(?i)(?:^|[.:] )lands can't enter(?: the battlefield)?\.`)

// reActivatedNoLands: an activated ability by which a player can't play
// lands this turn (Pardic Miner's "Target player can't play lands this
// turn.").
var reActivatedNoLands = regexp.MustCompile(`(?:^|[.:] )(Target player|You) can't play lands this turn\.`)

// activatedLandStop is an activated ability that would stop player
// playing lands this turn once activated and resolved: by is who
// activates it ("Opp activates"), target whom it targets (", targeting
// you"; "" for none).
type activatedLandStop struct {
	name, text, by, target string
}

// activatedLandStops lists the activated abilities on the board that
// would stop player playing lands this turn once activated and resolved
// (Pardic Miner's, whoever controls it, targeting them; one that says
// "You can't play lands this turn." of player's own): the board records
// none activated (see landsQuestion).
func (w *world) activatedLandStops(player string) []activatedLandStop {
	var out []activatedLandStop
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindActivated {
				continue
			}
			m := reActivatedNoLands.FindStringSubmatch(a.Text)
			if m == nil || m[1] == "You" && p.Controller != player {
				continue
			}
			if m[1] == "Target player" {
				if kw, _ := w.playerKeyword(player, w.targeting(p)); kw != "" {
					// The player can't be its target (702.11c,
					// 702.18a).
					continue
				}
			}
			if l := w.canActivate(p, a); !l.ok && l.unknown == "" && !a.Cost.Tap && !a.Cost.Untap && reflect.ValueOf(a.Restriction).IsZero() {
				// Nothing of the turn to come lets it be activated: an
				// effect stops it (Pithing Needle, Cursed Totem), or
				// its cost can't be paid.
				continue
			}
			x := activatedLandStop{name: p.name, text: a.Text, by: PlayerDoes(p.Controller, "activates")}
			if m[1] == "Target player" {
				x.target = ", targeting " + objectFor(player)
				if p.Controller == player {
					x.target = ", targeting themselves"
					if player == Me {
						x.target = ", targeting yourself"
					}
				}
			}
			out = append(out, x)
		}
	}
	return out
}

// drawsBeforeMain says why the lands question can't be answered where
// player's library, as the board gives it, may run out in the draws
// still to come before the turn's first main phase: the draw step's
// draw (504.1; in the draw step it is done) and what the upkeep and draw
// step triggers that only draw have the player draw (Ghirapur Orrery's
// three, Howling Mine's one). A player who draws from an empty library
// loses the game (121.4, 704.5b) and plays no land. "" where none can.
//
// In Two-Headed Giant a teammate's draws count too: each player on the
// active team draws in the team's draw step, and if either loses, the
// team loses (805.4b, 810.8a).
func (w *world) drawsBeforeMain(player string) string {
	if !w.b.activeTeam(player) {
		return ""
	}
	if u := w.drawsBeforeMainOf(player, ""); u != "" || w.b.Format != Format2HG {
		return u
	}
	for _, q := range w.b.Players {
		if q.Name != player && w.b.activeTeam(q.Name) {
			if u := w.drawsBeforeMainOf(q.Name, player); u != "" {
				return u
			}
		}
	}
	return ""
}

// skipsDrawSurely reports whether player skips their draw step this turn
// (Dragon Appeasement's "Skip your draw step.", CR 614.10) by a permanent
// of theirs that no triggered ability on the board may take off the
// battlefield first (no text on the board has an effect that speaks of
// sacrificing, destroying, exiling or returning a permanent), so that its
// draw comes from no library.
func (w *world) skipsDrawSurely(player string) bool {
	skips := false
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if p.Controller == player && a.Static != nil && a.Static.Kind == StaticSkipDraw {
				skips = true
				continue
			}
			// Any other text, of any kind, read or not, whose effect
			// may remove a permanent (Aura Flux's granted "sacrifice this
			// enchantment unless you pay {2}"); a trigger condition that
			// only names a sacrifice ("Whenever you sacrifice a
			// creature") removes nothing.
			text := a.Text
			if cond, ok := triggerCondition(text); ok {
				// The effect follows the condition and its comma.
				if i := strings.Index(strings.ToLower(text), cond); i >= 0 {
					text = strings.TrimPrefix(text[i+len(cond):], ",")
				}
			}
			if reRemovesPermanent.MatchString(text) {
				return false
			}
		}
	}
	return skips
}

// reRemovesPermanent is text that may take a permanent off the
// battlefield.
var reRemovesPermanent = regexp.MustCompile(`(?i)\bsacrific|\bdestroy|\bexile|\breturn\b|\bput [^.]*\binto\b`)

// reDrawWord is text that speaks of drawing a card; reOthersDraw, text
// that may have a player other than its controller or the active player
// draw.
var (
	reDrawWord   = regexp.MustCompile(`(?i)\bdraws?\b`)
	reYouMayDraw = regexp.MustCompile(`(?i)\byou may draw\b`)
	reOthersDraw = regexp.MustCompile(`(?i)\b(?:each player|each opponent|each other player|target player|target opponent|an opponent|that player and you|you and that player|its controller|their controller)(?: each)?(?: may)? draws?\b`)
	// reActiveDraws is a step trigger by which the active player draws:
	// "At the beginning of each player's upkeep, … that player draws".
	reActiveDraws = regexp.MustCompile(`(?i)^at the beginning of each player's (?:upkeep|draw step)\b[^.]*\bthat player draws\b`)
)

// othersDrawBeforeMain says why the engine does not count land plays
// before the turn's first main phase where an opponent of player may draw
// from a library the board gives too small before it: a draw that text on
// the board may give them (Notion Thief's replaced draws, Alms Collector's,
// their own upkeep trigger's) comes in the upkeep or draw step. In a game
// of two players or two teams the game then ends (CR 104.2a, 704.5b,
// 810.8a); with more players it goes on without them, and their
// permanents leave with them (800.4a). Each text that speaks of drawing may give at most
// the cards it names (one where it names none, without bound where it
// counts), twice as many for each that replaces a draw ("instead").
func (w *world) othersDrawBeforeMain(player string) string {
	b := w.b
	if !b.activeTeam(player) || b.Step != StepUntap && b.Step != StepUpkeep && b.Step != StepDraw {
		return ""
	}
	// With more players the game goes on without a player who loses, and
	// their permanents leave it with them (800.4a): that bears where one
	// of theirs speaks of lands (Ghirapur Orrery's additional land) or has
	// a static ability (Humility).
	goesOn := b.Format != Format2HG && (b.Format != Format1v1 || len(b.Players) > 2)
	bound, instead, by := 1, 0, ""
	for _, q := range w.perms {
		for _, a := range q.abilities {
			effect := effectText(a)
			if !reDrawWord.MatchString(reYouMayDraw.ReplaceAllString(effect, "")) {
				// A draw its controller may decline (Consecrated
				// Sphinx's) empties no library of theirs; a trigger on
				// a draw draws nothing by it.
				continue
			}
			if by == "" && (!b.activeTeam(q.Controller) && !reActiveDraws.MatchString(a.Text) || reOthersDraw.MatchString(effect)) {
				// Its controller's opponents' text, or text that may have
				// another player draw.
				by = q.name
			}
			n := cardsNamed(a.Text)
			lower := strings.ToLower(a.Text)
			if strings.Contains(lower, "equal to") || strings.Contains(lower, "for each") || strings.Contains(lower, " x ") {
				n = 1000
			}
			if strings.Contains(lower, "instead") {
				instead++
			}
			bound += n
		}
	}
	if by == "" {
		return ""
	}
	for range min(instead, 10) {
		bound *= 2
	}
	for _, o := range b.Players {
		if !b.opponents(player, o.Name) || b.activeTeam(o.Name) || o.Library == nil || *o.Library >= bound {
			continue
		}
		if goesOn {
			for _, q := range w.perms {
				if q.Controller == o.Name && slices.ContainsFunc(q.abilities, func(a *Ability) bool {
					// Text that speaks of lands, or a static ability
					// or replacement effect, which may change what
					// another permanent does (Humility).
					// A draw's, whose draws the count of the
					// asking player's own library already weighs,
					// changes no land play.
					return containsFoldASCII(a.Text, "land") || (a.Kind == KindStatic || a.Kind == KindReplacement) && !reDrawWord.MatchString(a.Text)
				}) {
					return fmt.Sprintf("%s library has %s, and text on the board speaks of drawing (%s), so %s may draw from an empty library before the turn's first main phase and lose the game; %s permanents then leave the game with %s, %s among them (CR 121.4, 704.5b, 800.4a); the engine does not work out those draws here", PlayerPossessive(o.Name), plural(*o.Library, "card"), by, PlayerName(o.Name), theirFor(o.Name), objectFor(o.Name), q.name)
				}
			}
			continue
		}
		return fmt.Sprintf("%s library has %s, and text on the board speaks of drawing (%s), so %s may draw from an empty library before the turn's first main phase, and lose the game, which then ends with no land played (CR 121.4, 704.5b, 104.2a); the engine does not work out those draws here", PlayerPossessive(o.Name), plural(*o.Library, "card"), by, PlayerName(o.Name))
	}
	return ""
}

// drawsBeforeMainOf is drawsBeforeMain for one player's draws; for a
// teammate's, asker is the player asked about.
func (w *world) drawsBeforeMainOf(player, asker string) string {
	pl := w.b.Player(player)
	if pl == nil || pl.Library == nil {
		return ""
	}
	need := 0
	skipped := false
	switch w.b.Step {
	case StepUntap, StepUpkeep:
		if skipped = w.skipsDrawSurely(player); !skipped {
			need = 1
		}
	case StepDraw:
	default:
		return ""
	}
	var by, idle []string
	most, emptyHand, emptyHandSum := 0, 0, 0
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if w.b.Step != StepDraw && p.Controller == player && delayedToNextUpkeep(p.name, a) && delayedDrawOnly(a) {
				// Pyknite's "draw a card at the beginning of the next
				// turn's upkeep": resolved in the turn before, its
				// delayed ability draws in this upkeep (603.7), and the
				// board does not record when it did.
				need += cardsNamed(a.Text)
				by = append(by, Possessive(p.name))
				continue
			}
			t := a.Trigger
			if t == nil || t.Event != TriggerUpkeep && t.Event != TriggerDrawStep || w.b.Step == StepDraw && t.Event == TriggerUpkeep {
				continue
			}
			if skipped && t.Event == TriggerDrawStep && w.b.Format != Format2HG {
				// A draw step skipped has no beginning to trigger at
				// (CR 614.10): Howling Mine draws nothing in it. In
				// Two-Headed Giant the team's teammate may still have
				// it.
				continue
			}
			if !t.DrawsOnly && !reStepDrawsOnly.MatchString(t.Effect) || !mayTriggerNow(w.b, w, p, t, upkeepActive(w.b, w.b.Turn)) {
				continue
			}
			// tappedIdle: Howling Mine tapped past the untap step, or
			// in it where it is not the active player's and does not
			// untap (502.3).
			tappedIdle := t.IfUntapped && p.Tapped && (w.b.Step != StepUntap || !w.b.activeTeam(p.Controller)) && w.speakerOf(a, "untap", "battlefield") == nil
			if pl.Hand != nil && (t.IfNoCardsInHand && *pl.Hand > 0 || t.IfHandAtMost && *pl.Hand > t.HandAtMost) {
				// Its intervening "if" on the cards in hand is false
				// as the step begins, and no draw before it can make
				// it true: it does not trigger (603.4; Ghirapur
				// Orrery with a card in hand).
				continue
			}
			n := 1000
			if m := reLibraryCount.FindStringSubmatch(strings.ToLower(t.Effect)); m != nil {
				if k, ok := wordNumber(m[1]); ok {
					n = k
				} else if m[1] == "a" {
					n = 1
				}
			} else if strings.Contains(t.Effect, "an additional card") {
				n = 1
			}
			if tappedIdle {
				// Howling Mine tapped after the untap step, or another
				// player's in it: it stays tapped, and no text on the
				// board untaps it or returns it to the battlefield, a
				// new object (400.7), before its intervening "if" is
				// checked (603.4; its ruling of 2004-10-04). An
				// untapped copy of it may still draw (copiers, below).
				most = max(most, n)
				idle = append(idle, Possessive(p.name))
				continue
			}
			if t.IfNoCardsInHand {
				// Ghirapur Orrery: once one such ability has drawn, the
				// hand holds cards and the others' intervening "if" is
				// false as they resolve (603.4; its ruling of
				// 2016-09-20), unless text on the board may empty the
				// hand first.
				emptyHand, emptyHandSum = max(emptyHand, n), emptyHandSum+n
				by = append(by, Possessive(p.name))
				continue
			}
			need += n
			if t.Event == TriggerDrawStep && w.b.Step != StepDraw {
				// A copy made in the upkeep is on the battlefield as the
				// draw step begins; none is made before the upkeep's
				// triggers trigger, no player getting priority in the
				// untap step (502.4).
				most = max(most, n)
			}
			by = append(by, Possessive(p.name))
		}
	}
	if w.speakerOf(nil, "discard") != nil {
		need += emptyHandSum
	} else {
		need += emptyHand
	}
	copier, copies := "", 0
	if most > 0 {
		// A copy of a permanent whose draw step trigger draws (Mirage
		// Mirror becoming a second Howling Mine) draws as much again,
		// at most the most one of them draws, once for each permanent
		// that becomes a copy and without bound where tokens are made.
		copier, copies = w.copiers()
		if copies > 0 {
			by = append(by, idle...)
		}
	}
	if *pl.Library >= need+copies*most {
		return ""
	}
	what := "the draw step's draw"
	switch {
	case len(by) > 0 && w.b.Step != StepDraw && !skipped:
		what = "the draw step's draw and the draws of " + joinAnd(dedup(by)) + " triggered abilities"
	case len(by) > 0:
		what = "the draws of " + joinAnd(dedup(by)) + " triggered abilities"
	}
	if copier != "" {
		what += " and of copies of their permanents " + copier + " may make first (CR 707.2)"
	}
	runs := fmt.Sprintf("%s library of %s may run out in %s", PlayerPossessive(player), plural(*pl.Library, "card"), what)
	if *pl.Library == 0 {
		comes := "comes"
		if strings.HasPrefix(what, "the draws") || strings.Contains(what, " and ") {
			comes = "come"
		}
		runs = fmt.Sprintf("%s library is empty as %s %s", PlayerPossessive(player), what, comes)
	}
	if asker != "" {
		return fmt.Sprintf("%s before the turn's first main phase, and a player who draws from an empty library loses the game, in Two-Headed Giant with their team, and then %s no land (CR 504.1, 805.4b, 121.4, 704.5b, 810.8a); the engine does not work out those draws here", runs, PlayerDoes(asker, "plays"))
	}
	return fmt.Sprintf("%s before the turn's first main phase, and a player who draws from an empty library loses the game and plays no land (CR 504.1, 121.4, 704.5b); the engine does not work out those draws here", runs)
}

// copiers names the first permanent on the board whose text speaks of
// copying, and how many copies those may make: one for each that becomes a
// copy (Mirage Mirror), without bound (1000) where one makes tokens ("create
// a token that's a copy"); "" and 0 where none does.
func (w *world) copiers() (string, int) {
	name, n := "", 0
	for _, q := range w.perms {
		for _, b := range q.abilities {
			if !containsFoldASCII(b.Text, "copy") && !containsFoldASCII(b.Text, "copies") {
				continue
			}
			name = firstName(name, q.name)
			if containsFoldASCII(b.Text, "create") || containsFoldASCII(b.Text, "token") {
				n += 1000
			} else {
				n++
			}
			break
		}
	}
	return name, n
}

// reMakesCreatures is a static ability by which lands, artifacts or
// permanents are creatures ("Each noncreature artifact is an artifact
// creature", March of the Machines; "All Forests are 1/1 creatures").
var reMakesCreatures = regexp.MustCompile(`(?i)\b(?:is|are)\b[^.]*\bcreatures?\b`)

// playedLandMayLeave says why the lands that ability a of p counts after
// the player's next land plays are not known: text on the board may make
// a land played a creature (March of the Machines an artifact land, with
// Mycosynth Lattice every land, a 0/0 for its mana value 0), which state-
// based actions may put into its owner's graveyard before the next play
// (CR 704.5f, 117.5); "" where none may.
func (w *world) playedLandMayLeave(p *perm, a *Ability) string {
	for _, q := range w.perms {
		for _, b := range q.abilities {
			t := withoutReminders(b.Text)
			if b.Kind == KindStatic && reMakesCreatures.MatchString(t) && (reLandWords.MatchString(t) || containsFoldASCII(t, "artifact")) {
				return fmt.Sprintf("%s \u201c%s\u201d counts lands, and %s \u201c%s\u201d may make a land played a creature, which may be put into its owner's graveyard before the next land is played (CR 704.5f, 117.5); the engine does not work out which lands stay", Possessive(p.name), a.Text, Possessive(q.name), b.Text)
			}
		}
	}
	return ""
}
