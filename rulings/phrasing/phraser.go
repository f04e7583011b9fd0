package phrasing

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// DefaultTimeout bounds one rewording when Config.Timeout is 0.
const DefaultTimeout = 20 * time.Second

// maxReplyBytes bounds the body of a reply that is read; a longer one is
// cut, fails to decode, and counts as malformed.
const maxReplyBytes = 1 << 20

// maxTokens bounds what the model writes, well above DefaultMaxLength.
const maxTokens = 800

// storeTimeout bounds reading and writing a stored phrasing.
const storeTimeout = 5 * time.Second

// Config says which model rewords rulings, where, and how.
type Config struct {
	// BaseURL is the OpenAI-compatible API, up to and including its /v1:
	// "https://api.openai.com/v1", or a local llama.cpp
	// ("http://127.0.0.1:8081/v1"), Ollama ("http://127.0.0.1:11434/v1")
	// or vLLM server. Empty means OpenAI's.
	BaseURL string
	// APIKey is sent as a bearer token; local servers may need none.
	APIKey string
	// Model is the model name the API knows, like "gpt-4o-mini" or
	// "llama3.1:8b". It is required: it is part of the key under which
	// accepted phrasings are stored.
	Model string
	// Timeout bounds one rewording, from looking for a stored one to the
	// checked text of a new one; past it the engine's wording is shown.
	// 0 means DefaultTimeout.
	Timeout time.Duration
	// MaxLength is the longest phrasing shown, in characters; 0 means
	// DefaultMaxLength.
	MaxLength int
	// HTTPClient sends the requests; nil means one of its own. Replies
	// are read through it with a size limit.
	HTTPClient *http.Client
	// Observe, when set, is called once for each Explain, with how it
	// ended and, for a rejected phrasing, why: a hook for metrics. It must
	// be quick and safe for concurrent use.
	Observe func(Result, Reason)
}

// Result is how one request for an explanation ended. Results are few
// and fixed, so they make good metric labels.
type Result string

// How an explanation can end. Only ResultAccepted and ResultReused show
// a model's text; every other result shows the engine's wording.
const (
	// ResultAccepted: the model's text passed every check and was shown
	// (and stored, when the ruling is).
	ResultAccepted Result = "accepted"
	// ResultReused: a stored phrasing was shown; no model was called.
	ResultReused Result = "reused"
	// ResultRejected: the model's text failed a check (see Reason).
	ResultRejected Result = "rejected"
	// ResultSkipped: the engine could not rule, so there was nothing to
	// reword; no model was called.
	ResultSkipped Result = "skipped"
	// ResultTimeout: no reply within the timeout.
	ResultTimeout Result = "timeout"
	// ResultCanceled: the caller gave up before the reply.
	ResultCanceled Result = "canceled"
	// ResultServerError: the server failed (a 5xx status) or could not be
	// reached.
	ResultServerError Result = "server_error"
	// ResultRequestError: the server refused the request (a 4xx status:
	// a wrong key, an unknown model).
	ResultRequestError Result = "request_error"
	// ResultRefused: the model refused, or a content filter stopped it.
	ResultRefused Result = "refused"
	// ResultMalformed: the reply was not a usable chat completion: not
	// JSON, no choices, no text, or cut off at the token limit.
	ResultMalformed Result = "malformed"
)

// Results lists every Result, for metrics that want each label from the
// start.
var Results = []Result{
	ResultAccepted, ResultReused, ResultRejected, ResultSkipped, ResultTimeout, ResultCanceled,
	ResultServerError, ResultRequestError, ResultRefused, ResultMalformed,
}

// Store keeps accepted phrasings; *rulings.Store is one. Phrasing returns
// an error wrapping rulings.ErrNotFound when there is none.
type Store interface {
	Phrasing(ctx context.Context, rulingID, model, promptVersion string) (*rulings.Phrasing, error)
	SavePhrasing(ctx context.Context, p *rulings.Phrasing) error
}

// Phraser rewords rulings with a language model behind an
// OpenAI-compatible API, checks every text before it is shown, and keeps
// the accepted ones. It is safe for concurrent use; bot/app's Phraser is
// what it does, with Explanation as app's explanation.
type Phraser struct {
	client    *openai.Client
	model     string
	timeout   time.Duration
	maxLength int
	store     Store
	log       *slog.Logger
	observe   func(Result, Reason)

	mu         sync.Mutex
	results    map[Result]int64
	rejections map[Reason]int64
}

// Explanation is what a player is shown when they ask for an explanation
// of a ruling.
type Explanation struct {
	Text string
	// Fallback is true when Text is the engine's own wording.
	Fallback bool
	// Model names the model that wrote an accepted Text.
	Model string
}

// New returns a Phraser for cfg. store keeps accepted phrasings (nil: none
// are kept, and every request calls the model); log receives failures and
// rejections (nil: slog.Default()). New touches no network.
//
// Only call New when phrasing is configured: with it off, leave
// bot/app's App.Phraser nil (not a nil *Phraser), and nothing about it runs.
func New(cfg Config, store Store, log *slog.Logger) (*Phraser, error) {
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, errors.New("phrasing: no model name: set llm.model (or OPENAI_MODEL) to a model the API knows")
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		u, err := url.Parse(cfg.BaseURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, fmt.Errorf("phrasing: base URL %q: expected an http:// or https:// URL like http://127.0.0.1:11434/v1", cfg.BaseURL)
		}
		oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	}
	switch {
	case cfg.Timeout < 0:
		return nil, fmt.Errorf("phrasing: timeout %v: expected a positive duration", cfg.Timeout)
	case cfg.Timeout == 0:
		cfg.Timeout = DefaultTimeout
	}
	switch {
	case cfg.MaxLength < 0:
		return nil, fmt.Errorf("phrasing: maximum length %d: expected a positive number of characters", cfg.MaxLength)
	case cfg.MaxLength == 0:
		cfg.MaxLength = DefaultMaxLength
	}
	transport := http.DefaultTransport
	if cfg.HTTPClient != nil && cfg.HTTPClient.Transport != nil {
		transport = cfg.HTTPClient.Transport
	}
	hc := &http.Client{Transport: limitedTransport{transport}}
	if cfg.HTTPClient != nil {
		hc.CheckRedirect = cfg.HTTPClient.CheckRedirect
		hc.Jar = cfg.HTTPClient.Jar
	}
	oc.HTTPClient = hc
	if log == nil {
		log = slog.Default()
	}
	if s, ok := store.(*rulings.Store); ok && s == nil {
		store = nil // a nil *rulings.Store is no store
	}
	return &Phraser{
		client:     openai.NewClientWithConfig(oc),
		model:      cfg.Model,
		timeout:    cfg.Timeout,
		maxLength:  cfg.MaxLength,
		store:      store,
		log:        log,
		observe:    cfg.Observe,
		results:    map[Result]int64{},
		rejections: map[Reason]int64{},
	}, nil
}

// Model is the name of the model that writes the phrasings.
func (p *Phraser) Model() string { return p.model }

// Explain returns the explanation to show a player for r. It is the
// model's rewording when one passes Check: a stored one if the ruling has
// an id and one is stored for this model and PromptVersion, otherwise a
// new one, which is then stored. In every other case (the engine could
// not rule, the model timed out, failed, refused, answered something
// unreadable or a text that fails a check) it is the engine's own wording
// (EngineWording) with Fallback true, within the timeout. Each failure is
// logged with its reason and counted (see Counts and Config.Observe).
// The error is non-nil only when r is nil.
func (p *Phraser) Explain(ctx context.Context, r *rules.Ruling) (Explanation, error) {
	if r == nil {
		return Explanation{}, errors.New("phrasing: no ruling to explain")
	}
	fallback := Explanation{Text: EngineWording(r), Fallback: true}
	if !r.Understood {
		p.count(ResultSkipped, "")
		return fallback, nil
	}
	// The timeout bounds everything up to the checked text: reading a
	// stored phrasing and asking the model.
	deadline, cancel := context.WithTimeout(ctx, p.timeout)
	defer cancel()
	if text, ok := p.stored(deadline, r); ok {
		p.count(ResultReused, "")
		return Explanation{Text: text, Model: p.model}, nil
	}
	text, result, err := p.ask(ctx, deadline, r)
	if err != nil {
		p.count(result, "")
		p.log.WarnContext(ctx, "phrasing failed; showing the engine's wording",
			"ruling", r.ID, "question", r.Question, "model", p.model, "result", string(result), "err", err)
		return fallback, nil
	}
	if err := Check(r, text, p.maxLength); err != nil {
		var rej *Rejection
		if !errors.As(err, &rej) {
			rej = &Rejection{Reason: ReasonEmpty, Detail: err.Error()}
		}
		p.count(ResultRejected, rej.Reason)
		p.log.WarnContext(ctx, "phrasing rejected; showing the engine's wording",
			"ruling", r.ID, "question", r.Question, "model", p.model, "reason", string(rej.Reason),
			"detail", rej.Detail, "text", logExcerpt(text))
		return fallback, nil
	}
	text = strings.TrimSpace(text)
	p.count(ResultAccepted, "")
	p.save(ctx, r, text)
	return Explanation{Text: text, Model: p.model}, nil
}

// stored returns the stored phrasing of r, if there is one that still
// passes Check (a check made stricter since retires old texts).
func (p *Phraser) stored(ctx context.Context, r *rules.Ruling) (string, bool) {
	if p.store == nil || r.ID == "" {
		return "", false
	}
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	ph, err := p.store.Phrasing(ctx, r.ID, p.model, PromptVersion)
	if errors.Is(err, rulings.ErrNotFound) {
		return "", false
	}
	if err != nil {
		p.log.ErrorContext(ctx, "reading a stored phrasing", "ruling", r.ID, "model", p.model, "err", err)
		return "", false
	}
	if err := Check(r, ph.Text, p.maxLength); err != nil {
		p.log.WarnContext(ctx, "a stored phrasing no longer passes the checks; asking again",
			"ruling", r.ID, "model", p.model, "err", err)
		return "", false
	}
	return strings.TrimSpace(ph.Text), true
}

// save stores an accepted phrasing of a stored ruling. A failure is
// logged: the player still sees the text.
func (p *Phraser) save(ctx context.Context, r *rules.Ruling, text string) {
	if p.store == nil || r.ID == "" {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), storeTimeout)
	defer cancel()
	err := p.store.SavePhrasing(ctx, &rulings.Phrasing{RulingID: r.ID, Model: p.model, PromptVersion: PromptVersion, Text: text})
	if err != nil {
		p.log.ErrorContext(ctx, "storing a phrasing", "ruling", r.ID, "model", p.model, "err", err)
	}
}

// ask calls the model before deadline, a context made from ctx, and
// returns its text, or how the call failed.
func (p *Phraser) ask(ctx, deadline context.Context, r *rules.Ruling) (string, Result, error) {
	system, user, err := Prompt(r, p.maxLength)
	if err != nil {
		return "", ResultMalformed, err
	}
	req := openai.ChatCompletionRequest{
		Model: p.model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: system},
			{Role: openai.ChatMessageRoleUser, Content: user},
		},
	}
	if !reasoningModel(p.model) {
		// Reasoning models take neither; they need their tokens to think.
		req.MaxTokens = maxTokens
		req.Temperature = 0.2
	}
	resp, err := p.client.CreateChatCompletion(deadline, req)
	if err != nil {
		switch {
		case ctx.Err() != nil:
			return "", ResultCanceled, fmt.Errorf("the caller gave up: %w", context.Cause(ctx))
		case deadline.Err() != nil:
			return "", ResultTimeout, fmt.Errorf("no reply within %v", p.timeout)
		}
		return "", classify(err), err
	}
	if len(resp.Choices) == 0 {
		return "", ResultMalformed, errors.New("the reply has no choices")
	}
	c := resp.Choices[0]
	if c.FinishReason == openai.FinishReasonContentFilter {
		return "", ResultRefused, errors.New("a content filter stopped the reply")
	}
	if c.Message.Refusal != "" {
		return "", ResultRefused, fmt.Errorf("the model refused: %s", logExcerpt(c.Message.Refusal))
	}
	if c.FinishReason == openai.FinishReasonLength {
		return "", ResultMalformed, errors.New("the reply was cut off at the token limit")
	}
	text := c.Message.Content
	if text == "" {
		var parts []string
		for _, part := range c.Message.MultiContent {
			if part.Type == openai.ChatMessagePartTypeText {
				parts = append(parts, part.Text)
			}
		}
		text = strings.Join(parts, "")
	}
	if strings.TrimSpace(text) == "" {
		return "", ResultMalformed, errors.New("the reply has no text")
	}
	return text, "", nil
}

// classify tells a server that failed from one that refused the request
// and from a reply that could not be read.
func classify(err error) Result {
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	status := 0
	switch {
	case errors.As(err, &apiErr):
		status = apiErr.HTTPStatusCode
	case errors.As(err, &reqErr):
		status = reqErr.HTTPStatusCode
	default:
		var urlErr *url.Error
		if errors.As(err, &urlErr) {
			return ResultServerError // not reached, or the connection broke
		}
		return ResultMalformed // the reply could not be decoded
	}
	if status >= 400 && status < 500 {
		return ResultRequestError
	}
	return ResultServerError
}

// reasoningModel reports whether the OpenAI client library treats model
// as a reasoning model, which refuses max_tokens and temperature.
func reasoningModel(model string) bool {
	for _, prefix := range []string{"o1", "o3", "o4", "gpt-5", "gpt-6"} {
		if strings.HasPrefix(model, prefix) {
			return true
		}
	}
	return false
}

// Counts are how many explanations ended each way, and why phrasings were
// rejected, since the Phraser was made.
type Counts struct {
	Results    map[Result]int64
	Rejections map[Reason]int64
}

// Counts returns a copy of the counters.
func (p *Phraser) Counts() Counts {
	p.mu.Lock()
	defer p.mu.Unlock()
	c := Counts{Results: map[Result]int64{}, Rejections: map[Reason]int64{}}
	for k, v := range p.results {
		c.Results[k] = v
	}
	for k, v := range p.rejections {
		c.Rejections[k] = v
	}
	return c
}

func (p *Phraser) count(result Result, reason Reason) {
	p.mu.Lock()
	p.results[result]++
	if reason != "" {
		p.rejections[reason]++
	}
	p.mu.Unlock()
	if p.observe != nil {
		p.observe(result, reason)
	}
}

// logExcerpt shortens a model's text for a log line.
func logExcerpt(text string) string {
	const n = 400
	if r := []rune(text); len(r) > n {
		return string(r[:n]) + "…"
	}
	return text
}

// limitedTransport reads at most maxReplyBytes of a reply's body.
type limitedTransport struct{ next http.RoundTripper }

func (t limitedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	resp.Body = limitedBody{io.LimitReader(resp.Body, maxReplyBytes), resp.Body}
	return resp, nil
}

type limitedBody struct {
	io.Reader
	io.Closer
}
