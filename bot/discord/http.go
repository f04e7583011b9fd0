package discord

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
)

// MaxInteractionBody is the largest request body the interactions
// endpoint reads. Discord's interactions are a few kilobytes; a command's
// options are at most 6000 characters each.
const MaxInteractionBody = 64 << 10

// MaxClockSkew is how far a request's signed timestamp may be from this
// machine's clock. An older request is refused, so a recorded one cannot
// be replayed later.
const MaxClockSkew = 5 * time.Minute

// responseDeadline is how long Discord waits for the response to an
// interaction.
const responseDeadline = 3 * time.Second

// lastMomentDefer is when the endpoint defers a reply that is still not
// ready, whatever the handler does: past DeferAfter, on a machine so busy
// that the handler's own deferral has not come, it is the last moment
// that leaves the response time to reach Discord.
const lastMomentDefer = responseDeadline - 500*time.Millisecond

// InteractionsHandler serves Discord's HTTP interactions (POST
// /interactions): it checks the ed25519 signature Discord puts on each
// request with the application's public key and refuses anything not
// signed (401), stale (401) or too large (413), answers PING with PONG,
// and answers every other interaction as the gateway does. A reply that
// takes long is deferred in the HTTP response and edited through the REST
// API.
func (b *Bot) InteractionsHandler() http.Handler {
	return http.HandlerFunc(b.serveInteraction)
}

// HasPublicKey reports whether the Bot can check interactions received
// over HTTP.
func (b *Bot) HasPublicKey() bool { return b.publicKey != nil }

// serveInteraction answers one interaction received over HTTP.
// It is long because it is the request's path in order: method, size,
// signature, replay, decoding, then the answer; each step ends the request on
// failure, and reading them in order is how the order is checked.
func (b *Bot) serveInteraction(w http.ResponseWriter, r *http.Request) {
	// Discord's deadline runs from when it sent the request: the
	// deferral below counts from its arrival, not from when it was read.
	deferAt := time.NewTimer(lastMomentDefer)
	defer deferAt.Stop()
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		httpError(w, http.StatusMethodNotAllowed, "interactions are POSTed")
		return
	}
	if b.publicKey == nil {
		httpError(w, http.StatusServiceUnavailable, "no public key is configured to check interactions")
		return
	}
	sig, ts := r.Header.Get("X-Signature-Ed25519"), r.Header.Get("X-Signature-Timestamp")
	if sig == "" || ts == "" {
		httpError(w, http.StatusUnauthorized, "missing signature headers")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxInteractionBody))
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		httpError(w, http.StatusRequestEntityTooLarge, "request body too large")
		return
	}
	if err != nil {
		httpError(w, http.StatusBadRequest, "reading the request body failed")
		return
	}
	secs, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		httpError(w, http.StatusUnauthorized, "invalid signature timestamp")
		return
	}
	if skew := b.now().Sub(time.Unix(secs, 0)); skew > MaxClockSkew || skew < -MaxClockSkew {
		httpError(w, http.StatusUnauthorized, "stale signature timestamp")
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	if !discordgo.VerifyInteraction(r, b.publicKey) {
		httpError(w, http.StatusUnauthorized, "invalid request signature")
		return
	}
	if !jsonDepthWithin(body, maxJSONDepth) {
		httpError(w, http.StatusBadRequest, "the body nests deeper than any interaction")
		return
	}
	i, err := decodeInteraction(body)
	if err != nil {
		httpError(w, http.StatusBadRequest, "the body is not an interaction")
		return
	}
	if i.Type == discordgo.InteractionPing {
		writeJSON(w, &discordgo.InteractionResponse{Type: discordgo.InteractionResponsePong})
		return
	}
	if prev := b.seen.first(i.ID, b.now()); prev != nil {
		b.answerReplay(w, r, i, prev, deferAt.C)
		return
	}
	var written []byte
	defer func() { b.seen.finish(i.ID, written) }()
	if !b.begin() {
		written = writeJSON(w, restartingResponse())
		return
	}
	hr := &httpResponder{ch: make(chan httpResponse, 1), done: make(chan struct{})}
	b.spawn(func() {
		defer b.inflight.Done()
		b.Handle(r.Context(), i, hr)
	})
	select {
	case resp := <-hr.ch:
		if resp.body != nil {
			written = writeBody(w, resp.body)
		} else {
			written = writeJSON(w, resp.r)
		}
		hr.sent = resp.r
	case <-deferAt.C:
		// The reply is not ready and was not deferred: defer it here, so
		// that Discord does not fail the interaction; the handler's reply
		// becomes an edit.
		resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource}
		written = writeJSON(w, resp)
		hr.sent, hr.deferredHere = resp, true
		b.logFor(i).Warn("no reply near Discord's deadline; deferred it, to edit it when it is ready")
	case <-r.Context().Done():
	}
	close(hr.done)
}

// httpResponder hands the initial response of an interaction to the HTTP
// handler that writes it as the response to Discord's request.
type httpResponder struct {
	ch   chan httpResponse
	done chan struct{} // closed when the handler is finished with the request
	// sent is the response written, nil for none; deferredHere is true
	// when it is a deferral the handler made in place of the one the
	// Responder was given. Both are set before done is closed.
	sent         *discordgo.InteractionResponse
	deferredHere bool
}

// Respond gives r to the HTTP handler and returns once it is written, so
// that edits of a deferred reply come after it. When the handler deferred
// the reply in its place, near Discord's deadline, it returns errDeferred.
func (h *httpResponder) Respond(ctx context.Context, r *discordgo.InteractionResponse) error {
	return h.respondEncoded(ctx, r, nil)
}

// respondEncoded is Respond for a response already encoded as body; nil
// body means it is encoded here.
func (h *httpResponder) respondEncoded(ctx context.Context, r *discordgo.InteractionResponse, body []byte) error {
	select {
	case h.ch <- httpResponse{r: r, body: body}:
	case <-h.done:
	}
	<-h.done
	switch {
	case h.sent == r:
		return nil
	case h.deferredHere:
		return errDeferred
	}
	return errors.New("the HTTP request from Discord ended before the response was written")
}

// httpResponse is a response handed to the HTTP handler, with its JSON
// when it was encoded before.
type httpResponse struct {
	r    *discordgo.InteractionResponse
	body []byte
}

// restartingResponse is the reply to an interaction that arrives while the bot
// shuts down.
func restartingResponse() *discordgo.InteractionResponse {
	m := &Message{Content: "I'm restarting; please ask again in a moment.", Ephemeral: true}
	return &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource, Data: m.responseData()}
}

// answerReplay answers an interaction whose id was received before with
// the response the first request got, waiting for it while the first is
// still being answered; it is not handled, counted or stored again. With
// no response to give (the first request ended without one), it is
// refused.
func (b *Bot) answerReplay(w http.ResponseWriter, r *http.Request, i *discordgo.Interaction, prev *seenInteraction, deadline <-chan time.Time) {
	select {
	case <-prev.done:
	case <-deadline:
	case <-r.Context().Done():
		return
	}
	select {
	case <-prev.done:
		if prev.body != nil {
			b.logFor(i).Info("an interaction received again; answered with its first response")
			writeBody(w, prev.body)
			return
		}
	default:
	}
	httpError(w, http.StatusConflict, "this interaction was received before")
}

// writeJSON writes v as a JSON body and returns the bytes written, nil
// when it could not be encoded.
func writeJSON(w http.ResponseWriter, v any) []byte {
	body, err := json.Marshal(v)
	if err != nil {
		httpError(w, http.StatusInternalServerError, "encoding the response failed")
		return nil
	}
	return writeBody(w, body)
}

// writeBody writes a JSON body with its length, so that it goes out in
// one piece rather than in chunks, and returns it.
func writeBody(w http.ResponseWriter, body []byte) []byte {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
	return body
}

func httpError(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	body, _ := json.Marshal(map[string]string{"error": msg})
	w.Write(body)
}
