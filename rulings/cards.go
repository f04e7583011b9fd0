package rulings

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// cardsLock is the key of the advisory lock held while an edition of the
// card data is imported, so that two imports of the same data at once
// store it once.
const cardsLock = int64(0x6f72726572790003) // "orrery" 3

// CardEdition is an edition of the card data imported into the database.
type CardEdition struct {
	ID int64 `db:"id" json:"id"`
	// Name is the edition as rulings made with it record it: its source,
	// its date and the start of its digest, like "MTGJSON AtomicCards
	// 2026-11-30 (3f2a9c01)".
	Name string `db:"name" json:"name"`
	// Source names the files it was read from.
	Source string `db:"source" json:"source"`
	// Digest is the SHA-256 of its compact form, in hex.
	Digest     string    `db:"digest" json:"digest"`
	Cards      int       `db:"cards" json:"cards"`
	ImportedAt time.Time `db:"imported_at" json:"imported_at"`
}

// ImportCards stores an edition of the card data read from source (the
// files' names), in one transaction. Importing data already stored changes
// nothing and returns the stored edition with added false. The newest
// edition imported is the one every process uses from its next start (see
// UseNewestCards).
func (s *Store) ImportCards(ctx context.Context, ed *catalog.Edition, source string) (e CardEdition, added bool, err error) {
	compact, err := catalog.EncodeCompact(ed)
	if err != nil {
		return CardEdition{}, false, fmt.Errorf("importing cards: %w", err)
	}
	sum := sha256.Sum256(compact)
	digest := hex.EncodeToString(sum[:])
	var packed bytes.Buffer
	zw := gzip.NewWriter(&packed)
	if _, err := zw.Write(compact); err != nil {
		return CardEdition{}, false, err
	}
	if err := zw.Close(); err != nil {
		return CardEdition{}, false, err
	}
	name := fmt.Sprintf("%s (%s)", ed.Name, digest[:8])
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "select pg_advisory_xact_lock($1)", cardsLock); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `insert into card_editions (name, source, digest, cards, data)
			values ($1, $2, $3, $4, $5) on conflict do nothing`,
			name, source, digest, len(ed.Cards), packed.Bytes())
		if err != nil {
			return err
		}
		added = tag.RowsAffected() == 1
		return nil
	})
	if err != nil {
		return CardEdition{}, false, fmt.Errorf("importing cards: %w", err)
	}
	e, err = s.cardEdition(ctx, "digest = $1", digest)
	return e, added, err
}

const cardEditionColumns = "id, name, source, digest, cards, imported_at"

func (s *Store) cardEdition(ctx context.Context, where string, arg any) (CardEdition, error) {
	rows, err := s.pool.Query(ctx, "select "+cardEditionColumns+" from card_editions where "+where, arg)
	if err != nil {
		return CardEdition{}, err
	}
	e, err := pgx.CollectExactlyOneRow(rows, pgx.RowToStructByName[CardEdition])
	if errors.Is(err, pgx.ErrNoRows) {
		return CardEdition{}, notFound("no card data edition %v", arg)
	}
	return e, err
}

// CardEditions lists the editions of the card data imported, newest first.
func (s *Store) CardEditions(ctx context.Context) ([]CardEdition, error) {
	rows, err := s.pool.Query(ctx, "select "+cardEditionColumns+" from card_editions order by imported_at desc, id desc")
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByName[CardEdition])
}

// NewestCards returns the pool of the newest edition imported, laid over
// the cards built into the program (catalog.Bundled) so that a card it
// lacks is still known; nil when none was imported.
func (s *Store) NewestCards(ctx context.Context) (*catalog.Pool, error) {
	var name string
	var data []byte
	err := s.pool.QueryRow(ctx, `select name, data from card_editions
		order by imported_at desc, id desc limit 1`).Scan(&name, &data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading the newest card data: %w", err)
	}
	return editionPool(name, data)
}

// UseNewestCards makes the newest edition imported the catalog every
// lookup of this process uses (catalog.Use), and leaves the catalog as it
// is when none was imported.
func (s *Store) UseNewestCards(ctx context.Context) error {
	p, err := s.NewestCards(ctx)
	if err != nil || p == nil {
		return err
	}
	catalog.Use(p)
	return nil
}

// CardsOf returns the pool a ruling recording edition name was made with:
// the built-in one, or an imported edition. ok is false for an edition
// this database does not have.
func (s *Store) CardsOf(ctx context.Context, name string) (p *catalog.Pool, ok bool, err error) {
	if name == catalog.Bundled().Edition() {
		return catalog.Bundled(), true, nil
	}
	if cur := catalog.Current(); name == cur.Edition() {
		return cur, true, nil
	}
	var data []byte
	err = s.pool.QueryRow(ctx, "select data from card_editions where name = $1", name).Scan(&data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	p, err = editionPool(name, data)
	return p, err == nil, err
}

// editionPool unpacks a stored edition and lays it over the built-in cards.
func editionPool(name string, data []byte) (*catalog.Pool, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("card data %s: %w", name, err)
	}
	compact, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("card data %s: %w", name, err)
	}
	ed, err := catalog.DecodeCompact(string(compact))
	if err != nil {
		return nil, fmt.Errorf("card data %s: %w", name, err)
	}
	return catalog.NewPool(name, catalog.Bundled().All(), ed.Cards), nil
}

// sameCardText reports whether a card reads the same in two pools: the
// same characteristics and Oracle text on every face. A card missing from
// one of them does not.
func sameCardText(a, b *catalog.Pool, name string) bool {
	ca, okA := a.Lookup(name)
	cb, okB := b.Lookup(name)
	if !okA || !okB {
		return okA == okB
	}
	fa, fb := facesOf(ca), facesOf(cb)
	if len(fa) != len(fb) {
		return false
	}
	for i := range fa {
		x, y := fa[i], fb[i]
		if x.Name != y.Name || x.ManaCost != y.ManaCost || x.TypeLine != y.TypeLine || x.Oracle != y.Oracle ||
			x.Power != y.Power || x.Toughness != y.Toughness || x.Loyalty != y.Loyalty {
			return false
		}
	}
	return true
}

func facesOf(c *catalog.Card) []*catalog.Card {
	if len(c.Faces) > 0 {
		return c.Faces
	}
	return []*catalog.Card{c}
}

// RefreshCards makes the newest edition imported the catalog in use when
// another process imported one since this process last looked, so that a
// long-running process follows imports without a restart. It reports
// whether the catalog changed; looking costs one small query.
func (s *Store) RefreshCards(ctx context.Context) (bool, error) {
	var name string
	err := s.pool.QueryRow(ctx, `select name from card_editions
		order by imported_at desc, id desc limit 1`).Scan(&name)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && name == catalog.Current().Edition() {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("looking for newer card data: %w", err)
	}
	if err := s.UseNewestCards(ctx); err != nil {
		return false, err
	}
	if err := s.loadCards(ctx); err != nil {
		return true, fmt.Errorf("mirroring the newer card data: %w", err)
	}
	return true, nil
}
