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
// The parts, by file:
//   - the board and its notation: board.go (Board, its players and
//     teams), notation.go (the grammar and ParseBoard), notation_scan.go,
//     notation_statements.go, notation_item.go (items and counts),
//     notation_card.go (names looked up in the catalog), notation_inline.go
//     (inline cards), notation_attr.go, notation_ref.go (CARDREF),
//     notation_forgiving.go (forms people type), notation_print.go (the
//     canonical printer).
//   - compiling Oracle text: compile.go and compile_text.go turn text into
//     Abilities (ability.go) by templates; compile_cost.go (costs, with
//     cost.go and mana.go), compile_mana.go and compile_mana_modifiers.go
//     (mana abilities and what adds to or changes them), compile_static.go
//     with subject.go and subtypes.go (static abilities and what they
//     affect), compile_upkeep.go, upkeep_actions.go and compile_enters.go
//     (upkeep, draw and entering triggers and replacements).
//   - understanding: understand.go (what a question asks and the
//     verdicts), understand_reads.go, understand_classify.go and
//     trigger_events.go: which text can bear on a question, so that text
//     not understood stops the answer.
//   - the world: perm.go (a permanent as the engine sees it), world.go
//     (worlds, one per timestamp order that matters) and layers.go
//     (continuous effects in layers, CR 613: land types, colors, granted
//     abilities, haste; orders the board does not record are all tried).
//   - state-based actions (CR 704): sba.go (rounds until none apply),
//     sba_check.go (the checks of 704.5), sba_attach.go (attachment
//     legality and protection), sba_answer.go (answers put together).
//   - mana: produce.go (what mana abilities add, "could produce" as a least
//     fixpoint, CR 106.7), mana_counts.go, mana_runs.go (one activation),
//     mana_triggers.go, mana_capped.go (amounts past the cap),
//     replacement_orders.go (replacement effects in every order, CR 616.1,
//     merged as they are found), mana_outcomes.go.
//   - paying: pay.go (the sources and their uses), pay_kinds.go (kinds of
//     mana and the pay problem), pay_space.go (costs and payments as
//     vectors), pay_untaps.go (abilities that untap mana sources),
//     pay_solver.go (the search), pay_feasible.go (whether the picks
//     pay the cost, in some order of costed abilities), pay_ways.go (the ways it
//     finds), pay_question.go (Pay, Mana).
//   - questions: question.go (the exported questions), question_tap.go,
//     question_could_produce.go, question_activate.go (with
//     activate_targets.go: whether a target exists), question_lands.go,
//     upkeep.go and upkeep_orders.go (the upkeep machine: triggers in APNAP
//     order, every order tried), question_enters.go with enters_cast.go and
//     enters_counters.go.
//   - the ruling: ruling.go, explain.go (steps, rules and rulings cited),
//     errors.go (InputError), budget.go (the bound on work), merge.go.
package rules
