package rules

import "github.com/orrery-judge/orrery/rules/catalog"

// Step is a step or phase of a turn, as written in board notation.
type Step string

// The steps a board can be in (docs/contract.md, section 2).
const (
	StepUntap   Step = "untap"
	StepUpkeep  Step = "upkeep"
	StepDraw    Step = "draw"
	StepMain1   Step = "main1"
	StepCombat  Step = "combat"
	StepMain2   Step = "main2"
	StepEnd     Step = "end"
	StepCleanup Step = "cleanup"
)

// Format is the kind of game a board is in.
type Format string

// The formats a board can be in.
const (
	Format1v1         Format = "1v1"
	FormatMultiplayer Format = "multiplayer"
	Format2HG         Format = "2hg"
)

// Me is the player who asks the question.
const Me = "me"

// Board is a game state described in board notation. Parse fills every
// field with its effective value (defaults resolved), so two notations of
// the same board give equal Boards, and String prints the one canonical form.
type Board struct {
	// Format is the effective format: as written, or derived from the number
	// of players (two or fewer: 1v1; more: multiplayer).
	Format Format
	// Teams are the two teams of a Two-Headed Giant game, each a list of
	// player names; nil unless written.
	Teams [][]string
	// Turn is the player whose turn it is (default me).
	Turn string
	// Step is the current step (default main1).
	Step Step
	// Players are every player the board names, me first and the others in
	// alphabetical order. Me is always present.
	Players []*Player
	// Permanents are the permanents on the battlefield in board order: by
	// player in the order of Players, then in the order written. A count
	// (2x) is expanded into that many permanents.
	Permanents []*Permanent
}

// Player is one player's part of a board. Nil numbers were not given.
type Player struct {
	Name        string
	Hand        *int
	Library     *int
	Life        *int
	LandsPlayed int
}

// Permanent is one permanent on the battlefield.
type Permanent struct {
	Card       *catalog.Card
	Controller string
	Tapped     bool
	// Sick: it came under its controller's control this turn (CR 302.6).
	Sick  bool
	Haste bool
	// X is the X chosen when it was cast, nil when not given.
	X *int
	// Counters are the counters on it, ordered by kind.
	Counters []Counter
	// On is the permanent it is attached to (an Aura or Equipment).
	On *CardRef
	// Chose is the color chosen as it entered ("white" ... "green").
	Chose string
	// Named is the type named as it entered (Cavern of Souls).
	Named string
}

// Counter is a number of counters of one kind ("+1/+1", "charge").
type Counter struct {
	Kind string
	N    int
}

// CardRef names one permanent: a card name, optionally the player who
// controls it (Owner, "" when not written) and its number among its
// namesakes in board order (Number, 0 when not written).
type CardRef struct {
	Owner  string
	Name   string
	Number int
}
