package rules

import (
	"regexp"
	"slices"
	"strings"
)

// countChanger finds an ability on the board that the engine does not
// know to leave a count of permanents unchanged, where players may use
// abilities before the count is read (Ward of Bones and Limited
// Resources as a land is played or a spell cast, Karma and Graveborn
// Muse as their triggers resolve: CR 117.3b, 602.2, 605.3a, 608.2h).
// Understanding is positive: every ability is taken to change the count
// but one the engine reads as unable to (mayChangeCount). whose are the
// players whose permanents are counted; none for every player's. nil where
// no ability may change it.
func (w *world) countChanger(kind string, whose ...string) (*perm, *Ability) {
	for _, q := range w.perms {
		for _, a := range q.abilities {
			if w.mayChangeCount(q, a, kind, whose) {
				return q, a
			}
		}
	}
	return nil, nil
}

// mayChangeCount reports whether q's ability a may change how many
// permanents of type kind the players whose control. Understanding is
// positive, and it is taken to unless the engine reads it as unable to:
//   - a "when" or "whenever" trigger, which what a player does may set off
//     (Storm Cauldron's "return it to its owner's hand", Blight's "When
//     enchanted land becomes tapped, destroy it"), unless it is on its own
//     permanent entering or leaving, or only adds mana, draws cards,
//     scries, changes life totals, deals damage to players or taps lands
//     (Fastbond's damage, War's Toll);
//   - a mana or activated ability any player may activate (Excavation),
//     one whose cost sacrifices, returns or exiles in words the engine
//     does not read whole (Infernal Tribute), and one whose effect moves
//     or changes a permanent (Gemstone Mine's own sacrifice), but a land's
//     own "becomes a … creature … It's still a land" where no creature or
//     type it becomes is counted (Treetop Village);
//   - a mana ability with a cost that may change the count (costChanges)
//     or text the engine does not read (Ashnod's Altar's creature), unless
//     another player whose permanents are not counted controls it;
//   - an activated ability that can be activated now, or whose cost a land
//     played this turn can pay (Zuran Orb with no land yet), unless its
//     cost can't change the count and its effect only gains life, draws,
//     scries or adds mana, or another player whose permanents are not
//     counted controls it;
//   - crew, which makes a Vehicle a creature.
//
// Static abilities, other keywords, replacement effects and triggers on a
// step's beginning change no count.
func (w *world) mayChangeCount(q *perm, a *Ability, kind string, whose []string) bool {
	creatures := kind == "Creature" || isCreatureType(kind)
	if strings.HasPrefix(a.Text, "Whenever ") || strings.HasPrefix(a.Text, "When ") {
		// A trigger what a player does may set off: Storm Cauldron's
		// tapped land, Blight's "When enchanted land becomes tapped,
		// destroy it". One on its own permanent entering or leaving
		// (Limited Resources' "When Limited Resources enters") is set
		// off only by what moves it, itself a changer.
		if strings.HasPrefix(a.Text, "When "+q.Card.Name+" ") || strings.HasPrefix(a.Text, "When this ") {
			return false
		}
		if a.Understood && a.Kind == KindManaTrigger {
			return false
		}
		_, effect, _ := strings.Cut(withoutReminders(a.Text), ", ")
		return !reCountSafeEffect.MatchString(effect)
	}
	if a.Kind != KindMana && a.Kind != KindActivated {
		return a.Kind == KindKeyword && has(a.Keywords, "crew") && creatures
	}
	cost, effect, ok := splitCost(withoutReminders(a.Text))
	if !ok || othersMayActivate(a) {
		// Excavation's "Any player may activate this ability.": the
		// player who activates it pays its cost with what they
		// control (602.2).
		return true
	}
	if reCostMoves.MatchString(cost) && (!a.Understood || !costRead(a.Cost)) {
		// A cost the engine does not read whole that sacrifices,
		// returns or exiles ("Sacrifice an artifact or land",
		// "Remove three quest counters … and sacrifice it").
		return true
	}
	if m := reSelfAnimate.FindStringSubmatch(withoutReminders(a.Text)); m != nil && a.Kind == KindActivated && q.is("Land") && !creatures && !strings.Contains(strings.ToLower(m[1]), strings.ToLower(kind)) && !w.costChanges(q, a.Cost, kind, creatures) {
		// Its own land becomes a creature and stays a land.
		return false
	}
	if reEffectMoves.MatchString(effect) {
		// Gemstone Mine's "If there are no mining counters on Gemstone
		// Mine, sacrifice it.", part of its mana ability.
		return true
	}
	other := len(whose) > 0 && !slices.Contains(whose, q.Controller)
	switch a.Kind {
	case KindMana:
		return !a.Understood || !other && w.costChanges(q, a.Cost, kind, creatures)
	case KindActivated:
		if other || !w.costChanges(q, a.Cost, kind, creatures) && reSelfOnlyEffect.MatchString(strings.TrimSpace(effect)) {
			// Its cost takes nothing counted, or only what a player whose
			// permanents are not counted controls, and its effect reaches
			// no other permanent.
			return false
		}
		if (kind == "Land" || slices.Contains(basicLandTypes, kind)) && !other && w.b.activeTeam(q.Controller) && w.costChanges(q, a.Cost, kind, creatures) {
			// A cost a land its controller plays this turn can pay
			// (Zuran Orb with no land yet), whether or not it can be
			// paid now.
			return true
		}
		return w.canActivate(q, a).ok
	}
	return false
}

// reCostMoves is a cost that may move a permanent off the battlefield.
var reCostMoves = regexp.MustCompile(`(?i)\bsacrifice\b|\breturn\b|\bexile\b`)

// reEffectMoves is an effect that may move a permanent off the
// battlefield or change what it is.
var reEffectMoves = regexp.MustCompile(`(?i)\bsacrifices?\b|\bdestroys?\b|\breturns?\b|\bexiles?\b|\bphases? out\b|\bbecomes?\b`)

// costRead reports whether what a cost sacrifices or returns is read:
// its Sacrifice, SacrificeX or ReturnToHand.
func costRead(c Cost) bool {
	return c.Sacrifice != "" || c.SacrificeX != "" || c.ReturnToHand
}

// costChanges reports whether cost c of q's ability may change how many
// permanents of type kind there are: a sacrifice or a return of one that
// may be of that type, its own or another's, any number of them, or for
// creatures a counter put or removed that may leave one at 0 toughness.
// Mana, life, {T}, tapping others, and cards from a hand or library change
// none.
func (w *world) costChanges(q *perm, c Cost, kind string, creatures bool) bool {
	switch {
	case c.Sacrifice == "this" || c.ReturnToHand:
		return isA(q, kind)
	case c.Sacrifice != "" && (kind == "Land" || slices.Contains(basicLandTypes, kind)) && (strings.EqualFold(c.Sacrifice, "land") || strings.EqualFold(c.Sacrifice, "permanent") || slices.Contains(basicLandTypes, Capital(c.Sacrifice))):
		// A land played later may be sacrificed too (Zuran Orb beside
		// Ward of Bones with no land yet).
		return true
	case c.Sacrifice != "":
		return w.mayBe(q.Controller, kind, c.Sacrifice)
	case c.SacrificeX != "":
		return true
	case creatures && (c.RemoveCounters > 0 || c.RemoveX || c.RemoveAny || c.PutCounter != ""):
		return true
	}
	return false
}

// mayBe reports whether a cost that takes a permanent of player's that is
// what may change how many of type kind there are: one of kind is what (a
// cost's "Sacrifice a land" on an artifact land), or may become it (a land
// that makes itself a creature, Mutavault, beside "Sacrifice a creature"),
// or one that is what has a permanent of kind attached, which goes with it
// (an Aura, 704.5m).
func (w *world) mayBe(player, kind, what string) bool {
	for i, r := range w.perms {
		if r.Controller != player {
			continue
		}
		if isA(r, what) && slices.ContainsFunc(w.perms, func(o *perm) bool { return o.attached == i && isA(o, kind) }) {
			return true
		}
		if !isA(r, kind) {
			continue
		}
		if isA(r, what) {
			return true
		}
		if (strings.EqualFold(what, "creature") || isCreatureType(Capital(what))) && slices.ContainsFunc(r.abilities, func(a *Ability) bool {
			return a.Kind == KindActivated && reBecomesCreature.MatchString(a.Text)
		}) {
			return true
		}
	}
	return false
}

// reCountSafeEffect is a trigger's effect that changes no permanent: mana
// added, cards drawn, a scry, life gained or lost, damage to players, lands
// tapped.
var reCountSafeEffect = regexp.MustCompile(`(?i)^(?:if [^,]+, )?(?:you may )?(?:add [^.]*|(?:(?:you|that player) )?draws? (?:a card|\w+ cards)|scry \w+|(?:you|that player|each opponent) (?:gains?|loses?) \w+ life|(?:this|[A-Z][^.]*?) deals \w+ damage to (?:you|that player|each opponent)|tap all lands that player controls(?: that could produce any type of mana that land could produce)?)\.$`)

// firstHow says how countChanger's ability a may act first: "activated",
// or for a "when" or "whenever" trigger, "triggering".
func firstHow(a *Ability) string {
	if strings.HasPrefix(a.Text, "Whenever ") || strings.HasPrefix(a.Text, "When ") {
		return "triggering"
	}
	return "activated"
}

// reSelfOnlyEffect is an activated ability's effect that changes no
// permanent: life gained, cards drawn, a scry, mana added.
var reSelfOnlyEffect = regexp.MustCompile(`(?i)^(?:you )?(?:gain \w+ life|draw (?:a card|\w+ cards)|scry \w+|add [^.]*)\.$`)
