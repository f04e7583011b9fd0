package bot

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/orrery-judge/orrery/rulings/phrasing"
)

// chatServer is an OpenAI-compatible chat completions server on the
// loopback interface that answers every request with text.
func chatServer(t *testing.T, text string, calls *atomic.Int32) *httptest.Server {
	t.Helper()
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
				"message": map[string]any{"role": "assistant", "content": text}}},
		})
	}))
	t.Cleanup(s.Close)
	return s
}

func testPhraser(t *testing.T, url string) *phrasing.Phraser {
	t.Helper()
	p, err := phrasing.New(phrasing.Config{BaseURL: url + "/v1", Model: "test-model"}, nil, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

const orreryExplained = "Ghirapur Orrery triggers at the beginning of your upkeep because you have no cards in hand, so you draw three cards (rule 603.4)."

func TestAskExplain(t *testing.T) {
	var calls atomic.Int32
	s := chatServer(t, orreryExplained, &calls)
	code, out, errOut := runWith(t, &CLI{Phraser: testPhraser(t, s.URL)}, "", "ask", "--no-store", "--explain", "/orrery upkeep hand:0")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	want := "\nExplanation (written by test-model, checked against the ruling):\n  " + orreryExplained + "\n"
	if !strings.HasPrefix(out, "Ghirapur Orrery triggers: me draws three cards.") || !strings.HasSuffix(out, want) {
		t.Fatalf("got\n%s\nwant the ruling, then%s", out, want)
	}
	if calls.Load() != 1 {
		t.Fatalf("%d requests, want 1", calls.Load())
	}
}

func TestAskExplainJSON(t *testing.T) {
	var calls atomic.Int32
	s := chatServer(t, "You draw seven cards.", &calls) // not what the ruling says
	code, out, errOut := runWith(t, &CLI{Phraser: testPhraser(t, s.URL)}, "", "ask", "--json", "--no-store", "--explain", "/orrery upkeep hand:0")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	got := jsonLines(t, out)
	if len(got) != 1 || got[0]["answer"] != "Ghirapur Orrery triggers: me draws three cards." {
		t.Fatalf("got %s", out)
	}
	ex, _ := got[0]["explanation"].(map[string]any)
	if ex == nil || ex["fallback"] != true || ex["model"] != "" || !strings.HasPrefix(ex["text"].(string), "Ghirapur Orrery triggers: me draws three cards.\n\nWhy:\n1. ") {
		t.Fatalf("explanation %v, want the engine's wording with fallback true", ex)
	}
}

func TestAskExplainWithoutModel(t *testing.T) {
	code, out, errOut := runWith(t, &CLI{}, "", "ask", "--json", "--no-store", "--explain", "/orrery upkeep hand:0")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	ex, _ := jsonLines(t, out)[0]["explanation"].(map[string]any)
	if ex == nil || ex["fallback"] != true || !strings.HasPrefix(ex["text"].(string), "Ghirapur Orrery triggers") {
		t.Fatalf("explanation %v, want the engine's wording", ex)
	}
	if !strings.Contains(errOut, "no language model is configured") {
		t.Fatalf("stderr %q does not say why", errOut)
	}
	// Without --explain, no explanation and no note.
	_, out, errOut = runWith(t, &CLI{}, "", "ask", "--json", "--no-store", "/orrery upkeep hand:0")
	if _, ok := jsonLines(t, out)[0]["explanation"]; ok || errOut != "" {
		t.Fatalf("an explanation without --explain: %s %s", out, errOut)
	}
}
