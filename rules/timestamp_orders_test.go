package rules

import (
	"strings"
	"testing"
)

// CR 613.7, 302.6 and Living Lands' ruling (2008-08-01: a noncreature
// permanent that turns into a creature can't use its {T} abilities unless
// its controller has controlled it continuously since their most recent
// turn began): Taiga, played this turn, beside Blood Moon and Prismatic
// Omen is a Forest, and so a 1/1 creature with summoning sickness, only
// if Prismatic Omen's effect applies after Blood Moon's. The board does
// not record their timestamps: tap and activate answered "yes, {R}" from
// the one order in which it can be tapped.
func TestRule613_7TapLegalInOneTimestampOrderOnly(t *testing.T) {
	board := "me: Taiga (sick), Living Lands, Blood Moon, Prismatic Omen"
	for _, cmd := range []string{"judge tap", "judge activate"} {
		r := ask(t, cmd, "board", board, "card", "Taiga")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "timestamp") {
			t.Errorf("%s: %s", cmd, r.Answer)
		}
	}
	// Without summoning sickness it can be tapped in either order.
	r := ask(t, "judge tap", "board", "me: Taiga, Living Lands, Blood Moon, Prismatic Omen", "card", "Taiga")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantMana(t, r, "{W}", "{U}", "{B}", "{R}", "{G}")
	// Without Prismatic Omen, Taiga is a Mountain and no creature.
	r = ask(t, "judge tap", "board", "me: Taiga (sick), Living Lands, Blood Moon", "card", "Taiga")
	wantLegal(t, r, true)
	wantMana(t, r, "{R}")
}

// CR 613.8a-c, 305.7 and Urborg's ruling (2021-03-19: an effect that sets
// its land type makes it lose its ability, and it then turns no land into
// a Swamp): once Prismatic Omen's effect has made Urborg a Mountain,
// Conversion's "All Mountains are Plains" would make it lose its ability,
// so Urborg's effect depends on Conversion's and waits for it, and then no
// longer exists. Only where Urborg's timestamp is earlier than Prismatic
// Omen's does its effect apply first, while Urborg is no Mountain. The
// opponent's Forest, which neither Omen nor Conversion touches, was
// answered a Swamp in every order: Urborg's effect was applied after
// Urborg had lost its ability.
func TestRule613_8cEffectWaitsForTheEffectThatEndsIt(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Urborg, Tomb of Yawgmoth, Prismatic Omen, Conversion; opp: Forest", "card", "opp's Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{B}", "{G}")
	for _, o := range r.Outcomes {
		if o.Mana == nil || *o.Mana != "{B}" {
			continue
		}
		if len(o.Choices) != 1 || !strings.HasPrefix(o.Choices[0], "if the timestamps run Urborg, Tomb of Yawgmoth, then Prismatic Omen") {
			t.Errorf("{B} in orders %q", o.Choices)
		}
	}
	// Without Conversion, Urborg keeps its ability in every order.
	r = ask(t, "judge tap", "board", "me: Urborg, Tomb of Yawgmoth, Prismatic Omen; opp: Forest", "card", "opp's Forest")
	wantMana(t, r, "{B}", "{G}")
	for _, o := range r.Outcomes {
		for _, c := range o.Choices {
			if strings.Contains(c, "timestamps") {
				t.Errorf("orders told apart: %q", c)
			}
		}
	}
}

// CR 613.7: with Blood Moon and Prismatic Omen, Taiga makes one mana in
// either order, but of any color only if Omen's effect applies last; if
// Blood Moon's does, only {R}. The most of each type is what pay confirms,
// and pay refuses {G} here: mana answered "at most {W}, {U}, {B}, {R} and
// {G}", the most of each order taken together.
func TestRule613_7MostOfEachTypeDependsOnTimestampOrder(t *testing.T) {
	board := "me: Taiga, Blood Moon, Prismatic Omen"
	r := ask(t, "judge mana", "board", board)
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "timestamp") {
		t.Errorf("mana: %s", r.Answer)
	}
	r = ask(t, "judge pay", "board", board, "cost", "{G}")
	wantUnderstood(t, r, false)
	// Where every order gives the same most of each type, it answers:
	// Chromatic Lantern gives Taiga "{T}: Add one mana of any color."
	r = ask(t, "judge mana", "board", "me: Taiga, Blood Moon, Prismatic Omen, Chromatic Lantern (tapped)")
	wantUnderstood(t, r, true)
}

// CR 607.2d and the README's promise that mana answers only where every
// color gives the same answer: Utopia Sprawl whose color the board does
// not record adds one mana of the color chosen, so the most {U} is one or
// none as blue was chosen or not; pay refuses {U}{G} there. Mana answered
// "of each type at most {W}, {U}, {B}, {R} and {G}{G}".
func TestRule607_2dMostOfEachTypeDependsOnTheChosenColor(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Utopia Sprawl (on Forest)")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "(chose blue)") {
		t.Errorf("mana: %s", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Utopia Sprawl (on Forest, chose blue)")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 || r.MaxByType["U"] != 1 || r.MaxByType["G"] != 1 || len(r.MaxByType) != 2 {
		t.Errorf("max mana %v %v: %s", r.MaxMana, r.MaxByType, r.Answer)
	}
}

// CR 702.24a, 106.12b and Infernal Darkness' ruling (2008-10-01: it
// changes the type of the mana a land makes, not the amount): cumulative
// upkeep with a cost after a dash ("Cumulative upkeep—Pay {B} and 1
// life") is an upkeep trigger like one paid in mana, and bears on no
// question where no upkeep begins; Infernal Darkness' replacement effect
// was never reached. A cost that adds mana (Braid of Fire) may leave mana
// in the pool within the upkeep, and is still refused.
func TestRule702_24aCumulativeUpkeepWithAnyCost(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Infernal Darkness, Mana Reflection", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{B}{B}")
	r = ask(t, "judge could-produce", "board", "me: Reflecting Pool, Forest, Infernal Darkness", "card", "Reflecting Pool")
	wantTypes(t, r, "B")
	r = ask(t, "judge upkeep", "board", "me: Forest, Infernal Darkness, hand 1, library 4")
	wantUnderstood(t, r, false)
	r = ask(t, "judge upkeep", "board", "me: Deepcavern Imp, hand 1, library 4")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "echo") {
		t.Errorf("echo: %s", r.Answer)
	}
	r = ask(t, "judge pay", "board", "me: Forest, Braid of Fire, step: upkeep", "cost", "{G}")
	wantUnderstood(t, r, false)
}

// CR 305.7 ("the land no longer has its old land type") and Dryad Arbor's
// ruling (2011-09-22: changed into another basic land type by Sea's
// Claim, "it continues to be a creature and a Dryad"): an effect that
// sets a land's subtype takes its land types, not its creature types. A
// land creature that is an Elf stays an Elf under Blood Moon or
// Spreading Seas, and Elvish Archdruid counts it; it was answered {G}.
func TestRuling20110922DryadArborStaysADryad(t *testing.T) {
	elf := "[Elf Grove: Land Creature — Forest Elf — Elf Grove enters tapped.]"
	for _, board := range []string{
		"me: Elvish Archdruid, " + elf + ", Blood Moon",
		"me: Elvish Archdruid, " + elf + ", Spreading Seas (on Elf Grove)",
	} {
		r := ask(t, "judge tap", "board", board, "card", "Elvish Archdruid")
		wantUnderstood(t, r, true)
		wantMana(t, r, "{G}{G}")
	}
	// The Aura that needs a Forest still falls off, and the reason names
	// the land types alone.
	r := ask(t, "judge tap", "board", "me: Dryad Arbor, Blood Moon, Utopia Sprawl (on Dryad Arbor, chose green)", "card", "Dryad Arbor")
	wantMana(t, r, "{R}")
	found := false
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "(its land types are now Mountain)") {
			found = true
		}
	}
	if !found {
		t.Errorf("no step names the land types Mountain: %v", r.Steps)
	}
}

// CR 305.7: Blood Moon takes the abilities of Reflecting Pool's and
// Watery Grave's rules text, the reminder of Watery Grave's mana ability
// among them, and gives each "{T}: Add {R}." Tapped with ability:1 they
// were answered "has no ability 1 that is a mana ability with {T} in its
// cost, so it can't be tapped for mana": each can be, for {R}.
func TestRule305_7AbilityAskedAboutWasLost(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Reflecting Pool, Forest, Blood Moon", "Reflecting Pool"},
		{"me: Watery Grave, Blood Moon", "Watery Grave"},
		{"me: Forest, Spreading Seas (on Forest)", "Forest"},
	} {
		for _, cmd := range []string{"judge tap", "judge activate"} {
			r := ask(t, cmd, "board", c.board, "card", c.card, "ability", "1")
			wantUnderstood(t, r, true)
			wantLegal(t, r, false)
			if !strings.Contains(r.Answer, "has lost the abilities of its rules text, ability 1 among them") {
				t.Errorf("%s %s: %s", cmd, c.board, r.Answer)
			}
		}
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantLegal(t, r, true)
	}
}
