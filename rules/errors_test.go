package rules

import (
	"errors"
	"strings"
	"testing"
)

// An error in a board that spans lines says where as line:column, as
// go/scanner does, and its caret shows the same place; one line of input
// keeps the byte offset.
func TestInputErrorPositionInLines(t *testing.T) {
	_, err := ParseBoard("me: Forest\nopp: Reflectin Pool")
	var ie *InputError
	if !errors.As(err, &ie) {
		t.Fatalf("got %v, want an *InputError", err)
	}
	if got := ie.Position(); got != "2:6" {
		t.Errorf("Position() = %q, want 2:6", got)
	}
	if !strings.Contains(err.Error(), "at 2:6: ") {
		t.Errorf("Error() = %q, want it to say at 2:6", err.Error())
	}
	if want := "opp: Reflectin Pool\n     ^"; ie.Caret() != want {
		t.Errorf("caret\n%s\nwant\n%s", ie.Caret(), want)
	}

	_, err = ParseBoard("me: Forest, Reflectin Pool")
	if !errors.As(err, &ie) || ie.Position() != "12" || !strings.Contains(err.Error(), "at 12: ") {
		t.Errorf("one line: %v", err)
	}
	// Characters, not bytes, count the column.
	_, err = ParseBoard("opp: Forest\nme: Gaea’s Cradle, Reflectin Pool")
	if !errors.As(err, &ie) || ie.Position() != "2:20" {
		t.Errorf("Position() of %v = %q, want 2:20", err, ie.Position())
	}
}
