// Package pgtest gives tests a fresh Postgres database each, against a
// real server: the one DATABASE_URL points at, or else a private cluster
// (db/pgembed) started once per test binary in a temporary folder.
//
// A package's TestMain hands its tests to Main with a function that
// prepares a template database (for example, applies the migrations); each
// test then calls URL for a copy of the template (CREATE DATABASE ...
// TEMPLATE ...), dropped when the test ends:
//
//	func TestMain(m *testing.M) {
//		pgtest.Main(m, func(ctx context.Context, url string) error {
//			s, err := rulings.Open(ctx, url)
//			if err != nil {
//				return err
//			}
//			s.Close()
//			return nil
//		})
//	}
//
//	func TestSave(t *testing.T) {
//		s, err := rulings.Open(ctx, pgtest.URL(t))
//		...
//	}
//
// Tests of a store of rulings use package rulings/rulingstest, whose Main
// and Open do the above with the template rulings.Open leaves.
//
// Without a server (no DATABASE_URL and no Postgres binaries), tests that
// need one are skipped with a message, except when the environment has
// CI=true: there they fail.
package pgtest
