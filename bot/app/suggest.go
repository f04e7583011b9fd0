package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
)

// SuggestTimeout bounds a look-up in the store for suggestions, which a
// person is waiting for as they type (Discord wants its autocomplete
// answered within three seconds and cannot defer it).
const SuggestTimeout = 1500 * time.Millisecond

// Suggestion is one value offered for an option being typed.
type Suggestion struct {
	// Value is what the option gets: "Exotic Orchard", "702.19".
	Value string
	// Label is what to show: the value, or more ("702.19 Trample").
	Label string
}

// Suggest offers up to n values for option o as typed so far, for every
// front end that completes what a person types (Discord's autocomplete,
// the playground's command box): its choices, true or false, card names,
// references to the permanents of board (the board option typed so far,
// "" without one), rule numbers, or ids of stored rulings. It never
// fails: with nothing to offer the list is empty; a store that fails is
// logged on log (nil: the App's log).
func (a *App) Suggest(ctx context.Context, log *slog.Logger, o command.OptionSpec, typed, board string, n int) []Suggestion {
	if len(typed) > command.MaxInput || n <= 0 {
		return nil
	}
	if log == nil {
		log = a.log()
	}
	var out []Suggestion
	add := func(value, label string) {
		if len(out) >= n || value == "" {
			return
		}
		for _, s := range out {
			if s.Value == value {
				return
			}
		}
		out = append(out, Suggestion{Value: value, Label: label})
	}
	switch {
	case len(o.Choices) > 0:
		for _, c := range o.Choices {
			if startsFold(c.Value, typed) || startsFold(c.Name, typed) {
				add(c.Value, c.Name)
			}
		}
	case o.Type == command.Boolean:
		for _, v := range []string{"true", "false"} {
			if startsFold(v, typed) {
				add(v, v)
			}
		}
	}
	switch o.Autocomplete {
	case command.CardName:
		for _, name := range catalog.Complete(typed, n) {
			add(name, name)
		}
	case command.CardRef:
		// With a board, only its permanents can be meant; without one
		// (enters takes any card), or while nothing of it reads yet,
		// every card name.
		if strings.TrimSpace(board) != "" && ReadBoardSoFar(board) != nil {
			for _, ref := range BoardRefs(board, typed) {
				add(ref, ref)
			}
			break
		}
		for _, name := range catalog.Complete(typed, n) {
			add(name, name)
		}
	case command.RuleNumber:
		for _, s := range cr.Current().Suggest(typed, n) {
			add(s.Value, oneLine(s.Label))
		}
	case command.RulingID:
		for _, s := range a.rulingIDs(ctx, log, typed, n) {
			add(s.ID, fmt.Sprintf("%s · %s: %s", s.ID, oneLine(s.Command), oneLine(s.Answer)))
		}
	}
	return out
}

// startsFold reports whether s starts with prefix, ignoring case.
func startsFold(s, prefix string) bool {
	prefix = strings.TrimSpace(prefix)
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// BoardRefs are references to the permanents of board (as typed so far,
// read by ReadBoardSoFar) that start with (or contain) typed: "Forest",
// "opp's Exotic Orchard", "Forest #2". A board none of which reads has
// none.
func BoardRefs(board, typed string) []string {
	b := ReadBoardSoFar(board)
	if b == nil {
		return nil
	}
	want := catalog.Key(typed)
	var starts, contains []string
	seen := map[string]int{}
	for _, p := range b.Permanents {
		ref := rules.CardRef{Name: p.Card.Name}
		if p.Controller != rules.Me {
			ref.Owner = p.Controller
		}
		k := ref.Owner + "\x00" + catalog.Key(ref.Name)
		seen[k]++
		if seen[k] > 1 {
			ref.Number = seen[k]
		}
		s := ref.String()
		key := catalog.Key(s)
		switch {
		case strings.HasPrefix(key, want) || strings.HasPrefix(catalog.Key(ref.Name), want):
			starts = append(starts, s)
		case strings.Contains(key, want):
			contains = append(contains, s)
		}
	}
	return append(starts, contains...)
}

// boardTries is how many ever shorter boards ReadBoardSoFar reads.
const boardTries = 8

// ReadBoardSoFar reads a board being typed: the whole board when it
// reads, else the board without the item in error or being typed (the
// text from the last "," ";" or new line before the error on), up to
// boardTries times. It is nil when no part of it with a permanent reads.
func ReadBoardSoFar(text string) *rules.Board {
	for range boardTries {
		text = strings.TrimSpace(text)
		if text == "" {
			return nil
		}
		b, err := rules.ParseBoard(text)
		if err == nil {
			if len(b.Permanents) == 0 {
				return nil
			}
			return b
		}
		end := len(text)
		var ie *rules.InputError
		if errors.As(err, &ie) && ie.Offset > 0 && ie.Offset < end {
			end = ie.Offset
		}
		cut := strings.LastIndexAny(text[:end], ",;\n")
		if cut < 0 {
			return nil
		}
		text = text[:cut]
	}
	return nil
}

// rulingIDs are stored rulings to offer for an id being typed: the newest
// for nothing typed, those whose id starts with what was typed, or those
// that match it as words.
func (a *App) rulingIDs(ctx context.Context, log *slog.Logger, typed string, n int) []rulings.Summary {
	if a.Store == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, SuggestTimeout)
	defer cancel()
	typed = strings.TrimSpace(typed)
	search := func(q rulings.Query) []rulings.Summary {
		page, err := a.SearchRulings(ctx, q)
		if err != nil {
			log.Warn("looking up ruling ids to suggest", "err", err)
			return nil
		}
		return page.Rulings
	}
	if typed == "" {
		return search(rulings.Query{PerPage: n})
	}
	var out []rulings.Summary
	if prefix, ok := rulings.IDPrefix(typed); ok {
		for _, s := range search(rulings.Query{PerPage: rulings.MaxPerPage}) {
			if strings.HasPrefix(s.ID, prefix) {
				out = append(out, s)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return search(rulings.Query{Text: typed, PerPage: n})
}

// oneLine joins the lines and runs of white space of s into single spaces.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
