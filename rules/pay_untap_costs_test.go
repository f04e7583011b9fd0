package rules

import (
	"slices"
	"strings"
	"testing"
)

// CR 605.1a, 602.2b, 601.2g–h, 106.4 and 500.5: Wirewood Lodge's "{G},
// {T}: Untap target Elf." has a target, so it is not a mana ability; it is
// activated before the spell, its {G} paid with mana made first, and the
// mana made before and after it stays in the pool until the end of the
// step. Untapping a Llanowar Elves for {G} makes {G} again: nothing is
// gained, and Lodge's own {C} is worth more. Priest of Titania beside
// another Elf makes {G}{G}: untapped for {G}, it makes one more.
func TestRule602_2bUntapperPaysItsManaBeforeTheSpell(t *testing.T) {
	wantMost(t, "me: 3x Forest, Wirewood Lodge, Llanowar Elves", 5, map[string]int{"G": 4, "C": 1})
	wantPayable(t, pay(t, "me: 3x Forest, Wirewood Lodge, Llanowar Elves", "{G}{G}{G}{G}"), true)
	wantPayable(t, pay(t, "me: 3x Forest, Wirewood Lodge, Llanowar Elves", "{G}{G}{G}{G}{G}"), false)

	wantMost(t, "me: Wirewood Lodge, Priest of Titania, Llanowar Elves", 4, map[string]int{"G": 4, "C": 1})
	r := pay(t, "me: Wirewood Lodge, Priest of Titania, Llanowar Elves", "{G}{G}{G}{G}")
	wantPayable(t, r, true)
	want := []string{"tap Priest of Titania for {G}{G}, tap Llanowar Elves for {G}, untap Priest of Titania with Wirewood Lodge, paying {G}, then tap Priest of Titania for {G}{G}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Fatalf("ways %q, want %q", got, want)
	}
	p := r.Payments[0]
	// {G}{G} + {G} + {G}{G} made, {G} of it paid for the untap.
	if p.Mana != "{G}{G}{G}{G}{G}" || p.Spent != "{G}{G}{G}{G}" || p.Left != "" {
		t.Errorf("made %s, spent %s, left %s", p.Mana, p.Spent, p.Left)
	}
	if !slices.Contains(p.Events, "you pay {G}") {
		t.Errorf("events %q", p.Events)
	}
	wantRules(t, r, "605.1a", "602.2b", "106.4", "500.5")
	wantPayable(t, pay(t, "me: Wirewood Lodge, Priest of Titania, Llanowar Elves", "{G}{G}{G}{G}{G}"), false)
}

// The untap pays off only where the permanent untapped makes more than the
// untap costs: Gaea's Cradle with three creatures makes {G}{G}{G}, so
// Deserted Temple's "{1}, {T}: Untap target land." nets {G}{G} over its
// {1}, and more than the {C} it would make itself; with one creature the
// Cradle makes {G}, which only pays the {1} back. Cabal Coffers with four
// Swamps makes four {B} for {2}: untapped for {1}, it nets one more.
func TestRule106_4UntapperPaysOffWhereItMakesMore(t *testing.T) {
	wantMost(t, "me: Deserted Temple, Gaea's Cradle, 3x Llanowar Elves", 8, map[string]int{"G": 8, "C": 1})
	r := pay(t, "me: Deserted Temple, Gaea's Cradle, 3x Llanowar Elves", "{6}{G}{G}")
	wantPayable(t, r, true)
	want := []string{"tap Gaea's Cradle for {G}{G}{G}, tap Llanowar Elves for {G} (×3), untap Gaea's Cradle with Deserted Temple, paying {1}, then tap Gaea's Cradle for {G}{G}{G}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Errorf("ways %q, want %q", got, want)
	}
	wantPayable(t, pay(t, "me: Deserted Temple, Gaea's Cradle, 3x Llanowar Elves", "{7}{G}{G}"), false)
	wantMost(t, "me: Deserted Temple, Gaea's Cradle, Llanowar Elves", 3, map[string]int{"G": 2, "C": 1})
	wantMost(t, "me: Cabal Coffers, Deserted Temple, 4x Swamp", 7, map[string]int{"B": 7, "C": 1})
	// Voltaic Key untaps Sol Ring for {1}; a tapped Sol Ring is untapped
	// with the Forest's mana.
	wantMost(t, "me: Voltaic Key, Sol Ring", 3, map[string]int{"C": 3})
	wantMost(t, "me: Voltaic Key, Sol Ring (tapped), Forest", 2, map[string]int{"C": 2, "G": 1})
	wantMost(t, "me: Voltaic Key, Sol Ring (tapped)", 0, nil)
}

// An untapper's {T} can't be paid while it is summoning sick (CR 302.6):
// Fyndhorn Brownie's "{2}{G}, {T}: Untap target creature." untaps Priest
// of Titania, which makes five {G} beside four Elves, for a net two {G}
// only where the Brownie has been under its controller's control since
// the turn began; a land is never summoning sick (Wirewood Lodge beside
// a Priest).
func TestRule302_6UntapperWithManaCostAndSummoningSickness(t *testing.T) {
	wantMost(t, "me: Fyndhorn Brownie, Priest of Titania, 4x Llanowar Elves", 11, map[string]int{"G": 11})
	wantMost(t, "me: Fyndhorn Brownie (sick), Priest of Titania, 4x Llanowar Elves", 9, map[string]int{"G": 9})
	// The Elf untapped must be able to tap for mana too.
	wantMost(t, "me: Wirewood Lodge, Priest of Titania (sick), Llanowar Elves, Forest", 3, map[string]int{"G": 2, "C": 1})
}

// An untapper untaps only what it can target (CR 115.1, 601.2c): Wirewood
// Lodge an Elf, not Gaea's Cradle; Minamo, School at Water's Edge a
// legendary permanent (Gaea's Cradle), and never usefully itself, as its
// own {T} is the cost the untap undoes; not a permanent with shroud
// (702.18a: Lightning Greaves), though one with hexproof, which its own
// controller may target (702.11b: Swiftfoot Boots).
func TestRule115_1UntapperUntapsOnlyWhatItCanTarget(t *testing.T) {
	wantMost(t, "me: Wirewood Lodge, Gaea's Cradle, 3x Grizzly Bears", 4, map[string]int{"G": 3, "C": 1})
	// The {U} for Minamo's untap comes only from the Island.
	wantMost(t, "me: Minamo, School at Water's Edge, Gaea's Cradle, 2x Llanowar Elves", 5, map[string]int{"U": 1, "G": 4})
	wantMost(t, "me: Minamo, School at Water's Edge, Island, Gaea's Cradle, 2x Llanowar Elves", 6, map[string]int{"U": 2, "G": 6})
	wantMost(t, "me: Minamo, School at Water's Edge, Island", 2, map[string]int{"U": 2})
	// Outside a main phase Lightning Greaves can't be moved (702.6a).
	wantMost(t, "me: Llanowar Elves, Kiora's Follower, Lightning Greaves (on Llanowar Elves); step: combat", 1, map[string]int{"G": 1})
	wantMost(t, "me: Llanowar Elves, Kiora's Follower, Swiftfoot Boots (on Llanowar Elves)", 2, map[string]int{"G": 2})
	wantMost(t, "me: Wirewood Lodge, Forest, Llanowar Elves, Lightning Greaves (on Llanowar Elves); step: end", 3, map[string]int{"G": 2, "C": 1})
	// In a main phase it may be equipped to Kiora's Follower for {0},
	// and the Elves, shroud gone, untapped and tapped again: that is not
	// worked out, and the answer says so.
	r := ask(t, "judge mana", "board", "me: Llanowar Elves, Kiora's Follower, Lightning Greaves (on Llanowar Elves)")
	wantUnderstood(t, r, false)
}

// What the engine does not work out stays a refusal: an untapper that can
// untap another untapper (two Deserted Temples, two Fyndhorn Brownies), an
// untap of two targets with exert (Hope Tender), and an untapper whose
// activation may trigger an ability on becoming a target (Kira's granted
// "counter that spell or ability", CR 603.2) or on an ability that isn't a
// mana ability being activated (Rings of Brighthearth).
func TestRule605_1aUntapperWithManaCostBeyondWhatIsRead(t *testing.T) {
	for board, says := range map[string]string{
		"me: 2x Deserted Temple, Forest":                                            "which untaps permanents too",
		"me: 2x Fyndhorn Brownie, Priest of Titania, 4x Llanowar Elves":             "which untaps permanents too",
		"me: Hope Tender, Forest, Island":                                           "untaps a permanent",
		"me: Llanowar Elves, Kiora's Follower, Kira, Great Glass-Spinner":           "becomes the target",
		"me: Wirewood Lodge, Llanowar Elves, Kira, Great Glass-Spinner":             "becomes the target",
		"me: Deserted Temple, Gaea's Cradle, Llanowar Elves, Rings of Brighthearth": "Rings of Brighthearth",
	} {
		r := ask(t, "judge mana", "board", board)
		if r.Understood || !strings.Contains(r.Answer, says) {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// Cycling is activating an ability of a card in a hand (CR 702.29a):
// Vizier of Tumbling Sands' "When you cycle Vizier of Tumbling Sands,
// untap target permanent." can't trigger while the Vizier on the
// battlefield untaps a Forest with its "{T}: Untap another target
// permanent.", an ability that isn't a mana ability being activated.
func TestRule702_29aCyclingTriggerBesideAnUntapper(t *testing.T) {
	wantMost(t, "me: Forest, Vizier of Tumbling Sands", 2, map[string]int{"G": 2})
}

// An ability with a target can't be activated without a legal one (CR
// 601.2c, 602.2b, 115.1): Griffin Canyon's "{T}: Untap target Griffin. If
// it's a creature, it gets +1/+1 until end of turn." does nothing where no
// permanent is a Griffin, and the Canyon taps for {C}; where one is, what
// the +1/+1 may change is not worked out.
func TestRule601_2cUntapWithNoTargetDoesNothing(t *testing.T) {
	wantMost(t, "me: Forest, Griffin Canyon", 2, map[string]int{"G": 1, "C": 1})
	r := ask(t, "judge mana", "board", "me: Forest, Griffin Canyon; opp: Griffin Sentinel")
	if r.Understood {
		t.Errorf("Griffin Canyon beside a Griffin: %s", r.Answer)
	}
}

// Earthcraft's "Tap an untapped creature you control: Untap target basic
// land." and Honor-Worn Shaku's "Tap an untapped legendary permanent you
// control: Untap Honor-Worn Shaku." are not mana abilities (one has a
// target, the other adds no mana: CR 605.1a), so they are activated before
// paying, the mana made first staying in the pool (106.4). Each
// activation taps a permanent for its cost, which may be summoning sick
// (302.6 stops only a creature's own {T} abilities; Springleaf Drum's
// ruling of 2014-02-01), and that permanent can't also be tapped for its
// own mana: Llanowar Elves makes its {G} or has Earthcraft untap a basic
// land; Gaea's Cradle, legendary, makes its {G}s or untaps the Shaku.
func TestRule602_2bTappingAPermanentToUntapAnother(t *testing.T) {
	wantMost(t, "me: Forest, Earthcraft, Grizzly Bears", 2, map[string]int{"G": 2})
	wantMost(t, "me: 2x Forest, Island, Earthcraft, Llanowar Elves, 2x Grizzly Bears (sick)", 6, map[string]int{"U": 4, "G": 5})
	wantMost(t, "me: Forest (tapped), Earthcraft, Grizzly Bears", 1, map[string]int{"G": 1})
	// Dryad Arbor and Gaea's Cradle are not basic lands.
	wantMost(t, "me: Earthcraft, Dryad Arbor, Grizzly Bears", 1, map[string]int{"G": 1})
	wantMost(t, "me: Earthcraft, Gaea's Cradle, 3x Grizzly Bears", 3, map[string]int{"G": 3})
	r := pay(t, "me: Forest, Earthcraft, Grizzly Bears", "{G}{G}")
	wantPayable(t, r, true)
	want := []string{"tap Forest for {G}, untap Forest with Earthcraft, tapping Grizzly Bears, then tap Forest for {G}"}
	if got := actions(r); !slices.Equal(got, want) {
		t.Errorf("ways %q, want %q", got, want)
	}
	wantRules(t, r, "605.1a", "106.4", "302.6")

	wantMost(t, "me: Forest, Honor-Worn Shaku", 2, map[string]int{"G": 1, "C": 1})
	wantMost(t, "me: Forest, Honor-Worn Shaku, Isamaru, Hound of Konda (sick)", 3, map[string]int{"G": 1, "C": 2})
	wantMost(t, "me: Honor-Worn Shaku, Gaea's Cradle, Isamaru, Hound of Konda, Llanowar Elves", 5, map[string]int{"G": 3, "C": 3})
	wantMost(t, "me: Honor-Worn Shaku (tapped), Isamaru, Hound of Konda", 1, map[string]int{"C": 1})
	wantMost(t, "me: 2x Honor-Worn Shaku, Isamaru, Hound of Konda", 3, map[string]int{"C": 3})
	// Isamaru is a creature and legendary: it pays for one or the other.
	wantMost(t, "me: Honor-Worn Shaku, Earthcraft, Forest, Isamaru, Hound of Konda, Grizzly Bears", 4, map[string]int{"G": 3, "C": 2})
	// Beside another ability that untaps, what one untaps the other may
	// tap again: not worked out.
	for _, board := range []string{
		"me: Forest, Earthcraft, Grizzly Bears, Voyaging Satyr",
		"me: Honor-Worn Shaku, Minamo, School at Water's Edge, Island",
	} {
		if r := ask(t, "judge mana", "board", board); r.Understood {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
}

// An ability activated before paying may put permanents onto the
// battlefield (CR 601.2g): each creature token it makes can be tapped for
// Earthcraft's cost, summoning sick or not (302.6), and untap a basic land
// once more. Twin Spawner's two Servos would make three {G} with a Forest,
// not one; Krenko, Mob Boss beside two Goblins makes three Goblins, for six
// {G}, not four. What the tokens add is not worked out, so these refuse,
// as they do beside Springleaf Drum, whose cost taps creatures too.
func TestRule601_2gTokensMadeFirstCanBeTappedForAnUntap(t *testing.T) {
	for _, board := range []string{
		"me: Earthcraft, Forest, [Twin Spawner: Artifact — {T}: Create two 1/1 colorless Servo artifact creature tokens.]",
		"me: Earthcraft, Forest, Krenko, Mob Boss, 2x Goblin Piker",
		"me: Springleaf Drum, [Twin Spawner: Artifact — {T}: Create two 1/1 colorless Servo artifact creature tokens.]",
	} {
		r := ask(t, "judge mana", "board", board)
		if r.Understood || !strings.Contains(r.Answer, "may tap for its cost") {
			t.Errorf("%s: %s", board, r.Answer)
		}
	}
	wantMost(t, "me: Forest, Earthcraft, Grizzly Bears", 2, map[string]int{"G": 2})
}

// CR 601.2g-h, 602.2b, 107.6: an untapped Pili-Pala's {Q} can't be paid
// now, but Cryptolith Rite gives it a {T} mana ability that may tap it
// first, and its {Q} then untaps it to be tapped again: not worked out,
// so the answer says so rather than counting one use. Without a {T}
// ability it is used for nothing.
func TestRule107_6UntappedPermanentTappedThenUntapped(t *testing.T) {
	r := ask(t, "judge mana", "board", "me: Pili-Pala, Cryptolith Rite, 2x Forest")
	wantUnderstood(t, r, false)
	r = ask(t, "judge mana", "board", "me: Pili-Pala, 2x Forest")
	wantUnderstood(t, r, true)
	wantMostMana(t, r, 2)
}

// CR 605.3a, 601.2g-h: a payment is written in an order it can be carried
// out in: the mana that pays a mana ability's own cost (Pili-Pala's "{2},
// {Q}") is made before that cost is paid, whatever the board's order.
func TestRule605_3aAbilityCostPaidAfterItsMana(t *testing.T) {
	for _, c := range []struct{ board, cost, want string }{
		{"me: Forest, Pili-Pala (tapped), Island", "{R}", "tap Forest for {G}, tap Island for {U}, pay {2}, untap Pili-Pala for {R}"},
		{"me: Pili-Pala (tapped), Forest, Island", "{R}", "tap Forest for {G}, tap Island for {U}, pay {2}, untap Pili-Pala for {R}"},
		// A Signet's mana pays Pili-Pala's {2}: the Signet comes first.
		{"me: Pili-Pala (tapped), Simic Signet, Forest", "{R}", "tap Forest for {G}, pay {1}, tap Simic Signet for {U}{G}, pay {2}, untap Pili-Pala for {R}"},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, true)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s: %q, want %q", c.board, r.Answer, c.want)
		}
	}
}

// CR 605.3a, 601.2g-h: a sacrificed source whose mana pays a Signet's {1}
// comes before the Signet.
func TestRule605_3aSacrificedSourceBeforeTheCostItPays(t *testing.T) {
	r := pay(t, "me: Simic Signet, Lotus Petal", "{G}{U}")
	wantPayable(t, r, true)
	for _, p := range r.Payments {
		if len(p.Sources) != 2 || p.Sources[0].Card != "Lotus Petal" {
			t.Errorf("payment %+v: want Lotus Petal first", p.Sources)
		}
	}
}

// CR 605.3a, 107.4e: a filter land's hybrid {W/B} is paid with white or
// black mana, so the Signet that makes it comes before the filter land,
// whatever the board's order.
func TestRule605_3aHybridAbilityCostPaidAfterItsMana(t *testing.T) {
	r := pay(t, "me: Wastes, Fetid Heath, Orzhov Signet", "{W}{W}")
	wantPayable(t, r, true)
	for _, p := range r.Payments {
		var cards []string
		for _, s := range p.Sources {
			cards = append(cards, s.Card)
		}
		if !slices.Equal(cards, []string{"Wastes", "Orzhov Signet", "Fetid Heath"}) {
			t.Errorf("payment order %v: want Wastes, Orzhov Signet, Fetid Heath", cards)
		}
	}
}

// CR 805.5, 605.3a: in Two-Headed Giant teams have priority, so a
// teammate's Ley Druid may untap the payer's tapped Forest before the cost
// is paid: not worked out, so neither "no" nor the most mana is said, and
// a "yes" says its ways leave it out. An opponent's is not counted on.
func TestRule805_5TeammatesUntapperStopsTheAnswer(t *testing.T) {
	b := "format: 2hg; teams: me+ally vs opp+opp2; me: Forest (tapped); ally: Ley Druid"
	r := pay(t, b, "{G}")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "teammate ally controls Ley Druid") {
		t.Errorf("pay: %s", r.Answer)
	}
	wantUnderstood(t, ask(t, "judge mana", "board", b), false)
	// A "yes" stands: the ways found without the teammate still pay.
	r = pay(t, "format: 2hg; teams: me+ally vs opp+opp2; me: Forest; ally: Ley Druid", "{G}")
	wantPayable(t, r, true)
	if !strings.Contains(strings.Join(stepTexts(r), "\n"), "Ways that use a teammate's ability that untaps a permanent are not listed") {
		t.Errorf("steps: %v", stepTexts(r))
	}
	wantPayable(t, pay(t, "format: 2hg; teams: me+ally vs opp+opp2; me: Forest (tapped); opp: Ley Druid", "{G}"), false)
}
