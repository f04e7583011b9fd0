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
	o := rules.Outcome{Draws: map[string]int{"opp": 0, "me": 3}, Choices: []string{"your trigger resolves first"}}
	fmt.Println(present.OutcomeLine(o, ": "))
	// Output:
	// you draw 3, Opp draws 0: your trigger resolves first
}

func ExampleOutcomeTable() {
	g, gg := "{G}", "{G}{G}"
	outs := []rules.Outcome{
		{Mana: &g, Choices: []string{"Contamination applies first"}},
		{Mana: &gg, Choices: []string{"Mana Reflection applies first"}},
	}
	fmt.Print(present.OutcomeTable(outs).Text("  "))
	outs = []rules.Outcome{
		{Draws: map[string]int{"me": 4, "opp": 0}, Hand: map[string]int{"me": 4}, Choices: []string{"Orrery first"}},
		{Draws: map[string]int{"me": 1, "opp": 1}, Hand: map[string]int{"me": 1}, Choices: []string{"Arena first"}},
	}
	fmt.Print(present.OutcomeTable(outs).Text(""))
	// Output:
	//   Mana    When
	//   {G}     Contamination applies first
	//   {G}{G}  Mana Reflection applies first
	// You draw  Your hand  Opp draws  When
	// 4         4          0          Orrery first
	// 1         1          1          Arena first
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
