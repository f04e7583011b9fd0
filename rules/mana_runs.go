package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// manaRun is one way of activating a mana ability: the choices made and
// the resulting mana and events.
type manaRun struct {
	choices []string
	pool    Pool
	// trig is the part of pool that triggered mana abilities add.
	trig   Pool
	events []string
	// damage is the damage triggered mana abilities deal to the player
	// who tapped the permanent as they resolve (Overabundance).
	damage int
	// later is the damage triggered abilities that are not mana abilities
	// deal to that player when they resolve, after the mana is made: the
	// permanent's own on becoming tapped (City of Brass) and others' on
	// its being tapped for mana (Manabarbs) (CR 603.3, 605.1b).
	later int
	// side is what else the ability does, the same for every run: its
	// costs' events and riders (see key).
	side string
}

// key tells runs apart: the mana and what else the ability does.
func (r *manaRun) key() string {
	return r.pool.String() + "|" + r.side
}

// runManaAbility works out every way ability a of p can resolve: its
// effect, replacement effects on tapping for mana in every order, and the
// triggered mana abilities that trigger on the mana produced.
func (w *world) runManaAbility(ctx context.Context, p *perm, a *Ability, e *explainer) ([]manaRun, string) {
	return w.runMana(ctx, p, a, e, true, nil)
}

// runMana is runManaAbility; without adds, a run's events leave out what
// the ability itself adds, which a payment does not show (shownOf). The
// runs are appended to buf[:0], whose array the caller no longer needs.
func (w *world) runMana(ctx context.Context, p *perm, a *Ability, e *explainer, adds bool, buf []manaRun) ([]manaRun, string) {
	m := meterOf(ctx)
	var could []TypeSet
	if a.Mana.Kind == ManaCould {
		// What the lands it looks at could produce, chains included, was
		// checked for text the engine does not understand (understand.go).
		could = w.couldProduce(ctx)
		if m.exceeded() {
			return nil, m.why()
		}
	}
	w.explainProduce(p, a, e)
	runs := buf[:0]
	// What paying the cost does and the riders are the same for every
	// run: worked out once.
	cost, riders := w.costEvents(p, a), riderEvents(w, p, a)
	waits, waitsOnMana := waitingEvents(w, p, a)
	side := strings.Join(cost, ";")
	if rs := a.Mana.Riders; len(rs) > 0 {
		if len(cost) > 0 {
			side += ";"
		}
		side += strings.Join(rs, ";")
	}
	// The damage its own triggers on becoming tapped deal, after the mana
	// is made (tapEvents says it).
	own := 0
	if a.Cost.Tap {
		for _, t := range p.abilities {
			if t.Trigger != nil && t.Trigger.Event == TriggerBecomesTap {
				own += t.Trigger.Damage
			}
		}
	}
	var one [1]branch
	branches, plain := w.sharedBranches(p, a, could, &one)
	if !plain {
		branches = w.produce(ctx, p, a, could, false)
	}
	// With no triggered mana ability on the board, none triggers: one
	// run that adds nothing (triggeredMana).
	none := []manaRun{{}}
	var unreplaced [1]replaced
	runs = slices.Grow(runs, len(branches))
	for _, br := range branches {
		if br.pool.Total() > maxMana {
			return nil, overMana(p, newBigPool(br.pool))
		}
		rrs := unreplaced[:]
		if w.replaces(p, a, br.pool) {
			rrs = w.replace(ctx, p, a, br.pool)
		} else {
			// No replacement effect applies: the mana as it is, by one
			// empty order (as replace says), without allocating.
			unreplaced[0] = replaced{pool: br.pool, paths: emptyPaths}
		}
		if m.exceeded() {
			return nil, m.why()
		}
		var added []string
		if adds {
			added = []string{Possessive(p.name) + " ability adds " + br.pool.words()}
		}
		for _, rr := range rrs {
			for _, path := range rr.paths {
				if len(br.rules) > 0 {
					e.step(sentence(br.events), br.rules...)
					for _, r := range br.rulings {
						e.cite(r.card, r.date, r.fragment)
					}
				}
				trigRuns := none
				if !w.noManaTriggers() {
					var unknown string
					if trigRuns, unknown = w.triggeredMana(ctx, p, a, rr.pool, e); unknown != "" {
						return nil, unknown
					}
				}
				waited := waits
				if len(waitsOnMana) > 0 && rr.pool.Total() > 0 {
					// What triggers on its being tapped for mana
					// triggers only where the ability produced mana
					// (106.12a): Gaea's Cradle with no creature sets
					// off no Storm Cauldron.
					waited = concat(waits, waitsOnMana)
				}
				for _, tr := range trigRuns {
					run := manaRun{
						choices: concat(br.choices, path, tr.choices),
						events:  concat(cost, br.cost, added, br.events, path, ridersWithX(riders, br.x), tr.events, waited),
						pool:    rr.pool.Add(tr.pool),
						trig:    tr.pool,
						damage:  tr.damage,
						later:   tr.later + own,
					}
					if run.pool.Total() > maxMana {
						return nil, overMana(p, exactRun(rr, run.pool))
					}
					if !m.state(1) || !m.alloc(runBytes(run)) {
						return nil, m.why()
					}
					run.side = side
					runs = append(runs, run)
				}
			}
		}
	}
	return runs, ""
}

// reRiderX is the X of a rider ("You gain X life.").
var reRiderX = regexp.MustCompile(`\bX\b`)

// ridersWithX is riders with their X the number x-1 its cost chose
// (branch.x), riders themselves where x is 0.
func ridersWithX(riders []string, x int) []string {
	if x == 0 {
		return riders
	}
	out := make([]string, len(riders))
	for i, r := range riders {
		out[i] = reRiderX.ReplaceAllString(r, strconv.Itoa(x-1))
	}
	return out
}

// concat is the lists one after the other, nil when they are all empty.
// Where only one list has anything, it is that list, capped so that
// appending to it copies; otherwise a new list.
func concat(lists ...[]string) []string {
	n, only := 0, -1
	for i, l := range lists {
		if len(l) > 0 {
			n += len(l)
			only = i
		}
	}
	if n == 0 {
		return nil
	}
	if l := lists[only]; len(l) == n {
		return l[:n:n]
	}
	out := make([]string, 0, n)
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func sentence(events []string) string {
	if len(events) == 0 {
		return ""
	}
	s := strings.Join(events, "; ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// costEvents are what paying the cost of ability a of p does; the lists
// of a world's abilities share its arrays (costSlab), each capped.
func (w *world) costEvents(p *perm, a *Ability) []string {
	more := moreCostEvents(p, a)
	n := len(more)
	for _, does := range [...]bool{a.Cost.Tap, a.Cost.Untap, a.Cost.Mana != "", a.Cost.PayLife > 0, a.Cost.RemoveCounters > 0} {
		if does {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	ev := w.costSlab.take(n)[:0]
	if a.Cost.Tap {
		ev = append(ev, p.name+" becomes tapped")
	}
	if a.Cost.Untap {
		ev = append(ev, p.name+" becomes untapped")
	}
	if a.Cost.Mana != "" {
		ev = append(ev, PlayerDoes(p.Controller, "pays")+" "+a.Cost.Mana)
	}
	if a.Cost.PayLife > 0 {
		ev = append(ev, PlayerDoes(p.Controller, "pays")+" "+strconv.Itoa(a.Cost.PayLife)+" life")
	}
	if a.Cost.RemoveCounters > 0 {
		ev = append(ev, PlayerDoes(p.Controller, "removes")+" "+plural(a.Cost.RemoveCounters, a.Cost.RemoveKind+" counter")+" from "+p.name)
	}
	return append(ev, more...)
}

// reCounterRider is a rider that puts a counter on its own permanent.
var reCounterRider = regexp.MustCompile(`^Put (an? [+\-0-9/a-z]+) counter on this\.$`)

func riderEvents(w *world, p *perm, a *Ability) []string {
	var ev []string
	for _, r := range a.Mana.Riders {
		if m := reSacRider.FindStringSubmatch(r); m != nil {
			// Gemstone Mine: counted after its cost removed a counter.
			left := p.counters(m[1])
			if a.Cost.RemoveKind == m[1] {
				left -= a.Cost.RemoveCounters
			}
			if left <= 0 {
				ev = append(ev, p.name+" is sacrificed: no "+m[1]+" counters are left on it")
			} else {
				ev = append(ev, plural(left, m[1]+" counter")+" "+map[bool]string{true: "is", false: "are"}[left == 1]+" left on "+p.name+", so it is not sacrificed")
			}
			continue
		}
		if m := reCounterRider.FindStringSubmatch(r); m != nil {
			// Land Cap: "Put a depletion counter on this." is its
			// controller's, as the ability resolves (CR 122.1).
			ev = append(ev, PlayerDoes(p.Controller, "puts")+" "+m[1]+" counter on "+p.name)
			continue
		}
		if m := reDamageUnlessRider.FindStringSubmatch(r); m != nil {
			// Tomb of Urami: whether its controller controls an Ogre is
			// read as it resolves (CR 608.2c).
			if w.controlsAllTypes(p.Controller, []string{m[2]}) {
				ev = append(ev, p.name+" deals no damage: "+PlayerDoes(p.Controller, "controls")+" "+article(m[2]))
			} else {
				ev = append(ev, p.name+" deals "+m[1]+" damage to "+PlayerName(p.Controller)+": "+PlayerDoes(p.Controller, "controls")+" no "+m[2])
			}
			continue
		}
		said := riderSaid(r, p.Controller)
		if rest, ok := strings.CutPrefix(said, "this "); ok {
			// "This land deals 2 damage to you.": the permanent does it
			// (Ancient Tomb deals 2 damage to you.).
			ev = append(ev, p.name+" "+rest)
			continue
		}
		ev = append(ev, p.name+": "+said)
	}
	return ev
}

// waitingEvents are what the triggers a's activation sets off that wait
// for the stack say (603.3): after the ability is done and the triggered
// mana abilities it set off have resolved (605.4a). onMana are those of
// triggers on its permanent being tapped for mana, which trigger only
// where it produces mana (106.12a).
func waitingEvents(w *world, p *perm, a *Ability) (ev, onMana []string) {
	for _, t := range p.abilities {
		if t.Kind == KindTriggered && t.Trigger != nil && t.Trigger.DrawsOnly && a.Cost.Sacrifice == "this" && hasEvent(eventsOf(t), EventLeaves) {
			// Chromatic Star: its leaving triggers a draw, which waits
			// for the stack (603.3); the mana is made first.
			ev = append(ev, Possessive(p.name)+" triggered ability (\u201c"+t.Text+"\u201d) triggers as it leaves the battlefield; it goes on the stack, and "+PlayerDoes(p.Controller, "draws")+" a card when it resolves")
		}
		if t.Trigger != nil && t.Trigger.Event == TriggerBecomesTap && a.Cost.Tap {
			ev = append(ev, Possessive(p.name)+" triggered ability (\u201c"+t.Text+"\u201d) triggers because it became tapped; it goes on the stack and deals "+strconv.Itoa(t.Trigger.Damage)+" damage to "+PlayerName(p.Controller)+" when it resolves")
		}
		if t.Kind == KindTriggered && t.Trigger != nil && t.Trigger.OpponentToken && a.Cost.Tap && strings.HasPrefix(t.Trigger.Effect, "Whenever you tap this for mana, ") {
			// Forbidden Orchard: it targets, so it is no mana ability
			// (605.1a); it waits for the stack, after the mana is made
			// (603.3), and changes no mana.
			ev = append(ev, Possessive(p.name)+" triggered ability (\u201c"+t.Text+"\u201d) triggers because it was tapped for mana; it targets an opponent and goes on the stack, and that player creates the token when it resolves")
		}
		if t.Kind == KindTriggered && t.Trigger != nil && t.Trigger.DamageOpponents && a.Cost.Tap && strings.HasPrefix(t.Trigger.Effect, "Whenever you tap this for mana, ") {
			// Zhur-Taa Druid: it adds no mana, so it is no mana ability
			// (605.1b); it waits for the stack, after the mana is made
			// (603.3), and changes no mana.
			ev = append(ev, Possessive(p.name)+" triggered ability (\u201c"+t.Text+"\u201d) triggers because it was tapped for mana; it goes on the stack, and its damage to each opponent is dealt when it resolves"+w.opponentsAtDamage(p.Controller, t.Trigger.Effect))
		}
	}
	if a.Cost.Tap {
		for _, q := range w.perms {
			for _, t := range q.abilities {
				if t.Kind == KindTriggered && t.Trigger != nil && t.Trigger.AfterMana && w.afterManaTriggers(q, t, p) {
					// War's Toll, Mana Web, Storm Cauldron, Treasure
					// Nabber: no mana ability, it waits for the stack,
					// after the mana is made (603.3, 605.1b).
					onMana = append(onMana, Possessive(q.name)+" triggered ability (\u201c"+t.Text+"\u201d) triggers because "+p.name+" was tapped for mana; it goes on the stack once the mana is made, and does what it says when it resolves")
				}
			}
			if q.attached != p.i || q == p {
				continue
			}
			for _, t := range q.abilities {
				if t.Kind == KindTriggered && t.Trigger != nil && t.Trigger.DrawsOnly && reAttachedBecomesTapped.MatchString(t.Text) {
					// Betrayal: what the Aura's controller draws waits
					// for the stack (603.3), after the mana is made.
					ev = append(ev, Possessive(q.name)+" triggered ability (\u201c"+t.Text+"\u201d) triggers because "+p.name+" became tapped; it goes on the stack, and "+PlayerDoes(q.Controller, "draws")+" as it says when it resolves")
				}
			}
		}
	}
	return ev, onMana
}

// afterManaTriggers reports whether q's ability t, one that triggers on a
// permanent being tapped for mana and does its work after the mana is
// made (reAfterMana), triggers as p is tapped for mana: p is of the kind
// it names (a land, an artifact), controlled by whom it names (an
// opponent, you, a player), and, for "if it's not that player's turn"
// (Price of Glory), on another player's turn (CR 603.4).
func (w *world) afterManaTriggers(q *perm, t *Ability, p *perm) bool {
	text := t.Text
	if strings.Contains(text, " an artifact for mana") && !p.is("Artifact") || strings.Contains(text, " land") && !strings.Contains(text, " an artifact") && !p.is("Land") {
		return false
	}
	switch {
	case strings.HasPrefix(text, "Whenever an opponent ") || strings.HasPrefix(text, "Whenever a land an opponent controls "):
		if !w.b.opponents(q.Controller, p.Controller) {
			return false
		}
	case strings.HasPrefix(text, "Whenever you "):
		if FoldPlayer(q.Controller) != FoldPlayer(p.Controller) {
			return false
		}
	}
	if strings.Contains(text, "if it's not that player's turn") && w.b.activeTeam(p.Controller) {
		return false
	}
	return true
}

// reAttachedBecomesTapped is the trigger of an Aura or Equipment on its
// permanent becoming tapped (Betrayal's "Whenever enchanted creature
// becomes tapped").
var reAttachedBecomesTapped = regexp.MustCompile(`^Whenever (?:enchanted|equipped) (?:creature|land|artifact|permanent) becomes tapped, `)

// reDamageAmount is the damage an effect deals: "deals 1 damage".
var reDamageAmount = regexp.MustCompile(`deals (\w+) damage`)

// opponentsAtDamage says, after a trigger's event, what its damage to
// each opponent of controller (effect) leaves of the opponents whose life
// the board gives at or below it, "" where it leaves none so: they go to
// 0 life or less and lose the game the next time state-based actions are
// checked (CR 120.3a, 704.5a), unless their life total can't change
// (Platinum Emperion, 119.7) or an effect keeps them in the game (Platinum
// Angel). In Two-Headed Giant each opponent's damage comes off their
// team's one total (810.9a): the opposing team loses it once for each of
// its players.
func (w *world) opponentsAtDamage(controller, effect string) string {
	m := reDamageAmount.FindStringSubmatch(effect)
	if m == nil {
		return ""
	}
	n, ok := wordNumber(m[1])
	if !ok {
		return ""
	}
	var said []string
	seen := map[int]bool{}
	for _, pl := range w.b.Players {
		if pl.Life == nil || *pl.Life <= 0 || !w.b.opponents(controller, pl.Name) {
			continue
		}
		who, dealt, possessive := PlayerName(pl.Name), n, PlayerPossessive(pl.Name)+" life total"
		if w.b.Format == Format2HG {
			team := w.b.teamOf(pl.Name)
			if team < 0 || seen[team] {
				continue
			}
			seen[team] = true
			who, dealt, possessive = PlayerPossessive(pl.Name)+" team", n*len(w.b.Teams[team]), PlayerPossessive(pl.Name)+" team's life total"
		}
		if *pl.Life > dealt {
			continue
		}
		at := fmt.Sprintf("%s, at %d life,", who, *pl.Life)
		if by := w.lifeFixedBy(pl.Name); by != nil {
			said = append(said, fmt.Sprintf("%s loses none of it: %s can't change, by %s", at, possessive, by.name))
			continue
		}
		if by := savingOf(w.b, w, []string{pl.Name}).atLife(0); by != "" {
			said = append(said, fmt.Sprintf("%s goes to %d life but doesn't lose the game, by %s", at, *pl.Life-dealt, by))
			continue
		}
		said = append(said, fmt.Sprintf("%s goes to %d life if it is dealt, and then loses the game the next time state-based actions are checked", at, *pl.Life-dealt))
	}
	if len(said) == 0 {
		return ""
	}
	return "; " + strings.Join(said, "; ")
}

// riderSaid is a rider of a mana ability, in the words of its Oracle text
// ("this deals 2 damage to you."), said of the player who controls it:
// for a player other than the one asking, "you" is that player by name
// ("this deals 2 damage to Opp.", "Opp loses 1 life.").
func riderSaid(r, player string) string {
	if player == Me {
		return r
	}
	name := PlayerName(player)
	for _, w := range [...]struct{ you, them string }{
		{"damage to you", "damage to " + name},
		{"if you don't control", "if " + PlayerDoes(player, "doesn't") + " control"},
		{"If you control", "If " + PlayerDoes(player, "controls")},
		{"you gain", PlayerDoes(player, "gains")},
		{"You gain", PlayerDoes(player, "gains")},
		{"You lose", PlayerDoes(player, "loses")},
		{"your next untap step", PlayerPossessive(player) + " next untap step"},
	} {
		r = strings.ReplaceAll(r, w.you, w.them)
	}
	if rest, ok := strings.CutPrefix(r, "Draw a card"); ok {
		r = PlayerDoes(player, "draws") + " a card" + rest
	}
	return r
}

// explainProduce adds the steps that explain what ability a of p adds.
func (w *world) explainProduce(p *perm, a *Ability, e *explainer) {
	if a.Source != "" && strings.HasPrefix(a.Source, "its land type") {
		e.step(p.name+" has "+a.Source+", so it has the intrinsic ability \u201c"+a.Text+"\u201d", "305.6")
	} else if a.Source != "" {
		e.step(p.name+" has \u201c"+a.Text+"\u201d from "+a.Source, "613.1f")
		if a.Source == "Chromatic Lantern" {
			e.cite("Chromatic Lantern", "2018-10-05", "")
		}
		// Rishkar's: any kind of counter counts.
		e.citeAbout(a.Source, "any kind of counter")
	}
	m := a.Mana
	switch m.Kind {
	case ManaForEach:
		n, what := w.forEachCount(p, m)
		w.explainForEach(p, a, m.Pool, n, what, e)
	case ManaPerCount:
		if c := m.Count; c != nil && c.Type != "" && c.Base.Total() == 0 {
			n, what := w.countNow(p, c)
			w.explainForEach(p, a, m.Pool, n, what, e)
		}
	case ManaAnyOneColor:
		if m.Devotion {
			w.explainDevotion(p, m, e)
		}
	case ManaCombination:
		if m.Amount != 0 || m.Count == nil {
			break
		}
		n, ev := w.countNow(p, m.Count)
		rules := []string{"608.2h", "106.1a"}
		if m.Count.GreatestPower {
			// Each power after layer 7.
			rules = append(rules, "613.4")
		}
		e.step(fmt.Sprintf("%s ability adds X mana in any combination of colors, X counted and each mana's color chosen as it resolves: %s, so X is %d", Possessive(p.name), ev, max(n, 0)), rules...)
		w.citeCounted(p, n, e)
	case ManaExiledColor:
		// Chrome Mox's ruling of 2016-06-08: it never adds colorless
		// mana, whatever the exiled card's mana cost; with a colorless
		// card exiled it adds none.
		if c, ok := lookupCatalog(p.Exiled); ok && p.Exiled != "" {
			if colors, why := exiledColors(c); why == "" && colors == 0 {
				e.step("The card "+p.name+" exiled, "+c.Name+", has no color, so its ability adds no mana; it never adds colorless mana", "105.1", "106.1a")
				e.citeAbout(p.name, "never add colorless")
			} else if why == "" && len(colors.Colors()) > 1 {
				e.citeAbout(p.name, "you choose one of that card")
			}
		}
	case ManaCould:
		if m.Scope == "sacrificed" {
			// Squandered Resources: the one land sacrificed to pay its
			// cost, as it last existed on the battlefield (608.2h).
			e.step(Possessive(p.name)+" ability adds one mana of a "+kindWord(m.ColorsOnly)+" that the land sacrificed for it could produce as it last existed on the battlefield: every mana ability of that land counts, with replacement effects in any order and ignoring costs and whether it was tapped; a land that could produce none adds no mana", "106.7", "608.2h")
		} else {
			e.step(Possessive(p.name)+" ability adds one mana of a "+kindWord(m.ColorsOnly)+" that the lands it looks at could produce: every mana ability of those lands counts, with replacement effects in any order and ignoring costs and whether they are tapped; lands that only look at each other give nothing", "106.7")
		}
		w.citeCould(p, m, e)
		w.noCommanderSteps(p, e, false)
		for _, q := range w.perms {
			if q.is("Land") && (m.Scope == "you" && q.Controller == p.Controller || m.Scope == "opponent" && w.b.opponents(p.Controller, q.Controller)) {
				w.explainTriggerMana(q, e)
			}
		}
	case ManaPermColor:
		if m.Legends {
			e.step(Possessive(p.name)+" ability adds one mana of one color, chosen among the colors of the legendary creatures and planeswalkers its controller controls; with none of a color, it adds no mana", "105.1")
			e.cite(p.name, "2018-04-27", "")
			// Its rulings on adding no mana, where it adds none: with no
			// legendary creature or planeswalker, or all colorless.
			some, colors := false, TypeSet(0)
			for _, q := range w.perms {
				if q.Controller == p.Controller && (q.is("Planeswalker") || q.is("Creature") && q.hasSuper("Legendary")) {
					some, colors = true, colors|q.colors
				}
			}
			switch {
			case !some:
				e.citeAbout(p.name, "control no legendary creatures")
			case colors == 0:
				e.citeAbout(p.name, "all colorless")
			}
			break
		}
		e.step(Possessive(p.name)+" ability adds one mana of a color of a permanent its controller controls; if there is no such color, the mana's type is undefined and it adds no mana", "106.5")
		e.cite(p.name, "2004-10-04", "")
	}
}

// explainForEach says how much an ability that adds mana for each
// permanent of a kind ("{T}: Add {G} for each creature you control.")
// adds: what it counts is counted as it resolves (CR 608.2h), here n, in
// words what; with none, it adds no mana, and is a mana ability all the
// same, which can be activated (605.1a's example).
func (w *world) explainForEach(p *perm, a *Ability, pool Pool, n int, what string, e *explainer) {
	each := "mana for each permanent it counts"
	if i := strings.Index(a.Text, " for each "); i >= 0 {
		each = pool.String() + strings.TrimSuffix(a.Text[i:], ".")
	}
	head := Possessive(p.name) + " ability adds " + each + ", counted as it resolves: "
	if n <= 0 {
		can := "it can be activated"
		if a.Cost.Tap {
			can = p.name + " can be tapped for it"
		}
		e.step(head+strings.Replace(what, " 0 ", " no ", 1)+", so it adds no mana; it is a mana ability all the same, and "+can, "608.2h", "605.1a")
		return
	}
	e.step(head+what+", so it adds "+pool.Times(n).words(), "608.2h")
}

// explainDevotion says how much Nykthos, Shrine to Nyx's kind of ability
// adds: its controller's devotion to the color, the mana symbols of that
// color in the mana costs of the permanents they control, counted as it
// resolves (CR 700.5, 608.2h), citing its ruling on hybrid symbols where
// one counts.
func (w *world) explainDevotion(p *perm, m *ManaSpec, e *explainer) {
	colors := AllColors.Colors()
	what := "mana of the chosen color equal to " + PlayerPossessive(p.Controller) + " devotion to that color"
	if len(m.Colors) == 1 {
		colors = m.Colors
		what = "an amount of " + One(colors[0]).String() + " equal to " + PlayerPossessive(p.Controller) + " devotion to " + colors[0].Word()
	}
	var parts []string
	for _, c := range colors {
		parts = append(parts, c.Word()+" "+strconv.Itoa(w.devotion(p.Controller, c)))
	}
	e.step(Possessive(p.name)+" ability adds "+what+", counted as it resolves: the mana symbols of that color in the mana costs of the permanents "+PlayerDoes(p.Controller, "controls")+", a hybrid or Phyrexian symbol counting toward each of its colors, and no generic symbol nor any symbol in a text box ("+strings.Join(parts, ", ")+")", "700.5", "608.2h")
	if w.controlsHybrid(p.Controller) {
		e.citeAbout(p.Card.Name, "Hybrid mana symbols")
	}
}

// controlsHybrid reports whether a permanent player controls has a
// hybrid or Phyrexian symbol in its mana cost, which counts toward the
// devotion to each of its colors.
func (w *world) controlsHybrid(player string) bool {
	for _, q := range w.perms {
		if q.Controller == player && strings.Contains(q.Card.ManaCost, "/") {
			return true
		}
	}
	return false
}

// countedRulings are, for the cards whose mana abilities add X mana
// counted on the board, their official rulings on how X is counted; zero
// marks a ruling that bears only where X is 0.
var countedRulings = map[string][]struct {
	date, fragment string
	zero           bool
}{
	"Axebane Guardian":            {{date: "2012-10-01", fragment: "is counted"}},
	"Selvala, Heart of the Wilds": {{date: "2016-08-23", fragment: "is 0 or less"}},
	"Prismatic Geoscope":          {{date: "2016-11-08", fragment: "count each subtype"}, {date: "2016-11-08", fragment: "can't produce colorless"}, {date: "2016-11-08", fragment: "won't produce any mana", zero: true}},
}

// citeCounted cites the rulings of countedRulings on p's card, whose X
// is n.
func (w *world) citeCounted(p *perm, n int, e *explainer) {
	for _, r := range countedRulings[p.Card.Name] {
		if !r.zero || n <= 0 {
			e.cite(p.Card.Name, r.date, r.fragment)
		}
	}
}

// explainSpend says, for a mana ability whose mana may be spent only on
// some costs (Eldrazi Temple, Pillar of the Paruns), that the restriction
// does not change the mana's type (CR 106.6).
// A replacement effect that adds to that mana (Mana Reflection) adds
// restricted mana too (106.6a).
func (w *world) explainSpend(e *explainer, p *perm, a *Ability) {
	if a.Mana == nil {
		return
	}
	r := spendRestriction(a.Mana.Spend)
	switch {
	case r == "":
	case a.Cost.Tap && len(w.replacementsFor(p)) > 0:
		e.step("The mana "+Possessive(p.name)+" ability adds, all of it where a replacement effect makes more, can be spent only as it says (\u201c"+r+"\u201d); that restricts how it is spent, not its type", "106.6", "106.6a")
	default:
		e.step("The mana "+Possessive(p.name)+" ability adds can be spent only as it says (\u201c"+r+"\u201d); that restricts how it is spent, not its type", "106.6")
	}
}

// citeReplacements says which replacement effects modify the mana ability
// a of p makes by tapping p: those that apply to it in some order (CR
// 616.1f), not those that never do, as Damping Sphere's on a land that
// taps for one mana, nor any where the ability makes no mana. With
// ignoreCosts, the mana it could make counts whatever its costs (106.7).
func (w *world) citeReplacements(ctx context.Context, p *perm, a *Ability, e *explainer, ignoreCosts bool) {
	if !a.Cost.Tap {
		return
	}
	reps := w.liveReplacements(ctx, p, a, ignoreCosts)
	for _, r := range w.replacementsFor(p) {
		if r.spec.Kind == ReplaceSetMana && r.spec.MinAmount > 1 && !slices.Contains(reps, r) && w.makesMana(ctx, p, a, ignoreCosts) {
			e.step(Possessive(r.name)+" effect applies only where a land is tapped for "+countWord(r.spec.MinAmount)+" or more mana, and "+p.name+" is tapped for less whatever the order of the other effects, so it doesn't modify that mana", "614.1a", "616.1f")
		}
	}
	if len(reps) == 0 {
		return
	}
	var names []string
	for _, r := range reps {
		n := r.name
		if r.count > 1 {
			n = strconv.Itoa(r.count) + " × " + n
		}
		names = append(names, n)
	}
	e.step("Replacement effects modify the mana "+p.name+" produces as its ability resolves ("+strings.Join(names, ", ")+"); "+PlayerDoes(p.Controller, "controls")+" "+p.name+" and so "+VerbFor(p.Controller, "chooses")+" one to apply, then any that still apply, each applying once; every order is considered", "106.12b", "614.1a", "616.1", "616.1f")
	for _, r := range reps {
		for _, name := range r.names {
			e.citeOn(onReplacement, name, r.count)
		}
	}
}
