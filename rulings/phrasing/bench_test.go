package phrasing_test

import (
	"testing"

	"github.com/orrery-judge/orrery/rulings/phrasing"
)

// BenchmarkCheck: checking one faithful rewording of a tap ruling, the
// work the bot does on every phrasing the language model returns.
func BenchmarkCheck(b *testing.B) {
	r := ask(b, reflectionTap)
	text := "Tapping Forest for mana gets you {G}{G}. Forest's ability adds {G}, and Mana Reflection is a replacement effect that turns that {G} into {G}{G} (rules 106.12b and 616.1)."
	if err := phrasing.Check(r, text, 0); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := phrasing.Check(r, text, 0); err != nil {
			b.Fatal(err)
		}
	}
}
