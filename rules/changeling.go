package rules

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
