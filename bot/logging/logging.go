package logging

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
)

// The formats New writes.
const (
	// Text is one line a record of key=value pairs (slog.TextHandler).
	Text = "text"
	// JSON is one JSON object a record, a line each (slog.JSONHandler).
	JSON = "json"
)

// New returns a logger that writes records at level and above to w in
// format, Text ("" too) or JSON, with the attributes of the context each
// record is logged with (see With), and with the values of secrets
// replaced wherever they appear (see Redacting).
func New(w io.Writer, format string, level slog.Leveler, secrets ...string) (*slog.Logger, error) {
	h, err := NewHandler(w, format, level, secrets...)
	if err != nil {
		return nil, err
	}
	return slog.New(h), nil
}

// NewHandler is the handler of a logger New makes.
func NewHandler(w io.Writer, format string, level slog.Leveler, secrets ...string) (slog.Handler, error) {
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler
	switch strings.ToLower(format) {
	case "", Text:
		h = slog.NewTextHandler(w, opts)
	case JSON:
		h = slog.NewJSONHandler(w, opts)
	default:
		return nil, fmt.Errorf("log format %q: expected %s or %s", format, Text, JSON)
	}
	return Contextual(Redacting(h, secrets...)), nil
}

// attrsKey is the context key of the attributes With adds.
type attrsKey struct{}

// With returns a context that carries the attributes args (key-value
// pairs or slog.Attr values, as slog.Logger.With takes them) added to
// those ctx carries already. A later value for a key replaces an earlier
// one.
func With(ctx context.Context, args ...any) context.Context {
	add := argsToAttrs(args)
	if len(add) == 0 {
		return ctx
	}
	old := Attrs(ctx)
	attrs := make([]slog.Attr, 0, len(old)+len(add))
	for _, a := range old {
		if !hasKey(add, a.Key) {
			attrs = append(attrs, a)
		}
	}
	attrs = append(attrs, add...)
	return context.WithValue(ctx, attrsKey{}, attrs)
}

// Attrs returns the attributes ctx carries (see With); the slice must not
// be changed.
func Attrs(ctx context.Context) []slog.Attr {
	if ctx == nil {
		return nil
	}
	attrs, _ := ctx.Value(attrsKey{}).([]slog.Attr)
	return attrs
}

// argsToAttrs reads key-value pairs and Attrs as slog.Logger.With does.
func argsToAttrs(args []any) []slog.Attr {
	var attrs []slog.Attr
	for len(args) > 0 {
		switch a := args[0].(type) {
		case slog.Attr:
			attrs = append(attrs, a)
			args = args[1:]
		case string:
			if len(args) == 1 {
				attrs = append(attrs, slog.Any("!BADKEY", a))
				return attrs
			}
			attrs = append(attrs, slog.Any(a, args[1]))
			args = args[2:]
		default:
			attrs = append(attrs, slog.Any("!BADKEY", a))
			args = args[1:]
		}
	}
	return attrs
}

func hasKey(attrs []slog.Attr, key string) bool {
	for _, a := range attrs {
		if a.Key == key {
			return true
		}
	}
	return false
}

// Contextual wraps h so that each record logged with a context gets the
// attributes the context carries (see With), unless the record, or the
// logger through its With, has that key already.
func Contextual(h slog.Handler) slog.Handler {
	if c, ok := h.(*contextual); ok {
		return c
	}
	return &contextual{inner: h}
}

// contextual is the handler Contextual makes.
type contextual struct {
	inner slog.Handler
	// keys are the top-level keys the logger was given through WithAttrs.
	keys []string
	// grouped is set once WithGroup was called: attributes added later
	// land in the group, so keys no longer lists the top level.
	grouped bool
}

func (h *contextual) Enabled(ctx context.Context, l slog.Level) bool {
	return h.inner.Enabled(ctx, l)
}

func (h *contextual) Handle(ctx context.Context, r slog.Record) error {
	attrs := Attrs(ctx)
	if len(attrs) == 0 {
		return h.inner.Handle(ctx, r)
	}
	present := make(map[string]bool, r.NumAttrs()+len(h.keys))
	for _, k := range h.keys {
		present[k] = true
	}
	r.Attrs(func(a slog.Attr) bool {
		present[a.Key] = true
		return true
	})
	r = r.Clone()
	for _, a := range attrs {
		if !present[a.Key] {
			r.AddAttrs(a)
		}
	}
	return h.inner.Handle(ctx, r)
}

func (h *contextual) WithAttrs(attrs []slog.Attr) slog.Handler {
	keys := h.keys
	if !h.grouped {
		keys = append(keys[:len(keys):len(keys)], make([]string, 0, len(attrs))...)
		for _, a := range attrs {
			keys = append(keys, a.Key)
		}
	}
	return &contextual{inner: h.inner.WithAttrs(attrs), keys: keys, grouped: h.grouped}
}

func (h *contextual) WithGroup(name string) slog.Handler {
	if name == "" {
		return h
	}
	return &contextual{inner: h.inner.WithGroup(name), keys: h.keys, grouped: true}
}
