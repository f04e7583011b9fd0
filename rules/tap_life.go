package rules

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// reLoseLifeRider is a rider of a mana ability that makes its controller
// lose life as it resolves ("You lose 1 life."), with every other player
// (Cryptolith Fragment's "Each player loses 1 life.").
var reLoseLifeRider = regexp.MustCompile(`^(?:You lose|Each player loses) (\w+) life\.$`)

// riderLossElsewhere is why the engine does not rule on activating mana
// ability a of p where a rider makes every player lose life and may leave a
// player other than its controller, whose life the board gives, at 0 life
// or less: that player loses too, perhaps at the same time as its
// controller, and the game may end or be a draw (CR 704.5a, 104.4a),
// which the answers on tapping for mana do not say; and in Two-Headed
// Giant, where a life total is given, since each player of a team loses
// it from the team's one total (810.9a); "" otherwise.
func (w *world) riderLossElsewhere(p *perm, a *Ability) string {
	if a.Mana == nil {
		return ""
	}
	for _, r := range a.Mana.Riders {
		if !strings.HasPrefix(r, "Each player loses ") {
			continue
		}
		n, ok := wordNumber(reLoseLifeRider.FindStringSubmatch(r)[1])
		for _, pl := range w.b.Players {
			if pl.Life == nil || FoldPlayer(pl.Name) == FoldPlayer(p.Controller) && w.b.Format != Format2HG {
				continue
			}
			// In Two-Headed Giant each player of a team loses it from
			// the team's one life total (CR 810.9a), which this does
			// not count.
			if w.b.Format == Format2HG {
				return fmt.Sprintf("%s \u201c%s\u201d takes life from each team twice, which isn't worked out", Possessive(p.name), r)
			}
			if !ok || *pl.Life <= n {
				return fmt.Sprintf("%s \u201c%s\u201d may leave %s at 0 life too, which isn't worked out", Possessive(p.name), r, PlayerName(pl.Name))
			}
		}
	}
	return ""
}

// reDamageUnlessRider is a rider of a mana ability that deals damage to its
// controller as it resolves unless they control a permanent of a subtype
// (Tomb of Urami's "This deals 1 damage to you if you don't control an
// Ogre.").
var reDamageUnlessRider = regexp.MustCompile(`^(?:This|this) deals (\w+) damage to you if you don't control an? ([A-Z][a-z]+)\.$`)

// riderDamage reads rider r of a mana ability of p: damage says whether it
// deals damage to p's controller as the ability resolves, and n how much:
// Ancient Tomb's "This deals 2 damage to you.", and Tomb of Urami's "…
// if you don't control an Ogre.", none where they control an Ogre then,
// which nothing the ability does changes (CR 608.2c); ok is false
// where the amount is not a number the engine reads.
func (w *world) riderDamage(p *perm, r string) (n int, damage, ok bool) {
	word := ""
	if m := reDamage.FindStringSubmatch(r); m != nil {
		word = m[1]
	} else if m := reDamageUnlessRider.FindStringSubmatch(r); m != nil {
		if w.controlsAllTypes(p.Controller, []string{m[2]}) {
			return 0, true, true
		}
		word = m[1]
	} else {
		return 0, false, true
	}
	n, ok = wordNumber(word)
	return n, true, ok
}

// reAnswersDamage is the text of an ability that may keep a player in the
// game while a triggered ability that deals damage to them waits on the
// stack: it prevents or redirects damage, gains life, or counters an
// ability (CR 615.1, 119.3, 701.6b).
var reAnswersDamage = regexp.MustCompile(`(?i)\bprevent|\bredirect|\bgains? [^.]*\blife\b|\bcounter target [^.]*\babilit`)

// damageResponder names an ability on the board that player may activate
// while a triggered ability that deals damage to them waits on the stack,
// and that may keep them in the game (reAnswersDamage; not one that can't
// be activated now, idleNow: a tapped Soulmender):
// "Circle of Protection: Red's ability “…”"; "" for none. The engine does
// not work out what such an ability does there. dealers are the
// permanents whose triggers deal that damage, nil where not known: a
// Circle of Protection of a color none of them has prevents none of it
// (City of Brass is colorless), unless an ability on the board may change
// a permanent's colors first.
func (w *world) damageResponder(player string, dealers []*perm) string {
	perms := w.perms
	for _, p := range perms {
		for _, a := range p.abilities {
			if a.Kind != KindActivated && a.Kind != KindMana || p.Controller != player && !othersMayActivate(a) {
				continue
			}
			if reAnswersDamage.MatchString(a.Text) && !circleMisses(perms, a, dealers) && !w.idleNow(p, a) {
				return Possessive(p.name) + " ability \u201c" + a.Text + "\u201d"
			}
		}
	}
	return ""
}

// reCircle is a Circle of Protection's ability: it prevents damage from a
// source of one color only (CR 615.1a).
var reCircle = regexp.MustCompile(`^\{[^}]*\}: The next time an? (white|blue|black|red|green) source of your choice would deal damage to you this turn, prevent that damage\.$`)

// reColorChange is an ability that may change a permanent's colors
// ("becomes the color of your choice", "is red", "are all colors").
var reColorChange = regexp.MustCompile(`(?i)\b(?:becomes?|is|are)(?: all)? (?:the colou?r|colorless|colou?rs?\b|white\b|blue\b|black\b|red\b|green\b)`)

// circleMisses reports whether a is a Circle of Protection whose color
// none of dealers has, with no ability on the board that may change
// colors: it can't prevent their damage.
func circleMisses(perms []*perm, a *Ability, dealers []*perm) bool {
	m := reCircle.FindStringSubmatch(a.Text)
	if m == nil || len(dealers) == 0 {
		return false
	}
	c, ok := colorNamed(m[1])
	if !ok {
		return false
	}
	for _, d := range dealers {
		if d.colors.Has(c) || d.colorsUnsure() {
			return false
		}
	}
	for _, p := range perms {
		for _, b := range p.abilities {
			if reColorChange.MatchString(b.Text) {
				return false
			}
		}
	}
	return true
}

// respondedWhy is what a step adds where damageResponder names an ability:
// the triggered damage leaves the player at 0 life or less unless it
// answers it, and the engine does not work out whether it does.
func respondedWhy(who, responder string) string {
	return ", unless " + responder + ", activated while they wait on the stack, keeps " + who + " in the game, which the engine does not work out"
}

// explainTapLife says, for a mana ability a of p that is activated, what it
// does to its controller's life: a trigger of p on becoming tapped (City of
// Brass) goes on the stack and deals its damage when it resolves, after the
// mana is made (CR 603.2, 603.3); and where the board gives the life total,
// whether the life the cost pays, the damage the ability deals as it
// resolves (Ancient Tomb) and the damage of triggered mana abilities
// (Overabundance) leave the player, in Two-Headed Giant the team, at 0 life
// or less, who then loses the game the next time state-based actions are
// checked, the mana being made first (CR 119.4, 120.3a, 704.3, 704.5a,
// 810.8c), unless an effect keeps them in the game (101.2). head is what
// the headline says of it where every way of activating it leaves them
// so ("that leaves you at 0 life, and you lose the game the next time
// state-based actions are checked"), in shorter forms after it for the
// headline to fit; nil otherwise.
func (w *world) explainTapLife(ctx context.Context, p *perm, a *Ability, runs []manaRun, e *explainer) (head []string) {
	later := 0
	for _, t := range p.abilities {
		if t.Trigger == nil || t.Trigger.Event != TriggerBecomesTap || !a.Cost.Tap || t.Trigger.Damage <= 0 {
			continue
		}
		later += t.Trigger.Damage
		e.step(fmt.Sprintf("%s ability \u201c%s\u201d triggers when it becomes tapped, for mana or not; it adds no mana, so it is not a mana ability: it goes on the stack the next time a player would receive priority, and deals its damage to %s when it resolves, after the mana is made", Possessive(p.name), t.Text, PlayerName(p.Controller)), "603.2", "603.3", "605.1b")
		e.citeAbout(p.Card.Name, "triggers no matter how")
	}
	for _, t := range p.abilities {
		if t.Kind != KindTriggered || t.Trigger == nil || !t.Trigger.DamageOpponents || !a.Cost.Tap || !strings.HasPrefix(t.Trigger.Effect, "Whenever you tap this for mana, ") {
			continue
		}
		// Zhur-Taa Druid: what its damage leaves of each opponent.
		rules := []string{"603.2", "603.3", "605.1b"}
		at := w.opponentsAtDamage(p.Controller, t.Trigger.Effect)
		if at != "" {
			rules = append(rules, "120.3a", "704.5a")
			if w.b.Format == Format2HG {
				rules = append(rules, "810.9a")
			}
		}
		e.step(fmt.Sprintf("%s ability \u201c%s\u201d triggers when it is tapped for mana; it adds no mana, so it is not a mana ability: it goes on the stack the next time a player would receive priority, and deals its damage to each opponent when it resolves, after the mana is made%s", Possessive(p.name), t.Text, at), rules...)
	}
	if len(runs) == 0 {
		return nil
	}
	life, why := payerLife(w.b, p.Controller, nil, false)
	if life < 0 || why != "" {
		return nil
	}
	now, lost := a.Cost.PayLife, 0
	if a.Mana != nil {
		for _, r := range a.Mana.Riders {
			if n, dmg, ok := w.riderDamage(p, r); dmg && ok {
				now += n
			}
			if m := reLoseLifeRider.FindStringSubmatch(r); m != nil {
				if n, ok := wordNumber(m[1]); ok {
					now += n
					lost += n
				}
			}
		}
	}
	// Triggers of other permanents on its being tapped for mana that
	// deal damage to the player who tapped it (Manabarbs) go on the
	// stack too, if it made mana.
	tapper := 0
	var dealers []*perm
	if later > 0 {
		dealers = append(dealers, p)
	}
	for _, q := range w.perms {
		for _, t := range q.abilities {
			if t.Kind == KindTriggered && t.Trigger != nil && t.Trigger.DamageTapper > 0 && t.Understood && w.manaTriggerWatches(q, t.Trigger, p) {
				tapper += t.Trigger.DamageTapper
				dealers = append(dealers, q)
			}
		}
	}
	if by := w.lifeFixedBy(p.Controller); by != nil {
		// Damage is still dealt, and changes nothing (Platinum
		// Emperion's rulings of 2018-12-07).
		if now+later+tapper > 0 {
			e.step(fmt.Sprintf("By %s effect %s life total can't change: damage dealt to %s is still dealt, and %s no life", Possessive(by.name), PlayerPossessive(p.Controller), PlayerName(p.Controller), PlayerDoes(p.Controller, "loses")), "120.3a", "101.2")
			e.citeAbout(by.Card.Name, emperionDamageRuling)
		}
		return nil
	}
	anyNow, allNow, anyLater, allLater, same := false, true, false, true, true
	most := 0
	for i, r := range runs {
		d := now + r.damage
		total := d + later
		if r.pool.Total() > 0 {
			total += tapper
		}
		// A way that lowers no life leaves nobody at 0 life: a player
		// already there is kept in the game or has lost (sayKept).
		anyNow = anyNow || d > 0 && d >= life
		allNow = allNow && d > 0 && d >= life
		anyLater = anyLater || total > 0 && total >= life
		allLater = allLater && total > 0 && total >= life
		same = same && (i == 0 || d == most)
		most = max(most, d)
	}
	if !anyLater {
		return nil
	}
	twoHG := w.b.Format == Format2HG
	who, loses := PlayerName(p.Controller), PlayerDoes(p.Controller, "loses")
	if twoHG {
		who, loses = PlayerPossessive(p.Controller)+" team", PlayerPossessive(p.Controller)+" team loses"
	}
	rules := []string{"704.3", "704.5a"}
	if twoHG {
		rules = append(rules, "810.8c")
	}
	then := loses + " the game the next time state-based actions are checked"
	saver, unsure := lifeSaver(ctx, w.b, p.Controller)
	if unsure != "" {
		return nil
	}
	conj, shortThen, leanThen := "and", loses+" the game", PlayerDoes(p.Controller, "loses")+" the game"
	if twoHG {
		leanThen = loses + " the game"
	}
	if saver != "" {
		then = Possessive(saver) + " effect keeps " + who + " in the game"
		rules = append(rules, "101.2")
		conj, shortThen, leanThen = "but", saver+" keeps "+who+" in the game", saver+" keeps "+who+" in the game"
	}
	what := "Activating it"
	if countTapAbilities(p, 0) > 1 || len(p.abilities) > 1 && !a.Cost.Tap {
		what = "Activating ability " + strconv.Itoa(a.Index) + " (\u201c" + shortText(a.Text) + "\u201d)"
	}
	var parts []string
	if a.Cost.PayLife > 0 {
		parts = append(parts, "the life its cost pays")
		rules = append(rules, "119.4")
	}
	if lost > 0 {
		parts = append(parts, "the life it makes "+PlayerName(p.Controller)+" lose")
		rules = append(rules, "119.3")
	}
	if now > a.Cost.PayLife+lost || anyNow && now < life {
		parts = append(parts, "the damage dealt as it resolves")
		rules = append(rules, "120.3a")
	}
	lower := "lowers"
	if len(parts) > 1 {
		lower = "lower"
	}
	switch {
	case anyNow:
		total := PlayerPossessive(p.Controller) + " life total"
		if twoHG {
			total = PlayerPossessive(p.Controller) + " team's life total"
		}
		at := fmt.Sprintf("at %d life", life-most)
		if !same {
			at = "at as little as " + strconv.Itoa(life-most) + " life"
		}
		if !allNow {
			at += ", chosen one way"
		}
		e.step(fmt.Sprintf("%s leaves %s %s: %s %s %s at once, and the mana is made all the same; then %s", what, who, at, strings.Join(parts, " and "), lower, total, then), rules...)
		// Each outcome of a way that leaves them so says it (a
		// painland's colored mana at 1 life).
		for i := range runs {
			if d := now + runs[i].damage; d > 0 && d >= life {
				runs[i].events = append(slices.Clip(runs[i].events), Capital(fmt.Sprintf("that leaves %s at %d life, %s %s", who, life-d, conj, then)))
			}
		}
		if allNow && same {
			head = []string{
				fmt.Sprintf("that leaves %s at %d life, %s %s", who, life-most, conj, then),
				fmt.Sprintf("that leaves %s at %d life, %s %s", who, life-most, conj, shortThen),
				fmt.Sprintf("%s %s at %d life", map[string]string{"and": "then", "but": "but"}[conj], leanThen, life-most),
			}
		}
	default:
		rules = append(rules, "603.3", "120.3a")
		if r := w.damageResponder(p.Controller, dealers); r != "" {
			e.step(fmt.Sprintf("%s leaves %s at 0 life or less once the triggered abilities that deal damage resolve%s", what, who, respondedWhy(who, r)), rules...)
			return nil
		}
		e.step(fmt.Sprintf("%s leaves %s at 0 life or less once the triggered abilities that deal damage resolve; then %s", what, who, then), rules...)
		if allLater {
			head = []string{
				fmt.Sprintf("once the triggered damage resolves, that leaves %s at 0 life or less, %s %s", who, conj, then),
				fmt.Sprintf("its triggered damage leaves %s at 0 life or less, %s %s", who, conj, shortThen),
				fmt.Sprintf("%s %s once its damage resolves", map[string]string{"and": "then", "but": "but"}[conj], leanThen),
			}
			if saver == "" {
				// Shortest: "then you lose once its damage resolves".
				head = append(head, "then "+strings.TrimSuffix(leanThen, " the game")+" once its damage resolves")
			}
		}
	}
	return head
}

// lifeGiven reports whether the board gives any player's life total.
func (w *world) lifeGiven() bool {
	for _, pl := range w.b.Players {
		if pl.Life != nil {
			return true
		}
	}
	return false
}
