package command_test

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/command"
)

// Each option's help says its default once, whether its description
// already says it or not, and its choices once.
func TestOptionHelpSaysEachThingOnce(t *testing.T) {
	for _, sp := range command.Specs() {
		for _, o := range sp.Options {
			h := o.Help()
			what := "/" + sp.Name + " " + o.Name + ": " + h
			if n := strings.Count(strings.ToLower(h), "default"); n > 1 {
				t.Errorf("%s says default %d times", what, n)
			}
			if o.Default != "" && !strings.Contains(h, "default") {
				t.Errorf("%s does not say its default %s", what, o.Default)
			}
			if !strings.HasPrefix(h, o.Description) {
				t.Errorf("%s does not start with the description", what)
			}
			if len(o.Choices) > 0 && strings.Count(h, "one of") != 1 {
				t.Errorf("%s does not list its choices once", what)
			}
		}
	}
	orreries, _ := mustLookup(t, "orrery lands").Option("orreries")
	if got, want := orreries.Help(), "How many Ghirapur Orreries are on the battlefield (default 1)"; got != want {
		t.Errorf("orreries: help %q, want %q", got, want)
	}
	verdict, _ := mustLookup(t, "ruling review").Option("verdict")
	if got, want := verdict.Help(), "Your verdict on the ruling (one of correct, incorrect, unclear)"; got != want {
		t.Errorf("verdict: help %q, want %q", got, want)
	}
}

func mustLookup(t *testing.T, name string) command.Spec {
	t.Helper()
	sp, ok := command.Lookup(name)
	if !ok {
		t.Fatalf("no command %s", name)
	}
	return sp
}
