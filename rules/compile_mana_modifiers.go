package rules

import (
	"regexp"
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

// compileTypeReplacement reads reManaTypeSet (CR 106.12b, 614.1a).
func compileTypeReplacement(a *Ability, s string) bool {
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
