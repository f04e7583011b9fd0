package catalog

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Supertypes are the supertypes a type line may start with (CR 205.4a).
var Supertypes = []string{"Basic", "Legendary", "Snow", "World", "Ongoing"}

// CardTypes are the card types a card on a board may have (CR 205.2a, less
// the types of nontraditional cards). Kindred was once called Tribal; both
// are accepted.
var CardTypes = []string{"Land", "Creature", "Artifact", "Enchantment", "Planeswalker", "Battle", "Instant", "Sorcery", "Kindred", "Tribal"}

func isOneOf(word string, set []string) (string, bool) {
	for _, s := range set {
		if strings.EqualFold(word, s) {
			return s, true
		}
	}
	return "", false
}

// SplitTypeLine splits a type line into its supertypes, card types and
// subtypes: "Legendary Enchantment Creature — Nymph Dryad" gives [Legendary],
// [Enchantment Creature] and [Nymph Dryad]. The dash may be written "—", "–"
// or "-" (a hyphen only when it stands alone, so "Assembly-Worker" stays one
// subtype). Words before the dash that are not supertypes count as card
// types; words are kept as written.
func SplitTypeLine(typeLine string) (supertypes, types, subtypes []string) {
	left, right := cutDash(typeLine)
	for _, w := range strings.Fields(left) {
		if _, ok := isOneOf(w, Supertypes); ok && len(types) == 0 {
			supertypes = append(supertypes, w)
		} else {
			types = append(types, w)
		}
	}
	if sub := strings.Fields(right); len(sub) > 0 {
		subtypes = sub
	}
	return supertypes, types, subtypes
}

// cutDash splits a type line at its dash.
func cutDash(typeLine string) (left, right string) {
	fields := strings.Fields(typeLine)
	for i, f := range fields {
		if f == "—" || f == "–" || f == "-" || f == "--" {
			return strings.Join(fields[:i], " "), strings.Join(fields[i+1:], " ")
		}
	}
	for _, dash := range []string{"—", "–"} {
		if l, r, ok := strings.Cut(typeLine, dash); ok {
			return l, r
		}
	}
	return typeLine, ""
}

var ptRe = regexp.MustCompile(`^([0-9X*+\-]+)/([0-9X*+\-]+)$`)

// splitPT takes a trailing power/toughness ("1/2", "*/*") off a type line.
func splitPT(typeLine string) (rest, power, toughness string) {
	fields := strings.Fields(typeLine)
	if len(fields) == 0 {
		return "", "", ""
	}
	m := ptRe.FindStringSubmatch(fields[len(fields)-1])
	if m == nil {
		return strings.Join(fields, " "), "", ""
	}
	return strings.Join(fields[:len(fields)-1], " "), m[1], m[2]
}

// fillTypeLine sets c's type line fields from a type line that may end in
// power/toughness, and checks that it names at least one card type and only
// known supertypes and card types before the dash.
func fillTypeLine(c *Card, typeLine string) error {
	line, power, toughness := splitPT(typeLine)
	if line == "" && power != "" {
		return fmt.Errorf("type line %q has power/toughness but no card type; expected card types before it, like \"Creature — Elf 1/1\"", strings.TrimSpace(typeLine))
	}
	if line == "" {
		return fmt.Errorf("the type line is empty; expected card types like \"Land\" or \"Artifact Creature — Construct\"")
	}
	super, types, sub := SplitTypeLine(line)
	if len(types) == 0 {
		return fmt.Errorf("type line %q has no card type; expected one of %s", line, strings.Join(CardTypes, ", "))
	}
	for i, t := range types {
		canon, ok := isOneOf(t, CardTypes)
		if !ok {
			if _, isSuper := isOneOf(t, Supertypes); isSuper {
				return fmt.Errorf("type line %q: supertype %q must come before the card types", line, t)
			}
			msg := fmt.Sprintf("type line %q: %q is not a card type; expected one of %s", line, t, strings.Join(CardTypes, ", "))
			if near := Closest(t, CardTypes); near != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", near)
			}
			if len(sub) == 0 && i > 0 {
				msg += "; subtypes go after a dash, as in \"Creature — Elf Druid\""
			}
			return fmt.Errorf("%s", msg)
		}
		types[i] = canon
	}
	for i, s := range super {
		super[i], _ = isOneOf(s, Supertypes)
	}
	if _, dashed := cutDash(line); dashed == "" && strings.ContainsAny(line, "—–") {
		return fmt.Errorf("type line %q has a dash but no subtypes after it", line)
	}
	for _, t := range sub {
		// Every subtype is capitalized (CR 205.3): a word that is not is
		// rules text written without the period that ends it.
		if r, _ := utf8.DecodeRuneInString(t); unicode.IsLower(r) {
			return fmt.Errorf("type line %q: %q is not a subtype, which starts with a capital letter (\"Elf Druid\"); rules text after the type line ends with a period, as in \"Enchantment — You may play an additional land on each of your turns.\"", line, t)
		}
	}
	c.Supertypes, c.Types, c.Subtypes = super, types, sub
	c.TypeLine = joinTypeLine(super, types, sub)
	c.Power, c.Toughness = power, toughness
	return nil
}

// joinTypeLine writes a type line in its printed form, with "—" as the dash.
func joinTypeLine(super, types, sub []string) string {
	s := strings.Join(append(append([]string{}, super...), types...), " ")
	if len(sub) > 0 {
		s += " — " + strings.Join(sub, " ")
	}
	return s
}

// Closest returns the word of set within edit distance 2 of w, in any
// case, or "".
func Closest(w string, set []string) string {
	best, bestD := "", 3
	for _, s := range set {
		if d := EditDistance(strings.ToLower(w), strings.ToLower(s)); d < bestD {
			best, bestD = s, d
		}
	}
	return best
}

// NewInline makes a card a user wrote into a board, for a card the catalog
// lacks: its name, its type line (which may end in power/toughness, like
// "Creature — Elf 1/1", and may use "-" for "—") and its Oracle text. The
// type line must name at least one card type; the error says what is wrong
// otherwise. The card has no mana cost and no rulings, and Inline is true.
func NewInline(name, typeLine, oracle string) (*Card, error) {
	name = strings.Join(strings.Fields(name), " ")
	if name == "" {
		return nil, fmt.Errorf("inline card has no name; write it as [Name: Type line — Oracle text]")
	}
	if strings.TrimSpace(typeLine) == "" {
		return nil, fmt.Errorf("inline card %q has no type line; expected card types like \"Land\" or \"Artifact Creature — Construct\"", name)
	}
	c := &Card{Name: name, Inline: true}
	if err := fillTypeLine(c, typeLine); err != nil {
		return nil, fmt.Errorf("inline card %q: %w", name, err)
	}
	lines := strings.Split(strings.ReplaceAll(oracle, "\r\n", "\n"), "\n")
	var kept []string
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" {
			for _, a := range splitAbilities(l) {
				// "+1: …" as players type a loyalty ability is the
				// printed "[+1]: …" (CR 606.2).
				kept = append(kept, bareLoyalty.ReplaceAllString(a, "[$1]:"))
			}
		}
	}
	c.Oracle = singleQuotedAbilities.ReplaceAllString(strings.Join(kept, "\n"), "$1\"$2\"$3")
	return c, nil
}

// singleQuotedAbilities is a granted ability a board writes in single
// quotes, which a straight double quote would end inside board:"…"
// ("Lands you control have '{T}: Add {B}.'"): read as the double quotes of
// printed text. An apostrophe inside a word is no quote.
var singleQuotedAbilities = regexp.MustCompile(`(^|[\s(])['\x{2018}]([^'\x{2018}\x{2019}\n]*:[^'\x{2018}\x{2019}\n]*)['\x{2019}]([\s.,;)]|$)`)

// HasType reports whether the card has the card type t ("Land",
// "Creature"), ignoring case.
func (c *Card) HasType(t string) bool { _, ok := isOneOf(t, c.Types); return ok }

// HasSupertype reports whether the card has the supertype s ("Basic",
// "Legendary"), ignoring case.
func (c *Card) HasSupertype(s string) bool { _, ok := isOneOf(s, c.Supertypes); return ok }

// HasSubtype reports whether the card has the subtype s ("Forest",
// "Equipment", "Aura"), ignoring case.
func (c *Card) HasSubtype(s string) bool { _, ok := isOneOf(s, c.Subtypes); return ok }

// splitAbilities splits a line of an inline card's text where a sentence
// begins with a cost and a colon, as a new activated or loyalty ability
// does ("{T}, Pay 1 life: Add {G} or {W}. {1}, {T}, Sacrifice this land:
// Draw a card."): players write abilities on one line, and an effect's
// sentence never begins so. Text in quotation marks is left whole.
func splitAbilities(line string) []string {
	var out []string
	start, quoted := 0, false
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '"':
			quoted = !quoted
		case !quoted && line[i] == '.' && i+2 < len(line) && line[i+1] == ' ' && reAbilityStart.MatchString(line[i+2:]):
			out = append(out, line[start:i+1])
			start = i + 2
		}
	}
	return append(out, line[start:])
}

// bareLoyalty is a loyalty cost written without its brackets.
var bareLoyalty = regexp.MustCompile(`^([+\x{2212}-][0-9X]+|0):`)

// reAbilityStart is the start of an activated or loyalty ability: a cost
// of symbols or a loyalty number, then its colon before any period.
var reAbilityStart = regexp.MustCompile(`^(?:\{[^}]*\}[^.:"]*|[+\x{2212}-]?[0-9X]+):`)
