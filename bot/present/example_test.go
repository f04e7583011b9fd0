package present_test

import (
	"fmt"

	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
)

func ExampleFacts() {
	x, onStack := 6, 12
	r := &rules.Ruling{EtbX: &x, ManaValueOnStack: &onStack, Counters: map[string]int{"+1/+1": 6}}
	for _, f := range present.Facts(r) {
		fmt.Println(f)
	}
	fmt.Println(present.Facts(r)[0].Short)
	// Output:
	// X for its enters abilities and replacement effects: 6
	// Mana value on the stack: 12
	// Counters as it enters: 6 +1/+1
	// X as it enters
}

func ExampleOutcomeLine() {
	o := rules.Outcome{Draws: map[string]int{"opp": 0, "me": 3}, Choices: []string{"me's trigger resolves first"}}
	fmt.Println(present.OutcomeLine(o, ": "))
	// Output:
	// me draws 3, opp draws 0: me's trigger resolves first
}

func ExampleLookUpRule() {
	a, err := present.LookUpRule("CR 603.4")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Rule.Number, "·", a.Rule.Section)
	fmt.Println(len(a.Rule.Examples), "example")

	a, err = present.LookUpRule("intervening if")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("best match for", a.Query+":", a.Matches[0].Number)
	// Output:
	// 603.4 · Handling Triggered Abilities
	// 1 example
	// best match for intervening if: 603.4
}

func ExampleLookUpCard() {
	c, err := present.LookUpCard("Llanowar Elves")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Name, c.ManaCost, c.PowerToughness())
	for _, a := range c.Abilities {
		fmt.Printf("%d %s, understood: %v\n", a.Number, a.Kind, a.Understood)
	}
	// Output:
	// Llanowar Elves {G} 1/1
	// 1 mana ability, understood: true
}
