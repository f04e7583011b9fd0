package discord

import (
	"fmt"
	"strings"
	"sync"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
)

// Colors of a ruling's embed, by verdict.
const (
	colorLegal          = 0x2D9D5B // it can be done
	colorNotLegal       = 0xD04A3B // it cannot be done
	colorNotUnderstood  = 0xE08A1E // the engine cannot rule on it
	colorNeutral        = 0x5865F2 // an answer that is neither yes nor no
	colorNotice         = 0x7A7F8A // lists, help, rules text
	reserveForRuleField = 1500     // room kept for cited rules when the rest is long
	maxHead             = 2000     // the most the answer and facts take of the description
	maxMoreRules        = 400      // the field naming the rules left out
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

// rulingView is a ruling with what is shown around it.
type rulingView struct {
	r *rules.Ruling
	// url is the ruling's web page, "" when there is none.
	url string
	// notice comes before the answer (a superseded ruling says so).
	notice string
	// notes are short fields after the outcomes: why the ruling was not
	// stored, its latest review.
	notes []*discordgo.MessageEmbedField
}

// embed shows a ruling in one embed within Discord's limits: the answer
// first, the facts that answer the question, every outcome on a line with
// the choices that lead there, the cited rules with their text as fields,
// and the id and link in the footer. What does not fit is cut between
// words and named, never dropped silently.
func (v rulingView) embed() *discordgo.MessageEmbed {
	r := v.r
	e := &discordgo.MessageEmbed{
		Title: cut(r.Command, maxTitle),
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
	e.Footer = &discordgo.MessageEmbedFooter{Text: cut(footer, maxFooter)}
	for _, n := range v.notes {
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: cut(n.Name, maxFieldName), Value: cut(n.Value, maxFieldValue)})
	}
	fixed := embedLen(e)

	ruleFields := citedRuleFields(r.Rules)
	need := 0
	for _, f := range ruleFields {
		need += textLen(f.Name) + textLen(f.Value)
	}
	room := min(maxDescription, maxEmbedsTotal-fixed-min(need, reserveForRuleField))
	e.Description = v.description(room)

	room = maxEmbedsTotal - embedLen(e)
	slots := maxFields - len(e.Fields)
	e.Fields = append(e.Fields, fitFields(ruleFields, room, slots, r.Rules, v.url)...)
	return e
}

// description is the answer, the facts and the outcomes in at most room
// characters.
func (v rulingView) description(room int) string {
	r := v.r
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
	if len(r.Outcomes) == 0 {
		return cut(strings.Join(head, "\n"), room)
	}
	lines := make([]string, len(r.Outcomes))
	for i, o := range r.Outcomes {
		lines[i] = "• " + cut(outcomeLine(o), 600)
	}
	left := func(n int) string {
		return fmt.Sprintf("\n… and %d more (Steps shows them all)", n)
	}
	title := "\n\n**Outcomes**"
	if len(lines) > 1 {
		title = fmt.Sprintf("\n\n**Outcomes** (%d)", len(lines))
	}
	// The answer comes first, but leaves room to show that there are
	// outcomes, and at least the first one when it is short.
	text := cut(strings.Join(head, "\n"), min(maxHead, room-textLen(title)-textLen(left(len(lines)))-min(textLen(lines[0])+1, 200)))
	text += title
	for i, line := range lines {
		more := ""
		if rest := len(lines) - i - 1; rest > 0 {
			more = left(rest)
		}
		if textLen(text)+1+textLen(line)+textLen(more) > room {
			text += left(len(lines) - i)
			break
		}
		text += "\n" + line
	}
	return text
}

// citedRuleFields are the rules a ruling cites, each a field with its text.
// The fields are shared between rulings: nothing changes them.
func citedRuleFields(numbers []string) []*discordgo.MessageEmbedField {
	fields := make([]*discordgo.MessageEmbedField, len(numbers))
	for i, n := range numbers {
		fields[i] = ruleField(n)
	}
	return fields
}

// ruleFields holds the field of each rule shown once: the rules text is
// built in, so a rule's field never changes.
var ruleFields sync.Map // rule number → *discordgo.MessageEmbedField

// ruleField is a rule as a field: its number and section title, and its
// text.
func ruleField(n string) *discordgo.MessageEmbedField {
	if f, ok := ruleFields.Load(n); ok {
		return f.(*discordgo.MessageEmbedField)
	}
	name := "CR " + n
	if title, ok := cr.Section(n); ok {
		name += " · " + title
	}
	text := "(not in the rules text built in)"
	rule, known := cr.Lookup(n)
	if known {
		text = rule.Text
	}
	f := &discordgo.MessageEmbedField{Name: cut(name, maxFieldName), Value: cut(text, maxFieldValue)}
	if known {
		// Only rules of the built-in text are kept, so what is kept is
		// bounded by it.
		ruleFields.Store(n, f)
	}
	return f
}

// fitFields keeps as many fields as fit in room characters and slots
// fields, shortening the last one that partly fits; the rules left out
// are named in a last field.
func fitFields(fields []*discordgo.MessageEmbedField, room, slots int, numbers []string, url string) []*discordgo.MessageEmbedField {
	moreField := func(from int) *discordgo.MessageEmbedField {
		v := fmt.Sprintf("%d more", len(numbers)-from)
		if url != "" {
			v += "; their text is on the ruling's page: " + url
		}
		v = cut(v+"\nCR "+strings.Join(numbers[from:], ", "), maxMoreRules)
		return &discordgo.MessageEmbedField{Name: "More rules cited", Value: v}
	}
	size := func(f *discordgo.MessageEmbedField) int { return textLen(f.Name) + textLen(f.Value) }
	sizes := make([]int, len(fields))
	for i, f := range fields {
		sizes[i] = size(f)
	}
	for keep := len(fields); keep >= 0; keep-- {
		var out []*discordgo.MessageEmbedField
		used := 0
		if keep < len(fields) {
			m := moreField(keep)
			out = append(out, m)
			used += size(m)
		}
		ok := len(out)+keep <= slots
		for i := 0; ok && i < keep; i++ {
			f, l := fields[i], sizes[i]
			if used+l > room {
				// Shorten the last field kept, when a useful part fits.
				left := room - used - textLen(f.Name)
				if i == keep-1 && left >= 200 {
					f = &discordgo.MessageEmbedField{Name: f.Name, Value: cut(f.Value, left)}
					l = size(f)
				} else {
					ok = false
					break
				}
			}
			out = append(out, f)
			used += l
		}
		if ok {
			if keep < len(fields) {
				// The note on rules left out goes last.
				out = append(out[1:], out[0])
			}
			return out
		}
	}
	return nil
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
		line := fmt.Sprintf("**%d.** %s", i+1, s.Text)
		if len(s.Rules) > 0 {
			line += " *(CR " + strings.Join(s.Rules, ", ") + ")*"
		}
		lines = append(lines, line)
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
