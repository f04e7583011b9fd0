package app

import (
	"context"
	"fmt"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rulings"
)

// Request is one command for Do to answer.
type Request struct {
	Inv command.Invocation
	// Question is the question already read from Inv (with Inv.Read, to
	// look at its board first), or nil to read it.
	Question command.Question
	// Who asked: stored with a ruling, and the reviewer of a review.
	Who rulings.Asker
	// Unstored answers a question without storing its ruling, whatever
	// the store (the web playground, bot ask --no-store).
	Unstored bool
	// Page and PerPage choose the page of a search: 0 means the first
	// page and rulings.DefaultPerPage.
	Page, PerPage int
}

// Reply is what a command got. Handler says which of its parts is set:
// exactly one, the others are zero.
type Reply struct {
	Handler command.Handler
	// Command is the command in canonical form.
	Command string
	// Result answers AskEngine.
	Result *Result
	// Stored answers ShowRuling.
	Stored *rulings.StoredRuling
	// Search answers SearchRulings.
	Search *Search
	// Reviewed answers ReviewRuling.
	Reviewed *Reviewed
	// Rule answers LookUpRule.
	Rule *present.RuleAnswer
	// Card answers LookUpCard.
	Card *present.Card
	// Help answers ShowHelp.
	Help string
}

// Search is a page of stored rulings and what found them.
type Search struct {
	Query rulings.Query
	rulings.Page
}

// Reviewed is a review recorded: the ruling's id in its normal form and
// the review as recorded.
type Reviewed struct {
	ID     string
	Review rulings.Review
}

// Do answers any command, by the handler its command.Spec names: the one
// place that decides what runs for a command, for every front end. Errors
// are those of the operation, for ErrorCode.
func (a *App) Do(ctx context.Context, req Request) (*Reply, error) {
	spec, ok := command.Lookup(req.Inv.Name)
	if !ok {
		return nil, fmt.Errorf("internal error: /%s is not a command", req.Inv.Name)
	}
	rep := &Reply{Handler: spec.Handler, Command: req.Inv.String()}
	var err error
	opts := req.Inv.Options
	switch spec.Handler {
	case command.AskEngine:
		rep.Result, err = a.answer(ctx, req.Inv, req.Question, req.Who, !req.Unstored)
	case command.ShowRuling:
		rep.Stored, err = a.Ruling(ctx, opts["id"])
	case command.SearchRulings:
		q := rulings.Query{Card: opts["card"], Text: opts["text"], Page: req.Page, PerPage: req.PerPage}
		var page rulings.Page
		page, err = a.SearchRulings(ctx, q)
		rep.Search = &Search{Query: q, Page: page}
	case command.ReviewRuling:
		rep.Reviewed, err = a.review(ctx, opts["id"], opts["verdict"], opts["note"], req.Who)
	case command.LookUpRule:
		rep.Rule, err = a.Rule(opts["rule"])
	case command.LookUpCard:
		rep.Card, err = a.Card(opts["name"])
	case command.ShowHelp:
		rep.Help = command.Help()
	default:
		err = fmt.Errorf("internal error: /%s names no handler", spec.Name)
	}
	if err != nil {
		return nil, err
	}
	return rep, nil
}

// review records a review of the ruling with that id by who.
func (a *App) review(ctx context.Context, id, verdict, note string, who rulings.Asker) (*Reviewed, error) {
	v, err := rulings.ParseVerdict(verdict)
	if err != nil {
		return nil, err
	}
	rv := rulings.Review{Verdict: v, Note: note, ReviewerID: who.UserID, ReviewerName: who.UserName}
	nid, err := a.Review(ctx, id, rv)
	if err != nil {
		return nil, err
	}
	return &Reviewed{ID: nid, Review: rv}, nil
}
