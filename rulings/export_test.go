package rulings

// The helpers of this package's own tests that the tests of package
// rulings_test use too.
var (
	LockAsksTable = lockAsksTable
	CountRows     = countRows
)
