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

// ability: is the 1-based number of an ability in the card's Oracle text
// (contract, section 1); an ability an effect gives the permanent, like
// the "{T}: Add {B}." of Urborg, Tomb of Yawgmoth (CR 305.7, 613.1f), is
// numbered after the printed ones. A number past them all is bad input,
// not a question to answer.
func TestAbilityNumberPastTheAbilities(t *testing.T) {
	e := askErr(t, "judge tap", "board", "me: Forest", "card", "Forest", "ability", "2")
	if e.Option != "ability" || !strings.Contains(e.Message, "Forest has no ability 2: it has 1 ability on this board") {
		t.Errorf("tap Forest ability 2: %+v", e)
	}
	e = askErr(t, "judge activate", "board", "me: Vivid Crag", "card", "Vivid Crag", "ability", "4")
	if e.Option != "ability" || !strings.Contains(e.Message, "Vivid Crag has no ability 4: it has 3 abilities") {
		t.Errorf("activate Vivid Crag ability 4: %+v", e)
	}
	e = askErr(t, "judge activate", "board", "me: Grizzly Bears", "card", "Grizzly Bears", "ability", "1")
	if !strings.Contains(e.Message, "Grizzly Bears has no abilities, so it has no ability 1") {
		t.Errorf("activate Grizzly Bears ability 1: %+v", e)
	}
	r := ask(t, "judge tap", "board", "me: Forest, Urborg, Tomb of Yawgmoth", "card", "Forest", "ability", "2")
	wantMana(t, r, "{B}")
	askErr(t, "judge tap", "board", "me: Forest, Urborg, Tomb of Yawgmoth", "card", "Forest", "ability", "3")
	// A printed ability that is not a mana ability is answered, not refused.
	r = ask(t, "judge activate", "board", "me: Vivid Crag", "card", "Vivid Crag", "ability", "1")
	wantLegal(t, r, false)
	// Blood Moon takes the printed abilities away (CR 305.7): still answered.
	r = ask(t, "judge activate", "board", "me: Vivid Crag, Blood Moon", "card", "Vivid Crag", "ability", "3")
	wantLegal(t, r, false)
}

// A card: name on no permanent of the board says so, names the board's
// permanents, and suggests the close ones first, an inline card's name
// among them (contract, section 2).
func TestCardNotOnBoardNamesThePermanents(t *testing.T) {
	e := askErr(t, "judge tap", "board", "me: [Mystery: Land — {T}: Add {R}.], Forest", "card", "Mystry")
	if e.Option != "card" || e.Message != `no permanent named "Mystry" on the board; it has Mystery, Forest` {
		t.Errorf("message %q", e.Message)
	}
	if len(e.Suggestions) == 0 || e.Suggestions[0] != "Mystery" {
		t.Errorf("suggestions %q, want Mystery first", e.Suggestions)
	}
}
