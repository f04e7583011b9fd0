package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"strings"

	"github.com/orrery-judge/orrery/bot/config"
	"github.com/orrery-judge/orrery/bot/logging"
)

// takeConfigFlag removes --config FILE (or --config=FILE, -config ...)
// from args, up to a "--", and returns the file named.
func takeConfigFlag(args []string) (rest []string, path string, err error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(rest, args[i:]...), path, nil
		}
		name, value, hasValue := strings.Cut(a, "=")
		if name != "--config" && name != "-config" {
			rest = append(rest, a)
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				return nil, "", errors.New("--config needs a FILE")
			}
			i++
			value = args[i]
		}
		path = value
	}
	return rest, path, nil
}

// loadConfig reads the configuration: the --config file, else
// $ORRERY_CONFIG, ./config.toml or /etc/orrery/config.toml if present,
// with the environment over it.
func (c *CLI) loadConfig() (*config.Config, error) {
	path, err := config.Find(c.ConfigPath)
	if err != nil {
		return nil, err
	}
	return config.Load(path)
}

// logger is the command line's logger, made once: to Stderr, at the
// configured level and in the configured format (log_level, log_format),
// with the configured secrets' values kept out of every line.
func (c *CLI) logger(cfg *config.Config) *slog.Logger {
	if c.log != nil {
		return c.log
	}
	level, _ := cfg.SlogLevel() // Load checked it
	log, err := logging.New(c.Stderr, cfg.LogFormat, level, cfg.Secrets()...)
	if err != nil { // Load checked the format too; text will do
		log, _ = logging.New(c.Stderr, logging.Text, level, cfg.Secrets()...)
	}
	c.log = log
	for _, w := range cfg.Warnings {
		log.Warn(w)
	}
	return log
}

// closeDatabase closes the store of rulings if it was opened, which stops
// the private cluster when no other process uses it.

// showConfig runs bot config: the configuration in effect, secrets
// redacted.
func (c *CLI) showConfig(ctx context.Context, args []string) int {
	fs := c.newFlags("config")
	fs.Usage = func() {
		fmt.Fprint(c.Stderr, `usage: bot [--config FILE] config

Checks the configuration and prints the settings in effect (the file, then
the environment over it), with secrets redacted.
`)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitInvalid
	}
	cfg, err := c.loadConfig()
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot config: %v\n", err)
		return ExitInvalid
	}
	fmt.Fprint(c.Stdout, cfg.String())
	return ExitOK
}
