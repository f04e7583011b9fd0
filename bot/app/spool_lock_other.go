//go:build !unix

package app

import "os"

// lockSpool does nothing where there is no flock: one process a data
// folder, as the private Postgres cluster requires there too.
func lockSpool(*os.File) error { return nil }
