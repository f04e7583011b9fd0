package catalog

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"fmt"
	"io"
	"strings"
	"sync"
)

// AttributionText says where the card data comes from, for showing with it.
const AttributionText = "Card names, Oracle text and rulings are Wizards of the Coast's, " +
	"shown under its Fan Content Policy; card data from MTGJSON (MIT) and Scryfall."

// Bundled card data, shipped inside the program: every card to July 2019
// from MTGJSON (data/pool.gz, made from testdata/AtomicCards-2019-07.json.gz
// by go generate), with the curated cards of data/cards.txt (current Oracle
// text and rulings) in place of the same cards there.
//
//go:generate go run ./internal/gencards testdata/AtomicCards-2019-07.json.gz data/pool.gz

//go:embed data/pool.gz
var poolGz []byte

//go:embed data/cards.txt
var cardsTxt string

// Curated returns the curated cards of data/cards.txt, sorted by name: the
// cards with current Oracle text and rulings checked by hand. The slice is
// new; the cards are shared and must not be changed.
func Curated() []*Card { return append([]*Card(nil), curated()...) }

var curated = sync.OnceValue(func() []*Card {
	cards, err := Parse(strings.NewReader(cardsTxt))
	if err != nil {
		panic(fmt.Sprintf("catalog: embedded data/cards.txt: %v", err))
	}
	for _, c := range cards {
		// Its type lines are of 2022 (renamed.go).
		*c = currentTypes(*c)
	}
	sortCards(cards)
	return cards
})

// BundledEdition reads the card data embedded in the program, without the
// curated cards.
func BundledEdition() (*Edition, error) {
	zr, err := gzip.NewReader(bytes.NewReader(poolGz))
	if err != nil {
		return nil, fmt.Errorf("embedded data/pool.gz: %w", err)
	}
	// The gzip trailer ends with the size of the data: read it into one
	// string of that size, with no copies on the way.
	var b strings.Builder
	if n := len(poolGz); n >= 4 {
		b.Grow(int(binary.LittleEndian.Uint32(poolGz[n-4:])))
	}
	if _, err := io.Copy(&b, zr); err != nil {
		return nil, fmt.Errorf("embedded data/pool.gz: %w", err)
	}
	return DecodeCompact(b.String())
}

// Bundled returns the pool shipped with the program: the embedded card data
// with the curated cards in place of the same cards there. It is read once,
// on first use. The data ships with the program and is checked by the
// tests, so a failure here is a broken build.
var Bundled = sync.OnceValue(func() *Pool {
	ed, err := BundledEdition()
	if err != nil {
		panic(fmt.Sprintf("catalog: %v", err))
	}
	cur := curated()
	return NewPool(BundledName(ed.Name, len(cur)), ed.Cards, cur)
})

// BundledName names the bundled pool: its edition and the curated cards
// laid over it.
func BundledName(edition string, curated int) string {
	return fmt.Sprintf("%s + %d curated cards 2026", edition, curated)
}
