package rules

import (
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// normalize prepares a line of Oracle text for the templates. Oracle text
// has been worded in several eras; normalize writes each line in one:
//   - curly quotes and apostrophes made straight, dashes made "-";
//   - the card's own name, its short name (the part of a legend's name
//     before the comma, "Azusa" for "Azusa, Lost but Seeking", or a
//     legend's first name), the old "CARDNAME" and "this land/creature/…"
//     (a token's "this token" too, CR 111.10) all made "this";
//   - "enters the battlefield" made "enters", "his or her" made "their",
//     "Activate this ability only" made "Activate only", "converted mana
//     cost" made "mana value", "to your mana pool" dropped;
//   - reminder text in parentheses removed: it restates rules and is not
//     rules text (CR 207.2); the ability keeps its text as printed;
//   - an ability word at the start of the line removed: ability words have
//     no rules meaning (CR 207.2c).
func normalize(card *catalog.Card, line string) string {
	s := oracleFolder.Replace(line)
	s = withoutReminders(s)
	for _, n := range selfNames(card) {
		s = replaceName(s, n, "this")
	}
	s = eraReplacer.Replace(s)
	if strings.Contains(s, "this ") || strings.Contains(s, "This ") || strings.Contains(s, "THIS ") {
		s = thisNoun.ReplaceAllString(s, "this")
	}
	s = strings.Join(strings.Fields(s), " ")
	if strings.Contains(s, " - ") {
		if m := abilityWord.FindStringSubmatch(s); m != nil && abilityWords[strings.ToLower(m[1])] {
			s = s[len(m[0]):]
		}
	}
	return s
}

// withoutAbilityWord is s, an ability's text as printed, without the
// ability word it may begin with ("Landfall — "), which has no rules
// meaning (CR 207.2c), as normalize takes it off.
func withoutAbilityWord(s string) string {
	f := strings.Replace(s, " \u2014 ", " - ", 1)
	if m := abilityWord.FindStringSubmatch(f); m != nil && abilityWords[strings.ToLower(m[1])] {
		return f[len(m[0]):]
	}
	return s
}

var oracleFolder = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "−", "-", "—", "-", "–", "-")

// eraReplacer rewrites the wordings of older Oracle text as they are
// worded now.
var eraReplacer = strings.NewReplacer(
	"CARDNAME", "this",
	"enters the battlefield", "enters",
	"his or her", "their",
	"him or her", "them",
	"he or she", "they",
	"Activate this ability only", "Activate only",
	"activate this ability only", "activate only",
	"converted mana cost", "mana value",
	" to your mana pool", "",
)

var (
	reminder    = regexp.MustCompile(`\s*\([^()]*\)`)
	thisNoun    = regexp.MustCompile(`(?i)\bthis (land|creature|artifact|enchantment|aura|permanent|equipment|vehicle|planeswalker|battle|saga|class|room|spacecraft|token)\b`)
	abilityWord = regexp.MustCompile(`^([A-Z][a-z']+(?: [a-z']+){0,3}(?: [0-9]+)?) - `)
)

// abilityWords are the ability words of CR 207.2c.
var abilityWords = map[string]bool{
	"adamant": true, "addendum": true, "alliance": true, "battalion": true, "bloodrush": true,
	"celebration": true, "channel": true, "chroma": true, "cohort": true, "constellation": true,
	"converge": true, "council's dilemma": true, "coven": true, "delirium": true, "descend 4": true,
	"descend 8": true, "disappear": true, "domain": true, "eerie": true, "eminence": true,
	"enrage": true, "fateful hour": true, "fathomless descent": true, "ferocious": true,
	"flurry": true, "formidable": true, "grandeur": true, "hellbent": true, "heroic": true,
	"imprint": true, "infusion": true, "inspired": true, "join forces": true, "kinship": true,
	"landfall": true, "lieutenant": true, "magecraft": true, "metalcraft": true, "morbid": true,
	"opus": true, "pack tactics": true, "paradox": true, "parley": true, "radiance": true,
	"raid": true, "rally": true, "renew": true, "repartee": true, "revolt": true,
	"secret council": true, "spell mastery": true, "strive": true, "survival": true,
	"sweep": true, "tempting offer": true, "threshold": true, "undergrowth": true,
	"valiant": true, "vivid": true, "void": true, "will of the council": true,
}

// selfNames are the names by which a card's text refers to itself, longest
// first: its name, and for a legend its short name.
func selfNames(card *catalog.Card) []string {
	if card == nil || card.Name == "" {
		return nil
	}
	name := oracleFolder.Replace(card.Name)
	names := []string{name}
	if !card.HasSupertype("Legendary") {
		return names
	}
	if i := strings.Index(name, ", "); i > 0 {
		names = append(names, name[:i])
	} else if f := strings.Fields(name); len(f) > 1 && len(f[0]) >= 4 && !strings.Contains(f[0], "'") && f[0] != "The" &&
		(card.HasType("Creature") || card.HasType("Planeswalker")) && !has(card.Subtypes, f[0]) {
		// A legend's first name ("Rasputin" for Rasputin Dreamweaver),
		// unless it is a subtype the text may name (Sliver Queen).
		names = append(names, f[0])
	}
	return names
}

// replaceName replaces every occurrence of name in s, in any case but not
// starting with a lower-case letter, that stands as a word of its own (not
// inside a longer word) with repl. A card named for a keyword (Lifelink)
// is not its own keyword ("Enchanted creature has lifelink.").
func replaceName(s, name, repl string) string {
	n := len(name)
	if n == 0 || len(s) < n {
		return s
	}
	var b strings.Builder
	last := 0
	for i := 0; i+n <= len(s); {
		if !(s[i] >= 'a' && s[i] <= 'z') && strings.EqualFold(s[i:i+n], name) && (i == 0 || !nameByte(lowerByte(s[i-1]))) && (i+n == len(s) || !nameByte(lowerByte(s[i+n]))) {
			b.WriteString(s[last:i])
			b.WriteString(repl)
			i += n
			last = i
			continue
		}
		i++
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func nameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c >= 0x80
}

// withoutReminders removes reminder text: each innermost parenthesised
// group, with the white space before it, as the reminder pattern does.
func withoutReminders(s string) string {
	if !strings.Contains(s, "(") {
		return s
	}
	var b strings.Builder
	for {
		open := -1
		close := -1
		for i := 0; i < len(s); i++ {
			switch s[i] {
			case '(':
				open = i
			case ')':
				if open >= 0 {
					close = i
				}
			}
			if close >= 0 {
				break
			}
		}
		if close < 0 {
			b.WriteString(s)
			return b.String()
		}
		start := open
		for start > 0 && (s[start-1] == ' ' || s[start-1] == '\t' || s[start-1] == '\n') {
			start--
		}
		b.WriteString(s[:start])
		s = s[close+1:]
	}
}
