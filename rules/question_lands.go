package rules

import (
	"context"
	"fmt"
	"strings"
)

// landsQuestion answers /judge lands: how many lands the player may play
// this turn in all, and how many are left (CR 305.2).
func landsQuestion(ctx context.Context, b *Board, player string, r *Ruling) error {
	if done, err := settleFirst(ctx, b, nil, r, func(b *Board, _ CardRef, r *Ruling) error { return landsQuestion(ctx, b, player, r) }); done {
		return err
	}
	e := newExplainer()
	worlds := buildWorlds(ctx, b)
	for _, w := range worlds {
		if u := w.unknownFor(asking{kind: askLands, player: player}); u != "" {
			return notUnderstood(r, e, u)
		}
	}
	w := worlds[0]
	pl := b.Player(player)
	plays := 0
	var sources []string
	e.step("A player can normally play one land during their turn; continuous effects may increase this number", "305.2")
	if !b.activeTeam(player) {
		e.step(fmt.Sprintf("It is not %s turn, and a player can't play a land, for any reason, when the number of lands they can play this turn is no more than the number already played; off their turn it is zero", PlayerPossessive(player)), "305.2b")
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
			if p.lostText {
				continue
			}
			for _, a := range p.abilities {
				if !a.Understood || a.Static == nil || a.Static.Kind != StaticExtraLands {
					continue
				}
				if a.Static.Who == "you" && p.Controller != player {
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
	played := pl.LandsPlayed
	left := plays - played
	if left < 0 {
		left = 0
	}
	r.LandPlays = &plays
	r.LandsLeft = &left
	r.Understood = true
	if played > 0 {
		e.step(fmt.Sprintf("%s already played %d this turn; %s may play another only while the number %s can play is greater than the number played", Capital(PlayerDoes(player, "has")), played, theyFor(player), theyFor(player)), "305.2a")
	}
	e.step("Playing a land follows the normal timing: during the player's own main phase, when they have priority and the stack is empty", "505.6b", "305.1")
	if hasName(w, "Ghirapur Orrery") {
		e.cite("Ghirapur Orrery", "2016-09-20", "normal timing")
	}
	r.Answer = landsAnswer(player, plays, left, sources, b.Step)
	e.fill(r)
	return nil
}

// landsAnswer is the headline of a lands ruling, one short sentence: the
// land plays in all, where they come from when there are two sources at
// most (the steps list them all), and how many are left; outside a main
// phase it says they wait for one.
func landsAnswer(player string, plays, left int, sources []string, step Step) string {
	ans := Capital(PlayerDoes(player, "may play")) + " " + plural(plays, "land") + " this turn"
	if plays > 0 && step != StepMain1 && step != StepMain2 {
		return fmt.Sprintf("%s, and %s %d left, but only in a main phase (the board is in the %s step).", ans, VerbFor(player, "has"), left, step)
	}
	ans += " in all"
	if len(sources) > 0 && len(sources) <= 2 {
		ans += " (1 + " + strings.Join(sources, " + ") + ")"
	}
	return fmt.Sprintf("%s, and %s %d left.", ans, VerbFor(player, "has"), left)
}

func hasName(w *world, name string) bool {
	for _, p := range w.perms {
		if p.name == name {
			return true
		}
	}
	return false
}

func landsReason(name string, n int, player string) string {
	return fmt.Sprintf("%s lets %s play %s on %s turn", name, PlayerName(player), plural(n, "additional land"), theirFor(player))
}
