package rules

import (
	"strings"
	"testing"
)

// CR 702.11b, 602.5, 506.4: hexproof only keeps a permanent from being
// a target, so it can't make an ability that can't be activated for
// another reason one that can. Sawback Manticore's "{1}: … deals 2
// damage to target attacking or blocking creature. Activate this ability
// only if Sawback Manticore is attacking or blocking …" can't be
// activated outside the combat phase, an opponent's Troll Ascetic or
// not; a tapped Devout Harpist's {T} ability can't be, whatever White
// Knight's protection stops (702.16b). Both were refused ("which the
// engine does not model for this question"). In step: combat, which does
// not say which creatures attack or block, the Manticore is still
// refused, and so is an untapped Devout Harpist, whose "target Aura
// attached to a creature" the engine does not read beside protection.
func TestRule702_11bHexproofBearsNotOnAnAbilityThatCantBeActivated(t *testing.T) {
	for _, c := range []struct {
		board, card, ability string
		legal                bool
	}{
		{"me: Sawback Manticore, 3x Forest; opp: Troll Ascetic", "Sawback Manticore", "2", false},
		{"me: Sawback Manticore, 3x Forest; opp: Troll Ascetic", "Sawback Manticore", "", true},
		{"step: upkeep; me: Sawback Manticore, 3x Forest; opp: Troll Ascetic", "Sawback Manticore", "2", false},
		{"me: Devout Harpist (tapped); opp: White Knight", "Devout Harpist", "", false},
		{"me: Unerring Sling, 3x Plains, Gladecover Scout", "Unerring Sling", "", false},
	} {
		r := activateOf(t, c.board, c.card, c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
	r := ask(t, "judge activate", "board", "me: Sawback Manticore, 3x Forest; opp: Troll Ascetic", "card", "Sawback Manticore", "ability", "2")
	if !strings.Contains(r.Answer, "outside the combat phase") {
		t.Errorf("answer %q does not say the board is outside combat", r.Answer)
	}
	for _, c := range []struct{ board, card, ability, says string }{
		{"step: combat; me: Sawback Manticore, 3x Forest; opp: Troll Ascetic", "Sawback Manticore", "2", "attack or block"},
		{"me: Devout Harpist; opp: White Knight", "Devout Harpist", "", "Protection from black"},
		{"me: Orcish Healer, 3x Mountain; opp: Troll Ascetic", "Orcish Healer", "2", "Hexproof"},
	} {
		r := activateOf(t, c.board, c.card, c.ability)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.says) {
			t.Errorf("%s: refusal %q does not say %q", c.board, r.Answer, c.says)
		}
	}
}

// CR 115.1, 702.11b, 702.18a: a target that is a spell or an ability on
// the stack ("Counter target spell unless its controller pays {1} and 1
// life.", Mundungu) is no permanent, so no permanent's hexproof, shroud
// or protection bears on it; nor on the words "the target" of a reminder
// (Giant Crab's "(It can't be the target of spells or abilities.)"),
// which name no target of the ability. Both were refused beside an
// opponent's Troll Ascetic. "Target spell or permanent" (Magical Hacker)
// may be a permanent, and stays refused there.
func TestRule115_1SpellTargetBesideHexproof(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Mundungu, 3x Island; opp: Troll Ascetic", "Mundungu"},
		{"me: Glen Elendra Archmage, 3x Island; opp: Blastoderm", "Glen Elendra Archmage"},
		{"me: Giant Crab, 3x Island; opp: Troll Ascetic", "Giant Crab"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, true)
	}
	r := ask(t, "judge activate", "board", "me: Magical Hacker, 3x Island; opp: Troll Ascetic", "card", "Magical Hacker")
	wantUnderstood(t, r, false)
}

// CR 702.11b, 115.1, 115.3: targets of several kinds ("Destroy target
// artifact or enchantment.", Capashen Unicorn), of a subtype ("Regenerate
// target Samurai.", Isao) and two different ones ("Tap two target
// lands.", Wintermoon Mesa) are read with what keeps permanents from
// being targets: beside an opponent's Troll Ascetic, Capashen Unicorn has
// no target and can't be activated, and has one in an opponent's
// Glorious Anthem; Isao may regenerate itself; Wintermoon Mesa needs two
// lands. These were refused.
func TestRule702_11bListSubtypeAndTwoTargetsBesideHexproof(t *testing.T) {
	for _, c := range []struct {
		board, card, ability string
		legal                bool
	}{
		{"me: Capashen Unicorn, 3x Plains; opp: Troll Ascetic", "Capashen Unicorn", "", false},
		{"me: Capashen Unicorn, 3x Plains; opp: Troll Ascetic, Glorious Anthem", "Capashen Unicorn", "", true},
		{"me: Isao, Enlightened Bushi; opp: Troll Ascetic", "Isao, Enlightened Bushi", "3", true},
		{"me: Wintermoon Mesa, Forest; opp: Troll Ascetic", "Wintermoon Mesa", "3", true},
		{"me: Wintermoon Mesa; opp: Troll Ascetic", "Wintermoon Mesa", "3", false},
	} {
		r := activateOf(t, c.board, c.card, c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 115.1, 602.2b, 602.5d: text that only keeps permanents from being
// targets and is not on them (Gaea's Revenge's "can't be the target of
// nongreen spells or abilities from nongreen sources", the shroud
// Whispersilk Cloak gives the creature it equips) can't make an ability
// that can't be activated for another reason one that can: a tapped
// Royal Assassin's {T} ability, Whispersilk Cloak's equip outside a main
// phase; nor can text that lets hexproof be ignored (Glaring
// Spotlight's). These were refused. An untapped Royal Assassin beside
// Gaea's Revenge, whose limit the engine does not weigh for it, is still
// refused, as it is beside Glaring Spotlight and an opponent's tapped
// Slippery Bogle, where whether the Bogle can be targeted is the answer
// (TestRule702_11UntargetableByTextNotOnTheTargetStops).
func TestRule115_1TargetLimitBearsNotOnAnAbilityThatCantBeActivated(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Royal Assassin (tapped); opp: Gaea's Revenge (tapped)", "Royal Assassin"},
		{"step: combat; me: Whispersilk Cloak, 3x Plains", "Whispersilk Cloak"},
		{"me: Royal Assassin (tapped), Glaring Spotlight; opp: Slippery Bogle (tapped)", "Royal Assassin"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
	}
	r := ask(t, "judge activate", "board", "me: Royal Assassin; opp: Gaea's Revenge (tapped)", "card", "Royal Assassin")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "Gaea's Revenge") {
		t.Errorf("refusal %q does not name Gaea's Revenge", r.Answer)
	}
}

// CR 605.3a, 605.3b, 601.2c: a mana ability needs only priority and uses
// no stack, so the player may tap Llanowar Elves for mana before
// activating Royal Assassin's ability, and the Elves is then a tapped
// creature to target: it can be activated, and the answer says how.
// Springleaf Drum's and Holdout Settlement's costs may tap a creature,
// a sick one too (the Drum's ruling of 2014-02-01). A sick Elves, or
// another player's, can't be tapped so, and the "can't" stands; so does
// Rathi Assassin's beside a black one ("tapped nonblack creature").
// Where the mana ability asks more than {T} (Orcish Lumberjack's
// sacrifice), or the ability has another target that tapping may bear
// on, the engine does not work it out and says so. A Two-Headed Giant
// teammate's Elves may be tapped first by the teammate, who may act
// whenever the team has priority (CR 805.5a): that is their choice, and
// the engine says so rather than answer "can't"; an opponent's can't.
func TestRule605_3aAManaCreatureTappedFirstBecomesATappedTarget(t *testing.T) {
	for _, c := range []struct{ board, card, ability, tapped, how string }{
		{"me: Royal Assassin, Llanowar Elves", "Royal Assassin", "1", "Llanowar Elves", "tap it for mana first"},
		{"me: Royal Assassin, Springleaf Drum, Grizzly Bears (sick)", "Royal Assassin", "1", "Grizzly Bears", "first tap it to pay the cost of Springleaf Drum's mana ability"},
		{"me: Royal Assassin, Holdout Settlement, Grizzly Bears", "Royal Assassin", "1", "Grizzly Bears", "first tap it to pay the cost of Holdout Settlement's mana ability"},
		{"me: Rathi Assassin, Llanowar Elves, Llanowar Dead (tapped)", "Rathi Assassin", "1", "Llanowar Elves", "tap it for mana first"},
		{"me: Gideon Jura (6 loyalty), Birds of Paradise; turn: me; step: main1", "Gideon Jura", "2", "Birds of Paradise", "tap it for mana first"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, true)
		wantStepPrefix(t, r, c.board, c.tapped+" is untapped, but its controller can "+c.how)
		wantRules(t, r, "605.3a", "601.2c")
	}
	for _, c := range []struct{ board, card string }{
		{"me: Royal Assassin, Llanowar Elves (sick)", "Royal Assassin"},
		{"me: Royal Assassin; opp: Llanowar Elves", "Royal Assassin"},
		{"me: Royal Assassin, Grizzly Bears", "Royal Assassin"},
		{"me: Rathi Assassin, Llanowar Dead", "Rathi Assassin"},
		{"me: Royal Assassin, Forest; opp: Mutavault", "Royal Assassin"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Royal Assassin; opp: Llanowar Elves", "Royal Assassin"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Royal Assassin; ally: Grizzly Bears", "Royal Assassin"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", "1")
		wantUnderstood(t, r, true)
		wantLegal(t, r, false)
	}
	for _, c := range []struct{ board, card, named string }{
		{"me: Royal Assassin, Orcish Lumberjack, Forest", "Royal Assassin", "Orcish Lumberjack could first be tapped"},
		// Mutavault tapped for {C} to pay its own {1} is then a tapped
		// creature.
		{"me: Royal Assassin, Mutavault; opp: Grizzly Bears", "Royal Assassin", "Mutavault's ability could first make a permanent a creature"},
		{"me: [Trap Hand: Artifact — {T}: Tap target untapped creature. Destroy target tapped creature.], Llanowar Elves", "Trap Hand", "Llanowar Elves could first be tapped"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Royal Assassin; ally: Llanowar Elves; opp: Grizzly Bears", "Royal Assassin", "Llanowar Elves could first be tapped"},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: Royal Assassin; ally: Springleaf Drum, Grizzly Bears", "Royal Assassin", "Grizzly Bears could first be tapped"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.named) {
			t.Errorf("%s: answer %q: want %q", c.board, r.Answer, c.named)
		}
	}
}
