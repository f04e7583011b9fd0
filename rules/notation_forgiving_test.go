package rules

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// forgivingBoards pairs each form people naturally type with the canonical
// form it means: both parse to the same board, which prints canonically.
var forgivingBoards = []struct{ name, in, canonical string }{
	{"zero counters are none", "me: Vivid Crag (0 charge)", "me: Vivid Crag"},
	{"zero counters beside others", "me: Gemstone Mine (0 charge, 2 mining)", "me: Gemstone Mine (2 mining)"},
	{"zero counters of a kind added to", "me: Gemstone Mine (0 mining, 1 mining counter)", "me: Gemstone Mine (1 mining)"},
	{"count without x", "me: 2 Forest", "me: 2x Forest"},
	{"plural basic land with a count", "me: 2 Forests, 3 Islands, 2 Mountains, 2 Swamps", "me: 2x Forest, 3x Island, 2x Mountain, 2x Swamp"},
	{"plural after Nx", "me: 2x Forests (tapped)", "me: 2x Forest (tapped)"},
	{"Plains is its own plural", "me: 2 Plains", "me: 2x Plains"},
	{"plural in ies of any card name", "me: 2 Ghirapur Orreries", "me: 2x Ghirapur Orrery"},
	{"plural in s of any card name", "me: 3 pili-palas", "me: 3x Pili-Pala"},
	{"plural before a comma and a name with commas", "2 Forests, Azusa, Lost but Seeking", "me: 2x Forest, Azusa, Lost but Seeking"},
	{"opponent is opp", "opponent: Contamination", "opp: Contamination"},
	{"opponent in turn", "turn: opponent; me: Forest", "turn: opp; me: Forest"},
	{"numbered opponent", "opponent2: Forest", "opp2: Forest"},
	{"opponent's in a CARDREF", "opp: Forest; me: Wild Growth (on opponent's Forest)", "me: Wild Growth (on opp's Forest); opp: Forest"},
	{"my is me", "my: Forest", "me: Forest"},
	{"turn: my", "turn: my; opp: Forest", "opp: Forest"},
	{"empty hand", "me: Forest, empty hand", "me: hand 0, Forest"},
	{"zero cards in hand", "opp: 0 cards in hand", "opp: hand 0"},
	{"N cards in hand", "me: 7 cards in hand", "me: hand 7"},
	{"one card in hand", "me: 1 card in hand", "me: hand 1"},
	{"no cards in hand", "me: no cards in hand", "me: hand 0"},
	{"hand with a colon", "me: hand: 0", "me: hand 0"},
	{"hand with a colon as a statement", "hand: 0", "me: hand 0"},
	{"life and library with a colon", "opp: life: 3, library: 10", "opp: library 10, life 3"},
	{"played N land", "me: played 1 land", "me: lands played 1"},
	{"played N lands", "me: Played 2 Lands", "me: lands played 2"},
	{"N land played", "me: 1 land played", "me: lands played 1"},
	{"lands played with a colon", "lands played: 1", "me: lands played 1"},
	{"comma before another player", "me: Forest, opp: Contamination", "me: Forest; opp: Contamination"},
	{"comma before my and opponent", "my: Forest, opponent: Contamination, hand 2", "me: Forest; opp: hand 2, Contamination"},
	{"comma before a player already named", "ally: Forest; me: Island, ally: hand 1", "me: Island; ally: hand 1, Forest"},
	{"comma before turn", "me: Forest, turn: opp", "turn: opp; me: Forest"},
	{"comma after step, before turn", "me: Forest, step: upkeep, turn: opp", "turn: opp; step: upkeep; me: Forest"},
	{"comma after turn, before a player", "turn: opp, me: Forest", "turn: opp; me: Forest"},
	{"comma after format, before teams", "format: 2hg, teams: me+ally vs opp+opp2", "format: 2hg; teams: me+ally vs opp+opp2"},
	{"comma before hand: is an item", "me: Forest, hand: 2", "me: hand 2, Forest"},
	{"forms together", "me: 2 Forests, empty hand; opp: 1 land played", "me: hand 0, 2x Forest; opp: lands played 1"},
}

func TestParseBoardForgivingForms(t *testing.T) {
	for _, c := range forgivingBoards {
		t.Run(c.name, func(t *testing.T) {
			b, err := ParseBoard(c.in)
			if err != nil {
				t.Fatalf("ParseBoard(%q): %v", c.in, err)
			}
			if got := b.String(); got != c.canonical {
				t.Fatalf("ParseBoard(%q) prints %q, want %q", c.in, got, c.canonical)
			}
			want, err := ParseBoard(c.canonical)
			if err != nil {
				t.Fatalf("ParseBoard(%q): %v", c.canonical, err)
			}
			if !reflect.DeepEqual(b, want) {
				t.Fatalf("ParseBoard(%q) and its canonical form %q are different boards:\n%s", c.in, c.canonical, boardDiff(b, want))
			}
			checkRoundTrip(t, c.in)
		})
	}
}

// forgivingErrors are forms that cannot be read as meant, each answered
// with a message that names the form to use, at the offset of the
// problem.
var forgivingErrors = []struct {
	name, in string
	offset   int
	msg      string
}{
	{"comma before an unknown word with a colon", "me: Forest, alice: Island", 10,
		`expected ";" here to start the statement "alice:": a "," separates the items of one player, a ";" (or a new line) the statements: "me: Forest; alice: Island"`},
	{"comma before an unknown word in a later statement", "turn: opp\nopp: Island, Forest, bob: Swamp (tapped)", 29,
		`expected ";" here to start the statement "bob:": a "," separates the items of one player, a ";" (or a new line) the statements: "opp: Island, Forest; bob: Swamp (tapped)"`},
	{"plural without a count", "me: Forests", 4, `"Forests": how many? write the count before the name, like "2x Forest"`},
	{"plural of a longer name without a count", "me: Forest, Ghirapur Orreries", 12, `"Ghirapur Orreries": how many? write the count before the name, like "2x Ghirapur Orrery"`},
	{"count of zero without x", "me: 0 Forest", 4, `"0": a count must be 1 or more`},
	{"a count with no card", "me: 2 (tapped)", 6, `expected a card name, found "(tapped)"`},
	{"a count before a comma", "me: 2 , Forest", 6, `expected a card after "2", found ","`},
	{"too many copies without x", "me: 1001 Forest", 4, `"1001": at most 1000 copies in one item`},
	{"hand twice in two forms", "me: empty hand, hand 2", 16, "your hand is given twice (first at byte 4 of the board)"},
	{"a real card to attach to that is not on the board", "me: Wild Growth (on island), Forest", 20,
		"cannot attach Wild Growth: there is no Island on the board; it has Wild Growth, Forest"},
	{"lands played twice in two forms", "me: played 1 land, lands played 1", 19, "your lands played is given twice (first at byte 4 of the board)"},
}

func TestParseBoardForgivingErrors(t *testing.T) {
	for _, c := range forgivingErrors {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseBoard(c.in)
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("ParseBoard(%q): %v, want an *InputError", c.in, err)
			}
			if ie.Offset != c.offset || ie.Message != c.msg {
				t.Fatalf("ParseBoard(%q): at %d %q\nwant at %d %q", c.in, ie.Offset, ie.Message, c.offset, c.msg)
			}
		})
	}
}

// TestBoardFindCardNotOnBoard: a real card named in card: that is not on
// the board says so, and is not suggested to itself.
func TestBoardFindCardNotOnBoard(t *testing.T) {
	for _, c := range []struct{ board, ref, msg string }{
		{"me: Forest, Reflecting Pool", "Island", "there is no Island on the board; it has Forest, Reflecting Pool"},
		{"", "island", "there is no Island on the board, which has no permanents"},
	} {
		b, err := ParseBoard(c.board)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := ParseCardRef(c.ref)
		if err != nil {
			t.Fatal(err)
		}
		_, err = b.Find(ref)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Message != c.msg || len(ie.Suggestions) != 0 {
			t.Errorf("Find(%q) on %q: %+v, want %q and no suggestions", c.ref, c.board, err, c.msg)
		}
	}
}

func TestFoldPlayer(t *testing.T) {
	for in, want := range map[string]string{
		"my": "me", "MY": "me", "me": "me", "opponent": "opp", "Opponent2": "opp2",
		"opp": "opp", "opponents": "opponents", "Alice": "alice", "you": "me", "You": "me", "your": "me",
	} {
		if got := FoldPlayer(in); got != want {
			t.Errorf("FoldPlayer(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParseCardRefOpponent(t *testing.T) {
	ref, err := ParseCardRef("opponent's Forest")
	if err != nil || ref != (CardRef{Owner: "opp", Name: "Forest"}) {
		t.Fatalf("ParseCardRef(opponent's Forest) = %+v, %v; want opp's Forest", ref, err)
	}
	if ref.String() != "opp's Forest" {
		t.Fatalf("prints %q, want opp's Forest", ref.String())
	}
}

// An inline card whose name has "'s" in it is found by card: under that
// name, though "Bob's" reads as an owner where no such card is on the
// board: card:"Bob's Rock" said there was no Rock.
func TestBoardFindInlineNameWithPossessive(t *testing.T) {
	b, err := ParseBoard("me: [Bob's Rock: Artifact — {T}: Add {G}.]; bob: Forest")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"Bob's Rock", "bob’s rock"} {
		ref, err := ParseCardRef(text)
		if err != nil {
			t.Fatal(err)
		}
		p, err := b.Find(ref)
		if err != nil || p.Card.Name != "Bob's Rock" {
			t.Errorf("Find(%q) = %v, %v; want Bob's Rock", text, p, err)
		}
	}
	ref, _ := ParseCardRef("bob's Forest")
	if p, err := b.Find(ref); err != nil || p.Controller != "bob" {
		t.Errorf("Find(bob's Forest) = %v, %v; want bob's Forest", p, err)
	}
}

// Cloud Key chooses artifact, creature, enchantment, instant or sorcery
// as it enters: "named planeswalker" is an input error that lists them.
// It was accepted, and made a planeswalker spell cost {1} less.
func TestCloudKeyNamesOnlyItsCardTypes(t *testing.T) {
	_, err := ParseBoard("me: Cloud Key (named planeswalker)")
	if err == nil || !strings.Contains(err.Error(), "Cloud Key chooses one of artifact, creature, enchantment, instant, or sorcery") {
		t.Errorf("error %v, want Cloud Key's choices listed", err)
	}
	if _, err := ParseBoard("me: Cloud Key (named Sorcery)"); err != nil {
		t.Errorf("named Sorcery: %v", err)
	}
}

// The engine speaks to the person asking as "you", so a board's "you:"
// is theirs: it had made a player named You ("You draws three cards").
func TestNotationYouIsMe(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "you: hand 0, Ghirapur Orrery")
	wantUnderstood(t, r, true)
	if r.Board != "me: hand 0, Ghirapur Orrery" || r.Answer != "Ghirapur Orrery triggers: you draw three cards." {
		t.Errorf("board %q, answer %q", r.Board, r.Answer)
	}
}
