package rules

import (
	"slices"
	"strings"
	"testing"
)

// City of Brass's ruling (2004-10-04): "If you tap City of Brass while you
// are casting a spell or activating an ability, its ability will trigger
// and wait. When you finish casting that spell or activating that
// ability, City of Brass's triggered ability is put on the stack on top
// of it." Tapping it to pay a cost or to make mana triggers its 1 damage
// (CR 603.2), so the way to pay says so among its events, as it says
// Ancient Tomb's damage.
func TestRulingCityOfBrass20041004DamageTriggerIsAnEventOfThePayment(t *testing.T) {
	hasTrigger := func(p Payment) bool {
		return slices.ContainsFunc(p.Events, func(ev string) bool {
			return strings.Contains(ev, "City of Brass' triggered ability") && strings.Contains(ev, "deals 1 damage to you")
		})
	}
	r := pay(t, "me: City of Brass, life 1", "{R}")
	wantPayable(t, r, true)
	if len(r.Payments) != 1 || !hasTrigger(r.Payments[0]) {
		t.Errorf("payments %+v: want City of Brass' damage trigger among the events", r.Payments)
	}
	r = ask(t, "judge mana", "board", "me: City of Brass, Forest")
	if len(r.Payments) != 1 || !hasTrigger(r.Payments[0]) {
		t.Errorf("payments %+v: want City of Brass' damage trigger among the events", r.Payments)
	}
	// A way that does not tap City of Brass has no such event.
	r = pay(t, "me: City of Brass, Forest", "{G}")
	for _, p := range r.Payments {
		if hasTrigger(p) != slices.ContainsFunc(p.Sources, func(s PaymentSource) bool { return s.Card == "City of Brass" }) {
			t.Errorf("payment %+v: the trigger is an event exactly when City of Brass is tapped", p)
		}
	}
}

// CR 613.7: where the board does not record the timestamps of two
// land-type-changing effects, every order is tried. A way to pay that
// pays in every order is one way, listed once and with no order (tapping
// a Forest under Celestial Dawn makes {W} whichever of Blood Moon and
// Celestial Dawn came first); a way that pays in only one order says so.
// Every way is listed at most once, and at most 24 are listed in all.
func TestRule613_7AWayThatPaysInEveryTimestampOrderIsListedOnce(t *testing.T) {
	r := pay(t, "me: Blood Moon, Celestial Dawn, Taiga, Forest", "{1}")
	wantPayable(t, r, true)
	seen := map[string]bool{}
	for _, p := range r.Payments {
		k := actionList(p)
		if seen[k] {
			t.Errorf("way %q listed twice: %+v", k, r.Payments)
		}
		seen[k] = true
		timestamps := slices.ContainsFunc(p.Choices, func(c string) bool { return strings.Contains(c, "timestamps") })
		if timestamps != strings.Contains(k, "Taiga") {
			t.Errorf("way %q: choices %q; only Taiga's mana depends on the timestamps", k, p.Choices)
		}
	}
	if len(r.Payments) != 3 {
		t.Errorf("ways %q, want Taiga's {W}, Taiga's {R} and Forest's {W}", actions(r))
	}
	r = pay(t, "me: Blood Moon, Celestial Dawn, Taiga, Forest, Island, Swamp, Mountain, Plains, Wastes, Desert, Sol Ring, Llanowar Elves, Birds of Paradise, Fellwar Stone, Spire of Industry, Ancient Tomb, Vivid Crag (2 charge), Mana Confluence, City of Brass, Gemstone Mine (3 mining), Cavern of Souls (named Elf), Exotic Orchard, Urza's Mine, Meteor Crater, Reflecting Pool, Calciform Pools; opp: Forest", "{1}")
	wantPayable(t, r, true)
	if len(r.Payments) > maxPayments || !strings.Contains(r.Answer, "more than") {
		t.Errorf("%d ways listed, answer %q: at most %d are listed, and the answer says there are more", len(r.Payments), r.Answer, maxPayments)
	}
}

// CR 207.2: reminder text is not rules text. Order of Whiteclay's
// "({Q} is the untap symbol.)" does not make its ability one that untaps
// a mana source: beside a Watery Grave that pays {U}, the engine rules,
// and its ability (which costs {1}{W}{W} and makes no mana) can't help pay.
func TestRule207_2OrderOfWhiteclayReminderTextUntapsNothing(t *testing.T) {
	r := pay(t, "me: Watery Grave, Order of Whiteclay (tapped)", "{U}")
	wantPayable(t, r, true)
	r = pay(t, "me: Watery Grave, Order of Whiteclay (tapped)", "{U}{B}")
	wantPayable(t, r, false)
	r = ask(t, "judge mana", "board", "me: Watery Grave, Order of Whiteclay (tapped), Llanowar Elves")
	wantUnderstood(t, r, true)
	if r.MaxMana == nil || *r.MaxMana != 2 {
		t.Errorf("max mana %v, want 2: %s", r.MaxMana, r.Answer)
	}
}

// CR 120.3a: damage dealt to a player causes that player to lose that
// much life. Each Ancient Tomb tapped deals its 2 damage: a way that taps
// two says so (4 damage in all), not one Ancient Tomb's 2 damage; and
// each Pili-Pala untapped is paid for.
func TestRule120_3aEachAncientTombTappedDealsItsDamage(t *testing.T) {
	r := pay(t, "me: 2x Ancient Tomb, life 3", "{C}{C}{C}{C}")
	wantPayable(t, r, true)
	if got := r.Payments[0].Events; !slices.Contains(got, "Ancient Tomb deals 2 damage to you (×2)") {
		t.Errorf("events %q: want each Ancient Tomb's damage", got)
	}
	r = pay(t, "me: 2x Pili-Pala (tapped), Sol Ring, Mana Reflection", "{W}{U}")
	wantPayable(t, r, true)
	n := 0
	for _, ev := range r.Payments[0].Events {
		if ev == "you pay {2}" {
			n++
		}
	}
	if n != 2 {
		t.Errorf("events %q: want {2} paid for each Pili-Pala", r.Payments[0].Events)
	}
}

// Chromatic Lantern's ruling (2018-10-05): "Lands you control won't lose
// any other abilities they had." Gemstone Mine and Vivid Crag keep their
// own abilities beside the Lantern's "{T}: Add one mana of any color.";
// the way to pay {U} taps them with the Lantern's, which removes no
// counter and sacrifices nothing, not with their own.
func TestRulingChromaticLantern20181005GemstoneMineNeedNotLoseACounter(t *testing.T) {
	for _, board := range []string{
		"me: Gemstone Mine (1 mining), Chromatic Lantern (tapped)",
		"me: Vivid Crag (2 charge), Chromatic Lantern (tapped)",
	} {
		r := pay(t, board, "{U}")
		wantPayable(t, r, true)
		for _, p := range r.Payments {
			for _, ev := range p.Events {
				if strings.Contains(ev, "counter") || strings.Contains(ev, "sacrificed") {
					t.Errorf("%s: way %q: event %q, but the Lantern's ability costs only {T}", board, actionList(p), ev)
				}
			}
		}
	}
	// Without the Lantern, its own ability is the only way.
	r := pay(t, "me: Gemstone Mine (1 mining)", "{U}")
	wantPayable(t, r, true)
	if evs := r.Payments[0].Events; !slices.ContainsFunc(evs, func(ev string) bool { return strings.Contains(ev, "sacrificed") }) {
		t.Errorf("events %q: Gemstone Mine's last counter is removed, so it is sacrificed", evs)
	}
}

// CR 107.4f and 119.4: a Phyrexian symbol paid with life takes 2 life,
// paid as the total cost is paid, apart from the life a source's
// ability costs as it is activated. The answer says the Phyrexian life
// for what it is, and the life in all where both are paid and the
// headline has room for it (the payment holds it), and does not repeat
// the life an action already says.
func TestRule107_4fTheAnswerSaysWhatTheLifeIsPaidFor(t *testing.T) {
	r := pay(t, "me: Mana Confluence, life 4", "{R}{G/P}")
	wantPayable(t, r, true)
	if want := "tap Mana Confluence, pay 1 life for {R}, and pay 2 life for the Phyrexian symbol (3 life in all)."; !strings.HasSuffix(r.Answer, want) {
		t.Errorf("answer %q, want it to end %q", r.Answer, want)
	}
	r = pay(t, "me: Spire of Industry, Sol Ring, life 4", "{R}{G/P}")
	wantPayable(t, r, true)
	if want := "tap Spire of Industry, pay 1 life for {R}, and pay 2 life for the Phyrexian symbol."; !strings.HasSuffix(r.Answer, want) || len(r.Payments) != 1 || r.Payments[0].Life != 3 {
		t.Errorf("answer %q, want it to end %q", r.Answer, want)
	}
	r = pay(t, "me: Mana Confluence", "{U}")
	if want := "Yes, you can pay {U}: tap Mana Confluence, pay 1 life for {U}."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
	r = pay(t, "me: life 20", "{G/P}{G/P}")
	if want := "Yes, you can pay {G/P}{G/P}: pay 4 life for the Phyrexian symbols, and no mana."; r.Answer != want {
		t.Errorf("answer %q, want %q", r.Answer, want)
	}
}

// CR 601.2g: mana abilities are activated while a cost is paid, but an
// ability that is not one may be activated before. Order of Whiteclay's
// returns a creature card from its controller's graveyard to the
// battlefield, which the board does not record: beside Gaea's Cradle,
// whose mana counts creatures, whether {G}{G} can be paid depends on it,
// and the engine says it can't rule rather than "no". Without a permanent
// whose mana counts, Order of Whiteclay changes nothing (CR 207.2: its
// reminder text untaps nothing).
func TestRule601_2gOrderOfWhiteclayBesideGaeasCradleIsNotRuledOn(t *testing.T) {
	r := pay(t, "me: Gaea's Cradle, Order of Whiteclay (tapped), 3x Plains", "{G}{G}")
	if r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	r = ask(t, "judge mana", "board", "me: Gaea's Cradle, Order of Whiteclay (tapped), 3x Plains")
	if r.Understood {
		t.Errorf("understood: %s", r.Answer)
	}
	wantPayable(t, pay(t, "me: Order of Whiteclay (tapped), 3x Plains", "{W}{W}{W}"), true)
}

// Pulse of Llanowar's ruling (2004-10-04): "You can choose a different
// color each time a basic land is tapped." Where a way to pay can't tell
// the colors apart, its choices list each color's whole choice, not the
// words after a shared beginning ("… (choosing blue): {W} becomes {U},
// black): {W} becomes {B}"); a choice of one word still reads "Birds of
// Paradise: chooses white, blue, black, red or green".
func TestRulingPulseOfLlanowar20041004EachChoiceIsWrittenWhole(t *testing.T) {
	r := pay(t, "me: Celestial Dawn, Pulse of Llanowar, Forest", "{C}")
	wantPayable(t, r, true)
	got := strings.Join(r.Payments[0].Choices, " | ")
	for _, want := range []string{"Forest: Pulse of Llanowar applies (choosing blue): {W} becomes {U}", "Forest: Pulse of Llanowar applies (choosing black): {W} becomes {B}"} {
		if !strings.Contains(got, want) {
			t.Errorf("choices %q: want %q", got, want)
		}
	}
	r = pay(t, "me: Forest, Birds of Paradise", "{1}")
	if got := strings.Join(r.Payments[1].Choices, " | "); got != "Birds of Paradise: chooses white, blue, black, red or green" {
		t.Errorf("choices %q", got)
	}
}

// CR 118.1, 602.2b: a way to pay says every cost its mana abilities take:
// Lion's Eye Diamond's action discards the hand before it sacrifices, and
// Wall of Roots' puts its counter, where they named only the sacrifice or
// only the activation.
func TestRule118_1TheActionSaysEveryCostPaid(t *testing.T) {
	for _, c := range []struct{ board, cost, action string }{
		{"me: Lion's Eye Diamond", "{W}{W}{W}", "discard your hand, sacrifice Lion's Eye Diamond for {W}{W}{W}"},
		{"me: Wall of Roots", "{G}", "put a -0/-1 counter on Wall of Roots for {G}"},
		{"me: Horizon Canopy, life 5", "{G}", "tap Horizon Canopy, pay 1 life for {G}"},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, true)
		if got := r.Payments[0].Sources[0].Action; got != c.action {
			t.Errorf("%s: action %q, want %q", c.board, got, c.action)
		}
	}
}

// CR 120.3a: Ancient Tomb's "This land deals 2 damage to you." deals its
// damage to the player who activated it. Asked of another player (Opp, or
// Ally in Two-Headed Giant), the way's event names that player, as every
// answer speaks of a player other than the one asking by name: "Ancient
// Tomb deals 2 damage to Opp.", not "to you". Asked of you, it is "to you".
func TestRule120_3aManaAbilityDamageNamesThePlayerWhoPays(t *testing.T) {
	for _, c := range []struct{ board, player, want string }{
		{"me: Forest; opp: Ancient Tomb, life 5", "opp", "Ancient Tomb deals 2 damage to Opp."},
		{"format: 2hg; teams: me+ally vs opp+opp2; me: life 5; ally: Ancient Tomb", "ally", "Ancient Tomb deals 2 damage to Ally."},
		{"me: Ancient Tomb, life 5; opp: Forest", "me", "Ancient Tomb deals 2 damage to you."},
	} {
		r := pay(t, c.board, "{2}", "player", c.player)
		wantPayable(t, r, true)
		if len(r.Payments) != 1 || !slices.Contains(r.Payments[0].Events, c.want) {
			t.Errorf("%s, player %s: payments %+v, want the event %q", c.board, c.player, r.Payments, c.want)
		}
	}
	r := ask(t, "judge mana", "board", "me: Forest; opp: Adarkar Wastes, life 5", "player", "opp")
	for _, p := range r.Payments {
		for _, ev := range p.Events {
			if strings.Contains(ev, "to you") {
				t.Errorf("Opp's way says %q", ev)
			}
		}
	}
}

// CR 605.1a, 106.12: a way that taps a permanent for one of its mana
// abilities is not the way that taps it for another whose effect or cost
// does more: Grove of the Burnwillows paying {1} for {C} gives no
// opponent life, for {R} it does; Abandoned Outpost tapped for {W} stays,
// for another color it is sacrificed ({G} apart: it pays {G} too).
func TestRule605_1aWaysOfTwoAbilitiesKeepTheirEvents(t *testing.T) {
	r := pay(t, "me: Grove of the Burnwillows, Forest", "{1}{G}")
	wantPayable(t, r, true)
	if got := actions(r); !slices.Equal(got, []string{"tap Grove of the Burnwillows for {C}, tap Forest for {G}", "tap Grove of the Burnwillows for {R}, tap Forest for {G}", "tap Grove of the Burnwillows for {G}, tap Forest for {G}"}) {
		t.Errorf("ways %q", got)
	}
	if len(r.Payments[0].Events) != 0 || !slices.Contains(r.Payments[1].Events, "Grove of the Burnwillows: Each opponent gains 1 life.") {
		t.Errorf("events %q, %q", r.Payments[0].Events, r.Payments[1].Events)
	}
	r = pay(t, "me: Abandoned Outpost, Forest", "{1}{G}")
	for _, p := range r.Payments {
		sacrificed := slices.ContainsFunc(p.Events, func(ev string) bool { return strings.Contains(ev, "sacrifice") })
		if strings.Contains(actionList(p), "sacrifice") != sacrificed {
			t.Errorf("way %q, events %q", actionList(p), p.Events)
		}
	}
	if len(r.Payments) != 3 {
		t.Errorf("%d ways: %q", len(r.Payments), actions(r))
	}
}

// CR 601.2g-h: a way is written in an order it can be carried out in:
// the Treasures sacrificed after Tolarian Academy counts them (CR 701.21a:
// a sacrificed permanent is no longer on the battlefield).
func TestRule601_2hSacrificesWrittenAfterWhatCountsThem(t *testing.T) {
	r := pay(t, "me: 2x Treasure, Tolarian Academy", "{2}{U}{U}")
	wantPayable(t, r, true)
	for _, p := range r.Payments {
		if !strings.HasPrefix(actionList(p), "tap Tolarian Academy") {
			t.Errorf("way %q", actionList(p))
		}
	}
}
