package phrasing_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rulings/phrasing"
)

func ExampleCheck() {
	inv, _ := command.Parse(`/orrery upkeep hand:0`)
	r, _ := inv.Answer(context.Background()) // "Ghirapur Orrery triggers: me draws three cards."
	for _, text := range []string{
		"Ghirapur Orrery triggers at the beginning of your upkeep, so you draw three cards (rule 603.4).",
		"Ghirapur Orrery triggers at the beginning of your upkeep, so you draw seven cards (rule 603.4).",
		"Ghirapur Orrery doesn't trigger, so you draw no cards (rule 603.4).",
		"Ghirapur Orrery triggers, so you draw three cards (rule 603.2).",
	} {
		var rej *phrasing.Rejection
		if err := phrasing.Check(r, text, 0); errors.As(err, &rej) {
			fmt.Println("rejected:", rej.Reason)
		} else {
			fmt.Println("shown")
		}
	}
	// Output:
	// shown
	// rejected: number
	// rejected: verdict
	// rejected: rule
}

func ExamplePhraser_Explain() {
	// A local OpenAI-compatible server, as llama.cpp or Ollama would be.
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]any{
			"choices": []any{map[string]any{"finish_reason": "stop", "message": map[string]any{
				"role": "assistant", "content": "You may play two lands this turn: your usual one, plus one additional land from Ghirapur Orrery (rule 305.2).",
			}}},
		})
	}))
	defer server.Close()

	p, err := phrasing.New(phrasing.Config{BaseURL: server.URL + "/v1", Model: "llama3.1:8b"},
		nil, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		fmt.Println(err)
		return
	}
	inv, _ := command.Parse(`/orrery lands`)
	r, _ := inv.Answer(context.Background())
	ex, _ := p.Explain(context.Background(), r)
	fmt.Println(ex.Text)
	fmt.Println("fallback:", ex.Fallback, "model:", ex.Model)
	// Output:
	// You may play two lands this turn: your usual one, plus one additional land from Ghirapur Orrery (rule 305.2).
	// fallback: false model: llama3.1:8b
}
