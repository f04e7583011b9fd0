package rules

import (
	"slices"
	"strings"
	"testing"
)

func pay(t *testing.T, board, cost string, kv ...string) *Ruling {
	t.Helper()
	return ask(t, "judge pay", append([]string{"board", board, "cost", cost}, kv...)...)
}

func wantPayable(t *testing.T, r *Ruling, want bool) {
	t.Helper()
	if !r.Understood {
		t.Fatalf("not understood: %s", r.Answer)
	}
	if r.Payable == nil || *r.Payable != want {
		t.Fatalf("payable = %v, want %v (answer: %s)", r.Payable, want, r.Answer)
	}
	if want != (len(r.Payments) > 0) {
		t.Errorf("%d payments listed for payable %v", len(r.Payments), want)
	}
}

// actions lists each payment as its short list of actions.
func actions(r *Ruling) []string {
	var out []string
	for _, p := range r.Payments {
		out = append(out, actionList(p))
	}
	return out
}

// CR 601.2g–h: "If the total cost includes a mana payment, the player then
// has a chance to activate mana abilities … The player pays the total
// cost." A Forest and an Island pay {G}{U}, one way.
func TestRule601_2hForestAndIslandPayGreenBlue(t *testing.T) {
	r := pay(t, "me: Forest, Island", "{G}{U}")
	wantPayable(t, r, true)
	if got := actions(r); len(got) != 1 || got[0] != "tap Forest for {G}, tap Island for {U}" {
		t.Errorf("ways %q", got)
	}
	if r.Payments[0].Spent != "{U}{G}" || r.Payments[0].Left != "" {
		t.Errorf("spent %q left %q", r.Payments[0].Spent, r.Payments[0].Left)
	}
	wantRules(t, r, "601.2g", "601.2h")
}

// CR 118.3: "A player can't pay a cost without having the necessary
// resources to pay it fully." Two lands can't pay three mana; the answer
// says so in a player's terms.
func TestRule118_3TwoLandsCantPayThreeMana(t *testing.T) {
	r := pay(t, "me: Forest, Island", "{2}{G}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "at most two mana, and it needs three") {
		t.Errorf("answer %q", r.Answer)
	}
	wantRules(t, r, "118.3")
	r = pay(t, "me: Forest, Island", "{G}{G}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "at most one {G}") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 107.4b: "Generic mana in costs can be paid with any type of mana."
// Equal permanents are one source: three Forests pay {1} one way, and a
// Forest or an Island are two ways.
func TestRule107_4bGenericWaysMergeEqualSources(t *testing.T) {
	r := pay(t, "me: 3x Forest", "{1}")
	wantPayable(t, r, true)
	if got := actions(r); len(got) != 1 || got[0] != "tap Forest for {G}" {
		t.Errorf("ways %q", got)
	}
	r = pay(t, "me: 2x Forest, Island", "{1}")
	if got := actions(r); len(got) != 2 {
		t.Errorf("ways %q, want a Forest or the Island", got)
	}
	r = pay(t, "me: 2x Forest, Island", "{2}")
	if got := actions(r); len(got) != 2 || !slices.Contains(got, "tap Forest for {G} (×2)") {
		t.Errorf("ways %q", got)
	}
}

// CR 107.4c: {C} "represent[s] a cost that can be paid only with one
// colorless mana".
func TestRule107_4cOnlyColorlessManaPaysC(t *testing.T) {
	wantPayable(t, pay(t, "me: Forest, Wastes", "{C}{G}"), true)
	r := pay(t, "me: Forest, Wastes", "{C}{C}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "only colorless mana pays {C}") {
		t.Errorf("answer %q", r.Answer)
	}
	wantPayable(t, pay(t, "me: Sol Ring", "{C}{C}"), true)
}

// CR 107.4e: "A hybrid symbol such as {W/U} can be paid with either white
// or blue mana, and a monocolored hybrid symbol such as {2/B} can be paid
// with either one black mana or two mana of any type."
func TestRule107_4eHybridSymbols(t *testing.T) {
	wantPayable(t, pay(t, "me: Forest", "{G/W}"), true)
	wantPayable(t, pay(t, "me: Island", "{G/W}"), false)
	wantPayable(t, pay(t, "me: Plains", "{2/W}"), true)
	wantPayable(t, pay(t, "me: 2x Island", "{2/W}"), true)
	wantPayable(t, pay(t, "me: Island", "{2/W}"), false)
	wantPayable(t, pay(t, "me: Wastes", "{C/W}"), true)
	r := pay(t, "me: Forest, Island", "{G/U}{G/U}")
	wantPayable(t, r, true)
	wantRules(t, r, "107.4e")
}

// CR 107.4 lists {C/W} among the monocolored hybrid symbols, paid with
// one colorless mana or one white mana (107.4c, 107.4e): colorless is no
// color, so the step that explains it does not call its halves "colors".
// A hybrid Phyrexian symbol ({G/U/P}) is paid with one mana of either of
// its colors or with 2 life (107.4f), and its step says both colors.
func TestRule107_4eColorlessHybridAndHybridPhyrexianSteps(t *testing.T) {
	r := pay(t, "me: Sol Ring, Forest", "{C/W}{G/W}")
	wantPayable(t, r, true)
	if !rulingSays(r, "{C/W} can be paid with one colorless mana or with one mana of its color") {
		t.Errorf("no step explains {C/W}: %+v", r.Steps)
	}
	if !rulingSays(r, "{G/W} can be paid with one mana of either of its colors") {
		t.Errorf("no step explains {G/W}: %+v", r.Steps)
	}
	wantRules(t, r, "107.4c", "107.4e")
	r = pay(t, "me: Forest; me: life 20", "{G/U/P}")
	wantPayable(t, r, true)
	if !rulingSays(r, "A hybrid Phyrexian symbol such as {G/U/P} can be paid with one mana of either of its colors or with 2 life") {
		t.Errorf("no step explains {G/U/P}: %+v", r.Steps)
	}
}

// CR 107.4f: "A Phyrexian mana symbol represents a cost that can be paid
// either with one mana of its color or by paying 2 life." CR 119.4: a
// player pays life only if their life total is at least the payment.
func TestRule107_4fPhyrexianManaWithLife(t *testing.T) {
	r := pay(t, "me: Forest, life 2", "{G}{G/P}")
	wantPayable(t, r, true)
	if r.Payments[0].Life != 2 {
		t.Errorf("life paid %d, want 2", r.Payments[0].Life)
	}
	r = pay(t, "me: Forest, life 1", "{G}{G/P}")
	wantPayable(t, r, false)
	wantRules(t, r, "107.4f", "119.4")
	wantPayable(t, pay(t, "me: 2x Forest, life 1", "{G}{G/P}"), true)
	wantPayable(t, pay(t, "me: Island, life 4", "{G/P}{G/P}"), true)
	wantPayable(t, pay(t, "me: Island, life 3", "{G/P}{G/P}"), false)
}

// CR 119.4 with a life cost: Mana Confluence's "{T}, Pay 1 life" is paid
// as it is activated, before the Phyrexian symbol's 2 life.
func TestRule119_4LifeCostsAddUp(t *testing.T) {
	wantPayable(t, pay(t, "me: Mana Confluence, life 1", "{U}"), true)
	wantPayable(t, pay(t, "me: Mana Confluence, life 1", "{U}{U}"), false)
	wantPayable(t, pay(t, "me: Mana Confluence, life 3", "{U}{G/P}"), true)
	wantPayable(t, pay(t, "me: Mana Confluence, life 2", "{U}{G/P}"), false)
}

// CR 107.4h: "{S} represents a cost that can be paid with one mana of any
// type produced by a snow source."
func TestRule107_4hSnowManaFromSnowSources(t *testing.T) {
	snow := "[Frost Grove: Snow Land — {T}: Add {G}.]"
	wantPayable(t, pay(t, "me: "+snow+", Forest", "{S}{G}"), true)
	r := pay(t, "me: Forest, Island", "{S}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "snow") {
		t.Errorf("answer %q", r.Answer)
	}
	wantPayable(t, pay(t, "me: "+snow+", Forest", "{S}{S}"), false)
}

// CR 107.3: X in a cost is the value chosen for it.
func TestRule107_3XInTheCost(t *testing.T) {
	wantPayable(t, pay(t, "me: 3x Mountain", "{X}{R}", "x", "2"), true)
	wantPayable(t, pay(t, "me: 3x Mountain", "{X}{R}", "x", "3"), false)
	wantPayable(t, pay(t, "me: 3x Mountain", "{X}{X}{R}", "x", "1"), true)
	if e := askErr(t, "judge pay", "board", "me: Mountain", "cost", "{X}{R}"); e.Option != "x" {
		t.Errorf("error %v", e)
	}
	if e := askErr(t, "judge pay", "board", "me: Mountain", "cost", "{R}", "x", "1"); e.Option != "x" {
		t.Errorf("error %v", e)
	}
}

// CR 107.5 and 302.6: a tapped permanent can't be tapped again, and a
// creature that came under its controller's control this turn can't use
// {T} without haste.
func TestRule302_6SummoningSickCreaturesAndTappedLands(t *testing.T) {
	wantPayable(t, pay(t, "me: Llanowar Elves, Forest", "{G}{G}"), true)
	r := pay(t, "me: Llanowar Elves (sick), Forest", "{G}{G}")
	wantPayable(t, r, false)
	wantRules(t, r, "302.6")
	wantPayable(t, pay(t, "me: Llanowar Elves (sick, haste), Forest", "{G}{G}"), true)
	wantPayable(t, pay(t, "me: Forest (tapped), Forest", "{G}{G}"), false)
}

// CR 106.12b and Contamination: "If a land is tapped for mana, it produces
// {B} instead of any other type and amount." An opponent's Contamination
// turns a Forest's {G} into {B}.
func TestRule106_12bReplacementEffectsApply(t *testing.T) {
	wantPayable(t, pay(t, "me: Forest; opp: Contamination", "{G}"), false)
	wantPayable(t, pay(t, "me: Forest; opp: Contamination", "{B}"), true)
	// Mana Reflection: a Forest makes {G}{G}.
	r := pay(t, "me: Forest, Mana Reflection", "{G}{G}")
	wantPayable(t, r, true)
	// Contamination and Mana Reflection in either order: {B}{B} or {B}.
	wantPayable(t, pay(t, "me: Forest, Mana Reflection; opp: Contamination", "{B}{B}"), true)
}

// CR 106.12a and Wild Growth: "Whenever enchanted land is tapped for mana,
// its controller adds an additional {G}."
func TestRule106_12aTriggeredManaAbilitiesAdd(t *testing.T) {
	r := pay(t, "me: Forest, Wild Growth (on Forest)", "{G}{G}")
	wantPayable(t, r, true)
	if got := actions(r); len(got) != 1 || got[0] != "tap Forest for {G}{G}" {
		t.Errorf("ways %q", got)
	}
}

// CR 106.7 and Reflecting Pool: it makes a type a land you control could
// produce.
func TestRule106_7CouldProduceChains(t *testing.T) {
	wantPayable(t, pay(t, "me: Reflecting Pool, Forest", "{G}{G}"), true)
	wantPayable(t, pay(t, "me: Reflecting Pool, Forest", "{U}"), false)
}

// CR 605.3a: a mana ability with a mana cost is paid with the mana of
// others, "whenever they are casting a spell … that requires a mana
// payment". A filter land pays {W/U} with a Plains' {W} and makes {W}{W}.
func TestRule605_3aFilterLandsPaidWithOtherMana(t *testing.T) {
	filter := "[Filter Gate: Land — {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.]"
	r := pay(t, "me: Plains, "+filter, "{W}{W}")
	wantPayable(t, r, true)
	if got := actions(r); len(got) != 1 || got[0] != "tap Plains for {W}, pay {W/U}, tap Filter Gate for {W}{W}" {
		t.Errorf("ways %q", got)
	}
	wantPayable(t, pay(t, "me: Plains, "+filter, "{W}{W}{W}"), false)
	wantPayable(t, pay(t, "me: "+filter, "{W}"), false)
	wantPayable(t, pay(t, "me: Island, "+filter, "{U}{U}"), true)
	// Two filter lands and one Island: the Island pays the first, whose
	// mana pays the second.
	wantPayable(t, pay(t, "me: Island, "+filter+", "+filter, "{W}{W}{U}"), true)
}

// Cabal Coffers' kind: "{2}, {T}: Add {B} for each Swamp you control."
func TestRule605_3aManaAbilityWithGenericCost(t *testing.T) {
	coffers := "[Coffer Vault: Land — {2}, {T}: Add {B} for each Swamp you control.]"
	r := ask(t, "judge mana", "board", "me: 3x Swamp, "+coffers)
	if r.MaxMana == nil || *r.MaxMana != 4 || r.MaxByType["B"] != 4 {
		t.Fatalf("max %v by type %v (answer: %s)", r.MaxMana, r.MaxByType, r.Answer)
	}
	wantPayable(t, pay(t, "me: 3x Swamp, "+coffers, "{B}{B}{B}{B}"), true)
	wantPayable(t, pay(t, "me: 3x Swamp, "+coffers, "{5}"), false)
}

// CR 106.6: "Some spells or abilities that produce mana restrict how that
// mana can be spent." Cavern of Souls' mana pays for a creature spell of
// the chosen type only; without card: the answer would be a guess.
func TestRule106_6SpendRestrictions(t *testing.T) {
	board := "me: Cavern of Souls (named Elf), Forest"
	wantPayable(t, pay(t, board, "{G}{G}", "card", "Llanowar Elves"), true)
	wantPayable(t, pay(t, board, "{G}{G}", "card", "Sol Ring"), false)
	r := pay(t, board, "{G}{G}")
	wantUnderstood(t, r, false)
	// Without the restricted mana the cost is paid anyway: yes.
	wantPayable(t, pay(t, board, "{G}"), true)
}

// Understanding is positive: a mana source whose text is not understood
// stops the answer.
func TestPayNotUnderstoodSource(t *testing.T) {
	r := pay(t, "me: Forest, [Odd Rock: Artifact — {T}: Add mana in a strange way.]", "{G}")
	wantUnderstood(t, r, false)
	r = ask(t, "judge mana", "board", "me: Forest, [Odd Rock: Artifact — {T}: Add mana in a strange way.]")
	wantUnderstood(t, r, false)
}

// /judge mana: three untapped basic lands make three mana, one of each.
func TestManaMostOfEachType(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Forest, Island, Mountain (tapped), Swamp")
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Fatalf("max %v (answer: %s)", r.MaxMana, r.Answer)
	}
	if r.MaxByType["G"] != 1 || r.MaxByType["U"] != 1 || r.MaxByType["B"] != 1 || len(r.MaxByType) != 3 {
		t.Errorf("by type %v", r.MaxByType)
	}
	r = ask(t, "judge mana", "board", "me: Sol Ring, Birds of Paradise, Forest")
	if *r.MaxMana != 4 || r.MaxByType["C"] != 2 || r.MaxByType["G"] != 2 || r.MaxByType["W"] != 1 {
		t.Errorf("max %d by type %v", *r.MaxMana, r.MaxByType)
	}
	r = ask(t, "judge mana", "board", "me: Forest; opp: 2x Island", "player", "opp")
	if *r.MaxMana != 2 || r.MaxByType["U"] != 2 {
		t.Errorf("opp: max %d by type %v", *r.MaxMana, r.MaxByType)
	}
	r = ask(t, "judge mana", "board", "me: Forest (tapped)")
	if *r.MaxMana != 0 || len(r.Payments) != 0 {
		t.Errorf("max %d, payments %v", *r.MaxMana, r.Payments)
	}
}

// Bad costs get a clear message that names the option and the symbol.
func TestPayBadCosts(t *testing.T) {
	for _, c := range []struct{ cost, want string }{
		{"", "expected a mana cost"},
		{"2G/U", "braces"},
		{"G2", "braces"},
		{"2GQ", "braces"},
		{"{G", "closing"},
		{"{Q}", "not a mana symbol"},
		{"{G/G}", "hybrid"},
		{"{G/U/B}", "hybrid Phyrexian"},
		{"{1001}", "more than 1000"},
		{"{1000000}", "more than 1000"},
		{"{99999999999999999999}", "more than 1000"},
	} {
		e := askErr(t, "judge pay", "board", "me: Forest", "cost", c.cost)
		if e.Option != "cost" || !strings.Contains(e.Message, c.want) {
			t.Errorf("cost %q: %v, want option cost and %q", c.cost, e, c.want)
		}
	}
	e := askErr(t, "judge pay", "board", "me: Forest", "cost", "{G}{G}{Y}")
	if e.Offset != 6 {
		t.Errorf("offset %d, want 6", e.Offset)
	}
}

func TestParseManaCostRoundTrip(t *testing.T) {
	for in, want := range map[string]string{
		"{2}{G}{G}":          "{2}{G}{G}",
		"{x}{r}":             "{X}{R}",
		"{1}{1}":             "{2}",
		"{0}":                "{0}",
		"{G/W}{2/B}{U/P}":    "{G/W}{2/B}{U/P}",
		"{S} {C} {G/U/P}":    "{S}{C}{G/U/P}",
		"{C/W}":              "{C/W}",
		"{X}{X}{W}{W}{W}{U}": "{X}{X}{W}{W}{W}{U}",
		// Without braces, each symbol a number (first) or one letter.
		"2GG":  "{2}{G}{G}",
		"xr":   "{X}{R}",
		" 1u ": "{1}{U}",
		"0":    "{0}",
		"10CS": "{10}{C}{S}",
	} {
		c, err := ParseManaCost(in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if c.String() != want {
			t.Errorf("%q prints %q, want %q", in, c.String(), want)
		}
		again, err := ParseManaCost(c.String())
		if err != nil || again.String() != c.String() {
			t.Errorf("%q does not round-trip: %q %v", in, again.String(), err)
		}
	}
}

func FuzzParseManaCost(f *testing.F) {
	for _, s := range []string{"{2}{G}{G}", "{X}{R}", "{G/W}", "{2/W}", "{G/P}", "{S}", "{C}", "{G/U/P}", "{", "}{", "{/}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseManaCost(s)
		if err != nil {
			return
		}
		again, err := ParseManaCost(c.String())
		if err != nil || again.String() != c.String() {
			t.Fatalf("%q prints %q, which reads back as %q (%v)", s, c.String(), again.String(), err)
		}
	})
}

// FuzzPayAndMana runs /judge pay and /judge mana over boards and costs the
// fuzzer makes: no panic, no error other than an input error, and the
// same ruling twice (the engine is deterministic).
func FuzzPayAndMana(f *testing.F) {
	for _, s := range []struct{ board, cost string }{
		{"me: Forest, Island", "{G}{U}"},
		{"me: Birds of Paradise, Sol Ring, Mana Confluence, life 1", "{1}{W/U}{G/P}"},
		{"me: Forest, Mana Reflection, Wild Growth (on Forest); opp: Contamination", "{X}{B}"},
		{"me: Plains, [Filter Gate: Land — {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.]", "{2/W}{S}{C}"},
		{"me: Cavern of Souls (named Elf), Reflecting Pool, Exotic Orchard; opp: Taiga", "{G}{G}"},
		{"me: 3x Aether Hub, 2x Servant of the Conduit, energy 1, hand 1, 2x Bog Witch", "{1}{R}{B}"},
	} {
		f.Add(s.board, s.cost)
	}
	f.Fuzz(func(t *testing.T, board, cost string) {
		b, err := ParseBoard(board)
		if err != nil || len(b.Permanents) > 20 {
			return
		}
		for _, q := range []struct {
			cmd  string
			opts map[string]string
		}{
			{"judge pay", map[string]string{"board": board, "cost": cost, "x": "1"}},
			{"judge pay", map[string]string{"board": board, "cost": cost, "card": "Llanowar Elves"}},
			{"judge mana", map[string]string{"board": board}},
		} {
			r1, err1 := askOpts(q.cmd, q.opts)
			r2, err2 := askOpts(q.cmd, q.opts)
			if err1 != nil {
				if _, ok := err1.(*InputError); !ok {
					t.Fatalf("%v: not an input error: %T %v", q, err1, err1)
				}
				if err2 == nil || err1.Error() != err2.Error() {
					t.Fatalf("%v: errors differ: %v / %v", q, err1, err2)
				}
				continue
			}
			if r1.Answer != r2.Answer || len(r1.Payments) != len(r2.Payments) {
				t.Fatalf("%v: not deterministic: %q / %q", q, r1.Answer, r2.Answer)
			}
		}
	})
}

// The most of each type is "not all at once" only when those amounts add
// up to more than the most mana in all: the sources compete.
func TestManaSaysWhenTheMostOfEachTypeCompetes(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Everflowing Chalice (2 charge), Forest")
	if strings.Contains(r.Answer, "not all at once") {
		t.Errorf("{G} and {C}{C} come from different sources: %q", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Forest, Birds of Paradise")
	if !strings.Contains(r.Answer, "not all at once") {
		t.Errorf("Birds of Paradise makes one color at a time: %q", r.Answer)
	}
}

// CR 603.2: a triggered ability triggers only on its event. Mana Vault's
// damage at the beginning of a draw step can't happen while a cost is
// paid (601.2g), so it does not stop the answer; its mana ability does
// the paying.
func TestRule603_2ManaVaultDrawStepTriggerDoesNotBearOnPaying(t *testing.T) {
	r := pay(t, "me: Mana Vault (tapped), Grim Monolith", "{3}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	r = pay(t, "me: Mana Vault (tapped), Grim Monolith", "{4}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	r = ask(t, "judge mana", "board", "me: Sol Ring, Mana Vault, Grim Monolith")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 8 {
		t.Errorf("max mana %v, want 8", r.MaxMana)
	}
}

// CR 602.2b, 107.5: a creature tapped to pay Springleaf Drum's cost is
// tapped, so it can't then be tapped for its own mana. Drum and Llanowar
// Elves together make one mana, never {G} and another: the engine does
// not count both; with a creature that makes no mana, Drum is a source.
func TestRule602_2bSpringleafDrumUsesUpTheCreatureItTaps(t *testing.T) {
	r := pay(t, "me: Springleaf Drum, Llanowar Elves", "{G}{U}")
	if r.Understood && r.Payable != nil && *r.Payable {
		t.Errorf("Drum and Elves pay {G}{U}: %q", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Lotus Petal, Springleaf Drum, Llanowar Elves")
	if r.Understood && (r.MaxMana == nil || *r.MaxMana != 2) {
		t.Errorf("max mana %v: %q", r.MaxMana, r.Answer)
	}
	r = pay(t, "me: Springleaf Drum, Llanowar Elves (sick), Forest", "{G}{U}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
	r = pay(t, "me: Springleaf Drum, Grizzly Bears, Forest", "{G}{U}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
}

// CR 107.4e: a monocolored hybrid symbol {2/W} is paid with one {W} or
// with two mana; a "no" says so.
func TestRule107_4eMonoHybridNoSaysHowItIsPaid(t *testing.T) {
	r := pay(t, "me: Island", "{2/W}")
	wantPayable(t, r, false)
	if !strings.HasSuffix(r.Answer, "; {2/W} takes one {W} or two mana.") || !rulingSays(r, "; each {2/W} is paid with one {W} or with two mana of any type") {
		t.Errorf("answer %q", r.Answer)
	}
	wantPayable(t, pay(t, "me: Island, Island", "{2/W}"), true)
	wantPayable(t, pay(t, "me: Plains", "{2/W}"), true)
}

// CR 106.4, 601.2h: mana made and not spent stays in the pool, and a way
// says how much. Gilded Lotus tapped for three mana of any color but
// green, and a Forest, pay {1}{G} with two mana of that color left over:
// the way's words say "two mana", where they said {W}{W}, the first
// color's, whichever was chosen. A way with one choice says the mana.
func TestRule106_4LeftOverOfAlternativesSaidAsAnAmount(t *testing.T) {
	r := pay(t, "me: Gilded Lotus, Forest", "{1}{G}")
	wantPayable(t, r, true)
	var got []string
	for _, p := range r.Payments {
		got = append(got, p.LeftWords())
	}
	if !slices.Equal(got, []string{"two mana", "{G}"}) {
		t.Errorf("left over %q, want two mana and {G}", got)
	}
	r = pay(t, "me: Sol Ring", "{1}")
	if len(r.Payments) != 1 || r.Payments[0].LeftWords() != "{C}" {
		t.Errorf("Sol Ring: %+v", r.Payments)
	}
}

// CR 302.6, 602.5a, 605.1a: an ability with {T} in its cost can't be
// activated while its permanent is tapped, or is a creature with summoning
// sickness and no haste. Where no text on the board speaks of untapping
// (or of haste), what the engine does not read of such an ability can't
// change the mana: a tapped Doubling Cube, a tapped Chromatic Sphere, a
// sick Metalworker. Beside Voltaic Key or Concordant Crossroads, or
// untapped, it still stops the answer.
func TestRule602_5aIdleAbilityBearsOnNoPayment(t *testing.T) {
	for _, c := range []struct {
		board, cost string
		payable     bool
	}{
		{"me: Doubling Cube (tapped), Forest", "{2}", false},
		{"me: Chromatic Sphere (tapped), Forest", "{U}", false},
		{"me: Metalworker (tapped), Forest", "{1}", true},
		{"me: Metalworker (sick), Forest", "{G}", true},
	} {
		r := ask(t, "judge pay", "board", c.board, "cost", c.cost)
		wantUnderstood(t, r, true)
		wantPayable(t, r, c.payable)
	}
	r := ask(t, "judge mana", "board", "me: Doubling Cube (tapped), Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("tapped Doubling Cube: %s", r.Answer)
	}
	for _, board := range []string{
		"me: Doubling Cube (tapped), Forest, Voltaic Key",
		"me: Doubling Cube, 3x Forest",
		"me: Metalworker (sick), Forest, Concordant Crossroads",
		"me: Metalworker, Forest",
	} {
		if r := ask(t, "judge pay", "board", board, "cost", "{1}"); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 107.5, 302.6, 602.2b: the same for the permanent asked about: a
// tapped Doubling Cube can't be tapped for mana, a summoning-sick
// Metalworker or Grim Lavamancer can't activate its {T} ability, whatever
// the engine does not read of the rest of it. Untapped, or beside Voltaic
// Key, the engine does not rule.
func TestRule107_5IdleUnreadAbilityOfTheTarget(t *testing.T) {
	for _, c := range []struct{ cmd, board, card string }{
		{"judge tap", "me: Doubling Cube (tapped)", "Doubling Cube"},
		{"judge tap", "me: Metalworker (sick)", "Metalworker"},
		{"judge activate", "me: Metalworker (sick)", "Metalworker"},
		{"judge activate", "me: Grim Lavamancer (sick)", "Grim Lavamancer"},
		{"judge activate", "me: Grim Lavamancer (tapped)", "Grim Lavamancer"},
	} {
		r := ask(t, c.cmd, "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
	}
	for _, c := range []struct{ cmd, board, card string }{
		{"judge tap", "me: Doubling Cube", "Doubling Cube"},
		{"judge activate", "me: Grim Lavamancer", "Grim Lavamancer"},
		{"judge activate", "me: Grim Lavamancer (tapped), Voltaic Key", "Grim Lavamancer"},
	} {
		if r := ask(t, c.cmd, "board", c.board, "card", c.card); r.Understood {
			t.Errorf("%s %s: %s", c.cmd, c.board, r.Answer)
		}
	}
}

// CR 107.6: a tapped permanent with an ability whose cost has {Q} can
// untap itself, so its {T} ability is not idle: the engine does not rule.
func TestRule107_6OwnUntapAbilityIsNotIdle(t *testing.T) {
	if r := ask(t, "judge mana", "board", "me: [Cube Two: Artifact — {3}, {T}: Double the amount of each type of unspent mana you have. | {0}, {Q}: You gain 1 life.] (tapped), 10x Island"); r.Understood {
		t.Errorf("Cube Two: %s", r.Answer)
	}
}

// CR 602.2b, 601.2g-h: an ability whose mana cost is more than its
// controller's other permanents can make can't be activated while a cost
// is paid, so what the engine does not read of it changes nothing:
// Doubling Cube's {3} beside two Forests. With a third source of mana, an
// untapper, or an effect that may change what abilities cost, it still
// stops the answer.
func TestRule602_2bUnaffordableAbilityBearsOnNoPayment(t *testing.T) {
	for _, board := range []string{
		"me: Doubling Cube, Forest",
		"me: Doubling Cube, 2x Forest",
		"me: Doubling Cube, 2x Forest, Llanowar Elves (sick)",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if !strings.Contains(strings.Join(stepTexts(r), "\n"), "costs more mana than your other permanents can make") {
			t.Errorf("%s: no step says why Doubling Cube makes nothing: %v", board, stepTexts(r))
		}
	}
	wantMostMana(t, ask(t, "judge mana", "board", "me: Doubling Cube, 2x Forest"), 2)
	wantPayable(t, ask(t, "judge pay", "board", "me: Doubling Cube, 2x Forest", "cost", "{G}{G}{G}"), false)
	for _, board := range []string{
		"me: Doubling Cube, 3x Forest",
		"me: Doubling Cube, Forest, Sol Ring",
		"me: Doubling Cube, 2x Forest, Mind Stone",
		"me: 2x Doubling Cube, 2x Forest",
		"me: Doubling Cube, 2x Forest, Grim Monolith (tapped)",
		"me: Doubling Cube, 2x Forest, Power Artifact (on Doubling Cube)",
		// Sources that make mana more than once, or apart from their
		// {T}, may make more than affordable sums: a sacrifice outlet,
		// life paid again and again, counters removed.
		"me: Doubling Cube, Forest, Treasonous Ogre, life 20",
		"me: Doubling Cube, Forest, Ashnod's Altar, Grizzly Bears",
		"me: Doubling Cube, Forest, Wall of Roots",
		"me: Doubling Cube, Calciform Pools (2 storage)",
		// Lightning Greaves equipped first gives a summoning-sick Elf
		// haste; a teammate's untapper may untap a Forest.
		"me: Doubling Cube, 2x Forest, Lightning Greaves, Llanowar Elves (sick)",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Doubling Cube, 2x Forest; ally: Ley Druid",
	} {
		if r := ask(t, "judge mana", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// A cost holds at most maxCostMana symbols, {X} among them: a hostile
// cost of ten thousand {X} is an error that says so, not a question.
func TestParseManaCostBoundsEverySymbol(t *testing.T) {
	for _, sym := range []string{"{X}", "{G}", "{S}", "{G/W}"} {
		_, err := ParseManaCost(strings.Repeat(sym, maxCostMana+1))
		if err == nil || !strings.Contains(err.Error(), "more than 1000 symbols") {
			t.Errorf("%s ×%d: %v", sym, maxCostMana+1, err)
		}
	}
	if _, err := ParseManaCost(strings.Repeat("{X}", maxCostMana)); err != nil {
		t.Errorf("{X} ×%d: %v", maxCostMana, err)
	}
}

// CR 601.2g-h, 605.3a: where a source's mana pays only another source's
// cost, its alternatives pay the cost alike, and the ways are one
// (docs/contract.md, payments): Birds of Paradise paying Azorius Signet's
// {1} is one way whatever color it makes, with nothing else left over;
// beside a Forest that could pay the {1} instead, two. Where a color could
// pay the cost itself (a Forest and Birds paying {1}{G}), the ways stay
// apart.
func TestRule601_2hWaysAlikeButForASourcesColorAreOne(t *testing.T) {
	for _, c := range []struct {
		board, cost string
		ways        int
	}{
		{"me: Birds of Paradise, Azorius Signet", "{W}{U}", 1},
		{"me: Forest, Birds of Paradise, Azorius Signet", "{W}{U}", 2},
		{"me: Birds of Paradise, Graven Cairns", "{R}{R}", 1},
		{"me: Forest, Birds of Paradise", "{1}{G}", 2},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, true)
		if len(r.Payments) != c.ways {
			t.Errorf("%s, %s: ways %q, want %d", c.board, c.cost, actions(r), c.ways)
		}
	}
	r := pay(t, "me: Birds of Paradise, Azorius Signet", "{W}{U}")
	if len(r.Payments) == 1 {
		p := r.Payments[0]
		if p.Sources[0].Action != "tap Birds of Paradise for {W}, {U}, {B}, {R} or {G}" || p.Left != "" || p.Spent != "{W}{U}" {
			t.Errorf("way %+v", p)
		}
	}
}

// docs/contract.md, payments; CR 601.2h, 117.1f: tapping Birds of
// Paradise for {W} and tapping it and then sacrificing it to Ashnod's
// Altar for {W}{C}{C} both pay {W}, but are two ways: the second uses the
// Altar, sacrifices the Birds and leaves {C}{C}. So with Food Chain,
// whose exile is not the Elves' tap.
func TestRule601_2hASacrificeToAnOutletIsAnotherWay(t *testing.T) {
	r := pay(t, "me: Ashnod's Altar, Birds of Paradise", "{W}")
	wantPayable(t, r, true)
	if len(r.Payments) != 2 {
		t.Fatalf("ways %q, want 2", actions(r))
	}
	if p := r.Payments[0]; p.Left != "" || strings.Contains(p.Sources[0].Action, "Altar") {
		t.Errorf("tap alone: %+v", p)
	}
	if p := r.Payments[1]; p.Left != "{C}{C}" || !strings.Contains(p.Sources[0].Action, "sacrifice Birds of Paradise to Ashnod's Altar") {
		t.Errorf("sacrificed: %+v", p)
	}
	r = pay(t, "me: Food Chain, Llanowar Elves", "{G}", "card", "Llanowar Elves")
	for _, p := range r.Payments {
		for _, s := range p.Sources {
			if strings.HasPrefix(s.Action, "tap Llanowar Elves for {G} or ") {
				t.Errorf("a tap and an exile merged: %q", s.Action)
			}
		}
	}
	if len(r.Payments) != 4 {
		t.Errorf("Food Chain: ways %q, want 4", actions(r))
	}
}

// CR 702.79a, 704.5f: Kitchen Finks' persist triggers only as it dies.
// Beside Gemstone Mine and Lotus Petal, whose abilities sacrifice only
// themselves, nothing in pay or mana can make it die, and the answer
// stands; beside Ashnod's Altar, which can sacrifice it, it is refused.
func TestRule702_79aPersistWhereOnlyOtherSourcesAreSacrificed(t *testing.T) {
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Kitchen Finks, Gemstone Mine (1 mining)"), true)
	wantUnderstood(t, pay(t, "me: Kitchen Finks, Lotus Petal, Forest", "{1}{G}"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Kitchen Finks, Ashnod's Altar"), false)
}

// docs/contract.md, payments: ways that read alike are one way. A Forest
// and a tapped Forest beside Squandered Resources: sacrificing either
// untapped for {G} reads "sacrifice Forest to Squandered Resources", one
// way, not two.
func TestPaymentsWaysThatReadAlikeAreOne(t *testing.T) {
	r := pay(t, "me: Forest, Forest (tapped), Squandered Resources", "{G}")
	wantPayable(t, r, true)
	seen := map[string]bool{}
	for _, a := range actions(r) {
		if seen[a] {
			t.Errorf("way %q listed twice in %q", a, actions(r))
		}
		seen[a] = true
	}
	if len(r.Payments) != 3 {
		t.Errorf("ways %q, want 3", actions(r))
	}
}

// CR 704.5f, 603.2: Devoted Druid's -1/-1 counters, put as it untaps
// again and again, may kill it, and Pitiless Plunderer then makes a
// Treasure: the engine does not follow that death, and says so. Wall of
// Roots' one -0/-1 counter a turn leaves a 0/5 alive, and Ramos's +1/+1
// counters removed leave a 4/4.
func TestRule704_5fACreatureItsOwnCountersMayKill(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Pitiless Plunderer, Devoted Druid")
	if r.Understood || !strings.Contains(r.Answer, "Pitiless Plunderer") {
		t.Errorf("Plunderer beside Devoted Druid: %v %q", r.Understood, r.Answer)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Wall of Roots, Forest; opp: Endless Whispers"), true)
}
