package command_test

import (
	"context"
	"fmt"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
)

func ExampleParse() {
	inv, err := command.Parse(`/judge tap card:Forest board:“me: Forest, Mana Reflection”`)
	if err != nil {
		panic(err)
	}
	fmt.Println(inv.Name)
	fmt.Println(inv.Options["board"])
	fmt.Println(inv)
	// Output:
	// judge tap
	// me: Forest, Mana Reflection
	// /judge tap board:"me: Forest, Mana Reflection" card:Forest
}

func ExampleParse_error() {
	_, err := command.Parse(`/judge enters card:"Endless One" x:two`)
	e := err.(*rules.InputError)
	fmt.Printf("%s: %s\n", e.Option, e.Message)
	fmt.Println(e.Caret())
	// Output:
	// x: expected a whole number 0 or more, got "two"
	// /judge enters card:"Endless One" x:two
	//                                    ^
}

func ExampleFromOptions() {
	inv, err := command.FromOptions("orrery upkeep", map[string]any{"hand": float64(0), "format": "2hg"})
	if err != nil {
		panic(err)
	}
	fmt.Println(inv)
	// Output: /orrery upkeep hand:0 format:2hg
}

func ExampleSpec_Usage() {
	spec, _ := command.Lookup("judge enters")
	fmt.Println(spec.Usage())
	// Output: /judge enters card:CARD [x:N] [cast:true|false] [board:BOARD]
}

func ExampleInvocation_Read() {
	inv, _ := command.Parse(`/orrery upkeep hand:0 orreries:2`)
	q, err := inv.Read() // the board is built and parsed once
	if err != nil {
		panic(err)
	}
	fmt.Printf("%T, %d permanents\n", q, len(q.Board().Permanents))
	fmt.Println(q) // the canonical command
	r, _ := inv.AnswerQuestion(context.Background(), q)
	fmt.Println(r.Command)
	fmt.Println(r.Canonical)
	fmt.Println(r.Answer)
	// Output:
	// command.UpkeepQuestion, 2 permanents
	// /judge upkeep board:"me: hand 0, 2x Ghirapur Orrery"
	// /orrery upkeep hand:0 orreries:2
	// /judge upkeep board:"me: hand 0, 2x Ghirapur Orrery"
	// Ghirapur Orrery triggers twice: you draw three cards.
}

func ExampleParse_questionInWords() {
	_, err := command.Parse("how many lands can I play with two orreries?")
	fmt.Println(err.(*rules.InputError).Message)
	// Output:
	// this reads as a question in words, and Orrery reads commands; the closest is /judge lands board:"me: 2x Ghirapur Orrery" (check the board and add what else is on it)
}
