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

// The caret stands under the offending text in a fixed-width font: a wide
// character takes two columns, a zero-width space none, and a tab is
// copied so that it moves the caret as it moves the line.
func TestInputErrorCaretColumns(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: [森林: Land — {T}: Add {G}.], Forst", "me: [森林: Land — {T}: Add {G}.], Forst\n                                  ^"},
		{"me: Ｆｏｒｅｓｔ", "me: Ｆｏｒｅｓｔ\n    ^"},
		{"me:\tForest,\tForst", "me:\tForest,\tForst\n   \t       \t^"},
		{"me: [Zork\u200bLand: Land — {T}: Add {G}.], Forst", "me: [Zork\u200bLand: Land — {T}: Add {G}.], Forst\n                                      ^"},
	} {
		_, err := ParseBoard(c.board)
		var ie *InputError
		if !errors.As(err, &ie) {
			t.Errorf("%q: got %v, want an *InputError", c.board, err)
			continue
		}
		if got := ie.Caret(); got != c.want {
			t.Errorf("%q: caret\n%s\nwant\n%s", c.board, got, c.want)
		}
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

// CR 207.2: reminder text is not rules text, so a line of reminder text
// alone ("(Vault of Whispers isn't a spell.)", "(Transforms from Path of
// Mettle.)") is no ability to tap or activate: ability: naming it is bad
// input whose message names the abilities that can be, where it answered
// that the land can't be tapped for mana. A line that stands for an
// ability the card has (Bayou's "({T}: Add {B} or {G}.)", 305.6) is that
// ability.
func TestRule207_2ReminderLineIsNoAbility(t *testing.T) {
	e := askErr(t, "judge tap", "board", "me: Vault of Whispers", "card", "Vault of Whispers", "ability", "1")
	if e.Option != "ability" || !strings.Contains(e.Message, "is reminder text, not an ability (CR 207.2); the ability it can activate is ability 2") {
		t.Errorf("tap Vault of Whispers ability 1: %+v", e)
	}
	e = askErr(t, "judge activate", "board", "me: Metzali, Tower of Triumph", "card", "Metzali, Tower of Triumph", "ability", "1")
	if !strings.Contains(e.Message, "the abilities it can activate are abilities 2, 3 and 4") {
		t.Errorf("activate Metzali ability 1: %+v", e)
	}
	e = askErr(t, "judge activate", "board", "me: Deceiver of Form", "card", "Deceiver of Form", "ability", "1")
	if !strings.Contains(e.Message, "it has no ability that can be activated") {
		t.Errorf("activate Deceiver of Form ability 1: %+v", e)
	}
	wantMana(t, ask(t, "judge tap", "board", "me: Vault of Whispers", "card", "Vault of Whispers", "ability", "2"), "{B}")
	wantMana(t, ask(t, "judge tap", "board", "me: Bayou", "card", "Bayou", "ability", "1"), "{B}", "{G}")
	wantMana(t, ask(t, "judge tap", "board", "me: Dryad Arbor", "card", "Dryad Arbor", "ability", "1"), "{G}")
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

// An accent pasted as a letter and a combining mark (NFD, as macOS pastes
// "ö") names the same card as the one character the card data writes,
// on the board and in an inline card's name.
func TestParseBoardDecomposedAccents(t *testing.T) {
	const nfd = "me: Jo\u0308tun Grunt, [Zo\u0308rk: Land \u2014 {T}: Add {G}.]"
	b, err := ParseBoard(nfd)
	if err != nil {
		t.Fatalf("ParseBoard(%q): %v", nfd, err)
	}
	if got := b.Permanents[0].Card.Name; got != "J\u00f6tun Grunt" {
		t.Errorf("first permanent %q, want J\u00f6tun Grunt", got)
	}
	if got := b.Permanents[1].Card.Name; got != "Z\u00f6rk" {
		t.Errorf("inline card %q, want Z\u00f6rk in one character", got)
	}
}

// CR 613.7: where the board leaves a permanent's abilities unknown (Blood
// Sun beside Forbidden Lore, whose timestamps the board does not record),
// an ability: number past those the engine can see is not bad input: the
// question says why it can't rule, as it does without ability:.
func TestAbilityNumberWhereTheAbilitiesAreUnknown(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Forest, Forbidden Lore (on Forest), Grizzly Bears; opp: Blood Sun", "card", "Forest", "ability", "2")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "timestamps") {
		t.Errorf("Blood Sun beside Forbidden Lore: %s", r.Answer)
	}
	e := askErr(t, "judge activate", "board", "me: Forest, Grizzly Bears; opp: Blood Sun", "card", "Forest", "ability", "2")
	if e.Option != "ability" {
		t.Errorf("Blood Sun alone: %+v", e)
	}
}

// A long unknown card name is quoted shortened in the message, not echoed
// whole, and an inline card written with no dash after its type line, all
// of which is then read as the type line, is told how an inline card is
// written.
func TestLongInputErrorsSayWhatWasExpected(t *testing.T) {
	long := strings.Repeat("Zq", 300)
	_, err := askOpts("judge tap", optionPairs([]string{"board", "me: Forest", "card", long}))
	if err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), "…") {
		t.Errorf("unknown card of %d bytes: %v", len(long), err)
	}
	_, err = ParseBoard("me: [Zork: Artifact " + strings.Repeat("x ", 150) + "{T}: Add {G}.]")
	if err == nil || !strings.Contains(err.Error(), "an inline card is written [Name: Type — rules text]") {
		t.Errorf("inline card with no dash: %v", err)
	}
}
