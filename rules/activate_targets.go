package rules

import (
	"regexp"
	"strings"
)

// reTargetPermanent reads "target creature", "target Blinkmoth creature",
// "target artifact you control", "target land an opponent controls": a
// target that is a permanent of one card type, with at most one subtype
// or the word "nonland" or "another", and whose controller. A "target …
// card" (in a graveyard or hand), a spell, or a target of several kinds
// ("target creature or planeswalker") is not read.
var reTargetPermanent = regexp.MustCompile(`\b[Tt]arget (?:([A-Z][a-z]+|nonland|another) )?(creature|artifact|land|enchantment|permanent)(,| or| and)?( you control| an opponent controls| you don't control)?\b( card| spell)?( with| that| whose| without| of)?`)

// targetsAvailable checks that each target of ability a of p that the
// engine reads has a legal choice on the board (CR 601.2c, 602.2b: an
// ability with a target can't be activated without one). Equip targets a
// creature its controller controls (702.6a). A target it does not read is
// taken as available, as the contract says.
func (w *world) targetsAvailable(p *perm, a *Ability) legality {
	if len(a.Keywords) == 1 && a.Keywords[0] == "equip" {
		// An Equipment can't equip itself (301.5c).
		return w.targetExists(p, "another", "Creature", " you control", "Equip: Attach to target creature you control")
	}
	if a.Kind == KindMana || !strings.Contains(a.Text, "arget") {
		// Mana abilities never target (605.1a).
		return legality{ok: true}
	}
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return legality{ok: true}
	}
	if t, mine, phrase, ok := untapTargetOf(a); ok {
		// "Untap target Elf.", "Untap another target artifact.", "Untap
		// target basic land.": a permanent of that kind, anyone's unless
		// it says "you control", p itself not where it says "another".
		l := w.targetExistsWhere(p, phrase, func(q *perm) bool {
			return t.names(q, p) && (!mine || q.Controller == p.Controller)
		})
		if !l.ok || l.unknown != "" {
			return l
		}
	}
	for _, ix := range reTargetPermanent.FindAllStringSubmatchIndex(effect, -1) {
		m := submatches(effect, ix)
		if m[3] != "" || m[5] != "" {
			// "target artifact, creature, or land", "target creature
			// or planeswalker", a card or a spell: not read.
			continue
		}
		if reUpTo.MatchString(effect[:ix[0]]) {
			// "up to one target creature": it may have no target
			// (601.2c).
			continue
		}
		phrase := strings.TrimSpace(strings.TrimSuffix(m[0], m[6]))
		l := w.targetExists(p, m[1], strings.Title(m[2]), m[4], phrase) //nolint:staticcheck // one ASCII word
		if l.ok && l.unknown == "" && m[6] != "" {
			// "target creature with power less than or equal to …": a
			// permanent of that type is there, but whether one meets
			// the rest is not read.
			return legality{ok: true, unknown: "it needs a target (\u201c" + phrase + " …\u201d), and the engine does not read which permanents on the board meet that"}
		}
		if !l.ok || l.unknown != "" {
			return l
		}
	}
	for _, ix := range reTargetQualified.FindAllStringSubmatchIndex(effect, -1) {
		m := submatches(effect, ix)
		if m[3] != "" || m[5] != "" || reUpTo.MatchString(effect[:ix[0]]) {
			continue
		}
		if l := w.qualifiedTargetExists(p, strings.Fields(m[1]), strings.Title(m[2]), m[4], strings.TrimSpace(strings.TrimSuffix(m[0], m[6])), m[6] != ""); !l.ok || l.unknown != "" { //nolint:staticcheck // one ASCII word
			return l
		}
	}
	return legality{ok: true}
}

// reUpTo ends the text before a target that may be chosen no times: "up
// to one target creature", "any number of target creatures" (CR 601.2c).
var reUpTo = regexp.MustCompile(`(?i)(?:\bup to (?:one|two|three|four|five|six|seven|X|\d+)|\bany number of)(?: other)? $`)

// submatches is the text of each group of a FindAllStringSubmatchIndex
// match, "" for a group that did not match.
func submatches(s string, ix []int) []string {
	out := make([]string, len(ix)/2)
	for i := range out {
		if ix[2*i] >= 0 {
			out[i] = s[ix[2*i]:ix[2*i+1]]
		}
	}
	return out
}

// reTargetQualified reads a permanent target whose type follows words in
// lower case: "target tapped creature" (Royal Assassin), "target tapped
// nonblack creature", "target noncreature artifact". The words
// reTargetPermanent reads alone ("nonland", "another") are left to it.
var reTargetQualified = regexp.MustCompile(`\b[Tt]arget ((?:(?:(?:un)?tapped|attacking|blocking|unblocked|non[a-z]+|white|blue|black|red|green|colorless|multicolored|monocolored|legendary|basic|snow|token|other) )+)(creature|artifact|land|enchantment|permanent)(,| or| and)?( you control| an opponent controls| you don't control)?\b( card| spell)?( with| that| whose| without| of)?`)

// qualifiedTargetExists is targetExists for a target with words before
// its type. "tapped", "untapped" and "non" with a card type are read from
// the board; a target is chosen before the cost is paid (CR 601.2c,
// 601.2h), so a permanent the cost taps is still untapped then. Where no
// permanent meets the words read, the ability can't be activated; where
// one does but a word is not read (a color, "attacking"), or more follows
// the type ("with power 2 or less"), the answer is "I can't rule on this".
func (w *world) qualifiedTargetExists(p *perm, words []string, kind, whose, phrase string, more bool) legality {
	if len(words) == 1 && (words[0] == "nonland" || words[0] == "another") {
		return legality{ok: true}
	}
	read := !more
	fits := func(q *perm) bool {
		if !kindAndControllerFit(p, q, kind, whose) {
			return false
		}
		for _, word := range words {
			switch {
			case word == "tapped" && !q.Tapped, word == "untapped" && q.Tapped:
				return false
			case word == "another" && q == p:
				return false
			case strings.HasPrefix(word, "non") && countedTypes[word[3:]]:
				if q.is(strings.Title(word[3:])) { //nolint:staticcheck // one ASCII word
					return false
				}
			case (word == "legendary" || word == "basic" || word == "snow") && !q.hasSuper(word):
				return false
			case word == "nonbasic" && q.hasSuper("basic"):
				return false
			}
		}
		return true
	}
	for _, word := range words {
		switch {
		case word == "tapped", word == "untapped", word == "another", word == "legendary", word == "basic", word == "nonbasic", word == "snow":
		case strings.HasPrefix(word, "non") && countedTypes[word[3:]]:
		default:
			read = false
		}
	}
	l := w.targetExistsWhere(p, phrase, fits)
	if l.ok && l.unknown == "" && !read {
		return legality{ok: true, unknown: "it needs a target (\u201c" + phrase + "\u201d), and the engine does not read which permanents on the board meet all of that"}
	}
	return l
}

// targetExists looks for a permanent that could be the target: of card
// type kind, with the word adj (a subtype, "nonland" or "another"), under
// the controller whose says. One with shroud, or hexproof under another
// player, can't be targeted (702.18a, 702.11b); nor can one with
// protection from a quality p, the ability's source, has (702.16b).
// Protection whose quality the engine does not read, or from a color
// while p's colors are unsure, may or may not stop it, which the engine
// does not decide.
func (w *world) targetExists(p *perm, adj, kind, whose, phrase string) legality {
	return w.targetExistsWhere(p, phrase, func(q *perm) bool {
		switch {
		case !kindAndControllerFit(p, q, kind, whose):
			return false
		case adj == "nonland" && q.is("Land"), adj == "another" && q == p:
			return false
		case adj != "" && adj != "nonland" && adj != "another" && !q.hasSub(adj):
			return false
		}
		return true
	})
}

// targetExistsWhere is targetExists for the permanents fits names.
func (w *world) targetExistsWhere(p *perm, phrase string, fits func(q *perm) bool) legality {
	protected := ""
	var barred []string
	var barredRules []string
	bar := func(q *perm, why, rule string) {
		barred = append(barred, q.name+" "+why)
		if !has(barredRules, rule) {
			barredRules = append(barredRules, rule)
		}
	}
	for _, q := range w.perms {
		switch {
		case !fits(q):
			continue
		case hasKeyword(q, "shroud"):
			bar(q, "has shroud", "702.18a")
			continue
		case q.Controller != p.Controller && hasKeyword(q, "hexproof"):
			bar(q, "has hexproof and is controlled by another player", "702.11b")
			continue
		case hasKeyword(q, "protection from "):
			hit, prot, read := protectedFrom(q, p)
			switch {
			case !read || p.colorsUnsure():
				protected = q.name
				continue
			case hit:
				bar(q, "has "+prot+", a quality "+p.name+" has", "702.16b")
				continue
			}
		}
		return legality{ok: true}
	}
	if protected != "" {
		return legality{ok: true, unknown: "it needs a target (\u201c" + phrase + "\u201d), and the only one on the board, " + protected + ", has protection, which may or may not stop it (CR 702.16b)"}
	}
	if len(barred) > 0 {
		return legality{why: "it needs a target (\u201c" + phrase + "\u201d), and no permanent on the board can be one: " + joinAnd(barred), short: "there is nothing it can target (\u201c" + phrase + "\u201d)", rules: append([]string{"601.2c", "602.2b", "115.1"}, barredRules...)}
	}
	return legality{why: "it needs a target (\u201c" + phrase + "\u201d) and there is no such permanent on the board", short: "there is nothing it can target (\u201c" + phrase + "\u201d)", rules: []string{"601.2c", "602.2b", "115.1"}}
}

// hasKeyword reports whether q has the keyword kw, its own or granted; a
// kw ending in a space is a prefix ("protection from ").
func hasKeyword(q *perm, kw string) bool {
	for _, a := range q.abilities {
		for _, k := range a.Keywords {
			if k == kw || strings.HasSuffix(kw, " ") && strings.HasPrefix(k, kw) {
				return true
			}
		}
	}
	return false
}

// reAlwaysTarget is a target a player can always be: "any target", "any
// other target", "target player", "target opponent" (CR 115.4). Hexproof
// and shroud as keywords of permanents make no player untargetable; a
// player's own hexproof or shroud ("You have shroud.") is text of its own,
// which the engine reads or refuses by itself.
var reAlwaysTarget = regexp.MustCompile(`\bany (?:other )?target\b|\b[Tt]arget (?:player|opponent)\b`)

// targetsRead reports whether every target of ability a is one whose
// legal choices the engine reads with the permanents' shroud, hexproof and
// protection: a permanent targetsAvailable reads, or a target a player
// can always be. Then those keywords are modelled for a question about
// activating a (702.11b, 702.16b, 702.18a); otherwise they bear on it.
func targetsRead(a *Ability) bool {
	_, effect, ok := splitCost(oracleFolder.Replace(a.Text))
	if !ok {
		return false
	}
	covered := make([]bool, len(effect))
	cover := func(from, to int) {
		for i := from; i < to; i++ {
			covered[i] = true
		}
	}
	for _, m := range reTargetPermanent.FindAllStringSubmatchIndex(effect, -1) {
		// Groups 3 ("," " or" " and") and 5 (" card" " spell") are
		// targets targetsAvailable does not read.
		if m[6] < m[7] || m[10] < m[11] {
			continue
		}
		cover(m[0], m[1])
	}
	for _, m := range reAlwaysTarget.FindAllStringIndex(effect, -1) {
		cover(m[0], m[1])
	}
	for _, m := range reTargets.FindAllStringIndex(effect, -1) {
		if !covered[m[0]] {
			return false
		}
	}
	return true
}

// kindAndControllerFit reports whether q is of the card type kind
// ("Permanent" for any) and has the controller whose asks for, as p's
// ability words it (" you control", " an opponent controls", " you don't
// control", "" for anyone).
func kindAndControllerFit(p, q *perm, kind, whose string) bool {
	switch {
	case kind != "Permanent" && !q.is(kind):
		return false
	case whose == " you control" && q.Controller != p.Controller:
		return false
	case (whose == " an opponent controls" || whose == " you don't control") && q.Controller == p.Controller:
		return false
	}
	return true
}
