package discord

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
)

// autocompleteTimeout bounds a look-up in the store for autocomplete,
// which Discord wants answered within three seconds and cannot defer.
const autocompleteTimeout = 1500 * time.Millisecond

// autocomplete offers values for the option the user is typing: card
// names, references to the permanents of the board given so far, rule
// numbers, or ids of stored rulings. It never fails: with nothing to
// offer, the list is empty.
func (b *Bot) autocomplete(ctx context.Context, path string, opts []*discordgo.ApplicationCommandInteractionDataOption, log *slog.Logger) []*discordgo.ApplicationCommandOptionChoice {
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	var focused *discordgo.ApplicationCommandInteractionDataOption
	for _, o := range opts {
		if o.Focused {
			focused = o
		}
	}
	spec, ok := command.Lookup(path)
	if !ok || focused == nil {
		return choices
	}
	os, ok := spec.Option(focused.Name)
	if !ok {
		return choices
	}
	typed, _ := focused.Value.(string)
	if len(typed) > command.MaxInput {
		return choices
	}
	add := func(name, value string) {
		if len(choices) >= maxChoices || value == "" || textLen(value) > maxChoiceText {
			return
		}
		for _, c := range choices {
			if c.Value == value {
				return
			}
		}
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: cut(name, maxChoiceText), Value: value})
	}
	switch os.Autocomplete {
	case command.CardName:
		for _, n := range catalog.Complete(typed, maxChoices) {
			add(n, n)
		}
	case command.CardRef:
		// With a board, only its permanents can be meant; without one
		// (enters takes any card, and the board may come after the card),
		// or before the board reads, every card name.
		if refs, ok := boardRefs(opts, typed); ok {
			for _, ref := range refs {
				add(ref, ref)
			}
			break
		}
		for _, n := range catalog.Complete(typed, maxChoices) {
			add(n, n)
		}
	case command.RuleNumber:
		for _, s := range cr.Current().Suggest(typed, maxChoices) {
			add(oneLine(s.Label), s.Value)
		}
	case command.RulingID:
		for _, s := range b.rulingIDs(ctx, typed, log) {
			add(fmt.Sprintf("%s · %s: %s", s.ID, oneLine(s.Command), oneLine(s.Answer)), s.ID)
		}
	}
	return choices
}

// boardRefs are references to the permanents of the board option typed
// so far that start with (or contain) typed: "Forest", "opp's Exotic
// Orchard", "Forest #2". ok is false when there is no board, or none of
// it reads yet.
func boardRefs(opts []*discordgo.ApplicationCommandInteractionDataOption, typed string) (refs []string, ok bool) {
	board := readBoardSoFar(boardText(opts))
	if board == nil {
		return nil, false
	}
	want := catalog.Key(typed)
	var starts, contains []string
	seen := map[string]int{}
	for _, p := range board.Permanents {
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
	return append(starts, contains...), true
}

// maxBoardTries is how many shorter boards readBoardSoFar tries.
const maxBoardTries = 8

// readBoardSoFar reads a board being typed, forgivingly: when it does not
// read, it is read again without its last item (the one being typed, or
// the one in error), up to maxBoardTries times. It is nil when no part of
// it with a permanent reads.
func readBoardSoFar(text string) *rules.Board {
	for range maxBoardTries {
		text = strings.TrimSpace(text)
		if text == "" {
			return nil
		}
		board, err := rules.ParseBoard(text)
		if err == nil {
			if len(board.Permanents) == 0 {
				return nil
			}
			return board
		}
		end := len(text)
		var ie *rules.InputError
		if errors.As(err, &ie) && ie.Offset > 0 && ie.Offset < end {
			end = ie.Offset
		}
		cutAt := strings.LastIndexAny(text[:end], ",;\n")
		if cutAt < 0 {
			return nil
		}
		text = text[:cutAt]
	}
	return nil
}

// boardText is the board option typed so far, "" without one.
func boardText(opts []*discordgo.ApplicationCommandInteractionDataOption) string {
	for _, o := range opts {
		if o.Name == "board" {
			text, _ := o.Value.(string)
			return strings.TrimSpace(text)
		}
	}
	return ""
}

// rulingIDs are stored rulings to offer for an id being typed: the newest
// for nothing typed, those whose id starts with what was typed, or those
// that match it as words.
func (b *Bot) rulingIDs(ctx context.Context, typed string, log *slog.Logger) []rulings.Summary {
	if b.app.Store == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, autocompleteTimeout)
	defer cancel()
	typed = strings.TrimSpace(typed)
	search := func(q rulings.Query) []rulings.Summary {
		page, err := b.app.SearchRulings(ctx, q)
		if err != nil {
			log.Warn("looking up ruling ids for autocomplete", "err", err)
			return nil
		}
		return page.Rulings
	}
	if typed == "" {
		return search(rulings.Query{PerPage: maxChoices})
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
	return search(rulings.Query{Text: typed, PerPage: maxChoices})
}
