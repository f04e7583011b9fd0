package rules

import (
	"strings"
	"testing"
)

// CR 602.2b, 601.2g: an ability that untaps a permanent can change the
// most mana only where its cost can be paid before the spell is cast. A
// Forest can't pay Blizzard Elemental's {3}{U} or Rod of Spanking's {2}:
// the answer stands without them. With the mana to pay it, an untap that
// may turn mana into more still stops the answer.
func TestCR602_2bUntapItsCostCantPayChangesNoMana(t *testing.T) {
	for _, card := range []string{"Blizzard Elemental", "Rod of Spanking", "Aggravated Assault", "Voltaic Construct"} {
		wantOneManaBesideForest(t, card)
	}
	r := ask(t, "judge mana", "board", "me: Island, Forest, Captain of the Mists")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "untaps a permanent") {
		t.Errorf("refusal %q, want the untap named", r.Answer)
	}
	// Another ability's untap makes mana again, so what the sources make
	// at once is no bound on what an ability's cost can take: Voltaic
	// Key untaps Sol Ring, and Blizzard Elemental's {3}{U}, more than
	// the Sol Ring and the Island make at once, is not taken as beyond
	// reach.
	r = ask(t, "judge mana", "board", "me: Island, Sol Ring, Voltaic Key, Blizzard Elemental")
	wantUnderstood(t, r, false)
}

// CR 502.3: "doesn't untap during its controller's next untap step" and
// "skip your next untap step" untap nothing. Elvish Hunter's ability,
// which its two Forests can pay, does not stop the answer as an untap
// would; Ajani Vengeant's +1 neither.
func TestCR502_3DoesntUntapIsNoUntap(t *testing.T) {
	wantMost(t, "me: 2x Forest, Elvish Hunter", 2, map[string]int{"G": 2})
	wantOneManaBesideForest(t, "Ajani Vengeant")
	wantOneManaBesideForest(t, "Deep Spawn")
	wantOneManaBesideForest(t, "Avizoa")
}
