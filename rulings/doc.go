// Package rulings keeps the engine's rulings in Postgres so that judges can
// cite them: content-addressed ids, who asked and where, judges' reviews,
// search by card and words, re-checks against a newer engine, and the
// reference data (cards, their official rulings, the Comprehensive Rules)
// that rulings cite.
//
// A ruling's id is the start of the SHA-256 of its engine version and its
// canonical question (Digest, FullID), written in Crockford's base 32
// (Alphabet): eight characters, one more only when another question holds
// those eight. The same question always gets the same id, so a ruling is
// stored once and never changed; each ask adds a row that says who asked,
// where and when.
//
//	s, err := rulings.Connect(ctx, rulings.Options{URL: cfg.Database.URL.Value()})
//	if err != nil {
//		return err
//	}
//	defer s.Close()
//	id, err := s.Save(ctx, ruling, rulings.Asker{Source: rulings.SourceDiscord, UserID: "42"})
//	stored, err := s.Get(ctx, id)
//	page, err := s.Search(ctx, rulings.Query{Card: "Ghirapur Orrery", Text: "upkeep"})
//
// Open and Connect bring the schema up to date (Migrate, the SQL files of
// package db, under an advisory lock) and load the reference data
// (LoadReference), both safe to run from many processes at once. With no
// URL, Connect starts a private Postgres cluster (package db/pgembed).
//
// Errors for a missing ruling or rule match ErrNotFound, and errors for a
// request the store refuses match ErrInvalid (errors.Is); their text is
// written for the person who asked.
package rulings
