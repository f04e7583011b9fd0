package catalog

import (
	"crypto/sha256"
	"encoding/hex"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// Edition is one edition of the card data as read from one source: every
// card it has, each with its faces and official rulings.
type Edition struct {
	// Name names the edition for people and for the rulings made with it,
	// like "MTGJSON 4.4.2 2019-07-18" or "Scryfall oracle-cards 2026-11-30".
	Name string
	// Cards are the whole cards, sorted by Key of their names. A card with
	// several faces lists them in Faces; a split card's own fields join its
	// halves' (CR 709.4), another multi-face card's are its front face's.
	Cards []*Card
}

// Pool is the set of cards Orrery knows: every card and every face, found by
// name. It is built once and not changed, so it is safe for concurrent use;
// the cards it returns are shared and must not be changed.
type Pool struct {
	edition string
	cards   []*Card // whole cards, sorted by Key(Name)
	// byKey maps the Key of a name (card or face) to that card or face,
	// where byLoose does not find the same by its looseKey: Lookup tries
	// byKey first, then byLoose. Only those few are kept, as the collector
	// visits every entry.
	byKey   map[string]*Card
	byLoose map[string]*Card  // looseKey of every name → card or face; nil where two differ
	names   func() *nameIndex // built on first use
	commas  int               // the most commas a name holds
	// heads are the looseKeys of the names with a comma, each up to its
	// first comma (CommaHead).
	heads  map[string]struct{}
	digest func() string
}

// NewPool builds a pool named edition from editions of card data, later
// ones winning: a card of a later edition replaces the card of the same
// name (and every face of it) in an earlier one.
func NewPool(edition string, layers ...[]*Card) *Pool {
	whole := map[string]*Card{}
	for _, layer := range layers {
		for _, c := range layer {
			if had := whole[Key(c.Name)]; had != nil {
				c = keepKnown(c, had)
			}
			whole[Key(c.Name)] = c
		}
	}
	p := &Pool{edition: edition, byKey: make(map[string]*Card, len(whole)*11/10)}
	keys := make([]string, 0, len(whole))
	for k := range whole {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	p.cards = make([]*Card, len(keys))
	for i, k := range keys {
		p.cards[i] = whole[k]
	}
	// Whole cards first, then faces, so that a face never hides a whole card
	// of the same name.
	for i, c := range p.cards {
		p.byKey[keys[i]] = lookupTarget(c)
	}
	for _, c := range p.cards {
		for _, f := range c.Faces {
			if _, taken := p.byKey[Key(f.Name)]; !taken {
				p.byKey[Key(f.Name)] = f
			}
		}
	}
	p.byLoose = make(map[string]*Card, len(p.byKey))
	names := make([]string, 0, len(p.byKey))
	found := make([]*Card, 0, len(p.byKey))
	for i, c := range p.cards {
		names = append(names, c.Name)
		found = append(found, p.byKey[keys[i]])
		for _, f := range c.Faces {
			if p.byKey[Key(f.Name)] == f {
				names = append(names, f.Name)
				found = append(found, f)
			}
		}
	}
	for i, n := range names {
		c := found[i]
		lk := looseKey(n)
		if lk == "" {
			continue
		}
		if had, dup := p.byLoose[lk]; dup && had != c {
			p.byLoose[lk] = nil
			continue
		}
		p.byLoose[lk] = c
	}
	// Keep in byKey only the names that byLoose does not find the same.
	keyOnly := map[string]*Card{}
	for k, c := range p.byKey {
		if p.byLoose[looseOfKey(k)] != c {
			keyOnly[k] = c
		}
	}
	p.byKey = keyOnly
	p.heads = map[string]struct{}{}
	for _, n := range names {
		p.commas = max(p.commas, strings.Count(n, ","))
		if lk := looseKey(n); strings.IndexByte(lk, ',') >= 0 {
			p.heads[lk[:strings.IndexByte(lk, ',')]] = struct{}{}
		}
	}
	weights := make([]int, len(names))
	for i := range names {
		weights[i] = weight(found[i])
	}
	p.names = sync.OnceValue(func() *nameIndex { return newNameIndex(names, weights) })
	p.digest = sync.OnceValue(p.computeDigest)
	return p
}

// Digest is the SHA-256, in hex, of every card's name, characteristics,
// Oracle text and rulings: two pools with the same digest hold the same
// cards.
func (p *Pool) Digest() string { return p.digest() }

func (p *Pool) computeDigest() string {
	h := sha256.New()
	put := func(s string) {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	for _, c := range p.cards {
		faces := c.Faces
		if len(faces) == 0 {
			faces = []*Card{c}
		}
		put(c.Name)
		put(c.Layout)
		for _, f := range faces {
			for _, s := range []string{f.Name, f.ManaCost, f.TypeLine, f.Oracle, f.Power, f.Toughness, f.Loyalty} {
				put(s)
			}
		}
		for _, r := range c.Rulings {
			put(r.Date)
			put(r.Text)
		}
		put("\x1e")
	}
	return hex.EncodeToString(h.Sum(nil))
}

// lookupTarget is what the whole card's name finds: the card itself, or for
// a card whose faces are not played together (transform, modal double-faced,
// flip, adventure), its front face.
func lookupTarget(c *Card) *Card {
	if len(c.Faces) > 0 && !joinsFaces(c.Layout) {
		return c.Faces[0]
	}
	return c
}

// joinsFaces reports whether a card of this layout has its faces'
// characteristics combined when it is not on the stack (split cards, CR
// 709.4).
func joinsFaces(layout string) bool {
	return layout == "split" || layout == "aftermath"
}

// Edition names the card data the pool holds, for the rulings made with it.
func (p *Pool) Edition() string { return p.edition }

// MostCommas is the most commas any name of the pool holds, for reading
// names out of a list separated by commas.
func (p *Pool) MostCommas() int { return p.commas }

// MostCommas is the most commas any name of the pool in use holds.
func MostCommas() int { return Current().MostCommas() }

// CommaHead reports whether some name of the pool holds a comma and, up
// to its first comma, is head (as Lookup compares names). Lookup folds a
// name one character at a time and keeps its commas, so where it is
// false no name that has text with a comma after head is found.
func (p *Pool) CommaHead(head string) bool {
	var kb, lb [128]byte
	if len(head) <= len(kb) && isASCII(head) {
		_, ok := p.heads[string(appendLoose(lb[:0], appendASCIIKey(kb[:0], head)))]
		return ok
	}
	_, ok := p.heads[looseKey(head)]
	return ok
}

// CommaHead is Pool.CommaHead for the pool in use.
func CommaHead(head string) bool { return Current().CommaHead(head) }

// Len is the number of whole cards in the pool.
func (p *Pool) Len() int { return len(p.cards) }

// Lookup finds a card or a face by name. Case, accents, straight and curly
// apostrophes, punctuation and spacing do not matter ("lim dul the
// necromancer", "Jotun Grunt", "fire/ice"). A transform, modal double-faced,
// flip or adventure card's own name finds its front face; a face's name
// finds that face.
func (p *Pool) Lookup(name string) (*Card, bool) {
	var buf [128]byte
	if len(name) <= len(buf) && isASCII(name) {
		// Folded in place: a name looked up is not kept.
		var kb [128]byte
		k := appendASCIIKey(kb[:0], name)
		if c, ok := p.byKey[string(k)]; ok {
			return c, true
		}
		c := p.byLoose[string(appendLoose(buf[:0], k))]
		return c, c != nil
	}
	k := Key(name)
	if c, ok := p.byKey[k]; ok {
		return c, true
	}
	c := p.byLoose[string(appendLoose(buf[:0], k))]
	return c, c != nil
}

// All returns every whole card of the pool, sorted by name. The slice is
// new; the cards are shared and must not be changed.
func (p *Pool) All() []*Card { return append([]*Card(nil), p.cards...) }

// Names returns every name the pool knows, of whole cards and of faces,
// sorted by name.
func (p *Pool) Names() []string { return append([]string(nil), p.names().sorted...) }

// current is the pool in use; nil until Use is called, meaning Bundled.
var current atomic.Pointer[Pool]

// Current returns the pool in use: the one last given to Use, or Bundled.
func Current() *Pool {
	if p := current.Load(); p != nil {
		return p
	}
	return Bundled()
}

// Use makes p the pool every lookup uses from now on, such as a newer
// edition imported into the database; nil goes back to Bundled.
func Use(p *Pool) { current.Store(p) }

// Lookup finds a card or a face by name in the pool in use (see
// Pool.Lookup). The card is shared: callers must not change it.
func Lookup(name string) (*Card, bool) { return Current().Lookup(name) }

// All returns every whole card of the pool in use, sorted by name.
func All() []*Card { return Current().All() }

// Names returns every name of the pool in use, of cards and faces, sorted.
func Names() []string { return Current().Names() }

// EditionName names the card data of the pool in use; every ruling records it.
func EditionName() string { return Current().Edition() }

// faceNames lists a card's face names, joined as its whole name is.
func faceNames(faces []*Card) string {
	names := make([]string, len(faces))
	for i, f := range faces {
		names[i] = f.Name
	}
	return strings.Join(names, " // ")
}

// weight says how likely a card is the one meant among names that match
// equally well: how widely printed it is; cards not used in ordinary play
// (Vanguard, planes, schemes) last.
func weight(c *Card) int {
	switch c.Layout {
	case "vanguard", "planar", "scheme", "token", "double_faced_token", "emblem", "art_series":
		return -1
	}
	w := c.Printings
	for _, f := range c.Faces {
		w = max(w, f.Printings)
	}
	return w
}

// keepKnown is c, a card laid over had of the same name, with what the
// card data of had records and c's does not: how widely known the card is,
// for ranking names, and the color indicator of a card with one face (the
// curated cards' text records none, and an Oracle update does not change
// a card's color indicator where its mana cost stays).
func keepKnown(c, had *Card) *Card {
	printings := c.Printings == 0 && had.Printings > 0
	indicator := !c.IndicatorKnown && had.IndicatorKnown && len(c.Faces) == 0 && len(had.Faces) == 0 && c.ManaCost == had.ManaCost
	if !printings && !indicator {
		return c
	}
	cp := *c
	if printings {
		setPrintings(&cp, had.Printings)
	}
	if indicator {
		cp.ColorIndicator, cp.IndicatorKnown = had.ColorIndicator, true
	}
	return &cp
}
