package rules

import (
	"crypto/ed25519"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// largeBoard is 200 permanents: lands of every kind, chains of "could
// produce" cards on both sides, and six mana replacement effects.
func largeBoard() string {
	var me, opp []string
	me = append(me, "Mana Reflection", "Nyxbloom Ancient", "Pulse of Llanowar", "Damping Sphere", "Mana Flare", "Wild Growth (on Forest)")
	opp = append(opp, "Contamination", "Mana Reflection")
	mine := []string{"Forest", "Island", "Reflecting Pool", "Exotic Orchard", "Taiga", "Watery Grave", "Llanowar Elves", "Naga Vitalist", "Fellwar Stone", "Sol Ring"}
	theirs := []string{"Exotic Orchard", "Reflecting Pool", "Mountain", "Swamp", "Harvester Druid", "Sylvok Explorer"}
	for len(me) < 130 {
		me = append(me, mine[len(me)%len(mine)])
	}
	for len(opp) < 70 {
		opp = append(opp, theirs[len(opp)%len(theirs)])
	}
	return "me: " + strings.Join(me, ", ") + "; opp: " + strings.Join(opp, ", ")
}

func benchAsk(b *testing.B, cmd string, kv ...string) {
	opts := optionPairs(kv)
	if _, err := askOpts(cmd, opts); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := askOpts(cmd, opts); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTapSmall(b *testing.B) {
	benchAsk(b, "judge tap", "board", "me: Forest, Mana Reflection; opp: Contamination", "card", "Forest")
}

func BenchmarkTapLarge(b *testing.B) {
	benchAsk(b, "judge tap", "board", largeBoard(), "card", "Forest")
}

func BenchmarkCouldProduceSmall(b *testing.B) {
	benchAsk(b, "judge could-produce", "board", "me: Forest, Exotic Orchard; opp: Exotic Orchard, Reflecting Pool", "card", "Exotic Orchard")
}

func BenchmarkCouldProduceLarge(b *testing.B) {
	benchAsk(b, "judge could-produce", "board", largeBoard(), "card", "Reflecting Pool")
}

func BenchmarkActivateSmall(b *testing.B) {
	benchAsk(b, "judge activate", "board", "me: Pili-Pala (tapped), Mana Reflection", "card", "Pili-Pala")
}

func BenchmarkActivateLarge(b *testing.B) {
	benchAsk(b, "judge activate", "board", largeBoard(), "card", "Reflecting Pool")
}

// largeBoardWith is largeBoard with more statements after it: items for
// me or opp ("me: Ghirapur Orrery, hand 0"), or a third player.
func largeBoardWith(more ...string) string {
	return largeBoard() + "; " + strings.Join(more, "; ")
}

func BenchmarkLandsSmall(b *testing.B) {
	benchAsk(b, "judge lands", "board", "me: 2x Ghirapur Orrery, Exploration, lands played 1")
}

func BenchmarkLandsLarge(b *testing.B) {
	benchAsk(b, "judge lands", "board", largeBoardWith("me: 2x Ghirapur Orrery, Exploration, Azusa, Lost but Seeking, lands played 1", "opp: Ghirapur Orrery"))
}

func BenchmarkUpkeepSmall(b *testing.B) {
	benchAsk(b, "judge upkeep", "board", "me: Ghirapur Orrery, Phyrexian Arena, hand 0")
}

// BenchmarkUpkeepManyTriggers: 8 upkeep triggers from 3 controllers. The
// orders are explored with equal states merged, not as 8! permutations.
func BenchmarkUpkeepManyTriggers(b *testing.B) {
	benchAsk(b, "judge upkeep", "board", "me: 2x Ghirapur Orrery, 2x Phyrexian Arena, Dark Confidant, hand 0, library 40; opp: Ghirapur Orrery, Phyrexian Arena, hand 3; opp2: Ghirapur Orrery, hand 1")
}

// BenchmarkUpkeepLarge: the large board with upkeep triggers on both
// sides.
func BenchmarkUpkeepLarge(b *testing.B) {
	benchAsk(b, "judge upkeep", "board", largeBoardWith("me: 2x Ghirapur Orrery, Phyrexian Arena, Dark Confidant, hand 0, library 40", "opp: Ghirapur Orrery, Phyrexian Arena, hand 3"))
}

func BenchmarkEntersSmall(b *testing.B) {
	benchAsk(b, "judge enters", "card", "Walking Ballista", "x", "3", "board", "me: Unbound Flourishing")
}

func BenchmarkEntersLarge(b *testing.B) {
	benchAsk(b, "judge enters", "card", "Walking Ballista", "x", "3", "board", largeBoardWith("me: Unbound Flourishing"))
}

func BenchmarkOrreryLandsSmall(b *testing.B) {
	benchAsk(b, "orrery lands", "orreries", "2")
}

// BenchmarkOrreryLandsLarge: the most Orreries the command takes.
func BenchmarkOrreryLandsLarge(b *testing.B) {
	benchAsk(b, "orrery lands", "orreries", "1000", "played", "1")
}

// BenchmarkOrreryUpkeepSmall is /orrery upkeep hand:0, the command the
// HTTP load test sends.
func BenchmarkOrreryUpkeepSmall(b *testing.B) {
	benchAsk(b, "orrery upkeep", "hand", "0")
}

// BenchmarkOrreryUpkeepLarge: Two-Headed Giant with the most Orreries
// the command takes, each triggering for both teammates.
func BenchmarkOrreryUpkeepLarge(b *testing.B) {
	benchAsk(b, "orrery upkeep", "hand", "0", "orreries", "1000", "format", "2hg", "ally_hand", "1")
}

// TestReplacementsDoNotGrowFactorially: eight distinct replacement
// effects would be 8! orders; merging equal states keeps it small, and
// the answer is still right.
func TestReplacementsDoNotGrowFactorially(t *testing.T) {
	var cards []string
	for i := 0; i < 8; i++ {
		cards = append(cards, "[Doubler "+strconv.Itoa(i)+": Enchantment — If you tap a permanent for mana, it produces twice as much of that mana instead.]")
	}
	r := ask(t, "judge tap", "board", "me: Sol Ring, "+strings.Join(cards, ", "), "card", "Sol Ring")
	wantMana(t, r, strings.Repeat("{C}", 2<<8))
}

// BenchmarkEd25519Verify is the signature check every Discord interaction
// needs, measured in the same run as the engine for comparison.
func BenchmarkEd25519Verify(b *testing.B) {
	pub, priv, err := ed25519.GenerateKey(rand.New(rand.NewSource(1)))
	if err != nil {
		b.Fatal(err)
	}
	msg := []byte(`1732900000{"type":2,"data":{"name":"orrery","options":[{"name":"upkeep","type":1,"options":[{"name":"hand","type":4,"value":0}]}]}}`)
	sig := ed25519.Sign(priv, msg)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if !ed25519.Verify(pub, msg, sig) {
			b.Fatal("signature does not verify")
		}
	}
}
