package rulings

import (
	"errors"
	"fmt"
)

// ErrNotFound matches (errors.Is) the error, which says what was looked
// for, when there is no stored ruling (or rule) by that id (or number).
var ErrNotFound = errors.New("not found")

// ErrInvalid matches (errors.Is) the error, which says what was wrong and
// what was expected, for a request the store refuses: an unknown verdict,
// a page number below 1.
var ErrInvalid = errors.New("invalid")

func notFound(format string, args ...any) error {
	return &kindError{msg: fmt.Sprintf(format, args...), kind: ErrNotFound}
}

func invalid(format string, args ...any) error {
	return &kindError{msg: fmt.Sprintf(format, args...), kind: ErrInvalid}
}

// kindError reads as its message alone, for people, and matches its kind
// (ErrNotFound or ErrInvalid), for code.
type kindError struct {
	msg  string
	kind error
}

func (e *kindError) Error() string        { return e.msg }
func (e *kindError) Is(target error) bool { return target == e.kind }
