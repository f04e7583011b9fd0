// Package command declares Orrery's commands as data and reads them.
//
// Every command of the product (/judge tap, /orrery upkeep, /cr, ...) is one
// Spec: its path, a description, and its options with their types, choices,
// ranges and completions. Discord registration, help and the text parser all
// read the same Specs, so a command is declared once.
//
// Parse reads a command as typed in a terminal or the web page,
//
//	/judge tap board:"me: Forest, Mana Reflection" card:Forest
//
// and FromOptions checks one as Discord delivers it. Both give an
// Invocation whose values have been checked, or a *rules.InputError that
// says what was expected and where. An Invocation prints in one canonical
// form, and becomes a rules.Question for the engine:
//
//	inv, err := command.Parse(text)
//	if err != nil {
//		// show err: err.(*rules.InputError).Caret() points at the problem
//	}
//	ruling, err := rules.Ask(inv.Question())
package command
