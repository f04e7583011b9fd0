package rules

import (
	"fmt"
	"regexp"
	"strings"
)

// auraIllegal says why the Aura p can't be attached to t (nil: attached to
// nothing), with the rules; or what the engine cannot read.
func (w *world) auraIllegal(p, t *perm) (why string, rules []string, unknown string) {
	rules = []string{"303.4c"}
	if t == nil {
		if p.OnPlayer != "" && w.b.Player(p.OnPlayer) == nil && w.b.Format == FormatMultiplayer {
			// The player it enchanted lost and left the game (800.4a):
			// it is attached to no player.
			return fmt.Sprintf("%s was attached to %s, who has left the game", p.name, PlayerName(p.OnPlayer)), append(rules, "800.4a"), ""
		}
		// An Aura that enchants a player (303.4a, 702.5a): the board
		// says which ("on opp"), or whom it enchants may change the
		// answer.
		for _, ab := range p.abilities {
			for _, k := range ab.Keywords {
				if k != "enchant player" && k != "enchant opponent" {
					continue
				}
				switch {
				case p.OnPlayer == "":
					return "", nil, fmt.Sprintf("%s is an Aura that enchants a player, and the board does not say which player it enchants (write it as \u201c%s (on opp)\u201d), so the engine cannot tell whether it stays on the battlefield or what it does (CR 303.4, 704.5m)", p.name, p.Card.Name)
				case k == "enchant opponent" && !w.b.opponents(p.Controller, p.OnPlayer):
					return fmt.Sprintf("%s has \u201cEnchant opponent\u201d and enchants %s, who is not an opponent of its controller", p.name, PlayerName(p.OnPlayer)), append(rules, "702.5a"), ""
				}
				return "", nil, ""
			}
		}
		if p.OnPlayer != "" {
			return "", nil, fmt.Sprintf("%s is attached to %s, and the engine does not find the enchant ability it reads that lets it enchant a player (CR 303.4c, 704.5m)", p.name, PlayerName(p.OnPlayer))
		}
		why = p.name + " is an Aura attached to no object or player"
		if p.onLeft {
			why += ": what it enchanted has left the battlefield"
		} else if p.On == nil {
			// A board that means the Aura to be on a permanent says
			// so with "(on …)"; the step tells how.
			why += fmt.Sprintf(" (one on a permanent is written \u201c%s (on %s)\u201d)", p.Card.Name, w.auraExample(p))
		}
		return why, rules, ""
	}
	if t == p {
		return p.name + " is an Aura attached to itself, and an Aura can't enchant itself", []string{"303.4d"}, ""
	}
	if p.is("Creature") {
		return p.name + " is an Aura that is also a creature, and such an Aura can't enchant anything", []string{"303.4d"}, ""
	}
	restriction, n := enchantRestriction(p)
	if n != 1 {
		return "", nil, fmt.Sprintf("%s is an Aura and the engine does not find exactly one enchant ability it reads, so it cannot tell whether %s may enchant %s (CR 303.4c, 704.5m)", p.name, p.name, t.name)
	}
	restriction = capitalizeLandTypes(restriction)
	ok, read := w.matchesObject(t, p, restriction)
	if !read {
		if t.Card.Inline && reEnchantMV.MatchString(strings.ToLower(restriction)) {
			return "", nil, fmt.Sprintf("%s has \u201cEnchant %s\u201d, and the board does not give the mana cost of %s, an inline card, so the engine cannot tell whether %s may enchant it (CR 202.3, 303.4c, 704.5m)", p.name, restriction, t.name, p.name)
		}
		return "", nil, fmt.Sprintf("%s has \u201cEnchant %s\u201d, which the engine does not read, so it cannot tell whether %s may enchant %s (CR 303.4c, 704.5m)", p.name, restriction, p.name, t.name)
	}
	if !ok {
		why := fmt.Sprintf("%s has \u201cEnchant %s\u201d and is attached to %s, which is not %s", p.name, restriction, t.name, article(restriction))
		if t.lostText || len(t.subtypes) != len(t.Card.Subtypes) {
			why += " (its land types are now " + orNone(strings.Join(landSubtypes(t.subtypes), " ")) + ")"
			rules = append(rules, "305.7", "613.1d")
		}
		return why, rules, ""
	}
	if q, prot, read := protectedFrom(t, p); !read {
		return "", nil, fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not read, and %s is attached to it (CR 702.16c)", t.name, prot, p.name)
	} else if q {
		return fmt.Sprintf("%s has %s, and %s has that quality", t.name, prot, p.name), append(rules, "702.16c"), ""
	}
	return "", nil, ""
}

// auraExample names a permanent the Aura p could enchant, one its
// controller controls first, for a board that writes p on nothing;
// "CARD" where none is found.
func (w *world) auraExample(p *perm) string {
	var found *perm
	for _, t := range w.perms {
		if t == p {
			continue
		}
		if why, _, unknown := w.auraIllegal(p, t); why != "" || unknown != "" {
			continue
		}
		if found == nil || (t.Controller == p.Controller && found.Controller != p.Controller) {
			found = t
		}
	}
	if found == nil {
		return "CARD"
	}
	return found.Card.Name
}

// enchantRestriction is what p's enchant ability names ("land", "creature
// you control"), the last of them, and how many enchant abilities it has.
func enchantRestriction(p *perm) (restriction string, n int) {
	for _, ab := range p.abilities {
		for _, k := range ab.Keywords {
			if strings.HasPrefix(k, "enchant ") {
				restriction = strings.TrimPrefix(k, "enchant ")
				n++
			}
		}
	}
	return restriction, n
}

// equipIllegal says why the Equipment or Fortification p can't be attached
// to t, with the rules; or what the engine cannot read.
func (w *world) equipIllegal(p, t *perm, fort bool) (why string, rules []string, unknown string) {
	if t == nil {
		return "", nil, ""
	}
	if fort {
		rules = []string{"301.6"}
		if t == p || !t.is("Land") {
			return fmt.Sprintf("%s is a Fortification attached to %s, which is not a land", p.name, t.name), rules, ""
		}
	} else {
		rules = []string{"301.5c"}
		if t == p {
			return p.name + " is an Equipment attached to itself, and an Equipment can't equip itself", rules, ""
		}
		if p.is("Creature") {
			return p.name + " is an Equipment that is also a creature, and such an Equipment can't equip a creature", append(rules, "704.5p"), ""
		}
		if !t.is("Creature") {
			return fmt.Sprintf("%s is an Equipment attached to %s, which is not a creature", p.name, t.name), rules, ""
		}
	}
	if q, prot, read := protectedFrom(t, p); !read {
		return "", nil, fmt.Sprintf("%s has \u201c%s\u201d, which the engine does not read, and %s is attached to it (CR 702.16d)", t.name, prot, p.name)
	} else if q {
		return fmt.Sprintf("%s has %s, and %s has that quality", t.name, prot, p.name), append(rules, "702.16d"), ""
	}
	return "", nil, ""
}

// article is "a land", "an artifact", "a Forest".
func article(noun string) string {
	if noun != "" && strings.ContainsRune("aeiouAEIOU", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}

// reEnchantMV is the mana value an enchant restriction may bound.
var reEnchantMV = regexp.MustCompile(` with (?:converted mana cost|mana value) ([0-9]+) or less$`)

// objectTypes are the card types an enchant restriction may name.
var objectTypes = map[string]string{
	"permanent": "", "land": "Land", "creature": "Creature", "artifact": "Artifact",
	"enchantment": "Enchantment", "planeswalker": "Planeswalker", "battle": "Battle",
}

// matchesObject reports whether t is what an enchant restriction names
// ("land", "Forest", "creature you control", "Forest or Plains"), and
// whether the engine reads the restriction at all.
func (w *world) matchesObject(t, src *perm, restriction string) (bool, bool) {
	r := strings.ToLower(strings.TrimSpace(restriction))
	// "creature with mana value 2 or less" (Threads of Disloyalty): the
	// permanent's mana value, X being 0 on the battlefield (202.3e).
	mvAtMost := -1
	if m := reEnchantMV.FindStringSubmatch(r); m != nil {
		n, ok := parseDigits(m[1])
		if !ok {
			return false, false
		}
		mvAtMost, r = n, strings.TrimSuffix(r, m[0])
	}
	who := ""
	for _, suf := range []string{" you control", " an opponent controls", " you don't control"} {
		if strings.HasSuffix(r, suf) {
			who, r = strings.TrimPrefix(suf, " "), strings.TrimSuffix(r, suf)
		}
	}
	match := false
	for _, alt := range strings.Split(r, " or ") {
		m, ok := matchesNoun(t, strings.TrimSpace(alt))
		if !ok {
			return false, false
		}
		match = match || m
	}
	if mvAtMost >= 0 && match {
		mv, why := faceManaValue(t.Card)
		if why != "" || t.Card.Inline {
			// An inline card is written without a mana cost.
			return false, false
		}
		match = mv <= mvAtMost
	}
	switch who {
	case "you control":
		match = match && t.Controller == src.Controller
	case "an opponent controls", "you don't control":
		match = match && w.b.opponents(src.Controller, t.Controller)
	}
	return match, true
}

// matchesNoun reads one noun phrase of an enchant restriction: an optional
// supertype or "non-" word, then a card type or a basic land type.
func matchesNoun(t *perm, phrase string) (bool, bool) {
	words := strings.Fields(phrase)
	if len(words) == 0 || len(words) > 2 {
		return false, false
	}
	noun := words[len(words)-1]
	var m bool
	if ty, ok := objectTypes[noun]; ok {
		m = ty == "" || t.is(ty)
	} else if lt := basicLandTypeOf(noun); lt != "" {
		m = t.hasSub(lt)
	} else {
		return false, false
	}
	if len(words) == 2 {
		switch words[0] {
		case "basic", "legendary", "snow":
			m = m && t.hasSuper(words[0])
		case "nonbasic", "nonlegendary", "nonsnow":
			m = m && !t.hasSuper(strings.TrimPrefix(words[0], "non"))
		case "nonland", "noncreature", "nonartifact", "nonenchantment":
			ty := objectTypes[strings.TrimPrefix(words[0], "non")]
			m = m && !t.is(ty)
		case "artifact", "enchantment", "land":
			// "artifact creature" (Domineer): both card types.
			m = m && t.is(objectTypes[words[0]])
		default:
			return false, false
		}
	}
	return m, true
}

// basicLandTypeOf is the basic land type a lower-case word names, "" if
// none.
func basicLandTypeOf(w string) string {
	for _, t := range basicLandTypes {
		if strings.EqualFold(w, t) {
			return t
		}
	}
	return ""
}

// protectedFrom reports whether t has protection from a quality src has;
// prot is the protection read, and read false when the engine cannot read
// one of t's protections.
func protectedFrom(t, src *perm) (hit bool, prot string, read bool) {
	for _, ab := range t.abilities {
		for _, k := range ab.Keywords {
			if !strings.HasPrefix(k, "protection from ") {
				continue
			}
			q := strings.TrimPrefix(k, "protection from ")
			n := len(src.colors.Colors())
			var m bool
			switch q {
			case "everything":
				m = true
			case "multicolored":
				m = n >= 2
			case "monocolored":
				m = n == 1
			case "colorless":
				m = n == 0
			case "artifacts", "creatures", "enchantments", "lands", "planeswalkers":
				m = src.is(objectTypes[strings.TrimSuffix(q, "s")])
			case "spells", "colored spells", "multicolored spells", "monocolored spells", "instant spells", "sorcery spells", "creature spells", "noncreature spells":
				// A quality of spells: an Aura or Equipment on the
				// battlefield is a permanent, not a spell (CR 702.16c,
				// 110.1); a spell being cast has it or not (702.16b).
				switch q {
				case "spells":
					m = src.spell
				case "colored spells":
					m = src.spell && n >= 1
				case "multicolored spells":
					m = src.spell && n >= 2
				case "monocolored spells":
					m = src.spell && n == 1
				case "noncreature spells":
					m = src.spell && !src.is("Creature")
				default:
					m = src.spell && src.is(map[string]string{"instant spells": "Instant", "sorcery spells": "Sorcery", "creature spells": "Creature"}[q])
				}
			default:
				c, ok := colorFromWord(q)
				if !ok {
					return false, k, false
				}
				m = src.colors.Has(c)
			}
			if m {
				return true, k, true
			}
		}
	}
	return false, "", true
}

// capitalizeLandTypes writes the basic land types of a lower-cased
// keyword as printed ("forest or plains" → "Forest or Plains").
func capitalizeLandTypes(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if t := basicLandTypeOf(w); t != "" {
			words[i] = t
		}
	}
	return strings.Join(words, " ")
}
