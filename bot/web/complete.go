package web

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// maxCompletions is how many completions GET /api/complete offers at most.
const maxCompletions = 12

// completions is the answer of GET /api/complete.
type completions struct {
	// Replace is the end of the text asked about that a completion
	// replaces: "/judge t", "bo", `"Exotic Or`; "" when a completion is
	// added after it.
	Replace string `json:"replace"`
	// Items are the completions, best first.
	Items []completion `json:"items"`
}

// completion is one completion: Value replaces Replace; Label and Detail
// are what the list shows.
type completion struct {
	Value  string `json:"value"`
	Label  string `json:"label"`
	Detail string `json:"detail,omitempty"`
}

// complete serves GET /api/complete?q=TEXT: the completions of a command
// typed as far as TEXT (the text before the cursor), from the command
// table (commands, options, choices) and the catalog (card names, the
// permanents of the board typed so far), as JSON. It answers 200 with no
// items when there is nothing to offer.
func (s *server) complete(w http.ResponseWriter, r *http.Request) {
	c := s.completions(r.Context(), r.URL.Query().Get("q"))
	if c.Items == nil {
		c.Items = []completion{}
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-cache")
	json.NewEncoder(w).Encode(c)
}

// completions are the completions of the command typed as far as text,
// leaving out any that would change nothing (so that Tab, which takes a
// completion, still leaves the box once the text is complete).
func (s *server) completions(ctx context.Context, text string) completions {
	c := s.allCompletions(ctx, text)
	items := c.Items[:0]
	for _, it := range c.Items {
		if it.Value != c.Replace {
			items = append(items, it)
		}
	}
	c.Items = items
	return c
}

// allCompletions are the completions of the command typed as far as text.
func (s *server) allCompletions(ctx context.Context, text string) completions {
	t := command.ReadTyping(text)
	c := completions{Replace: t.Word}
	switch t.Kind {
	case command.TypingCommand:
		c.Items = commandCompletions(t.Word)
	case command.TypingOption:
		c.Items = optionCompletions(t)
	case command.TypingValue:
		if t.Option.Name == "board" && t.Option.Autocomplete == command.None {
			return boardCompletions(t)
		}
		for _, sg := range s.app.Suggest(ctx, s.log, t.Option, t.Value, t.Given["board"], maxCompletions) {
			item := completion{Value: command.Quote(sg.Value) + " ", Label: sg.Value}
			if sg.Label != sg.Value {
				item.Detail = sg.Label
			}
			c.Items = append(c.Items, item)
		}
	}
	return c
}

// commandCompletions are the commands whose path starts as typed: "/ju"
// and "judge t" find /judge tap.
func commandCompletions(typed string) []completion {
	want := "/" + strings.Join(strings.Fields(strings.ToLower(strings.TrimPrefix(strings.TrimSpace(typed), "/"))), " ")
	if strings.HasSuffix(typed, " ") && want != "/" {
		want += " "
	}
	var out []completion
	for _, sp := range command.Specs() {
		path := "/" + sp.Name
		if !strings.HasPrefix(path+" ", want) {
			continue
		}
		value := path
		if len(sp.Options) > 0 {
			value += " "
		}
		out = append(out, completion{Value: value, Label: sp.Usage(), Detail: sp.Description})
	}
	return out
}

// optionCompletions are the options of the command not given yet whose
// name starts as typed, required ones first as the command lists them.
func optionCompletions(t command.Typing) []completion {
	want := strings.ToLower(t.Word)
	var out []completion
	for _, o := range t.Spec.Options {
		if _, given := t.Given[o.Name]; given || !strings.HasPrefix(o.Name, want) {
			continue
		}
		detail := o.Help()
		if !o.Required {
			detail += " (optional)"
		}
		out = append(out, completion{Value: o.Name + ":", Label: o.Name + ":", Detail: detail})
	}
	return out
}

// boardCompletions are the card names for the card being typed in a
// quoted board: "me: Forest, Mana Re" offers Mana Reflection.
func boardCompletions(t command.Typing) completions {
	item := command.BoardItem(t.Value)
	if !t.Quoted || strings.TrimSpace(item) == "" || !strings.HasSuffix(t.Word, item) {
		return completions{Items: nil}
	}
	c := completions{Replace: item}
	for _, name := range catalog.Complete(item, 4*maxCompletions) {
		// A board lists permanents: an instant or a sorcery is no item
		// (CR 110.4).
		if card, ok := catalog.Lookup(name); ok && !rules.PermanentCard(card) {
			continue
		}
		if len(c.Items) == maxCompletions {
			break
		}
		// Inside quotes, a quote in a name is escaped.
		c.Items = append(c.Items, completion{Value: strings.ReplaceAll(name, `"`, `\"`), Label: name})
	}
	return c
}
