package rulings

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules"
)

// StoredRuling is a ruling as stored, with what is known about it since:
// how often it was asked, judges' reviews, and whether a newer engine
// answers its question differently.
type StoredRuling struct {
	// Ruling is the ruling as the engine gave it, with its ID set.
	Ruling *rules.Ruling `json:"ruling"`
	// CREdition is the Comprehensive Rules edition the ruling cites.
	CREdition string `json:"cr_edition"`
	// CreatedAt is when it was first asked.
	CreatedAt time.Time `json:"created_at"`
	// SupersededBy is the id of the ruling a newer engine gave for the same
	// question, with a different answer; "" while the ruling is current.
	SupersededBy string `json:"superseded_by,omitempty"`
	// SupersededAt is when a re-check found the different answer.
	SupersededAt *time.Time `json:"superseded_at,omitempty"`
	// Asks is how many times the question was asked.
	Asks int `json:"asks"`
	// Latest is the most recent review, nil if none.
	Latest *Review `json:"latest_review,omitempty"`
	// Reviews are all reviews, newest first.
	Reviews []Review `json:"reviews,omitzero"`
}

// Get returns the stored ruling with the given id (see NormalizeID for the
// forms accepted). An unknown id is an error that wraps ErrNotFound.
func (s *Store) Get(ctx context.Context, id string) (*StoredRuling, error) {
	nid, err := NormalizeID(id)
	if err != nil {
		return nil, notFound("%s", err)
	}
	var (
		sr   StoredRuling
		body []byte
		sup  *string
	)
	err = s.pool.QueryRow(ctx, `select r.ruling, r.cr_edition, r.created_at, r.superseded_by, r.superseded_at,
			(select count(*) from asks a where a.ruling_id = r.id)
		from rulings r where r.id = $1`, nid).
		Scan(&body, &sr.CREdition, &sr.CreatedAt, &sup, &sr.SupersededAt, &sr.Asks)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, notFound("no stored ruling has id %s", nid)
	}
	if err != nil {
		return nil, fmt.Errorf("reading ruling %s: %w", nid, err)
	}
	if sup != nil {
		sr.SupersededBy = *sup
	}
	sr.Ruling = new(rules.Ruling)
	if err := json.Unmarshal(body, sr.Ruling); err != nil {
		return nil, fmt.Errorf("reading ruling %s: %w", nid, err)
	}
	sr.Ruling.ID = nid
	rows, err := s.pool.Query(ctx, `select verdict, note, reviewer_id, reviewer_name, created_at
		from reviews where ruling_id = $1 order by created_at desc, id desc`, nid)
	if err != nil {
		return nil, fmt.Errorf("reading reviews of %s: %w", nid, err)
	}
	if sr.Reviews, err = pgx.CollectRows(rows, pgx.RowToStructByName[Review]); err != nil {
		return nil, fmt.Errorf("reading reviews of %s: %w", nid, err)
	}
	if len(sr.Reviews) > 0 {
		sr.Latest = &sr.Reviews[0]
	}
	return &sr, nil
}
