package discord

import (
	"context"
	"log/slog"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/command"
)

// autocomplete offers values for the option the user is typing: card
// names, references to the permanents of the board given so far, rule
// numbers, or ids of stored rulings (app.Suggest, which the playground's
// command box shares). It never fails: with nothing to offer, the list is
// empty.
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
	for _, sg := range b.app.Suggest(ctx, log, os, typed, boardText(opts), maxChoices) {
		add(oneLine(sg.Label), sg.Value)
	}
	return choices
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
