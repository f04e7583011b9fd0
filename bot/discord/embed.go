package discord

import (
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/cr"
)

// Colors of a ruling's embed, by verdict.
const (
	colorLegal         = 0x2D9D5B // it can be done
	colorNotLegal      = 0xD04A3B // it cannot be done
	colorNotUnderstood = 0xE08A1E // the engine cannot rule on it
	colorNeutral       = 0x5865F2 // an answer that is neither yes nor no
	colorNotice        = 0x7A7F8A // lists, help, rules text
)

// The sizes of a ruling's reply, in characters (see textLen). A ruling is
// read in a channel among other messages: it says the verdict, the
// outcomes and the steps with their rule numbers, and leaves the rules'
// text to the Rules button and the web page.
const (
	// maxRulingReply is the most the embed of a ruling holds: title,
	// description, fields and footer together.
	maxRulingReply = 1200
	// maxRulingTitle is the longest title: the command as asked, whose
	// board the Board button shows in full.
	maxRulingTitle = 150
	// maxRulingHead is the most the answer and the facts take.
	maxRulingHead = 450
	// maxRulingLine is the longest outcome or step line.
	maxRulingLine = 300
	// maxNote is the longest note field (not stored, history, review).
	maxNote = 200
	// maxCardLinks is the most the line of links to the cards takes.
	maxCardLinks = 220
)

// verdictColor is the color of a ruling's embed.
func verdictColor(r *rules.Ruling) int {
	switch present.VerdictOf(r) {
	case present.VerdictUnclear:
		return colorNotUnderstood
	case present.VerdictYes:
		return colorLegal
	case present.VerdictNo:
		return colorNotLegal
	}
	return colorNeutral
}

// style is how replies write what varies between bots: mana symbols as
// emoji, and links to card pages.
type style struct {
	// emoji replaces mana symbols with emoji; nil shows them as written.
	emoji *strings.Replacer
	// publicURL is where the web pages are, "" for none (no card links).
	publicURL string
}

// symbols is text with its mana symbols shown as emoji, where there are
// emoji for them.
func (s style) symbols(text string) string {
	if s.emoji == nil {
		return text
	}
	return s.emoji.Replace(text)
}

// symbolLines is symbols of each line.
func (s style) symbolLines(lines []string) []string {
	if s.emoji == nil {
		return lines
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = s.emoji.Replace(l)
	}
	return out
}

// cardURL is the web page of a card, "" when there are no web pages.
func (s style) cardURL(name string) string {
	if s.publicURL == "" {
		return ""
	}
	return strings.TrimRight(s.publicURL, "/") + "/ask?" + url.Values{"card": {name}}.Encode()
}

// rulingView is a ruling with what is shown around it.
type rulingView struct {
	r *rules.Ruling
	// url is the ruling's web page, "" when there is none.
	url string
	// notice comes before the answer (a superseded ruling says so).
	notice string
	// notes are short fields after the description: why the ruling was
	// not stored, its history, its latest review.
	notes []*discordgo.MessageEmbedField
	style style
}

// embed shows a ruling in one short embed: the answer first, the facts
// that answer the question, the outcomes with the choices that lead
// there, the steps with the rules they rest on, and the cards of the
// board linked to their pages; the id and link in the footer. It holds at
// most maxRulingReply characters: what does not fit is cut between words
// and named, and the Steps and Rules buttons show it all.
func (v rulingView) embed() *discordgo.MessageEmbed {
	r := v.r
	e := &discordgo.MessageEmbed{
		Title: cut(r.Command, maxRulingTitle),
		URL:   v.url,
		Color: verdictColor(r),
	}
	footer := "Not stored"
	if r.ID != "" {
		footer = "Ruling " + r.ID
		if v.url != "" {
			footer += " · " + v.url
		}
	}
	footer += fmt.Sprintf(" · engine %s · CR %s", r.Engine, r.CR)
	if r.Cards != "" {
		footer += " · cards " + r.Cards
	}
	e.Footer = &discordgo.MessageEmbedFooter{Text: cut(footer, 250)}
	for _, n := range v.notes {
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: cut(n.Name, 50), Value: cut(n.Value, maxNote)})
	}
	e.Description = v.description(maxRulingReply - embedLen(e))
	return e
}

// description is the answer, the facts, the outcomes, the steps and the
// cards in at most room characters.
func (v rulingView) description(room int) string {
	r, st := v.r, v.style
	var head []string
	if v.notice != "" {
		head = append(head, v.notice, "")
	}
	head = append(head, r.Answer)
	if facts := rulingFacts(r); len(facts) > 0 {
		head = append(head, "")
		head = append(head, facts...)
	}
	head = append(head, paymentHead(r)...)
	text := cut(st.symbols(strings.Join(head, "\n")), min(maxRulingHead, room*2/5))

	var outcomes, steps []fitLine
	for _, o := range r.Outcomes {
		line := "• " + st.symbols(outcomeLine(o))
		outcomes = append(outcomes, func(limit int) string { return cut(line, limit) })
	}
	for i, s := range r.Steps {
		steps = append(steps, func(limit int) string { return shortStepLine(i, s, st, limit) })
	}
	// The cards' links take a little room, kept before the lists.
	cards := v.cardLinks(min(maxCardLinks, (room-textLen(text))/4))
	if cards != "" {
		room -= 2 + textLen(cards)
	}
	left := room - textLen(text)
	if len(steps) > 0 {
		// The outcomes take at most half of what is left, so that the
		// first steps show too.
		left = (left + 1) / 2
	}
	text += listSection("Outcomes", outcomes, left, textLen(text))
	text += listSection("Steps", steps, room-textLen(text), textLen(text))
	if cards != "" {
		text += "\n\n" + cards
	}
	return text
}

// minLine is the shortest part of a line worth showing.
const minLine = 60

// fitLine is a line written in at most limit characters.
type fitLine func(limit int) string

// listSection is a titled list of lines, after a blank line, in at most
// room characters: as many lines as fit, then how many more the Steps
// button shows. It is "" when there are no lines, or not even the title
// and the count fit. used is how much of the description comes before, so
// that a section never starts the description with a blank line.
func listSection(title string, lines []fitLine, room, used int) string {
	if len(lines) == 0 {
		return ""
	}
	sep := "\n\n"
	if used == 0 {
		sep = ""
	}
	heading := sep + "**" + title + "**"
	if len(lines) > 1 {
		heading += fmt.Sprintf(" (%d)", len(lines))
	}
	more := func(n int) string { return fmt.Sprintf("\n… and %d more (Steps shows them all)", n) }
	if textLen(heading)+textLen(more(len(lines))) > room {
		return ""
	}
	text := heading
	for i, write := range lines {
		tail := ""
		if rest := len(lines) - i - 1; rest > 0 {
			tail = more(rest)
		}
		line := write(maxRulingLine)
		if over := textLen(text) + 1 + textLen(line) + textLen(tail) - room; over > 0 {
			if i > 0 || textLen(line)-over < minLine {
				return text + more(len(lines)-i)
			}
			// The first line is shortened, rather than none shown.
			line = write(textLen(line) - over)
		}
		text += "\n" + line
	}
	return text
}

// cardLinks is a line naming the cards of the board, each a link to its
// page, in at most room characters; "" when there are no card pages, no
// cards, or no room for the first.
func (v rulingView) cardLinks(room int) string {
	if v.style.publicURL == "" || v.r.Board == "" {
		return ""
	}
	board, err := rules.ParseBoard(v.r.Board)
	if err != nil {
		return ""
	}
	var names []string
	seen := map[string]bool{}
	for _, p := range board.Permanents {
		c, ok := catalog.Lookup(p.Card.Name)
		if !ok || seen[c.Name] || strings.ContainsAny(c.Name, "[]()") {
			continue // an inline card has no page
		}
		seen[c.Name] = true
		names = append(names, c.Name)
	}
	text := "**Cards:**"
	shown := 0
	for i, n := range names {
		link := fmt.Sprintf("[%s](%s)", n, v.style.cardURL(n))
		sep := " "
		if i > 0 {
			sep = " · "
		}
		tail := ""
		if rest := len(names) - i - 1; rest > 0 {
			tail = fmt.Sprintf(" · %d more", rest)
		}
		if textLen(text)+textLen(sep+link)+textLen(tail) > room {
			break
		}
		text += sep + link
		shown++
	}
	if shown == 0 {
		return ""
	}
	if rest := len(names) - shown; rest > 0 {
		text += fmt.Sprintf(" · %d more", rest)
	}
	return text
}

// stepLine is one step of the reasoning, numbered, with the rules it
// rests on.
func stepLine(i int, s rules.Reason) string {
	line := fmt.Sprintf("**%d.** %s", i+1, s.Text)
	if len(s.Rules) > 0 {
		line += " *(CR " + strings.Join(s.Rules, ", ") + ")*"
	}
	return line
}

// shortStepLine is a step on one line of at most limit characters: its
// text cut between words, and the rules it rests on whole.
func shortStepLine(i int, s rules.Reason, st style, limit int) string {
	head := fmt.Sprintf("**%d.** ", i+1)
	tail := ""
	if len(s.Rules) > 0 {
		tail = " *(CR " + cut(strings.Join(s.Rules, ", "), 100) + ")*"
	}
	return head + cut(st.symbols(s.Text), limit-textLen(head)-textLen(tail)) + tail
}

// ruleLinesOf are the rules a ruling cites, each its number and section
// title, then its text, for the Rules button.
func ruleLinesOf(numbers []string) []string {
	var lines []string
	for i, n := range numbers {
		if i > 0 {
			lines = append(lines, "")
		}
		name := "**CR " + n + "**"
		if title, ok := cr.Section(n); ok {
			name += " · " + title
		}
		text := "(not in the rules text built in)"
		if rule, ok := cr.Lookup(n); ok {
			text = rule.Text
		}
		lines = append(lines, name)
		lines = append(lines, strings.Split(text, "\n")...)
	}
	return lines
}

// outcomeLine writes one outcome on one line: what came out, then the
// choices that lead there.
func outcomeLine(o rules.Outcome) string {
	return present.OutcomeLine(o, " ← ")
}

// rulingFacts are the fields that answer the question, one line each, under
// their short labels.
func rulingFacts(r *rules.Ruling) []string {
	var lines []string
	for _, f := range present.Facts(r) {
		lines = append(lines, "**"+f.Short+":** "+f.Value)
	}
	return lines
}

// stepLines are a ruling's reasoning, one numbered step a line, each with
// the rules and official rulings it rests on.
func stepLines(r *rules.Ruling) []string {
	var lines []string
	for i, s := range r.Steps {
		lines = append(lines, stepLine(i, s))
		for _, c := range s.Rulings {
			lines = append(lines, fmt.Sprintf("> *%s, %s:* %s", c.Card, c.Date, c.Text))
		}
	}
	if r.Board != "" {
		lines = append(lines, "", "**Board:** "+r.Board)
	}
	lines = append(lines, paymentSteps(r)...)
	if len(r.Outcomes) > 1 {
		lines = append(lines, "", fmt.Sprintf("**All %d outcomes**", len(r.Outcomes)))
		for _, o := range r.Outcomes {
			lines = append(lines, "• "+outcomeLine(o))
		}
	}
	return lines
}

// newStyle is the style of a bot with these emoji and web pages.
func newStyle(emoji map[string]string, publicURL string) style {
	s := style{publicURL: publicURL}
	var pairs []string
	for _, symbol := range slices.Sorted(maps.Keys(emoji)) {
		if e := emoji[symbol]; symbol != "" && e != "" {
			pairs = append(pairs, symbol, e)
		}
	}
	if len(pairs) > 0 {
		s.emoji = strings.NewReplacer(pairs...)
	}
	return s
}
