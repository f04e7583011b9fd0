package rules

// Question is one question for the engine: a command path such as
// "judge tap" or "orrery upkeep", and its options as the user wrote them
// (option name to raw text). Asked is the command as the user typed it.
type Question struct {
	Command string
	Options map[string]string
	Asked   string
}

// Ask answers a question. Bad input (unknown card, bad notation, a missing
// or malformed option) is an *InputError; a question the engine cannot rule
// on is a Ruling with Understood false, never an error.
func Ask(q Question) (*Ruling, error) {
	return nil, &InputError{Message: "the engine does not answer " + q.Command + " yet"}
}
