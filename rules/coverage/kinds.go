package coverage

import (
	"regexp"
	"strings"
)

// The reading of kinds: patterns of words over the lower-case text with
// reminder text removed. They decide only what is counted where.
var (
	loyaltyCost   = regexp.MustCompile(`^\[[+\-]?[0-9x]+\]:`)
	addsMana      = regexp.MustCompile(`\badds? (?:\{|one |two |three |four |five |six |seven |eight |nine |ten |x |an amount|that much|an additional|mana)`)
	tappedForMana = regexp.MustCompile(`tapped for mana|tap (?:a|an|another) [a-z ]*for mana`)
	replacesMana  = regexp.MustCompile(`\binstead\b`)
	landPlay      = regexp.MustCompile(`\bplay (?:an? |two |three |any number of )?(?:additional )?lands?\b|\bland plays?\b|\bcan't play lands\b`)
	entersWith    = regexp.MustCompile(`\benters(?: the battlefield)?(?: tapped)?(?: with|, it gets| with an additional)\b|\benters with\b`)
	upkeep        = regexp.MustCompile(`^at the beginning of [^,]*upkeep\b`)
	haste         = regexp.MustCompile(`\bhaste\b`)
	typeChange    = regexp.MustCompile(`in addition to (?:its|their) other (?:types|land types|creature types)|\b(?:is|are) (?:an? |every )?(?:basic land type|plains|islands?|swamps?|mountains?|forests?|artifact creatures?|artifacts? creatures?|lands?|creatures?|artifacts?)\b|\bbecomes? an? [^.]*\b(?:creature|land|artifact)\b|\blose all land types\b`)
)

// kindsOf reads which kinds an ability of the given text is.
func kindsOf(s string) []Kind {
	var out []Kind
	outside := unquoted(s)
	cost, effect, activated := splitActivated(outside)
	switch {
	case activated && !loyaltyCost.MatchString(s) && addsMana.MatchString(effect) && !strings.HasPrefix(cost, "when"):
		out = append(out, Mana)
	case strings.HasPrefix(outside, "when") && tappedForMana.MatchString(outside) && addsMana.MatchString(outside):
		out = append(out, ManaTrigger)
	}
	if tappedForMana.MatchString(outside) && replacesMana.MatchString(outside) || strings.Contains(outside, "produces") && replacesMana.MatchString(outside) {
		out = append(out, ManaReplacement)
	}
	if landPlay.MatchString(s) {
		out = append(out, LandPlay)
	}
	if entersWith.MatchString(s) {
		out = append(out, EntersWith)
	}
	if upkeep.MatchString(s) {
		out = append(out, Upkeep)
	}
	if haste.MatchString(s) || typeChange.MatchString(s) {
		out = append(out, HasteType)
	}
	return out
}

// unquoted is s with the text inside double quotes removed: an ability
// granted in quotes belongs to another object.
func unquoted(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		if r == '"' {
			in = !in
			continue
		}
		if !in {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// splitActivated splits "cost: effect" at the first colon.
func splitActivated(s string) (cost, effect string, ok bool) {
	i := strings.Index(s, ":")
	if i < 0 {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}
