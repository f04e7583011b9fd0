// Package discord is Orrery in Discord: its commands declared for
// Discord, and a Bot that answers slash commands, autocomplete and
// buttons, received over the gateway or over an HTTP interactions
// endpoint, with the same handlers either way.
//
// Commands come from package command, so each is declared once;
// ApplicationCommands builds what Discord registers, and Register installs
// them with one bulk overwrite:
//
//	s, _ := discordgo.New("Bot " + token)
//	n, err := discord.Register(ctx, s, appID, guildID) // guildID "" for every guild
//
// A Bot answers through an app.App, like the terminal and the web pages,
// so a question gets the same ruling and id wherever it is asked:
//
//	b, err := discord.New(a, discord.Config{Token: token, PublicKey: key})
//	http.Handle("POST /interactions", b.InteractionsHandler())
//	go b.RunGateway(ctx)
//	...
//	b.Close(30 * time.Second) // waits for interactions in flight
//
// Each interaction is routed by its command path ("judge tap") or by the
// kind before the colon of a button's custom id ("steps:4KQ7M2XC"), to a
// handler that returns a Message or an error. Errors become ephemeral
// replies in one place: bad input shows the offending text with a caret
// and the closest card names; refusals (rate limits, permissions, unknown
// ids) are shown as they are; anything else gets a polite message while
// the detail goes to the log. A reply not ready within Config.DeferAfter
// is deferred and then edited, so Discord's three seconds are never
// missed. Rulings are embeds within Discord's limits, cut between words,
// with buttons whose custom ids carry the ruling's id, so they work after
// a restart and on any process behind a load balancer.
package discord
