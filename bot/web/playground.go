package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
)

// playgroundData is the data of the playground: the command field, and
// the answer to the command asked, if any.
type playgroundData struct {
	layout
	// Query is the command as typed, put back in the field.
	Query string
	// At most one of the answers is set.
	Ruling *rulingView
	Rules  *rulesView
	Card   *cardView
	Help   string
	Error  *inputErrorView

	Commands  []commandHelp
	Examples  []example
	CardNames []string
}

// commandHelp is one command in the playground's help.
type commandHelp struct {
	Usage       string
	Description string
	Options     []optionHelp
	// Try is a command to try, "" when the command takes options that have
	// no example.
	Example string
}

// optionHelp is one option of a command in the help.
type optionHelp struct {
	Name string
	// Description is the option's help: what to give, its choices and
	// its default, each said once.
	Description string
	Required    bool
}

// example is a command the playground offers to try.
type example struct {
	Command string
	Says    string
}

// examples are the commands the playground offers; a test asks each one.
var examples = []example{
	{"/orrery upkeep hand:0", "Ghirapur Orrery at the beginning of an upkeep with no cards in hand"},
	{"/orrery lands orreries:2", "land plays with two Orreries"},
	{`/judge upkeep board:"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 2"`, "the Orrery in Two-Headed Giant, where it reads each player's own hand"},
	{`/judge tap board:"me: Forest, Mana Reflection; opp: Contamination" card:Forest`, "two replacement effects, applied in either order"},
	{`/judge could-produce board:"me: Reflecting Pool, Exotic Orchard; opp: Forest, Island" card:"Reflecting Pool"`, "what a land “could produce” (CR 106.7)"},
	{`/judge activate board:"me: Llanowar Elves (sick)" card:"Llanowar Elves"`, "summoning sickness and {T}"},
	{`/judge enters card:"Walking Ballista" x:3 board:"me: Unbound Flourishing"`, "X as it enters, doubled"},
	{`/judge pay board:"me: Forest, Island, Birds of Paradise, Sol Ring" cost:{2}{G}{U}`, "every way to pay a mana cost"},
	{"/cr rule:603.4", "the intervening “if” clause rule"},
	{`/card name:"Ghirapur Orrery"`, "a card's Oracle text, rulings, and what the engine understands"},
}

// commandExamples are the commands the help offers to try for each
// command that needs more than its name.
var commandExamples = map[string]string{
	"judge tap":           `/judge tap board:"me: Forest, Mana Reflection" card:Forest`,
	"judge could-produce": `/judge could-produce board:"me: Exotic Orchard; opp: Forest" card:"Exotic Orchard"`,
	"judge activate":      `/judge activate board:"me: Pili-Pala (tapped)" card:Pili-Pala`,
	"judge lands":         `/judge lands board:"me: Ghirapur Orrery, Exploration, lands played 1"`,
	"judge upkeep":        `/judge upkeep board:"me: Ghirapur Orrery, hand 0; opp: hand 2"`,
	"judge enters":        `/judge enters card:"Hangarback Walker" x:2`,
	"judge pay":           `/judge pay board:"me: Forest, Island, Llanowar Elves" cost:{1}{G}{U}`,
	"judge mana":          `/judge mana board:"me: Forest, Sol Ring, Birds of Paradise"`,
	"orrery lands":        "/orrery lands",
	"orrery upkeep":       "/orrery upkeep hand:0",
	"ruling search":       "/ruling search card:Orrery",
	"cr":                  "/cr rule:106.7",
	"card":                "/card name:Exploration",
	"help":                "/help",
}

func helpEntries() []commandHelp {
	var out []commandHelp
	for _, sp := range command.Specs() {
		h := commandHelp{Usage: sp.Usage(), Description: sp.Description, Example: commandExamples[sp.Name]}
		for _, o := range sp.Options {
			h.Options = append(h.Options, optionHelp{Name: o.Name, Description: o.Help(), Required: o.Required})
		}
		out = append(out, h)
	}
	return out
}

// playgroundPage is the playground with the data every view of it shares.
func (s *server) playgroundPage(r *http.Request, query string) playgroundData {
	p := playgroundData{
		layout:    s.layout(r, "", "Ask Orrery, a Magic: The Gathering rules judge: type a command as in Discord and get a ruling that cites the Comprehensive Rules and the official rulings."),
		Query:     query,
		Commands:  helpEntries(),
		Examples:  examples,
		CardNames: pageCardNames(),
	}
	p.Section = "ask"
	return p
}

// playground serves GET /: the form, help and examples.
func (s *server) playground(w http.ResponseWriter, r *http.Request) {
	p := s.playgroundPage(r, "")
	p.URL = s.canonicalURL("/")
	s.render(w, r, http.StatusOK, "playground", p)
}

// ask serves GET and POST /ask: the answer to the command in q, rendered
// on the playground. A card name in card (the card finder's field) asks
// /card for it. Nothing is stored: the answer offers a button that posts
// the command to /cite for that.
func (s *server) ask(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodPost {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	}
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "Unreadable form", "The form could not be read: it is too large or malformed.")
		return
	}
	q := strings.TrimSpace(r.Form.Get("q"))
	if q == "" {
		if card := strings.TrimSpace(r.Form.Get("card")); card != "" {
			q = "/card name:" + command.Quote(card)
		}
	}
	if q == "" {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	p, inv, ok := s.askedPage(w, r, q)
	if !ok {
		return
	}
	req := app.Request{Inv: inv, Who: rulings.Asker{Source: rulings.SourceWeb}, Unstored: true}
	switch spec, _ := command.Lookup(inv.Name); spec.Handler {
	case command.AskEngine:
		// Anyone may ask without a signature, and a link may make a
		// browser ask: answering writes nothing. POST /cite stores.
		question, err := s.readQuestion(inv)
		if err != nil {
			s.inputError(w, r, p, err)
			return
		}
		req.Question = question
	case command.ShowRuling, command.SearchRulings:
		// The web pages of stored rulings answer these.
		target, err := storedPath(inv)
		if err != nil {
			s.inputError(w, r, p, err)
			return
		}
		http.Redirect(w, r, target, http.StatusSeeOther)
		return
	case command.ReviewRuling:
		s.inputError(w, r, p, &rules.InputError{Message: fmt.Sprintf("/%s is for judges, in Discord: the web pages only show rulings", inv.Name)})
		return
	}
	rep, err := s.app.Do(r.Context(), req)
	if err != nil {
		s.inputError(w, r, p, err)
		return
	}
	switch {
	case rep.Result != nil:
		p.Ruling = s.newRulingView(r.Context(), rep.Result.Ruling, "")
		if s.app.Store == nil {
			p.Ruling.NotStored = "This server does not store rulings, so this answer has no page of its own."
		} else {
			p.Ruling.Cite = q
		}
		p.Description = shorten(200, rep.Result.Ruling.Answer)
	case rep.Rule != nil:
		p.Rules = newRulesView(rep.Rule)
	case rep.Card != nil:
		p.Card = newCardView(rep.Card)
	default:
		p.Help = rep.Help
	}
	s.render(w, r, http.StatusOK, "playground", p)
}

// askedPage is the playground's page for the command q, and q read: the
// page is not indexed, and titled with the command. Bad input is shown on
// it, and ok is false.
func (s *server) askedPage(w http.ResponseWriter, r *http.Request, q string) (p playgroundData, inv command.Invocation, ok bool) {
	p = s.playgroundPage(r, q)
	p.NoIndex = true
	p.Title = shorten(70, q)
	inv, err := command.Parse(q)
	if err != nil {
		s.inputError(w, r, p, err)
		return p, inv, false
	}
	return p, inv, true
}

// storedPath is the page that answers /ruling show or /ruling search.
func storedPath(inv command.Invocation) (string, error) {
	if inv.Name == "ruling show" {
		id, err := rulings.NormalizeID(inv.Options["id"])
		if err != nil {
			return "", &rules.InputError{Option: "id", Input: inv.Options["id"], Message: err.Error()}
		}
		return rulingPath(id), nil
	}
	v := url.Values{}
	if c := inv.Options["card"]; c != "" {
		v.Set("card", c)
	}
	if t := inv.Options["text"]; t != "" {
		v.Set("q", t)
	}
	if len(v) == 0 {
		return "/search", nil
	}
	return "/search?" + v.Encode(), nil
}

// inputErrorView is bad input as the playground shows it.
type inputErrorView struct {
	Heading     string
	Option      string
	Message     string
	Caret       string
	Suggestions []string
}

// inputError shows bad input on the playground with status 400, or, for
// any other error, the page that says the fault is ours.
func (s *server) inputError(w http.ResponseWriter, r *http.Request, p playgroundData, err error) {
	ie, ok := errorsAs[*rules.InputError](err)
	if !ok && app.ErrorCode(err) == app.Invalid { // not a ruling id, not a verdict
		ie, ok = &rules.InputError{Message: err.Error()}, true
	}
	if !ok {
		s.internalError(w, r, "answering on the playground", err)
		return
	}
	msg := ie.Message
	if ie.Multiline() { // a board over several lines: say which
		msg = "at " + ie.Position() + ": " + msg
	}
	p.Error = &inputErrorView{
		Heading:     "That command cannot be answered as written",
		Option:      ie.Option,
		Message:     msg,
		Caret:       ie.Caret(),
		Suggestions: ie.Suggestions,
	}
	s.render(w, r, http.StatusBadRequest, "playground", p)
}

// rulesView answers /cr: a rule with its subrules, a section with its
// rules, a glossary entry, or the rules a search by words found.
type rulesView struct {
	// Query is set for a search by words; ReadAs is it as read, where a
	// misspelt word was taken as another.
	Query  string
	ReadAs string
	// Missing is the rule number asked for that the rules do not hold;
	// Rules are then the rules nearest it.
	Missing string
	// Section is the section asked for, "702. Keyword Abilities".
	Section string
	// Term is the glossary entry the query names.
	Term  *present.Term
	Rules []ruleView
	// Card is the card the query names (present.RuleAnswer.Card).
	Card        string
	Edition     string
	Attribution string
}

// newRulesView shows the answer to /cr.
func newRulesView(a *present.RuleAnswer) *rulesView {
	v := &rulesView{Query: a.Query, ReadAs: a.ReadAs, Missing: a.Missing, Term: a.Term, Card: a.Card, Edition: a.CR, Attribution: cr.Attribution()}
	if a.Section != nil {
		v.Section = a.Section.Number + ". " + a.Section.Title
	}
	if a.Rule != nil {
		v.Rules = []ruleView{newRuleView(*a.Rule)}
	}
	for _, r := range a.Subrules {
		v.Rules = append(v.Rules, newRuleView(r))
	}
	for _, r := range a.Matches {
		v.Rules = append(v.Rules, newRuleView(r))
	}
	return v
}

func newRuleView(r present.Rule) ruleView {
	return ruleView{Number: r.Number, Anchor: ruleAnchor(r.Number), Section: r.Section, Paragraphs: paragraphs(r.Text), Examples: r.Examples}
}

// cardView answers /card.
type cardView struct {
	Name     string
	ManaCost []manaSymbol
	TypeLine string
	// Indicator is the color indicator's line, "" for none.
	Indicator   string
	PT          string
	Oracle      []string
	Abilities   []abilityView
	Rulings     []present.CardRuling
	Attribution string
	// PartOf says which card a face belongs to; OtherFaces are its other
	// faces, each its name and its printed lines.
	PartOf     string
	OtherFaces []faceView
	// Cards is the edition of the card data.
	Cards string
}

// faceView is one other face of a card with several.
type faceView struct {
	Name  string
	Lines []string
}

// abilityView says what the engine makes of one of a card's abilities.
type abilityView struct {
	Label      string
	Text       string
	Kind       string
	Understood bool
	Why        string
}

// newCardView shows the answer to /card.
func newCardView(c *present.Card) *cardView {
	v := &cardView{
		Name:        c.Name,
		ManaCost:    manaSymbols(c.ManaCost),
		TypeLine:    c.TypeLine,
		Indicator:   present.IndicatorLine(c.ColorIndicator),
		PT:          c.Stats(),
		Oracle:      paragraphs(c.Oracle),
		Rulings:     c.Rulings,
		Attribution: catalog.AttributionText,
		Cards:       c.Cards,
	}
	if c.CardName != "" {
		v.PartOf = fmt.Sprintf("One face of %s (%s).", c.CardName, c.Layout)
	}
	for _, f := range c.OtherFaces() {
		lines := strings.Split(f.Text(), "\n")
		v.OtherFaces = append(v.OtherFaces, faceView{Name: lines[0], Lines: lines[1:]})
	}
	for _, a := range c.Abilities {
		label := fmt.Sprintf("Ability %d", a.Number)
		if a.Number == 0 {
			label = "Not printed"
			if a.Source != "" {
				label = "From " + a.Source
			}
		}
		if a.Level != "" {
			label += ", level " + a.Level
		}
		v.Abilities = append(v.Abilities, abilityView{
			Label:      label,
			Text:       a.Text,
			Kind:       a.Kind,
			Understood: a.Understood,
			Why:        a.Why,
		})
	}
	return v
}
