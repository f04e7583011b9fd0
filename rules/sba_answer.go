package rules

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Answering a question about a board that needs state-based actions
// first: the question is asked again of each settled board, and the
// answers are put together, the state-based actions first.

// settleFirst brings the board of a question to a legal state before it is
// answered (CR 704.3). It reports done false when no state-based action
// applies, and the question is answered as asked. Otherwise it answers r
// itself: ask is the question, asked again of each settled board (with
// ref, the permanent the question names, found on that board).
func settleFirst(ctx context.Context, b *Board, ref *CardRef, r *Ruling, ask func(b *Board, ref CardRef, r *Ruling) error) (bool, error) {
	return settleFirstBy(ctx, b, ref, r, "", ask)
}

// settleFirstBy is settleFirst for a question about what player can do
// (pay, mana): where player makes every choice during the state-based
// actions, the answer is what their best choice gives (bestOwnChoice).
func settleFirstBy(ctx context.Context, b *Board, ref *CardRef, r *Ruling, player string, ask func(b *Board, ref CardRef, r *Ruling) error) (bool, error) {
	// A question about a permanent, or about a player who has not lost,
	// is answered of the game that goes on after a player leaves a
	// multiplayer game (CR 800.4a).
	return settleFirstLeaving(ctx, b, ref, r, player, ref != nil || player != "" && !hasLost(ctx, b, player), ask)
}

// settleFirstFor is settleFirst for a question about what player may do
// (lands): answered of the game that goes on after another player leaves
// a multiplayer game (CR 800.4a), as long as player has not lost.
func settleFirstFor(ctx context.Context, b *Board, r *Ruling, player string, ask func(b *Board, ref CardRef, r *Ruling) error) (bool, error) {
	return settleFirstLeaving(ctx, b, nil, r, "", !hasLost(ctx, b, player), ask)
}

// hasLost reports whether player has 0 or less life on the board, and so
// loses the game as a state-based action (CR 704.5a).
func hasLost(ctx context.Context, b *Board, player string) bool {
	lost, _, _ := stillLosing(ctx, b, lostPlayers(b))
	for _, pl := range lost {
		if pl.Name == player {
			return true
		}
	}
	return false
}

func settleFirstLeaving(ctx context.Context, b *Board, ref *CardRef, r *Ruling, player string, leaving bool, ask func(b *Board, ref CardRef, r *Ruling) error) (bool, error) {
	boards, why := settleBoard(ctx, b, leaving)
	if why != "" {
		return true, notUnderstood(r, newExplainer(), why)
	}
	if boards == nil {
		return false, nil
	}
	manaAsked := r.Question == "pay" || r.Question == "mana"
	if hasEvent(questionEvents[questionKind(r.Question)], EventState) || manaAsked {
		// What a card returned to its owner's hand changes is no mana and
		// no land play.
		handFree := manaAsked || r.Question == "lands"
		if why := sbaLeaveTrigger(ctx, b, boards, handFree); why != "" {
			if manaAsked {
				// Mana abilities may be activated while it waits, and
				// a spell that needs an empty stack is cast after it
				// resolves: which is asked, the board does not say
				// (`pay` with card: says it of the spell).
				why += "; mana abilities can be activated while it waits on the stack, and once it has resolved what it does may change the mana that can be made, which is when a spell that needs an empty stack is cast (CR 605.3a, 117.1a)"
			}
			return true, notUnderstood(r, newExplainer(), why)
		}
	}
	if r.Question == "upkeep" {
		if why := upkeepTriggerBeforeState(ctx, b, boards); why != "" {
			return true, notUnderstood(r, newExplainer(), why)
		}
	}
	var target *Permanent
	if ref != nil {
		t, err := b.Find(*ref)
		if err != nil {
			return true, err
		}
		target = t
	}
	subs := make([]*Ruling, len(boards))
	for i, s := range boards {
		sub := &Ruling{Command: r.Command, Canonical: r.Canonical, Question: r.Question, Board: r.Board, UserCards: r.UserCards}
		e := newExplainer()
		for _, st := range s.steps {
			e.step(st.Text, st.Rules...)
		}
		pre := e.steps
		var nref CardRef
		if target != nil {
			now := s.now[target]
			if now == nil {
				now = s.now[keptTwin(b, s, target)]
			}
			if now == nil {
				goneAnswer(sub, e, target, itemName(b, target), s.gone[target], s.left[target])
				subs[i] = sub
				continue
			}
			nref = *refTo(s.b, now)
		}
		if err := ask(s.b, nref, sub); err != nil {
			return true, err
		}
		// The state-based actions come first.
		steps := append([]Reason(nil), pre...)
		for _, st := range sub.Steps {
			if !hasStep(steps, st.Text) {
				steps = append(steps, st)
			}
		}
		sub.Steps = steps
		rules := map[string]bool{}
		for _, x := range append(sub.Rules, ruleList(pre)...) {
			rules[x] = true
		}
		sub.Rules = sortRules(rules)
		subs[i] = sub
		if !sub.Understood {
			*r = *sub
			return true, nil
		}
	}
	mergeSettled(r, boards, subs)
	if player != "" && ownChoices(boards, player) {
		bestOwnChoice(r, subs, player)
	}
	return true, nil
}

func containsPrefix(list []string, prefix string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}

func hasStep(steps []Reason, text string) bool {
	for _, s := range steps {
		if s.Text == text {
			return true
		}
	}
	return false
}

func ruleList(steps []Reason) []string {
	var out []string
	for _, s := range steps {
		out = append(out, s.Rules...)
	}
	return out
}

// goneAnswer answers a question about a permanent that state-based actions
// put into the graveyard.
func goneAnswer(r *Ruling, e *explainer, p *Permanent, name, why string, left bool) {
	r.Understood = true
	if left {
		gone := fmt.Sprintf("%s left the game with %s, who lost it, before any player gets priority", name, PlayerName(p.Controller))
		if r.Question == "could-produce" {
			r.ManaTypes = []string{}
			r.Answer = gone + ", so it is not on the battlefield and could produce no type of mana."
		} else {
			f := false
			r.Legal = &f
			r.Answer = gone + ", so it can't be tapped or activated."
		}
		e.fill(r)
		return
	}
	// The headline says why where it fits; the step on the state-based
	// actions always does.
	switch r.Question {
	case "could-produce":
		r.ManaTypes = []string{}
		r.Answer = firstFitting(
			fmt.Sprintf("%s is put into its owner's graveyard by a state-based action (%s) before any player gets priority, so it is not on the battlefield and could produce no type of mana.", name, why),
			fmt.Sprintf("State-based actions put %s into its owner's graveyard before any player gets priority, so it could produce no type of mana.", name))
	default:
		f := false
		r.Legal = &f
		r.Answer = firstFitting(
			fmt.Sprintf("%s is put into its owner's graveyard by a state-based action (%s) before any player gets priority, so it can't be tapped or activated.", name, why),
			fmt.Sprintf("State-based actions put %s into its owner's graveyard before any player gets priority, so it can't be tapped or activated.", name))
	}
	e.fill(r)
}

// itemName names p of b: its card's name, or, where b holds another
// permanent of that name, its item on the board ("Marwyn, the Nurturer
// (1 +1/+1)"), so that an answer of the legend rule says which.
func itemName(b *Board, p *Permanent) string {
	for _, q := range b.Permanents {
		if q != p && q.Card.Name == p.Card.Name {
			return describePerm(b, p)
		}
	}
	return p.Card.Name
}

// mergeSettled writes into r the answers of the settled boards: one answer
// when every choice gives the same, else each choice's answer.
// Long: one answer and each choice's answer are written into the same
// ruling's fields, side by side.
func mergeSettled(r *Ruling, boards []*settled, subs []*Ruling) {
	same := true
	k0 := answerKey(subs[0])
	for _, s := range subs[1:] {
		if answerKey(s) != k0 {
			same = false
		}
	}
	if same {
		*r = *subs[0]
		if len(subs) > 1 {
			// Said right after the state-based actions.
			n := 0
			for n < len(r.Steps) && containsPrefix(r.Steps[n].Rules, "704.") {
				n++
			}
			steps := append([]Reason(nil), r.Steps[:n]...)
			// The choices are those of the legend rule and of the
			// world rule, whichever the steps before apply.
			var chose []string
			for _, st := range steps {
				for _, x := range st.Rules {
					if (x == "704.5j" || x == "704.5k") && !slices.Contains(chose, x) {
						chose = append(chose, x)
					}
				}
			}
			if len(chose) == 0 {
				chose = []string{"704.5j"}
			}
			text := "Every choice made during the state-based actions gives this same answer"
			if unsureOnly(boards) {
				text, chose = "Either way the board leaves open, the answer is the same", unsureRules(steps)
			}
			steps = append(steps, Reason{Text: text, Rules: chose})
			r.Steps = append(steps, r.Steps[n:]...)
		}
		return
	}
	base := *subs[0]
	var parts []string
	var outs []Outcome
	var steps []Reason
	rules := map[string]bool{}
	var rulings []CitedRuling
	seen := map[string]bool{}
	// A step only some outcomes have says which: "If …: …".
	in := map[string]int{}
	for _, s := range subs {
		for _, st := range s.Steps {
			in[st.Text]++
		}
	}
	for i, s := range subs {
		c := boards[i].choice
		parts = append(parts, "If "+c+": "+s.Answer)
		for _, o := range s.Outcomes {
			o.Choices = append([]string{c}, o.Choices...)
			outs = append(outs, o)
		}
		for _, st := range s.Steps {
			if in[st.Text] < len(subs) {
				st.Text = "If " + c + ": " + st.Text
			}
			if !hasStep(steps, st.Text) {
				steps = append(steps, st)
			}
		}
		for _, x := range s.Rules {
			rules[x] = true
		}
		for _, cr := range s.Rulings {
			k := cr.Card + cr.Date + cr.Text
			if !seen[k] {
				seen[k] = true
				rulings = append(rulings, cr)
			}
		}
		if !sameInt(base.LandPlays, s.LandPlays) {
			base.LandPlays = nil
		}
		if !sameInt(base.LandsLeft, s.LandsLeft) {
			base.LandsLeft = nil
		}
		base.LandsAnyNumber = base.LandsAnyNumber && s.LandsAnyNumber
		if !sameInt(base.EtbX, s.EtbX) {
			base.EtbX = nil
		}
		if !sameInt(base.ManaValue, s.ManaValue) {
			base.ManaValue = nil
		}
		if !sameInt(base.ManaValueOnStack, s.ManaValueOnStack) {
			base.ManaValueOnStack = nil
		}
		if (base.Legal == nil) != (s.Legal == nil) || base.Legal != nil && *base.Legal != *s.Legal {
			base.Legal = nil
		}
		if strings.Join(base.ManaTypes, "") != strings.Join(s.ManaTypes, "") {
			base.ManaTypes = nil
		}
		if fmt.Sprint(base.Counters) != fmt.Sprint(s.Counters) {
			base.Counters = nil
		}
		if (base.Payable == nil) != (s.Payable == nil) || base.Payable != nil && *base.Payable != *s.Payable {
			base.Payable = nil
		}
		if !sameInt(base.MaxMana, s.MaxMana) {
			base.MaxMana = nil
		}
		if fmt.Sprint(base.MaxByType) != fmt.Sprint(s.MaxByType) {
			base.MaxByType = nil
		}
	}
	if len(subs) > 1 {
		// Each choice's ways to pay or to make the most mana.
		// Each says the choice it follows, as each outcome does.
		var pays []Payment
		for i, s := range subs {
			for _, p := range s.Payments {
				p.Choices = append([]string{boards[i].choice}, p.Choices...)
				pays = append(pays, p)
			}
		}
		base.Payments = pays
	}
	lead := "It depends on a choice made during state-based actions. "
	if unsureOnly(boards) || factsOnly(boards) {
		// Only what the board does not fix (a creature's toughness).
		lead = "It depends on what the board does not say. "
	}
	// The verdict the same whatever is chosen: only how it is reached
	// differs.
	switch {
	case base.Payable != nil && unsureOnly(boards):
		lead = map[bool]string{true: "Yes, either", false: "No, either"}[*base.Payable] + " way the board leaves open. "
	case base.Legal != nil && unsureOnly(boards):
		lead = map[bool]string{true: "It can be done either", false: "It can't be done either"}[*base.Legal] + " way the board leaves open. "
	case base.Payable != nil && !unsureOnly(boards):
		lead = map[bool]string{true: "Yes, in every", false: "No, in every"}[*base.Payable] + " outcome of the state-based actions. "
	case base.Legal != nil && !unsureOnly(boards):
		lead = map[bool]string{true: "It can be done in every", false: "It can't be done in any"}[*base.Legal] + " outcome of the state-based actions. "
	case base.MaxMana != nil && base.MaxByType != nil && !unsureOnly(boards):
		lead = "The most mana is the same in every outcome of the state-based actions. "
		if !slices.ContainsFunc(subs, func(s *Ruling) bool { return s.Answer != subs[0].Answer }) {
			// Only how it is made differs, which the steps say.
			parts = []string{subs[0].Answer}
		}
	}
	base.Answer = firstFitting(lead+strings.Join(parts, " "), strings.Join(parts, " "))
	if !headlineFits(base.Answer) {
		// Each choice's answer goes to the steps.
		base.Answer = lead + "Each answer is in the steps."
		for _, p := range parts {
			steps = append(steps, Reason{Text: strings.TrimSuffix(p, "."), Rules: []string{"704.3"}})
		}
		rules["704.3"] = true
	}
	base.Outcomes = outs
	base.Steps = steps
	base.Rules = sortRules(rules)
	base.Rulings = rulings
	if base.Rulings == nil {
		base.Rulings = []CitedRuling{}
	}
	*r = base
}

func sameInt(a, b *int) bool {
	return (a == nil) == (b == nil) && (a == nil || *a == *b)
}

// answerKey is a ruling's answer without its reasoning, for comparing.
func answerKey(r *Ruling) string {
	c := *r
	c.Steps, c.Rules, c.Rulings = nil, nil, nil
	j, _ := json.Marshal(c)
	return string(j)
}

// ownChoices reports whether player makes every choice of the settled
// boards, and there is one.
func ownChoices(boards []*settled, player string) bool {
	if len(boards) < 2 {
		return false
	}
	for _, s := range boards {
		if len(s.choosers) == 0 {
			return false
		}
		for _, c := range s.choosers {
			if c != player {
				return false
			}
		}
	}
	return true
}

// bestOwnChoice answers a pay or mana question whose answer depends on
// choices player makes during state-based actions (704.5j: which
// legendary permanent stays): they can pay if some choice lets them, and
// make the most mana any choice lets them make.
func bestOwnChoice(r *Ruling, subs []*Ruling, player string) {
	for _, s := range subs {
		if !s.Understood {
			return
		}
	}
	rest := strings.TrimPrefix(strings.TrimPrefix(r.Answer, "It depends on a choice made during state-based actions. "), "It depends on what the board does not say. ")
	switch r.Question {
	case "pay":
		can := false
		for _, s := range subs {
			if s.Payable == nil {
				return
			}
			can = can || *s.Payable
		}
		if r.Payable == nil {
			r.Payable = &can
			if can {
				r.Answer = "Yes, with " + possessiveOf(PlayerName(player)) + " choice during state-based actions. " + rest
			} else {
				r.Answer = "No, whatever " + PlayerDoes(player, "chooses") + " during state-based actions. " + rest
			}
		}
	case "mana":
		most := -1
		by := map[string]int{}
		for _, s := range subs {
			if s.MaxMana == nil {
				return
			}
			most = max(most, *s.MaxMana)
			for k, n := range s.MaxByType {
				by[k] = max(by[k], n)
			}
		}
		if r.MaxMana == nil || r.MaxByType == nil {
			r.MaxMana, r.MaxByType = &most, by
			r.Answer = Capital(PlayerName(player)) + " can make at most " + countWord(most) + " mana, with " + possessiveOf(PlayerName(player)) + " choice during state-based actions. " + rest
		}
	}
}

// unsureOnly reports whether the settled boards differ only by what the
// board does not fix: a creature's toughness above 0 or not (sbaRound).
func unsureOnly(boards []*settled) bool {
	for _, b := range boards {
		for _, part := range strings.Split(b.choice, "; ") {
			if !unsureFact(part) {
				return false
			}
		}
	}
	return len(boards) > 0
}

// unsureRules are the rules of the state-based actions steps says a
// creature whose toughness the board does not fix may be put into its
// owner's graveyard by: 704.5f, 704.5g.
func unsureRules(steps []Reason) []string {
	var out []string
	for _, st := range steps {
		for _, x := range st.Rules {
			if (x == "704.5f" || x == "704.5g") && !slices.Contains(out, x) {
				out = append(out, x)
			}
		}
	}
	if len(out) == 0 {
		out = []string{"704.5f"}
	}
	slices.Sort(out)
	return out
}

// factsOnly reports whether what tells the settled boards apart is only
// what the board does not record, which no player chooses: a toughness
// it does not fix, which world permanent is newest (704.5k).
func factsOnly(boards []*settled) bool {
	for _, b := range boards {
		for _, part := range strings.Split(b.choice, "; ") {
			if !unsureFact(part) && !strings.HasSuffix(part, newestWorld) {
				return false
			}
		}
	}
	return len(boards) > 0
}

// newestWorld ends the choice of a settled board that the world rule
// kept one world permanent, the newest, which the board does not record.
const newestWorld = " is the newest world permanent"

// keptTwin is a permanent of b alike in every way to target that is still
// on the battlefield in s, where target is not: of two such legends the
// legend rule lets their controller keep either (CR 704.5j), so the one
// asked about is the one kept, as it would be for the first of them; nil
// for none.
func keptTwin(b *Board, s *settled, target *Permanent) *Permanent {
	att := attachments(b)
	sig := permSignature(b, target, att)
	for _, p := range b.Permanents {
		if p != target && s.now[p] != nil && permSignature(b, p, att) == sig {
			return p
		}
	}
	return nil
}

// upkeepTriggerBeforeState says why the upkeep's answer stops where the
// first check of state-based actions takes away, or gives to another
// controller, a permanent with an ability that triggers at the beginning
// of the upkeep: it triggers as the step begins, before that check,
// which comes only as a player would receive priority (CR 603.2b, 117.5,
// 704.3), and it resolves even once its source is gone (113.7a). The
// engine answers the upkeep of the board the check leaves. "" where the
// check touches no such permanent.
func upkeepTriggerBeforeState(ctx context.Context, b *Board, boards []*settled) string {
	var worlds []*world
	for _, s := range boards {
		if worlds == nil {
			worlds = buildWorlds(ctx, b)
		}
		if why := landsCountedBefore(b, worlds[0], s); why != "" {
			return why
		}
		for _, p := range worlds[0].perms {
			// Gone by a state-based action; or controlled, by an
			// effect, by a player when another leaves the game, whose
			// control effects end (800.4a). A permanent that left the
			// game with the player who lost it: that player puts
			// nothing on the stack.
			orig := b.Permanents[p.i]
			now := s.now[orig]
			gone := now == nil && !s.left[orig]
			moved := now != nil && len(s.left) > 0 && p.Controller != orig.Controller
			if now == nil {
				// An effect that applied as the step began, gone by the
				// check with its permanent or its player (Humility,
				// Kataki's granted trigger, Eon Hub's skip): the
				// triggers of that moment are not the settled board's.
				for _, a := range p.abilities {
					if l := strings.ToLower(a.Text); p.attached < 0 && p.OnPlayer == "" && (strings.Contains(l, "enchanted ") || strings.Contains(l, "equipped ") || strings.HasPrefix(l, "enchant ")) {
						// An Aura or Equipment attached to nothing:
						// what it does to what it is attached to
						// applies to nothing.
						continue
					}
					if upkeepShaping(a) {
						return fmt.Sprintf("%s has \u201c%s\u201d, which applies as the upkeep begins and its abilities trigger, before the first check of state-based actions (CR 603.2b, 704.3), in which %s leaves the battlefield; the engine does not work out the triggers of the board as it was before that check", p.name, a.Text, p.name)
					}
				}
			}
			if !gone && !moved {
				continue
			}
			for _, a := range p.abilities {
				whose := ""
				switch {
				case a.Trigger != nil && a.Trigger.Event == TriggerUpkeep:
					whose = a.Trigger.Whose
				case upkeepKeyword(a):
					// Cumulative upkeep, echo, fading, vanishing: "At
					// the beginning of your upkeep" (702.24a, 702.30a,
					// 702.32a, 702.63a).
					whose = "you"
				default:
					continue
				}
				if cond, _, _ := strings.Cut(strings.ToLower(a.Text), ","); p.attached < 0 && p.OnPlayer == "" && strings.Contains(cond, "enchanted ") {
					// An Aura attached to nothing: there is no enchanted
					// permanent whose upkeep it names (a trigger "at the
					// beginning of your upkeep" that acts on it still
					// triggers: Parasitic Implant).
					continue
				}
				if active, ok := ctx.Value(upkeepOfKey{}).(string); ok && gone {
					// (Whose control may change, it may trigger for the
					// controller the check leaves, where it did not
					// before: that stops the answer too.)
					// "your upkeep" triggers only in its controller's,
					// "each opponent's" only in another's (603.2b); in
					// Two-Headed Giant the team's turn is its players'.
					own := slices.ContainsFunc(teamOrSelf(b, active), func(x string) bool { return FoldPlayer(x) == FoldPlayer(p.Controller) })
					if whose == "you" && !own || whose == "each opponent" && own {
						continue
					}
				}
				what := "a player leaves the game and its control may change"
				if gone {
					what = "it leaves the battlefield (" + s.gone[orig] + ")"
					if len(boards) > 1 {
						what = "it may leave the battlefield (" + s.gone[orig] + ")"
					}
				}
				return fmt.Sprintf("%s has \u201c%s\u201d, an ability that triggers as an upkeep begins, before the first check of state-based actions (CR 603.2b, 704.3), in which %s; a triggered ability resolves even once its source is gone (113.7a), and the engine does not work out the triggers of the board as it was before that check", p.name, a.Text, what)
			}
		}
	}
	return ""
}

// landsCountedBefore says why the upkeep's answer stops where an upkeep
// trigger's intervening "if" counts the lands players control (Land
// Tax's "if an opponent controls more lands than you") and the first
// check of state-based actions s followed takes a land away, or a player
// with their lands: the "if" is checked as the upkeep begins, before that
// check, and again as the ability resolves, after it (CR 603.4, 603.2b,
// 704.3). "" where no land leaves or no trigger counts them.
func landsCountedBefore(b *Board, w *world, s *settled) string {
	var land *perm
	for _, p := range w.perms {
		orig := b.Permanents[p.i]
		if p.is("Land") && (s.now[orig] == nil || s.left[orig] || s.now[orig].Controller != orig.Controller) {
			land = p
			break
		}
	}
	if land == nil {
		return ""
	}
	for _, p := range w.perms {
		for _, a := range p.abilities {
			if a.Trigger != nil && a.Trigger.Event == TriggerUpkeep && a.Trigger.IfOpponentMoreLands {
				return fmt.Sprintf("%s has \u201c%s\u201d, whose \u201cif\u201d counts lands as the upkeep begins, before the first check of state-based actions, and again as it resolves, after it (CR 603.2b, 603.4, 704.3); in that check %s leaves the battlefield or its controller's control, and the engine does not work out the triggers of the board as it was before that check", p.name, a.Text, land.name)
			}
		}
	}
	return ""
}

// reShapesUpkeep is text that may change what triggers as an upkeep
// begins: it speaks of abilities, of losing, of types, of skipping, of
// the upkeep, or makes permanents something.
var reShapesUpkeep = regexp.MustCompile(`(?i)\babilit|\blose|\bskip|\bupkeep|\btypes?\b|\b(?:is|are) (?:a|an|also|all|every)\b|\bin addition to\b`)

// upkeepShaping reports whether a static ability may change which
// abilities trigger as an upkeep begins, or whether it begins: it grants
// or removes abilities, sets or adds types (a land's subtype, a
// creature's), skips the step, or is text the engine does not read.
func upkeepShaping(a *Ability) bool {
	if a.Kind == KindUnknown || a.Kind == KindStatic && !a.Understood {
		// Text not read: where it may speak of abilities, types or the
		// step itself.
		return reShapesUpkeep.MatchString(a.Text)
	}
	if a.Kind != KindStatic || a.Static == nil {
		return false
	}
	switch a.Static.Kind {
	case StaticLoseAll, StaticSetLandType, StaticAddType, StaticSkipUpkeep:
		return true
	case StaticGrant:
		// A keyword (hexproof, flying) triggers nothing; a granted
		// triggered ability, or one not read, may.
		for _, g := range a.Static.Granted {
			if g.Kind != KindKeyword && g.Kind != KindMana && g.Kind != KindActivated {
				return true
			}
		}
	}
	return false
}

// upkeepKeyword reports whether a is a keyword that triggers at the
// beginning of its controller's upkeep.
func upkeepKeyword(a *Ability) bool {
	if a.Kind != KindKeyword {
		return false
	}
	for _, kw := range a.Keywords {
		if isUpkeepKeyword(kw) {
			return true
		}
		if m := countersKW.FindStringSubmatch(kw); m != nil && (m[1] == "fading" || m[1] == "vanishing") {
			return true
		}
	}
	return false
}
