// Package db holds Orrery's database schema: the numbered SQL migrations in
// migrations/, embedded in the program, in the format of
// github.com/jackc/tern (NNN_name.sql, applied in order, each in a
// transaction). Package rulings applies them at start; db/pgembed runs a
// private Postgres cluster when no database is configured, and db/pgtest
// gives tests a fresh migrated database.
package db
