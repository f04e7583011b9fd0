package rules

import (
	"fmt"

	"github.com/orrery-judge/orrery/rules/catalog"
)

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

	// emptied: the state-based actions took every permanent of a board
	// that had some, which is not a board left out.
	emptied bool
	// sbaLeft: the state-based actions took a permanent of the board as
	// written off the battlefield (applySBA), which was there as a step
	// began, when its triggers' intervening "if" was checked (603.4).
	sbaLeft bool
}

// Player is one player's part of a board. Nil numbers were not given.
type Player struct {
	Name    string
	Hand    *int
	Library *int
	Life    *int
	// Energy is the number of energy counters the player has (CR
	// 107.14, 122.1), nil when not given.
	Energy      *int
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
	// Damage is the damage marked on it this turn (CR 120.3, 120.6),
	// which is not a counter.
	Damage int
	// On is the permanent it is attached to (an Aura or Equipment).
	On *CardRef
	// OnPlayer is the player an Aura that enchants a player is attached
	// to (CR 303.4a, 702.5a), written "on opp"; "" for none.
	OnPlayer string
	// Chose is the color chosen as it entered ("white" ... "green").
	Chose string
	// Named is the type named as it entered (Cavern of Souls).
	Named string
	// Exiled is the name of the card its imprint ability exiled as it
	// entered (Chrome Mox, Semblance Anvil); "" where the board does not
	// say.
	Exiled string
	// toughAbove0: the state-based actions follow it as a creature whose
	// toughness, which the board does not fix, is above 0 (sbaRound);
	// not notation.
	toughAbove0 bool
	// raised: the state-based actions follow it as a creature that a raise
	// of toughness the board does not show (lingeringRaise) keeps on the
	// battlefield, and says which raise; raisedWide: that raise may also
	// have reached its controller's other creatures. Not notation.
	raised     string
	raisedWide bool
	// xCounters are the kinds of counters X gave it (withXCounters):
	// written X=N without them; not notation.
	xCounters []string
	// onLeft: it was attached to a permanent that state-based actions
	// took from the battlefield (applySBA); not notation.
	onLeft bool
	// sickGone: written sick on another player's turn, it has no
	// summoning sickness in its controller's next turn, whose upkeep is
	// asked (untapBeforeUpkeep), though it came under their control after
	// their last upkeep began; not notation.
	sickGone bool
	// entering: it is the permanent the enters question puts onto the
	// battlefield, a new object that no effect of a resolved ability
	// applies to (611.2c, enteredSettles); not notation.
	entering bool
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

// Player returns the named player of the board (case does not matter, and
// the name is folded as FoldPlayer folds a WHO), or nil when the board
// does not name that player.
func (b *Board) Player(name string) *Player {
	name = FoldPlayer(name)
	for _, p := range b.Players {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// Find returns the permanent a CardRef names. Its namesakes are the
// permanents whose card has that name (compared as catalog.Key folds
// names). With an owner, only that player's namesakes count. "#N" is the
// Nth namesake in board order (the Nth of that owner's when an owner is
// written). Without a number, it is the first namesake of the owner; with
// neither owner nor number, me's first namesake if me controls one, else
// the first in board order.
//
// When nothing matches the error is an *InputError with Option "card" and
// no Input (the caller may set Input and Offset to point at the text the
// CardRef came from), saying what was looked for and what the board has.
func (b *Board) Find(ref CardRef) (*Permanent, error) {
	p, msg := b.resolve(ref, "")
	if p == nil && ref.Owner != "" && b.hasNamesake(ref.Owner+"'s "+ref.Name) {
		// An inline card's name with "'s" in it ("Bob's Rock"), which
		// ParseCardRef, not knowing the board, read as an owner.
		whole := ref
		whole.Owner, whole.Name = "", ref.Owner+"'s "+ref.Name
		p, msg = b.resolve(whole, "")
	}
	if p == nil {
		e := &InputError{Option: "card", Message: msg}
		if !b.hasNamesake(ref.Name) {
			// A card that exists but is not on the board is not
			// suggested to itself: the message names what the board has.
			if _, known := lookupCatalog(ref.Name); !known {
				e.Suggestions = boardFirst(b, ref.Name, suggest(ref.Name))
			}
		}
		return nil, e
	}
	return p, nil
}

// AttachedTo returns the permanent p is attached to (nil when p.On is nil).
// It reads p.On as ParseBoard does: like Find, except that without an owner
// or a number p's controller's namesake is preferred before me's.
func (b *Board) AttachedTo(p *Permanent) (*Permanent, error) {
	if p.On == nil {
		return nil, nil
	}
	target, msg := b.resolve(*p.On, p.Controller)
	if target == nil {
		return nil, &InputError{Option: "board", Message: fmt.Sprintf("cannot attach %s: %s", p.Card.Name, msg)}
	}
	return target, nil
}

func (b *Board) hasNamesake(name string) bool {
	k := catalog.Key(name)
	for _, p := range b.Permanents {
		if catalog.Key(p.Card.Name) == k {
			return true
		}
	}
	return false
}

// resolve finds the permanent ref names, preferring prefer's and then me's
// when ref has neither owner nor number. On failure it says why.
func (b *Board) resolve(ref CardRef, prefer string) (*Permanent, string) {
	k := catalog.Key(ref.Name)
	var pool []*Permanent
	for _, p := range b.Permanents {
		if catalog.Key(p.Card.Name) == k {
			pool = append(pool, p)
		}
	}
	if len(pool) == 0 {
		// "Treasure token" names a Treasure (CR 111.10).
		if c, ok := predefinedToken(ref.Name, false); ok {
			for _, p := range b.Permanents {
				if p.Card == c {
					pool = append(pool, p)
				}
			}
		}
	}
	return b.choose(pool, ref, prefer)
}

// choose picks the permanent ref names among its namesakes (pool, in board
// order), as resolve does.
func (b *Board) choose(pool []*Permanent, ref CardRef, prefer string) (*Permanent, string) {
	if len(pool) == 0 {
		if c, known := lookupCatalog(ref.Name); known {
			if why := neverOnBattlefield(c); why != "" {
				return nil, why
			}
			return nil, notOnBoard(b, c.Name)
		}
		return nil, withBoardNames(b, fmt.Sprintf("no permanent named %s on the board", Excerpt(ref.Name)))
	}
	if ref.Owner != "" {
		if b.Player(ref.Owner) == nil {
			return nil, fmt.Sprintf("there is no player %s on the board", Excerpt(ref.Owner))
		}
		own := pool[:0:0]
		for _, p := range pool {
			if p.Controller == ref.Owner {
				own = append(own, p)
			}
		}
		if len(own) == 0 {
			return nil, fmt.Sprintf("%s controls no %s", ref.Owner, ref.Name)
		}
		pool = own
	}
	if ref.Number > 0 {
		if ref.Number > len(pool) {
			if ref.Owner != "" {
				return nil, fmt.Sprintf("there is no %s; %s controls only %s", ref, ref.Owner, permanentsNamed(len(pool), ref.Name))
			}
			return nil, fmt.Sprintf("there is no %s; there %s on the board", ref, areOnly(len(pool), ref.Name))
		}
		return pool[ref.Number-1], ""
	}
	if ref.Owner == "" {
		for _, who := range []string{prefer, Me} {
			for _, p := range pool {
				if who != "" && p.Controller == who {
					return p, ""
				}
			}
		}
	}
	return pool[0], ""
}

func permanentsNamed(n int, name string) string {
	if n == 1 {
		return "1 permanent named " + name
	}
	return fmt.Sprintf("%d permanents named %s", n, name)
}

func areOnly(n int, name string) string {
	if n == 1 {
		return "is only 1 permanent named " + name
	}
	return fmt.Sprintf("are only %d permanents named %s", n, name)
}

// suggest returns up to five catalog names close to an unknown name. A name
// longer than any card name is no typo and gets none.
func suggest(name string) []string {
	if len(name) > maxInlineName {
		return nil
	}
	return catalog.Suggest(name, 5)
}

// opponents reports whether players a and b are opponents: in Two-Headed
// Giant, players on different teams; otherwise any two different players.
func (b *Board) opponents(x, y string) bool {
	if x == y {
		return false
	}
	if b.Format == Format2HG {
		return b.teamOf(x) != b.teamOf(y)
	}
	return true
}

// teamOf is the index of the player's team, or -1.
func (b *Board) teamOf(name string) int {
	for i, t := range b.Teams {
		for _, p := range t {
			if p == name {
				return i
			}
		}
	}
	return -1
}

// boardFirst puts before the catalog's suggestions for name the names of
// the board's permanents close to it (an inline card's among them), at
// most five in all.
func boardFirst(b *Board, name string, suggestions []string) []string {
	q := catalog.Key(name)
	if len(q) > maxInlineName {
		return suggestions
	}
	var out []string
	seen := map[string]bool{}
	for _, n := range boardCardNames(b) {
		k := catalog.Key(n)
		if len(k) <= maxInlineName && catalog.EditDistance(q, k) <= max(2, len(k)/4) {
			out = append(out, n)
			seen[k] = true
		}
	}
	for _, n := range suggestions {
		if !seen[catalog.Key(n)] {
			out = append(out, n)
		}
	}
	return out[:min(len(out), 5)]
}
