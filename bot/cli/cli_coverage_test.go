package cli

import (
	"strings"
	"testing"
)

// bot cards coverage compiles the bundled pool and prints its coverage per
// kind; bad arguments get the usage.
func TestCardsCoverage(t *testing.T) {
	code, out, errOut := run(t, "", "cards", "coverage")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"card data: MTGJSON", "lands with a mana ability: ", "mana abilities: ", "upkeep triggers: ", "(e.g. "} {
		if !strings.Contains(out, want) {
			t.Errorf("the output has no %q:\n%s", want, out)
		}
	}
	cases := []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{[]string{"cards"}, ExitInvalid, "", "bot cards coverage"},
		{[]string{"help", "cards"}, ExitOK, "bot cards coverage", ""},
		{[]string{"cards", "frob"}, ExitInvalid, "", `unknown subcommand "frob"`},
		{[]string{"cards", "coverage", "extra"}, ExitInvalid, "", `unexpected argument "extra"`},
	}
	for _, c := range cases {
		code, out, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(out, c.stdout) || !strings.Contains(errOut, c.stderr) {
			t.Errorf("bot %q: exit %d\nstdout: %s\nstderr: %s", c.args, code, out, errOut)
		}
	}
}
