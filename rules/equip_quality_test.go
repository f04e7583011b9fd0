package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// CR 702.6a, 702.6c: "Equip legendary creature {3}" means "{3}: Attach
// this permanent to target legendary creature you control. Activate only
// as a sorcery." Blackblade Reforged's first equip ability can be
// activated beside a legendary creature its controller controls, not
// beside a creature that is not legendary nor an opponent's legendary
// one; its "Equip {7}" targets any creature they control (702.6d). Both
// were refused ("no template matches this text").
func TestRule702_6cEquipLegendaryCreature(t *testing.T) {
	for _, c := range []struct {
		board   string
		ability string
		legal   bool
	}{
		{"me: Blackblade Reforged, Isamaru, Hound of Konda, 3x Plains", "2", true},
		{"me: Blackblade Reforged, Isamaru, Hound of Konda, 3x Plains", "", true},
		{"me: Blackblade Reforged, Grizzly Bears, 3x Plains", "2", false},
		{"me: Blackblade Reforged, Grizzly Bears, 3x Plains", "3", true},
		{"me: Blackblade Reforged, 3x Plains; opp: Isamaru, Hound of Konda", "2", false},
		{"me: Blackblade Reforged, 3x Plains; opp: Isamaru, Hound of Konda", "", false},
		{"step: upkeep; me: Blackblade Reforged, Isamaru, Hound of Konda, 3x Plains", "2", false},
	} {
		kv := []string{"board", c.board, "card", "Blackblade Reforged"}
		if c.ability != "" {
			kv = append(kv, "ability", c.ability)
		}
		r := ask(t, "judge activate", kv...)
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		if !c.legal && c.ability == "2" && !strings.HasPrefix(c.board, "step") {
			wantRules(t, r, "702.6c")
			if !strings.Contains(r.Answer, "target legendary creature you control") {
				t.Errorf("%s: answer %q does not name the legendary target", c.board, r.Answer)
			}
		}
	}
}

// CR 702.6c, 702.18a, 702.11b: the legendary creature "Equip legendary
// creature" targets can't have shroud (Isamaru, Hound of Konda wearing
// Lightning Greaves), while its controller's own hexproof creature (Thrun,
// the Last Troll) is a legal target of their ability.
func TestRule702_6cEquipLegendaryShroudAndHexproof(t *testing.T) {
	r := ask(t, "judge activate", "board", "me: Blackblade Reforged, Isamaru, Hound of Konda, Lightning Greaves (on Isamaru, Hound of Konda), 3x Plains", "card", "Blackblade Reforged", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "702.18a")
	r = ask(t, "judge activate", "board", "me: Blackblade Reforged, Thrun, the Last Troll, 3x Plains", "card", "Blackblade Reforged", "ability", "2")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
}

// CR 702.6c: the quality is read only as "legendary creature"; the
// compiled ability keeps equip's keyword, cost and sorcery timing.
func TestRule702_6cEquipQualityCompiled(t *testing.T) {
	var got []*Ability
	for _, a := range Compile(mustCard(t, "Blackblade Reforged")) {
		if len(a.Keywords) == 1 && a.Keywords[0] == "equip" {
			got = append(got, a)
		}
	}
	if len(got) != 2 {
		t.Fatalf("equip abilities %d, want 2", len(got))
	}
	if a := got[0]; !a.Understood || a.EquipQuality != "legendary" || a.Cost.Mana != "{3}" || !a.Restriction.Sorcery {
		t.Errorf("Equip legendary creature {3}: %+v", a)
	}
	if a := got[1]; !a.Understood || a.EquipQuality != "" || a.Cost.Mana != "{7}" {
		t.Errorf("Equip {7}: %+v", a)
	}
}

// CR 702.6c, 702.6e: only "Equip legendary creature [cost]" is read as an
// equip with a quality; other qualities ("Equip Knight {1}", "Equip
// planeswalker {1}", which attaches to a planeswalker as though it were a
// creature) are left not understood, and a question they may bear on is
// refused.
func TestRule702_6cOtherEquipQualitiesNotRead(t *testing.T) {
	card := func(text string) *catalog.Card {
		c, err := catalog.NewInline("Test Blade", "Artifact — Equipment", text)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, text := range []string{"Equip Knight {1}", "Equip planeswalker {1}", "Equip snow creature {2}"} {
		a := Compile(card(text))[0]
		if a.Understood {
			t.Errorf("%q understood: %+v", text, a)
		}
	}
	a := Compile(card("Equip legendary creature {1}{W}"))[0]
	if !a.Understood || a.EquipQuality != "legendary" || a.Cost.Mana != "{1}{W}" {
		t.Errorf("Equip legendary creature {1}{W}: %+v", a)
	}
}

// CR 702.6c: an Equipment whose one equip ability is "Equip legendary
// creature" can be attached only to a legendary creature, so the haste it
// gives bears on a sick nonlegendary creature's mana not at all: the "no"
// stands beside a legendary creature that makes no mana, and beside a
// sick legendary mana creature the question is still refused.
func TestRule702_6cEquipQualityHasteOnlyForThatQuality(t *testing.T) {
	boots := "[Speed Boots: Artifact — Equipment — Equipped creature has haste. | Equip legendary creature {1}]"
	r := pay(t, "me: "+boots+", Llanowar Elves (sick), Isamaru, Hound of Konda", "{G}")
	wantUnderstood(t, r, true)
	wantPayable(t, r, false)
	r = pay(t, "me: "+boots+", Rofellos, Llanowar Emissary (sick), Forest, Llanowar Elves", "{G}{G}{G}")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "attached to Rofellos") {
		t.Errorf("answer %q: want Rofellos named", r.Answer)
	}
}
