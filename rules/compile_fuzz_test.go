package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// FuzzCompile compiles arbitrary Oracle text under an arbitrary name: it
// never panics, an ability not understood says why, and an understood mana
// ability says what mana it adds.
func FuzzCompile(f *testing.F) {
	for _, s := range []struct{ name, text string }{
		{"Adarkar Wastes", "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you."},
		{"Mystic Gate", "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}."},
		{"Cabal Coffers", "{2}, {T}: Add {B} for each Swamp you control."},
		{"Azusa, Lost but Seeking", "Azusa enters the battlefield with two +1/+1 counters on it. (Reminder (nested).)"},
		{"White Mana Battery", "{T}, Remove any number of charge counters from White Mana Battery: Add {W}, then add an additional {W} for each charge counter removed this way."},
		{"Rhystic Cave", "{T}: Choose a color. Add one mana of that color unless any player pays {1}. Activate this ability only any time you could cast an instant."},
		{"Fertile Ground", "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional one mana of any color."},
		{"X", "Metalcraft — {T}: Add one mana of any color. Activate this ability only if you control three or more artifacts."},
		{"", "(("},
		{"Joraga Treespeaker", "Level up {1}{G} ({1}{G}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n1/2\n{T}: Add {G}{G}.\nLEVEL 5+\n1/4\nElves you control have \"{T}: Add {G}{G}.\""},
		{"Deathrite Shaman", "{T}: Exile target land card from a graveyard. Add one mana of any color."},
	} {
		f.Add(s.name, s.text)
	}
	f.Fuzz(func(t *testing.T, name, text string) {
		c := &catalog.Card{Name: name, Oracle: text, Inline: true, Supertypes: []string{"Legendary"}}
		for _, a := range Compile(c) {
			if !a.Understood && a.Why == "" {
				t.Errorf("%q: ability %q not understood and says not why", text, a.Text)
			}
			if a.Understood && a.Kind == KindMana && a.Mana == nil {
				t.Errorf("%q: understood mana ability %q with no mana", text, a.Text)
			}
			if a.Text != strings.TrimSpace(a.Text) {
				t.Errorf("%q: ability text %q is not trimmed", text, a.Text)
			}
		}
	})
}
