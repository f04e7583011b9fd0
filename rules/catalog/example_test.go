package catalog_test

import (
	"fmt"

	"github.com/orrery-judge/orrery/rules/catalog"
)

func ExampleLookup() {
	c, ok := catalog.Lookup("gaea’s cradle")
	fmt.Println(ok, c.Name, "|", c.TypeLine)
	fmt.Println(c.Oracle)
	// Output:
	// true Gaea's Cradle | Legendary Land
	// {T}: Add {G} for each creature you control.
}

func ExampleSuggest() {
	name := "Reflectin Pool"
	if _, ok := catalog.Lookup(name); !ok {
		fmt.Printf("unknown card %q; did you mean %q?\n", name, catalog.Suggest(name, 1))
	}
	// Output:
	// unknown card "Reflectin Pool"; did you mean ["Reflecting Pool"]?
}

func ExampleComplete() {
	fmt.Println(catalog.Complete("sol r", 3))
	// Output:
	// [Sol Ring Solemn Recruit Sol Grail]
}

func ExampleSplitTypeLine() {
	super, types, sub := catalog.SplitTypeLine("Legendary Enchantment Creature — Nymph Dryad")
	fmt.Println(super, types, sub)
	// Output:
	// [Legendary] [Enchantment Creature] [Nymph Dryad]
}

func ExampleNewInline() {
	c, err := catalog.NewInline("Mystery Land", "Land - Mountain Forest", "{T}: Add {R} or {G}.")
	fmt.Println(c.TypeLine, c.Inline, err)
	_, err = catalog.NewInline("Mystery Land", "Lnd", "{T}: Add {R}.")
	fmt.Println(err)
	// Output:
	// Land — Mountain Forest true <nil>
	// inline card "Mystery Land": type line "Lnd": "Lnd" is not a card type; expected one of Land, Creature, Artifact, Enchantment, Planeswalker, Battle, Instant, Sorcery, Kindred, Tribal (did you mean "Land"?)
}
