package rules

// EngineVersion names the version of the engine that made a ruling. It changes
// whenever an answer to some question may change, so stored rulings can be
// re-checked against a newer engine.
//
// A change of wording alone changes it too: a stored ruling's answer, its
// outcomes' choices and events are part of what a re-check compares
// (rulings.SameAnswer), and a ruling whose answer differs under the same
// version and card data cannot be superseded (it would get its old id). So
// 0.3.0, the answers that speak to "you" with short headlines, is a new
// version though no verdict changed: asked again, a question gets a new id,
// and bot recheck supersedes the stored rulings with the new wording. 0.4.0
// reads more cards and rules (state-based actions in every question, a player
// leaving a multiplayer game, loyalty abilities, Celestial Dawn and Damping
// Sphere in payments, "can't play lands" effects) and corrects answers that
// were wrong, so its rulings differ from 0.3.0's on those boards. 0.5.0
// reads untappers, repeated mana abilities and Monoliths in payments, spell
// cost changes, changeling, chosen-color anthems, abilities that can't be
// activated (Karn, Null Rod), and the keywords and combat texts that bear on
// no question; its payments list their events per source, and answers
// changed on those boards. 0.6.0 answers payments whose ways are too many to
// list, reads spending restrictions by card type, color and creature type,
// Doubling Cube's pool, untap-step effects and more upkeep triggers, orders
// land-type-changing effects as each applies, and refuses where mana may
// already be in the pool or an ability activated first could change the
// answer; it follows Two-Headed Giant's shared life and a multiplayer game
// after a player loses in more questions, and classifies many more texts as
// bearing on no question (combat restrictions, a spell's own costs, boosts
// that only raise, modes, choices as a permanent enters); answers changed
// on those boards. 0.7.0 reads mana counted as it is added ("where X is
// the number of creatures with defender", domain, the greatest power),
// activation restrictions on power, grants to creatures with counters,
// repeated life costs, "once each turn" mana abilities taken as not yet
// activated, Devoted Druid's untaps, a land made a creature before paying
// getting what a static gives creatures, and a planeswalker written with
// 0 loyalty leaving; it classifies more texts as bearing on no question
// (combat requirements, a permanent's own entering, opening-hand texts,
// discard, draw-only and damage triggers); pay reads the spell cast, not a
// back face, a flipped half or a land named in card:, and refuses where a
// reduction may lower a {2/B} symbol or a spell's own cost may rise;
// answers changed on those boards, among them eight kinds of board that
// were answered wrongly. 0.8.0: pay and mana read outlets that sacrifice
// other permanents for mana (Ashnod's Altar, Krark-Clan Ironworks,
// Thermopod), each permanent tapped first, where the order of the
// sacrifices is worked out; untappers whose cost is mana or taps another
// permanent (Wirewood Lodge, Deserted Temple, Earthcraft), with the life
// lost before an untap resolves; and mana abilities that tap another
// permanent for their cost (Springleaf Drum, Seton, Urza, Lord High
// Artificer); /judge activate reads an untap ability's target; answers
// changed on those boards, among them boards answered wrongly (an
// untapper targeting a permanent with shroud, Kira, Calciform Pools
// beside Squandered Resources, Springleaf Drum beside Earthcraft). 0.9.0:
// an ability whose cost or effect moves a card to or from a library is no
// mana ability (605.1a: Chromatic Sphere, Millikin); pay reads Trinisphere,
// Defense Grid, colorless-spell reductions, kindred spells under a
// creature type's cost change and split cards' halves; upkeep tries every
// turn order of the nonactive players, triggers once per team in
// Two-Headed Giant where 805.4d says so, ends a multiplayer game with one
// player left and calls a draw, and reads hand and permanent counts as
// triggers resolve (Ivory Tower, Black Vise, Karma); activate reads more
// restrictions and targets' words, and graveyard-only abilities; lands
// speaks of the end step and of Kiora's −1; many trigger conditions on
// damage, combat, tapping and keyword actions bear on no question where
// nothing on the board can cause them; answers changed on those boards,
// among them boards answered wrongly. 0.10.0: the board reads "N damage"
// as marked damage, "named CARD" (Pithing Needle, Phyrexian Revoker), and
// refuses counter kinds nothing names; activate reads targets by subtype,
// by several types, "another target" and attacking targets; pay reads
// spells named by kind, color, history and chosen type, devoid, affinity,
// effects on abilities' costs, Tithe Taker, colored reductions, says where
// a way leaves the player at 0 life and where a cost without card: is taken
// as a spell's, and names every cost a way takes; Opalescence, Kormus
// Bell, Life and Limb, Manabarbs and Dark Confidant above 16 life are
// read; enters refuses an X of the ability's own; answers changed on
// those boards, among them boards answered wrongly. 0.11.0: the
// state-based actions work out toughness from characteristic-defining
// abilities, and follow both ways where the board leaves it open; Humility, Kasmina's Transmutation and Blood Sun take
// abilities away in layer 6; upkeep reads the effects on drawing (Spirit
// of the Labyrinth, Narset, Thought Reflection, Notion Thief, Laboratory
// Maniac, Chains of Mephistopheles, Blood Scrivener, Underrealm Lich),
// echo as a trigger
// that may happen, life gain doubled or stopped, paying life, enchanted
// creatures' controllers' upkeeps, and resolves draw triggers one at a
// time on both sides; state triggers bear on no mana question; pay reads
// Trinisphere with Phyrexian and {2/W} symbols, Lion's Eye Diamond,
// cost effects tapped or sacrificed first and more spending restrictions;
// mana says where the most mana leaves the player at 0 life; answers
// changed on those boards, among them boards answered wrongly. 0.12.0:
// control-changing Auras in layer 2, Mycosynth Lattice and Enchanted
// Evening, Fastbond, Clone and Vesuva as they enter, "exiled CARD"
// (Chrome Mox, Semblance Anvil, Extraplanar Lens), Pentad Prism, spells'
// own reductions and spending restrictions, spells that can't be cast,
// subjects by color excluded and chosen type, "can't lose the game",
// Worship, upkeep win triggers, sacrifices of the player's choice,
// werewolves and the triggers that state-based actions set off are read;
// upkeep refuses where a player can act while Ghirapur Orrery's trigger
// waits and change what it reads; answers changed on those boards, among
// them boards answered wrongly. 0.13.0: pay works out convoke, improvise
// and a storage counter put first; the upkeep refusal for a player acting
// while Ghirapur Orrery's trigger waits holds only where the ability can
// be activated, and a library the board gives that an ability may change
// first is refused; enters reads check, fast and battle lands' "unless";
// crew, Alms Collector, Notion Thief on each side, draw limits beside
// replacements, Painter's Servant, Metallic Mimic, Auras that animate or
// stop abilities and headlines of 25 words at most; answers changed on
// those boards, among them boards answered wrongly. 0.14.0: Dark
// Confidant's reveal counts as taking a card from the library and its loss
// is the team's in Two-Headed Giant; a life cost needs that much life;
// tap and activate say where an ability leaves its controller at 0 life;
// could-produce reads a permanent's own triggered mana ability; enters
// says where Unbound Flourishing doubles X and where counter modifiers
// can't apply; pay and mana read Heritage Druid and Birchlore Rangers
// where their Elves make no mana of their own, {T}-and-sacrifice outlets
// (Phyrexian Tower), Tsabo's Web, a spell's restriction on its mana's
// sources as bearing only on casting it, and an Equipment that is a
// creature as equipping nothing; pay says more exactly why a cost can't
// be paid; answers changed on those boards. 0.15.0: pay and mana read
// Heritage Druid and Birchlore Rangers beside Elves that make mana of
// their own, and say where triggered damage (City of Brass, Manabarbs)
// leaves the player at 0 life, unless an ability they may activate first
// may save them; lifelink, infect, wither and deathtouch on a permanent
// that deals damage in the question stop the answer; prevention effects
// and life floors deal no damage; more trigger conditions are read (a
// spell cast narrowed by colors or lists, dice and coins, monstrosity,
// renown), as are Gibbering Descent, cumulative upkeep that adds mana,
// upkeep triggers that can't trigger in this upkeep, landfall that gives
// no land play and Burgeoning; upkeep events say damage as dealt by its
// source; activate says what an ability numbered is where it is not
// activated, reads shroud, hexproof and protection for a qualified target,
// and names Pithing Needle's exception for mana abilities; answers changed
// on those boards. 0.16.0: levelers have their level's abilities and
// power and toughness, and level up and outlast are read; could-produce
// counts the mana of abilities that are no mana abilities (loyalty, a
// target, a library card moved) and of mana abilities whose cost is not
// read; pay and mana share the hand between discard costs, say what every
// source makes where no combination pays, and read spells' alternative
// costs and Carpet of Flowers outside its phases; upkeep resolves draw
// triggers with choices (Consecrated Sphinx, Jace's Erasure, Psychic
// Corrosion, Kederekt Parasite) and reads boosts and kinship; activate
// reads graveyard targets past shroud; enters answers beside mana
// replacement effects; more rulings are cited and steps worded; answers
// changed on those boards. 0.17.0: a board gives energy counters and a
// cost pays {E} with them; copies a shared hand or energy can't pay for
// are still used otherwise (a Bog Witch convokes); Platinum Emperion,
// Angel of Jubilation, and Worship beside damaging mana sources are
// read; casting restrictions, Torpor Orb, Ground Seal, targeting limits,
// champion, threshold and hellbent, equipment and boosts with riders
// are read where they can't bear; Gaea's Cradle and Nykthos say what
// they count, land-type steps name the lands changed, a use needing no
// choice names none, and a refusal carries no answer's fields; answers
// changed on those boards. 0.18.0: upkeep follows abilities that draw
// while the upkeep's triggers wait (Sensei's Divining Top, looters,
// Jayemdae Tome, Chromatic Sphere beside Ghirapur Orrery) and an
// opponent's draw Notion Thief takes; shock lands at too little life
// enter tapped, Orb of Dreams is read; River of Tears, Spawning Bed,
// Metalworker with an empty hand, will of the council and flash givers
// are read; equal-looking sources with different abilities are kept
// apart; answers changed on those boards. 0.19.0: Sagas are read (704.5s,
// lore counters, a resolved chapter that may still apply stops the
// answer); battles at 0 defense leave; an ability any player may activate
// is paid for by the player asking; what a permanent could produce counts
// the mana its triggered abilities add; Phyrexian symbols a way's own mana
// covers are paid with it; an untap that remakes one tap is no way; a "no"
// names every source that can't make mana; a player kept in the game at 0
// life is said so by every question; steps name only the replacement
// effects that apply; answers changed on those boards. 0.20.0: a target a
// clause puts in combat has none outside it; Coalition Relic and Thran
// Turbine could produce their mana; activate answers beside cost changes
// that change nothing asked; upkeep reads Land Tax, Mana Crypt's coin flip
// and Honden of Cleansing Fire, and refuses a loss an ability activated
// meanwhile may prevent; enters reads types as a permanent would have
// them (Mycosynth Lattice), a planeswalker entering with no loyalty
// leaves, and Chalice of the Void's counter is refused where a permanent
// may make a spell uncounterable; Adapt on a creature with a counter is
// read; a "no" keeps its reason; Forbidden Orchard's trigger is said;
// boards past the budget in granted abilities or uses of one land are
// refused; answers changed on those boards. 0.21.0: X=N on a permanent
// whose own text enters with X counters gives it those counters; old
// Hideaway lands, reveal lands with an empty hand and shock lands beside
// Platinum Emperion enter tapped; Baubles, Sextants, Panharmonicon and
// Yarok beside Ghirapur Orrery are read; Solitary Confinement's skipped
// draw lasts only while it stays; Oath of Gideon, Tomb of Urami and
// Cryptolith Fragment are read; a step trigger that may have resolved
// this turn and left a lasting effect stops the answer unless each
// sentence of it that lasts only gives combat keywords, raises power and
// toughness nothing reads, or restricts attacking, and a boost to its own
// permanent bears only where that permanent's power is read; of two
// legends alike in every way the one asked about is kept; Zhur-Taa
// Druid's damage says an opponent it leaves at 0 life loses; upkeep
// events name whose permanent of two players' alike triggered; a Circle
// of Protection of a color no damage source has is not taken to save a
// player; Baubles move no card of a library; Teysa Karlov, Leyline of
// Punishment and tokens' quoted abilities bear only where they can; a
// commander's color identity with no commander cites 903.4f and says so;
// enters says "untapped" and leaves out an X a card does not have;
// answers changed on those boards. 0.22.0: "[Cost]: [Effect.]" is an
// activated ability whatever its effect; cycling and other hand or
// graveyard keywords are named; Vorinclex's no-untap trigger is said;
// another player's trigger text is quoted with its player named; a
// keyword granted while a condition holds changes no toughness; a
// Phyrexian cost whose life ways fill the list says there are more;
// spending mana as though another color bears where a cost with a colored
// symbol is paid; Rings of Brighthearth triggers on non-mana abilities
// only; the Shrines' upkeep-or-cast trigger is read; Auras that enchant a
// player are written on that player, and their upkeep triggers that mill
// or deal damage are read; "enchanted player is attacked" is combat only;
// Celestial Dawn makes the spell cast white; Ground Seal bars graveyard
// targets; Sensei's Divining Top beside Dark Confidant stops the answer;
// a source's uses with different later damage are different ways;
// creature types folded since 2019 take their current names; an equip
// ability that can't be activated gives no haste, and shroud beside
// untappers stops the answer; an untapped {Q} source with a {T} ability,
// X=N beside Unbound Flourishing and a Chalice its caster may sacrifice
// while casting are refused; answers changed on those boards. 0.23.0:
// "chose", "named" and X=N are errors on a permanent whose text makes no
// such choice or has no X; an Aura with nothing it may enchant does not
// enter; a draw trigger's permanent an upkeep trigger may remove, and an
// echo permanent another trigger reads, stop the upkeep answer; triggered
// damage past a player's last life leaves them at 0 or less; a mana
// ability whose activation condition an ability activated first may
// meet, a creature that sacrifices itself beside Phyrexian Tower, and one
// that can be tapped and then sacrificed for mana stop pay and mana; a
// cost with both {T} and {Q} is refused; a permanent returned to its
// controller by state-based actions has summoning sickness; keyword
// counters give their keyword; X=0 leaves a planeswalker with X loyalty
// none; rulings name their inline cards (user_cards), and an inline
// type line with a lowercase subtype is an error; many counter-modifying
// replacement effects, and more than 24 effects that add card types, are
// refused past their bounds; answers changed on those boards. 0.24.0:
// a permanent given back this turn has summoning sickness; an ability a
// player may activate in the upkeep that may remove a permanent the
// triggers read stops the upkeep answer, as does a nonactive player's
// winning draw in a seating the board does not record, and players draw
// by one effect in APNAP order; enters reads the effects that make a
// permanent enter tapped without its own (Humility, Uphill Battle's
// "played", Amulet of Vigor untapping itself, Blood Sun), and an Aura
// spell's targets; unread text of a permanent that loses its abilities
// stops the answer; the reason a cost can't be paid counts {C} apart
// from hybrid colors; the pay search cuts picks with a source to spare
// and bounds the searches of what pays what; the upkeep search counts its
// memory; "you" on a board is me; answers changed on those boards.
// 0.25.0: a player who loses at 0 life in a multiplayer game leaves in the
// same check of state-based actions as the others, an Aura on them goes,
// and no state-based action is performed on layers that depend on
// timestamps the board does not record; activate reads a player's own
// hexproof or shroud, a teammate's hexproof as no bar, hexproof from a
// color, and a second target that must differ from the first, stops
// beside other text that may make its targets untargetable, and reads
// "[Cost]: … can't be blocked this turn" as an activated ability; Devoted Druid's damage bounds its untaps; the
// upkeep's draw triggers go on after a player leaves a multiplayer game,
// and echo of a sick permanent triggers; enters: Vesuva or Clone copying
// nothing, copies of back faces, halves of split cards, the legend rule
// before Amulet of Vigor; answers changed on those boards. 0.26.0: a life
// total below 0 pays no life; a permanent untapped again after a use that
// changes counters its mana reads, a stun counter where something untaps
// its permanent, a hone counter, an inline card's colors or devotion, an
// inline creature's -1/-1 counters, Rhystic Cave's mana in pay and mana,
// an X cost asked of a card whose ability restricts the mana on X, and
// untap-step triggers in the upkeep (phasing in, becoming untapped), an
// upkeep trigger whose permanent the first state-based actions take
// away, and a target whose words go past what activate reads stop the
// answer; activate says where a cost pays all the life there is; a flipped flip card's devotion, Springjack Pasture's X, an
// optional draw over a limit (121.2b), Torpor effects on Amulet of Vigor,
// a permanent's own "can't have counters" as it enters, and the reason
// words about life (the life total limits the mana only where it does;
// lethal triggers in mana; a shock land beside Platinum Angel) are read;
// answers changed on those boards. 0.27.0: pay with card: reads whether
// the spell may be cast now (its type's timing, a legendary sorcery, its
// own casting conditions, its own additional costs, its targets, the
// half of a split card its cost is, a death trigger from state-based
// actions first); activate reads targets for the player activating an
// ability any player may activate, a teammate as no opponent, a target
// inside a quoted ability as chosen later, an Equipment creature as its
// own equip target; enters with cast:false stops for a card that may
// return by its own undying, persist or tapped return, and works out the
// state-based actions for each count of counters; upkeep lists a sure
// echo among its triggers and stops where the first state-based actions
// take away an effect that shaped its triggers; Naked Singularity and
// Reality Twist read each land's own types; a target's color words
// ("nonblack") are read; answers changed on those boards. 0.28.0: a second
// target that must be another ("a second target creature", "another
// target player") needs two different permanents or players, "Two target
// players" two players who can be targets, "two target creatures" two
// permanents, and a target player with a
// condition stops the answer; "target creature Wall of Corpses is
// blocking" needs combat; pay with card: judges both halves of a fused
// split card, an Enchant player Aura spell's player, "X target
// creatures" with X given, "among one or two targets", "to each of two
// targets", damage divided among any number of targets, a multikicker
// spell's first target, and a spell's
// "Choose target creature." as a target, not a mode, and says where a
// target the board can't show is taken as there; pay and enters stop
// beside text that may let a spell target anyway (Glaring Spotlight);
// enters stops for text that may keep an Aura spell from targeting, and
// an untapper untaps what
// enters only if it stays; Winter's Night's land doesn't untap in its
// next untap step; granted abilities are quoted as printed, and met
// timing restrictions as met; answers changed on those boards. 0.29.0:
// upkeep stops where an ability a player may activate while the triggers
// wait may change who wins or loses, or where paying a trigger's mana may
// cost the payer's last life or a card; restricted mana that may pay mana
// abilities' costs stops pay; a spell's additional life is in each way;
// enters holds a spell to when and whether it may be cast and stops beside
// triggers on becoming a target; "target creature other than" the
// ability's own permanent is another target; the world rule counts
// legendary worlds; keyword counters beside effects removing abilities
// stop the answer; Two-Headed Giant headlines name the losing team; two
// players' upkeeps say who wins; tap outcomes say a lethal choice; words
// mended; answers changed on those boards. 0.30.0: upkeep stops where a
// response may bring a player to 0 with what the triggers deal, where it
// may move cards out of a library a trigger counts, and where a player may
// leave with a permanent they own but do not control; lands weighs the
// upkeep and draw step triggers, and the draws that may empty a library,
// still to come before the first main phase;
// a counting mana ability whose cost a counted permanent sacrificed may
// pay stops pay and mana; an Aura that kills its creature as it enters
// goes with it; a bounce land's own trigger beside Amulet of Vigor is
// ordered by its controller; a split card cast fused is one spell of both
// halves' colors and mana value; a cost increase on the tapped permanent
// stops tap; unquoted grants and mana words without "Add" stop the answer;
// accents are read in form C; words mended; answers changed on those
// boards. 0.31.0: Amulet of Vigor's untap is hedged only beside a trigger
// that may move what entered; responses while upkeep triggers wait add
// up, and an untapper lets a tapping ability act again; a lasting grant a
// trigger may have made long since, and counters that carry another
// card's granted ability, stop the answer; upkeep keywords on what the
// first check of state-based actions takes, and before the main phase in
// lands, stop the answer; a 2HG teammate's draws count before the main
// phase; triggered mana comes after its ability's own damage; mana in
// other words than "Add" may be a mana ability; words mended; answers
// changed on those boards. 0.32.0: predefined tokens (Treasure, Gold, …)
// on a board by name, and "this token" read; a land asked about as played
// can't be played off its player's main phase or with no play left; a
// half mana symbol stops enters; an order that acts after a reveal that
// may end the game is kept apart; the ways of a permanent's two abilities
// keep their own events, and sacrifices are written last; a loyalty
// ability's mana bears only when it can be activated; nothing waits where
// nothing triggers; inline names with control or look-alike characters
// are errors; answers changed on those boards. 0.33.0: an opponent's
// entering trigger that may end the game first stops Amulet of Vigor's
// untap; pay and mana stop at a death trigger the state-based actions set
// off; restricted mana reads the half of a split card cast; entering and
// untap texts change no toughness unless they give some; "Enchant … you
// control" reads its controller; activate stops at unread rules of
// activating, reads "two target lands", a modal ability's modes and
// names another player's permanent's controller; an upkeep that reads a
// hand stops beside a card put onto the battlefield unseen and a "becomes
// tapped" draw; a trigger sentence in a mana ability is no draw of its
// effect; answers changed on those boards. 0.34.0: the entering player's
// own lethal triggers ("you"), a teammate's draws and an opponent's
// self-lethal trigger stop Amulet of Vigor's untap; a {T} ability that
// can't be activated now bears on no payment, and tap and activate say
// "can't" whatever else of it is unread; an ability that moves its card
// from a graveyard works only there; a raise of toughness that may still
// apply is weighed where a creature's survival hangs on it; cast-only and
// sunburst counters are none without a cast; Platinum Emperion, Aura Flux
// on Land Tax, a tapped or copied Howling Mine, protection from
// non-Spirit creatures and combat-only enters effects are read; answers
// changed on those boards. 0.35.0: a creature whose survival hangs on a
// raise of toughness the board does not show (a pump, a doubling, a
// switch, a base power and toughness set) is followed both ways; an
// upkeep trigger's intervening "if" the board makes false doesn't
// trigger; an opponent who may draw from an empty library before the
// main phase stops the lands question; a boost that only raises makes no
// damage lethal; "Activate only during your main phase" and its steps;
// Doubling Season beside age counters and a cast trigger's draw from an
// empty library stop the answer; templates read no second clause;
// answers changed on those boards. 0.36.0: one test keeps every template
// that takes words freely from reading a second clause; Powerstone's mana
// may pay abilities; a loyalty ability that can't be activated now and
// leaves nothing that lasts, hexproof that bars only opponents' spells,
// counters an ability puts on its own permanent, mana kept as steps end
// for another player, and Leyline of Singularity without two permanents
// of one name no longer stop the answer; Gaea's Touch at hand 0 is read;
// a source that counts counters it lacks says so; answers changed on
// those boards. 0.37.0: an upkeep's outcomes give the life totals they
// change (Outcome.Life); a summoning-sick source's restricted mana and an
// ability whose mana cost can't be paid (Doubling Cube beside two
// Forests) no longer stop pay and mana; a cost for a card with bestow or
// morph that is not its mana cost stops the answer where an effect reads
// the spell; an empty hand's refusal names what may fill it; answers
// changed on those boards. 0.38.0: a payment's sources are listed in the
// order the search found, each costed mana ability after the mana that
// pays it, and an untap's alternatives that can't share one order are
// ways of their own; a bestow or face-down cost gets "no" outside its
// caster's main phase or with no creature to enchant, and a morph cost
// turns a card face up on any turn; Torpor Orb no longer stops lands
// where nothing triggers on entering; a teammate's untapper stops a "no"
// in Two-Headed Giant; answers changed on those boards. 0.39.0: mana
// spent as though it were mana of any color (Mycosynth Lattice) pays a
// colored or hybrid symbol in pay and mana, and Lattice makes the spell
// paid for colorless; a spell prohibited by what a permanent named or
// chose (Meddling Mage, Archon of Valor's Reach, Iona) or by the time
// (Teferi, Time Raveler; Dragonlord Dromoka; Basandra; Dosan) gets "no",
// read of a fused split spell's both names, of a face-down spell's none
// and of a bestowed Aura spell, under Teferi with no spell to target, and
// one spell each turn (Rule of Law)
// allows the first; emerge and offering with nothing to sacrifice lower
// no cost; Thespian's Stage's tapped copy makes no mana; answers changed
// on those boards. 0.40.0: a count of permanents that an ability a player
// may use first can change (Zuran Orb, Storm Cauldron, a fetch land, a
// sacrifice outlet, damage) stops Ward of Bones', Limited Resources' and
// Karma's answers; what a planeswalker may have made a creature in an
// earlier turn stops an answer beside Cursed Totem or Linvala; a Pact's
// colors, which a color indicator gives, stop where they matter; Grand
// Abolisher, Realmwright, Rock Jockey and "Sacrifice another creature"
// are read; Rest in Peace, Vizier of Remedies, search limits, War's Toll
// and Storm Cauldron's triggers, Torpor Orb and Panharmonicon beside
// Amulet of Vigor, a fetch or animated land nothing reading the
// permanents counts, a tapped Howling Mine, a second Ghirapur Orrery and
// Sylvan Library before the main phase bear only where they can; answers
// changed on those boards. 0.41.0: color indicators are read from the card
// data (Dryad Arbor, the Pacts, back faces); an untap's first tap before a
// spell that needs an empty stack waits for its triggers' damage (City of
// Brass at 1 life), unless the player can't lose, and under Teferi, Time
// Raveler an instant's does too; a land a player may return to their hand
// or graveyard and play again, or a land card put into their hand (Trade
// Routes, Storm Cauldron, Crucible of Worlds beside Zuran Orb, Renegade
// Map), and life gained first beside a mana ability that takes life, stop
// pay and mana; a planeswalker's lasting animation stops an answer where
// the permanent it made a creature may die; a raise limited to once each
// turn that can't save a creature is not followed, and Pemmin's Aura's
// "+1/-1 or -1/+1" is a raise; The Immortal Sun's loyalty ban bears only
// beside a planeswalker; mana tapped before a beginning-of-step untap
// trigger resolved (Wilderness Reclamation) may still be in the pool;
// answers changed on those boards. 0.42.0: a Monolith's own mana pays for
// its untap; a tapped restricted source an untapper untaps stops a "no"
// without card:; what an earlier turn's ability did lasts where it says
// (Wakeroot Elemental, Thelonite Monk, Orcish Farmer, Memnarch, Soul
// Sculptor, a detain of an earlier turn) and beside Humility, which ends
// none of it; Asylum Visitor reads a departed player's last known hand;
// a skipped draw step draws nothing before the main phase; Painter's Servant colors the spell paid for; an
// untapper the engine does not work out leaves a "yes" with the other
// ways; damage to a player, a basic land fetched, Craterhoof Behemoth's
// raise, a grant to tokens, Oath of Nissa's spending and a triggered mana
// ability's named colors bear only where they can; answers changed on
// those boards. 0.43.0: an ability activated before a cost is paid that
// takes a permanent from the battlefield stops a "no" where a trigger on
// that permanent leaving may change the mana (Strip Mine beside Titania
// and Gaea's Cradle, or beside Flagstones of Trokair and Amulet of Vigor;
// Skullclamp's equip on an X/1 whose dying makes a Treasure); a lasting
// copy (Thespian's Stage, Mizzium Transreliquat, Cryptoplasm) and what an
// upkeep or end-step trigger phased out (Taniwha, Crystal Golem) stop the
// questions they bear on, as does a keyword lost with no end beside what
// counts it (Elder Land Wurm beside Overgrown Battlement); a sacrificed
// anthem that only raises changes no mana where nothing reads power or
// toughness (Elvish Archdruid beside Ashnod's Altar); answers changed on
// those boards. 0.44.0: a permanent written by its own name is no copy
// of another object (CR 707.2), and Thespian's Stage's copy activated
// first is read beside lands that only tap for mana; a trigger that only
// gains or loses life or only puts +1/+1 counters changes no mana where
// nothing reads them (Blood Artist beside Ashnod's Altar); a permanent
// tapped and then sacrificed by its own abilities (Eye of Ramos) and Food
// Chain where it can change nothing are worked out; what phased out stays
// out through another player's untap step (Taniwha), and Equipoise
// phases nothing of the active player's; replacements on a permanent's
// own dying and on combat damage, life gained first beside a life total
// no mana ability can bring down, Devoted Druid's own counters, Land
// Tax's searches with no hand given, Davriel's "one or fewer cards" and
// Mosswort Bridge with no creature are read; activate reads what may be
// phased out; sacrifices beside Damping Sphere and a count of permanents,
// and life gained first before a Phyrexian cost, stop the answer; "if …
// is attacking" outside combat, and a target that may be the ability's
// own permanent, are read; answers changed on those boards. 0.45.0:
// Springleaf Drum, Holdout Settlement and Survivors' Encampment beside
// more creatures they may tap than permanents with the ability, Food
// Chain as an outlet that exiles, "Equip legendary creature", two
// identical type-changing effects in a loop, a -N/-N death trigger set
// off by a sacrifice activated first, and lands made creatures first
// beside more mana that counts permanents are worked out; the mana that
// pays for a land's becoming a creature is made before it is one, and
// what doubles, grants or takes mana on the creature it becomes stops
// the answer; activate answers where shroud, hexproof or protection
// can't matter, and refuses a tapped target a creature tapped for mana
// first could be; Champion of Stray Souls' graveyard ability is read as
// working only there; answers changed on those boards. 0.46.0: activate
// answers a "tapped" target a creature tapped for mana first becomes,
// refuses what an ability of an earlier turn may still have changed
// (petrification, Memnarch, Alchor's Tomb, "until your next turn"), and
// says no to a channel or bloodrush ability on the battlefield; Apocalypse
// Hydra's X more counters, a creature's boost to itself beside another's
// survival, Engineered Plague unnamed in enters, statics that work in a
// graveyard or on a turn or while a counter is on their permanent, and
// triggers read "while" are worked out; lands and upkeep refuse a
// sacrifice-unless-pay trigger on what gives land plays and an activated
// ability that may have set up this upkeep's trigger; counters removed
// one at a time for mana, and lands made creatures first beside Myr
// Superion and Elvish Guidance, are worked out, and counters doubled or
// moved by modular first, and a land made a creature first as a tapped
// target, stop the answer; answers changed on those boards. 0.47.0:
// activate refuses where a creature tapped for an ability that is no mana
// ability, or a Two-Headed Giant teammate's, may become a "tapped" target,
// and where an untapped permanent could first be tapped to pay its {Q};
// an ability that works from the command zone can't be activated on the
// battlefield, nor a tapped Xathrid Gorgon's whatever its petrification
// did; a way lists counters removed from a creature that then dies after
// the other sources and before what is sacrificed or exiled; a Drum-like
// cost beside a creature its own mana ability untaps, and an enchant
// restriction by mana value on an inline card, stop the answer; enters
// says which counters state-based actions remove in pairs, refuses a
// land back face as played from a hand, and says a Clone or Vesuva that
// can't be cast or played now never enters; ways alike but for the color of
// a source whose mana pays only another's cost are one; lands refuses a
// count of lands after plays where a land played may be a creature that
// dies at once; answers changed on those boards. 0.48.0: the upkeep of a
// player whose turn the board's is not comes after their untap step, their
// permanents untapped and no longer summoning sick; Land Tax's count of
// lands before state-based actions take one, and what triggers on an
// ability activated while Ghirapur Orrery's trigger waits (Harsh Mentor,
// Rings of Brighthearth), stop the answer; Graveborn Muse's life loss
// after a draw from an empty library is counted; Vesuva copying a creature
// beside Torpor Orb is not untapped by Amulet of Vigor; a sacrifice to an
// outlet is a way apart from tapping alone; tap says Betrayal's draw and
// what triggers after mana is made (War's Toll, Storm Cauldron); in the
// upkeep, what a mana ability's tapping sets off (Storm Cauldron, Night
// Market Lookout) stops the answer, and step: untap untaps the asking
// player's permanents; persist and undying bear only where their creature
// may leave; Vesuva's copy is untapped by Amulet of Vigor only where it
// stays; a tapped-for-mana trigger is said only where mana was made; the
// untap step untaps what a player controls after control effects, what
// an effect gave them this turn is not sick in their next, and phasing
// stops it; a creature its own counters may kill (Devoted Druid)
// sets off what triggers on dying; answers changed on those boards.
// 0.49.0: a permanent that may enter as a copy (Clone, Vesuva), written by
// its own name, copied nothing; Black Vise never triggers in its
// controller's upkeep; Sakura-Tribe Elder's tapped basic land changes no
// count of Elves or creatures; mana weighs Grim Monolith's untap beside a
// Signet; pay without card: answers a cost a reduction of some spells
// can't change; a trigger that works only in a graveyard bears only where
// its permanent may go there; an effect that makes damage more bears only
// where damage is dealt to a player; lands answers beside a landfall
// trigger that only deals damage to a player or puts counters on its own
// permanent; True-Name Nemesis's protection is read as protection; the
// rules that decide an activation, a Command Tower's nothing, a Two-Headed
// Giant team's life and Dark Confidant's possible loss are cited; answers
// changed on those boards.
// 0.50.0: pay and mana read abilities that are no mana abilities,
// activated first, more widely: a card drawn first beside a cost that
// discards where the hand is too small (Mind Stone, Skullclamp beside Bog
// Witch); persist, undying and afterlife after a sacrifice to Viscera
// Seer, and persist a -1/-1 counter stops bearing on nothing unless a
// counter can be put first; an ability that works only from the
// graveyard (Reassembling Skeleton, unearth, embalm, scavenge) where the
// player may put it there; counters removed first beside a cost that
// puts counters (Vampire Hexmage beside Devoted Druid) or from a
// planeswalker; what raises Devoted Druid's toughness first; a token
// created first that sets off a trigger on entering (Krenko beside Soul
// Warden); a creature killed first by damage equal to a power, a -1/-1
// counter or a fight; an Aura moved first (Simic Guildmage); a way that
// taps and sacrifices a permanent whose mana counts permanents lists it
// first and says the sacrifices wait; a Monolith's untap paid with mana
// worked out apart (Pentad Prism); answers changed on those boards.
const EngineVersion = "0.50.0"

// CREdition is the effective date of the Comprehensive Rules edition whose text
// the engine cites.
const CREdition = "2026-09-25"

// Ruling is the engine's answer to one question (docs/contract.md, section 3).
// Fields that do not apply to the question are left at their zero value and
// are absent from the JSON form.
type Ruling struct {
	ID      string `json:"id,omitempty"`
	Command string `json:"command"`
	// Canonical is the question in canonical form: the command with its
	// options in a fixed order and the board in canonical notation. With the
	// engine version it decides a stored ruling's id.
	Canonical string `json:"canonical,omitempty"`
	Question  string `json:"question"`
	Board     string `json:"board,omitempty"`
	// UserCards are the names of the inline cards on the board, in board
	// order: a ruling about them rests on text a user wrote, not on
	// Oracle text, and the pages and embeds say so.
	UserCards  []string  `json:"user_cards,omitempty"`
	Understood bool      `json:"understood"`
	Answer     string    `json:"answer"`
	Outcomes   []Outcome `json:"outcomes,omitzero"`

	// Legal answers activate and tap: whether it can be done now.
	Legal *bool `json:"legal,omitempty"`
	// ManaTypes answers could-produce, in the order W U B R G C. It is an
	// empty, non-nil slice when the permanent could produce no type.
	ManaTypes []string `json:"mana_types,omitzero"`
	// LandPlays and LandsLeft answer lands.
	LandPlays *int `json:"land_plays,omitempty"`
	LandsLeft *int `json:"lands_left,omitempty"`
	// LandsAnyNumber answers lands where the player may play any number
	// of lands this turn (Fastbond); LandPlays and LandsLeft are then nil.
	LandsAnyNumber bool `json:"lands_any_number,omitempty"`
	// Triggers answers upkeep: every triggered ability that triggered.
	Triggers []Trigger `json:"triggers,omitzero"`
	// EtbX, PermanentX, ManaValue, ManaValueOnStack and Counters answer enters.
	// EntersTapped answers enters: whether it enters tapped, nil where
	// the engine can't tell (a condition, a choice).
	EntersTapped     *bool          `json:"enters_tapped,omitempty"`
	EtbX             *int           `json:"etb_x,omitempty"`
	PermanentX       *int           `json:"permanent_x,omitempty"`
	ManaValue        *int           `json:"mana_value,omitempty"`
	ManaValueOnStack *int           `json:"mana_value_on_stack,omitempty"`
	Counters         map[string]int `json:"counters,omitzero"`
	// Payable and Payments answer pay: whether the cost can be paid now,
	// and each distinct way to pay it.
	Payable  *bool     `json:"payable,omitempty"`
	Payments []Payment `json:"payments,omitzero"`
	// MaxMana and MaxByType answer mana: the most mana in all, and the
	// most of each type (by letter, types it can't make left out).
	MaxMana   *int           `json:"max_mana,omitempty"`
	MaxByType map[string]int `json:"max_by_type,omitzero"`

	Steps   []Reason      `json:"steps"`
	Rules   []string      `json:"rules"`
	Rulings []CitedRuling `json:"rulings"`
	Engine  string        `json:"engine"`
	CR      string        `json:"cr"`
	// Cards names the edition of the card data the ruling was made with
	// (catalog.EditionName): whose Oracle text the engine read.
	Cards string `json:"cards,omitempty"`

	// why is, where the engine could not rule, the reason the answer
	// gives after "I can't rule on this, because " (notUnderstood), for a
	// question asked within another.
	why string
	// tappedBy and untappedBy name, for an enters question asked within
	// another, the permanents whose effects make it enter tapped, and
	// those whose abilities then untap it (enteredTapped).
	tappedBy, untappedBy []string
}

// Outcome is one distinct result that the players' choices can lead to.
type Outcome struct {
	// Choices are the choices that lead here, in words. Merged outcomes list
	// the choices of each path that led to the same result.
	Choices []string `json:"choices"`
	// Mana is the mana produced, in the order W U B R G C, one symbol per
	// mana; "" means no mana. It is nil for questions that produce no mana.
	Mana *string `json:"mana,omitempty"`
	// Draws and Hand map each player to cards drawn and cards in hand after.
	// ManaTypes answers could-produce where the answer depends on an
	// order the board does not record: the types under the choices.
	ManaTypes []string       `json:"mana_types,omitzero"`
	Draws     map[string]int `json:"draws,omitzero"`
	Hand      map[string]int `json:"hand,omitzero"`
	// Life is, for an upkeep, each player's life total after, for the
	// players whose life total the board gives and some outcome changes
	// (in Two-Headed Giant each member holds the team's, CR 810.9).
	Life   map[string]int `json:"life,omitzero"`
	Events []string       `json:"events"`

	// lives are each player's life total after an upkeep's outcome,
	// where the board gives it, for the checks of what a response may
	// do (lifeAtRisk); not part of the answer.
	lives map[string]int
}

// Reason is one step of the reasoning, with the rules and rulings it rests on.
type Reason struct {
	Text    string        `json:"text"`
	Rules   []string      `json:"rules,omitzero"`
	Rulings []CitedRuling `json:"rulings,omitzero"`
}

// CitedRuling is an official ruling that a ruling relied on.
type CitedRuling struct {
	Card string `json:"card"`
	Date string `json:"date"`
	Text string `json:"text"`
}

// Trigger is a triggered ability that triggered: its source, who controls
// it, and the player it is for.
type Trigger struct {
	Source     string `json:"source"`
	Controller string `json:"controller"`
	Player     string `json:"player"`
	// From names the permanent that gives Source the ability (Aura
	// Flux, Kataki, War's Wage), "" for an ability of its own.
	From string `json:"from,omitempty"`
}

// notUnderstood finishes a ruling the engine cannot make: understood false,
// the answer saying which text, no outcomes.
func notUnderstood(r *Ruling, e *explainer, why string) error {
	r.Understood = false
	r.why = why
	r.Answer = "I can't rule on this, because " + why + "."
	// No answer is given: nothing a question's work set before it
	// stopped stays.
	r.Outcomes = nil
	r.Legal = nil
	r.ManaTypes = nil
	r.LandPlays, r.LandsLeft, r.LandsAnyNumber = nil, nil, false
	r.Triggers = nil
	r.EntersTapped, r.EtbX, r.PermanentX, r.ManaValue, r.ManaValueOnStack, r.Counters = nil, nil, nil, nil, nil, nil
	r.Payable, r.Payments = nil, nil
	r.MaxMana, r.MaxByType = nil, nil
	e.fill(r)
	return nil
}
