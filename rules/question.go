package rules

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// The engine's questions. Each takes a parsed board and typed arguments and
// returns the engine's ruling: Question, Board and the answer's fields are
// filled; Command and Canonical, which name the command the question was
// asked with, are left to the caller (bot/command prints them).
//
// Bad arguments (a card not on the board, a player the board does not name)
// are an *InputError whose Option names the argument ("card", "player") and
// whose Input is left empty for the caller to fill with the text the user
// gave; a question the engine cannot rule on is a Ruling with Understood
// false, never an error.
//
// The context is the caller's: a question does not outlive it, and runs
// under the budget it carries (WithBudget; DefaultBudget when it carries
// none). A question past its budget is a Ruling with Understood false that
// says which bound it would pass.

// Tap answers what tapping card for mana produces: every possible outcome.
// ability numbers one of its abilities from 1 in its Oracle text; 0 means
// every ability that fits.
func Tap(ctx context.Context, b *Board, card CardRef, ability int) (*Ruling, error) {
	if err := checkAsked(ctx, b, card, ability); err != nil {
		return nil, err
	}
	return metered(ctx, b, &Ruling{Question: "tap", Board: boardField(b)}, func(ctx context.Context, r *Ruling) error {
		return tapQuestion(ctx, b, card, ability, r)
	})
}

// CouldProduce answers the types of mana card could produce (CR 106.7).
func CouldProduce(ctx context.Context, b *Board, card CardRef) (*Ruling, error) {
	if err := checkAsked(ctx, b, card, 0); err != nil {
		return nil, err
	}
	return metered(ctx, b, &Ruling{Question: "could-produce", Board: boardField(b)}, func(ctx context.Context, r *Ruling) error {
		return couldProduceQuestion(ctx, b, card, r)
	})
}

// Activate answers whether an ability of card can be activated now, and
// the mana it makes; ability is as for Tap.
func Activate(ctx context.Context, b *Board, card CardRef, ability int) (*Ruling, error) {
	if err := checkAsked(ctx, b, card, ability); err != nil {
		return nil, err
	}
	return metered(ctx, b, &Ruling{Question: "activate", Board: boardField(b)}, func(ctx context.Context, r *Ruling) error {
		return activateQuestion(ctx, b, card, ability, r)
	})
}

// Lands answers how many lands player may play this turn, and how many are
// left. player is a name on the board, in any case.
func Lands(ctx context.Context, b *Board, player string) (*Ruling, error) {
	name, err := boardPlayer(ctx, b, player)
	if err != nil {
		return nil, err
	}
	return metered(ctx, b, &Ruling{Question: "lands", Board: boardField(b)}, func(ctx context.Context, r *Ruling) error {
		return landsQuestion(ctx, b, name, r)
	})
}

// Upkeep answers what triggers at the beginning of player's upkeep, and who
// draws how many cards. player is as for Lands.
func Upkeep(ctx context.Context, b *Board, player string) (*Ruling, error) {
	name, err := boardPlayer(ctx, b, player)
	if err != nil {
		return nil, err
	}
	return metered(ctx, b, &Ruling{Question: "upkeep", Board: boardField(b)}, func(ctx context.Context, r *Ruling) error {
		return upkeepQuestion(ctx, b, name, r)
	})
}

// Enters answers X, the counters and the mana value of card as it enters
// the battlefield of b (CR 107.3m), X having been chosen as x; cast is
// false when it was put onto the battlefield without being cast. card is
// found with FindCard.
func Enters(ctx context.Context, b *Board, card *catalog.Card, x int, cast bool) (*Ruling, error) {
	if card == nil {
		return nil, &InputError{Option: "card", Message: "no card given: name a card, like card:\"Hangarback Walker\""}
	}
	if x < 0 {
		return nil, &InputError{Option: "x", Message: fmt.Sprintf("expected a whole number 0 or more, got %d", x)}
	}
	return metered(ctx, b, &Ruling{Question: "enters", Board: b.String()}, func(ctx context.Context, r *Ruling) error {
		return entersQuestion(ctx, b, card, x, cast, r)
	})
}

// FindCard finds the card an enters question is about: an inline card on
// b with that name, or a card of the catalog. An unknown name is an
// *InputError about the option "card", with the closest names.
func FindCard(b *Board, name string) (*catalog.Card, error) {
	name = strings.TrimSpace(name)
	for _, p := range b.Permanents {
		if catalog.Key(p.Card.Name) == catalog.Key(name) {
			return p.Card, nil
		}
	}
	if c, ok := catalog.Lookup(name); ok {
		return c, nil
	}
	if strings.HasPrefix(name, "[") {
		// An inline card is written on the board, which it defines
		// for every option, and named here.
		short, _, _ := strings.Cut(strings.TrimPrefix(name, "["), ":")
		return nil, &InputError{Option: "card", Input: name, Message: fmt.Sprintf("an inline card is written on the board and named in card: by its name: write %s on the board and give card:%q", Excerpt(name), strings.TrimSpace(short))}
	}
	return nil, &InputError{Option: "card", Message: "unknown card " + Excerpt(name), Suggestions: catalog.Suggest(name, 5)}
}

// checkAsked checks the arguments of a question about a permanent.
func checkAsked(ctx context.Context, b *Board, card CardRef, ability int) error {
	if _, err := b.Find(card); err != nil {
		return err
	}
	if ability < 0 {
		return &InputError{Option: "ability", Message: fmt.Sprintf("expected a whole number 1 or more, got %d", ability)}
	}
	return nil
}

// boardPlayer is the player a question names: player folded to lower
// case, or whose turn it is when player is "".
func boardPlayer(ctx context.Context, b *Board, player string) (string, error) {
	name := strings.ToLower(strings.TrimSpace(player))
	if name == "" {
		return b.Turn, nil
	}
	if b.Player(name) == nil {
		var names []string
		for _, p := range b.Players {
			names = append(names, p.Name)
		}
		return "", &InputError{Option: "player", Message: fmt.Sprintf("no player %q on the board: expected one of %s", player, strings.Join(names, ", "))}
	}
	return name, nil
}

// boardField is the ruling's board of a question that must have one:
// the board in canonical form, and the empty board, whose notation is ""
// (which no board option takes), as its canonical command writes it:
// "me:". /judge enters, whose board is optional, keeps "" for none.
func boardField(b *Board) string {
	if s := b.String(); s != "" {
		return s
	}
	return Me + ":"
}

// metered answers a question into r under the budget ctx carries: the
// question runs with a meter of its own, and a question that went past
// the budget anywhere is refused whole, so that no partial answer is
// shown.
func metered(ctx context.Context, b *Board, r *Ruling, answer func(context.Context, *Ruling) error) (*Ruling, error) {
	ctx, m := withMeter(ctx)
	r.UserCards = userCards(b)
	if !m.checkCtx() {
		m.refuse(r)
		return r, nil
	}
	if why := teamLivesDiffer(b); why != "" {
		// In Two-Headed Giant a team has one life total (810.9a): a
		// board that gives its players two does not say which it is.
		notUnderstood(r, newExplainer(), why)
		return r, nil
	}
	if err := answer(ctx, r); err != nil {
		return nil, err
	}
	if m.exceeded() {
		m.refuse(r)
		return r, nil
	}
	sayKept(ctx, b, r)
	sayTokens(b, r)
	for i := range r.Outcomes {
		// An outcome's events are a list, empty where nothing happens.
		if r.Outcomes[i].Events == nil {
			r.Outcomes[i].Events = []string{}
		}
	}
	return r, nil
}

// reminderLine is the error of an ability: number that names a line of
// reminder text alone ("(Vault of Whispers isn't a spell.)", "(Transforms
// from Path of Mettle.)"): reminder text is not rules text (CR 207.2), so
// that line is no ability to tap or activate, and the error names the
// numbers of those that are. A line that stands for an ability the card
// has (a basic land type's "({T}: Add {G}.)") is not one. A mode of a
// modal activated ability ("• You gain 2 life.") is no ability of its
// own either: the error names the ability it is a mode of. nil for any
// other line.
func reminderLine(name string, a *Ability, printed []*Ability) error {
	if a.ModeOf != nil {
		// A mode of a modal activated ability is chosen as that ability
		// is activated (700.2a): the error names it.
		return &InputError{Option: "ability", Message: fmt.Sprintf("%s ability %d, \u201c%s\u201d, is a mode of ability %d (\u201c%s\u201d), chosen as it is activated (CR 700.2a): ask about ability %d", Possessive(name), a.Index, a.Text, a.ModeOf.Index, a.ModeOf.Text, a.ModeOf.Index)}
	}
	if a.Kind != KindKeyword || len(a.Keywords) > 0 || !strings.HasPrefix(a.Text, "(") || !strings.HasSuffix(a.Text, ")") {
		return nil
	}
	var can []string
	for _, o := range printed {
		if o.Kind == KindMana || o.Kind == KindActivated || o.Kind == KindIntrinsic {
			can = append(can, strconv.Itoa(o.Index))
		}
	}
	msg := fmt.Sprintf("%s ability %d, \u201c%s\u201d, is reminder text, not an ability (CR 207.2)", Possessive(name), a.Index, a.Text)
	switch len(can) {
	case 0:
		msg += "; it has no ability that can be activated"
	case 1:
		msg += "; the ability it can activate is ability " + can[0]
	default:
		msg += "; the abilities it can activate are abilities " + joinAnd(can)
	}
	return &InputError{Option: "ability", Message: msg}
}

// noSuchAbility is the error of an ability: number that numbers no ability
// of the permanent: none in its card's Oracle text, and none it has on this
// board in any order of the effects (an ability an effect gives it, like
// Urborg's, is numbered after the printed ones). Past the budget the
// permanent's abilities are not all known, and the question answers.
func noSuchAbility(ctx context.Context, b *Board, target *Permanent, worlds []*world, n int) error {
	if n == 0 || meterOf(ctx).exceeded() {
		return nil
	}
	most := 0
	printed := Compile(target.Card)
	for _, a := range printed {
		if a.Index == n {
			return reminderLine(target.Card.Name, a, printed)
		}
		most = max(most, a.Index)
	}
	for _, w := range worlds {
		p := w.perms[indexOf(b, target)]
		for _, a := range p.abilities {
			if a.Index == n {
				return nil
			}
			most = max(most, a.Index)
		}
	}
	for _, w := range worlds {
		if w.unknown != "" {
			// What the board makes of its abilities is not known (Blood
			// Sun beside an Aura that gives one, in a timestamp order
			// the board does not record): the question says so.
			return nil
		}
	}
	if most == 0 {
		return &InputError{Option: "ability", Message: fmt.Sprintf("%s has no abilities, so it has no ability %d", target.Card.Name, n)}
	}
	has := "1 ability"
	if most > 1 {
		has = fmt.Sprintf("%d abilities", most)
	}
	return &InputError{Option: "ability", Message: fmt.Sprintf("%s has no ability %d: it has %s on this board; ability: numbers them from 1, in the order of its Oracle text", target.Card.Name, n, has)}
}

// userCards are the names of the inline cards on b, each once, in board
// order; nil where there are none.
func userCards(b *Board) []string {
	var out []string
	if b == nil {
		return nil
	}
	for _, p := range b.Permanents {
		if p.Card != nil && p.Card.Inline && !slices.Contains(out, p.Card.Name) {
			out = append(out, p.Card.Name)
		}
	}
	return out
}

// teamLivesDiffer says why a Two-Headed Giant board whose team's players
// are written with different life totals can't be answered (boardLife's
// reason); "" for any other board.
func teamLivesDiffer(b *Board) string {
	if b == nil || b.Format != Format2HG {
		return ""
	}
	for _, team := range b.Teams {
		if len(team) > 0 {
			if _, _, why := boardLife(b, team[0], nil, false); why != "" {
				return why
			}
		}
	}
	return ""
}
