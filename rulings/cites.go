package rulings

import (
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
)

// CiteRulesInUse makes a ruling the engine gave record the edition of the
// Comprehensive Rules in use (cr.Current), whose text is shown with its
// citations: the engine names the edition built into the program, and an
// edition imported since replaces it.
func CiteRulesInUse(r *rules.Ruling) {
	if r.CR == "" || r.CR == rules.CREdition {
		r.CR = cr.Current().Edition
	}
}
