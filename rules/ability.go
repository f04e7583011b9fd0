package rules

// AbilityKind says what sort of ability a line of Oracle text is.
type AbilityKind string

// The kinds of ability the template grammar recognises.
const (
	// KindMana is an activated mana ability (CR 605.1a).
	KindMana AbilityKind = "mana ability"
	// KindActivated is an activated ability that is not a mana ability.
	KindActivated AbilityKind = "activated ability"
	// KindTriggered is a triggered ability that uses the stack.
	KindTriggered AbilityKind = "triggered ability"
	// KindManaTrigger is a triggered mana ability (CR 605.1b): it triggers
	// when a permanent is tapped for mana and resolves at once (605.4a).
	KindManaTrigger AbilityKind = "triggered mana ability"
	// KindStatic is a static ability (CR 604).
	KindStatic AbilityKind = "static ability"
	// KindReplacement is a static ability that makes a replacement effect
	// (CR 614).
	KindReplacement AbilityKind = "replacement effect"
	// KindEnters is an ability that applies as the permanent enters.
	KindEnters AbilityKind = "enters ability"
	// KindKeyword is one or more keyword abilities.
	KindKeyword AbilityKind = "keyword"
	// KindIntrinsic is a land's intrinsic mana ability from a basic land
	// type (CR 305.6).
	KindIntrinsic AbilityKind = "intrinsic mana ability"
	// KindUnknown is text no template matches: the ability is not
	// understood.
	KindUnknown AbilityKind = "not understood"
)

// Ability is one ability of a card, compiled from its Oracle text.
type Ability struct {
	// Index is the ability's 1-based number in the card's Oracle text; 0
	// for an ability the card does not print (granted or intrinsic).
	Index int
	// Text is the ability's text as printed.
	Text string
	Kind AbilityKind
	// Understood is false when no template matched the text, or a part of it.
	Understood bool
	// Why says, for an ability not understood, which part was not.
	Why string
	// Modes are the "•" lines of a modal activated ability, each a mode
	// (CR 700.2); ModeOf is, for such a line, the ability it is a mode of.
	Modes  []*Ability
	ModeOf *Ability
	// Source names where a granted ability comes from ("Chromatic
	// Lantern", "its land type Forest").
	Source string
	// Unsure, for a granted ability, says why the engine cannot tell
	// whether the permanent has it ("" when it can).
	Unsure string

	// NotManaAbility says, for an activated ability that adds mana but is
	// not a mana ability by CR 605.1a's criteria, which one it fails ("" for
	// any other ability).
	NotManaAbility string
	// ResolvesMana is the mana an activated ability the engine does not
	// use as a source of mana would add as it resolves, or a triggered
	// ability that is no mana ability (Crumbling Vestige's "When this
	// enters, add one mana of any color.", Lotus Cobra's): one that adds
	// mana but is no mana ability (a loyalty ability, NotManaAbility),
	// or a mana ability whose cost is not one the engine models (Grand
	// Architect's "Tap an untapped blue creature you control"), where
	// the sentence that adds the mana is understood, the others say
	// nothing of mana but how it may be spent, and nothing but the cost
	// of such a mana ability is not read. It is mana its permanent
	// could produce (CR 106.7, which ignores costs), though activating it
	// is not tapping the permanent for mana (106.12). Nil for any other
	// ability.
	ResolvesMana *ManaSpec

	// Expanded is, for a keyword that stands for an activated ability
	// (level up, outlast), the text of that ability ("{1}{G}: Put a level
	// counter on this. Activate only as a sorcery."); "" for any other.
	Expanded string

	// EquipQuality is, for an equip ability that restricts its target
	// (CR 702.6c: "Equip [quality] creature"), the supertype the creature
	// it targets must have ("legendary": Blackblade Reforged's "Equip
	// legendary creature {3}"); "" for any other ability.
	EquipQuality string

	// Level is, for an ability printed in a leveler's level symbol, that
	// band (CR 711.2): the permanent has the ability only while its
	// level counters are within it. Nil for any other ability.
	Level *LevelBand

	// While is, for a static ability that applies only as long as a
	// condition the board shows holds ("As long as it's not your turn,
	// …", "As long as this has a slumber counter on it, …"), that
	// condition and what the ability is while it holds (compile_while.go);
	// nil for any other ability.
	While *WhileCond

	// FromZone is the zone the effect moves the card from, where it does
	// ("graveyard": "Return this from your graveyard to the
	// battlefield."; "exile": Torrent Elemental's "Put this from exile
	// onto the battlefield"; "hand"), so that the ability functions only
	// there, not on the battlefield (CR 113.6m); "" for none.
	FromZone string

	Cost        Cost
	Restriction Restriction
	Mana        *ManaSpec
	Trigger     *TriggerSpec
	Static      *StaticSpec
	Replacement *ReplacementSpec
	Enters      *EntersSpec
	Keywords    []string
}

// Cost is an activation cost.
type Cost struct {
	Tap   bool
	Untap bool
	// Mana is the mana part of the cost in symbols ("{1}{W}{W}"), "" for none.
	Mana    string
	PayLife int
	// RemoveCounters is the number of counters of kind RemoveKind the cost
	// removes; RemoveX is true for "Remove X … counters".
	RemoveCounters int
	RemoveX        bool
	RemoveKind     string
	// Sacrifice is what the cost sacrifices ("land", "creature", "this"),
	// "" for none.
	Sacrifice string
	// SacrificeOther: the cost sacrifices another permanent of the kind
	// Sacrifice names, not its own ("Sacrifice another creature").
	SacrificeOther bool
	// RemoveAny: the cost removes any number of counters of kind
	// RemoveKind, zero or more (storage lands).
	RemoveAny bool
	// TapUntapped is the number of untapped permanents of type or subtype
	// TapType its controller taps ("Tap an untapped creature you
	// control"); with {T} in the cost the permanent itself is not one.
	TapUntapped int
	TapType     string
	// CrewPower: crew's "Tap any number of other untapped creatures you
	// control with total power N or greater" (CR 702.122a), N; 0 for
	// none.
	CrewPower int
	// Discard is the number of cards discarded, Exile the number of cards
	// exiled from the hand, Mill the number of cards put from the top of
	// the library into the graveyard; DiscardHand: discard your hand.
	Discard, ExileFromHand, Mill int
	DiscardHand                  bool
	// Energy is the number of {E} paid.
	Energy int
	// Exert, ReturnToHand: exert it, return it to its owner's hand.
	Exert, ReturnToHand bool
	// SacrificeX is the type or subtype of which the cost sacrifices any
	// number X ("Sacrifice X Goats").
	SacrificeX string
	// PutCounter is the kind of counter the cost puts on it ("-0/-1").
	PutCounter string
	// FromHand: the cost exiles the card from its owner's hand, so the
	// ability functions only in the hand, not on the battlefield
	// (CR 113.6m).
	FromHand bool
	// Loyalty: the cost has a loyalty symbol, so the ability is a loyalty
	// ability (CR 606.2); LoyaltyN is the number of loyalty counters it
	// puts on (positive) or removes (negative), LoyaltyX a cost of [-X].
	Loyalty  bool
	LoyaltyN int
	LoyaltyX bool
}

// Restriction is an "Activate only …" rider on an activated ability.
type Restriction struct {
	// Text is the rider as printed, "" for none.
	Text string
	// Sorcery: activate only as a sorcery (CR 602.5d).
	Sorcery bool
	// AnyPlayer: "Any player may activate this ability but only …": the
	// rider binds whoever activates it, which a question takes to be the
	// player asking (me).
	AnyPlayer bool
	// ControlType: activate only if you control a permanent of this card type.
	ControlType string
	// Step: activate only during this step ("end of combat").
	Step string
	// AtLeast is how many permanents of ControlType its controller must
	// control (Mox Opal: three or more artifacts); 0 means one.
	AtLeast int
	// Instant: activate only any time you could cast an instant.
	Instant bool
	// PerTurn is how many times each turn it may be activated ("once
	// each turn": 1); 0 for no limit.
	PerTurn int
	// Turn: activate only during its controller's turn ("yours") or an
	// opponent's turn ("opponent's"); "" for any turn. TurnStep narrows
	// "during your upkeep" to a step.
	Turn     string
	TurnStep Step
	// MainPhase: activate only during a main phase of that turn ("during
	// your main phase", CR 505.1).
	MainPhase bool
	// CounterKind and Counters: activate only if it has at least that many
	// counters of that kind on it.
	CounterKind string
	Counters    int
	// Power reads power (CR 613.4): activate only if its controller
	// controls a creature with at least this power (ferocious), nil for
	// no such restriction.
	Power *PowerRestriction
	// BeforeAttackers: activate only before attackers are declared this
	// turn (CR 508.1).
	BeforeAttackers bool
	// Combat: activate only during the combat phase (CR 506.1).
	Combat bool
	// Attacking: activate only if a creature is attacking or blocking
	// ("if Gerrard Capashen is attacking"), which none is outside the
	// combat phase (CR 506.4); AttackingOnly where it reads attacking
	// alone, which only a creature of the active player's that could
	// attack may be (508.1a, 302.6).
	Attacking, AttackingOnly bool
	// Hand: activate only if its controller has exactly this many cards
	// in hand; nil for no such restriction.
	Hand *int
	// OppType and OppAtLeast: activate only if an opponent of its
	// controller controls at least that many permanents of this type
	// (Tectonic Edge: four or more lands).
	OppType    string
	OppAtLeast int
	// MoreLands: activate only if an opponent controls at least this
	// many more lands than its controller ("more lands than you": 1;
	// Isolated Watchtower's "at least two more": 2); 0 for none.
	MoreLands int
	// ControlNone: activate only if its controller controls no
	// permanent of this type ("if you control no creatures").
	ControlNone string
}

// PowerRestriction is an "Activate only if" restriction on power.
type PowerRestriction struct {
	// AtLeast is the least power that meets it.
	AtLeast int
	// Of is whose power: "one" (a creature its controller controls,
	// ferocious), "total" (the creatures its controller controls, their
	// powers added, formidable), or "this" (its own).
	Of string
}

// ManaKind says how a mana ability decides the mana it adds.
type ManaKind string

// The mana effects the template grammar understands.
const (
	ManaFixed       ManaKind = "fixed"               // Add {C}{C}.
	ManaOneOf       ManaKind = "one of"              // Add {R} or {G}.
	ManaAnyColor    ManaKind = "any color"           // Add one mana of any color.
	ManaCould       ManaKind = "could produce"       // … that a land you control could produce.
	ManaForEach     ManaKind = "for each"            // Add {G} for each creature you control.
	ManaPermColor   ManaKind = "permanent's color"   // Choose a color of a permanent you control.
	ManaExiledColor ManaKind = "exiled card's color" // Add one mana of any of the exiled card's colors.
	ManaCommander   ManaKind = "commander"           // … in your commander's color identity.
	ManaCombination ManaKind = "combination"         // Add X mana in any combination of {W} and/or {U}.
	ManaChosenColor ManaKind = "chosen color"        // one mana of the chosen color
	ManaAnyOneColor ManaKind = "any one color"       // Add two mana of any one color.
	ManaPerCount    ManaKind = "per count"           // Add {B} for each Swamp you control.
	ManaEachColor   ManaKind = "each color"          // For each color among permanents you control, add one mana of that color.
)

// ManaSpec is what a mana ability (or a triggered mana ability) adds.
type ManaSpec struct {
	Kind ManaKind
	// Pool is the fixed mana (ManaFixed), or the mana per counted object
	// (ManaForEach).
	Pool Pool
	// Options are the pools to choose among (ManaOneOf).
	Options []Pool
	// Scope is whose lands a "could produce" ability looks at: "you",
	// "opponent", or "sacrificed".
	Scope string
	// ColorsOnly is true where the card says "color" rather than "type".
	ColorsOnly bool
	// ForEach is what ManaForEach counts: "creature you control";
	// ForEachKeyword narrows it to those with that keyword ("defender").
	ForEach        string
	ForEachKeyword string
	// Colors are the colors a ManaCombination may use.
	Colors []Color
	// InsteadIf is a condition under which InsteadPool is added instead
	// (Urza's Mine): land types you must control.
	InsteadIf   []string
	InsteadPool Pool
	// Riders are the other things the ability does, in words.
	Riders []string
	// Spend is a restriction on spending the mana, in words.
	Spend string
	// Amount is how much mana a ManaAnyOneColor ability adds, or a
	// ManaCombination ability that names its amount ("two mana in any
	// combination of colors"); 0 for X.
	Amount int
	// Count is what a ManaPerCount ability counts, or the X of a
	// ManaAnyOneColor or ManaCombination ability whose Amount is 0 (for
	// a ManaCombination, nil where the cost says X).
	Count *CountSpec
	// Different: the mana is Amount mana of different colors.
	Different bool
	// UnlessPaid: any player may pay this to make the ability add no mana
	// (Rhystic Cave).
	UnlessPaid string
	// ChosenPlayer: the player its controller chooses adds the mana, of a
	// color that player chooses ("Choose a player. That player adds one
	// mana of any color they choose.", Spectral Searchlight): its
	// controller may choose themselves.
	ChosenPlayer bool
	// Devotion: the amount is its controller's devotion to the color
	// (CR 700.5).
	Devotion bool
	// InsteadCounter: with a counter of this kind on it, the ability adds
	// one mana of any color instead (Gemstone Caverns), or, for a "could
	// produce" ability, InsteadTimes that mana (Incubation Druid).
	InsteadCounter string
	InsteadTimes   int
	// InsteadAtLeast and InsteadType: with at least that many permanents of
	// that type, it adds InsteadPool instead (Leafkin Druid).
	InsteadAtLeast int
	InsteadType    string
	// InsteadPlayed: where its controller played a land this turn, it
	// adds InsteadPool instead (River of Tears).
	InsteadPlayed bool
	// Legends narrows a ManaPermColor ability to the colors among the
	// legendary creatures and planeswalkers its controller controls
	// (Mox Amber).
	Legends bool
	// ScopeType narrows the lands a "could produce" ability looks at to
	// those of this type or subtype ("Gate"), or "basic" for basic lands.
	ScopeType string
}

// CountSpec is what a "for each" mana ability counts: permanents of a
// type, or counters.
type CountSpec struct {
	// Type is the card type or subtype counted ("Swamp", "Elf",
	// "creature"); "" when counters are counted.
	Type string
	// Basic: only basic permanents count ("each basic Swamp").
	Basic bool
	// All: permanents of every player count ("on the battlefield");
	// otherwise only its controller's.
	All bool
	// Counter is the kind of counter counted on the permanent itself
	// ("charge"); with Removed, the counters its cost removed.
	Counter string
	Removed bool
	// Base is mana added whatever the count (a mana battery's first {W}).
	Base Pool
	// Named: only permanents with the ability's own card name count.
	Named bool
	// Sacrificed: the count is the number of permanents of Type its cost
	// sacrificed (Springjack Pasture's X Goats).
	Sacrificed bool
	// Power: the count is the permanent's own power (Marwyn, the
	// Nurturer).
	Power bool
	// Keyword narrows Type to the permanents with that keyword, printed
	// or granted ("creatures with defender you control").
	Keyword string
	// LandTypes: the count is the number of basic land types among the
	// lands its controller controls (domain: CR 305.6), 0 to 5.
	LandTypes bool
	// GreatestPower: the count is the greatest power among the creatures
	// its controller controls (Selvala, Heart of the Wilds).
	GreatestPower bool
	// Revealed: the count is the cards of this kind its controller
	// reveals from their hand as it resolves, any number of them
	// (Metalworker's "artifact card"); the engine reads it only where
	// the board gives that hand as empty (revealUnread).
	Revealed string
}

// TriggerEvent is what a triggered ability waits for.
type TriggerEvent string

// The trigger events the engine models.
const (
	TriggerUpkeep     TriggerEvent = "upkeep"    // At the beginning of … upkeep
	TriggerDrawStep   TriggerEvent = "draw step" // At the beginning of … draw step
	TriggerTapForMana TriggerEvent = "tapped for mana"
	TriggerBecomesTap TriggerEvent = "becomes tapped"
	TriggerOther      TriggerEvent = "other"
)

// TriggerSpec is a triggered ability's trigger and what it does.
type TriggerSpec struct {
	Event TriggerEvent
	// On are the events that trigger it, read from its trigger condition
	// (CR 603.1): what understand.go reads to decide whether it can
	// trigger while a question's events happen. Nil when the condition is
	// not read, so it may trigger on anything.
	On []GameEvent
	// GraveyardOn are, for a trigger that works only while its card is
	// in a graveyard (On is EventInGraveyard), the events its condition
	// names; nil where it is not read.
	GraveyardOn []GameEvent
	// OnlyXCost is the intervening "if … that ability's activation cost
	// contains {X}" clause (CR 603.4).
	OnlyXCost bool
	// Whose: whose step or whose land ("you", "each player", "enchanted",
	// "forest", "any player").
	Whose string
	// IfNoCardsInHand is the intervening "if that player has no cards in
	// hand" clause (CR 603.4).
	IfNoCardsInHand bool
	// IfHandAtMost is the intervening "if that player has N or fewer
	// cards in hand" clause (CR 603.4), N being HandAtMost.
	IfHandAtMost bool
	HandAtMost   int
	// ControllerDraws: the trigger's own controller draws ("you draw a
	// card and you lose 1 life", Asylum Visitor, Baleful Force), not the
	// player whose upkeep it is ("that player draws three cards").
	ControllerDraws bool
	// EchoMaybe: echo's upkeep trigger, which triggers only if its
	// permanent came under its controller's control since the beginning
	// of their last upkeep (CR 702.30a), which the board does not record.
	EchoMaybe bool
	// TransformMaybe: a werewolf's "if no spells were cast last turn,
	// transform this" or "if a player cast two or more spells last turn,
	// transform this" (CR 603.4, 701.27), whose condition the board does
	// not record.
	TransformMaybe bool
	// IfTimeCounter is vanishing's intervening "if this permanent has a
	// time counter on it" clause (702.63a, 603.4).
	IfTimeCounter bool
	// IfUntapped is the intervening "if this artifact is untapped" clause.
	IfUntapped bool
	// IfTapped is the intervening "if this land is tapped" clause of an
	// upkeep trigger (Hollow Trees, Dwarven Hold).
	IfTapped bool
	// IfOpponentMoreLands is the intervening "if an opponent controls
	// more lands than you" clause of an upkeep trigger (Land Tax, CR
	// 603.4): where it is false as the upkeep begins, the ability doesn't
	// trigger, whatever its effect.
	IfOpponentMoreLands bool
	// SearchToHand: "you may search your library for up to N basic land
	// cards, reveal them, put them into your hand, then shuffle your
	// library." (Land Tax): its controller puts 0 to N cards from their
	// library into their hand, as many as they choose and find; no card
	// is drawn (CR 701.23a, 121.1).
	SearchToHand int
	// FlipDamage: "flip a coin. If you lose the flip, this deals N damage
	// to you." (Mana Crypt): its controller wins or loses the flip, each
	// an outcome, and is dealt N damage if they lose it (CR 705.2).
	FlipDamage int
	// Chapters are the chapter numbers of a Saga's chapter ability (CR
	// 714.2): "I, II — …" is 1 and 2. It triggers only when lore
	// counters are put on its Saga (714.2b), and its effect is not read.
	Chapters []int
	// WinIf and WinN: "if you have N or more life, you win the game."
	// (WinIf "life at least"), "if you have exactly N life" ("life
	// exactly"), "if you have N or more cards in your library" ("library
	// at least"): an intervening "if" (CR 603.4) on the controller's life
	// total or library, and the controller wins (104.2b; upkeep_win.go).
	WinIf string
	WinN  int
	// Sacrifices: "that player sacrifices an artifact, creature, or
	// land." (Braids, Cabal Minion), "sacrifice a creature." (Abhorrent
	// Overlord): what the player (SacWho, "you" or "that player")
	// sacrifices, of their choice (upkeep_sacrifice.go).
	Sacrifices, SacWho string
	// Destroys: the permanent is destroyed, not sacrificed (The Abyss).
	Destroys bool
	// ElseDamage: "If you can't, this deals N damage to you." after the
	// sacrifice (Lord of the Pit).
	ElseDamage int
	// Draw is the number of cards the player draws; LoseLife the life lost.
	Draw     int
	LoseLife int
	// RevealToHand: reveal the top card of your library and put it into
	// your hand (Dark Confidant).
	RevealToHand bool
	// PaysMana: its effect asks its controller for a mana payment
	// ("sacrifice this unless you pay {2}", cumulative upkeep {1}), so they
	// may activate mana abilities as it resolves (CR 605.3a).
	PaysMana bool
	// PaysLife: its effect lets its controller pay this much life or
	// else sacrifice or tap the permanent ("tap this unless you pay 1
	// life", cumulative upkeep—pay 2 life, for each age counter when
	// Cumulative); each choice is an outcome (CR 119.4).
	PaysLife   int
	Cumulative bool
	// DiscardUnless: "sacrifice this unless you discard a card."
	// (Masticore): its controller discards a card, if they have one, or
	// sacrifices the permanent, chosen as it resolves; each choice is an
	// outcome.
	DiscardUnless bool
	// MayDraw: the Draw is optional ("you may draw two cards."): whether
	// to draw is chosen as it resolves, and each choice is an outcome
	// (CR 603.5).
	MayDraw bool
	// Effect is what it does, in words, for events.
	Effect string
	// Mana is what a triggered mana ability adds; nil otherwise.
	Mana *ManaSpec
	// ProducedType: the mana is one mana of any type that land produced.
	ProducedType bool
	// OfChosen: a triggered mana ability that triggers only when the mana
	// produced includes mana of the color chosen as its permanent entered
	// ("tapped for mana of the chosen color", Gauntlet of Power; "causes
	// you to add one or more mana of the chosen color", Caged Sun).
	OfChosen bool
	// AnyAbility: it triggers on any mana ability of the land, not only
	// one that taps it ("Whenever a land's ability causes you to add …").
	AnyAbility bool
	// Damage is damage dealt to the controller (City of Brass).
	Damage int
	// ManaDamage, for a triggered mana ability, is the damage it deals as
	// it resolves to the player who tapped the land (Overabundance: "that
	// player adds one mana of any type that land produced, and this deals
	// 1 damage to the player").
	ManaDamage int
	// NoUntapNext, for a triggered mana ability, is that the land tapped
	// doesn't untap during its controller's next untap step (Winter's
	// Night), an effect made as it resolves (502.3).
	NoUntapNext bool
	// DamageTapper, for a trigger on a land tapped for mana that is no
	// mana ability, is the damage it deals to the player who tapped the
	// land (Manabarbs: "this deals 1 damage to that player").
	DamageTapper int
	// NextUntapOnly: its whole effect is that a permanent doesn't untap
	// during its controller's next untap step.
	NextUntapOnly bool
	// SacrificesSelfOnly: a state trigger whose whole effect is that its
	// controller sacrifices its own permanent ("When you control no
	// Islands, sacrifice this.", CR 603.8).
	SacrificesSelfOnly bool
	// AfterMana: a trigger on a permanent being tapped for mana that adds
	// no mana and only taps, destroys, returns or takes control of lands
	// or artifacts ("Whenever an opponent taps a land for mana, tap all
	// lands that player controls.", War's Toll, Mana Web, Storm
	// Cauldron): no mana ability (605.1b), it resolves after the mana is
	// made, and the player may make all the mana they want first (603.3,
	// 117.3c).
	AfterMana bool
	// CastDrawGainOnly: a "When you cast this spell" trigger whose whole
	// effect is drawing cards and gaining life.
	CastDrawGainOnly bool
	// PutsLandFromHand: its effect only lets its controller put a land
	// card from their hand onto the battlefield (Burgeoning): no land
	// card gives land plays, but one more land on the battlefield may
	// change what a land count stops (Limited Resources, Ward of Bones).
	PutsLandFromHand bool
	// NoLandPlays: its effect gives no land plays and puts onto the
	// battlefield no permanent that could (reNoLandPlays).
	NoLandPlays bool
	// OpponentToken: its effect only gives a target opponent a token
	// (reOpponentToken).
	OpponentToken bool
	// DamageOpponents: its effect only deals damage to each opponent
	// (reDamageOpponents).
	DamageOpponents bool
	// DrawsOnly: its whole effect is its controller drawing cards ("When
	// this is put into a graveyard from the battlefield, draw a card",
	// reDrawsOnly).
	DrawsOnly bool
}

// StaticKind is the sort of continuous effect a static ability makes.
type StaticKind string

// The static abilities the engine models.
const (
	StaticExtraLands  StaticKind = "additional lands"
	StaticSetLandType StaticKind = "set land type"
	StaticAddLandType StaticKind = "add land types"
	StaticGrant       StaticKind = "grant ability"
	StaticAddType     StaticKind = "add card types"
	StaticBoost       StaticKind = "boost power and toughness"
	StaticColor       StaticKind = "set color"
	StaticDoubleX     StaticKind = "double X"
	StaticNoEffect    StaticKind = "no effect here"
	// StaticNotCreatureDevotion: "As long as your devotion to COLOR is
	// less than N, this isn't a creature" (Theros gods): Devotion and
	// Below.
	StaticNotCreatureDevotion StaticKind = "not a creature below a devotion"
	// StaticSetOwnType: "this is a land." while a condition holds
	// (Arixmethes, Slumbering Isle): its own card types become Types
	// alone in layer 4 (CR 205.1a, 613.1d; compile_while.go).
	StaticSetOwnType StaticKind = "sets its own card type"
	// StaticSubjectOnly: an effect the engine does not model whose every
	// clause changes only the permanents of Subject, which it reads, and
	// none of what makes a permanent one of them ("Lands your opponents
	// control with the chosen name lose all land types and abilities, and
	// they gain …", Alpine Moon; compile_subject_only.go); never
	// understood.
	StaticSubjectOnly StaticKind = "changes only its subject"
	// StaticWhile: a static ability with a condition the board shows
	// (Ability.While), read only on a board (compile_while.go); never
	// understood.
	StaticWhile StaticKind = "applies while a condition holds"
	// StaticUncounterable: "This spell can't be countered." It functions
	// on the stack (CR 113.6g), where the enters question's spell is.
	StaticUncounterable StaticKind = "can't be countered"
	// StaticSpellsUncounterable: "Creature spells can't be countered."
	// (Gaea's Herald): spells other than its own permanent can't be
	// countered (CR 101.2). Only a spell on the stack is countered.
	StaticSpellsUncounterable StaticKind = "spells can't be countered"
	// StaticActivateAsHaste: "You may activate abilities of creatures you
	// control as though those creatures had haste." (CR 302.6)
	StaticActivateAsHaste StaticKind = "activate as though it had haste"
	// StaticCantGainLife: "Your opponents can't gain life."
	StaticCantGainLife StaticKind = "can't gain life"
	// StaticSearchLimit: "Your opponents can't search libraries."
	// (Stranglehold, Mindlock Orb, Leonin Arbiter, Ashiok, Dream Render),
	// "… searches the top four cards of that library instead" (Aven
	// Mindcensor): it changes only what a search finds, not whether an
	// ability that searches can be activated (Stranglehold's rulings of
	// 2011-09-22); it is not modelled.
	StaticSearchLimit StaticKind = "search limit"
	// StaticPlayerKeyword: "You have hexproof." or "You have shroud."
	// (Leyline of Sanctity, True Believer): a keyword of its controller,
	// PlayerKeyword, which only which players can be targets reads
	// (702.11c, 702.18a).
	StaticPlayerKeyword StaticKind = "a keyword of its controller"
	// StaticAltCostSpells: an alternative cost for spells cast
	// (CR 118.9): "You may cast spells from your hand without paying their
	// mana costs." (Omniscience), "You may pay {W}{U}{B}{R}{G} rather than
	// pay the mana cost for spells that you cast." (Fist of Suns). It
	// changes only what a spell's caster pays, not what mana is made.
	StaticAltCostSpells StaticKind = "alternative cost for spells"
	// StaticCastLimit: a restriction on casting spells the engine does
	// not read (CR 601.3, 101.2): which spells, how many a turn, or when
	// ("Spells with the chosen name can't be cast.", "Each player can't
	// cast more than one spell each turn.", "Each opponent can cast
	// spells only any time they could cast a sorcery."). Who says whom
	// it restricts: "each player", "opponents" or "you". It changes
	// only whether a spell may be cast, not what mana is made.
	StaticCastLimit StaticKind = "restriction on casting spells"
	// StaticNoEntersTriggers: "Creatures entering the battlefield don't
	// cause abilities to trigger." (Torpor Orb, Hushwing Gryff): it
	// changes only what triggers as a creature enters (CR 603.2, 603.6a).
	StaticNoEntersTriggers StaticKind = "no triggers on creatures entering"
	// StaticMoreEntersTriggers: "If an artifact or creature entering the
	// battlefield causes a triggered ability of a permanent you control to
	// trigger, that ability triggers an additional time." (Panharmonicon;
	// Yarok, the Desecrated's "a permanent"): it changes only how often an
	// ability triggers as a permanent enters (CR 603.2d).
	StaticMoreEntersTriggers StaticKind = "more triggers on permanents entering"
	// StaticMoreDiesTriggers: "If a creature dying causes a triggered
	// ability of a permanent you control to trigger, that ability
	// triggers an additional time." (Teysa Karlov): it changes only how
	// often an ability triggers as a creature dies (CR 603.2d, 700.4).
	StaticMoreDiesTriggers StaticKind = "more triggers on creatures dying"
	// StaticGraveyardUntargetable: "Cards in graveyards can't be the
	// targets of spells or abilities." (Ground Seal): it changes only
	// what a spell or ability can target (CR 115.1, 601.2c, 602.2b).
	StaticGraveyardUntargetable StaticKind = "cards in graveyards untargetable"
	// StaticTargetLimit: a restriction on what spells or abilities
	// can target ("this can't be the target of white spells or
	// abilities from white sources.", "Creatures you control can't be
	// the targets of blue spells or abilities from blue sources."): like
	// hexproof, it changes only which targets may be chosen (CR 115.1,
	// 601.2c, 602.2b).
	StaticTargetLimit StaticKind = "restriction on targets"
	// StaticEquippedUnread: what an Equipment gives the creature it is
	// attached to, in a text the engine does not read ("Equipped
	// creature gets +3/+0 and is every creature type."); never
	// understood. Attached to no creature, it affects nothing (CR
	// 301.5).
	StaticEquippedUnread StaticKind = "what equipped creature gets, not read"
	// StaticNoCountersSelf: "this can't have counters put on it."
	// (Melira's Keepers): no counter is put on its own permanent, which
	// is on the battlefield (CR 122.1).
	StaticNoCountersSelf StaticKind = "no counters on itself"
	// StaticNoLandPlays: "Players can't play lands." Who is "each
	// player", "you" or "opponents with more lands" (Ward of Bones);
	// LandsOnBattlefield, when set, is the number of lands on the
	// battlefield from which it applies (Limited Resources).
	StaticNoLandPlays StaticKind = "can't play lands"
	// StaticCantActivate: "Activated abilities of SUBJECT can't be
	// activated[ unless they're mana abilities]." (Null Rod, Karn, the
	// Great Creator; CR 602.5): Subject, and NonManaOnly for the rider.
	StaticCantActivate StaticKind = "can't be activated"
	// StaticSkipDraw: "Skip your draw step." A replacement effect on its
	// controller's draw step (CR 614.1b, 614.10).
	StaticSkipDraw StaticKind = "skip draw step"
	// StaticSkipUpkeep: "Players skip their upkeep steps." (Eon Hub): a
	// replacement effect on every player's upkeep step (CR 614.1b,
	// 614.10); nothing triggers at its beginning. With SkipOwnNoHand,
	// only its controller's upkeep step, while they have no cards in
	// hand as it would begin (Gibbering Descent's hellbent).
	StaticSkipUpkeep StaticKind = "skip upkeep step"
	// StaticSpellCost: "Noncreature spells cost {1} more to cast.",
	// "Instant and sorcery spells you cast cost {1} less to cast."
	// (CR 601.2f): SpellCost, SpellKind and SpellWhose.
	StaticSpellCost StaticKind = "spell cost"
	// StaticAbilityCost: "Activated abilities of creatures you control
	// cost {1} less to activate.", "Activated abilities cost {2} more to
	// activate unless they're mana abilities.", "Equip costs you pay cost
	// {1} less." (CR 602.2b, 601.2f): AbilityCostMore, NonManaOnly and
	// AbilityCostOf.
	StaticAbilityCost StaticKind = "ability cost"
	// StaticKeepsMana: unspent mana kept as steps and phases end
	// (Upwelling, Omnath, Locus of Mana) or made colorless instead of
	// lost (Kruphix, Horizon Stone), CR 500.4; Who is "you" where only its
	// controller keeps it (compile_keeps_mana.go); never understood.
	StaticKeepsMana StaticKind = "keeps unspent mana"
	// StaticAllLegendary: "All nonland permanents are legendary."
	// (Leyline of Singularity, compile_legendary.go); never understood.
	StaticAllLegendary StaticKind = "makes permanents legendary"
	// StaticRaisesPT: a boost the engine does not compute whose numbers
	// are all at least 0 (compile_raise.go); never understood.
	StaticRaisesPT StaticKind = "raises power and toughness"
	// StaticCondUnread: what a permanent gets while a condition the
	// board does not give holds (threshold's "As long as seven or more
	// cards are in your graveyard, this gets +2/+2 and has …", hellbent):
	// a boost that only raises (RaisesPT) and the abilities Granted to
	// it (compile_cond.go); never understood.
	StaticCondUnread StaticKind = "condition not read"
	// StaticDefinesPT: a characteristic-defining ability of the
	// permanent's own power or toughness ("this's power and toughness are
	// each equal to the number of lands you control", CR 604.3, 613.4a).
	// The state-based actions work out the toughness it gives
	// (sba_cda.go) or refuse; the power bears where text reads power.
	StaticDefinesPT StaticKind = "defines its own power or toughness"
	// StaticLoseAll: "All creatures lose all abilities and have base
	// power and toughness 1/1." (Humility), "Enchanted creature loses all
	// abilities and has base power and toughness 1/1.": the creatures of
	// Subject lose all abilities in layer 6 and have SetPT in layer 7b
	// (CR 613.1f, 613.4b; world.loseAll).
	StaticLoseAll StaticKind = "loses all abilities"
	// StaticControl: "You control enchanted creature." (Control Magic,
	// Confiscate's "permanent", Annex's "land"): a control-changing effect
	// of layer 2 on the permanent its source is attached to (CR 613.1b,
	// 303.4m; applyControl).
	StaticControl StaticKind = "control enchanted"
	// StaticDrawEffect: a limit on drawing cards or a replacement of
	// card draws (Spirit of the Labyrinth, Thought Reflection, Notion
	// Thief; CR 121.2b, 121.6).
	StaticDrawEffect StaticKind = "draw effect"
	// StaticPlayerDamage: a prevention effect that may prevent damage
	// dealt to a player, or "Damage can't be prevented"
	// (compile_prevent.go).
	StaticPlayerDamage StaticKind = "prevents damage to a player"
	// StaticCantLose: "You can't lose the game and your opponents can't
	// win the game." (Platinum Angel), "You don't lose the game for
	// having 0 or less life." (Phyrexian Unlife): CantLose, LifeOnly and
	// CantWin (cant_lose.go; CR 104.3b, 104.3c, 810.8a).
	StaticCantLose StaticKind = "can't lose the game"
	// StaticLifeFloor: "Damage that would reduce your life total to less
	// than 1 reduces it to 1 instead." (Ali from Cairo), with IfCreature
	// for Worship's "If you control a creature, " (life_floor.go).
	StaticLifeFloor StaticKind = "damage can't reduce life below 1"
	// StaticLifeFixed: "Your life total can't change." (Platinum
	// Emperion): its controller, in Two-Headed Giant their team, can't
	// gain or lose life, nor pay life other than 0 (CR 119.8, 810.9h;
	// life_ban.go).
	StaticLifeFixed StaticKind = "life total can't change"
	// StaticNoLifeCosts: "Players can't pay life or sacrifice creatures
	// to cast spells or activate abilities." (Angel of Jubilation;
	// life_ban.go).
	StaticNoLifeCosts StaticKind = "can't pay life or sacrifice creatures for costs"
)

// StaticSpec is a static ability's continuous effect.
type StaticSpec struct {
	Kind StaticKind
	// PlayerKeyword is the keyword a StaticPlayerKeyword gives its
	// controller: "hexproof" or "shroud".
	PlayerKeyword string
	// TargetLimit is what a StaticTargetLimit keeps from targeting its
	// subject: "spells", "blue spells or abilities from blue sources".
	TargetLimit string
	// SkipOwnNoHand: a StaticSkipUpkeep that skips only its controller's
	// upkeep step, and only if they have no cards in hand as it would
	// begin ("Skip your upkeep step if you have no cards in hand.").
	SkipOwnNoHand bool
	// DrawWho, DrawLimit, DrawFactor, DrawSteal, DrawNotFirst: a
	// StaticDrawEffect on drawing cards (upkeep_draw_effects.go): who it
	// applies to ("you", "each opponent", "each player"); the most cards
	// each may draw each turn (-1 for no limit); the number each card
	// drawn becomes (0 for none); whether its controller draws each card
	// instead; and whether it spares the first card drawn in each draw
	// step.
	DrawWho    string
	DrawLimit  int
	DrawFactor int
	DrawSteal  bool
	// DrawAlms: an instruction to draw two or more cards an opponent
	// would follow becomes one card for that player and one for its
	// controller (Alms Collector).
	DrawAlms     bool
	DrawNotFirst bool
	// DrawWin: its controller wins the game instead of drawing from an
	// empty library (Laboratory Maniac).
	DrawWin bool
	// DrawChains: a card drawn is a card discarded, then drawn, or a card
	// milled where none is discarded (Chains of Mephistopheles);
	// DrawScrivener: a card drawn with no cards in hand is two, and a
	// life lost (Blood Scrivener).
	DrawChains, DrawScrivener bool
	// DrawLook: a card drawn is instead the top DrawLook cards looked at,
	// one put into the hand and the rest into the graveyard
	// (DrawLookToGraveyard, Underrealm Lich) or on the bottom of the
	// library (Tomorrow, Azami's Familiar): no card is drawn (121.5).
	DrawLook            int
	DrawLookToGraveyard bool
	// CantLose and CantWin: a StaticCantLose's players who can't lose
	// the game and who can't win it, "you" or "your opponents" ("" for
	// none); LifeOnly: they don't lose for having 0 or less life, and
	// may still lose otherwise (Phyrexian Unlife's ruling of
	// 2011-06-01).
	CantLose, CantWin string
	LifeOnly          bool
	// IfCreature: a StaticLifeFloor that applies only while its
	// controller controls a creature (Worship).
	IfCreature bool
	// KeepsMana: a StaticLoseAll that leaves mana abilities (Blood Sun).
	KeepsMana bool
	// SpendAsWhite: a StaticNoEffect that lets its controller spend white
	// mana as though it were mana of any color and other mana only as
	// though it were colorless (Celestial Dawn, CR 609.4b); the pay
	// question reads it.
	SpendAsWhite bool
	// SpendAsAny: its effect lets its controller, or every player where
	// SpendAnyAll, spend mana as though it were mana of any color
	// (Chromatic Orrery; Mycosynth Lattice, CR 609.4b); the pay and mana
	// questions read it (spendsAsAny).
	SpendAsAny, SpendAnyAll bool
	// SpendOneAs: its effect lets players spend mana of one color as
	// though it were mana of another (Sunglasses of Urza, CR 609.4b),
	// or as though it were mana of any color for some costs only (Oath
	// of Nissa); the pay question does not read it.
	SpendOneAs bool
	// NoLandsIfCast: a StaticNoEffect by which its controller can't play
	// lands if they cast its card this turn (Rock Jockey); the board
	// says it entered this turn where it is written sick.
	NoLandsIfCast bool
	// SpellTax: a StaticNoEffect by which each spell costs {1} more for
	// each other spell its caster has cast this turn (Damping Sphere,
	// CR 601.2f); the pay question reads it.
	SpellTax bool
	// OneSpell: a StaticCastLimit that lets a player cast no more than
	// one spell each turn, or one of a kind (Rule of Law, Ethersworn
	// Canonist): the board records no spell cast this turn, so it
	// prohibits none (explainOneSpell).
	OneSpell bool
	// KeepsPT: a StaticNoEffect that changes no power or toughness
	// anywhere (a restriction on attacking or blocking, a spell's cost).
	KeepsPT bool
	// SpellCost is what a StaticSpellCost adds to the total cost of the
	// spells it names, in generic mana: more when positive, less when
	// negative. SpellKind names them in lower case ("spells",
	// "noncreature spells", "creature spells of the chosen type");
	// SpellWhose is "" for every player's, "you" or "opponents".
	SpellCost  int
	SpellKind  string
	SpellWhose string
	// SpellCostAtLeast, on a StaticSpellCost of every spell ("As long as
	// Trinisphere is untapped, each spell that would cost less than three
	// mana to cast costs three mana to cast."), is the least mana a
	// spell's total cost is, after every increase and reduction, while
	// its permanent is untapped (CR 601.2f); SpellCost is then 0.
	SpellCostAtLeast int
	// Spells says which spells a StaticSpellCost applies to; nil for
	// every spell (SpellKind "spells").
	Spells *SpellFilter
	// SpellCostMana, on a StaticSpellCost, is colored mana it adds to the
	// total cost ("White spells you cast cost {W} more to cast.") or, with
	// SpellCostColoredOnly, takes from its colored mana only ("Cleric
	// spells you cast cost {W}{B} less to cast. This effect reduces only
	// the amount of colored mana you pay."); SpellCost is then 0.
	SpellCostMana        string
	SpellCostColoredOnly bool
	// SpellCostUpTo: a reduction of up to SpellCost, as much as its
	// controller chooses (Stone Calendar).
	SpellCostUpTo bool
	// SpellCostPerCounter: SpellCost is for each counter of that kind on
	// the permanent (Animar, Soul of Elements); SpellCostPerArtifact, for
	// each artifact the spell's controller controls (Hum of the Radix).
	SpellCostPerCounter  string
	SpellCostPerArtifact bool
	// SpellCostWhileTapped: it applies only while the permanent is tapped
	// (Centaur Omenreader).
	SpellCostWhileTapped bool
	// SpellCostUnknown says why the amount is not known where the effect
	// applies ("for each card with the same name as that spell in your
	// graveyard").
	SpellCostUnknown string
	// AbilityCostMore: a StaticAbilityCost raises costs, where it lowers
	// them when false. AbilityCostOf says whose abilities: "" for
	// permanents', "cards" for cards in a hand or graveyard (cycling,
	// Embalmer's Tools), "morph" for turning a permanent face up.
	AbilityCostMore bool
	AbilityCostOf   string
	// SpellCostOwnTurnOnly: the StaticSpellCost applies only during the
	// turn of its controller, or of their team ("During your turn, …",
	// Tithe Taker); SpellCostAbilitiesToo: it also makes its controller's
	// opponents' activated abilities other than mana abilities cost
	// SpellCost more then.
	SpellCostOwnTurnOnly, SpellCostAbilitiesToo bool
	// SpellCostNotOwnTurn: the StaticSpellCost applies except during the
	// turn of the spell's controller, or of their team in Two-Headed
	// Giant ("Each spell costs {3} more to cast except during its
	// controller's turn.", Defense Grid).
	SpellCostNotOwnTurn bool
	// Lands is the number of additional lands; Who is "each player" or "you"
	// (also for StaticKeepsMana).
	// AnyLands: the player may play any number of lands on each of their
	// turns instead (Fastbond); Lands is then 0.
	Lands    int
	Who      string
	AnyLands bool
	// LandsOnBattlefield is the condition of a StaticNoLandPlays: it
	// applies as long as at least that many lands are on the battlefield.
	LandsOnBattlefield int
	// MoreThan are the card types of a StaticCantCast whose Who is
	// "opponents with more": an opponent who controls more permanents of
	// a type than its controller can't cast spells of that type.
	MoreThan []string
	// Affected says which permanents: "nonbasic lands", "lands you
	// control", "each land", "equipped creature", "all creatures",
	// "nonland permanents you control".
	Affected string
	// LandTypes are the basic land types set or added.
	LandTypes []string
	// ChosenLandType: the land type set is the basic land type chosen as
	// its source entered ("Enchanted land is the chosen type.",
	// Convincing Mirage), which the board records as "named TYPE";
	// LandTypes is then nil, and landTypeEffects reads it.
	ChosenLandType bool
	// Granted are the granted abilities (StaticGrant): keywords, or
	// abilities written in quotes.
	Granted []*Ability
	// RaisesPT: a StaticCondUnread raises its permanent's power and
	// toughness.
	RaisesPT bool
	// RaisesSelf: a StaticRaisesPT whose subject is its own permanent
	// alone and which does nothing else ("this gets +1/+2 as long as you
	// control a Forest", Kird Ape): it changes no other permanent's power
	// or toughness (CR 613.4c).
	RaisesSelf bool
	// Subject is the set of permanents it affects, as read from its text.
	Subject *Subject
	// Condition, when set, makes the effect apply only while the source's
	// controller controls a permanent of this subject ("as long as you
	// control a Forest").
	Condition *Subject
	// Types are the card types added (StaticAddType).
	Types []string
	// Boost is the power and toughness added in layer 7c (StaticBoost, or
	// a grant that also boosts).
	Boost *[2]int
	// PTManaValue: the affected permanents' power and toughness are each
	// equal to their mana value (layer 7b).
	PTManaValue bool
	// SetPT is the power and toughness the effect sets (layer 7b), nil for
	// none ("All Forests are 1/1 creatures that are still lands").
	SetPT *[2]int
	// Color is the color set (StaticColor).
	Color Color
	// AllColorless: the StaticColor makes every permanent colorless, and
	// spells and cards elsewhere too (Mycosynth Lattice); Color is unused.
	AllColorless bool
	// AddChosenColor: the StaticColor adds the color chosen as its source
	// entered to every permanent, and to spells and cards elsewhere, in
	// addition to their other colors (Painter's Servant); Color is unused.
	AddChosenColor bool
	// StillColor is the color a StaticAddType sets in layer 5, and
	// StillSubtypes the creature types it adds ("All Swamps are 1/1 black
	// creatures that are still lands.", "Forests you control are 1/1
	// green Elf creatures that are still lands."); nil for none.
	StillColor    *Color
	StillSubtypes []string
	// ChosenCreatureType: the StaticAddType adds the creature type chosen
	// as its source entered ("Metallic Mimic is the chosen type in
	// addition to its other types."), which the board records as "named
	// TYPE"; Types is then nil.
	ChosenCreatureType bool
	// StillAlso is a creature type whose permanents the StaticAddType
	// also makes lands ("All Forests and all Saprolings are … Forest
	// lands"), which the engine does not model: a permanent of that type
	// that isn't in the subject stops the answer.
	StillAlso string
	// OrSubjects are further subjects of a StaticCantActivate: it applies
	// to the permanents of any ("artifacts and creatures").
	OrSubjects []*Subject
	// NonManaOnly: a StaticCantActivate that leaves mana abilities
	// alone ("unless they're mana abilities").
	NonManaOnly bool
	// DuringTurn: a StaticCantActivate that applies only during its
	// controller's turn (Grand Abolisher's "During your turn").
	DuringTurn bool
	// Cast is the StaticCantCast of a StaticCantActivate whose sentence
	// also prohibits casting spells (Grand Abolisher's "your opponents
	// can't cast spells"); nil for none (castSpec).
	Cast *StaticSpec
	// Devotion are the colors and Below the devotion of a
	// StaticNotCreatureDevotion.
	Devotion []Color
	Below    int
}

// ReplacementKind is the sort of mana replacement effect.
type ReplacementKind string

// The replacement effects on tapping for mana the engine models.
const (
	ReplaceMultiply ReplacementKind = "multiply"        // twice/three times as much
	ReplaceSetMana  ReplacementKind = "set mana"        // produces {B} instead of any other type and amount
	ReplaceAnyColor ReplacementKind = "color of choice" // mana of a color of your choice instead of any other type
	ReplaceSetType  ReplacementKind = "set type"        // produces {B} instead of any other type (the amount kept)
	// ReplaceByLandType sets the type of the mana by the land's basic
	// land types, the amount kept ("If tapped for mana, Plains produce
	// {R}, … instead of any other type": Naked Singularity, Reality
	// Twist). For a land it is read as ReplaceSetType, or, where the
	// land has types that produce different colors, as ReplaceColorAmong
	// (replacementsFor).
	ReplaceByLandType ReplacementKind = "type by land type"
	// ReplaceColorAmong: the mana becomes one color of Colors, of the
	// choice of the player tapping the land, the amount kept.
	ReplaceColorAmong ReplacementKind = "color among"
	// ReplaceDiscard changes where a card its controller discards goes
	// (Nephalia Academy); it is not modelled.
	ReplaceDiscard ReplacementKind = "discard"
	// ReplaceGraveyardExile exiles cards that would be put into a
	// graveyard (Rest in Peace, Leyline of the Void); it is not modelled.
	ReplaceGraveyardExile ReplacementKind = "graveyard to exile"
	// ReplaceExtraTurn skips an extra turn a player would begin
	// (Stranglehold); no question begins a turn.
	ReplaceExtraTurn ReplacementKind = "extra turn"
	// ReplaceMinusCounters puts one fewer -1/-1 counter on its
	// controller's creatures (Vizier of Remedies); it is not modelled.
	ReplaceMinusCounters ReplacementKind = "fewer -1/-1 counters"
)

// ReplacementSpec is a replacement effect that modifies tapping for mana
// (CR 106.12b, 614).
type ReplacementSpec struct {
	Kind ReplacementKind
	// Additional: a counters replacement that gives a creature entering
	// an additional +1/+1 counter, so it applies where it would enter
	// with none (Bramblewood Paragon); Subtype, where not "", is the
	// creature type it must have, and ChosenSubtype says it must have the
	// one chosen as the effect's source entered (Metallic Mimic), which
	// the board records as "named TYPE".
	Additional    bool
	Subtype       string
	ChosenSubtype bool
	// Factor is the multiplier (ReplaceMultiply).
	Factor int
	// Pool is the mana produced instead (ReplaceSetMana).
	Pool Pool
	// Applies says to what: "you tap a permanent", "a land", "a basic land
	// you control".
	Applies string
	// MinAmount is the least mana the land must be tapped for (Damping
	// Sphere: two or more).
	MinAmount int
	// ByLandType is, for ReplaceByLandType, the color each basic land
	// type produces, in the order of the text.
	ByLandType []LandTypeColor
	// Colors are the colors of ReplaceColorAmong.
	Colors TypeSet
}

// LandTypeColor is a basic land type and the color of mana it produces
// instead (ReplaceByLandType).
type LandTypeColor struct {
	Type  string
	Color Color
}

// EntersSpec is what happens as the permanent enters.
type EntersSpec struct {
	// Counters is the number of counters of CounterKind; CountersX is true
	// for "X counters".
	Counters    int
	CountersX   bool
	CounterKind string
	// XMoreAt: with CountersX, "If X is N or more, it enters with an
	// additional X … counters on it" (Apocalypse Hydra), N; 0 for none.
	XMoreAt int
	Tapped  bool
	// Choose is a choice made as it enters ("color", "creature type").
	Choose string
	// MayPayLife: it enters tapped unless its controller pays this much life.
	MayPayLife int
	// TappedUnless: it enters tapped unless a condition holds, or a card
	// is revealed ("unless you control a Plains or an Island").
	TappedUnless bool
}

// xCounters is how many counters of an "enters with X … counters" ability
// a permanent whose spell had X x enters with: X, and as many again where
// X is large enough (Apocalypse Hydra).
func (e *EntersSpec) xCounters(x int) int {
	if e.XMoreAt > 0 && x >= e.XMoreAt {
		return 2 * x
	}
	return x
}

// handLimit is the most cards the player a trigger is for may have in hand
// for its intervening "if" to hold (CR 603.4): 0 for "if that player has
// no cards in hand", N for "if that player has N or fewer cards in hand".
func (t *TriggerSpec) handLimit() (int, bool) {
	switch {
	case t.IfNoCardsInHand:
		return 0, true
	case t.IfHandAtMost:
		return t.HandAtMost, true
	}
	return 0, false
}
