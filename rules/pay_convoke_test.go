package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 702.51a, 302.6, 601.2g–h: convoke lets the caster tap an untapped
// creature they control to pay for {1} or for one mana of its color,
// summoning sick or not; it is no mana, and it comes after the mana
// abilities, so a creature tapped for mana can't convoke too. Stoke the
// Flames ({2}{R}{R}) with two Mountains and two Grizzly Bears: the Bears
// pay the {2}. With one Mountain, a Raging Goblin with summoning sickness
// pays an {R}, and the sick Bears {1}: three of four. Llanowar Elves taps
// for {G} or convokes, not both.
func TestRule702_51aConvokeTapsCreaturesForTheCost(t *testing.T) {
	r := pay(t, "me: 2x Mountain, 2x Grizzly Bears", "{2}{R}{R}", "card", "Stoke the Flames")
	wantPayable(t, r, true)
	if got := actions(r); !slices.Equal(got, []string{"tap Mountain for {R} (×2), tap Grizzly Bears to convoke (×2)"}) {
		t.Errorf("ways %q", got)
	}
	p := r.Payments[0]
	if p.Mana != "{R}{R}" || p.Spent != "{R}{R}" || p.Left != "" {
		t.Errorf("made %s, spent %s, left %s: convoke makes no mana", p.Mana, p.Spent, p.Left)
	}
	if s := p.Sources[1]; s.Mana != "" || s.Ability != "Convoke" {
		t.Errorf("convoke source %+v", s)
	}
	wantRules(t, r, "702.51a", "302.6")

	r = pay(t, "me: Mountain, Raging Goblin (sick), Grizzly Bears (sick)", "{2}{R}{R}", "card", "Stoke the Flames")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "at most three") || !strings.Contains(r.Answer, "convoke") {
		t.Errorf("answer %q", r.Answer)
	}
	wantPayable(t, pay(t, "me: 2x Mountain, Raging Goblin (sick), Grizzly Bears (sick)", "{2}{R}{R}", "card", "Stoke the Flames"), true)
	// A tapped creature can't be tapped again (CR 302.6 is no matter:
	// 118.3).
	wantPayable(t, pay(t, "me: 2x Mountain, Grizzly Bears, Grizzly Bears (tapped)", "{2}{R}{R}", "card", "Stoke the Flames"), false)
	// Llanowar Elves makes {G} or convokes: Chord of Calling with X=1
	// ({1}{G}{G}{G}) needs four from a Forest, the Elves and a Bears.
	wantPayable(t, pay(t, "me: Forest, Llanowar Elves, Grizzly Bears", "{X}{G}{G}{G}", "x", "1", "card", "Chord of Calling"), false)
	wantPayable(t, pay(t, "me: Forest, Llanowar Elves, Grizzly Bears", "{X}{G}{G}{G}", "x", "0", "card", "Chord of Calling"), true)
}

// CR 702.51a, 105.4: a creature of two colors convokes for either; a
// white creature can't pay a green symbol. Conclave Tribunal's {3}{W}
// (its cost, as given here, {W}{W}): a Plains and Selesnya Guildmage pay
// {W}{W}; a Plains and Grizzly Bears don't. Hybrid symbols take either of
// their colors (107.4e).
func TestRule702_51aConvokeByColor(t *testing.T) {
	r := pay(t, "me: Plains, Selesnya Guildmage, Grizzly Bears", "{W}{W}", "card", "Conclave Tribunal")
	wantPayable(t, r, true)
	if got := actions(r); !slices.Equal(got, []string{"tap Plains for {W}, tap Selesnya Guildmage to convoke"}) {
		t.Errorf("ways %q", got)
	}
	wantPayable(t, pay(t, "me: Plains, Grizzly Bears", "{W}{W}", "card", "Conclave Tribunal"), false)
	wantPayable(t, pay(t, "me: Plains, Grizzly Bears", "{W}{G/W}", "card", "Conclave Tribunal"), true)
}

// CR 702.126a: improvise taps artifacts for {1} each. Sol Ring taps for
// {C}{C} or improvises; Ornithopter improvises. A {C} symbol is paid only
// with colorless mana (107.4b), which no tap for improvise is: such a
// cost is not worked out with the taps.
func TestRule702_126aImproviseTapsArtifactsForGeneric(t *testing.T) {
	r := pay(t, "me: Island, Ornithopter, Sol Ring", "{3}{U}", "card", "Whir of Invention")
	wantPayable(t, r, true)
	if got := actions(r); !slices.Equal(got, []string{"tap Island for {U}, tap Sol Ring for {C}{C}, tap Ornithopter to improvise"}) {
		t.Errorf("ways %q", got)
	}
	wantPayable(t, pay(t, "me: Island, Ornithopter, Sol Ring (tapped)", "{3}{U}", "card", "Whir of Invention"), false)
	// Ornithopter can't pay {U}.
	wantPayable(t, pay(t, "me: Sol Ring, Ornithopter", "{2}{U}", "card", "Whir of Invention"), false)
	wantUnderstood(t, pay(t, "me: Island, Ornithopter", "{C}{U}", "card", "Whir of Invention"), false)
}

// CR 702.51b, 601.2f–h: where an ability could make a creature first (a
// token), a "no" with convoke is not known; a "yes" stands.
func TestRule702_51bConvokeNoWithATokenMaker(t *testing.T) {
	board := "me: Mountain, Grizzly Bears, [Token Maker: Artifact — {T}: Create a 1/1 colorless Thopter artifact creature token with flying.]"
	wantUnderstood(t, pay(t, board, "{2}{R}{R}", "card", "Stoke the Flames"), false)
	wantPayable(t, pay(t, "me: 2x Mountain, 2x Grizzly Bears, [Token Maker: Artifact — {T}: Create a 1/1 colorless Thopter artifact creature token with flying.]", "{2}{R}{R}", "card", "Stoke the Flames"), true)
}

// CR 601.2g–h, 602.2b, 702.51a: the mana abilities are activated before
// the cost is paid, and a creature tapped for Springleaf Drum's cost is
// tapped: it can't then convoke. Stoke the Flames ({2}{R}{R}) with two
// Mountains, Springleaf Drum and one Grizzly Bears: the Bears give the
// Drum's mana or convoke, three of four, where both were counted. Where
// the Drum may tap one of several creatures that make no mana, which one
// is not worked out: a "no" is not known.
func TestRule601_2hCreatureTappedForAManaCostCantConvoke(t *testing.T) {
	r := pay(t, "me: 2x Mountain, Springleaf Drum, Grizzly Bears", "{2}{R}{R}", "card", "Stoke the Flames")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	wantPayable(t, pay(t, "me: 3x Mountain, Springleaf Drum, Grizzly Bears", "{2}{R}{R}", "card", "Stoke the Flames"), true)
	wantUnderstood(t, pay(t, "me: Mountain, Springleaf Drum, Llanowar Elves, Grizzly Bears", "{2}{R}{R}", "card", "Stoke the Flames"), false)
	wantUnderstood(t, pay(t, "me: 2x Mountain, Springleaf Drum, 2x Grizzly Bears", "{3}{R}{R}", "card", "Stoke the Flames"), false)
	// Improvise reads Urza, Lord High Artificer's "Tap an untapped
	// artifact you control: Add {U}." the same way.
	wantPayable(t, pay(t, "me: Island, Urza, Lord High Artificer, Ornithopter", "{2}{U}", "card", "Metallic Rebuke"), false)
}

// CR 107.6, 702.51a: a tapped creature whose ability has {Q} in its cost
// is untapped by activating it, and can then convoke. Three Forests, a
// Mountain and a tapped Pili-Pala: two Forests pay for Pili-Pala's "{2},
// {Q}: Add one mana of any color." ({R}), the Mountain gives {R}, and the
// third Forest and Pili-Pala, untapped, pay {2} of Stoke the Flames; that
// is not worked out, so a "no" is not given.
func TestRule107_6UntapSymbolLetsATappedCreatureConvoke(t *testing.T) {
	wantUnderstood(t, pay(t, "me: 3x Forest, Mountain, Pili-Pala (tapped)", "{2}{R}{R}", "card", "Stoke the Flames"), false)
	// Untapped, it makes mana or convokes: one {R} is all there is.
	r := pay(t, "me: 2x Forest, Mountain, Pili-Pala", "{2}{R}{R}", "card", "Stoke the Flames")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
}

// CR 601.2g–h, 602.2b, 702.51a: Loam Dryad's "{T}, Tap an untapped
// creature you control: Add one mana of any color." taps the Dryad too,
// which can't then convoke. With Grizzly Bears and a Mountain, {1}{R}{R}
// (Stoke the Flames's cost, as given) can't be paid: the Dryad's {R} uses
// both creatures, where "yes" was answered with the Dryad tapped twice.
// Which of them is tapped for what is not worked out: a "no" is not given.
func TestRule602_2bManaAbilityTapsItsCreatureWhichCantConvoke(t *testing.T) {
	r := pay(t, "me: Loam Dryad, Grizzly Bears, Mountain", "{1}{R}{R}", "card", "Stoke the Flames")
	if r.Understood && *r.Payable {
		t.Errorf("answer %q", r.Answer)
	}
	// With nothing to tap for its cost, it convokes.
	wantPayable(t, pay(t, "me: Loam Dryad, Mountain", "{1}{R}", "card", "Stoke the Flames"), true)
	// So for improvise Springleaf Drum, an artifact: tapped for its own
	// ability with Grizzly Bears, or to improvise, not both; an Island
	// and those make two of Metallic Rebuke's three.
	r = pay(t, "me: Springleaf Drum, Grizzly Bears, Island", "{2}{U}", "card", "Metallic Rebuke")
	if r.Understood && *r.Payable {
		t.Errorf("answer %q", r.Answer)
	}
}
