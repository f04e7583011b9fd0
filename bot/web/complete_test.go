package web_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/command"
)

// completions is the JSON of GET /api/complete.
type completions struct {
	Replace string `json:"replace"`
	Items   []struct {
		Value  string `json:"value"`
		Label  string `json:"label"`
		Detail string `json:"detail"`
	} `json:"items"`
}

// complete asks GET /api/complete for the text and reads the answer.
func (s *site) complete(text string) completions {
	s.t.Helper()
	resp := s.get("/api/complete?" + url.Values{"q": {text}}.Encode())
	wantStatus(s.t, "complete "+text, resp, http.StatusOK)
	if ct := resp.header.Get("Content-Type"); ct != "application/json" {
		s.t.Errorf("complete %q: Content-Type %q", text, ct)
	}
	var c completions
	if err := json.Unmarshal([]byte(resp.body), &c); err != nil {
		s.t.Fatalf("complete %q: %v in %s", text, err, resp.body)
	}
	if c.Items == nil {
		s.t.Errorf("complete %q: items is not a list: %s", text, resp.body)
	}
	return c
}

func (c completions) values() []string {
	var out []string
	for _, it := range c.Items {
		out = append(out, it.Value)
	}
	return out
}

// The command box completes commands from the command table, options not
// given yet with their help, choices, card names, the permanents of the
// board typed so far, and card names inside the board; each completion
// replaces the end of the text it names, and what it makes parses.
func TestCompleteCommandsOptionsAndValues(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	cases := []struct {
		text    string
		replace string
		// want are values that must be offered, first the first.
		want []string
		// lacks are values that must not be.
		lacks []string
	}{
		{"", "", []string{"/judge tap "}, nil},
		{"/ju", "/ju", []string{"/judge tap ", "/judge could-produce ", "/judge mana "}, []string{"/orrery lands "}},
		{"/judge  T", "/judge  T", []string{"/judge tap "}, []string{"/judge lands "}},
		{"/cr", "/cr", []string{"/cr "}, []string{"/card "}},
		{"/he", "/he", []string{"/help"}, nil},
		{"/judge tap ", "", []string{"board:", "card:", "ability:"}, nil},
		{`/judge tap board:"me: Forest" `, "", []string{"card:", "ability:"}, []string{"board:"}},
		{"/orrery upkeep hand:0 f", "f", []string{"format:"}, []string{"hand:", "orreries:"}},
		{"/orrery upkeep hand:0 format:", "", []string{"1v1 ", "2hg "}, nil},
		{"/orrery upkeep hand:0 format:2", "2", []string{"2hg "}, []string{"1v1 "}},
		{"/judge enters card:Hangarback x:1 cast:f", "f", []string{"false "}, []string{"true "}},
		{"/card name:Ghirapur Orr", "Ghirapur Orr", []string{`"Ghirapur Orrery" `}, nil},
		{`/card name:"Exotic Or`, `"Exotic Or`, []string{`"Exotic Orchard" `}, nil},
		{`/judge tap board:"me: Forest, Exotic Orchard; opp: Forest" card:`, "", []string{"Forest ", `"Exotic Orchard" `, `"opp's Forest" `}, nil},
		{`/judge tap board:"me: Forest, Mana Refl`, "Mana Refl", []string{"Mana Reflection"}, nil},
		{`/judge tap board:"me: Forest; opp: 2x Contaminati`, "Contaminati", []string{"Contamination"}, nil},
		// A board lists permanents (CR 110.4): Dark Ritual is no item.
		{`/judge mana board:"me: Forest, Dark R`, "Dark R", nil, []string{"Dark Ritual"}},
		{"/cr rule:106.", "106.", []string{"106.1 "}, nil},
	}
	for _, c := range cases {
		got := s.complete(c.text)
		if got.Replace != c.replace {
			t.Errorf("complete %q: replace %q, want %q", c.text, got.Replace, c.replace)
		}
		values := got.values()
		if len(c.want) > 0 && (len(values) == 0 || values[0] != c.want[0]) {
			t.Errorf("complete %q: %q, want %q first", c.text, values, c.want[0])
		}
		for _, w := range c.want {
			if !slices.Contains(values, w) {
				t.Errorf("complete %q: %q lacks %q", c.text, values, w)
			}
		}
		for _, l := range c.lacks {
			if slices.Contains(values, l) {
				t.Errorf("complete %q: %q offers %q", c.text, values, l)
			}
		}
		if len(values) > max(12, len(command.Specs())) {
			t.Errorf("complete %q: %d items, want at most 12", c.text, len(values))
		}
		if !strings.HasSuffix(c.text, got.Replace) {
			t.Errorf("complete %q: replace %q is not the end of the text", c.text, got.Replace)
		}
	}
}

// A command completed option by option, always taking the first
// completion, parses; every command's completion says its usage and what
// it answers.
func TestCompleteBuildsACommandThatParses(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	text := "/orrery u"
	for _, add := range []string{"", "h", "0 f", "2"} {
		text += add
		c := s.complete(text)
		if len(c.Items) == 0 {
			t.Fatalf("complete %q: nothing", text)
		}
		text = strings.TrimSuffix(text, c.Replace) + c.Items[0].Value
	}
	if text != "/orrery upkeep hand:0 format:2hg " {
		t.Fatalf("the completed command is %q", text)
	}
	if _, err := command.Parse(text); err != nil {
		t.Errorf("the completed command %q does not parse: %v", text, err)
	}
	all := s.complete("/")
	if len(all.Items) != len(command.Specs()) {
		t.Errorf("complete \"/\": %d commands", len(all.Items))
	}
	for _, it := range all.Items {
		sp, ok := command.Lookup(strings.TrimSpace(it.Value))
		if !ok || it.Label != sp.Usage() || it.Detail != sp.Description {
			t.Errorf("complete \"/\": %+v does not show the command's usage and description", it)
		}
	}
	opts := s.complete("/orrery lands ")
	for _, it := range opts.Items {
		if strings.Count(it.Detail, "default") > 1 || !strings.HasSuffix(it.Detail, "(optional)") {
			t.Errorf("complete /orrery lands: %+v", it)
		}
	}
}

// Nothing is offered for what cannot be completed: an unknown command or
// option, a number, a statement of a board that names no card, a value
// not in quotes, a text too long; and ruling ids only from a store.
func TestCompleteOffersNothingWhereNothingFits(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	for _, text := range []string{
		"/nope ", "/judge nope ", "/judge tap nope:", "/judge tap board x",
		"/orrery upkeep hand:", `/judge tap board:"me: Forest (tapp`, `/judge tap board:"turn: o`,
		"/judge tap board:me", "/ruling show id:", "/" + strings.Repeat("a", command.MaxInput+1),
		// Complete already: a completion would change nothing.
		"/help",
	} {
		if c := s.complete(text); len(c.Items) > 0 {
			t.Errorf("complete %.40q: %q, want nothing", text, c.values())
		}
	}
	if resp := s.do(http.MethodPost, "/api/complete", nil, ""); resp.status == http.StatusOK {
		t.Errorf("POST /api/complete: status %d", resp.status)
	}
}

// With a store, the id of /ruling show completes from the stored rulings.
func TestCompleteRulingIDs(t *testing.T) {
	s := newSite(t)
	r := s.answer("/orrery upkeep hand:0")
	c := s.complete("/ruling show id:" + r.ID[:3])
	if len(c.Items) == 0 || c.Items[0].Value != r.ID+" " || !strings.Contains(c.Items[0].Detail, "/orrery upkeep hand:0") {
		t.Errorf("complete the id %s: %+v", r.ID[:3], c.Items)
	}
}
