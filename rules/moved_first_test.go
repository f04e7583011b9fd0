package rules

import (
	"strings"
	"testing"
)

// CR 601.2g, 603.6c: an ability that is not a mana ability, activated
// before a cost is paid, may sacrifice or destroy a permanent and so set
// off a leaves-the-battlefield trigger that changes the mana: Strip Mine
// sacrificed beside Titania, Protector of Argoth makes a 5/3 token, which
// Gaea's Cradle counts; Strip Mine destroying Flagstones of Trokair puts a
// Plains onto the battlefield tapped, which Amulet of Vigor untaps. Where
// only a "no" could be said, the answer stops and names the trigger; a
// trigger about creatures only (Blood Artist) is not set off by a land
// sacrificed, and a "yes" is still said.
func TestRule603_6cLeavesTriggerOfAnAbilityActivatedFirst(t *testing.T) {
	for _, c := range []struct{ board, cost, trigger string }{
		{"me: Titania, Protector of Argoth, Strip Mine, Gaea's Cradle", "{G}{G}", "Titania, Protector of Argoth"},
		{"me: Flagstones of Trokair, Amulet of Vigor, Strip Mine", "{W}{W}", "Flagstones of Trokair"},
		{"me: Titania, Protector of Argoth, Zuran Orb, Forest, Gaea's Cradle", "{G}{G}{G}", "Titania, Protector of Argoth"},
	} {
		r := pay(t, c.board, c.cost)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, c.trigger+"'s ability") || !strings.Contains(r.Answer, "603.6c") {
			t.Errorf("%s, %s: %q: want %s's trigger named (CR 603.6c)", c.board, c.cost, r.Answer, c.trigger)
		}
		wantUnderstood(t, ask(t, "judge mana", "board", c.board), false)
	}
	wantPayable(t, pay(t, "me: Zuran Orb, Forest, Blood Artist", "{G}{G}"), false)
	// Skullclamp's equip, its +1/-1 on an X/1 whose dying makes a
	// Treasure (Dire Fleet Hoarder) or an Eldrazi Scion (Carrier Thrall),
	// in a main phase of its controller's turn (702.6a, 704.5f).
	for _, c := range []struct{ board, cost string }{
		{"me: Dire Fleet Hoarder, Skullclamp, Forest, Island; opp: Island; turn: me; step: main1", "{U}{R}"},
		{"me: Carrier Thrall, Skullclamp, Forest; opp: Island; turn: me; step: main1", "{C}"},
	} {
		wantUnderstood(t, pay(t, c.board, c.cost), false)
	}
	// What plainly changes no mana: 1 damage to a 4/4 (Su-Chi), a 5/3
	// token where nothing counts creatures, a Plains entering tapped
	// where nothing untaps it.
	wantPayable(t, pay(t, "me: Su-Chi, Prodigal Sorcerer; opp: Island; turn: me; step: main1", "{4}"), false)
	for _, board := range []string{
		"me: Strip Mine, Titania, Protector of Argoth, Forest; opp: Island; turn: me; step: main1",
		"me: Strip Mine, Flagstones of Trokair, Forest; opp: Island; turn: me; step: main1",
	} {
		wantUnderstood(t, ask(t, "judge mana", "board", board), true)
	}
	wantPayable(t, pay(t, "me: Titania, Protector of Argoth, Strip Mine, Gaea's Cradle", "{G}"), true)
	r := ask(t, "judge mana", "board", "me: Strip Mine, Forest, Blood Artist")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
}

// CR 603.6c, 700.4: what an ability activated first moves sets off only
// triggers it can meet: Skullclamp already on a 2/2 Elvish Archdruid
// (3/1) kills nothing; a creature Angelic Shield returns to its owner's
// hand does not die (Grave Pact); Mind Stone sacrificed is not Ertai's
// Familiar leaving; Miracle Worker destroys an Aura, which no creature is.
func TestRule603_6cOnlyWhatTheAbilityMoves(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int
	}{
		{"me: Mountain, Elvish Archdruid, Grave Pact, Skullclamp (on Elvish Archdruid)", 2},
		{"me: Forest, Llanowar Elves, Grave Pact, Angelic Shield", 2},
	} {
		r := ask(t, "judge mana", "board", c.board)
		wantUnderstood(t, r, true)
		wantMostMana(t, r, c.most)
	}
	wantPayable(t, pay(t, "me: Plains, Mind Stone, Ertai's Familiar", "{3}"), false)
	r := ask(t, "judge mana", "board", "me: Forest, Llanowar Elves; opp: Island, Miracle Worker, Blood Artist; turn: opp", "player", "opp")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 1)
}

// CR 608.2c, 702.75a: Mosswort Bridge's "{G}, {T}: You may play the
// exiled card without paying its mana cost if creatures you control have
// total power 10 or greater." plays no card where its controller controls
// no creature and nothing makes one: the mana is the two lands'. Beside a
// creature, whose power a player may raise first, the answer stops.
func TestRule608_2cHideawayWithNoCreature(t *testing.T) {
	wantMostMana(t, ask(t, "judge mana", "board", "me: Mosswort Bridge, Forest"), 2)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Mosswort Bridge, Forest, Grizzly Bears"), false)
}
