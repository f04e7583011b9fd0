package rules

import (
	"strings"
	"testing"
)

// CR 601.2g, 613.1d and Mutavault's ruling of 2008-08-01: before a spell
// is cast, Mutavault's {1} ability can make it a creature until end of
// turn, and Gaea's Cradle then counts it. Tapped for {C} first (even the
// turn it came under its controller's control, as a land), Mutavault
// pays its own {1}; Cradle adds {G}. Without a Cradle, making it a
// creature makes no more mana.
func TestMutavaultBecomesACreatureGaeasCradleCounts(t *testing.T) {
	for _, c := range []struct {
		board, cost string
		want        bool
	}{
		{"me: Gaea's Cradle, Mutavault", "{G}", true},
		{"me: Gaea's Cradle, Mutavault (sick)", "{G}", true},
		{"me: Gaea's Cradle, Mutavault, Island", "{G}{G}", false},
		{"me: Gaea's Cradle, Mutavault, Mutavault, Island", "{G}{G}", true},
		{"me: Mutavault, Island", "{G}", false},
	} {
		r := pay(t, c.board, c.cost)
		wantUnderstood(t, r, true)
		if r.Payable == nil || *r.Payable != c.want {
			t.Errorf("%s pays %s: %q, want payable %v", c.board, c.cost, r.Answer, c.want)
		}
	}
	// Mana Reflection doubles the mana that pays Mutavault's {1} too,
	// made before it is a creature: the engine does not weigh that.
	r := ask(t, "judge mana", "board", "me: Gaea's Cradle, Mutavault, Forest, Mana Reflection")
	wantUnderstood(t, r, false)
	r = ask(t, "judge mana", "board", "me: Gaea's Cradle, Mutavault")
	if r.MaxMana == nil || *r.MaxMana != 1 || r.MaxByType["G"] != 1 || r.MaxByType["C"] != 1 {
		t.Errorf("max mana %v %v: %q", r.MaxMana, r.MaxByType, r.Answer)
	}
}

// CR 601.2g, 613.1d: a permanent made a creature before a cost is paid is
// counted by Gaea's Cradle or Elvish Archdruid (Mishra's Factory paying its
// own {1}, then Cradle counting it); where the engine does not weigh such an
// ability (Faerie Conclave's, whose cost is colored mana, a fetch land's basic land),
// pay's "no" and mana's most are not given. Where nothing that reads the
// permanents counts what it makes or changes, they are; so they are where
// the Factory's Assembly-Worker artifact creature is counted as the
// engine weighs it (TestRule601_2gFactoryCountedFirst).
func TestRule601_2gAnimationBeforePayingStopsWhereUnread(t *testing.T) {
	for _, c := range []struct{ board, cost string }{
		// Faerie Conclave's ability costs colored mana.
		{"me: Gaea's Cradle, Faerie Conclave, Island, Forest", "{G}{G}"},
		// A basic Swamp found for Cabal Coffers.
		{"me: Cabal Coffers, Evolving Wilds, Swamp, Swamp", "{B}{B}{B}{B}"},
		// A Forest found is a creature beside Life and Limb.
		{"me: Gaea's Cradle, Evolving Wilds, Llanowar Elves, Life and Limb", "{G}{G}{G}"},
		// In whatever order the board writes them: Serra's Sanctum
		// counts no Swamp, Cabal Coffers does.
		{"me: Serra's Sanctum, Terramorphic Expanse, Cabal Coffers, Swamp, Swamp", "{3}"},
		{"me: Cabal Coffers, Terramorphic Expanse, Serra's Sanctum, Swamp, Swamp", "{3}"},
		{"me: Temple of the False God, Celestial Colonnade, Gaea's Cradle, Plains, Island, Forest, Forest, Forest", "{G}{G}{G}{G}"},
		// The fetch's sacrifice sets off what makes a creature
		// (Titania), or a land card put into a graveyard does (Crawling
		// Sensation).
		{"me: Titania, Protector of Argoth, Gaea's Cradle, Llanowar Elves, Evolving Wilds", "{4}"},
		{"me: Gaea's Cradle, Llanowar Elves, Evolving Wilds, Crawling Sensation", "{3}"},
	} {
		board := c.board
		r := ask(t, "judge pay", "board", board, "cost", c.cost)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "601.2g") {
			t.Errorf("%s: answer %q does not give the rule", board, r.Answer)
		}
		r = ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
	}
	// What the ability makes or changes is nothing the mana counts: the
	// Factory's Assembly-Worker is no Elf, a basic land found no
	// creature, Celestial Colonnade no artifact.
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Elvish Archdruid, Mishra's Factory, Forest", 3},
		{"me: Gaea's Cradle, Evolving Wilds, Llanowar Elves", 2},
		{"me: Tolarian Academy, Sol Ring, Celestial Colonnade", 4},
		{"me: Cabal Coffers, 2x Swamp, Mutavault", 3},
		// Sakura-Tribe Elder's "put that card onto the battlefield
		// tapped" (was refused): a tapped basic land is no Elf and no
		// creature, and its sacrifice only lowers a count.
		{"me: Priest of Titania, Sakura-Tribe Elder, Llanowar Elves", 3},
		{"me: Gaea's Cradle, Sakura-Tribe Elder, Llanowar Elves", 3},
		{"me: Elvish Archdruid, Sakura-Tribe Elder", 1},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.most {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
	// Nothing counts the permanents: the Factory's ability changes no mana.
	r := ask(t, "judge pay", "board", "me: Forest, Mishra's Factory", "cost", "{G}{G}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	// A payable cost is payable whatever is made a creature first.
	r = ask(t, "judge pay", "board", "me: Gaea's Cradle, Inkmoth Nexus, Forest", "cost", "{G}{C}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, true)
}

// CR 601.2g: a creature token made before a cost is paid is counted too
// (Sliver Queen's {2}, paid with Sol Ring's mana, makes a Sliver that
// Gaea's Cradle counts): pay and mana stop there.
func TestRule601_2gTokensMadeBeforePayingStop(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Gaea's Cradle, Sol Ring, Sliver Queen", "cost", "{G}{G}")
	wantUnderstood(t, r, false)
	r = ask(t, "judge mana", "board", "me: Gaea's Cradle, Sol Ring, Sliver Queen")
	wantUnderstood(t, r, false)
	// Without mana that counts permanents, the token changes nothing.
	r = ask(t, "judge pay", "board", "me: Forest, Sliver Queen", "cost", "{G}{G}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
}

// CR 205.3m, 613.1d: Mutavault becomes a creature "with all creature
// types", so once it is one, mana that counts Elves counts it (Elvish
// Archdruid's "for each Elf you control", Priest of Titania's "for each
// Elf on the battlefield"). Its {C} pays its own {1}; Archdruid then adds
// {G}{G}. Under Blood Moon it is a Mountain without the ability.
func TestRule205_3mMutavaultIsAnElfForElvishArchdruid(t *testing.T) {
	for _, c := range []struct {
		board    string
		most, gs int
	}{
		{"me: Elvish Archdruid, Mutavault", 2, 2},
		{"me: Elvish Archdruid, Mutavault, Forest", 3, 3},
		{"me: Priest of Titania, Mutavault, Forest", 3, 3},
		{"me: Elvish Archdruid, Mutavault (tapped)", 1, 1},
		{"me: Elvish Archdruid, Mutavault, Blood Moon", 2, 1},
		{"me: Priest of Titania, Forest; opp: Mutavault", 2, 2},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.most || r.MaxByType["G"] != c.gs {
			t.Errorf("%s: max %v, by type %v, want %d and %d {G} (%s)", c.board, r.MaxMana, r.MaxByType, c.most, c.gs, r.Answer)
		}
	}
	wantPayable(t, pay(t, "me: Elvish Archdruid, Mutavault, Forest", "{G}{G}{G}"), true)
	wantPayable(t, pay(t, "me: Elvish Archdruid, Mutavault, Forest", "{G}{G}{G}{C}"), false)
}

// CR 601.2g, 613.1f: Cryptolith Rite gives creatures "{T}: Add one mana of
// any color", and Mutavault made a creature first has it too; but tapped
// for its own {C} to pay for itself it is tapped then, and makes only
// that {C}. The engine does not weigh which mana pays for the ability, so
// it refuses where the board with Mutavault a creature pays more than the
// board as it is; an opponent's Rite gives the ability to that
// opponent's creatures only.
func TestRule613_1fAnimatedLandGetsGrantedManaAbility(t *testing.T) {
	for _, c := range []struct {
		board, cost string
	}{
		{"me: Cryptolith Rite, Mutavault, Forest", "{W}"},
		{"me: Cryptolith Rite, Mutavault, Forest, Forest", "{W}{G}"},
		{"me: Cryptolith Rite, Mishra's Factory, Forest", "{W}"},
		{"me: Cryptolith Rite, Mutavault (sick), Forest", "{W}"},
		{"me: Cryptolith Rite, Mishra's Factory (sick), Forest", "{W}"},
	} {
		r := pay(t, c.board, c.cost)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "613.1f") {
			t.Errorf("%s: answer %q does not give the rule", c.board, r.Answer)
		}
	}
	// No board pays {W}{G} with one Forest; an opponent's Rite gives
	// the ability to that opponent's creatures only.
	wantPayable(t, pay(t, "me: Cryptolith Rite, Mutavault, Forest", "{W}{G}"), false)
	wantPayable(t, pay(t, "me: Mutavault, Forest; opp: Cryptolith Rite", "{W}"), false)
}

// CR 205.3m, 601.2g: Amoeboid Changeling's "{T}: Target creature gains
// all creature types until end of turn." can be activated before a cost
// is paid, and the Grizzly Bears it targets is then an Elf for Elvish
// Archdruid's "for each Elf you control": three {G}, where the engine
// answered two. It does not work that out, so it refuses; with the
// Changeling tapped nothing changes, and the answer is two.
func TestRule205_3mCreatureTypesGainedBeforePaying(t *testing.T) {
	board := "me: Elvish Archdruid, Amoeboid Changeling, Grizzly Bears"
	wantUnderstood(t, ask(t, "judge mana", "board", board), false)
	wantUnderstood(t, pay(t, board, "{G}{G}{G}"), false)
	r := ask(t, "judge mana", "board", "me: Elvish Archdruid, Amoeboid Changeling (tapped), Grizzly Bears")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("tapped Changeling: %s", r.Answer)
	}
}

// CR 601.2g, 602.1b: "Activate only if you control three or more
// artifacts" is checked as the mana ability is activated, after any
// ability its controller activates first: Myr Turbine's Myr token, a
// land Liquimetal Coating makes an artifact, or a basic land Sakura-Tribe
// Elder fetches may meet it. Mox Opal beside Myr Turbine was answered
// "at most no mana", and Temple of the False God beside four lands and
// the Elder "three".
func TestCR602_1bActivationConditionMetFirst(t *testing.T) {
	for _, board := range []string{
		"me: Mox Opal, Myr Turbine",
		"me: Mox Opal, Liquimetal Coating, Forest",
		"me: Temple of the False God, Forest, Forest, Forest, Sakura-Tribe Elder, library 30",
		"me: Tainted Wood, Forest, Sakura-Tribe Elder, library 30",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "can be activated") {
			t.Errorf("%s: %q, want the activation condition named", board, r.Answer)
		}
	}
	wantUnderstood(t, ask(t, "judge pay", "board", "me: Mox Opal, Myr Turbine", "cost", "{W}"), false)
	// Nothing can change the permanents first: answered.
	r := ask(t, "judge mana", "board", "me: Mox Opal, Sol Ring, Mana Vault")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 6 {
		t.Errorf("max mana %v, want 6", r.MaxMana)
	}
}

// CR 605.3a, 602.1b: "Activate only if you control no creatures" is
// checked as the ability is activated, after a mana ability that
// sacrifices the last creature (Ashnod's Altar): the rock's {W}{W}{W} was
// left out ("at most two mana").
func TestCR602_1bNoCreaturesAfterASacrifice(t *testing.T) {
	rock := "[Weird Rock: Artifact — {T}: Add {W}{W}{W}. Activate only if you control no creatures.]"
	r := ask(t, "judge mana", "board", "me: "+rock+", Grizzly Bears, Ashnod's Altar")
	wantUnderstood(t, r, false)
	r = ask(t, "judge mana", "board", "me: "+rock+", Ashnod's Altar")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("max mana %v, want 3", r.MaxMana)
	}
}

// CR 601.2g, 613.1d: an ability that makes a permanent a creature before
// mana is made changes no mana that counts counters on its own source:
// Shrine of Boundless Growth with four charge counters beside Azorius
// Keyrune makes {C}{C}{C}{C} and the Keyrune's one, five in all.
func TestRule601_2gAnimationBesideOwnCountersCount(t *testing.T) {
	wantMost(t, "me: Shrine of Boundless Growth (4 charge), Azorius Keyrune", 5, map[string]int{"W": 1, "U": 1, "C": 4})
}
