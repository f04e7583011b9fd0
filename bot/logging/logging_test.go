package logging_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/bot/logging"
)

// lines decodes JSON log output, one object a line.
func lines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var got []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("not JSON: %s", l)
		}
		got = append(got, m)
	}
	return got
}

func TestContextAttributesReachEveryLine(t *testing.T) {
	var buf bytes.Buffer
	log, err := logging.New(&buf, "json", slog.LevelInfo)
	if err != nil {
		t.Fatal(err)
	}
	ctx := logging.With(context.Background(), "interaction", "1200000000000000001")
	ctx = logging.With(ctx, "ruling", "478XQA9F")
	log.InfoContext(ctx, "asked")
	log.Info("no context")
	log.With("interaction", "from the logger").WarnContext(ctx, "logger first")
	log.InfoContext(ctx, "record first", "ruling", "OTHER")
	log.WithGroup("g").InfoContext(ctx, "in a group", "x", 1)
	log.DebugContext(ctx, "below the level")

	got := lines(t, buf.String())
	if len(got) != 5 {
		t.Fatalf("%d lines:\n%s", len(got), buf.String())
	}
	if got[0]["interaction"] != "1200000000000000001" || got[0]["ruling"] != "478XQA9F" {
		t.Errorf("a line logged with the context lacks its attributes: %v", got[0])
	}
	if _, ok := got[1]["interaction"]; ok {
		t.Errorf("a line logged without a context has its attributes: %v", got[1])
	}
	// The JSON handler would write a key twice; a repeated key is left out.
	if n := strings.Count(strings.Split(buf.String(), "\n")[2], `"interaction"`); n != 1 || got[2]["interaction"] != "from the logger" {
		t.Errorf("the logger's own attribute is repeated or replaced: %v", got[2])
	}
	if n := strings.Count(strings.Split(buf.String(), "\n")[3], `"ruling"`); n != 1 || got[3]["ruling"] != "OTHER" {
		t.Errorf("the record's own attribute is repeated or replaced: %v", got[3])
	}
	if g, _ := got[4]["g"].(map[string]any); g["interaction"] != "1200000000000000001" {
		t.Errorf("in a group: %v", got[4])
	}
}

func TestWithReplacesAKey(t *testing.T) {
	ctx := logging.With(context.Background(), "ruling", "A", "interaction", "1")
	ctx = logging.With(ctx, "ruling", "B")
	var keys []string
	for _, a := range logging.Attrs(ctx) {
		keys = append(keys, a.String())
	}
	if strings.Join(keys, " ") != "interaction=1 ruling=B" {
		t.Errorf("attributes %v", keys)
	}
	if logging.With(ctx) != ctx {
		t.Error("With without attributes made a new context")
	}
}

func TestFormats(t *testing.T) {
	for _, format := range []string{"", "text", "TEXT"} {
		var buf bytes.Buffer
		log, err := logging.New(&buf, format, slog.LevelInfo)
		if err != nil {
			t.Fatalf("%q: %v", format, err)
		}
		log.InfoContext(logging.With(context.Background(), "interaction", "7"), "hello")
		if !strings.Contains(buf.String(), "msg=hello interaction=7") {
			t.Errorf("%q: %s", format, buf.String())
		}
	}
	_, err := logging.New(&bytes.Buffer{}, "xml", slog.LevelInfo)
	if err == nil || !strings.Contains(err.Error(), `log format "xml": expected text or json`) {
		t.Errorf("an unknown format: %v", err)
	}
}

func Example() {
	log, _ := logging.New(os.Stdout, logging.JSON, slog.LevelInfo)
	log = slog.New(dropTime{log.Handler()}) // for a fixed output
	ctx := logging.With(context.Background(), "interaction", "1200000000000000001")
	log.InfoContext(ctx, "ruling stored", "ruling", "478XQA9F")
	// Output: {"level":"INFO","msg":"ruling stored","ruling":"478XQA9F","interaction":"1200000000000000001"}
}

// dropTime leaves the time out of records.
type dropTime struct{ slog.Handler }

func (d dropTime) Handle(ctx context.Context, r slog.Record) error {
	r.Time = time.Time{} // a record without a time is written without one
	return d.Handler.Handle(ctx, r)
}

// The text of a secret never reaches the log, wherever it hides.
func TestRedactingKeepsSecretsOut(t *testing.T) {
	const token, key = "MTIz.discord-bot-token.xyz", "sk-test-0123456789"
	var buf bytes.Buffer
	log, err := logging.New(&buf, logging.JSON, slog.LevelDebug, token, key, "", "abc")
	if err != nil {
		t.Fatal(err)
	}
	log = log.With("session", "Bot "+token)
	ctx := logging.With(context.Background(), "interaction", "1")
	log.ErrorContext(ctx, "request failed with "+key,
		"err", fmt.Errorf("401: Incorrect API key provided: %s", key),
		"headers", map[string]string{"Authorization": "Bearer " + key},
		slog.Group("llm", "key", key, "attempt", 2),
		"count", 3, "short", "abc")
	out := buf.String()
	for _, secret := range []string{token, key} {
		if strings.Contains(out, secret) {
			t.Errorf("the log shows %q:\n%s", secret, out)
		}
	}
	got := lines(t, out)[0]
	if got["err"] != "401: Incorrect API key provided: [redacted]" || got["session"] != "Bot [redacted]" ||
		got["msg"] != "request failed with [redacted]" || got["count"] != float64(3) || got["interaction"] != "1" ||
		got["short"] != "abc" {
		t.Errorf("redacted line: %v", got)
	}
	if g, _ := got["llm"].(map[string]any); g["key"] != "[redacted]" || g["attempt"] != float64(2) {
		t.Errorf("group: %v", got["llm"])
	}
	// A secret in one place only, whichever, is found.
	for _, args := range [][]any{
		{"err", fmt.Errorf("401: %s", key)},
		{"headers", map[string]string{"Authorization": "Bearer " + key}},
		{slog.Group("llm", "attempt", 2, slog.Group("auth", "key", key))},
		{"count", 3, "url", "https://x.example/?k=" + key},
		{"Bearer " + key, 1},
	} {
		buf.Reset()
		log.Info("clean message", args...)
		if strings.Contains(buf.String(), key) || !strings.Contains(buf.String(), logging.Redacted) {
			t.Errorf("%v logged as:\n%s", args, buf.String())
		}
	}
	// A line with no secret is logged as it is.
	buf.Reset()
	log.Info("clean message", "err", errors.New("no secret here"), "count", 3)
	if got := lines(t, buf.String())[0]; got["err"] != "no secret here" || got["count"] != float64(3) || got["msg"] != "clean message" {
		t.Errorf("clean line: %v", got)
	}
	h := slog.NewTextHandler(&buf, nil)
	if h2 := logging.Redacting(h, "", "short"); h2 != h {
		t.Error("Redacting with nothing to look for wrapped the handler")
	}
}
