//go:build race

package cli

// raceDetector is true when the tests run with -race, which makes every
// goroutine several times slower: tests of load scale their load down.
const raceDetector = true
