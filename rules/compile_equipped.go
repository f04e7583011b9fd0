package rules

import (
	"regexp"
	"strings"
)

// reEquippedOnly: a static ability of an Equipment whose one subject is
// the creature it equips ("Equipped creature gets +2/+2, has flying, and
// is a white Angel in addition to its other colors and types.",
// "Equipped creature gets +10/+10 and loses flying."): one sentence, or
// sentences each about it.
var reEquippedOnly = regexp.MustCompile(`^Equipped creature [^"]+\.$`)

// compileEquippedUnread reads a text reEquippedOnly matches, which no
// other template read, as a StaticEquippedUnread, not understood: the
// engine does not read what it gives, but reads whether it gives it to
// anything (understand_classify.go).
func compileEquippedUnread(a *Ability, s string) bool {
	if !reEquippedOnly.MatchString(s) {
		return false
	}
	// Every sentence is about the equipped creature: another subject
	// ("Equipped creature gets +1/+1. Other creatures you control get
	// -1/-1.") may affect permanents whatever is attached.
	for _, sentence := range strings.SplitAfter(strings.TrimSuffix(s, "."), ". ") {
		if !strings.HasPrefix(sentence, "Equipped creature ") && !strings.HasPrefix(sentence, "It ") {
			return false
		}
	}
	if strings.Contains(s, " you ") || strings.Contains(s, " your ") || strings.Contains(s, " each ") || strings.Contains(s, " all ") || strings.Contains(s, " other ") && !strings.Contains(s, " its other ") {
		// It may speak of more than the creature ("… and you have
		// hexproof", "… other creatures …").
		return false
	}
	a.Kind = KindStatic
	a.Static = &StaticSpec{Kind: StaticEquippedUnread, Affected: "equipped creature"}
	a.Understood = false
	a.Why = "the engine does not read what it gives the equipped creature"
	return true
}

// equippedUnreadBears classifies a StaticEquippedUnread of the Equipment
// p. Attached to a creature, it bears on every question. Attached to
// none, it affects no object now (301.5), and bears only where p may be
// attached during the question: equip is activated only as a sorcery
// (702.6a), in a main phase with an empty stack (602.5d), so never in an
// upkeep, while a permanent is tapped for mana or a spell enters, nor in
// what a permanent could produce (106.7); pay and mana may activate its
// controller's abilities before the cost is paid (pay_before.go), and
// lands reads land plays made in a main phase: it bears on those, pay and
// mana where its controller may equip now (mayEquipNow).
func (w *world) equippedUnreadBears(k asking, p *perm) verdict {
	if p.attached >= 0 {
		return bears
	}
	switch k.kind {
	case askPay, askMana:
		if p.Controller == k.player && w.mayEquipNow(p) {
			return bears
		}
		return cannotBear
	case askLands:
		return bears
	}
	return cannotBear
}

// mayEquipNow reports whether the controller of the Equipment p may
// activate an equip ability now: in a main phase of their turn (702.6a,
// 505.1; the board records no spell on the stack), with a creature of
// theirs to attach it to, or an ability of their permanents that may make
// one (text that speaks of a creature, or crew).
func (w *world) mayEquipNow(p *perm) bool {
	if !w.equipTime(p.Controller) {
		return false
	}
	for _, q := range w.perms {
		if q.Controller != p.Controller || q == p {
			continue
		}
		if q.is("Creature") {
			return true
		}
		for _, a := range q.abilities {
			if l := strings.ToLower(a.Text); strings.Contains(l, "creature") || strings.Contains(l, "crew") {
				return true
			}
		}
	}
	return false
}
