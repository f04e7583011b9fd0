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
}

// Ruling is one official ruling: its date (YYYY-MM-DD) and text.
type Ruling struct {
	Date string
	Text string
}
