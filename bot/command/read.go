package command

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// Args are the options of an invocation as a Spec's Question reader reads
// them: typed, with the Spec's defaults applied.
type Args struct {
	spec Spec
	inv  Invocation
}

// MaxEngineNumber is the largest whole number the engine is asked about
// (an X, a hand size, an ability's number); larger ones are refused before
// the engine is asked.
const MaxEngineNumber = 1_000_000

// MaxOrreries is the most Ghirapur Orreries the /orrery shortcuts put on
// their board.
const MaxOrreries = 1000

// text is an option's value, or its default when it was left out.
func (a Args) text(name string) (string, bool) {
	if v, ok := a.inv.Options[name]; ok {
		return v, true
	}
	if o, ok := a.spec.Option(name); ok && o.Default != "" {
		return o.Default, true
	}
	return "", false
}

// Has reports whether the option was given.
func (a Args) Has(name string) bool {
	_, ok := a.inv.Options[name]
	return ok
}

// Int is an Integer option's value (its default when left out, 0 without
// one), at most MaxEngineNumber.
func (a Args) Int(name string) (int, error) {
	v, ok := a.text(name)
	if !ok || strings.TrimSpace(v) == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return 0, &rules.InputError{Option: name, Input: v, Message: fmt.Sprintf("expected a whole number, got %q", v)}
	}
	if n > MaxEngineNumber {
		return 0, &rules.InputError{Option: name, Input: v, Message: fmt.Sprintf("%s is too large: at most %d", name, MaxEngineNumber)}
	}
	return n, nil
}

// Bool is a Boolean option's value (its default when left out, false
// without one).
func (a Args) Bool(name string) (bool, error) {
	v, ok := a.text(name)
	if !ok {
		return false, nil
	}
	b, err := strconv.ParseBool(strings.TrimSpace(v))
	if err != nil {
		return false, &rules.InputError{Option: name, Input: v, Message: fmt.Sprintf("expected true or false, got %q", v)}
	}
	return b, nil
}

// Text is a String option's value, "" when it was left out.
func (a Args) Text(name string) string {
	v, _ := a.text(name)
	return v
}

// Board parses the board option; a board left out is the empty board.
func (a Args) Board() (*rules.Board, error) {
	text := a.Text("board")
	b, err := rules.ParseBoard(text)
	if err != nil {
		return nil, aboutOption(err, "board", text)
	}
	return b, nil
}

// CardRef reads the card option as a reference to a permanent.
func (a Args) CardRef() (rules.CardRef, error) {
	text := a.Text("card")
	ref, err := rules.ParseCardRef(text)
	if err != nil {
		return rules.CardRef{}, aboutOption(err, "card", text)
	}
	return ref, nil
}

// aboutOption marks an input error as being about an option's value.
func aboutOption(err error, option, input string) error {
	var ie *rules.InputError
	if errors.As(err, &ie) {
		c := *ie
		c.Option = option
		if c.Input == "" {
			c.Input = input
		}
		return &c
	}
	return &rules.InputError{Option: option, Input: input, Message: err.Error()}
}

// The readers the Specs of engine commands name: each reads an invocation
// into the question it asks.

func readTap(a Args) (Question, error) {
	b, ref, n, err := readPermanent(a)
	if err != nil {
		return nil, err
	}
	return TapQuestion{On: b, Card: ref, Ability: n}, nil
}

func readCouldProduce(a Args) (Question, error) {
	b, ref, _, err := readPermanent(a)
	if err != nil {
		return nil, err
	}
	return CouldProduceQuestion{On: b, Card: ref}, nil
}

func readActivate(a Args) (Question, error) {
	b, ref, n, err := readPermanent(a)
	if err != nil {
		return nil, err
	}
	return ActivateQuestion{On: b, Card: ref, Ability: n}, nil
}

// readPermanent reads the board, card and ability of a question about a
// permanent.
func readPermanent(a Args) (*rules.Board, rules.CardRef, int, error) {
	b, err := a.Board()
	if err != nil {
		return nil, rules.CardRef{}, 0, err
	}
	ref, err := a.CardRef()
	if err != nil {
		return nil, rules.CardRef{}, 0, err
	}
	n, err := a.Int("ability")
	if err != nil {
		return nil, rules.CardRef{}, 0, err
	}
	return b, ref, n, nil
}

func readLands(a Args) (Question, error) {
	b, err := a.Board()
	if err != nil {
		return nil, err
	}
	return LandsQuestion{On: b, Player: playerOf(b, a.Text("player"))}, nil
}

func readUpkeep(a Args) (Question, error) {
	b, err := a.Board()
	if err != nil {
		return nil, err
	}
	return UpkeepQuestion{On: b, Player: playerOf(b, a.Text("player"))}, nil
}

// playerOf is the player a question names, folded as the board notation
// folds a WHO ("opponent" is opp, "my" is me), or whose turn it is when
// none is named. The engine checks the name is on the board.
func playerOf(b *rules.Board, player string) string {
	if p := rules.FoldPlayer(strings.TrimSpace(player)); p != "" {
		return p
	}
	return b.Turn
}

func readEnters(a Args) (Question, error) {
	b, err := a.Board()
	if err != nil {
		return nil, err
	}
	card, err := rules.FindCard(b, a.Text("card"))
	if err != nil {
		return nil, aboutOption(err, "card", a.Text("card"))
	}
	cast, err := a.Bool("cast")
	if err != nil {
		return nil, err
	}
	if !a.Has("x") && hasXCost(card) && cast {
		return nil, &rules.InputError{Option: "x", Message: fmt.Sprintf("missing the required option x: of /judge enters: %s has {X} in its mana cost; give the X chosen when it was cast (a whole number 0 or more), or cast:false if it was put onto the battlefield without being cast", card.Name)}
	}
	// Left out for a card with no {X} in its mana cost, or one put onto
	// the battlefield without being cast, X is 0 (CR 107.3, 107.3m).
	x, err := a.Int("x")
	if err != nil {
		return nil, err
	}
	return EntersQuestion{On: b, Card: card, X: x, Cast: cast}, nil
}

// readOrreryLands reads /orrery lands as the /judge lands of its board.
func readOrreryLands(a Args) (Question, error) {
	orreries, err := a.Int("orreries")
	if err != nil {
		return nil, err
	}
	played, err := a.Int("played")
	if err != nil {
		return nil, err
	}
	if orreries > MaxOrreries {
		return nil, tooManyOrreries()
	}
	b, err := rules.ParseBoard(orreriesOf(orreries) + "lands played " + strconv.Itoa(played))
	if err != nil {
		return nil, err
	}
	return LandsQuestion{On: b, Player: rules.Me}, nil
}

// readOrreryUpkeep reads /orrery upkeep as the /judge upkeep of its board.
func readOrreryUpkeep(a Args) (Question, error) {
	hand, err := a.Int("hand")
	if err != nil {
		return nil, err
	}
	orreries, err := a.Int("orreries")
	if err != nil {
		return nil, err
	}
	if orreries > MaxOrreries {
		return nil, tooManyOrreries()
	}
	text := orreriesOf(orreries) + "hand " + strconv.Itoa(hand)
	switch format := a.Text("format"); format {
	case "1v1":
		if a.Has("ally_hand") {
			return nil, &rules.InputError{Option: "ally_hand", Message: "ally_hand is for format:2hg, where you have a teammate"}
		}
	case "2hg":
		if !a.Has("ally_hand") {
			return nil, &rules.InputError{Option: "ally_hand", Message: "format:2hg needs ally_hand: how many cards your teammate has in hand, since the Orrery triggers for each of you"}
		}
		ally, err := a.Int("ally_hand")
		if err != nil {
			return nil, err
		}
		text = "format: 2hg; teams: me+ally vs opp+opp2; " + text + "; ally: hand " + strconv.Itoa(ally)
	default:
		return nil, &rules.InputError{Option: "format", Input: format, Message: fmt.Sprintf("expected 1v1 or 2hg, got %q", format)}
	}
	b, err := rules.ParseBoard(text)
	if err != nil {
		return nil, err
	}
	return UpkeepQuestion{On: b, Player: rules.Me}, nil
}

// orreriesOf begins me's part of an /orrery shortcut's board.
func orreriesOf(n int) string {
	if n == 0 {
		return "me: "
	}
	return "me: " + strconv.Itoa(n) + "x Ghirapur Orrery, "
}

func tooManyOrreries() error {
	return &rules.InputError{Option: "orreries", Message: fmt.Sprintf("at most %d Ghirapur Orreries, please", MaxOrreries)}
}

// hasXCost reports whether card, or any face of it, has {X} in its mana
// cost, so that /judge enters needs the X chosen as it was cast (CR 107.3a).
func hasXCost(card *catalog.Card) bool {
	if strings.Contains(strings.ToUpper(card.ManaCost), "{X}") {
		return true
	}
	for _, f := range card.Faces {
		if strings.Contains(strings.ToUpper(f.ManaCost), "{X}") {
			return true
		}
	}
	return false
}
