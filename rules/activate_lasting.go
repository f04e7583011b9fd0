package rules

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// activationRead is what the legality of the abilities that are not mana
// abilities an activate question considers reads of the permanents on
// the board, beyond their tapped state and counters: an effect of an
// ability activated in an earlier turn that still applies (CR 611.2a)
// may have changed it, and the board does not say whether it did. Its
// zero value reads nothing.
type activationRead struct {
	// all is what the abilities themselves read, of any permanent: their
	// costs ("Sacrifice an artifact", crew), their restrictions
	// ("Activate only if you control three or more artifacts", 602.5b)
	// and their targets ("target black permanent", 601.2c).
	all string
	// self is what reads the asked permanent alone: effects that stop or
	// change activating its abilities (Null Rod's "Activated abilities
	// of artifacts can't be activated", 602.5), and, beside an ability
	// that targets, what keeps a permanent from being the target of an
	// ability from a source of some quality (White Knight's protection
	// from black, 702.16b).
	self string
	// power: power or toughness is read (formidable's total power, crew,
	// "Activate only if this creature's power is 4 or greater", a target
	// "with power 2 or less"); powerUp: only as at least some amount,
	// which a lower power never meets where a higher one does not.
	power, powerUp bool
	// no, yes: every ability considered can't be activated now, or every
	// one can, as the board shows it.
	no, yes bool
}

// reRuleSentence is a sentence of an activated ability's effect that is
// a rule of activating it: a restriction ("Activate only if …", 602.5b),
// an additional cost; reTargetPhrase a target and what it says of it
// ("target tapped creature", "target creature with power 2 or less"), up
// to what the effect does.
var (
	reRuleSentence = regexp.MustCompile(`(?i)\bactivat|\bonly\b|\badditional cost\b`)
	reTargetPhrase = regexp.MustCompile(`(?i)\btarget\b[^.;]*?(?:[.;]|$|\b(?:gets?|gains?|deals?|sacrifices?|loses?|draws?|discards?|becomes?|can't|doesn't|mills?|reveals?|puts?|shuffles?|returns?|fights?|blocks?|attacks?|is|has|have|to|and|then|until|if|this|each)\b)`)
)

// reCardTarget is a target that is a card, not a permanent ("target
// creature card from your graveyard"); reUpToTarget one that may be
// none ("up to one target creature", "any number of target creatures").
var (
	reCardTarget = regexp.MustCompile(`(?i)\btarget [a-z ,'\-]*?\bcards?\b`)
	reUpToTarget = regexp.MustCompile(`(?i)\b(?:up to (?:one|two|three|four|five|x|\d+)|any number of) (?:other )?target [a-z ,'\-]*`)
)

// reShieldWords is text that keeps a permanent from being a target
// (702.11, 702.16b, 702.18).
var reShieldWords = regexp.MustCompile(`(?i)\bprotection\b|\bhexproof\b|\bshroud\b|\bcan't be the targets? of\b`)

// reColorWords is text that names a color or colors.
var reColorWords = regexp.MustCompile(`(?i)\b(?:non)?(?:white|blue|black|red|green)\b|\bcolou?r(?:s|less|ed)?\b|\bmulticolou?red\b|\bmonocolou?red\b`)

// reBasicLandWords names a basic land type or basic lands.
var reBasicLandWords = regexp.MustCompile(`\b(?:Plains|Islands?|Swamps?|Mountains?|Forests?)\b|(?i:\bbasic\b)`)

// rePowerAtLeast is power or toughness read as at least an amount
// ("total power 8 or greater", "power 4 or greater"); reads of power
// that are all of it make powerUp.
var rePowerAtLeast = regexp.MustCompile(`(?i)\b(?:power|toughness) (?:is )?(?:\d+|X) or (?:greater|more)\b`)

// activationReadOf is activationRead for question k; the zero value where
// k is no activate question, considers only mana abilities, which the
// mana questions' reading covers, or considers only abilities that
// can't be activated now for a reason no such effect changes (fixedNo).
func (w *world) activationReadOf(k asking) activationRead {
	if k.act != nil {
		return *k.act
	}
	var r activationRead
	if k.kind != askActivate || k.target == nil {
		return r
	}
	t := k.target
	var all strings.Builder
	targets, any, crew, fixed := false, false, false, true
	r.no, r.yes = true, true
	for _, a := range t.abilities {
		if a.Kind != KindActivated || a.ModeOf != nil || k.ability != nil && a != k.ability || k.abilityN != 0 && a.Index != k.abilityN {
			continue
		}
		any = true
		fixed = fixed && w.fixedNo(t, a)
		if a.Understood {
			l := oneActivation(w.canActivate(t, a))
			r.no = r.no && !l.ok && l.unknown == ""
			r.yes = r.yes && l.ok && l.unknown == ""
		} else {
			r.no, r.yes = false, false
		}
		if a.Cost.CrewPower > 0 {
			crew = true
		}
		if (a.Cost.Tap || a.Cost.Untap) && t.Sick && !t.is("Creature") {
			// A permanent that is a creature can't pay {T} or {Q} with
			// summoning sickness (302.6).
			all.WriteString(" creature ")
		}
		if targetsSomething(a) {
			targets = true
		}
		if slices.Contains(a.Keywords, "equip") {
			// "Attach to target creature you control" (702.6a).
			all.WriteString(" target creature ")
		}
		cost, effect, ok := splitCost(a.Text)
		if !ok {
			all.WriteString(" " + a.Text)
			continue
		}
		all.WriteString(" " + cost)
		for _, s := range strings.SplitAfter(effect, ".") {
			if reRuleSentence.MatchString(s) {
				all.WriteString(" " + s)
				continue
			}
			// A target that is a card (in a graveyard) is no permanent
			// such an effect changes; "up to one target" may be none
			// (601.2c); what the effect does to a target is not read.
			s = reCardTarget.ReplaceAllString(s, "")
			s = reUpToTarget.ReplaceAllString(s, "")
			for _, m := range reTargetPhrase.FindAllString(s, -1) {
				all.WriteString(" " + m)
			}
		}
	}
	if !any || fixed {
		return activationRead{}
	}
	var self strings.Builder
	for _, q := range w.perms {
		for _, a := range q.abilities {
			switch a.Kind {
			case KindStatic:
				if containsFoldASCII(a.Text, "activat") || targets && reShieldWords.MatchString(a.Text) {
					self.WriteString(" " + a.Text)
				}
			case KindKeyword:
				if !targets {
					continue
				}
				for _, kw := range a.Keywords {
					if reShieldWords.MatchString(kw) {
						self.WriteString(" " + kw)
					}
				}
			}
		}
	}
	r.all, r.self = all.String(), self.String()
	n := len(reReadsPower.FindAllString(r.all, -1))
	r.power = crew || n > 0 || reReadsPower.MatchString(r.self)
	r.powerUp = r.power && !reReadsPower.MatchString(r.self) && len(rePowerAtLeast.FindAllString(r.all, -1)) == n
	return r
}

// fixedNo reports whether p's ability a can't be activated now for a
// reason that no effect changing a permanent's types, colors, power or
// abilities undoes: its {T} with p tapped or its {Q} with p untapped
// (107.5, 107.6), counters to remove that p lacks (602.2b), a time to
// activate it that is not now (the untap step, 502.4; a loyalty ability
// outside a main phase of its controller's turn, 606.3; "Activate only
// as a sorcery", 602.5d; "Activate only during the end step"), or an
// effect that stops p's activated abilities and reads no color or power
// (Null Rod, Pithing Needle): taking a type away takes the abilities too
// (Soul Sculptor's enchantment, Thelonite Monk's Forest, 305.7).
func (w *world) fixedNo(p *perm, a *Ability) bool {
	b := w.b
	r := a.Restriction
	switch {
	case a.Cost.Tap && a.Cost.Untap:
		return false
	case a.Cost.Tap && p.Tapped, a.Cost.Untap && !p.Tapped:
		return true
	case b.Step == StepUntap:
		return true
	case a.Cost.RemoveCounters > 0 && p.counters(a.Cost.RemoveKind) < a.Cost.RemoveCounters:
		return true
	case a.Cost.Loyalty && b.notSorceryTime(p.Controller) != "":
		return true
	case r.Sorcery && !r.AnyPlayer && b.notSorceryTime(p.Controller) != "":
		return true
	}
	if in, ok := restrictionSteps[r.Step]; ok && b.Step != in {
		return true
	}
	if r.Turn == "yours" && !b.activeTeam(p.Controller) || r.Turn == "opponent's" && b.activeTeam(p.Controller) {
		// "Activate only during your turn", "only if it's not your
		// turn", "only during an opponent's upkeep".
		return true
	}
	if r.Turn != "" && (r.TurnStep != "" && b.Step != r.TurnStep || r.MainPhase && b.Step != StepMain1 && b.Step != StepMain2) {
		return true
	}
	for _, c := range p.cantActivate {
		if c.nonManaOnly && a.Kind == KindMana {
			continue
		}
		if !reColorWords.MatchString(c.text) && !reReadsPower.MatchString(c.text) {
			return true
		}
	}
	return false
}

// reads reports whether what r reads names word, a lower-case card type,
// of a permanent effect may have changed: any, where the abilities read
// it; the asked permanent, where what reads it only reads that one.
func (r activationRead) reads(word string, asked bool) bool {
	return containsFoldASCII(r.all, word) || asked && containsFoldASCII(r.self, word)
}

// reBecomesType is an effect that gives a permanent a card type or types
// ("becomes an artifact in addition to its other types", "becomes a
// colorless artifact", "becomes an enchantment", "becomes a 4/4
// Elemental creature", "becomes an artifact creature"); 1 is the words
// that name them, and reCardTypeWord finds each.
var (
	reBecomesType  = regexp.MustCompile(`(?i)\bbecomes? (?:an? )?((?:[^\s.,]+ ){0,4}?(?:artifact|enchantment|creature|land|planeswalker)s?(?: (?:artifact|enchantment|creature|land|planeswalker)s?)*)\b`)
	reCardTypeWord = regexp.MustCompile(`(?i)\b(artifact|enchantment|creature|land|planeswalker)s?\b`)
)

// reKeepsTypes is wording that keeps a permanent's other types as it
// gets one.
var reKeepsTypes = regexp.MustCompile(`(?i)\bin addition to its other types\b|\bstill an?\b`)

// reSetsColor is an effect that sets a permanent's color: Alchor's Tomb's
// "becomes the color of your choice", Xathrid Gorgon's "becomes a
// colorless artifact".
var reSetsColor = regexp.MustCompile(`(?i)\bbecomes? (?:the colou?rs?\b|colou?rless\b|an? colou?rless\b|(?:white|blue|black|red|green)\b)`)

// reLosesAll is an effect that takes all of a permanent's abilities.
var reLosesAll = regexp.MustCompile(`(?i)\blos(?:e|es) all (?:other )?abilities\b`)

// reAffectedType is the kind of permanent an effect targets.
var reAffectedType = regexp.MustCompile(`(?i)\btarget (?:[a-z]+ )?(creature|artifact|land|enchantment|planeswalker|permanent)s?\b`)

// reOnlyItself is an effect that changes only its own permanent, once
// its name is "this" (Figure of Destiny's "this becomes a Kithkin
// Spirit", "If this is a Spirit, it becomes …").
var reOnlyItself = regexp.MustCompile(`(?i)^(?:this becomes\b|if this is\b[^,.]*, it becomes\b)`)

// reGetsPTBy is a change of power and toughness by an amount: 1 the
// power's, 2 the toughness'.
var reGetsPTBy = regexp.MustCompile(`(?i)\bgets? ([+-]\d+)/([+-]\d+)`)

// activationReadsChange reports whether effect, of an ability of p's
// activated in an earlier turn whose effect may still apply, changes
// what the legality of the abilities activate question k considers
// reads (activationRead): power or toughness, colors, a card type, or
// the asked permanent's own abilities, taken away or stopped (Xathrid
// Gorgon's "Its activated abilities can't be activated", Soul Sculptor's
// "loses all abilities").
func (w *world) activationReadsChange(k asking, p *perm, effect string) bool {
	r := w.activationReadOf(k)
	if k.kind != askActivate || r.all == "" && r.self == "" && !r.power {
		return false
	}
	if w.noAnimateTarget(p, effect) {
		// Tezzeret, Agent of Bolas' "Target artifact becomes …" with no
		// artifact on the board: nothing it could have changed is
		// there.
		return false
	}
	asked := w.mayHaveAffected(k.target, p, effect)
	if (reLosesAll.MatchString(effect) || reStopsActivating.MatchString(effect)) && asked {
		return true
	}
	if reLosesAll.MatchString(effect) && reShieldWords.MatchString(r.self) {
		// White Knight's protection from black taken away.
		return true
	}
	if r.power && (reGetsPTBy.MatchString(effect) || reBasePT.MatchString(effect)) && !w.powerChangeMoot(r, p, effect) {
		// Mu Yanling's "-5/-0 until your next turn" beside formidable,
		// Figure of Destiny's 8/8 beside crew 4.
		return true
	}
	if reSetsColor.MatchString(effect) && (reColorWords.MatchString(r.all) || asked && reColorWords.MatchString(r.self)) {
		// Alchor's Tomb beside Moonring Island's blue permanents, or
		// beside White Knight's protection from black.
		return true
	}
	// The types its target has already ("Target noncreature artifact
	// becomes an artifact creature": Karn, the Great Creator's) are no
	// change.
	had := map[string]bool{}
	for _, m := range reAffectedType.FindAllStringSubmatch(effect, -1) {
		had[strings.ToLower(m[1])] = true
	}
	for _, m := range reBecomesType.FindAllStringSubmatch(effect, -1) {
		if strings.Contains(m[1], " of ") {
			// "becomes the number of creatures you control", "becomes a
			// copy of target creature" (lastingCopy): no type given.
			continue
		}
		kinds := reCardTypeWord.FindAllStringSubmatch(m[1], -1)
		made := false
		for _, t := range kinds {
			made = made || strings.EqualFold(t[1], "creature")
		}
		for _, t := range kinds {
			kind := strings.ToLower(t[1])
			if had[kind] || w.typeAddMoot(r, kind) {
				continue
			}
			if r.reads(kind, asked && !k.target.is(Capital(kind))) || kind == "creature" && r.power {
				// Memnarch's artifact beside Null Rod or metalcraft;
				// Nissa, Worldwaker's 4/4 land beside "target tapped
				// creature".
				return true
			}
		}
		if !made && !reKeepsTypes.MatchString(effect) && containsFoldASCII(effect, "target creature") && r.reads("creature", asked) {
			// Soul Sculptor's "Target creature becomes an enchantment":
			// no longer a creature.
			return true
		}
	}
	return false
}

// reNegativeRead is text that reads a permanent as not having some
// quality, or as few having it: a type given may then take away what
// the board shows ("target nonartifact creature", "Activate only if you
// control no creatures").
var reNegativeRead = regexp.MustCompile(`(?i)\bnon-?[a-z]+|\bno\b|\bnot\b|\bfewer\b|\bless\b|\bat most\b|\bonly one\b|\bexactly\b|\bwithout\b|\bunless\b`)

// typeAddMoot reports whether giving permanents the card type kind can't
// change the answer where every ability considered can be activated now:
// only the abilities themselves read that type (r.all), as one to
// target, to sacrifice, or to control some of, never as one not to be
// (reNegativeRead), so more permanents of it leave each choice there;
// an effect that stops activating reads it in r.self.
func (w *world) typeAddMoot(r activationRead, kind string) bool {
	return r.yes && !containsFoldASCII(r.self, kind) && !reNegativeRead.MatchString(r.all) && !(kind == "creature" && r.power && !r.powerUp)
}

// powerChangeMoot reports whether effect, which changes power or
// toughness, can't change the answer where r reads them only as at least
// some amount (powerUp): it only lowers them ("gets -2/-1") and no
// ability considered can be activated now, or only raises them and every
// one can.
func (w *world) powerChangeMoot(r activationRead, p *perm, effect string) bool {
	if !r.powerUp {
		return false
	}
	if reBasePT.MatchString(effect) {
		// Figure of Destiny's "becomes a Kithkin Spirit with base power
		// and toughness 4/4", of its own permanent, above what its card
		// has: it only raises them.
		return r.yes && w.raisesOwnBase(p, effect)
	}
	ms := reGetsPTBy.FindAllStringSubmatch(effect, -1)
	if ms == nil {
		return false
	}
	lowers, raises := true, true
	for _, m := range ms {
		for _, n := range m[1:] {
			lowers = lowers && (n[0] == '-' || n == "+0")
			raises = raises && (n[0] == '+' || n == "-0")
		}
	}
	return lowers && r.no || raises && r.yes
}

// reBaseValues is the power and toughness a base is set to.
var reBaseValues = regexp.MustCompile(`(?i)\bbase power and toughness (\d+)/(\d+)\b`)

// raisesOwnBase reports whether effect sets only p's own base power and
// toughness, each to at least what p's card prints.
func (w *world) raisesOwnBase(p *perm, effect string) bool {
	if p.Card == nil || !reOnlyItself.MatchString(normalize(p.Card, effect)) {
		return false
	}
	pw, err1 := strconv.Atoi(p.Card.Power)
	th, err2 := strconv.Atoi(p.Card.Toughness)
	ms := reBaseValues.FindAllStringSubmatch(effect, -1)
	if err1 != nil || err2 != nil || ms == nil {
		return false
	}
	for _, m := range ms {
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		if a < pw || b < th {
			return false
		}
	}
	return true
}

// mayHaveAffected reports whether effect, of p's ability, may have
// applied to q: it targets a permanent of q's kind, or names no target
// and is not only p's own (Figure of Destiny's "becomes a Kithkin
// Spirit" is Figure's alone).
func (w *world) mayHaveAffected(q, p *perm, effect string) bool {
	if q == nil {
		return false
	}
	ms := reAffectedType.FindAllStringSubmatch(effect, -1)
	if ms == nil {
		return q == p || !reOnlyItself.MatchString(normalize(p.Card, effect))
	}
	for _, m := range ms {
		if kind := strings.ToLower(m[1]); kind == "permanent" || q.is(Capital(kind)) {
			return true
		}
	}
	return false
}

// noAnimateTarget reports whether effect, of p's ability, targets an
// artifact or a land, or makes lands creatures, where the board holds no
// permanent that could have been one (Tezzeret, Agent of Bolas' "Target
// artifact becomes an artifact creature" with no artifact on the board,
// Nissa, Worldwaker's "Those lands become 4/4 Elemental creatures" with
// no land).
func (w *world) noAnimateTarget(p *perm, effect string) bool {
	if reLandsBecome.MatchString(effect) && !slices.ContainsFunc(w.perms, func(q *perm) bool { return q.is("Land") }) {
		return true
	}
	m := reAnimateTarget.FindStringSubmatch(effect)
	return m != nil && !slices.ContainsFunc(w.perms, func(q *perm) bool {
		return q.is(Capital(strings.ToLower(m[1]))) && (m[2] == "" || q.Controller == p.Controller)
	})
}

// reLandsBecome is an effect that makes lands something ("Those lands
// become 4/4 Elemental creatures").
var reLandsBecome = regexp.MustCompile(`(?i)\blands? become`)

// stoppedItself reports whether p's activated ability a, asked about by
// an activate question, may have been activated in an earlier turn with
// p itself as its target, taking away or stopping p's abilities for a
// time that reaches now (Xathrid Gorgon's petrification, Soul Sculptor's
// "loses all abilities", CR 611.2a): the board does not say it was.
func (w *world) stoppedItself(p *perm, a *Ability) bool {
	if a.Kind != KindActivated {
		return false
	}
	_, effect, ok := splitCost(a.Text)
	if !ok || !reLosesAll.MatchString(effect) && !reStopsActivating.MatchString(effect) || !reAffectedType.MatchString(effect) {
		return false
	}
	effect = reUntilCast.ReplaceAllString(effect, "")
	return w.effectLasts(p, effect) && w.mayHaveAffected(p, p, effect)
}
