package rules

import (
	"context"
	"strings"
)

// noPriorityInCleanup reports whether, in a cleanup step, no player gets
// priority (CR 514.3): no state-based action is performed then, and no
// card on the board speaks of the cleanup step or of discarding, the
// only things that can trigger then (514.3a; the discard to hand size is
// 514.1), and the active player has no more than seven cards in hand as
// far as the board says (a card discarded may trigger itself, 702.35a). The board records no other trigger waiting, as it records no
// spell cast. Then no mana ability is activated: no cost is paid.
func noPriorityInCleanup(ctx context.Context, b *Board) bool {
	if b.Step != StepCleanup || ctx.Value(settledKey{}) != nil {
		return false
	}
	if boards, why := settleBoard(ctx, b, false); why != "" || boards != nil {
		return false
	}
	for _, pl := range b.Players {
		// More than seven cards: the active player discards (514.1), and
		// a card discarded may trigger itself (madness, 702.35a).
		if b.activeTeam(pl.Name) && pl.Hand != nil && *pl.Hand > 7 {
			return false
		}
	}
	for _, p := range b.Permanents {
		text := strings.ToLower(p.Card.Oracle)
		if strings.Contains(text, "cleanup") || strings.Contains(text, "discard") {
			return false
		}
	}
	return true
}

// explainCleanup adds the step that says no player gets priority.
func explainCleanup(e *explainer) {
	e.step("Normally no player gets priority in the cleanup step, so no ability can be activated; the board needs no state-based action, and no card on it can trigger then, so none gets priority", "514.3", "514.3a")
}

// settledKey marks the context of a question asked again of a board that
// state-based actions settled: in a cleanup step, they were performed,
// so the active player gets priority (514.3a).
type settledKey struct{}

// afterSBA is ctx, marked as the context of a question asked of a
// settled board.
func afterSBA(ctx context.Context) context.Context {
	return context.WithValue(ctx, settledKey{}, true)
}
