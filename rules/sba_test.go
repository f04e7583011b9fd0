package rules

import (
	"slices"
	"strings"
	"testing"
)

// firstStepsCite checks that the ruling's first steps are the state-based
// actions: the first rests on 704.3, and one of the next rests on rule.
func firstStepsCite(t *testing.T, r *Ruling, rule string) {
	t.Helper()
	if len(r.Steps) < 2 || !slices.Contains(r.Steps[0].Rules, "704.3") {
		t.Fatalf("first step is not the state-based actions (704.3): %+v", r.Steps)
	}
	for _, s := range r.Steps[1:] {
		if slices.Contains(s.Rules, rule) {
			return
		}
		if !containsPrefix(s.Rules, "704.") {
			break
		}
	}
	t.Errorf("no state-based action step rests on %s: %+v", rule, r.Steps)
}

// CR 704.5j: "If two or more legendary permanents with the same name are
// controlled by the same player, that player chooses one of them, and the
// rest are put into their owners' graveyards." Two Azusas leave one: three
// land plays, not five.
func TestRule704_5jLegendRuleTwoAzusas(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: 2x Azusa, Lost but Seeking")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 3 {
		t.Fatalf("land plays %v, want 3: %s", r.LandPlays, r.Answer)
	}
	firstStepsCite(t, r, "704.5j")
	wantRules(t, r, "704.3", "704.5j", "305.2")
	// Each player's legends are their own: one Azusa each stays.
	r = ask(t, "judge lands", "board", "me: Azusa, Lost but Seeking; opp: Azusa, Lost but Seeking")
	if r.LandPlays == nil || *r.LandPlays != 3 || len(r.Steps) > 0 && slices.Contains(r.Steps[0].Rules, "704.3") {
		t.Errorf("one Azusa each: land plays %v, steps %+v", r.LandPlays, r.Steps)
	}
}

// CR 704.5j: the player chooses which legendary permanent stays; where the
// copies differ (one tapped), each choice is an outcome of its own.
func TestRule704_5jLegendRuleEachChoiceAnOutcome(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Gaea's Cradle (tapped), Llanowar Elves", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	firstStepsCite(t, r, "704.5j")
	if r.Legal != nil {
		t.Errorf("legal = %v; it depends on the choice", *r.Legal)
	}
	if !strings.Contains(r.Answer, "It depends on a choice") || !rulingSays(r, "produces {G}") || !rulingSays(r, "graveyard") {
		t.Errorf("answer %q: want each choice's answer", r.Answer)
	}
	wantMana(t, r, "{G}")
	if len(r.Outcomes) != 1 || !strings.Contains(r.Outcomes[0].Choices[0], "you keep Gaea's Cradle") {
		t.Errorf("outcomes %+v: want the choice that keeps the untapped Cradle", r.Outcomes)
	}
	// Copies alike in every way give one answer.
	r = ask(t, "judge tap", "board", "me: 2x Gaea's Cradle, Llanowar Elves", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}")
	if strings.Contains(r.Answer, "depends") {
		t.Errorf("identical copies: %q", r.Answer)
	}
}

// CR 704.5m: "If an Aura is attached to an illegal object or player, or is
// not attached to an object or player, that Aura is put into its owner's
// graveyard." Under Blood Moon a Taiga is a Mountain (305.7), so Utopia
// Sprawl ("Enchant Forest") goes to the graveyard and adds nothing.
func TestRule704_5mUtopiaSprawlUnderBloodMoon(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Taiga, Utopia Sprawl (on Taiga, chose green), Blood Moon", "card", "Taiga")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{R}")
	firstStepsCite(t, r, "704.5m")
	wantRules(t, r, "303.4c", "305.7", "704.5m")
	// Without Blood Moon the Taiga is a Forest and Sprawl adds its color.
	r = ask(t, "judge tap", "board", "me: Taiga, Utopia Sprawl (on Taiga, chose green)", "card", "Taiga")
	wantMana(t, r, "{G}{G}", "{R}{G}")
}

// CR 704.5m with 305.7: Celestial Dawn makes the Forest a Plains, so
// Utopia Sprawl no longer enchants a Forest.
func TestRule704_5mUtopiaSprawlUnderCelestialDawn(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Utopia Sprawl (on Forest, chose green), Celestial Dawn", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{W}")
	firstStepsCite(t, r, "704.5m")
}

// CR 704.5m: an Aura attached to nothing is put into the graveyard.
func TestRule704_5mAuraAttachedToNothing(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Wild Growth", "card", "Forest")
	wantMana(t, r, "{G}")
	firstStepsCite(t, r, "704.5m")
}

// CR 303.4, 702.5a: an Aura with "Enchant player" or "Enchant opponent" is
// attached to a player. Written without one, it is not taken to be
// attached to nothing and put away, since whom it enchants may change the
// answer (Psychic Possession lets its controller draw when the enchanted
// opponent draws): the answer says how to write it.
func TestRule303_4AuraThatEnchantsAPlayerIsNotGuessed(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Psychic Possession, hand 1")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "enchants a player") || !strings.Contains(r.Answer, "Psychic Possession (on opp)") {
		t.Errorf("answer %q", r.Answer)
	}
}

// CR 303.4a, 702.5a, 704.5m: "on WHO" attaches an Aura that enchants a
// player to that player. Curse of the Pierced Heart on opp deals its
// damage in opp's upkeep, and at 1 life opp loses in every order;
// Curse of the Bloody Tome mills two, so Ghirapur Orrery's draw finds an
// empty library in one order. An Aura with "Enchant opponent" attached to
// its own controller is put into the graveyard. Damage that may go to a
// planeswalker the player controls is not followed.
func TestRule303_4aAuraEnchantingAPlayer(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Curse of the Pierced Heart (on opp); opp: hand 0, life 1; turn: opp")
	wantUnderstood(t, r, true)
	if r.Board != "turn: opp; me: hand 0, Ghirapur Orrery, Curse of the Pierced Heart (on opp); opp: hand 0, life 1" {
		t.Errorf("canonical board %q", r.Board)
	}
	if len(r.Triggers) != 2 || !strings.Contains(r.Answer, "Opp loses the game") {
		t.Errorf("Pierced Heart: %s, triggers %v", r.Answer, r.Triggers)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Curse of the Bloody Tome (on opp); opp: hand 0, library 2; turn: opp")
	wantUnderstood(t, r, true)
	draws := map[int]bool{}
	for _, o := range r.Outcomes {
		draws[o.Draws["opp"]] = true
	}
	if len(draws) != 2 || !draws[0] || !draws[2] {
		t.Errorf("Bloody Tome: draws %v, want 0 and 2: %s", draws, r.Answer)
	}
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Curse of the Pierced Heart (on opp); opp: hand 0, Karn, the Great Creator; turn: opp")
	wantUnderstood(t, r, false)
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0; opp: Psychic Possession (on opp), hand 1")
	wantUnderstood(t, r, true)
	firstStepsCite(t, r, "704.5m")
	if _, err := ParseBoard("me: Forest (on opp); opp: Island"); err == nil || !strings.Contains(err.Error(), "a player") {
		t.Errorf("Forest on a player: %v", err)
	}
}

// CR 704.5f: "If a creature has toughness 0 or less, it's put into its
// owner's graveyard." A 0/0 Hangarback Walker with no counters is gone
// before anyone could activate its ability; with a counter it stays.
func TestRule704_5fZeroToughness(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Hangarback Walker", "card", "Hangarback Walker", "ability", "3")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	firstStepsCite(t, r, "704.5f")
	if !strings.Contains(r.Answer, "graveyard") {
		t.Errorf("answer %q: want it put into the graveyard", r.Answer)
	}
	r = ask(t, "judge activate", "board", "me: Hangarback Walker (1 +1/+1)", "card", "Hangarback Walker", "ability", "3")
	wantLegal(t, r, true)
	if len(r.Steps) > 0 && slices.Contains(r.Steps[0].Rules, "704.3") {
		t.Errorf("a 1/1 Hangarback Walker: no state-based action applies, got %+v", r.Steps[0])
	}
}

// CR 704.5q: "If a permanent has both a +1/+1 counter and a -1/-1 counter
// on it, N +1/+1 and N -1/-1 counters are removed from it." Walking
// Ballista with two +1/+1 and one -1/-1 keeps one +1/+1 counter, which its
// ability can remove; with one of each it is a 0/0 and dies (704.5f).
func TestRule704_5qCountersAnnihilate(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Walking Ballista (2 +1/+1, 1 -1/-1)", "card", "Walking Ballista", "ability", "3")
	wantLegal(t, r, true)
	firstStepsCite(t, r, "704.5q")
	r = ask(t, "judge activate", "board", "me: Walking Ballista (1 +1/+1, 1 -1/-1)", "card", "Walking Ballista", "ability", "3")
	wantLegal(t, r, false)
	firstStepsCite(t, r, "704.5f")
	wantRules(t, r, "704.5q", "704.5f")
}

// CR 704.5n: "If an Equipment or Fortification is attached to an illegal
// permanent or to a player, it becomes unattached from that permanent or
// player. It remains on the battlefield." (An Equipment equips only a
// creature, 301.5c.)
func TestRule704_5nEquipmentOnALand(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Lightning Greaves (on Forest)", "card", "Forest")
	wantMana(t, r, "{G}")
	firstStepsCite(t, r, "704.5n")
	if !strings.Contains(r.Steps[1].Text, "becomes unattached") {
		t.Errorf("step %q: want it unattached", r.Steps[1].Text)
	}
}

// CR 704.3: state-based actions are checked again until none apply: the
// creature dies (704.5f), then the Aura on it is attached to nothing
// (704.5m).
func TestRule704_3RepeatedUntilNoneApply(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Hangarback Walker, [Test Shackles: Enchantment — Aura — Enchant creature] (on Hangarback Walker)", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	firstStepsCite(t, r, "704.5f")
	wantRules(t, r, "704.5f", "704.5m")
}

// An Aura's enchant restriction the engine cannot read is refused, not
// guessed (CR 303.4c).
func TestRule303_4cUnreadEnchantRestrictionIsRefused(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, [Odd Aura: Enchantment — Aura — Enchant land with a blue counter] (on Forest)", "card", "Forest")
	wantUnderstood(t, r, false)
}

// CR 702.16c: "A permanent or player with protection can't be enchanted by
// Auras that have the stated quality. Such Auras attached to the permanent
// or player with protection will be put into their owners' graveyards as
// a state-based action."
func TestRule702_16cProtectionPutsTheAuraAway(t *testing.T) {
	board := "me: Forest, [Test Knight: Creature — Knight 2/2 — Protection from enchantments], [Test Shackles: Enchantment — Aura — Enchant creature] (on Test Knight)"
	r := ask(t, "judge tap", "board", board, "card", "Forest")
	wantUnderstood(t, r, true)
	firstStepsCite(t, r, "704.5m")
	wantRules(t, r, "702.16c")
	// Protection from artifacts does not stop an Aura.
	r = ask(t, "judge tap", "board", strings.Replace(board, "enchantments", "artifacts", 1), "card", "Forest")
	if len(r.Steps) > 0 && slices.Contains(r.Steps[0].Rules, "704.3") {
		t.Errorf("protection from artifacts: no state-based action applies, got %+v", r.Steps[0])
	}
}

// CR 702.16d: "A permanent with protection can't be equipped by Equipment
// that have the stated quality ... Such Equipment ... become unattached
// from that permanent as a state-based action, but remain on the
// battlefield." Lightning Greaves no longer gives the sick creature haste.
func TestRule702_16dProtectionUnattachesTheEquipment(t *testing.T) {
	board := "me: [Test Knight: Creature — Knight 2/2 — Protection from artifacts | {T}: Add {W}.] (sick), Lightning Greaves (on Test Knight)"
	r := ask(t, "judge activate", "board", board, "card", "Test Knight")
	wantUnderstood(t, r, true)
	firstStepsCite(t, r, "704.5n")
	wantRules(t, r, "702.16d")
}

// CR 704.5p: "... if any nonbattle, noncreature permanent that's neither an
// Aura, an Equipment, nor a Fortification is attached to an object or
// player, it becomes unattached and remains on the battlefield."
func TestRule704_5pOtherPermanentAttached(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Sol Ring (on Forest)", "card", "Sol Ring")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{C}{C}")
	firstStepsCite(t, r, "704.5p")
}

// BenchmarkStateBasedActionsLarge: the large board with differing legends,
// Auras attached to nothing and 0/0 creatures to put away first.
func BenchmarkStateBasedActionsLarge(b *testing.B) {
	board := largeBoard() + ", Azusa, Lost but Seeking, Azusa, Lost but Seeking (tapped), 3x Hangarback Walker, Wild Growth, Walking Ballista (2 +1/+1, 1 -1/-1)"
	benchAsk(b, "judge lands", "board", board)
}

// CR 704.5j, 704.3: /judge pay and /judge mana settle the board first, as
// every question does: of two Gaea's Cradles one stays.
func TestRule704_5jPayAndManaApplyTheLegendRule(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: 2x Gaea's Cradle, Llanowar Elves")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("the most mana %v, want 2: one Gaea's Cradle stays", r.MaxMana)
	}
	wantRules(t, r, "704.5j")
	r = ask(t, "judge pay", "board", "me: 2x Gaea's Cradle, Llanowar Elves", "cost", "{G}{G}{G}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
}

// CR 704.5a: a player with 0 or less life loses the game as a
// state-based action; no question of a game that goes on is answered.
func TestRule704_5aPlayerAtZeroLifeHasLost(t *testing.T) {
	for _, c := range []struct{ cmd, board string }{
		{"judge tap", "me: Forest, life 0"},
		{"judge lands", "me: Ghirapur Orrery; opp: life -2"},
		{"judge pay", "me: Forest, life 0"},
	} {
		kv := []string{"board", c.board}
		switch c.cmd {
		case "judge tap":
			kv = append(kv, "card", "Forest")
		case "judge pay":
			kv = append(kv, "cost", "{G}")
		}
		r := ask(t, c.cmd, kv...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "704.5a") {
			t.Errorf("%s %s: answer %q does not give the rule", c.cmd, c.board, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: Forest, life 1", "card", "Forest")
	wantUnderstood(t, r, true)
}

// CR 800.4a: in a multiplayer game a player at 0 life loses (704.5a) and
// the others play on; the permanents that player owns leave the game, and
// an Aura on one of them is then attached to nothing (704.5m).
func TestRule800_4aPlayerWhoLostLeavesMultiplayerGame(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Exotic Orchard; opp: Forest, life 0; opp2: Island", "card", "Exotic Orchard")
	wantUnderstood(t, r, true)
	wantTypes(t, r, "U")
	wantRules(t, r, "704.5a", "800.4a")
	r = ask(t, "judge tap", "board", "me: Forest; opp: Mana Flare, life 0; opp2: Island", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Utopia Sprawl (on opp's Forest, chose blue), Forest; opp: Forest, life 0; opp2: Island", "card", "Forest")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Forest; opp: Forest, life -2; opp2: Island", "card", "opp's Forest")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	// Two players: the game is over. The active player leaving: the turn
	// goes on without one (800.4j). You at 0 life: you have lost.
	for _, board := range []string{
		"me: Exotic Orchard; opp: Forest, life 0",
		"me: Exotic Orchard; opp: Forest, life 0; opp2: Island; turn: opp",
		"me: Exotic Orchard, life 0; opp: Forest; opp2: Island",
		"me: Exotic Orchard; opp: Forest, life 0; opp2: Island, life 0",
	} {
		r = ask(t, "judge could-produce", "board", board, "card", "Exotic Orchard")
		wantUnderstood(t, r, false)
	}
}

// CR 800.4a: a question about what a player who has not lost may do
// (lands, pay, mana) is answered of the game that goes on too: the loser's
// Ghirapur Orrery and Blood Moon leave with them. A question about the
// player who lost is not followed there.
func TestRule800_4aPlayerQuestionsFollowTheGameThatGoesOn(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: Forest; opp: Ghirapur Orrery, life 0; opp2: Forest")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 1 {
		t.Errorf("land plays %v, want 1 (%s)", r.LandPlays, r.Answer)
	}
	wantRules(t, r, "704.5a", "800.4a")
	r = ask(t, "judge lands", "board", "me: Ghirapur Orrery; opp: Ghirapur Orrery, life 0; opp2: Forest")
	if r.LandPlays == nil || *r.LandPlays != 2 {
		t.Errorf("land plays %v, want 2 (%s)", r.LandPlays, r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Taiga; opp: Blood Moon, life 0; opp2: Forest")
	wantUnderstood(t, r, true)
	if r.MaxByType["G"] != 1 {
		t.Errorf("max by type %v, want a {G} once Blood Moon has left (%s)", r.MaxByType, r.Answer)
	}
	wantPayable(t, pay(t, "me: Taiga; opp: Blood Moon, life 0; opp2: Forest", "{G}"), true)
	for _, c := range [][]string{
		{"judge lands", "me: Forest; opp: life 0; opp2: Forest", "opp"},
		{"judge lands", "me: Forest, life 0; opp: Ghirapur Orrery; opp2: Forest", "me"},
		{"judge mana", "me: Taiga; opp: Blood Moon, life 0", "me"},
		{"judge mana", "me: Forest; opp: Forest, life 0; opp2: Forest", "opp"},
	} {
		wantUnderstood(t, ask(t, c[0], "board", c[1], "player", c[2]), false)
	}
}

// CR 704.5k and Concordant Crossroads ruling 2008-10-01: of two world
// permanents only the newest stays; either gives all creatures haste.
func TestRule704_5kWorldRule(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves (sick), Concordant Crossroads; opp: Concordant Crossroads", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	wantRules(t, r, "704.5k", "702.10c")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves, Concordant Crossroads, Concordant Crossroads", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}")
	wantRules(t, r, "704.5k")
}

// CR 704.5k: which world permanent is newest decides which one stays, and
// the answer names each by its card, whoever controls it: "Opp's
// Concordant Crossroads", not the player's name twice. Mine counts toward
// my devotion to green for Nykthos, the opponent's or my ally's does not.
func TestRule704_5kWorldRuleNamesEachPlayersPermanent(t *testing.T) {
	for _, c := range []struct{ board, other string }{
		{"me: Nykthos, Shrine to Nyx, Sol Ring, Concordant Crossroads; opp: Concordant Crossroads", "Opp's Concordant Crossroads is the newest world permanent"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Nykthos, Shrine to Nyx, Sol Ring, Concordant Crossroads; ally: Concordant Crossroads", "Ally's Concordant Crossroads is the newest world permanent"},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		wantRules(t, r, "704.5k")
		for _, want := range []string{"your Concordant Crossroads is the newest world permanent", c.other} {
			if !rulingSays(r, want) {
				t.Errorf("%s: answer %q does not say %q", c.board, r.Answer, want)
			}
		}
	}
}

// CR 122.1a and 704.5f: every power and toughness counter counts toward
// toughness, -0/-1 and +0/+1 as well as +1/+1 and -1/-1 (Wall of Roots).
func TestRule122_1aEveryPowerToughnessCounterCounts(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Wall of Roots (5 -0/-1), Gaea's Cradle", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "")
	wantRules(t, r, "704.5f")
	r = ask(t, "judge tap", "board", "me: Wall of Roots (4 -0/-1), Gaea's Cradle", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves (1 +0/+1, 1 -1/-1)", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves (1 -0/-1)", "card", "Gaea's Cradle")
	wantMana(t, r, "")
}

// CR 613.4c and 704.5f: a boost the engine reads (layer 7c) counts toward
// toughness: a Hangarback Walker with no counters under Glorious Anthem
// stays, a Walking Ballista under another creature type's lord does not.
func TestRule613_4cBoostCountsForToughness(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Hangarback Walker, Glorious Anthem", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Walking Ballista, Elvish Archdruid", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}")
	wantRules(t, r, "704.5f")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves (1 -1/-1), Elvish Archdruid", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}{G}")
}

// CR 704.5k: where either world permanent staying gives the same answer,
// the step that says so cites the world rule whose choice it was; it cited
// the legend rule (704.5j), which nothing on the board brought in.
func TestRule704_5kSameAnswerCitesTheWorldRule(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves (sick), Concordant Crossroads; opp: Concordant Crossroads", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	found := false
	for _, st := range r.Steps {
		if st.Text == "Every choice made during the state-based actions gives this same answer" {
			found = true
			if !slices.Contains(st.Rules, "704.5k") || slices.Contains(st.Rules, "704.5j") {
				t.Errorf("step cites %v, want 704.5k alone", st.Rules)
			}
		}
	}
	if !found {
		t.Errorf("no step says every choice gives the same answer: %+v", r.Steps)
	}
}

// CR 704.5i: a planeswalker with 0 loyalty is put into its owner's
// graveyard. Written "(0 loyalty)", Jiang Yanggu leaves before the
// question is answered, and the creature with a +1/+1 counter it would
// give "{T}: Add one mana of any color." makes none; written without
// loyalty counters it is taken to have some and stays. Other kinds of
// counters written 0 are none, as before.
func TestRule704_5iPlaneswalkerWithZeroLoyalty(t *testing.T) {
	for _, c := range []struct {
		board string
		want  int
	}{
		{"me: Jiang Yanggu, Wildcrafter (0 loyalty), Grizzly Bears (1 +1/+1)", 0},
		{"me: Jiang Yanggu, Wildcrafter, Grizzly Bears (1 +1/+1)", 1},
		{"me: Jiang Yanggu, Wildcrafter (3 loyalty), Grizzly Bears (1 +1/+1)", 1},
	} {
		r := wantMost(t, c.board, c.want, nil)
		if gone := slices.Contains(r.Rules, "704.5i"); gone != (c.want == 0) {
			t.Errorf("%s: rules %v, want 704.5i cited %v", c.board, r.Rules, c.want == 0)
		}
	}
	b, err := ParseBoard("me: Jiang Yanggu, Wildcrafter (0 loyalty), Forest (0 charge)")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "me: Jiang Yanggu, Wildcrafter (0 loyalty), Forest" {
		t.Errorf("board written %q", got)
	}
}

// CR 704.5v, 704.5w, 310.4c: a battle's defense is the defense counters
// on it, and one with defense 0 is put into its owner's graveyard.
// Written "(0 defense)", a battle was tapped for mana as though it stayed
// (the 0 was dropped, as "0 charge" is); it is now kept, as "0 loyalty"
// is, and the battle leaves before the question is answered. Written
// without defense counters it is taken to have some, as a planeswalker
// is, and stays.
func TestRule704_5vBattleWithZeroDefense(t *testing.T) {
	const siege = "[Test Siege: Battle — Siege — {T}: Add {G}.]"
	const other = "[Test Front: Battle — {T}: Add {G}.]"
	for _, c := range []struct {
		board, card string
		legal       bool
		rule        string
	}{
		{"me: " + siege + " (0 defense)", "Test Siege", false, "704.5v"},
		{"me: " + other + " (0 defense)", "Test Front", false, "704.5w"},
		{"me: " + siege + " (2 defense)", "Test Siege", true, ""},
		{"me: " + siege, "Test Siege", true, ""},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		if r.Legal == nil || *r.Legal != c.legal {
			t.Errorf("%s: legal %v, want %v (%s)", c.board, r.Legal, c.legal, r.Answer)
		}
		if c.rule != "" {
			wantRules(t, r, c.rule, "310.4c")
		}
	}
	b, err := ParseBoard("me: " + siege + " (0 defense)")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "me: "+siege+" (0 defense)" {
		t.Errorf("board written %q", got)
	}
}

// CR 602.2b, 704.3, 704.5f: a cost that puts a counter on its own
// creature is paid as the ability is activated, and a toughness it leaves
// at 0 or less puts the creature into its owner's graveyard the next time
// state-based actions are checked. Devoted Druid's untap at toughness 1
// can be activated, and the answer now says the Druid is gone before the
// untap resolves, where it said only that it can be activated; Wall of
// Roots' mana is made first. At toughness 2 nothing is said.
func TestRule704_5fCostCounterLeavesToughnessZero(t *testing.T) {
	for _, c := range []struct {
		board, want string
		ability     string
	}{
		{"me: Devoted Druid (1 -1/-1)", "before it resolves", "2"},
		{"me: Devoted Druid; opp: Night of Souls' Betrayal", "before it resolves", "2"},
		{"me: Wall of Roots (4 -0/-1)", "then Wall of Roots is put into its owner's graveyard", "2"},
		{"me: Devoted Druid", "", "2"},
		{"me: Wall of Roots (3 -0/-1)", "", "2"},
	} {
		card := strings.TrimPrefix(strings.SplitN(c.board, " (", 2)[0], "me: ")
		card = strings.SplitN(card, ";", 2)[0]
		r := ask(t, "judge activate", "board", c.board, "card", card, "ability", c.ability)
		wantUnderstood(t, r, true)
		if r.Legal == nil || !*r.Legal {
			t.Errorf("%s: legal %v, want true", c.board, r.Legal)
		}
		cited := slices.Contains(r.Rules, "704.5f")
		if c.want == "" {
			if cited || strings.Contains(r.Answer, "graveyard") {
				t.Errorf("%s: answer %q rules %v: it stays", c.board, r.Answer, r.Rules)
			}
			continue
		}
		if !cited || !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s: answer %q rules %v, want %q and 704.5f", c.board, r.Answer, r.Rules, c.want)
		}
	}
}

// CR 704.5j: of two legends alike in every way their controller keeps
// either, so the one a question names is the one kept: Gaea's Cradle #2
// beside another Gaea's Cradle taps for {G} as the first would, where it
// was said to be put into the graveyard and to tap for nothing.
func TestRule704_5jAlikeLegendAskedAboutIsKept(t *testing.T) {
	for _, cmd := range []string{"judge tap", "judge activate"} {
		r := ask(t, cmd, "board", "me: 2x Gaea's Cradle, Grizzly Bears", "card", "Gaea's Cradle #2")
		wantLegal(t, r, true)
		wantMana(t, r, "{G}")
		wantRules(t, r, "704.5j")
	}
	r := ask(t, "judge could-produce", "board", "me: 2x Gaea's Cradle, Grizzly Bears", "card", "Gaea's Cradle #2")
	if !slices.Equal(r.ManaTypes, []string{"G"}) {
		t.Errorf("could-produce %v, want [G]: %q", r.ManaTypes, r.Answer)
	}
	// Legends that differ are still each an outcome of their own.
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle (tapped), Gaea's Cradle, Grizzly Bears", "card", "Gaea's Cradle #2")
	if r.Legal != nil {
		t.Errorf("differing legends: want one answer per choice, got legal %v: %q", *r.Legal, r.Answer)
	}
}

// CR 704.5f, 613.1f: a static ability that only gives keywords while a
// condition holds ("Primordial Hydra has trample as long as it has ten or
// more +1/+1 counters on it.") changes no toughness, whether or not the
// engine reads its condition: the Hydra put onto the battlefield with no
// counters is a 0/0 and dies. A text that also changes power or
// toughness, or gives a keyword the engine does not list, is not such a
// grant.
func TestRule704_5fKeywordWhileConditionChangesNoToughness(t *testing.T) {
	r := ask(t, "judge enters", "card", "Primordial Hydra", "x", "0", "cast", "false", "board", "me: Forest")
	wantUnderstood(t, r, true)
	if !strings.Contains(r.Answer, "then dies") {
		t.Errorf("Primordial Hydra with no counters: answer %q does not say it dies", r.Answer)
	}
	for text, want := range map[string]bool{
		"This has trample as long as it has ten or more +1/+1 counters on it.":          true,
		"As long as you control a Forest, creatures you control have flying and reach.": true,
		"This has flying and gets +1/+1 as long as you control an Island.":              false,
		"This has \"{T}: Add {G}.\" as long as you control a Forest.":                   false,
		"This has toughness 5 as long as it is untapped.":                               false,
	} {
		if got := grantsKeywordsOnly(text); got != want {
			t.Errorf("grantsKeywordsOnly(%q) = %v, want %v", text, got, want)
		}
	}
}

// CR 704.5j: two items of one inline legendary card written alike are
// alike, as "2x" of it is: keeping either is one outcome. Written as two
// items they gave "It depends", with no legal, where "2x" answered.
func TestCR704_5jInlineLegendsWrittenAlike(t *testing.T) {
	leg := "[Leg: Legendary Artifact — {T}: Add {C}.]"
	for _, board := range []string{"me: " + leg + ", " + leg, "me: 2x " + leg} {
		r := ask(t, "judge tap", "board", board, "card", "Leg")
		wantUnderstood(t, r, true)
		wantLegal(t, r, true)
		wantMana(t, r, "{C}")
	}
}

// CR 704.3, 800.4a: a player who loses at 0 life in a multiplayer game
// leaves it in the same check as the other state-based actions, which see
// the board with that player's permanents still on it: Elesh Norn of a
// player who loses still makes Llanowar Elves -1/-1 in that check, so it
// dies with her leaving, and Gaea's Cradle makes no mana. An Aura that
// enchanted the player who left is put into its owner's graveyard at the
// next check (303.4c, 704.5m).
func TestRule704_3PlayerLeavesInTheSameCheck(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves; opp: life 0, Elesh Norn, Grand Cenobite; opp2: life 5", "card", "Gaea's Cradle")
	wantUnderstood(t, r, true)
	wantMana(t, r, "")
	r = ask(t, "judge tap", "board", "me: Gaea's Cradle, Llanowar Elves; opp: life 0, Forest; opp2: life 5", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Serra's Sanctum, Curse of Opulence (on opp); opp: life 0; opp2: life 5", "card", "Serra's Sanctum")
	wantUnderstood(t, r, true)
	wantMana(t, r, "")
	wantRules(t, r, "303.4c", "800.4a")
	r = ask(t, "judge tap", "board", "me: Serra's Sanctum, Curse of Opulence (on opp); opp: life 3; opp2: life 5", "card", "Serra's Sanctum")
	wantMana(t, r, "{W}")
}

// CR 704.3, 704.5j: where every choice made during state-based actions
// gives the same verdict, the headline says it, not that it depends on
// the choice: two Serra's Sanctums and a Wild Growth pay {W}{W} in no
// outcome.
func TestRule704_5jSameVerdictInEveryOutcome(t *testing.T) {
	r := pay(t, "me: Serra's Sanctum, Serra's Sanctum, Wild Growth (on Serra's Sanctum #2)", "{W}{W}")
	wantPayable(t, r, false)
	if !strings.HasPrefix(r.Answer, "No, in every outcome of the state-based actions.") {
		t.Errorf("headline %q", r.Answer)
	}
}

// CR 613.7, 704.3: where the layers depend on timestamps the board does
// not record (two effects that set a color, Humility beside a grant of
// indestructible), the state-based actions are not performed on one
// order taken as the board's: whether Bayou survives as a black 2/2
// under Bad Moon, or Magus of the Moon keeps indestructible, is unknown.
func TestRule613_7StateBasedActionsWaitOnUnrecordedTimestamps(t *testing.T) {
	for _, c := range []struct{ board, card, names string }{
		{"me: Bayou (1 damage), Kormus Bell, Life and Limb, Bad Moon", "Bayou", "Life and Limb"},
		{"me: Llanowar Elves (1 -1/-1), Honor of the Pure, Celestial Dawn, Mycosynth Lattice", "Llanowar Elves", "Celestial Dawn"},
		{"me: Tropical Island, Magus of the Moon (1 damage), Darksteel Plate (on Magus of the Moon), Humility", "Tropical Island", "Darksteel Plate"},
		{"me: Gaea's Cradle, Palladium Myr (2 damage), Darksteel Forge, Humility", "Gaea's Cradle", "Darksteel Forge"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		if r.Understood || !strings.Contains(r.Answer, c.names) || !strings.Contains(r.Answer, "613.7") {
			t.Errorf("%s: understood %v, %q", c.board, r.Understood, r.Answer)
		}
	}
}

// CR 613.4b, 613.4c, 704.5f: a creature whose power and toughness an
// effect sets (March of the Machines: its mana value) and that effects
// then lower (Elesh Norn, layer 7c) is said with both: "…its mana value,
// 2, … and effects give it -2 toughness (layer 7c), so its toughness is
// 0".
func TestRule613_4cSetThenLoweredToughnessSaid(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Tolarian Academy, Null Rod, March of the Machines; opp: Elesh Norn, Grand Cenobite", "card", "Tolarian Academy")
	found := false
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "Null Rod has power and toughness each equal to its mana value, 2") && strings.Contains(s.Text, "effects give it -2 toughness (layer 7c), so its toughness is 0") {
			found = true
		}
	}
	if !found {
		t.Errorf("no step says Null Rod's 2 and the -2 of layer 7c: %+v", r.Steps)
	}
}

// CR 704.5k, 704.3: where the world rule's outcome depends on which world
// permanent is newest, a fact the board does not record and no player
// chooses, the headline says so, and each step that holds in only one
// outcome says which.
func TestRule704_5kNewestWorldIsNoChoice(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: Llanowar Elves (sick), Concordant Crossroads; opp: Living Plane", "cost", "{G}")
	if strings.Contains(r.Answer, "a choice") || !strings.HasPrefix(r.Answer, "It depends on what the board does not say") {
		t.Errorf("headline %q", r.Answer)
	}
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "has haste") && !strings.HasPrefix(s.Text, "If your Concordant Crossroads is the newest world permanent: ") {
			t.Errorf("step %q holds in one outcome only and does not say which", s.Text)
		}
	}
}

// CR 704.5j, 704.5m: where each choice of the legend rule gives the same
// most mana (keeping one's own Gaea's Cradle, whose stolen twin goes and
// takes Annex with it, or the stolen one), the mana answer says so, not
// that it depends on the choice.
func TestRule704_5jSameMostManaInEveryChoice(t *testing.T) {
	for _, board := range []string{
		"me: Tolarian Academy, Sol Ring, Annex (on opp's Tolarian Academy); opp: Tolarian Academy",
		"me: Gaea's Cradle, Llanowar Elves, Annex (on opp's Gaea's Cradle); opp: Gaea's Cradle",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if strings.Contains(r.Answer, "It depends") || !strings.Contains(r.Answer, "You can make at most") {
			t.Errorf("%s: answer %q", board, r.Answer)
		}
	}
}

// CR 122.6, 704.5f: a creature that enters with counters by its own text,
// written without them, has none and dies; the step says how to write
// the counters it entered with.
func TestRule704_5fCountersHintForAPermanentWrittenWithout(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, hand 0, Daghatar the Adamant")
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "like \u201cDaghatar the Adamant (4 +1/+1)\u201d") {
		t.Errorf("no hint: %v", stepTexts(r))
	}
}

// CR 704.5g, 613.4: beside a creature with damage marked on it, a static
// ability the engine reads that changes no characteristic of a permanent
// (Thousand-Year Elixir's haste for activating, Leyline of Sanctity's
// hexproof for its controller, Omniscience's alternative cost, Solitary
// Confinement's skipped draw step) can't change a toughness: the answer
// stands.
func TestRule704_5gStaticsThatChangeNoToughness(t *testing.T) {
	for _, c := range []string{"Thousand-Year Elixir", "Leyline of Sanctity", "Omniscience", "Solitary Confinement"} {
		r := ask(t, "judge activate", "board", "me: Sol Ring, "+c+", Grizzly Bears (1 damage)", "card", "Sol Ring")
		wantUnderstood(t, r, true)
		wantMana(t, r, "{C}{C}")
	}
}

// wantBothRaised checks that r follows both ways a raise of toughness
// the board does not show (CR 611.2a): understood, "It depends on what
// the board does not say", with a step that follows both and the answer
// of each way (max mana, or land plays) as given.
func wantBothRaised(t *testing.T, what string, r *Ruling, raised, none string) {
	t.Helper()
	if !r.Understood || !strings.HasPrefix(r.Answer, "It depends on what the board does not say") && !strings.Contains(r.Answer, "either way the board leaves open") {
		t.Errorf("%s: %s", what, r.Answer)
		return
	}
	steps := strings.Join(stepTexts(r), "\n")
	for _, want := range []string{"so both are followed", unsureRaisedStays + ": " + raised, unsureRaisedNot + ": " + none} {
		if !strings.Contains(steps, want) {
			t.Errorf("%s: no %q in\n%s", what, want, steps)
		}
	}
}

// CR 611.2a, 704.5g: a creature written sick may have entered this turn,
// and its enters trigger's "+1/+1 until end of turn" (Flame-Kin Zealot's,
// or a boost joined to flying) may still apply and keep a damaged
// Llanowar Elves alive: both ways are followed. Without the damage, or
// with Flame-Kin Zealot not sick, the answer stands.
func TestRule704_5gLingeringBoostBesideDamage(t *testing.T) {
	for _, board := range []string{
		"me: Flame-Kin Zealot (sick), Llanowar Elves (1 damage), Forest",
		"me: [Pumper: Creature — Elf 1/1 — When this creature enters, creatures you control get +1/+1 and gain flying until end of turn.] (sick), Llanowar Elves (1 damage), Forest",
	} {
		wantBothRaised(t, board, ask(t, "judge mana", "board", board), "You can make at most two mana", "You can make at most one mana")
	}
	for _, board := range []string{
		"me: Flame-Kin Zealot (sick), Llanowar Elves, Forest",
		"me: Flame-Kin Zealot, Llanowar Elves (1 damage), Forest",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), true)
	}
}

// CR 611.2a, 611.2c, 704.5f, 704.5g, 702.83a: a raise of toughness that
// may still apply decides whether a creature at 0 toughness (Night of
// Souls' Betrayal) or with lethal damage survives: an enters trigger's
// "+1/+1 until end of turn" of a creature written sick, exalted once
// combat may have begun, an activated "+1/+1 until end of turn" of its own
// or of its Aura. A creature's own pump raises only it (Nantuko Shade
// beside a damaged Llanowar Elves), and nothing that resolved before a
// permanent entered applies to it: Llanowar Elves entering under Night of
// Souls' Betrayal dies.
func TestRule611_2aLingeringRaiseAtZeroToughness(t *testing.T) {
	for _, c := range []struct{ cmd, board, raised, none string }{
		{"judge mana", "me: Forest, Llanowar Elves, Night of Souls' Betrayal, Inspiring Captain (sick)", "You can make at most two mana", "You can make at most one mana"},
		{"judge lands", "me: Forest, Noble Hierarch, Azusa, Lost but Seeking (tapped, 2 damage); step: main2", "You may play 3 lands", "You may play 1 land"},
		{"judge mana", "me: Forest, [Pump Elf: Creature — Elf 1/1 — {T}: Add {G}. {G}: This creature gets +1/+1 until end of turn.] (1 damage)", "You can make at most two mana", "You can make at most one mana"},
	} {
		wantBothRaised(t, c.cmd+" "+c.board, ask(t, c.cmd, "board", c.board), c.raised, c.none)
	}
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves (1 damage), Nantuko Shade, Swamp")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("beside Nantuko Shade: %s", r.Answer)
	}
	r = ask(t, "judge enters", "card", "Llanowar Elves", "board", "me: Forest, Night of Souls' Betrayal, Inspiring Captain (sick)")
	if !strings.Contains(r.Answer, "then dies") {
		t.Errorf("entering under Night of Souls' Betrayal: %s", r.Answer)
	}
}

// CR 611.2a, 702.108a, 702.45a, 702.121a: a raise until end of turn of a
// trigger on what may have happened earlier this turn (Jeskai
// Ascendancy's on a spell cast, prowess, bushido and melee once combat
// may have begun) may keep a
// damaged creature alive; a trigger on its becoming blocked can't have
// resolved before combat, and an opponent's "creatures you control"
// raises only theirs.
func TestRule611_2aRaisesOfOtherTriggers(t *testing.T) {
	for _, c := range []struct{ cmd, board, raised, none string }{
		{"judge lands", "me: Azusa, Lost but Seeking (2 damage), Jeskai Ascendancy; turn: me", "You may play 3 lands", "You may play 1 land"},
		{"judge mana", "me: Forest, [Prowess Elf: Creature — Elf 1/1 — Prowess | {T}: Add {G}.] (1 damage)", "You can make at most two mana", "You can make at most one mana"},
		{"judge mana", "me: Forest, [Samurai Elf: Creature — Elf 1/1 — Bushido 1 | {T}: Add {G}.] (1 damage); turn: opp; step: main2", "You can make at most two mana", "You can make at most one mana"},
		{"judge mana", "me: Forest, [Melee Elf: Creature — Elf 1/1 — Melee | {T}: Add {G}.] (1 damage); turn: me; step: main2", "You can make at most two mana", "You can make at most one mana"},
	} {
		wantBothRaised(t, c.cmd+" "+c.board, ask(t, c.cmd, "board", c.board, "player", "me"), c.raised, c.none)
	}
	for _, board := range []string{
		"me: Forest, [Wall Elf: Creature — Elf 1/1 — Whenever this creature becomes blocked, it gets +1/+1 until end of turn. | {T}: Add {G}.] (1 damage); turn: me; step: main1",
		"me: Llanowar Elves (1 damage), Forest; opp: Jeskai Ascendancy",
	} {
		r := ask(t, "judge mana", "board", board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != 1 {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// CR 704.5g, 704.5h, 701.19a, 611.2a: a creature with damage marked on it
// may have a regeneration shield or indestructible until end of turn from
// an ability activated earlier (Asceticism, Yavimaya Hollow), may have
// been dealt its damage by a source with deathtouch (Typhoid Rats), or may
// have had Adventuring Gear's +2/+2 before the Gear was moved: the engine
// does not rule. Devoted Druid's untaps count a raise that may apply.
func TestRule704_5gDestructionTheBoardDoesNotFix(t *testing.T) {
	for _, c := range []struct{ cmd, board string }{
		{"judge lands", "me: Azusa, Lost but Seeking (2 damage), Asceticism; turn: me"},
		{"judge lands", "me: Azusa, Lost but Seeking (2 damage), Yavimaya Hollow (tapped); turn: me"},
		{"judge mana", "me: Llanowar Elves (1 damage), Glorious Anthem, Forest; opp: Typhoid Rats"},
		{"judge mana", "me: Devoted Druid, Tajuru Warcaller (sick)"},
	} {
		if r := ask(t, c.cmd, "board", c.board); r.Understood {
			t.Errorf("%s %s: %s", c.cmd, c.board, r.Answer)
		}
	}
	// Adventuring Gear's +2/+2 may have been given to Llanowar Elves
	// before the Gear moved: both ways are followed.
	board := "me: Llanowar Elves (1 damage), Birds of Paradise, Adventuring Gear (on Birds of Paradise), Forest, lands played 1; turn: me"
	wantBothRaised(t, board, ask(t, "judge mana", "board", board), "You can make at most three mana", "You can make at most two mana")
	r := ask(t, "judge mana", "board", "me: Llanowar Elves (1 damage), Glorious Anthem, Forest; opp: Grizzly Bears")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("without deathtouch: %s", r.Answer)
	}
}

// CR 704.5g, 613.4c: a boost the engine does not compute that only raises
// power and toughness (Coat of Arms, Flinthoof Boar's) can't make damage
// that is not lethal lethal: the answer stands. Where the damage is
// lethal without it, the boost may save the creature, and the engine does
// not rule.
func TestRule704_5gARaiseOnlyBoostBesideDamage(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Forest, Grizzly Bears (1 damage), Coat of Arms", 1},
		{"me: Forest, Llanowar Elves, Flinthoof Boar (1 damage)", 2},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		if r.MaxMana == nil || *r.MaxMana != c.most {
			t.Errorf("%s: %s", c.board, r.Answer)
		}
	}
	if r := ask(t, "judge mana", "board", "me: Forest, Grizzly Bears (2 damage), Coat of Arms"); r.Understood {
		t.Errorf("lethal damage beside Coat of Arms: %s", r.Answer)
	}
}
