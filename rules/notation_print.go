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
// Players: "WHO: hand N, library N, life N, energy N, lands played N, PERMANENTS",
// leaving out numbers not given (and lands played when 0). A player with
// nothing who is named nowhere else is printed as "WHO:". Consecutive
// identical permanents print once with a count ("2x Forest (tapped)"),
// attributes in the order tapped, sick, haste, X=N, counters by kind, on
// CARDREF, chose COLOR, named TYPE, exiled CARD. Catalog cards print by their catalog
// name, inline cards in bracket form.
func (b *Board) String() string {
	var sb strings.Builder
	// statement starts a statement: the ones before end with "; ".
	statement := func() {
		if sb.Len() > 0 {
			sb.WriteString("; ")
		}
	}
	derived := derivedFormat(len(b.Players))
	if b.Format != "" && b.Format != derived {
		statement()
		sb.WriteString("format: " + string(b.Format))
	}
	var named []string
	if len(b.Teams) > 0 {
		statement()
		sb.WriteString("teams: ")
		for i, t := range b.Teams {
			if i > 0 {
				sb.WriteString(" vs ")
			}
			sb.WriteString(strings.Join(t, "+"))
			named = append(named, t...)
		}
	}
	if b.Turn != "" && b.Turn != Me {
		statement()
		sb.WriteString("turn: " + b.Turn)
		named = append(named, b.Turn)
	}
	if b.Step != "" && b.Step != StepMain1 {
		statement()
		sb.WriteString("step: " + string(b.Step))
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
	player := func(name string, pl *Player) {
		items := pl != nil && (pl.Hand != nil || pl.Library != nil || pl.Life != nil || pl.Energy != nil || pl.LandsPlayed != 0) ||
			slices.ContainsFunc(b.Permanents, func(p *Permanent) bool { return p.Controller == name })
		if !items {
			if name != Me && !slices.Contains(named, name) {
				statement()
				sb.WriteString(name + ":")
			}
			return
		}
		statement()
		sb.WriteString(name + ": ")
		first := true
		item := func(text string) {
			if !first {
				sb.WriteString(", ")
			}
			first = false
			sb.WriteString(text)
		}
		number := func(word string, n int) {
			item(word)
			sb.WriteByte(' ')
			sb.WriteString(strconv.Itoa(n))
		}
		if pl != nil {
			if pl.Hand != nil {
				number("hand", *pl.Hand)
			}
			if pl.Library != nil {
				number("library", *pl.Library)
			}
			if pl.Life != nil {
				number("life", *pl.Life)
			}
			if pl.Energy != nil {
				number("energy", *pl.Energy)
			}
			if pl.LandsPlayed != 0 {
				number("lands played", pl.LandsPlayed)
			}
		}
		// Runs of identical permanents print once, with a count.
		run, n := "", 0
		flush := func() {
			switch {
			case n == 1:
				item(run)
			case n > 1:
				item(strconv.Itoa(n))
				sb.WriteString("x " + run)
			}
		}
		for _, p := range b.Permanents {
			if p.Controller != name {
				continue
			}
			text := permanentText(p, names)
			if n > 0 && n < MaxCopies && text == run {
				n++
				continue
			}
			flush()
			run, n = text, 1
		}
		flush()
	}
	for _, pl := range b.Players {
		player(pl.Name, pl)
	}
	// Then the controllers of permanents who are no player of the board,
	// in the order their permanents come.
	for i, p := range b.Permanents {
		c := p.Controller
		isPlayer := slices.ContainsFunc(b.Players, func(pl *Player) bool { return pl.Name == c })
		if isPlayer || slices.ContainsFunc(b.Permanents[:i], func(q *Permanent) bool { return q.Controller == c }) {
			continue
		}
		player(c, nil)
	}
	return sb.String()
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
		if slices.Contains(p.xCounters, c.Kind) {
			// Given by X=N, as the board wrote it (withXCounters).
			continue
		}
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
	if p.OnPlayer != "" {
		attrs = append(attrs, "on "+p.OnPlayer)
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
	if c.Token {
		// A predefined token (CR 111.10), named as a token: "Blood" alone
		// is a half of Flesh // Blood.
		return c.Name + " token"
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
