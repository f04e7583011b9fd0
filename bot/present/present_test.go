package present_test

import (
	"context"
	"testing"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
)

// ask asks the engine a command as typed.
func ask(t *testing.T, q string) *rules.Ruling {
	t.Helper()
	inv, err := command.Parse(q)
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	r, err := inv.Answer(context.Background())
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return r
}
