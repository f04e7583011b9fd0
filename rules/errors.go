package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// InputError is bad input from a user: what was wrong, where, what was
// expected, and for an unknown card the closest known names. It never
// carries internal detail, so it can be shown to the user as it is.
type InputError struct {
	// Option is the command option the text came from ("board", "card"), or
	// "" for the command line itself.
	Option string `json:"option,omitempty"`
	// Input is the text that was being read, so the error can be shown with
	// a caret under Offset.
	Input string `json:"-"`
	// Offset is the byte offset in Input where the problem starts.
	Offset int `json:"offset"`
	// ValueAt is where Option's value starts in Input, when Input is the
	// whole command line rather than the value itself (an option given
	// twice, a value that is not of its kind); otherwise 0. OffsetInValue
	// uses it.
	ValueAt int `json:"-"`
	// Message says what was wrong and what was expected.
	Message string `json:"message"`
	// Suggestions are the closest known names, for an unknown card name.
	Suggestions []string `json:"suggestions,omitempty"`
}

func (e *InputError) Error() string {
	var b strings.Builder
	if e.Option != "" {
		fmt.Fprintf(&b, "%s: ", e.Option)
	}
	if e.Input != "" {
		b.WriteString("at " + e.Position() + ": ")
	}
	b.WriteString(e.Message)
	if len(e.Suggestions) > 0 {
		fmt.Fprintf(&b, " (did you mean %s?)", strings.Join(quoteAll(e.Suggestions), ", "))
	}
	return b.String()
}

// Position says where Offset is in Input, for a message: the byte offset
// ("12") for one line of input, and line:column ("2:5", see LineColumn)
// for input that spans lines, as a board may. The caret (Caret) shows the
// same place.
func (e *InputError) Position() string {
	if !e.Multiline() {
		return strconv.Itoa(e.Offset)
	}
	line, col := e.LineColumn()
	return strconv.Itoa(line) + ":" + strconv.Itoa(col)
}

// Multiline reports whether Input spans lines.
func (e *InputError) Multiline() bool { return strings.Contains(e.Input, "\n") }

// LineColumn is Offset as a line and a column of Input, both from 1; the
// column counts characters, not bytes.
func (e *InputError) LineColumn() (line, column int) {
	off := min(max(e.Offset, 0), len(e.Input))
	start := strings.LastIndexByte(e.Input[:off], '\n') + 1
	return strings.Count(e.Input[:off], "\n") + 1, utf8.RuneCountInString(e.Input[start:off]) + 1
}

// Caret returns the input line that holds Offset with a caret under the
// offending position, for showing the error to a person. It returns "" when
// there is no input to show.
func (e *InputError) Caret() string {
	if e.Input == "" {
		return ""
	}
	off := e.Offset
	if off < 0 {
		off = 0
	}
	if off > len(e.Input) {
		off = len(e.Input)
	}
	start := strings.LastIndexByte(e.Input[:off], '\n') + 1
	end := strings.IndexByte(e.Input[off:], '\n')
	if end < 0 {
		end = len(e.Input)
	} else {
		end += off
	}
	// Control characters (a terminal's escape sequences among them) are
	// shown as U+FFFD, one for one, so the caret stays in its column.
	line := strings.Map(visible, e.Input[start:end])
	return line + "\n" + CaretPad(e.Input[start:off]) + "^"
}

// NFC is s in Unicode normalization form C: an accent typed as a letter
// and a combining mark ("o" and U+0308, as some systems paste "ö") is the
// one character the card data writes. Text already in that form, as most
// is, comes back as it is.
func NFC(s string) string {
	if norm.NFC.IsNormalString(s) {
		return s
	}
	return norm.NFC.String(s)
}

// CaretPad is what to write before a caret so that it stands under the
// character after s, s being the start of the line shown above it: a
// tab for each tab, two spaces for a wide character (CJK, fullwidth
// forms), none for a combining mark or an invisible format character (a
// zero-width space), and a space for any other.
func CaretPad(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch k := width.LookupRune(r).Kind(); {
		case r == '\t':
			b.WriteByte('\t')
		case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		case k == width.EastAsianWide || k == width.EastAsianFullwidth:
			b.WriteString("  ")
		default:
			b.WriteByte(' ')
		}
	}
	return b.String()
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

func visible(r rune) rune {
	if r < 0x20 && r != '\t' || r == 0x7f || r >= 0x80 && r < 0xa0 {
		return '\uFFFD'
	}
	return r
}

// OffsetInValue is the byte offset of the problem in Option's value, as the
// JSON error gives it (docs/contract.md, section 3): Offset itself when Input
// is the value or the command line with no option, else counted from where
// the value starts (0 when the problem comes before it, as for an option
// given twice, or when the option is missing and has no value).
func (e *InputError) OffsetInValue() int {
	if e.Option == "" || e.ValueAt == 0 {
		return e.Offset
	}
	if e.Offset < e.ValueAt {
		return 0
	}
	return e.Offset - e.ValueAt
}
