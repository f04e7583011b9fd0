package rules

import (
	"cmp"
	"context"
	"fmt"
	"iter"
	"slices"
	"sort"
	"strings"
	"sync"
)

// world is the board with every continuous effect applied, under one
// order of timestamps where the order matters.
type world struct {
	b     *Board
	perms []*perm
	// raiseSubjects caches raiseSubjectOf: what of an ability's effect
	// may raise a toughness, which depends on its text alone.
	raiseSubjects map[*Ability][]string
	// untapText caches, by an activated ability's text, whether its
	// effect untaps something; untappers are those of the permanents
	// untapMine (untappersIn).
	untapText map[string]bool
	untapMine []*perm
	untappers []*Ability
	// sacBan caches creatureSacBan.
	sacBan struct {
		done bool
		p    *perm
		a    *Ability
	}
	// targetBy is, while the targets of an ability being activated are
	// read (targetsAvailable), the player activating it ("" otherwise).
	targetBy string
	// targetAb is, then, the ability whose targets are read.
	targetAb *Ability
	// tapProbe is set while tappedFirst reads whether an ability that is
	// no mana ability can be activated: the targets that reads would ask
	// the same again.
	tapProbe bool
	// targetsTaken: while cantWhateverTargets asks whether an ability can
	// be activated whatever its targets, targetsAvailable takes every
	// target as available.
	targetsTaken bool
	// spellX is, while a spell's targets are read for a pay question
	// that gives X (spellXSet), the value of its X: "X target creatures"
	// is that many.
	spellX    int
	spellXSet bool
	// priced are the mana abilities unknownFor found can't be paid for
	// now (unaffordable), which usesOf then leaves unread.
	priced      map[permAbility]bool
	pricedTries int
	// protAttached is protectionAttached's, by permanent; asWhite is
	// spendsAsWhite's for the player asWhiteOf, once asWhiteKnown.
	protAttached map[*perm]verdict
	asWhite      *perm
	asWhiteOf    string
	asWhiteKnown bool
	// asAny is spendsAsAny's for the player asAnyOf, once asAnyKnown.
	asAny      *perm
	asAnyOf    string
	asAnyKnown bool
	// afterSBA: state-based actions were performed on the described
	// board, so in a cleanup step the active player gets priority
	// (CR 514.3a).
	afterSBA bool
	// askerActivates: an ability any player may activate is asked about
	// as activated by the player asking (/judge activate), who pays its
	// costs (CR 602.2).
	askerActivates bool
	// label says which timestamp order this world assumes; "" when every
	// order gives the same characteristics.
	label string
	// orders are the labels of every timestamp order that gives this
	// world (nil when there is one world).
	orders []string
	// unknown says why the engine cannot build this world faithfully (""
	// when it can).
	unknown string
	// lostAllNotes are the notes of w.notes that say which creatures lost
	// all abilities (loseAll).
	lostAllNotes []Reason
	// notes are reasoning steps about how characteristics were found.
	notes []Reason
	// could is the least fixpoint of "could produce" (CR 106.7), per
	// permanent, computed on first use.
	could     []TypeSet
	couldSeen bool
	// repCache holds the replacement effects by what they depend on.
	repCache  map[string][]*replacement
	typeCache map[string]TypeSet
	// reps is 1 when no permanent has a replacement effect, 2 when one
	// has, 0 before it is known (noReplacements).
	reps int8
	// trigs is the same for triggered mana abilities (noManaTriggers).
	trigs int8
	// costX says whether the cost a pay question pays contains {X}: 1
	// yes, 2 no, 0 not known (Rosheen Meanderer's mana: spendOnX).
	costX int8
	// costC is the same for {C} (Cultivator Drone's mana: spendOnC).
	costC int8
	// costSlab holds the lists of what paying the costs of mana abilities
	// does (costEvents).
	costSlab slab[string]
	// onlyMana: the cost a pay question pays has {C} or {S}, which only
	// mana pays, not convoke or improvise (addTapsToPay).
	onlyMana bool
	// castFromElsewhere: the spell paid for is taken to be cast from
	// elsewhere than its caster's hand, so that a mana ability whose cost
	// discards the hand may be used first (castFirst).
	castFromElsewhere bool
	// shrinking: a trigger that lowers toughness (shrinkChangesNoMana)
	// is being weighed; another such trigger its deaths set off is not.
	shrinking bool
	// costLife: the cost a pay question pays may be paid with life (a
	// Phyrexian symbol), or the spell's text speaks of life, so that life
	// gained first may change it (lifeOnlyChangesNoMana).
	costLife bool
	// spendUnknownOK: mana whose restriction on spending the engine does
	// not read for this spell is taken as spendable on it, for the most a
	// "no" can say the player makes (whyUnpayable).
	spendUnknownOK bool
}

// buildWorlds applies continuous effects to the board. Effects in layer 4
// whose relative order is decided by timestamps the board does not record
// are tried in every order; each distinct result is one world. Each world
// counts against the question's budget as one state per permanent; past
// it, no more worlds are built (the meter says so).
// Long: one loop builds a world per order, sharing the budget's meter and
// the signatures of the worlds found so far.
func buildWorlds(ctx context.Context, b *Board) []*world {
	m := meterOf(ctx)
	if bw := m.built[b]; bw != nil {
		if ws, ok := bw.again(m); ok {
			return ws
		}
	}
	base := make([]*perm, len(b.Permanents))
	// The permanents are made in one array.
	slab := make([]perm, len(b.Permanents))
	for i, p := range b.Permanents {
		base[i] = initPerm(&slab[i], i, p)
	}
	for _, p := range base {
		p.attached = attachedIndex(b, p)
	}
	// Layer 2 before layer 4: the land-type effects read controllers
	// ("Lands you control are …").
	notes, controlUnknown := applyControl(base)
	// What applies only while a condition holds reads the controller, so
	// after layer 2 (compile_while.go).
	for _, p := range base {
		notes = append(notes, p.applyWhile(b)...)
	}
	effects, chosenUnknown := landTypeEffects(base)
	notes = append(notes, loseDependentEffects(b, effects)...)
	distinct := distinctEffects(effects)
	orders := [][]*typeEffect{distinct}
	needOrder := false
	for _, e := range distinct {
		if e.spec.Kind == StaticSetLandType && len(distinct) > 1 {
			needOrder = true
		}
	}
	if needOrder && len(distinct) <= maxOrderedEffects {
		// An effect that depends on another applies after it, whatever
		// the timestamps (CR 613.8a, 613.8b); only orders that keep every
		// such pair are tried. Effects in a dependency loop apply in
		// timestamp order (613.8b), so every order of them is tried.
		deps := dependencies(b, base, distinct)
		orders = nil
		for _, order := range permutations(distinct) {
			if keepsDependencies(order, deps) {
				orders = append(orders, order)
			}
		}
		for _, d := range deps {
			if !d.loop {
				notes = append(notes, Reason{
					Text:  Possessive(d.later.src.name) + " effect depends on " + Possessive(d.first.src.name) + ": applying " + Possessive(d.first.src.name) + " changes what " + Possessive(d.later.src.name) + " applies to, so it applies after it whatever their timestamps",
					Rules: []string{"613.8a", "613.8b"},
				})
			}
		}
	}
	tooMany := ""
	if needOrder && len(distinct) > maxOrderedEffects {
		tooMany = fmt.Sprintf("%d land-type-changing effects apply in timestamp order (CR 613.7), which the board does not record, and the engine tries every order of at most %d", len(distinct), maxOrderedEffects)
		needOrder = false
	}
	var worlds []*world
	sigs := map[string]*world{}
	charged, cut := 0, false
	for _, order := range orders {
		charged++
		if !m.state(len(base)) {
			cut = true
			if len(worlds) > 0 {
				break
			}
		}
		w := &world{b: b, notes: append([]Reason(nil), notes...), unknown: cmp.Or(controlUnknown, chosenUnknown, tooMany)}
		if len(orders) == 1 {
			// One order: the world is the base, changed in place.
			w.perms = base
		} else {
			w.perms = make([]*perm, len(base))
			for i, p := range base {
				c := *p
				c.types = append([]string(nil), p.types...)
				c.subtypes = append([]string(nil), p.subtypes...)
				w.perms[i] = &c
			}
		}
		w.applyOrder(order, effects)
		typeNotes, unknown := applyCardTypeEffects(b, w.perms)
		w.notes = append(w.notes, typeNotes...)
		if w.unknown == "" && unknown != "" {
			w.unknown = unknown
		}
		devotionNotes, devotionUnknown := applyDevotionTypeEffects(w.perms)
		w.notes = append(w.notes, devotionNotes...)
		if w.unknown == "" && devotionUnknown != "" {
			w.unknown = devotionUnknown
		}
		ownNotes, ownUnknown := applyOwnTypeEffects(w.perms)
		w.notes = append(w.notes, ownNotes...)
		if w.unknown == "" && ownUnknown != "" {
			w.unknown = ownUnknown
		}
		// With one order there is one world, like no other: its
		// signature is not needed.
		if len(orders) > 1 {
			sig := w.signature()
			if first, ok := sigs[sig]; ok {
				if needOrder {
					first.orders = append(first.orders, orderLabel(order))
				}
				continue
			}
			sigs[sig] = w
		}
		if needOrder {
			w.label = orderLabel(order)
			w.orders = []string{w.label}
		}
		worlds = append(worlds, w)
	}
	explainOrders(worlds, len(notes), len(distinct), tooMany)
	for _, w := range worlds {
		w.finish(m)
	}
	if !cut {
		if m.built == nil {
			m.built = map[*Board]*builtWorlds{}
		}
		m.built[b] = &builtWorlds{worlds: worlds, charged: charged, per: len(base)}
	}
	return worlds
}

// builtWorlds are the worlds buildWorlds built of a board, and what
// building them counted against the question's budget: charged rounds of
// per states.
type builtWorlds struct {
	worlds  []*world
	charged int
	per     int
}

// again hands out the worlds once more, counting against the budget what
// building them counts, each a copy that has worked out nothing yet (its
// caches empty), as a world just built. ok is false when the budget runs
// out on the way: the worlds are then built again, as far as it allows.
func (bw *builtWorlds) again(m *meter) ([]*world, bool) {
	for i := 0; i < bw.charged; i++ {
		if !m.state(bw.per) {
			return nil, false
		}
	}
	out := make([]*world, len(bw.worlds))
	for i, w := range bw.worlds {
		c := *w
		c.could, c.couldSeen, c.repCache, c.typeCache = nil, false, nil, nil
		c.untapMine, c.untappers = nil, nil
		c.sacBan.done = false
		// The copy hands out lists from arrays of its own.
		c.costSlab = slab[string]{}
		out[i] = &c
	}
	return out, true
}

// landTypeEffects lists the effects that set or add land types (layer 4)
// of the understood static abilities printed on base.
// An effect that sets the land type chosen as its source entered reads
// the board's "named TYPE"; where the board does not say it, or names no
// basic land type, unknown says so, for a source attached to a
// permanent or one that is no Aura (an Aura on nothing sets nothing).
func landTypeEffects(base []*perm) (effects []*typeEffect, unknown string) {
	for _, p := range base {
		for _, a := range p.printed {
			if a.Understood && a.Static != nil && (a.Static.Kind == StaticSetLandType || a.Static.Kind == StaticAddLandType) {
				spec, key := a.Static, a.Text+"/"+p.Controller
				if spec.ChosenLandType {
					if _, ok := basicLandColor[p.Named]; !ok {
						if (p.attached >= 0 || !p.hasSub("Aura")) && unknown == "" {
							unknown = fmt.Sprintf("%s has \u201c%s\u201d, and the board does not say which basic land type was chosen as it entered (write it as \u201c%s (named Island)\u201d)", p.name, a.Text, p.name)
						}
						continue
					}
					c := *spec
					c.LandTypes = []string{p.Named}
					spec, key = &c, key+"/"+p.Named
				}
				effects = append(effects, &typeEffect{src: p, spec: spec, key: key, alive: true})
			}
		}
	}
	return effects, unknown
}

// loseDependentEffects marks not alive each effect whose source loses its
// ability to a land-type-setting effect, and says why.
func loseDependentEffects(b *Board, effects []*typeEffect) []Reason {
	var notes []Reason
	// Dependency (CR 613.8): an effect whose source is a land that a
	// land-type-setting effect affects loses its ability, so it no longer
	// exists (Urborg under Blood Moon).
	for changed := true; changed; {
		changed = false
		for _, e := range effects {
			if !e.alive || !e.src.is("Land") {
				continue
			}
			for _, s := range effects {
				if s != e && s.alive && s.spec.Kind == StaticSetLandType && affects(b, s, e.src) {
					e.alive = false
					changed = true
					// The official rulings on it: Urborg's on an effect
					// such as Magus of the Moon's, Blood Moon's on what a
					// land it affects loses.
					notes = append(notes, Reason{
						Text:    e.src.name + " is affected by " + Possessive(s.src.name) + " effect, which sets its land type, so it loses its own ability and " + Possessive(e.src.name) + " effect does not apply (dependency)",
						Rules:   []string{"305.7", "613.8a", "613.8b"},
						Rulings: append(rulingsAbout(e.src.Card.Name, "lose its abilities"), rulingsAbout(s.src.Card.Name, "lose any other land types and abilities")...),
					})
					break
				}
			}
		}
	}
	return notes
}

// distinctEffects lists the distinct live effects: identical effects from
// the same controller commute, so only one ordering of them is tried.
func distinctEffects(effects []*typeEffect) []*typeEffect {
	var distinct []*typeEffect
	seen := map[string]bool{}
	for _, e := range effects {
		if e.alive && !seen[e.key] {
			seen[e.key] = true
			distinct = append(distinct, e)
		}
	}
	return distinct
}

// applyOrder applies the live effects of layer 4 to w's permanents in
// the order given, noting what each changes. The order is re-evaluated
// after each effect applies (CR 613.8c): an effect whose source is a land
// that a land-type-setting effect still to apply would now affect (Urborg
// once Prismatic Omen has made it a Mountain, beside Conversion's "All
// Mountains are Plains") depends on that effect, whose applying would
// end its existence (613.8a), so it waits until just after it (613.8b);
// an effect whose source has lost the abilities of its rules text by the
// time it would apply no longer exists and does not apply (305.7).
func (w *world) applyOrder(order, effects []*typeEffect) {
	pending := append([]*typeEffect(nil), order...)
	waited := map[*typeEffect]bool{}
	for len(pending) > 0 {
		e := pending[0]
		pending = pending[1:]
		if !waited[e] {
			if j := w.endsExistence(e, pending, effects); j >= 0 {
				waited[e] = true
				w.notes = append(w.notes, Reason{
					Text:  Possessive(e.src.name) + " effect depends on " + Possessive(pending[j].src.name) + ": applying " + Possessive(pending[j].src.name) + " now would make " + e.src.name + " lose its abilities, so it waits until just after it, whatever their timestamps",
					Rules: []string{"613.8a", "613.8b", "613.8c"},
				})
				pending = slices.Insert(pending, j+1, e)
				continue
			}
		}
		for _, e2 := range effects {
			if e2.key != e.key || !e2.alive {
				continue
			}
			if src := w.perms[e2.src.i]; src.lostText {
				w.notes = append(w.notes, Reason{
					Text:  e2.src.name + " has lost the abilities of its rules text to an effect that set its land type and applied first, so " + Possessive(e2.src.name) + " effect no longer exists and does not apply (dependency)",
					Rules: []string{"305.7", "613.8a", "613.8c"},
				})
				continue
			}
			var hit []*perm
			var already []bool
			for _, p := range w.perms {
				if affects(w.b, e2, p) {
					hit = append(hit, p)
					already = append(already, hasLandTypes(e2.spec, p))
				}
			}
			for _, p := range hit {
				applyTypeEffect(e2.spec, p)
			}
			w.notes = append(w.notes, typeEffectNote(e2, hit, already))
		}
	}
}

// endsExistence is the index in pending of the first land-type-setting
// effect that would now affect the land that is the source of e (or of an
// effect identical to it), so that e depends on it (CR 613.8a); -1 if
// none.
func (w *world) endsExistence(e *typeEffect, pending, effects []*typeEffect) int {
	for j, s := range pending {
		if s.spec.Kind != StaticSetLandType {
			continue
		}
		for _, e2 := range effects {
			if e2.key != e.key || !e2.alive {
				continue
			}
			if src := w.perms[e2.src.i]; src.is("Land") && !src.lostText {
				for _, s2 := range effects {
					if s2.key == s.key && s2.alive && s2.src != e2.src && affects(w.b, s2, src) {
						return j
					}
				}
			}
		}
	}
	return -1
}

// explainOrders says whether the timestamp order of the layer 4 effects
// makes a difference: shared is the number of notes every world has,
// distinct the number of distinct effects.
func explainOrders(worlds []*world, shared, distinct int, tooMany string) {
	if len(worlds) == 1 {
		worlds[0].label = ""
		worlds[0].orders = nil
		if distinct > 1 && tooMany == "" {
			worlds[0].notes = append(worlds[0].notes, Reason{
				Text:  "The land-type-changing effects apply in layer 4 in timestamp order, after any they depend on; every order gives the same result here",
				Rules: []string{"613.1d", "613.7", "613.8a"},
			})
		}
	} else {
		for _, w := range worlds {
			for i := shared; i < len(w.notes); i++ {
				w.notes[i].Text = "I" + w.label[1:] + ": " + afterColon(w.notes[i].Text)
			}
			w.notes = append(w.notes, Reason{
				Text:  "The land-type-changing effects apply in timestamp order, which the board does not record, and different orders give different results; each outcome says which order it assumes",
				Rules: []string{"613.7", "613.1d"},
			})
		}
	}
}

// afterColon is a sentence put after a colon: its first word in lower
// case where it is an ordinary word ("The land …" → "the land …"), as it
// was where it begins with a name ("Blood Moon's effect …").
func afterColon(s string) string {
	first, _, _ := strings.Cut(s, " ")
	switch first {
	case "The", "A", "An", "It", "Its", "Each", "Every", "No", "This", "That":
		return strings.ToLower(s[:1]) + s[1:]
	}
	return s
}

func attachedIndex(b *Board, p *perm) int {
	if p.On == nil {
		return -1
	}
	q, err := b.AttachedTo(p.Permanent)
	if err != nil || q == nil {
		return -1
	}
	return indexOf(b, q)
}

func indexOf(b *Board, q *Permanent) int {
	for i, p := range b.Permanents {
		if p == q {
			return i
		}
	}
	return -1
}

func (w *world) signature() string {
	var b strings.Builder
	for _, p := range w.perms {
		s := append([]string(nil), p.subtypes...)
		sort.Strings(s)
		b.WriteString(strings.Join(s, ","))
		if p.lostText {
			b.WriteString("!")
		}
		b.WriteString(";")
	}
	return b.String()
}

// finish applies layers 5 and 6: colors, abilities, haste.
// Long: one block per layer (5, 6, 7c), in layer order, each reading what
// the one before it made.
func (w *world) finish(m *meter) {
	// Layer 5: color-setting effects (Celestial Dawn, Mycosynth
	// Lattice). Two that set different colors on one permanent apply in
	// timestamp order, which the board does not record (CR 613.7).
	setColor := func(p, src *perm, colors TypeSet) {
		if p.colorBy != "" && p.colorBy != src.name && p.colors != colors && w.unknown == "" {
			w.unknown = fmt.Sprintf("%s and %s each set the color of %s, and which applies last depends on their timestamps, which the board does not record (CR 613.7)", p.colorBy, src.name, p.name)
		}
		p.colors = colors
		p.colorBy = src.name
		if colors == 0 {
			// Colorless whatever its card data says (devoid's case).
			p.colorsKnown = true
		}
	}
	for _, src := range w.perms {
		if src.lostText {
			continue
		}
		for _, a := range src.printed {
			if a.Understood && a.Static != nil && a.Static.Kind == StaticColor && !a.Static.AddChosenColor {
				for _, p := range w.perms {
					switch {
					case a.Static.AllColorless:
						setColor(p, src, 0)
					case p.Controller == src.Controller && !p.is("Land"):
						setColor(p, src, 1<<a.Static.Color)
					}
				}
			}
		}
	}
	// Layer 5: color-adding effects (Painter's Servant). Beside an effect
	// that sets the color of the same permanent, the result depends on
	// their timestamps, which the board does not record (CR 613.7), unless
	// the color set already has the color added.
	for _, src := range w.perms {
		if src.lostText {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticColor || !a.Static.AddChosenColor {
				continue
			}
			c, ok := colorFromWord(src.Chose)
			if !ok {
				if w.unknown == "" {
					w.unknown = fmt.Sprintf("%s adds the color chosen as it entered to every permanent, and the board does not say which color was chosen: write it as \u201c%s (chose blue)\u201d", src.name, src.name)
				}
				continue
			}
			for _, p := range w.perms {
				if p.colorBy != "" && p.colorBy != src.name && !p.colors.Has(c) && w.unknown == "" {
					w.unknown = fmt.Sprintf("%s sets the color of %s and %s adds %s to it, and the result depends on their timestamps, which the board does not record (CR 613.7)", p.colorBy, p.name, src.name, c.Word())
				}
				p.colors |= 1 << c
			}
		}
	}
	// Layer 6: abilities. Rules-text abilities unless lost, the intrinsic
	// ability of each basic land type (CR 305.6), granted abilities; a
	// creature that loses all abilities has none of them (loseAll).
	if why := w.loseAll(); why != "" && w.unknown == "" {
		w.unknown = why
	}
	// Every permanent's abilities are kept in one array, each list capped
	// so that a list that grows is copied.
	n := 0
	for _, p := range w.perms {
		n += len(p.printed) + 1
	}
	all := make([]*Ability, 0, n)
	for _, p := range w.perms {
		from := len(all)
		extra := len(p.printed)
		if p.lostAll || p.lostNonMana {
			// A keyword counter's keyword and an effect that removes
			// abilities apply in layer 6 in timestamp order, and a
			// counter's timestamp is when it was put on (613.7c): the
			// board does not record which is newer.
			for _, c := range p.Counters {
				if keywordCounterAbility[c.Kind] != nil && c.N > 0 && w.unknown == "" {
					w.unknown = fmt.Sprintf("%s has %s counter, which gives it %s, and an effect removes its abilities; both apply in layer 6 in timestamp order, and the board does not record whether the counter was put on before or after that effect began (CR 613.1f, 613.7c)", p.name, article(c.Kind), c.Kind)
				}
			}
		}
		if p.lostAll {
			p.abilities = nil
			p.haste = p.Haste || p.sickGone
			continue
		}
		if !p.lostText {
			for _, a := range p.printed {
				if a.Kind == KindIntrinsic {
					continue
				}
				if p.lostNonMana && a.Kind != KindMana && a.Kind != KindManaTrigger {
					// Blood Sun: its mana abilities stay, the intrinsic
					// ones of its land types among them (605.1a).
					continue
				}
				all = append(all, a)
			}
		}
		if p.is("Land") {
			for _, t := range basicLandTypes {
				if !p.hasSub(t) {
					continue
				}
				idx := 0
				if !p.lostText {
					for _, a := range p.printed {
						if a.Kind == KindIntrinsic && has(p.Card.Subtypes, t) {
							idx = a.Index
						}
					}
				}
				if idx == 0 {
					extra++
					idx = extra
				}
				all = append(all, intrinsicAbility(t, idx))
			}
		}
		for _, c := range p.Counters {
			// A keyword counter gives its permanent that keyword (CR
			// 122.1b, 613.1f).
			if a := keywordCounterAbility[c.Kind]; a != nil && c.N > 0 {
				all = append(all, a)
			}
		}
		p.abilities = nil
		if len(all) > from {
			p.abilities = all[from:len(all):len(all)]
		}
		p.haste = p.Haste || p.sickGone
	}
	// Boosts (layer 7c, CR 613.4c) are found first: a grant whose subject
	// reads power compares the power before and after layer 7.
	for _, src := range w.perms {
		if src.staticsGone() {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil || a.Static.Boost == nil || a.Static.Subject == nil || !w.conditionHolds(src, a.Static) {
				continue
			}
			for _, p := range w.perms {
				if !p.is("Creature") {
					continue
				}
				ok, why := a.Static.Subject.matches(w.b, src, p)
				switch {
				case ok:
					p.boost[0] += a.Static.Boost[0]
					p.boost[1] += a.Static.Boost[1]
				case why != "" && p.boostUnsure == "":
					p.boostUnsure = "the engine cannot tell whether " + src.name + " gives " + p.name + " " + fmt.Sprintf("%+d/%+d", a.Static.Boost[0], a.Static.Boost[1]) + ": " + why
					fallthrough
				case why != "":
					p.boostMaybeLower = p.boostMaybeLower || a.Static.Boost[1] < 0
					p.boostUnsureLow += min(a.Static.Boost[1], 0)
				}
			}
		}
	}
	// A creature the state-based actions follow as kept by a raise of
	// toughness the board does not show (sbaRound) has a power and
	// toughness the board does not give; so do its controller's other
	// creatures where that raise may have reached them.
	for _, r := range w.perms {
		if r.raised == "" {
			continue
		}
		for _, p := range w.perms {
			if p.boostUnsure == "" && p.is("Creature") && (p == r || r.raisedWide && p.Controller == r.Controller) {
				p.boostUnsure = "where a raise of its toughness keeps " + r.name + " on the battlefield, the board does not say how large that raise is, so " + Possessive(p.name) + " power and toughness are not known: " + r.raised
				if p != r {
					p.boostUnsure = "where a raise of toughness keeps " + r.name + " on the battlefield, it may have raised " + Possessive(p.name) + " power and toughness too, by an amount the board does not say: " + r.raised
				}
				p.raisedUnsure = p.boostUnsure
			}
		}
	}
	// Granted abilities (layer 6, CR 613.1f): each to the permanents of
	// its subject, while its condition holds. A grant whose subject the
	// engine cannot decide for a permanent gives it the ability marked
	// Unsure, which stops a question it bears on. Each ability granted
	// counts as a state of the question's search: five hundred Cryptolith
	// Rites beside five hundred creatures grant 250,000. granted is, by
	// permanent, how many it has been granted (countGranted), -1 until
	// counted; made at the first grant.
	var granted []int
grants:
	for _, src := range w.perms {
		if src.staticsGone() {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticGrant || a.Static.Subject == nil {
				continue
			}
			if !w.conditionHolds(src, a.Static) {
				continue
			}
			for _, p := range w.perms {
				ok, why := a.Static.Subject.matches(w.b, src, p)
				if !ok && why == "" {
					continue
				}
				if p.lostAll && grantsHasteOnly(a.Static) {
					// Haste matters only to the {T} abilities of a
					// creature that has none of its own left (CR 302.6):
					// either timestamp order gives the same answers.
					continue
				}
				if (p.lostAll || p.lostNonMana) && w.grantsInertKeywords(a.Static) {
					// Keywords of combat alone (Rancor's trample) bear on
					// no question: either timestamp order gives the same
					// answers.
					continue
				}
				if p.lostAll || p.lostNonMana && !grantsManaOnly(a.Static) {
					// Which applies last decides (Humility's and Blood
					// Sun's rulings: an ability gained after is kept).
					by := p.lostAllBy
					if by == "" {
						by = p.lostNonManaBy
					}
					if w.unknown == "" {
						w.unknown = fmt.Sprintf("%s loses abilities by %s effect, and %s \u201c%s\u201d gives it abilities: which applies last depends on their timestamps, which the board does not record (CR 613.7)", p.name, Possessive(by), Possessive(src.name), a.Text)
					}
					continue
				}
				if !m.state(len(a.Static.Granted)) {
					break grants
				}
				if granted == nil {
					granted = make([]int, len(w.perms))
					for i := range granted {
						granted[i] = -1
					}
				}
				if granted[p.i] < 0 {
					granted[p.i] = countGranted(p)
				}
				for _, g := range a.Static.Granted {
					c := *g
					c.Source = src.name
					c.Index = len(p.printed) + 1 + granted[p.i]
					if c.Kind != KindIntrinsic {
						granted[p.i]++
					}
					if why != "" {
						c.Unsure = "the engine cannot tell whether " + p.name + " has \u201c" + g.Text + "\u201d from " + src.name + ": " + why
					}
					p.abilities = append(p.abilities, &c)
				}
			}
		}
	}
	// Effects that stop activated abilities (CR 602.5), on the
	// permanents of their subject as the layers left them.
	for _, src := range w.perms {
		if src.staticsGone() {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticCantActivate {
				continue
			}
			if a.Static.DuringTurn && !w.b.activeTeam(src.Controller) {
				// Grand Abolisher on another player's turn.
				continue
			}
			for _, p := range w.perms {
				ok, why := a.Static.Subject.matches(w.b, src, p)
				for _, or := range a.Static.OrSubjects {
					if ok {
						break
					}
					o, ow := or.matches(w.b, src, p)
					ok = o
					if why == "" {
						why = ow
					}
				}
				switch {
				case ok:
					p.cantActivate = append(p.cantActivate, cantActivate{src: src.name, text: a.Text, nonManaOnly: a.Static.NonManaOnly})
				case why != "" && a.Static.NonManaOnly && p.cantActivateUnsureNonMana == "":
					p.cantActivateUnsureNonMana = "the engine cannot tell whether " + Possessive(src.name) + " \u201c" + a.Text + "\u201d applies to " + p.name + ": " + why
				case why != "" && !a.Static.NonManaOnly && p.cantActivateUnsure == "":
					p.cantActivateUnsure = "the engine cannot tell whether " + Possessive(src.name) + " \u201c" + a.Text + "\u201d applies to " + p.name + ": " + why
				}
			}
		}
	}
	for _, src := range w.perms {
		if src.staticsGone() {
			continue
		}
		for _, a := range src.printed {
			if !a.Understood || a.Static == nil || a.Static.Kind != StaticActivateAsHaste {
				continue
			}
			for _, p := range w.perms {
				if p.Controller == src.Controller && p.is("Creature") && p.asHaste == "" {
					p.asHaste = src.name
				}
			}
		}
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			for _, k := range a.Keywords {
				if k != "haste" {
					continue
				}
				if a.Unsure == "" {
					p.haste = true
				} else if p.hasteUnsure == "" {
					p.hasteUnsure = a.Unsure
				}
			}
		}
	}
}

// conditionHolds reports whether a static ability's "as long as you
// control a …" condition holds (true when it has none).
func (w *world) conditionHolds(src *perm, st *StaticSpec) bool {
	if st.Condition == nil {
		return true
	}
	for _, q := range w.perms {
		if ok, _ := st.Condition.matches(w.b, src, q); ok {
			return true
		}
	}
	return false
}

// intrinsicCache holds the intrinsic abilities by land type and number, so
// boards of basic lands do not make them again; they are never changed.
var intrinsicCache struct {
	sync.RWMutex
	m map[intrinsicKey]*Ability
}

// intrinsicKey is a basic land type and the number of its ability.
type intrinsicKey struct {
	t   string
	idx int
}

func intrinsicAbility(t string, idx int) *Ability {
	key := intrinsicKey{t, idx}
	intrinsicCache.RLock()
	a, ok := intrinsicCache.m[key]
	intrinsicCache.RUnlock()
	if ok {
		return a
	}
	intrinsicCache.Lock()
	defer intrinsicCache.Unlock()
	if a, ok := intrinsicCache.m[key]; ok {
		return a
	}
	if intrinsicCache.m == nil {
		intrinsicCache.m = map[intrinsicKey]*Ability{}
	}
	a = newIntrinsic(t, idx)
	intrinsicCache.m[key] = a
	return a
}

func newIntrinsic(t string, idx int) *Ability {
	c := basicLandColor[t]
	return &Ability{
		Index:      idx,
		Text:       "{T}: Add " + c.Symbol() + ".",
		Kind:       KindMana,
		Understood: true,
		Source:     "its land type " + t,
		Cost:       Cost{Tap: true},
		Mana:       &ManaSpec{Kind: ManaFixed, Pool: One(c)},
	}
}

// permsOf is the permanents player controls, in board order.
func (w *world) permsOf(player string) []*perm {
	var out []*perm
	for _, p := range w.perms {
		if p.Controller == player {
			out = append(out, p)
		}
	}
	return out
}

// activatedOf yields each activated ability that is not a mana ability
// of the permanents player controls, with its permanent, in board order.
func (w *world) activatedOf(player string) iter.Seq2[*perm, *Ability] {
	return func(yield func(*perm, *Ability) bool) {
		for _, p := range w.perms {
			if p.Controller != player {
				continue
			}
			for _, a := range p.abilities {
				if a.Kind == KindActivated && !yield(p, a) {
					return
				}
			}
		}
	}
}

// grantsManaOnly reports whether a grant gives only mana abilities, which
// an effect that removes all but mana abilities leaves.
// grantsHasteOnly reports whether st grants haste and nothing else
// ("Creatures you control have haste.").
func grantsHasteOnly(st *StaticSpec) bool {
	for _, g := range st.Granted {
		if g == nil || g.Kind != KindKeyword || len(g.Keywords) != 1 || !strings.EqualFold(g.Keywords[0], "haste") {
			return false
		}
	}
	return len(st.Granted) > 0
}

// grantsInertKeywords reports whether st grants only keywords of combat
// (combatKeywords: flying, trample, first strike, …), which bear on no
// question; not indestructible, which the state-based actions read
// (702.12b), nor a keyword a mana ability on the board counts.
func (w *world) grantsInertKeywords(st *StaticSpec) bool {
	if !combatKeywordsOnly(st.Granted) {
		return false
	}
	for _, g := range st.Granted {
		for _, kw := range g.Keywords {
			if kw == "indestructible" || w.countsKeyword(kw) {
				return false
			}
		}
	}
	return true
}

func grantsManaOnly(st *StaticSpec) bool {
	for _, g := range st.Granted {
		if g == nil || g.Kind != KindMana && g.Kind != KindManaTrigger {
			return false
		}
	}
	return len(st.Granted) > 0
}

// keywordCounterAbility is the keyword ability each kind of keyword
// counter gives (CR 122.1b), by the counter's kind as the board writes it.
var keywordCounterAbility = func() map[string]*Ability {
	out := map[string]*Ability{}
	for _, k := range keywordCounterKinds {
		out[k] = &Ability{Kind: KindKeyword, Keywords: []string{k}, Understood: true, Text: Capital(k) + " (a " + k + " counter)"}
	}
	return out
}()
