package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits on a board, so that hostile input gets a clear error in bounded
// time and memory.
const (
	// MaxBoardBytes is the longest board text ParseBoard reads.
	MaxBoardBytes = 64 << 10
	// MaxPermanents is the most permanents a board may hold, counts
	// expanded.
	MaxPermanents = 2000
	// MaxCopies is the largest count (Nx) of one item.
	MaxCopies = 1000
	// MaxPlayers is the most players a board may name.
	MaxPlayers = 100
	// maxWho bounds the length of a player name.
	maxWho = 32
	// maxCounterKinds bounds the kinds of counters on one permanent.
	maxCounterKinds = 20
	// maxNumber bounds every other number of the notation (hand, library,
	// life, lands played, X, counters, #N).
	maxNumber = 1_000_000
)

// steps lists the steps in turn order, for parsing and for messages.
var steps = []Step{StepUntap, StepUpkeep, StepDraw, StepMain1, StepCombat, StepMain2, StepEnd, StepCleanup}

// colors maps what may follow "chose" to the color stored.
var colors = map[string]string{
	"white": "white", "w": "white",
	"blue": "blue", "u": "blue",
	"black": "black", "b": "black",
	"red": "red", "r": "red",
	"green": "green", "g": "green",
}

const attrHelp = `tapped, sick, new, haste, X=N, N KIND (counters, like 2 +1/+1), on CARDREF, chose COLOR or named TYPE`

// ParseBoard reads a board written in board notation (docs/contract.md,
// section 2). Bad input is an *InputError with Option "board", the byte
// offset of the problem and a message saying what was found and what was
// expected; an unknown card name comes with the closest known names.
//
// The notation, as Orrery reads it:
//
//   - A board is statements separated by ";" or new lines. Empty text is a
//     valid board holding only me.
//   - "WHO: ITEM, ITEM, ..." gives what WHO has; without "WHO:" the items
//     are me's. "turn: WHO", "step: STEP", "format: 1v1|multiplayer|2hg" and
//     "teams: WHO+WHO vs WHO+WHO" set the rest. Keywords and WHO words are
//     case-insensitive. A WHO is one word of letters, digits and "_", kept in
//     lower case and folded by FoldPlayer ("my" is me, "opponent" opp);
//     turn, step, format and teams are statements, not players, and hand,
//     library, life and lands cannot be players either.
//   - The forgiving forms of notation_forgiving.go read as their canonical
//     forms: "2 Forests" as "2x Forest", "empty hand" as "hand 0", "played
//     1 land" as "lands played 1", "hand: 0" as "hand 0", "0 charge" as no
//     counters, and a "," before "opp:" as ";".
//   - ITEM is "hand N", "library N", "lands played N" (N a whole number 0 or
//     more), "life N" (any whole number, "-" allowed), or
//     "[Nx] CARD [(ATTR, ...)]": N copies (1 to MaxCopies, default 1) of a
//     permanent controlled by WHO. Giving a player the same number twice is
//     an error.
//   - CARD is a catalog name (case, runs of spaces and straight or curly
//     apostrophes do not matter) or an inline card
//     "[Name: Type line — Oracle text]". Card names may hold commas: at each
//     item the longest catalog name that fits is taken before the text is
//     split at a comma, so "Ghirapur Orrery, Exploration, Azusa, Lost but
//     Seeking" is three cards.
//   - In an inline card "-" may stand for "—", and abilities are separated by
//     new lines or " | " (the card's Oracle gets one ability per line). A
//     part after the first dash made only of words (and a last P/T) is the
//     subtypes: "[Bear: Creature — Bear 2/2]"; a second dash then starts the
//     Oracle text: "[Elf: Creature — Elf — {T}: Add {G}.]". An empty part,
//     "[Bird: Creature — — Flying]", says there are no subtypes.
//   - ATTR is tapped; sick or new (both set Sick); haste; X=N; N KIND
//     counters ("2 +1/+1", "1 charge counter", kinds kept in lower case,
//     repeated kinds added up); on CARDREF; chose COLOR (white ... green, or
//     W U B R G; stored as the lower-case word); named TYPE (one word, stored
//     capitalised: "Elf"). An attribute given twice is an error.
//   - "on CARDREF" is found as Board.Find finds a CardRef, except that
//     without an owner the attached permanent's own controller is preferred
//     before me: "opp: Forest, Wild Growth (on Forest)" attaches to opp's
//     Forest (see Board.AttachedTo). The CardRef is stored as written, with
//     the card's name as the board spells it. A permanent cannot be attached
//     to itself. Its name may hold commas too: the longest text that is
//     the name of a permanent on the board is taken.
//
// Limits keep hostile input cheap: at most MaxBoardBytes of text (and of
// canonical form), MaxPermanents permanents, MaxCopies in one count and
// MaxPlayers players; an error says which limit was hit.
//
// The Board comes back with every default resolved: Turn me, Step main1,
// Format as written or derived (two players or fewer: 1v1; more:
// multiplayer). "format: 2hg" needs "teams:" with two teams of two
// different players, every player on a team; "teams:" needs 2hg; "format:
// 1v1" allows at most two players. Players are me, then every other WHO
// named anywhere (statements, turn, teams) in alphabetical order.
// Permanents are in the order of Players, then as written.
func ParseBoard(text string) (*Board, error) {
	ps := &boardParser{text: text, players: map[string]*playerState{}}
	if len(text) > MaxBoardBytes {
		return nil, ps.errf(MaxBoardBytes, "the board is %d bytes long; at most %d bytes are allowed", len(text), MaxBoardBytes)
	}
	if !utf8.ValidString(text) {
		return nil, ps.errf(invalidUTF8At(text), "the board is not valid UTF-8 text")
	}
	if _, err := ps.player(Me, 0); err != nil {
		return nil, err
	}
	if err := ps.statements(); err != nil {
		return nil, err
	}
	b := ps.board()
	if err := ps.attributes(b); err != nil {
		return nil, err
	}
	if err := ps.checkFormat(b); err != nil {
		return nil, err
	}
	// The canonical form may be a little longer than the text (a missing
	// "me: ", "w" for "white"); it must read back too. Short boards cannot
	// grow past the limit, so only long ones are printed to check.
	if len(text) > MaxBoardBytes/8 {
		if n := len(b.String()); n > MaxBoardBytes {
			return nil, ps.errf(0, "the board is too long: written in canonical form it takes %d bytes; at most %d bytes are allowed", n, MaxBoardBytes)
		}
	}
	return b, nil
}

// invalidUTF8At returns the offset of the first byte of s that is not
// UTF-8.
func invalidUTF8At(s string) int {
	off := 0
	for off < len(s) {
		r, size := utf8.DecodeRuneInString(s[off:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		off += size
	}
	return off
}

// boardParser holds the state of one ParseBoard call.
type boardParser struct {
	text    string
	pos     int
	players map[string]*playerState
	nperm   int

	turn, step, format, teams setting
	turnWho                   string
	stepVal                   Step
	formatVal                 Format
	teamsVal                  [][]string

	// attrLists are the attribute lists in the order written; they are read
	// once every permanent is known, since "on" may name a later one.
	attrLists []attrList
}

// setting records whether and where a statement or number was given.
type setting struct {
	set bool
	at  int
}

// playerState is what the statements so far give one player.
type playerState struct {
	p                          *Player
	perms                      []*Permanent
	hand, library, life, lands setting
}

// attrList is an attribute list and the permanents of its item.
type attrList struct {
	start, end int // the text between "(" and ")"
	perms      []*Permanent
}

// errf makes the error for the board text at byte offset off.
func (ps *boardParser) errf(off int, format string, args ...any) *InputError {
	return &InputError{Option: "board", Input: ps.text, Offset: off, Message: fmt.Sprintf(format, args...)}
}

// player returns the state of the named player, adding the player.
func (ps *boardParser) player(name string, at int) (*playerState, error) {
	if st, ok := ps.players[name]; ok {
		return st, nil
	}
	if len(ps.players) >= MaxPlayers {
		return nil, ps.errf(at, "too many players: a board names at most %d", MaxPlayers)
	}
	st := &playerState{p: &Player{Name: name}}
	ps.players[name] = st
	return st, nil
}

// Low-level scanning.

func isSep(c byte) bool { return c == ';' || c == '\n' || c == '\r' }

func isWordByte(c byte) bool {
	return c == '_' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// spaceAt reports the size of the white space rune at i (not a line
// break), or 0.
func spaceAt(s string, i int) int {
	if i >= len(s) {
		return 0
	}
	c := s[i]
	if c < utf8.RuneSelf {
		if c == ' ' || c == '\t' || c == '\v' || c == '\f' {
			return 1
		}
		return 0
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if unicode.IsSpace(r) {
		return size
	}
	return 0
}

func skipSpaceIn(s string, i int) int {
	for {
		n := spaceAt(s, i)
		if n == 0 {
			return i
		}
		i += n
	}
}

func (ps *boardParser) skipSpace() { ps.pos = skipSpaceIn(ps.text, ps.pos) }

func (ps *boardParser) eof() bool { return ps.pos >= len(ps.text) }

// atEnd reports whether the current statement ends here.
func (ps *boardParser) atEnd() bool { return ps.eof() || isSep(ps.text[ps.pos]) }

// wordAt returns the end of the word of letters, digits and "_" at i.
func wordAt(s string, i int) int {
	for i < len(s) && isWordByte(s[i]) {
		i++
	}
	return i
}

// excerpt quotes a piece of input for a message, shortened if long.
func excerpt(s string) string {
	const max = 40
	if utf8.RuneCountInString(s) > max {
		r := []rune(s)
		s = string(r[:max]) + "…"
	}
	return strconv.Quote(s)
}

// found describes what is at offset i, for "expected X, found Y".
func found(s string, i int) string {
	if i >= len(s) {
		return "the end of the board"
	}
	switch s[i] {
	case '\n', '\r':
		return "a new line"
	}
	end := i
	for end < len(s) && !isSep(s[end]) && s[end] != ',' && spaceAt(s, end) == 0 {
		end++
	}
	if end == i {
		_, size := utf8.DecodeRuneInString(s[i:])
		end = i + size
	}
	return excerpt(s[i:end])
}

// Statements.

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
		if _, ok := numberItems[word]; ok && word != "lands" {
			// "hand: 0" is me's "hand 0".
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
			return ps.errf(start, `expected a player name (one word of letters, digits or _) before ":", found %s`, excerpt(who))
		}
	}
	st := ps.players[Me]
	return ps.items(Me, st)
}

// checkWho says why word cannot name a player, or "".
func checkWho(word string) string {
	if len(word) > maxWho {
		return fmt.Sprintf("a player name has at most %d letters; found %s", maxWho, excerpt(word))
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
		return "", at, ps.errf(at, "expected a player name after %s, found %s", after, found(ps.text, at))
	}
	word := FoldPlayer(ps.text[at:end])
	if msg := checkWho(word); msg != "" {
		return "", at, ps.errf(at, "%s", msg)
	}
	ps.pos = end
	if _, err := ps.player(word, at); err != nil {
		return "", at, err
	}
	return word, at, nil
}

// endStatement checks that the statement ends here.
func (ps *boardParser) endStatement(what string) error {
	ps.skipSpace()
	if ps.atEnd() {
		return nil
	}
	return ps.errf(ps.pos, `expected ";" or a new line after %s, found %s`, what, found(ps.text, ps.pos))
}

func (ps *boardParser) once(s *setting, at int, what string) error {
	if s.set {
		return ps.errf(at, "%s is given twice (first at %d)", what, s.at)
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
	return ps.errf(vat, "unknown step %s: expected %s", excerpt(ps.restOfStatement(vat)), list)
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
	return ps.errf(vat, "unknown format %s: expected 1v1, multiplayer or 2hg", excerpt(ps.restOfStatement(vat)))
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
	names := make([]string, 0, len(ps.players))
	for n := range ps.players {
		if n != Me {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	names = append([]string{Me}, names...)
	b := &Board{Turn: Me, Step: StepMain1, Teams: ps.teamsVal}
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
