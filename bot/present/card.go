package present

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
)

// Card answers /card: a card's printed and Oracle data, its official
// rulings, and what the engine makes of each of its abilities. bot ask
// --json prints it as it is.
type Card struct {
	Name string `json:"name"`
	// ManaCost is in symbols, like "{1}{G}"; "" for no mana cost.
	ManaCost string `json:"mana_cost"`
	TypeLine string `json:"type_line"`
	// ColorIndicator is the colors of the card's color indicator (CR 204),
	// like ["green"]; absent for a card with none.
	ColorIndicator []string `json:"color_indicator,omitempty"`
	// Power and Toughness are as printed, "" for a noncreature.
	Power     string `json:"power,omitempty"`
	Toughness string `json:"toughness,omitempty"`
	// Oracle is the Oracle text, one ability a line.
	Oracle string `json:"oracle"`
	// Rulings are the official rulings, oldest first; never nil.
	Rulings []CardRuling `json:"rulings"`
	// Abilities are the card's abilities as the engine compiles them;
	// never nil.
	Abilities []Ability `json:"abilities"`
	// Loyalty is a planeswalker's printed loyalty.
	Loyalty string `json:"loyalty,omitempty"`
	// CardName is the whole card's name when Name is one face of a card
	// with several ("Delver of Secrets // Insectile Aberration").
	CardName string `json:"card_name,omitempty"`
	// Layout is the card's layout: "split", "transform", "flip",
	// "adventure", "modal_dfc", "meld", ...; absent for a plain card.
	Layout string `json:"layout,omitempty"`
	// Faces are every face of a card with several, in printed order, each
	// with its own text and abilities; absent for a card with one face.
	Faces []CardFace `json:"faces,omitzero"`
	// Cards names the edition of the card data the card comes from.
	Cards string `json:"cards"`
}

// CardFace is one face of a card with several: a half of a split card,
// a side of a double-faced card, a flip card's flipped half.
type CardFace struct {
	Name     string `json:"name"`
	ManaCost string `json:"mana_cost"`
	TypeLine string `json:"type_line"`
	// ColorIndicator is as the card's.
	ColorIndicator []string  `json:"color_indicator,omitempty"`
	Power          string    `json:"power,omitempty"`
	Toughness      string    `json:"toughness,omitempty"`
	Loyalty        string    `json:"loyalty,omitempty"`
	Oracle         string    `json:"oracle"`
	Abilities      []Ability `json:"abilities"`
}

// PowerToughness is the face's power and toughness as printed, "2/2";
// "" for a face with neither.
func (f *CardFace) PowerToughness() string {
	if f.Power == "" && f.Toughness == "" {
		return ""
	}
	return f.Power + "/" + f.Toughness
}

// CardRuling is one official ruling on a card.
type CardRuling struct {
	// Date is when it was published, as YYYY-MM-DD.
	Date string `json:"date"`
	Text string `json:"text"`
	// Note, where present, says which rule of the Comprehensive Rules
	// edition the engine uses has overruled it since.
	Note string `json:"note,omitempty"`
}

// Ability says whether the engine understands one of a card's abilities.
type Ability struct {
	// Number is the ability's 1-based number in the Oracle text; 0 for an
	// ability the card has without printing it (a basic land type's).
	Number int    `json:"number"`
	Text   string `json:"text"`
	// Kind is what sort of ability the engine read the text as: "mana
	// ability", "triggered ability" (a rules.AbilityKind).
	Kind       string `json:"kind,omitempty"`
	Understood bool   `json:"understood"`
	// Why says, for an ability not understood, which part was not.
	Why string `json:"why,omitempty"`
	// Source names where an unprinted ability comes from ("its land type
	// Forest").
	Source string `json:"source,omitempty"`
	// Level is, for an ability printed in a leveler's level symbol, the
	// levels it is had at: "1-4", "5+" (CR 711.2).
	Level string `json:"level,omitempty"`
}

// indicatorColors is the color words of a color indicator's letters
// ("G" is green), nil for none.
func indicatorColors(letters string) []string {
	var out []string
	for _, l := range letters {
		switch l {
		case 'W':
			out = append(out, "white")
		case 'U':
			out = append(out, "blue")
		case 'B':
			out = append(out, "black")
		case 'R':
			out = append(out, "red")
		case 'G':
			out = append(out, "green")
		}
	}
	return out
}

// IndicatorLine is the line that shows a color indicator ("Color
// indicator: green"), "" for none.
func IndicatorLine(colors []string) string {
	switch len(colors) {
	case 0:
		return ""
	case 1:
		return "Color indicator: " + colors[0]
	}
	return "Color indicator: " + strings.Join(colors[:len(colors)-1], ", ") + " and " + colors[len(colors)-1]
}

// PowerToughness is the card's power and toughness as printed, "2/2";
// "" for a card with neither.
func (c *Card) PowerToughness() string {
	if c.Power == "" && c.Toughness == "" {
		return ""
	}
	return c.Power + "/" + c.Toughness
}

// Stats is what a card shows below its text: a creature's power and
// toughness, or a planeswalker's loyalty ("Loyalty 3"); "" for neither.
func (c *Card) Stats() string {
	if pt := c.PowerToughness(); pt != "" {
		return pt
	}
	if c.Loyalty != "" {
		return "Loyalty " + c.Loyalty
	}
	return ""
}

// LookUpCard answers /card from the catalog in use: the card or face named
// name, with what the engine makes of each of its abilities, and every face
// of a card with several. For a name the catalog lacks, the error is a
// *rules.InputError on the option "name" with the closest names.
func LookUpCard(name string) (*Card, error) {
	c, ok := catalog.Lookup(name)
	if !ok {
		return nil, &rules.InputError{
			Option:      "name",
			Input:       name,
			Message:     "unknown card " + rules.Excerpt(name),
			Suggestions: catalog.Suggest(name, 5),
		}
	}
	card := &Card{
		Name:           c.Name,
		ManaCost:       c.ManaCost,
		TypeLine:       c.TypeLine,
		Power:          c.Power,
		Toughness:      c.Toughness,
		Oracle:         c.Oracle,
		Rulings:        []CardRuling{},
		Abilities:      abilities(c),
		Loyalty:        c.Loyalty,
		CardName:       c.CardName,
		Cards:          catalog.EditionName(),
		ColorIndicator: indicatorColors(c.ColorIndicator),
	}
	if c.Layout != "normal" {
		card.Layout = c.Layout
	}
	if (c.Layout == "split" || c.Layout == "aftermath") && c.CardName == "" && len(c.Faces) > 1 {
		var costs []string
		for _, f := range c.Faces {
			costs = append(costs, f.ManaCost)
		}
		card.ManaCost = CombinedCost(costs...)
	}
	for _, r := range c.Rulings {
		card.Rulings = append(card.Rulings, CardRuling{Date: r.Date, Text: r.Text, Note: rules.OverruledBy(c, r)})
	}
	for _, f := range c.Faces {
		card.Faces = append(card.Faces, CardFace{
			Name: f.Name, ManaCost: f.ManaCost, TypeLine: f.TypeLine, ColorIndicator: indicatorColors(f.ColorIndicator),
			Power: f.Power, Toughness: f.Toughness, Loyalty: f.Loyalty,
			Oracle: f.Oracle, Abilities: abilities(f),
		})
	}
	return card, nil
}

// reSpellStatic is an instant's or sorcery's text that is a static
// ability, not what it does as it resolves (CR 113.6: its costs, what may
// cast it and when, that it can't be countered, ante and draft).
var reSpellStatic = regexp.MustCompile(`(?i)^as an additional cost to cast|rather than pay(?:ing)? (?:this spell's|its|[^.]*'s) mana cost|without paying its mana cost|^cast (?:this spell|[^.]*) only\b|can't be cast\b|^you can't cast|can't be countered|\bcosts? \{[^}]+\}(?: | [^.]*)?(?:less|more) to cast|as though it had flash|\bhas flash\b|\bfor ante\b|^draft |\bas you draft it\b|\bthis spell costs\b`)

// reDelayedSpellTrigger is an instant's or sorcery's line that makes a
// delayed triggered ability as the spell resolves ("At the beginning of
// your next upkeep, pay {3}{U}{U}.", the Pacts): part of its spell
// ability, not a triggered ability of the card (CR 603.7a).
var reDelayedSpellTrigger = regexp.MustCompile(`^At the beginning of (?:your |the )?next\b`)

// reReplacementWords are the words a replacement effect is written with
// (CR 614.1: "instead", "skip", "enters", "as … enters"); a "can't"
// without them is a static ability (Solemnity's "Players can't get
// counters.").
var reReplacementWords = regexp.MustCompile(`(?i)\binstead\b|\bskips?\b|\benters?\b|\bturned face up\b`)

// reTriggerWord is the start of a triggered ability, after any ability
// word (CR 603.1, 207.2c).
var reTriggerWord = regexp.MustCompile(`^(?:[A-Z][a-z]+(?: [a-z]+)* \x{2014} )?(?:When|Whenever|At) `)

// abilities is what the engine makes of each of c's abilities; never nil.
func abilities(c *catalog.Card) []Ability {
	out := []Ability{}
	copyNote := rules.CopyAsEntersNote(c)
	spell := slices.Contains(c.Types, "Instant") || slices.Contains(c.Types, "Sorcery")
	for _, a := range rules.Compile(c) {
		why := a.Why
		if copyNote != "" && !a.Understood {
			// Clone's ability: read by /judge enters alone.
			why = copyNote
		}
		if note := rules.EntersUntapNote(a); note != "" && !a.Understood {
			why = note
		}
		kind := string(a.Kind)
		if spell && a.Kind == rules.KindStatic && !reSpellStatic.MatchString(a.Text) {
			// An instant's or sorcery's text that is no keyword is
			// what it does as it resolves (CR 113.3a), but for the
			// static abilities that work on the stack or outside the
			// game (113.6).
			kind = "spell ability"
		}
		if spell && a.Kind == rules.KindTriggered && reDelayedSpellTrigger.MatchString(a.Text) {
			kind = "spell ability"
		}
		if a.Kind == rules.KindReplacement && !reReplacementWords.MatchString(a.Text) {
			kind = string(rules.KindStatic)
		}
		if a.Kind == rules.KindStatic && reTriggerWord.MatchString(a.Text) {
			// Read as having no effect on a permanent (Sand Golem's
			// "When a spell or ability an opponent controls causes you
			// to discard this"), it is still a triggered ability: it
			// begins with "when", "whenever" or "at" (CR 603.1).
			kind = string(rules.KindTriggered)
		}
		if t := strings.TrimSpace(a.Text); strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") {
			// Reminder text alone ("(Seat of the Synod isn't a
			// spell.)"): no ability (CR 207.2).
			kind = "reminder text"
		}
		if a.Kind == rules.KindActivated && a.Cost.FromHand && a.Mana != nil {
			// Elvish Spirit Guide's: a mana ability (CR 605.1a) that
			// works only from the hand (113.6m).
			kind = "mana ability, from the hand"
		}
		out = append(out, Ability{
			Number:     a.Index,
			Text:       a.Text,
			Kind:       kind,
			Understood: a.Understood,
			Why:        why,
			Source:     a.Source,
			Level:      levelWords(a.Level),
		})
	}
	return out
}

// levelWords says a level symbol's levels: "1-4", "5+"; "" for none.
func levelWords(b *rules.LevelBand) string {
	switch {
	case b == nil:
		return ""
	case b.Max < 0:
		return fmt.Sprintf("%d+", b.Min)
	}
	return fmt.Sprintf("%d-%d", b.Min, b.Max)
}

// OtherFaces are the faces of the card other than the one shown: the
// other half of a split card, the back of a double-faced card.
func (c *Card) OtherFaces() []CardFace {
	var out []CardFace
	for _, f := range c.Faces {
		if f.Name != c.Name {
			out = append(out, f)
		}
	}
	return out
}

// Text is the face as printed, on lines: its name and mana cost, its type
// line, its color indicator, its Oracle text and its power and toughness
// or loyalty.
func (f *CardFace) Text() string {
	lines := []string{f.Name}
	if f.ManaCost != "" {
		lines[0] += " " + f.ManaCost
	}
	lines = append(lines, f.TypeLine)
	if ind := IndicatorLine(f.ColorIndicator); ind != "" {
		lines = append(lines, ind)
	}
	if f.Oracle != "" {
		lines = append(lines, f.Oracle)
	}
	if pt := f.PowerToughness(); pt != "" {
		lines = append(lines, pt)
	}
	if f.Loyalty != "" {
		lines = append(lines, "Loyalty "+f.Loyalty)
	}
	return strings.Join(lines, "\n")
}

// CombinedCost is the mana cost of a split card, its halves' costs
// combined (CR 709.4b): {X} first, then the generic mana summed, then the
// other symbols in the order white, blue, black, red, green, each kind
// kept as written: Fire // Ice's {1}{R} and {1}{U} are {2}{U}{R}.
func CombinedCost(costs ...string) string {
	var xs, others []string
	generic := 0
	for _, cost := range costs {
		for len(cost) > 0 {
			end := strings.IndexByte(cost, '}')
			if cost[0] != '{' || end < 0 {
				// Not symbols: said as the halves wrote them.
				return strings.Join(costs, " // ")
			}
			sym := cost[:end+1]
			cost = cost[end+1:]
			inner := sym[1 : len(sym)-1]
			if n, err := strconv.Atoi(inner); err == nil {
				generic += n
				continue
			}
			if inner == "X" {
				xs = append(xs, sym)
				continue
			}
			others = append(others, sym)
		}
	}
	order := func(sym string) int {
		if i := strings.IndexAny(sym, "WUBRG"); i >= 0 {
			return strings.IndexByte("WUBRG", sym[i])
		}
		return 5
	}
	slices.SortStableFunc(others, func(a, b string) int { return order(a) - order(b) })
	out := strings.Join(xs, "")
	if generic > 0 {
		out += "{" + strconv.Itoa(generic) + "}"
	}
	return out + strings.Join(others, "")
}
