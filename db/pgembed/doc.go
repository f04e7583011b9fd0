// Package pgembed runs a private Postgres cluster in a folder, from the
// Postgres binaries installed on the machine, so that Orrery works with no
// database configured.
//
// Start finds initdb, pg_ctl and postgres (on PATH, through pg_config, or in
// the usual install folders), creates the cluster the first time, and starts
// the server listening on a unix socket in the cluster folder and on a
// loopback port it picks once and remembers. The socket trusts local
// connections (the folder is private to the server's user); the port needs
// the generated password kept beside the cluster. When the program runs as
// root, the server runs as a non-root user (initdb and postgres refuse
// root): the owner of an existing cluster, else "postgres" if that user
// exists, else "nobody".
//
//	c, err := pgembed.Start(ctx, pgembed.Options{Dir: "/var/lib/orrery"})
//	if err != nil {
//		return err // errors.Is(err, pgembed.ErrNoBinaries) says how to install them
//	}
//	defer c.Close()
//	pool, err := pgxpool.New(ctx, c.URL())
//
// Several processes may share one folder: the first starts the server, the
// others use it, and the last to Close stops it (pg_ctl stop -m fast). A
// server left running by a process that crashed is used again; a stale
// postmaster.pid from a crashed server is removed. Data survives restarts.
package pgembed
