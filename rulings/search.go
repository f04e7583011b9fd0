package rulings

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// Query asks for stored rulings: those that mention a card, or contain
// words, or both. Empty fields do not filter.
type Query struct {
	// Card is a card name, or part of one ("orrery"). Case and curly
	// apostrophes do not matter.
	Card string
	// Text is words to look for in the question, answer, board and card
	// names, in Postgres web search syntax: words, "a phrase", -word, or.
	Text string
	// Page is the page wanted, from 1; 0 means 1.
	Page int
	// PerPage is the number of rulings on a page; 0 means DefaultPerPage,
	// at most MaxPerPage.
	PerPage int
}

// Page sizes for Search.
const (
	DefaultPerPage = 10
	MaxPerPage     = 100
)

// Bounds on what one search may ask, so that no query, however it is
// written, costs the database more than an ordinary one: longer words or
// a later page are refused as invalid, never sent to Postgres.
const (
	// MaxQueryRunes is the most characters Query.Card or Query.Text may
	// hold.
	MaxQueryRunes = 200
	// MaxPage is the last page Search serves.
	MaxPage = 1000
)

// Summary is one stored ruling in a list of search results.
type Summary struct {
	ID           string    `db:"id" json:"id"`
	Question     string    `db:"question" json:"question"`
	Command      string    `db:"command" json:"command"`
	Canonical    string    `db:"canonical" json:"canonical"`
	Board        string    `db:"board" json:"board,omitempty"`
	Answer       string    `db:"answer" json:"answer"`
	Understood   bool      `db:"understood" json:"understood"`
	Cards        []string  `db:"cards" json:"cards,omitzero"`
	CreatedAt    time.Time `db:"created_at" json:"created_at"`
	SupersededBy *string   `db:"superseded_by" json:"superseded_by,omitempty"`
	// Verdict is the latest review's verdict, "" if none.
	Verdict string `db:"verdict" json:"verdict,omitempty"`
}

// Page is one page of search results, newest ruling first.
type Page struct {
	Rulings []Summary `json:"rulings"`
	// Total is the number of rulings that match, on all pages.
	Total   int `json:"total"`
	Page    int `json:"page"`
	PerPage int `json:"per_page"`
}

// Pages is the number of pages the results fill.
func (p Page) Pages() int {
	if p.PerPage <= 0 {
		return 0
	}
	return (p.Total + p.PerPage - 1) / p.PerPage
}

// Search finds stored rulings that mention q.Card and match q.Text,
// newest first, one page at a time. Superseded rulings are included and
// say so.
func (s *Store) Search(ctx context.Context, q Query) (Page, error) {
	if q.Page < 0 || q.Page > MaxPage {
		return Page{}, invalid("page %d: pages are numbered from 1 to %d", q.Page, MaxPage)
	}
	if n := utf8.RuneCountInString(q.Card); n > MaxQueryRunes {
		return Page{}, invalid("the card name is %d characters long: at most %d", n, MaxQueryRunes)
	}
	if n := utf8.RuneCountInString(q.Text); n > MaxQueryRunes {
		return Page{}, invalid("the words are %d characters long: at most %d", n, MaxQueryRunes)
	}
	if q.PerPage < 0 || q.PerPage > MaxPerPage {
		return Page{}, invalid("per page %d: expected 1 to %d", q.PerPage, MaxPerPage)
	}
	p := Page{Page: max(q.Page, 1), PerPage: q.PerPage}
	if p.PerPage == 0 {
		p.PerPage = DefaultPerPage
	}
	var keys []string // nil: no card filter
	if strings.TrimSpace(q.Card) != "" {
		keys = cardKeys(q.Card)
	}
	text := strings.TrimSpace(q.Text)
	const where = `where ($1::text[] is null or r.card_keys && $1::text[])
		and ($2 = '' or r.search @@ websearch_to_tsquery('english', $2))`
	if err := s.pool.QueryRow(ctx, `select count(*) from rulings r `+where, keys, text).Scan(&p.Total); err != nil {
		return Page{}, fmt.Errorf("searching rulings: %w", err)
	}
	rows, err := s.pool.Query(ctx, `select r.id, r.question, r.command, r.canonical, r.board, r.answer, r.understood,
			r.cards, r.created_at, r.superseded_by,
			coalesce((select v.verdict from reviews v where v.ruling_id = r.id
				order by v.created_at desc, v.id desc limit 1), '') as verdict
		from rulings r `+where+`
		order by r.created_at desc, r.id desc
		limit $3 offset $4`, keys, text, p.PerPage, (p.Page-1)*p.PerPage)
	if err != nil {
		return Page{}, fmt.Errorf("searching rulings: %w", err)
	}
	if p.Rulings, err = pgx.CollectRows(rows, pgx.RowToStructByName[Summary]); err != nil {
		return Page{}, fmt.Errorf("searching rulings: %w", err)
	}
	if p.Rulings == nil {
		p.Rulings = []Summary{}
	}
	return p, nil
}

// cardKeys turns a card name as typed into the folded names it stands
// for: the card of that exact name, else every card of the catalog whose
// name contains it, else the folded text itself (an inline card).
func cardKeys(name string) []string {
	key := catalog.Key(name)
	if c, ok := catalog.Lookup(name); ok {
		return []string{catalog.Key(c.Name)}
	}
	var keys []string
	for _, c := range catalog.All() {
		if k := catalog.Key(c.Name); strings.Contains(k, key) {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		keys = []string{key}
	}
	return keys
}
