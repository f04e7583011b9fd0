package rules

import (
	"reflect"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// FuzzCompileStatic checks that no line of text makes the templates of
// grants, type changes and trigger conditions panic, that compiling is
// deterministic, and that every ability the compiler leaves not
// understood says why.
func FuzzCompileStatic(f *testing.F) {
	for _, c := range understandCatalogue {
		f.Add(c.text)
	}
	for _, s := range []string{
		"Equipped creature gets +2/+1 and has haste.",
		"Other Goblin creatures you control get +1/+1 and have haste.",
		"This creature has haste as long as you control another Vampire.",
		"Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.",
		"Enchanted land is a Mountain, Forest, and Plains.",
		`All Slivers have "Sacrifice this permanent: Add {B}{B}."`,
		"Whenever you cast an instant or sorcery spell or activate an ability, draw a card.",
		"Landfall — Whenever a land you control enters, you gain 1 life.",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := catalog.NewInline("Fuzz Card", "Enchantment", text)
		if err != nil {
			return
		}
		a := Compile(c)
		b := Compile(c)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%q compiles two ways", text)
		}
		for _, x := range a {
			if !x.Understood && x.Why == "" {
				t.Errorf("%q: ability %q not understood and says not why", text, x.Text)
			}
			if x.Trigger != nil {
				eventsOf(x)
			}
		}
		if cond, ok := triggerCondition(text); ok {
			readEvents(cond)
		}
		if s, ok := parseSubject(text); ok && s.Text != text {
			t.Errorf("parseSubject(%q) keeps %q", text, s.Text)
		}
	})
}
