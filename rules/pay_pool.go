package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Mana a triggered ability added at the beginning of the step or phase the
// board is in may still be in its player's mana pool: mana empties only
// as a step or phase ends (CR 500.5), or at the end of the turn where the
// ability says so ("Until end of turn, you don't lose this mana as steps
// and phases end", Sakura-Tribe Springcaller); so may mana made by tapping
// permanents before a trigger at the beginning of the step untapped them
// (Wilderness Reclamation). The board records no mana pool, so pay and
// mana can't say what that player can pay.

// reStepMana is a triggered ability that adds mana at the beginning of a
// step or phase: whose step (m[1]) and which (m[2]).
// A card revealed from its owner's opening hand may have made such a
// trigger before the game ("If you do, at the beginning of your first main
// phase, add {G}", Chancellor of the Tangle: 103.6b, 603.7g): the board
// does not say whether this is that player's first turn.
var reStepMana = regexp.MustCompile(`(?i)^(You may reveal this card from your opening hand\. If you do, )?At the beginning of (your|each player's|each of your|each) (precombat main phase|first main phase|postcombat main phase|main phases|upkeep|draw step|end step)[^,]*, (.+)$`)

// reStepUntaps is an effect that untaps permanents (Wilderness
// Reclamation's "untap all lands you control", Tidal Force's "tap or
// untap target permanent"): what it untaps may have been tapped for mana
// before it resolved.
var reStepUntaps = regexp.MustCompile(`(?i)\buntap\b`)

// untapsSelf reports whether effect untaps only its own permanent p
// ("If you do, untap Island Fish Jasconius."), which makes mana to float
// only where p has a mana ability.
func untapsSelf(p *perm, effect string) bool {
	low := strings.ToLower(effect)
	return strings.Contains(low, "untap "+strings.ToLower(p.name)) || strings.Contains(low, "untap this") || strings.Contains(low, "untap it.")
}

// reAddsPoolMana is an effect that adds mana ("add {B} for each …", "that
// player adds {G}{G}", "Add one mana of any color for each …").
var reAddsPoolMana = regexp.MustCompile(`(?i)\badds?\b[^.]*(?:\{[WUBRGC0-9X]\}|\bmana\b)`)

// stepOrder is the order of the steps of a turn (CR 500.1).
var stepOrder = map[Step]int{StepUntap: 0, StepUpkeep: 1, StepDraw: 2, StepMain1: 3, StepCombat: 4, StepMain2: 5, StepEnd: 6, StepCleanup: 7}

// manaInPool names a triggered ability whose mana player may still have in
// their mana pool now; "" when there is none.
func (w *world) manaInPool(player string) string {
	if why := w.enteredMana(player); why != "" {
		return why
	}
	if why := w.landfallManaNow(player); why != "" {
		return why
	}
	b := w.b
	if !b.activeTeam(player) {
		return ""
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind == KindKeyword && b.Step == StepUpkeep && p.Controller == player {
				// Cumulative upkeep that adds mana (Braid of Fire) is
				// paid in its controller's upkeep (702.24a).
				for _, kw := range a.Keywords {
					if reCumulativeAddsAny.MatchString(kw) {
						return fmt.Sprintf("%s has \u201c%s\u201d, and the mana paying it added at the beginning of this upkeep may still be in %s mana pool (CR 702.24a, 500.5, 106.4); the board does not record a mana pool", p.name, a.Text, PlayerPossessive(player))
					}
				}
			}
			if a.Kind != KindTriggered && a.Kind != KindManaTrigger {
				continue
			}
			if why := w.combatMana(player, p, a); why != "" {
				return why
			}
			m := reStepMana.FindStringSubmatch(a.Text)
			untaps := m != nil && reStepUntaps.MatchString(withoutReminders(m[4])) && (!untapsSelf(p, m[4]) || slices.ContainsFunc(p.abilities, func(b *Ability) bool { return b.Kind == KindMana }))
			if m == nil || !reAddsPoolMana.MatchString(m[4]) && !untaps {
				continue
			}
			revealed := m[1] != ""
			whose := strings.ToLower(m[2])
			if whose != "each player's" && whose != "each" && p.Controller != player {
				continue
			}
			var steps []Step
			switch strings.ToLower(m[3]) {
			case "precombat main phase", "first main phase":
				steps = []Step{StepMain1}
			case "postcombat main phase":
				steps = []Step{StepMain2}
			case "main phases":
				steps = []Step{StepMain1, StepMain2}
			case "upkeep":
				steps = []Step{StepUpkeep}
			case "draw step":
				steps = []Step{StepDraw}
			case "end step":
				steps = []Step{StepEnd}
			}
			kept := strings.Contains(strings.ToLower(a.Text), "don't lose this mana")
			for _, s := range steps {
				if revealed && b.Step == s {
					return fmt.Sprintf("%s has \u201c%s\u201d: if it was revealed from %s opening hand and this is %s first turn, the mana its delayed trigger added at the beginning of this main phase may still be in %s mana pool (CR 103.6b, 603.7g, 500.5, 106.4); the board records neither the turn nor a mana pool", p.name, a.Text, PlayerPossessive(player), PlayerPossessive(player), PlayerPossessive(player))
				}
				if untaps && b.Step == s {
					// Wilderness Reclamation: lands tapped for mana in
					// response to it, then untapped (603.3, 605.3a).
					return fmt.Sprintf("%s has “%s”, and before it resolved at the beginning of this step %s may have tapped for mana what it untaps, and that mana may still be in %s mana pool (CR 603.3, 500.5, 106.4); the board does not record a mana pool", p.name, a.Text, PlayerName(player), PlayerPossessive(player))
				}
				if untaps {
					continue
				}
				if b.Step == s || kept && stepOrder[b.Step] > stepOrder[s] {
					return fmt.Sprintf("%s has \u201c%s\u201d, and the mana it added this turn may still be in %s mana pool (CR 500.5, 106.4); the board does not record a mana pool", p.name, a.Text, PlayerPossessive(player))
				}
			}
		}
	}
	return ""
}

// combatMana says why mana that a's trigger of p on attacking, blocking or
// combat damage added may still be in player's mana pool (Savage
// Ventmaw's "Whenever Savage Ventmaw attacks, add {R}{R}{R}{G}{G}{G}.
// Until end of turn, you don't lose this mana as steps and phases end.",
// Sakiko): within combat on its controller's turn (in the postcombat main
// phase where a delayed trigger adds it then, Conduit of Storms), or after
// it where the mana is kept until end of turn (CR 500.5, 106.4); "" where
// it can't be.
func (w *world) combatMana(player string, p *perm, a *Ability) string {
	b := w.b
	if p.Controller != player || !hasEvent(eventsOf(a), EventCombat) || !reAddsPoolMana.MatchString(effectText(a)) {
		return ""
	}
	kept := strings.Contains(strings.ToLower(a.Text), "don't lose this mana")
	// Conduit of Storms' "add {R} at the beginning of your next main
	// phase this turn": a delayed trigger adds it then.
	from := StepCombat
	if l := strings.ToLower(a.Text); strings.Contains(l, "postcombat main phase") || strings.Contains(l, "next main phase") {
		from = StepMain2
	}
	if b.Step != from && !(kept && stepOrder[b.Step] > stepOrder[from]) {
		return ""
	}
	return fmt.Sprintf("%s has \u201c%s\u201d, and the mana it added in this turn's combat may still be in %s mana pool (CR 500.5, 106.4); the board does not record a mana pool", p.name, a.Text, PlayerPossessive(player))
}

// reLandCardToBattlefield is text that puts a land card onto the
// battlefield (Flagstones of Trokair's Plains, a fetch land's basic).
var reLandCardToBattlefield = regexp.MustCompile(`(?i)\b(?:land|plains|island|swamp|mountain|forest) cards?\b[^.]*\bonto the battlefield\b`)

// landfallManaNow says why the engine can't rule where a triggered ability
// of player's adds mana as a land enters (Lotus Cobra's landfall) and
// text on the board may put a land card onto the battlefield before the
// cost is paid (Flagstones of Trokair sacrificed to Zuran Orb or
// destroyed by Strip Mine): that mana is not worked out (CR 603.2,
// 601.2g). "" where none may.
func (w *world) landfallManaNow(player string) string {
	var cobra *perm
	var its *Ability
	for _, p := range w.perms {
		if p.Controller != player {
			continue
		}
		for _, a := range p.abilities {
			if a.Kind != KindTriggered && a.Kind != KindManaTrigger || !hasEvent(eventsOf(a), EventEnters) {
				continue
			}
			text := withoutAbilityWord(a.Text)
			cond, ok := triggerCondition(text)
			if _, effect, _ := strings.Cut(text, ", "); ok && landOnlyCondition(cond) && reAddsPoolMana.MatchString(effect) {
				cobra, its = p, a
			}
		}
	}
	if cobra == nil {
		return ""
	}
	for _, q := range w.perms {
		for _, b := range q.abilities {
			if b != its && reLandCardToBattlefield.MatchString(b.Text) {
				return fmt.Sprintf("%s has \u201c%s\u201d, and %s \u201c%s\u201d may put a land onto the battlefield before the cost is paid; the mana that would add is not worked out (CR 603.2, 601.2g)", cobra.name, its.Text, Possessive(q.name), b.Text)
			}
		}
	}
	return ""
}

// landOnlyCondition reports whether a trigger condition speaks of lands
// entering only ("a land enters the battlefield under your control").
func landOnlyCondition(cond string) bool {
	return strings.Contains(cond, "land") && !strings.Contains(cond, "nonland") && !strings.Contains(cond, "permanent") && !strings.Contains(cond, "creature") && !strings.Contains(cond, "artifact")
}

// landEnteredThisTurn reports whether the board says a land came under
// its controller's control this turn: one written new (sick), or a land
// played (CR 305.1).
func (w *world) landEnteredThisTurn() bool {
	for _, q := range w.perms {
		if q.Sick && q.is("Land") {
			return true
		}
	}
	for _, pl := range w.b.Players {
		if pl.LandsPlayed > 0 {
			return true
		}
	}
	return false
}

// enteredMana names a triggered ability that adds mana as a permanent
// enters (Burning-Tree Emissary's own, Lotus Cobra's for a land), where
// such a permanent came under its controller's control this turn (the
// board writes it new): the mana it added may still be in the pool,
// within the step it entered in, which the board does not record
// (CR 500.5). "" when there is none.
func (w *world) enteredMana(player string) string {
	if !w.enteredThisTurn() {
		return ""
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Kind != KindTriggered && a.Kind != KindManaTrigger || a.Trigger == nil {
				continue
			}
			_, effect, ok := strings.Cut(a.Text, ", ")
			if !ok || !reAddsPoolMana.MatchString(effect) || strings.Contains(strings.ToLower(effect), "create") {
				continue
			}
			if p.Controller != player && !strings.Contains(strings.ToLower(effect), "player adds") {
				continue
			}
			evs := eventsOf(a)
			if cond, ok := triggerCondition(withoutAbilityWord(a.Text)); ok && hasEvent(evs, EventEnters) && !hasEvent(evs, EventEntersSelf) && landOnlyCondition(cond) && !w.landEnteredThisTurn() {
				// Lotus Cobra's landfall beside a creature written new:
				// no land entered this turn.
				continue
			}
			if hasEvent(evs, EventEntersSelf) && p.Sick || hasEvent(evs, EventEnters) {
				return fmt.Sprintf("%s has \u201c%s\u201d, and a permanent entered this turn: the mana it added may still be in %s mana pool, within the step it entered in (CR 500.5, 106.4); the board does not record a mana pool", p.name, a.Text, PlayerPossessive(player))
			}
		}
	}
	return ""
}
