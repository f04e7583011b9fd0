package rules

import (
	"regexp"
	"strconv"
	"strings"
)

// splitCost splits "COST: EFFECT" at the first colon outside quotes.
func splitCost(s string) (cost, effect string, ok bool) {
	inQuote := false
	for i, r := range s {
		switch r {
		case '"':
			inQuote = !inQuote
		case ':':
			if !inQuote {
				return strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:]), true
			}
		}
	}
	return "", "", false
}

var (
	reManaSyms     = regexp.MustCompile(`^(\{(?:[0-9]+|[WUBRGCXS]|[WUBRG2C]/[WUBRGP]|[WUBRG]/[WUBRG]/P)\})+$`)
	rePayLife      = regexp.MustCompile(`^Pay (\w+) life$`)
	reRemove       = regexp.MustCompile(`^Remove (\w+) ([+\-0-9/a-z]+) counters? from (?:this|it)$`)
	reRemoveAny    = regexp.MustCompile(`^Remove any number of ([+\-0-9/a-z]+) counters from (?:this|it)$`)
	reSacrifice    = regexp.MustCompile(`^Sacrifice (this|an? [a-z]+|an? [A-Z][a-z]+|another [a-z]+|another [A-Z][a-z]+)$`)
	reActivateOnly = regexp.MustCompile(`\s*Activate only (.+?)\.$`)
	// reAnyPlayerOnly: "Any player may activate this ability but only
	// during any upkeep step." (Armageddon Clock), "… but only any time
	// they could cast a sorcery." (Scandalmonger).
	reAnyPlayerOnly = regexp.MustCompile(`\s*Any player may activate this ability but only (.+?)\.$`)
	reNoMoreThan    = regexp.MustCompile(`\s*Activate this ability no more than (\w+) times each turn\.$`)
	reTapUntapped   = regexp.MustCompile(`^Tap (an|two|three|four|five) untapped ([A-Za-z]+|legendary permanents?) you control$`)
	reDiscard       = regexp.MustCompile(`^Discard (a|two|three) cards?$`)
	reEnergy        = regexp.MustCompile(`^Pay ((?:\{E\})+)$`)
	reSacrificeX    = regexp.MustCompile(`^Sacrifice X ([A-Z][a-z]+)$`)
	rePutCounter    = regexp.MustCompile(`^Put an? ([+\-0-9/a-z]+) counter on this$`)
	reLoyalty       = regexp.MustCompile(`^\[([+-]?)([0-9]+|X)\]$`)
)

// singular is the singular of a type word as costs and counts write it
// in the plural ("Elves", "Allies", "creatures", "Zombies", "Octopuses"),
// or the word itself where it is already singular ("Octopus"): where a
// reading of it is a creature type, that one.
func singular(w string) string {
	if isCreatureType(w) {
		return w
	}
	for _, c := range []string{strings.TrimSuffix(w, "s"), strings.TrimSuffix(w, "es"), strings.TrimSuffix(w, "ves") + "f", strings.TrimSuffix(w, "ies") + "y"} {
		if c != w && isCreatureType(c) {
			return c
		}
	}
	switch {
	case strings.HasSuffix(w, "ves"):
		return w[:len(w)-3] + "f"
	case strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return w[:len(w)-1]
	}
	return w
}

// parseCost reads an activation cost: {T}, {Q}, mana symbols, paying life,
// removing counters, sacrificing.
func parseCost(s string) (Cost, string, bool) {
	var c Cost
	for _, part := range costParts(s) {
		switch {
		case reLoyalty.MatchString(part) && !c.Loyalty:
			m := reLoyalty.FindStringSubmatch(part)
			c.Loyalty = true
			if m[2] == "X" {
				if m[1] != "-" {
					return c, part, false
				}
				c.LoyaltyX = true
				continue
			}
			n, _ := strconv.Atoi(m[2])
			if m[1] == "-" {
				n = -n
			}
			c.LoyaltyN = n
		case part == "{T}":
			c.Tap = true
		case part == "{Q}":
			c.Untap = true
		case reManaSyms.MatchString(part):
			c.Mana += part
		case rePayLife.MatchString(part):
			n, ok := wordNumber(rePayLife.FindStringSubmatch(part)[1])
			if !ok {
				return c, part, false
			}
			c.PayLife = n
		case reTapUntapped.MatchString(part):
			m := reTapUntapped.FindStringSubmatch(part)
			c.TapUntapped, _ = wordNumber(m[1])
			c.TapType = singular(m[2])
		case reDiscard.MatchString(part):
			c.Discard, _ = wordNumber(reDiscard.FindStringSubmatch(part)[1])
		case part == "Discard your hand":
			c.DiscardHand = true
		case part == "Exile a card from your hand":
			c.ExileFromHand = 1
		case part == "Put the top card of your library into your graveyard":
			c.Mill = 1
		case reEnergy.MatchString(part):
			c.Energy = strings.Count(part, "{E}")
		case reSacrificeX.MatchString(part):
			c.SacrificeX = singular(reSacrificeX.FindStringSubmatch(part)[1])
		case rePutCounter.MatchString(part):
			c.PutCounter = rePutCounter.FindStringSubmatch(part)[1]
		case part == "Exile this from your hand":
			c.FromHand = true
		case part == "Exert this":
			c.Exert = true
		case part == "Return this to its owner's hand":
			c.ReturnToHand = true
		case reRemoveAny.MatchString(part):
			c.RemoveAny = true
			c.RemoveKind = reRemoveAny.FindStringSubmatch(part)[1]
		case reRemove.MatchString(part):
			m := reRemove.FindStringSubmatch(part)
			if m[1] == "X" {
				c.RemoveX = true
			} else if n, ok := wordNumber(m[1]); ok {
				c.RemoveCounters = n
			} else {
				return c, part, false
			}
			c.RemoveKind = m[2]
		case reSacrifice.MatchString(part):
			w := reSacrifice.FindStringSubmatch(part)[1]
			if w == "this" {
				c.Sacrifice = "this"
			} else {
				c.Sacrifice = strings.Fields(w)[1]
				c.SacrificeOther = strings.HasPrefix(w, "another ")
			}
		default:
			return c, part, false
		}
	}
	return c, "", true
}

// costParts splits an activation cost at its commas into its parts, each
// trimmed; a part that begins in lower case continues a list of the part
// before it ("Sacrifice an artifact, creature, or land"), and is kept
// with it.
func costParts(s string) []string {
	var parts []string
	for _, part := range strings.Split(s, ",") {
		t := strings.TrimSpace(part)
		if len(parts) > 0 && t != "" && t[0] >= 'a' && t[0] <= 'z' {
			parts[len(parts)-1] += "," + part
			continue
		}
		parts = append(parts, t)
	}
	return parts
}
