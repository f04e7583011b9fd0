package rules

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// maxUnchosen is the most permanents whose chosen color the board does
// not record that the pay question tries each color of.
const maxUnchosen = 2

// unchosenColors lists the permanents of b whose mana is of the color
// chosen as they entered (Utopia Sprawl's trigger, a land's "Add one
// mana of the chosen color"), when the board does not record it.
func unchosenColors(ctx context.Context, b *Board) []int {
	// Such an ability is compiled from text of a card on the board that
	// speaks of the chosen color: without any, there is none.
	speaks := false
	for _, p := range b.Permanents {
		if containsFoldASCII(p.Card.Oracle, "chosen color") {
			speaks = true
			break
		}
	}
	if !speaks {
		return nil
	}
	var out []int
	for _, w := range buildWorlds(ctx, b) {
		for _, q := range w.perms {
			if _, ok := colorFromWord(q.Chose); ok {
				continue
			}
			for _, a := range q.abilities {
				chosen := a.Kind == KindMana && a.Mana != nil && a.Mana.Kind == ManaChosenColor ||
					a.Kind == KindManaTrigger && a.Trigger != nil && a.Trigger.Mana != nil && a.Trigger.Mana.Kind == ManaChosenColor
				if chosen && !slices.Contains(out, q.i) {
					out = append(out, q.i)
				}
			}
		}
	}
	return out
}

// chosenColorMatters says why the answer to a pay question depends on a
// color chosen as a permanent entered that the board does not record: it
// asks the question with each color for each such permanent, and the
// answers differ (or one can't be given). "" when they agree, or there
// is no such permanent.
func chosenColorMatters(ctx context.Context, b *Board, ask func(b *Board, r *Ruling) error) (string, error) {
	return chosenColorChanges(ctx, b, "whether the cost can be paid", ask, func(r *Ruling) (string, bool) {
		if r.Payable == nil {
			return "", false
		}
		return fmt.Sprint(*r.Payable), true
	})
}

// chosenColorChanges asks a question with each color for each permanent
// whose chosen color the board does not record, and says why the answer
// depends on it (what names the answer) when the key of the answers
// differs or one can't be given: "" when they agree, or there is no such
// permanent.
func chosenColorChanges(ctx context.Context, b *Board, what string, ask func(b *Board, r *Ruling) error, key func(r *Ruling) (string, bool)) (string, error) {
	idx := unchosenColors(ctx, b)
	if len(idx) == 0 {
		return "", nil
	}
	var names []string
	for _, n := range idx {
		if name := b.Permanents[n].Card.Name; !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	why := "the board does not say which color was chosen for " + joinAnd(names) + " as it entered, and " + what + " depends on it: write it as (chose blue)"
	if len(idx) > maxUnchosen {
		return why, nil
	}
	colors := AllColors.Colors()
	first, seen := "", false
	pick := make([]int, len(idx))
	for {
		c := *b
		c.Permanents = append([]*Permanent(nil), b.Permanents...)
		for i, n := range idx {
			p := *c.Permanents[n]
			p.Chose = strings.ToLower(colors[pick[i]].Word())
			c.Permanents[n] = &p
		}
		r := &Ruling{}
		if err := ask(&c, r); err != nil {
			return "", err
		}
		k, ok := key(r)
		if !r.Understood || !ok {
			return why, nil
		}
		if !seen {
			first, seen = k, true
		} else if first != k {
			return why, nil
		}
		i := 0
		for ; i < len(pick); i++ {
			pick[i]++
			if pick[i] < len(colors) {
				break
			}
			pick[i] = 0
		}
		if i == len(pick) {
			return "", nil
		}
	}
}
