package rules

import (
	"strings"
	"testing"
)

// CR 601.2f: the total cost is the mana cost plus cost increases, less
// cost reductions, which lower only generic mana. Thalia, Guardian of
// Thraben makes noncreature spells cost {1} more, whoever controls her;
// Goblin Electromancer makes its controller's instants and sorceries
// cost {1} less; Grand Arbiter Augustin IV makes its controller's
// opponents' spells cost {1} more. Mana abilities are not spells: the
// most mana is the same.
func TestRule601_2fSpellsCostMoreOrLess(t *testing.T) {
	r := pay(t, "me: 2x Forest; opp: Thalia, Guardian of Thraben", "{1}{G}", "card", "Rampant Growth")
	wantPayable(t, r, false)
	wantRules(t, r, "601.2f")
	if !strings.Contains(r.Answer, "{2}{G} in all") {
		t.Errorf("answer %q", r.Answer)
	}
	wantPayable(t, pay(t, "me: 2x Forest; opp: Thalia, Guardian of Thraben", "{1}{G}", "card", "Grizzly Bears"), true)
	wantPayable(t, pay(t, "me: 3x Forest; opp: Thalia, Guardian of Thraben", "{1}{G}", "card", "Rampant Growth"), true)
	if r := pay(t, "me: 2x Forest; opp: Thalia, Guardian of Thraben", "{1}{G}"); r.Understood {
		t.Errorf("Thalia and no card: %s", r.Answer)
	}
	wantPayable(t, pay(t, "me: 2x Forest, Sphere of Resistance", "{1}{G}"), false)
	wantPayable(t, pay(t, "me: Island, Goblin Electromancer", "{1}{U}", "card", "Divination"), true)
	wantPayable(t, pay(t, "me: Island; opp: Goblin Electromancer", "{1}{U}", "card", "Divination"), false)
	wantPayable(t, pay(t, "me: Island, Goblin Electromancer", "{U}{U}", "card", "Counterspell"), false)
	wantPayable(t, pay(t, "me: Plains; opp: Grand Arbiter Augustin IV", "{W}", "card", "Swords to Plowshares"), false)
	wantPayable(t, pay(t, "me: Plains, Grand Arbiter Augustin IV", "{1}{W}", "card", "Swords to Plowshares"), true)
	m := ask(t, "judge mana", "board", "me: Forest, Thalia, Guardian of Thraben, Sphere of Resistance")
	if !m.Understood || m.MaxMana == nil || *m.MaxMana != 1 {
		t.Errorf("mana: %s", m.Answer)
	}
}

// CR 702.114a, 601.2f: a devoid spell is colorless, so an effect on red
// spells does not change its total cost: Kozilek's Return ({2}{R}, devoid)
// costs no less beside Ruby Medallion and no more beside Chill.
func TestRule702_114aDevoidSpellIsNoColorForCostEffects(t *testing.T) {
	r := pay(t, "me: 2x Mountain, Ruby Medallion", "{2}{R}", "card", "Kozilek's Return")
	wantPayable(t, r, false)
	if strings.Contains(r.Answer, "in all") {
		t.Errorf("total changed: %s", r.Answer)
	}
	wantPayable(t, pay(t, "me: 3x Mountain, Chill", "{2}{R}", "card", "Kozilek's Return"), true)
	// A red spell still costs less and more.
	wantPayable(t, pay(t, "me: 2x Mountain, Ruby Medallion", "{2}{R}", "card", "Arc Lightning"), true)
	wantPayable(t, pay(t, "me: 3x Mountain, Chill", "{2}{R}", "card", "Arc Lightning"), false)
}
