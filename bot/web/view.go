package web

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
)

// rulingView is a ruling as the pages show it: the ruling page and the
// playground's answer render the same view.
type rulingView struct {
	// ID is the stored ruling's id, "" when it is not stored.
	ID string
	// Path is the ruling page's path and URL its absolute link; both ""
	// when the ruling is not stored.
	Path string
	URL  string

	Command    string
	Canonical  string
	Question   string
	Understood bool
	Answer     string
	// Tone colors the answer: a present.Verdict, "yes", "no", "unclear"
	// or "plain".
	Tone     string
	Outcomes []outcomeView
	Payments *paymentsView
	Facts    []fact
	Board    *boardView
	Steps    []stepView
	Rules    []ruleView
	Rulings  []rules.CitedRuling
	Engine   string
	CR       string
	// Cards is the edition of the card data the ruling was made with.
	Cards string
	// Citation is the plain text a judge pastes to cite the ruling.
	Citation string
	// Heading is true when the answer is the page's main heading.
	Heading bool

	// Stored is what the store knows about a stored ruling; nil for a
	// ruling that is not stored.
	Stored *storedView
	// NotStored says why an answer has no page, "" when it has one.
	NotStored string
	// Cite is the command the playground's "Get a citable id" button
	// posts to /cite to store the answer, "" when there is no button.
	Cite string
}

// storedView is what is known of a stored ruling beyond the ruling itself.
type storedView struct {
	CreatedAt time.Time
	Asks      int
	// SupersededBy is the id of the newer ruling, SupersededPath its page.
	SupersededBy   string
	SupersededPath string
	SupersededAt   *time.Time
	CREdition      string
	Reviews        []rulings.Review
}

// outcomeView is one outcome.
type outcomeView struct {
	Choices []string
	// HasMana is true for questions that produce mana; Mana is then the
	// symbols, empty for no mana.
	HasMana bool
	Mana    []manaSymbol
	// Counts are the cards each player draws and holds after, and their
	// life total after where an upkeep changes it, one row a player;
	// ShowDraws, ShowHand and ShowLife say which columns the outcome has.
	Counts    []countRow
	ShowDraws bool
	ShowHand  bool
	ShowLife  bool
	Events    []string
}

// countRow is what one player draws and holds after an outcome.
type countRow struct {
	Player string
	Draws  string
	Hand   string
	Life   string
}

// manaSymbol is one mana symbol: its text "{G}" and the letter inside,
// which the stylesheet colors.
type manaSymbol struct {
	Text   string
	Letter string
}

// fact is one field that answers the question: "Land plays left: 2".
type fact struct {
	Label string
	Value string
	// Mana, when set, is shown instead of Value.
	Mana []manaSymbol
}

// stepView is one step of the reasoning.
type stepView struct {
	Text    string
	Rules   []string
	Rulings []citedRef
}

// citedRef points from a step to one of the official rulings cited.
type citedRef struct {
	Card string
	Date string
	// N is the ruling's number in the list of official rulings cited, 0
	// when the list lacks it.
	N int
}

// ruleView is one cited rule with its text.
type ruleView struct {
	Number     string
	Anchor     string
	Section    string
	Paragraphs []string
	Examples   []string
	// Missing is true when the rule's text is not at hand.
	Missing bool
}

// newRulingView makes the view of a ruling. url is its page's absolute
// link ("" when not stored); the rules' text comes from the embedded
// Comprehensive Rules, or from the store for a rule the excerpt lacks.
func (s *server) newRulingView(ctx context.Context, r *rules.Ruling, url string) *rulingView {
	v := &rulingView{
		ID:         r.ID,
		URL:        url,
		Command:    r.Command,
		Question:   r.Question,
		Understood: r.Understood,
		Answer:     r.Answer,
		Tone:       string(present.VerdictOf(r)),
		Facts:      facts(r),
		Payments:   newPaymentsView(r),
		Rulings:    r.Rulings,
		Engine:     r.Engine,
		CR:         r.CR,
		Cards:      r.Cards,
	}
	if r.ID != "" {
		v.Path = rulingPath(r.ID)
	}
	if r.Canonical != "" && r.Canonical != r.Command {
		v.Canonical = r.Canonical
	}
	for _, o := range r.Outcomes {
		v.Outcomes = append(v.Outcomes, newOutcomeView(o))
	}
	if r.Board != "" {
		v.Board = newBoardView(r.Board)
	}
	for _, st := range r.Steps {
		sv := stepView{Text: st.Text, Rules: st.Rules}
		for _, c := range st.Rulings {
			ref := citedRef{Card: c.Card, Date: c.Date}
			if i := slices.Index(r.Rulings, c); i >= 0 {
				ref.N = i + 1
			}
			sv.Rulings = append(sv.Rulings, ref)
		}
		v.Steps = append(v.Steps, sv)
	}
	for _, n := range r.Rules {
		v.Rules = append(v.Rules, s.ruleText(ctx, n))
	}
	v.Citation = citation(r, url)
	return v
}

// citation is the one line a judge pastes: the answer, the id, the
// versions it was made with, and the link.
func citation(r *rules.Ruling, url string) string {
	var b strings.Builder
	b.WriteString(r.Answer)
	b.WriteString(" — Orrery ruling")
	if r.ID != "" {
		b.WriteString(" " + r.ID)
	}
	fmt.Fprintf(&b, " (%s; engine %s, CR %s)", r.Command, r.Engine, r.CR)
	if url != "" {
		b.WriteString(" " + url)
	}
	return b.String()
}

func newOutcomeView(o rules.Outcome) outcomeView {
	v := outcomeView{
		Choices:   o.Choices,
		Counts:    countRows(o.Draws, o.Hand, o.Life),
		ShowDraws: len(o.Draws) > 0,
		ShowHand:  len(o.Hand) > 0,
		ShowLife:  len(o.Life) > 0,
		Events:    o.Events,
	}
	if o.Mana != nil {
		v.HasMana = true
		v.Mana = manaSymbols(*o.Mana)
	}
	return v
}

// countRows lists the cards each player draws and holds after, and their
// life after: me first, then the others by name. A number not given is "".
func countRows(draws, hand, life map[string]int) []countRow {
	seen := map[string]bool{}
	for _, m := range []map[string]int{draws, hand, life} {
		for p := range m {
			seen[p] = true
		}
	}
	players := slices.SortedFunc(maps.Keys(seen), present.ComparePlayers)
	out := make([]countRow, len(players))
	for i, p := range players {
		out[i].Player = rules.Capital(rules.PlayerName(p))
		if n, ok := draws[p]; ok {
			out[i].Draws = strconv.Itoa(n)
		}
		if n, ok := hand[p]; ok {
			out[i].Hand = strconv.Itoa(n)
		}
		if n, ok := life[p]; ok {
			out[i].Life = strconv.Itoa(n)
		}
	}
	return out
}

// manaSymbols splits mana like "{W}{U}{U}" into its symbols. Text that is
// not a symbol is kept as a symbol of its own, so nothing is lost.
func manaSymbols(mana string) []manaSymbol {
	var out []manaSymbol
	for mana != "" {
		if mana[0] == '{' {
			if end := strings.IndexByte(mana, '}'); end > 0 {
				out = append(out, manaSymbol{Text: mana[:end+1], Letter: mana[1:end]})
				mana = mana[end+1:]
				continue
			}
		}
		next := strings.IndexByte(mana[1:], '{')
		if next < 0 {
			out = append(out, manaSymbol{Text: mana})
			break
		}
		out = append(out, manaSymbol{Text: mana[:next+1]})
		mana = mana[next+1:]
	}
	return out
}

// facts are the fields that answer the question.
func facts(r *rules.Ruling) []fact {
	var fs []fact
	for _, f := range present.Facts(r) {
		v := fact{Label: f.Label, Value: f.Value}
		for _, t := range f.ManaTypes {
			v.Mana = append(v.Mana, manaSymbol{Text: "{" + t + "}", Letter: t})
		}
		fs = append(fs, v)
	}
	return fs
}

// ruleText finds a cited rule's text: in the embedded excerpt, or in the
// store for a rule only a fuller imported edition has.
func (s *server) ruleText(ctx context.Context, number string) ruleView {
	v := ruleView{Number: number, Anchor: ruleAnchor(number)}
	v.Section, _ = cr.Section(number)
	if r, ok := cr.Lookup(number); ok {
		v.Paragraphs = paragraphs(r.Text)
		v.Examples = r.Examples
		return v
	}
	if s.app.Store != nil {
		if r, err := s.app.Store.CRRule(ctx, number); err == nil {
			v.Paragraphs = paragraphs(r.Text)
			v.Examples = r.Examples
			return v
		}
	}
	v.Missing = true
	return v
}

// ruleAnchor is the id of a cited rule on the page: "cr-106.12a".
func ruleAnchor(number string) string {
	return "cr-" + number
}

// paragraphs splits text into its non-empty lines.
func paragraphs(text string) []string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// newStoredView is what the store knows about a stored ruling.
func newStoredView(sr *rulings.StoredRuling) *storedView {
	v := &storedView{
		CreatedAt:    sr.CreatedAt,
		Asks:         sr.Asks,
		SupersededBy: sr.SupersededBy,
		SupersededAt: sr.SupersededAt,
		CREdition:    sr.CREdition,
		Reviews:      sr.Reviews,
	}
	if sr.SupersededBy != "" {
		v.SupersededPath = rulingPath(sr.SupersededBy)
	}
	return v
}
