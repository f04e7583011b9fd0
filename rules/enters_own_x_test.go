package rules

import (
	"strings"
	"testing"
)

// CR 107.3m gives an enters ability the X of the spell that became the
// permanent only where a value of X was chosen for that spell's costs. Gray
// Merchant of Asphodel's X is its controller's devotion to black, counted
// as the ability resolves (608.2h); Rise of the Hobgoblins' and Squealing
// Devil's is chosen as the ability resolves (their rulings, 2008-08-01 and
// 2006-05-01). None is 0, and each is refused with the reason, where each
// was answered "enters with X = 0". An X that is the spell's still is.
func TestRule107_3mEntersAbilityWithAnXOfItsOwn(t *testing.T) {
	for card, want := range map[string]string{
		"Gray Merchant of Asphodel": "defines its own X",
		"Scourge of Valkas":         "defines its own X",
		"Rise of the Hobgoblins":    "chosen as that ability resolves",
		"Squealing Devil":           "chosen as that ability resolves",
		"Nightshade Assassin":       "chosen as that ability resolves",
	} {
		for _, cast := range []string{"true", "false"} {
			r := ask(t, "judge enters", "card", card, "cast", cast)
			wantUnderstood(t, r, false)
			if r.EtbX != nil || !strings.Contains(r.Answer, want) || !strings.Contains(r.Answer, "107.3m") {
				t.Errorf("%s (cast %s): etb_x %v, answer %q: want a refusal that says its X %s", card, cast, r.EtbX, r.Answer, want)
			}
		}
	}
	// Reminder text that speaks of X, and an X that is the spell's.
	r := ask(t, "judge enters", "card", "Cryptic Annelid")
	wantUnderstood(t, r, true)
	r = ask(t, "judge enters", "card", "Walking Ballista", "x", "2")
	wantUnderstood(t, r, true)
	if r.EtbX == nil || *r.EtbX != 2 {
		t.Errorf("Walking Ballista x 2: etb_x %v, want 2", r.EtbX)
	}
}

// CR 601.2i, 202.3e: Unbound Flourishing doubles X once its ability
// resolves, after the spell became cast, so its mana value on the stack
// is then twice what it was as it was cast; an ability that triggers on
// a spell being cast (Chalice of the Void) read the value as cast. The
// answer gives both, where it gave only the doubled one.
func TestRule601_2iManaValueAsCastBeforeXIsDoubled(t *testing.T) {
	r := ask(t, "judge enters", "card", "Hangarback Walker", "x", "2", "board", "me: Unbound Flourishing")
	wantUnderstood(t, r, true)
	if r.ManaValueOnStack == nil || *r.ManaValueOnStack != 8 {
		t.Fatalf("mana value on the stack %v", r.ManaValueOnStack)
	}
	said := false
	for _, s := range stepTexts(r) {
		said = said || strings.Contains(s, "it was 4 as the spell was cast, with X = 2")
	}
	if !said {
		t.Errorf("steps %q", stepTexts(r))
	}
	wantRules(t, r, "601.2i", "202.3e")
	// Not doubled, only the one value is said.
	r = ask(t, "judge enters", "card", "Hangarback Walker", "x", "2")
	for _, s := range stepTexts(r) {
		if strings.Contains(s, "as the spell was cast") {
			t.Errorf("undoubled: step %q", s)
		}
	}
}
