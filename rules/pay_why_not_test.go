package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 305.6, 613.1d: under Urborg, Tomb of Yawgmoth a Forest is a Swamp
// too and has both intrinsic mana abilities. A way that taps it for {B}
// or {G} says so in its action; neither ability chooses anything, so the
// way lists no empty choice.
func TestRule305_6ALandWithTwoIntrinsicAbilitiesChoosesNothing(t *testing.T) {
	for _, r := range []*Ruling{
		ask(t, "judge mana", "board", "me: Cabal Coffers, Urborg, Tomb of Yawgmoth, 2x Forest"),
		pay(t, "me: Urborg, Tomb of Yawgmoth, Forest", "{1}"),
	} {
		if len(r.Payments) == 0 {
			t.Fatalf("%s: no way listed", r.Answer)
		}
		found := false
		for _, p := range r.Payments {
			if slices.Contains(p.Choices, "") {
				t.Errorf("way %+v: an empty choice", p)
			}
			for _, s := range p.Sources {
				if s.Card == "Forest" && strings.Contains(s.Action, "{B} or {G}") {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%+v: want a Forest tapped for {B} or {G}", r.Payments)
		}
	}
}

// CR 119.4, 119.4a, 810.9a: with no mana source, a cost of Phyrexian
// symbols is paid with life alone, 2 for each, and only where the life
// total (in Two-Headed Giant the team's) is at least that. The headline
// says why it can't be paid, not only that it can't.
func TestRule119_4PhyrexianSymbolsLifeAloneCantPayHeadlineSaysWhy(t *testing.T) {
	r := pay(t, "format: 2hg; teams: me+ally vs opp+opp2; me: life 5", "{U/P}{U/P}{U/P}")
	wantPayable(t, r, false)
	if want := "No, you can't pay {U/P}{U/P}{U/P}: you can make no mana now, and its Phyrexian symbols take 6 life, more than the 5 there is."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
	wantRules(t, r, "119.4", "119.4a", "810.9a")
	r = pay(t, "turn: opp; opp: life 1", "{U/P}")
	wantPayable(t, r, false)
	if want := "No, Opp can't pay {U/P}: Opp can make no mana now, and its Phyrexian symbols take 2 life, more than the 1 there is."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
	// Six life pays them all.
	r = pay(t, "format: 2hg; teams: me+ally vs opp+opp2; me: life 6", "{U/P}{U/P}{U/P}")
	wantPayable(t, r, true)
}

// CR 107.4f, 119.4: each Phyrexian symbol the life total can't pay for
// (2 life each) takes one mana of its color. At 1 life, {U/P} needs {U},
// which a Forest can't make, and the answer says so; at 3 life one of
// {U/P}{U/P}{U} is paid with life and the other two need {U}{U}.
func TestRule107_4fPhyrexianSymbolsLifeCantPayNeedManaOfTheirColor(t *testing.T) {
	r := pay(t, "me: Forest, life 1", "{U/P}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "you can make no {U}, and it needs one") {
		t.Errorf("answer %q: want that no {U} can be made, and one is needed", r.Answer)
	}
	r = pay(t, "me: Forest, Island, life 3", "{U/P}{U/P}{U}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "you can make at most one {U}, and it needs two") {
		t.Errorf("answer %q: want at most one {U} of the two needed", r.Answer)
	}
	// A second Island pays both {U}: one {U/P} with 2 life.
	r = pay(t, "me: Forest, 2x Island, life 3", "{U/P}{U/P}{U}")
	wantPayable(t, r, true)
	// Symbols of two colors are not read this way: which one the life
	// pays is a choice.
	r = pay(t, "me: Forest, Island, life 3", "{U/P}{G/P}")
	wantPayable(t, r, true)
}

// CR 118.3, 106.1: a cost's colored symbols each take mana of their
// color. Pillar of the Paruns makes {R} or {W} for a multicolored spell,
// and a Forest neither: each symbol of Boros Charm can be paid, but not
// both at once, and the answer says how many of those colors can be made
// together rather than that no combination pays.
func TestRule118_3ColoredSymbolsOfSeveralColorsTakeThatManyOfThemTogether(t *testing.T) {
	r := pay(t, "me: Pillar of the Paruns, Forest", "{R}{W}", "card", "Boros Charm")
	wantPayable(t, r, false)
	if want := "No, you can't pay {R}{W}: you can make at most one mana that is {W} or {R}, and it needs two."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
	r = pay(t, "me: Taiga, Savannah", "{R}{G}{W}")
	wantPayable(t, r, false)
	// Birds of Paradise makes either, a Forest neither.
	r = pay(t, "me: Birds of Paradise, Forest", "{W}{U}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "at most one mana that is {W} or {U}, and it needs two") {
		t.Errorf("answer %q: want at most one mana that is {W} or {U}", r.Answer)
	}
	// A second source of either pays.
	r = pay(t, "me: Birds of Paradise, Plains", "{W}{U}")
	wantPayable(t, r, true)
}

// CR 605.1b, 106.6, 601.2h: what a triggered mana ability adds as a land
// is tapped is produced by the trigger's source (Mana Flare's ruling: a
// triggered mana ability). Imperiosaur's "Spend only mana produced by
// basic lands" keeps Mana Flare's mana off it, and the "no" names Mana
// Flare's mana beside the Forests' own, as it names a land's.
func TestRule605_1bASpellsSourceRestrictionNamesTheTriggerWhoseManaItKeepsOff(t *testing.T) {
	r := pay(t, "me: 2x Forest, Mana Flare", "{2}{G}{G}", "card", "Imperiosaur")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "(Mana Flare's mana can't be spent on it)") {
		t.Errorf("answer %q: want Mana Flare's mana named", r.Answer)
	}
	wantRules(t, r, "605.1b", "106.6", "601.2h")
	if !rulingSays(r, "Mana Flare is not a basic land") {
		t.Errorf("steps %+v: want a step that says Mana Flare is not a basic land", r.Steps)
	}
	// Four Forests pay it alone, Mana Flare's mana left over.
	r = pay(t, "me: 4x Forest, Mana Flare", "{2}{G}{G}", "card", "Imperiosaur")
	wantPayable(t, r, true)
	// A creature's own mana, doubled by Mana Reflection, is the creature's.
	r = pay(t, "me: Llanowar Elves, Mana Reflection", "{2}", "card", "Myr Superion")
	wantPayable(t, r, true)
}

// CR 113.6e: "Spend only mana produced by creatures to cast Myr
// Superion." restricts how that card is cast and functions where it could
// be cast from and on the stack, not on the battlefield. A Myr Superion or
// an Imperiosaur on the board changes no mana made and no upkeep, where
// both were refused; cast, its restriction still holds.
func TestRule113_6eASpellsRestrictionOnItsManaSourcesBearsOnNothingOnTheBattlefield(t *testing.T) {
	wantOneManaBesideForest(t, "Myr Superion")
	wantOneManaBesideForest(t, "Imperiosaur")
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Myr Superion, hand 0")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	r = pay(t, "me: Myr Superion, Forest, Llanowar Elves", "{2}", "card", "Myr Superion")
	wantPayable(t, r, false)
	r = pay(t, "me: Myr Superion, 2x Llanowar Elves", "{2}", "card", "Myr Superion")
	wantPayable(t, r, true)
}

// CR 502.4: no player receives priority during the untap step, so no
// mana ability can be activated then; /judge mana says why there is no
// mana, as it does in the cleanup step (514.3).
func TestRule502_4NoManaInTheUntapStepSaysWhy(t *testing.T) {
	r := ask(t, "judge mana", "board", "step: untap; me: Forest, Llanowar Elves")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 0 {
		t.Errorf("max mana %v, want 0", r.MaxMana)
	}
	if want := "You can make no mana now: no player gets priority during the untap step."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
	wantRules(t, r, "502.4")
	r = ask(t, "judge mana", "board", "me: Llanowar Elves (sick)")
	if r.Answer != "You can make no mana now." {
		t.Errorf("answer %q: only the untap step gives that reason", r.Answer)
	}
}

// CR 302.6, 119.4: a summoning-sick Llanowar Elves makes no mana, and two
// {G/P} take 4 life; at 3 life the headline gives both reasons, where it
// kept only the first.
func TestRule302_6NoManaAndTooLittleLifeForPhyrexianSymbolsHeadlineSaysBoth(t *testing.T) {
	r := pay(t, "me: Llanowar Elves (sick), life 3", "{G/P}{G/P}")
	wantPayable(t, r, false)
	if want := "No, you can't pay {G/P}{G/P}: you can make no mana now, and its Phyrexian symbols take 4 life, more than the 3 there is."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
	wantRules(t, r, "302.6", "119.4")
}

// CR 106.12a, 605.1b, 118.3: under Mana Flare a dual land makes two mana
// of one type, its ability's and the trigger's alike, never one of each:
// where every source used makes only a few pools and none pays the cost,
// the answer lists them. Two players' Mana Flares make three of one type.
// A board with more pools than it lists says why in other terms.
func TestRule106_12aUnpayableListsWhatEverySourceMakes(t *testing.T) {
	for _, c := range []struct {
		board, cost, player, want string
	}{
		{"me: Taiga, Mana Flare", "{R}{G}", "", "No, you can't pay {R}{G}: you can make at most {R}{R} or {G}{G}, and neither pays {R}{G}."},
		{"me: Tropical Island, Zendikar Resurgent", "{U}{G}", "", "No, you can't pay {U}{G}: you can make at most {U}{U} or {G}{G}, and neither pays {U}{G}."},
		{"me: Forest; opp: Taiga, Mana Flare, Mana Flare", "{R}{G}", "opp", "No, Opp can't pay {R}{G}: Opp can make at most {R}{R}{R} or {G}{G}{G}, and neither pays {R}{G}."},
		{"me: Taiga, Tropical Island, Mana Flare", "{R}{G}{U}", "", "No, you can't pay {R}{G}{U}: you can make at most {U}{U}{R}{R}, {R}{R}{G}{G}, {U}{U}{G}{G} or {G}{G}{G}{G}, and none of these pays {R}{G}{U}."},
	} {
		kv := []string{"board", c.board, "cost", c.cost}
		if c.player != "" {
			kv = append(kv, "player", c.player)
		}
		r := ask(t, "judge pay", kv...)
		wantPayable(t, r, false)
		if r.Answer != c.want {
			t.Errorf("%s %s: answer %q, want %q", c.board, c.cost, r.Answer, c.want)
		}
	}
	// Eight pools are more than the answer lists.
	r := pay(t, "me: Taiga, Tropical Island, Savannah, Mana Flare", "{R}{G}{U}{W}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "every symbol at once") || strings.Contains(r.Answer, " or {") {
		t.Errorf("answer %q lists the pools", r.Answer)
	}
}

// CR 302.6, 107.5: where no permanent can make mana now, a "no" says why
// of each, not of the first alone: a summoning-sick Llanowar Elves beside
// a tapped Forest, where the answer named the Elves only; and where the
// reason of one sick creature is too long for the headline whole, it
// still says it is summoning sick (Birds of Paradise).
func TestRule302_6NoAnswerSaysWhyOfEverySource(t *testing.T) {
	r := pay(t, "me: Llanowar Elves (sick), Forest (tapped)", "{G}")
	wantPayable(t, r, false)
	for _, want := range []string{"Llanowar Elves has summoning sickness", "Forest is already tapped"} {
		if !strings.Contains(r.Answer, want) {
			t.Errorf("answer %q does not say %q", r.Answer, want)
		}
	}
	r = pay(t, "me: Birds of Paradise (sick)", "{G}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "Birds of Paradise has summoning sickness") {
		t.Errorf("answer %q does not say Birds of Paradise is summoning sick", r.Answer)
	}
	// Two sick creatures: neither is named alone.
	r = pay(t, "me: Birds of Paradise (sick), Llanowar Elves (sick)", "{G}")
	if strings.Contains(r.Answer, "Birds of Paradise") != strings.Contains(r.Answer, "Llanowar Elves") {
		t.Errorf("answer %q names one sick creature of two", r.Answer)
	}
}

// CR 601.2g, 106.6: Myr Superion's mana may be produced only by creatures.
// Myr Reservoir is no creature, and its "{3}, {T}: Return target Myr card
// from your graveyard to your hand." neither untaps a permanent nor adds
// mana, so whatever mana pays it changes no payment: beside a Forest and
// a Plains the answer is no, where it was refused for that ability's
// cost. Deserted Temple's untap still stops the answer.
func TestRule601_2gProducedOnlyIgnoresAbilitiesThatMakeNoMana(t *testing.T) {
	r := pay(t, "me: Myr Reservoir, Forest, Plains", "{2}", "card", "Myr Superion")
	wantUnderstood(t, r, true)
	if r.Payable == nil || *r.Payable {
		t.Errorf("payable %v, want false: %s", r.Payable, r.Answer)
	}
	r = pay(t, "me: Myr Reservoir, Llanowar Elves, Fyndhorn Elves", "{2}", "card", "Myr Superion")
	wantUnderstood(t, r, true)
	if r.Payable == nil || !*r.Payable {
		t.Errorf("payable %v, want true with two Elves: %s", r.Payable, r.Answer)
	}
	wantUnderstood(t, pay(t, "me: Deserted Temple, Forest, Llanowar Elves", "{2}", "card", "Myr Superion"), false)
}

// CR 107.4c, 107.4e: a {C} symbol asks for colorless mana only, never
// for a hybrid symbol's colors: the reason a cost with both can't be
// paid counts each for what pays it. "{G/W}{C}" beside an Underground
// Sea had been said to need two {G} or {W}.
func TestRule107_4cColorlessNotCountedForHybridSaysWhy(t *testing.T) {
	wantPayAnswers(t, []payHeadline{
		{"me: Underground Sea", "{G/W}{C}", "No, you can't pay {G/W}{C}: you can make no {G} or {W}, and it needs one."},
		{"me: Forest, Mountain, Swamp", "{C}{C}{R/G}", "No, you can't pay {C}{C}{R/G}: only colorless mana pays {C}; you can make no colorless mana, and it needs two."},
		{"me: Sol Ring, Forest", "{C}{C}{C}{G/W}", "No, you can't pay {C}{C}{C}{G/W}: only colorless mana pays {C}; you can make at most two colorless mana, and it needs three."},
		{"me: Snow-Covered Island, Wastes, Forest", "{S}{C}{G/U}{G/U}", "No, you can't pay {S}{C}{G/U}{G/U}: you can make at most three mana, and it needs four."},
		{"me: Wastes", "{C/W}{C}", "No, you can't pay {C/W}{C}: you can make at most one {C} or {W}, and it needs two."},
	})
}

// CR 119.4, 107.4f: under 2 life no Phyrexian symbol is paid with life,
// so the reason a cost can't be paid counts those symbols as asking for
// their color's mana: {U/P}{U} at 1 life beside one Island needs two
// {U}, where the reason had said one.
func TestRule119_4PhyrexianUnderTwoLifeCountsInReason(t *testing.T) {
	wantPayAnswers(t, []payHeadline{
		{"me: Island, life 1", "{U/P}{U}", "No, you can't pay {U/P}{U}: you can make at most one {U}, and it needs two."},
		{"me: Sol Ring, Mountain, life 1", "{B/G}{U/P}{G/P}{C}{U/R}", "No, you can't pay {B/G}{U/P}{G/P}{C}{U/R}: you can make no {B} or {G}, and it needs two."},
	})
}

// payHeadline is a /judge pay question and its headline.
type payHeadline struct{ board, cost, answer string }

// wantPayAnswers asks each /judge pay question and wants it understood,
// with its headline.
func wantPayAnswers(t *testing.T, cases []payHeadline) {
	t.Helper()
	for _, c := range cases {
		r := ask(t, "judge pay", "board", c.board, "cost", c.cost)
		wantUnderstood(t, r, true)
		if r.Answer != c.answer {
			t.Errorf("%s, %s: %s\nwant: %s", c.board, c.cost, r.Answer, c.answer)
		}
	}
}

// CR 122.1: Astral Cornucopia written with no charge counters adds one
// mana for each of none; the headline says so, where a player who forgot
// to write its counters would otherwise read a bare "no mana".
func TestRule122_1NoManaFromNoCountersSaysWhy(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Astral Cornucopia, life 20, hand 3")
	wantUnderstood(t, r, true)
	if want := "You can make no mana now: Astral Cornucopia has no charge counters, and its mana is one for each."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
}

// CR 601.2h: Hogaak's "You can't spend mana to cast this spell." lets no
// mana pay any of its cost; the refusal says so, not that only some mana
// may pay it.
func TestRule601_2hASpellNoManaMayBeSpentOnSaysNoMana(t *testing.T) {
	r := pay(t, "me: Llanowar Elves, 6x Forest", "{5}{B}{G}", "card", "Hogaak, Arisen Necropolis")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "no mana may be spent to cast it") || strings.Contains(r.Answer, "only some mana") {
		t.Errorf("answer %q: want the reason that no mana may be spent on it", r.Answer)
	}
}
