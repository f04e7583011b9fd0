package rulings

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/cr"
)

// referenceLock is the key of the advisory lock held while reference data
// is loaded, so that processes starting at once load it one at a time.
const referenceLock = int64(0x6f72726572790002) // "orrery" 2

// SourceEmbedded is the source of the Comprehensive Rules text built into
// the program.
const SourceEmbedded = "embedded"

// LoadReference loads the cards of the catalog in use with their official
// rulings and
// the built-in Comprehensive Rules text into the database, so they can be
// searched and cited, and makes the newest edition in the database the
// rules in use (cr.Use), so that every process using the database cites
// the same edition. Data already loaded is left as it is, so calling it at
// every start is cheap. An edition imported with ImportCR is not replaced
// by the built-in text of the same edition.
func (s *Store) LoadReference(ctx context.Context) error {
	if err := s.loadCards(ctx); err != nil {
		return fmt.Errorf("loading the card catalog: %w", err)
	}
	if _, err := s.loadCR(ctx, cr.Embedded(), SourceEmbedded, ""); err != nil {
		return fmt.Errorf("loading the Comprehensive Rules: %w", err)
	}
	doc, err := s.CurrentCR(ctx)
	if err != nil {
		return fmt.Errorf("reading the Comprehensive Rules in use: %w", err)
	}
	cr.Use(doc)
	return nil
}

// CurrentCR returns the edition of the Comprehensive Rules in use: the
// newest edition in the database whose text was imported, when it is newer
// than the built-in one, or else the built-in one.
func (s *Store) CurrentCR(ctx context.Context) (*cr.Document, error) {
	var edition, text string
	err := s.pool.QueryRow(ctx, `select edition, text from cr_editions
		where text is not null and edition > $1 order by edition desc limit 1`, cr.Edition).Scan(&edition, &text)
	if errors.Is(err, pgx.ErrNoRows) {
		return cr.Embedded(), nil
	}
	if err != nil {
		return nil, err
	}
	return cr.Parse(strings.NewReader(text))
}

// crEditionDoc returns an edition of the rules by its date: the built-in
// one, or one imported with its text. It returns nil for an edition whose
// text is not at hand.
func (s *Store) crEditionDoc(ctx context.Context, edition string) (*cr.Document, error) {
	if edition == cr.Edition {
		return cr.Embedded(), nil
	}
	var text *string
	err := s.pool.QueryRow(ctx, `select text from cr_editions where edition = $1`, edition).Scan(&text)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && text == nil {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return cr.Parse(strings.NewReader(*text))
}

// digestOf is the SHA-256 of v's JSON form, in hex.
func digestOf(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// loaded tells whether data with this digest is loaded as kind, holding
// the reference lock for the rest of tx.
func loaded(ctx context.Context, tx pgx.Tx, kind, digest string) (bool, error) {
	if _, err := tx.Exec(ctx, "select pg_advisory_xact_lock($1)", referenceLock); err != nil {
		return false, err
	}
	var have string
	err := tx.QueryRow(ctx, "select digest from reference_loads where kind = $1", kind).Scan(&have)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	return have == digest, err
}

func markLoaded(ctx context.Context, tx pgx.Tx, kind, digest string) error {
	_, err := tx.Exec(ctx, `insert into reference_loads (kind, digest) values ($1, $2)
		on conflict (kind) do update set digest = excluded.digest, loaded_at = now()`, kind, digest)
	return err
}

// loadCards mirrors the catalog in use into the cards and card_rulings
// tables, for searching, replacing what they held when the catalog changed.
func (s *Store) loadCards(ctx context.Context) error {
	pool := catalog.Current()
	digest := pool.Digest()
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if ok, err := loaded(ctx, tx, "catalog", digest); ok || err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "delete from card_rulings"); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "delete from cards"); err != nil {
			return err
		}
		cards := pool.All()
		rows := make([][]any, len(cards))
		var rulingRows [][]any
		for i, c := range cards {
			rows[i] = []any{c.Name, catalog.Key(c.Name), c.ManaCost, c.TypeLine, c.Oracle, c.Power, c.Toughness}
			for j, r := range c.Rulings {
				rulingRows = append(rulingRows, []any{c.Name, j + 1, r.Date, r.Text})
			}
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"cards"},
			[]string{"name", "key", "mana_cost", "type_line", "oracle", "power", "toughness"}, pgx.CopyFromRows(rows)); err != nil {
			return fmt.Errorf("storing cards: %w", err)
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"card_rulings"},
			[]string{"card", "seq", "date", "text"}, pgx.CopyFromRows(rulingRows)); err != nil {
			return fmt.Errorf("storing official rulings: %w", err)
		}
		return markLoaded(ctx, tx, "catalog", digest)
	})
}

// CREdition is an edition of the Comprehensive Rules in the database.
type CREdition struct {
	// Edition is the date the rules are effective from, YYYY-MM-DD.
	Edition string `db:"edition" json:"edition"`
	// Source is SourceEmbedded or the name of the imported file.
	Source string `db:"source" json:"source"`
	// Rules and Terms are the numbers of rules and glossary entries.
	Rules    int       `db:"rules" json:"rules"`
	Terms    int       `db:"terms" json:"terms"`
	LoadedAt time.Time `db:"loaded_at" json:"loaded_at"`
}

// ImportCR reads a Comprehensive Rules text file in the format Wizards of
// the Coast publishes and checks it: every rule is parsed, and a file that
// is not laid out as the rules are is refused with a *cr.ParseError that
// gives the line (see cr.Parse). It stores the edition with its text,
// replacing what was stored for that edition before. The newest edition
// imported is then the rules in use, in this process at once (cr.Use) and
// in every process at its next start. name names the file in the
// edition's Source.
func (s *Store) ImportCR(ctx context.Context, r io.Reader, name string) (CREdition, error) {
	data, err := io.ReadAll(io.LimitReader(r, cr.MaxFileSize+1))
	if err != nil {
		return CREdition{}, err
	}
	doc, err := cr.Parse(bytes.NewReader(data))
	if err != nil {
		return CREdition{}, err
	}
	if name == "" {
		name = "imported"
	}
	// Stored as UTF-8, as parsed: a file in UTF-16 or with a byte order
	// mark is stored as the text it holds.
	text, err := cr.Decode(data)
	if err != nil {
		return CREdition{}, err
	}
	ed, err := s.loadCR(ctx, doc, name, text)
	if err != nil {
		return ed, err
	}
	cur, err := s.CurrentCR(ctx)
	if err != nil {
		return ed, err
	}
	cr.Use(cur)
	return ed, nil
}

func (s *Store) loadCR(ctx context.Context, doc *cr.Document, source, text string) (CREdition, error) {
	digest, err := digestOf(struct {
		Rules    []cr.Rule
		Glossary []cr.Term
		Text     string
	}{doc.Rules, doc.Glossary, text})
	if err != nil {
		return CREdition{}, err
	}
	kind := "cr " + doc.Edition
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		ok, err := loaded(ctx, tx, kind, digest)
		if ok || err != nil {
			return err
		}
		if source == SourceEmbedded {
			var had string
			err := tx.QueryRow(ctx, "select source from cr_editions where edition = $1", doc.Edition).Scan(&had)
			if err == nil && had != SourceEmbedded {
				return nil // a full imported edition is not replaced by the excerpt
			}
			if err != nil && !errors.Is(err, pgx.ErrNoRows) {
				return err
			}
		}
		var stored *string
		if text != "" {
			stored = &text
		}
		if _, err := tx.Exec(ctx, `insert into cr_editions (edition, source, text) values ($1, $2, $3)
			on conflict (edition) do update set source = excluded.source, text = excluded.text, loaded_at = now()`, doc.Edition, source, stored); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "delete from cr_rules where edition = $1", doc.Edition); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "delete from cr_glossary where edition = $1", doc.Edition); err != nil {
			return err
		}
		rules := make([][]any, len(doc.Rules))
		for i, r := range doc.Rules {
			ex := r.Examples
			if ex == nil {
				ex = []string{}
			}
			rules[i] = []any{doc.Edition, r.Number, i + 1, r.Text, ex}
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"cr_rules"}, []string{"edition", "number", "seq", "text", "examples"}, pgx.CopyFromRows(rules)); err != nil {
			return fmt.Errorf("storing rules: %w", err)
		}
		terms := make([][]any, len(doc.Glossary))
		for i, t := range doc.Glossary {
			terms[i] = []any{doc.Edition, t.Term, i + 1, t.Text}
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"cr_glossary"}, []string{"edition", "term", "seq", "text"}, pgx.CopyFromRows(terms)); err != nil {
			return fmt.Errorf("storing the glossary: %w", err)
		}
		return markLoaded(ctx, tx, kind, digest)
	})
	if err != nil {
		return CREdition{}, err
	}
	return s.crEdition(ctx, doc.Edition)
}

func (s *Store) crEdition(ctx context.Context, edition string) (CREdition, error) {
	rows, err := s.pool.Query(ctx, `select e.edition, e.source, e.loaded_at,
			(select count(*) from cr_rules r where r.edition = e.edition) as rules,
			(select count(*) from cr_glossary g where g.edition = e.edition) as terms
		from cr_editions e where e.edition = $1`, edition)
	if err != nil {
		return CREdition{}, err
	}
	e, err := pgx.CollectExactlyOneRow(rows, pgx.RowToStructByName[CREdition])
	if errors.Is(err, pgx.ErrNoRows) {
		return CREdition{}, notFound("no Comprehensive Rules edition %s", edition)
	}
	return e, err
}

// CREditions lists the Comprehensive Rules editions in the database,
// newest first.
func (s *Store) CREditions(ctx context.Context) ([]CREdition, error) {
	rows, err := s.pool.Query(ctx, `select e.edition, e.source, e.loaded_at,
			(select count(*) from cr_rules r where r.edition = e.edition) as rules,
			(select count(*) from cr_glossary g where g.edition = e.edition) as terms
		from cr_editions e order by e.edition desc`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByName[CREdition])
}

// CRRule is one rule of the Comprehensive Rules as stored.
type CRRule struct {
	Edition  string   `db:"edition" json:"edition"`
	Number   string   `db:"number" json:"number"`
	Text     string   `db:"text" json:"text"`
	Examples []string `db:"examples" json:"examples,omitzero"`
}

var ruleNumberRe = regexp.MustCompile(`^\d{1,3}(\.\d+[a-z]{0,2})?$`)

// CRRule returns a rule by number ("106.7", "CR 106.12a", "rule 603.4.")
// from the newest edition in the database that has it.
func (s *Store) CRRule(ctx context.Context, number string) (CRRule, error) {
	n := strings.ToLower(strings.TrimSpace(number))
	for _, prefix := range []string{"cr", "rule"} {
		n = strings.TrimSpace(strings.TrimPrefix(n, prefix))
	}
	n = strings.TrimSuffix(n, ".")
	if !ruleNumberRe.MatchString(n) {
		return CRRule{}, invalid("%q is not a rule number: expected a number like 106.7 or 603.4a", number)
	}
	rows, err := s.pool.Query(ctx, `select edition, number, text, examples from cr_rules
		where number = $1 order by edition desc limit 1`, n)
	if err != nil {
		return CRRule{}, err
	}
	r, err := pgx.CollectExactlyOneRow(rows, pgx.RowToStructByName[CRRule])
	if errors.Is(err, pgx.ErrNoRows) {
		return CRRule{}, notFound("no rule %s in the Comprehensive Rules in the database", n)
	}
	return r, err
}
