package web

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules"
)

// boardView is a board in canonical notation and as a list by player.
type boardView struct {
	Canonical string
	// Parsed is false when the canonical text no longer parses (a ruling
	// stored by an older engine); only Canonical is shown then.
	Parsed  bool
	Format  string
	Teams   string
	Turn    string
	Step    string
	Players []playerView
}

// playerView is one player's part of a board.
type playerView struct {
	Name string
	// Active is true for the player whose turn it is; You for me, the
	// player who asks.
	Active     bool
	You        bool
	Numbers    []string
	Permanents []permanentView
	Empty      bool
}

// permanentView is one permanent, or several identical ones in a row.
type permanentView struct {
	Count int
	Name  string
	// Inline cards show the type line and text the board gave them.
	Inline   bool
	TypeLine string
	Oracle   []string
	Attrs    []string
}

// newBoardView reads a ruling's canonical board back into a list by
// player.
func newBoardView(canonical string) *boardView {
	v := &boardView{Canonical: canonical}
	b, err := rules.ParseBoard(canonical)
	if err != nil {
		return v
	}
	v.Parsed = true
	v.Format = formatName(b.Format)
	if len(b.Teams) > 0 {
		teams := make([]string, len(b.Teams))
		for i, t := range b.Teams {
			names := make([]string, len(t))
			for j, p := range t {
				names[j] = rules.Capital(rules.PlayerName(p))
			}
			teams[i] = strings.Join(names, " + ")
		}
		v.Teams = strings.Join(teams, " vs ")
	}
	v.Turn = rules.Capital(rules.PlayerPossessive(b.Turn))
	v.Step = stepName(b.Step)
	byPlayer := map[string][]*rules.Permanent{}
	for _, p := range b.Permanents {
		byPlayer[p.Controller] = append(byPlayer[p.Controller], p)
	}
	for _, p := range b.Players {
		pv := playerView{Name: rules.Capital(rules.PlayerName(p.Name)), Active: p.Name == b.Turn, You: p.Name == rules.Me}
		if p.Hand != nil {
			pv.Numbers = append(pv.Numbers, count(*p.Hand, "card", "cards")+" in hand")
		}
		if p.Library != nil {
			pv.Numbers = append(pv.Numbers, count(*p.Library, "card", "cards")+" in library")
		}
		if p.Life != nil {
			pv.Numbers = append(pv.Numbers, strconv.Itoa(*p.Life)+" life")
		}
		if p.LandsPlayed > 0 {
			pv.Numbers = append(pv.Numbers, count(p.LandsPlayed, "land", "lands")+" played this turn")
		}
		pv.Permanents = permanentViews(byPlayer[p.Name])
		pv.Empty = len(pv.Numbers) == 0 && len(pv.Permanents) == 0
		v.Players = append(v.Players, pv)
	}
	return v
}

// permanentViews lists permanents, identical ones in a row counted once.
func permanentViews(ps []*rules.Permanent) []permanentView {
	var out []permanentView
	for _, p := range ps {
		pv := permanentView{Count: 1, Name: p.Card.Name, Attrs: attrs(p)}
		if p.Card.Inline {
			pv.Inline = true
			pv.TypeLine = p.Card.TypeLine
			pv.Oracle = paragraphs(p.Card.Oracle)
		}
		if n := len(out); n > 0 && samePermanent(out[n-1], pv) {
			out[n-1].Count++
			continue
		}
		out = append(out, pv)
	}
	return out
}

func samePermanent(a, b permanentView) bool {
	return a.Name == b.Name && a.Inline == b.Inline && a.TypeLine == b.TypeLine &&
		strings.Join(a.Oracle, "\n") == strings.Join(b.Oracle, "\n") &&
		strings.Join(a.Attrs, "\x00") == strings.Join(b.Attrs, "\x00")
}

// attrs says what the board says of a permanent, in words.
func attrs(p *rules.Permanent) []string {
	var out []string
	if p.Tapped {
		out = append(out, "tapped")
	}
	if p.Sick {
		out = append(out, "came under its controller's control this turn")
	}
	if p.Haste {
		out = append(out, "haste")
	}
	if p.X != nil {
		out = append(out, fmt.Sprintf("X=%d", *p.X))
	}
	for _, c := range p.Counters {
		out = append(out, count(c.N, c.Kind+" counter", c.Kind+" counters"))
	}
	if p.Damage > 0 {
		out = append(out, strconv.Itoa(p.Damage)+" damage marked on it")
	}
	if p.On != nil {
		out = append(out, "attached to "+p.On.String())
	}
	if p.Chose != "" {
		out = append(out, "chose "+p.Chose)
	}
	if p.Named != "" {
		out = append(out, "named "+p.Named)
	}
	return out
}

// count writes a number with the noun: "1 card", "3 cards".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// formatName is a format as players say it.
func formatName(f rules.Format) string {
	switch f {
	case rules.Format1v1:
		return "two players (1v1)"
	case rules.FormatMultiplayer:
		return "multiplayer"
	case rules.Format2HG:
		return "Two-Headed Giant"
	}
	return string(f)
}

// stepName is a step as players say it.
func stepName(s rules.Step) string {
	switch s {
	case rules.StepUntap:
		return "untap step"
	case rules.StepUpkeep:
		return "upkeep"
	case rules.StepDraw:
		return "draw step"
	case rules.StepMain1:
		return "first main phase"
	case rules.StepCombat:
		return "combat"
	case rules.StepMain2:
		return "second main phase"
	case rules.StepEnd:
		return "end step"
	case rules.StepCleanup:
		return "cleanup step"
	}
	return string(s)
}
