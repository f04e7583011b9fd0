package coverage

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// floor is the coverage of the bundled pool as committed: a change that
// makes the engine understand less of it fails here. Raise the figures
// when the engine understands more.
var floor = struct {
	permanents, lands int // permanents and lands whose every mana ability is understood
	allPerm, allLands int // those whose every ability of any kind is understood
	perKind           map[Kind]int
}{
	permanents: 986,
	lands:      575,
	allPerm:    795,
	allLands:   450,
	perKind: map[Kind]int{
		Mana: 1120, ManaTrigger: 21, ManaReplacement: 11, LandPlay: 22,
		EntersWith: 174, Upkeep: 181, HasteType: 617,
	},
}

// TestPoolCoverageDoesNotDrop compiles every card of the bundled pool and
// checks the figures do not fall below the committed ones.
func TestPoolCoverageDoesNotDrop(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the whole pool")
	}
	r := Measure(catalog.All())
	if r.Cards < 19000 {
		t.Fatalf("the pool has %d cards and faces, want the whole bundled pool", r.Cards)
	}
	if r.PermanentsManaUnderstood < floor.permanents {
		t.Errorf("permanents with every mana ability understood: %d, was %d", r.PermanentsManaUnderstood, floor.permanents)
	}
	if r.LandsManaUnderstood < floor.lands {
		t.Errorf("lands with every mana ability understood: %d, was %d", r.LandsManaUnderstood, floor.lands)
	}
	if r.PermanentsAllUnderstood < floor.allPerm || r.LandsAllUnderstood < floor.allLands {
		t.Errorf("permanents and lands with a mana ability and every ability understood: %d and %d, was %d and %d",
			r.PermanentsAllUnderstood, r.LandsAllUnderstood, floor.allPerm, floor.allLands)
	}
	for _, k := range r.Kinds {
		if k.Understood < floor.perKind[k.Kind] {
			t.Errorf("%s: %d understood, was %d", k.Kind, k.Understood, floor.perKind[k.Kind])
		}
	}
	var b strings.Builder
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", b.String())
}
