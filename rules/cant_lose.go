package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Effects that keep a player from losing or winning the game: "You can't
// lose the game and your opponents can't win the game." (Platinum Angel),
// "You can't win the game and your opponents can't lose the game."
// (Abyssal Persecutor), "You can't lose the game." (Lich's Mastery), "You
// don't lose the game for having 0 or less life." (Phyrexian Unlife,
// Lich). A "can't" beats a rule or effect that says it happens (CR
// 101.2): a player who can't lose stays in the game at 0 or less life and
// after drawing from an empty library (104.3b, 104.3c; Platinum Angel's
// ruling of 2009-10-01), and one who can't win doesn't win when an effect
// says so (104.2b; Laboratory Maniac's ruling of 2018-12-07: the draw is
// still replaced). "For having 0 or less life" spares that loss alone
// (Phyrexian Unlife's ruling of 2011-06-01). In Two-Headed Giant the team
// of a player who can't lose can't lose, and the team of one who can't
// win can't win (810.8a).

var (
	reCantLose     = regexp.MustCompile(`^You can't lose the game(?: and your opponents can't win the game)?\.$`)
	reCantWin      = regexp.MustCompile(`^You can't win the game and your opponents can't lose the game\.$`)
	reNoLifeLosing = regexp.MustCompile(`^You don't lose the game for having 0 or less life\.$`)
)

// compileCantLose reads the effects above into st.
func compileCantLose(st *StaticSpec, s string) bool {
	switch {
	case reCantLose.MatchString(s):
		st.CantLose = "you"
		if s != "You can't lose the game." {
			st.CantWin = "your opponents"
		}
	case reCantWin.MatchString(s):
		st.CantLose, st.CantWin = "your opponents", "you"
	case reNoLifeLosing.MatchString(s):
		st.CantLose, st.LifeOnly = "you", true
	default:
		return false
	}
	st.Kind = StaticCantLose
	return true
}

// saving is what keeps each player from losing or winning the game, by
// the index of the player in names: the permanent by whose effect the
// player can't lose (any), can't lose for having 0 or less life (life),
// or can't win (win); "" for none.
type saving struct {
	any, life, win []string
}

// savingOf reads the effects of the world on losing and winning for the
// players names (in Two-Headed Giant, for their teams, 810.8a).
func savingOf(b *Board, w *world, names []string) saving {
	s := saving{any: make([]string, len(names)), life: make([]string, len(names)), win: make([]string, len(names))}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			st := a.Static
			if st == nil || st.Kind != StaticCantLose || !a.Understood {
				continue
			}
			for i, x := range names {
				for _, y := range teamOrSelf(b, x) {
					if appliesTo(b, st.CantLose, p.Controller, y) {
						if st.LifeOnly {
							if s.life[i] == "" {
								s.life[i] = p.name
							}
						} else if s.any[i] == "" {
							s.any[i] = p.name
						}
					}
					if appliesTo(b, st.CantWin, p.Controller, y) && s.win[i] == "" {
						s.win[i] = p.name
					}
				}
			}
		}
	}
	return s
}

// appliesTo reports whether an effect for who ("you", "your opponents")
// of a permanent controller controls applies to player x.
func appliesTo(b *Board, who, controller, x string) bool {
	switch who {
	case "you":
		return x == controller
	case "your opponents":
		return b.opponents(controller, x)
	}
	return false
}

// teamOrSelf is x's team in Two-Headed Giant, x alone elsewhere.
func teamOrSelf(b *Board, x string) []string {
	if b.Format == Format2HG {
		if t := b.teamOf(x); t >= 0 && t < len(b.Teams) {
			return b.Teams[t]
		}
	}
	return []string{x}
}

// atLife names the permanent that keeps player i from losing for having
// 0 or less life, "" for none.
func (s saving) atLife(i int) string {
	if i < 0 || i >= len(s.any) {
		return ""
	}
	if s.any[i] != "" {
		return s.any[i]
	}
	return s.life[i]
}

// notLosingAtLife is what follows for who, whose life total fell to 0 or
// less, when by keeps them in the game.
func notLosingAtLife(who, by string) string {
	return fmt.Sprintf("%s 0 or less life, but %s the game, by %s", PlayerDoes(who, "has"), PlayerDoes(who, "doesn't lose"), by)
}

// stillLosing filters the players with 0 or less life on the board (CR
// 704.5a) to those who lose the game: a player an effect keeps from
// losing stays in it, which steps say. why says what the engine can't
// tell: an ability it does not understand that could be such an effect,
// or worlds that disagree.
func stillLosing(ctx context.Context, b *Board, lost []*Player) (out []*Player, steps []Reason, why string) {
	if len(lost) == 0 {
		return nil, nil, ""
	}
	worlds := buildWorlds(ctx, b)
	names := make([]string, len(lost))
	for i, pl := range lost {
		names[i] = pl.Name
	}
	var first []string
	for wi, w := range worlds {
		s := savingOf(b, w, names)
		var by []string
		for i := range lost {
			by = append(by, s.atLife(i))
		}
		if wi == 0 {
			first = by
		} else if fmt.Sprint(by) != fmt.Sprint(first) {
			return nil, nil, fmt.Sprintf("%s %d life, and whether an effect keeps %s from losing the game depends on the timestamp order of the effects on the board, which the board does not record", PlayerDoes(lost[0].Name, "has"), *lost[0].Life, PlayerName(lost[0].Name))
		}
		for _, q := range w.perms {
			for _, a := range q.abilities {
				if a.Understood || !couldSaveLoser(a) {
					continue
				}
				return nil, nil, fmt.Sprintf("%s %d life, and %s has \u201c%s\u201d, which the engine does not understand (%s) and which could keep %s from losing the game (CR 704.5a, 101.2)", PlayerDoes(lost[0].Name, "has"), *lost[0].Life, q.name, a.Text, a.Why, PlayerName(lost[0].Name))
			}
		}
	}
	for i, pl := range lost {
		if first[i] == "" {
			out = append(out, pl)
			continue
		}
		steps = append(steps, Reason{Text: Capital(fmt.Sprintf("%s %d life, but %s the game, by %s: a \u201ccan't\u201d beats the rule that a player with 0 or less life loses", PlayerDoes(pl.Name, "has"), *pl.Life, PlayerDoes(pl.Name, "doesn't lose"), first[i])), Rules: cantLoseRules(b)})
	}
	return out, steps, ""
}

// cantLoseRules are the rules an answer cites for a player an effect
// keeps from losing.
func cantLoseRules(b *Board) []string {
	rules := []string{"704.5a", "101.2", "104.3b"}
	if b.Format == Format2HG {
		rules = append(rules, "810.8a")
	}
	return rules
}

// couldSaveLoser reports whether an ability the engine does not
// understand could keep a player from losing the game as a state-based
// action: a static ability or a replacement effect could; an activated
// or triggered ability does nothing before a player gets priority.
func couldSaveLoser(a *Ability) bool {
	switch a.Kind {
	case KindActivated, KindMana, KindManaTrigger, KindTriggered, KindEnters:
		return false
	}
	return true
}

// savedSteps say which players with 0 or less life on the board an effect
// keeps in the game (stillLosing), for a question that reads them.
func savedSteps(ctx context.Context, b *Board) []Reason {
	_, steps, _ := stillLosing(ctx, b, lostPlayers(b))
	return steps
}

// sayKept puts first among the steps of r, an answer about b, that a
// player with 0 or less life whom an effect keeps in the game does not
// lose it (savedSteps): the question is answered of a game that goes on
// for them (CR 704.5a, 101.2), and the answer says why.
func sayKept(ctx context.Context, b *Board, r *Ruling) {
	if !r.Understood {
		return
	}
	var add []Reason
	for _, st := range savedSteps(ctx, b) {
		if !hasStep(r.Steps, st.Text) {
			add = append(add, st)
		}
	}
	prependSteps(r, add)
}

// prependSteps puts steps add before r's own, and their rules among r's
// rules cited.
func prependSteps(r *Ruling, add []Reason) {
	if len(add) == 0 {
		return
	}
	r.Steps = append(add, r.Steps...)
	rules := map[string]bool{}
	for _, x := range append(r.Rules, ruleList(add)...) {
		rules[x] = true
	}
	r.Rules = sortRules(rules)
}

// notLosingEmptyLibrary is what follows for who, who attempted to draw
// from an empty library, when by keeps them from losing the game.
func notLosingEmptyLibrary(who, by string) string {
	return fmt.Sprintf("%s to draw from an empty library, but %s the game, by %s", PlayerDoes(who, "attempted"), PlayerDoes(who, "can't lose"), by)
}

// teamNotLosingAtLife is what follows for a Two-Headed Giant team whose
// shared life total fell to 0 or less, when by keeps it in the game.
func teamNotLosingAtLife(team []string, by string) string {
	return fmt.Sprintf("the team of %s has 0 or less life, but it doesn't lose the game, by %s", PlayerNames(team), by)
}

// savedNotes are what the events of o say of a player an effect kept
// from losing the game (notLosingAtLife, teamNotLosingAtLife,
// notLosingEmptyLibrary), each once, for the answer to repeat.
func savedNotes(o Outcome) []string {
	var out []string
	for _, ev := range o.Events {
		for _, part := range strings.Split(ev, "; ") {
			if !strings.Contains(part, " the game, by ") || !strings.Contains(part, ", but ") {
				continue
			}
			if _, after, ok := strings.Cut(part, ": "); ok && strings.Contains(part, " life total ") {
				part = after
			}
			if !slices.Contains(out, part) {
				out = append(out, part)
			}
		}
	}
	return out
}

// explainSaved says, where an effect kept a player from losing the game
// or from winning it as the upkeep's triggers resolved, why, citing the
// rulings of the permanents whose effects those are.
func explainSaved(b *Board, s saving, outs []Outcome, e *explainer) {
	saved, unwon := false, false
	for _, o := range outs {
		saved = saved || len(savedNotes(o)) > 0
		for _, ev := range o.Events {
			unwon = unwon || strings.Contains(ev, "the draw is still replaced")
		}
	}
	if saved {
		e.step("A player who can't lose the game does not lose it for having 0 or less life or for attempting to draw from an empty library, and one who doesn't lose for having 0 or less life does not lose for that: a \u201ccan't\u201d beats the rule that says it happens, and the game goes on", append(cantLoseRules(b), "104.3c", "704.5b")...)
		for _, by := range slices.Concat(s.any, s.life) {
			if by != "" {
				e.cite(by, "2009-10-01", "No game effect can cause you to lose")
				e.cite(by, "2011-06-01", "You can still lose the game for other reasons")
			}
		}
	}
	if unwon {
		e.step("A player who can't win the game doesn't win when an effect says so; an effect that replaces a draw with winning still replaces it, so no card is drawn from the empty library and the player doesn't lose for it", "101.2", "104.2b", "614.1a")
		e.citeAbout("Laboratory Maniac", "can't win the game")
	}
}

// lifeSaver names the permanent that keeps player from losing the game
// for having 0 or less life (in Two-Headed Giant, their team), "" for
// none, for the pay, mana and enters questions; why says where the timestamp
// orders of the board's effects disagree.
func lifeSaver(ctx context.Context, b *Board, player string) (string, string) {
	var by string
	for i, w := range buildWorlds(ctx, b) {
		s := savingOf(b, w, []string{player}).atLife(0)
		if i == 0 {
			by = s
		} else if s != by {
			return "", fmt.Sprintf("whether an effect keeps %s from losing the game depends on the timestamp order of the effects on the board, which the board does not record", PlayerName(player))
		}
	}
	return by, ""
}
