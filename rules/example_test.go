package rules_test

import (
	"context"
	"fmt"

	"github.com/orrery-judge/orrery/rules"
)

func ExampleTap() {
	b, err := rules.ParseBoard("me: Forest, Mana Reflection; opp: Contamination")
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := rules.Tap(context.Background(), b, rules.CardRef{Name: "Forest"}, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Answer)
	for _, o := range r.Outcomes {
		fmt.Printf("%s: %s\n", *o.Mana, o.Choices[0])
	}
	// Output:
	// Tapping Forest for mana produces {B} or {B}{B}, depending on the choices made.
	// {B}: Mana Reflection applies: {G} becomes {G}{G}; Contamination applies: {G}{G} becomes {B}
	// {B}{B}: Contamination applies: {G} becomes {B}; Mana Reflection applies: {B} becomes {B}{B}
}

func ExampleUpkeep() {
	b, _ := rules.ParseBoard("me: Ghirapur Orrery, Phyrexian Arena, hand 0")
	r, _ := rules.Upkeep(context.Background(), b, "") // "": whose turn it is
	fmt.Println(r.Answer)
	// Output:
	// Ghirapur Orrery and Phyrexian Arena trigger; depending on the order they resolve in, you draw one or four cards.
}

func ExampleTap_notUnderstood() {
	b, _ := rules.ParseBoard("me: [Odd Land: Land — {T}: Add one mana of a random color.]")
	r, _ := rules.Tap(context.Background(), b, rules.CardRef{Name: "Odd Land"}, 0)
	fmt.Println(r.Understood)
	fmt.Println(r.Answer)
	// Output:
	// false
	// I can't rule on this, because Odd Land's ability “{T}: Add one mana of a random color.” is not understood (the mana effect “Add one mana of a random color.” is not one the engine models).
}
