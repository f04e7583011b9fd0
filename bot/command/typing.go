package command

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// TypingKind is what the end of a command being typed is.
type TypingKind int

// The kinds of thing being typed.
const (
	// TypingNothing: nothing can be completed (an unknown command, a
	// word that is not an option).
	TypingNothing TypingKind = iota
	// TypingCommand: the command's path, "/judge t".
	TypingCommand
	// TypingOption: an option's name, "bo", or nothing yet after a space.
	TypingOption
	// TypingValue: an option's value, after its colon.
	TypingValue
)

// Typing is what a command typed so far ends with, for completing it as a
// person types: the text is read the way Parse reads a whole command, but
// without complaint about what is not finished yet.
type Typing struct {
	Kind TypingKind
	// Word is the end of the text being typed, which a completion
	// replaces: "/judge t", "bo", `"Exotic Or`.
	Word string
	// Spec is the command, once its path is typed; Option is the option
	// whose value is being typed.
	Spec   Spec
	Option OptionSpec
	// Value is the value typed so far, without its quotes and escapes;
	// Quoted is true when it opened with a quote.
	Value  string
	Quoted bool
	// Given are the options given before, with their values.
	Given map[string]string
}

// ReadTyping reads what the command typed so far, text, ends with.
func ReadTyping(text string) Typing {
	if len(text) > MaxInput || !utf8.ValidString(text) {
		return Typing{}
	}
	p := &parser{text: text}
	p.skipSpace()
	start := p.pos
	if !p.eof() && p.text[p.pos] == '/' {
		p.pos++
	}
	first := strings.ToLower(p.word())
	if p.eof() {
		return Typing{Kind: TypingCommand, Word: text[start:]}
	}
	if p.atColon() {
		return Typing{}
	}
	spec, ok := Lookup(first)
	if isGroup(first) {
		p.skipSpace()
		sub := p.word()
		if p.eof() {
			return Typing{Kind: TypingCommand, Word: text[start:]}
		}
		spec, ok = Lookup(first + " " + sub)
	}
	if !ok {
		return Typing{}
	}
	return p.typingOptions(spec)
}

// typingOptions reads the options after the command's path up to the
// end of the text.
func (p *parser) typingOptions(spec Spec) Typing {
	t := Typing{Spec: spec, Given: map[string]string{}}
	// bare is the last option given with a value not in quotes, and where
	// its value starts: a card's name typed on without quotes ("name:Exotic
	// Or") is completed as that value.
	var bare *OptionSpec
	bareAt := 0
	for {
		if !p.atSpace() {
			return Typing{} // "/cr" followed by something other than a space
		}
		p.skipSpace()
		nameAt := p.pos
		name := p.word()
		if p.eof() {
			if bare != nil && name != "" && !startsAnOption(spec, t.Given, name) {
				delete(t.Given, bare.Name)
				value := p.text[bareAt:]
				t.Kind, t.Word, t.Option, t.Value = TypingValue, value, *bare, value
				return t
			}
			t.Kind, t.Word = TypingOption, p.text[nameAt:]
			return t
		}
		if !p.atColon() {
			return Typing{}
		}
		opt, ok := spec.Option(strings.ToLower(name))
		if !ok {
			return Typing{}
		}
		p.pos++ // the colon
		valueAt := p.pos
		value, quoted, done := p.typingValue()
		if !done {
			t.Kind, t.Word, t.Option, t.Value, t.Quoted = TypingValue, p.text[valueAt:], opt, value, quoted
			return t
		}
		t.Given[opt.Name] = value
		bare = nil
		if !quoted && (opt.Autocomplete == CardName || opt.Autocomplete == CardRef) {
			bare, bareAt = &opt, valueAt
		}
	}
}

// startsAnOption reports whether an option of spec not given yet starts
// with word.
func startsAnOption(spec Spec, given map[string]string, word string) bool {
	word = strings.ToLower(word)
	for _, o := range spec.Options {
		if _, ok := given[o.Name]; !ok && strings.HasPrefix(o.Name, word) {
			return true
		}
	}
	return false
}

// typingValue reads a value after its colon; done is false when the text
// ends inside it.
func (p *parser) typingValue() (value string, quoted, done bool) {
	if p.eof() {
		return "", false, false
	}
	r, size := p.next()
	if !isQuote(r) {
		v := p.bare()
		return v, false, !p.eof()
	}
	p.pos += size
	var b strings.Builder
	for !p.eof() {
		r, size := p.next()
		p.pos += size
		switch {
		case r == '\\' && !p.eof():
			p.escaped(&b)
		case isQuote(r):
			return b.String(), true, true
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), true, false
}

// BoardItem is the start of the board item being typed at the end of a
// board typed so far: "Mana Refl" of "me: Forest, Mana Refl", without a
// count ("2x "). It is "" when the board ends between items, or inside
// a permanent's attributes in parentheses or an inline card in brackets,
// where a card name does not go.
func BoardItem(board string) string {
	depth := 0
	start, stmt := 0, 0
	noCards := false // in a statement that lists no cards: "turn: me"
	for i, r := range board {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			depth = max(0, depth-1)
		case ';', '\n':
			if depth == 0 {
				start, stmt, noCards = i+1, i+1, false
			}
		case ':':
			if depth == 0 {
				start = i + 1
				switch strings.ToLower(strings.TrimSpace(board[stmt:i])) {
				case "turn", "step", "format", "teams":
					noCards = true
				}
			}
		case ',':
			if depth == 0 {
				start = i + 1
			}
		}
	}
	if depth > 0 || noCards {
		return ""
	}
	item := strings.TrimLeftFunc(board[start:], unicode.IsSpace)
	if n := strings.IndexFunc(item, func(r rune) bool { return r < '0' || r > '9' }); n > 0 && n+1 < len(item) &&
		(item[n] == 'x' || item[n] == 'X') && item[n+1] == ' ' {
		item = strings.TrimLeftFunc(item[n+2:], unicode.IsSpace)
	}
	switch word, _, _ := strings.Cut(strings.ToLower(item), " "); word {
	case "hand", "library", "life", "lands":
		return "" // a number, not a card
	}
	return item
}
