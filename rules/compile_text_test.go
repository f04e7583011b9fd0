package rules

import (
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Oracle text has been worded in several eras; each is read the same.
func TestNormalizeTemplatingEras(t *testing.T) {
	azusa := &catalog.Card{Name: "Azusa, Lost but Seeking", Supertypes: []string{"Legendary"}, Types: []string{"Creature"}}
	rasputin := &catalog.Card{Name: "Rasputin Dreamweaver", Supertypes: []string{"Legendary"}, Types: []string{"Creature"}}
	walker := &catalog.Card{Name: "Hangarback Walker", Types: []string{"Artifact", "Creature"}}
	cases := []struct {
		card      *catalog.Card
		line, out string
	}{
		{walker, "Hangarback Walker enters the battlefield with X +1/+1 counters on it.", "this enters with X +1/+1 counters on it."},
		{walker, "This creature enters with X +1/+1 counters on it.", "this enters with X +1/+1 counters on it."},
		{walker, "CARDNAME enters the battlefield tapped.", "this enters tapped."},
		{azusa, "Azusa enters the battlefield tapped.", "this enters tapped."},
		{azusa, "Azusa, Lost but Seeking enters the battlefield tapped.", "this enters tapped."},
		{rasputin, "Rasputin Dreamweaver enters the battlefield with seven dream counters on it.", "this enters with seven dream counters on it."},
		{rasputin, "Remove a dream counter from Rasputin: Add {C}.", "Remove a dream counter from this: Add {C}."},
		{walker, "At the beginning of each player's upkeep, that player draws a card for each card in his or her hand.", "At the beginning of each player's upkeep, that player draws a card for each card in their hand."},
		{walker, "{T}: Add {C}. Activate this ability only if you control an artifact.", "{T}: Add {C}. Activate only if you control an artifact."},
		{walker, "Flying (This creature can't be blocked except by creatures with flying or reach.)", "Flying"},
		{walker, "Metalcraft — {T}: Add one mana of any color.", "{T}: Add one mana of any color."},
		// A predefined token's own text (CR 111.10a) and a newer card
		// type's.
		{&catalog.Card{Name: "Treasure", Types: []string{"Artifact"}}, "{T}, Sacrifice this token: Add one mana of any color.", "{T}, Sacrifice this: Add one mana of any color."},
		{&catalog.Card{Name: "Invasion of Zendikar", Types: []string{"Battle"}}, "When this battle enters, search your library.", "When this enters, search your library."},
		// A legend's first name that is also its subtype is not its name.
		{&catalog.Card{Name: "Sliver Queen", Supertypes: []string{"Legendary"}, Types: []string{"Creature"}, Subtypes: []string{"Sliver"}}, "{2}: Create a 1/1 colorless Sliver creature token.", "{2}: Create a 1/1 colorless Sliver creature token."},
		{&catalog.Card{Name: "The Locust God", Supertypes: []string{"Legendary"}, Types: []string{"Creature"}}, "The next time you would draw, draw two.", "The next time you would draw, draw two."},
		// A card named for a keyword is not the keyword.
		{&catalog.Card{Name: "Lifelink", Types: []string{"Enchantment"}}, "Enchanted creature has lifelink.", "Enchanted creature has lifelink."},
		// A name inside a longer word is not the card's name.
		{&catalog.Card{Name: "Mountain Goat", Types: []string{"Creature"}}, "Mountain Goatskin is not this card.", "Mountain Goatskin is not this card."},
	}
	for _, tc := range cases {
		if got := normalize(tc.card, tc.line); got != tc.out {
			t.Errorf("normalize(%s, %q) = %q, want %q", tc.card.Name, tc.line, got, tc.out)
		}
	}
}

// CR 207.2: reminder text is in parentheses and is not rules text. The
// ability keeps its text as printed, reminder and all, to show it.
func TestRule207_2ReminderTextShownNotRead(t *testing.T) {
	c, ok := catalog.Lookup("Noble Hierarch")
	if !ok {
		t.Fatal("Noble Hierarch is not in the pool")
	}
	abil := Compile(c)
	if len(abil) != 2 || abil[0].Kind != KindKeyword || !abil[0].Understood || abil[0].Text != "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)" {
		t.Fatalf("Noble Hierarch's exalted: %+v", abil[0])
	}
	if abil[1].Kind != KindMana || !abil[1].Understood || len(abil[1].Mana.Options) != 3 {
		t.Fatalf("Noble Hierarch's mana ability: %+v", abil[1])
	}
}

// Mana abilities of pool cards as the pool prints them, by name.
func TestPoolManaCards(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Noble Hierarch", "card", "Noble Hierarch")
	wantMana(t, r, "{G}", "{U}", "{W}")
	r = ask(t, "judge tap", "board", "me: Llanowar Elves (sick)", "card", "Llanowar Elves")
	wantLegal(t, r, false)
	r = ask(t, "judge could-produce", "board", "me: Sylvan Caryatid", "card", "Sylvan Caryatid")
	if !r.Understood || len(r.ManaTypes) != 5 {
		t.Errorf("Sylvan Caryatid could produce %v (%s)", r.ManaTypes, r.Answer)
	}
	r = ask(t, "judge tap", "board", "me: Cabal Coffers, Swamp, Swamp, Swamp", "card", "Cabal Coffers")
	wantMana(t, r, "{B}{B}{B}")
	r = ask(t, "judge tap", "board", "me: Mystic Gate", "card", "Mystic Gate")
	wantMana(t, r, "{C}", "{U}{U}", "{W}{U}", "{W}{W}")
	r = ask(t, "judge tap", "board", "me: Forest, Fertile Ground (on Forest)", "card", "Forest")
	wantMana(t, r, "{B}{G}", "{G}{G}", "{R}{G}", "{U}{G}", "{W}{G}")
	// Crypt Ghast's and Gemstone Caverns' mana abilities, without their
	// other abilities (extort, the opening hand), which bear on other
	// questions.
	r = ask(t, "judge tap", "board", "me: Swamp, [Ghast: Creature — Spirit — Whenever you tap a Swamp for mana, add an additional {B}.]", "card", "Swamp")
	wantMana(t, r, "{B}{B}")
	r = ask(t, "judge tap", "board", "me: [Caverns: Land — {T}: Add {C}. If Caverns has a luck counter on it, instead add one mana of any color.] (1 luck)", "card", "Caverns")
	wantMana(t, r, "{B}", "{G}", "{R}", "{U}", "{W}")
	r = ask(t, "judge tap", "board", "me: [Caverns: Land — {T}: Add {C}. If Caverns has a luck counter on it, instead add one mana of any color.]", "card", "Caverns")
	wantMana(t, r, "{C}")
	r = ask(t, "judge activate", "board", "me: Simian Spirit Guide", "card", "Simian Spirit Guide")
	wantLegal(t, r, false)
	r = ask(t, "judge could-produce", "board", "me: Simian Spirit Guide", "card", "Simian Spirit Guide")
	if !r.Understood || len(r.ManaTypes) != 0 {
		t.Errorf("Simian Spirit Guide on the battlefield could produce %v (%s)", r.ManaTypes, r.Answer)
	}
}

// Leafkin Druid and Incubation Druid add more mana under a condition the
// board shows.
func TestPoolManaInstead(t *testing.T) {
	r := ask(t, "judge tap", "board", "me: Leafkin Druid, Llanowar Elves, Llanowar Elves", "card", "Leafkin Druid")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Leafkin Druid, Llanowar Elves, Llanowar Elves, Llanowar Elves", "card", "Leafkin Druid")
	wantMana(t, r, "{G}{G}")
	r = ask(t, "judge tap", "board", "me: Incubation Druid, Forest", "card", "Incubation Druid")
	wantMana(t, r, "{G}")
	r = ask(t, "judge tap", "board", "me: Incubation Druid (1 +1/+1), Forest, Island", "card", "Incubation Druid")
	wantMana(t, r, "{G}{G}{G}", "{U}{U}{U}")
}

// CR 305.2: "A player can normally play one land during their turn;
// however, continuous effects may increase this number." Storm Cauldron
// words it "during each of their turns".
func TestRule305_2StormCauldron(t *testing.T) {
	r := ask(t, "judge lands", "board", "me: [Cauldron: Artifact — Each player may play an additional land during each of their turns.]")
	if !r.Understood || r.LandPlays == nil || *r.LandPlays != 2 {
		t.Errorf("Storm Cauldron: %s", r.Answer)
	}
}

// CR 207.2c: "will of the council" is an ability word, which has no rules
// meaning; Custodi Squire's trigger on entering was not read with it in
// front, and its text stopped an upkeep beside Ghirapur Orrery, where
// nothing enters.
func TestRule207_2cWillOfTheCouncilIsAnAbilityWord(t *testing.T) {
	r := ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Custodi Squire, hand 0")
	wantUnderstood(t, r, true)
	wantDraws(t, r, []string{"me"}, "me=3")
	r = ask(t, "judge upkeep", "board", "me: Ghirapur Orrery, Coercive Portal, hand 0")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "the effect \u201cstarting with you, each player votes") {
		t.Errorf("Coercive Portal: %s", r.Answer)
	}
}

// CR 113.10: an ability a card's effect gives a token speaks of the
// token: a reason that quotes Tetravus's text does not put Tetravus's
// name in the Tetravites' "This creature can't be enchanted."
func TestRule113_10GrantedAbilityKeepsItsOwnThis(t *testing.T) {
	got := namedForThis(reThisQuoted, `remove counters from this. They each have flying and "this can't be enchanted."`, "Tetravus")
	if want := `remove counters from Tetravus. They each have flying and "this can't be enchanted."`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// The positive-understanding rule: a template that reads one sentence as
// unable to bear on a question (a draft reveal, an untap-step rule, a
// combat restriction, what is done as a permanent enters) reads that
// sentence alone, not a second clause joined to it, which stops the
// answer where the engine reads it no further.
func TestTemplatesReadNoSecondClause(t *testing.T) {
	for _, text := range []string{
		"Reveal this as you draft it. Lands you control can't be tapped for mana.",
		"Lands you control can't be tapped for mana and don't untap during their controllers' untap steps.",
		"This can't block while it's untapped, so lands you control can't be tapped for mana.",
		"This can't block unless you pay {1}; if you do, lands you control can't be tapped for mana.",
		"If this would enter, sacrifice a Forest instead. If you do, put this onto the battlefield. Lands you control can't be tapped for mana.",
		"As this enters, choose a color and lands you control can't be tapped for mana.",
		"This enters tapped unless you control a Forest, and lands you control can't be tapped for mana.",
		"As this enters, each player chooses a land; lands you control can't be tapped for mana.",
	} {
		r := ask(t, "judge tap", "board", "me: Forest, [Xx: Artifact — "+text+"]", "card", "Forest")
		if r.Understood {
			t.Errorf("%s: %s", text, r.Answer)
		}
	}
	// The templates still read their own sentences.
	for _, text := range []string{
		"Reveal this as you draft it. You may draft the next card from this booster pack.",
		"Artifacts and creatures don't untap during their controllers' untap steps.",
		"This can't block.",
		"If this would enter, sacrifice two untapped lands instead. If you do, put this onto the battlefield. If you don't, put it into its owner's graveyard.",
		"As this enters, choose a color.",
		"This enters tapped unless you control two or more other lands.",
	} {
		r := ask(t, "judge tap", "board", "me: Forest, [Xx: Artifact — "+text+"]", "card", "Forest")
		wantUnderstood(t, r, true)
	}
}
