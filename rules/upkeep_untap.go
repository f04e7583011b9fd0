package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// The upkeep of a player whose turn the board's is not is the upkeep of
// their next turn, the board read as it is when that turn begins, and
// their untap step comes before it: their permanents untap (CR 502.3), and
// none of them has summoning sickness then, as they have controlled each
// continuously since that turn began (302.6). A board in the untap step
// of the asking player's own turn untaps theirs too; on their own turn
// otherwise it is read as it is when the upkeep begins, as every upkeep
// question reads it.

// untapWords are words of text that speak of the untap step or of
// becoming untapped: what may stop, add to or trigger on the untapping
// the untap step does (Winter Orb, Stasis, Mana Vault, Seedborn Muse,
// inspired, exert).
var untapWords = []string{"untap step", "untap during", "doesn't untap", "don't untap", "can't untap", "becomes untapped", "become untapped"}

// reOwnNoUntap is a permanent's own "doesn't untap during your untap
// step", its name written "this".
var reOwnNoUntap = regexp.MustCompile(`(?i)\bthis(?: artifact| creature| land| permanent)? doesn't untap during (?:your|its controller's) untap step\.`)

// phaseWords are words of text that speak of phasing, or of day and
// night: what happens in every untap step (502.1, 502.2).
var phaseWords = []string{"phasing", "phase out", "phases out", "phase in", "phases in", "daybound", "nightbound", "becomes day", "becomes night"}

// untapBeforeUpkeep is b as player's upkeep begins where the board is on
// another player's turn (another team's, in Two-Headed Giant), or in the
// untap step of player's own: nb is b after player's untap step, and step
// says what it changed, and on another player's turn that the board is
// read as it is when player's turn begins. nb is nil where the untap step
// changes nothing the board shows. why is not empty where the engine
// can't tell what the untap step does.
func untapBeforeUpkeep(ctx context.Context, b *Board, player string) (nb *Board, step untapStep, why string) {
	own := b.activeTeam(player)
	if own && b.Step != StepUntap {
		return nil, untapStep{}, ""
	}
	// Who controls each permanent is the board's after its control
	// effects (Control Magic on an opponent's Archivist): the untap step
	// untaps what the player controls (502.3).
	controller := make([]string, len(b.Permanents))
	for wi, w := range buildWorlds(ctx, b) {
		for _, p := range w.perms {
			if wi > 0 && controller[p.i] != p.Controller {
				return nil, untapStep{}, fmt.Sprintf("who controls %s depends on the timestamp order of the effects on the board, which it does not record, and %s untap step untaps only what %s controls (CR 613.7, 502.3)", p.name, PlayerPossessive(player), theyFor(player))
			}
			controller[p.i] = p.Controller
		}
	}
	for _, p := range b.Permanents {
		// Phasing and day and night happen in every untap step, whatever
		// is tapped (502.1, 502.2).
		if w := wordIn(p.Card.Oracle, phaseWords); w != "" {
			return nil, untapStep{}, fmt.Sprintf("%s upkeep comes after %s untap step, where permanents with phasing phase out and in (CR 502.1, 702.26a), and %s speaks of phasing or of day and night (%q), which the engine does not follow through that step", PlayerPossessive(player), theirFor(player), p.Card.Name, w)
		}
	}
	asked := []string{player}
	if b.Format == Format2HG {
		if t := b.teamOf(player); t >= 0 {
			asked = b.Teams[t]
		}
	}
	isAsked := func(name string) bool {
		return slices.ContainsFunc(asked, func(a string) bool { return FoldPlayer(a) == FoldPlayer(name) })
	}
	var untapped, unsick []*Permanent
	// moved: a permanent the asked player controls by an effect
	// (Control Magic on an opponent's Archivist), which, given this
	// turn, has no summoning sickness in their next turn either.
	moved := false
	anyTapped := false
	for i, p := range b.Permanents {
		anyTapped = anyTapped || p.Tapped
		switch {
		case isAsked(controller[i]):
			if p.Tapped {
				untapped = append(untapped, p)
			}
			moved = moved || !own && FoldPlayer(controller[i]) != FoldPlayer(p.Controller)
			if p.Sick && !own {
				unsick = append(unsick, p)
			}
		case !own && b.Format != Format2HG && len(b.Players) > 2 && FoldPlayer(p.Controller) != FoldPlayer(b.Turn) && (p.Tapped || p.Sick):
			// A player who is neither may take a turn in between,
			// untapping their permanents, or not: the board does not
			// record the seating (101.4).
			return nil, untapStep{}, fmt.Sprintf("the board is on %s turn and %s upkeep is asked; %s %s is written %s, and the board does not record the seating, so whether %s turn, with its untap step, comes before %s is not known (CR 101.4, 502.3, 302.6)", PlayerPossessive(b.Turn), PlayerPossessive(player), PlayerPossessive(p.Controller), p.Card.Name, tappedOrSick(p), theirFor(p.Controller), PlayerPossessive(player)+" turn")
		}
	}
	when := fmt.Sprintf("The board is on %s turn, so %s upkeep is that of %s next turn, and the board is read as it is when that turn begins: what happens in the rest of %s turn is not followed", PlayerPossessive(b.Turn), PlayerPossessive(player), theirFor(player), PlayerPossessive(b.Turn))
	if own {
		when = fmt.Sprintf("The board is in %s untap step, whose untapping comes before the upkeep", theirFor(player))
	}
	if len(untapped) > 0 || len(unsick) > 0 || anyTapped {
		for _, p := range b.Permanents {
			text := p.Card.Oracle
			if !p.Tapped {
				// Its own "doesn't untap during your untap step" (Grim
				// Monolith, Mana Vault) bears only where it is tapped.
				text = reOwnNoUntap.ReplaceAllString(strings.ReplaceAll(text, p.Card.Name, "this"), "")
			}
			if w := wordIn(text, untapWords); w != "" {
				return nil, untapStep{}, fmt.Sprintf("%s upkeep comes after %s untap step (CR 502.3), and %s speaks of the untap step or of untapping (%q), which the engine does not follow through that step", PlayerPossessive(player), theirFor(player), p.Card.Name, w)
			}
		}
	}
	step.rules = []string{"502.3"}
	if len(untapped) == 0 && len(unsick) == 0 && !moved {
		if own {
			return nil, untapStep{}, ""
		}
		step.says = when
		return nil, step, ""
	}
	nb = &Board{}
	*nb = *b
	nb.Permanents = slices.Clone(b.Permanents)
	for i, p := range nb.Permanents {
		byEffect := !own && FoldPlayer(controller[i]) != FoldPlayer(p.Controller)
		if isAsked(controller[i]) && (p.Tapped || p.Sick && !own || byEffect) {
			// Written sick on another player's turn, it came under its
			// controller's control after their last upkeep began
			// (echo), and has no summoning sickness in their next turn;
			// so too what they control by an effect given this turn.
			q := *p
			q.Tapped, q.sickGone = false, p.Sick && !own || byEffect
			nb.Permanents[i] = &q
		}
	}
	var says []string
	if len(untapped) > 0 {
		says = append(says, fmt.Sprintf("%s, written tapped, untap%s", joinAnd(namesOf(untapped)), pluralVerbEnd(untapped)))
	}
	if len(unsick) > 0 {
		says = append(says, fmt.Sprintf("%s, written sick, %s no summoning sickness, having been under %s control continuously since that turn began", joinAnd(namesOf(unsick)), hasOrHave(unsick), theirFor(player)))
		step.rules = append(step.rules, "302.6")
	}
	if len(says) == 0 {
		// Only what an effect gives them, no longer sick: 302.6.
		step.says = when + "; what " + theyFor(player) + " control then " + VerbFor(player, "has") + " been under " + theirFor(player) + " control continuously since that turn began"
		step.rules = append(step.rules, "302.6")
		return nb, step, ""
	}
	step.says = when + "; in " + theirFor(player) + " untap step " + strings.Join(says, "; ")
	return nb, step, ""
}

// untapStep is what an upkeep's answer says of the untap step before it
// (untapBeforeUpkeep), and the rules it cites.
type untapStep struct {
	says  string
	rules []string
}

// untapStepKey marks a context whose upkeep question has read the untap
// step before it: its value is that question's untapStep.
type untapStepKey struct{}

// wordIn is the first of words in text, in lower case, or "".
func wordIn(text string, words []string) string {
	lower := strings.ToLower(text)
	for _, w := range words {
		if strings.Contains(lower, w) {
			return w
		}
	}
	return ""
}

func tappedOrSick(p *Permanent) string {
	if p.Tapped {
		return "tapped"
	}
	return "sick"
}

// namesOf are the names of ps, each once, in board order.
func namesOf(ps []*Permanent) []string {
	var names []string
	for _, p := range ps {
		if !slices.Contains(names, p.Card.Name) {
			names = append(names, p.Card.Name)
		}
	}
	return names
}

func pluralVerbEnd(ps []*Permanent) string {
	if len(ps) == 1 {
		return "s"
	}
	return ""
}

func hasOrHave(ps []*Permanent) string {
	if len(ps) == 1 {
		return "has"
	}
	return "have"
}
