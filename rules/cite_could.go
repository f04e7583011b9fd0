package rules

import "slices"

// What about the board makes an official ruling of a "could produce"
// permanent (CR 106.7) bear on it.
const (
	// couldNothing: no land it looks at could produce mana of a type it
	// adds, so it adds none.
	couldNothing = "nothing"
	// couldLoop: a land it looks at also adds mana by what others could
	// produce.
	couldLoop = "loop"
	// couldCosts: a land it looks at is tapped, or has a mana ability with a
	// cost other than {T} (Vivid Crag's charge counter).
	couldCosts = "costs"
	// couldTapped: a land it looks at is tapped.
	couldTapped = "tapped"
	// couldReplaced: a replacement effect changes the mana of a land it
	// looks at.
	couldReplaced = "replaced"
	// couldRiders: a land it looks at puts a rider or a spending
	// restriction on its mana.
	couldRiders = "riders"
	// couldTypeChanged: an effect changed the land types of a land it
	// looks at.
	couldTypeChanged = "type changed"
	// couldColorless: it adds only colored mana, and a land it looks at
	// could produce colorless.
	couldColorless = "colorless"
)

// couldRulings lists, by card and by what about the board bears on it, the
// official rulings a could-produce step cites: date and a fragment of the
// text.
var couldRulings = map[string]map[string][][2]string{
	"Reflecting Pool": {
		couldNothing:     {{"2008-05-01", "Multiple Reflecting Pools"}},
		couldLoop:        {{"2008-05-01", "Multiple Reflecting Pools"}},
		couldCosts:       {{"2008-05-01", "check their costs"}},
		couldTapped:      {{"2008-05-01", "check their costs"}},
		couldReplaced:    {{"2004-10-04", "replacement effects"}},
		couldRiders:      {{"2008-05-01", "riders"}},
		couldTypeChanged: {{"2004-10-04", "change to a land"}},
	},
	"Exotic Orchard": {
		couldNothing:   {{"2009-02-01", "help each other"}},
		couldLoop:      {{"2009-02-01", "help each other"}},
		couldCosts:     {{"2009-02-01", "check their costs"}},
		couldTapped:    {{"2009-02-01", "check their costs"}},
		couldReplaced:  {{"2009-02-01", "replacement effects"}},
		couldRiders:    {{"2009-02-01", "riders"}},
		couldColorless: {{"2009-02-01", "colorless"}},
	},
	"Fellwar Stone": {
		couldNothing:   {{"2004-10-04", "no lands that produce mana"}},
		couldCosts:     {{"2009-10-01", "check their costs"}},
		couldTapped:    {{"2004-10-04", "tapped"}},
		couldReplaced:  {{"2009-10-01", "replacement effects"}},
		couldRiders:    {{"2009-10-01", "riders"}},
		couldColorless: {{"2009-10-01", "colorless"}},
	},
}

// citeCould cites the official rulings of p, whose mana ability adds mana
// by what the lands it looks at could produce, that bear on this board.
// Cards without a table keep their one ruling.
func (w *world) citeCould(p *perm, m *ManaSpec, e *explainer) {
	table, ok := couldRulings[p.name]
	if !ok {
		switch p.name {
		case "Naga Vitalist":
			e.cite(p.name, "2017-04-18", "checks the effects")
		case "Squandered Resources":
			e.cite(p.name, "2004-10-04", "")
		}
		return
	}
	for _, s := range w.couldSituations(p, m) {
		for _, r := range table[s] {
			e.cite(p.name, r[0], r[1])
		}
		if s == couldLoop {
			w.citeLoopOthers(p, m, e)
		}
	}
}

// citeLoopOthers cites, where p looks at a land of another name that also
// adds mana by what lands could produce, that land's own ruling on such
// lands helping each other: Exotic Orchard's of 2009-02-01, whose example
// is an Exotic Orchard beside a Reflecting Pool (CR 106.7).
func (w *world) citeLoopOthers(p *perm, m *ManaSpec, e *explainer) {
	for _, q := range w.perms {
		if q == p || q.name == p.name || !w.looksAt(p, m, q) || !q.is("Land") {
			continue
		}
		for _, a := range q.abilities {
			if a.Kind != KindMana || a.Mana == nil || a.Mana.Kind != ManaCould {
				continue
			}
			if q.name == "Exotic Orchard" {
				// Its ruling speaks of such lands in general; Reflecting
				// Pool's of more Reflecting Pools only.
				for _, r := range couldRulings[q.name][couldLoop] {
					e.cite(q.name, r[0], r[1])
				}
			}
			break
		}
	}
}

// couldSituations says what about the lands p looks at bears on what it
// adds, in a fixed order.
func (w *world) couldSituations(p *perm, m *ManaSpec) []string {
	var could []TypeSet
	if w.couldSeen {
		could = w.could
	}
	var found situations
	var types TypeSet
	for _, q := range w.perms {
		if q == p || !w.looksAt(p, m, q) || !q.is("Land") {
			continue
		}
		if could != nil {
			types |= could[q.i]
		}
		if q.Tapped {
			found.add(couldTapped)
		}
		if q.lostText || !printedSubtypesAre(q.Card, q.subtypes) {
			found.add(couldTypeChanged)
		}
		if len(w.replacementsFor(q)) > 0 {
			found.add(couldReplaced)
		}
		for _, a := range q.abilities {
			if a.Kind != KindMana || a.Mana == nil {
				continue
			}
			if a.Mana.Kind == ManaCould {
				found.add(couldLoop)
			}
			if a.Cost != (Cost{Tap: true}) {
				found.add(couldCosts)
			}
			if len(a.Mana.Riders) > 0 || a.Mana.Spend != "" {
				found.add(couldRiders)
			}
		}
	}
	if m.ColorsOnly && types&^AllColors != 0 {
		found.add(couldColorless)
	}
	if m.ColorsOnly {
		types &= AllColors
	}
	if could != nil && types == 0 && !found.has(couldColorless) {
		found.add(couldNothing)
	}
	var out []string
	for _, s := range couldOrder {
		if found.has(s) {
			out = append(out, s)
		}
	}
	return out
}

// couldOrder is the situations in the order they are cited.
var couldOrder = [...]string{couldNothing, couldLoop, couldCosts, couldTapped, couldReplaced, couldRiders, couldTypeChanged, couldColorless}

// situations is a set of the situations of couldOrder, a bit for each.
type situations uint8

func (s *situations) add(name string) {
	*s |= 1 << slices.Index(couldOrder[:], name)
}

func (s situations) has(name string) bool {
	return s&(1<<slices.Index(couldOrder[:], name)) != 0
}

// looksAt reports whether p's could-produce ability m looks at land q.
func (w *world) looksAt(p *perm, m *ManaSpec, q *perm) bool {
	switch m.Scope {
	case "you":
		return q.Controller == p.Controller
	case "opponent":
		return w.b.opponents(p.Controller, q.Controller)
	}
	return false
}

// noCommanderSteps says, for each land p's "could produce" abilities look
// at, and for p itself where self, that an ability adding mana of its
// controller's commander's color identity (Command Tower) could produce
// none: the board names no commander (CR 903.4f, 106.7).
func (w *world) noCommanderSteps(p *perm, e *explainer, self bool) {
	var names []string
	add := func(q *perm) {
		for _, a := range q.abilities {
			if a.Mana != nil && a.Mana.Kind == ManaCommander && !slices.Contains(names, q.name) {
				names = append(names, q.name)
			}
		}
	}
	if self {
		add(p)
	}
	for _, a := range p.abilities {
		if m := a.Mana; m != nil && m.Kind == ManaCould {
			for _, q := range w.perms {
				if q != p && q.is("Land") && w.looksAt(p, m, q) {
					add(q)
				}
			}
		}
	}
	if len(names) == 0 {
		return
	}
	e.step(joinAnd(names)+" could produce no mana by an ability that adds mana of its controller's commander's color identity: "+noCommanderEvent, "903.4f", "106.7")
}
