package rules

import (
	"context"
	"fmt"
)

// markRegained marks, on the board n holds after state-based actions or
// players leaving, each permanent whose controller those changed (a
// control-changing Aura put into the graveyard, its controller gone from
// the game): the player who has it now has not controlled it continuously
// since their most recent turn began, so it is written new (CR 302.6,
// 611.2b, 800.4a), and a step says so. old is the board before.
func markRegained(ctx context.Context, old *Board, s, n *settled) {
	before := buildWorlds(ctx, old)
	if len(before) == 0 {
		return
	}
	wb := before[0]
	var after *world
	for orig, cur := range n.now {
		if cur == nil || cur.Sick {
			continue
		}
		oi, ni := indexOf(old, s.now[orig]), indexOf(n.b, cur)
		if oi < 0 || ni < 0 || oi >= len(wb.perms) {
			continue
		}
		was := wb.perms[oi]
		if was.controlBy == "" && was.Controller == cur.Controller {
			// No effect gave it to anyone: its controller stays.
			continue
		}
		if after == nil {
			// Built once, before any permanent is marked: the board
			// marked is a new one.
			ws := buildWorlds(ctx, n.b)
			if len(ws) == 0 {
				return
			}
			after = ws[0]
		}
		if ni >= len(after.perms) || after.perms[ni].Controller == was.Controller {
			continue
		}
		c := *cur
		c.Sick = true
		nb := *n.b
		nb.Permanents = append([]*Permanent(nil), n.b.Permanents...)
		nb.Permanents[ni] = &c
		n.b = &nb
		for o, q := range n.now {
			if q == cur {
				n.now[o] = &c
			}
		}
		who := after.perms[ni].Controller
		text := fmt.Sprintf("%s is controlled by %s again once the effect that gave it to %s ends, so %s not controlled it continuously since %s most recent turn began", was.name, PlayerName(who), PlayerName(was.Controller), PlayerDoes(who, "has"), theirFor(who))
		if after.perms[ni].is("Creature") {
			n.steps = append(n.steps, Reason{Text: text + ": it has summoning sickness, unless it has haste", Rules: []string{"611.3a", "302.6"}})
		} else {
			// Only a creature has summoning sickness (302.6).
			n.steps = append(n.steps, Reason{Text: text + ", which matters only while it is a creature", Rules: []string{"611.3a", "302.6"}})
		}
	}
}
