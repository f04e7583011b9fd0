package rules

import (
	"strings"
	"testing"
)

// CR 113.3b-d: only an activated ability, "[Cost]: [Effect.]", can be
// activated. An ability: number that names a static or a triggered
// ability of the permanent is answered "no", the answer saying what kind
// of ability it is and which numbers are its activated abilities.
func TestRule113_3StaticAbilityNumberedIsNotActivated(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Grim Monolith", "card", "Grim Monolith", "ability", "1")
	wantLegal(t, r, false)
	wantRules(t, r, "113.3b", "113.3d")
	for _, w := range []string{"is a static ability", "its activated abilities are abilities 2 and 3"} {
		if !strings.Contains(r.Answer, w) {
			t.Errorf("Grim Monolith ability 1: answer %q does not say %q", r.Answer, w)
		}
	}
	r = ask(t, "judge activate", "board", "me: Hangarback Walker (1 +1/+1)", "card", "Hangarback Walker", "ability", "2")
	wantLegal(t, r, false)
	wantRules(t, r, "113.3b", "113.3c")
	for _, w := range []string{"is a triggered ability", "its activated ability is ability 3"} {
		if !strings.Contains(r.Answer, w) {
			t.Errorf("Hangarback Walker ability 2: answer %q does not say %q", r.Answer, w)
		}
	}
	r = ask(t, "judge activate", "board", "me: Amulet of Vigor", "card", "Amulet of Vigor", "ability", "1")
	if !strings.Contains(r.Answer, "it has no activated ability") {
		t.Errorf("Amulet of Vigor ability 1: answer %q does not say it has no activated ability", r.Answer)
	}
	// An ability that can be activated only from a hand (cycling) is not
	// called static or triggered.
	r = ask(t, "judge activate", "board", "me: Street Wraith", "card", "Street Wraith", "ability", "2")
	wantLegal(t, r, false)
	if strings.Contains(r.Answer, "static") || strings.Contains(r.Answer, "triggered") {
		t.Errorf("Street Wraith's cycling: answer %q names a kind it is not", r.Answer)
	}
}

// CR 601.2f, 602.2b: mana in an activation cost is taken as payable by
// /judge activate, so an effect that makes activated abilities cost less
// changes only the cost the answer states, and a reduction lowers only
// generic mana: Devoted Druid's untap, whose cost is a counter, beside
// Training Grounds, and Bog Witch's {B} beside Heartstone, can be
// activated, where they were refused; so can Mishra's Factory's abilities
// beside Heartstone, which makes creatures' abilities cost less and the
// Factory is none now. A cost the effect may change ({4}: Untap Grim
// Monolith beside Power Artifact), or one an increase may raise, is still
// refused.
func TestRule601_2fActivateCostChangeThatChangesNothing(t *testing.T) {
	for _, c := range []struct{ board, card, ability string }{
		{"me: Devoted Druid (tapped), Training Grounds", "Devoted Druid", "2"},
		{"me: Bog Witch, hand 2, Heartstone", "Bog Witch", "1"},
		{"me: Mishra's Factory, Heartstone", "Mishra's Factory", "2"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, true)
	}
	for _, c := range []struct{ board, card, ability string }{
		{"me: Grim Monolith (tapped), Power Artifact (on Grim Monolith)", "Grim Monolith", "3"},
		{"me: Devoted Druid (tapped); opp: Suppression Field", "Devoted Druid", "2"},
		{"me: Basalt Monolith (tapped), Power Artifact (on Basalt Monolith)", "Basalt Monolith", "3"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, false)
	}
}

// CR 103.6, 113.3b: Gemstone Caverns' first ability lets a player begin
// the game with it on the battlefield from their opening hand; it is no
// activated ability, and it works before the game begins, not while the
// land is on the battlefield, which the answer says rather than calling it
// "simply true while Gemstone Caverns is on the battlefield".
func TestRule103_6OpeningHandAbilityIsNoActivatedAbility(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Gemstone Caverns", "card", "Gemstone Caverns", "ability", "1")
	wantLegal(t, r, false)
	wantRules(t, r, "103.6", "113.3b")
	if want := "Gemstone Caverns' ability 1 is no activated ability: it works from the opening hand, before the game begins; its activated ability is ability 2."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
	if rulingSays(r, "while Gemstone Caverns is on the battlefield") {
		t.Errorf("a step says it works on the battlefield: %v", r.Steps)
	}
	r = ask(t, "judge activate", "board", "me: Grim Monolith", "card", "Grim Monolith", "ability", "1")
	if !rulingSays(r, "it is simply true while Grim Monolith is on the battlefield") {
		t.Errorf("Grim Monolith's static ability: %v", r.Steps)
	}
}

// CR 113.3b: text written "[Cost]: [Effect.]" is an activated ability,
// whatever its effect: Thundersong Trumpeter's "{T}: Target creature
// can't attack or block this turn." and Trespassing Souleater's "{U/P}:
// … can't be blocked this turn." restrict combat only once activated,
// and are not the static combat restrictions they read like. Thundersong
// Trumpeter may target itself (targets are chosen before costs are paid,
// 601.2c).
// activateOf asks /judge activate of card on board, of its ability
// numbered ability where that is not "".
func activateOf(t *testing.T, board, card, ability string) *Ruling {
	t.Helper()
	kv := []string{"board", board, "card", card}
	if ability != "" {
		kv = append(kv, "ability", ability)
	}
	return ask(t, "judge activate", kv...)
}

func TestRule113_3bCostColonEffectIsActivatedAbility(t *testing.T) {
	for _, c := range []struct{ board, card, ability string }{
		{"me: Thundersong Trumpeter, Forest", "Thundersong Trumpeter", ""},
		{"me: Thundersong Trumpeter, Forest", "Thundersong Trumpeter", "1"},
		{"me: Trespassing Souleater", "Trespassing Souleater", ""},
		{"me: Goblin Rimerunner", "Goblin Rimerunner", "1"},
	} {
		r := activateOf(t, c.board, c.card, c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, true)
		if strings.Contains(r.Answer, "static") || strings.Contains(r.Answer, "no activated ability") {
			t.Errorf("%s %s: answer %q", c.board, c.ability, r.Answer)
		}
	}
	r := ask(t, "judge activate", "board", "me: Thundersong Trumpeter (tapped)", "card", "Thundersong Trumpeter")
	wantLegal(t, r, false)
}

// CR 702.29a, 702.97a, 113.6: cycling works only while the card is in a
// hand, scavenge only while it is in a graveyard; the answer for such a
// permanent on the battlefield says so, rather than that it has no
// activated ability at all.
func TestRule702_29aCyclingIsActivatedOnlyFromHand(t *testing.T) {
	for _, c := range []struct{ card, kw, zone, rule string }{
		{"Granitic Titan", "cycling", "a player's hand", "702.29a"},
		{"Dreg Mangler", "scavenge", "a graveyard", "702.97a"},
		{"Ninja of the Deep Hours", "ninjutsu", "a player's hand", "702.49a"},
	} {
		r := ask(t, "judge activate", "board", "me: "+c.card, "card", c.card)
		wantLegal(t, r, false)
		wantRules(t, r, c.rule)
		if want := c.kw + " works only while the card is in " + c.zone; !strings.Contains(r.Answer, want) {
			t.Errorf("%s: answer %q does not say %q", c.card, r.Answer, want)
		}
	}
	r := ask(t, "judge activate", "board", "me: Grizzly Bears", "card", "Grizzly Bears")
	if r.Answer != "Grizzly Bears has no activated ability." {
		t.Errorf("Grizzly Bears: answer %q", r.Answer)
	}
}

// CR 113.3b, 602.1, 606.3: "[Cost]: [Effect]" is an activated ability
// whatever its effect says, a loyalty ability among them: one whose
// effect is that a creature can't be blocked this turn (Spincrusher's
// "Remove a +1/+1 counter …", Whirler Rogue's "Tap two untapped
// artifacts …", Mu Yanling's [+2]) is asked about as one, where it had
// been read as a static ability that can't be activated.
func TestRule113_3bCantBeBlockedThisTurnIsActivated(t *testing.T) {
	for _, c := range []struct{ board, card, ability string }{
		{"me: Spincrusher (1 +1/+1)", "Spincrusher", "2"},
		{"me: Whirler Rogue, Sol Ring, Mox Pearl; opp: Grizzly Bears", "Whirler Rogue", "2"},
		{"me: Mu Yanling (5 loyalty), Grizzly Bears", "Mu Yanling", "1"},
		{"me: Venser, the Sojourner (3 loyalty)", "Venser, the Sojourner", "2"},
	} {
		r := ask(t, "judge activate", "board", c.board, "card", c.card, "ability", c.ability)
		wantUnderstood(t, r, true)
		if r.Legal == nil || !*r.Legal {
			t.Errorf("%s ability %s: legal %v (%s)", c.card, c.ability, r.Legal, r.Answer)
		}
	}
}

// CR 602.2b, 118.3: a cost that taps an untapped permanent of a creature
// type reads the type from its plural or singular word: Aboshan, Cephalid
// Emperor's "Tap an untapped Octopus you control" can tap Aboshan itself,
// an Octopus, and has no {T}, so summoning sickness does not matter
// (302.6).
func TestRule602_2bTapCostCreatureTypeWord(t *testing.T) {
	for _, board := range []string{"me: Aboshan, Cephalid Emperor", "me: Aboshan, Cephalid Emperor (sick)"} {
		r := ask(t, "judge activate", "board", board, "card", "Aboshan, Cephalid Emperor", "ability", "1")
		wantLegal(t, r, true)
	}
	for w, want := range map[string]string{"Octopus": "Octopus", "Octopuses": "Octopus", "Elves": "Elf", "Zombies": "Zombie", "Faeries": "Faerie", "Allies": "Ally", "creatures": "creature", "Goblins": "Goblin"} {
		if got := singular(w); got != want {
			t.Errorf("singular(%q) = %q, want %q", w, got, want)
		}
	}
}

// CR 506.4, 602.5: "Activate only if Gerrard Capashen is attacking."
// outside the combat phase, where no creature attacks: it can't be
// activated; in `step: combat`, which does not say which creatures
// attack, the answer stops.
func TestRule506_4ActivateOnlyIfAttacking(t *testing.T) {
	wantLegal(t, ask(t, "judge activate", "board", "me: Gerrard Capashen; opp: Grizzly Bears; step: main1", "card", "Gerrard Capashen", "ability", "2"), false)
	wantUnderstood(t, ask(t, "judge activate", "board", "me: Gerrard Capashen; opp: Grizzly Bears; step: combat", "card", "Gerrard Capashen", "ability", "2"), false)
	// Only the active player's creatures attack, and not one with
	// summoning sickness (508.1a, 302.6).
	wantLegal(t, ask(t, "judge activate", "board", "me: Gerrard Capashen, 4x Plains; opp: Grizzly Bears; turn: opp; step: combat", "card", "Gerrard Capashen", "ability", "2"), false)
	wantLegal(t, ask(t, "judge activate", "board", "me: Gerrard Capashen (sick), 4x Plains; opp: Grizzly Bears; turn: me; step: combat", "card", "Gerrard Capashen", "ability", "2"), false)
}

// CR 115.1, 702.11b: Ethersworn Adjudicator's "Destroy target creature or
// enchantment." may target the Adjudicator itself, so an opponent's
// hexproof creature changes nothing: it can be activated.
func TestRule115_1SourceIsItsOwnLegalTarget(t *testing.T) {
	wantLegal(t, ask(t, "judge activate", "board", "me: Ethersworn Adjudicator; opp: Troll Ascetic", "card", "Ethersworn Adjudicator", "ability", "2"), true)
	wantLegal(t, ask(t, "judge activate", "board", "me: Shauku, Endbringer; opp: Troll Ascetic", "card", "Shauku, Endbringer"), true)
}
