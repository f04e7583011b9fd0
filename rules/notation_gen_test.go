package rules

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// genBoard writes a random board from the pieces of the notation: players,
// numbers, catalog and inline cards (names with commas and apostrophes
// among them), counts and every attribute, CardRefs with owners and
// numbers. Many come out invalid (an "on" that names nothing); the valid
// ones must round-trip.
func genBoard(r *rand.Rand) string {
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	players := []string{"me", "opp", "ally", "bob", "Opp", "ME"}
	cards := []string{"Forest", "forest", "Island", "Gaea's Cradle", "Gaea’s Cradle", "Urza's Mine", "Azusa, Lost but Seeking",
		"Urborg, Tomb of Yawgmoth", "Wild Growth", "Utopia Sprawl", "Exotic Orchard", "Reflecting Pool", "Walking Ballista",
		"Cavern of Souls", "Ghirapur Orrery", "Pili-Pala", "Llanowar Elves", "Paradise Plume", "Caged Sun"}
	// choosers are the cards above whose text makes a choice as they
	// enter, the only ones "chose" and "named" may be written on.
	choosers := map[string]bool{"Utopia Sprawl": true, "Cavern of Souls": true, "Paradise Plume": true, "Caged Sun": true}
	inlineNames := []string{"Mystery Land", "Odd, Name", "Urza's Thing", "opp's Forest", "My Forest", "Forest", "Bird", "tapped"}
	inlineBodies := []string{"Land", "Land — {T}: Add {C}.", "land - {T}: Add {R} or {G}.", "Creature — Elf 1/1 — {T}: Add {G}.",
		"Creature — — Flying", "Creature 2/2 — Defender", "Enchantment — Aura — Enchant land | {T}: Add {G}.",
		"Artifact —{T}: Add {C}.\n{1}, {T}: Add {C}{C}.", "Land — Forest Island", "Creature — Bear 2/2", "Land — — — x",
		"Land — Choose one — x | y", "lAnd -—A", "Land —- x", "Land --— x", "Artifact Creature -/- — x", "Land — Forest-Island",
		"Land –x", "Land - - x", "Land — Urza's Power-Plant — | | x", "Creature — Elf X/X",
		"Artifact — As this enters, choose a color and a creature type. | {T}: Add one mana of the chosen color."}
	used := []string{"Forest"}
	chooses := false // whether the last card() makes a choice as it enters
	card := func() string {
		if r.IntN(4) == 0 {
			n := pick(inlineNames...)
			used = append(used, n)
			body := pick(inlineBodies...)
			chooses = strings.Contains(body, "choose")
			return "[" + n + ": " + body + "]"
		}
		c := pick(cards...)
		used = append(used, c)
		chooses = choosers[c]
		return c
	}
	ref := func() string {
		s := pick(used...)
		switch r.IntN(5) {
		case 0:
			s = pick("opp", "me", "ally", "bob") + pick("'s ", "’s ") + s
		case 1:
			s = "my " + s
		}
		if r.IntN(4) == 0 {
			s += fmt.Sprintf(" #%d", 1+r.IntN(2))
		}
		return s
	}
	attr := func() string {
		switch r.IntN(10) {
		case 0:
			return pick("tapped", "TAPPED")
		case 1:
			return pick("sick", "new")
		case 2:
			return "haste"
		case 3:
			return pick("X=", "x = ") + fmt.Sprint(r.IntN(4))
		case 4:
			return fmt.Sprintf("%d %s", 1+r.IntN(3), pick("+1/+1", "charge", "Charge counters", "storage counter", "-1/-1"))
		case 5, 6:
			return "on " + ref()
		case 7:
			return "chose " + pick("green", "W", "u", "Black")
		default:
			return "named " + pick("elf", "Merfolk", "ELF")
		}
	}
	item := func() string {
		switch r.IntN(8) {
		case 0:
			return pick("hand", "library", "lands played", "energy", "energy:") + " " + fmt.Sprint(r.IntN(8))
		case 1:
			return fmt.Sprintf("life %d", r.IntN(41)-20)
		}
		s := card()
		if r.IntN(3) == 0 {
			s = fmt.Sprintf("%d%s", 1+r.IntN(3), pick("x ", "X ", " x ")) + s
		}
		if r.IntN(2) == 0 {
			var as []string
			for range 1 + r.IntN(3) {
				if a := attr(); chooses || !strings.HasPrefix(a, "chose ") && !strings.HasPrefix(a, "named ") {
					as = append(as, a)
				}
			}
			if len(as) > 0 {
				s += " (" + strings.Join(as, ", ") + ")"
			}
		}
		return s
	}
	var stmts []string
	for range 1 + r.IntN(5) {
		switch r.IntN(10) {
		case 0:
			stmts = append(stmts, "turn: "+pick(players...))
		case 1:
			stmts = append(stmts, "step: "+pick("upkeep", "draw", "main1", "END"))
		case 2:
			stmts = append(stmts, pick(players...)+":")
		default:
			var items []string
			for range 1 + r.IntN(4) {
				items = append(items, item())
			}
			who := ""
			if r.IntN(4) != 0 {
				who = pick(players...) + ": "
			}
			stmts = append(stmts, who+strings.Join(items, pick(", ", ",")))
		}
	}
	return strings.Join(stmts, pick("; ", "\n", " ;"))
}

// Random boards built from the notation's pieces round-trip: print → parse
// gives an equal board and printing is stable.
func TestBoardRoundTripGenerated(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	valid := 0
	for range 5000 {
		text := genBoard(r)
		if _, err := ParseBoard(text); err != nil {
			continue
		}
		valid++
		checkRoundTrip(t, text)
		if t.Failed() {
			t.Fatalf("board %q", text)
		}
	}
	if valid < 1500 {
		t.Errorf("only %d of 5000 generated boards were valid; the generator has drifted", valid)
	}
}
