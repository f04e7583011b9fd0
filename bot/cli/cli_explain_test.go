package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/orrery-judge/orrery/bot/config"
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
	if !strings.HasPrefix(out, "Ghirapur Orrery triggers: you draw three cards.") || !strings.HasSuffix(out, want) {
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
	if len(got) != 1 || got[0]["answer"] != "Ghirapur Orrery triggers: you draw three cards." {
		t.Fatalf("got %s", out)
	}
	ex, _ := got[0]["explanation"].(map[string]any)
	if ex == nil || ex["fallback"] != true || ex["model"] != "" || !strings.HasPrefix(ex["text"].(string), "Ghirapur Orrery triggers: you draw three cards.\n\nWhy:\n1. ") {
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

// TestAskExplainFromConfig: --explain uses the [llm] settings of the
// configuration file, and with them disabled no model is asked.
func TestAskExplainFromConfig(t *testing.T) {
	for _, name := range []string{"OPENAI_BASE_URL", "OPENAI_API_KEY", "OPENAI_MODEL", "ORRERY_CONFIG"} {
		t.Setenv(name, "")
		os.Unsetenv(name)
	}
	var calls atomic.Int32
	s := chatServer(t, orreryExplained, &calls)
	for _, enabled := range []bool{true, false} {
		path := filepath.Join(t.TempDir(), "config.toml")
		conf := fmt.Sprintf("[llm]\nenabled = %v\nbase_url = %q\nmodel = \"test-model\"\ntimeout = \"5s\"\n", enabled, s.URL+"/v1")
		if err := os.WriteFile(path, []byte(conf), 0o600); err != nil {
			t.Fatal(err)
		}
		before := calls.Load()
		code, out, errOut := runWith(t, &CLI{Database: true, ConfigPath: path}, "", "ask", "--json", "--no-store", "--explain", "/orrery upkeep hand:0")
		if code != ExitOK {
			t.Fatalf("enabled=%v: exit %d, stderr %s", enabled, code, errOut)
		}
		ex, _ := jsonLines(t, out)[0]["explanation"].(map[string]any)
		switch {
		case enabled && (ex["text"] != orreryExplained || ex["fallback"] != false || ex["model"] != "test-model" || calls.Load() != before+1):
			t.Errorf("enabled: explanation %v after %d requests, want the model's text", ex, calls.Load()-before)
		case !enabled && (ex["fallback"] != true || calls.Load() != before):
			t.Errorf("disabled: explanation %v after %d requests, want the engine's wording and none", ex, calls.Load()-before)
		}
	}
}

func TestNewPhraser(t *testing.T) {
	if p, err := newPhraser(config.LLM{}, nil, nil, nil); p != nil || err != nil {
		t.Fatalf("disabled: %v, %v; want a nil Phraser", p, err)
	}
	if _, err := newPhraser(config.LLM{Enabled: true}, nil, nil, nil); err == nil || !strings.Contains(err.Error(), "[llm]") {
		t.Fatalf("enabled without a model: %v", err)
	}
	if p, err := newPhraser(config.LLM{Enabled: true, Model: "m", BaseURL: "http://127.0.0.1:1/v1"}, nil, nil, nil); p == nil || err != nil {
		t.Fatalf("enabled: %v, %v", p, err)
	}
}
