package catalog

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Key folds a card name for comparison: lower case, accents taken off
// letters ("Jötun" is "jotun", "Æther" is "aether"), curly apostrophes and
// quotes made straight, dashes made plain, runs of white space made one
// space. Two names with the same key are the same name.
func Key(name string) string {
	if isASCII(name) {
		return asciiKey(name)
	}
	var b strings.Builder
	b.Grow(len(name))
	space := false
	for _, r := range name {
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		if s, ok := foldRune(r); ok {
			b.WriteString(s)
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// asciiKey is Key for text of ASCII characters only.
func asciiKey(s string) string {
	return string(appendASCIIKey(make([]byte, 0, len(s)), s))
}

// appendASCIIKey appends to b the Key of s, of ASCII characters only.
func appendASCIIKey(b []byte, s string) []byte {
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			space = len(b) > 0
			continue
		}
		if space {
			b = append(b, ' ')
			space = false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// foldRune gives the plain form of a letter with an accent, a ligature or a
// typographic quote or dash, and false for any other rune.
func foldRune(r rune) (string, bool) {
	switch r {
	case '’', '‘', '´':
		return "'", true
	case '“', '”':
		return `"`, true
	case '—', '–', '‐', '‑', '−':
		return "-", true
	case 'æ', 'Æ':
		return "ae", true
	case 'œ', 'Œ':
		return "oe", true
	case 'ß':
		return "ss", true
	case 'ø', 'Ø':
		return "o", true
	case 'ð', 'Ð':
		return "d", true
	case 'þ', 'Þ':
		return "th", true
	case '®', '™':
		return "", true
	}
	if s, ok := latin[unicode.ToLower(r)]; ok {
		return s, true
	}
	return "", false
}

// latin maps the small letters with accents of Latin-1 and Latin
// Extended-A to plain letters.
var latin = func() map[rune]string {
	m := map[rune]string{}
	for base, letters := range map[string]string{
		"a": "àáâãäåāăą", "c": "çćĉċč", "d": "ď", "e": "èéêëēĕėęě", "g": "ĝğġģ",
		"h": "ĥ", "i": "ìíîïĩīĭįı", "j": "ĵ", "k": "ķ", "l": "ĺļľŀł", "n": "ñńņňŉ",
		"o": "òóôõöōŏő", "r": "ŕŗř", "s": "śŝşš", "t": "ţťŧ", "u": "ùúûüũūŭůűų",
		"w": "ŵ", "y": "ýÿŷ", "z": "źżž",
	} {
		for _, r := range letters {
			m[r] = base
		}
	}
	return m
}()

// searchKey folds a name for searching: Key, then apostrophes dropped
// ("Gaea's" is "gaeas") and every other character that is not a letter or
// a digit made a space, runs of spaces made one: "Lim-Dûl the Necromancer"
// is "lim dul the necromancer", "Fire // Ice" is "fire ice".
func searchKey(name string) string {
	k := Key(name)
	b := make([]byte, 0, len(k))
	space := false
	for _, r := range k {
		switch {
		case r == '\'' || r == '"':
			continue
		case r < utf8.RuneSelf && !('a' <= r && r <= 'z' || '0' <= r && r <= '9'):
			space = len(b) > 0
			continue
		case r >= utf8.RuneSelf && !unicode.IsLetter(r) && !unicode.IsDigit(r):
			space = len(b) > 0
			continue
		}
		if space {
			b = append(b, ' ')
			space = false
		}
		b = utf8.AppendRune(b, r)
	}
	return string(b)
}

// looseKey folds a name for a lookup that forgives spacing and the
// punctuation inside names: Key with white space, apostrophes, quotes,
// hyphens, periods, slashes, "!" and "?" taken out, so "Lim Dul", "Lim-Dûl"
// and "limdul" meet, and so do "Fire // Ice" and "fire/ice". The characters
// a board is written with (":", ",", "(", ")", ";", "#") are kept.
func looseKey(name string) string { return looseOfKey(Key(name)) }

// looseOfKey is looseKey of a name already folded by Key.
func looseOfKey(k string) string {
	return string(appendLoose(make([]byte, 0, len(k)), k))
}

// appendLoose appends to b the bytes of k that looseKey keeps.
func appendLoose[K string | []byte](b []byte, k K) []byte {
	for i := 0; i < len(k); i++ {
		if !looseDrops[k[i]] {
			b = append(b, k[i])
		}
	}
	return b
}

// looseDrops are the bytes looseKey takes out.
var looseDrops = func() (t [256]bool) {
	for _, c := range []byte(" '\"-./!?") {
		t[c] = true
	}
	return t
}()
