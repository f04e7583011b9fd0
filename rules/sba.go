package rules

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// State-based actions (CR 704). A board is described as it stands, and it
// may describe a state no game can stay in: two copies of a legendary
// permanent, an Aura on something it can't enchant, a 0/0 creature. Before
// any player would get priority the game performs every applicable
// state-based action at once, and repeats until none apply (704.3); every
// question is answered about the board that results. Where a player
// chooses (which legendary permanent stays, 704.5j), each choice that
// makes a difference is an outcome of its own.
//
// The actions performed: 704.5a (a player at 0 life loses; in a
// multiplayer game the others play on, 800.4a), 704.5f (toughness 0 or
// less), 704.5g (lethal damage, written "N damage"), 704.5j (the legend rule), 704.5k (the world rule), 704.5m and 303.4c–d (an Aura attached illegally or to nothing,
// enchant restrictions and protection read from the layer-computed
// characteristics), 704.5n and 301.5c (Equipment or Fortification attached
// illegally), 704.5p (anything else attached), 704.5q (+1/+1 and -1/-1
// counters). What the engine cannot decide (a toughness it does not
// compute, an enchant restriction it cannot read, a result that depends on
// a timestamp order) is refused. Toughness is the printed toughness and
// the +1/+1 and -1/-1 counters; any ability on the board the engine does
// not understand that could be a continuous effect on it stops a 704.5f
// ruling. Two cases are read as the board's author meant them: an inline
// creature written without power and toughness stays, and so does a
// noncreature card an effect makes a creature, whose toughness that effect
// sets, unless its mana value is 0 (effects that set toughness to the mana
// value would make it 0), which is refused.

// settled is the board after state-based actions under one set of choices.
type settled struct {
	b *Board
	// choice says what the players chose ("me keeps Azusa, Lost but
	// Seeking (tapped)"), "" when nobody chose or every choice is the same.
	choice string
	// choosers are the players who made the choices.
	choosers []string
	steps    []Reason
	// now maps each permanent of the described board to the permanent it
	// is on the settled board, nil for one that left the battlefield.
	now map[*Permanent]*Permanent
	// gone says why a permanent left the battlefield.
	gone map[*Permanent]string
	// left marks the permanents that left the game with a player who
	// lost it (CR 800.4a), not into a graveyard.
	left map[*Permanent]bool
}

// maxSettled bounds the distinct outcomes of the players' choices during
// state-based actions that are explored.
const maxSettled = 64

// maxSBARounds bounds the rounds of state-based actions: each round takes
// a permanent off the battlefield or a counter or attachment away, so a
// board of n permanents settles in far fewer.
const maxSBARounds = 64

// settleBoard performs state-based actions on b until none apply. It
// returns nil when none apply at all, or the settled boards (one per
// distinct outcome of the choices), or why the engine cannot tell.
func settleBoard(ctx context.Context, b *Board, leaving bool) ([]*settled, string) {
	// Nothing has left yet: gone and left stay nil, read only.
	start := &settled{b: b, now: make(map[*Permanent]*Permanent, len(b.Permanents))}
	for _, p := range b.Permanents {
		start.now[p] = p
	}
	acted := false
	// 704.5a: a player with 0 or less life loses the game before anyone
	// gets priority. In a multiplayer game the others play on without
	// them (800.4), and where leaving is true the question is answered of
	// that game; otherwise what the board asks is not a question of a game
	// that goes on.
	lost, saved, why := stillLosing(ctx, b, lostPlayers(b))
	if why != "" {
		return nil, why
	}
	// A player an effect keeps in the game is said where other actions
	// are performed; alone, it changes nothing on the board, and the
	// question says it (savedSteps).
	start.steps = append(start.steps, saved...)
	if len(lost) > 0 {
		if why := cantPlayOn(b, lost, leaving); why != "" {
			return nil, why
		}
		acted = true
	}
	todo := []*settled{start}
	var done []*settled
	seen := map[string]*settled{}
	for round := 0; len(todo) > 0; round++ {
		if round > maxSBARounds {
			return nil, fmt.Sprintf("state-based actions would be performed more than %d times in a row, more than the engine follows", maxSBARounds)
		}
		var next []*settled
		for _, s := range todo {
			// The players who lose leave the game in the first check,
			// as its other actions are performed (704.3).
			var gone []*Player
			if round == 0 {
				gone = lost
			}
			branches, why := sbaRound(ctx, s, gone)
			if why != "" {
				return nil, why
			}
			if branches == nil && !acted {
				// The board as described is legal: nothing to do.
				return nil, ""
			}
			if branches == nil {
				key := boardKey(s.b)
				if d, ok := seen[key]; ok {
					// Two choices that lead to the same board are one outcome.
					if s.choice != "" && d.choice != "" {
						d.choice += "; or " + s.choice
						d.choosers = append(d.choosers, s.choosers...)
					}
				} else {
					seen[key] = s
					done = append(done, s)
				}
				continue
			}
			acted = true
			next = append(next, branches...)
			if len(next)+len(done) > maxSettled {
				return nil, fmt.Sprintf("the players' choices during state-based actions lead to more than %d different boards, more than the engine explores", maxSettled)
			}
		}
		todo = next
	}
	if !acted {
		return nil, ""
	}
	// A permanent that kept a player with 0 or less life in the game may
	// have left: the next check of state-based actions makes them lose
	// (704.3).
	for _, s := range done {
		still, _, why := stillLosing(ctx, s.b, lostPlayers(s.b))
		if why != "" {
			return nil, why
		}
		if len(still) > 0 {
			pl := still[0]
			return nil, fmt.Sprintf("%s %d life, and what kept %s in the game leaves the battlefield as a state-based action, so %s the game when they are checked again (CR 704.3, 704.5a), and the engine does not rule on a game after a player has lost", PlayerDoes(pl.Name, "has"), *pl.Life, PlayerName(pl.Name), PlayerDoes(pl.Name, "loses"))
		}
	}
	return done, ""
}

// lostPlayers are the players whose life is 0 or less (CR 704.5a).
func lostPlayers(b *Board) []*Player {
	var out []*Player
	for _, pl := range b.Players {
		if pl.Life != nil && *pl.Life <= 0 {
			out = append(out, pl)
		}
	}
	return out
}

// cantPlayOn says why the game of b does not go on after the lost players
// lose it, "" when it does and the engine follows it: a multiplayer game
// (not Two-Headed Giant, where a team loses together, 810.8a) in which you
// and at least one other player are still in the game, and whose active
// player is still in it (800.4j).
func cantPlayOn(b *Board, lost []*Player, leaving bool) string {
	pl := lost[0]
	for _, l := range lost {
		if l.Name == Me {
			pl = l
		}
	}
	why := fmt.Sprintf("%s %d life, so %s the game as a state-based action before any player gets priority (CR 704.5a)", PlayerDoes(pl.Name, "has"), *pl.Life, PlayerDoes(pl.Name, "loses"))
	if !leaving || b.Format != FormatMultiplayer || pl.Name == Me || len(b.Players)-len(lost) < 2 {
		return why + ", and the engine does not rule on a game after a player has lost"
	}
	for _, l := range lost {
		if l.Name == b.Turn {
			return why + ", and the turn goes on without an active player (CR 800.4j), which the engine does not follow"
		}
	}
	return ""
}

// leaveGame takes the lost players out of a multiplayer game, n being
// the board after the state-based actions performed with their loss
// (704.3): every permanent they control has left with them (CR 800.4a;
// the board's controller of a permanent is taken as its owner), and what
// was attached to those permanents is attached to nothing, for the next
// state-based actions to see.
func leaveGame(n *settled, lost []*Player) *settled {
	out := map[string]bool{}
	for _, pl := range lost {
		out[pl.Name] = true
	}
	var players []*Player
	for _, pl := range n.b.Players {
		if !out[pl.Name] {
			players = append(players, pl)
		}
	}
	n.b.Players = players
	for _, pl := range lost {
		n.steps = append(n.steps, Reason{Text: fmt.Sprintf("%s %d life, so %s the game as a state-based action; in a multiplayer game the others play on, and the permanents %s owns leave the game with them (each permanent %s is taken as %s)", PlayerDoes(pl.Name, "has"), *pl.Life, PlayerDoes(pl.Name, "loses"), PlayerName(pl.Name), PlayerDoes(pl.Name, "controls"), PlayerPossessive(pl.Name)+" own"), Rules: []string{"704.5a", "800.4a"}})
	}
	for o, cur := range n.now {
		if cur == nil && out[o.Controller] {
			n.left[o] = true
		}
	}
	return n
}

// boardKey is a settled board's canonical form with its permanents'
// identities, for merging equal outcomes.
func boardKey(b *Board) string {
	var sb strings.Builder
	sb.WriteString(b.String())
	att := attachments(b)
	for _, p := range b.Permanents {
		sb.WriteString("|" + permSignature(b, p, att))
	}
	return sb.String()
}

// attachments maps each permanent to the names of those attached to it.
func attachments(b *Board) map[*Permanent][]string {
	out := map[*Permanent][]string{}
	for _, q := range b.Permanents {
		if t, _ := b.AttachedTo(q); t != nil {
			out[t] = append(out[t], q.Card.Name)
		}
	}
	return out
}

// permSignature describes a permanent as far as any rule can tell it from
// another: card, controller, status, counters, choices and attachments.
func permSignature(b *Board, p *Permanent, att map[*Permanent][]string) string {
	var sb strings.Builder
	if p.Card.Inline {
		// Each item of an inline card is a card of its own: two written
		// alike are alike.
		fmt.Fprintf(&sb, "[%s|%s|%s]", p.Card.Name, p.Card.TypeLine, p.Card.Oracle)
	} else {
		fmt.Fprintf(&sb, "%p", p.Card)
	}
	fmt.Fprintf(&sb, "/%s/%v/%v/%v/%s/%s/%s/", p.Controller, p.Tapped, p.Sick, p.Haste, p.Chose, p.Named, p.Exiled)
	if p.X != nil {
		fmt.Fprintf(&sb, "X=%d/", *p.X)
	}
	for _, c := range p.Counters {
		fmt.Fprintf(&sb, "%d %s,", c.N, c.Kind)
	}
	if p.raised != "" {
		sb.WriteString("raised/")
	}
	if p.Damage > 0 {
		fmt.Fprintf(&sb, "%d damage/", p.Damage)
	}
	if t, _ := b.AttachedTo(p); t != nil {
		sb.WriteString("on " + t.Card.Name + "#" + strconv.Itoa(indexOf(b, t)))
	}
	if p.OnPlayer != "" {
		sb.WriteString("on player " + p.OnPlayer)
	}
	names := append([]string(nil), att[p]...)
	sort.Strings(names)
	sb.WriteString("/with " + strings.Join(names, ","))
	return sb.String()
}

// sbaActions are the state-based actions that apply at once to a board.
type sbaActions struct {
	leave    map[int]string // permanent index → why it is put into the graveyard
	unattach map[int]string // index → why it becomes unattached
	counters map[int]int    // index → +1/+1 and -1/-1 counters removed of each
	legends  [][]int        // groups of legendary permanents, one to keep of each
	worlds   map[int]bool   // the groups of legends that are the world rule's
	// ctl is the controller of each permanent of legends after layer 2
	// (applyControl), who may not be the player the board writes it
	// under.
	ctl map[int]string
	// unsure are the creatures whose toughness the board does not fix,
	// above 0 or not: each is followed both ways, a fact the board does
	// not record rather than a choice (unsureToughness).
	unsure []int
	// raised are those of unsure whose survival hangs on a raise of
	// toughness that may still apply (lingeringRaise), by index.
	raised map[int]raisedFact
	steps  []Reason
	// toughWhy is the world's couldChangeToughnessOf each creature
	// raiseBoth reads, by index, worked out once for each: it reads the
	// whole board, and the world does not change while the actions are
	// found.
	toughWhy map[int]string
}

// raisedFact is a creature the state-based actions would put into its
// owner's graveyard (leave says why) unless a raise of its toughness the
// board does not show still applies to it (why); wide: that raise may
// have reached its controller's other creatures too.
type raisedFact struct {
	why, leave string
	wide       bool
}

// without is a without the legend rule's choices and the unsure
// toughnesses that bear only on the permanents of gone, which leave the
// game; the groups of the world rule, which may hold the permanents of
// several players, stay whole.
func (a *sbaActions) without(gone map[int]string) *sbaActions {
	n := *a
	n.legends, n.worlds, n.unsure = nil, map[int]bool{}, nil
	for gi, g := range a.legends {
		all := true
		for _, i := range g {
			_, out := gone[i]
			all = all && out
		}
		if all && !a.worlds[gi] {
			continue
		}
		if a.worlds[gi] {
			n.worlds[len(n.legends)] = true
		}
		n.legends = append(n.legends, g)
	}
	for _, i := range a.unsure {
		if _, out := gone[i]; !out {
			n.unsure = append(n.unsure, i)
		}
	}
	return &n
}

func (a *sbaActions) empty() bool {
	return len(a.leave) == 0 && len(a.unattach) == 0 && len(a.counters) == 0 && len(a.legends) == 0 && len(a.unsure) == 0
}

// key describes the actions, to compare them across timestamp orders.
func (a *sbaActions) key() string {
	var sb strings.Builder
	fmt.Fprint(&sb, a.leave, a.unattach, a.counters, a.legends, a.unsure, a.raised)
	return sb.String()
}

// sbaRound finds the state-based actions that apply to s and performs
// them: nil when none apply, else one settled board per distinct choice.
// Long: the legend rule's choices and the other actions are performed on
// each world together, as 704.3 performs them at once.
func sbaRound(ctx context.Context, s *settled, lost []*Player) ([]*settled, string) {
	worlds := buildWorlds(ctx, s.b)
	var acts *sbaActions
	for _, w := range worlds {
		a, why := w.stateBased()
		if why != "" {
			return nil, why
		}
		if w.unknown != "" && !a.empty() {
			// What the world could not work out (two colors set in an
			// order the board does not record) may decide what the
			// state-based actions do: they are not performed on it.
			return nil, w.unknown
		}
		if acts != nil && acts.key() != a.key() {
			return nil, "which state-based actions apply depends on the timestamp order of the type-changing effects, which the board does not record"
		}
		if acts == nil {
			acts = a
		}
	}
	// The permanents of players who lose in this check leave the game
	// with them (800.4a), as the other actions are performed (704.3):
	// what those permanents did still applies to the check, and nothing
	// is chosen among them by the legend rule, nor followed for an
	// unsure toughness.
	gone := map[int]string{}
	for _, pl := range lost {
		for i, p := range s.b.Permanents {
			if p.Controller == pl.Name {
				gone[i] = PlayerName(p.Controller) + " left the game"
			}
		}
	}
	if len(gone) > 0 {
		acts = acts.without(gone)
	}
	if acts.empty() && len(lost) == 0 {
		return nil, ""
	}
	// The legend rule: one permanent of each group stays. Permanents that
	// no rule can tell apart give one outcome.
	type pick struct {
		keep   []int
		choice []string
		by     []string
		// dies and above are the unsure creatures taken as put into the
		// graveyard and as staying.
		dies, above []int
	}
	picks := []pick{{}}
	var att map[*Permanent][]string
	if len(acts.legends) > 0 {
		att = attachments(s.b)
	}
	for gi, g := range acts.legends {
		var opts []int
		sigs := map[string]bool{}
		for _, i := range g {
			sig := permSignature(s.b, s.b.Permanents[i], att)
			if !sigs[sig] {
				sigs[sig] = true
				opts = append(opts, i)
			}
		}
		names := keptNames(s.b, opts, att, acts.ctl)
		var nextPicks []pick
		for _, pk := range picks {
			for _, i := range opts {
				np := pick{keep: append(append([]int(nil), pk.keep...), i)}
				np.choice = append([]string(nil), pk.choice...)
				np.by = append([]string(nil), pk.by...)
				if len(opts) > 1 {
					who := acts.ctl[i]
					if acts.worlds[gi] {
						// Which world permanent is newest is a fact the
						// board does not record, not a player's choice.
						np.choice = append(np.choice, PlayerPossessive(who)+" "+names[i]+newestWorld)
						np.by = append(np.by, "")
					} else {
						np.choice = append(np.choice, PlayerDoes(who, "keeps")+" "+names[i])
						np.by = append(np.by, who)
					}
				}
				nextPicks = append(nextPicks, np)
			}
		}
		picks = nextPicks
		if len(picks) > maxSettled {
			return nil, fmt.Sprintf("the legend rule and the world rule give more than %d different outcomes, more than the engine explores", maxSettled)
		}
	}
	// A creature whose toughness the board does not fix: each way is an
	// outcome, a fact the board does not record, not a player's choice.
	// Permanents alike in every way count alike: one fact for them all.
	var groups [][]int
	seenSig := map[string]int{}
	attU := attachments(s.b)
	for _, i := range acts.unsure {
		sig := permSignature(s.b, s.b.Permanents[i], attU)
		if g, ok := seenSig[sig]; ok {
			groups[g] = append(groups[g], i)
			continue
		}
		seenSig[sig] = len(groups)
		groups = append(groups, []int{i})
	}
	for _, g := range groups {
		name := shortItem(describePerm(s.b, s.b.Permanents[g[0]]))
		var next []pick
		for _, pk := range picks {
			_, raised := acts.raised[g[0]]
			for _, dies := range []bool{false, true} {
				np := pick{keep: pk.keep, choice: append([]string(nil), pk.choice...), by: append([]string(nil), pk.by...), dies: append([]int(nil), pk.dies...), above: append([]int(nil), pk.above...)}
				switch {
				case dies && raised:
					np.choice = append(np.choice, name+unsureRaisedNot)
					np.dies = append(np.dies, g...)
				case dies:
					np.choice = append(np.choice, name+unsureToughnessNot)
					np.dies = append(np.dies, g...)
				case raised:
					np.choice = append(np.choice, name+unsureRaisedStays)
					np.above = append(np.above, g...)
				default:
					np.choice = append(np.choice, name+unsureToughnessAbove)
					np.above = append(np.above, g...)
				}
				np.by = append(np.by, "")
				next = append(next, np)
			}
		}
		picks = next
		if len(picks) > maxSettled {
			return nil, fmt.Sprintf("the creatures whose toughness the board does not fix give more than %d different outcomes, more than the engine explores", maxSettled)
		}
	}
	var out []*settled
	for _, pk := range picks {
		leave := map[int]string{}
		for i, why := range acts.leave {
			leave[i] = why
		}
		for _, i := range pk.dies {
			leave[i] = "its toughness is 0 or less"
			if f, ok := acts.raised[i]; ok {
				leave[i] = f.leave
			}
		}
		for gi, g := range acts.legends {
			for _, i := range g {
				if i != pk.keep[gi] {
					if _, ok := leave[i]; !ok {
						leave[i] = "the legend rule"
						if acts.worlds[gi] {
							leave[i] = "the world rule"
						}
					}
				}
			}
		}
		for i, why := range gone {
			leave[i] = why
		}
		n := applySBA(s, acts, leave)
		markAbove(s, n, pk.above, acts.raised)
		n.steps = append(append([]Reason(nil), s.steps...), acts.steps...)
		if len(lost) > 0 {
			n = leaveGame(n, lost)
		}
		markRegained(ctx, s.b, s, n)
		n.choosers = append(append([]string(nil), s.choosers...), pk.by...)
		choice := strings.Join(pk.choice, "; ")
		switch {
		case s.choice != "" && choice != "":
			n.choice = s.choice + "; " + choice
		case choice != "":
			n.choice = choice
		default:
			n.choice = s.choice
		}
		out = append(out, n)
	}
	return out, ""
}

// keptNames names each permanent of opts, one of which stays by the
// legend rule or the world rule, with what tells it from the others: its
// item on the board, and where two items of one player read the same,
// what is attached to it, which only the attached permanent's item says.
func keptNames(b *Board, opts []int, att map[*Permanent][]string, ctl map[int]string) map[int]string {
	out := map[int]string{}
	seen := map[string]int{}
	key := func(i int) string { return b.Permanents[i].Controller + "\x00" + out[i] }
	for _, i := range opts {
		out[i] = describePerm(b, b.Permanents[i])
		if w := b.Permanents[i].Controller; ctl[i] != "" && ctl[i] != w {
			// Given to its controller by a control-changing effect:
			// named as the board names it, under the player it is
			// written under.
			out[i] = PlayerPossessive(w) + " " + out[i]
		}
		seen[key(i)]++
	}
	for _, i := range opts {
		if seen[key(i)] < 2 {
			continue
		}
		if names := att[b.Permanents[i]]; len(names) > 0 {
			out[i] += " with " + joinAnd(names) + " attached"
		} else {
			out[i] += " with nothing attached"
		}
	}
	return out
}

// describePerm names a permanent with what tells it from its namesakes.
func describePerm(b *Board, p *Permanent) string {
	one := &Board{Format: Format1v1, Turn: p.Controller, Step: StepMain1, Players: []*Player{{Name: p.Controller}}, Permanents: []*Permanent{p}}
	// The board prints "turn: opp; opp: …" for a permanent another player
	// controls: its item is in the controller's section.
	for _, sec := range strings.Split(one.String(), "; ") {
		if item, ok := strings.CutPrefix(sec, p.Controller+": "); ok {
			return strings.TrimSpace(item)
		}
	}
	return p.Card.Name
}

// reInlineItem is an inline card's definition at the start of its item:
// m[1] is its name.
var reInlineItem = regexp.MustCompile(`^\[([^:\]]+):[^\]]*\]`)

// shortItem is an item of the board with an inline card's definition
// written as its name: "Pump Elf (1 damage)".
func shortItem(item string) string {
	return reInlineItem.ReplaceAllString(item, "$1")
}

// applySBA performs the actions on s's board: the permanents in leave go
// to the graveyard, the others are unattached or lose counters.
func applySBA(s *settled, acts *sbaActions, leave map[int]string) *settled {
	b := s.b
	nb := *b
	nb.Permanents = nil
	nb.emptied = b.emptied || len(leave) == len(b.Permanents) && len(b.Permanents) > 0
	nb.sbaLeft = b.sbaLeft || len(leave) > 0
	repl := map[*Permanent]*Permanent{}
	for i, p := range b.Permanents {
		if _, ok := leave[i]; ok {
			repl[p] = nil
			continue
		}
		q := p
		if _, ok := acts.unattach[i]; ok {
			c := *q
			c.On = nil
			q = &c
		}
		if k := acts.counters[i]; k > 0 {
			c := *q
			c.Counters = nil
			for _, ct := range q.Counters {
				if ct.Kind == "+1/+1" || ct.Kind == "-1/-1" {
					ct.N -= k
				}
				if ct.N > 0 {
					c.Counters = append(c.Counters, ct)
				}
			}
			q = &c
		}
		repl[p] = q
	}
	// Attachments are written as names and numbers among namesakes, which
	// shift as permanents leave: write each anew for the new board.
	targets := map[*Permanent]*Permanent{}
	for _, p := range b.Permanents {
		if q := repl[p]; q != nil && q.On != nil {
			if t, _ := b.AttachedTo(p); t != nil {
				targets[q] = repl[t]
			}
		}
	}
	for _, p := range b.Permanents {
		if q := repl[p]; q != nil {
			nb.Permanents = append(nb.Permanents, q)
		}
	}
	for i, q := range nb.Permanents {
		t, ok := targets[q]
		if !ok {
			continue
		}
		c := *q
		c.On = nil
		if t != nil {
			c.On = refTo(&nb, t)
		} else {
			c.onLeft = true
		}
		nb.Permanents[i] = &c
		for o, now := range repl {
			if now == q {
				repl[o] = &c
			}
		}
	}
	n := &settled{b: &nb, now: map[*Permanent]*Permanent{}, gone: map[*Permanent]string{}, left: map[*Permanent]bool{}}
	for o := range s.left {
		n.left[o] = true
	}
	for orig, cur := range s.now {
		if cur == nil {
			n.now[orig] = nil
			n.gone[orig] = s.gone[orig]
			continue
		}
		n.now[orig] = repl[cur]
		if repl[cur] == nil {
			n.gone[orig] = leave[indexOf(b, cur)]
		}
	}
	return n
}

// refTo names t on b by its controller and number among that player's
// namesakes.
func refTo(b *Board, t *Permanent) *CardRef {
	n := 0
	for _, p := range b.Permanents {
		if p.Controller == t.Controller && catalog.Key(p.Card.Name) == catalog.Key(t.Card.Name) {
			n++
		}
		if p == t {
			break
		}
	}
	return &CardRef{Owner: t.Controller, Name: t.Card.Name, Number: n}
}

// The choice texts of a creature whose toughness the board does not fix,
// after its item on the board.
const (
	unsureToughnessAbove = "'s toughness is above 0"
	unsureToughnessNot   = "'s toughness is 0 or less"
	// A raise of toughness that may still apply, which the board does
	// not show (lingeringRaise).
	unsureRaisedStays = " got a raise of its toughness this turn that still applies"
	unsureRaisedNot   = " got no raise of its toughness this turn"
)

// unsureFact reports whether part of a settled board's choice is a fact
// the board does not record about a creature's toughness.
func unsureFact(part string) bool {
	for _, suffix := range []string{unsureToughnessAbove, unsureToughnessNot, unsureRaisedStays, unsureRaisedNot} {
		if strings.HasSuffix(part, suffix) {
			return true
		}
	}
	return false
}

// markAbove marks, on n's board, the permanents of s's board at the
// indices above as creatures whose toughness is taken as above 0, so that
// the next round of state-based actions follows them so: those of raised
// as kept by that raise, whose power and toughness the board then does
// not give.
func markAbove(s, n *settled, above []int, raised map[int]raisedFact) {
	for _, i := range above {
		old := s.b.Permanents[i]
		for j, q := range n.b.Permanents {
			if q != old && !samePermanentAfter(s, n, old, q) {
				continue
			}
			c := *q
			if f, ok := raised[i]; ok {
				c.raised, c.raisedWide = f.why, f.wide
			} else {
				c.toughAbove0 = true
			}
			n.b.Permanents[j] = &c
			for k, v := range n.now {
				if v == q {
					n.now[k] = &c
				}
			}
			break
		}
	}
}

// samePermanentAfter reports whether q on n's board is old of s's board
// after the state-based actions: the same start permanent now.
func samePermanentAfter(s, n *settled, old, q *Permanent) bool {
	for k, v := range s.now {
		if v == old {
			return n.now[k] == q
		}
	}
	return false
}
