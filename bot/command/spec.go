package command

import (
	"slices"
	"strings"
)

// OptionType is the kind of value an option takes.
type OptionType int

// The kinds of option value. They match the option types Discord offers.
const (
	// String is text: a board, a card name, words to search for.
	String OptionType = iota + 1
	// Integer is a whole number, within the option's Min and Max.
	Integer
	// Boolean is true or false.
	Boolean
)

// String names the type as a person would: "text", "whole number", "true or false".
func (t OptionType) String() string {
	switch t {
	case String:
		return "text"
	case Integer:
		return "whole number"
	case Boolean:
		return "true or false"
	}
	return "unknown"
}

// Completion says what an option's value can be completed from as the
// user types it (Discord autocomplete).
type Completion int

// The sources of completions.
const (
	// None: the option is not completed.
	None Completion = iota
	// CardName completes card names from the catalog.
	CardName
	// CardRef completes references to permanents: card names, optionally
	// owned ("opp's Exotic Orchard") or numbered ("Forest #2").
	CardRef
	// RuleNumber completes Comprehensive Rules numbers and words.
	RuleNumber
	// RulingID completes the ids of stored rulings.
	RulingID
)

// Choice is one allowed value of an option with fixed choices: Name is shown
// to the user, Value is what the command receives.
type Choice struct {
	Name  string
	Value string
}

// OptionSpec declares one option of a command.
type OptionSpec struct {
	// Name is the option's name as written before the colon ("board").
	Name string
	// Description says what to give, short enough for Discord (100 characters).
	Description string
	Type        OptionType
	Required    bool
	// Choices, when set, are the only values allowed.
	Choices []Choice
	// Min and Max bound an Integer option; nil means unbounded on that side
	// (every whole number is still at most MaxInteger).
	Min, Max *int
	// Autocomplete says what the value is completed from.
	Autocomplete Completion
	// Default is the value used when the option is left out, as text, for
	// showing in help; "" when there is none. The option stays absent from
	// an Invocation that leaves it out: the default is applied by whoever
	// answers the command.
	Default string
}

// Spec declares one command: its path and its options, required options first.
type Spec struct {
	// Name is the command path without the slash: "judge tap", "cr".
	Name string
	// Description says what the command answers, in at most 100 characters.
	Description string
	Options     []OptionSpec
	// Question reads an invocation into the question for the engine it
	// asks, whose Answer answers it; nil for commands the engine does not
	// answer. Adding a question to the engine is one Spec with a reader
	// here and one function in rules (docs/architecture.md).
	Question func(Args) (Question, error)
	// Handler names what answers the command: app.App.Do answers every
	// command by it, for every front end.
	Handler Handler
	// Private says the answer is for the asker alone (a Discord reply
	// only they see): a search, a review, help.
	Private bool
}

// Handler names the operation that answers a command.
type Handler int

// The handlers. A command whose Spec reads a Question is AskEngine.
const (
	// AskEngine asks the engine the question Spec.Question reads.
	AskEngine Handler = iota + 1
	// ShowRuling shows a stored ruling by its id.
	ShowRuling
	// SearchRulings finds stored rulings by a card and words.
	SearchRulings
	// ReviewRuling records a judge's verdict on a stored ruling.
	ReviewRuling
	// LookUpRule gives Comprehensive Rules text by number or words.
	LookUpRule
	// LookUpCard gives a card's Oracle text and rulings.
	LookUpCard
	// ShowHelp gives the command table as help.
	ShowHelp
)

// String names the handler for logs and metrics.
func (h Handler) String() string {
	switch h {
	case AskEngine:
		return "ask engine"
	case ShowRuling:
		return "show ruling"
	case SearchRulings:
		return "search rulings"
	case ReviewRuling:
		return "review ruling"
	case LookUpRule:
		return "look up rule"
	case LookUpCard:
		return "look up card"
	case ShowHelp:
		return "help"
	}
	return "no handler"
}

// Option returns the option of s with that name.
func (s Spec) Option(name string) (OptionSpec, bool) {
	for _, o := range s.Options {
		if o.Name == name {
			return o, true
		}
	}
	return OptionSpec{}, false
}

// Group is the first word of commands that have a subcommand ("judge" of
// "judge tap"), with a description for Discord.
type Group struct {
	Name        string
	Description string
}

// MaxInteger is the largest whole number any Integer option accepts.
const MaxInteger = 1_000_000_000

func atLeast(n int) *int { return &n }

// Options shared by several commands.
var (
	boardOption = OptionSpec{
		Name:        "board",
		Description: `The board, e.g. "me: Forest, Mana Reflection; opp: Contamination"`,
		Type:        String,
		Required:    true,
	}
	cardRefOption = OptionSpec{
		Name:         "card",
		Description:  "The permanent: a card name on the board, e.g. Forest, opp's Exotic Orchard, Forest #2",
		Type:         String,
		Required:     true,
		Autocomplete: CardRef,
	}
	abilityOption = OptionSpec{
		Name:        "ability",
		Description: "Which ability, numbered from 1 in its Oracle text (default: every one that fits)",
		Type:        Integer,
		Min:         atLeast(1),
	}
	playerOption = OptionSpec{
		Name:        "player",
		Description: "The player: me, opp, or another name on the board (default: whose turn it is)",
		Type:        String,
	}
	orreriesOption = OptionSpec{
		Name:        "orreries",
		Description: "How many Ghirapur Orreries are on the battlefield (default 1)",
		Type:        Integer,
		Min:         atLeast(0),
		Default:     "1",
	}
	rulingIDOption = OptionSpec{
		Name:         "id",
		Description:  "The ruling's id",
		Type:         String,
		Required:     true,
		Autocomplete: RulingID,
	}
)

var groups = []Group{
	{Name: "judge", Description: "Ask the rules engine about a board"},
	{Name: "orrery", Description: "Ghirapur Orrery shortcuts: no board needed"},
	{Name: "ruling", Description: "Stored rulings: show, search and review them"},
}

var specs = []Spec{
	{
		Name:        "judge tap",
		Description: "What tapping a permanent for mana produces: every possible outcome",
		Options:     []OptionSpec{boardOption, cardRefOption, abilityOption},
		Question:    readTap,
		Handler:     AskEngine,
	},
	{
		Name:        "judge could-produce",
		Description: "The types of mana a permanent could produce (CR 106.7)",
		Options:     []OptionSpec{boardOption, cardRefOption},
		Question:    readCouldProduce,
		Handler:     AskEngine,
	},
	{
		Name:        "judge activate",
		Description: "Whether an ability can be activated now, and why; the mana it makes",
		Options:     []OptionSpec{boardOption, cardRefOption, abilityOption},
		Question:    readActivate,
		Handler:     AskEngine,
	},
	{
		Name:        "judge lands",
		Description: "How many lands a player may play this turn, and how many are left",
		Options:     []OptionSpec{boardOption, playerOption},
		Question:    readLands,
		Handler:     AskEngine,
	},
	{
		Name:        "judge upkeep",
		Description: "What triggers at the beginning of a player's upkeep, and who draws how many",
		Options:     []OptionSpec{boardOption, playerOption},
		Question:    readUpkeep,
		Handler:     AskEngine,
	},
	{
		Name:        "judge enters",
		Description: "X, counters and mana value of a permanent with X as it enters (CR 107.3m)",
		Options: []OptionSpec{
			{
				Name:         "card",
				Description:  "The card entering the battlefield, e.g. Hangarback Walker",
				Type:         String,
				Required:     true,
				Autocomplete: CardName,
			},
			{
				Name:        "x",
				Description: "The X chosen when it was cast: a whole number 0 or more; 0 when its mana cost has no {X}",
				Type:        Integer,
				Min:         atLeast(0),
			},
			{
				Name:        "cast",
				Description: "Whether it was cast (default true); false if it was put onto the battlefield",
				Type:        Boolean,
				Default:     "true",
			},
			{
				Name:        "board",
				Description: "The board it enters (optional)",
				Type:        String,
			},
		},
		Question: readEnters,
		Handler:  AskEngine,
	},
	{
		Name:        "judge pay",
		Description: "Whether a player can pay a mana cost now, and every way to pay it",
		Options: []OptionSpec{
			boardOption,
			{
				Name:        "cost",
				Description: "The mana cost in Oracle symbols, e.g. {2}{G}{G}, {X}{R}, {G/W}; the card's own when left out",
				Type:        String,
			},
			{
				Name:         "card",
				Description:  "The spell being paid for: its mana cost when cost is left out, and restrictions",
				Type:         String,
				Autocomplete: CardName,
			},
			playerOption,
			{
				Name:        "x",
				Description: "The value of X, when the cost has {X}",
				Type:        Integer,
				Min:         atLeast(0),
			},
		},
		Question: readPay,
		Handler:  AskEngine,
	},
	{
		Name:        "judge mana",
		Description: "The most mana a player can make now, in all and of each type",
		Options:     []OptionSpec{boardOption, playerOption},
		Question:    readMana,
		Handler:     AskEngine,
	},
	{
		Name:        "orrery lands",
		Description: "Land plays this turn with Ghirapur Orreries on the battlefield",
		Options: []OptionSpec{
			orreriesOption,
			{
				Name:        "played",
				Description: "How many lands you have played this turn (default 0)",
				Type:        Integer,
				Min:         atLeast(0),
				Default:     "0",
			},
		},
		Question: readOrreryLands,
		Handler:  AskEngine,
	},
	{
		Name:        "orrery upkeep",
		Description: "Ghirapur Orrery's upkeep trigger for a player with that many cards in hand",
		Options: []OptionSpec{
			{
				Name:        "hand",
				Description: "Cards in your hand as your upkeep begins",
				Type:        Integer,
				Required:    true,
				Min:         atLeast(0),
			},
			orreriesOption,
			{
				Name:        "format",
				Description: "The game: one on one (default) or Two-Headed Giant",
				Type:        String,
				Choices: []Choice{
					{Name: "One on one", Value: "1v1"},
					{Name: "Two-Headed Giant", Value: "2hg"},
				},
				Default: "1v1",
			},
			{
				Name:        "ally_hand",
				Description: "Cards in your teammate's hand (Two-Headed Giant)",
				Type:        Integer,
				Min:         atLeast(0),
			},
		},
		Question: readOrreryUpkeep,
		Handler:  AskEngine,
	},
	{
		Name:        "ruling show",
		Handler:     ShowRuling,
		Description: "A stored ruling, by its id",
		Options:     []OptionSpec{rulingIDOption},
	},
	{
		Name:        "ruling search",
		Handler:     SearchRulings,
		Private:     true,
		Description: "Stored rulings that mention a card or words",
		Options: []OptionSpec{
			{
				Name:         "card",
				Description:  "A card name the ruling mentions",
				Type:         String,
				Autocomplete: CardName,
			},
			{
				Name:        "text",
				Description: "Words in the question, board or answer",
				Type:        String,
			},
		},
	},
	{
		Name:        "ruling review",
		Handler:     ReviewRuling,
		Private:     true,
		Description: "Mark a stored ruling correct, incorrect or unclear (judges only)",
		Options: []OptionSpec{
			rulingIDOption,
			{
				Name:        "verdict",
				Description: "Your verdict on the ruling",
				Type:        String,
				Required:    true,
				Choices: []Choice{
					{Name: "Correct", Value: "correct"},
					{Name: "Incorrect", Value: "incorrect"},
					{Name: "Unclear", Value: "unclear"},
				},
			},
			{
				Name:        "note",
				Description: "Why: what is right or wrong about it",
				Type:        String,
			},
		},
	},
	{
		Name:        "cr",
		Handler:     LookUpRule,
		Description: "The text of a Comprehensive Rules rule, by number or by words",
		Options: []OptionSpec{
			{
				Name:         "rule",
				Description:  "A rule number like 106.7, or words to search for",
				Type:         String,
				Required:     true,
				Autocomplete: RuleNumber,
			},
		},
	},
	{
		Name:        "card",
		Handler:     LookUpCard,
		Description: "A card's Oracle text and official rulings",
		Options: []OptionSpec{
			{
				Name:         "name",
				Description:  "The card's name",
				Type:         String,
				Required:     true,
				Autocomplete: CardName,
			},
		},
	},
	{
		Name:        "help",
		Handler:     ShowHelp,
		Private:     true,
		Description: "How to ask Orrery a question",
	},
}

// Specs returns every command, in the order they are listed in help. The
// slice is a copy; the Specs in it share their options and must not be changed.
func Specs() []Spec {
	return slices.Clone(specs)
}

// Groups returns the first words of commands with subcommands.
func Groups() []Group {
	return slices.Clone(groups)
}

// Lookup finds a command by its path: "judge tap", "/judge tap" and
// "Judge  Tap" all find the same command.
func Lookup(name string) (Spec, bool) {
	name = normalName(name)
	for _, s := range specs {
		if s.Name == name {
			return s, true
		}
	}
	return Spec{}, false
}

// normalName folds a command path: no leading slash, lower case, words
// separated by one space.
func normalName(name string) string {
	name = strings.TrimSpace(name)
	name = strings.TrimPrefix(name, "/")
	return strings.Join(strings.Fields(strings.ToLower(name)), " ")
}

// isGroup reports whether word is the first word of commands with subcommands.
func isGroup(word string) bool {
	for _, g := range groups {
		if g.Name == word {
			return true
		}
	}
	return false
}
