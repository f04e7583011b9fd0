package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// Effects that stop a player paying life: Platinum Emperion's "Your life
// total can't change." (its reminder: "You can't gain or lose life. You
// can't pay any amount of life except 0."), by which its controller, in
// Two-Headed Giant their team, can't lose life, so can't pay a cost that
// pays life (CR 119.8, 810.9h; its ruling of 2018-12-07), while damage is
// still dealt to them and changes nothing (its rulings of 2018-12-07);
// and Angel of Jubilation's "Players can't pay life or sacrifice creatures
// to cast spells or activate abilities.", by which no spell or ability
// whose cost pays life or sacrifices a creature can be cast or activated
// (its rulings of 2012-05-01). A Phyrexian symbol of such a player's cost
// is then paid with mana (107.4f), as 0 life can always be paid and no
// more (119.4b).

var (
	reLifeFixed   = regexp.MustCompile(`^Your life total can't change\.$`)
	reNoLifeCosts = regexp.MustCompile(`^Players can't pay life or sacrifice creatures to cast spells or activate abilities\.$`)
)

// compileLifeBan reads the effects above into st.
func compileLifeBan(st *StaticSpec, s string) bool {
	switch {
	case reLifeFixed.MatchString(s):
		st.Kind = StaticLifeFixed
	case reNoLifeCosts.MatchString(s):
		st.Kind = StaticNoLifeCosts
	default:
		return false
	}
	return true
}

// Fragments of the official rulings cited.
const (
	// emperionLifeRuling: Platinum Emperion's of 2018-12-07 on costs.
	emperionLifeRuling = "any amount of life other than 0 life"
	// emperionDamageRuling: Platinum Emperion's of 2018-12-07 on damage.
	emperionDamageRuling = "doesn't prevent damage"
	// jubilationCostRuling: Angel of Jubilation's of 2012-05-01 on costs.
	jubilationCostRuling = "has a cost that requires a player to pay life"
	// jubilationActionRuling: Angel of Jubilation's of 2012-05-01 on
	// creatures of other types.
	jubilationActionRuling = "stops players from taking specific actions"
)

// lifeBan is an effect by which a player can't pay life.
type lifeBan struct {
	// by is the permanent whose effect it is, nil for none; a its
	// ability.
	by *perm
	a  *Ability
	// fixed: the player's life total can't change (Platinum Emperion).
	fixed bool
}

// lifeFixedBy is the permanent by whose effect player's life total can't
// change: one they control, or in Two-Headed Giant their team does
// (CR 810.9h); nil for none.
func (w *world) lifeFixedBy(player string) *perm {
	for _, p := range w.perms {
		if p.Controller != player && (w.b.Format != Format2HG || w.b.opponents(p.Controller, player) || w.b.teamOf(player) < 0) {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind == KindStatic && a.Understood && a.Static != nil && a.Static.Kind == StaticLifeFixed {
				return p
			}
		}
	}
	return nil
}

// lifeBanOf is the effect by which player can't pay life for a cost: one
// that fixes their life total first, else Angel of Jubilation's.
func (w *world) lifeBanOf(player string) lifeBan {
	if p := w.lifeFixedBy(player); p != nil {
		for _, a := range p.abilities {
			if a.Static != nil && a.Static.Kind == StaticLifeFixed {
				return lifeBan{by: p, a: a, fixed: true}
			}
		}
	}
	if p, a := w.creatureSacBan(); p != nil {
		return lifeBan{by: p, a: a}
	}
	return lifeBan{}
}

// creatureSacBan is the permanent, and its ability, by which no player
// can pay life or sacrifice a creature to cast a spell or activate an
// ability (Angel of Jubilation); nil for none.
func (w *world) creatureSacBan() (*perm, *Ability) {
	// Read once for the world: every ability with a sacrifice in its cost
	// asks, and a board of many such abilities would read the whole board
	// for each.
	if w.sacBan.done {
		return w.sacBan.p, w.sacBan.a
	}
	w.sacBan.done = true
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind == KindStatic && a.Understood && a.Static != nil && a.Static.Kind == StaticNoLifeCosts {
				w.sacBan.p, w.sacBan.a = p, a
				return p, a
			}
		}
	}
	return nil, nil
}

// why says that the ban stops a cost that pays n life, for a legality:
// CR 119.8 and 810.9h for a life total that can't change, the ruling for
// Angel of Jubilation's.
func (l lifeBan) why(player string, n int) legality {
	if l.fixed {
		why, _ := l.words(player)
		rules := []string{"119.8", "118.3"}
		if l.by.Controller != player {
			rules = append(rules, "810.9h")
		}
		return legality{why: fmt.Sprintf("the cost pays %d life, and %s", n, why), short: fmt.Sprintf("by %s effect %s pay life", Possessive(l.by.name), PlayerDoes(player, "can't")), rules: rules, rulings: []rulingRef{{l.by.Card.Name, "2018-12-07", emperionLifeRuling}}}
	}
	return legality{why: fmt.Sprintf("the cost pays %d life, and %s effect (\u201c%s\u201d) stops players paying life to activate abilities", n, Possessive(l.by.name), l.a.Text), short: fmt.Sprintf("%s effect stops players paying life to activate abilities", Possessive(l.by.name)), rules: []string{"101.2", "118.3"}, rulings: []rulingRef{{l.by.Card.Name, "2012-05-01", jubilationCostRuling}}}
}

// costBanned checks the costs of ability a of p that pay life or
// sacrifice against the effects above (canActivate): stop is true where
// it can't be activated, or where the engine does not work out which
// permanents it may sacrifice (an unknown legality).
func (w *world) costBanned(p *perm, a *Ability) (legality, bool) {
	payer := w.activator(p, a)
	if a.Cost.PayLife > 0 {
		if ban := w.lifeBanOf(payer); ban.by != nil {
			return ban.why(payer, a.Cost.PayLife), true
		}
	}
	if a.Cost.Sacrifice == "" && a.Cost.SacrificeX == "" {
		return legality{}, false
	}
	by, ba := w.creatureSacBan()
	if by == nil {
		return legality{}, false
	}
	cite := []rulingRef{{by.Card.Name, "2012-05-01", jubilationCostRuling}}
	if a.Cost.Sacrifice == "this" {
		if p.is("Creature") {
			return legality{why: fmt.Sprintf("the cost sacrifices %s, a creature, and %s effect (\u201c%s\u201d) stops players sacrificing creatures to activate abilities", p.name, Possessive(by.name), ba.Text), short: Possessive(by.name) + " effect stops players sacrificing creatures to activate abilities", rules: []string{"101.2", "118.3"}, rulings: cite}, true
		}
		return legality{}, false
	}
	what := a.Cost.Sacrifice
	if what == "" {
		what = a.Cost.SacrificeX
	}
	creatures, others := 0, 0
	for _, q := range w.perms {
		if q.Controller != payer || !isA(q, what) {
			continue
		}
		if q.is("Creature") {
			creatures++
		} else {
			others++
		}
	}
	switch {
	case creatures == 0:
		return legality{}, false
	case others == 0 && a.Cost.Sacrifice != "":
		each := ", each " + what + " " + PlayerDoes(payer, "controls") + " is a creature,"
		if what == "creature" {
			each = ""
		}
		return legality{why: fmt.Sprintf("the cost sacrifices %s%s and %s effect (\u201c%s\u201d) stops players sacrificing creatures to activate abilities", article(what), each, Possessive(by.name), ba.Text), short: Possessive(by.name) + " effect stops players sacrificing creatures to activate abilities", rules: []string{"101.2", "118.3"}, rulings: append(cite, rulingRef{by.Card.Name, "2012-05-01", jubilationActionRuling})}, true
	}
	return legality{ok: true, unknown: fmt.Sprintf("%s ability \u201c%s\u201d sacrifices %s, and with %s effect (\u201c%s\u201d) only those that aren't creatures can be sacrificed for it, which the engine does not work out", Possessive(p.name), a.Text, outletPlural(what), Possessive(by.name), ba.Text)}, true
}

// lifeFixedOf is the effect by which player's life total can't change in
// every timestamp order of the board's effects (a lifeBan with fixed set;
// with by nil for none); why says where the orders disagree.
func lifeFixedOf(ctx context.Context, b *Board, player string) (lifeBan, string) {
	return banAgreed(buildWorlds(ctx, b), func(w *world) lifeBan {
		if l := w.lifeBanOf(player); l.fixed {
			return l
		}
		return lifeBan{}
	}, fmt.Sprintf("whether an effect keeps %s life total from changing", PlayerPossessive(player)))
}

// lifeBanIn is the effect by which player can't pay life in every world,
// and why the worlds disagree.
func lifeBanIn(worlds []*world, player string) (lifeBan, string) {
	return banAgreed(worlds, func(w *world) lifeBan { return w.lifeBanOf(player) }, fmt.Sprintf("whether an effect stops %s paying life", PlayerName(player)))
}

// banAgreed is the ban of (of) every world, the same in each; where the
// worlds disagree, why says that what (whether an effect …) depends on
// the timestamp order of the effects, which the board does not record.
func banAgreed(worlds []*world, of func(*world) lifeBan, what string) (lifeBan, string) {
	var ban lifeBan
	for i, w := range worlds {
		l := of(w)
		if i == 0 {
			ban = l
		} else if (l.by == nil) != (ban.by == nil) || l.by != nil && (l.by.name != ban.by.name || l.fixed != ban.fixed) {
			return lifeBan{}, what + " depends on the timestamp order of the effects on the board, which the board does not record"
		}
	}
	return ban, ""
}

// withoutLifeSymbols is c with each Phyrexian symbol paid with mana, as
// a player who can't pay life pays it: {U/P} as {U}, {G/U/P} as {G/U}
// (CR 107.4f).
func withoutLifeSymbols(c ManaCost) ManaCost {
	out := c
	out.Symbols = make([]CostSymbol, len(c.Symbols))
	for i, s := range c.Symbols {
		switch s.Kind {
		case SymPhyrexian:
			s.Kind = SymColored
		case SymHybridPhyrexian:
			s.Kind = SymHybrid
		}
		out.Symbols[i] = s
	}
	return out
}

// lifeBanBears classifies a StaticLifeFixed or StaticNoLifeCosts ability
// a of p for question k (understand_classify.go). Tap, activate, pay and
// mana read it; beside a life total that can't change, a rider of a mana
// ability that gains or loses life (reEventRider), whose event would say
// so, is not read. What a permanent could produce ignores costs (CR
// 106.7), and the land plays a player has are counted from the effects
// that give or stop them, which no life paid or life total changes
// (305.2). Enters reads a life total that can't change where the
// permanent's only payment of life is a choice as it enters (a shock
// land, k.lifeRead: enteredTapped); there no other effect bears, Angel
// of Jubilation's stopping only life paid to cast a spell or activate
// an ability (its rulings of 2012-05-01). Other questions do not read it.
func (w *world) lifeBanBears(k asking, p *perm, a *Ability) verdict {
	switch k.kind {
	case askCould, askLands:
		return cannotBear
	case askEnters:
		if !k.lifeRead {
			return bears
		}
		if a.Static.Kind == StaticLifeFixed && w.lifeFixedBy(Me) != nil {
			return modelled
		}
		return cannotBear
	case askTap, askActivate, askPay, askMana:
		if a.Static.Kind == StaticLifeFixed && w.lifeRider() {
			return bears
		}
		return modelled
	case askUpkeep:
		if !w.speaksOfLife() && (a.Static.Kind == StaticLifeFixed || w.speakerOf(a, "sacrifice") == nil) {
			// No text on the board gains, loses, pays or deals damage
			// (Ghirapur Orrery's draw alone): a life total that can't
			// change changes no outcome (CR 119.3), nor does a ban on
			// paying life where nothing on the board sacrifices (Angel
			// of Jubilation's other ban).
			return cannotBear
		}
	}
	return bears
}

// speaksOfLife reports whether any ability on the board other than a
// StaticLifeFixed or StaticNoLifeCosts one speaks of life or damage.
func (w *world) speaksOfLife() bool {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Static != nil && (a.Static.Kind == StaticLifeFixed || a.Static.Kind == StaticNoLifeCosts) {
				continue
			}
			if containsFoldASCII(a.Text, "life") || containsFoldASCII(a.Text, "damage") {
				return true
			}
		}
	}
	return false
}

// lifeRider reports whether a mana ability on the board has a rider that
// gains or loses life.
func (w *world) lifeRider() bool {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if a.Mana == nil {
				continue
			}
			for _, r := range a.Mana.Riders {
				if reLifeRider.MatchString(r) {
					return true
				}
			}
		}
	}
	return false
}

// reLifeRider is a rider by which a player gains or loses life.
var reLifeRider = regexp.MustCompile(`\b(?:gain|gains|lose|loses) \w+ life\b`)

// words says why player can't pay life, with the rules it rests on: "by
// Platinum Emperion's effect your life total can't change, so you can't
// pay life other than 0".
func (l lifeBan) words(player string) (string, []string) {
	if l.fixed {
		rules := []string{"119.8", "119.4b"}
		if l.by.Controller != player {
			rules = append(rules, "810.9h")
		}
		whose := PlayerPossessive(player)
		if l.by.Controller != player {
			whose += " team's"
		}
		return fmt.Sprintf("by %s effect %s life total can't change, so %s pay life other than 0", Possessive(l.by.name), whose, PlayerDoes(player, "can't")), rules
	}
	return fmt.Sprintf("%s effect (\u201c%s\u201d) stops players paying life to cast spells or activate abilities", Possessive(l.by.name), l.a.Text), []string{"101.2", "119.4b"}
}

// cite cites the ruling on costs of the ban's card.
func (l lifeBan) cite(e *explainer) {
	if l.fixed {
		e.cite(l.by.Card.Name, "2018-12-07", emperionLifeRuling)
		return
	}
	e.cite(l.by.Card.Name, "2012-05-01", jubilationCostRuling)
}

// explainLifeSymbols says that player pays each Phyrexian symbol of cost
// with mana, as the ban stops them paying life (CR 107.4f).
func (l lifeBan) explainLifeSymbols(e *explainer, player string, cost ManaCost) {
	why, rules := l.words(player)
	e.step(fmt.Sprintf("%s, so each Phyrexian symbol is paid with mana: %s is paid as %s", Capital(why), cost.String(), withoutLifeSymbols(cost).String()), append([]string{"107.4f"}, rules...)...)
	l.cite(e)
}

// spellWhy says why pay does not answer for card, a spell cast by a
// player the ban applies to, where its text speaks of paying life or of
// sacrificing (an additional or alternative cost the ban may stop, which
// the engine does not read): "" where it does not.
func (l lifeBan) spellWhy(player string, card *catalog.Card) string {
	for _, line := range strings.Split(card.Oracle, "\n") {
		// Reminder text restates rules (CR 207.2): a Phyrexian symbol's
		// is said in a step.
		line = withoutReminders(line)
		t := strings.ToLower(line)
		if strings.Contains(t, "life") || !l.fixed && strings.Contains(t, "sacrific") {
			why, _ := l.words(player)
			return fmt.Sprintf("%s, and %s says \u201c%s\u201d, which may ask for life%s as it is cast; the engine does not work out its costs other than mana", why, card.Name, strings.TrimSpace(line), map[bool]string{true: "", false: " or a sacrifice"}[l.fixed])
		}
	}
	return ""
}

// explainDamage says, where player's life total can't change and some of
// payments deal damage to them, as their mana abilities resolve or by
// triggers on their sources' being tapped, that the damage is dealt and
// changes nothing (Platinum Emperion's rulings of 2018-12-07).
func (l lifeBan) explainDamage(e *explainer, player string, payments []Payment) {
	if !l.fixed || !slices.ContainsFunc(payments, func(p Payment) bool { return p.damage+p.later > 0 }) {
		return
	}
	e.step(fmt.Sprintf("By %s effect %s life total can't change: the damage the mana abilities and their triggers deal to %s is still dealt, and %s no life, so no way leaves %s at 0 life or less", Possessive(l.by.name), PlayerPossessive(player), PlayerName(player), PlayerDoes(player, "loses"), PlayerName(player)), "120.3a", "101.2")
	e.citeAbout(l.by.Card.Name, emperionDamageRuling)
}

// entersLifeRead reports whether the only text of card (its abilities
// abil) that pays life or sacrifices is a choice to pay life as it enters
// (a shock land's "As this enters, you may pay 2 life. If you don't, it
// enters tapped."), with no Phyrexian symbol in its mana cost: what a
// life total that can't change, or an effect that stops life paid for
// costs, does to it is then only that choice (asking.lifeRead).
func entersLifeRead(card *catalog.Card, abil []*Ability) bool {
	if strings.Contains(strings.ToUpper(card.ManaCost), "/P}") {
		return false
	}
	for _, a := range abil {
		if a.Kind == KindEnters && a.Enters != nil && a.Enters.MayPayLife > 0 {
			continue
		}
		t := strings.ToLower(a.Text)
		if strings.Contains(t, "life") || strings.Contains(t, "sacrific") {
			return false
		}
	}
	return true
}
