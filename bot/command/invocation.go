package command

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules"
)

// Invocation is one checked command: its path and its options. Values are
// text in canonical form (integers in decimal, booleans "true" or "false",
// choices as their value); they have been checked against the command's
// Spec. Options left out are absent: defaults are applied by whoever answers.
type Invocation struct {
	// Name is the command path without the slash: "judge tap".
	Name string
	// Options maps option names to values.
	Options map[string]string
}

// Int returns the value of an Integer option, and whether it was given.
func (inv Invocation) Int(name string) (int, bool) {
	v, ok := inv.Options[name]
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, false
	}
	return n, true
}

// Bool returns the value of a Boolean option, and whether it was given.
func (inv Invocation) Bool(name string) (bool, bool) {
	v, ok := inv.Options[name]
	if !ok {
		return false, false
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return false, false
	}
	return b, true
}

// String prints the invocation in canonical form: the command path, then
// its options in the order of its Spec, each value quoted when it needs to
// be. Parsing the canonical form gives the same invocation.
func (inv Invocation) String() string {
	var b strings.Builder
	b.WriteString("/")
	b.WriteString(inv.Name)
	var names []string
	if spec, ok := Lookup(inv.Name); ok {
		for _, o := range spec.Options {
			if _, given := inv.Options[o.Name]; given {
				names = append(names, o.Name)
			}
		}
	}
	// Options the Spec does not know (an Invocation built by hand) follow,
	// in alphabetical order.
	var others []string
	for name := range inv.Options {
		if !slices.Contains(names, name) {
			others = append(others, name)
		}
	}
	slices.Sort(others)
	for _, name := range append(names, others...) {
		b.WriteString(" ")
		b.WriteString(name)
		b.WriteString(":")
		b.WriteString(Quote(inv.Options[name]))
	}
	return b.String()
}

// Quote writes a value as it is written after an option's colon: as it is
// when it can be read back so, otherwise in double quotes with \", \\ and
// \n escaped (curly quotes are escaped too, since they also close a value).
func Quote(v string) string {
	return quote(v, func(r rune) bool { return unicode.IsSpace(r) || isQuote(r) }, `\n`)
}

// quote writes v in double quotes, every quote in it and every backslash
// escaped and each new line written as newline, when v is empty or holds a
// rune that needsQuotes; otherwise as it is.
func quote(v string, needsQuotes func(rune) bool, newline string) string {
	if v != "" && !strings.ContainsFunc(v, needsQuotes) {
		return v
	}
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range v {
		switch {
		case r == '\\' || isQuote(r):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(newline)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// FromOptions checks a command as Discord delivers it: the command path
// ("judge tap") and its options by name, with values of type string,
// float64, int64, int or json.Number for integers, and bool; a nil value is
// an option left out. It checks them the same way Parse does; since there is
// no command text, an error about a value has that value as its Input.
func FromOptions(name string, opts map[string]any) (Invocation, error) {
	path := normalName(name)
	spec, ok := Lookup(path)
	if !ok {
		first, second, _ := strings.Cut(path, " ")
		return Invocation{}, &rules.InputError{
			Message:     fmt.Sprintf("unknown command /%s", path),
			Suggestions: suggestCommands(first, second),
		}
	}
	inv := Invocation{Name: spec.Name, Options: map[string]string{}}
	names := make([]string, 0, len(opts))
	for k := range opts {
		names = append(names, k)
	}
	slices.Sort(names) // report problems in a stable order
	total := 0
	for _, key := range names {
		v := opts[key]
		if v == nil {
			continue
		}
		name := strings.ToLower(key)
		opt, ok := spec.Option(name)
		if !ok {
			if len(spec.Options) == 0 {
				return Invocation{}, &rules.InputError{Option: name, Message: fmt.Sprintf("/%s takes no options; got %s:", spec.Name, name)}
			}
			names := optionNames(spec)
			return Invocation{}, &rules.InputError{
				Option:      name,
				Message:     fmt.Sprintf("unknown option %s: for /%s; its options are %s", name, spec.Name, strings.Join(names, ", ")),
				Suggestions: closest(name, names),
			}
		}
		if _, dup := inv.Options[name]; dup {
			return Invocation{}, &rules.InputError{Option: name, Message: fmt.Sprintf("%s: is given twice", name)}
		}
		raw, err := optionText(opt, v)
		if err != nil {
			return Invocation{}, err
		}
		raw = unquoteTyped(raw)
		total += len(raw)
		if total > MaxInput {
			return Invocation{}, &rules.InputError{Option: name, Message: fmt.Sprintf("the options are too long: more than %d bytes (64 KiB)", MaxInput)}
		}
		if !utf8.ValidString(raw) {
			return Invocation{}, &rules.InputError{Option: name, Message: "the value is not valid UTF-8"}
		}
		raw = rules.NFC(raw)
		value, problem := checkValue(opt, raw)
		if problem != "" {
			return Invocation{}, &rules.InputError{Option: name, Input: raw, Message: problem}
		}
		inv.Options[name] = value
	}
	if o, missing := missingOption(spec, inv.Options); missing {
		return Invocation{}, &rules.InputError{Option: o.Name, Message: missingMessage(spec, o)}
	}
	return inv, nil
}

// optionText turns a value Discord delivered into the text Parse would read.
func optionText(o OptionSpec, v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case bool:
		return strconv.FormatBool(v), nil
	case int:
		return strconv.Itoa(v), nil
	case int64:
		return strconv.FormatInt(v, 10), nil
	case json.Number:
		return v.String(), nil
	case float64:
		if v == math.Trunc(v) && math.Abs(v) < 1e15 {
			return strconv.FormatInt(int64(v), 10), nil
		}
		return strconv.FormatFloat(v, 'g', -1, 64), nil
	}
	return "", &rules.InputError{
		Option:  o.Name,
		Message: fmt.Sprintf("expected %s for %s:, got a value of type %T", o.Type, o.Name, v),
	}
}
