// Package command declares Orrery's commands as data and reads them.
//
// Every command of the product (/judge tap, /orrery upkeep, /cr, ...) is one
// Spec: its path, a description, its options with their types, choices,
// ranges, defaults and completions, and for a question to the engine the
// reader that turns it into a typed Question. Discord registration, help,
// the text parser and every front end read the same Specs, so a command is
// declared once.
//
// Parse reads a command as typed in a terminal or the web page,
//
//	/judge tap board:"me: Forest, Mana Reflection" card:Forest
//
// and FromOptions checks one as Discord delivers it. Both give an
// Invocation whose values have been checked, or a *rules.InputError that
// says what was expected and where. An Invocation prints in one canonical
// form. An invocation of an engine command reads into a Question (its
// board parsed once), whose String is its canonical command and whose
// Answer asks the engine:
//
//	inv, err := command.Parse(text)
//	if err != nil {
//		// show err: err.(*rules.InputError).Caret() points at the problem
//	}
//	q, err := inv.Read()                   // a TapQuestion, an UpkeepQuestion, ...
//	ruling, err := inv.AnswerQuestion(ctx, q) // or inv.Answer(ctx) for both
package command
