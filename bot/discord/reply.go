package discord

import (
	"context"
	"encoding/json"
	"errors"
	"sync"

	"github.com/bwmarrin/discordgo"
)

// Message is a reply as a handler makes it: text, embeds and buttons.
type Message struct {
	Content    string
	Embeds     []*discordgo.MessageEmbed
	Components []discordgo.MessageComponent
	// Ephemeral replies are seen only by the user who asked.
	Ephemeral bool
	// More are further messages sent after this one, for a reply too long
	// for one message. Each is ephemeral when this one is.
	More []*Message
	// Modal, when set, is a modal to open in place of a message: the
	// initial response, never deferred.
	Modal *discordgo.InteractionResponseData

	// prepared, when set, is the message as the initial response to an
	// interaction, made once by prepare for a message sent many times.
	// A prepared message is shared: nothing changes it.
	prepared *preparedResponse
}

// preparedResponse is an interaction response with its JSON encoding.
type preparedResponse struct {
	resp *discordgo.InteractionResponse
	body []byte
}

// prepare makes m's initial response and its JSON once, for a message
// that is sent as it is many times. m must not change after.
func (m *Message) prepare() {
	resp := m.response()
	body, err := json.Marshal(resp)
	if err != nil {
		return // encoded each time it is sent, which reports the error
	}
	m.prepared = &preparedResponse{resp: resp, body: body}
}

// response is m as the initial response to an interaction.
func (m *Message) response() *discordgo.InteractionResponse {
	if m.Modal != nil {
		return &discordgo.InteractionResponse{Type: discordgo.InteractionResponseModal, Data: m.Modal}
	}
	return &discordgo.InteractionResponse{
		Type: discordgo.InteractionResponseChannelMessageWithSource,
		Data: m.responseData(),
	}
}

func (m *Message) flags() discordgo.MessageFlags {
	if m.Ephemeral {
		return discordgo.MessageFlagsEphemeral
	}
	return 0
}

func (m *Message) responseData() *discordgo.InteractionResponseData {
	return &discordgo.InteractionResponseData{
		Content:         m.Content,
		Embeds:          orEmpty(m.Embeds),
		Components:      orEmpty(m.Components),
		Flags:           m.flags(),
		AllowedMentions: noMentions(),
	}
}

func (m *Message) webhookParams() *discordgo.WebhookParams {
	return &discordgo.WebhookParams{
		Content:         m.Content,
		Embeds:          m.Embeds,
		Components:      orEmpty(m.Components),
		Flags:           m.flags(),
		AllowedMentions: noMentions(),
	}
}

func (m *Message) webhookEdit() *discordgo.WebhookEdit {
	content := m.Content
	embeds := orEmpty(m.Embeds)
	components := orEmpty(m.Components)
	return &discordgo.WebhookEdit{
		Content:         &content,
		Embeds:          &embeds,
		Components:      &components,
		AllowedMentions: noMentions(),
	}
}

// noMentions keeps a reply from pinging anyone, whatever a user typed
// into a board or a note.
func noMentions() *discordgo.MessageAllowedMentions {
	return &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}}
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// Responder sends the initial response to an interaction: over the
// gateway, a POST to Discord's callback endpoint; over HTTP, the body of
// the response to Discord's request. Later edits and follow-up messages
// go through Discord's REST API.
type Responder interface {
	Respond(ctx context.Context, r *discordgo.InteractionResponse) error
}

// errDeferred is what a Responder returns when it sent a deferral in place
// of the response it was given (Discord's deadline came first): the reply
// is then an edit of that deferral, which everyone in the channel sees.
var errDeferred = errors.New("the reply was deferred in place of this response")

// encodedResponder is a Responder that can send a response already
// encoded as JSON, as the HTTP endpoint does.
type encodedResponder interface {
	respondEncoded(ctx context.Context, r *discordgo.InteractionResponse, body []byte) error
}

// respond sends m as the initial response, from its prepared encoding when
// it has one and the responder takes it.
func (r *reply) respond(ctx context.Context, m *Message) error {
	if p := m.prepared; p != nil {
		if er, ok := r.responder.(encodedResponder); ok {
			return er.respondEncoded(ctx, p.resp, p.body)
		}
		return r.responder.Respond(ctx, p.resp)
	}
	return r.responder.Respond(ctx, m.response())
}

// ResponderFunc makes a function a Responder.
type ResponderFunc func(ctx context.Context, r *discordgo.InteractionResponse) error

// Respond calls f.
func (f ResponderFunc) Respond(ctx context.Context, r *discordgo.InteractionResponse) error {
	return f(ctx, r)
}

// replyState is where a reply stands.
type replyState int

const (
	pending   replyState = iota // nothing sent yet
	responded                   // the reply was sent as the initial response
	deferred                    // "thinking…" was sent; the reply is an edit
)

// reply sends the one reply to an interaction: at once if it is ready
// in time, otherwise as a deferral followed by an edit. Its methods may be
// called from a timer and from the handler at the same time.
type reply struct {
	bot       *Bot
	i         *discordgo.Interaction
	responder Responder

	mu        sync.Mutex
	state     replyState
	ephemeral bool // the deferral was ephemeral
}

// deferNow sends a deferral if nothing has been sent yet: Discord shows
// that the bot is thinking, and the reply comes as an edit.
func (r *reply) deferNow(ctx context.Context, ephemeral bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.state != pending {
		return
	}
	resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource}
	if ephemeral {
		resp.Data = &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral}
	}
	err := r.responder.Respond(ctx, resp)
	switch {
	case errors.Is(err, errDeferred):
		r.state, r.ephemeral = deferred, false
	case err != nil:
		r.bot.logFor(r.i).Error("deferring a reply", "err", err)
	default:
		r.state, r.ephemeral = deferred, ephemeral
	}
}

// wasDeferred reports whether the reply was deferred.
func (r *reply) wasDeferred() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.state == deferred
}

// send delivers m: as the initial response, or as an edit of a deferred
// one, then its follow-up messages.
func (r *reply) send(ctx context.Context, m *Message) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	var err error
	if m.Modal != nil && r.state != pending {
		// A modal opens only as the first response; after a deferral,
		// say so instead.
		m = &Message{Content: "That took too long to open the box for the board. Press the button again.", Ephemeral: true}
	}
	if r.state == pending {
		err = r.respond(ctx, m)
		switch {
		case errors.Is(err, errDeferred):
			// Deferred in its place, near Discord's deadline: edit.
			r.state, r.ephemeral, err = deferred, false, nil
		case err != nil:
			return err
		default:
			r.state = responded
			return r.sendMore(ctx, m)
		}
	}
	switch {
	case r.state == responded:
		// Something more to say after the reply (an error after it was
		// sent): a follow-up message.
		_, err = r.bot.rest.FollowupMessageCreate(r.i, true, m.webhookParams(), discordgo.WithContext(ctx))
	case m.Ephemeral && !r.ephemeral:
		// A deferral everyone sees cannot turn private: delete it and
		// send the reply privately instead.
		if err := r.bot.rest.InteractionResponseDelete(r.i, discordgo.WithContext(ctx)); err != nil {
			r.bot.logFor(r.i).Warn("deleting a deferred reply", "err", err)
		}
		_, err = r.bot.rest.FollowupMessageCreate(r.i, true, m.webhookParams(), discordgo.WithContext(ctx))
	default:
		_, err = r.bot.rest.InteractionResponseEdit(r.i, m.webhookEdit(), discordgo.WithContext(ctx))
	}
	if err != nil {
		return err
	}
	return r.sendMore(ctx, m)
}

// sendMore sends the further messages of m, after m.
func (r *reply) sendMore(ctx context.Context, m *Message) error {
	for _, more := range m.More {
		more.Ephemeral = m.Ephemeral
		if _, err := r.bot.rest.FollowupMessageCreate(r.i, true, more.webhookParams(), discordgo.WithContext(ctx)); err != nil {
			return errors.Join(errors.New("sending a follow-up message"), err)
		}
	}
	return nil
}
