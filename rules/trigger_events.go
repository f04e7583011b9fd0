package rules

import (
	"regexp"
	"slices"
	"strings"
)

// GameEvent is a kind of event a triggered ability's trigger condition
// names (CR 603.1, 603.2). understand.go says, per question, which of
// them can happen while the question's actions are carried out.
type GameEvent string

// The trigger events the compiler reads.
const (
	EventUpkeep      GameEvent = "the beginning of an upkeep"
	EventDrawStep    GameEvent = "the beginning of a draw step"
	EventOtherStep   GameEvent = "the beginning of another step or phase"
	EventCast        GameEvent = "a spell being cast"
	EventCastSelf    GameEvent = "this spell being cast"
	EventCastNonPerm GameEvent = "an instant or sorcery spell being cast"
	EventActivate    GameEvent = "an ability being activated"
	// EventActivateNonMana: no question activates an ability that is not
	// a mana ability (activate asks only whether it can be), but pay and
	// mana where one untaps its own permanent for mana, or an untapper
	// untaps another, before the cost is paid (asking.nonMana).
	EventActivateNonMana GameEvent = "an ability that isn't a mana ability being activated"
	EventEntersSelf      GameEvent = "this permanent entering"
	EventEnters          GameEvent = "another permanent entering"
	EventLeaves          GameEvent = "a permanent leaving the battlefield"
	EventCombat          GameEvent = "attacking, blocking or combat damage"
	EventDamage          GameEvent = "damage being dealt"
	// EventPermDamaged: no question deals damage to a permanent (the
	// damage of mana abilities and upkeep triggers the engine reads is
	// dealt to players), except an upkeep trigger that deals damage.
	EventPermDamaged GameEvent = "damage being dealt to a permanent"
	EventDraw        GameEvent = "a card being drawn"
	EventDiscard     GameEvent = "a card being discarded"
	EventLifeGain    GameEvent = "a player gaining life"
	EventLifeLoss    GameEvent = "a player losing life"
	EventTapped      GameEvent = "a permanent becoming tapped or untapped, or being tapped for mana"
	EventManaAdded   GameEvent = "mana being added"
	EventSacrifice   GameEvent = "a permanent being sacrificed"
	EventCounters    GameEvent = "counters being put on or removed from a permanent"
	EventTargeted    GameEvent = "a permanent or player becoming the target of a spell or ability"
	EventSpellResolv GameEvent = "a spell resolving or being countered"
	// EventTurnedFaceUp: no question has a face-down permanent (a
	// permanent the board names is face up).
	EventTurnedFaceUp GameEvent = "a face-down permanent being turned face up"
	// EventCycle: cycling is activating an ability of a card in a hand
	// (702.29a), which no question does: the cards in a hand are not
	// known, and an untapper activated before paying is on the
	// battlefield.
	EventCycle GameEvent = "a card being cycled"
	// EventPhases: a permanent phases in or out as its controller's untap
	// step begins (702.26a), which no question has, or where an effect
	// says so (asking.noPhasing).
	EventPhases GameEvent = "a permanent phasing in or out"
	// EventSelfTapped, EventSelfUntapped: the trigger's own permanent
	// becoming tapped or untapped, which can happen only where a
	// permanent can (EventTapped) and something can tap or untap it
	// (world.canHappen).
	EventSelfTapped   GameEvent = "this permanent becoming tapped"
	EventSelfUntapped GameEvent = "this permanent becoming untapped"
	// EventExploits: the trigger's own permanent exploiting a creature,
	// as its exploit ability resolves, which triggers only on its
	// entering (702.110a, 702.110b).
	EventExploits GameEvent = "this permanent exploiting a creature"
	// EventExplores, EventSurveils, EventScries, EventClashes: keyword
	// actions an effect performs only where it says so (701.44a, 701.25a,
	// 701.22a, 701.30a; world.canHappen).
	EventExplores GameEvent = "a creature exploring"
	EventSurveils GameEvent = "a player surveilling"
	EventScries   GameEvent = "a player scrying"
	EventClashes  GameEvent = "a player clashing"
	// EventDice: a die rolled or a coin flipped, which happens only where
	// an effect says so (706.1, 705.1; world.canHappen).
	EventDice GameEvent = "a die being rolled or a coin being flipped"
	// EventMonstrous: a permanent becoming monstrous, which happens only
	// as its monstrosity ability resolves (701.37a, 701.37b): only where
	// an ability that isn't a mana ability is activated, and some text
	// says monstrosity (world.canHappen).
	EventMonstrous GameEvent = "a permanent becoming monstrous"
	// EventState: a state trigger's condition being true ("When you
	// control no Islands", CR 603.8). It triggers as soon as it is true,
	// and is put on the stack the next time a player would receive
	// priority: mana abilities, and the costs of a spell being cast, are
	// done before that (605.3a, 603.3), so it changes no mana made now.
	// It resolves within an upkeep, a turn's land plays, and before a
	// spell cast resolves.
	EventState GameEvent = "a state trigger's condition being true"
	// EventInGraveyard: anything, while its card is in a graveyard. A
	// triggered ability that returns its own card from a graveyard, or
	// that does something only "if this is in your graveyard" (Squee,
	// Goblin Nabob; Nether Shadow), functions only there (CR 113.6m,
	// 113.6k): on the battlefield, where a board's permanents are, it
	// never triggers, and no question's events hold it. It bears only
	// where the question may put its permanent into a graveyard
	// (understand_classify.go).
	EventInGraveyard GameEvent = "anything, while this card is in a graveyard"
)

// reIsTappedForMana is the trigger condition of a permanent of a type
// being tapped for mana, whoever taps it.
var reIsTappedForMana = regexp.MustCompile(`^(?:a|an) [a-z ]+? is tapped for mana$`)

// eventTemplates are the trigger conditions read, one verb phrase each,
// with any subject; a condition that joins several with "or" is read part
// by part. Each template names the event whole: its tail allows only
// words that narrow the event, never another verb.
var eventTemplates = []struct {
	re *regexp.Regexp
	ev GameEvent
}{
	{regexp.MustCompile(`^the beginning of (?:your|each|each player's|each opponent's|that player's|the) (?:first )?upkeep$`), EventUpkeep},
	{regexp.MustCompile(`^(?:you control no (?:other )?[A-Za-z]+|there are no [a-z]+ on the battlefield)$`), EventState},
	{regexp.MustCompile(`^the beginning of (?:your|each|each player's|each opponent's|that player's|the) draw step$`), EventDrawStep},
	{regexp.MustCompile(`^the beginning of (?:your|each|each player's|each opponent's|that player's|the|the next)(?: (?:precombat|postcombat|first|second))? (?:end step|combat|combat on your turn|main phase|cleanup step)(?: on your turn)?$`), EventOtherStep},
	// "At the beginning of each of your main phases" (Carpet of Flowers):
	// the precombat and the postcombat main phase (505.1).
	{regexp.MustCompile(`^the beginning of each of your main phases$`), EventOtherStep},
	{regexp.MustCompile(`^the beginning of the end step$`), EventOtherStep},
	// "At the beginning of combat on your turn" (507.1), "At end of
	// combat" (the end of combat step, 511.1).
	{regexp.MustCompile(`^the beginning of combat(?: on your turn| on each player's turn)?$|^end of combat$`), EventOtherStep},
	{regexp.MustCompile(`^(?:you|a player|an opponent|each opponent|another player|that player) casts? (?:an|your|their)? ?(?:instant or sorcery|instant|sorcery) spells?(?: with [a-z0-9{} ]+| from [a-z' ]+| this turn| during [a-z' ]+)?$`), EventCastNonPerm},
	{regexp.MustCompile(`^(?:you|a player|an opponent|each opponent|another player|that player) casts? (?:a|an|your|another|their)(?: [a-z0-9,/{}\- ]+)? spells?(?: with [a-z0-9{} ]+| from [a-z' ]+| this turn| of the game| during [a-z' ]+| that targets (?:this|a [a-z ]+ you control))?$`), EventCast},
	// What narrows a spell cast further: "a spell that's both red and
	// white", "a spell of the chosen color", "your second spell each
	// turn", "an instant or sorcery spell that targets only this", "a
	// creature spell that doesn't share a color with a creature you
	// control", "an instant spell other than the first instant spell that
	// player casts each turn" (601.2i: a spell becomes cast as its costs
	// are paid).
	{regexp.MustCompile(`^(?:you|a player|an opponent|each opponent|another player|that player) casts? (?:a|an|your|their|another)(?: first| second| third| fourth)?(?: [a-z0-9,/{}\- ]+)? spells?(?: that's both [a-z]+ and [a-z]+| of the chosen (?:color|type)| each turn| in a turn| that targets (?:only )?(?:this|you|a single [a-z]+|a [a-z ]+ you control)| that doesn't share a color with a creature you control| other than the first [a-z ]+ spell that player casts each turn)$`), EventCast},
	// "Whenever the first noncreature spell of a turn is cast", "an
	// instant or sorcery spell is cast during your turn".
	{regexp.MustCompile(`^(?:the (?:first|second|third|fourth)(?: [a-z]+)? spell of a turn|an? [a-z ]+ spell) is cast(?: during (?:your|each|an opponent's) turn)?$`), EventCast},
	{regexp.MustCompile(`^you cast this spell$`), EventCastSelf},
	{regexp.MustCompile(`^(?:you|a player|an opponent) activates? an ability that isn't a mana ability$`), EventActivateNonMana},
	// Immolation Shaman's "an opponent activates an ability of an
	// artifact, creature, or land that isn't a mana ability".
	{regexp.MustCompile(`^(?:you|a player|an opponent) activates? an ability of an? [a-z, ]+ that isn't a mana ability$`), EventActivateNonMana},
	{regexp.MustCompile(`^(?:you|a player|an opponent) activates? (?:an|a|your)(?: [a-z ]+)? abilit(?:y|ies)(?: [a-z' ]+(?:, [a-z' ]+)*)?$`), EventActivate},
	{regexp.MustCompile(`^this enters$`), EventEntersSelf},
	{regexp.MustCompile(`^(?:a|an|another|one or more|one or more other) [a-z ]+?(?: with (?:power|toughness) [0-9]+ or (?:greater|less))? enters?(?: the battlefield)?(?: tapped)?(?:(?: and)? under (?:your|an opponent's|their owner's) control)?$`), EventEnters},
	{regexp.MustCompile(`^(?:this|a|an|another|one or more|one or more other|equipped|enchanted) ?[a-z ]*?(?: with (?:power|toughness) [0-9]+ or (?:greater|less)| with an? \+1/\+1 counter on it)? (?:dies|die|leaves the battlefield|is put into (?:a|your|an opponent's) graveyard from the battlefield)$`), EventLeaves},
	// "When this is put into a graveyard from anywhere" (Vigor, the
	// Eldrazi titans): a permanent on the board goes to a graveyard only
	// from the battlefield.
	{regexp.MustCompile(`^this is put into (?:a|your|its owner's) graveyard from anywhere$`), EventLeaves},
	{regexp.MustCompile(`^(?:this|a|an|another|one or more|equipped|enchanted) ?[a-z ]*? (?:attacks|blocks|becomes blocked|attack|block|deals? combat damage(?: to (?:a player|you|an opponent|a creature))?)$`), EventCombat},
	{regexp.MustCompile(`^you attack(?: with one or more creatures)?$`), EventCombat},
	// Attacking and blocking with what narrows them: "attacks and isn't
	// blocked", "blocks a creature", "blocks or becomes blocked by a
	// green or white creature", "attacks you or a planeswalker you
	// control" (508, 509).
	{regexp.MustCompile(`^(?:this|a creature|another creature|a creature you control) (?:attacks and isn't blocked|attacks alone|attacks (?:you|a player|an opponent)(?: or a planeswalker you control)?|blocks a creature|blocks or becomes blocked(?: by a [a-z ]+creature)?|becomes blocked(?: by a [a-z ]*creature)?)$`), EventCombat},
	// Attacking, blocking and combat damage whatever the subject and what
	// narrows them: creatures attack only as attackers are declared
	// (508.1, 508.3a), block or become blocked only as blockers are
	// (509.1, 509.1h, 509.3), and combat damage is dealt only in the
	// combat damage step (510.2): "Whenever you attack with three or more
	// creatures", "Whenever this blocks a creature with flying",
	// "Whenever this becomes blocked by a non-Wall creature", "Whenever
	// this deals combat damage to a player or planeswalker", "Whenever
	// this is dealt combat damage", "Whenever this attacks for the first
	// time each turn".
	{regexp.MustCompile(`^[a-z0-9+/\-' ]+? (?:attacks|attack|blocks|block|becomes blocked|become blocked)(?: [a-z0-9+/\-' ]+)?$`), EventCombat},
	{regexp.MustCompile(`^you attack(?: [a-z0-9+/\-' ]+)?$`), EventCombat},
	// "Whenever enchanted player is attacked" (Curse of Opulence): as
	// attackers are declared (508.1, 508.3).
	{regexp.MustCompile(`^[a-z0-9+/\-' ]+? (?:is|are) attacked$`), EventCombat},
	{regexp.MustCompile(`^[a-z0-9+/\-' ]+? (?:deals?|is dealt|are dealt) combat damage(?: to [a-z0-9+/\-' ]+)?$`), EventCombat},
	{regexp.MustCompile(`^(?:this|a source|a creature|a source you control|a source an opponent controls) deals damage to (?:a creature|a permanent)$`), EventPermDamaged},
	{regexp.MustCompile(`^(?:this|a source|a creature|a source you control|a source an opponent controls) deals damage(?: to (?:a player|you|an opponent))?$`), EventDamage},
	// A permanent dealt damage ("Whenever this is dealt damage", enrage),
	// and a player.
	{regexp.MustCompile(`^(?:this|equipped creature|enchanted creature|a creature(?: you control| an opponent controls)?) (?:is|are) dealt damage$`), EventPermDamaged},
	{regexp.MustCompile(`^(?:a player|you) (?:is|are) dealt damage$`), EventDamage},
	// "Whenever you're dealt damage", "Whenever an opponent is dealt
	// noncombat damage" (120.3).
	{regexp.MustCompile(`^(?:you're|an opponent is|each opponent is) dealt (?:noncombat )?damage$`), EventDamage},
	// "Whenever a source deals damage to this", "Whenever this deals
	// damage to one or more creatures", "Whenever equipped creature deals
	// damage to a creature".
	{regexp.MustCompile(`^a source deals damage to (?:this|equipped creature|enchanted creature)$`), EventPermDamaged},
	{regexp.MustCompile(`^(?:this|equipped creature|enchanted creature) deals damage to (?:one or more creatures|a creature)$`), EventPermDamaged},
	// A source named by its qualities: "a Human deals damage to you", "a
	// Sliver deals damage", "a permanent deals damage to you".
	{regexp.MustCompile(`^(?:this|equipped creature|enchanted creature|(?:a|an) [a-z ]+?) deals damage(?: to (?:a player|you|an opponent))?$`), EventDamage},
	{regexp.MustCompile(`^(?:you|a player|an opponent|each opponent) draws? (?:a|one or more|your first|your second|their first|their second) cards?(?: each turn| this turn)?$`), EventDraw},
	// "an opponent discards a noncreature, nonland card" (Waste Not), "a
	// spell or ability an opponent controls causes you to discard a card"
	// (Spiritual Focus).
	{regexp.MustCompile(`^(?:you|a player|an opponent) discards? (?:a|one or more) (?:[a-z]+(?:, [a-z]+)* )?cards?$`), EventDiscard},
	{regexp.MustCompile(`^a spell or ability an opponent controls causes you to discard a card$`), EventDiscard},
	{regexp.MustCompile(`^(?:you|a player|an opponent) gains? life$`), EventLifeGain},
	{regexp.MustCompile(`^(?:you|a player|an opponent) loses? life$`), EventLifeLoss},
	{regexp.MustCompile(`^this becomes tapped$`), EventSelfTapped},
	{regexp.MustCompile(`^this becomes untapped$`), EventSelfUntapped},
	{regexp.MustCompile(`^(?:this|a|an|another|one or more|enchanted) ?[a-z ]*? becomes? (?:tapped|untapped)$`), EventTapped},
	{regexp.MustCompile(`^(?:you|a player|an opponent) taps? (?:a|an|one or more|an untapped) [a-z ]+?(?: for mana)?$`), EventTapped},
	{regexp.MustCompile(`^you tap this(?: for mana)?$`), EventTapped},
	// "Whenever a land is tapped for mana" (Storm Cauldron, Mana Web):
	// only where a land can be tapped, which is also everywhere mana can
	// be added (asking.events).
	{reIsTappedForMana, EventTapped},
	{regexp.MustCompile(`^(?:you|a player|an opponent) sacrifices? (?:a|an|another|one or more) [a-z ]+$`), EventSacrifice},
	{regexp.MustCompile(`^(?:this|a|an|another|one or more|enchanted) ?[a-z ]*? becomes? the target of (?:a|an) [a-z ]+$`), EventTargeted},
	// "you or a permanent you control becomes the target of a spell or
	// ability an opponent controls" (Leovold, Emissary of Trest).
	{regexp.MustCompile(`^you or (?:a|another) [a-z ]+? you control becomes? the target of (?:a|an) [a-z ]+$`), EventTargeted},
	{regexp.MustCompile(`^(?:one or more|a|an) [+\-0-9/a-z ]*counters? (?:is|are) (?:put on|removed from) [a-z ]+$`), EventCounters},
	{regexp.MustCompile(`^you put one or more [+\-0-9/a-z ]*counters on [a-z ]+$`), EventCounters},
	{regexp.MustCompile(`^(?:this|a|an|another) ?[a-z ]*? is turned face up$`), EventTurnedFaceUp},
	{regexp.MustCompile(`^this phases (?:in|out)$`), EventPhases},
	{regexp.MustCompile(`^this exploits a creature$`), EventExploits},
	{regexp.MustCompile(`^(?:this|a creature|a creature you control) explores$`), EventExplores},
	{regexp.MustCompile(`^you surveil$`), EventSurveils},
	{regexp.MustCompile(`^you scry$`), EventScries},
	{regexp.MustCompile(`^you clash$`), EventClashes},
	// "Whenever you roll a die", "Whenever you roll a 5 or higher on a
	// die", "Whenever a 6 is rolled on a six-sided die", "Whenever you
	// win a coin flip".
	{regexp.MustCompile(`^(?:you|a player) rolls? (?:a die|one or more dice|a [0-9]+ or higher on a die)$|^a [0-9]+ is rolled on a [a-z]+-sided die$|^(?:you|a player) wins? a coin flip$`), EventDice},
	{regexp.MustCompile(`^this becomes monstrous$`), EventMonstrous},
	// A creature becomes renowned only as its renown trigger resolves,
	// which combat damage to a player sets off (702.112a, 702.112b).
	{regexp.MustCompile(`^(?:this|a creature you control) becomes renowned$`), EventCombat},
	// Cycling is activating an ability from a hand (702.29a); a
	// permanent's "when you cycle this" can never trigger.
	{regexp.MustCompile(`^(?:you|a player|an opponent) cycles? (?:this|a card|another card)$`), EventCycle},
	// Baral, Chief of Compliance; Multani's Presence: a spell countered.
	{regexp.MustCompile(`^(?:a spell or ability you control counters a spell|a spell you've cast is countered)$`), EventSpellResolv},
	// Playing a land puts it onto the battlefield (305.1): it enters.
	{regexp.MustCompile(`^(?:you|a player|an opponent) plays? (?:a|another) land$`), EventEnters},
}

// reToGraveyardAnywhere is the trigger condition of a card put into a
// graveyard from anywhere: "one or more land cards are put into your
// graveyard from anywhere", "a creature card is put into an opponent's
// graveyard from anywhere".
var reToGraveyardAnywhere = regexp.MustCompile(`^(?:a|an|another|one or more) (?:[a-z]+ )?cards? (?:is|are) put into (?:your|a|an opponent's) graveyard from anywhere(?: for the first time each turn)?$`)

// triggerCondition splits a triggered ability's text into its trigger
// condition (lower case, after "When", "Whenever" or "At") and the rest.
func triggerCondition(s string) (string, bool) {
	for _, w := range []string{"Whenever ", "When ", "At "} {
		if strings.HasPrefix(s, w) {
			rest := s[len(w):]
			i := strings.Index(rest, ", ")
			// A list of qualities inside the condition ("an opponent
			// discards a noncreature, nonland card") is no end of it.
			for i >= 0 && (reQualityList.MatchString(rest[i+2:]) || listGoesOn(rest[:i], rest[i+2:])) {
				j := strings.Index(rest[i+2:], ", ")
				if j < 0 {
					return "", false
				}
				i += 2 + j
			}
			if i < 0 {
				return "", false
			}
			return strings.ToLower(rest[:i]), true
		}
	}
	return "", false
}

// reQualityList: the rest of a list of qualities of a card after a
// comma ("nonland card").
var reQualityList = regexp.MustCompile(`^non[a-z]+ (?:[a-z]+ )?cards?, `)

// listWords are the colors and types a trigger condition lists, joined by
// commas, to name a spell or permanent: "a white, blue, black, or red
// spell", "an Aura, Equipment, or Vehicle spell".
var listWords = map[string]bool{
	"white": true, "blue": true, "black": true, "red": true, "green": true,
	"artifact": true, "creature": true, "enchantment": true, "instant": true, "sorcery": true,
	"land": true, "planeswalker": true, "aura": true, "equipment": true, "vehicle": true,
}

// listGoesOn reports whether the comma between before and after is one
// of a list of colors or types (listWords), not the end of a trigger
// condition: before ends with such a word, and after goes on with another,
// or with "or" or "and" and another.
func listGoesOn(before, after string) bool {
	f := strings.Fields(before)
	if len(f) == 0 || !listWords[strings.ToLower(f[len(f)-1])] {
		return false
	}
	g := strings.Fields(after)
	if len(g) > 1 && (g[0] == "or" || g[0] == "and") {
		g = g[1:]
	}
	return len(g) > 1 && listWords[strings.ToLower(strings.TrimSuffix(g[0], ","))]
}

// readEvents reads a trigger condition into the events it names. It
// returns nil when any part of it is not read: such a trigger is taken to
// trigger on anything. A condition with "while" names an event and a
// state that must hold as it happens ("you tap a land for mana while
// you're the monarch", Regal Behemoth; "a time counter is removed from
// this while it's exiled"): it triggers on no event but the one before
// "while", which is read alone.
func readEvents(cond string) []GameEvent {
	if event, _, ok := strings.Cut(cond, " while "); ok {
		return readEvents(event)
	}
	if evs := readEvent(cond); evs != nil {
		return evs
	}
	if reToGraveyardAnywhere.MatchString(cond) {
		// A card put into a graveyard from anywhere (The Gitrog
		// Monster): a permanent going there from the battlefield (it
		// dies, is sacrificed or put there by a state-based action), a
		// card discarded, a spell resolving or countered, and a card put
		// there from a library, which in the questions happens only in
		// place of a draw (Chains of Mephistopheles): each of those events.
		return []GameEvent{EventLeaves, EventSacrifice, EventDiscard, EventSpellResolv, EventDraw}
	}
	if cond == "you cycle or discard a card" || cond == "a player cycles or discards a card" || cond == "you cycle or discard another card" {
		// Cycling discards the card as a cost (702.29a).
		return []GameEvent{EventCycle, EventDiscard}
	}
	if rest, ok := strings.CutPrefix(cond, "this or another "); ok {
		// "Whenever this or another Ally enters the battlefield under
		// your control": the permanent's own entering and another's.
		if evs := readEvent("another " + rest); len(evs) == 1 && evs[0] == EventEnters {
			return []GameEvent{EventEntersSelf, EventEnters}
		}
	}
	// "this creature enters or attacks", "you cast an instant or sorcery
	// spell or activate an ability": each part joined by "or" is read on
	// its own, a part without a subject taking the first part's.
	// "At the beginning of your upkeep or whenever you cast a green
	// spell": a later part may repeat "whenever".
	cond = strings.ReplaceAll(cond, " or whenever ", " or ")
	parts := strings.Split(cond, " or ")
	if len(parts) > maxOrParts {
		return nil
	}
	return readParts(parts, "")
}

// maxOrParts bounds the parts joined by "or" that readParts tries to
// group, so that a condition's reading stays bounded: no printed
// condition has more.
const maxOrParts = 8

// readParts reads parts, joined by "or", as events, each group of
// consecutive parts naming one event; nil when they cannot all be read.
// A part may itself hold "or" inside its object ("an instant or sorcery
// spell", "becomes blocked by a green or white creature"): the shortest
// group that reads is tried first, then longer ones where the rest does
// not read. A group without a subject takes subject, the first group's.
func readParts(parts []string, subject string) []GameEvent {
	if len(parts) == 0 {
		return []GameEvent{}
	}
	part := ""
	for j := range parts {
		if j == 0 {
			part = parts[0]
		} else {
			part += " or " + parts[j]
		}
		evs := readEvent(part)
		if evs == nil && subject != "" {
			evs = readEvent(subject + " " + part)
		}
		if evs == nil {
			continue
		}
		subj := subject
		if subj == "" {
			if f := strings.Fields(part); len(f) > 0 {
				subj = f[0]
				if subj == "a" || subj == "an" || subj == "another" {
					subj = strings.Join(f[:min(2, len(f))], " ")
				}
			}
		}
		rest := readParts(parts[j+1:], subj)
		if rest == nil {
			continue
		}
		return append(slices.Clone(evs), rest...)
	}
	return nil
}

// verbs are the words that name an event. A condition read by one
// template holds at most one of them, so that a template's subject or
// tail never swallows a second event ("a creature dies or a land enters").
var verbs = map[string]bool{
	"enters": true, "enter": true, "dies": true, "die": true, "leaves": true, "attacks": true, "attack": true,
	"blocks": true, "block": true, "casts": true, "cast": true, "deals": true, "dealt": true, "draws": true,
	"draw": true, "discards": true, "discard": true, "gains": true, "gain": true, "loses": true, "lose": true,
	"becomes": true, "become": true, "taps": true, "tap": true, "sacrifices": true, "sacrifice": true,
	"activates": true, "activate": true, "is": true, "are": true, "put": true, "removed": true,
	"copies": true, "copy": true, "exiles": true, "exile": true, "mills": true, "mill": true,
	"searches": true, "search": true, "shuffles": true, "shuffle": true, "cycles": true, "cycle": true,
	"explores": true, "scry": true, "scries": true, "creates": true, "create": true, "plays": true, "play": true,
	"transforms": true, "untaps": true, "untap": true, "fights": true, "returns": true, "return": true,
	"crews": true, "crew": true, "exploits": true, "exploit": true, "surveils": true, "surveil": true,
	"exerts": true, "exert": true, "explore": true, "phases": true, "flips": true, "flip": true,
	"mutates": true, "rolls": true, "roll": true, "clashes": true, "clash": true, "investigates": true,
	"investigate": true, "wins": true, "win": true, "pays": true, "pay": true, "puts": true, "leave": true,
	"kicks": true, "kick": true, "fight": true, "transform": true, "proliferate": true, "proliferates": true,
	"amass": true, "amasses": true, "adapt": true, "adapts": true, "bolster": true, "bolsters": true,
	"populate": true, "populates": true, "manifest": true, "manifests": true, "regenerate": true,
	"regenerates": true, "destroy": true, "destroys": true, "get": true, "gets": true, "vote": true,
	"votes": true, "reveal": true, "reveals": true, "chooses": true, "choose": true,
}

// reDealtDamageDies: "a creature dealt damage by this this turn dies"
// (two verbs, one event): the creature dying, which it leaves the
// battlefield by (700.4).
var reDealtDamageDies = regexp.MustCompile(`^a creature dealt damage by (?:this|equipped creature|enchanted creature) this turn dies$`)

func readEvent(s string) []GameEvent {
	if reDealtDamageDies.MatchString(s) {
		return []GameEvent{EventLeaves}
	}
	n := 0
	for _, w := range strings.Fields(s) {
		if verbs[w] {
			n++
		}
	}
	// "is put into", "are put on", "are removed from", "is dealt" name one
	// event with two of the words.
	for _, two := range []string{"is put ", "are put ", "are removed ", "is removed ", "is dealt ", "are dealt ", "is cast ", "is rolled ", "coin flip ", "a die ", "sided die ", "is countered "} {
		if strings.Contains(s+" ", two) {
			n--
		}
	}
	if n > 1 {
		return nil
	}
	for _, t := range eventTemplates {
		if t.re.MatchString(s) {
			return []GameEvent{t.ev}
		}
	}
	return nil
}
