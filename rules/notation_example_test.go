package rules_test

import (
	"errors"
	"fmt"

	"github.com/orrery-judge/orrery/rules"
)

func ExampleParseBoard() {
	b, err := rules.ParseBoard("opp: hand 2; Ghirapur Orrery, Wild Growth (on Forest), forest (tapped), hand 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b)
	fmt.Println(len(b.Players), "players,", len(b.Permanents), "permanents; turn:", b.Turn, "step:", b.Step, "format:", b.Format)
	// Output:
	// me: hand 0, Ghirapur Orrery, Wild Growth (on Forest), Forest (tapped); opp: hand 2
	// 2 players, 3 permanents; turn: me step: main1 format: 1v1
}

func ExampleParseBoard_error() {
	_, err := rules.ParseBoard("me: Forest, Reflectin Pool")
	var ie *rules.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Message)
		fmt.Println(ie.Suggestions)
		fmt.Println(ie.Caret())
	}
	// Output:
	// unknown card "Reflectin Pool"
	// [Reflecting Pool Deflecting Palm]
	// me: Forest, Reflectin Pool
	//             ^
}

func ExampleBoard_Find() {
	b, _ := rules.ParseBoard("me: Forest, Exotic Orchard; opp: Exotic Orchard, Reflecting Pool")
	for _, text := range []string{"Exotic Orchard", "opp's Exotic Orchard", "Reflecting Pool", "Exotic Orchard #3"} {
		ref, err := rules.ParseCardRef(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		p, err := b.Find(ref)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %s's %s\n", text, p.Controller, p.Card.Name)
	}
	// Output:
	// Exotic Orchard: me's Exotic Orchard
	// opp's Exotic Orchard: opp's Exotic Orchard
	// Reflecting Pool: opp's Reflecting Pool
	// card: there is no Exotic Orchard #3; there are only 2 permanents named Exotic Orchard on the board
}

func ExampleParseBoard_forgiving() {
	b, err := rules.ParseBoard("my: 2 Forests, empty hand, played 1 land, opponent: Vivid Crag (0 charge)")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b)
	// Output:
	// me: hand 0, lands played 1, 2x Forest; opp: Vivid Crag
}
