package rules

import (
	"flag"
	"fmt"
	"math/rand"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The cross-check tests ask /judge mana and /judge pay about the same
// generated board and hold each answer to the other (CR 106, 107.4, 601.2g–h,
// 605): the most mana in all is the largest generic cost that can be paid,
// the most of a type is the most symbols of that type that can be paid, and
// every way listed pays its cost with mana its sources make.

var (
	crossSeeds = flag.Int("cross-boards", 150, "how many boards the cross-check tests generate")
	crossSeed  = flag.Int64("cross-seed", 0, "added to the cross-check tests' seeds, to draw other boards")
)

// crossSources are the permanents the cross-check boards are made of.
var crossSources = []string{
	"Forest", "Island", "Plains", "Swamp", "Mountain", "Wastes", "Taiga", "Watery Grave",
	"Forest (tapped)", "Snow-Covered Forest", "Snow-Covered Swamp",
	"Birds of Paradise", "Birds of Paradise (sick)", "Llanowar Elves", "Llanowar Elves (sick)",
	"Llanowar Elves (sick, haste)", "Sol Ring", "Selesnya Signet", "Azorius Signet",
	"Mystic Gate", "Graven Cairns", "Cabal Coffers", "Gaea's Cradle", "Nykthos, Shrine to Nyx",
	"Reflecting Pool", "Exotic Orchard", "City of Brass", "Ancient Tomb",
	"Gemstone Mine (1 mining)", "Gemstone Mine (3 mining)", "Calciform Pools (2 storage)",
	"Calciform Pools", "Cavern of Souls (named Elf)", "Cavern of Souls (named Bear)",
	"Spire of Industry", "Squandered Resources", "Lightning Greaves (on Llanowar Elves)",
	"Utopia Sprawl (on Forest, chose blue)", "Utopia Sprawl (on Forest, chose green)",
	"Wild Growth (on Forest)", "Overgrowth (on Forest)", "Grizzly Bears",
	"Arbor Elf", "Voyaging Satyr", "Kiora's Follower", "Agent of Stromgald", "Llanowar Envoy",
	"Grim Monolith", "Grim Monolith (tapped)", "Basalt Monolith",
}

var crossEffects = []string{
	"Mana Reflection", "Contamination", "Damping Sphere", "Celestial Dawn", "Blood Moon",
	"Urborg, Tomb of Yawgmoth", "Mana Flare", "Heartbeat of Spring",
}

var crossOppLands = []string{"Island", "Mountain", "Taiga", "City of Brass", "Cabal Coffers", "Swamp"}

var crossSymbols = append([]string{"{C/W}", "{B/G}", "{W/P}", "{B}{B}", "{W}"}, answerSymbols...)

var crossSpells = []string{"Llanowar Elves", "Grizzly Bears", "Lightning Bolt", "Walking Ballista"}

func genCrossBoard(rng *rand.Rand) string {
	var items []string
	elves := false
	for n := 1 + rng.Intn(9); n > 0; n-- {
		s := crossSources[rng.Intn(len(crossSources))]
		if strings.Contains(s, "(on Forest") {
			items = append(items, "Forest")
		}
		if strings.Contains(s, "(on Llanowar Elves)") && !elves {
			items = append(items, "Llanowar Elves (sick)")
		}
		elves = elves || strings.HasPrefix(s, "Llanowar Elves")
		if rng.Intn(8) == 0 {
			s = "2x " + s
		}
		items = append(items, s)
	}
	for k := rng.Intn(4); k > 0; k-- {
		items = append(items, crossEffects[rng.Intn(len(crossEffects))])
	}
	if rng.Intn(2) == 0 {
		items = append(items, "life "+strconv.Itoa(1+rng.Intn(4)))
	}
	var opp []string
	for k := rng.Intn(4); k > 0; k-- {
		if rng.Intn(2) == 0 {
			opp = append(opp, crossEffects[rng.Intn(len(crossEffects))])
		} else {
			opp = append(opp, crossOppLands[rng.Intn(len(crossOppLands))])
		}
	}
	board := "me: " + strings.Join(items, ", ")
	if rng.Intn(5) == 0 {
		// Two-Headed Giant: the team shares its life (CR 810.9), and the
		// ally's permanents make no mana for me.
		ally := []string{crossSources[rng.Intn(len(crossSources))], crossEffects[rng.Intn(len(crossEffects))]}
		if strings.Contains(ally[0], "(on ") {
			ally[0] = "Forest"
		}
		board = "format: 2hg; teams: me+ally vs opp+opp2; " + board + "; ally: " + strings.Join(ally, ", ")
	}
	if len(opp) > 0 {
		board += "; opp: " + strings.Join(opp, ", ")
	}
	return board
}

// poolOf reads an answer's mana ("{W}{G}{C}{C}").
func poolOf(t *testing.T, s string) Pool {
	t.Helper()
	if s == "" {
		return Pool{}
	}
	p, ok := parseSymbols(s)
	if !ok {
		t.Fatalf("bad mana %q", s)
	}
	return p
}

// abilityManaCost is the mana in a mana ability's cost ("{2}, {T}: Add
// {B}" costs two).
func abilityManaCost(text string) int {
	i := strings.Index(text, ":")
	if i < 0 {
		return 0
	}
	n := 0
	for _, part := range strings.Split(text[:i], ",") {
		part = strings.TrimSpace(part)
		if c, err := ParseManaCost(part); err == nil {
			n += c.MinMana()
		}
	}
	return n
}

// checkPayments holds each listed way to its cost: its spent mana pays the
// cost, its sources make what it says, and what they make is spent, left,
// or spent on their own costs.
func checkPayments(t *testing.T, where string, r *Ruling, cost string) {
	t.Helper()
	var c ManaCost
	if cost != "" {
		var err error
		if c, err = ParseManaCost(cost); err != nil {
			t.Fatal(err)
		}
	}
	for i, p := range r.Payments {
		var made Pool
		inner := 0
		for _, s := range p.Sources {
			made = made.Add(poolOf(t, s.Mana).Times(s.Count))
			inner += (abilityManaCost(s.Ability) + untapCosts(s.Action)) * s.Count
		}
		spent, left := poolOf(t, p.Spent), poolOf(t, p.Left)
		if made != poolOf(t, p.Mana) {
			t.Errorf("%s: way %d: sources make %v, the way says %s", where, i+1, made, p.Mana)
		}
		if made.Total() != spent.Total()+left.Total()+inner {
			t.Errorf("%s: way %d: sources make %v, spent %s + left %s + %d on their costs", where, i+1, made, p.Spent, p.Left, inner)
		}
		if cost != "" && !controls(t, r.Board, "Celestial Dawn") && !poolPaysExactly(spent, c, p.Life) {
			t.Errorf("%s: way %d: spent %s (life %d) does not pay %s", where, i+1, p.Spent, p.Life, cost)
		}
	}
}

func crossPay(t *testing.T, board, cost, card string) *Ruling {
	t.Helper()
	opts := map[string]string{"board": board, "cost": cost}
	if card != "" {
		opts["card"] = card
	}
	r, err := askOpts("judge pay", opts)
	if err != nil {
		t.Fatalf("/judge pay %v: %v", opts, err)
	}
	if r.Understood {
		checkPayments(t, fmt.Sprintf("board %q cost %s card %q", board, cost, card), r, cost)
	}
	return r
}

// TestPayManaCrossCheck asks /judge mana about generated boards and checks
// /judge pay against it at the edges: {n} for the most mana n and n+1, and
// n and n+1 symbols of each type.
func TestPayManaCrossCheck(t *testing.T) {
	rng := rand.New(rand.NewSource(106 + *crossSeed))
	understood, checked := 0, 0
	notUnderstood := map[string]int{}
	defer func() {
		for k, v := range notUnderstood {
			t.Logf("%d: %s", v, k)
		}
	}()
	for i := 0; i < *crossSeeds; i++ {
		board := genCrossBoard(rng)
		m := ask(t, "judge mana", "board", board)
		if !m.Understood || m.MaxMana == nil {
			continue
		}
		understood++
		max := *m.MaxMana
		// Under Celestial Dawn white mana is spent as though it were any
		// color and other mana as though colorless (CR 609.4b): what is
		// spent is not what pays, so only the totals are held to each other.
		dawn := controls(t, board, "Celestial Dawn")
		if len(m.Payments) != 1 && max > 0 {
			t.Errorf("board %q: mana lists %d ways, want one", board, len(m.Payments))
		} else if len(m.Payments) == 1 {
			checkPayments(t, fmt.Sprintf("mana of %q", board), m, "")
			if got := poolOf(t, m.Payments[0].Mana).Total() - abilityCosts(m.Payments[0]); got != max {
				t.Errorf("board %q: the way makes %d mana net (%s), max_mana %d", board, got, m.Payments[0].Mana, max)
			}
		}
		if max > 40 {
			continue
		}
		edge := func(cost string, want bool) {
			r := crossPay(t, board, cost, "")
			if !r.Understood {
				notUnderstood[r.Answer]++
				return
			}
			checked++
			if r.Payable == nil || *r.Payable != want {
				t.Errorf("board %q: pay %s payable %v, want %v by /judge mana (max %d, by type %v): %s", board, cost, r.Payable, want, max, m.MaxByType, r.Answer)
			}
		}
		if max > 0 {
			edge("{"+strconv.Itoa(max)+"}", true)
		}
		edge("{"+strconv.Itoa(max+1)+"}", false)
		for _, l := range []string{"W", "U", "B", "R", "G", "C"} {
			n := m.MaxByType[l]
			if n > max {
				t.Errorf("board %q: max of %s is %d, more than max_mana %d", board, l, n, max)
			}
			if dawn {
				// White mana is spent as any color, other mana only as
				// colorless (CR 609.4b): n colored symbols are paid by n
				// white mana.
				if l == "C" {
					continue
				}
				w := m.MaxByType["W"]
				if w > 0 {
					edge(strings.Repeat("{"+l+"}", w), true)
				}
				if w < 12 {
					edge(strings.Repeat("{"+l+"}", w+1), false)
				}
				continue
			}
			if n > 0 {
				edge(strings.Repeat("{"+l+"}", n), true)
			}
			if n < 12 {
				edge(strings.Repeat("{"+l+"}", n+1), false)
			}
		}
		// A random cost: more than the most mana is never payable, and
		// each way listed pays it.
		cost := ""
		for k := 1 + rng.Intn(5); k > 0; k-- {
			cost += crossSymbols[rng.Intn(len(crossSymbols))]
		}
		cost = strings.ReplaceAll(cost, "{X}", "{1}")
		card := ""
		if rng.Intn(3) == 0 {
			card = crossSpells[rng.Intn(len(crossSpells))]
		}
		r := crossPay(t, board, cost, card)
		c, _ := ParseManaCost(cost)
		if r.Understood && r.Payable != nil && *r.Payable && c.MinMana() > max {
			t.Errorf("board %q: pay %s (card %q) payable, but it needs %d mana and /judge mana says %d", board, cost, card, c.MinMana(), max)
		}
		if r.Understood && r.Payable != nil {
			crossMonotone(t, board, cost, card, *r.Payable)
			crossTap(t, board, r)
		}
		// For an Elf spell every source here may spend all its mana but
		// a Cavern of Souls that named another type.
		if max > 0 && !dawn {
			for _, l := range []string{"W", "U", "B", "R", "G", "C"} {
				n := m.MaxByType[l]
				for _, k := range []int{n, n + 1} {
					if k == 0 || k > 12 || k == n && strings.Contains(board, "named Bear") {
						continue
					}
					g := crossPay(t, board, strings.Repeat("{"+l+"}", k), "Llanowar Elves")
					if g.Understood && (g.Payable == nil || *g.Payable != (k == n)) {
						t.Errorf("board %q: pay %s card Llanowar Elves payable %v, want %v by /judge mana: %s", board, strings.Repeat("{"+l+"}", k), g.Payable, k == n, g.Answer)
					}
				}
			}
		}
		// The most mana pays {n} for any spell but where a Cavern of
		// Souls' mana, which /judge mana counts, can't be spent on it (CR
		// 106.6); {n+1} is never paid.
		if card != "" && max > 0 {
			for _, n := range []int{max, max + 1} {
				if n == max && strings.Contains(board, "Cavern of Souls") {
					continue
				}
				g := crossPay(t, board, "{"+strconv.Itoa(n)+"}", card)
				if g.Understood && (g.Payable == nil || *g.Payable != (n == max)) {
					t.Errorf("board %q: pay {%d} card %q payable %v, want %v by /judge mana: %s", board, n, card, g.Payable, n == max, g.Answer)
				}
			}
		}
		// {X} with x is the same as the generic cost X (CR 107.3).
		if x := rng.Intn(4); true {
			opts := map[string]string{"board": board, "cost": "{X}{G}", "x": strconv.Itoa(x)}
			a, err := askOpts("judge pay", opts)
			if err != nil {
				t.Fatal(err)
			}
			b := crossPay(t, board, "{"+strconv.Itoa(x)+"}{G}", "")
			if a.Understood && b.Understood && (a.Payable == nil) != (b.Payable == nil) || a.Payable != nil && b.Payable != nil && *a.Payable != *b.Payable {
				t.Errorf("board %q: {X}{G} with x %d payable %v, {%d}{G} payable %v", board, x, a.Payable, x, b.Payable)
			}
		}
		if len(m.Payments) == 1 {
			crossTap(t, board, m)
		}
	}
	t.Logf("%d boards understood, %d edges checked", understood, checked)
}

func abilityCosts(p Payment) int {
	n := 0
	for _, s := range p.Sources {
		n += (abilityManaCost(s.Ability) + untapCosts(s.Action)) * s.Count
	}
	return n
}

// reUntapCost is an untap paid for in a way's action: "pay {4}, untap
// Grim Monolith", with "(two times)" when it is done more than once.
var reUntapCost = regexp.MustCompile(`pay (\{[^ ,]+\}), untap [^,(]+?(?: and tap it again)?(?: \((\w+) times\))?(?:,|$)`)

// untapCosts is the mana an action pays to untap its permanent again
// (a Monolith's untap, read as a repeated use).
func untapCosts(action string) int {
	n := 0
	for _, m := range reUntapCost.FindAllStringSubmatch(action, -1) {
		c, err := ParseManaCost(m[1])
		if err != nil {
			continue
		}
		times := 1
		if m[2] != "" {
			for i, w := range []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"} {
				if w == m[2] {
					times = i
				}
			}
		}
		n += c.MinMana() * times
	}
	return n
}

// crossMonotone checks that a payable cost stays payable with any one
// symbol taken off (mana may be left unspent, CR 106.4), and that an
// unpayable one stays unpayable with {1} more.
func crossMonotone(t *testing.T, board, cost, card string, payable bool) {
	t.Helper()
	if !payable {
		r := crossPay(t, board, cost+"{1}", card)
		if r.Understood && r.Payable != nil && *r.Payable {
			t.Errorf("board %q card %q: %s can't be paid but %s{1} can: %s", board, card, cost, cost, r.Answer)
		}
		return
	}
	syms := strings.SplitAfter(cost, "}")
	for i := range syms {
		if syms[i] == "" {
			continue
		}
		less := strings.Join(append(append([]string{}, syms[:i]...), syms[i+1:]...), "")
		if less == "" {
			continue
		}
		r := crossPay(t, board, less, card)
		if r.Understood && r.Payable != nil && !*r.Payable {
			t.Errorf("board %q card %q: %s can be paid but %s can't: %s", board, card, cost, less, r.Answer)
		}
	}
}

// crossTap checks each source of each way against /judge tap: tapping it
// alone on the board makes the mana the way says it makes, when the
// board names it once and it needs no other source's mana.
func crossTap(t *testing.T, board string, r *Ruling) {
	t.Helper()
	// Squandered Resources' sacrifice adds to a land's line what tapping
	// alone does not make, and a free equip gives haste in a main phase
	// before the next creature is tapped: /judge tap asks one activation.
	if strings.Contains(board, "Squandered Resources") || strings.Contains(board, "Lightning Greaves") {
		return
	}
	for _, p := range r.Payments {
		for _, s := range p.Sources {
			if strings.Count(board, s.Card) != 1 || strings.Contains(board, "2x "+s.Card) || !strings.Contains(s.Ability, "{T}") {
				continue
			}
			if strings.Contains(board, "(on "+s.Card) {
				continue
			}
			if strings.Contains(s.Action, ", untap "+s.Card) {
				// Tapped more than once, untapped between (a Monolith's
				// untap): /judge tap asks one activation.
				continue
			}
			on := board
			if strings.HasPrefix(s.Action, "untap ") {
				// An untapper's way taps the permanent again, untapped
				// first: the mana is its tapping's as an untapped one.
				on = strings.Replace(board, s.Card+" (tapped)", s.Card, 1)
			}
			tr := ask(t, "judge tap", "board", on, "card", s.Card)
			if !tr.Understood {
				continue
			}
			found := false
			for _, m := range manaSet(tr) {
				if m == s.Mana {
					found = true
				}
			}
			if !found {
				t.Errorf("board %q: a way taps %s for %s, /judge tap says %v", board, s.Card, s.Mana, manaSet(tr))
			}
		}
	}
}

// crossNotAdditive are the cards whose mana is not the sum of what each
// permanent's tapping makes alone: abilities with a mana cost or without
// {T}, sacrifices of other permanents, a free equip for haste, and life
// paid from a small total.
var crossNotAdditive = []string{
	"Squandered Resources", "Lightning Greaves", "Calciform Pools", "Cabal Coffers",
	"Nykthos", "Signet", "Mystic Gate", "Graven Cairns", "Spire of Industry",
	// An untapper makes another permanent's mana again; a filter
	// without {T} turns other mana into its own, and so does a Monolith
	// untapped for mana.
	"Arbor Elf", "Voyaging Satyr", "Kiora's Follower", "Agent of Stromgald", "Llanowar Envoy", "Monolith",
}

// TestManaAgainstTap holds /judge mana to /judge tap on boards where each
// permanent's mana is its own (CR 605.1a, 106.4): the most mana in all is
// the sum of the most each permanent's tapping makes, and the most of a
// type the sum of the most of that type.
func TestManaAgainstTap(t *testing.T) {
	rng := rand.New(rand.NewSource(605 + *crossSeed))
	compared := 0
	skipped := map[string]int{}
	defer func() {
		for k, v := range skipped {
			t.Logf("%d: %s", v, k)
		}
	}()
next:
	for i := 0; i < *crossSeeds; i++ {
		board := genCrossBoard(rng)
		for _, n := range crossNotAdditive {
			if strings.Contains(board, n) {
				continue next
			}
		}
		m := ask(t, "judge mana", "board", board)
		if !m.Understood || m.MaxMana == nil {
			continue
		}
		b, err := ParseBoard(board)
		if err != nil {
			t.Fatal(err)
		}
		total, byType := 0, Pool{}
		seen := map[string]int{}
		for _, p := range b.Permanents {
			if p.Controller != Me {
				continue
			}
			seen[p.Card.Name]++
			ref := p.Card.Name + " #" + strconv.Itoa(seen[p.Card.Name])
			r := ask(t, "judge tap", "board", board, "card", ref)
			if !r.Understood {
				skipped[r.Answer]++
				continue next
			}
			if r.Legal == nil || !*r.Legal {
				continue
			}
			most, mostOf := 0, Pool{}
			for _, o := range r.Outcomes {
				if o.Mana == nil {
					continue
				}
				pool := poolOf(t, *o.Mana)
				most = maxInt(most, pool.Total())
				for c := range pool {
					mostOf[c] = maxInt(mostOf[c], pool[c])
				}
			}
			total += most
			byType = byType.Add(mostOf)
		}
		compared++
		if *m.MaxMana != total {
			t.Errorf("board %q: /judge mana says %d in all, /judge tap of each permanent %d", board, *m.MaxMana, total)
		}
		for c, n := range byType {
			if got := m.MaxByType[Color(c).Letter()]; got != n {
				t.Errorf("board %q: /judge mana says at most %d %s, /judge tap of each permanent %d", board, got, Color(c).Symbol(), n)
			}
		}
	}
	t.Logf("%d boards compared", compared)
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// controls reports whether I control a permanent named name on the board.
func controls(t *testing.T, board, name string) bool {
	t.Helper()
	b, err := ParseBoard(board)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range b.Permanents {
		if p.Controller == Me && p.Card.Name == name {
			return true
		}
	}
	return false
}

// TestPayAgainstTap holds /judge pay to every choice of what to tap, on
// boards where each permanent's mana is its own: a cost is payable when
// some permanents, each tapped for one of the outcomes /judge tap gives
// it, make mana that pays it (CR 601.2g–h, 107.4).
func TestPayAgainstTap(t *testing.T) {
	rng := rand.New(rand.NewSource(118 + *crossSeed))
	compared := 0
	symbols := []string{"{G}", "{U}", "{W}", "{B}", "{R}", "{C}", "{1}", "{2}", "{G/W}", "{W/U}", "{2/U}", "{2/R}", "{U/P}", "{G/P}", "{C/W}", "{B/G}"}
next:
	for i := 0; i < *crossSeeds; i++ {
		board := genCrossBoard(rng)
		for _, n := range append(crossNotAdditive, "Celestial Dawn", "Cavern of Souls", "Ancient Tomb", "City of Brass") {
			if strings.Contains(board, n) {
				continue next
			}
		}
		b, err := ParseBoard(board)
		if err != nil {
			t.Fatal(err)
		}
		var options [][]tapOption
		seen := map[string]int{}
		space := 1
		for _, p := range b.Permanents {
			if p.Controller != Me {
				continue
			}
			seen[p.Card.Name]++
			ref := p.Card.Name + " #" + strconv.Itoa(seen[p.Card.Name])
			r := ask(t, "judge tap", "board", board, "card", ref)
			if !r.Understood {
				continue next
			}
			if r.Legal == nil || !*r.Legal {
				continue
			}
			var opts []tapOption
			for _, o := range r.Outcomes {
				if o.Mana != nil {
					opts = append(opts, tapOption{mana: poolOf(t, *o.Mana)})
				}
			}
			options = append(options, opts)
			space *= len(opts) + 1
		}
		if space > 100_000 {
			continue
		}
		if b.Format != Format1v1 {
			continue
		}
		life := 20
		for _, p := range b.Players {
			if p.Name == Me && p.Life != nil {
				life = *p.Life
			}
		}
		for k := 0; k < 3; k++ {
			cost := ""
			for n := 1 + rng.Intn(5); n > 0; n-- {
				cost += symbols[rng.Intn(len(symbols))]
			}
			r := crossPay(t, board, cost, "")
			if !r.Understood || r.Payable == nil {
				continue
			}
			c, _ := ParseManaCost(cost)
			compared++
			if want := anySubsetPays(options, c, life); *r.Payable != want {
				t.Errorf("board %q: pay %s payable %v, trying every choice of what to tap says %v: %s", board, cost, *r.Payable, want, r.Answer)
			}
		}
	}
	t.Logf("%d costs compared", compared)
}
