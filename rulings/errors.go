package rulings

import (
	"errors"
	"fmt"
)

// ErrNotFound is returned, wrapped with what was looked for, when there is
// no stored ruling (or rule) by that id (or number).
var ErrNotFound = errors.New("not found")

// ErrInvalid is returned, wrapped with what was wrong and what was
// expected, for a request the store refuses: an unknown verdict, a page
// number below 1, a text that is not an id.
var ErrInvalid = errors.New("invalid")

func notFound(format string, args ...any) error {
	return fmt.Errorf(format+": %w", append(args, ErrNotFound)...)
}

func invalid(format string, args ...any) error {
	return &invalidError{msg: fmt.Sprintf(format, args...)}
}

// invalidError reads as its message alone and matches ErrInvalid.
type invalidError struct{ msg string }

func (e *invalidError) Error() string        { return e.msg }
func (e *invalidError) Is(target error) bool { return target == ErrInvalid }
