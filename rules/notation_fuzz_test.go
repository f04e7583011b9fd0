package rules

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// FuzzParseBoard checks that no text makes ParseBoard panic or fail
// without an *InputError that points into the text, and that every board
// that parses prints to text that parses back to an equal board and prints
// the same again. It also checks that every permanent can be found by
// owner and number, and that every "on" finds its permanent.
func FuzzParseBoard(f *testing.F) {
	for _, s := range contractExamples {
		f.Add(s)
	}
	for _, c := range canonicalBoards {
		f.Add(c.in)
	}
	for _, c := range invalidBoards {
		f.Add(c.in)
	}
	for _, c := range forgivingBoards {
		f.Add(c.in)
	}
	for _, c := range forgivingErrors {
		f.Add(c.in)
	}
	for _, s := range readBoards(f, "valid.txt") {
		f.Add(s)
	}
	for _, s := range readBoards(f, "invalid.txt") {
		f.Add(s)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		f.Add(genBoard(r))
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, err := ParseBoard(text)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("ParseBoard(%q): %T %v, want an *InputError", text, err, err)
			}
			// The error is of the text as read, in Unicode form C
			// ("\u2000" is read as "\u2002"), its offset in that text.
			if ie.Option != "board" || ie.Input != text && ie.Input != NFC(text) || ie.Offset < 0 || ie.Offset > len(ie.Input) || ie.Message == "" {
				t.Fatalf("ParseBoard(%q): bad error %+v", text, ie)
			}
			return
		}
		printed := b.String()
		b2, err := ParseBoard(printed)
		if err != nil {
			t.Fatalf("ParseBoard(%q) printed %q, which does not parse: %v", text, printed, err)
		}
		if !reflect.DeepEqual(b, b2) {
			t.Fatalf("ParseBoard(%q) printed %q, which parses to a different board:\n%s", text, printed, boardDiff(b, b2))
		}
		if again := b2.String(); again != printed {
			t.Fatalf("printing is not stable: %q, then %q", printed, again)
		}
		if len(b.Permanents) > 200 {
			return // Find scans the board: checking each permanent is quadratic.
		}
		seen := map[string]int{}
		for _, p := range b.Permanents {
			k := p.Controller + "\x00" + catalog.Key(p.Card.Name)
			seen[k]++
			ref := CardRef{Owner: p.Controller, Name: p.Card.Name, Number: seen[k]}
			if got, err := b.Find(ref); err != nil || got != p {
				t.Fatalf("board %q: Find(%s) = %v, %v", printed, ref, got, err)
			}
			if on, err := b.AttachedTo(p); err != nil || (p.On != nil) != (on != nil) || on == p {
				t.Fatalf("board %q: AttachedTo(%s on %v) = %v, %v", printed, p.Card.Name, p.On, on, err)
			}
		}
	})
}

// boardDiff describes how two boards differ, for a failure message.
func boardDiff(a, b *Board) string {
	switch {
	case a.Format != b.Format || a.Turn != b.Turn || a.Step != b.Step || !reflect.DeepEqual(a.Teams, b.Teams):
		return "format, turn, step or teams differ"
	case len(a.Players) != len(b.Players):
		return "players differ"
	case len(a.Permanents) != len(b.Permanents):
		return "numbers of permanents differ"
	}
	for i := range a.Players {
		if !reflect.DeepEqual(a.Players[i], b.Players[i]) {
			return "player " + a.Players[i].Name + " differs"
		}
	}
	for i := range a.Permanents {
		if !reflect.DeepEqual(a.Permanents[i], b.Permanents[i]) {
			return "permanent " + permanentText(a.Permanents[i], nil) + " differs from " + permanentText(b.Permanents[i], nil)
		}
	}
	return "?"
}

// FuzzParseCardRef checks that no text makes ParseCardRef panic, that its
// errors point into the text, and that a CardRef it reads prints to text
// that reads back the same.
func FuzzParseCardRef(f *testing.F) {
	for _, s := range []string{"Forest", "Forest #2", "opp's Exotic Orchard", "my Forest", "me's Gaea’s Cradle #3", "opponent's Forest",
		"Azusa, Lost but Seeking", "#", "opp's", "Forest #0", "x's y #99999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ref, err := ParseCardRef(text)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Option != "card" || ie.Offset < 0 || ie.Offset > len(text) || ie.Message == "" {
				t.Fatalf("ParseCardRef(%q): bad error %v", text, err)
			}
			return
		}
		again, err := ParseCardRef(ref.String())
		if err != nil || again != ref {
			t.Fatalf("ParseCardRef(%q) = %+v, printed %q, read back as %+v, %v", text, ref, ref.String(), again, err)
		}
	})
}
