package discord

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
)

// A board is written in a modal: a box of several lines that Discord
// opens over the channel. It opens for a command whose board: was left
// out, and from the Ask again button under a ruling, filled with that
// ruling's board. Its custom id is modalAsk, a colon, and the command
// without its board; submitting it asks that command with the board
// written.
const (
	modalAsk = "ask"
	// buttonEdit is the button under an error in a board, that opens the
	// board in a modal to correct it; its custom id is the kind, a colon,
	// and the command as asked.
	buttonEdit = "edit"
	// boardInput is the custom id of the modal's text box.
	boardInput = "board"
	// Discord's limits on a modal, in characters.
	maxModalTitle = 45
	maxInputValue = 4000
	maxInputHint  = 100
)

// needsBoard tells whether a command takes a board it cannot do without,
// and was given none.
func needsBoard(path string, opts map[string]any) bool {
	spec, ok := command.Lookup(path)
	if !ok || spec.Question == nil {
		return false
	}
	o, ok := spec.Option("board")
	if !ok || !o.Required {
		return false
	}
	v, _ := opts["board"].(string)
	return strings.TrimSpace(v) == ""
}

// withoutBoard checks a command's options other than its board, and
// prints the command without it, for a modal's custom id.
func withoutBoard(path string, opts map[string]any) (string, error) {
	given := make(map[string]any, len(opts)+1)
	for k, v := range opts {
		given[k] = v
	}
	given["board"] = "-" // checked when the modal is submitted
	inv, err := command.FromOptions(path, given)
	if err != nil {
		return "", err
	}
	delete(inv.Options, "board")
	return inv.String(), nil
}

// openBoardModal answers a command whose board was left out with a modal
// to write it in.
func (b *Bot) openBoardModal(ctx context.Context, c *call) (*Message, error) {
	return boardModal(c.arg, "")
}

// pressAgain opens a modal filled with a ruling's board, to ask its
// question again with the board changed.
func (b *Bot) pressAgain(ctx context.Context, c *call) (*Message, error) {
	r, err := b.loadRuling(ctx, c)
	if err != nil {
		return nil, err
	}
	if r.Board == "" {
		return nil, &refusal{msg: "This ruling has no board to change."}
	}
	ask, ok := questionWithoutBoard(r)
	if !ok {
		return nil, &refusal{msg: "This question is too long to ask again from here. The Board button shows its board, to paste into the command."}
	}
	return boardModal(ask, boardLines(r.Board))
}

// editBoardButton is the button that opens a board in error in a modal,
// to correct it, when the command fits in the button; nil otherwise.
func editBoardButton(inv command.Invocation, ie *rules.InputError) []discordgo.MessageComponent {
	if ie.Option != "board" || !takesBoard(inv.Name) || inv.Options["board"] == "" {
		return nil
	}
	id := buttonEdit + ":" + inv.String()
	if len(id) > maxCustomID {
		return nil
	}
	return []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: "Edit the board", Style: discordgo.PrimaryButton, CustomID: id},
	}}}
}

// pressEdit opens the board of a command in a modal, to correct it and
// ask again.
func (b *Bot) pressEdit(ctx context.Context, c *call) (*Message, error) {
	inv, err := command.Parse(c.arg)
	board := inv.Options["board"]
	if err != nil || !takesBoard(inv.Name) || board == "" {
		return nil, &refusal{msg: "That button no longer does anything. Ask the question again."}
	}
	delete(inv.Options, "board")
	return boardModal(inv.String(), boardLines(board))
}

// questionWithoutBoard is the question of a ruling without its board: the
// command as asked, or for a shortcut that builds its board (/orrery) the
// canonical question, which names it. ok is false when neither fits in a
// modal's custom id.
func questionWithoutBoard(r *rules.Ruling) (string, bool) {
	for _, text := range []string{r.Command, r.Canonical} {
		inv, err := command.Parse(text)
		if err != nil || !takesBoard(inv.Name) {
			continue
		}
		delete(inv.Options, "board")
		if s := inv.String(); len(modalAsk)+1+len(s) <= maxCustomID {
			return s, true
		}
	}
	return "", false
}

// takesBoard tells whether a command is a question with a board: option.
func takesBoard(path string) bool {
	spec, ok := command.Lookup(path)
	if !ok || spec.Question == nil {
		return false
	}
	_, ok = spec.Option("board")
	return ok
}

// boardLines writes a board one statement a line, as a person edits it.
// A ';' inside an inline card ([...]) or quotes stays where it is.
func boardLines(board string) string {
	var b strings.Builder
	depth, quoted := 0, false
	for i := 0; i < len(board); i++ {
		ch := board[i]
		switch {
		case ch == '"':
			quoted = !quoted
		case quoted:
		case ch == '[':
			depth++
		case ch == ']':
			depth = max(0, depth-1)
		case ch == ';' && depth == 0:
			b.WriteByte('\n')
			for i+1 < len(board) && board[i+1] == ' ' {
				i++
			}
			continue
		}
		b.WriteByte(ch)
	}
	return b.String()
}

// boardModal is a modal to write the board of ask (a command without its
// board) in, filled with board.
func boardModal(ask, board string) (*Message, error) {
	if len(modalAsk)+1+len(ask) > maxCustomID {
		return nil, &refusal{msg: "Those options are too long to carry into a box for the board. Give the board in board: instead."}
	}
	if textLen(board) > maxInputValue {
		return nil, &refusal{msg: "That board is too long to edit in a box here. The Board button shows it, to paste into the command."}
	}
	name, _, _ := strings.Cut(strings.TrimPrefix(ask, "/"), " ")
	if inv, err := command.Parse(ask + " board:-"); err == nil {
		name = inv.Name
	}
	return &Message{Modal: &discordgo.InteractionResponseData{
		CustomID: modalAsk + ":" + ask,
		Title:    cut("Board for /"+name, maxModalTitle),
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.TextInput{
				CustomID:    boardInput,
				Label:       "Board: one statement a line",
				Style:       discordgo.TextInputParagraph,
				Value:       board,
				Placeholder: cut("me: Forest, Mana Reflection\nopp: Contamination\nturn: me; step: main1", maxInputHint),
				Required:    true,
				MaxLength:   maxInputValue,
			},
		}}},
	}}, nil
}

// modalCommand reads the command a submitted board modal asks: the
// command its custom id carries, with the board written.
func modalCommand(data discordgo.ModalSubmitInteractionData) (command.Invocation, error) {
	gone := &refusal{msg: "That box no longer does anything. Ask the question again."}
	kind, ask, _ := strings.Cut(data.CustomID, ":")
	if kind != modalAsk || !strings.HasPrefix(ask, "/") {
		return command.Invocation{}, gone
	}
	board, ok := inputValue(data.Components, boardInput)
	if !ok {
		return command.Invocation{}, &refusal{msg: "That box came back without its board. Ask the question again."}
	}
	if strings.TrimSpace(board) == "" {
		return command.Invocation{}, &rules.InputError{Option: "board", Message: "the board is empty; write what is on it, like \"me: Forest; opp: Contamination\""}
	}
	if !utf8.ValidString(board) {
		return command.Invocation{}, &rules.InputError{Option: "board", Message: "the board is not valid UTF-8"}
	}
	inv, err := command.Parse(ask + " board:" + command.Quote(board))
	var ie *rules.InputError
	switch {
	case errors.As(err, &ie) && ie.Option == "board":
		return command.Invocation{}, err
	case err != nil || !takesBoard(inv.Name):
		// Only a command the bot wrote comes back here; one that does not
		// read is not answered.
		return command.Invocation{}, gone
	}
	return inv, nil
}

// inputValue finds the value of the text input with that custom id among
// a submitted modal's components.
func inputValue(components []discordgo.MessageComponent, id string) (string, bool) {
	for _, c := range components {
		switch c := c.(type) {
		case *discordgo.ActionsRow:
			if v, ok := inputValue(c.Components, id); ok {
				return v, true
			}
		case discordgo.ActionsRow:
			if v, ok := inputValue(c.Components, id); ok {
				return v, true
			}
		case *discordgo.TextInput:
			if c.CustomID == id {
				return c.Value, true
			}
		case discordgo.TextInput:
			if c.CustomID == id {
				return c.Value, true
			}
		}
	}
	return "", false
}
