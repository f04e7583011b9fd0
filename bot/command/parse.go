package command

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules"
)

// MaxInput is the longest command text Parse reads, in bytes (64 KiB).
const MaxInput = 64 << 10

// Parse reads a command as typed in a terminal or the web page, the way
// Discord delivers a slash command: the command path (one or two words,
// the leading slash optional), then options written name:value.
//
//	/judge tap board:"me: Forest, Mana Reflection" card:Forest
//
// A value in double quotes may hold spaces, semicolons, colons and commas;
// inside quotes \" stands for a quote, \\ for a backslash and \n for a new
// line. Curly quotes “ ” count as double quotes. A value without quotes runs
// to the next space. Command and option names are case-insensitive.
//
// Every value is checked against the command's Spec: integers and booleans
// must be well formed and in range, choices must be among the choices, and
// required options must be present. Bad input is a *rules.InputError that
// says what was expected, at which byte offset, and about which option; its
// Input is the whole text, except for a text longer than MaxInput, which is
// not repeated back.
func Parse(text string) (Invocation, error) {
	if len(text) > MaxInput {
		return Invocation{}, &rules.InputError{
			Offset:  MaxInput,
			Message: fmt.Sprintf("the command is too long: %d bytes, at most %d (64 KiB)", len(text), MaxInput),
		}
	}
	p := &parser{text: text}
	if !utf8.ValidString(text) {
		at := 0
		for at < len(text) {
			r, size := utf8.DecodeRuneInString(text[at:])
			if r == utf8.RuneError && size == 1 {
				break
			}
			at += size
		}
		return Invocation{}, p.errorf("", at, "the text is not valid UTF-8")
	}
	// Accents typed as a letter and a combining mark (as some systems
	// paste them) are read as the one character the card data has.
	p.text = rules.NFC(text)
	return p.parse()
}

type parser struct {
	text string
	pos  int
}

func (p *parser) errorf(option string, at int, format string, args ...any) *rules.InputError {
	return &rules.InputError{Option: option, Input: p.text, Offset: at, Message: fmt.Sprintf(format, args...)}
}

// optionError is an error about an option found in the command line: its
// offset is in the command, and valueAt says where the option's value
// starts (or would), so that the error can also say where it is in the value.
func (p *parser) optionError(option string, at, valueAt int, format string, args ...any) *rules.InputError {
	e := p.errorf(option, at, format, args...)
	e.ValueAt = valueAt
	return e
}

func (p *parser) eof() bool { return p.pos >= len(p.text) }

// next returns the rune at the current position and its size in bytes.
func (p *parser) next() (rune, int) { return utf8.DecodeRuneInString(p.text[p.pos:]) }

// atSpace reports whether the current position is at white space.
func (p *parser) atSpace() bool {
	if p.eof() {
		return false
	}
	r, _ := p.next()
	return unicode.IsSpace(r)
}

func (p *parser) skipSpace() {
	for p.atSpace() {
		_, size := p.next()
		p.pos += size
	}
}

// word reads a run of text up to white space or a colon.
func (p *parser) word() string {
	start := p.pos
	for !p.eof() && !p.atSpace() && p.text[p.pos] != ':' {
		_, size := p.next()
		p.pos += size
	}
	return p.text[start:p.pos]
}

// bare reads an unquoted value: a run of text up to white space.
func (p *parser) bare() string {
	start := p.pos
	for !p.eof() && !p.atSpace() {
		_, size := p.next()
		p.pos += size
	}
	return p.text[start:p.pos]
}

// peekWord returns the word after the white space at the current position
// when it is not followed by a colon (so it is not an option), without
// moving.
func (p *parser) peekWord() string {
	save := p.pos
	defer func() { p.pos = save }()
	p.skipSpace()
	w := p.word()
	if !p.eof() && p.text[p.pos] == ':' {
		return ""
	}
	return w
}

func (p *parser) atColon() bool { return !p.eof() && p.text[p.pos] == ':' }

func (p *parser) parse() (Invocation, error) {
	spec, err := p.command()
	if err != nil {
		return Invocation{}, err
	}
	inv := Invocation{Name: spec.Name, Options: map[string]string{}}
	// last is the option read last, and its value where it was written
	// without quotes: a word after it may be the rest of that value.
	last, lastBare := "", ""
	for {
		p.skipSpace()
		if p.eof() {
			break
		}
		nameAt := p.pos
		name := p.word()
		if !p.atColon() {
			if len(spec.Options) == 0 {
				return Invocation{}, p.errorf("", nameAt, "/%s takes no options; got %q", spec.Name, name)
			}
			if last != "" && lastBare != "" && name != "" {
				return Invocation{}, p.errorf("", nameAt, "expected an option written name:value; got %q, which may be the rest of %s:'s value: a value with spaces needs quotes, %s:%s",
					name, last, last, Quote(lastBare+" "+name))
			}
			return Invocation{}, p.errorf("", nameAt, "expected an option written name:value, like %s:%s; got %q",
				spec.Options[0].Name, placeholder(spec.Options[0]), name)
		}
		if name == "" {
			return Invocation{}, p.errorf("", nameAt, "expected an option name before the colon")
		}
		name = strings.ToLower(name)
		opt, ok := spec.Option(name)
		if !ok {
			return Invocation{}, p.unknownOption(spec, name, nameAt, p.pos+1)
		}
		if _, dup := inv.Options[name]; dup {
			return Invocation{}, p.optionError(name, nameAt, p.pos+1, "%s: is given twice", name)
		}
		p.pos++ // the colon
		valueAt := p.pos
		raw, err := p.value(name)
		if err != nil {
			return Invocation{}, err
		}
		value, problem := checkValue(opt, raw)
		if problem != "" {
			return Invocation{}, p.optionError(name, valueAt, valueAt, "%s", problem)
		}
		inv.Options[name] = value
		last, lastBare = name, ""
		if valueAt < len(p.text) && !strings.ContainsRune("\"\u201c\u201d", rune(p.text[valueAt])) && !strings.HasPrefix(p.text[valueAt:], "\u201c") {
			lastBare = raw
		}
	}
	if o, missing := missingOption(spec, inv.Options); missing {
		return Invocation{}, p.optionError(o.Name, len(p.text), len(p.text), "%s", missingMessage(spec, o))
	}
	return inv, nil
}

// command reads the command path and finds its Spec.
func (p *parser) command() (Spec, error) {
	p.skipSpace()
	start := p.pos
	if !p.eof() && p.text[p.pos] == '/' {
		p.pos++
	}
	firstAt := p.pos
	first := p.word()
	if first == "" {
		return Spec{}, p.errorf("", firstAt, "expected a command, like /judge tap or /cr (/help lists them all)")
	}
	if p.atColon() {
		return Spec{}, p.errorf("", start, "expected a command before the options, like /judge tap; got the option %s:", first)
	}
	first = strings.ToLower(first)
	if !isGroup(first) {
		if spec, ok := Lookup(first); ok {
			return spec, nil
		}
		if looksLikeWords(p.text[start:]) {
			return Spec{}, p.plainLanguageError(start)
		}
		e := p.errorf("", firstAt, "unknown command /%s (/help lists them all)", first)
		e.Suggestions = suggestCommands(first, p.peekWord())
		return Spec{}, e
	}
	p.skipSpace()
	subAt := p.pos
	sub := p.word()
	subs := subcommands(first)
	if sub == "" || p.atColon() {
		e := p.errorf("", subAt, "/%s needs a subcommand: %s", first, strings.Join(subs, ", "))
		for _, s := range subs {
			e.Suggestions = append(e.Suggestions, "/"+first+" "+s)
		}
		return Spec{}, e
	}
	sub = strings.ToLower(sub)
	if spec, ok := Lookup(first + " " + sub); ok {
		return spec, nil
	}
	e := p.errorf("", subAt, "unknown command /%s %s; /%s has %s", first, sub, first, strings.Join(subs, ", "))
	for _, s := range closest(sub, subs) {
		e.Suggestions = append(e.Suggestions, "/"+first+" "+s)
	}
	return Spec{}, e
}

func (p *parser) unknownOption(spec Spec, name string, at, valueAt int) error {
	if len(spec.Options) == 0 {
		return p.optionError(name, at, valueAt, "/%s takes no options; got %s:", spec.Name, name)
	}
	names := optionNames(spec)
	e := p.optionError(name, at, valueAt, "unknown option %s: for /%s; its options are %s", name, spec.Name, strings.Join(names, ", "))
	e.Suggestions = closest(name, names)
	return e
}

// value reads an option's value, quoted or not, after its colon.
func (p *parser) value(option string) (string, error) {
	if p.eof() || p.atSpace() {
		return "", nil
	}
	r, size := p.next()
	if r == '\'' || r == '‘' || r == '’' {
		// board:'me: Forest': single quotes do not quote a value, and
		// what follows the first space would be read as an option.
		return "", p.optionError(option, p.pos, p.pos, "a value is quoted with double quotes, not single ones: write %s:\"…\"", option)
	}
	if !isQuote(r) {
		return p.bare(), nil
	}
	openAt := p.pos
	valueAt := p.pos
	p.pos += size
	straight := r == '"'
	// Inside a value, quotes of the other kind are plain text, in pairs
	// (an inline card's “{T}: Add {G}.”, a glossary term's “If”); a
	// value opened with one kind and closed with the other (a mixed
	// pair) closes at a quote of the other kind that ends it, outside
	// such a pair.
	other := 0
	// lone is where the last quote of the other kind with no partner
	// stands, when a quote that would have closed the value follows it.
	lone, otherAt := -1, -1
	var b strings.Builder
	for {
		if p.eof() {
			if lone >= 0 {
				q, _ := utf8.DecodeRuneInString(p.text[lone:])
				return "", p.optionError(option, lone, valueAt, "unterminated quote: inside the value of %s:, the %c here has no partner, so the quote that would have closed the value was read as text; write quotes of the other kind in pairs, or this one as \\%c", option, q, q)
			}
			return "", p.optionError(option, openAt, valueAt, "unterminated quote: the value of %s: opened here has no closing quote", option)
		}
		r, size := p.next()
		p.pos += size
		switch {
		case r == '\\' && !p.eof():
			p.escaped(&b)
		case isQuote(r) && (r == '"') == straight && other%2 == 0:
			if !p.eof() && !p.atSpace() {
				return "", p.optionError(option, p.pos, valueAt, "expected a space after the closing quote of %s:", option)
			}
			return b.String(), nil
		case isQuote(r) && (r == '"') == straight && (p.eof() || p.atSpace()):
			lone = otherAt
			b.WriteRune(r)
		case isQuote(r) && (r == '"') != straight:
			if other%2 == 0 && (p.eof() || p.atSpace()) {
				return b.String(), nil
			}
			other++
			otherAt = p.pos - size
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
}

// escaped reads what follows a backslash inside a quoted value into b: an
// escaped quote (straight or curly), backslash or n; any other backslash
// is kept as it is, and what follows it is read as usual.
func (p *parser) escaped(b *strings.Builder) {
	esc, size := p.next()
	switch {
	case isQuote(esc) || esc == '\\':
		b.WriteRune(esc)
	case esc == 'n':
		b.WriteByte('\n')
	default:
		b.WriteByte('\\')
		return
	}
	p.pos += size
}

// isQuote reports whether r opens or closes a quoted value: the straight
// double quote, or a curly one as phones type them.
func isQuote(r rune) bool { return r == '"' || r == '“' || r == '”' }

// checkValue checks a value against its option and returns it in canonical
// form, or a message that says what was expected.
func checkValue(o OptionSpec, raw string) (value, problem string) {
	v := strings.TrimSpace(raw)
	if v == "" {
		return "", fmt.Sprintf("no value; write %s:%s, with double quotes around a value that has spaces", o.Name, placeholder(o))
	}
	if len(o.Choices) > 0 {
		for _, c := range o.Choices {
			if strings.EqualFold(v, c.Value) || strings.EqualFold(v, c.Name) {
				return c.Value, ""
			}
		}
		return "", fmt.Sprintf("expected one of %s; got %q", strings.Join(choiceValues(o), ", "), v)
	}
	switch o.Type {
	case Integer:
		if t := strings.TrimSpace(v); o.Name == "ability" && (strings.HasPrefix(t, "+") || strings.HasPrefix(t, "\u2212") || strings.HasPrefix(t, "[") || strings.HasPrefix(t, "-") && t != "-0") {
			// "+2", "−1", "[+1]": a loyalty cost, which would be read
			// as the number of another ability.
			return "", fmt.Sprintf("expected the ability's number, counted from 1 in the order of its Oracle text (a planeswalker's first loyalty ability is ability:1), not its loyalty cost: got %q", v)
		}
		n, problem := wholeNumber(o, v)
		if problem != "" {
			return "", problem
		}
		return strconv.Itoa(n), ""
	case Boolean:
		switch strings.ToLower(v) {
		case "true":
			return "true", ""
		case "false":
			return "false", ""
		}
		return "", fmt.Sprintf("expected true or false, got %q", v)
	}
	return v, ""
}

// wholeNumber reads an Integer option's value and checks its range.
func wholeNumber(o OptionSpec, v string) (int, string) {
	digits := strings.TrimLeft(v, "+-")
	if len(v)-len(digits) > 1 || digits == "" || strings.TrimLeft(digits, "0123456789") != "" {
		return 0, fmt.Sprintf("expected %s, got %q", wholeNumberRange(o), v)
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n > MaxEngineNumber || n < -MaxInteger {
		// Every Integer option is read at most MaxEngineNumber (Args.Int):
		// one message says so, whatever the size.
		return 0, fmt.Sprintf("expected %s, got %s (too large: at most %d)", wholeNumberRange(o), v, MaxEngineNumber)
	}
	if (o.Min != nil && int(n) < *o.Min) || (o.Max != nil && int(n) > *o.Max) {
		return 0, fmt.Sprintf("expected %s, got %d", wholeNumberRange(o), n)
	}
	return int(n), ""
}

// wholeNumberRange describes the numbers an Integer option takes.
func wholeNumberRange(o OptionSpec) string {
	switch {
	case o.Min != nil && o.Max != nil:
		return fmt.Sprintf("a whole number from %d to %d", *o.Min, *o.Max)
	case o.Min != nil:
		return fmt.Sprintf("a whole number %d or more", *o.Min)
	case o.Max != nil:
		return fmt.Sprintf("a whole number %d or less", *o.Max)
	}
	return "a whole number"
}

// missingOption returns the first required option of spec that opts lacks.
func missingOption(spec Spec, opts map[string]string) (OptionSpec, bool) {
	for _, o := range spec.Options {
		if _, ok := opts[o.Name]; o.Required && !ok {
			return o, true
		}
	}
	return OptionSpec{}, false
}

func missingMessage(spec Spec, o OptionSpec) string {
	return fmt.Sprintf("missing the required option %s: of /%s (%s)", o.Name, spec.Name, o.Description)
}

func optionNames(spec Spec) []string {
	names := make([]string, len(spec.Options))
	for i, o := range spec.Options {
		names[i] = o.Name
	}
	return names
}

func choiceValues(o OptionSpec) []string {
	values := make([]string, len(o.Choices))
	for i, c := range o.Choices {
		values[i] = c.Value
	}
	return values
}

// placeholder stands for an option's value in usage lines: "BOARD", "N",
// "true|false", "1v1|2hg".
func placeholder(o OptionSpec) string {
	switch {
	case len(o.Choices) > 0:
		return strings.Join(choiceValues(o), "|")
	case o.Type == Integer:
		return "N"
	case o.Type == Boolean:
		return "true|false"
	}
	return strings.ToUpper(o.Name)
}
