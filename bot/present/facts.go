package present

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules"
)

// Fact is one field of a ruling that answers the question asked: "Land
// plays left: 2".
type Fact struct {
	// Label names the fact: "Land plays left".
	Label string
	// Short is the label where room is tight, as in a Discord embed:
	// "X as it enters" for "X for its enters abilities and replacement
	// effects". It is the same as Label where that is short already.
	Short string
	// Value is the fact in words: "2", "yes", "G U", "none".
	Value string
	// ManaTypes are, for the types of mana a permanent could produce,
	// those types as the ruling gives them ("G", "C"), empty for none; nil
	// for every other fact. A page can show them as mana symbols.
	ManaTypes []string
}

// String is the fact on one line: "Land plays left: 2".
func (f Fact) String() string {
	return f.Label + ": " + f.Value
}

// Facts are the fields of a ruling that answer its question, in the order
// they are shown: whether it can be done now, the types of mana it could
// produce, land plays, the triggers, X, mana value and counters, and last
// the user-defined cards the ruling rests on.
func Facts(r *rules.Ruling) []Fact {
	var facts []Fact
	add := func(label, short, value string) {
		facts = append(facts, Fact{Label: label, Short: short, Value: value})
	}
	if r.Legal != nil {
		add("Can be done now", "Can be done now", yesNo(*r.Legal))
	}
	if r.Payable != nil {
		add("Can be paid now", "Can be paid now", yesNo(*r.Payable))
	}
	if r.MaxMana != nil {
		add("Most mana it can make now", "Most mana", strconv.Itoa(*r.MaxMana))
	}
	if len(r.MaxByType) > 0 {
		add("Most of each type", "Most of each type", byTypeText(r.MaxByType))
	}
	if r.ManaTypes != nil {
		value := "none"
		if len(r.ManaTypes) > 0 {
			value = strings.Join(r.ManaTypes, " ")
		}
		facts = append(facts, Fact{
			Label:     "Types of mana it could produce",
			Short:     "Types it could produce",
			Value:     value,
			ManaTypes: r.ManaTypes,
		})
	}
	if r.LandPlays != nil {
		add("Land plays this turn", "Land plays this turn", strconv.Itoa(*r.LandPlays))
	}
	if r.LandsAnyNumber {
		add("Land plays this turn", "Land plays this turn", "any number")
	}
	if r.LandsLeft != nil {
		add("Land plays left", "Land plays left", strconv.Itoa(*r.LandsLeft))
	}
	for _, t := range r.Triggers {
		add("Triggers", "Triggers", TriggerText(t))
	}
	if r.EtbX != nil {
		add("X for its enters abilities and replacement effects", "X as it enters", strconv.Itoa(*r.EtbX))
	}
	if r.PermanentX != nil {
		add("X on the battlefield", "X on the battlefield", strconv.Itoa(*r.PermanentX))
	}
	if r.ManaValue != nil {
		add("Mana value on the battlefield", "Mana value on the battlefield", strconv.Itoa(*r.ManaValue))
	}
	if r.ManaValueOnStack != nil {
		add("Mana value on the stack", "Mana value on the stack", strconv.Itoa(*r.ManaValueOnStack))
	}
	if len(r.Counters) > 0 {
		kinds := slices.Sorted(maps.Keys(r.Counters))
		parts := make([]string, len(kinds))
		for i, k := range kinds {
			parts[i] = fmt.Sprintf("%d %s", r.Counters[k], k)
		}
		add("Counters as it enters", "Counters as it enters", strings.Join(parts, ", "))
	}
	if r.EntersTapped != nil && *r.EntersTapped {
		// Said where it does: most permanents enter untapped.
		add("Enters tapped", "Enters tapped", "yes")
	}
	if len(r.UserCards) > 0 {
		// The ruling rests on text a user wrote for these cards, not on
		// Oracle text.
		add("User-defined cards (text from the board, not Oracle)", "User-defined cards", strings.Join(r.UserCards, ", "))
	}
	return facts
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// byTypeText is the most mana of each type in the order W U B R G C:
// "U 1, B 1, G 1".
func byTypeText(m map[string]int) string {
	var parts []string
	for _, t := range []string{"W", "U", "B", "R", "G", "C"} {
		if n, ok := m[t]; ok {
			parts = append(parts, fmt.Sprintf("%s %d", t, n))
		}
	}
	return strings.Join(parts, ", ")
}

// TriggerText is a trigger in words: "Ghirapur Orrery, for you" when it is
// the player's own, else "Opp's Ghirapur Orrery, for you".
func TriggerText(t rules.Trigger) string {
	source := t.Source
	if t.From != "" {
		source = rules.Possessive(t.Source) + " ability from " + t.From
	}
	if t.Controller == t.Player {
		return source + ", for " + rules.PlayerName(t.Player)
	}
	return rules.Capital(rules.PlayerPossessive(t.Controller)) + " " + source + ", for " + rules.PlayerName(t.Player)
}
