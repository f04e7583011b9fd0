// Package rules is Orrery's rules engine: it reads a board written in board
// notation, compiles each card's Oracle text into abilities, and answers
// questions about the board exactly as the Comprehensive Rules and the
// official rulings say, citing each rule it uses.
//
// The engine is pure: no I/O, no clock, no randomness. The same question
// always gets the same ruling, byte for byte.
//
// A question is a function over a parsed board and typed arguments, each
// taking a context and returning the engine's Ruling: Tap, CouldProduce,
// Activate, Lands, Upkeep and Enters.
//
//	b, err := rules.ParseBoard("me: Forest, Mana Reflection; opp: Contamination")
//	r, err := rules.Tap(ctx, b, rules.CardRef{Name: "Forest"}, 0)
//
// The commands that ask them (/judge tap …) are declared in bot/command,
// which reads a command's options into these arguments and prints the
// canonical command; the engine knows nothing of commands.
//
// Bad input is an *InputError that says where and what was expected. A
// question that depends on text no template understands is answered with
// Understood false and the reason, never with a guess.
//
// The parts:
//   - notation: ParseBoard and (*Board).String, the canonical printer.
//   - compile: Compile turns Oracle text into Abilities by templates.
//   - world: continuous effects in layers (CR 613): land types, colors,
//     granted abilities, haste; timestamp orders the board does not record
//     are all tried.
//   - produce: what mana abilities add, "could produce" as a least fixpoint
//     (CR 106.7), replacement effects in every order (CR 616.1), merged as
//     they are found.
//   - questions: tap, could-produce, activate, lands, upkeep and enters.
package rules
