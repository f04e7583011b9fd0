package rules

import (
	"context"
	"errors"
	"strconv"
	"time"
)

// Budget bounds the work of one question. Past it the engine does not
// answer from what it has found so far: the ruling is "I can't rule on
// this, because it would take more than …" (understood false).
//
// States and Bytes are counted by the engine itself, so a question is
// refused or answered the same way on every machine and under any load.
// Time is the servers' bound on the wall clock: the engine reads no
// clock, but it stops when the question's context is done, and Discord's
// interactions and the web page give that context a deadline of Time.
type Budget struct {
	// States is the most search states a question may explore: orders of
	// replacement effects, triggered mana abilities, upkeep orders, worlds
	// of timestamps, each counted as it is built.
	States int
	// Bytes is the most memory a question may keep in what it builds
	// (states and the text of outcomes), as the engine counts it.
	Bytes int
	// Time is how long a server lets a question run.
	Time time.Duration
}

// DefaultBudget is the budget of every question unless its context carries
// another (WithBudget). It keeps the largest question within about a
// second of CPU and well under 256 MiB on a small machine: a state costs a
// few microseconds and a few hundred bytes.
var DefaultBudget = Budget{States: 100_000, Bytes: 64 << 20, Time: 5 * time.Second}

type budgetKey struct{}
type meterKey struct{}

// WithBudget returns a context whose questions run under b.
func WithBudget(ctx context.Context, b Budget) context.Context {
	return context.WithValue(ctx, budgetKey{}, b)
}

// BudgetOf is the budget questions asked with ctx run under.
func BudgetOf(ctx context.Context) Budget {
	if b, ok := ctx.Value(budgetKey{}).(Budget); ok {
		return b
	}
	return DefaultBudget
}

// meter counts the work of one question against its budget. Its methods
// report whether the work may go on; once it may not, it stays so, and
// why says what was exceeded. A nil meter never stops.
type meter struct {
	ctx    context.Context
	b      Budget
	states int
	bytes  int
	over   string
	// built are the worlds built of each board this question asked about
	// (buildWorlds), to hand out again.
	built map[*Board]*builtWorlds
}

// withMeter starts counting a question's work: the meter rides on the
// returned context, so every part of the question shares it.
func withMeter(ctx context.Context) (context.Context, *meter) {
	m := &meter{ctx: ctx, b: BudgetOf(ctx)}
	return context.WithValue(ctx, meterKey{}, m), m
}

// meterOf is the meter of the question asked with ctx, or a new one for a
// context that has none.
func meterOf(ctx context.Context) *meter {
	if m, ok := ctx.Value(meterKey{}).(*meter); ok {
		return m
	}
	_, m := withMeter(ctx)
	return m
}

// ctxEvery is how many states pass between looks at the context.
const ctxEvery = 512

// state counts n states explored.
func (m *meter) state(n int) bool {
	if m == nil {
		return true
	}
	if m.over != "" {
		return false
	}
	before := m.states
	m.states += n
	if m.states > m.b.States {
		m.over = "more than " + thousands(m.b.States) + " states of search, the most one question may explore"
		return false
	}
	if m.states/ctxEvery != before/ctxEvery {
		return m.checkCtx()
	}
	return true
}

// alloc counts n bytes kept.
func (m *meter) alloc(n int) bool {
	if m == nil {
		return true
	}
	if m.over != "" {
		return false
	}
	m.bytes += n
	if m.bytes > m.b.Bytes {
		m.over = "more than " + bytesSaid(m.b.Bytes) + " of memory, the most one question may use"
		return false
	}
	return true
}

func (m *meter) checkCtx() bool {
	switch err := m.ctx.Err(); {
	case err == nil:
		return true
	case errors.Is(err, context.DeadlineExceeded):
		m.over = "more than the " + m.b.Time.String() + " one question may take"
	default:
		m.over = "more time than the asker waited for"
	}
	return false
}

// exceeded reports whether the budget ran out.
func (m *meter) exceeded() bool { return m != nil && m.over != "" }

// why is the end of "I can't rule on this, because …" for a question
// whose budget ran out.
func (m *meter) why() string { return "it would take " + m.over }

// refuse turns r into the refusal of a question whose budget ran out:
// nothing found before is kept, since it may be incomplete.
func (m *meter) refuse(r *Ruling) {
	*r = Ruling{Command: r.Command, Canonical: r.Canonical, Question: r.Question, Board: r.Board, UserCards: r.UserCards}
	notUnderstood(r, newExplainer(), m.why())
}

// bytesSaid writes n bytes in MiB, or in KiB below one MiB.
func bytesSaid(n int) string {
	if n < 1<<20 {
		return thousands(n>>10) + " KiB"
	}
	return thousands(n>>20) + " MiB"
}

// thousands writes n with commas between groups of three digits.
func thousands(n int) string { return groupDigits(strconv.Itoa(n)) }
