package command

import (
	"context"
	"strconv"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// PayQuestion asks whether a player can pay a mana cost now, and every way
// to pay it (rules.Pay).
type PayQuestion struct {
	On *rules.Board
	// Cost is the mana cost, read.
	Cost rules.ManaCost
	// Card is the spell being paid for, nil for none.
	Card   *catalog.Card
	Player string
	// X is the value of {X}, -1 when it was not given.
	X int
}

// ManaQuestion asks the most mana a player can make now (rules.Mana).
type ManaQuestion struct {
	On     *rules.Board
	Player string
}

// Board implements Question.
func (q PayQuestion) Board() *rules.Board { return q.On }

// Board implements Question.
func (q ManaQuestion) Board() *rules.Board { return q.On }

// Answer implements Question.
func (q PayQuestion) Answer(ctx context.Context) (*rules.Ruling, error) {
	card := ""
	if q.Card != nil {
		card = q.Card.Name
	}
	r, err := rules.Pay(ctx, q.On, q.Cost.String(), card, q.Player, q.X)
	return canonical(q, r, err)
}

// Answer implements Question.
func (q ManaQuestion) Answer(ctx context.Context) (*rules.Ruling, error) {
	r, err := rules.Mana(ctx, q.On, q.Player)
	return canonical(q, r, err)
}

// String prints the question's canonical command.
func (q PayQuestion) String() string {
	kv := []string{"board", boardValue(q.On), "cost", q.Cost.String()}
	if q.Card != nil {
		kv = append(kv, "card", q.Card.Name)
	}
	if p := playerOptions(q.On, q.Player); len(p) > 2 {
		kv = append(kv, p[2:]...)
	}
	if q.X >= 0 {
		kv = append(kv, "x", strconv.Itoa(q.X))
	}
	return printCanonical("judge pay", kv...)
}

// String prints the question's canonical command.
func (q ManaQuestion) String() string {
	return printCanonical("judge mana", playerOptions(q.On, q.Player)...)
}

func readPay(a Args) (Question, error) {
	b, err := a.Board()
	if err != nil {
		return nil, err
	}
	q := PayQuestion{On: b, Player: playerOf(b, a.Text("player")), X: -1}
	name := a.Text("card")
	if name != "" {
		if q.Card, err = rules.FindCard(b, name); err != nil {
			return nil, aboutOption(err, "card", name)
		}
	}
	text := a.Text("cost")
	if !a.Has("cost") {
		if q.Card == nil {
			return nil, &rules.InputError{Option: "cost", Message: "missing the required option cost: of /judge pay: give the mana cost (like {2}{G}), or card: to pay a card's mana cost"}
		}
		if text, err = cardManaCost(q.Card); err != nil {
			return nil, aboutOption(err, "card", name)
		}
	}
	if q.Cost, err = rules.ParseManaCost(text); err != nil {
		return nil, aboutOption(err, "cost", text)
	}
	if a.Has("x") {
		if q.X, err = a.Int("x"); err != nil {
			return nil, err
		}
	}
	return q, nil
}

// cardManaCost is the mana cost /judge pay pays for card when cost: is
// left out: its mana cost as printed (CR 202.1), the front face's for a
// card that transforms or flips (CR 712.8c, 710.1), and one half's of a
// split card named by that half, the half being cast (CR 709.3, 709.3a). A
// card with no mana cost, or a whole card with halves or faces cast for
// costs of their own, needs cost:.
func cardManaCost(c *catalog.Card) (string, error) {
	switch c.Layout {
	case "split", "aftermath":
		if c.CardName != "" && c.ManaCost != "" {
			return c.ManaCost, nil
		}
		return "", &rules.InputError{Message: c.Name + " has parts cast for costs of their own; give the cost you are paying with cost:"}
	case "adventure", "modal_dfc":
		return "", &rules.InputError{Message: c.Name + " has parts cast for costs of their own; give the cost you are paying with cost:"}
	}
	if c.ManaCost == "" {
		return "", &rules.InputError{Message: c.Name + " has no mana cost (CR 202.1b); give the cost you are paying with cost:"}
	}
	return c.ManaCost, nil
}

func readMana(a Args) (Question, error) {
	b, err := a.Board()
	if err != nil {
		return nil, err
	}
	return ManaQuestion{On: b, Player: playerOf(b, a.Text("player"))}, nil
}
