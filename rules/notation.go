package rules

import (
	"fmt"
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

const attrHelp = `tapped, sick, new, haste, X=N, N KIND (counters, like 2 +1/+1), N damage, on CARDREF, chose COLOR, named TYPE, named CARD or exiled CARD`

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
//     case-insensitive. A WHO is one word of ASCII letters, digits and "_", kept in
//     lower case and folded by FoldPlayer ("my" is me, "opponent" opp);
//     turn, step, format and teams are statements, not players, and hand,
//     library, life and lands cannot be players either.
//   - The forgiving forms of notation_forgiving.go read as their canonical
//     forms: "2 Forests" as "2x Forest", "empty hand" as "hand 0", "played
//     1 land" as "lands played 1", "hand: 0" as "hand 0", "0 charge" as no
//     counters, and a "," before "opp:" as ";".
//   - ITEM is "hand N", "library N", "energy N", "lands played N" (N a whole number 0 or
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
//     capitalised: "Elf") or named CARD (a catalog card's name, commas and
//     all, stored as the catalog spells it), held to what the permanent's
//     text chooses (checkNamed); exiled CARD (a catalog card's name, the
//     card its imprint ability exiled), held to the kind of card its text
//     exiles (checkExiled). An attribute given twice is an error.
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
	text = NFC(text)
	ps.text = text
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

	// inlines are the inline cards read so far, by the key of their name:
	// their text and where the first was written.
	inlines map[string]inlineSeen
}

// inlineSeen is an inline card's text and where it was first written.
type inlineSeen struct {
	text string
	at   int
	name string
}

// setting records whether and where a statement or number was given.
type setting struct {
	set bool
	at  int
}

// playerState is what the statements so far give one player.
type playerState struct {
	p                                  *Player
	perms                              []*Permanent
	hand, library, life, energy, lands setting
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

// Statements.
