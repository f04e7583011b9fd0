package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// reLasts is wording by which what a triggered ability did as it resolved
// lasts after it (CR 611.2a): "until end of turn", "this turn", "until
// your next turn" or "upkeep", and detain, whose effect lasts until its
// controller's next turn (701.35a).
var reLasts = regexp.MustCompile(`(?i)\buntil end of turn\b|\buntil your next (?:turn|upkeep)\b|\bthis turn\b|\bdetains?\b`)

// reLastsNext is the wording of reLasts that lasts into other turns.
var reLastsNext = regexp.MustCompile(`(?i)\buntil your next (?:turn|upkeep)\b|\bdetains?\b`)

// reDetainOnly is an effect whose only wording that lasts is detaining
// creatures (701.35a): "detain target creature an opponent controls."
var reDetainOnly = regexp.MustCompile(`(?i)^detain (?:target|up to (?:one|two) target) creatures?[^.]*\.$`)

// anyCreature reports whether a permanent on the board is a creature.
func (w *world) anyCreature() bool {
	return slices.ContainsFunc(w.perms, func(p *perm) bool { return p.is("Creature") })
}

// reThisTurnNamed is "this turn" naming a time, not how long an effect
// lasts (Power Surge's "at the beginning of this turn", Sylvan Library's
// "drawn this turn", Fastbond's "the first land you played this turn"), or an effect that lasts and that no question this
// reads can see: mana kept in a pool (Shizuko, Caller of Autumn's "Until
// end of turn, they don't lose this mana as steps and phases end.", CR
// 500.5), which pay and mana read where it may be there (manaInPool), and
// a draw step skipped (Elfhame Sanctuary), which only the upkeep question
// reads, and which is past in the steps after it.
var reThisTurnNamed = regexp.MustCompile(`(?i)\b(?:beginning of|drawn|played|cast) this turn\b|\buntil end of turn, (?:you|they) don't lose this mana as steps and phases end\b|\byou skip your draw step this turn\b`)

// rePhasesOut is an effect that phases permanents out; reSelfPhases one
// that phases out only its own permanent (its name written "this").
var (
	rePhasesOut  = regexp.MustCompile(`(?i)\bphases? out\b`)
	reSelfPhases = regexp.MustCompile(`(?i)^this phases out\b`)
)

// phasedOutLingers says why what p's trigger a, at the beginning of step
// begun of whose turns, phased out may still be phased out now, "" where
// nothing it phased out may be or bear on question k. What phases out
// phases in during the untap step of the player who controls it (502.1,
// 702.26a), and until then is treated as though it does not exist
// (702.26b). Taniwha's "all lands you control" and a permanent's own
// phasing (Vaporous Djinn, Crystal Golem at the end step) are its
// controller's: phased in from their untap step until the step begun in
// their turn, and out from then until their next untap step, through the
// other players' turns. Others (Equipoise, Teferi's Realm) phase out other
// players' permanents too, each in until its controller's untap step,
// which the board does not date. In an untap step no player gets
// priority, and what phases in does so first (502.1, 502.4).
func (w *world) phasedOutLingers(k asking, p *perm, a *Ability, begun Step, whose, effect string) string {
	if begun == "" || k.kind == askActivate && w.b.Step == StepUntap {
		// No player gets priority in the untap step, so no ability is
		// activated there, phased out or not (502.4).
		return ""
	}
	n := normalize(p.Card, effect)
	self, ownLands := reSelfPhases.MatchString(n), reOwnLandsPhase.MatchString(n)
	own := self || ownLands
	if !own && whose == "you" && w.b.Turn != "" {
		// A trigger at the beginning of its controller's step that
		// phases out other permanents (Equipoise's, of the player it
		// targets): each phases in as its controller's untap step
		// begins, so none of the active player's is out, nor, before
		// the step begun in the turn of the trigger's controller,
		// anyone's (every player has had an untap step since it last
		// resolved).
		out := w.mayBePhasedOut(p, begun, reExcessPhase.MatchString(n))
		if len(out) == 0 {
			return ""
		}
		if asked := k.player; (k.manaQuestion() || k.kind == askActivate) && k.target != nil {
			// A target the ability asked about may choose among them may
			// be phased out too (Royal Assassin's "target tapped
			// creature", 702.26b).
			if !slices.Contains(out, k.target.Controller) && !w.spokenBesides(p, reOpponentsWord) && !(k.kind == askActivate && k.targetsAny && !k.playersOnly) {
				return ""
			}
		} else if k.manaQuestion() && asked != "" && !slices.Contains(out, asked) && !w.spokenBesides(p, reOpponentsWord) {
			return ""
		}
	}
	if own && whose == "you" && w.b.Turn != "" {
		mine := w.b.activeTeam(p.Controller)
		if mine && (p.Sick && begun == StepUpkeep || slices.Index(steps, w.b.Step) < slices.Index(steps, begun) || w.b.Step == begun && k.kind == askUpkeep) {
			// Its controller's turn, before the step begun (or in it,
			// for the upkeep question, which asks as it begins), or a
			// permanent that came under their control this turn, after
			// their upkeep began: what it phased out is phased in.
			return ""
		}
		if !mine && p.Sick {
			// It came under its controller's control in another
			// player's turn, after their last turn's steps.
			return ""
		}
	}
	// What may be phased out and read: its own permanent, its
	// controller's lands, or permanents of the types Equipoise and
	// Teferi's Realm name.
	switch {
	case self && k.kind == askActivate && (k.target == p || k.targetsAny && !k.playersOnly):
		// Its own ability asked about: phased out, it can't be
		// activated (702.26b); or it may be a target the ability asked
		// about would choose.
	case self:
		if !w.phasedSelfRead(p, a) {
			// Vaporous Djinn's own phasing changes nothing where no
			// other text speaks of it.
			return ""
		}
	case ownLands:
		// Its controller's lands: read where the question makes mana
		// with them (a land of theirs asked about, or their mana), or
		// where other text speaks of lands on the battlefield (Land
		// Tax's "an opponent controls more lands").
		asked := (k.manaQuestion() || k.kind == askActivate) && (k.target != nil && k.target.Controller == p.Controller && k.target.is("Land") || k.target == nil && (k.player == "" || k.player == p.Controller)) || k.kind == askActivate && k.targetsAny && !k.playersOnly
		if !asked && !w.spokenBesides(p, reLandsWord) {
			return ""
		}
	case reExcessPhase.MatchString(n) && k.manaQuestion() && (k.player == p.Controller || k.target != nil && k.target.Controller == p.Controller) && !w.spokenBesides(p, reOpponentsWord):
		// Equipoise phases out only the permanents of the player it
		// targets in excess of its controller's: asked about its
		// controller's own mana, where no text reads another
		// player's permanents (Exotic Orchard), nothing it phased
		// out is read.
		return ""
	default:
		if !k.manaQuestion() && k.kind != askLands && !(k.kind == askActivate && k.target != nil) && !w.spokenBesides(p, reLandsWord) && !w.spokenBesides(p, rePermanentWords) {
			// The lands question reads every permanent's land
			// plays (Ghirapur Orrery, an artifact Equipoise may
			// phase out).
			return ""
		}
	}
	// It stays out, treated as though it does not exist, until the
	// untap step of the player who controls it.
	return fmt.Sprintf("what %s %s trigger phased out may still be phased out (CR 702.26a, 702.26b, 502.1)", Possessive(p.name), triggerNoun(begun))
}

// mayBePhasedOut lists the players whose permanents p's trigger, at the
// beginning of step begun of its controller's turn, may have phased out
// and left out now: none before that step in its controller's turn; in
// its controller's turn after it, every player (only the others where
// excess, Equipoise's, which phases out no permanent of its controller's,
// but may a teammate's in Two-Headed Giant); in another player's turn,
// every player but the active one, whose untap step has phased in what
// was theirs (502.1, 702.26a), and, where excess, but its controller.
func (w *world) mayBePhasedOut(p *perm, begun Step, excess bool) []string {
	mine := w.b.activeTeam(p.Controller)
	if mine && slices.Index(steps, w.b.Step) < slices.Index(steps, begun) || p.Sick {
		// A permanent written sick came under its controller's control
		// this turn, after the beginning of the step its trigger waits
		// for, or in another player's turn, after their last one
		// (Equipoise cast in a main phase).
		return nil
	}
	var out []string
	for _, pl := range w.b.Players {
		if excess && pl.Name == p.Controller {
			// Its target may be any other player, a teammate too.
			continue
		}
		if !mine && w.b.activeTeam(pl.Name) {
			continue
		}
		out = append(out, pl.Name)
	}
	return out
}

// reExcessPhase is Equipoise's effect, which phases out the permanents of
// the player it targets in excess of its controller's; reOpponentsWord
// text that reads another player's permanents.
var (
	reExcessPhase   = regexp.MustCompile(`(?i)\btarget player controls in excess of the number you control\b`)
	reOpponentsWord = regexp.MustCompile(`(?i)\bopponents?\b|\beach player\b|\ball (?:lands|creatures|permanents|artifacts)\b|\bany player\b`)
)

// reOwnLandsPhase is an effect that phases out the lands its controller
// controls (Taniwha's).
var reOwnLandsPhase = regexp.MustCompile(`(?i)^all lands you control phase out\b`)

// reLandsWord is text about lands on the battlefield ("more lands than
// you", "each land you control"), not a land played (Ghirapur Orrery's
// "an additional land"); rePermanentWords about creatures, artifacts,
// enchantments or permanents.
var (
	reLandsWord      = regexp.MustCompile(`(?i)\blands\b|\bland (?:you|they|an opponent|that player|target player|each player) controls?\b|\b(?:each|target|untapped|tapped) land\b`)
	rePermanentWords = regexp.MustCompile(`(?i)\b(?:creatures?|artifacts?|enchantments?|permanents?)\b`)
)

// phasedSelfRead reports whether p, phased out by its own trigger a,
// may change a question's answer by not existing: it has an ability other
// than a and its keywords, or other text on the board speaks of
// permanents or of one of p's card types (Gaea's Cradle's creatures),
// but for text of another player's that reads only what they control.
func (w *world) phasedSelfRead(p *perm, a *Ability) bool {
	for _, b := range p.abilities {
		if b != a && b.Kind != KindKeyword {
			return true
		}
	}
	words := []string{"permanent"}
	for _, t := range p.types {
		words = append(words, strings.ToLower(t))
	}
	for _, q := range w.perms {
		if q == p {
			continue
		}
		for _, b := range q.abilities {
			if !slices.ContainsFunc(words, func(word string) bool { return containsFoldASCII(b.Text, word) }) {
				continue
			}
			if q.Controller != p.Controller && reOwnOnly.MatchString(b.Text) && !reOpponentsWord.MatchString(b.Text) {
				// Another player's Gaea's Cradle counts the creatures
				// its controller controls, not p.
				continue
			}
			return true
		}
	}
	return false
}

// reOwnOnly is text that reads only what its controller controls.
var reOwnOnly = regexp.MustCompile(`(?i)\byou control\b`)

// stepEffectLingers says why what a triggered ability of p did may still
// apply: it triggers at the beginning of an upkeep or a draw step, that
// step has begun this turn (the board's step is it or a later one, and it
// is the upkeep or draw step of a player it triggers in), and what it does
// lasts "until end of turn" or "this turn" (611.2a; Hall of Gemstone's
// color, Sen Triplets' "This turn, that player can't cast spells or
// activate abilities"); or it lasts "until your next turn", from an
// earlier turn too (Martial Law's detain). The board holds no effect of an
// earlier step and no ability on the stack, so it does not say what the
// ability did. "" where none may apply. The upkeep question asks about the
// beginning of an upkeep, before its triggers resolve: there only what
// lasts from another player's turn may apply.
func (w *world) stepEffectLingers(k asking, p *perm, a *Ability) string {
	if a.Kind != KindTriggered || a.Trigger == nil {
		return ""
	}
	t := a.Trigger
	if why := w.entersEffectLingers(k, p, a); why != "" {
		return why
	}
	var begun Step
	whose := t.Whose
	switch t.Event {
	case TriggerUpkeep:
		begun = StepUpkeep
	case TriggerDrawStep:
		begun = StepDraw
	default:
		if !hasEvent(t.On, EventOtherStep) {
			return ""
		}
		begun, whose = otherStepBegun(a.Text)
		if begun == "" {
			return ""
		}
	}
	effect := reThisTurnNamed.ReplaceAllString(withoutReminders(effectText(a)), "")
	if rePhasesOut.MatchString(effect) {
		return w.phasedOutLingers(k, p, a, begun, whose, effect)
	}
	if !reLasts.MatchString(effect) {
		return ""
	}
	if w.combatOnly(p, effect, k.ptAtStake) {
		return ""
	}
	if reDetainOnly.MatchString(effect) && !w.anyCreature() {
		// A detained creature that left the battlefield and returned is
		// a new object (400.7), which the effect does not apply to; with
		// no creature on the board, no permanent on it is detained.
		return ""
	}
	if reLastsNext.MatchString(effect) {
		if k.kind == askUpkeep && upkeepActive(w.b, k.player)[p.Controller] {
			// Its controller's next turn has begun.
			return ""
		}
		return fmt.Sprintf("%s %s trigger may have resolved, and what it did lasts until its controller's next turn (CR 611.2a)", Possessive(p.name), triggerNoun(begun))
	}
	if k.kind == askUpkeep {
		return ""
	}
	at := slices.Index(steps, w.b.Step)
	if at < slices.Index(steps, begun) || !w.mayTriggerInUpkeepOf(p, &TriggerSpec{Whose: whose}, w.b.Turn) {
		return ""
	}
	return fmt.Sprintf("%s %s trigger may have resolved this turn, and what it did lasts this turn (CR 611.2a)", Possessive(p.name), triggerNoun(begun))
}

// triggerNoun names a trigger at the beginning of a step in prose: "upkeep
// trigger", "beginning of combat trigger".
func triggerNoun(s Step) string {
	switch s {
	case StepDraw:
		return "draw step"
	case StepMain1:
		return "precombat main phase"
	case StepCombat:
		return "beginning of combat"
	case StepMain2:
		return "postcombat main phase"
	case StepEnd:
		return "end step"
	}
	return string(s)
}

// reStepBegins reads the beginning of a step or phase other than the
// upkeep and the draw step in a trigger condition: whose turn it is ("on
// your turn", "your end step") and which step.
var reStepBegins = regexp.MustCompile(`^At the beginning of (?:combat on (your|each opponent's) turn|(each) combat|(your|each player's|each opponent's|each|the) (precombat main phase|postcombat main phase|end step)),`)

// otherStepBegun reads reStepBegins: the step, and whose it is in the
// words of TriggerSpec.Whose ("you", "each opponent", "each player");
// "" where the condition names no step it reads.
func otherStepBegun(text string) (Step, string) {
	m := reStepBegins.FindStringSubmatch(text)
	if m == nil {
		return "", ""
	}
	whoseWords := m[1] + m[2] + m[3]
	whose := "each player"
	switch whoseWords {
	case "your":
		whose = "you"
	case "each opponent's":
		whose = "each opponent"
	}
	switch m[4] {
	case "precombat main phase":
		return StepMain1, whose
	case "postcombat main phase":
		return StepMain2, whose
	case "end step":
		return StepEnd, whose
	}
	return StepCombat, whose
}

// reRaiseOnly is an effect that only raises power or toughness until end
// of turn: "Plated Geopede gets +2/+2 until end of turn.", "you may have
// Ally creatures you control get +1/+0 until end of turn." (613.4c),
// with keywords of combat or not ("creatures you control gain trample and
// get +X/+X until end of turn, where X is …", Craterhoof Behemoth).
// Haste given with it, or alone, is hasteThisTurn's: it refuses where a
// creature with summoning sickness may have it, and the board writes it
// where it does (Ogre Battledriver's "gets +2/+0 and gains haste").
var reRaiseOnly = regexp.MustCompile(`(?i)^[^.]* (?:gets? \+(?:\d+|x)/\+(?:\d+|x)(?: and gains? (?:haste|` + raiseKeywords + `))?|gains? haste|gains? (?:` + raiseKeywords + `)(?:, (?:` + raiseKeywords + `))*,? and gets? \+(?:\d+|x)/\+(?:\d+|x)) until end of turn(?:, where x is [^.]+)?\.$`)

// raiseKeywords are the keywords of combat (combatKeywords) a raise may
// give with it (Craterhoof Behemoth's "gain trample and get +X/+X"):
// none changes what a question reads.
const raiseKeywords = `trample|flying|vigilance|first strike|double strike|lifelink|menace|reach|deathtouch`

// entersEffectLingers says why what a triggered ability of p did as a
// permanent entered this turn may still apply: it triggers on its own
// permanent entering and that came under its controller's control this
// turn (sick), or on another permanent entering and one did this turn (a
// permanent written sick, or a land played: "lands played 1", CR 305.1),
// and what it does lasts "until end of turn" or "this turn" (611.2a;
// Plated Geopede's landfall "+2/+2 until end of turn"). One that only
// raises power and toughness bears only where text on the board reads
// them (readsPT), as a static boost does. "" where none may apply; the
// upkeep question asks as the turn's first step with priority begins.
func (w *world) entersEffectLingers(k asking, p *perm, a *Ability) string {
	if k.kind == askUpkeep {
		return ""
	}
	evs := eventsOf(a)
	self := hasEvent(evs, EventEntersSelf) && p.Sick
	other := hasEvent(evs, EventEnters) && w.enteredThisTurn()
	if !self && !other {
		return ""
	}
	effect := reThisTurnNamed.ReplaceAllString(withoutReminders(effectText(a)), "")
	if !reLasts.MatchString(reQuotedAbility.ReplaceAllString(effect, "")) {
		// A quoted ability a token it creates has ("{R}: This creature
		// gets +1/+0 until end of turn", Nesting Dragon's eggs) lasts
		// only once that token uses it: what the trigger did, create
		// the token, is done.
		return ""
	}
	if e := strings.TrimSpace(effect); reRaiseOnly.MatchString(e) && (w.readsPTOf(boosted(p, e)) == "" && !(k.ptAtStake && reRaiseToughness.MatchString(e)) || !strings.Contains(e, "/")) {
		return ""
	}
	if w.combatOnly(p, effect, k.ptAtStake) {
		// Keywords of combat, or a restriction on attacking or blocking,
		// bear on no question (Lantern Scout's lifelink).
		return ""
	}
	if self {
		return fmt.Sprintf("%s enters trigger may have resolved this turn, and what it did lasts this turn (CR 611.2a)", Possessive(p.name))
	}
	return fmt.Sprintf("%s trigger on a permanent entering may have resolved this turn, and what it did lasts (CR 611.2a)", Possessive(p.name))
}

// reQuotedAbility is an ability in quotation marks that an effect gives.
var reQuotedAbility = regexp.MustCompile(`"[^"]*"|“[^”]*”`)

// enteredThisTurn reports whether the board says a permanent entered the
// battlefield this turn: one written sick (it may have), or a land
// played (CR 305.1).
func (w *world) enteredThisTurn() bool {
	for _, q := range w.perms {
		if q.Sick {
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

// combatKeywords are the keywords that change only how a creature
// attacks, blocks and deals damage, which no question has (understand.go);
// haste and defender, which mana abilities and their costs may read, are
// not among them.
const combatKeywordWords = `flying|first strike|double strike|trample|vigilance|reach|menace|lifelink|deathtouch|fear|intimidate|shadow|horsemanship|skulk|flanking|(?:forest|island|swamp|mountain|plains)walk|rampage \d+|bushido \d+`

// reCombatOnly is a sentence that only gives keywords of combat, with a
// raise of power and toughness or not, for a while: "target non-Wall
// creature an opponent controls gains forestwalk until your next turn",
// "Kithkin Zephyrnaut gets +2/+2 and gains flying and vigilance until end
// of turn". m[1] is the subject, m[2] the raise; "that ability" is
// checked against the choice it names (reChooseKeyword).
var reCombatOnly = regexp.MustCompile(`(?i)^([^.]*?) (?:gets? (\+(?:\d+|x)/\+(?:\d+|x)) and )?gains? (?:` + combatKeywordWords + `|landwalk of the chosen type|that ability)(?:(?:,|,? and) (?:` + combatKeywordWords + `))* until (?:end of turn|your next (?:turn|upkeep))(?: instead)?\.$`)

// reRaiseFor is a sentence that only raises power or toughness for a
// while: "target creature gets +1/+1 until end of turn", "you may have
// target creature you control get +X/+X until end of turn, where X is the
// number of creatures you control", "Painiac gets +X/+0 until end of
// turn, where X is the result" (613.4c). m[1] is the subject.
var reRaiseFor = regexp.MustCompile(`(?i)^(?:you may have )?([^.]*?) gets? \+(?:\d+|x)/\+(?:\d+|x) until (?:end of turn|your next turn)(?: instead)?(?:, where x is [^.,]+)?\.$`)

// reDoubleFor is a sentence that only doubles a creature's power and
// toughness for a while: "double target creature's power and toughness
// until end of turn" (Nylea's Colossus). m[1] is the subject.
var reDoubleFor = regexp.MustCompile(`(?i)^double (?:(it)s|([^.]*?)['’]s?) power and toughness until end of turn\.$`)

// reChooseKeyword is a choice of keywords of combat that "that ability"
// names after it: Gabriel Angelfire's "choose flying, first strike,
// trample, or rampage 3."
var reChooseKeyword = regexp.MustCompile(`(?i)(?:^|\. )choose (?:` + combatKeywordWords + `)(?:, (?:` + combatKeywordWords + `))*,? or (?:` + combatKeywordWords + `)\.`)

// reCombatFor is a sentence that only restricts or requires attacking
// for a while, which acts only as attackers are declared (508.1c–d):
// "creatures you control can't be blocked this turn", "target opponent
// chooses whether Dumb Ass attacks this turn", "Kookus deals 3 damage to
// you and attacks this turn if able" (the damage is dealt as it
// resolves). m[1] is what else the sentence does, if anything.
var reCombatFor = regexp.MustCompile(`(?i)^(?:target opponent chooses whether [^.,]+ attacks this turn|([^.]*?)(?: and)? attacks? this turn if able)\.$`)

// reLeadingIf is a condition before a sentence's effect: "If you do, ",
// "if you control a blue or black permanent, ".
var reLeadingIf = regexp.MustCompile(`(?i)^if [^,.]+, `)

// combatOnly reports whether what a triggered ability did, effect, can't
// bear on a question however long it lasts (ptAtStake: a raise of
// toughness bears, a creature's survival hanging on it): each of its sentences that
// lasts (reLasts) only gives keywords of combat, only raises power and
// toughness where no text on the board reads them (readsPT; haste aside,
// which hasteThisTurn reads only for triggers on entering), or only
// restricts or requires attacking or blocking (isCombatOnly). A sentence
// that does not last did what it did as the ability resolved, and the
// board shows it.
func (w *world) combatOnly(p *perm, effect string, ptAtStake bool) bool {
	effect = strings.TrimSpace(effect)
	if strings.Contains(effect, `"`) {
		// A quoted ability's sentences are not the effect's.
		return false
	}
	chose := reChooseKeyword.MatchString(effect)
	for _, s := range sentences(effect) {
		if !reLasts.MatchString(s) {
			continue
		}
		s = reLeadingIf.ReplaceAllString(s, "")
		if m := reCombatOnly.FindStringSubmatch(s); m != nil && combatWordsOnly(m[1]) {
			if strings.Contains(strings.ToLower(s), "that ability") && !chose {
				return false
			}
			if m[2] != "" && (w.readsPTOf(selfSubject(p, m[1])) != "" || ptAtStake && reRaiseToughness.MatchString(m[2])) {
				return false
			}
			continue
		}
		if m := reRaiseFor.FindStringSubmatch(s); m != nil && combatWordsOnly(m[1]) {
			if w.readsPTOf(selfSubject(p, m[1])) != "" || ptAtStake && reRaiseToughness.MatchString(s) {
				return false
			}
			continue
		}
		if m := reDoubleFor.FindStringSubmatch(s); m != nil && combatWordsOnly(m[1]+m[2]) {
			m[1] += m[2]
			// A creature on the battlefield has toughness above 0, so
			// doubling it raises it (701.10d … 613.4c): a raise.
			// A trigger that doubles reads power only as it resolves
			// again, a later event than any question asks of.
			doubler := func(a *Ability) bool {
				e := strings.ToLower(effectText(a))
				return (a.Kind == KindTriggered || a.Kind == KindManaTrigger) && strings.HasPrefix(e, "double ") && strings.Contains(e, "power and toughness") && !strings.Contains(e, "mana")
			}
			if ptAtStake || w.readsPTOfBut(selfSubject(p, m[1]), doubler) != "" {
				return false
			}
			continue
		}
		if m := reCombatFor.FindStringSubmatch(s); m != nil && !reLasts.MatchString(m[1]) && !strings.Contains(m[1], ",") {
			continue
		}
		if d := reDuration.ReplaceAllString(s, ""); d != s && isCombatOnly(capitalize(d)) {
			continue
		}
		return false
	}
	return true
}

// reDuration is how long a sentence of reCombatRule's lasts: " this turn",
// " until your next turn".
var reDuration = regexp.MustCompile(`(?i) (?:this turn|until your next turn)\b`)

// sentences splits text into its sentences, each with its period.
func sentences(text string) []string {
	var out []string
	for text != "" {
		i := strings.Index(text, ". ")
		if i < 0 {
			return append(out, text)
		}
		out = append(out, text[:i+1])
		text = strings.TrimSpace(text[i+2:])
	}
	return out
}

// boosted is the permanent an effect that raises power and toughness
// (reRaiseOnly) raises where it is p itself ("Plated Geopede gets +2/+2
// until end of turn."), nil where it may be any.
func boosted(p *perm, effect string) *perm {
	subject, _, ok := strings.Cut(effect, " gets ")
	if !ok {
		return nil
	}
	return selfSubject(p, subject)
}

// selfSubject is p where subject, the subject of an effect of p's, names
// p itself ("Plated Geopede", "this", "it"), nil otherwise.
func selfSubject(p *perm, subject string) *perm {
	switch subject {
	case p.name, "this", "This", "it", "It":
		return p
	}
	return nil
}

// reRaiseToughness is a raise of toughness above 0: "+1/+1", "+0/+2",
// "+X/+X".
var reRaiseToughness = regexp.MustCompile(`[+-](?:\d+|X)/\+(?:[1-9]\d*|X)\b`)

// lingeringRaise says why the toughness of t, a creature whose survival of
// the state-based actions hangs on it, may be higher than the board
// shows: a raise "until end of turn" of a triggered ability that may have
// resolved this turn (an enters trigger of a creature written sick, an
// upkeep trigger of a step begun, a trigger on a spell cast, prowess), of
// exalted, bushido, rampage or a trigger on attacking or blocking once
// combat may have begun, or of an activated ability that may have been
// activated this turn ("{G}: This gets +1/+1 until end of turn"; one
// activated only as a sorcery, or a loyalty ability, only on its
// controller's turn) (CR 611.2a). Which raises may reach t is
// raisesMaybe's. "" where none may apply.
func (w *world) lingeringRaise(t *perm) string {
	if raises := w.lingeringRaises(t, true); len(raises) > 0 {
		return raises[0].why
	}
	return ""
}

// lingeringRaiseBy is a raise of toughness that may still apply
// (lingeringRaise): the ability and why.
type lingeringRaiseBy struct {
	q   *perm
	ab  *Ability
	why string
}

// lingeringRaises are the raises of toughness that may still apply to t
// (lingeringRaise), the first only where first.
func (w *world) lingeringRaises(t *perm, first bool) []lingeringRaiseBy {
	if t.entering {
		// What resolved before it entered does not apply to it (611.2c).
		return nil
	}
	if w.b.Step == StepUntap {
		// No player has had priority this turn (502.4), and what lasted
		// until end of turn ended with the last one (514.2).
		return nil
	}
	var out []lingeringRaiseBy
	combat := w.b.Step != "" && slices.Index(steps, w.b.Step) >= slices.Index(steps, StepCombat)
	othersTurn := func(q *perm) bool { return w.b.Turn != "" && !w.b.activeTeam(q.Controller) }
	// Before the turn's first main phase no ability activated only as a
	// sorcery has been (307.1, 606.3).
	beforeMain := w.b.Step == StepUpkeep || w.b.Step == StepDraw
	for _, q := range w.perms {
		for _, ab := range w.raiseAbilities(q) {
			if !w.raisesMaybe(q, ab, t) {
				continue
			}
			if first && len(out) > 0 {
				return out
			}
			why := ""
			switch ab.Kind {
			case KindTriggered:
				if why = w.stepEffectLingers(asking{kind: askTap, ptAtStake: true}, q, ab); why != "" {
					break
				}
				evs := eventsOf(ab)
				stepOrEnters := ab.Trigger != nil && (ab.Trigger.Event == TriggerUpkeep || ab.Trigger.Event == TriggerDrawStep) || hasEvent(evs, EventOtherStep) || hasEvent(evs, EventEnters) || hasEvent(evs, EventEntersSelf)
				if stepOrEnters || !reLasts.MatchString(ab.Text) {
					// Read above (stepEffectLingers).
					continue
				}
				if reAttackTrigger.MatchString(ab.Text) {
					if combat && !w.cantHaveAttacked(q, ab) {
						why = fmt.Sprintf("%s trigger on attacking or blocking may have resolved this turn, and what it did lasts this turn (CR 611.2a)", Possessive(q.name))
					}
					break
				}
				// A spell cast (Jeskai Ascendancy), a creature dying, life
				// gained: what it triggers on may have happened this turn.
				why = fmt.Sprintf("%s triggered ability may have resolved this turn, and what it did lasts this turn (CR 611.2a)", Possessive(q.name))
			case KindKeyword:
				switch {
				case slices.Contains(ab.Keywords, "prowess"):
					why = fmt.Sprintf("%s prowess may have triggered as a noncreature spell was cast this turn, and its +1/+1 lasts until end of turn (CR 702.108a, 611.2a)", Possessive(q.name))
				case combat && (q.Controller == t.Controller || t.Sick) && !othersTurn(q) && slices.Contains(ab.Keywords, "exalted"):
					why = fmt.Sprintf("%s exalted may have triggered as a creature attacked alone this turn, and its +1/+1 lasts until end of turn (CR 702.83a, 611.2a)", Possessive(q.name))
				case combat && q == t && slices.ContainsFunc(ab.Keywords, isCombatRaiseKeyword):
					why = fmt.Sprintf("%s %s may have triggered in combat this turn, and what it did lasts until end of turn (CR 611.2a)", Possessive(q.name), strings.Join(ab.Keywords, ", "))
				}
			case KindActivated, KindMana:
				if (ab.Restriction.Sorcery || ab.Cost.Loyalty) && (othersTurn(q) || beforeMain) {
					// Activated only as a sorcery, on its controller's
					// turn, and what it did ended with that turn (Hashep
					// Oasis on another player's turn).
					continue
				}
				if w.windowNotYet(q, ab.Restriction) {
					// "Activate only during your turn", "… during combat",
					// "… during your end step": not yet this turn.
					continue
				}
				if effect := effectText(ab); reLasts.MatchString(effect) {
					why = fmt.Sprintf("%s ability \u201c%s\u201d may have been activated this turn, and what it did lasts this turn (CR 611.2a)", Possessive(q.name), ab.Text)
				}
			}
			if why != "" {
				out = append(out, lingeringRaiseBy{q: q, ab: ab, why: why})
			}
		}
	}
	return out
}

// reBoundedRaise is an effect that only raises a creature's toughness
// by a fixed amount until end of turn ("Rootwalla gets +2/+2 until end of
// turn."): m[1] is the raise of toughness.
var reBoundedRaise = regexp.MustCompile(`^[^.]* gets? [+-]\d+/\+(\d+) until end of turn\.$`)

// reActivateOnlyWords is an ability's limit on when or how often it is
// activated, in either wording ("Activate only once each turn.",
// "Activate this ability only once each turn.").
var reActivateOnlyWords = regexp.MustCompile(`\s*Activate (?:this ability )?only [^.]*\.$`)

// raiseBound is the most the raises of toughness that may still apply to
// t (lingeringRaises) can add to it, where each is of an ability that can
// be activated only so many times each turn and raises by a fixed amount
// (Rootwalla's "+2/+2 … Activate only once each turn.", CR 602.5b);
// bounded is false where some raise has no such bound.
func (w *world) raiseBound(t *perm) (n int, bounded bool) {
	for _, r := range w.lingeringRaises(t, false) {
		if r.ab.Kind != KindActivated && r.ab.Kind != KindMana || r.ab.Restriction.PerTurn == 0 {
			return 0, false
		}
		_, effect, ok := splitCost(r.ab.Text)
		m := reBoundedRaise.FindStringSubmatch(strings.TrimSpace(reActivateOnlyWords.ReplaceAllString(strings.TrimSpace(withoutReminders(effect)), "")))
		if !ok || m == nil {
			return 0, false
		}
		k, _ := strconv.Atoi(m[1])
		n += k * r.ab.Restriction.PerTurn
	}
	return n, true
}

// lingeringRaiseWide is lingeringRaise, and whether a raise that may reach
// t may also have reached other creatures of t's controller ("creatures
// you control get +1/+1 until end of turn"): wide is false where each
// such raise is of its own permanent, t (Nantuko Shade's, prowess,
// bushido), or exalted's, which only a creature attacking alone gets.
func (w *world) lingeringRaiseWide(t *perm) (why string, wide bool) {
	why = w.lingeringRaise(t)
	if why == "" {
		return "", false
	}
	for _, q := range w.perms {
		for _, ab := range w.raiseAbilities(q) {
			if !w.raisesMaybe(q, ab, t) || ab.Kind == KindKeyword {
				continue
			}
			if m := reRaiseSubject.FindStringSubmatch(effectText(ab)); m != nil && q == t {
				switch subject := strings.ToLower(m[1]); subject {
				case "this creature", "this", "it", strings.ToLower(q.name):
					continue
				}
			}
			return why, true
		}
	}
	return why, false
}

// cantHaveAttacked reports whether q's trigger on attacking alone
// ("Whenever this attacks") can't have triggered this turn: q's controller
// is not the active player, or q has summoning sickness and no haste
// (CR 302.6, 508.1a). A trigger on blocking is not read so.
func (w *world) cantHaveAttacked(q *perm, ab *Ability) bool {
	text := strings.ToLower(ab.Text)
	m := reSelfAttacks.FindStringSubmatch(text)
	if m == nil || strings.Contains(text, "block") || m[1] != "this creature" && (strings.Contains(m[1], "creature") || strings.Contains(m[1], "another") || strings.Contains(m[1], "one or more")) {
		// Another creature's attack, or a block.
		return false
	}
	if w.b.Turn != "" && !w.b.activeTeam(q.Controller) {
		return true
	}
	return q.is("Creature") && q.Sick && !q.haste && q.hasteUnsure == ""
}

// reSelfAttacks is a trigger on an attack: m[1] is what attacks ("this
// creature", "grunn", "a creature you control").
var reSelfAttacks = regexp.MustCompile(`^(?:[a-z -]+ — )?whenever (.+?) attacks\b`)

// windowNotYet reports whether the window an "Activate only …" restriction
// r gives has not yet come this turn, so that its ability was not
// activated: another player's turn for "during your turn", a step before
// the one it names (CR 602.5b).
func (w *world) windowNotYet(q *perm, r Restriction) bool {
	b := w.b
	mine := b.Turn == "" || b.activeTeam(q.Controller)
	if r.Turn == "yours" && !mine || r.Turn == "opponent's" && b.Turn != "" && mine {
		return true
	}
	now := slices.Index(steps, b.Step)
	if b.Step == "" {
		now = slices.Index(steps, StepMain1)
	}
	before := func(s Step) bool { return now >= 0 && now < slices.Index(steps, s) }
	switch {
	case r.TurnStep != "" && before(r.TurnStep):
		return true
	case r.MainPhase && before(StepMain1), (r.Combat || r.Attacking) && before(StepCombat):
		return true
	case r.Step != "":
		if in, ok := restrictionSteps[r.Step]; ok && before(in) {
			return true
		}
	}
	return false
}

// raiseAbilities are the abilities of q that may have raised a toughness
// earlier this turn: its abilities now, and, where an effect took its
// abilities away (Humility) and a permanent may have entered this turn,
// those it had before, which it may have used before that effect began:
// what they did still applies (611.2c, 613.4c; Humility's ruling of
// 2009-10-01).
func (w *world) raiseAbilities(q *perm) []*Ability {
	if w.lostThisTurn(q) {
		return append(slices.Clip(q.abilities), q.printed...)
	}
	return q.abilities
}

// lostThisTurn reports whether q may have had the abilities it has lost
// earlier this turn: the effect that took them away may have begun this
// turn, its permanent having come under its controller's control this
// turn (written sick); for a land's lost text, whose effect the world does
// not name, any other permanent written sick.
func (w *world) lostThisTurn(q *perm) bool {
	switch {
	case q.lostAll:
		// Every permanent of that name written sick: one there all
		// turn took the abilities all turn.
		found := false
		for _, r := range w.perms {
			if r.name == q.lostAllBy {
				if !r.Sick {
					return false
				}
				found = true
			}
		}
		return found
	case q.lostText || q.lostNonMana:
		for _, r := range w.perms {
			if r != q && r.Sick {
				return true
			}
		}
	}
	return false
}

// raisesMaybe reports whether ability ab of q may raise the toughness of
// t: exalted, prowess, bushido or rampage (of t itself), or text with a
// raise of toughness whose subject may be t: its own permanent ("this
// creature") only where that is t, "enchanted creature" only t enchanted
// by q, "equipped creature" and "creatures you control" only q's
// controller's. An ability that works only in a graveyard or a hand
// raises nothing from the battlefield.
func (w *world) raisesMaybe(q *perm, ab *Ability, t *perm) bool {
	if ab.Kind == KindKeyword {
		return slices.Contains(ab.Keywords, "exalted") || slices.Contains(ab.Keywords, "prowess") && q == t || slices.ContainsFunc(ab.Keywords, isCombatRaiseKeyword)
	}
	if ab.FromZone != "" || ab.Cost.FromHand || (ab.Kind == KindActivated || ab.Kind == KindMana) && reDiscardThis.MatchString(normalize(q.Card, ab.Text)) {
		// It works only in a graveyard or a hand (113.6m: bloodrush's
		// "Discard this"): this permanent's was not activated.
		return false
	}
	m := w.raiseSubjectOf(ab)
	if m == nil {
		return false
	}
	if len(m) > 2 && m[2] != "" {
		// A toughness set ("becomes a 2/2", "has base power and
		// toughness 0/2"), which no repetition raises further: with the
		// boosts and counters the board gives it, above its damage or
		// not (613.4b, 613.4c).
		if set, ok := parseDigits(m[2]); ok {
			_, dt := t.ptCounters()
			if t.boostUnsure == "" && set+t.boost[1]+dt <= t.Damage {
				return false
			}
		}
		if q.lostAll && t.ptSet != nil {
			// Activated before the effect that took q's abilities,
			// which sets t's power and toughness too (Humility): that
			// later effect applies over it (613.7).
			return false
		}
	}
	if strings.HasPrefix(strings.ToLower(strings.TrimSpace(m[0])), "switch") || strings.Contains(strings.ToLower(m[0]), "switch ") {
		// A switch (613.4d) makes its toughness its power: a raise only
		// where that power is above its damage.
		if _, power, why := t.powers(); why == "" && power <= t.Damage {
			return false
		}
	}
	subject := strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(m[1]), "'s"), "’s")
	if subject == "its" {
		subject = "it"
	}
	for _, kind := range []string{"land", "artifact", "enchantment"} {
		// "Target land becomes a 4/4 creature": only a permanent of
		// that type.
		if strings.Contains(subject, kind) && !strings.Contains(subject, "creature") && !t.is(kind) {
			return false
		}
	}
	switch {
	case subject == "this creature" || subject == "this" || subject == "it" || subject == strings.ToLower(q.name):
		return q == t
	case subject == "that creature" && strings.Contains(strings.ToLower(ab.Text), "creature you control"):
		// Wild Defiance's "Whenever a creature you control becomes the
		// target …, that creature gets +3/+3": its controller's, or a
		// creature that came under another's control this turn (611.2c).
		return q.Controller == t.Controller || t.Sick
	case subject == "equipped creature":
		// An Equipment may have been moved since (Adventuring Gear's
		// landfall bonus stays with the creature it was on).
		return q.Controller == t.Controller || t.Sick
	case subject == "enchanted creature":
		return q.attached == t.i
	case strings.Contains(subject, "you control"):
		// "Creatures you control get +1/+1": its controller's only, and
		// a creature that came under another player's control this turn
		// (written sick) may have been theirs as it resolved.
		return q.Controller == t.Controller || t.Sick
	}
	return true
}

// isCombatRaiseKeyword reports whether kw raises its creature's toughness
// until end of turn as it attacks, blocks or becomes blocked: bushido,
// rampage, melee (702.45a, 702.23a, 702.121a).
func isCombatRaiseKeyword(kw string) bool {
	return strings.HasPrefix(kw, "bushido ") || strings.HasPrefix(kw, "rampage ") || kw == "melee"
}

// reDiscardThis is a cost that discards the ability's own card.
var reDiscardThis = regexp.MustCompile(`(?i)\bdiscard this\b`)

// reRaiseSubject is a raise of toughness above 0 and what gets it: m[1]
// in "Nantuko Shade gets +1/+1", "creatures you control get +0/+2",
// "Enchanted creature gets +1/-1 or -1/+1" (Pemmin's Aura).
var reRaiseSubject = regexp.MustCompile(`(?i)(?:^|[.,:] )([^.,:]+?) gets? (?:[+-](?:\d+|X)/[+-](?:\d+|X) or )?[+-](?:\d+|X)/\+(?:[1-9]\d*|X)\b`)

// raiseSubjectOf is the match of raiseSubjects in ab's effect, nil for
// none, worked out once for each ability the world reads: every creature
// whose survival hangs on its toughness reads every ability on the board
// (lingeringRaises).
func (w *world) raiseSubjectOf(ab *Ability) []string {
	if m, ok := w.raiseSubjects[ab]; ok {
		return m
	}
	effect := effectText(ab)
	var m []string
	for _, re := range raiseSubjects {
		if m = re.FindStringSubmatch(effect); m != nil {
			break
		}
	}
	if w.raiseSubjects == nil {
		w.raiseSubjects = map[*Ability][]string{}
	}
	w.raiseSubjects[ab] = m
	return m
}

// raiseSubjects are the effects that may raise a creature's toughness
// until end of turn, each with what gets it (m[1]): a boost ("gets
// +1/+1", reRaiseSubject), a doubling ("double target creature's power
// and toughness", "double its power and toughness", "double the power
// and toughness of each creature you control", "double target
// creature's toughness"), a switch (Merfolk Thaumaturgist's "switch
// target creature's power and toughness"), a base power and toughness set
// (Sorceress Queen's "has base power and toughness 0/2") or a creature
// that becomes one of a toughness above 0 ("becomes 4/4").
var raiseSubjects = []*regexp.Regexp{
	reRaiseSubject,
	regexp.MustCompile(`(?i)\bdouble (its|their|[^.,:]+?['’]s?) (?:power and )?toughness\b`),
	regexp.MustCompile(`(?i)\bdouble the (?:power and )?toughness of ([^.,:]+)`),
	regexp.MustCompile(`(?i)\bswitch (its|their|[^.,:]+?['’]s?) power and toughness\b`),
	regexp.MustCompile(`(?i)(?:^|[.,:] )([^.,:]+?) (?:has|have) base power and toughness (?:\d+|X)/([1-9]\d*|X)\b`),
	regexp.MustCompile(`(?i)(?:^|[.,:] )([^.,:]+?) (?:becomes?|become) (?:an? )?(?:\d+|X)/([1-9]\d*|X)\b`),
}

// reAttackTrigger is a trigger on attacking or blocking: "Whenever this
// attacks", "Whenever a creature you control attacks alone".
var reAttackTrigger = regexp.MustCompile(`(?i)^(?:whenever|when) [^,]*\b(?:attacks|blocks|attack|block|blocked|attacking|blocking)\b`)
