// Package present holds what the terminal, Discord and the web pages show
// alike, as plain data that each of them renders its own way (text, an
// embed, HTML): a ruling's verdict at a glance, the facts that answer its
// question, an outcome in words, the outcomes as a table, and the answers
// to /cr and /card. It only reads the engine's ruling and the embedded
// rules and catalog: no I/O, and the same input always gives the same
// answer.
//
// A ruling's verdict, its facts (each a label and a value) and its outcomes:
//
//	r, _ := inv.Answer(ctx)
//	color := colors[present.VerdictOf(r)] // yes, no, unclear or plain
//	for _, f := range present.Facts(r) {
//		fmt.Println(f) // "Land plays this turn: 3"
//	}
//	for _, o := range r.Outcomes {
//		fmt.Println(present.OutcomeLine(o, ": ")) // "{B}{B}: Contamination applies first"
//	}
//	t := present.OutcomeTable(r.Outcomes) // several outcomes as rows under a header
//	fmt.Print(t.Text("  "))                // "  Mana    When\n  {B}{B}  Contamination applies first\n"
//
// /cr and /card, from the embedded Comprehensive Rules and card catalog:
//
//	a, err := present.LookUpRule("603.4") // or words: "intervening if"
//	c, err := present.LookUpCard("Ghirapur Orrery")
//
// Bad input (no rule matches, no such card) is a *rules.InputError, which
// each front end shows as it shows any other.
package present
