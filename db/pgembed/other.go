//go:build !unix

package pgembed

import (
	"context"
	"errors"
	"log/slog"
	"time"
)

// Options configure Start.
type Options struct {
	Dir      string
	BinDir   string
	RunAs    string
	Database string
	Settings map[string]string
	Logger   *slog.Logger
}

// Cluster is a running private Postgres server.
type Cluster struct{}

// DefaultDir is the data folder used when none is configured.
func DefaultDir() string { return "data" }

// Start is not supported on this system: set database.url instead.
func Start(ctx context.Context, opts Options) (*Cluster, error) {
	return nil, errors.New("a private Postgres cluster is supported only on Unix systems: set database.url (or DATABASE_URL) to a Postgres server")
}

// URL is the connection URL of the cluster's database.
func (c *Cluster) URL() string { return "" }

// DatabaseURL is the connection URL of another database of the cluster.
func (c *Cluster) DatabaseURL(database string) string { return "" }

// TCPURL is the connection URL through the loopback port.
func (c *Cluster) TCPURL(database string) string { return "" }

// Port is the loopback port the server listens on.
func (c *Cluster) Port() int { return 0 }

// Dir is the data folder.
func (c *Cluster) Dir() string { return "" }

// Close lets go of the cluster.
func (c *Cluster) Close() error { return nil }

// ErrDiskFull is the state of a cluster whose disk is full.
var ErrDiskFull = errors.New("the disk under the private Postgres server's data folder is full")

// Supervise watches the server; there is none on this system.
func (c *Cluster) Supervise(every time.Duration) {}

// Status is nil: there is no server on this system to be down.
func (c *Cluster) Status() error { return nil }
