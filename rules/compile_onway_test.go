package rules

import (
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// compileOne compiles one line of Oracle text of a card named Test Card.
func compileOne(t *testing.T, oracle string) *Ability {
	t.Helper()
	c, err := catalog.NewInline("Test Card", "Enchantment", oracle)
	if err != nil {
		t.Fatal(err)
	}
	a := Compile(c)
	if len(a) != 1 {
		t.Fatalf("%q: %d abilities", oracle, len(a))
	}
	return a[0]
}

// CR 614.1c, 122.6: the counters replacement effects, the cast trigger
// that counters a spell and the "can't be cast" effects are read in the
// phrasings of real cards, old and new; near misses are not understood.
func TestRule614_1cCompileOnTheWay(t *testing.T) {
	cases := []struct {
		oracle string
		check  func(*Ability) bool
	}{
		// Hardened Scales.
		{"If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.", func(a *Ability) bool {
			k, ty := counterApplies(a.Replacement)
			return a.Replacement.Kind == ReplaceCountersPlus && a.Replacement.Factor == 1 && k == "+1/+1" && len(ty) == 1 && ty[0] == "Creature"
		}},
		// Corpsejack Menace; Branching Evolution.
		{"If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.", func(a *Ability) bool {
			return a.Replacement.Kind == ReplaceCountersTimes && a.Replacement.Factor == 2
		}},
		{"If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on that creature instead.", func(a *Ability) bool {
			return a.Replacement.Kind == ReplaceCountersTimes
		}},
		// Doubling Season, both lines.
		{"If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.", func(a *Ability) bool {
			k, ty := counterApplies(a.Replacement)
			return a.Replacement.Kind == ReplaceCountersTimes && k == "" && len(ty) == 1 && ty[0] == ""
		}},
		{"If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.", func(a *Ability) bool {
			return a.Replacement.Kind == ReplaceTokens
		}},
		// Winding Constrictor, both lines.
		{"If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.", func(a *Ability) bool {
			k, ty := counterApplies(a.Replacement)
			return a.Replacement.Kind == ReplaceCountersPlus && k == "" && len(ty) == 2 && ty[0] == "Artifact" && ty[1] == "Creature"
		}},
		{"If you would get one or more counters, you get that many plus one of each of those kinds of counters instead.", func(a *Ability) bool {
			return a.Replacement.Kind == ReplacePlayerCounters
		}},
		// Chalice of the Void, 2019 and current.
		{"Whenever a player casts a spell with converted mana cost equal to the number of charge counters on Test Card, counter that spell.", func(a *Ability) bool {
			return a.Trigger.Event == TriggerCast && a.Trigger.Whose == "a player" && a.Trigger.Effect == castCounterMV
		}},
		{"Whenever a player casts a spell with mana value equal to the number of charge counters on this artifact, counter that spell.", func(a *Ability) bool {
			return a.Trigger.Event == TriggerCast
		}},
		// Pir, Imaginative Rascal: every kind of counter, on the
		// permanents of its controller's team (TestCR614_1aTeamCountersReplacement).
		{"If one or more counters would be put on a permanent your team controls, that many plus one of each of those kinds of counters are put on that permanent instead.", func(a *Ability) bool {
			return a.Replacement.Kind == ReplaceCountersPlus && a.Replacement.Factor == 1 && a.Replacement.Applies == "counters on a permanent your team controls"
		}},
		// Steel Golem; Gaddock Teeg.
		{"You can't cast creature spells.", func(a *Ability) bool {
			return a.Static.Kind == StaticCantCast && a.Static.Who == "you" && a.Static.Affected == "creature spells"
		}},
		{"Noncreature spells with converted mana cost 4 or greater can't be cast.", func(a *Ability) bool {
			return a.Static.Kind == StaticCantCast && a.Static.Affected == "noncreature spells with mana value 4 or greater"
		}},
		{"Noncreature spells with {X} in their mana costs can't be cast.", func(a *Ability) bool {
			return a.Static.Kind == StaticCantCast && a.Static.Affected == "noncreature spells with {X} in their mana costs"
		}},
	}
	for _, c := range cases {
		a := compileOne(t, c.oracle)
		if !a.Understood || !c.check(a) {
			t.Errorf("%q: compiled as %+v (%s)", c.oracle, a, a.Why)
		}
	}
	for _, s := range []string{
		"Whenever an opponent casts a spell, if no mana was spent to cast it, counter that spell.",
		"If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of counters on that permanent or player instead.",
	} {
		if a := compileOne(t, s); a.Understood {
			t.Errorf("%q: understood as %+v; want not understood", s, a)
		}
	}
}

// The whole effect of a draw trigger must be read: "that player discards a
// card" is, and so are "each player" and "each opponent" (the triggers
// resolve one at a time); a draw in the effect (which would trigger it
// again) is not.
func TestRule603_2CompileDrawTriggers(t *testing.T) {
	for _, s := range []string{
		"Whenever a player draws a card, that player discards a card.",
		"Whenever a player draws a card, each player discards a card.",
		"Whenever you draw a card, each opponent loses 1 life.",
		"Whenever you draw a card, discard a card.",
		"Whenever an opponent draws a card, Test Card deals 1 damage to that player.",
		"Whenever an opponent draws a card, that player loses 2 life.",
		"Whenever you draw a card, you may have target player mill a card.",
		"Whenever you draw a card, each opponent puts the top two cards of their library into their graveyard.",
		"Whenever an opponent draws a card, you may draw two cards.",
		"Whenever you draw a card, put a +1/+1 counter on Test Card.",
	} {
		a := compileOne(t, s)
		if !a.Understood || a.Trigger == nil || a.Trigger.Event != TriggerDraw {
			t.Errorf("%q: %+v (%s)", s, a, a.Why)
		}
	}
	for _, s := range []string{
		"Whenever a player draws a card, that player draws a card.",
		"Whenever you draw a card, put a -1/-1 counter on Test Card.",
		"Whenever an opponent draws a card, that player may pay {2}. If the player doesn't, you create a Treasure token.",
	} {
		if a := compileOne(t, s); a.Understood {
			t.Errorf("%q: understood; want not understood", s)
		}
	}
}
