package rules

import "regexp"

// reLoseLandTypesGain: "SUBJECT lose all land types and abilities, and
// they gain "ABILITY"." (Alpine Moon). Each clause acts on the permanents
// of the subject alone ("they"): they lose their land types in layer 4 and
// their abilities in layer 6, and gain the quoted one (613.1d, 613.1f).
// Losing land types leaves card types, names and controllers as they are
// (205.1a), and losing or gaining abilities changes none of them: what
// the effect does makes no permanent one of its subject, nor one of them
// no longer one.
var reLoseLandTypesGain = regexp.MustCompile(`^(.+?) lose all land types and abilities, and they gain "[^"]+"\.?$`)

// compileSubjectOnly reads the text above into st as a StaticSubjectOnly
// where the engine reads its subject; it is not understood, and returns
// false for any other text.
func compileSubjectOnly(a *Ability, st *StaticSpec, s string) bool {
	m := reLoseLandTypesGain.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	sub, ok := parseSubject(m[1])
	if !ok || sub.Self || sub.Equipped || sub.Enchanted {
		return false
	}
	st.Kind = StaticSubjectOnly
	st.Subject = &sub
	st.Affected = m[1]
	a.Understood = false
	a.Why = "the engine does not model what it does to \u201c" + m[1] + "\u201d, and answers beside it only where the board shows no permanent is one of them"
	return true
}

// subjectOnlyBears classifies a StaticSubjectOnly of p: it changes
// nothing where no permanent of the board, as the world has it, is of its
// subject, and bears on every question where one is, or may be.
func (w *world) subjectOnlyBears(p *perm, st *StaticSpec) verdict {
	for _, q := range w.perms {
		if in, why := st.Subject.matches(w.b, p, q); in || why != "" {
			return bears
		}
	}
	return cannotBear
}
