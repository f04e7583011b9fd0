package discord_test

import (
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/discord"
)

// The commands Discord registers: one per group, with its commands as
// subcommands, and the commands that stand alone.
func ExampleApplicationCommands() {
	for _, c := range discord.ApplicationCommands() {
		fmt.Printf("/%s", c.Name)
		for _, o := range c.Options {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand {
				fmt.Printf(" %s", o.Name)
			}
		}
		fmt.Println()
	}
	// Output:
	// /judge tap could-produce activate lands upkeep enters pay mana
	// /orrery lands upkeep
	// /ruling show search review
	// /cr
	// /card
	// /help
}
