package app

import (
	"context"
	"errors"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// Code is the kind of an error an App's caller gets. Each front end maps
// codes to its replies in one place: the terminal to an exit code and a
// message, Discord to an ephemeral reply, the web pages to a status.
type Code int

// The kinds of error.
const (
	// Internal is a fault of the program or of what it depends on: it is
	// logged with its detail, and the user is told only that it happened.
	Internal Code = iota
	// Invalid is bad input, shown to the user as it is: a
	// *rules.InputError (with its option, caret and suggestions),
	// rulings.ErrInvalid (not a ruling id, not a verdict) or ErrNotEngine
	// (a command asked of the engine that is not a question for it).
	Invalid
	// NotFound is a stored ruling that is not there (rulings.ErrNotFound).
	NotFound
	// Unavailable is a part that is not there just now: no store of
	// rulings (ErrNoStore), a database still starting
	// (rulings.ErrStarting), or an answer that ran out of time.
	Unavailable
)

// String names the code for logs: "internal error", "invalid input",
// "not found", "unavailable".
func (c Code) String() string {
	switch c {
	case Invalid:
		return "invalid input"
	case NotFound:
		return "not found"
	case Unavailable:
		return "unavailable"
	}
	return "internal error"
}

// ErrorCode is the kind of err; nil and errors of no known kind are
// Internal.
func ErrorCode(err error) Code {
	var ie *rules.InputError
	switch {
	case errors.As(err, &ie), errors.Is(err, rulings.ErrInvalid), errors.Is(err, ErrNotEngine):
		return Invalid
	case errors.Is(err, rulings.ErrNotFound):
		return NotFound
	case errors.Is(err, ErrNoStore), errors.Is(err, rulings.ErrStarting), errors.Is(err, context.DeadlineExceeded):
		return Unavailable
	}
	return Internal
}
