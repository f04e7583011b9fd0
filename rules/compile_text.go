package rules

import (
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// normalize prepares a line of Oracle text for the templates: straight
// quotes, the card's own name made "this", reminder text removed, and
// "this land/creature/…" made "this".
func normalize(card *catalog.Card, line string) string {
	s := oracleFolder.Replace(line)
	if card != nil && card.Name != "" {
		s = replaceFold(s, card.Name, "this")
	}
	s = strings.ReplaceAll(s, "enters the battlefield", "enters")
	s = reminder.ReplaceAllString(s, "")
	s = thisNoun.ReplaceAllString(s, "this")
	s = strings.Join(strings.Fields(s), " ")
	return strings.TrimSpace(s)
}

var oracleFolder = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "−", "-", "—", "-")

var (
	reminder = regexp.MustCompile(`\s*\([^()]*\)`)
	thisNoun = regexp.MustCompile(`(?i)\bthis (land|creature|artifact|enchantment|aura|permanent|equipment)\b`)
)

// replaceFold replaces every case-insensitive occurrence of old in s.
func replaceFold(s, old, new string) string {
	if old == "" {
		return s
	}
	lower, lo := strings.ToLower(s), strings.ToLower(old)
	var b strings.Builder
	for {
		i := strings.Index(lower, lo)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		b.WriteString(new)
		s, lower = s[i+len(old):], lower[i+len(old):]
	}
}
