package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
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
	}
	return "", ""
}

// reachesAnyPlayer reports whether an ability's text may choose any player
// as what it protects or gives life to ("Prevent the next 1 damage that
// would be dealt to any target this turn", "Target player gains 2 life"):
// another player than its controller may then be kept in the game by it.
func reachesAnyPlayer(text string) bool {
	l := strings.ToLower(text)
	return strings.Contains(l, "any target") || strings.Contains(l, "target player") || strings.Contains(l, "target creature or player") || strings.Contains(l, "target opponent")
}
