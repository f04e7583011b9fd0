package db

import (
	"embed"
	"io/fs"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrations returns the schema migrations, one NNN_name.sql file each, at
// the root of the returned file system.
func Migrations() fs.FS {
	sub, err := fs.Sub(migrations, "migrations")
	if err != nil {
		// fs.Sub fails only for an invalid path, and "migrations" is valid.
		panic(err)
	}
	return sub
}
