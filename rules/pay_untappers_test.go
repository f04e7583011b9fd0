package rules

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// wantMost checks the most mana of a mana ruling, in all and by type.
func wantMost(t *testing.T, board string, total int, byType map[string]int) *Ruling {
	t.Helper()
	r := ask(t, "judge mana", "board", board)
	if !r.Understood || r.MaxMana == nil {
		t.Fatalf("%s: not answered: %s", board, r.Answer)
	}
	if *r.MaxMana != total {
		t.Errorf("%s: max_mana %d, want %d (%s)", board, *r.MaxMana, total, r.Answer)
	}
	for k, n := range byType {
		if r.MaxByType[k] != n {
			t.Errorf("%s: most %s %d, want %d", board, k, r.MaxByType[k], n)
		}
	}
	return r
}

// CR 605.1a, 601.2g and 106.4: Arbor Elf's "{T}: Untap target Forest."
// has a target, so it is not a mana ability and is not activated while a
// cost is paid; but it can be activated before, and the mana made first
// stays in the pool. A Forest tapped for {G}, untapped and tapped again
// makes {G}{G}; a Forest tapped before the question makes {G} once
// untapped; a summoning-sick Arbor Elf can't pay its {T} (302.6).
func TestRule605_1aUntapperMakesAManaSourceTapAgain(t *testing.T) {
	r := pay(t, "me: Forest, Arbor Elf", "{G}{G}")
	wantPayable(t, r, true)
	if got := actions(r); len(got) != 1 || got[0] != "tap Forest for {G}, untap Forest with Arbor Elf, then tap Forest for {G}" {
		t.Errorf("ways %q", got)
	}
	wantRules(t, r, "605.1a", "106.4")
	wantMost(t, "me: Forest, Arbor Elf", 2, map[string]int{"G": 2})
	wantMost(t, "me: Forest (tapped), Arbor Elf", 1, map[string]int{"G": 1})
	wantMost(t, "me: Forest, Arbor Elf (sick)", 1, nil)
	wantPayable(t, pay(t, "me: Forest, Arbor Elf (sick)", "{G}{G}"), false)
	// Arbor Elf untaps only a Forest.
	wantMost(t, "me: Island, Arbor Elf", 1, map[string]int{"U": 1})
	// Two Arbor Elves: the Forest is tapped three times.
	wantMost(t, "me: Forest, 2x Arbor Elf", 3, nil)
}

// A way that taps a permanent once is not written as an untapper
// untapping it before it was tapped: {G} from a Forest beside Arbor Elf
// is one way, and the answer lists no other.
func TestRule605_1aUntapperAddsNoWayOfItsOwn(t *testing.T) {
	r := pay(t, "me: Forest, Arbor Elf", "{G}")
	wantPayable(t, r, true)
	if got := actions(r); !slices.Equal(got, []string{"tap Forest for {G}"}) {
		t.Errorf("ways %q", got)
	}
	r = pay(t, "me: Forest, Island, Voyaging Satyr", "{2}{U}")
	wantPayable(t, r, true)
	want := []string{
		"tap Forest for {G}, tap Island for {U}, untap Forest with Voyaging Satyr, then tap Forest for {G}",
		"tap Forest for {G}, tap Island for {U}, untap Island with Voyaging Satyr, then tap Island for {U}",
	}
	if got := actions(r); !slices.Equal(got, want) {
		t.Errorf("ways %q, want %q", got, want)
	}
	for _, p := range r.Payments {
		if p.Spent != "{U}{G}{G}" && p.Spent != "{U}{U}{G}" {
			t.Errorf("%s spends %s", actionList(p), p.Spent)
		}
	}
}

// What the permanent makes when it is tapped again is all it makes: a
// replacement effect and an Aura's trigger apply to each tapping (106.12,
// 605.1b), a spending restriction too (106.6), and an untapper that can
// target any permanent untaps the best (Kiora's Follower on Sol Ring).
func TestRule106_12TappedAgainMakesAllItMakes(t *testing.T) {
	wantMost(t, "me: Forest, Mana Reflection, Arbor Elf", 4, map[string]int{"G": 4})
	wantMost(t, "me: Forest, Utopia Sprawl (on Forest, chose green), Arbor Elf", 4, map[string]int{"G": 4})
	wantMost(t, "me: Sol Ring, Kiora's Follower, Llanowar Elves", 5, map[string]int{"C": 4, "G": 2})
	wantMost(t, "me: Gaea's Cradle, Voyaging Satyr, Llanowar Elves", 5, map[string]int{"G": 5})
	wantPayable(t, pay(t, "me: Cavern of Souls (named Elf), Kiora's Follower", "{G}{G}", "card", "Llanowar Elves"), true)
	wantPayable(t, pay(t, "me: Cavern of Souls (named Elf), Kiora's Follower", "{G}{G}", "card", "Grizzly Bears"), false)
}

// Where untapping can do more than make a permanent's mana again, the
// engine says it can't rule: an untapper that can untap another untapper
// (Kiora's Follower and Arbor Elf), a mana ability that removes a counter
// or sacrifices (Gemstone Mine), or one with {Q} in its cost (Pili-Pala,
// 107.6).
func TestRule605_1aUntapperBeyondWhatIsRead(t *testing.T) {
	for _, board := range []string{
		"me: Kiora's Follower, Arbor Elf, Forest",
		"me: Gemstone Mine (2 mining), Voyaging Satyr",
		"me: Pili-Pala (tapped), Kiora's Follower, Forest",
	} {
		r := ask(t, "judge mana", "board", board)
		if r.Understood || !strings.Contains(r.Answer, "untaps a permanent") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// With Forests, some tapped, and Arbor Elves, some summoning sick, the
// most mana is each untapped Forest once and one more for each Arbor Elf
// that can be tapped, as long as there is a Forest to untap (CR 605.1a,
// 302.6, 106.4).
func TestRule605_1aArborElvesAndForests(t *testing.T) {
	for untapped := 0; untapped <= 2; untapped++ {
		for tapped := 0; tapped <= 2; tapped++ {
			for elves := 0; elves <= 2; elves++ {
				for sick := 0; sick <= 1; sick++ {
					var items []string
					add := func(n int, item string) {
						if n > 0 {
							items = append(items, strconv.Itoa(n)+"x "+item)
						}
					}
					add(untapped, "Forest")
					add(tapped, "Forest (tapped)")
					add(elves, "Arbor Elf")
					add(sick, "Arbor Elf (sick)")
					if len(items) == 0 {
						continue
					}
					want := untapped
					if untapped+tapped > 0 {
						want += elves
					}
					wantMost(t, "me: "+strings.Join(items, ", "), want, nil)
				}
			}
		}
	}
}

// CR 106.4, 602.2b: a way whose mana pays an untapper's cost only to
// untap a permanent not tapped before the question and tap it again for
// what one tap of it makes has a source to spare, and is not listed: the
// way without the untapper is (Thousand-Year Elixir beside Birds of
// Paradise, Voltaic Key beside a Forest and Sol Ring, where two ways were
// listed). An untap that makes more mana than one tap still is.
func TestRule106_4UntapThatRemakesOneTapIsNoWay(t *testing.T) {
	for _, c := range []struct{ board, cost string }{
		{"me: Birds of Paradise, Thousand-Year Elixir", "{G}"},
		{"me: Birds of Paradise (sick), Thousand-Year Elixir", "{G}"},
		{"me: Forest, Voltaic Key, Sol Ring", "{C}"},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, true)
		if len(r.Payments) != 1 {
			t.Errorf("%s, %s: %d ways, want 1: %+v", c.board, c.cost, len(r.Payments), r.Payments)
		}
		for _, p := range r.Payments {
			for _, s := range p.Sources {
				if strings.Contains(s.Action, "untap") {
					t.Errorf("%s, %s: way %q untaps", c.board, c.cost, s.Action)
				}
			}
		}
	}
	for _, c := range []struct{ board, cost string }{
		{"me: Sol Ring, Voltaic Key", "{C}{C}{C}"},
		{"me: Sol Ring (tapped), Voltaic Key, Forest", "{C}{C}"},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, true)
		if len(r.Payments) != 1 || !slices.ContainsFunc(r.Payments[0].Sources, func(s PaymentSource) bool {
			return strings.Contains(s.Action, "untap Sol Ring with Voltaic Key")
		}) {
			t.Errorf("%s, %s: ways %+v, want Sol Ring untapped by Voltaic Key", c.board, c.cost, r.Payments)
		}
	}
}

// CR 106.4, 605.3a: an ability that untaps permanents that the engine
// does not work out (Candelabra of Tawnos' "{X}, {T}: Untap X target
// lands.") is the player's to activate or not: the ways without it pay,
// and a step says the ways with it are not listed. A "no" and the most
// mana can't be said without it.
func TestRule106_4AnUntapperNotWorkedOutLeavesTheOtherWays(t *testing.T) {
	r := pay(t, "me: Forest, Island, Candelabra of Tawnos", "{1}{G}")
	wantPayable(t, r, true)
	if len(r.Payments) != 1 {
		t.Errorf("ways %q, want one", actions(r))
	}
	if s := stepWith(r, "are not listed"); s == nil || !strings.Contains(s.Text, "Candelabra of Tawnos") {
		t.Errorf("steps %+v: want one saying the Candelabra's ways are not listed", r.Steps)
	}
	wantUnderstood(t, pay(t, "me: Forest, Island, Candelabra of Tawnos", "{2}{G}"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Forest, Island, Candelabra of Tawnos"), false)
}
