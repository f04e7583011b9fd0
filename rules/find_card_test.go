package rules

import (
	"errors"
	"strings"
	"testing"
)

// An inline card is defined on the board and named in card: by its name
// (the contract's CARD): one written in card: itself is an input error
// that says where to write it and what to give, not an unknown card.
func TestFindCardInlineWrittenInTheOption(t *testing.T) {
	b, err := ParseBoard("me: Forest")
	if err != nil {
		t.Fatal(err)
	}
	_, err = FindCard(b, "[Testent: Land — This land enters tapped. {T}: Add {W}.]")
	var ie *InputError
	if !errors.As(err, &ie) || ie.Option != "card" || !strings.Contains(ie.Message, `card:"Testent"`) || !strings.Contains(ie.Message, "on the board") {
		t.Fatalf("inline card in card: got %v", err)
	}
	b, err = ParseBoard("me: [Testent: Land — This land enters tapped. {T}: Add {W}.]")
	if err != nil {
		t.Fatal(err)
	}
	if c, err := FindCard(b, "Testent"); err != nil || c.Name != "Testent" {
		t.Fatalf("inline card on the board: %v, %v", c, err)
	}
}
