//go:build unix

package pgembed

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// ErrDiskFull is the state of a cluster whose server stopped, or cannot
// start, because the disk under its data folder is full.
var ErrDiskFull = errors.New("the disk under the private Postgres server's data folder is full")

// Supervision timing: how often the server is checked, and the longest
// wait between two failed attempts to start it again.
const (
	DefaultCheckEvery = time.Second
	maxRestartBackoff = 30 * time.Second
)

// Supervise watches the server until Close: when it is found stopped (its
// postmaster killed, or crashed), it is started again on the same port,
// waiting twice as long after each failed attempt, up to 30 s. An outage
// is logged once when found (with the end of the server's log) and once
// when over, never once per check. Status tells the state meanwhile.
// every is the time between checks; 0 means DefaultCheckEvery. Calling
// Supervise again does nothing.
func (c *Cluster) Supervise(every time.Duration) {
	if every <= 0 {
		every = DefaultCheckEvery
	}
	c.superviseOnce.Do(func() {
		ctx, cancel := context.WithCancel(context.Background())
		c.stopSupervising = cancel
		c.supervised = make(chan struct{})
		go func() {
			defer close(c.supervised)
			c.supervise(ctx, every)
		}()
	})
}

// Status is nil while the server runs; otherwise it says why it does not
// (ErrDiskFull when the disk is full) while Supervise starts it again.
func (c *Cluster) Status() error {
	c.statusMu.Lock()
	defer c.statusMu.Unlock()
	return c.status
}

func (c *Cluster) setStatus(err error) {
	c.statusMu.Lock()
	c.status = err
	c.statusMu.Unlock()
}

func (c *Cluster) supervise(ctx context.Context, every time.Duration) {
	wait := every
	var down time.Time // when the outage began; zero while the server runs
	failed := false    // whether a start failed in this outage (logged once)
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		stopped, err := c.ensureRunning(ctx)
		if ctx.Err() != nil {
			return
		}
		if stopped && down.IsZero() {
			down = time.Now()
			c.log.Warn("the private Postgres server stopped; starting it again", "dir", c.pgdata,
				"log", logTail(filepath.Join(c.pgdata, "server.log"), 5))
		}
		if err != nil {
			if !failed {
				failed = true
				c.log.Error("the private Postgres server does not start; trying again until it does", "dir", c.pgdata, "err", err)
			}
			c.setStatus(err)
			wait = min(max(2*wait, every), maxRestartBackoff)
			continue
		}
		if !down.IsZero() {
			c.log.Info("the private Postgres server is running again", "dir", c.pgdata, "port", c.port,
				"down_for", time.Since(down).Round(time.Millisecond))
			down, failed = time.Time{}, false
		}
		c.setStatus(nil)
		wait = every
	}
}

// ensureRunning starts the server if it is not running, holding the
// cluster's lock as Start and Close do. stopped says whether it had
// stopped; err, why it does not run when starting it failed.
func (c *Cluster) ensureRunning(ctx context.Context) (stopped bool, err error) {
	if err := flockWait(ctx, c.lock, syscall.LOCK_EX); err != nil {
		return false, err
	}
	defer syscall.Flock(int(c.lock.Fd()), syscall.LOCK_UN)
	running, err := c.running(ctx)
	if err != nil || running {
		return false, err
	}
	if err := c.restart(ctx); err != nil {
		if diskFull(err.Error()) || errors.Is(err, syscall.ENOSPC) || c.outOfSpace() {
			return true, fmt.Errorf("%w: %v", ErrDiskFull, err)
		}
		return true, err
	}
	return true, nil
}

// restart starts the server on the port it had, so that the URLs handed
// out stay good; another port only when that one was taken meanwhile. A
// postmaster killed outright leaves its children running a little while,
// and the port may be held until the last of them has exited: restart
// waits for it, up to portWait.
func (c *Cluster) restart(ctx context.Context) error {
	deadline := time.Now().Add(portWait)
	for c.port != 0 && !portFree(c.port) && time.Now().Before(deadline) {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	return c.startServer(ctx, c.settings)
}

// portWait is how long a restart waits for the server's own port to be
// free before it takes another.
const portWait = 30 * time.Second

// diskFull tells whether a server's failure (its log included) comes from
// a full disk.
func diskFull(s string) bool {
	return strings.Contains(s, "No space left on device") || strings.Contains(s, "could not extend file")
}

// walSegment is the size of one of Postgres's WAL files, the least room
// a server needs to start after a crash.
const walSegment = 16 << 20

// outOfSpace tells whether the disk under the data folder has less room
// than a server needs to start: when it is that full, the server may not
// even write why it failed to its log.
func (c *Cluster) outOfSpace() bool {
	var fs syscall.Statfs_t
	if err := syscall.Statfs(c.pgdata, &fs); err != nil {
		return false
	}
	return uint64(fs.Bavail)*uint64(fs.Bsize) < walSegment
}

// stopSupervision ends Supervise and waits for it, before Close stops the
// server (which Supervise would otherwise start again).
func (c *Cluster) stopSupervision() {
	if c.stopSupervising == nil {
		return
	}
	c.stopSupervising()
	<-c.supervised
}
