package rules

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Question is one question for the engine: a command path such as
// "judge tap" or "orrery upkeep", and its options as the user wrote them
// (option name to raw text). Asked is the command as the user typed it.
type Question struct {
	Command string
	Options map[string]string
	Asked   string
}

// Questions are the command paths Ask answers.
var Questions = []string{
	"judge tap", "judge could-produce", "judge activate", "judge lands",
	"judge upkeep", "judge enters", "orrery lands", "orrery upkeep",
}

// Ask answers a question. Bad input (unknown card, bad notation, a missing
// or malformed option) is an *InputError; a question the engine cannot rule
// on is a Ruling with Understood false, never an error. It runs under the
// default budget (AskContext).
func Ask(q Question) (*Ruling, error) {
	return AskContext(context.Background(), q)
}

// AskContext answers a question as Ask does, under the budget ctx carries
// (WithBudget; DefaultBudget if none), stopping when ctx is done. A
// question past its budget is a Ruling with Understood false that says
// which bound it would pass.
func AskContext(ctx context.Context, q Question) (*Ruling, error) {
	ctx, m := withMeter(ctx)
	r, err := askWithin(ctx, q)
	if err == nil && m.exceeded() {
		m.refuse(r)
	}
	return r, err
}

func askWithin(ctx context.Context, q Question) (*Ruling, error) {
	cmd := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(q.Command), "/")))
	cmd = strings.Join(strings.Fields(cmd), " ")
	opt := func(name string) (string, bool) {
		v, ok := q.Options[name]
		return v, ok
	}
	r := &Ruling{Command: q.Asked}
	var b *Board
	var err error
	readBoard := func(required bool) error {
		text, ok := opt("board")
		if !ok && required {
			return &InputError{Option: "board", Message: "the board option is required: describe the board, like board:\"me: Forest, Mana Reflection\""}
		}
		b, err = ParseBoard(text)
		if err != nil {
			return withOption(err, "board", text)
		}
		return nil
	}
	switch cmd {
	case "judge tap", "judge could-produce", "judge activate":
		if err := readBoard(true); err != nil {
			return nil, err
		}
		cardText, ok := opt("card")
		if !ok || strings.TrimSpace(cardText) == "" {
			return nil, &InputError{Option: "card", Message: "the card option is required: name a permanent on the board, like card:Forest"}
		}
		ref, err := ParseCardRef(cardText)
		if err != nil {
			return nil, withOption(err, "card", cardText)
		}
		if _, err := b.Find(ref); err != nil {
			return nil, withOption(err, "card", cardText)
		}
		n, err := intOption(q.Options, "ability", 0, 1)
		if err != nil {
			return nil, err
		}
		r.Board = b.String()
		canon := []string{"board", r.Board, "card", ref.String()}
		if n > 0 {
			canon = append(canon, "ability", itoa(n))
		}
		switch cmd {
		case "judge tap":
			r.Question = "tap"
			err = tapQuestion(ctx, b, ref, n, r)
		case "judge could-produce":
			r.Question = "could-produce"
			canon = canon[:4]
			err = couldProduceQuestion(ctx, b, ref, r)
		default:
			r.Question = "activate"
			err = activateQuestion(ctx, b, ref, n, r)
		}
		r.Canonical = canonical(cmd, canon...)
		if err != nil {
			return nil, err
		}
	case "judge lands", "judge upkeep":
		if err := readBoard(true); err != nil {
			return nil, err
		}
		player, err := playerOption(b, q.Options)
		if err != nil {
			return nil, err
		}
		r.Board = b.String()
		canon := []string{"board", r.Board}
		if player != b.Turn {
			canon = append(canon, "player", player)
		}
		r.Canonical = canonical(cmd, canon...)
		if cmd == "judge lands" {
			r.Question = "lands"
			err = landsQuestion(ctx, b, player, r)
		} else {
			r.Question = "upkeep"
			err = upkeepQuestion(ctx, b, player, r)
		}
		if err != nil {
			return nil, err
		}
	case "judge enters":
		if err := readBoard(false); err != nil {
			return nil, err
		}
		cardText, ok := opt("card")
		if !ok || strings.TrimSpace(cardText) == "" {
			return nil, &InputError{Option: "card", Message: "the card option is required: name a card, like card:\"Hangarback Walker\""}
		}
		card, err := entersCard(b, cardText)
		if err != nil {
			return nil, err
		}
		if _, ok := opt("x"); !ok {
			return nil, &InputError{Option: "x", Message: "the x option is required: the X chosen as it was cast, a whole number 0 or more"}
		}
		x, err := intOption(q.Options, "x", 0, 0)
		if err != nil {
			return nil, err
		}
		cast := true
		if v, ok := opt("cast"); ok {
			c, err := strconv.ParseBool(strings.TrimSpace(v))
			if err != nil {
				return nil, &InputError{Option: "cast", Input: v, Message: fmt.Sprintf("expected true or false, got %q", v)}
			}
			cast = c
		}
		r.Question = "enters"
		r.Board = b.String()
		canon := []string{"card", card.Name, "x", itoa(x), "cast", strconv.FormatBool(cast)}
		if r.Board != "" {
			canon = append(canon, "board", r.Board)
		}
		r.Canonical = canonical(cmd, canon...)
		if err := entersQuestion(ctx, b, card, x, cast, r); err != nil {
			return nil, err
		}
	case "orrery lands":
		orreries, err := intOption(q.Options, "orreries", 1, 0)
		if err != nil {
			return nil, err
		}
		played, err := intOption(q.Options, "played", 0, 0)
		if err != nil {
			return nil, err
		}
		if orreries > 1000 {
			return nil, &InputError{Option: "orreries", Message: "at most 1000 Ghirapur Orreries, please"}
		}
		text := "me: "
		if orreries > 0 {
			text += itoa(orreries) + "x Ghirapur Orrery, "
		}
		text += "lands played " + itoa(played)
		b, err = ParseBoard(text)
		if err != nil {
			return nil, err
		}
		r.Question = "lands"
		r.Board = b.String()
		r.Canonical = canonical("judge lands", "board", r.Board)
		if err := landsQuestion(ctx, b, Me, r); err != nil {
			return nil, err
		}
	case "orrery upkeep":
		if _, ok := opt("hand"); !ok {
			return nil, &InputError{Option: "hand", Message: "the hand option is required: how many cards you have in hand as your upkeep begins"}
		}
		hand, err := intOption(q.Options, "hand", 0, 0)
		if err != nil {
			return nil, err
		}
		orreries, err := intOption(q.Options, "orreries", 1, 0)
		if err != nil {
			return nil, err
		}
		if orreries > 1000 {
			return nil, &InputError{Option: "orreries", Message: "at most 1000 Ghirapur Orreries, please"}
		}
		format := strings.ToLower(strings.TrimSpace(q.Options["format"]))
		if format == "" {
			format = "1v1"
		}
		mine := "me: "
		if orreries > 0 {
			mine += itoa(orreries) + "x Ghirapur Orrery, "
		}
		mine += "hand " + itoa(hand)
		var text string
		switch format {
		case "1v1":
			if _, ok := opt("ally_hand"); ok {
				return nil, &InputError{Option: "ally_hand", Message: "ally_hand is for format:2hg, where you have a teammate"}
			}
			text = mine
		case "2hg":
			if _, ok := opt("ally_hand"); !ok {
				return nil, &InputError{Option: "ally_hand", Message: "format:2hg needs ally_hand: how many cards your teammate has in hand, since the Orrery triggers for each of you"}
			}
			ally, err := intOption(q.Options, "ally_hand", 0, 0)
			if err != nil {
				return nil, err
			}
			text = "format: 2hg; teams: me+ally vs opp+opp2; " + mine + "; ally: hand " + itoa(ally)
		default:
			return nil, &InputError{Option: "format", Input: q.Options["format"], Message: fmt.Sprintf("expected 1v1 or 2hg, got %q", q.Options["format"])}
		}
		b, err = ParseBoard(text)
		if err != nil {
			return nil, err
		}
		r.Question = "upkeep"
		r.Board = b.String()
		r.Canonical = canonical("judge upkeep", "board", r.Board)
		if err := upkeepQuestion(ctx, b, Me, r); err != nil {
			return nil, err
		}
	default:
		return nil, &InputError{Message: fmt.Sprintf("the engine does not answer %q: it answers %s", "/"+cmd, strings.Join(Questions, ", "))}
	}
	if r.Command == "" {
		r.Command = r.Canonical
	}
	return r, nil
}

// canonical prints a command with options in the given order, each value
// quoted when it needs to be.
func canonical(cmd string, kv ...string) string {
	var b strings.Builder
	b.WriteString("/" + cmd)
	for i := 0; i+1 < len(kv); i += 2 {
		b.WriteString(" " + kv[i] + ":" + quoteValue(kv[i+1]))
	}
	return b.String()
}

var valueEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", "; ")

func quoteValue(v string) string {
	if v != "" && !strings.ContainsAny(v, " \t\n\"\\:;") {
		return v
	}
	return `"` + valueEscaper.Replace(v) + `"`
}

// withOption marks an input error as coming from an option.
func withOption(err error, option, input string) error {
	var ie *InputError
	if errors.As(err, &ie) {
		c := *ie
		c.Option = option
		if c.Input == "" {
			c.Input = input
		}
		return &c
	}
	return &InputError{Option: option, Input: input, Message: err.Error()}
}

func intOption(opts map[string]string, name string, def, min int) (int, error) {
	v, ok := opts[name]
	if !ok || strings.TrimSpace(v) == "" {
		return def, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < min {
		return 0, &InputError{Option: name, Input: v, Message: fmt.Sprintf("expected a whole number %d or more, got %q", min, v)}
	}
	if n > 1_000_000 {
		return 0, &InputError{Option: name, Input: v, Message: fmt.Sprintf("%s is too large: at most 1000000", name)}
	}
	return n, nil
}

func playerOption(b *Board, opts map[string]string) (string, error) {
	v, ok := opts["player"]
	if !ok || strings.TrimSpace(v) == "" {
		return b.Turn, nil
	}
	name := strings.ToLower(strings.TrimSpace(v))
	if b.Player(name) == nil {
		var names []string
		for _, p := range b.Players {
			names = append(names, p.Name)
		}
		return "", &InputError{Option: "player", Input: v, Message: fmt.Sprintf("no player %q on the board: expected one of %s", v, strings.Join(names, ", "))}
	}
	return name, nil
}

// entersCard finds the card an enters question is about: an inline card on
// the board with that name, or a card of the catalog.
func entersCard(b *Board, text string) (*catalog.Card, error) {
	name := strings.TrimSpace(text)
	for _, p := range b.Permanents {
		if catalog.Key(p.Card.Name) == catalog.Key(name) {
			return p.Card, nil
		}
	}
	if c, ok := catalog.Lookup(name); ok {
		return c, nil
	}
	return nil, &InputError{Option: "card", Input: text, Message: fmt.Sprintf("unknown card %q", name), Suggestions: catalog.Suggest(name, 5)}
}
