package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// ParseCardRef reads a CARDREF (docs/contract.md, section 2): "[OWNER's]
// NAME [#N]". OWNER is a player ("opp's Exotic Orchard"); "my" and "me's"
// mean me. NAME is a card name, matched as in a board (case, runs of spaces
// and straight or curly apostrophes do not matter); a catalog name is
// stored as the catalog spells it, any other name (an inline card's) as
// written. "#N" (N from 1) numbers it among its namesakes in board order.
// When the whole text is a catalog name it is read as that name, so
// "Gaea's Cradle" has no owner. The name is not checked against a board:
// Board.Find does that.
//
// Bad input is an *InputError with Option "card".
func ParseCardRef(text string) (CardRef, error) {
	fail := func(off int, msg string) (CardRef, error) {
		return CardRef{}, &InputError{Option: "card", Input: text, Offset: off, Message: msg}
	}
	if len(text) > MaxBoardBytes {
		return fail(MaxBoardBytes, fmt.Sprintf("the card is %d bytes long; at most %d bytes are allowed", len(text), MaxBoardBytes))
	}
	if !utf8.ValidString(text) {
		return fail(invalidUTF8At(text), "the card is not valid UTF-8 text")
	}
	start := len(text) - len(strings.TrimLeftFunc(text, unicode.IsSpace))
	t := strings.TrimSpace(text)
	if t == "" {
		return fail(start, `expected a card name, like "Forest", "opp's Forest" or "Forest #2"`)
	}
	ref, _, err := readRef(t, func(k string) (string, bool) {
		c, ok := lookupCatalog(k)
		if !ok {
			return "", false
		}
		return c.Name, true
	})
	if err != nil {
		return fail(start+err.Offset, err.Message)
	}
	return ref, nil
}

// readRef reads a trimmed CARDREF. known says whether a folded name is a
// card name and gives its spelling; ok reports whether the name read is
// known. Error offsets are within text.
func readRef(text string, known func(key string) (string, bool)) (ref CardRef, ok bool, err *InputError) {
	t := text
	if i := strings.LastIndexByte(t, '#'); i >= 0 {
		num := strings.TrimSpace(t[i+1:])
		n, isNum := smallNumber(num)
		switch {
		case num == "":
			return ref, false, &InputError{Offset: i, Message: `expected a number after "#", like "Forest #2"`}
		case !isNum && strings.Trim(num, "0123456789") == "":
			return ref, false, &InputError{Offset: i, Message: fmt.Sprintf("#%s: at most %d", excerpt(num), maxNumber)}
		case !isNum:
			return ref, false, &InputError{Offset: i, Message: fmt.Sprintf(`expected a number after "#", like "Forest #2", found %s`, excerpt(num))}
		case n == 0:
			return ref, false, &InputError{Offset: i, Message: "#0: permanents are numbered from #1"}
		}
		ref.Number = n
		t = strings.TrimRightFunc(t[:i], unicode.IsSpace)
		if t == "" {
			return ref, false, &InputError{Offset: 0, Message: `expected a card name before "#"`}
		}
	}
	if name, isKnown := known(foldKey(t)); isKnown {
		ref.Name = name
		return ref, true, nil
	}
	owner, rest, restAt := refOwner(t)
	if owner != "" {
		if rest == "" {
			return ref, false, &InputError{Offset: restAt, Message: fmt.Sprintf("expected a card name after %s", excerpt(t))}
		}
		ref.Owner = owner
		if name, isKnown := known(foldKey(rest)); isKnown {
			ref.Name = name
			return ref, true, nil
		}
		ref.Name = strings.Join(strings.Fields(rest), " ")
		return ref, false, nil
	}
	ref.Name = strings.Join(strings.Fields(t), " ")
	return ref, false, nil
}

// refOwner splits "opp's Forest" or "my Forest" into the owner and the
// rest; owner is "" when t starts with neither.
func refOwner(t string) (owner, rest string, restAt int) {
	wend := wordAt(t, 0)
	if wend == 0 {
		return "", "", 0
	}
	// A space, or the end of the text: what may follow "my" or "'s".
	spaceOrEnd := func(i int) bool { return i == len(t) || unicode.IsSpace(firstRune(t[i:])) }
	word := strings.ToLower(t[:wend])
	after := wend
	switch {
	case word == "my" && wend < len(t) && spaceOrEnd(wend):
		word = Me
	case strings.HasPrefix(t[wend:], "'s") && spaceOrEnd(wend+2):
		after = wend + 2
	case strings.HasPrefix(t[wend:], "’s") && spaceOrEnd(wend+len("’s")):
		after = wend + len("’s")
	default:
		return "", "", 0
	}
	word = FoldPlayer(word)
	restAt = len(t) - len(strings.TrimLeftFunc(t[after:], unicode.IsSpace))
	return word, t[restAt:], restAt
}

// String writes the CardRef as it is read: "opp's Exotic Orchard #2", "my
// Forest" for me.
func (r CardRef) String() string {
	var sb strings.Builder
	switch r.Owner {
	case "":
	case Me:
		sb.WriteString("my ")
	default:
		sb.WriteString(r.Owner)
		sb.WriteString("'s ")
	}
	sb.WriteString(r.Name)
	if r.Number > 0 {
		sb.WriteString(" #")
		sb.WriteString(strconv.Itoa(r.Number))
	}
	return sb.String()
}

// Player returns the named player of the board (case does not matter), or
// nil when the board does not name that player.
func (b *Board) Player(name string) *Player {
	name = FoldPlayer(name)
	for _, p := range b.Players {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// Find returns the permanent a CardRef names. Its namesakes are the
// permanents whose card has that name (compared as catalog.Key folds
// names). With an owner, only that player's namesakes count. "#N" is the
// Nth namesake in board order (the Nth of that owner's when an owner is
// written). Without a number, it is the first namesake of the owner; with
// neither owner nor number, me's first namesake if me controls one, else
// the first in board order.
//
// When nothing matches the error is an *InputError with Option "card" and
// no Input (the caller may set Input and Offset to point at the text the
// CardRef came from), saying what was looked for and what the board has.
func (b *Board) Find(ref CardRef) (*Permanent, error) {
	p, msg := b.resolve(ref, "")
	if p == nil {
		e := &InputError{Option: "card", Message: msg}
		if !b.hasNamesake(ref.Name) {
			// A card that exists but is not on the board is not
			// suggested to itself: the message names what the board has.
			if _, known := lookupCatalog(ref.Name); !known {
				e.Suggestions = suggest(ref.Name)
			}
		}
		return nil, e
	}
	return p, nil
}

// AttachedTo returns the permanent p is attached to (nil when p.On is nil).
// It reads p.On as ParseBoard does: like Find, except that without an owner
// or a number p's controller's namesake is preferred before me's.
func (b *Board) AttachedTo(p *Permanent) (*Permanent, error) {
	if p.On == nil {
		return nil, nil
	}
	target, msg := b.resolve(*p.On, p.Controller)
	if target == nil {
		return nil, &InputError{Option: "board", Message: fmt.Sprintf("cannot attach %s: %s", p.Card.Name, msg)}
	}
	return target, nil
}

func (b *Board) hasNamesake(name string) bool {
	k := foldKey(name)
	for _, p := range b.Permanents {
		if foldKey(p.Card.Name) == k {
			return true
		}
	}
	return false
}

// resolve finds the permanent ref names, preferring prefer's and then me's
// when ref has neither owner nor number. On failure it says why.
func (b *Board) resolve(ref CardRef, prefer string) (*Permanent, string) {
	k := foldKey(ref.Name)
	var pool []*Permanent
	for _, p := range b.Permanents {
		if foldKey(p.Card.Name) == k {
			pool = append(pool, p)
		}
	}
	return b.choose(pool, ref, prefer)
}

// choose picks the permanent ref names among its namesakes (pool, in board
// order), as resolve does.
func (b *Board) choose(pool []*Permanent, ref CardRef, prefer string) (*Permanent, string) {
	if len(pool) == 0 {
		if c, known := lookupCatalog(ref.Name); known {
			return nil, notOnBoard(b, c.Name)
		}
		return nil, fmt.Sprintf("no permanent named %s on the board", excerpt(ref.Name))
	}
	if ref.Owner != "" {
		if b.Player(ref.Owner) == nil {
			return nil, fmt.Sprintf("there is no player %s on the board", excerpt(ref.Owner))
		}
		own := pool[:0:0]
		for _, p := range pool {
			if p.Controller == ref.Owner {
				own = append(own, p)
			}
		}
		if len(own) == 0 {
			return nil, fmt.Sprintf("%s controls no %s", ref.Owner, ref.Name)
		}
		pool = own
	}
	if ref.Number > 0 {
		if ref.Number > len(pool) {
			if ref.Owner != "" {
				return nil, fmt.Sprintf("%s, but %s controls only %s", ref, ref.Owner, permanentsNamed(len(pool), ref.Name))
			}
			return nil, fmt.Sprintf("%s, but there %s on the board", ref, areOnly(len(pool), ref.Name))
		}
		return pool[ref.Number-1], ""
	}
	if ref.Owner == "" {
		for _, who := range []string{prefer, Me} {
			for _, p := range pool {
				if who != "" && p.Controller == who {
					return p, ""
				}
			}
		}
	}
	return pool[0], ""
}

func permanentsNamed(n int, name string) string {
	if n == 1 {
		return "1 permanent named " + name
	}
	return fmt.Sprintf("%d permanents named %s", n, name)
}

func areOnly(n int, name string) string {
	if n == 1 {
		return "is only 1 permanent named " + name
	}
	return fmt.Sprintf("are only %d permanents named %s", n, name)
}

// suggest returns up to five catalog names close to an unknown name. A name
// longer than any card name is no typo and gets none.
func suggest(name string) []string {
	if len(name) > maxInlineName {
		return nil
	}
	return catalog.Suggest(name, 5)
}
