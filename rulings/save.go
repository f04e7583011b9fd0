package rulings

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// Source is where a question was asked.
type Source string

// The places a question can be asked.
const (
	SourceCLI     Source = "cli"
	SourceDiscord Source = "discord"
	SourceWeb     Source = "web"
)

// Asker is who asked a question, where: stored apart from the ruling, one
// row per ask. Empty fields were not known (a terminal has no guild).
type Asker struct {
	Source    Source
	UserID    string
	UserName  string
	GuildID   string
	ChannelID string
	// AskedAt is when the question was asked, for a ruling stored later
	// than it was answered (the database was away); zero means now, by
	// the database's clock.
	AskedAt time.Time
}

// Save stores a ruling, if no ruling for the same canonical question and
// engine version is stored yet, records the ask, and sets r.ID to the
// ruling's id, which it returns. Stored rulings never change: asking the
// same question again adds an ask and returns the same id.
//
// The asks of rulings already stored are written in group commits: the
// Saves under way at once share one statement, and so one commit, with no
// wait added when a Save comes alone. A Save whose ctx ends before its ask
// is taken into a group returns ctx's error at once and records nothing;
// once taken, it waits for the group's outcome (at most until the latest
// deadline among the group's asks, counting ten seconds for an ask without
// one), so that what it returns says what was written. A Save after Close
// fails.
func (s *Store) Save(ctx context.Context, r *rules.Ruling, who Asker) (string, error) {
	switch who.Source {
	case SourceCLI, SourceDiscord, SourceWeb:
	default:
		return "", invalid("asker source %q: expected %q, %q or %q", who.Source, SourceCLI, SourceDiscord, SourceWeb)
	}
	CiteRulesInUse(r)
	if err := s.asks.begin(); err != nil {
		return "", fmt.Errorf("saving ruling: %w", err)
	}
	defer s.asks.end()
	var at *time.Time // null: now()
	if !who.AskedAt.IsZero() {
		at = &who.AskedAt
	}
	// Most questions asked were asked before: when the ruling is stored,
	// the ask is written with the others waiting.
	digest := Digest(r)
	id, err := s.asks.record(ctx, &ask{
		digest:    digest[:],
		command:   r.Command,
		source:    string(who.Source),
		userID:    who.UserID,
		userName:  who.UserName,
		guildID:   who.GuildID,
		channelID: who.ChannelID,
		askedAt:   at,
	})
	if err != nil {
		return "", fmt.Errorf("saving ruling: %w", err)
	}
	if id != "" {
		r.ID = id
		return id, nil
	}
	// The ruling is not stored yet: store it and the ask together.
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var err error
		if id, err = insertRuling(ctx, tx, r, at); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `insert into asks (ruling_id, command, source, user_id, user_name, guild_id, channel_id, asked_at)
			values ($1, $2, $3, $4, $5, $6, $7, coalesce($8, now()))`,
			id, r.Command, string(who.Source), who.UserID, who.UserName, who.GuildID, who.ChannelID, at)
		return err
	})
	if err != nil {
		return "", fmt.Errorf("saving ruling: %w", err)
	}
	r.ID = id
	return id, nil
}

// insertRuling stores r unless its question is stored already, and returns
// its id: the first IDLength characters of its full id, or more when a
// different question holds those. at is when it was asked, nil for now.
func insertRuling(ctx context.Context, tx pgx.Tx, r *rules.Ruling, at *time.Time) (string, error) {
	digest := Digest(r)
	full := FullID(r)
	stored := *r
	stored.ID = ""
	body, err := json.Marshal(&stored)
	if err != nil {
		return "", fmt.Errorf("encoding the ruling: %w", err)
	}
	names := cardsIn(r)
	keys := make([]string, len(names))
	for i, n := range names {
		keys[i] = catalog.Key(n)
	}
	cr := r.CR
	if cr == "" {
		cr = rules.CREdition
	}
	canonical := Canonical(r)
	// Most questions asked were asked before: look first.
	var id string
	err = tx.QueryRow(ctx, `select id from rulings where digest = $1`, digest[:]).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return "", err
	}
	for n := IDLength; n <= len(full); n++ {
		tag, err := tx.Exec(ctx, `insert into rulings
			(id, digest, engine, cr_edition, command, question, canonical, board, answer, understood, ruling, cards, card_keys, search, created_at)
			values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
				setweight(to_tsvector('english', $6 || ' ' || $7 || ' ' || $5), 'A') ||
				setweight(to_tsvector('english', $14), 'A') ||
				setweight(to_tsvector('english', $9), 'B') ||
				setweight(to_tsvector('english', $8), 'C'),
				coalesce($15, now()))
			on conflict do nothing`,
			full[:n], digest[:], engineOf(r), cr, r.Command, r.Question, canonical, r.Board, r.Answer, r.Understood,
			body, names, keys, strings.Join(names, " "), at)
		if err != nil {
			return "", err
		}
		if tag.RowsAffected() == 1 {
			return full[:n], nil
		}
		// Either this question was stored meanwhile (under this id or a
		// longer one), or another question holds this id.
		err = tx.QueryRow(ctx, `select id from rulings where digest = $1`, digest[:]).Scan(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return "", err
		}
	}
	return "", fmt.Errorf("no free id for ruling %s", full)
}

var inlineCardRe = regexp.MustCompile(`\[([^:\[\]]+):`)

// cardsIn lists the cards a ruling's question mentions, for search by card:
// catalog cards named in its canonical question, inline cards written into
// its board, and the cards of the official rulings and triggers it cites.
func cardsIn(r *rules.Ruling) []string {
	seen := map[string]bool{}
	var names []string
	add := func(name string) {
		name = strings.TrimSpace(name)
		if k := catalog.Key(name); k != "" && !seen[k] {
			seen[k] = true
			names = append(names, name)
		}
	}
	text := Canonical(r) + "\n" + r.Board
	idx := namesByWords(catalog.Current())
	words := strings.FieldsFunc(catalog.Key(text), notNamePart)
	for i := range words {
		for n := 1; n <= idx.most && i+n <= len(words); n++ {
			if name, ok := idx.names[strings.Join(words[i:i+n], " ")]; ok {
				add(name)
			}
		}
	}
	for _, m := range inlineCardRe.FindAllStringSubmatch(text, -1) {
		add(m[1])
	}
	for _, c := range r.Rulings {
		add(c.Card)
	}
	for _, t := range r.Triggers {
		if c, ok := catalog.Lookup(t.Source); ok {
			add(c.Name)
		}
	}
	slices.Sort(names)
	return names
}

// nameWords finds the card names of a pool in text by their words.
type nameWords struct {
	names map[string]string // the words of a name, folded and joined by spaces → the name
	most  int               // the most words a name has
}

var nameWordsOf sync.Map // *catalog.Pool → *nameWords

// namesByWords indexes every name of p (cards and faces) by its words,
// once per pool.
func namesByWords(p *catalog.Pool) *nameWords {
	if v, ok := nameWordsOf.Load(p); ok {
		return v.(*nameWords)
	}
	idx := &nameWords{names: map[string]string{}}
	for _, n := range p.Names() {
		words := strings.FieldsFunc(catalog.Key(n), notNamePart)
		if len(words) == 0 {
			continue
		}
		idx.names[strings.Join(words, " ")] = n
		idx.most = max(idx.most, len(words))
	}
	v, _ := nameWordsOf.LoadOrStore(p, idx)
	return v.(*nameWords)
}

// notNamePart splits text into the words of card names: letters, digits
// and apostrophes stay together, everything else separates.
func notNamePart(r rune) bool {
	return !(r == '\'' || r == '-' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f)
}
