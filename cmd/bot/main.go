// Command bot is Orrery, a Magic: The Gathering rules judge. See package bot
// for what it does; bot help lists its subcommands.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/orrery-judge/orrery/bot"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := bot.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
