package rules

import (
	"slices"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// String prints the board in canonical notation, the one form a stored
// ruling records. ParseBoard of the result gives an equal Board, and
// printing that gives the same text.
//
// The statements come in a fixed order, separated by "; ": "format: F"
// only when it differs from the format derived from the number of players,
// "teams: a+b vs c+d" as written, "turn: WHO" unless it is me's turn,
// "step: STEP" unless main1, then one statement per player in the order of
// Players: "WHO: hand N, library N, life N, lands played N, PERMANENTS",
// leaving out numbers not given (and lands played when 0). A player with
// nothing who is named nowhere else is printed as "WHO:". Consecutive
// identical permanents print once with a count ("2x Forest (tapped)"),
// attributes in the order tapped, sick, haste, X=N, counters by kind, on
// CARDREF, chose COLOR, named TYPE, exiled CARD. Catalog cards print by their catalog
// name, inline cards in bracket form.
func (b *Board) String() string {
	var stmts []string
	derived := derivedFormat(len(b.Players))
	if b.Format != "" && b.Format != derived {
		stmts = append(stmts, "format: "+string(b.Format))
	}
	named := map[string]bool{}
	if len(b.Teams) > 0 {
		teams := make([]string, len(b.Teams))
		for i, t := range b.Teams {
			teams[i] = strings.Join(t, "+")
			for _, w := range t {
				named[w] = true
			}
		}
		stmts = append(stmts, "teams: "+strings.Join(teams, " vs "))
	}
	if b.Turn != "" && b.Turn != Me {
		stmts = append(stmts, "turn: "+b.Turn)
		named[b.Turn] = true
	}
	if b.Step != "" && b.Step != StepMain1 {
		stmts = append(stmts, "step: "+string(b.Step))
	}
	perms := map[string][]*Permanent{}
	var controllers []string
	for _, p := range b.Permanents {
		if _, ok := perms[p.Controller]; !ok {
			controllers = append(controllers, p.Controller)
		}
		perms[p.Controller] = append(perms[p.Controller], p)
	}
	// "my NAME" reads as a card named "My NAME" if the board has one; then
	// me is written "me's".
	var names map[string]bool
	for _, p := range b.Permanents {
		if p.On != nil && p.On.Owner == Me {
			names = map[string]bool{}
			for _, p := range b.Permanents {
				names[catalog.Key(p.Card.Name)] = true
			}
			break
		}
	}
	printed := map[string]bool{}
	statement := func(name string, pl *Player) {
		printed[name] = true
		var items []string
		if pl != nil {
			if pl.Hand != nil {
				items = append(items, "hand "+strconv.Itoa(*pl.Hand))
			}
			if pl.Library != nil {
				items = append(items, "library "+strconv.Itoa(*pl.Library))
			}
			if pl.Life != nil {
				items = append(items, "life "+strconv.Itoa(*pl.Life))
			}
			if pl.LandsPlayed != 0 {
				items = append(items, "lands played "+strconv.Itoa(pl.LandsPlayed))
			}
		}
		items = append(items, permanentItems(perms[name], names)...)
		switch {
		case len(items) > 0:
			stmts = append(stmts, name+": "+strings.Join(items, ", "))
		case name != Me && !named[name]:
			stmts = append(stmts, name+":")
		}
	}
	for _, pl := range b.Players {
		statement(pl.Name, pl)
	}
	for _, c := range controllers {
		if !printed[c] {
			statement(c, nil)
		}
	}
	return strings.Join(stmts, "; ")
}

// permanentItems prints permanents as items, runs of identical ones with a
// count. names holds the folded names of the cards on the board when some
// "on" is owned by me.
func permanentItems(ps []*Permanent, names map[string]bool) []string {
	texts := make([]string, len(ps))
	for i, p := range ps {
		texts[i] = permanentText(p, names)
	}
	items := texts[:0]
	for i := 0; i < len(texts); {
		text := texts[i]
		n := 1
		for i+n < len(texts) && n < MaxCopies && texts[i+n] == text {
			n++
		}
		if n > 1 {
			text = strconv.Itoa(n) + "x " + text
		}
		items = append(items, text)
		i += n
	}
	return items
}

// permanentText prints one permanent: its card and attributes.
func permanentText(p *Permanent, names map[string]bool) string {
	var attrs []string
	if p.Tapped {
		attrs = append(attrs, "tapped")
	}
	if p.Sick {
		attrs = append(attrs, "sick")
	}
	if p.Haste {
		attrs = append(attrs, "haste")
	}
	if p.X != nil {
		attrs = append(attrs, "X="+strconv.Itoa(*p.X))
	}
	counters := p.Counters
	if len(counters) > 1 {
		counters = slices.Clone(counters)
		slices.SortStableFunc(counters, func(a, b Counter) int { return strings.Compare(a.Kind, b.Kind) })
	}
	for _, c := range counters {
		attrs = append(attrs, strconv.Itoa(c.N)+" "+c.Kind)
	}
	if p.Damage > 0 {
		attrs = append(attrs, strconv.Itoa(p.Damage)+" damage")
	}
	if p.On != nil {
		ref := p.On.String()
		if p.On.Owner == Me && names[catalog.Key(ref)] {
			ref = "me's " + strings.TrimPrefix(ref, "my ")
		}
		attrs = append(attrs, "on "+ref)
	}
	if p.Chose != "" {
		attrs = append(attrs, "chose "+p.Chose)
	}
	if p.Named != "" {
		attrs = append(attrs, "named "+p.Named)
	}
	if p.Exiled != "" {
		attrs = append(attrs, "exiled "+p.Exiled)
	}
	text := cardText(p.Card)
	if len(attrs) > 0 {
		text += " (" + strings.Join(attrs, ", ") + ")"
	}
	return text
}

// cardText prints a card as a board names it: the catalog name, or an
// inline card in bracket form.
func cardText(c *catalog.Card) string {
	if c == nil {
		return ""
	}
	if !c.Inline {
		return c.Name
	}
	typeLine := strings.Join(append(append([]string(nil), c.Supertypes...), c.Types...), " ")
	if len(c.Subtypes) > 0 {
		typeLine += " — " + strings.Join(c.Subtypes, " ")
	}
	if c.Power != "" || c.Toughness != "" {
		typeLine += " " + c.Power + "/" + c.Toughness
	}
	body := c.Name + ": " + typeLine
	if c.Oracle != "" {
		oracle := strings.Join(strings.Split(c.Oracle, "\n"), " | ")
		// Without subtypes, Oracle text that starts like a list of words
		// would read back as subtypes: an empty part after the dash says
		// there are none.
		if tl, or := splitInline(" " + typeLine + " — " + oracle); tl == typeLine && or == abilities(oracle) {
			body += " — " + oracle
		} else {
			body += " — — " + oracle
		}
	}
	return "[" + body + "]"
}
