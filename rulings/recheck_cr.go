package rulings

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
)

// ChangedRule is a rule a stored ruling cites whose text differs between
// the edition the ruling cites and the edition in use.
type ChangedRule struct {
	Number string `json:"number"`
	// Old is the text in the edition the ruling cites, "" when that
	// edition's text is not at hand; New the text in the edition in use,
	// "" when it has no such rule. Examples count as text.
	Old string `json:"old"`
	New string `json:"new"`
}

// CitationChange is a stored ruling whose cited rules changed, and what
// asking its question again gave.
type CitationChange struct {
	// ID, Command and Edition are the stored ruling's: its id, the
	// command as asked, and the edition it cites.
	ID      string        `json:"id"`
	Command string        `json:"command"`
	Edition string        `json:"edition"`
	Rules   []ChangedRule `json:"rules"`
	// NewID is the ruling that answers the question again, citing the
	// edition in use; it supersedes ID. "" when asking again failed.
	NewID string `json:"new_id,omitempty"`
	// VerdictChanged says whether the new ruling's answer differs (see
	// SameAnswer); OldAnswer and NewAnswer are the two answers.
	VerdictChanged bool   `json:"verdict_changed"`
	OldAnswer      string `json:"old_answer"`
	NewAnswer      string `json:"new_answer,omitempty"`
	// Err says why the question could not be asked again.
	Err string `json:"error,omitempty"`
}

// CitationReport says what RecheckCitations found.
type CitationReport struct {
	// Edition is the edition of the Comprehensive Rules in use.
	Edition string `json:"edition"`
	// Checked counts the current rulings that cite another edition, and
	// Unchanged those of them whose cited rules read the same in both.
	Checked   int `json:"checked"`
	Unchanged int `json:"unchanged"`
	// Changed lists the rulings whose cited rules changed.
	Changed []CitationChange `json:"changed,omitzero"`
}

// RecheckCitations finds the current (not superseded) stored rulings that
// cite an edition of the Comprehensive Rules other than the one in use
// (cr.Current) and compares the text of each rule they cite in the two
// editions. A ruling whose cited rules changed is asked again through
// engine; the new ruling, citing the edition in use, is stored and
// supersedes it, and the report says whether the verdict changed. Rulings
// whose cited rules read the same are left as they are.
func (s *Store) RecheckCitations(ctx context.Context, engine Engine) (CitationReport, error) {
	doc := cr.Current()
	rep := CitationReport{Edition: doc.Edition}
	editions := map[string]*cr.Document{}
	after := ""
	for {
		rows, err := s.pool.Query(ctx, `select id, canonical, command, cr_edition, ruling from rulings
			where superseded_by is null and cr_edition <> $1 and id > $2 order by id limit 100`, doc.Edition, after)
		if err != nil {
			return rep, fmt.Errorf("re-checking citations: %w", err)
		}
		type stored struct {
			ID        string `db:"id"`
			Canonical string `db:"canonical"`
			Command   string `db:"command"`
			Edition   string `db:"cr_edition"`
			Ruling    []byte `db:"ruling"`
		}
		batch, err := pgx.CollectRows(rows, pgx.RowToStructByName[stored])
		if err != nil {
			return rep, fmt.Errorf("re-checking citations: %w", err)
		}
		if len(batch) == 0 {
			return rep, nil
		}
		for _, st := range batch {
			after = st.ID
			if err := ctx.Err(); err != nil {
				return rep, err
			}
			rep.Checked++
			var old rules.Ruling
			if err := json.Unmarshal(st.Ruling, &old); err != nil {
				return rep, fmt.Errorf("reading ruling %s: %w", st.ID, err)
			}
			was, ok := editions[st.Edition]
			if !ok {
				if was, err = s.crEditionDoc(ctx, st.Edition); err != nil {
					return rep, fmt.Errorf("reading the Comprehensive Rules of %s: %w", st.Edition, err)
				}
				editions[st.Edition] = was
			}
			changed, err := s.changedRules(ctx, &old, st.Edition, was, doc)
			if err != nil {
				return rep, err
			}
			if len(changed) == 0 {
				rep.Unchanged++
				continue
			}
			ch := CitationChange{ID: st.ID, Command: st.Command, Edition: st.Edition, Rules: changed, OldAnswer: old.Answer}
			fresh, err := engine(st.Canonical)
			if err == nil {
				CiteRulesInUse(fresh)
				var same bool
				if same, err = SameAnswer(&old, fresh); err == nil {
					ch.VerdictChanged, ch.NewAnswer = !same, fresh.Answer
					ch.NewID, err = s.supersede(ctx, st.ID, fresh)
				}
			}
			if err != nil {
				ch.Err = err.Error()
			}
			rep.Changed = append(rep.Changed, ch)
		}
	}
}

// changedRules compares the rules r cites in the edition it cites (was,
// or the rules stored for that edition when its text is not at hand) and
// in now.
func (s *Store) changedRules(ctx context.Context, r *rules.Ruling, edition string, was, now *cr.Document) ([]ChangedRule, error) {
	numbers := slices.Clone(r.Rules)
	for _, st := range r.Steps {
		for _, n := range st.Rules {
			if !slices.Contains(numbers, n) {
				numbers = append(numbers, n)
			}
		}
	}
	var out []ChangedRule
	for _, n := range numbers {
		var old string
		if was != nil {
			if rule, ok := was.Lookup(n); ok {
				old = ruleWithExamples(rule.Text, rule.Examples)
			}
		} else {
			var text string
			var examples []string
			err := s.pool.QueryRow(ctx, `select text, examples from cr_rules where edition = $1 and number = $2`, edition, n).Scan(&text, &examples)
			if err != nil && !errors.Is(err, pgx.ErrNoRows) {
				return nil, err
			}
			old = ruleWithExamples(text, examples)
		}
		var fresh string
		if rule, ok := now.Lookup(n); ok {
			fresh = ruleWithExamples(rule.Text, rule.Examples)
		}
		if old != fresh || old == "" {
			out = append(out, ChangedRule{Number: n, Old: old, New: fresh})
		}
	}
	return out, nil
}

func ruleWithExamples(text string, examples []string) string {
	for _, ex := range examples {
		text += "\nExample: " + ex
	}
	return text
}
