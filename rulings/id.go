package rulings

import (
	"crypto/sha256"
	"encoding/base32"
	"fmt"
	"strings"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// Alphabet is the alphabet of ruling ids: Crockford's base 32, the digits
// and the capital letters without I, L, O and U, so that no two characters
// are easily mistaken for one another when read aloud or copied by hand.
const Alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// IDLength is the length of a ruling id. An id is longer only when its
// first IDLength characters are already taken by another question.
const IDLength = 8

var idEncoding = base32.NewEncoding(Alphabet).WithPadding(base32.NoPadding)

// Digest is the content address of a ruling: the SHA-256 of its engine
// version and its canonical question (see Canonical), and of the edition of
// the Comprehensive Rules it cites and of the card data it read when those
// are not the ones built into the program, so that a ruling citing a newer
// imported edition, or reading newer card text, is a new ruling.
func Digest(r *rules.Ruling) [32]byte {
	key := engineOf(r) + "\n" + Canonical(r)
	if r.CR != "" && r.CR != rules.CREdition {
		key += "\ncr " + r.CR
	}
	if r.Cards != "" && r.Cards != catalog.Bundled().Edition() {
		key += "\ncards " + r.Cards
	}
	return sha256.Sum256([]byte(key))
}

// Canonical is the question a ruling answers, in the form that decides its
// id: the ruling's Canonical field, or when the engine left that empty,
// its command and board.
func Canonical(r *rules.Ruling) string {
	if r.Canonical != "" {
		return r.Canonical
	}
	if r.Board == "" {
		return r.Command
	}
	return r.Command + "\n" + r.Board
}

func engineOf(r *rules.Ruling) string {
	if r.Engine != "" {
		return r.Engine
	}
	return rules.EngineVersion
}

// FullID is the longest id a ruling can have: its whole digest in the id
// alphabet (52 characters). Its stored id is the first IDLength characters,
// or more when those are taken by another question.
func FullID(r *rules.Ruling) string {
	d := Digest(r)
	return idEncoding.EncodeToString(d[:])
}

// NormalizeID turns an id as a person typed it into its stored form: case,
// spaces and hyphens do not matter, and the letters O, I and L are read as
// the digits 0, 1 and 1. The error says what is wrong with a text that
// cannot be an id.
func NormalizeID(s string) (string, error) {
	id, bad, pos := readID(strings.TrimSpace(s))
	if pos > 0 {
		return "", fmt.Errorf("%q is not a ruling id: %q at position %d is not a letter or digit of an id (ids use %s)", s, bad, pos, Alphabet)
	}
	if len(id) < IDLength || len(id) > idEncoding.EncodedLen(sha256.Size) {
		return "", fmt.Errorf("%q is not a ruling id: ids are %d to %d letters and digits long, not %d", s, IDLength, idEncoding.EncodedLen(sha256.Size), len(id))
	}
	return id, nil
}

// IDPrefix reads the start of an id as a person types it, as NormalizeID
// reads a whole one, for suggesting the ids that begin so. ok is false
// when s has no letter or digit, or has a character no id has.
func IDPrefix(s string) (prefix string, ok bool) {
	prefix, _, pos := readID(s)
	return prefix, pos == 0 && prefix != ""
}

// readID reads the letters and digits of an id as a person typed them:
// upper case, O read as 0, I and L as 1, spaces and hyphens left out. The
// first character that no id has stops it, and is returned with its
// position counted from 1; pos is 0 when there is none.
func readID(s string) (id string, bad rune, pos int) {
	var b strings.Builder
	for _, r := range s {
		pos++
		switch {
		case r == '-' || r == ' ':
			continue
		case r >= 'a' && r <= 'z':
			r -= 'a' - 'A'
		}
		switch r {
		case 'O':
			r = '0'
		case 'I', 'L':
			r = '1'
		}
		if !strings.ContainsRune(Alphabet, r) {
			return "", r, pos
		}
		b.WriteRune(r)
	}
	return b.String(), 0, 0
}
