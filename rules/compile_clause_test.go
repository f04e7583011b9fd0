package rules

import (
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Positive understanding: a template that takes some words freely must
// not read a second clause in them as part of the first and pass the
// sentence by. Each text below joins to a template's words a clause that
// changes the answer (a spending permission, haste, a cost reduction,
// lands that can't be tapped for mana, a type change, a mana
// replacement); each stops the answer.
func TestTemplatesTakeNoSecondClause(t *testing.T) {
	for _, c := range [][]string{
		{"judge pay", "board", `me: Island, [Spend Totem: Artifact — You may spend mana as though it were mana of any color and lands you control don't untap during their controllers' untap steps.]`, "cost", `{G}`},
		{"judge mana", "board", `me: Llanowar Elves (sick), Forest, [Haste Totem: Artifact — You may activate abilities of creatures you control as though those creatures had haste and lands you control don't untap during their controllers' untap steps.]`},
		{"judge mana", "board", `me: Llanowar Elves (sick), Forest, [Hasty Gate: Enchantment — Creatures you control have haste and creatures your opponents control enter tapped.]`},
		{"judge pay", "board", `me: Forest, [Pale Gate: Enchantment — Lands tapped for mana produce colorless mana instead and artifacts enter tapped.]`, "cost", `{G}`},
		{"judge mana", "board", `me: Llanowar Elves (sick), Forest, [Hasty Vale: Land — This land enters tapped unless you control a Forest, and creatures you control have haste.]`},
		{"judge pay", "board", `me: Forest, [Cheap Vale: Land — This land enters tapped unless you control a Forest, and spells you cast cost {1} less to cast.]`, "cost", `{1}{G}`, "card", `Grizzly Bears`},
		{"judge mana", "board", `me: Llanowar Elves (sick), Forest, [Hasty Idol: Artifact — As this enters, choose a color, and creatures you control have haste.]`},
		{"judge pay", "board", `me: Forest, [Lock Battery: Artifact — This artifact enters with X charge counters on it, where X is the number of lands you control, and lands you control can't be tapped for mana.]`, "cost", `{G}`},
		{"judge pay", "board", `me: Forest, [Mire Battery: Artifact — This artifact enters with a charge counter on it for each land you control and Forests you control are Swamps.]`, "cost", `{B}`},
		{"judge mana", "board", `me: Llanowar Elves (sick), Forest, [Haste Battery: Artifact — If it was kicked, it enters with two charge counters on it for each land you control and creatures you control have haste.]`},
		{"judge pay", "board", `me: Forest, [Shield Mire: Enchantment — Prevent all damage that would be dealt to creatures you control, and Forests you control are Swamps.]`, "cost", `{B}`},
		{"judge pay", "board", `me: Forest, [Shield Pale: Enchantment — Prevent all damage that would be dealt to creatures you control, and lands tapped for mana produce colorless mana instead.]`, "cost", `{G}`},
		{"judge pay", "board", `me: Forest, [Raise Lock: Creature — Human 1/1 — This creature gets +X/+X, where X is the number of lands you control and lands you control can't be tapped for mana.]`, "cost", `{G}`},
		{"judge pay", "board", `me: Forest, [Limit: Enchantment — Lands can't be the targets of spells or tapped for mana.]`, "cost", `{G}`},
		{"judge pay", "board", `me: Llanowar Elves, [Blockish: Enchantment — Creatures can't attack or tap for mana.]`, "cost", `{G}`},
		{"judge mana", "board", `me: Llanowar Elves, [Arrestish: Enchantment — Aura — Enchant creature | Enchanted creature can't attack or block or tap for mana.] (on Llanowar Elves)`},
		{"judge tap", "board", `me: Forest, [Test Wall: Creature — Wall 0/4 — This creature can't attack or block unless you control a Forest and lands you control can't be tapped for mana.]`, "card", "Forest"},
		{"judge tap", "board", `me: Forest, [Test Stone: Artifact — Creatures don't untap during their controllers' untap steps if they attacked this turn; lands you control can't be tapped for mana.]`, "card", "Forest"},
		{"judge tap", "board", `me: Forest, [Test Ooze: Creature — Ooze 0/0 — This creature's power and toughness are each equal to the number of lands you control and lands you control can't be tapped for mana.]`, "card", "Forest"},
	} {
		r := ask(t, c[0], c[1:]...)
		wantUnderstood(t, r, false)
	}
}

// The cards whose conditions, counts and lists hold a conjunction and a
// verb that belong to them are read as before: a threshold's "seven or
// more cards are", a condition's "or is tied for the most", "unless that
// player cast a spell or put …", "or a planeswalker you control unless
// their controller pays", "for each land you control but don't own".
func TestTemplatesKeepTheirOwnConjunctions(t *testing.T) {
	for _, c := range []struct {
		card  string
		index int
		kind  AbilityKind
	}{
		{"Hooded Horror", 0, KindStatic},
		{"Arboria", 0, KindStatic},
		{"Archangel of Tithes", 1, KindStatic},
		{"Sphere of Safety", 0, KindStatic},
		{"Hipparion", 0, KindStatic},
		{"Kirtar's Desire", 2, KindStatic},
		{"Anurid Barkripper", 0, KindStatic},
		{"Herald of Leshrac", 2, KindStatic},
		{"Wall of Shadows", 2, KindStatic},
		{"Scaleguard Sentinels", 1, KindEnters},
		{"Blind Obedience", 1, KindStatic},
		{"Glacial Fortress", 0, KindEnters},
		{"Tarmogoyf", 0, KindStatic},
		{"Lhurgoyf", 0, KindStatic},
	} {
		card, ok := catalog.Lookup(c.card)
		if !ok {
			t.Fatalf("%s is not in the catalog", c.card)
		}
		abs := Compile(card)
		if c.index >= len(abs) || abs[c.index].Kind != c.kind {
			var got []AbilityKind
			for _, a := range abs {
				got = append(got, a.Kind)
			}
			t.Errorf("%s: ability %d, want %s; kinds %v", c.card, c.index, c.kind, got)
		}
	}
}
