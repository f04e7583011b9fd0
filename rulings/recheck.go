package rulings

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
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
	// Cards lists the cards of the question whose text changed since the
	// old ruling's card data edition, when that is why it was asked again.
	Cards []string `json:"cards_changed,omitzero"`
	// VerdictChanged is true when the answer differs, false when only the
	// card text it was made from changed.
	VerdictChanged bool `json:"verdict_changed"`
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
// superseded by it. Where the text of a card the question names differs
// between the card data edition the ruling was made with and the catalog
// in use, the ruling is superseded by the new one whether or not its
// verdict changed, and the report names those cards. A question the engine
// now refuses, or an answer that changed while neither the engine version
// nor the card data did, is reported as failed and leaves the ruling as it
// is.
func (s *Store) Recheck(ctx context.Context, engine Engine) (RecheckReport, error) {
	var rep RecheckReport
	after := ""
	editions := map[string]*catalog.Pool{}
	made := map[string]bool{}
	for {
		rows, err := s.pool.Query(ctx, `select id, canonical, ruling, cards from rulings
			where superseded_by is null and id > $1 order by id limit 100`, after)
		if err != nil {
			return rep, fmt.Errorf("re-checking rulings: %w", err)
		}
		type current struct {
			ID        string   `db:"id"`
			Canonical string   `db:"canonical"`
			Ruling    []byte   `db:"ruling"`
			Cards     []string `db:"cards"`
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
			if made[c.ID] {
				continue // a ruling this re-check stored
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
			changed, err := s.changedCards(ctx, old.Cards, fresh.Cards, c.Cards, editions)
			if err != nil {
				rep.Failed = append(rep.Failed, RecheckFailure{c.ID, err.Error()})
				continue
			}
			if same && len(changed) == 0 {
				rep.Unchanged++
				continue
			}
			newID, err := s.supersede(ctx, c.ID, fresh)
			if err != nil {
				rep.Failed = append(rep.Failed, RecheckFailure{c.ID, err.Error()})
				continue
			}
			made[newID] = true
			rep.Superseded = append(rep.Superseded, Supersession{Old: c.ID, New: newID, Cards: changed, VerdictChanged: !same})
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
			return fmt.Errorf("the answer changed but neither the engine version (%s) nor the card data did; a changed engine needs a new rules.EngineVersion", engineOf(fresh))
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
	c.Engine, c.CR, c.Cards = "", "", ""
	return &c
}

// changedCards lists the cards among names whose text differs between
// card data editions was and now. A ruling that records no edition was
// made before editions were recorded, and an edition this database does
// not have cannot be compared: neither lists any card. pools caches the
// editions read.
func (s *Store) changedCards(ctx context.Context, was, now string, names []string, pools map[string]*catalog.Pool) ([]string, error) {
	if was == "" || was == now {
		return nil, nil
	}
	get := func(name string) (*catalog.Pool, error) {
		if p, ok := pools[name]; ok {
			return p, nil
		}
		p, ok, err := s.CardsOf(ctx, name)
		if err != nil {
			return nil, err
		}
		if !ok {
			p = nil
		}
		pools[name] = p
		return p, nil
	}
	old, err := get(was)
	if err != nil || old == nil {
		return nil, err
	}
	cur, err := get(now)
	if err != nil || cur == nil {
		return nil, err
	}
	var changed []string
	for _, n := range names {
		if !sameCardText(old, cur, n) {
			changed = append(changed, n)
		}
	}
	return changed, nil
}
