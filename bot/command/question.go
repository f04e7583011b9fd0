package command

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// Question is a question for the engine, read from an invocation of an
// engine command: typed, its defaults applied, its board parsed once.
// String prints its canonical command (docs/contract.md, section 3): the
// command the ruling is filed under, which Parse and Read read back into an
// equal Question. Questions asked differently can share a canonical
// command: /orrery upkeep hand:0 is /judge upkeep of its board.
type Question interface {
	fmt.Stringer
	// Board is the board the question is asked about; never nil (an
	// enters question without a board has the empty board).
	Board() *rules.Board
	// Answer asks the engine. The ruling's Canonical is String(); its
	// Command is left for the caller, who knows how it was asked.
	Answer(ctx context.Context) (*rules.Ruling, error)
}

// ErrNotEngine is returned by Read and Answer for a command the engine
// does not answer (/ruling, /cr, /card, /help).
var ErrNotEngine = errors.New("not a question for the engine")

// IsEngine reports whether the engine answers the command at path
// ("judge tap", "/orrery upkeep"): whether its Spec reads a Question.
func IsEngine(path string) bool {
	s, ok := Lookup(path)
	return ok && s.Question != nil
}

// Read reads the question an invocation of an engine command asks, with
// the reader its Spec names. Bad input is a *rules.InputError about the
// option it came from.
func (inv Invocation) Read() (Question, error) {
	s, ok := Lookup(inv.Name)
	if !ok || s.Question == nil {
		return nil, ErrNotEngine
	}
	return s.Question(Args{spec: s, inv: inv})
}

// Answer reads inv's question and asks the engine. The ruling's Command
// is inv as asked (String), its Canonical the question's canonical command.
func (inv Invocation) Answer(ctx context.Context) (*rules.Ruling, error) {
	q, err := inv.Read()
	if err != nil {
		return nil, err
	}
	return inv.AnswerQuestion(ctx, q)
}

// AnswerQuestion asks the engine q, read from inv by Read, and files the
// ruling under inv as asked, as Answer does.
func (inv Invocation) AnswerQuestion(ctx context.Context, q Question) (*rules.Ruling, error) {
	r, err := q.Answer(ctx)
	if err != nil {
		return nil, inv.located(err)
	}
	r.Command = inv.String()
	return r, nil
}

// Ask parses a command and answers it: Parse and Answer, for a command
// kept as text (a stored ruling's canonical command, a button's key).
func Ask(ctx context.Context, text string) (*rules.Ruling, error) {
	inv, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return inv.Answer(ctx)
}

// located gives an input error the engine reports about an option (the
// engine has no text to show) the option's value as its Input, for the
// caret.
func (inv Invocation) located(err error) error {
	var ie *rules.InputError
	if !errors.As(err, &ie) || ie.Option == "" || ie.Input != "" {
		return err
	}
	c := *ie
	c.Input = inv.Options[ie.Option]
	return &c
}

// The questions the engine answers. Each is a typed value: what the engine
// function of the same name takes.

// TapQuestion asks what tapping a permanent for mana produces (rules.Tap).
type TapQuestion struct {
	On   *rules.Board
	Card rules.CardRef
	// Ability numbers an ability from 1; 0 means every one that fits.
	Ability int
}

// CouldProduceQuestion asks the types of mana a permanent could produce
// (rules.CouldProduce).
type CouldProduceQuestion struct {
	On   *rules.Board
	Card rules.CardRef
}

// ActivateQuestion asks whether an ability can be activated now
// (rules.Activate).
type ActivateQuestion struct {
	On      *rules.Board
	Card    rules.CardRef
	Ability int
}

// LandsQuestion asks how many lands a player may play this turn
// (rules.Lands). Player is a name on the board, whose turn it is by default.
type LandsQuestion struct {
	On     *rules.Board
	Player string
}

// UpkeepQuestion asks what triggers at the beginning of a player's upkeep
// (rules.Upkeep).
type UpkeepQuestion struct {
	On     *rules.Board
	Player string
}

// EntersQuestion asks X, counters and mana value of a card as it enters
// (rules.Enters).
type EntersQuestion struct {
	On   *rules.Board
	Card *catalog.Card
	X    int
	Cast bool
}

// Board implements Question.
func (q TapQuestion) Board() *rules.Board { return q.On }

// Board implements Question.
func (q CouldProduceQuestion) Board() *rules.Board { return q.On }

// Board implements Question.
func (q ActivateQuestion) Board() *rules.Board { return q.On }

// Board implements Question.
func (q LandsQuestion) Board() *rules.Board { return q.On }

// Board implements Question.
func (q UpkeepQuestion) Board() *rules.Board { return q.On }

// Board implements Question.
func (q EntersQuestion) Board() *rules.Board { return q.On }

// Answer implements Question.
func (q TapQuestion) Answer(ctx context.Context) (*rules.Ruling, error) {
	r, err := rules.Tap(ctx, q.On, q.Card, q.Ability)
	return canonical(q, r, err)
}

// Answer implements Question.
func (q CouldProduceQuestion) Answer(ctx context.Context) (*rules.Ruling, error) {
	r, err := rules.CouldProduce(ctx, q.On, q.Card)
	return canonical(q, r, err)
}

// Answer implements Question.
func (q ActivateQuestion) Answer(ctx context.Context) (*rules.Ruling, error) {
	r, err := rules.Activate(ctx, q.On, q.Card, q.Ability)
	return canonical(q, r, err)
}

// Answer implements Question.
func (q LandsQuestion) Answer(ctx context.Context) (*rules.Ruling, error) {
	r, err := rules.Lands(ctx, q.On, q.Player)
	return canonical(q, r, err)
}

// Answer implements Question.
func (q UpkeepQuestion) Answer(ctx context.Context) (*rules.Ruling, error) {
	r, err := rules.Upkeep(ctx, q.On, q.Player)
	return canonical(q, r, err)
}

// Answer implements Question.
func (q EntersQuestion) Answer(ctx context.Context) (*rules.Ruling, error) {
	r, err := rules.Enters(ctx, q.On, q.Card, q.X, q.Cast)
	return canonical(q, r, err)
}

// String prints the question's canonical command.
func (q TapQuestion) String() string {
	return printCanonical("judge tap", cardOptions(q.On, q.Card, q.Ability)...)
}

// String prints the question's canonical command.
func (q CouldProduceQuestion) String() string {
	return printCanonical("judge could-produce", cardOptions(q.On, q.Card, 0)...)
}

// String prints the question's canonical command.
func (q ActivateQuestion) String() string {
	return printCanonical("judge activate", cardOptions(q.On, q.Card, q.Ability)...)
}

// String prints the question's canonical command.
func (q LandsQuestion) String() string {
	return printCanonical("judge lands", playerOptions(q.On, q.Player)...)
}

// String prints the question's canonical command.
func (q UpkeepQuestion) String() string {
	return printCanonical("judge upkeep", playerOptions(q.On, q.Player)...)
}

// String prints the question's canonical command.
func (q EntersQuestion) String() string {
	name := ""
	if q.Card != nil {
		name = q.Card.Name
	}
	kv := []string{"card", name, "x", strconv.Itoa(q.X), "cast", strconv.FormatBool(q.Cast)}
	if board := q.On.String(); board != "" {
		kv = append(kv, "board", board)
	}
	return printCanonical("judge enters", kv...)
}

// canonical files an engine's ruling under q's canonical command.
func canonical(q Question, r *rules.Ruling, err error) (*rules.Ruling, error) {
	if err != nil {
		return nil, err
	}
	r.Canonical = q.String()
	return r, nil
}

func cardOptions(b *rules.Board, card rules.CardRef, ability int) []string {
	kv := []string{"board", boardValue(b), "card", card.String()}
	if ability > 0 {
		kv = append(kv, "ability", strconv.Itoa(ability))
	}
	return kv
}

func playerOptions(b *rules.Board, player string) []string {
	kv := []string{"board", boardValue(b)}
	if p := strings.ToLower(strings.TrimSpace(player)); p != "" && p != b.Turn {
		kv = append(kv, "player", p)
	}
	return kv
}

// boardValue is the value of a required board option: the board's
// canonical notation, or for the empty board, whose notation is "" (which
// no option takes), "me:".
func boardValue(b *rules.Board) string {
	if s := b.String(); s != "" {
		return s
	}
	return rules.Me + ":"
}

// printCanonical prints a command with options in the given order, each
// value quoted by canonicalQuote.
func printCanonical(path string, kv ...string) string {
	var b strings.Builder
	b.WriteString("/" + path)
	for i := 0; i+1 < len(kv); i += 2 {
		b.WriteString(" " + kv[i] + ":" + canonicalQuote(kv[i+1]))
	}
	return b.String()
}

// canonicalQuote quotes a value of a canonical command. It differs from
// Quote, which prints an invocation as asked, because a stored ruling's id
// is the digest of its canonical command: values with a colon or a
// semicolon are quoted too, and a new line is printed as "; ", as they
// always were. Every quote, straight or curly, is escaped, and a value
// with any white space is quoted, so the value reads back as it is.
func canonicalQuote(v string) string {
	return quote(v, func(r rune) bool {
		return unicode.IsSpace(r) || r == '\\' || r == ':' || r == ';' || isQuote(r)
	}, "; ")
}
