// Command bot is Orrery, a Magic: The Gathering rules judge. See package cli
// for what it does; bot help lists its subcommands.
package main

import (
	"context"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/orrery-judge/orrery/bot/cli"
)

// gcPercent is the garbage collector's target (GOGC) unless the
// environment sets one: Orrery's live heap is small (about 10 MiB serving
// under load), so letting the heap grow to five times it before each
// collection costs a few tens of MiB and saves the collector's work on
// every request.
const gcPercent = 400

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
