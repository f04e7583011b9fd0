package spelling

import "testing"

func TestDistance(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"tap", "tap", 0}, {"tap", "tp", 1}, {"tap", "tapp", 1},
		{"jduge", "judge", 1}, {"board", "bord", 1}, {"kitten", "sitting", 3}, {"", "abc", 3},
		{"Exotic", "Exotci", 1}, {"abilty", "ability", 1}, {"dependancy", "dependency", 1},
		{"Æther", "Aether", 2},
	}
	for _, c := range cases {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
		if got := Distance(c.b, c.a); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.b, c.a, got, c.want)
		}
	}
}

// AtMost agrees with Distance up to its bound and says "more" past it.
func TestAtMost(t *testing.T) {
	words := []string{"", "a", "mana", "ability", "abilty", "xyzzyq", "xenagos", "dependency", "trample", "trampel"}
	for _, a := range words {
		for _, b := range words {
			d := Distance(a, b)
			for most := 0; most <= 3; most++ {
				want := min(d, most+1)
				if got := AtMost(a, b, most); got != want {
					t.Errorf("AtMost(%q, %q, %d) = %d, want %d (distance %d)", a, b, most, got, want, d)
				}
			}
		}
	}
}

func FuzzDistance(f *testing.F) {
	f.Add("mana abilty", "mana ability")
	f.Add("", "x")
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 64 || len(b) > 64 {
			return
		}
		d := Distance(a, b)
		if d != Distance(b, a) {
			t.Errorf("not symmetric: %q %q", a, b)
		}
		if (d == 0) != (string([]rune(a)) == string([]rune(b))) {
			t.Errorf("Distance(%q, %q) = %d", a, b, d)
		}
		if got := AtMost(a, b, 1); got != min(d, 2) {
			t.Errorf("AtMost(%q, %q, 1) = %d, distance %d", a, b, got, d)
		}
	})
}
