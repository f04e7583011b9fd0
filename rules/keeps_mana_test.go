package rules

import "testing"

// CR 500.4, 106.4, 305.2: mana kept as steps and phases end (Upwelling,
// Omnath, Locus of Mana) or made colorless instead of lost (Kruphix)
// changes no mana a permanent makes as it is tapped, nor what it could
// produce, nor a land play; an effect that keeps only its controller's
// mana says nothing of another player's pay or mana. Where the player
// asked about may keep mana made earlier, which the board does not show,
// pay and mana stop.
func TestRule500_4KeptManaBearsOnlyOnItsKeepersPool(t *testing.T) {
	for _, c := range [][]string{
		{"judge tap", "board", "me: Forest, Upwelling", "card", "Forest"},
		{"judge tap", "board", "me: Forest, Kruphix, God of Horizons", "card", "Forest"},
		{"judge could-produce", "board", "me: Forest, Omnath, Locus of Mana", "card", "Forest"},
		{"judge mana", "board", "me: Forest; opp: Omnath, Locus of Mana"},
		{"judge pay", "board", "me: Forest; opp: Kruphix, God of Horizons", "cost", "{G}"},
		{"judge lands", "board", "me: Upwelling, Forest; turn: me; step: main1"},
	} {
		wantUnderstood(t, ask(t, c[0], c[1:]...), true)
	}
	for _, c := range [][]string{
		{"judge mana", "board", "me: Forest, Omnath, Locus of Mana"},
		{"judge pay", "board", "me: Forest, Kruphix, God of Horizons", "cost", "{G}{G}"},
		{"judge mana", "board", "me: Forest; opp: Upwelling"},
	} {
		wantUnderstood(t, ask(t, c[0], c[1:]...), false)
	}
}

// CR 205.4d, 704.5j: Leyline of Singularity makes nonland permanents
// legendary, which only the legend rule and text that reads "legendary"
// see: with no two nonland permanents of one name under one controller,
// and nothing that reads it, the answer is what it would be without it.
func TestRule704_5jAllLegendaryWithoutTwins(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Sol Ring, Forest, Leyline of Singularity")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 3 {
		t.Errorf("max mana %v, want 3 (%s)", r.MaxMana, r.Answer)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Sol Ring; opp: Sol Ring, Leyline of Singularity"), true)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: 2x Sol Ring, Leyline of Singularity"), false)
	wantUnderstood(t, ask(t, "judge mana", "board", "me: Sol Ring, Forest, Leyline of Singularity, Mox Amber"), false)
	// It changes no toughness: Llanowar Elves with 1 damage dies (704.5g).
	r = ask(t, "judge mana", "board", "me: Leyline of Singularity, Llanowar Elves (1 damage), Forest")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 1 {
		t.Errorf("max mana %v, want 1 (%s)", r.MaxMana, r.Answer)
	}
}
