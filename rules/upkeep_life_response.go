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
// gets priority (CR 117.3b), and an ability activated then that prevents
// or redirects damage, gains life or counters an ability (Circle of
// Protection: Red, Fountain of Youth, Barbed Wire's "{2}: Prevent the next
// 1 damage that would be dealt by Barbed Wire this turn") resolves first
// (405.5): a trigger that would leave a player at 0 or less life may then
// leave them in the game (615.1, 119.3, 701.6b, 704.5a). lifeResponse says
// why the engine can't rule where an outcome has a player lose that way
// and such an ability may be activated; the outcomes follow no ability
// activated then but those the upkeep follows (upkeepQuestion).

// reKeepsFromDamage is an ability of reAnswersDamage that keeps a player
// in the game otherwise than by gaining life: it prevents or redirects
// damage, or counters an ability.
var reKeepsFromDamage = regexp.MustCompile(`(?i)\bprevent|\bredirect|\bcounter target [^.]*\babilit`)

// lifeResponse names, for the upkeep of player whose triggers are trigs
// and whose outcomes are outs, an ability that may keep a player who
// loses the game at 0 or less life in some outcome in it: one its
// controller activates where that player (in Two-Headed Giant a player of
// that team, whose life is shared: 810.9) controls it, or any player may
// activate, or whose target may be any player. An ability is passed over
// only where it surely can't be activated as the upkeep begins (its
// timing, its costs or targets, the mana its controller's permanents can
// make: cantActivateNow) and every trigger only draws, discards, or deals
// damage and changes life, so that nothing can pay for it later; its
// timing alone is enough, and one that only gains life is passed over
// where no such player can gain life (start.cantGain). why is the reason
// the answer gives, step says it in full; "" where none may.
func (w *world) lifeResponse(ctx context.Context, player string, trigs []*upTrigger, start upState, outs []Outcome) (why, step string) {
	b := w.b
	quiet := true
	for _, t := range trigs {
		quiet = quiet && t.spec != nil && onlyCardsAndLife(t.spec)
	}
	k := asking{kind: askUpkeep, player: player, respond: &respondMemo{ctx: ctx}}
	for _, pl := range b.Players {
		savers, mark, loses := []string{pl.Name}, lostAtZeroLife(pl.Name), PlayerDoes(pl.Name, "loses")+" the game"
		if b.Format == Format2HG {
			savers = nil
			for _, x := range b.Players {
				if b.teamOf(x.Name) == b.teamOf(pl.Name) {
					savers = append(savers, x.Name)
				}
			}
			if savers[0] != pl.Name {
				// The team is read once, from its first player.
				continue
			}
			mark, loses = teamLostAtZeroLife(savers), "the team of "+PlayerNames(savers)+" loses the game"
		}
		lost := false
		for _, o := range outs {
			if slicesContainsPart(o.Events, mark) || slices.ContainsFunc(revealLosses(o), func(s string) bool { return strings.Contains(s, loses) }) {
				lost = true
				break
			}
		}
		if !lost {
			continue
		}
		for _, q := range w.perms {
			for _, a := range q.abilities {
				if a.Kind != KindActivated && a.Kind != KindMana || !reAnswersDamage.MatchString(a.Text) {
					continue
				}
				if !slices.Contains(savers, q.Controller) && !othersMayActivate(a) && !reachesAnyPlayer(a.Text) {
					continue
				}
				if !reKeepsFromDamage.MatchString(a.Text) && !slices.ContainsFunc(savers, func(x string) bool { return start.cantGain(x) == "" }) {
					// It only gains life, and no player it could keep in
					// the game can gain any (Sulfuric Vortex: 101.2).
					continue
				}
				if w.cantByTiming(k, q, a) || quiet && w.cantActivateNow(k, q, a) {
					continue
				}
				who := PlayerName(pl.Name)
				if len(savers) > 1 {
					who = "the team of " + PlayerNames(savers)
				}
				return fmt.Sprintf("%s ability may be activated while the triggers wait and keep %s in the game (CR 117.3b, 615.1)", Possessive(q.name), who),
					fmt.Sprintf("%s ability \u201c%s\u201d may be activated while the upkeep's triggered abilities wait on the stack, as players get priority: by preventing damage, gaining life or countering an ability it may keep %s in the game where an outcome has %s lose it at 0 or less life, and the engine does not work out that response", Possessive(q.name), a.Text, who, who)
			}
		}
		if why, step := w.lossResponse(k, savers, start, quiet); why != "" {
			return why, step
		}
	}
	return "", ""
}

// reHurtsPlayer is an ability's effect that may deal damage to a player or
// make one lose life: what may end the game for an opponent first.
var reHurtsPlayer = regexp.MustCompile(`(?i)damage to (?:any target|target player|target opponent|each opponent|each player|target creature or player|target player or planeswalker|any one target)|\b(?:target|each) (?:player|opponent)s? loses? \d+ life|\beach opponent loses\b`)

// reMayGainLife is a triggered ability or keyword that may gain life when
// something else happens: "Whenever … dies, … you gain 1 life" (Blood
// Artist), "Whenever another creature enters, you gain 1 life" (Soul
// Warden), lifelink (702.15b).
var reMayGainLife = regexp.MustCompile(`(?i)^(?:whenever|when)\b[^.]*\bgains? [^.]*\blife\b|\blifelink\b`)

// reAnyoneGains is a trigger's effect that may give life to a player
// other than its controller.
var reAnyoneGains = regexp.MustCompile(`(?i)\b(?:each player|target player|that player|its controller|that creature's controller) gains\b`)

// reSetsOffTriggers is an activated ability that makes something happen
// another permanent's trigger may see: it sacrifices, creates a token,
// puts a permanent onto the battlefield or deals damage.
var reSetsOffTriggers = regexp.MustCompile(`(?i)\bsacrifice\b|\bcreate\b|onto the battlefield|\bdamage\b`)

// lossResponse names, for the savers (a player, or a Two-Headed Giant
// team) who lose the game at 0 or less life in some outcome of the
// upkeep, an ability they may activate while the triggers wait that may
// change that: one that deals damage to or takes life from an opponent
// whose life total may fall to 0 first (the game then ends, 104.2a), or
// one that sets off another permanent's trigger that gains life or deals
// damage with lifelink (Blood Artist, Soul Warden: 603.2, 702.15b). quiet
// is lifeResponse's: an ability is passed over only where it surely can't
// be activated. "" where none may.
func (w *world) lossResponse(k asking, savers []string, start upState, quiet bool) (why, step string) {
	// What gains life for the savers: their own permanents' triggers and
	// lifelink, or another's trigger that may give any player life.
	gains := false
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if (a.Kind == KindTriggered || a.Kind == KindKeyword || a.Kind == KindStatic) && reMayGainLife.MatchString(a.Text) {
				gains = gains || slices.Contains(savers, p.Controller) || reAnyoneGains.MatchString(a.Text)
			}
		}
	}
	canGain := slices.ContainsFunc(savers, func(x string) bool { return start.cantGain(x) == "" })
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind != KindActivated && a.Kind != KindMana {
				continue
			}
			if !slices.Contains(savers, q.Controller) && !othersMayActivate(a) {
				continue
			}
			hurts := reHurtsPlayer.MatchString(a.Text) && w.opponentMayFall(q, a, savers)
			setsOff := gains && canGain && reSetsOffTriggers.MatchString(a.Text)
			if !hurts && !setsOff {
				continue
			}
			if w.cantByTiming(k, q, a) || quiet && w.cantActivateNow(k, q, a) {
				continue
			}
			who := PlayerName(savers[0])
			if len(savers) > 1 {
				who = "the team of " + PlayerNames(savers)
			}
			if hurts {
				opponent := PlayerPossessive(savers[0]) + " opponent"
				if len(savers) > 1 {
					opponent = "the opposing team"
				}
				return fmt.Sprintf("%s ability may be activated while the triggers wait and make %s lose the game first (CR 117.3b, 704.5a, 104.2a)", Possessive(q.name), opponent),
					fmt.Sprintf("%s ability \u201c%s\u201d may be activated while the upkeep's triggered abilities wait on the stack, as players get priority: it may bring an opponent to 0 or less life before %s would lose, and the engine does not work out that response", Possessive(q.name), a.Text, who)
			}
			return fmt.Sprintf("%s ability may be activated while the triggers wait and set off an ability that gains life, keeping %s in the game (CR 117.3b, 603.2)", Possessive(q.name), who),
				fmt.Sprintf("%s ability \u201c%s\u201d may be activated while the upkeep's triggered abilities wait on the stack, as players get priority: what it does may trigger an ability that gains life, or its damage may have lifelink, which may keep %s in the game, and the engine does not work out that response", Possessive(q.name), a.Text, who)
		}
	}
	return "", ""
}

// opponentMayFall reports whether ability a of q, activated by a player of
// savers as often as it can be, may bring one of their opponents to 0 or
// less life: one whose life total is given and is at most that much. An
// ability that needs neither {T} nor sacrificing its own permanent may be
// activated any number of times; a life total not given is not read (the
// upkeep's outcomes are those of players who stay above 0).
func (w *world) opponentMayFall(q *perm, a *Ability, savers []string) bool {
	n := 1
	if m := reSaidLifeLoss.FindStringSubmatch(a.Text); m != nil {
		n, _ = strconv.Atoi(m[1] + m[2])
	} else if strings.Contains(a.Text, "X") {
		n = 1 << 20
	}
	once := a.Cost.Tap || a.Cost.Sacrifice == "this"
	for _, pl := range w.b.Players {
		if slices.Contains(savers, pl.Name) || !w.b.opponents(savers[0], pl.Name) {
			continue
		}
		life, given, _ := boardLife(w.b, pl.Name, nil, false)
		if given && (!once || life <= n) {
			return true
		}
	}
	return false
}

// reachesAnyPlayer reports whether an ability's text may choose any player
// as what it protects or gives life to ("Prevent the next 1 damage that
// would be dealt to any target this turn", "Target player gains 2 life"):
// another player than its controller may then be kept in the game by it.
func reachesAnyPlayer(text string) bool {
	l := strings.ToLower(text)
	return strings.Contains(l, "any target") || strings.Contains(l, "target player") || strings.Contains(l, "target creature or player") || strings.Contains(l, "target opponent")
}

// reInertResponse is an activated ability's effect that changes nothing an
// upkeep's end of the game reads: a creature's power and toughness or an
// evasion ability until end of turn, or a land that becomes a creature
// until end of turn (Mutavault).
var reInertResponse = regexp.MustCompile(`(?i)^[^.]*(?:gets? [+-](?:\d+|x)/[+-](?:\d+|x)|gains? (?:flying|first strike|trample|vigilance|reach|menace|fear|intimidate|shadow|horsemanship|(?:plains|island|swamp|mountain|forest)walk)|becomes? an? (?:\d+/\d+ )?[^.]*creature[^.]*) until end of turn\.$`)

// reMayEndGame is an ability's text that may change a life total or what
// is on the battlefield, or end the game: damage, life, destruction, an
// untap, tokens, a return or exile, a counter on an ability, a
// regeneration shield, -1/-1. (A draw, which moves a card of a library,
// is libraryResponse's.)
var reMayEndGame = regexp.MustCompile(`(?i)\bdamage\b|\blife\b|\bdestroy|\buntap\b|\bthe game\b|\bexchange\b|\bcreate\b|onto the battlefield|\breturn\b|\bexile\b|\bcounter target\b|\bregenerate\b|-\d+/-\d+`)

// reMayEndGameEffect is an effect that may take away what keeps a player
// in the game (Platinum Angel, Worship's creature): control gained, a
// forced sacrifice, abilities lost, power and toughness switched, a
// creature tapped or put on top of a library, a permanent made a
// noncreature.
var reMayEndGameEffect = regexp.MustCompile(`(?i)\bgains? control\b|\bsacrifices?\b|\blos(?:e|es) all\b|\bswitch\b|\btap target\b|\bon top of\b|\bbecomes? an? (?:enchantment|artifact|land)\b`)

// reOnceDamage is the damage an ability deals, or the life it drains, by
// a number: "deals 2 damage", "loses 1 life".
var reOnceDamage = regexp.MustCompile(`(?i)\bdeals (\d+) damage\b|\bloses? (\d+) life\b`)

// lifeAtRisk reports whether some player whose life total the board
// gives may fall to 0 or less in the upkeep by what its outcomes deal and
// drain (the life total an outcome leaves), and what the abilities hurts,
// which may be activated while the triggers wait, deal besides: one activated once, by its {T}, {Q} or
// sacrifice of itself, deals its number; another may be activated again
// and again (a sacrifice outlet beside a drain on dying among them), and
// may deal any amount.
//
// Where an ability that untaps may be activated too (untaps), one whose
// cost taps or untaps its permanent may be activated again after it.
//
// unbounded: a response may set off a trigger that hurts a player (a
// sacrifice beside Blood Artist, a draw beside Psychosis Crawler), as
// often as it is activated.
func (w *world) lifeAtRisk(ctx context.Context, start upState, outs []Outcome, hurts []hurtBy, untaps, unbounded bool) bool {
	if len(hurts) > 0 && w.copiesAbilities() {
		// Rings of Brighthearth, Kurkesh: each activation may be
		// copied, so no count of activations bounds the damage.
		unbounded = true
	}
	extra := 0
	for _, h := range hurts {
		a := h.a
		ms := reOnceDamage.FindAllStringSubmatch(a.Text, -1)
		times, bounded := 1, activatedOnce(a)
		if ms != nil && !bounded && !sacrificesOther(a) {
			// Walking Ballista's "Remove a +1/+1 counter from this: It
			// deals 1 damage to any target." acts once for each
			// counter it has, where nothing may put more on it or
			// copy it.
			times = w.counterActivations(ctx, h.q, a)
			bounded = times >= 0
		}
		if ms == nil || !bounded || sacrificesOther(a) || untaps && a.Cost.Sacrifice != "this" {
			unbounded = true
			continue
		}
		// The most it says: Tezzeret's Simulacrum's "loses 1 life …
		// loses 3 life instead".
		n := 0
		for _, m := range ms {
			k, _ := strconv.Atoi(m[1] + m[2])
			n = max(n, k)
		}
		extra += n * times
	}
	if extra == 0 && !unbounded {
		return false
	}
	for _, pl := range w.b.Players {
		if _, ok := start.get(fLife, pl.Name); !ok {
			continue
		}
		if unbounded {
			return true
		}
		for _, o := range outs {
			// The life total the outcome leaves, less what the
			// responses may deal before or between the triggers.
			if life, ok := o.lives[pl.Name]; ok && life-extra <= 0 {
				return true
			}
		}
	}
	return false
}

// reMayHurtPlayer is an ability's text that may deal damage to a player
// or make one lose life: "deals 1 damage to any target", "to each
// creature and each player" (Pestilence), "damage equal to its power to
// any target" (Spikeshot Elder), "target player loses 2 life", or
// exchange life totals (Soul Conduit), by any amount.
var reMayHurtPlayer = regexp.MustCompile(`(?i)\bdamage (?:equal to [^.]*?)?to [^.]*\b(?:players?|opponents?|any (?:other )?target|you|its controller)\b|\bloses? (?:\d+|x|that much) life\b|\bexchange\b[^.]*\blife totals?\b`)

// copiesAbilities reports whether something on the board may copy an
// activated ability ("copy that ability", "Copy target activated
// ability"): Rings of Brighthearth beside Prodigal Pyromancer pings twice.
func (w *world) copiesAbilities() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if reCopiesAbility.MatchString(a.Text) {
				return true
			}
		}
	}
	return false
}

// reCopiesAbility is text that copies an ability.
var reCopiesAbility = regexp.MustCompile(`(?i)\bcopy (?:that|target|it|each)\b[^.]*\babilit|\bcopy that ability\b`)

// hurtBy is an ability that may hurt a player while the triggers wait,
// and its permanent.
type hurtBy struct {
	q *perm
	a *Ability
}

// counterActivations is how many times a, whose cost removes counters
// from its own permanent q and nothing else limits, may be activated
// while the triggers wait: the counters q has, so many at a time; -1
// where more may be put on it meanwhile (an ability on the board that
// puts or doubles counters, proliferates, or untaps: a trigger, or an
// activated ability that may be paid for) or its cost is no such removal.
// What a permanent enters with, and what only changes counters being put
// (Hardened Scales), puts none on it.
func (w *world) counterActivations(ctx context.Context, q *perm, a *Ability) int {
	if a.Cost.RemoveCounters <= 0 || a.Cost.RemoveKind == "" || a.Cost.Mana != "" {
		return -1
	}
	for _, x := range w.perms {
		for _, b := range x.abilities {
			if b == a || b.Kind == KindEnters || !reAddsCounters.MatchString(b.Text) && !counterKeyword(b) {
				// What a permanent enters with touches no other.
				continue
			}
			switch b.Kind {
			case KindActivated, KindMana:
				if w.canActivate(x, b).ok && w.affordable(ctx, x, b, w.permsOf(x.Controller), 0) {
					return -1
				}
			default:
				// A trigger, a static or replacement effect, a keyword
				// (modular's counters moved as it dies), or text the
				// engine does not read.
				return -1
			}
		}
	}
	return q.counters(a.Cost.RemoveKind) / a.Cost.RemoveCounters
}

// reAddsCounters is text that may put or move counters onto a permanent,
// or copy an activated ability (Rings of Brighthearth, Kurkesh): any
// that speaks of counters or copies.
var reAddsCounters = regexp.MustCompile(`(?i)\bcounters?\b|\bproliferate\b|\bcop(?:y|ies)\b|\buntap\b`)

// counterKeyword reports whether b is a keyword whose rules put or move
// counters (modular, graft, evolve and the like), whose reminder text is
// not read.
func counterKeyword(b *Ability) bool {
	if b.Kind != KindKeyword {
		return false
	}
	return reCounterKeyword.MatchString(b.Text)
}

// reCounterKeyword names keywords that put or move counters (CR 702).
var reCounterKeyword = regexp.MustCompile(`(?i)^(?:modular|graft|evolve|bloodthirst|outlast|bolster|adapt|amass|support|reinforce|mentor|training|riot|unleash|scavenge|fabricate|sunburst|renown|monstrosity|undying|persist|tribute|backup|boast|fading|vanishing|afterlife|dethrone|exalted|soulbond|proliferate)\b`)

// activatedOnce reports whether a may be activated at most once while
// the triggers wait: its cost taps or untaps its permanent, or
// sacrifices it.
func activatedOnce(a *Ability) bool {
	return a.Cost.Tap || a.Cost.Untap || a.Cost.Sacrifice == "this"
}

// sacrificesOther reports whether a's cost sacrifices a permanent other
// than its own: an outlet whose sacrifice may set off a drain on dying
// (Blood Artist), again and again.
func sacrificesOther(a *Ability) bool {
	return a.Cost.Sacrifice != "" && a.Cost.Sacrifice != "this" || a.Cost.SacrificeX != ""
}

// deathTriggers reports whether a trigger on a permanent dying or leaving
// the battlefield, which a sacrifice sets off, is on the board.
func (w *world) deathTriggers() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind == KindTriggered && reSetsOffDeath.MatchString(a.Text) {
				return true
			}
		}
	}
	return false
}

// reSetsOffDeath is a trigger on a permanent dying or leaving the
// battlefield, which a sacrifice sets off.
var reSetsOffDeath = regexp.MustCompile(`(?i)^(?:when|whenever)\b[^,]*\b(?:dies|die|leaves the battlefield|put into a graveyard from the battlefield|is sacrificed|sacrifice)`)

// gameEndResponse names, where an outcome of the upkeep of player ends
// the game for someone (a loss, a win, a draw, or a loss an effect stops),
// an activated ability a player may activate while the triggers wait (CR
// 117.3b) whose effect the engine does not follow there (reMayEndGame), or
// whose sacrifice sets off a trigger on a death: dealing damage or
// draining life, gaining it or setting off what gains it, destroying or
// untapping, exchanging life totals. Any may change who wins or loses
// first or keep an effect from saving a player (Worship's only creature
// destroyed). Abilities the upkeep follows as responses, mana abilities
// that only make mana, and effects that only pump or give evasion until
// end of turn are passed over; so is an ability that surely can't be
// activated now, where no trigger may first give mana or untap (fuel).
// why is the reason, step says it in full; "" where none may.
func (w *world) gameEndResponse(ctx context.Context, player string, trigs []*upTrigger, start upState, outs []Outcome, followed []upResponse) (why, step string) {
	if len(trigs) == 0 {
		// Nothing triggers, so nothing waits on the stack: what players
		// do in the upkeep is not what happens at its beginning.
		return "", ""
	}
	// ends: an outcome ends the game for someone, or an effect keeps a
	// life total from falling (Worship, whose only creature a response
	// may destroy). Else only a response whose damage or drain, with what
	// the outcomes deal, may bring a player to 0 matters (lifeAtRisk,
	// 704.5a).
	ends := false
	for _, o := range outs {
		for _, ev := range o.Events {
			ends = ends || strings.Contains(ev, " the game") || strings.Contains(ev, "can't reduce")
		}
	}
	// fuel: a trigger may give a player mana or untap what makes it
	// first, so an ability its costs now bar may be activated later.
	fuel := false
	for _, t := range trigs {
		if t.spec != nil {
			l := strings.ToLower(t.spec.Effect)
			fuel = fuel || strings.Contains(l, "add {") || strings.Contains(l, "untap")
		}
	}
	deaths := w.deathTriggers()
	// setsOff: a trigger that may hurt a player on what a response may
	// make happen (a death, a creature entering, a draw, an
	// activation): any response may then hurt.
	setsOff := w.hurtsOnResponse()
	// onTapped: such a trigger on a permanent becoming tapped, which a
	// mana ability's cost may do (Springleaf Drum tapping Night Market
	// Lookout, Betrayal's draw from an empty library).
	onTapped := w.hurtsOnTapped()
	// untaps: an ability that untaps a permanent may be activated while
	// the triggers wait, so a tapped ability may be activated, and one
	// that taps may be activated again (Prodigal Pyromancer beside
	// Seeker of Skybreak).
	untaps := w.untapsInResponse(ctx, player)
	fuel = fuel || untaps
	k := asking{kind: askUpkeep, player: player, respond: &respondMemo{ctx: ctx}}
	// first is the first ability that may be activated and may change
	// who wins; hurts those that may hurt a player.
	var first *Ability
	var firstOf *perm
	var hurts []hurtBy
	for _, q := range w.perms {
		if slices.ContainsFunc(followed, func(r upResponse) bool { return r.perm == q.i }) {
			// The upkeep follows what it does (upkeep_activated.go).
			continue
		}
		for _, a := range q.abilities {
			sacrifices := a.Cost.Sacrifice != "" || a.Cost.SacrificeX != ""
			drains := reMayHurtPlayer.MatchString(a.Text)
			if reAnswersDamage.MatchString(a.Text) && !drains && !reKeepsFromDamage.MatchString(a.Text) && !slices.ContainsFunc(w.b.Players, func(x *Player) bool { return start.cantGain(x.Name) == "" }) {
				// It only gains life, and no player can gain any
				// (Sulfuric Vortex: 101.2).
				continue
			}
			if reAnswersDamage.MatchString(a.Text) && !ends && !drains && !(setsOff && a.Kind == KindActivated) || !reMayEndGame.MatchString(a.Text) && !(ends && effectMayEndGame(a)) && !(sacrifices && deaths) && !(setsOff && a.Kind == KindActivated) && !(onTapped && (a.Cost.Tap || a.Cost.TapUntapped > 0)) {
				// lifeResponse's (it only gains life or prevents, and
				// no outcome ends the game), or it touches nothing
				// that ends a game and sets off no trigger that does.
				continue
			}
			taps := a.Cost.Tap || a.Cost.TapUntapped > 0
			hurt := a.Kind == KindActivated && (drains || setsOff) || deaths && sacrificesOther(a) || setsOff && sacrifices || onTapped && taps
			switch {
			case a.Kind == KindActivated:
				if _, effect, ok := splitCost(a.Text); ok && reInertResponse.MatchString(strings.TrimSpace(withoutReminders(effect))) {
					continue
				}
			case a.Kind == KindMana:
				if !sacrifices && a.Cost.PayLife == 0 && (a.Mana == nil || len(a.Mana.Riders) == 0) && !(onTapped && taps) || !ends && !hurt {
					// Where no outcome ends the game, a mana ability's
					// own damage or life is the upkeep payment's to
					// weigh (payLifeAtRisk).
					continue
				}
			default:
				continue
			}
			if !ends && !hurt {
				continue
			}
			if w.cantByTiming(k, q, a) || !fuel && w.cantActivateNow(k, q, a) {
				continue
			}
			if first == nil {
				first, firstOf = a, q
			}
			if ends {
				break
			}
			hurts = append(hurts, hurtBy{q, a})
		}
		if ends && first != nil {
			break
		}
	}
	if first == nil || !ends && !w.lifeAtRisk(ctx, start, outs, hurts, untaps, setsOff) {
		return "", ""
	}
	return fmt.Sprintf("%s ability may be activated while the triggers wait, and what it does may change who wins or loses the game (CR 117.3b)", Possessive(firstOf.name)),
		fmt.Sprintf("%s ability \u201c%s\u201d may be activated while the upkeep's triggered abilities wait on the stack, as players get priority, and an outcome ends the game for a player or may bring one to 0 life with it: what it does may change who wins or loses, and when, and the engine does not work out that response", Possessive(firstOf.name), first.Text)
}

// untapsInResponse reports whether an activated ability that untaps a
// permanent (Seeker of Skybreak, Voltaic Key, Kiora's Follower) may be
// activated, and paid for, while the upkeep of active's triggered
// abilities wait.
func (w *world) untapsInResponse(ctx context.Context, active string) bool {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Kind != KindActivated && a.Kind != KindMana {
				continue
			}
			_, effect, ok := splitCost(a.Text)
			if !ok || !reUntapsPermanent.MatchString(effect) {
				continue
			}
			if w.cantByTiming(asking{kind: askUpkeep, player: active}, q, a) || !w.canActivate(q, a).ok || !w.affordable(ctx, q, a, w.permsOf(q.Controller), 0) {
				continue
			}
			return true
		}
	}
	return false
}

// reUntapsPermanent is an effect that untaps a permanent: "Untap target
// creature.", "untap another target permanent", "untap all lands".
var reUntapsPermanent = regexp.MustCompile(`(?i)\buntap (?:target|another|up to|all|each|two|three|x|enchanted|equipped)\b|\btap or untap\b`)

// hurtsOnResponse reports whether a triggered ability on the board may
// deal damage to a player or drain one on something a response may make
// happen: a permanent dying or leaving, one entering, a card drawn, a
// spell cast or an ability activated, a permanent becoming tapped
// (Blood Artist, Impact Tremors, Psychosis Crawler, Disciple of the
// Vault).
func (w *world) hurtsOnResponse() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind == KindTriggered && reMayHurtPlayer.MatchString(effectText(a)) && reSetOffByResponse.MatchString(a.Text) {
				return true
			}
		}
	}
	return false
}

// hurtsOnTapped reports whether a triggered ability on the board may deal
// damage to a player, drain one or have one draw (from a library that may
// be empty) on a permanent becoming tapped, as a mana ability's cost may
// tap it: Night Market Lookout, Betrayal.
func (w *world) hurtsOnTapped() bool {
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindTriggered || !reOnBecomingTapped.MatchString(a.Text) {
				continue
			}
			e := effectText(a)
			// Only its controller hurt (City of Brass's "deals 1 damage
			// to you"): a mana ability's cost to its own player, the
			// upkeep payment's to weigh.
			selfOnly := containsFoldASCII(e, "damage to you") && !containsFoldASCII(e, "opponent") && !containsFoldASCII(e, "each player") && !containsFoldASCII(e, "target")
			if reMayHurtPlayer.MatchString(e) && !selfOnly || containsFoldASCII(e, "draw") {
				return true
			}
		}
	}
	return false
}

// reOnBecomingTapped is a trigger condition on a permanent becoming
// tapped, or being tapped for mana.
var reOnBecomingTapped = regexp.MustCompile(`(?i)^(?:when|whenever)\b[^,]*\b(?:becomes tapped|is tapped for mana|taps? [^,]* for mana)\b`)

// reSetOffByResponse is a trigger condition a response may meet.
var reSetOffByResponse = regexp.MustCompile(`(?i)^(?:when|whenever)\b[^,]*\b(?:dies|die|leaves|graveyard|enters|draws?|casts?|activates?|sacrifices?|becomes tapped|is dealt damage|gains? life)\b`)

// effectMayEndGame reports whether a's effect, not its cost, may take
// away what keeps a player in the game (reMayEndGameEffect).
func effectMayEndGame(a *Ability) bool {
	_, effect, ok := splitCost(a.Text)
	return ok && reMayEndGameEffect.MatchString(effect)
}
