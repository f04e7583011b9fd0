package rules

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

func (ps *boardParser) statements() error {
	for {
		ps.skipSpace()
		if ps.eof() {
			return nil
		}
		if isSep(ps.text[ps.pos]) {
			ps.pos++
			continue
		}
		if err := ps.statement(); err != nil {
			return err
		}
	}
}

func (ps *boardParser) statement() error {
	start := ps.pos
	wend := wordAt(ps.text, start)
	colon := skipSpaceIn(ps.text, wend)
	if wend > start && colon < len(ps.text) && ps.text[colon] == ':' {
		word := FoldPlayer(ps.text[start:wend])
		if _, ok := numberItems[word]; ok && word != "lands" && (word != "energy" || numberAfterColon(ps.text, colon)) {
			// "hand: 0" is me's "hand 0". "energy:" followed by no
			// number starts the statement of a player named energy.
			ps.pos = start
			return ps.items(Me, ps.players[Me])
		}
		ps.pos = colon + 1
		switch word {
		case "turn":
			return ps.turnStatement(start)
		case "step":
			return ps.stepStatement(start)
		case "format":
			return ps.formatStatement(start)
		case "teams":
			return ps.teamsStatement(start)
		}
		if err := checkWho(word); err != "" {
			return ps.errf(start, "%s", err)
		}
		st, err := ps.player(word, start)
		if err != nil {
			return err
		}
		ps.skipSpace()
		if ps.atEnd() {
			return nil
		}
		return ps.items(word, st)
	}
	// A ":" before the first item ends means a player name that is not one
	// word, unless a card name holds the colon.
	if i := strings.IndexAny(ps.text[start:], ":,([;\n\r"); i >= 0 && ps.text[start+i] == ':' && !strings.EqualFold(ps.text[start:wend], "lands") {
		if _, _, ok := ps.catalogNameAt(start); !ok {
			who := strings.TrimSpace(ps.text[start : start+i])
			if who == "" {
				return ps.errf(start, `expected a player name before ":"`)
			}
			return ps.errf(start, `expected a player name (one word of the letters a to z, digits or _) before ":", found %s`, Excerpt(who))
		}
	}
	st := ps.players[Me]
	return ps.items(Me, st)
}

// checkWho says why word cannot name a player, or "".
func checkWho(word string) string {
	if len(word) > maxWho {
		return fmt.Sprintf("a player name has at most %d letters; found %s", maxWho, Excerpt(word))
	}
	if !strings.ContainsFunc(word, unicode.IsLetter) {
		return fmt.Sprintf("%q cannot name a player: a player name is a word with a letter in it, like me, opp, opp2 or alice", word)
	}
	switch word {
	case "turn", "step", "format", "teams":
		return fmt.Sprintf("%q starts a statement (%s: ...) and cannot name a player", word, word)
	case "hand", "library", "life":
		return fmt.Sprintf("%q cannot name a player; write the number as an item: \"me: %s 3\"", word, word)
	case "lands":
		return `"lands" cannot name a player; write the number as an item: "me: lands played 1"`
	}
	return ""
}

// who reads a player name at the current position, for turn and teams.
func (ps *boardParser) who(after string) (string, int, error) {
	ps.skipSpace()
	at := ps.pos
	end := wordAt(ps.text, at)
	if end == at {
		return "", at, ps.errf(at, "expected a player name (one word of the letters a to z, digits or _) after %s, found %s", after, found(ps.text, at))
	}
	word := FoldPlayer(ps.text[at:end])
	if msg := checkWho(word); msg != "" {
		if after == `"turn:"` && !strings.ContainsFunc(word, unicode.IsLetter) {
			msg += `; "turn:" names whose turn it is, not its number`
		}
		return "", at, ps.errf(at, "%s", msg)
	}
	ps.pos = end
	if _, err := ps.player(word, at); err != nil {
		return "", at, err
	}
	return word, at, nil
}

// endStatement checks that the statement ends here: at ";", a new line,
// the end, or a "," before a new statement ("step: upkeep, turn: opp").
func (ps *boardParser) endStatement(what string) error {
	ps.skipSpace()
	if ps.atEnd() {
		return nil
	}
	if ps.text[ps.pos] == ',' {
		ps.pos++
		next, err := ps.statementAfterComma()
		if err != nil || next {
			return err
		}
		ps.pos--
	}
	return ps.errf(ps.pos, `expected ";" or a new line after %s, found %s`, what, found(ps.text, ps.pos))
}

func (ps *boardParser) once(s *setting, at int, what string) error {
	if s.set {
		return ps.errf(at, "%s is given twice (first at byte %d of the board)", what, s.at)
	}
	*s = setting{set: true, at: at}
	return nil
}

func (ps *boardParser) turnStatement(at int) error {
	if err := ps.once(&ps.turn, at, `"turn:"`); err != nil {
		return err
	}
	w, _, err := ps.who(`"turn:"`)
	if err != nil {
		return err
	}
	ps.turnWho = w
	return ps.endStatement(`"turn: ` + w + `"`)
}

func (ps *boardParser) stepStatement(at int) error {
	if err := ps.once(&ps.step, at, `"step:"`); err != nil {
		return err
	}
	ps.skipSpace()
	vat := ps.pos
	end := wordAt(ps.text, vat)
	word := strings.ToLower(ps.text[vat:end])
	for _, s := range steps {
		if word == string(s) {
			ps.stepVal = s
			ps.pos = end
			return ps.endStatement(`"step: ` + word + `"`)
		}
	}
	names := make([]string, len(steps))
	for i, s := range steps {
		names[i] = string(s)
	}
	list := strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
	if end == vat {
		return ps.errf(vat, `expected a step after "step:", found %s: expected %s`, found(ps.text, vat), list)
	}
	return ps.errf(vat, "unknown step %s: expected %s", Excerpt(ps.restOfStatement(vat)), list)
}

func (ps *boardParser) formatStatement(at int) error {
	if err := ps.once(&ps.format, at, `"format:"`); err != nil {
		return err
	}
	ps.skipSpace()
	vat := ps.pos
	end := wordAt(ps.text, vat)
	word := strings.ToLower(ps.text[vat:end])
	switch Format(word) {
	case Format1v1, FormatMultiplayer, Format2HG:
		ps.formatVal = Format(word)
		ps.pos = end
		return ps.endStatement(`"format: ` + word + `"`)
	}
	if end == vat {
		return ps.errf(vat, `expected a format after "format:", found %s: expected 1v1, multiplayer or 2hg`, found(ps.text, vat))
	}
	return ps.errf(vat, "unknown format %s: expected 1v1, multiplayer or 2hg", Excerpt(ps.restOfStatement(vat)))
}

// restOfStatement returns the text from i to the end of the statement,
// without trailing space.
func (ps *boardParser) restOfStatement(i int) string {
	end := i
	for end < len(ps.text) && !isSep(ps.text[end]) {
		end++
	}
	return strings.TrimRightFunc(ps.text[i:end], unicode.IsSpace)
}

func (ps *boardParser) teamsStatement(at int) error {
	if err := ps.once(&ps.teams, at, `"teams:"`); err != nil {
		return err
	}
	var teams [][]string
	var teamAt []int
	for len(teams) < 2 {
		ps.skipSpace()
		teamAt = append(teamAt, ps.pos)
		var team []string
		for {
			w, _, err := ps.who(`"teams:"`)
			if err != nil {
				return err
			}
			team = append(team, w)
			ps.skipSpace()
			if ps.pos < len(ps.text) && ps.text[ps.pos] == '+' {
				ps.pos++
				continue
			}
			break
		}
		teams = append(teams, team)
		if len(teams) == 1 {
			vs := ps.pos
			end := wordAt(ps.text, vs)
			if strings.ToLower(ps.text[vs:end]) != "vs" {
				return ps.errf(vs, `expected "+" or "vs" in "teams: WHO+WHO vs WHO+WHO", found %s`, found(ps.text, vs))
			}
			ps.pos = end
		}
	}
	ps.skipSpace()
	if !ps.atEnd() {
		end := wordAt(ps.text, ps.pos)
		if strings.ToLower(ps.text[ps.pos:end]) == "vs" {
			return ps.errf(ps.pos, "a Two-Headed Giant game has two teams; found a third")
		}
		return ps.errf(ps.pos, `expected "+", ";" or a new line in "teams: WHO+WHO vs WHO+WHO", found %s`, found(ps.text, ps.pos))
	}
	seen := map[string]bool{}
	for i, team := range teams {
		if len(team) != 2 {
			return ps.errf(teamAt[i], "a Two-Headed Giant team has two players; found %d (%s)", len(team), strings.Join(team, "+"))
		}
		for _, w := range team {
			if seen[w] {
				return ps.errf(teamAt[i], "%s is named twice in the teams", w)
			}
			seen[w] = true
		}
	}
	ps.teamsVal = teams
	return nil
}

// board assembles the parsed statements into a Board, defaults resolved.
func (ps *boardParser) board() *Board {
	names := make([]string, 1, len(ps.players))
	names[0] = Me
	for n := range ps.players {
		if n != Me {
			names = append(names, n)
		}
	}
	sort.Strings(names[1:])
	b := &Board{Turn: Me, Step: StepMain1, Teams: ps.teamsVal}
	b.Players = make([]*Player, 0, len(names))
	if ps.nperm > 0 {
		b.Permanents = make([]*Permanent, 0, ps.nperm)
	}
	for _, n := range names {
		st := ps.players[n]
		b.Players = append(b.Players, st.p)
		b.Permanents = append(b.Permanents, st.perms...)
	}
	if ps.turn.set {
		b.Turn = ps.turnWho
	}
	if ps.step.set {
		b.Step = ps.stepVal
	}
	b.Format = derivedFormat(len(b.Players))
	if ps.format.set {
		b.Format = ps.formatVal
	}
	return b
}

// derivedFormat is the format of a board with n players that does not say.
func derivedFormat(n int) Format {
	if n <= 2 {
		return Format1v1
	}
	return FormatMultiplayer
}

func (ps *boardParser) checkFormat(b *Board) error {
	switch {
	case ps.teams.set && b.Format != Format2HG:
		return ps.errf(ps.teams.at, `"teams:" is for a Two-Headed Giant game: add "format: 2hg"`)
	case b.Format == Format2HG && !ps.teams.set:
		return ps.errf(ps.format.at, `"format: 2hg" needs the teams: add "teams: WHO+WHO vs WHO+WHO"`)
	case b.Format == Format1v1 && len(b.Players) > 2:
		names := make([]string, len(b.Players))
		for i, p := range b.Players {
			names[i] = p.Name
		}
		return ps.errf(ps.format.at, `"format: 1v1" is for two players, but the board names %d (%s)`, len(b.Players), strings.Join(names, ", "))
	case b.Format == Format2HG:
		onTeam := map[string]bool{}
		for _, t := range b.Teams {
			for _, w := range t {
				onTeam[w] = true
			}
		}
		for _, p := range b.Players {
			if !onTeam[p.Name] {
				return ps.errf(ps.teams.at, "in a Two-Headed Giant game every player is on a team, and %s is not", p.Name)
			}
		}
	}
	return nil
}

// numberAfterColon reports whether a digit follows the colon at colon,
// after white space: "energy: 2" is an item, "energy: Forest" the
// statement of a player named energy.
func numberAfterColon(s string, colon int) bool {
	at := skipSpaceIn(s, colon+1)
	return at < len(s) && isDigit(s[at])
}
