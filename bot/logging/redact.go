package logging

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
)

// Redacted replaces a secret's value in a line logged by a Redacting
// handler.
const Redacted = "[redacted]"

// minSecret is the shortest value Redacting looks for: shorter ones
// would mostly match text that has nothing to do with them.
const minSecret = 6

// Redacting wraps h so that the values of secrets never reach it: each
// occurrence in a record's message, or in the text of an attribute
// (strings, errors, anything printed), becomes Redacted. It is the last
// guard behind config.Secret, for text that holds a secret without the
// program knowing: an error from a server that echoes the API key it was
// sent, a library's debug line. Values shorter than six characters, or
// empty, are not looked for.
func Redacting(h slog.Handler, secrets ...string) slog.Handler {
	var keep []string
	for _, s := range secrets {
		if len(s) >= minSecret {
			keep = append(keep, s)
		}
	}
	if len(keep) == 0 {
		return h
	}
	return &redacting{inner: h, secrets: keep}
}

type redacting struct {
	inner   slog.Handler
	secrets []string
}

func (h *redacting) Enabled(ctx context.Context, l slog.Level) bool {
	return h.inner.Enabled(ctx, l)
}

func (h *redacting) Handle(ctx context.Context, r slog.Record) error {
	if h.holdsNoSecret(r) {
		// Most lines: passed on as they are, not copied.
		return h.inner.Handle(ctx, r)
	}
	out := slog.NewRecord(r.Time, r.Level, h.scrub(r.Message), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(h.attr(a))
		return true
	})
	return h.inner.Handle(ctx, out)
}

func (h *redacting) WithAttrs(attrs []slog.Attr) slog.Handler {
	clean := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		clean[i] = h.attr(a)
	}
	return &redacting{inner: h.inner.WithAttrs(clean), secrets: h.secrets}
}

func (h *redacting) WithGroup(name string) slog.Handler {
	return &redacting{inner: h.inner.WithGroup(name), secrets: h.secrets}
}

// holdsNoSecret reports whether r's message and attributes hold no
// secret, so that r can be passed on as it is.
func (h *redacting) holdsNoSecret(r slog.Record) bool {
	if h.scrub(r.Message) != r.Message {
		return false
	}
	clean := true
	r.Attrs(func(a slog.Attr) bool {
		clean = h.attrIsClean(a)
		return clean
	})
	return clean
}

// attrIsClean reports whether a holds no secret in its key or text: true
// exactly when attr would change nothing in it.
func (h *redacting) attrIsClean(a slog.Attr) bool {
	if h.scrub(a.Key) != a.Key {
		return false
	}
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return h.scrub(v.String()) == v.String()
	case slog.KindGroup:
		for _, g := range v.Group() {
			if !h.attrIsClean(g) {
				return false
			}
		}
		return true
	case slog.KindAny:
		text := fmt.Sprint(v.Any())
		return h.scrub(text) == text
	}
	return true // as attr: numbers, times, durations, booleans hold no text
}

// attr is a with every secret in its text replaced.
func (h *redacting) attr(a slog.Attr) slog.Attr {
	a.Key = h.scrub(a.Key)
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		a.Value = slog.StringValue(h.scrub(v.String()))
	case slog.KindGroup:
		group := v.Group()
		clean := make([]slog.Attr, len(group))
		for i, g := range group {
			clean[i] = h.attr(g)
		}
		a.Value = slog.GroupValue(clean...)
	case slog.KindAny:
		// Errors, Stringers, structs: the handler would print them; the
		// printed text is what is checked.
		text := fmt.Sprint(v.Any())
		if clean := h.scrub(text); clean != text {
			a.Value = slog.StringValue(clean)
		} else {
			a.Value = v
		}
	default:
		a.Value = v // numbers, times, durations, booleans hold no text
	}
	return a
}

func (h *redacting) scrub(s string) string {
	for _, secret := range h.secrets {
		if strings.Contains(s, secret) {
			s = strings.ReplaceAll(s, secret, Redacted)
		}
	}
	return s
}
