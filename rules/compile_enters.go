package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

var (
	// reEntersCounters: "This enters with two +1/+1 counters on it",
	// "This enters tapped and with three charge counters on it" (Sphere
	// of the Suns): the two replacements of one entering, joined
	// (614.1c–d).
	reEntersCounters = regexp.MustCompile(`^this enters (tapped (?:and )?)?with (\w+) ([+\-0-9/a-z]+) counters? on it\.$`)
	// reEntersTapped: "This enters tapped", alone or joined to its not
	// untapping in its controller's untap step (Leviathan), which acts
	// only in an untap step (502.3), in no question.
	// reEntersCountersXMore: X counters, and as many again for an X
	// chosen large enough (Apocalypse Hydra), counters of one kind.
	reEntersCountersXMore = regexp.MustCompile(`^this enters with X ([+\-0-9/a-z]+) counters on it\. If X is ([0-9]+) or more, it enters with an additional X ([+\-0-9/a-z]+) counters on it\.$`)
	reEntersTapped        = regexp.MustCompile(`^this enters tapped(?: and doesn't untap during (?:your|its controller's) untap step)?\.$`)
	// reEntersTappedUnless: check lands and fast lands ("This land enters
	// tapped unless you control a Plains or an Island"); whether it
	// entered tapped is the board's to say.
	reEntersTappedUnless = regexp.MustCompile(`^this enters tapped unless [^.]+\.$|^As this enters, you may reveal an? [A-Za-z ]+ card from your hand\. If you don't, this enters tapped\.$`)
	// reEntersCountersOther are the other counters a permanent enters
	// with: for each time it was kicked, if it was kicked, for each color
	// spent (nothing else, such as haste, comes with them).
	reEntersCountersOther = regexp.MustCompile(`^(?:(?:[A-Z][a-z]+ — )?[Ii]f [^,.]+, )?(?:this|it) enters (?:tapped (?:and )?)?with (?:a|an|one|two|three|four|five|six|seven|eight|X|that many) [+\-0-9/a-z]+ counters? on it(?: for each [^.,]+| if [^.,]+)?\.$`)
	// reEntersCountersWhere is a number of counters a permanent enters
	// with, X, counted as it enters: "where X is the number of tapped
	// lands on the battlefield".
	reEntersCountersWhere = regexp.MustCompile(`^this enters(?: the battlefield)? (?:tapped (?:and )?)?with X [+\-0-9/a-z]+ counters? on it, where X is [^."]+\.$`)
	reAsEntersChoose      = regexp.MustCompile(`^As this enters, choose an? (color|creature type|card type|card name|land type)\.$`)
	// reAsEntersChooseOther: any other choice made as this enters ("choose
	// an opponent", "choose a nonland card name", "choose two colors"),
	// one sentence that does nothing else.
	reAsEntersChooseOther = regexp.MustCompile(`^As this enters, choose [^."]+\.$`)
	reEntersChoiceKW      = regexp.MustCompile(`^(?:riot|bloodthirst [0-9]+)$`)
	// reEntersClauseBad is a second clause after what is done as this
	// enters ("… unless you control a Forest, and lands you control
	// can't be tapped for mana"), which is not done only as it enters.
	reEntersClauseBad = regexp.MustCompile(`(?i)\b(?:can't|are|is|gets?|gains?|loses?|becomes?|tapped for)\b|;`)
	reFabricate       = regexp.MustCompile(`^fabricate ([0-9]+)$`)
	// reAsEntersKW: keywords that say what a permanent enters with from
	// what happens as it enters: tribute (an opponent's choice,
	// 702.104a), amplify (cards revealed, 702.38a), devour (creatures
	// sacrificed, 702.82a), unleash (its controller's choice, 702.98a).
	reAsEntersKW = regexp.MustCompile(`^(?:(tribute|amplify|devour) [0-9]+|(unleash))$`)
	reShockLand  = regexp.MustCompile(`^As this enters, you may pay (\w+) life\. If you don't, it enters tapped\.$`)
)

func compileEnters(a *Ability, s string) bool {
	l := s
	if strings.HasPrefix(l, "This ") || strings.HasPrefix(l, "this ") {
		l = "this" + l[4:]
	}
	if m := reEntersCounters.FindStringSubmatch(l); m != nil {
		a.Kind = KindEnters
		e := &EntersSpec{Tapped: m[1] != "", CounterKind: m[3]}
		if m[2] == "X" {
			e.CountersX = true
		} else if n, ok := wordNumber(m[2]); ok {
			e.Counters = n
		} else {
			a.Understood = false
			a.Why = "the number of counters is not one the engine reads"
		}
		a.Enters = e
		return true
	}
	if m := reEntersCountersXMore.FindStringSubmatch(l); m != nil && m[1] == m[3] {
		// One replacement effect of its entering, its number of counters
		// read from the X chosen (CR 107.3m, 614.1c; Apocalypse Hydra's
		// rulings of 2009-02-01).
		n, _ := parseDigits(m[2])
		a.Kind = KindEnters
		a.Enters = &EntersSpec{CountersX: true, CounterKind: m[1], XMoreAt: n}
		return true
	}
	if reEntersCountersWhere.MatchString(l) && oneClause(l) {
		// Ignition Team's "with X +1/+1 counters on it, where X is the
		// number of tapped lands on the battlefield": it applies only as
		// its own permanent enters (614.1c, 614.12).
		return entersOnly(a, "the engine does not read what X counts as this enters")
	}
	if strings.EqualFold(strings.TrimSuffix(s, "."), "sunburst") {
		// Sunburst (702.44a) functions as its permanent enters: counters
		// for each color of mana spent to cast it, which no board records.
		a.Keywords = []string{"sunburst"}
		return entersOnly(a, "the engine does not read how many counters this enters with: sunburst counts the colors of mana spent to cast it")
	}
	if reEntersChoiceKW.MatchString(strings.TrimSuffix(strings.ToLower(s), ".")) {
		// Riot (702.136a) and bloodthirst (702.54a) apply as their
		// permanent enters: a choice, or whether an opponent was dealt
		// damage this turn, which no board records. On the battlefield
		// the board says its counters and whether it has haste.
		return entersOnly(a, "the engine does not read how many counters this enters with: "+strings.Fields(strings.ToLower(s))[0]+" depends on what happens as it enters")
	}
	if m := reAsEntersKW.FindStringSubmatch(strings.TrimSuffix(strings.ToLower(s), ".")); m != nil {
		// On the battlefield the board says its counters; unleash's "it
		// can't block" is of combat, which no question has.
		kw := m[1] + m[2]
		a.Keywords = []string{strings.TrimSuffix(strings.ToLower(s), ".")}
		return entersOnly(a, "the engine does not read how many counters this enters with: "+kw+" depends on what happens as it enters")
	}
	if m := reFabricate.FindStringSubmatch(strings.TrimSuffix(strings.ToLower(s), ".")); m != nil {
		// Fabricate N (702.123a): as it enters it triggers, and its
		// controller puts N +1/+1 counters on it or makes N Servo tokens,
		// a choice no board records. On the battlefield the board says
		// its counters and its tokens.
		a.Keywords = []string{"fabricate " + m[1]}
		return entersOnly(a, "the engine does not read how many counters it gets: fabricate's trigger puts +1/+1 counters on it or makes Servo tokens, its controller's choice as it resolves")
	}
	if reEntersCountersOther.MatchString(l) && oneClause(l) {
		// Counters by kicks, colors spent, a condition: read only as its
		// permanent enters (614.1c); on the battlefield its counters are
		// the board's.
		return entersOnly(a, whyEntersCounters)
	}
	if reEntersTapped.MatchString(l) {
		a.Kind = KindEnters
		a.Enters = &EntersSpec{Tapped: true}
		return true
	}
	if reEntersTappedUnless.MatchString(l) && !reEntersClauseBad.MatchString(l) && oneClause(l) {
		// It applies only as this permanent enters (614.1c, 614.12); the
		// board says whether it is tapped.
		a.Kind = KindEnters
		a.Enters = &EntersSpec{TappedUnless: true}
		return true
	}
	if m := reAsEntersChoose.FindStringSubmatch(s); m != nil {
		a.Kind = KindEnters
		a.Enters = &EntersSpec{Choose: m[1]}
		return true
	}
	if m := reKickedWith.FindStringSubmatch(l); m != nil && kickedCombatOnly(m[1]) {
		// Counters and keywords of combat it entered with if it was
		// kicked (614.1c, 702.33d): the board says its counters, and the
		// keywords bear on no question (combatKeywords). Asked as the
		// card enters, the engine does not read it.
		return entersOnly(a, "the engine does not read what this enters with if it was kicked")
	}
	if reAsEntersChooseOther.MatchString(s) && !reEntersClauseBad.MatchString(s) && oneClause(s) {
		// The choice is made as this enters (614.12, 614.1c) and does
		// nothing itself: the text that reads it ("the chosen player",
		// "spells with the chosen name") is another ability, read or
		// stopping the answer on its own, and the board says what a
		// reader the engine models needs ("(chose green)"). On the
		// battlefield it bears on nothing; asked as the card enters, the
		// engine does not read it.
		return entersOnly(a, whyEntersChoice)
	}
	if reAsEntersOnce.MatchString(s) {
		// Done once as this enters (614.1c, 614.12): on the battlefield
		// the board says what came of it (its counters, the permanents
		// left, its controller), and a text that reads a choice or an
		// amount bears on its own; asked as the card enters, the engine
		// does not read it.
		return entersOnly(a, "the engine does not model what is done as this enters")
	}
	if m := reCopyAsEnters.FindStringSubmatch(l); m != nil && !strings.Contains(m[1], "name") {
		// Clone, Vesuva, Phyrexian Metamorph: a replacement effect of its
		// own entering (614.1c, 707.5, 614.12), done or not as it
		// entered. A board writes a copy by the name of what it copies
		// (707.2), so one written by its own card's name copied nothing:
		// on the battlefield it bears on nothing (Vesuva is a land with no
		// abilities, Clone a 0/0 creature). An exception that keeps its
		// own name (Sakashima the Impostor) is not read.
		return entersOnly(a, whyCopyAsEnters)
	}
	if reSelfEnterReplace.MatchString(l) {
		// Mox Diamond: it applies only as its own permanent would enter
		// (614.12), which the engine does not model.
		return entersOnly(a, "the engine does not model a replacement of this card's own entering")
	}
	if m := reShockLand.FindStringSubmatch(s); m != nil {
		n, _ := wordNumber(m[1])
		a.Kind = KindEnters
		a.Enters = &EntersSpec{MayPayLife: n}
		return true
	}
	return false
}

// entersOnly makes a an ability that applies only as its own permanent
// enters, which the engine does not read (why): on the battlefield it bears
// on nothing, and asked as the card enters it stops the answer.
// whyEntersChoice is why the engine does not read a choice made as its
// permanent enters that does nothing else ("As this enters, choose an
// opponent"): /judge enters reads it as setting no X, counter or mana
// value (entersUnknown).
const whyEntersChoice = "the engine does not read this choice made as this enters"

// whyEntersCounters is why the engine does not read the counters a
// permanent enters with by kicks, colors spent or a condition
// (reEntersCountersOther); castOnlyCounters says which of them need it
// cast.
const whyEntersCounters = "the engine does not read how many counters this enters with"

// reCastOnlyCounters is a count or condition of reEntersCountersOther
// that only a spell cast meets: colors of mana spent to cast it, kicks,
// "if you cast it from your hand" (Myojin of Seeing Winds). A permanent
// put onto the battlefield without being cast gets none of them (CR
// 601.2, 702.33d).
var reCastOnlyCounters = regexp.MustCompile(`(?i)\bspent to cast (?:it|this|that)\b|\bkicked\b|\bif you cast it\b`)

// castOnlyCounters reports whether a, an ability of entersOnly whose
// counters the engine does not read, gives counters only to a spell cast,
// and none where its permanent enters tapped.
func castOnlyCounters(a *Ability) bool {
	if a.Kind == KindEnters && slices.Contains(a.Keywords, "sunburst") {
		// Sunburst adds counters only to a resolving spell (702.44b).
		return true
	}
	return a.Why == whyEntersCounters && reCastOnlyCounters.MatchString(a.Text) && !strings.Contains(strings.ToLower(a.Text), "tapped")
}

func entersOnly(a *Ability, why string) bool {
	a.Kind = KindEnters
	a.Understood = false
	a.Why = why
	return true
}

// reSelfEnterReplace is a replacement effect of a card on its own entering:
// "If this would enter the battlefield, you may discard a land card
// instead", "If this would enter, instead sacrifice each other permanent
// named this you control, then put this onto the battlefield" (Sheltered
// Valley).
var reSelfEnterReplace = regexp.MustCompile(`^If this would enter(?: the battlefield)?, (?:[^.]+ instead|instead [^.]+)\.(?: If you (?:do|don't), [^.]+\.)*$`)

// reCopyAsEnters: "You may have this enter the battlefield as a copy of
// any creature on the battlefield." (Clone), "… tapped as a copy of any
// land …" (Vesuva), with an exception of plain words ("except it's an
// artifact in addition to its other types", Phyrexian Metamorph) as m[1];
// not one that grants a quoted ability.
var reCopyAsEnters = regexp.MustCompile(`^You may have this enter(?: the battlefield)?(?: tapped)? as a copy of (?:any|a) [^.,"]+(?:, except ([^"]+))?\.$`)

// whyCopyAsEnters is why the engine does not read a copy effect of its
// permanent's own entering (reCopyAsEnters) asked as the card enters.
const whyCopyAsEnters = "the engine does not model what this enters as a copy of"

// copiedNothing returns the ability of reCopyAsEnters among abil, a
// permanent's printed abilities, nil where there is none: the board
// writes the permanent by its own card's name, so it entered as itself, a
// copy of nothing (707.2).
func copiedNothing(abil []*Ability) *Ability {
	for _, a := range abil {
		if a.Kind == KindEnters && a.Why == whyCopyAsEnters {
			return a
		}
	}
	return nil
}

// copiedNothingStep says so, where the permanent named name has such an
// ability among abil.
func copiedNothingStep(e *explainer, name string, abil []*Ability) {
	if a := copiedNothing(abil); a != nil {
		e.step(fmt.Sprintf("%s: “%s” applies only as it enters, and a copy is written by the name of what it copies", copiedNothingWords(name), a.Text), "614.1c", "707.2")
	}
}

// copiedNothingWords says that the permanent named name, written by its
// own name, is a copy of nothing.
func copiedNothingWords(name string) string {
	return name + " is written by its own card's name, so it entered as itself, a copy of nothing"
}

// reAsEntersOnce: what is done once as this enters (614.1c, 614.12), whose
// result the board records or another text reads: permanents sacrificed
// (Overlaid Terrain: "As this enters, sacrifice all lands you control"), a
// hand discarded, life lost or paid, a counter put on another permanent,
// counters removed, a permanent returned to a hand, control given, a hand
// revealed or looked at and a name chosen, a choice made by other players;
// the counters it enters with for what was done ("If you do, it enters
// with twice that many +1/+1 counters on it"). What sets its power,
// toughness or other characteristics ("its power becomes", "as a copy") or
// lasts ("You lose the game when …") is none of these.
var reAsEntersOnce = regexp.MustCompile(`^As this enters, (?:` +
	`(?:you may )?sacrifice [^.";]+` +
	`|discard your hand` +
	`|you lose life equal to your life total` +
	`|pay any amount of life` +
	`|put an? [a-z]+ counter on an? [a-z]+ you control` +
	`|remove all counters from all permanents` +
	`|you may return a nonland permanent you control to its owner's hand` +
	`|an opponent of your choice gains control of it` +
	`|look at an opponent's hand, then choose any card name` +
	`|each opponent reveals their hand\. You choose the name of a nonland card revealed this way` +
	`|(?:each player|an opponent) chooses [^.";]+` +
	`|you and an opponent each choose [^.";]+` +
	`|secretly choose an opponent` +
	`)\.(?: (?:If you do, )?(?:this|it) enters with (?:a|an|one|two|that many|twice that many) [+\-0-9/a-z]+ counters? on it(?: for each [^."]+)?\.)?$`)

// What can happen to a spell on its way to the battlefield, and to the
// counters it enters with: counters replacement effects (CR 122.6,
// 614.1c), triggers on casting that counter it, effects that say it can't
// be cast.

// The replacement effects on counters, tokens and players' counters.
const (
	// ReplaceCountersPlus: that many plus Factor counters instead
	// (Hardened Scales). Applies is what it applies to, as
	// "[KIND ]counters on a TYPE[ or TYPE] you control".
	ReplaceCountersPlus ReplacementKind = "counters plus"
	// ReplaceCountersTimes: Factor times that many counters instead
	// (Doubling Season, Corpsejack Menace).
	ReplaceCountersTimes ReplacementKind = "counters times"
	// ReplaceTokens modifies the tokens an effect creates; no question
	// the engine answers creates tokens.
	ReplaceTokens ReplacementKind = "tokens"
	// ReplacePlayerCounters modifies counters a player gets; no question
	// the engine answers gives a player counters.
	ReplacePlayerCounters ReplacementKind = "player counters"
	// ReplaceRegenerateSelf: "If this would be destroyed, regenerate
	// it." (Mossbridge Troll): destruction of its own permanent is
	// replaced (CR 701.19a, 614.8).
	ReplaceRegenerateSelf ReplacementKind = "regenerate itself"
)

// TriggerCast is a trigger on a spell being cast.
const TriggerCast TriggerEvent = "cast"

// StaticCantCast is an effect that says some spells can't be cast; Who
// says which players ("each player", "opponents", "you") and Affected
// which spells ("spells", "creature spells", "noncreature spells with
// mana value 4 or greater").
const StaticCantCast StaticKind = "can't cast"

// StaticNoCounters: "Counters can't be put on artifacts, creatures,
// enchantments, or lands." (Solemnity): no counter is put on a permanent
// of the card types Affected names (a list of card types, lower case).
const StaticNoCounters StaticKind = "no counters"

// castCounterMV is the effect of a cast trigger that counters a spell
// whose mana value equals its source's charge counters (Chalice of the
// Void).
const castCounterMV = "counter that spell if its mana value equals the number of charge counters on this"

var (
	reCountersPlus = regexp.MustCompile(`^If one or more ((?:\+1/\+1 )?counters) would be put on (an? [a-z]+(?: or [a-z]+)?(?: you control| your team controls)?), (that many plus (?:one|two|three)|twice that many|three times that many) (?:\+1/\+1 counters|of each of those kinds of counters) are put on (?:it|that permanent|that creature) instead\.$`)
	reCountersEff  = regexp.MustCompile(`^If an effect would put one or more ((?:\+1/\+1 )?counters) on (an? [a-z]+(?: or [a-z]+)? you control), it puts (twice that many|three times that many|that many plus (?:one|two|three)) of those counters on that (?:permanent|creature) instead\.$`)
	reTokens       = regexp.MustCompile(`^If an effect would create one or more tokens under your control, it creates (?:twice|three times) that many of those tokens instead\.$`)
	rePlayerCtrs   = regexp.MustCompile(`^If you would get one or more counters, you get that many plus one of each of those kinds of counters instead\.$`)
	// rePlayersNoCtrs: "Players can't get counters." (Solemnity): like
	// rePlayerCtrs, it changes only counters a player gets.
	// reAdditionalLoyalty: "Each planeswalker you control enters with an
	// additional loyalty counter on it." (Oath of Gideon).
	reAdditionalLoyalty = regexp.MustCompile(`^Each planeswalker you control enters(?: the battlefield)? with an additional loyalty counter on it\.$`)
	reAdditionalCounter = regexp.MustCompile(`^Each other (?:([A-Z][a-z]+) )?creature you control( of the chosen type)? enters(?: the battlefield)? with an additional \+1/\+1 counter on it\.$`)
	reTokensAll         = regexp.MustCompile(`^If one or more tokens would be created, twice that many of those tokens are created instead\.$`)
	rePlayersNoCtrs     = regexp.MustCompile(`^Players can't get counters\.$`)
	reNoCounters        = regexp.MustCompile(`^Counters can't be put on ((?:artifacts|creatures|enchantments|lands|planeswalkers)(?:,? (?:or )?(?:artifacts|creatures|enchantments|lands|planeswalkers))*)\.$`)
	reChalice           = regexp.MustCompile(`^Whenever (a player|an opponent|you) casts? a spell with (?:mana value|converted mana cost) equal to the number of charge counters on this, counter that spell\.$`)
	reCantCastWho       = regexp.MustCompile(`^(Players|Each player|Your opponents|Each opponent|You) can't cast ((?:non)?(?:creature|artifact|enchantment|planeswalker) )?spells\.$`)
	reSorceryOnly       = regexp.MustCompile(`^(Players|Each player|Your opponents|Each opponent|You) can cast spells only any time (?:they|you) could cast a sorcery\.$`)
	reCantCastChosen    = regexp.MustCompile(`^(?:(Players|Each player|Your opponents|Each opponent|You) can't cast spells (with the chosen name|of the chosen type|of the chosen color) ?\.|Spells (with the chosen name) can't be cast\.)$`)
	reCantBeCast        = regexp.MustCompile(`^((?:Non)?(?:creature|artifact|enchantment|planeswalker|Creature|Artifact|Enchantment|Planeswalker) )?[Ss]pells(?: with (?:mana value|converted mana cost) (\w+) or (greater|less)|( with \{X\} in their mana costs))? can't be cast\.$`)
)

// affectedSorceryOnly is what a StaticCantCast of Teferi, Time Raveler's
// kind prohibits: spells cast at another time than a sorcery could be.
const affectedSorceryOnly = "spells cast when a sorcery could not be"

// castWhenLimits are the texts that prohibit casting spells at some
// times, and what each prohibits, as a StaticCantCast's Affected
// (castWhenProhibited).
var castWhenLimits = map[string]string{
	"Your opponents can't cast spells during your turn.":   "spells during its controller's turn",
	"Players can't cast spells during combat.":             "spells during combat",
	"Players can cast spells only during their own turns.": "spells during another player's turn",
}

// castWho is whom a "can't be cast" effect restricts, as a StaticCantCast's
// Who, by the subject its text names; "" for a text with none ("Spells
// with the chosen name can't be cast.").
var castWho = map[string]string{"": "each player", "Players": "each player", "Each player": "each player", "Your opponents": "opponents", "Each opponent": "opponents", "You": "you"}

// compileOnTheWay reads the abilities that bear on a permanent spell on its
// way to the battlefield: counters replacement effects, cast triggers that
// counter it, "can't be cast" effects.
func compileOnTheWay(a *Ability, s string) bool {
	if m := reCountersPlus.FindStringSubmatch(s); m != nil {
		return counterReplacement(a, m[1], m[2], m[3])
	}
	if m := reCountersEff.FindStringSubmatch(s); m != nil {
		return counterReplacement(a, m[1], m[2], m[3])
	}
	if m := reAdditionalCounter.FindStringSubmatch(s); m != nil {
		// "Each other Warrior creature you control enters with an
		// additional +1/+1 counter on it." (Bramblewood Paragon): a
		// replacement effect on the creature entering (614.1c), ordered
		// with the others that modify its counters (616.1).
		a.Kind = KindReplacement
		a.Replacement = &ReplacementSpec{Kind: ReplaceCountersPlus, Factor: 1, Applies: "+1/+1 counters on a creature you control", Additional: true, Subtype: m[1], ChosenSubtype: m[2] != ""}
		if m[1] != "" && m[2] != "" {
			a.Understood, a.Why = false, "no template matches this text"
		}
		return true
	}
	if reAdditionalLoyalty.MatchString(s) {
		// A replacement effect on the planeswalker entering with its
		// loyalty counters (306.5b, 614.1c), ordered with the others
		// that modify them (616.1).
		a.Kind = KindReplacement
		a.Replacement = &ReplacementSpec{Kind: ReplaceCountersPlus, Factor: 1, Applies: "loyalty counters on a planeswalker you control", Additional: true}
		return true
	}
	if reTokensAll.MatchString(s) {
		// Primal Vigor: every player's tokens.
		a.Kind = KindReplacement
		a.Replacement = &ReplacementSpec{Kind: ReplaceTokens, Applies: "tokens created"}
		return true
	}
	if reTokens.MatchString(s) {
		a.Kind = KindReplacement
		a.Replacement = &ReplacementSpec{Kind: ReplaceTokens, Applies: "tokens created under your control"}
		return true
	}
	if m := reNoCounters.FindStringSubmatch(s); m != nil {
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticNoCounters, Affected: m[1]}
		return true
	}
	if rePlayerCtrs.MatchString(s) || rePlayersNoCtrs.MatchString(s) {
		a.Kind = KindReplacement
		a.Replacement = &ReplacementSpec{Kind: ReplacePlayerCounters, Applies: "counters you get"}
		return true
	}
	if m := reChalice.FindStringSubmatch(s); m != nil {
		a.Kind = KindTriggered
		a.Trigger = &TriggerSpec{Event: TriggerCast, Whose: m[1], Effect: castCounterMV}
		return true
	}
	if m := reCantCastWho.FindStringSubmatch(s); m != nil {
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticCantCast, Who: castWho[m[1]], Affected: strings.ToLower(m[2]) + "spells"}
		return true
	}
	if m := reSorceryOnly.FindStringSubmatch(s); m != nil {
		// Teferi, Time Raveler's "Each opponent can cast spells only
		// any time they could cast a sorcery." (307.5): a spell it
		// applies to is cast in its caster's main phase, with the
		// stack empty, or not at all.
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticCantCast, Who: castWho[m[1]], Affected: affectedSorceryOnly}
		return true
	}
	if aff, ok := castWhenLimits[s]; ok {
		// Dragonlord Dromoka's "Your opponents can't cast spells during
		// your turn.", Basandra's "… during combat.", Dosan's "… only
		// during their own turns.": the board's turn and step say.
		who, _, _ := strings.Cut(s, " can")
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticCantCast, Who: castWho[who], Affected: aff}
		return true
	}
	if m := reCantCastChosen.FindStringSubmatch(s); m != nil {
		// Meddling Mage's "Spells with the chosen name can't be cast.",
		// Archon of Valor's Reach's "Players can't cast spells of the
		// chosen type.": the choice is the permanent's named attribute.
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticCantCast, Who: castWho[m[1]], Affected: "spells " + m[2] + m[3]}
		return true
	}
	if m := reCantBeCast.FindStringSubmatch(s); m != nil {
		aff := strings.ToLower(m[1]) + "spells"
		if m[2] != "" {
			if _, ok := wordNumber(m[2]); !ok {
				return false
			}
			aff += " with mana value " + m[2] + " or " + m[3]
		}
		aff += m[4]
		a.Kind = KindStatic
		a.Static = &StaticSpec{Kind: StaticCantCast, Who: "each player", Affected: aff}
		return true
	}
	return false
}

func counterReplacement(a *Ability, kinds, subject, how string) bool {
	r := &ReplacementSpec{Applies: kinds + " on " + subject}
	switch {
	case how == "twice that many":
		r.Kind, r.Factor = ReplaceCountersTimes, 2
	case how == "three times that many":
		r.Kind, r.Factor = ReplaceCountersTimes, 3
	default:
		n, _ := wordNumber(strings.TrimPrefix(how, "that many plus "))
		r.Kind, r.Factor = ReplaceCountersPlus, n
	}
	a.Kind = KindReplacement
	a.Replacement = r
	return true
}

// counterApplies reads a counters replacement effect's Applies: the kind
// of counter it modifies ("" for every kind) and the card types of the
// permanents it applies to ("" for any permanent).
func counterApplies(r *ReplacementSpec) (kind string, types []string) {
	kinds, subject, _ := strings.Cut(r.Applies, " on ")
	switch {
	case strings.HasPrefix(kinds, "+1/+1"):
		kind = "+1/+1"
	case strings.HasPrefix(kinds, "loyalty"):
		kind = "loyalty"
	}
	subject = strings.TrimSuffix(strings.TrimSuffix(subject, " you control"), " your team controls")
	subject = strings.TrimPrefix(strings.TrimPrefix(subject, "an "), "a ")
	for _, t := range strings.Split(subject, " or ") {
		if t == "permanent" {
			types = append(types, "")
			continue
		}
		types = append(types, strings.ToUpper(t[:1])+t[1:])
	}
	return kind, types
}

// reKickedWith: "If this was kicked, it enters with two +1/+1 counters on
// it and with flying." m[1] is the keywords.
var reKickedWith = regexp.MustCompile(`^If this was kicked(?: with its (?:\{[0-9WUBRG]\})+ kicker)?, it enters with (?:a|an|one|two|three|four|five) \+1/\+1 counters? on it and with ([a-z ,]+)\.$`)

// kickedCombatOnly reports whether every keyword of a list ("flying",
// "flying and trample") is a keyword of combat (combatKeywords).
func kickedCombatOnly(list string) bool {
	for _, kw := range strings.Split(strings.ReplaceAll(list, " and ", ","), ",") {
		if kw = strings.TrimSpace(kw); kw != "" && !combatKeywords[kw] {
			return false
		}
	}
	return true
}
