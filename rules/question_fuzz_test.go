package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzAsk runs every question over boards the fuzzer makes: no panic, no
// error other than an input error, and the same ruling twice (the engine
// is deterministic).
func FuzzAsk(f *testing.F) {
	for _, s := range []string{
		"me: Reflecting Pool, Forest, Island",
		"me: Forest, Exotic Orchard; opp: Exotic Orchard, Reflecting Pool",
		"me: Forest, Mana Reflection; opp: Contamination",
		"me: Gaea's Cradle, Wild Growth (on Gaea's Cradle), Forest",
		"me: Pili-Pala (tapped), Mana Reflection",
		"me: Taiga, Dryad of the Ilysian Grove, Blood Moon, Urborg, Tomb of Yawgmoth",
		"me: 2x Ghirapur Orrery, Phyrexian Arena, Dark Confidant, hand 0; opp: Ghirapur Orrery, hand 0",
		"me: 2x Ghirapur Orrery, Phyrexian Arena, Sensei's Divining Top, Thought Courier, Mind Stone, Island, hand 0, library 2",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 2",
		"me: Ancient Tomb, Damping Sphere, Pulse of Llanowar, Nyxbloom Ancient, Forest, Squandered Resources",
		"me: [Odd: Land — {T}: Add {R} or {G}. | If a land is tapped for mana, it produces {U} instead of any other type and amount.]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, board string) {
		b, err := ParseBoard(board)
		if err != nil {
			return
		}
		if len(b.Permanents) > 40 {
			return
		}
		canon := b.String()
		check := func(cmd string, kv ...string) {
			opts := optionPairs(kv)
			opts["board"] = canon
			r1, err1 := askOpts(cmd, opts)
			r2, err2 := askOpts(cmd, opts)
			if err1 != nil {
				if _, ok := err1.(*InputError); !ok {
					t.Fatalf("%s %v: not an input error: %T %v", cmd, kv, err1, err1)
				}
				if err2 == nil || err1.Error() != err2.Error() {
					t.Fatalf("%s %v: errors differ: %v / %v", cmd, kv, err1, err2)
				}
				return
			}
			j1, _ := json.Marshal(r1)
			j2, _ := json.Marshal(r2)
			if string(j1) != string(j2) {
				t.Fatalf("%s %v: not deterministic:\n%s\n%s", cmd, kv, j1, j2)
			}
			for _, o := range r1.Outcomes {
				if o.Mana != nil && strings.Trim(*o.Mana, "{}WUBRGC") != "" {
					t.Fatalf("%s: malformed mana %q", cmd, *o.Mana)
				}
			}
		}
		check("judge lands")
		check("judge upkeep")
		for i, p := range b.Permanents {
			if i >= 8 {
				break
			}
			ref := CardRef{Owner: p.Controller, Name: p.Card.Name}
			n := 0
			for _, q := range b.Permanents[:i+1] {
				if q.Controller == p.Controller && q.Card.Name == p.Card.Name {
					n++
				}
			}
			if n > 1 {
				ref.Number = n
			}
			check("judge tap", "card", ref.String())
			check("judge could-produce", "card", ref.String())
			check("judge activate", "card", ref.String())
		}
	})
}
