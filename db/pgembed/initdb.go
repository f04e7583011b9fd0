//go:build unix

package pgembed

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"errors"
	"fmt"
	"io"

	"os"

	"os/user"
	"path/filepath"

	"strconv"
	"strings"

	"syscall"
)

// chooseUser decides, when running as root, which user runs the server,
// and makes the data folder reachable for it.
func (c *Cluster) chooseUser(runAs string) error {
	if os.Geteuid() != 0 {
		return nil
	}
	var u *user.User
	var err error
	switch {
	case runAs != "":
		if u, err = user.Lookup(runAs); err != nil {
			return fmt.Errorf("database.run_as: user %q: %w", runAs, err)
		}
	default:
		if fi, err := os.Stat(c.pgdata); err == nil {
			if st, ok := fi.Sys().(*syscall.Stat_t); ok && st.Uid != 0 {
				u, _ = user.LookupId(strconv.FormatUint(uint64(st.Uid), 10))
			}
		}
		for _, name := range []string{"postgres", "nobody"} {
			if u != nil {
				break
			}
			u, _ = user.Lookup(name)
		}
		if u == nil {
			return errors.New("running as root, and there is no user to run the Postgres server as (initdb and postgres refuse root): create a user \"postgres\", or set database.run_as")
		}
	}
	uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
	if err1 != nil || err2 != nil {
		return fmt.Errorf("user %q has a uid or gid that is not a number (%s, %s)", u.Username, u.Uid, u.Gid)
	}
	if uid == 0 {
		return fmt.Errorf("database.run_as: %q is root; the Postgres server refuses to run as root", u.Username)
	}
	c.cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), Groups: []uint32{}}
	return c.makeReachable()
}

// makeReachable lets the server's user into the data folder: it adds
// search permission to the data folder itself when it is closed, and
// reports a closed folder above it, which it does not change.
func (c *Cluster) makeReachable() error {
	fi, err := os.Stat(c.dir)
	if err != nil {
		return err
	}
	if !canSearch(fi, c.cred) {
		if err := os.Chmod(c.dir, fi.Mode().Perm()|0o001); err != nil {
			return fmt.Errorf("letting the Postgres server's user into the data folder: %w", err)
		}
	}
	for d := filepath.Dir(c.dir); ; d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		if err != nil {
			return err
		}
		if !canSearch(fi, c.cred) {
			return fmt.Errorf("the Postgres server runs as uid %d (it refuses root), which cannot reach the data folder %s: folder %s (mode %v) is closed to it; choose a data folder it can reach (database.data_dir, for example /var/lib/orrery), or set database.url",
				c.cred.Uid, c.dir, d, fi.Mode().Perm())
		}
		if d == filepath.Dir(d) {
			return nil
		}
	}
}

// canSearch tells whether the user cred may pass through the folder fi.
func canSearch(fi os.FileInfo, cred *syscall.Credential) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return true
	}
	mode := fi.Mode().Perm()
	switch {
	case st.Uid == cred.Uid:
		return mode&0o100 != 0
	case st.Gid == cred.Gid:
		return mode&0o010 != 0
	default:
		return mode&0o001 != 0
	}
}

func (c *Cluster) passwordFile() string { return filepath.Join(c.dir, "postgres.password") }

// initdb creates the cluster if the folder has none.
func (c *Cluster) initdb(ctx context.Context, noSync bool) error {
	if _, err := os.Stat(filepath.Join(c.pgdata, "PG_VERSION")); err == nil {
		return nil
	}
	if entries, err := os.ReadDir(c.pgdata); err == nil && len(entries) > 0 {
		return fmt.Errorf("%s is not empty but holds no Postgres cluster (no PG_VERSION file); move it away or choose another data folder", c.pgdata)
	}
	if err := os.MkdirAll(c.pgdata, 0o700); err != nil {
		return fmt.Errorf("making the cluster folder: %w", err)
	}
	if err := c.chown(c.pgdata); err != nil {
		return err
	}
	password := randomPassword()
	if err := os.WriteFile(c.passwordFile(), []byte(password+"\n"), 0o600); err != nil {
		return fmt.Errorf("writing the cluster's password: %w", err)
	}
	// initdb reads the password as the server's user, and wants the
	// cluster folder empty: the file goes beside it.
	tmp := filepath.Join(c.dir, ".postgres-initdb-password")
	if err := os.WriteFile(tmp, []byte(password+"\n"), 0o600); err != nil {
		return fmt.Errorf("writing the cluster's password: %w", err)
	}
	if err := c.chown(tmp); err != nil {
		return err
	}
	defer os.Remove(tmp)
	c.log.Info("creating a private Postgres cluster", "dir", c.pgdata, "binaries", c.bin.Dir)
	args := []string{
		"-D", c.pgdata,
		"-U", Superuser,
		"--pwfile=" + tmp,
		"--auth-local=trust",
		"--auth-host=scram-sha-256",
		"-E", "UTF8",
		"--no-locale",
	}
	if noSync {
		args = append(args, "--no-sync")
	}
	out, err := c.run(ctx, c.bin.path("initdb"), args...)
	if err != nil {
		// Leave an empty folder so the next start tries again.
		entries, _ := os.ReadDir(c.pgdata)
		for _, e := range entries {
			os.RemoveAll(filepath.Join(c.pgdata, e.Name()))
		}
		return fmt.Errorf("initdb failed: %w\n%s", err, out)
	}
	conf, err := os.OpenFile(filepath.Join(c.pgdata, "postgresql.conf"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	_, err = io.WriteString(conf, "\n# Settings written by Orrery at each start (port, socket, listen address).\ninclude_if_exists = 'orrery.conf'\n")
	if cerr := conf.Close(); err == nil {
		err = cerr
	}
	return err
}

func randomPassword() string {
	b := make([]byte, 20)
	rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// chown gives path to the server's user when running as root.
func (c *Cluster) chown(path string) error {
	if c.cred == nil {
		return nil
	}
	if err := os.Chown(path, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
		return fmt.Errorf("giving %s to the Postgres server's user: %w", path, err)
	}
	return nil
}
