package rulings

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5/pgconn"
)

// Verdict is a judge's verdict on a stored ruling.
type Verdict string

// The verdicts a judge can give.
const (
	Correct   Verdict = "correct"
	Incorrect Verdict = "incorrect"
	Unclear   Verdict = "unclear"
)

// ParseVerdict reads a verdict as a judge types it; case does not matter.
func ParseVerdict(s string) (Verdict, error) {
	v := Verdict(strings.ToLower(strings.TrimSpace(s)))
	switch v {
	case Correct, Incorrect, Unclear:
		return v, nil
	}
	return "", invalid("verdict %q: expected correct, incorrect or unclear", s)
}

// Review is a judge's verdict on a stored ruling, with a note.
type Review struct {
	Verdict      Verdict   `db:"verdict" json:"verdict"`
	Note         string    `db:"note" json:"note,omitempty"`
	ReviewerID   string    `db:"reviewer_id" json:"reviewer_id,omitempty"`
	ReviewerName string    `db:"reviewer_name" json:"reviewer_name,omitempty"`
	At           time.Time `db:"created_at" json:"at"`
}

// MaxNoteRunes is the longest note a review may carry: the most a
// Discord modal's text input takes, so a note written anywhere fits
// wherever it is shown.
const MaxNoteRunes = 4000

// Review records a judge's verdict on the ruling with the given id. A
// ruling may be reviewed many times; the latest review is the one shown
// with it. At is set by the database.
func (s *Store) Review(ctx context.Context, id string, r Review) error {
	v, err := ParseVerdict(string(r.Verdict))
	if err != nil {
		return err
	}
	note := strings.TrimSpace(r.Note)
	if n := utf8.RuneCountInString(note); n > MaxNoteRunes {
		return invalid("the note is %d characters long: at most %d", n, MaxNoteRunes)
	}
	nid, err := NormalizeID(id)
	if err != nil {
		return notFound("%s", err)
	}
	_, err = s.pool.Exec(ctx, `insert into reviews (ruling_id, verdict, note, reviewer_id, reviewer_name)
		values ($1, $2, $3, $4, $5)`, nid, string(v), note, r.ReviewerID, r.ReviewerName)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23503" { // foreign_key_violation
		return notFound("no stored ruling has id %s", nid)
	}
	if err != nil {
		return fmt.Errorf("saving review of %s: %w", nid, err)
	}
	return nil
}
