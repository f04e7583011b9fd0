package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// CR 702.10c: "If a creature has haste, its controller can activate its
// activated abilities whose cost includes the tap symbol or the untap
// symbol even if that creature hasn't been controlled by that player
// continuously since their most recent turn began." Haste granted by any
// subject, in any keyword list, counts.
func TestRule702_10cHasteGrantedAnySubject(t *testing.T) {
	cases := []struct {
		grant string
		legal bool
	}{
		{"Equipped creature has vigilance, trample and haste.", false}, // not attached
		{"Creatures you control have flying, first strike, vigilance, trample, haste.", true},
		{"Green creatures you control have haste.", true},
		{"Blue creatures you control have haste.", false},
		{"Other Elves you control have haste.", true},
		{"Other Goblins you control have haste.", false},
		{"Creatures you control with power 1 or less have haste.", true},
		{"Creatures you control with power 2 or greater have haste.", false},
		{"Creatures your opponents control have haste.", false},
		{"All creatures have haste.", true},
	}
	for _, c := range cases {
		board := "me: Llanowar Elves (sick), [Odd Anthem: Enchantment — — " + c.grant + "]"
		r := ask(t, "judge activate", "board", board, "card", "Llanowar Elves")
		wantUnderstood(t, r, true)
		wantLegal(t, r, c.legal)
		if c.legal {
			wantRules(t, r, "702.10c")
		} else {
			wantRules(t, r, "302.6")
		}
	}
}

// Equipment grants haste to the creature it is attached to (CR 301.5,
// 702.10c); Lightning Greaves grants haste and shroud.
func TestRule702_10cHasteFromEquipment(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves (sick), [Odd Boots: Artifact — Equipment — Equipped creature has vigilance, trample and haste. | Equip {1}] (on Llanowar Elves)", "card", "Llanowar Elves")
	wantLegal(t, r, true)
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (sick), Lightning Greaves (on Llanowar Elves)", "card", "Llanowar Elves")
	wantLegal(t, r, true)
}

// "Other Elves you control have haste": the source itself is not among
// the others, so a sick Elf lord still can't tap (CR 302.6).
func TestRule302_6OtherExcludesTheSource(t *testing.T) {
	board := "me: [Elf Lord: Creature — Elf 2/2 — Other Elves you control have haste. | {T}: Add {G}.] (sick), Llanowar Elves (sick)"
	r := ask(t, "judge tap", "board", board, "card", "Elf Lord")
	wantLegal(t, r, false)
	r = ask(t, "judge tap", "board", board, "card", "Llanowar Elves")
	wantLegal(t, r, true)
}

// A creature's own "has haste as long as you control a Forest" applies
// only while the condition holds (CR 611.3a, 702.10c).
func TestRule611_3aConditionalSelfHaste(t *testing.T) {
	card := "[Odd Elf: Creature — Elf 1/1 — This creature has haste as long as you control a Forest. | {T}: Add {G}.] (sick)"
	r := ask(t, "judge tap", "board", "me: "+card+", Forest", "card", "Odd Elf")
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: "+card+", Island", "card", "Odd Elf")
	wantLegal(t, r, false)
	r = ask(t, "judge tap", "board", "me: "+card+"; opp: Forest", "card", "Odd Elf")
	wantLegal(t, r, false)
}

// "With power 1 or less" reads power, which counters change in layer 7c
// (CR 613.4c). Where the power before and after layer 7 are on two sides
// of the line, the engine does not guess.
func TestRule613_4cPowerSubjectRefusedWhenLayersDisagree(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves (sick, 1 +1/+1), [Odd Anthem: Enchantment — — Creatures you control with power 1 or less have haste.]", "card", "Llanowar Elves")
	wantUnderstood(t, r, false)
	r = ask(t, "judge lands", "board", "me: Llanowar Elves (sick, 1 +1/+1), [Odd Anthem: Enchantment — — Creatures you control with power 1 or less have haste.]")
	wantUnderstood(t, r, true)
}

// CR 305.7: "If an effect sets a land's subtype to one or more of the
// basic land types, the land no longer has its old land type. It loses
// all abilities generated from its rules text, its old land types, and
// any copiable effects affecting that land, and it gains the appropriate
// mana ability for each new basic land type." Any phrasing of the effect.
func TestRule305_7TypeSettingAnyPhrasing(t *testing.T) {
	cases := []struct {
		board, card, mana string
	}{
		{"me: Mountain, [Odd Moon: Enchantment — — All Mountains are Plains.]", "Mountain", "{W}"},
		{"me: Forest, [Odd Moon: Enchantment — — Forests you control are Swamps.]", "Forest", "{B}"},
		{"me: [Odd Moon: Enchantment — — Forests you control are Swamps.]; opp: Forest", "opp's Forest", "{G}"},
		{"me: Taiga, [Odd Moon: Enchantment — — Nonbasic lands are Islands.]", "Taiga", "{U}"},
		{"me: Taiga, [Odd Moon: Enchantment — — Each land is an Island.]", "Taiga", "{U}"},
		{"me: Taiga, [Odd Moon: Enchantment — — Each land is a Swamp in addition to its other land types.]", "Taiga", "{B}|{R}|{G}"},
		{"me: Island, [Odd Growth: Enchantment — Aura — Enchant land | Enchanted land is a Mountain, Forest, and Plains.] (on Island)", "Island", "{W}|{R}|{G}"},
	}
	for _, c := range cases {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		wantUnderstood(t, r, true)
		switch c.mana {
		case "{B}|{R}|{G}":
			wantMana(t, r, "{B}", "{R}", "{G}")
		case "{W}|{R}|{G}":
			wantMana(t, r, "{W}", "{R}", "{G}")
		default:
			wantMana(t, r, c.mana)
			if c.mana != "{G}" {
				wantRules(t, r, "305.7", "613.1d")
			}
		}
	}
}

// Type-setting text that names permanents which are not all lands is
// refused: the engine models land types on lands only.
func TestRule305_7LandTypesOnNonlandsRefused(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, [Odd Moon: Enchantment — — Creatures are Forests.]", "card", "Forest")
	wantUnderstood(t, r, false)
}

// CR 302.6 applies to a permanent that is a creature now, whenever it
// became one: a Sol Ring its controller has not controlled continuously
// since their most recent turn began can't {T} while it is a creature.
// "Each noncreature artifact is an artifact creature" adds the type in
// layer 4 (613.1d) and sets power and toughness in layer 7b (613.4b).
func TestRule302_6ArtifactMadeCreature(t *testing.T) {
	march := "[Odd March: Enchantment — — Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.]"
	r := ask(t, "judge tap", "board", "me: Sol Ring (sick), "+march, "card", "Sol Ring")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "302.6", "613.1d")
	r = ask(t, "judge tap", "board", "me: Sol Ring, "+march, "card", "Sol Ring")
	wantLegal(t, r, true)
	wantMana(t, r, "{C}{C}")
	r = ask(t, "judge tap", "board", "me: Sol Ring (sick), "+march+", Concordant Crossroads", "card", "Sol Ring")
	wantLegal(t, r, true)
	// Without the effect it is not a creature, and 302.6 does not apply.
	r = ask(t, "judge tap", "board", "me: Sol Ring (sick)", "card", "Sol Ring")
	wantLegal(t, r, true)
}

// CR 704.5f: a creature with toughness 0 or less is put into its owner's
// graveyard. A mana value 0 artifact made a 0/0 creature is refused, not
// answered as if it stayed.
func TestRule704_5fZeroToughnessArtifactCreatureRefused(t *testing.T) {
	march := "[Odd March: Enchantment — — Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.]"
	r := ask(t, "judge tap", "board", "me: [Odd Mox: Artifact — — {T}: Add {G}.], "+march, "card", "Odd Mox")
	wantUnderstood(t, r, false)
}

// CR 613.1f: ability-adding effects apply in layer 6. A granted ability in
// straight or curly quotes is one ability, not split at its colon.
func TestRule613_1fQuotedGrantedAbility(t *testing.T) {
	for _, grant := range []string{
		`Lands you control have "{T}: Add {B}."`,
		"Lands you control have \u201c{T}: Add {B}.\u201d",
		`Forests you control have "{T}: Add {B}."`,
		`Nonbasic lands you control have "{T}: Add {B}."`,
	} {
		r := ask(t, "judge tap", "board", "me: Forest, [Odd Lantern: Artifact — — "+grant+"]", "card", "Forest")
		wantUnderstood(t, r, true)
		if grant == `Nonbasic lands you control have "{T}: Add {B}."` {
			wantMana(t, r, "{G}")
			continue
		}
		wantMana(t, r, "{G}", "{B}")
		wantRules(t, r, "613.1f")
	}
	r := ask(t, "judge tap", "board", "me: Llanowar Elves, [Odd Banner: Artifact — — Creatures you control have \"{T}: Add {B}.\" and \"{T}: Add {R}.\"]", "card", "Llanowar Elves")
	wantMana(t, r, "{B}", "{R}", "{G}")
}

// CR 613.7 and 613.1d: land-type effects in layer 4 apply in timestamp
// order, which the board does not record; where the order changes what a
// land could produce, could-produce says so, one outcome per order, and
// mana_types holds every type some order allows.
func TestRule613_7CouldProducePerTimestampOrder(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Taiga, Blood Moon, [Odd Moon: Enchantment — — All Mountains are Plains.]", "card", "Taiga")
	wantUnderstood(t, r, true)
	wantTypes(t, r, "W", "R")
	wantRules(t, r, "613.7", "613.1d", "305.7")
	if len(r.Outcomes) != 2 {
		t.Fatalf("outcomes %+v, want one per order", r.Outcomes)
	}
	got := map[string]string{}
	for _, o := range r.Outcomes {
		got[o.Choices[0]] = joinAnd(o.ManaTypes)
	}
	if got["if the timestamps run Blood Moon, then Odd Moon"] != "W" || got["if the timestamps run Odd Moon, then Blood Moon"] != "R" {
		t.Errorf("outcomes per order %v", got)
	}
}

// CR 613.8a: an effect depends on another if applying the other changes
// what it applies to; it then applies after it whatever the timestamps
// (613.8b). "All Mountains are Plains" depends on Blood Moon for a
// nonbasic land that is not a Mountain until Blood Moon applies.
func TestRule613_8aDependencyDecidesTheOrder(t *testing.T) {
	r := ask(t, "judge could-produce", "board", "me: Mutavault, Blood Moon, [Odd Moon: Enchantment — — All Mountains are Plains.]", "card", "Mutavault")
	wantUnderstood(t, r, true)
	wantTypes(t, r, "W")
	wantRules(t, r, "613.8a")
	if len(r.Outcomes) != 0 {
		t.Errorf("outcomes %+v: the order is decided by dependency", r.Outcomes)
	}
}

// CR 613.4c: effects that modify power and toughness apply in layer 7c.
// "Gets +N/+N and has haste" grants haste and boosts; a -1/-1 effect
// that leaves a creature with toughness 0 puts it into the graveyard
// (704.5f) before anyone could tap it.
func TestRule613_4cBoostAndGrant(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Llanowar Elves (sick), [Odd Axe: Artifact — Equipment — Equipped creature gets +2/+1 and has haste. | Equip {2}] (on Llanowar Elves)", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (sick), [Odd Anthem: Enchantment — — Creatures you control get +1/+1.], [Odd Banner: Enchantment — — Creatures you control with power 1 or less have haste.]", "card", "Llanowar Elves")
	wantUnderstood(t, r, false)
	r = ask(t, "judge tap", "board", "me: Llanowar Elves, [Odd Plague: Enchantment — — Creatures you control get -1/-1.]", "card", "Llanowar Elves")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	wantRules(t, r, "704.5f")
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (sick), [Odd Chief: Creature — Goblin 2/2 — Other Goblin creatures you control get +1/+1 and have haste.], [Odd Goblin: Creature — Goblin 1/1 — {T}: Add {R}.] (sick)", "card", "Odd Goblin")
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (sick), [Odd Chief: Creature — Goblin 2/2 — Other Goblin creatures you control get +1/+1 and have haste.]", "card", "Llanowar Elves")
	wantLegal(t, r, false)
}

// Subjects name subtypes from the rules' lists (CR 205.3m): "Sliver
// creatures", "All Slivers"; a capitalised word that is no subtype is
// not read as one, and the text is refused rather than read as matching
// nothing.
func TestRule205_3mSubjectSubtypes(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: [Odd Sliver: Creature — Sliver 1/1 — {T}: Add {G}.] (sick), [Odd Hive: Enchantment — — Sliver creatures you control have haste.]", "card", "Odd Sliver")
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: [Odd Sliver: Creature — Sliver 1/1 — {T}: Add {G}.] (sick), [Odd Hive: Enchantment — — All Slivers have haste.]", "card", "Odd Sliver")
	wantLegal(t, r, true)
	r = ask(t, "judge tap", "board", "me: [Odd Sliver: Creature — Sliver 1/1 — {T}: Add {G}.] (sick), [Odd Hive: Enchantment — — Tapped creatures you control have haste.]", "card", "Odd Sliver")
	wantUnderstood(t, r, false)
}

// CR 602.1: an activated ability is written "[Cost]: [Effect.]". A static
// template never reads one: its effect applies only once it resolves.
func TestRule602_1ActivatedIsNotStatic(t *testing.T) {
	c, err := catalog.NewInline("Odd Relic", "Artifact", "{T}: Lands you control are Swamps.")
	if err != nil {
		t.Fatal(err)
	}
	if a := Compile(c)[0]; a.Kind != KindActivated {
		t.Errorf("compiled to %s: %+v", a.Kind, a)
	}
	r := ask(t, "judge tap", "board", "me: Forest, [Odd Relic: Artifact — — {T}: Lands you control are Swamps.]", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
}

// TestTimestampOrderStepsKeepNames: a step told for one timestamp order
// (CR 613.7) keeps the capital of the card name it begins with.
func TestTimestampOrderStepsKeepNames(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Blood Moon, Celestial Dawn, Taiga, Forest")
	want := "If the timestamps run Blood Moon, then Celestial Dawn: Blood Moon's effect (layer 4) makes Taiga a Mountain"
	for _, s := range r.Steps {
		if strings.HasPrefix(s.Text, want) {
			return
		}
	}
	t.Errorf("no step begins %q; steps: %+v", want, r.Steps)
}

// CR 302.6, 613.1d, 613.4b: an Aura that makes the land or artifact it
// enchants a creature (Living Terrain, Vastwood Zendikon, Ensoul
// Artifact) makes its {T} abilities wait for its controller to have
// controlled it continuously since their turn began, whenever the Aura
// came; a creature made so sets its power and toughness in layer 7b.
// March of the Machines depends on Ensoul Artifact (613.8a): the artifact
// is a creature first, so no noncreature artifact, and stays 5/5.
func TestRule302_6AuraMakesPermanentCreature(t *testing.T) {
	for _, c := range []struct {
		board, card string
		legal       bool
	}{
		{"me: Forest (sick), Living Terrain (on Forest)", "Forest", false},
		{"me: Forest, Living Terrain (sick, on Forest)", "Forest", true},
		{"me: Forest (sick), Vastwood Zendikon (on Forest)", "Forest", false},
		{"me: Forest (sick), Living Terrain (on Forest), Concordant Crossroads", "Forest", true},
		{"me: Sol Ring (sick), Ensoul Artifact (on Sol Ring)", "Sol Ring", false},
		{"me: Sol Ring, Ensoul Artifact (sick, on Sol Ring)", "Sol Ring", true},
		{"me: Sol Ring, Ensoul Artifact (on Sol Ring); opp: Cursed Totem", "Sol Ring", false},
		{"me: Lotus Petal, Ensoul Artifact (on Lotus Petal), March of the Machines", "Lotus Petal", true},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", c.card)
		if !r.Understood || r.Legal == nil || *r.Legal != c.legal {
			t.Errorf("%s: understood %v, legal %v; want legal %v (%s)", c.board, r.Understood, r.Legal, c.legal, r.Answer)
		}
	}
	r := ask(t, "judge tap", "board", "me: Forest, Living Terrain (on Forest), Llanowar Elves, Gaea's Cradle", "card", "Gaea's Cradle")
	wantMana(t, r, "{G}{G}")
}

// CR 613.4b, 613.7: two effects that set a creature's base power and
// toughness in layer 7b to different values apply in timestamp order,
// which the board does not record: Living Terrain's 5/6 and Living Lands'
// 1/1 on one Forest, or Humility's 1/1 beside an Aura that sets 5/5, leave
// it one of the two, above 0 either way, so no state-based action puts it
// into a graveyard and the answer stands; with a -1/-1 counter it may
// die, and the engine refuses. An effect that makes an artifact a
// creature says so without calling it a land.
func TestRule613_7TwoPowerToughnessSettings(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Forest, Living Terrain (on Forest), Living Lands", "card", "Forest")
	wantUnderstood(t, r, true)
	wantMana(t, r, "{G}")
	wantRules(t, r, "613.7")
	r = ask(t, "judge tap", "board", "me: Forest, Living Terrain (on Forest); opp: Humility", "card", "Forest")
	wantUnderstood(t, r, true)
	wantLegal(t, r, false)
	r = ask(t, "judge lands", "board", "me: Ghirapur Orrery, Ensoul Artifact (on Ghirapur Orrery); opp: Humility")
	wantUnderstood(t, r, true)
	if r.LandPlays == nil || *r.LandPlays != 1 {
		t.Errorf("land_plays %v, want 1 (%s)", r.LandPlays, r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Forest (1 -1/-1), Living Terrain (on Forest), Living Lands", "card", "Forest")
	wantUnderstood(t, r, false)
	r = ask(t, "judge tap", "board", "me: Sol Ring, Ensoul Artifact (on Sol Ring)", "card", "Sol Ring")
	for _, s := range r.Steps {
		if strings.Contains(s.Text, "still a land") {
			t.Errorf("step %q calls Sol Ring a land", s.Text)
		}
	}
}

// TestRule613_1dAddedTypesWording: an effect that adds card types (March
// of the Machines, layer 4) says "an artifact creature" of one permanent
// and "artifact creatures" of more, with "its" or "their" mana value for
// power and toughness (layer 7b).
func TestRule613_1dAddedTypesWording(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"me: March of the Machines, Sol Ring", "March of the Machines' effect (layer 4) makes Sol Ring an artifact creature in addition to its other types, with power and toughness each equal to its mana value"},
		{"me: March of the Machines, Sol Ring, 2x Mana Vault", "March of the Machines' effect (layer 4) makes Sol Ring and Mana Vault artifact creatures in addition to their other types, with power and toughness each equal to their mana value"},
	} {
		r := ask(t, "judge tap", "board", c.board, "card", "Sol Ring")
		wantUnderstood(t, r, true)
		wantRules(t, r, "613.1d", "613.4b")
		wantStepPrefix(t, r, c.board, c.want)
	}
	// Adaptive Automaton's chosen creature type, named on the board or
	// not.
	for _, c := range []struct{ board, want string }{
		{"me: Adaptive Automaton (named Elf), Forest", "Adaptive Automaton's effect (layer 4) makes Adaptive Automaton an Elf in addition to its other types"},
		{"me: Adaptive Automaton, Forest", "Adaptive Automaton's effect (layer 4) makes Adaptive Automaton the chosen creature type in addition to its other types"},
	} {
		wantStepPrefix(t, ask(t, "judge tap", "board", c.board, "card", "Forest"), c.board, c.want)
	}
}

// wantStepPrefix checks that a step of r begins with want.
func wantStepPrefix(t *testing.T, r *Ruling, board, want string) {
	t.Helper()
	for _, s := range r.Steps {
		if strings.HasPrefix(s.Text, want) {
			return
		}
	}
	t.Errorf("%s: no step begins %q; steps: %+v", board, want, r.Steps)
}
