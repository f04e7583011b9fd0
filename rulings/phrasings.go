package rulings

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Phrasing is a rewording of a stored ruling in friendly prose, written by
// a language model and kept because it passed every check (see package
// rulings/phrasing). It is keyed by the ruling, the model and the version
// of the prompt the model was given.
type Phrasing struct {
	RulingID      string
	Model         string
	PromptVersion string
	Text          string
	// CreatedAt is when it was stored; SavePhrasing sets it.
	CreatedAt time.Time
}

// Phrasing returns the stored rewording of the ruling with the given id by
// model under promptVersion. When there is none, the error wraps
// ErrNotFound.
func (s *Store) Phrasing(ctx context.Context, rulingID, model, promptVersion string) (*Phrasing, error) {
	p := Phrasing{RulingID: rulingID, Model: model, PromptVersion: promptVersion}
	err := s.pool.QueryRow(ctx, `select text, created_at from phrasings
		where ruling_id = $1 and model = $2 and prompt_version = $3`,
		rulingID, model, promptVersion).Scan(&p.Text, &p.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, notFound("no phrasing of ruling %s by %s with prompt %s", rulingID, model, promptVersion)
	}
	if err != nil {
		return nil, fmt.Errorf("reading the phrasing of ruling %s: %w", rulingID, err)
	}
	return &p, nil
}

// SavePhrasing stores p, replacing any rewording of the same ruling by the
// same model under the same prompt version, and sets p.CreatedAt. The
// ruling must be stored; an empty field is an error that matches
// ErrInvalid.
func (s *Store) SavePhrasing(ctx context.Context, p *Phrasing) error {
	switch {
	case p.RulingID == "":
		return invalid("phrasing: no ruling id")
	case p.Model == "":
		return invalid("phrasing of ruling %s: no model name", p.RulingID)
	case p.PromptVersion == "":
		return invalid("phrasing of ruling %s: no prompt version", p.RulingID)
	case p.Text == "":
		return invalid("phrasing of ruling %s: no text", p.RulingID)
	}
	err := s.pool.QueryRow(ctx, `insert into phrasings (ruling_id, model, prompt_version, text)
		values ($1, $2, $3, $4)
		on conflict (ruling_id, model, prompt_version)
		do update set text = excluded.text, created_at = now()
		returning created_at`,
		p.RulingID, p.Model, p.PromptVersion, p.Text).Scan(&p.CreatedAt)
	if err != nil {
		return fmt.Errorf("storing the phrasing of ruling %s: %w", p.RulingID, err)
	}
	return nil
}
