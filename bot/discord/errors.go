package discord

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// refusal is a polite no for the user: a rate limit, a missing
// permission, an unknown id. Its text is shown as it is.
type refusal struct {
	msg string
	// rateLimit: the user or server asked too often.
	rateLimit bool
}

func (e *refusal) Error() string { return e.msg }

// errorOutcome names an error for the log line of an interaction.
func errorOutcome(err error) string {
	var r *refusal
	switch {
	case errors.As(err, &r) && r.rateLimit:
		return "rate limited"
	case errors.As(err, &r):
		return "refused"
	case app.ErrorCode(err) == app.Invalid:
		return "invalid input"
	}
	return "internal error"
}

// errorMessage turns an error into the ephemeral reply the user sees, by
// its code (app.ErrorCode): bad input with the offending text and a caret
// under it and the closest card names, a refusal as it is, and for
// anything else a polite message while the detail goes to the log. Never
// a stack trace.
func (b *Bot) errorMessage(c *call, err error) *Message {
	var ie *rules.InputError
	var r *refusal
	if errors.As(err, &r) {
		return &Message{Content: cut(r.msg, maxContent), Ephemeral: true}
	}
	switch app.ErrorCode(err) {
	case app.Invalid:
		if errors.As(err, &ie) {
			return &Message{Content: inputErrorText(ie), Ephemeral: true, Components: editBoardButton(c.inv, ie)}
		}
		return &Message{Content: cut(err.Error(), 500), Ephemeral: true}
	case app.NotFound:
		if id := c.inv.Options["id"]; id != "" {
			return &Message{Content: notFoundMessage(id).Error(), Ephemeral: true}
		}
		return &Message{Content: "No stored ruling has that id. Check the id, or search with `/ruling search`.", Ephemeral: true}
	case app.Unavailable:
		if errors.Is(err, app.ErrNoStore) {
			return &Message{Content: "Stored rulings are not available: this bot runs without a database.", Ephemeral: true}
		}
		c.logger().Error("answering took too long", "path", c.path, "err", err)
		return &Message{Content: "That took me too long to answer. Please try again in a moment.", Ephemeral: true}
	}
	c.logger().Error("answering an interaction", "path", c.path, "err", err)
	return internalErrorMessage()
}

func internalErrorMessage() *Message {
	return &Message{
		Content:   "Sorry, something went wrong on my side while answering that. It has been noted; please try again in a moment.",
		Ephemeral: true,
	}
}

// inputErrorText shows bad input: what was wrong, the line with a caret
// under the problem, and the closest known names.
func inputErrorText(e *rules.InputError) string {
	var b strings.Builder
	b.WriteString("**That didn't work:** ")
	if e.Option != "" {
		fmt.Fprintf(&b, "in `%s:`, ", e.Option)
	}
	if e.Multiline() { // a board over several lines: say which
		fmt.Fprintf(&b, "at %s: ", e.Position())
	}
	b.WriteString(cut(e.Message, 900))
	if caret := caretWindow(e, 80); caret != "" {
		b.WriteString("\n```\n")
		b.WriteString(codeSafe(caret))
		b.WriteString("\n```")
	}
	if len(e.Suggestions) > 0 {
		names := make([]string, 0, len(e.Suggestions))
		for _, s := range e.Suggestions[:min(len(e.Suggestions), 5)] {
			names = append(names, "**"+cut(s, 100)+"**")
		}
		b.WriteString("\nDid you mean " + strings.Join(names, ", ") + "?")
	}
	return cut(b.String(), maxContent)
}

// caretWindow is the line of the input that holds the problem, with a
// caret under it, at most width characters of it around the caret.
func caretWindow(e *rules.InputError, width int) string {
	text := e.Caret()
	if text == "" {
		return ""
	}
	line, _, _ := strings.Cut(text, "\n")
	runes := []rune(line)
	if len(runes) <= width {
		return text
	}
	_, column := e.LineColumn()
	col := min(column-1, len(runes))
	start := max(0, col-width/2)
	end := min(len(runes), start+width)
	start = max(0, end-width)
	prefix, suffix := "", ""
	if start > 0 {
		prefix = "…"
	}
	if end < len(runes) {
		suffix = "…"
	}
	shown := prefix + string(runes[start:end]) + suffix
	return shown + "\n" + rules.CaretPad(prefix+string(runes[start:col])) + "^"
}

// codeSafe keeps text from closing the code block it is shown in.
func codeSafe(s string) string {
	return strings.ReplaceAll(s, "```", "`\u200b`\u200b`")
}

// waitWords says how long to wait, in whole seconds.
func waitWords(d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	if s <= 1 {
		return "a second"
	}
	return fmt.Sprintf("%d seconds", s)
}

// notFoundMessage says that a ruling id is unknown, or why the text is
// not an id.
func notFoundMessage(id string) error {
	if _, err := rulings.NormalizeID(id); err != nil {
		return &refusal{msg: cut(err.Error(), 500) + "."}
	}
	return &refusal{msg: fmt.Sprintf("No stored ruling has the id `%s`. Check the id, or search with `/ruling search`.", cut(codeInline(id), 100))}
}

// codeInline keeps text from closing the inline code it is shown in.
func codeInline(s string) string {
	return strings.ReplaceAll(s, "`", "'")
}
