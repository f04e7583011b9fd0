package rules

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// State-based actions (CR 704). A board is described as it stands, and it
// may describe a state no game can stay in: two copies of a legendary
// permanent, an Aura on something it can't enchant, a 0/0 creature. Before
// any player would get priority the game performs every applicable
// state-based action at once, and repeats until none apply (704.3); every
// question is answered about the board that results. Where a player
// chooses (which legendary permanent stays, 704.5j), each choice that
// makes a difference is an outcome of its own.
//
// The actions performed: 704.5f (toughness 0 or less), 704.5j (the legend
// rule), 704.5m and 303.4c–d (an Aura attached illegally or to nothing,
// enchant restrictions and protection read from the layer-computed
// characteristics), 704.5n and 301.5c (Equipment or Fortification attached
// illegally), 704.5p (anything else attached), 704.5q (+1/+1 and -1/-1
// counters). What the engine cannot decide (a toughness it does not
// compute, an enchant restriction it cannot read, a result that depends on
// a timestamp order) is refused. Toughness is the printed toughness and
// the +1/+1 and -1/-1 counters; any ability on the board the engine does
// not understand that could be a continuous effect on it stops a 704.5f
// ruling. Two cases are read as the board's author meant them: an inline
// creature written without power and toughness stays, and so does a
// noncreature card an effect makes a creature, whose toughness that effect
// sets, unless its mana value is 0 (effects that set toughness to the mana
// value would make it 0), which is refused.

// settled is the board after state-based actions under one set of choices.
type settled struct {
	b *Board
	// choice says what the players chose ("me keeps Azusa, Lost but
	// Seeking (tapped)"), "" when nobody chose or every choice is the same.
	choice string
	steps  []Reason
	// now maps each permanent of the described board to the permanent it
	// is on the settled board, nil for one that left the battlefield.
	now map[*Permanent]*Permanent
	// gone says why a permanent left the battlefield.
	gone map[*Permanent]string
}

// maxSettled bounds the distinct outcomes of the players' choices during
// state-based actions that are explored.
const maxSettled = 64

// maxSBARounds bounds the rounds of state-based actions: each round takes
// a permanent off the battlefield or a counter or attachment away, so a
// board of n permanents settles in far fewer.
const maxSBARounds = 64

// settleBoard performs state-based actions on b until none apply. It
// returns nil when none apply at all, or the settled boards (one per
// distinct outcome of the choices), or why the engine cannot tell.
func settleBoard(ctx context.Context, b *Board) ([]*settled, string) {
	start := &settled{b: b, now: map[*Permanent]*Permanent{}, gone: map[*Permanent]string{}}
	for _, p := range b.Permanents {
		start.now[p] = p
	}
	todo := []*settled{start}
	var done []*settled
	seen := map[string]*settled{}
	acted := false
	for round := 0; len(todo) > 0; round++ {
		if round > maxSBARounds {
			return nil, fmt.Sprintf("state-based actions would be performed more than %d times in a row, more than the engine follows", maxSBARounds)
		}
		var next []*settled
		for _, s := range todo {
			branches, why := sbaRound(ctx, s)
			if why != "" {
				return nil, why
			}
			if branches == nil && !acted {
				// The board as described is legal: nothing to do.
				return nil, ""
			}
			if branches == nil {
				key := boardKey(s.b)
				if d, ok := seen[key]; ok {
					// Two choices that lead to the same board are one outcome.
					if s.choice != "" && d.choice != "" {
						d.choice += "; or " + s.choice
					}
				} else {
					seen[key] = s
					done = append(done, s)
				}
				continue
			}
			acted = true
			next = append(next, branches...)
			if len(next)+len(done) > maxSettled {
				return nil, fmt.Sprintf("the players' choices during state-based actions lead to more than %d different boards, more than the engine explores", maxSettled)
			}
		}
		todo = next
	}
	if !acted {
		return nil, ""
	}
	return done, ""
}

// boardKey is a settled board's canonical form with its permanents'
// identities, for merging equal outcomes.
func boardKey(b *Board) string {
	var sb strings.Builder
	sb.WriteString(b.String())
	att := attachments(b)
	for _, p := range b.Permanents {
		sb.WriteString("|" + permSignature(b, p, att))
	}
	return sb.String()
}

// attachments maps each permanent to the names of those attached to it.
func attachments(b *Board) map[*Permanent][]string {
	out := map[*Permanent][]string{}
	for _, q := range b.Permanents {
		if t, _ := b.AttachedTo(q); t != nil {
			out[t] = append(out[t], q.Card.Name)
		}
	}
	return out
}

// permSignature describes a permanent as far as any rule can tell it from
// another: card, controller, status, counters, choices and attachments.
func permSignature(b *Board, p *Permanent, att map[*Permanent][]string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%p/%s/%v/%v/%v/%s/%s/", p.Card, p.Controller, p.Tapped, p.Sick, p.Haste, p.Chose, p.Named)
	if p.X != nil {
		fmt.Fprintf(&sb, "X=%d/", *p.X)
	}
	for _, c := range p.Counters {
		fmt.Fprintf(&sb, "%d %s,", c.N, c.Kind)
	}
	if t, _ := b.AttachedTo(p); t != nil {
		sb.WriteString("on " + t.Card.Name + "#" + itoa(indexOf(b, t)))
	}
	names := append([]string(nil), att[p]...)
	sort.Strings(names)
	sb.WriteString("/with " + strings.Join(names, ","))
	return sb.String()
}

// sbaActions are the state-based actions that apply at once to a board.
type sbaActions struct {
	leave    map[int]string // permanent index → why it is put into the graveyard
	unattach map[int]string // index → why it becomes unattached
	counters map[int]int    // index → +1/+1 and -1/-1 counters removed of each
	legends  [][]int        // groups of legendary permanents, one to keep of each
	steps    []Reason
}

func (a *sbaActions) empty() bool {
	return len(a.leave) == 0 && len(a.unattach) == 0 && len(a.counters) == 0 && len(a.legends) == 0
}

// key describes the actions, to compare them across timestamp orders.
func (a *sbaActions) key() string {
	var sb strings.Builder
	fmt.Fprint(&sb, a.leave, a.unattach, a.counters, a.legends)
	return sb.String()
}

// sbaRound finds the state-based actions that apply to s and performs
// them: nil when none apply, else one settled board per distinct choice.
func sbaRound(ctx context.Context, s *settled) ([]*settled, string) {
	worlds := buildWorlds(ctx, s.b)
	var acts *sbaActions
	for _, w := range worlds {
		a, why := w.stateBased()
		if why != "" {
			return nil, why
		}
		if acts != nil && acts.key() != a.key() {
			return nil, "which state-based actions apply depends on the timestamp order of the type-changing effects, which the board does not record"
		}
		if acts == nil {
			acts = a
		}
	}
	if acts.empty() {
		return nil, ""
	}
	// The legend rule: one permanent of each group stays. Permanents that
	// no rule can tell apart give one outcome.
	type pick struct {
		keep   []int
		choice []string
	}
	picks := []pick{{}}
	var att map[*Permanent][]string
	if len(acts.legends) > 0 {
		att = attachments(s.b)
	}
	for _, g := range acts.legends {
		var opts []int
		sigs := map[string]bool{}
		for _, i := range g {
			sig := permSignature(s.b, s.b.Permanents[i], att)
			if !sigs[sig] {
				sigs[sig] = true
				opts = append(opts, i)
			}
		}
		var nextPicks []pick
		for _, pk := range picks {
			for _, i := range opts {
				np := pick{keep: append(append([]int(nil), pk.keep...), i)}
				np.choice = append([]string(nil), pk.choice...)
				if len(opts) > 1 {
					p := s.b.Permanents[i]
					np.choice = append(np.choice, p.Controller+" keeps "+describePerm(s.b, p))
				}
				nextPicks = append(nextPicks, np)
			}
		}
		picks = nextPicks
		if len(picks) > maxSettled {
			return nil, fmt.Sprintf("the legend rule gives more than %d different choices, more than the engine explores", maxSettled)
		}
	}
	var out []*settled
	for _, pk := range picks {
		leave := map[int]string{}
		for i, why := range acts.leave {
			leave[i] = why
		}
		for gi, g := range acts.legends {
			for _, i := range g {
				if i != pk.keep[gi] {
					if _, ok := leave[i]; !ok {
						leave[i] = "the legend rule"
					}
				}
			}
		}
		n := applySBA(s, acts, leave)
		n.steps = append(append([]Reason(nil), s.steps...), acts.steps...)
		choice := strings.Join(pk.choice, "; ")
		switch {
		case s.choice != "" && choice != "":
			n.choice = s.choice + "; " + choice
		case choice != "":
			n.choice = choice
		default:
			n.choice = s.choice
		}
		out = append(out, n)
	}
	return out, ""
}

// describePerm names a permanent with what tells it from its namesakes.
func describePerm(b *Board, p *Permanent) string {
	one := &Board{Format: Format1v1, Turn: p.Controller, Step: StepMain1, Players: []*Player{{Name: p.Controller}}, Permanents: []*Permanent{p}}
	s := one.String()
	if i := strings.Index(s, ": "); i >= 0 {
		s = s[i+2:]
	}
	if i := strings.Index(s, ";"); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// applySBA performs the actions on s's board: the permanents in leave go
// to the graveyard, the others are unattached or lose counters.
func applySBA(s *settled, acts *sbaActions, leave map[int]string) *settled {
	b := s.b
	nb := *b
	nb.Permanents = nil
	repl := map[*Permanent]*Permanent{}
	for i, p := range b.Permanents {
		if _, ok := leave[i]; ok {
			repl[p] = nil
			continue
		}
		q := p
		if _, ok := acts.unattach[i]; ok {
			c := *q
			c.On = nil
			q = &c
		}
		if k := acts.counters[i]; k > 0 {
			c := *q
			c.Counters = nil
			for _, ct := range q.Counters {
				if ct.Kind == "+1/+1" || ct.Kind == "-1/-1" {
					ct.N -= k
				}
				if ct.N > 0 {
					c.Counters = append(c.Counters, ct)
				}
			}
			q = &c
		}
		repl[p] = q
	}
	// Attachments are written as names and numbers among namesakes, which
	// shift as permanents leave: write each anew for the new board.
	targets := map[*Permanent]*Permanent{}
	for _, p := range b.Permanents {
		if q := repl[p]; q != nil && q.On != nil {
			if t, _ := b.AttachedTo(p); t != nil {
				targets[q] = repl[t]
			}
		}
	}
	for _, p := range b.Permanents {
		if q := repl[p]; q != nil {
			nb.Permanents = append(nb.Permanents, q)
		}
	}
	for i, q := range nb.Permanents {
		t, ok := targets[q]
		if !ok {
			continue
		}
		c := *q
		c.On = nil
		if t != nil {
			c.On = refTo(&nb, t)
		}
		nb.Permanents[i] = &c
		for o, now := range repl {
			if now == q {
				repl[o] = &c
			}
		}
	}
	n := &settled{b: &nb, now: map[*Permanent]*Permanent{}, gone: map[*Permanent]string{}}
	for orig, cur := range s.now {
		if cur == nil {
			n.now[orig] = nil
			n.gone[orig] = s.gone[orig]
			continue
		}
		n.now[orig] = repl[cur]
		if repl[cur] == nil {
			n.gone[orig] = leave[indexOf(b, cur)]
		}
	}
	return n
}

// refTo names t on b by its controller and number among that player's
// namesakes.
func refTo(b *Board, t *Permanent) *CardRef {
	n := 0
	for _, p := range b.Permanents {
		if p.Controller == t.Controller && catalog.Key(p.Card.Name) == catalog.Key(t.Card.Name) {
			n++
		}
		if p == t {
			break
		}
	}
	return &CardRef{Owner: t.Controller, Name: t.Card.Name, Number: n}
}

// stateBased finds the state-based actions that apply to the world.
func (w *world) stateBased() (*sbaActions, string) {
	a := &sbaActions{leave: map[int]string{}, unattach: map[int]string{}, counters: map[int]int{}}
	b := w.b
	// 704.5q: +1/+1 and -1/-1 counters annihilate.
	for _, p := range w.perms {
		plus, minus := p.counters("+1/+1"), p.counters("-1/-1")
		if plus > 0 && minus > 0 {
			n := min(plus, minus)
			a.counters[p.i] = n
			a.steps = append(a.steps, Reason{
				Text:  fmt.Sprintf("%s has %s and %s on it, so %d of each are removed", p.name, plural(plus, "+1/+1 counter"), plural(minus, "-1/-1 counter"), n),
				Rules: []string{"704.5q"},
			})
		}
	}
	// 704.5f: a creature with toughness 0 or less.
	for _, p := range w.perms {
		if !p.is("Creature") {
			continue
		}
		t, ok := printedToughness(p.Card)
		if !ok && p.Card.Toughness == "" && !has(splitTypesOf(p.Card), "Creature") {
			// Made a creature by an effect, which sets its power and
			// toughness; an effect that uses its mana value gives a card
			// of mana value 0 toughness 0.
			if manaValue(p.Card.ManaCost) == 0 {
				return nil, fmt.Sprintf("%s is a creature by an effect that sets its toughness, which the engine does not compute, and it could be 0 (a creature with toughness 0 or less is put into its owner's graveyard, CR 704.5f)", p.name)
			}
			continue
		}
		if !ok && p.Card.Toughness == "" {
			// An inline creature written without power and toughness: the
			// board does not say, and it is taken to be a creature that
			// stays.
			continue
		}
		if !ok {
			return nil, fmt.Sprintf("%s is a creature whose toughness the engine does not compute (its printed toughness is %s), and a creature with toughness 0 or less is put into its owner's graveyard (CR 704.5f)", p.name, p.Card.Toughness)
		}
		plus, minus := p.counters("+1/+1"), p.counters("-1/-1")
		if t+plus-minus > 0 {
			continue
		}
		if u := w.couldChangeToughness(); u != "" {
			return nil, fmt.Sprintf("%s would have toughness %d, and %s", p.name, t+plus-minus, u)
		}
		how := fmt.Sprintf("%s is a %s/%s creature", p.name, p.Card.Power, p.Card.Toughness)
		if plus == 0 && minus == 0 {
			how += " with no counters on it"
		} else {
			how += fmt.Sprintf(" with %s and %s on it", plural(plus, "+1/+1 counter"), plural(minus, "-1/-1 counter"))
		}
		a.leave[p.i] = "its toughness is 0 or less"
		a.steps = append(a.steps, Reason{
			Text:  fmt.Sprintf("%s, so its toughness is %d, and a creature with toughness 0 or less is put into its owner's graveyard", how, t+plus-minus),
			Rules: []string{"704.5f"},
		})
	}
	// 704.5j: the legend rule.
	groups := map[string][]int{}
	var order []string
	for _, p := range w.perms {
		if !p.hasSuper("Legendary") {
			continue
		}
		k := p.Controller + "\x00" + catalog.Key(p.name)
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], p.i)
	}
	for _, k := range order {
		g := groups[k]
		if len(g) < 2 {
			continue
		}
		p := w.perms[g[0]]
		a.legends = append(a.legends, g)
		text := fmt.Sprintf("%s controls %d legendary permanents named %s, so %s chooses one of them and the rest are put into their owners' graveyards", p.Controller, len(g), p.name, p.Controller)
		if identicalAll(b, g, attachments(b)) {
			text += "; they are alike in every way, so which one stays makes no difference"
		} else {
			text += "; they differ, so each choice is an outcome of its own"
		}
		a.steps = append(a.steps, Reason{Text: text, Rules: []string{"704.5j"}})
	}
	// 704.5m, 704.5n, 704.5p: attachments.
	for _, p := range w.perms {
		isAura := p.is("Enchantment") && p.hasSub("Aura")
		isEquip := p.is("Artifact") && p.hasSub("Equipment")
		isFort := p.is("Artifact") && p.hasSub("Fortification")
		if !isAura && p.On == nil {
			continue
		}
		var t *perm
		if p.attached >= 0 {
			t = w.perms[p.attached]
		}
		switch {
		case isAura:
			why, rules, unknown := w.auraIllegal(p, t)
			if unknown != "" {
				return nil, unknown
			}
			if why == "" {
				continue
			}
			a.leave[p.i] = why
			a.steps = append(a.steps, Reason{Text: why + ", so " + p.name + " is put into its owner's graveyard", Rules: append(rules, "704.5m")})
		case isEquip || isFort:
			why, rules, unknown := w.equipIllegal(p, t, isFort)
			if unknown != "" {
				return nil, unknown
			}
			if why == "" {
				continue
			}
			a.unattach[p.i] = why
			a.steps = append(a.steps, Reason{Text: why + ", so " + p.name + " becomes unattached and stays on the battlefield", Rules: append(rules, "704.5n")})
		default:
			what := "a permanent that is neither an Aura, an Equipment nor a Fortification"
			if p.is("Creature") {
				what = "a creature"
			}
			a.unattach[p.i] = "attached"
			a.steps = append(a.steps, Reason{Text: fmt.Sprintf("%s is %s and is attached to something, so it becomes unattached and stays on the battlefield", p.name, what), Rules: []string{"704.5p"}})
		}
	}
	if !a.empty() {
		a.steps = append([]Reason{{
			Text:  "The board as described is not a legal state: before any player gets priority the game performs every state-based action that applies, all at once, and repeats until none apply; the question is answered about the board that results",
			Rules: []string{"704.3", "117.5"},
		}}, a.steps...)
	}
	return a, ""
}

// splitTypesOf is the card types a card is printed with.
func splitTypesOf(c *catalog.Card) []string {
	_, t, _ := splitTypes(c)
	return t
}

// identicalAll reports whether no rule can tell the permanents apart.
func identicalAll(b *Board, idx []int, att map[*Permanent][]string) bool {
	first := ""
	for k, i := range idx {
		sig := permSignature(b, b.Permanents[i], att)
		if k == 0 {
			first = sig
		} else if sig != first {
			return false
		}
	}
	return true
}

// printedToughness reads a card's printed toughness when it is a number.
func printedToughness(c *catalog.Card) (int, bool) {
	s := strings.TrimSpace(c.Toughness)
	neg := strings.HasPrefix(s, "-")
	n, ok := parseDigits(strings.TrimPrefix(s, "-"))
	if neg {
		n = -n
	}
	return n, ok
}

// couldChangeToughness names an ability on the board, not understood, that
// could be a continuous effect on a creature's toughness now. Triggered
// and activated abilities change nothing until they resolve, so only the
// others count.
func (w *world) couldChangeToughness() string {
	for _, q := range w.perms {
		if q.lostText {
			continue
		}
		for _, ab := range q.printed {
			if ab.Kind == KindTriggered || ab.Kind == KindActivated || ab.Kind == KindManaTrigger || ab.Kind == KindMana {
				continue
			}
			if ab.Understood && (ab.Static == nil || toughnessSafe(ab.Static, ab.Text)) {
				continue
			}
			why := ab.Why
			if ab.Understood {
				why = "the engine does not compute power and toughness"
			}
			return fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not understand as it bears on toughness (%s) and which could change that", q.name, ab.Text, why)
		}
	}
	return ""
}

// auraIllegal says why the Aura p can't be attached to t (nil: attached to
// nothing), with the rules; or what the engine cannot read.
func (w *world) auraIllegal(p, t *perm) (why string, rules []string, unknown string) {
	rules = []string{"303.4c", "303.4d"}
	if t == nil {
		return p.name + " is an Aura attached to no object or player", rules, ""
	}
	if t == p {
		return p.name + " is an Aura attached to itself, and an Aura can't enchant itself", rules, ""
	}
	if p.is("Creature") {
		return p.name + " is an Aura that is also a creature, and such an Aura can't enchant anything", rules, ""
	}
	var restriction string
	n := 0
	for _, ab := range p.abilities {
		for _, k := range ab.Keywords {
			if strings.HasPrefix(k, "enchant ") {
				restriction = strings.TrimPrefix(k, "enchant ")
				n++
			}
		}
	}
	if n != 1 {
		return "", nil, fmt.Sprintf("%s is an Aura and the engine does not find exactly one enchant ability it reads, so it cannot tell whether %s may enchant %s (CR 303.4c, 704.5m)", p.name, p.name, t.name)
	}
	restriction = capitalizeLandTypes(restriction)
	ok, read := w.matchesObject(t, p, restriction)
	if !read {
		return "", nil, fmt.Sprintf("%s has \u201cEnchant %s\u201d, which the engine does not read, so it cannot tell whether %s may enchant %s (CR 303.4c, 704.5m)", p.name, restriction, p.name, t.name)
	}
	if !ok {
		why := fmt.Sprintf("%s has \u201cEnchant %s\u201d and is attached to %s, which is not %s", p.name, restriction, t.name, article(restriction))
		if t.lostText || len(t.subtypes) != len(t.Card.Subtypes) {
			why += " (its land types are now " + orNone(strings.Join(t.subtypes, " ")) + ")"
			rules = append(rules, "305.7", "613.1d")
		}
		return why, rules, ""
	}
	if q, prot, read := protectedFrom(t, p); !read {
		return "", nil, fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not read, and %s is attached to it (CR 702.16c)", t.name, prot, p.name)
	} else if q {
		return fmt.Sprintf("%s has %s, and %s has that quality", t.name, prot, p.name), append(rules, "702.16c"), ""
	}
	return "", nil, ""
}

// equipIllegal says why the Equipment or Fortification p can't be attached
// to t, with the rules; or what the engine cannot read.
func (w *world) equipIllegal(p, t *perm, fort bool) (why string, rules []string, unknown string) {
	if t == nil {
		return "", nil, ""
	}
	if fort {
		rules = []string{"301.6"}
		if t == p || !t.is("Land") {
			return fmt.Sprintf("%s is a Fortification attached to %s, which is not a land", p.name, t.name), rules, ""
		}
	} else {
		rules = []string{"301.5c"}
		if t == p {
			return p.name + " is an Equipment attached to itself, and an Equipment can't equip itself", rules, ""
		}
		if p.is("Creature") {
			return p.name + " is an Equipment that is also a creature, and such an Equipment can't equip a creature", append(rules, "704.5p"), ""
		}
		if !t.is("Creature") {
			return fmt.Sprintf("%s is an Equipment attached to %s, which is not a creature", p.name, t.name), rules, ""
		}
	}
	if q, prot, read := protectedFrom(t, p); !read {
		return "", nil, fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not read, and %s is attached to it (CR 702.16d)", t.name, prot, p.name)
	} else if q {
		return fmt.Sprintf("%s has %s, and %s has that quality", t.name, prot, p.name), append(rules, "702.16d"), ""
	}
	return "", nil, ""
}

// article is "a land", "an artifact", "a Forest".
func article(noun string) string {
	if noun != "" && strings.ContainsRune("aeiouAEIOU", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}

// objectTypes are the card types an enchant restriction may name.
var objectTypes = map[string]string{
	"permanent": "", "land": "Land", "creature": "Creature", "artifact": "Artifact",
	"enchantment": "Enchantment", "planeswalker": "Planeswalker", "battle": "Battle",
}

// matchesObject reports whether t is what an enchant restriction names
// ("land", "Forest", "creature you control", "Forest or Plains"), and
// whether the engine reads the restriction at all.
func (w *world) matchesObject(t, src *perm, restriction string) (bool, bool) {
	r := strings.ToLower(strings.TrimSpace(restriction))
	who := ""
	for _, suf := range []string{" you control", " an opponent controls", " you don't control"} {
		if strings.HasSuffix(r, suf) {
			who, r = strings.TrimPrefix(suf, " "), strings.TrimSuffix(r, suf)
		}
	}
	match := false
	for _, alt := range strings.Split(r, " or ") {
		m, ok := matchesNoun(t, strings.TrimSpace(alt))
		if !ok {
			return false, false
		}
		match = match || m
	}
	switch who {
	case "you control":
		match = match && t.Controller == src.Controller
	case "an opponent controls", "you don't control":
		match = match && w.b.opponents(src.Controller, t.Controller)
	}
	return match, true
}

// matchesNoun reads one noun phrase of an enchant restriction: an optional
// supertype or "non-" word, then a card type or a basic land type.
func matchesNoun(t *perm, phrase string) (bool, bool) {
	words := strings.Fields(phrase)
	if len(words) == 0 || len(words) > 2 {
		return false, false
	}
	noun := words[len(words)-1]
	var m bool
	if ty, ok := objectTypes[noun]; ok {
		m = ty == "" || t.is(ty)
	} else if lt := basicLandTypeOf(noun); lt != "" {
		m = t.hasSub(lt)
	} else {
		return false, false
	}
	if len(words) == 2 {
		switch words[0] {
		case "basic", "legendary", "snow":
			m = m && t.hasSuper(words[0])
		case "nonbasic", "nonlegendary", "nonsnow":
			m = m && !t.hasSuper(strings.TrimPrefix(words[0], "non"))
		case "nonland", "noncreature", "nonartifact", "nonenchantment":
			ty := objectTypes[strings.TrimPrefix(words[0], "non")]
			m = m && !t.is(ty)
		default:
			return false, false
		}
	}
	return m, true
}

// basicLandTypeOf is the basic land type a lower-case word names, "" if
// none.
func basicLandTypeOf(w string) string {
	for _, t := range basicLandTypes {
		if strings.EqualFold(w, t) {
			return t
		}
	}
	return ""
}

// protectedFrom reports whether t has protection from a quality src has;
// prot is the protection read, and read false when the engine cannot read
// one of t's protections.
func protectedFrom(t, src *perm) (hit bool, prot string, read bool) {
	for _, ab := range t.abilities {
		for _, k := range ab.Keywords {
			if !strings.HasPrefix(k, "protection from ") {
				continue
			}
			q := strings.TrimPrefix(k, "protection from ")
			n := len(src.colors.Colors())
			var m bool
			switch q {
			case "everything":
				m = true
			case "multicolored":
				m = n >= 2
			case "monocolored":
				m = n == 1
			case "colorless":
				m = n == 0
			case "artifacts", "creatures", "enchantments", "lands", "planeswalkers":
				m = src.is(objectTypes[strings.TrimSuffix(q, "s")])
			default:
				c, ok := colorFromWord(q)
				if !ok {
					return false, k, false
				}
				m = src.colors.Has(c)
			}
			if m {
				return true, k, true
			}
		}
	}
	return false, "", true
}

// capitalizeLandTypes writes the basic land types of a lower-cased
// keyword as printed ("forest or plains" → "Forest or Plains").
func capitalizeLandTypes(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if t := basicLandTypeOf(w); t != "" {
			words[i] = t
		}
	}
	return strings.Join(words, " ")
}

// toughnessSafe reports whether a static ability the engine understands
// is of a kind that never changes a creature's toughness. A kind not
// listed here (one the compiler may learn later) is not taken as safe.
func toughnessSafe(st *StaticSpec, text string) bool {
	switch st.Kind {
	case StaticExtraLands, StaticSetLandType, StaticAddLandType, StaticColor, StaticDoubleX, StaticCantCast:
		return true
	case StaticGrant:
		// Mana abilities and keywords change no toughness.
		for _, g := range st.Granted {
			if g == nil || g.Kind != KindMana && g.Kind != KindKeyword {
				return false
			}
		}
		return len(st.Granted) > 0
	case StaticNoEffect:
		return reNoEffectHere.MatchString(normalize(nil, text))
	}
	return false
}
