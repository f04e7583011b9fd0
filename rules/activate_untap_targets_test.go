package rules

import "testing"

// CR 601.2c, 602.2b, 115.1: an ability that untaps a target permanent
// can't be activated without a legal target, read as pay reads it: "target
// Elf" (Wirewood Lodge) a permanent with that subtype, "another target
// artifact" (Manifold Key) an artifact other than the Key, "target basic
// land" (Earthcraft) a land with that supertype, "target Griffin"
// (Griffin Canyon). Anyone's permanent may be the target unless the text
// says "you control".
func TestRule601_2cUntapAbilityNeedsALegalTarget(t *testing.T) {
	for _, c := range []struct {
		board, card string
		ability     string
		legal       bool
	}{
		{"me: Wirewood Lodge, Grizzly Bears", "Wirewood Lodge", "2", false},
		{"me: Wirewood Lodge, Grizzly Bears; opp: Llanowar Elves", "Wirewood Lodge", "2", true},
		{"me: Manifold Key", "Manifold Key", "1", false},
		{"me: Earthcraft, Grizzly Bears", "Earthcraft", "", false},
		{"me: Earthcraft, Grizzly Bears, Gaea's Cradle", "Earthcraft", "", false},
		{"me: Earthcraft, Grizzly Bears; opp: Forest", "Earthcraft", "", true},
		{"me: Griffin Canyon, Forest", "Griffin Canyon", "2", false},
	} {
		args := []string{"board", c.board, "card", c.card}
		if c.ability != "" {
			args = append(args, "ability", c.ability)
		}
		r := ask(t, "judge activate", args...)
		wantLegal(t, r, c.legal)
		if !c.legal {
			wantRules(t, r, "601.2c", "115.1")
		}
	}
}
