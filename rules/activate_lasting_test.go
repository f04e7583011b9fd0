package rules

import (
	"strings"
	"testing"
)

// CR 122.1, 611.2a: Xathrid Gorgon's petrification makes a creature a
// colorless artifact with defender whose activated abilities can't be
// activated, with no end and whether or not the counter stays (its
// ruling of 2012-07-01): a petrification counter stops the question as
// matrix and paralyzation counters do, Gorgon or no Gorgon. The Gorgon's
// ability, activated in an earlier turn, may have petrified a creature
// whose abilities are asked about; a Sol Ring beside it, or lands paying
// a cost, are no creature it could have petrified. Tapped, the Gorgon's
// one ability, with {T} in its cost, can't be activated whatever it did
// before (CR 107.5).
func TestRule611_2aPetrification(t *testing.T) {
	for _, c := range []struct{ cmd, board, card string }{
		{"judge activate", "me: Prodigal Sorcerer (1 petrification); opp: Xathrid Gorgon", "Prodigal Sorcerer"},
		{"judge activate", "me: Prodigal Sorcerer (1 petrification)", "Prodigal Sorcerer"},
		{"judge activate", "me: Prodigal Sorcerer (1 petrification); opp: Null Rod", "Prodigal Sorcerer"},
		{"judge tap", "me: Llanowar Elves (1 petrification); opp: Xathrid Gorgon", "Llanowar Elves"},
		{"judge mana", "me: Llanowar Elves (1 petrification), Forest; opp: Xathrid Gorgon", ""},
		{"judge activate", "me: Prodigal Sorcerer; opp: Xathrid Gorgon", "Prodigal Sorcerer"},
		{"judge tap", "me: Llanowar Elves; opp: Xathrid Gorgon", "Llanowar Elves"},
		// Its own ability may have had it as its target.
		{"judge activate", "me: Xathrid Gorgon", "Xathrid Gorgon"},
		{"judge activate", "me: Soul Sculptor", "Soul Sculptor"},
	} {
		kv := []string{"board", c.board}
		if c.card != "" {
			kv = append(kv, "card", c.card)
		}
		r := ask(t, c.cmd, kv...)
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "petrification") && !strings.Contains(r.Answer, "Soul Sculptor") {
			t.Errorf("%s %s: answer %q", c.cmd, c.board, r.Answer)
		}
	}
	r := ask(t, "judge activate", "board", "me: Xathrid Gorgon (tapped)", "card", "Xathrid Gorgon")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantMana(t, activateOf(t, "me: Sol Ring, Xathrid Gorgon", "Sol Ring", ""), "{C}{C}")
	wantMostMana(t, ask(t, "judge mana", "board", "me: Forest, Island, Xathrid Gorgon"), 2)
}

// CR 611.2a: on another player's turn, what that player's ability did
// "until your next turn" in their last turn may still apply: Mu Yanling's
// "-5/-0" may leave Atarka Beastbreaker's creatures short of total power
// 8, Liliana's "-2/-1" and Jace's "-2/-0" Bloodshot Trainee short of
// power 4. On their own turn it has ended; an ability whose legality
// reads no power (Prodigal Sorcerer's) is answered beside them.
func TestRule611_2aActivateUntilYourNextTurnPower(t *testing.T) {
	for _, c := range []struct{ board, card string }{
		{"me: Atarka Beastbreaker, Craw Wurm; opp: Mu Yanling, Celestial Wind (5 loyalty)", "Atarka Beastbreaker"},
		{"me: Bloodshot Trainee (2 +1/+1); opp: Liliana, the Last Hope (3 loyalty), Grizzly Bears", "Bloodshot Trainee"},
		{"me: Bloodshot Trainee (2 +1/+1); opp: Jace, Telepath Unbound (3 loyalty), Grizzly Bears", "Bloodshot Trainee"},
		{"me: Smuggler's Copter, Grizzly Bears; opp: Liliana, the Last Hope (3 loyalty)", "Smuggler's Copter"},
	} {
		r := activateOf(t, c.board, c.card, "")
		wantUnderstood(t, r, false)
		if !strings.Contains(r.Answer, "earlier turn") {
			t.Errorf("%s: answer %q", c.board, r.Answer)
		}
	}
	for _, c := range []struct {
		board, card string
		legal       bool
	}{
		{"me: Atarka Beastbreaker, Craw Wurm; opp: Mu Yanling, Celestial Wind (5 loyalty); turn: opp", "Atarka Beastbreaker", true},
		{"me: Bloodshot Trainee (2 +1/+1); opp: Liliana, the Last Hope (3 loyalty), Grizzly Bears; turn: opp", "Bloodshot Trainee", true},
		{"me: Prodigal Sorcerer; opp: Liliana, the Last Hope (3 loyalty)", "Prodigal Sorcerer", true},
		// Tapped, it can't be activated whatever its power.
		{"me: Bloodshot Trainee (tapped, 2 +1/+1); opp: Liliana, the Last Hope (3 loyalty)", "Bloodshot Trainee", false},
		// A lower power meets no "total power 1 or more" that a higher
		// one does not.
		{"me: Smuggler's Copter, Llanowar Elves (tapped); opp: Liliana, the Last Hope (3 loyalty)", "Smuggler's Copter", false},
	} {
		r := activateOf(t, c.board, c.card, "")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}

// CR 611.2a: effects with no end, of abilities that may have been
// activated in an earlier turn, read wherever an activated ability's
// legality reads what they change: Figure of Destiny's base power beside
// formidable and crew; Memnarch's artifact beside Null Rod and
// metalcraft; Alchor's Tomb's and Dream Coat's colors beside a target's
// protection from black (702.16b), "target black permanent" and "two or
// more blue permanents"; Thelonite Monk's Forest on a land whose own
// ability is asked about (305.7); Soul Sculptor's "loses all abilities".
func TestRule611_2aActivateLastingChanges(t *testing.T) {
	for _, c := range []struct{ board, card, ability string }{
		{"me: Atarka Beastbreaker, Figure of Destiny", "Atarka Beastbreaker", ""},
		{"me: Peacewalker Colossus, Figure of Destiny", "Peacewalker Colossus", "2"},
		{"me: Prodigal Sorcerer, Memnarch; opp: Null Rod", "Prodigal Sorcerer", ""},
		{"me: Mishra's Factory, Memnarch, Null Rod", "Mishra's Factory", "2"},
		{"me: Argent Sphinx, Sol Ring, Grizzly Bears, Memnarch", "Argent Sphinx", "2"},
		{"me: Royal Assassin, Alchor's Tomb; opp: White Knight (tapped)", "Royal Assassin", ""},
		{"me: Royal Assassin, Dream Coat (on Royal Assassin); opp: White Knight (tapped)", "Royal Assassin", ""},
		{"me: Moonring Island, Alchor's Tomb, Grizzly Bears", "Moonring Island", "3"},
		{"me: Northern Paladin; opp: Alchor's Tomb, Grizzly Bears", "Northern Paladin", ""},
		{"me: Sapseep Forest, Grizzly Bears, Llanowar Elves, Dream Coat (on Grizzly Bears)", "Sapseep Forest", "3"},
		{"me: Mishra's Factory, Thelonite Monk", "Mishra's Factory", "2"},
		{"me: Prodigal Sorcerer, Soul Sculptor", "Prodigal Sorcerer", ""},
		{"me: Royal Assassin; opp: Forest (tapped), Nissa, Worldwaker (3 loyalty)", "Royal Assassin", ""},
	} {
		wantUnderstood(t, activateOf(t, c.board, c.card, c.ability), false)
	}
	for _, c := range []struct {
		board, card, ability string
		legal                bool
	}{
		// Nothing the legality reads is what they change.
		{"me: Prodigal Sorcerer, Memnarch", "Prodigal Sorcerer", "", true},
		{"me: Prodigal Sorcerer, Alchor's Tomb; opp: Grizzly Bears", "Prodigal Sorcerer", "", true},
		{"me: Royal Assassin, Alchor's Tomb; opp: Grizzly Bears (tapped)", "Royal Assassin", "", true},
		{"me: Royal Assassin, Memnarch; opp: White Knight (tapped)", "Royal Assassin", "", false},
		{"me: Argent Sphinx, Sol Ring, Grizzly Bears, Alchor's Tomb", "Argent Sphinx", "2", false},
		{"me: Northern Paladin, Figure of Destiny; opp: Grizzly Bears", "Northern Paladin", "", false},
		{"me: Prodigal Sorcerer, Thelonite Monk", "Prodigal Sorcerer", "", true},
		{"me: Atarka Beastbreaker, Craw Wurm, Tezzeret, Agent of Bolas (3 loyalty)", "Atarka Beastbreaker", "", true},
		// Its {T} with it tapped: no change of colors undoes that.
		{"me: Royal Assassin (tapped), Alchor's Tomb; opp: White Knight (tapped)", "Royal Assassin", "", false},
		// Figure of Destiny only raises its own power.
		{"me: Smuggler's Copter, Figure of Destiny", "Smuggler's Copter", "3", true},
		// Moonring Island's ability 2 is no activated ability.
		{"me: Moonring Island, Alchor's Tomb", "Moonring Island", "2", false},
	} {
		r := activateOf(t, c.board, c.card, c.ability)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
	}
}
