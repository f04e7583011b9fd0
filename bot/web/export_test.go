package web

import "flag"

// Update asks the tests to write what they check against: the golden
// answers in testdata/golden and the mana symbols' pictures in static/.
//
//	go test ./bot/web/ -run 'TestGoldenAnswers|TestManaSymbolFiles' -update
var Update = flag.Bool("update", false, "rewrite the golden answers and the mana symbols' pictures")
