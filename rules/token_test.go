package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 111.10: a board names a predefined token by its name, with or
// without "token"; its characteristics are the rule's.
func TestRule111_10PredefinedTokensAreTheRulesOwn(t *testing.T) {
	for name, want := range map[string]string{
		"Treasure":   "{T}, Sacrifice this token: Add one mana of any color.",
		"Gold":       "Sacrifice this token: Add one mana of any color.",
		"Powerstone": "{T}: Add {C}. This mana can\u2019t be spent to cast a nonartifact spell.",
		"Food":       "{2}, {T}, Sacrifice this token: You gain 3 life.",
		"Clue":       "{2}, Sacrifice this token: Draw a card.",
		"Vibranium":  "Indestructible\n{T}: Add {C}. This mana can\u2019t be spent to cast a nonartifact spell.",
	} {
		c, ok := predefinedToken(name+" token", false)
		if !ok {
			t.Errorf("%s token: not found", name)
			continue
		}
		if c.Oracle != want || !c.Token || c.Inline || !c.HasType("Artifact") || !c.HasSubtype(name) {
			t.Errorf("%s token: %+v", name, c)
		}
	}
	// A token whose name is a card's is named with "token": Blood is a
	// half of Flesh // Blood. Map's rule ends with a reference.
	if c, ok := predefinedToken("Blood token", false); !ok || c.Oracle != "{1}, {T}, Discard a card, Sacrifice this token: Draw a card." {
		t.Errorf("Blood token: %v", c)
	}
	if c, ok := predefinedToken("Blood", false); ok {
		t.Errorf("Blood alone read as a token: %v", c)
	}
	if _, ok := predefinedToken("Map", false); !ok {
		t.Errorf("Map token not found")
	}
	// Tokens that are not colorless or have no ability of their own are
	// written inline.
	for _, name := range []string{"Walker", "Heartwood", "Incubator", "Cursed"} {
		if _, ok := predefinedToken(name, false); ok {
			t.Errorf("%s read as a predefined token", name)
		}
	}
}

func TestRule111_10aTreasureTokensPayACost(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: 2x Treasure tokens, Forest, Gold", "cost", "{2}{R}{B}")
	if !r.Understood || r.Payable == nil || !*r.Payable {
		t.Fatalf("two Treasures, a Gold and a Forest pay {2}{R}{B}: %s", r.Answer)
	}
	if !slices.Contains(r.Rules, "111.10a") || !slices.Contains(r.Rules, "111.10c") || !strings.HasPrefix(r.Steps[0].Text, "Treasure is a predefined token") {
		t.Errorf("rules %v, first step %q", r.Rules, r.Steps[0].Text)
	}
	if r.Board != "me: 2x Treasure token, Forest, Gold token" {
		t.Errorf("board %q", r.Board)
	}
	r = ask(t, "judge pay", "board", "me: 2x Treasure, Forest, Gold", "cost", "{2}{R}{B}{U}")
	if !r.Understood || r.Payable == nil || *r.Payable {
		t.Fatalf("four sources don't pay five mana: %s", r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Treasure token, Forest", "card", "Treasure token")
	if !r.Understood || len(r.Outcomes) != 5 {
		t.Fatalf("tapping a Treasure: %s", r.Answer)
	}
}

// CR 111.10h, 106.6: a Powerstone's mana can't be spent to cast a
// nonartifact spell: it pays for Sol Ring, not for Counterspell, and a
// cost whose spell is not named is not ruled on.
func TestRule111_10hPowerstoneManaOnlyForArtifactSpells(t *testing.T) {
	r := ask(t, "judge pay", "board", "me: 2x Powerstone token, Island", "cost", "{1}", "card", "Sol Ring")
	wantPayable(t, r, true)
	r = ask(t, "judge pay", "board", "me: 2x Powerstone token, Island", "cost", "{1}{U}", "card", "Counterspell")
	wantPayable(t, r, false)
	r = ask(t, "judge pay", "board", "me: 2x Powerstone token, Island", "cost", "{1}{U}")
	wantUnderstood(t, r, false)
	wantMost(t, "me: 2x Vibranium token, Island", 3, map[string]int{"U": 1, "C": 2})
}
