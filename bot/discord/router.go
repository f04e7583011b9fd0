package discord

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/logging"
	"github.com/orrery-judge/orrery/rulings"
)

// call is one command or button press being answered.
type call struct {
	i *discordgo.Interaction
	// path is the command path ("judge tap") or the button's kind ("steps").
	path string
	// inv is the checked command; zero for a button.
	inv command.Invocation
	// q is the engine's question inv asks, read once by admit; nil for
	// other commands and buttons.
	q command.Question
	// arg is what a button's custom id carries after the colon.
	arg string
	// bot and log: log is the call's logger, made by logger when a line
	// is logged.
	bot *Bot
	log *slog.Logger
	// ruling is the id of the stored ruling the reply shows, for the log.
	ruling string
}

// Report says what became of one interaction, for logs and metrics.
type Report struct {
	// Kind is "command", "autocomplete", "button", "modal" (a board
	// written in a modal) or "ping".
	Kind string
	// Path is the command path ("judge tap", also of a modal) or the
	// button ("button steps").
	Path string
	// Outcome is "ok", "invalid input", "refused", "rate limited",
	// "internal error", or "not sent" when Discord could not be reached.
	Outcome string
	// Ruling is the id of the stored ruling shown, "" for none.
	Ruling string
	// Deferred is true when the reply was deferred, then edited.
	Deferred bool
	// Duration is the time from receiving the interaction to its reply
	// being sent.
	Duration time.Duration
}

// logger is the call's logger, naming the interaction, where it came from
// and the ruling once there is one.
func (c *call) logger() *slog.Logger {
	if c.log == nil {
		c.log = c.bot.logFor(c.i)
	}
	if c.ruling != "" {
		return c.log.With("ruling", c.ruling)
	}
	return c.log
}

// handler answers a call with a message, or an error that Handle turns
// into an ephemeral reply.
type handler func(ctx context.Context, c *call) (*Message, error)

// route is where an interaction goes, and how its reply is sent.
type route struct {
	handle handler
	// ephemeral: the reply is seen only by the user who asked, and so is
	// a deferral of it.
	ephemeral bool
	// slow: defer at once, as the answer is expected to take seconds.
	slow bool
	// modal: the reply opens a modal, which must be the first response:
	// it is never deferred.
	modal bool
}

// commandRoute finds the route of a command path: the renderer of the
// handler its command.Spec names.
func (b *Bot) commandRoute(path string) (route, bool) {
	spec, ok := command.Lookup(path)
	if !ok {
		return route{}, false
	}
	rt := route{ephemeral: spec.Private}
	switch spec.Handler {
	case command.AskEngine:
		rt.handle = b.answerEngine
	case command.ShowRuling:
		rt.handle = b.showRuling
	case command.SearchRulings:
		rt.handle = b.searchRulings
	case command.ReviewRuling:
		rt.handle = b.reviewRuling
	case command.LookUpRule:
		rt.handle = b.answerRule
	case command.LookUpCard:
		rt.handle = b.answerCard
	case command.ShowHelp:
		rt.handle = b.answerHelp
	default:
		return route{}, false
	}
	return rt, true
}

// do answers the call's command with the App: the ruling, the stored
// ruling, the search (perPage results a page), the review, the rule or
// the card, for the route to render.
func (c *call) do(ctx context.Context, perPage int) (*app.Reply, error) {
	return c.bot.app.Do(ctx, app.Request{Inv: c.inv, Question: c.q, Who: askerOf(c.i), PerPage: perPage})
}

// componentRoute finds the route of a button, by the part of its custom
// id before the colon.
func (b *Bot) componentRoute(kind string) (route, bool) {
	switch kind {
	case buttonSteps:
		return route{handle: b.pressSteps, ephemeral: true}, true
	case buttonRules:
		return route{handle: b.pressRules, ephemeral: true}, true
	case buttonCite:
		return route{handle: b.pressCite, ephemeral: true}, true
	case buttonAgain:
		return route{handle: b.pressAgain, modal: true}, true
	case buttonEdit:
		return route{handle: b.pressEdit, modal: true}, true
	case buttonBoard:
		return route{handle: b.pressBoard, ephemeral: true}, true
	case buttonExplain:
		return route{handle: b.pressExplain, ephemeral: true, slow: true}, true
	case buttonRule:
		return route{handle: b.pressRule, ephemeral: true}, true
	}
	return route{}, false
}

// Handle answers one interaction and returns once its reply has been sent
// (and edited, when it was deferred). The first response goes through
// responder; edits and follow-up messages through Discord's REST API.
// Handle never panics and never leaves an interaction without a response
// unless Discord cannot be reached.
func (b *Bot) Handle(ctx context.Context, i *discordgo.Interaction, responder Responder) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), interactionTimeout)
	defer cancel()
	// Lines logged with ctx elsewhere (storing the ruling, phrasing it)
	// name the interaction too; the line below names it itself.
	lineCtx := ctx
	ctx = logging.With(ctx, "interaction", i.ID)
	start := time.Now()
	rep := &reply{bot: b, i: i, responder: responder}
	c := &call{i: i, bot: b}
	path, outcome := "", "ok"
	defer func() {
		if p := recover(); p != nil {
			c.logger().Error("panic answering an interaction", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			outcome = "internal error"
			if path == "" { // it panicked inside answerAtOnce or route
				path = c.path
			}
			if err := rep.send(ctx, internalErrorMessage()); err != nil {
				c.logger().Error("sending a reply", "err", err)
			}
		}
		r := Report{Kind: kindName(i.Type), Path: path, Outcome: outcome, Ruling: c.ruling,
			Deferred: rep.wasDeferred(), Duration: time.Since(start)}
		if b.log.Enabled(lineCtx, slog.LevelInfo) {
			attrs := append(b.originAttrs(i, make([]slog.Attr, 0, 9)),
				slog.String("kind", r.Kind), slog.String("path", r.Path), slog.String("outcome", r.Outcome),
				slog.Bool("deferred", r.Deferred), slog.Float64("ms", float64(r.Duration.Microseconds())/1000))
			if r.Ruling != "" {
				attrs = append(attrs, slog.String("ruling", r.Ruling))
			}
			b.log.LogAttrs(lineCtx, slog.LevelInfo, "interaction", attrs...)
		}
		if b.cfg.Observe != nil {
			b.cfg.Observe(r)
		}
	}()

	var answered bool
	if path, answered, outcome = b.answerAtOnce(ctx, i, responder, c); answered {
		return
	}
	var rt route
	var err error
	path, rt, err = b.route(c)
	if err == nil {
		err = b.admit(c)
	}
	var msg *Message
	if err == nil {
		msg, err = b.run(ctx, rep, rt, c)
	}
	if err != nil {
		outcome = errorOutcome(err)
		msg = b.errorMessage(c, err)
	}
	if err := rep.send(ctx, msg); err != nil {
		c.logger().Error("sending a reply", "err", err)
		outcome = "not sent"
	}
}

// answerAtOnce answers the interactions that need no route, a ping and an
// autocomplete, with their path and outcome; answered is false for the
// others.
func (b *Bot) answerAtOnce(ctx context.Context, i *discordgo.Interaction, responder Responder, c *call) (path string, answered bool, outcome string) {
	switch i.Type {
	case discordgo.InteractionPing:
		if err := responder.Respond(ctx, &discordgo.InteractionResponse{Type: discordgo.InteractionResponsePong}); err != nil {
			c.logger().Error("answering a ping", "err", err)
			return "ping", true, "not sent"
		}
		return "ping", true, "ok"
	case discordgo.InteractionApplicationCommandAutocomplete:
		path, opts := commandPath(i.ApplicationCommandData())
		c.path = path
		choices := b.autocomplete(ctx, path, opts, c.logger())
		if err := responder.Respond(ctx, &discordgo.InteractionResponse{
			Type: discordgo.InteractionApplicationCommandAutocompleteResult,
			Data: &discordgo.InteractionResponseData{Choices: choices},
		}); err != nil {
			c.logger().Error("sending choices", "err", err)
			return path, true, "not sent"
		}
		return path, true, "ok"
	}
	return "", false, "ok"
}

// route finds where a slash command or a button goes: its path for the
// log, its route, and the checked command of a slash command (in c.inv).
func (b *Bot) route(c *call) (path string, rt route, err error) {
	i := c.i
	switch i.Type {
	case discordgo.InteractionApplicationCommand:
		var opts []*discordgo.ApplicationCommandInteractionDataOption
		path, opts = commandPath(i.ApplicationCommandData())
		c.path = path
		var ok bool
		if rt, ok = b.commandRoute(path); !ok {
			return path, rt, &refusal{msg: fmt.Sprintf("I don't know the command /%s. The commands may have changed since they were installed; `/help` lists them.", path)}
		}
		values := optionValues(opts)
		if needsBoard(path, values) {
			// The board is written in a modal, over several lines.
			c.arg, err = withoutBoard(path, values)
			return path, route{handle: b.openBoardModal, modal: true}, err
		}
		c.inv, err = command.FromOptions(path, values)
		return path, rt, err
	case discordgo.InteractionModalSubmit:
		data, _ := i.Data.(discordgo.ModalSubmitInteractionData)
		kind, _, _ := strings.Cut(data.CustomID, ":")
		c.path = kind
		c.inv, err = modalCommand(data)
		if err != nil {
			return "modal", rt, err
		}
		c.path = c.inv.Name
		rt, _ = b.commandRoute(c.inv.Name)
		return c.inv.Name, rt, nil
	case discordgo.InteractionMessageComponent:
		kind, arg, _ := strings.Cut(i.MessageComponentData().CustomID, ":")
		c.path, c.arg = kind, arg
		var ok bool
		if rt, ok = b.componentRoute(kind); !ok {
			err = &refusal{msg: "That button no longer does anything. Ask the question again for fresh buttons."}
		}
		return "button " + kind, rt, err
	}
	return kindName(i.Type), rt, &refusal{msg: "I can't answer that kind of interaction."}
}

// run calls a route's handler, deferring the reply when the handler is
// slow: at once for a slow route, after DeferAfter for the others.
func (b *Bot) run(ctx context.Context, rep *reply, rt route, c *call) (*Message, error) {
	switch {
	case rt.modal:
	case rt.slow:
		rep.deferNow(ctx, rt.ephemeral)
	default:
		t := time.AfterFunc(b.deferAfter(), func() { rep.deferNow(ctx, rt.ephemeral) })
		defer t.Stop()
	}
	return rt.handle(ctx, c)
}

// admit applies the rate limits and the limit on board size.
func (b *Bot) admit(c *call) error {
	user := userOf(c.i)
	if user != nil {
		if ok, wait := b.limits.user(user.ID); !ok {
			return &refusal{msg: fmt.Sprintf("You're asking faster than I can keep up with. Please wait %s and ask again.", waitWords(wait)), rateLimit: true}
		}
	}
	if c.i.GuildID != "" {
		if ok, wait := b.limits.guild(c.i.GuildID); !ok {
			return &refusal{msg: fmt.Sprintf("This server is asking faster than I can keep up with. Please wait %s and ask again.", waitWords(wait)), rateLimit: true}
		}
	}
	return b.readQuestion(c)
}

// commandPath reads the command path of a slash command or autocomplete
// ("judge tap") and the options of its innermost subcommand.
func commandPath(data discordgo.ApplicationCommandInteractionData) (string, []*discordgo.ApplicationCommandInteractionDataOption) {
	path := []string{data.Name}
	opts := data.Options
	for len(opts) == 1 && (opts[0].Type == discordgo.ApplicationCommandOptionSubCommand ||
		opts[0].Type == discordgo.ApplicationCommandOptionSubCommandGroup) {
		path = append(path, opts[0].Name)
		opts = opts[0].Options
	}
	return strings.Join(path, " "), opts
}

// optionValues are the options as command.FromOptions takes them.
func optionValues(opts []*discordgo.ApplicationCommandInteractionDataOption) map[string]any {
	m := make(map[string]any, len(opts))
	for _, o := range opts {
		m[o.Name] = o.Value
	}
	return m
}

// userOf is the user who caused the interaction: the member's user in a
// guild, the user in a direct message.
func userOf(i *discordgo.Interaction) *discordgo.User {
	if i.Member != nil && i.Member.User != nil {
		return i.Member.User
	}
	return i.User
}

// askerOf records who asked, for the store.
func askerOf(i *discordgo.Interaction) rulings.Asker {
	a := rulings.Asker{Source: rulings.SourceDiscord, GuildID: i.GuildID, ChannelID: i.ChannelID}
	if u := userOf(i); u != nil {
		a.UserID, a.UserName = u.ID, u.Username
	}
	return a
}

// logFor is the logger for one interaction, with its id and where it
// came from.
func (b *Bot) logFor(i *discordgo.Interaction) *slog.Logger {
	attrs := b.originAttrs(i, nil)
	args := make([]any, len(attrs))
	for n, a := range attrs {
		args[n] = a
	}
	return b.log.With(args...)
}

// originAttrs appends to attrs the interaction's id and where it came
// from, as every log line about it names them.
func (b *Bot) originAttrs(i *discordgo.Interaction, attrs []slog.Attr) []slog.Attr {
	attrs = append(attrs, slog.String("interaction", i.ID))
	if i.GuildID != "" {
		attrs = append(attrs, slog.String("guild", i.GuildID))
	}
	if u := userOf(i); u != nil {
		attrs = append(attrs, slog.String("user", u.ID))
	}
	return attrs
}

func kindName(t discordgo.InteractionType) string {
	switch t {
	case discordgo.InteractionPing:
		return "ping"
	case discordgo.InteractionApplicationCommand:
		return "command"
	case discordgo.InteractionApplicationCommandAutocomplete:
		return "autocomplete"
	case discordgo.InteractionMessageComponent:
		return "button"
	case discordgo.InteractionModalSubmit:
		return "modal"
	}
	return fmt.Sprintf("interaction type %d", int(t))
}

// readQuestion reads the engine's question of a command with a board into
// c.q, the board parsed once for both the limit and the answer, and
// refuses a board with more permanents than the limit before the engine
// is asked.
func (b *Bot) readQuestion(c *call) error {
	limit := b.limits.cfg.MaxPermanents
	if n, ok := c.inv.Int("orreries"); ok && limit > 0 && n > limit {
		return &refusal{msg: fmt.Sprintf("That is %d Ghirapur Orreries; I answer for boards of at most %d permanents here.", n, limit)}
	}
	if _, ok := c.inv.Options["board"]; !ok || limit <= 0 || !command.IsEngine(c.inv.Name) {
		// No board to count (an /orrery shortcut's Orreries were counted
		// above), or no limit: the App reads the question once, if it
		// does not answer it from memory.
		return nil
	}
	q, err := c.inv.Read()
	if err != nil {
		return err
	}
	if n := len(q.Board().Permanents); n > limit {
		return &refusal{msg: fmt.Sprintf("That board has %d permanents; I answer for boards of at most %d permanents here. Leave out the permanents the question does not depend on.", n, limit)}
	}
	c.q = q
	return nil
}
