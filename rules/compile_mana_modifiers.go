package rules

import (
	"regexp"
	"slices"
	"strings"
)

var (
	reYouTap      = regexp.MustCompile(`^Whenever you tap an? ([A-Z][a-z]+|creature|land) for mana, add an additional (.+)\.$`)
	reAddlAny     = regexp.MustCompile(`^one mana of any color$`)
	reAddlCombo   = regexp.MustCompile(`^(two|three) mana in any combination of colors$`)
	reAddlPerType = regexp.MustCompile(`^(` + manaSyms + `) for each ([A-Z][a-z]+) (you control|on the battlefield)$`)
)

// additionalMana reads the mana a triggered mana ability adds "in
// addition": symbols, the chosen color, one mana of any color, N mana in
// any combination of colors, or symbols for each permanent of a subtype.
// It returns nil for any other wording.
func additionalMana(s string) *ManaSpec {
	switch {
	case s == "one mana of the chosen color":
		return &ManaSpec{Kind: ManaChosenColor}
	case reAddlAny.MatchString(s):
		return &ManaSpec{Kind: ManaAnyColor}
	case reAddlCombo.MatchString(s):
		n, _ := wordNumber(reAddlCombo.FindStringSubmatch(s)[1])
		return &ManaSpec{Kind: ManaCombination, Amount: n, Colors: []Color{White, Blue, Black, Red, Green}}
	case reAddlPerType.MatchString(s):
		m := reAddlPerType.FindStringSubmatch(s)
		p, _ := parseSymbols(m[1])
		return &ManaSpec{Kind: ManaPerCount, Pool: p, Count: &CountSpec{Type: m[2], All: m[3] == "on the battlefield"}}
	}
	if p, ok := parseSymbols(s); ok {
		return &ManaSpec{Kind: ManaFixed, Pool: p}
	}
	return nil
}

// compileYouTapTrigger reads "Whenever you tap a Swamp for mana, add an
// additional {B}." (Crypt Ghast), a triggered mana ability (CR 605.1b) on
// its controller's permanents of a type or subtype.
func compileYouTapTrigger(a *Ability, s string) bool {
	m := reYouTap.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	a.Kind = KindManaTrigger
	whose := "you:" + m[1]
	if m[1] == "land" {
		whose = "you"
	}
	t := &TriggerSpec{Event: TriggerTapForMana, Whose: whose, Effect: "add an additional " + m[2]}
	a.Trigger = t
	if t.Mana = additionalMana(m[2]); t.Mana == nil {
		a.Understood = false
		a.Why = "the mana " + quote(m[2]) + " is not one the engine models"
	}
	return true
}

// The triggered mana abilities that add one more mana of the chosen color
// when a land makes mana of it (CR 605.1b, 106.12a): Caged Sun on any
// ability of a land its controller controls, Gauntlet of Power on a basic
// land of any player tapped for mana.
var (
	reLandAbilityChosen = regexp.MustCompile(`^Whenever a land's ability causes you to add one or more mana of the chosen color, add (?:one additional|an additional one) mana of that color\.$`)
	reBasicTappedChosen = regexp.MustCompile(`^Whenever a basic land is tapped for mana of the chosen color, its controller adds (?:an additional one|one additional) mana of that color\.$`)
)

// compileChosenColorTrigger reads reLandAbilityChosen and
// reBasicTappedChosen.
func compileChosenColorTrigger(a *Ability, s string) bool {
	switch {
	case reLandAbilityChosen.MatchString(s):
		a.Kind = KindManaTrigger
		a.Trigger = &TriggerSpec{Event: TriggerTapForMana, Whose: "you", OfChosen: true, AnyAbility: true, Mana: &ManaSpec{Kind: ManaChosenColor}, Effect: "add one additional mana of the chosen color"}
		return true
	case reBasicTappedChosen.MatchString(s):
		a.Kind = KindManaTrigger
		a.Trigger = &TriggerSpec{Event: TriggerTapForMana, Whose: "basic land", OfChosen: true, Mana: &ManaSpec{Kind: ManaChosenColor}, Effect: "its controller adds an additional one mana of the chosen color"}
		return true
	}
	return false
}

// reManaTypeSet is a replacement effect that changes the type of the mana a
// land produces and keeps its amount (Infernal Darkness, Ritual of
// Subdual).
var reManaTypeSet = regexp.MustCompile(`^If a land is tapped for mana, it produces (\{[WUBRGC]\}|colorless mana) instead of any other type\.$`)

// reByLandType is a replacement effect that sets the type of the mana
// by the basic land types of the land tapped, the amount kept (Naked
// Singularity, Reality Twist); reLandTypeProduces is one item of its list.
var (
	reByLandType       = regexp.MustCompile(`^If tapped for mana, (.+) instead of any other type\.$`)
	reLandTypeProduces = regexp.MustCompile(`^(Plains|Islands|Swamps|Mountains|Forests) produce \{([WUBRG])\}$`)
)

// landTypeOfPlural is the basic land type a plural names.
var landTypeOfPlural = map[string]string{"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}

// readByLandType reads reByLandType's list ("Plains produce {R}, Islands
// produce {G}, and Forests produce {B}"); ok is false where an item is not
// read or a type is named twice.
func readByLandType(list string) ([]LandTypeColor, bool) {
	list = strings.Replace(list, ", and ", ", ", 1)
	if !strings.Contains(list, ", ") {
		list = strings.Replace(list, " and ", ", ", 1)
	}
	var out []LandTypeColor
	for _, item := range strings.Split(list, ", ") {
		m := reLandTypeProduces.FindStringSubmatch(item)
		if m == nil {
			return nil, false
		}
		t := landTypeOfPlural[m[1]]
		if slices.ContainsFunc(out, func(x LandTypeColor) bool { return x.Type == t }) {
			return nil, false
		}
		p, _ := parseSymbols("{" + m[2] + "}")
		out = append(out, LandTypeColor{Type: t, Color: p.Types().Colors()[0]})
	}
	return out, len(out) > 0
}

// compileTypeReplacement reads reManaTypeSet and reByLandType (CR
// 106.12b, 614.1a).
func compileTypeReplacement(a *Ability, s string) bool {
	if m := reByLandType.FindStringSubmatch(s); m != nil {
		a.Kind = KindReplacement
		by, ok := readByLandType(m[1])
		a.Replacement = &ReplacementSpec{Kind: ReplaceByLandType, ByLandType: by, Applies: "a land"}
		if !ok {
			a.Understood = false
			a.Why = "the list " + quote(m[1]) + " is not one the engine reads"
		}
		return true
	}
	m := reManaTypeSet.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	p := One(Colorless)
	if m[1] != "colorless mana" {
		p, _ = parseSymbols(m[1])
	}
	a.Kind = KindReplacement
	a.Replacement = &ReplacementSpec{Kind: ReplaceSetType, Pool: p, Applies: "a land"}
	return true
}
