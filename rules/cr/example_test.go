package cr_test

import (
	"fmt"
	"strings"

	"github.com/orrery-judge/orrery/rules/cr"
)

func ExampleLookup() {
	r, ok := cr.Lookup("CR 106.5")
	fmt.Println(ok, r.Number, r.Text)
	fmt.Println(len(r.Examples), strings.HasPrefix(r.Examples[0], "Meteor Crater"))
	// Output:
	// true 106.5 If an ability would produce one or more mana of an undefined type, it produces no mana instead.
	// 1 true
}

func ExampleSearch() {
	for _, r := range cr.Search("intervening if", 2) {
		fmt.Println(r.Number)
	}
	// Output:
	// 603.4
	// 608.2a
}

func ExampleComplete() {
	fmt.Println(cr.Complete("106.1", 4))
	// Output:
	// [106.1 106.1a 106.1b 106.10]
}

func ExampleParse() {
	file := "\ufeffMagic: The Gathering Comprehensive Rules\r\n\r\n" +
		"These rules are effective as of February 7, 2031.\r\n\r\n" +
		"106. Mana\r\n\r\n" +
		"106.5. If an ability would produce one or more mana of an undefined type, it produces no mana instead.\r\n"
	d, err := cr.Parse(strings.NewReader(file))
	if err != nil {
		fmt.Println(err)
		return
	}
	title, _ := d.Section("106.5")
	fmt.Println(d.Edition, len(d.Rules), title)

	_, err = cr.Parse(strings.NewReader("Oracle text:\n{T}: Add {G}.\n"))
	fmt.Println(err)
	// Output:
	// 2031-02-07 1 Mana
	// comprehensive rules line 3: no rules found: this does not look like the Comprehensive Rules (expected numbered rules like "100.1. These Magic rules apply ...")
}
