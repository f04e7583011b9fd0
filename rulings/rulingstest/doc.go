// Package rulingstest gives tests a store of rulings on a database of
// their own, against a real Postgres server (see db/pgtest). The template
// every test's database is copied from is migrated and holds the reference
// data, as rulings.Open leaves a database, so a test's store is ready at
// once.
//
// A package's TestMain hands its tests to Main; each test then calls Open:
//
//	func TestMain(m *testing.M) {
//		rulingstest.Main(m)
//	}
//
//	func TestSave(t *testing.T) {
//		store, url := rulingstest.Open(t)
//		...
//	}
//
// A TestMain that needs more than the template can hand Prepare to
// pgtest.Main itself. Without a server, tests that need one are skipped,
// or fail where the environment has CI=true.
package rulingstest
