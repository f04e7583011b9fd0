package rules

import (
	"strconv"
	"unicode"
	"unicode/utf8"
)

// invalidUTF8At returns the offset of the first byte of s that is not
// UTF-8.
func invalidUTF8At(s string) int {
	off := 0
	for off < len(s) {
		r, size := utf8.DecodeRuneInString(s[off:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		off += size
	}
	return off
}

func isSep(c byte) bool { return c == ';' || c == '\n' || c == '\r' }

func isWordByte(c byte) bool {
	return c == '_' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// spaceAt reports the size of the white space rune at i (not a line
// break), or 0.
func spaceAt(s string, i int) int {
	if i >= len(s) {
		return 0
	}
	c := s[i]
	if c < utf8.RuneSelf {
		if c == ' ' || c == '\t' || c == '\v' || c == '\f' {
			return 1
		}
		return 0
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if unicode.IsSpace(r) {
		return size
	}
	return 0
}

func skipSpaceIn(s string, i int) int {
	for {
		n := spaceAt(s, i)
		if n == 0 {
			return i
		}
		i += n
	}
}

func (ps *boardParser) skipSpace() { ps.pos = skipSpaceIn(ps.text, ps.pos) }

func (ps *boardParser) eof() bool { return ps.pos >= len(ps.text) }

// atEnd reports whether the current statement ends here.
func (ps *boardParser) atEnd() bool { return ps.eof() || isSep(ps.text[ps.pos]) }

// wordAt returns the end of the word of letters, digits and "_" at i.
func wordAt(s string, i int) int {
	for i < len(s) && isWordByte(s[i]) {
		i++
	}
	return i
}

// Excerpt quotes a piece of input for a message, shortened if long: an
// unknown card name of 63 kB is not echoed whole.
func Excerpt(s string) string {
	const max = 40
	if utf8.RuneCountInString(s) > max {
		r := []rune(s)
		s = string(r[:max]) + "…"
	}
	return strconv.Quote(s)
}

// found describes what is at offset i, for "expected X, found Y".
func found(s string, i int) string {
	if i >= len(s) {
		return "the end of the board"
	}
	switch s[i] {
	case '\n', '\r':
		return "a new line"
	}
	end := i
	for end < len(s) && !isSep(s[end]) && s[end] != ',' && spaceAt(s, end) == 0 {
		end++
	}
	if end == i {
		_, size := utf8.DecodeRuneInString(s[i:])
		end = i + size
	}
	return Excerpt(s[i:end])
}
