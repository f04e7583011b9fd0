package app

import (
	"context"
	"errors"

	"github.com/orrery-judge/orrery/rulings"
)

// ErrNoStore is returned by the operations on stored rulings of an App
// without a store.
var ErrNoStore = errors.New("no store of rulings is set up")

// The operations of /ruling show, search and review, the same for every
// front end: each maps rulings.ErrNotFound, rulings.ErrInvalid and
// ErrNoStore to its own reply.

// Ruling returns the stored ruling with that id (/ruling show).
func (a *App) Ruling(ctx context.Context, id string) (*rulings.StoredRuling, error) {
	if a.Store == nil {
		return nil, ErrNoStore
	}
	return a.Store.Get(ctx, id)
}

// SearchRulings finds stored rulings, newest first (/ruling search).
func (a *App) SearchRulings(ctx context.Context, q rulings.Query) (rulings.Page, error) {
	if a.Store == nil {
		return rulings.Page{}, ErrNoStore
	}
	return a.Store.Search(ctx, q)
}

// Review records a judge's review of a stored ruling and returns the
// ruling's id in its normal form (/ruling review).
func (a *App) Review(ctx context.Context, id string, rv rulings.Review) (string, error) {
	if a.Store == nil {
		return "", ErrNoStore
	}
	if err := a.Store.Review(ctx, id, rv); err != nil {
		return "", err
	}
	nid, _ := rulings.NormalizeID(id)
	return nid, nil
}
