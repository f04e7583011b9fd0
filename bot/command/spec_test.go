package command

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// The commands and options of docs/contract.md, section 1.
var contractCommands = map[string][]string{
	"judge tap":           {"board", "card", "ability"},
	"judge could-produce": {"board", "card"},
	"judge activate":      {"board", "card", "ability"},
	"judge lands":         {"board", "player"},
	"judge upkeep":        {"board", "player"},
	"judge enters":        {"card", "x", "cast", "board"},
	"judge pay":           {"board", "cost", "card", "player", "x"},
	"judge mana":          {"board", "player"},
	"orrery lands":        {"orreries", "played"},
	"orrery upkeep":       {"hand", "orreries", "format", "ally_hand"},
	"ruling show":         {"id"},
	"ruling search":       {"card", "text"},
	"ruling review":       {"id", "verdict", "note"},
	"cr":                  {"rule"},
	"card":                {"name"},
	"help":                {},
}

func TestSpecsMatchContract(t *testing.T) {
	got := map[string][]string{}
	for _, s := range Specs() {
		if _, dup := got[s.Name]; dup {
			t.Errorf("command %q declared twice", s.Name)
		}
		got[s.Name] = optionNames(s)
	}
	for name, want := range contractCommands {
		have, ok := got[name]
		if !ok {
			t.Errorf("command /%s is missing", name)
			continue
		}
		if !slices.Equal(have, want) {
			t.Errorf("/%s options = %v, want %v", name, have, want)
		}
	}
	for name := range got {
		if _, ok := contractCommands[name]; !ok {
			t.Errorf("command /%s is not in the contract", name)
		}
	}
}

// Discord's limits: names of 1 to 32 lower-case letters, digits, - and _;
// descriptions of 1 to 100 characters; required options before optional
// ones; choices and autocomplete not together.
func TestSpecsFitDiscord(t *testing.T) {
	nameRE := regexp.MustCompile(`^[-_a-z0-9]{1,32}$`)
	checkDescription := func(what, d string) {
		if n := utf8.RuneCountInString(d); n == 0 || n > 100 {
			t.Errorf("%s: description has %d characters, want 1 to 100: %q", what, n, d)
		}
	}
	for _, g := range Groups() {
		checkDescription("/"+g.Name, g.Description)
	}
	for _, s := range Specs() {
		for _, w := range strings.Split(s.Name, " ") {
			if !nameRE.MatchString(w) {
				t.Errorf("/%s: %q is not a valid Discord name", s.Name, w)
			}
		}
		if g, _, ok := strings.Cut(s.Name, " "); ok && !isGroup(g) {
			t.Errorf("/%s: group %q is not declared", s.Name, g)
		}
		checkDescription("/"+s.Name, s.Description)
		optional := false
		for _, o := range s.Options {
			what := "/" + s.Name + " " + o.Name
			if !nameRE.MatchString(o.Name) {
				t.Errorf("%s: not a valid Discord name", what)
			}
			checkDescription(what, o.Description)
			if o.Required && optional {
				t.Errorf("%s: required option after an optional one", what)
			}
			optional = optional || !o.Required
			if len(o.Choices) > 0 && o.Autocomplete != None {
				t.Errorf("%s: has both choices and autocomplete", what)
			}
			if (o.Min != nil || o.Max != nil) && o.Type != Integer {
				t.Errorf("%s: bounds on a %s option", what, o.Type)
			}
			if o.Type == 0 {
				t.Errorf("%s: no type", what)
			}
			if o.Default != "" {
				if v, problem := checkValue(o, o.Default); problem != "" || v != o.Default {
					t.Errorf("%s: default %q is not a canonical value: %s", what, o.Default, problem)
				}
			}
		}
	}
}

func TestOptionDetails(t *testing.T) {
	type want struct {
		typ      OptionType
		min      int
		choices  []string
		def      string
		required bool
	}
	cases := map[string]want{
		"judge enters x":          {typ: Integer, min: 0},
		"judge tap ability":       {typ: Integer, min: 1},
		"judge activate ability":  {typ: Integer, min: 1},
		"judge enters cast":       {typ: Boolean, min: -1, def: "true"},
		"orrery upkeep format":    {typ: String, min: -1, choices: []string{"1v1", "2hg"}, def: "1v1"},
		"orrery upkeep orreries":  {typ: Integer, min: 0, def: "1"},
		"orrery lands orreries":   {typ: Integer, min: 0, def: "1"},
		"orrery lands played":     {typ: Integer, min: 0, def: "0"},
		"orrery upkeep hand":      {typ: Integer, min: 0, required: true},
		"orrery upkeep ally_hand": {typ: Integer, min: 0},
		"ruling review verdict":   {typ: String, min: -1, choices: []string{"correct", "incorrect", "unclear"}, required: true},
	}
	for path, w := range cases {
		i := strings.LastIndexByte(path, ' ')
		spec, ok := Lookup(path[:i])
		if !ok {
			t.Fatalf("no command %q", path[:i])
		}
		o, ok := spec.Option(path[i+1:])
		if !ok {
			t.Fatalf("no option %q", path)
		}
		if o.Type != w.typ || o.Required != w.required || o.Default != w.def || !slices.Equal(choiceValues(o), w.choices) {
			t.Errorf("%s = %+v, want %+v", path, o, w)
		}
		if w.min >= 0 && (o.Min == nil || *o.Min != w.min) {
			t.Errorf("%s: min = %v, want %d", path, o.Min, w.min)
		}
	}
}

func TestLookup(t *testing.T) {
	for _, name := range []string{"judge tap", "/judge tap", "  Judge   TAP ", "cr"} {
		if _, ok := Lookup(name); !ok {
			t.Errorf("Lookup(%q) found nothing", name)
		}
	}
	for _, name := range []string{"judge", "tap", "", "/", "judge tap board"} {
		if s, ok := Lookup(name); ok {
			t.Errorf("Lookup(%q) = %q, want nothing", name, s.Name)
		}
	}
}

func TestUsage(t *testing.T) {
	cases := map[string]string{
		"judge tap":     "/judge tap board:BOARD card:CARD [ability:N]",
		"judge enters":  "/judge enters card:CARD [x:N] [cast:true|false] [board:BOARD]",
		"orrery upkeep": "/orrery upkeep hand:N [orreries:N] [format:1v1|2hg] [ally_hand:N]",
		"help":          "/help",
	}
	for name, want := range cases {
		s, _ := Lookup(name)
		if got := s.Usage(); got != want {
			t.Errorf("Usage of %s = %q, want %q", name, got, want)
		}
	}
	h := Help()
	for _, s := range Specs() {
		if !strings.Contains(h, s.Usage()) || !strings.Contains(h, s.Description) {
			t.Errorf("Help does not show /%s", s.Name)
		}
	}
}

// Every command names the handler that answers it, and a command reads a
// question for the engine exactly when its handler is AskEngine.
func TestEveryCommandNamesItsHandler(t *testing.T) {
	seen := map[Handler]bool{}
	for _, s := range Specs() {
		if s.Handler < AskEngine || s.Handler > ShowHelp {
			t.Errorf("/%s: no handler (%d)", s.Name, s.Handler)
		}
		if (s.Question != nil) != (s.Handler == AskEngine) {
			t.Errorf("/%s: handler %v, reads a question: %v", s.Name, s.Handler, s.Question != nil)
		}
		if IsEngine(s.Name) != (s.Handler == AskEngine) {
			t.Errorf("IsEngine(%q) = %v with handler %v", s.Name, IsEngine(s.Name), s.Handler)
		}
		seen[s.Handler] = true
	}
	for h := AskEngine; h <= ShowHelp; h++ {
		if !seen[h] {
			t.Errorf("no command is answered by %v", h)
		}
		if h.String() == "no handler" {
			t.Errorf("handler %d has no name", h)
		}
	}
}
