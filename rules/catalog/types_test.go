package catalog

import (
	"reflect"
	"strings"
	"testing"
)

func TestSplitTypeLine(t *testing.T) {
	cases := []struct {
		in              string
		super, typ, sub []string
	}{
		{"Legendary Enchantment Creature — Nymph Dryad", []string{"Legendary"}, []string{"Enchantment", "Creature"}, []string{"Nymph", "Dryad"}},
		{"Legendary Enchantment Creature - Nymph Dryad", []string{"Legendary"}, []string{"Enchantment", "Creature"}, []string{"Nymph", "Dryad"}},
		{"Basic Snow Land — Forest", []string{"Basic", "Snow"}, []string{"Land"}, []string{"Forest"}},
		{"Land", nil, []string{"Land"}, nil},
		{"Artifact Creature — Assembly-Worker", nil, []string{"Artifact", "Creature"}, []string{"Assembly-Worker"}},
		{"Creature—Elf", nil, []string{"Creature"}, []string{"Elf"}},
		{"Land — Urza's Mine", nil, []string{"Land"}, []string{"Urza's", "Mine"}},
		{"World Enchantment", []string{"World"}, []string{"Enchantment"}, nil},
		{"", nil, nil, nil},
	}
	for _, c := range cases {
		super, typ, sub := SplitTypeLine(c.in)
		if !reflect.DeepEqual(super, c.super) || !reflect.DeepEqual(typ, c.typ) || !reflect.DeepEqual(sub, c.sub) {
			t.Errorf("SplitTypeLine(%q) = %q %q %q, want %q %q %q", c.in, super, typ, sub, c.super, c.typ, c.sub)
		}
	}
}

func TestNewInline(t *testing.T) {
	c, err := NewInline(" Mystery  Land ", "Land - Mountain", "{T}: Add {R} or {G}.")
	if err != nil {
		t.Fatal(err)
	}
	want := &Card{
		Name: "Mystery Land", TypeLine: "Land — Mountain", Types: []string{"Land"},
		Subtypes: []string{"Mountain"}, Oracle: "{T}: Add {R} or {G}.", Inline: true,
	}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("got  %+v\nwant %+v", c, want)
	}

	c, err = NewInline("Big Elf", "legendary creature — Elf Warrior 4/*", "Trample\n\nVigilance\n")
	if err != nil {
		t.Fatal(err)
	}
	if c.TypeLine != "Legendary Creature — Elf Warrior" || c.Power != "4" || c.Toughness != "*" ||
		c.Oracle != "Trample\nVigilance" || !c.HasSupertype("legendary") || !c.HasType("creature") || !c.HasSubtype("elf") {
		t.Errorf("Big Elf: %+v", c)
	}
	if c, err := NewInline("Rock", "Artifact", ""); err != nil || c.Oracle != "" {
		t.Errorf("vanilla artifact: %+v, %v", c, err)
	}
}

func TestNewInlineErrors(t *testing.T) {
	cases := []struct {
		name, typeLine string
		want           []string
	}{
		{"", "Land", []string{"no name"}},
		{"X", "  ", []string{`"X"`, "no type line"}},
		{"X", "Lnd", []string{`"Lnd" is not a card type`, "Land, Creature", `did you mean "Land"`}},
		{"X", "Creature Elf", []string{`"Elf" is not a card type`, "subtypes go after a dash"}},
		{"X", "— Elf", []string{"has no card type"}},
		{"X", "Legendary", []string{"has no card type"}},
		{"X", "Land Legendary", []string{`supertype "Legendary" must come before`}},
		{"X", "Creature — 2/2", []string{"has a dash but no subtypes"}},
		{"X", "3/3", []string{"power/toughness but no card type"}},
	}
	for _, c := range cases {
		card, err := NewInline(c.name, c.typeLine, "text")
		if err == nil {
			t.Errorf("NewInline(%q, %q) = %+v, want an error", c.name, c.typeLine, card)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("NewInline(%q, %q) error %q lacks %q", c.name, c.typeLine, err, w)
			}
		}
	}
}
