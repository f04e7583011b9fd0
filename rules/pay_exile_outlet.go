package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// The pay and mana questions read Food Chain's "Exile a creature you
// control: Add X mana of any one color, where X is 1 plus the exiled
// creature's converted mana cost. Spend this mana only to cast creature
// spells." as an outlet (pay_sacrifice.go) that exiles what it takes
// instead of sacrificing it: a mana ability (CR 605.1a) activated once
// for each creature its controller controls, each tapped for its own mana
// first or not, then exiled for X mana of one color chosen as it
// resolves, X being 1 plus that creature's mana value as it last existed
// on the battlefield (202.3: a token's is 0 unless it copies a card, and
// an {X} in a mana cost counts 0 there). The mana can be spent only to
// cast creature spells (106.6): with card: a creature spell it pays, with
// any other card: it pays nothing, and without card: it is read as any
// restricted mana is, spendFor's spendUnknown. A creature exiled does not
// die: what triggers on dying does not trigger, but what triggers on a
// permanent leaving the battlefield does, and the engine reads both as
// that (asking.exiles). Only that text is read so; the ability is not
// compiled (compileActivated), and the other questions read it as before.

// reExileOutlet is the text read as an exile outlet, in its printed
// wording and in the wording of mana value.
var reExileOutlet = regexp.MustCompile(`^Exile a creature you control: Add X mana of any one color, where X is 1 plus the exiled creature's (?:converted mana cost|mana value)\. Spend this mana only to cast creature spells\.$`)

// exileOutletAbility reports whether a is the ability read as an exile
// outlet: Food Chain's, which the compiler leaves not understood.
func exileOutletAbility(a *Ability) bool {
	return a.Kind == KindActivated && !a.Understood && reExileOutlet.MatchString(a.Text)
}

// exileOutletRead reports whether pay and mana read p's ability a as an
// exile outlet (sacOutletsOf): its controller controls a creature it can
// exile, and exileCostIdle does not already say it changes nothing.
func (w *world) exileOutletRead(p *perm, a *Ability, card *catalog.Card) bool {
	return exileOutletAbility(a) && w.controlCount(p.Controller, "creature") > 0 && !w.exileIdle(p, a, card)
}

// exiledValue is what X is where the outlet exiles q: 1 plus q's mana
// value, with X in its mana cost as 0 (CR 202.3); a predefined token's
// mana cost is none, and a copy is written by the name of what it copies,
// whose mana cost it has (707.2). why says why the board does not tell.
func exiledValue(q *perm) (int, string) {
	if q.Card.Inline {
		return 0, fmt.Sprintf("the board does not give the mana cost of %s, an inline card, which X of an exile for mana is 1 plus (CR 202.3)", q.name)
	}
	if c := q.Card; len(c.Faces) > 1 && c != c.Faces[0] && c.Layout == "transform" {
		return 0, fmt.Sprintf("%s is a back face: transformed, its mana value is its front face's, and a copy of it has mana value 0 (CR 202.3b), and the board does not say which it is; X of an exile for mana is 1 plus that mana value", q.name)
	}
	mv, why := faceManaValue(q.Card)
	if why != "" {
		return 0, why
	}
	return 1 + mv, ""
}

// explainExileOutlet adds the steps on the exile outlet o: how often it
// can be activated, and X for each creature it may exile.
func (w *world) explainExileOutlet(e *explainer, o sacOutlet) {
	e.step(Possessive(o.p.name)+" ability \u201c"+o.a.Text+"\u201d has no target and adds mana, so it is a mana ability; it can be activated once for each creature its controller controls, each exiled to pay its cost, and a creature exiled is not there to pay another: each may be tapped for its own mana first, since a tapped creature can still be exiled", "605.1a", "605.3a", "602.2b", "118.3")
	var each []string
	seen := map[string]bool{}
	notes := ""
	for _, q := range w.perms {
		if !o.sacrificeable(q) || seen[q.name] {
			continue
		}
		seen[q.name] = true
		x, _ := exiledValue(q)
		each = append(each, fmt.Sprintf("%d for %s", x, q.name))
		switch {
		case q.Card.Token:
			notes += "; " + q.name + " is a token that copies nothing, with no mana cost, so its mana value is 0"
		case strings.Contains(permManaCost(q.Card), "{X}"):
			notes += "; the {X} in " + Possessive(q.name) + " mana cost counts 0 on the battlefield"
		}
	}
	e.step("X is 1 plus the exiled creature's mana value, the total mana in its mana cost: "+joinAnd(each)+notes, "202.3", "202.3a", "202.3e")
	w.explainSickSacrifice(e, o)
}

// exileOutletRuns works out the outlet o's mana for each X its victims
// give, in o.byX: X mana of one color (CR 106.1), with what triggers on
// it (runMana, read as a mana ability without {T} in its cost, so no
// effect on tapping for mana applies, 106.12). why says why the engine
// can't.
func (w *world) exileOutletRuns(ctx context.Context, o *sacOutlet) string {
	restriction := reSpendThisOnly.FindString(o.a.Text)
	for _, q := range w.perms {
		if strings.Contains(strings.ToLower(q.Card.Oracle), "from exile") {
			// Eternal Scourge, Misthollow Griffin: a creature exiled for
			// mana may be cast again from exile with that mana and
			// exiled again, each time for more than it cost (the
			// Scourge's ruling of 2016-07-13: normal timing applies), so
			// the most mana is not what one exile of each makes.
			return Possessive(o.p.name) + " ability “" + o.a.Text + "” exiles a creature for mana, and " + Possessive(q.name) + " text speaks of casting or playing from exile: a creature exiled may be cast again with that mana and exiled again, which the engine does not work out (CR 601.2, 605.3a)"
		}
	}
	o.byX = map[int][]manaRun{}
	for _, q := range w.perms {
		if !o.sacrificeable(q) {
			continue
		}
		x, why := exiledValue(q)
		if why != "" {
			return why
		}
		if _, ok := o.byX[x]; ok {
			continue
		}
		if x > maxMana {
			return overMana(o.p, newBigPool(One(Green).Times(x)))
		}
		as := &Ability{Kind: KindMana, Text: o.a.Text, Understood: true, Mana: &ManaSpec{Kind: ManaAnyOneColor, Amount: x, Spend: restriction}}
		runs, why := w.runMana(ctx, o.p, as, newExplainer(), false, nil)
		if why != "" {
			return why
		}
		for _, r := range runs {
			if r.trig.Total() > 0 {
				return Possessive(o.p.name) + " ability \u201c" + o.a.Text + "\u201d exiles a creature for mana, and a triggered mana ability adds mana as it is activated; the engine does not work out payments with both"
			}
		}
		o.byX[x] = runs
	}
	return ""
}

// exileOutletSpend reads the restriction of an exile outlet's mana for
// the cost being paid (CR 106.6), as usesOf reads a mana ability's: for
// the most mana it counts, and mana whose spending the question does not
// tell is left out and noted (src.restricted). It adds the step that
// says the restriction.
func (w *world) exileOutletSpend(o *sacOutlet, card *catalog.Card, forMax bool, out *paySources, e *explainer) {
	restriction := reSpendThisOnly.FindString(o.a.Text)
	spend, why := spendFor(restriction, o.p, card)
	switch {
	case forMax:
		spend = spendSpell
	case spend == spendUnknown && w.spendUnknownOK:
		spend = spendSpell
	case spend == spendUnknown:
		out.restricted = append(out.restricted, why)
	case spend == spendNot:
		if what := Possessive(o.p.name) + " mana"; !slices.Contains(out.notHere, what) {
			out.notHere = append(out.notHere, what)
		}
	}
	o.spend = spend
	if !slices.Contains(out.spendOnly, o.p.name) {
		out.spendOnly = append(out.spendOnly, o.p.name)
	}
	e.step(Possessive(o.p.name)+" mana can be spent only as it says: \u201c"+restriction+"\u201d", "106.6")
}

// onlyExiles reports whether, in the pay or mana question k, the one way
// a permanent may leave the battlefield is an exile for mana (Food
// Chain's cost): no mana ability sacrifices or puts counters, so no
// creature dies.
func (k asking) onlyExiles() bool {
	return (k.kind == askPay || k.kind == askMana) && k.exiles && !k.sacrifices && !k.counters && !hasEvent(questionEvents[k.kind], EventLeaves)
}

// reDiesOnly is a trigger condition that speaks only of a creature dying
// ("Whenever a creature dies", "When this enters or dies"), not of a
// permanent leaving the battlefield, being put into a graveyard, or being
// exiled.
var reDiesOnly = regexp.MustCompile(`^(?:When|Whenever) [^,.]*\bdies?\b[^,.]*,`)

// diesOnlyTrigger reports whether a is a triggered ability whose
// condition is only a creature dying (reDiesOnly).
func diesOnlyTrigger(a *Ability) bool {
	if a.Kind != KindTriggered || !reDiesOnly.MatchString(a.Text) {
		return false
	}
	cond, _, _ := strings.Cut(a.Text, ",")
	cond = strings.ToLower(cond)
	return !strings.Contains(cond, "leave") && !strings.Contains(cond, "graveyard") && !strings.Contains(cond, "exile")
}
