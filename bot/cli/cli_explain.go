package cli

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/config"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/phrasing"
)

// explanationJSON is the explanation bot ask --json --explain adds to a
// ruling: the text shown, whether it is the engine's own wording, and the
// model that wrote it otherwise.
type explanationJSON struct {
	Text     string `json:"text"`
	Fallback bool   `json:"fallback"`
	Model    string `json:"model"`
}

// withExplanation adds the explanation to a ruling's JSON form.
func withExplanation(r *rules.Ruling, ex *app.Explanation) any {
	return struct {
		*rules.Ruling
		Explanation explanationJSON `json:"explanation"`
	}{r, explanationJSON{ex.Text, ex.Fallback, ex.Model}}
}

// explain returns the explanation of ans's ruling for --explain: a
// rewording from the configured model when one is configured and passes
// its checks, else the engine's own wording. It is nil when --explain was
// not asked for or the answer is not a ruling.
func (a *asker) explain(ctx context.Context, ans *answer) *app.Explanation {
	if !a.opts.explain || ans == nil || ans.ruling == nil {
		return nil
	}
	p := a.cli.phraser()
	if p == nil {
		if !a.notedNoLLM {
			fmt.Fprintln(a.cli.Stderr, "note: no language model is configured ([llm] in the configuration, or OPENAI_BASE_URL), so the explanation is the engine's own wording")
			a.notedNoLLM = true
		}
		return &app.Explanation{Text: phrasing.EngineWording(ans.ruling), Fallback: true}
	}
	ex, err := p.Explain(ctx, ans.ruling)
	if err != nil {
		fmt.Fprintf(a.cli.Stderr, "bot ask: explaining the ruling: %v\n", err)
		return &app.Explanation{Text: phrasing.EngineWording(ans.ruling), Fallback: true}
	}
	return &ex
}

// printExplanation writes an explanation for a person, after the ruling.
func printExplanation(w io.Writer, ex *app.Explanation) {
	if ex.Fallback {
		fmt.Fprintln(w, "\nExplanation (the engine's own words):")
	} else {
		fmt.Fprintf(w, "\nExplanation (written by %s, checked against the ruling):\n", ex.Model)
	}
	for _, line := range strings.Split(ex.Text, "\n") {
		fmt.Fprintln(w, strings.TrimRight("  "+line, " "))
	}
}

// phraser returns the Phraser of --explain: CLI.Phraser when set, else one
// made from the [llm] settings of the configuration when they enable it,
// else nil. The configuration is read once; a CLI that opens no database
// (one made for tests) reads none.
func (c *CLI) phraser() app.Phraser {
	if c.Phraser != nil || c.llmLoaded || !c.Database {
		return c.Phraser
	}
	c.llmLoaded = true
	cfg, err := c.loadConfig()
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot ask: %v\n", err)
		return nil
	}
	p, err := newPhraser(cfg.LLM, cliPhrasings{c}, c.logger(cfg), nil)
	if err != nil {
		fmt.Fprintf(c.Stderr, "bot ask: %v\n", err)
		return nil
	}
	c.Phraser = p
	return p
}

// newPhraser makes the Phraser the [llm] settings describe, keeping
// accepted phrasings in store (nil: none are kept) and telling observe
// (nil: no one) how each explanation ended, for metrics. With the settings
// absent or disabled it returns a nil app.Phraser, so nothing about the
// language model runs: this is what every front end puts in App.Phraser.
func newPhraser(s config.LLM, store phrasing.Store, log *slog.Logger, observe func(phrasing.Result, phrasing.Reason)) (app.Phraser, error) {
	if !s.Enabled {
		return nil, nil
	}
	p, err := phrasing.New(phrasing.Config{
		BaseURL: s.BaseURL,
		APIKey:  s.APIKey.Value(),
		Model:   s.Model,
		Timeout: s.Timeout,
		Observe: observe,
	}, store, log)
	if err != nil {
		return nil, fmt.Errorf("the [llm] settings: %w", err)
	}
	return p, nil
}

// cliPhrasings keeps phrasings in the command line's store of rulings.
// The phraser uses it only for rulings that have an id, that is, once the
// store is open.
type cliPhrasings struct{ c *CLI }

func (s cliPhrasings) Phrasing(ctx context.Context, rulingID, model, promptVersion string) (*rulings.Phrasing, error) {
	db, err := s.c.rulingStore(ctx)
	if err != nil {
		return nil, err
	}
	return db.Phrasing(ctx, rulingID, model, promptVersion)
}

func (s cliPhrasings) SavePhrasing(ctx context.Context, p *rulings.Phrasing) error {
	db, err := s.c.rulingStore(ctx)
	if err != nil {
		return err
	}
	return db.SavePhrasing(ctx, p)
}
