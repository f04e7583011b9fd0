package rulings

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules"
)

// Engine answers a question given in the canonical form a stored ruling
// records (its Canonical field): it parses the command and asks the rules
// engine.
type Engine func(canonical string) (*rules.Ruling, error)

// RecheckReport says what a re-check found.
type RecheckReport struct {
	// Checked is the number of current rulings asked again.
	Checked int `json:"checked"`
	// Unchanged is how many got the same answer.
	Unchanged int `json:"unchanged"`
	// Superseded lists the rulings whose answer changed, each with the new
	// ruling that supersedes it.
	Superseded []Supersession `json:"superseded,omitzero"`
	// Failed lists the rulings that could not be asked again, and why.
	Failed []RecheckFailure `json:"failed,omitzero"`
}

// Supersession is a stored ruling and the newer one that replaces it.
type Supersession struct {
	Old string `json:"old"`
	New string `json:"new"`
}

// RecheckFailure is a stored ruling that could not be re-checked.
type RecheckFailure struct {
	ID  string `json:"id"`
	Err string `json:"error"`
}

// Recheck asks the question of every current (not superseded) stored
// ruling again through engine. Where the answer differs (the verdict and
// its outcomes and fields, not the wording of the reasoning, nor the
// engine version), it stores the new ruling and marks the old one
// superseded by it. A question the engine now refuses, or an answer that
// changed while the engine version did not, is reported as failed and
// leaves the ruling as it is.
func (s *Store) Recheck(ctx context.Context, engine Engine) (RecheckReport, error) {
	var rep RecheckReport
	after := ""
	for {
		rows, err := s.pool.Query(ctx, `select id, canonical, ruling from rulings
			where superseded_by is null and id > $1 order by id limit 100`, after)
		if err != nil {
			return rep, fmt.Errorf("re-checking rulings: %w", err)
		}
		type current struct {
			ID        string `db:"id"`
			Canonical string `db:"canonical"`
			Ruling    []byte `db:"ruling"`
		}
		batch, err := pgx.CollectRows(rows, pgx.RowToStructByName[current])
		if err != nil {
			return rep, fmt.Errorf("re-checking rulings: %w", err)
		}
		if len(batch) == 0 {
			return rep, nil
		}
		for _, c := range batch {
			after = c.ID
			if err := ctx.Err(); err != nil {
				return rep, err
			}
			rep.Checked++
			var old rules.Ruling
			if err := json.Unmarshal(c.Ruling, &old); err != nil {
				rep.Failed = append(rep.Failed, RecheckFailure{c.ID, "reading the stored ruling: " + err.Error()})
				continue
			}
			fresh, err := engine(c.Canonical)
			if err != nil {
				rep.Failed = append(rep.Failed, RecheckFailure{c.ID, err.Error()})
				continue
			}
			same, err := SameAnswer(&old, fresh)
			if err != nil {
				rep.Failed = append(rep.Failed, RecheckFailure{c.ID, err.Error()})
				continue
			}
			if same {
				rep.Unchanged++
				continue
			}
			newID, err := s.supersede(ctx, c.ID, fresh)
			if err != nil {
				rep.Failed = append(rep.Failed, RecheckFailure{c.ID, err.Error()})
				continue
			}
			rep.Superseded = append(rep.Superseded, Supersession{Old: c.ID, New: newID})
		}
	}
}

// supersede stores fresh and marks ruling old superseded by it.
func (s *Store) supersede(ctx context.Context, old string, fresh *rules.Ruling) (string, error) {
	var id string
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var err error
		if id, err = insertRuling(ctx, tx, fresh, nil); err != nil {
			return err
		}
		if id == old {
			return fmt.Errorf("the answer changed but the engine version (%s) did not; a changed engine needs a new rules.EngineVersion", engineOf(fresh))
		}
		_, err = tx.Exec(ctx, `update rulings set superseded_by = $2, superseded_at = now()
			where id = $1 and superseded_by is null`, old, id)
		return err
	})
	if err != nil {
		return "", err
	}
	fresh.ID = id
	return id, nil
}

// SameAnswer tells whether two rulings give the same answer: the same
// verdict, outcomes and answer fields. The reasoning's wording, the rules
// and rulings cited, the engine and CR versions, the id and the way the
// command was written do not count.
func SameAnswer(a, b *rules.Ruling) (bool, error) {
	ja, err := json.Marshal(answerOf(a))
	if err != nil {
		return false, err
	}
	jb, err := json.Marshal(answerOf(b))
	if err != nil {
		return false, err
	}
	return bytes.Equal(ja, jb), nil
}

// answerOf is a copy of r without what does not count as its answer.
func answerOf(r *rules.Ruling) *rules.Ruling {
	c := *r
	c.ID, c.Command, c.Canonical, c.Question, c.Board = "", "", "", "", ""
	c.Steps, c.Rules, c.Rulings = nil, nil, nil
	c.Engine, c.CR = "", ""
	return &c
}
