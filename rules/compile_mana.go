package rules

import (
	"regexp"
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
	reManaSyms     = regexp.MustCompile(`^(\{[0-9WUBRGCXS]\})+$`)
	rePayLife      = regexp.MustCompile(`^Pay (\w+) life$`)
	reRemove       = regexp.MustCompile(`^Remove (\w+) ([+\-0-9/a-z]+) counters? from (?:this|it)$`)
	reSacrifice    = regexp.MustCompile(`^Sacrifice (this|an? [a-z]+)$`)
	reActivateOnly = regexp.MustCompile(`\s*Activate only (.+?)\.$`)
)

// parseCost reads an activation cost: {T}, {Q}, mana symbols, paying life,
// removing counters, sacrificing.
func parseCost(s string) (Cost, string, bool) {
	var c Cost
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		switch {
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
			}
		default:
			return c, part, false
		}
	}
	return c, "", true
}

func compileActivated(a *Ability, s string) bool {
	costText, effect, ok := splitCost(s)
	if !ok {
		return false
	}
	cost, bad, ok := parseCost(costText)
	if !ok {
		// Not an activated ability after all if the "cost" is prose.
		if strings.Contains(costText, ".") {
			return false
		}
		a.Kind = KindActivated
		a.Understood = false
		a.Why = "the cost " + quote(bad) + " is not one the engine models"
		return true
	}
	a.Cost = cost
	if m := reActivateOnly.FindStringSubmatch(effect); m != nil {
		effect = strings.TrimSpace(effect[:len(effect)-len(m[0])])
		r, ok := parseRestriction(m[1])
		a.Restriction = r
		if !ok {
			a.Understood = false
			a.Why = "the restriction " + quote(r.Text) + " is not one the engine models"
		}
	}
	if !strings.Contains(effect, "Add ") && !strings.HasPrefix(effect, "Add") && !strings.Contains(effect, " add ") {
		a.Kind = KindActivated
		return true
	}
	a.Kind = KindMana
	spec, why := compileManaEffect(effect)
	a.Mana = spec
	if why != "" {
		a.Understood = false
		a.Why = why
	}
	return true
}

func parseRestriction(s string) (Restriction, bool) {
	r := Restriction{Text: "Activate only " + s + "."}
	switch {
	case s == "as a sorcery":
		r.Sorcery = true
	case strings.HasPrefix(s, "if you control an "), strings.HasPrefix(s, "if you control a "):
		w := strings.Fields(s)
		r.ControlType = strings.Title(w[len(w)-1]) //nolint:staticcheck // one ASCII word
	case strings.HasPrefix(s, "during the ") && strings.HasSuffix(s, " step"):
		r.Step = strings.TrimSuffix(strings.TrimPrefix(s, "during the "), " step")
	default:
		return r, false
	}
	return r, true
}

var (
	reAddFixed      = regexp.MustCompile(`^Add ((?:\{[WUBRGC0-9]\})+)\.$`)
	reAddOneOf      = regexp.MustCompile(`^Add (\{[WUBRGC]\}(?:, \{[WUBRGC]\})*,? or \{[WUBRGC]\})\.$`)
	reAddAnyColor   = regexp.MustCompile(`^Add one mana of any color\.$`)
	reAddCould      = regexp.MustCompile(`^Add one mana of any (type|color) that a land (you control|an opponent controls) could produce\.$`)
	reAddSacrificed = regexp.MustCompile(`^Add one mana of any (type|color) the sacrificed land could produce\.$`)
	reAddForEach    = regexp.MustCompile(`^Add ((?:\{[WUBRGC]\})+) for each (creature|artifact|land|enchantment) you control\.$`)
	reAddCommander  = regexp.MustCompile(`^Add one mana of any color in your commander's color identity\.$`)
	reAddPermColor  = regexp.MustCompile(`^Choose a color of a permanent you control\. Add one mana of that color\.$`)
	reAddCombo      = regexp.MustCompile(`^Add X mana in any combination of ((?:\{[WUBRG]\})(?: and/or \{[WUBRG]\})+)\.$`)
	reInsteadIf     = regexp.MustCompile(`^If you control an? (.+?) and an? (.+?), add ((?:\{[WUBRGC]\})+) instead\.$`)
	reDamageRider   = regexp.MustCompile(`^(?:This|this|It|it) deals (\w+) damage to you\.$`)
	reSacRider      = regexp.MustCompile(`^If there are no ([a-z]+) counters on this, sacrifice it\.$`)
	reSpendRider    = regexp.MustCompile(`^Spend this mana only .+\.$`)
)

// compileManaEffect reads the effect of a mana ability: the first sentence
// adds mana; later sentences are riders the engine reports.
func compileManaEffect(effect string) (*ManaSpec, string) {
	sentences := splitSentences(effect)
	spec := &ManaSpec{}
	first := sentences[0]
	rest := sentences[1:]
	if first == "Choose a color of a permanent you control." && len(rest) > 0 {
		first += " " + rest[0]
		rest = rest[1:]
	}
	switch {
	case reAddFixed.MatchString(first):
		spec.Kind = ManaFixed
		spec.Pool, _ = parseSymbols(reAddFixed.FindStringSubmatch(first)[1])
	case reAddOneOf.MatchString(first):
		spec.Kind = ManaOneOf
		for _, sym := range regexp.MustCompile(`\{[WUBRGC]\}`).FindAllString(first, -1) {
			p, _ := parseSymbols(sym)
			spec.Options = append(spec.Options, p)
		}
	case reAddAnyColor.MatchString(first):
		spec.Kind = ManaAnyColor
	case reAddCould.MatchString(first):
		m := reAddCould.FindStringSubmatch(first)
		spec.Kind = ManaCould
		spec.ColorsOnly = m[1] == "color"
		spec.Scope = map[string]string{"you control": "you", "an opponent controls": "opponent"}[m[2]]
	case reAddSacrificed.MatchString(first):
		spec.Kind = ManaCould
		spec.ColorsOnly = reAddSacrificed.FindStringSubmatch(first)[1] == "color"
		spec.Scope = "sacrificed"
	case reAddForEach.MatchString(first):
		m := reAddForEach.FindStringSubmatch(first)
		spec.Kind = ManaForEach
		spec.Pool, _ = parseSymbols(m[1])
		spec.ForEach = m[2] + " you control"
	case reAddCommander.MatchString(first):
		spec.Kind = ManaCommander
	case reAddPermColor.MatchString(first):
		spec.Kind = ManaPermColor
	case reAddCombo.MatchString(first):
		spec.Kind = ManaCombination
		for _, sym := range regexp.MustCompile(`\{[WUBRG]\}`).FindAllString(first, -1) {
			c, _ := colorFromLetter(sym[1:2])
			spec.Colors = append(spec.Colors, c)
		}
	default:
		return spec, "the mana effect " + quote(first) + " is not one the engine models"
	}
	for _, r := range rest {
		switch {
		case reInsteadIf.MatchString(r) && spec.Kind == ManaFixed:
			m := reInsteadIf.FindStringSubmatch(r)
			spec.InsteadIf = []string{m[1], m[2]}
			spec.InsteadPool, _ = parseSymbols(m[3])
		case reDamageRider.MatchString(r), reSacRider.MatchString(r):
			spec.Riders = append(spec.Riders, r)
		case reSpendRider.MatchString(r):
			spec.Spend = r
		default:
			return spec, "the rider " + quote(r) + " is not one the engine models"
		}
	}
	return spec, ""
}

// splitSentences splits text after each ". " that ends a sentence.
func splitSentences(s string) []string {
	var out []string
	for {
		i := strings.Index(s, ". ")
		if i < 0 {
			out = append(out, strings.TrimSpace(s))
			return out
		}
		out = append(out, strings.TrimSpace(s[:i+1]))
		s = s[i+2:]
	}
}
