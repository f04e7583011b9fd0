package discord

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/command"
)

// ApplicationCommands are Orrery's commands as Discord declares them: one
// chat command for each group (/judge, /orrery, /ruling) with its
// commands as subcommands, and one for each command that stands alone
// (/cr, /card, /help). They are built from command.Specs, so a command is
// declared once.
func ApplicationCommands() []*discordgo.ApplicationCommand {
	var out []*discordgo.ApplicationCommand
	groups := map[string]*discordgo.ApplicationCommand{}
	for _, g := range command.Groups() {
		c := &discordgo.ApplicationCommand{
			Type:        discordgo.ChatApplicationCommand,
			Name:        g.Name,
			Description: g.Description,
			Options:     []*discordgo.ApplicationCommandOption{},
		}
		groups[g.Name] = c
	}
	added := map[string]bool{}
	for _, s := range command.Specs() {
		first, sub, grouped := strings.Cut(s.Name, " ")
		if !grouped {
			out = append(out, &discordgo.ApplicationCommand{
				Type:        discordgo.ChatApplicationCommand,
				Name:        s.Name,
				Description: s.Description,
				Options:     commandOptions(s),
			})
			continue
		}
		g := groups[first]
		if !added[first] {
			out = append(out, g)
			added[first] = true
		}
		g.Options = append(g.Options, &discordgo.ApplicationCommandOption{
			Type:        discordgo.ApplicationCommandOptionSubCommand,
			Name:        sub,
			Description: s.Description,
			Options:     commandOptions(s),
		})
	}
	return out
}

// boardInModal is the description of a board: option that may be left
// out in Discord, to be written in a modal over several lines.
const boardInModal = `The board, e.g. "me: Forest; opp: Contamination"; leave it out to write it over several lines`

// commandOptions declares the options of one command for Discord, the
// required ones first as Discord wants. A board the question needs may be
// left out: the bot then asks for it in a modal (see modal.go).
func commandOptions(s command.Spec) []*discordgo.ApplicationCommandOption {
	opts := []*discordgo.ApplicationCommandOption{}
	for _, o := range s.Options {
		d := &discordgo.ApplicationCommandOption{
			Name:         o.Name,
			Description:  o.Description,
			Required:     o.Required,
			Autocomplete: o.Autocomplete != command.None && len(o.Choices) == 0,
		}
		if o.Name == "board" && o.Required && s.Question != nil {
			d.Required, d.Description = false, boardInModal
		}
		switch o.Type {
		case command.Integer:
			d.Type = discordgo.ApplicationCommandOptionInteger
			if o.Min != nil {
				m := float64(*o.Min)
				d.MinValue = &m
			}
			// The engine reads no whole number past MaxEngineNumber: Discord
			// stops a larger one before it is sent.
			d.MaxValue = command.MaxEngineNumber
			if o.Max != nil {
				d.MaxValue = float64(*o.Max)
			}
		case command.Boolean:
			d.Type = discordgo.ApplicationCommandOptionBoolean
		default:
			d.Type = discordgo.ApplicationCommandOptionString
			// Discord caps a string option at 6000 characters.
			d.MaxLength = maxStringOption
		}
		for _, c := range o.Choices {
			d.Choices = append(d.Choices, &discordgo.ApplicationCommandOptionChoice{Name: c.Name, Value: c.Value})
		}
		opts = append(opts, d)
	}
	slices.SortStableFunc(opts, func(a, b *discordgo.ApplicationCommandOption) int {
		switch {
		case a.Required == b.Required:
			return 0
		case a.Required:
			return -1
		}
		return 1
	})
	return opts
}

// maxStringOption is the longest value Discord lets a user type into a
// string option.
const maxStringOption = 6000

// Register installs every command with one bulk overwrite: in one guild
// (for development: the commands show at once) or, with guildID "", for
// every guild the application is in. Overwriting with the same commands
// changes nothing, so Register may run at every deploy. It returns the
// number of commands Discord now has.
func Register(ctx context.Context, s *discordgo.Session, appID, guildID string) (int, error) {
	if appID == "" {
		return 0, fmt.Errorf("registering commands needs the application id (discord.app_id or DISCORD_APP_ID)")
	}
	created, err := s.ApplicationCommandBulkOverwrite(appID, guildID, ApplicationCommands(), discordgo.WithContext(ctx))
	if err != nil {
		where := "globally"
		if guildID != "" {
			where = "in guild " + guildID
		}
		return 0, fmt.Errorf("registering the commands %s: %w", where, err)
	}
	return len(created), nil
}
