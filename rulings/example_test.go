package rulings_test

import (
	"fmt"

	"github.com/orrery-judge/orrery/rulings"
)

// Ids are read aloud and typed by hand: case, hyphens and spaces do not
// matter, and O, I and L are read as 0, 1 and 1.
func ExampleNormalizeID() {
	for _, typed := range []string{"478xqa9f", "478X-QA9F", "7K3MOQXL"} {
		id, err := rulings.NormalizeID(typed)
		fmt.Println(id, err)
	}
	_, err := rulings.NormalizeID("478XQA9U")
	fmt.Println(err)
	// Output:
	// 478XQA9F <nil>
	// 478XQA9F <nil>
	// 7K3M0QX1 <nil>
	// "478XQA9U" is not a ruling id: 'U' at position 8 is not a letter or digit of an id (ids use 0123456789ABCDEFGHJKMNPQRSTVWXYZ)
}
