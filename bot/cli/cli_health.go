package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
)

// healthCheckTimeout bounds bot health: a container's health check must end.
const healthCheckTimeout = 5 * time.Second

// health runs bot health: it asks the server running on this machine
// (http.listen, or --url) for /healthz and exits 0 when it answers 200, 1
// otherwise, printing what it answered. Container health checks run it.
func (c *CLI) health(ctx context.Context, args []string) int {
	fs := c.newFlags("health")
	var target string
	fs.StringVar(&target, "url", "", "the `URL` of /healthz (default: http.listen on this machine)")
	fs.Usage = func() {
		fmt.Fprint(c.Stderr, `usage: bot [--config FILE] health [--url URL]

Asks the running server's GET /healthz (at http.listen on this machine, or
at URL) and exits 0 when it answers 200, 1 when it answers otherwise or not
at all, printing its answer. The Docker image's HEALTHCHECK runs it.
`)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitInvalid
	}
	if target == "" {
		cfg, err := c.loadConfig()
		if err != nil {
			fmt.Fprintf(c.Stderr, "bot health: %v\n", err)
			return ExitInvalid
		}
		target = "http://" + localAddr(cfg.HTTP.Listen) + "/healthz"
	}
	ctx, cancel := context.WithTimeout(ctx, healthCheckTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot health: %v\n", err)
		return ExitInvalid
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot health: %s does not answer: %v\n", target, err)
		return ExitFailure
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<10))
	fmt.Fprintln(c.Stdout, strings.TrimSpace(string(body)))
	if resp.StatusCode != http.StatusOK {
		fmt.Fprintf(c.Stderr, "bot health: %s answered %s\n", target, resp.Status)
		return ExitFailure
	}
	return ExitOK
}

// localAddr is where a server listening on addr is reached from this
// machine: an address that listens everywhere (":8080", "0.0.0.0:8080",
// "[::]:8080") is reached on loopback.
func localAddr(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return addr
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port)
}
