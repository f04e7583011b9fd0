package rules

import "strings"

// creatureTypeSet is creatureTypes (CR 205.3m) as a set: changeling makes
// an object every one of them (702.73a).
var creatureTypeSet = func() map[string]bool {
	m := make(map[string]bool, len(creatureTypes))
	for _, t := range creatureTypes {
		m[t] = true
	}
	return m
}()

// isCreatureType reports whether t is a creature type (CR 205.3m).
func isCreatureType(t string) bool { return creatureTypeSet[t] }

// creatureTypeFold finds the creature type t names, whatever its case
// ("assembly-worker" is Assembly-Worker).
func creatureTypeFold(t string) (string, bool) {
	if creatureTypeSet[t] {
		return t, true
	}
	for _, c := range creatureTypes {
		if strings.EqualFold(c, t) {
			return c, true
		}
	}
	return "", false
}

// choosesCreatureType reports whether an Oracle text has its permanent
// choose a creature type as it enters ("As this land enters, choose a
// creature type.", "choose a color and a creature type").
func choosesCreatureType(oracle string) bool {
	for _, line := range strings.Split(oracle, "\n") {
		if strings.Contains(line, " enters") && (strings.Contains(line, "choose a creature type") || strings.Contains(line, "and a creature type")) {
			return true
		}
	}
	return false
}
