package present

import "github.com/orrery-judge/orrery/rules"

// Verdict is how a ruling's answer reads at a glance, for the color it is
// shown in.
type Verdict string

// The verdicts of a ruling.
const (
	// VerdictYes: it can be done now.
	VerdictYes Verdict = "yes"
	// VerdictNo: it cannot be done now.
	VerdictNo Verdict = "no"
	// VerdictUnclear: the engine cannot rule on it, whatever else the
	// ruling says.
	VerdictUnclear Verdict = "unclear"
	// VerdictPlain: an answer that is neither yes nor no, like the mana
	// a land produces.
	VerdictPlain Verdict = "plain"
)

// VerdictOf is the verdict of a ruling: unclear when the engine did not
// understand it, else yes or no when it says whether something can be
// done or paid, else plain.
func VerdictOf(r *rules.Ruling) Verdict {
	switch {
	case !r.Understood:
		return VerdictUnclear
	case r.Legal != nil && *r.Legal:
		return VerdictYes
	case r.Legal != nil:
		return VerdictNo
	case r.Payable != nil && *r.Payable:
		return VerdictYes
	case r.Payable != nil:
		return VerdictNo
	}
	return VerdictPlain
}
