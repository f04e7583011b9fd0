package catalog

// Card is a card's printed and Oracle data: what the engine compiles into
// abilities and what /card shows.
type Card struct {
	// Name is the card's Oracle name, with straight apostrophes.
	Name string
	// ManaCost is the mana cost in symbols, like "{X}{X}" or "{1}{G}"; "" for
	// a card with no mana cost.
	ManaCost string
	// TypeLine is the full type line, like "Legendary Land" or
	// "Artifact Creature — Construct".
	TypeLine string
	// Supertypes, Types and Subtypes are the type line split up, each word
	// capitalised as printed ("Basic", "Land", "Forest").
	Supertypes []string
	Types      []string
	Subtypes   []string
	// Power and Toughness are as printed ("0", "*"), "" for a noncreature.
	Power     string
	Toughness string
	// Oracle is the current Oracle text, one ability per line.
	Oracle string
	// Rulings are the official rulings, oldest first as published.
	Rulings []Ruling
	// Inline is true for a card written into a board by the user rather than
	// taken from the catalog.
	Inline bool
	// Token is true for a predefined token (CR 111.10) a board names, like
	// a Treasure: its characteristics are the rule's, not a card's.
	Token bool

	// ColorIndicator is the colors of the card's color indicator (CR 204),
	// as letters in WUBRG order ("G", "RG"), "" for none. It says what the
	// card has only where IndicatorKnown.
	ColorIndicator string
	// IndicatorKnown is true where the card data records color indicators,
	// so that an empty ColorIndicator is a card that has none.
	IndicatorKnown bool

	// Loyalty is a planeswalker's printed loyalty, "" for other cards.
	Loyalty string
	// Layout is the card's layout as the card data names it: "normal",
	// "split", "aftermath", "transform", "modal_dfc", "flip", "adventure",
	// "meld", "leveler", "saga" and so on; "" for a curated or inline card.
	Layout string
	// CardName is the name of the whole card when this is one face of a card
	// with several ("Fire // Ice" for Fire), and "" otherwise.
	CardName string
	// Printings is how many sets the card was printed in, as the card data
	// says (0 where it does not): how widely known it is, for ranking names.
	Printings int
	// SpellColors, where not nil, are the colors the card has as a spell
	// by an effect on the board ("white": Celestial Dawn makes the spells
	// its controller controls white, CR 105.3), set on a copy of the card
	// by the question that casts it; nil: the colors of its mana cost and
	// text.
	SpellColors []string
	// Faces are every face of a card with several, in printed order (the
	// front face first); nil for a card with one face. The whole card and
	// each of its faces share the slice.
	Faces []*Card
}

// WholeName is the name of the whole card: CardName for a face, else Name.
func (c *Card) WholeName() string {
	if c.CardName != "" {
		return c.CardName
	}
	return c.Name
}

// Ruling is one official ruling: its date (YYYY-MM-DD) and text.
type Ruling struct {
	Date string
	Text string
}
