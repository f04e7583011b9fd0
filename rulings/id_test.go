package rulings_test

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rulings"
)

func TestNormalizeID(t *testing.T) {
	for in, want := range map[string]string{
		"7K3M9QXD":     "7K3M9QXD",
		"7k3m9qxd":     "7K3M9QXD",
		" 7K3M-9QXD ":  "7K3M9QXD",
		"7K3M 9QXD":    "7K3M9QXD",
		"OIL0ABCD":     "0110ABCD",
		"7K3M9QXDZ":    "7K3M9QXDZ",
		"oooooooooooo": "000000000000",
	} {
		got, err := rulings.NormalizeID(in)
		if err != nil || got != want {
			t.Errorf("NormalizeID(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for in, why := range map[string]string{
		"7K3M9QX":   "8 to 52",
		"7K3M9QXU":  `'U'`,
		"7K3M9QX!":  `'!'`,
		"":          "8 to 52",
		"ruling 42": "not a letter or digit of an id",
	} {
		_, err := rulings.NormalizeID(in)
		if err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("NormalizeID(%q) err = %v, want it to say %s", in, err, why)
		}
	}
}

func TestIDPrefix(t *testing.T) {
	for in, want := range map[string]string{
		"7":         "7",
		"7k3":       "7K3",
		"7K3M-9Q":   "7K3M9Q",
		"oil":       "011",
		"7K3M9QXDZ": "7K3M9QXDZ",
	} {
		if got, ok := rulings.IDPrefix(in); !ok || got != want {
			t.Errorf("IDPrefix(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "-", " - ", "7K3U", "orrery upkeep", "7K3\t"} {
		if got, ok := rulings.IDPrefix(in); ok {
			t.Errorf("IDPrefix(%q) = %q, true; want no prefix", in, got)
		}
	}
}

func TestFullIDUsesTheAlphabet(t *testing.T) {
	r := landsRuling(2)
	full := rulings.FullID(r)
	if len(full) != 52 {
		t.Errorf("full id %q has %d characters, want 52", full, len(full))
	}
	for _, c := range full {
		if strings.ContainsRune("ILOU", c) || !strings.ContainsRune(rulings.Alphabet, c) {
			t.Errorf("full id %q has %q", full, c)
		}
	}
	if rulings.FullID(landsRuling(2)) != full {
		t.Error("the same ruling has two full ids")
	}
	// The engine version is part of the address.
	r.Engine = "0.0.1"
	if rulings.FullID(r) == full {
		t.Error("a different engine version gives the same id")
	}
	// Without a canonical form, the command and board stand for it.
	a := landsRuling(2)
	a.Canonical = ""
	if rulings.Canonical(a) != a.Command+"\n"+a.Board {
		t.Errorf("Canonical without the field = %q", rulings.Canonical(a))
	}
	if _, err := rulings.NormalizeID(full); err != nil {
		t.Errorf("full id does not normalize: %v", err)
	}
}
