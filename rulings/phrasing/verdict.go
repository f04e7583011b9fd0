package phrasing

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/orrery-judge/orrery/rules"
)

// The verdict checks read claims out of a phrasing: phrases that state a
// number of cards drawn, of lands played, of mana, an X, a number of
// counters, a mana value, or whether something can be done. A claim in the
// phrasing must agree with the ruling: its number must be one the ruling's
// fields give for that kind of claim, or one the ruling's own words give
// in a claim of the same kind (an official ruling that says "draw another
// three cards" allows the phrasing to say so too). And the phrasing must
// make the claims that are the verdict: the cards each outcome draws, the
// lands the player may play, the mana each outcome makes, can or can't.

// num matches a number in a claim, in digits or words.
const num = `(\d+|zero|no|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)`

// claimKind is one kind of claim: the patterns that state it, each with
// the number as its first group.
type claimKind struct {
	name     string
	patterns []*regexp.Regexp
}

func claim(name string, patterns ...string) claimKind {
	k := claimKind{name: name}
	for _, p := range patterns {
		k.patterns = append(k.patterns, regexp.MustCompile(p))
	}
	return k
}

var (
	drawClaim = claim("cards drawn",
		`\b(?:draw|draws|drawing|drew|drawn)\s+(?:(?:up to|exactly|only|just|another|a total of|in all)\s+)?`+num+`\b`,
		`\b`+num+`\s+(?:(?:more|extra|additional|other|new)\s+)?cards?\s+(?:(?:are|is|get|gets|will be|would be|were|was)\s+)?drawn\b`,
	)
	landClaim = claim("lands",
		`\b`+num+`\s+(?:(?:more|fewer)\s+)?lands?\b`,
		`\blands?\s+played:?\s+`+num+`\b`,
		`\b`+num+`\s+(?:lands?\s+)?(?:plays?\s+)?(?:left|remaining)\b`,
	)
	extraLandClaim = claim("additional lands",
		`\b`+num+`\s+(?:additional|extra)\s+lands?\b`,
	)
	manaClaim = claim("mana",
		`\b`+num+`\s+(?:(?:white|blue|black|red|green|colorless)\s+)?mana\b(?:\s+(?:abilit|cost|value|symbol|pool|type))?`,
	)
	xClaim = claim("X",
		`\bx\s*(?:is|=|equals|was|becomes|would be|will be|of|stays|remains)\s*`+num+`\b`,
	)
	counterClaim = claim("counters",
		`\b`+num+`\s+(?:\w+\s+)?counters?\b`,
	)
	manaValueClaim = claim("mana value",
		`\bmana values?\s+(?:(?:is|of|=|equals|was|becomes|would be|will be|stays|remains)\s+)?(?:only\s+|just\s+)?`+num+`\b`,
	)
)

// values reads the numbers of every claim of kind k in text.
func (k claimKind) values(text string) []int {
	var out []int
	for _, re := range k.patterns {
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			if k.name == "mana" && strings.Contains(m[0], " mana ") {
				// "a mana ability", "one mana value": not an amount of mana.
				continue
			}
			if n, ok := parseNumber(m[1]); ok {
				out = append(out, n)
			}
		}
	}
	return out
}

// claims reads the claims of kind k in a phrasing, and what the ruling
// allows them to say: its own claims of that kind, and the numbers
// fields gives.
func (k claimKind) claims(v *vocabulary, s scanned, fields ...int) (said []int, allowed map[int]bool) {
	allowed = map[int]bool{}
	for _, e := range v.engine {
		addAll(allowed, k.values(e.lower))
	}
	addAll(allowed, fields)
	return k.values(s.lower), allowed
}

// agree checks that every claim of kind k in the phrasing is allowed.
func (k claimKind) agree(v *vocabulary, s scanned, fields ...int) ([]int, error) {
	said, allowed := k.claims(v, s, fields...)
	for _, n := range said {
		if !allowed[n] {
			return said, reject(ReasonVerdict, "%s: the phrasing says %d, the ruling %s", k.name, n, describe(allowed))
		}
	}
	return said, nil
}

func describe(allowed map[int]bool) string {
	if len(allowed) == 0 {
		return "says nothing of it"
	}
	var ns []int
	for n := range allowed {
		ns = append(ns, n)
	}
	slices.Sort(ns)
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprint(n)
	}
	return "gives " + strings.Join(parts, ", ")
}

var (
	// A clause with one of these words states a condition or a
	// hypothetical, not the verdict: "it can't be activated unless it has
	// haste", "once it untaps, you can tap it".
	conditionalRe = regexp.MustCompile(`\b(?:if|unless|only|would|when|whenever|once|after|until|otherwise|before|as long as|normally|usually|generally)\b`)
	clauseSplitRe = regexp.MustCompile(`[.!?;:\n]+|\s-\s|,\s*but\b`)

	cannotRe = regexp.MustCompile(`\b(?:can't|cant|cannot|can not|couldn't|could not|may not|mustn't|must not|isn't able to|is not able to|aren't able to|are not able to|unable to|not able to)\s+(?:\w+\s+){0,3}?(?:be\s+)?(?:activat|tap|use|pay)\w*|\b(?:not|isn't|aren't)\s+(?:legal|allowed|possible)\b|\billegal\b`)
	canRe    = regexp.MustCompile(`\b(?:can|may|is able to|are able to)\s+(?:\w+\s+){0,3}?(?:be\s+)?(?:activat|tap|use)\w*|\b(?:is|it's|are|remains)\s+(?:still\s+)?(?:legal|allowed|possible)\b`)

	noDrawRe = regexp.MustCompile(`\b(?:doesn't|does not|won't|will not|don't|do not|didn't|did not|never|can't|cannot)\s+(?:\w+\s+)?trigger|\bnothing\s+(?:triggers|happens)\b|\bno\s+(?:cards?|draws?|triggers?)\b|\bdraws?\s+nothing\b`)
	noManaRe = regexp.MustCompile(`\bno\s+(?:mana|type|types|color|colors)\b|\bnothing\b|\bnone\b|\b(?:doesn't|does not|won't|will not|can't|cannot|couldn't|could not)\s+(?:\w+\s+)?(?:produce|add|make|give)`)
)

// verdictClauses splits a phrasing into clauses, and keeps those that do
// not state a condition.
func verdictClauses(text string) []string {
	var out []string
	for _, c := range clauseSplitRe.Split(text, -1) {
		if !conditionalRe.MatchString(c) {
			out = append(out, c)
		}
	}
	return out
}

// checkVerdict checks that the phrasing states the ruling's verdict and
// nothing against it.
func checkVerdict(r *rules.Ruling, v *vocabulary, s scanned) error {
	if err := checkLegal(r, s); err != nil {
		return err
	}
	if err := checkMana(r, v, s); err != nil {
		return err
	}
	if err := checkDraws(r, v, s); err != nil {
		return err
	}
	if err := checkLands(r, v, s); err != nil {
		return err
	}
	return checkEnters(r, v, s)
}

// checkLegal: for activate and tap, "can" or "can't" as the ruling says.
// A "can't" in a clause that states no condition contradicts a legal
// ruling; a "can" contradicts one that is not. An activate ruling must say
// which; a legal tap ruling may let the mana speak for it.
func checkLegal(r *rules.Ruling, s scanned) error {
	if r.Legal == nil {
		return nil
	}
	var can, cannot bool
	for _, c := range verdictClauses(s.lower) {
		if cannotRe.MatchString(c) {
			cannot = true
			c = cannotRe.ReplaceAllString(c, " ")
		}
		if canRe.MatchString(c) {
			can = true
		}
	}
	switch {
	case *r.Legal && cannot:
		return reject(ReasonVerdict, "the phrasing says it can't be done; the ruling says it can")
	case !*r.Legal && can:
		return reject(ReasonVerdict, "the phrasing says it can be done; the ruling says it can't")
	case !*r.Legal && !cannot:
		return reject(ReasonVerdict, "the phrasing does not say it can't be done now")
	case *r.Legal && !can && r.Question == "activate":
		return reject(ReasonVerdict, "the phrasing does not say it can be activated now")
	}
	return nil
}

// checkMana: each outcome's mana, as symbols; amounts of mana written in
// words must be ones the ruling gives. For could-produce, each type of
// mana the permanent could produce, as a symbol or a color word.
func checkMana(r *rules.Ruling, v *vocabulary, s scanned) error {
	var amounts []int
	for _, o := range r.Outcomes {
		if o.Mana == nil {
			continue
		}
		syms := symbolRe.FindAllString(*o.Mana, -1)
		amounts = append(amounts, len(syms))
		perColor := map[byte]int{}
		for _, sym := range syms {
			perColor[sym[1]]++
		}
		for _, n := range perColor {
			amounts = append(amounts, n)
		}
		if *o.Mana == "" {
			if !noManaRe.MatchString(s.lower) {
				return reject(ReasonVerdict, "the phrasing does not say that no mana is produced")
			}
			continue
		}
		if !slices.Contains(s.runs, normalizeRun(*o.Mana)) {
			return reject(ReasonVerdict, "the phrasing does not give the mana %s", *o.Mana)
		}
	}
	if _, err := manaClaim.agree(v, s, amounts...); err != nil {
		return err
	}
	if r.Question == "could-produce" {
		if len(r.ManaTypes) == 0 && !noManaRe.MatchString(s.lower) {
			return reject(ReasonVerdict, "the phrasing does not say that it could produce no type of mana")
		}
		for _, t := range r.ManaTypes {
			name := colorNames[t[0]]
			if !slices.Contains(s.symbols, "{"+t+"}") && !slices.Contains(s.colors, name) {
				return reject(ReasonVerdict, "the phrasing does not name %s mana", name)
			}
		}
	}
	return nil
}

// checkDraws: each number of cards an outcome draws; no other number of
// cards drawn; and when nothing is drawn, it says so.
func checkDraws(r *rules.Ruling, v *vocabulary, s scanned) error {
	var drawn []int
	none := false
	for _, o := range r.Outcomes {
		if len(o.Draws) == 0 && r.Question == "upkeep" {
			none = true
		}
		for _, n := range o.Draws {
			drawn = append(drawn, n)
			if n == 0 {
				none = true
			}
		}
	}
	fields := drawn
	if !none {
		fields = slices.DeleteFunc(slices.Clone(drawn), func(n int) bool { return n == 0 })
	}
	said, err := drawClaim.agree(v, s, fields...)
	if err != nil {
		return err
	}
	if r.Question != "upkeep" {
		return nil
	}
	anyDrawn := false
	for _, n := range drawn {
		if n == 0 {
			continue
		}
		anyDrawn = true
		if !slices.Contains(said, n) {
			return reject(ReasonVerdict, "the phrasing does not say that %d cards are drawn", n)
		}
	}
	if !anyDrawn && !slices.Contains(said, 0) && !noDrawRe.MatchString(s.lower) {
		return reject(ReasonVerdict, "the phrasing does not say that nothing is drawn")
	}
	return nil
}

// checkLands: the number of lands the player may play (or as many
// additional lands), and how many are left when that differs.
func checkLands(r *rules.Ruling, v *vocabulary, s scanned) error {
	var fields, extra []int
	if r.LandPlays != nil {
		fields = append(fields, *r.LandPlays)
		extra = append(extra, *r.LandPlays-1)
	}
	if r.LandsLeft != nil {
		fields = append(fields, *r.LandsLeft)
	}
	said, err := landClaim.agree(v, s, fields...)
	if err != nil {
		return err
	}
	saidExtra, err := extraLandClaim.agree(v, s, extra...)
	if err != nil {
		return err
	}
	if r.LandPlays == nil {
		return nil
	}
	n := *r.LandPlays
	if !slices.Contains(said, n) && (n < 2 || !slices.Contains(saidExtra, n-1)) {
		return reject(ReasonVerdict, "the phrasing does not say that %d lands may be played", n)
	}
	if r.LandsLeft != nil && *r.LandsLeft != n && !slices.Contains(said, *r.LandsLeft) && !slices.Contains(s.numbers, *r.LandsLeft) {
		return reject(ReasonVerdict, "the phrasing does not say that %d lands are left", *r.LandsLeft)
	}
	return nil
}

// checkEnters: X as it enters, X on the battlefield, the counters and the
// mana value.
func checkEnters(r *rules.Ruling, v *vocabulary, s scanned) error {
	var xs []int
	for _, p := range []*int{r.EtbX, r.PermanentX} {
		if p != nil {
			xs = append(xs, *p)
		}
	}
	saidX, err := xClaim.agree(v, s, xs...)
	if err != nil {
		return err
	}
	var counts []int
	for _, n := range r.Counters {
		counts = append(counts, n)
	}
	saidCounters, err := counterClaim.agree(v, s, counts...)
	if err != nil {
		return err
	}
	var mvs []int
	for _, p := range []*int{r.ManaValue, r.ManaValueOnStack} {
		if p != nil {
			mvs = append(mvs, *p)
		}
	}
	saidMV, err := manaValueClaim.agree(v, s, mvs...)
	if err != nil {
		return err
	}
	if r.Question != "enters" {
		return nil
	}
	if r.EtbX != nil && !slices.Contains(saidX, *r.EtbX) {
		return reject(ReasonVerdict, "the phrasing does not say that X is %d as it enters", *r.EtbX)
	}
	if r.PermanentX != nil && !slices.Contains(saidX, *r.PermanentX) && !slices.Contains(s.numbers, *r.PermanentX) {
		return reject(ReasonVerdict, "the phrasing does not give X on the battlefield, %d", *r.PermanentX)
	}
	for kind, n := range r.Counters {
		if n > 0 && !slices.Contains(saidCounters, n) {
			return reject(ReasonVerdict, "the phrasing does not say that it enters with %d %s counters", n, kind)
		}
	}
	if r.ManaValue != nil && !slices.Contains(saidMV, *r.ManaValue) {
		return reject(ReasonVerdict, "the phrasing does not give the mana value, %d", *r.ManaValue)
	}
	return nil
}
