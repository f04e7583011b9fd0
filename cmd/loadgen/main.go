// Command loadgen measures Orrery from outside, for BENCHMARKS.md: the
// interactions endpoint under load, start-up time and memory, and batches
// of questions for bot ask -f. See package
// github.com/orrery-judge/orrery/cmd/loadgen/internal/loadgen for its
// commands; loadgen help lists them.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/orrery-judge/orrery/cmd/loadgen/internal/loadgen"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := loadgen.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
