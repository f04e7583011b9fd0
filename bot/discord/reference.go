package discord

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rules/coverage"
	"github.com/orrery-judge/orrery/rules/cr"
)

// buttonRule is the kind of the buttons under a /cr reply that show the
// rule before or after; the custom id is the kind, a colon, and the rule
// or section number.
const buttonRule = "cr"

// ruleMessages is the most messages a /cr reply takes: a section's rules,
// or a rule's subrules, that need more are on the web page.
const ruleMessages = 3

// answerRule answers /cr: the rule asked for with its subrules, a section
// with its rules, the rule and glossary entry a keyword names, the rules a
// search by words finds, or the rules nearest a number the text lacks.
func (b *Bot) answerRule(ctx context.Context, c *call) (*Message, error) {
	rep, err := c.do(ctx, 0)
	if err != nil {
		return nil, err
	}
	return b.ruleMessage(rep.Rule), nil
}

// pressRule answers the buttons to the rule before or after: the rule,
// shown to the user who pressed.
func (b *Bot) pressRule(ctx context.Context, c *call) (*Message, error) {
	if cr.Normalize(c.arg) == "" {
		return nil, &refusal{msg: "That button no longer does anything. Ask with /cr again for fresh buttons."}
	}
	a, err := present.LookUpRule(c.arg)
	if err != nil {
		return nil, err
	}
	m := b.ruleMessage(a)
	m.Ephemeral = true
	return m, nil
}

// ruleMessage shows a /cr answer: its text paged over up to ruleMessages
// messages, the attribution, and buttons to the rules around it and to its
// web page.
func (b *Bot) ruleMessage(a *present.RuleAnswer) *Message {
	var title, number string
	var lines []string
	switch {
	case a.Missing != "":
		title = "No rule " + a.Missing
		lines = append(lines, fmt.Sprintf("There is no rule %s in the Comprehensive Rules (effective %s). The rules nearest where it would be:", a.Missing, a.CR), "")
		for _, r := range a.Matches {
			lines = append(lines, ruleLine(r, 300))
		}
	case a.Rule != nil:
		number = a.Rule.Number
		title = ruleTitle(number)
		lines = append(lines, ruleLines(*a.Rule)...)
		if len(a.Subrules) > 0 {
			lines = append(lines, "")
			for _, r := range a.Subrules {
				lines = append(lines, subruleLines(r)...)
			}
		}
	case a.Section != nil:
		number = a.Section.Number
		title = "CR " + a.Section.Number + " · " + a.Section.Title
		for _, r := range a.Subrules {
			lines = append(lines, ruleLine(r, 200))
		}
		if len(a.Section.Number) == 1 { // a chapter: its sections
			for _, s := range cr.Current().Sections {
				if s.Number[:1] == a.Section.Number {
					lines = append(lines, "**"+s.Number+"** "+s.Title)
				}
			}
		}
	}
	if a.Term != nil {
		if len(lines) > 0 {
			lines = append(lines, "")
		}
		if title == "" {
			title = a.Term.Term + " (glossary)"
		}
		lines = append(lines, "**Glossary: "+a.Term.Term+"**")
		lines = append(lines, strings.Split(a.Term.Text, "\n")...)
	}
	if note := a.CardNote(); note != "" {
		if title == "" {
			title = a.Card
		}
		if len(lines) > 0 {
			lines = append(lines, "")
		}
		lines = append(lines, note)
	}
	if a.Missing == "" && len(a.Matches) > 0 {
		q := "“" + oneLine(a.Query) + "”"
		if a.ReadAs != "" {
			q += " (read as “" + oneLine(a.ReadAs) + "”)"
		}
		heading := "**Rules that match " + q + "**"
		if title == "" {
			title = "Rules that match " + q
			heading = ""
		}
		if len(lines) > 0 {
			lines = append(lines, "")
		}
		if heading != "" {
			lines = append(lines, heading)
		}
		for _, r := range a.Matches {
			lines = append(lines, ruleLine(r, 600))
		}
	}
	web := ""
	if b.app.PublicURL != "" && number != "" {
		web = strings.TrimRight(b.app.PublicURL, "/") + "/cr/" + number
	}
	if len(lines) == 0 {
		lines = []string{"(nothing more under it)"}
	}
	m := pagedMessages(title, b.style.symbolLines(lines), colorNotice, web, ruleMessages)
	if len(m.Embeds) > 0 {
		m.Embeds[0].Footer = &discordgo.MessageEmbedFooter{Text: cr.Attribution()}
	}
	m.Components = ruleButtons(a, web)
	return m
}

// ruleLines are a rule's paragraphs and examples.
func ruleLines(r present.Rule) []string {
	lines := strings.Split(r.Text, "\n")
	for _, ex := range r.Examples {
		lines = append(lines, "*Example:* "+ex)
	}
	return lines
}

// subruleLines are a subrule under its rule: its number in bold, its text
// and its examples.
func subruleLines(r present.Rule) []string {
	lines := ruleLines(r)
	lines[0] = "**" + r.Number + "** " + lines[0]
	return lines
}

// ruleLine is a rule on one line, its text cut to limit characters.
func ruleLine(r present.Rule, limit int) string {
	return cut("**"+r.Number+"** "+oneLine(r.Text), limit)
}

// ruleButtons are the buttons under a /cr reply: the rule (or section)
// before, the one after, and the web page.
func ruleButtons(a *present.RuleAnswer, web string) []discordgo.MessageComponent {
	var buttons []discordgo.MessageComponent
	if a.Previous != "" {
		buttons = append(buttons, discordgo.Button{Label: cut("◀ CR "+a.Previous, maxLabel), Style: discordgo.SecondaryButton, CustomID: buttonRule + ":" + a.Previous})
	}
	if a.Next != "" {
		buttons = append(buttons, discordgo.Button{Label: cut("CR "+a.Next+" ▶", maxLabel), Style: discordgo.SecondaryButton, CustomID: buttonRule + ":" + a.Next})
	}
	if web != "" && len(web) <= 512 {
		buttons = append(buttons, discordgo.Button{Label: "Web page", Style: discordgo.LinkButton, URL: web})
	}
	if len(buttons) == 0 {
		return nil
	}
	return []discordgo.MessageComponent{discordgo.ActionsRow{Components: buttons}}
}

// ruleTitle is a rule's number with the title of its section.
func ruleTitle(number string) string {
	if title, ok := cr.Section(number); ok {
		return "CR " + number + " · " + title
	}
	return "CR " + number
}

// answerCard answers /card: Oracle text, official rulings, and which
// abilities the engine understands.
func (b *Bot) answerCard(ctx context.Context, c *call) (*Message, error) {
	rep, err := c.do(ctx, 0)
	if err != nil {
		return nil, err
	}
	card := rep.Card
	title := card.Name
	if card.ManaCost != "" {
		title += " " + card.ManaCost
	}
	desc := []string{"*" + card.TypeLine + "*"}
	if ind := present.IndicatorLine(card.ColorIndicator); ind != "" {
		desc = append(desc, "-# "+ind)
	}
	if card.Oracle != "" {
		desc = append(desc, card.Oracle)
	}
	if pt := card.Stats(); pt != "" {
		desc = append(desc, pt)
	}
	if card.CardName != "" {
		desc = append(desc, fmt.Sprintf("-# One face of %s (%s)", card.CardName, card.Layout))
	}
	e := &discordgo.MessageEmbed{
		Title:  cut(title, maxTitle),
		Color:  colorNotice,
		Footer: &discordgo.MessageEmbedFooter{Text: cut(catalog.AttributionText+" Card data "+card.Cards+".", maxFooter)},
	}
	e.Description = cut(b.style.symbols(strings.Join(desc, "\n")), maxDescription)
	eb := embedBuilder{e: e}
	for _, f := range card.OtherFaces() {
		eb.addLines("Other face", b.style.symbolLines(strings.Split(f.Text(), "\n")))
	}

	var understood []string
	for _, a := range card.Abilities {
		label := fmt.Sprintf("%d", a.Number)
		if a.Number == 0 {
			label = "unprinted"
			if a.Source != "" {
				label += ", from " + a.Source
			}
		}
		if a.Level != "" {
			label += ", level " + a.Level
		}
		if a.Understood {
			understood = append(understood, fmt.Sprintf("✅ (%s) %s: %s", label, a.Kind, a.Text))
		} else {
			why := ""
			if a.Why != "" {
				why = " (" + a.Why + ")"
			}
			understood = append(understood, fmt.Sprintf("❔ (%s) not understood%s: %s", label, why, a.Text))
		}
	}
	eb.addLines("What the engine understands", b.style.symbolLines(understood))
	var official []string
	for _, r := range card.Rulings {
		line := fmt.Sprintf("*%s:* %s", r.Date, r.Text)
		if r.Note != "" {
			line += " ⚠️ *Overruled since:* " + r.Note
		}
		official = append(official, line)
	}
	eb.addLines("Official rulings", official)
	return &Message{Embeds: []*discordgo.MessageEmbed{e}}, nil
}

// embedBuilder adds fields to an embed while they fit Discord's limits,
// and says what was left out.
type embedBuilder struct {
	e       *discordgo.MessageEmbed
	omitted int
}

// room is what is left of the embed's total and of its fields.
func (eb *embedBuilder) room() (chars, fields int) {
	return maxEmbedsTotal - embedLen(eb.e), maxFields - len(eb.e.Fields)
}

// add adds one field, shortened to fit if a useful part does.
func (eb *embedBuilder) add(name, value string) bool {
	name = cut(name, maxFieldName)
	value = cut(value, maxFieldValue)
	chars, fields := eb.room()
	reserve := 60 // for the note on what was left out
	if fields < 2 || chars-reserve < textLen(name)+min(textLen(value), 100) {
		eb.omitted++
		return false
	}
	if textLen(name)+textLen(value) > chars-reserve {
		value = cut(value, chars-reserve-textLen(name))
	}
	eb.e.Fields = append(eb.e.Fields, &discordgo.MessageEmbedField{Name: name, Value: value})
	return true
}

// addLines adds lines under a name, as many fields as they need, the
// first with the name.
func (eb *embedBuilder) addLines(name string, lines []string) {
	for i, chunk := range pack(lines, maxFieldValue) {
		n := name
		if i > 0 {
			n = name + " (more)"
		}
		if !eb.add(n, chunk) {
			eb.note(fmt.Sprintf("Not all %s fit here.", strings.ToLower(name)))
			return
		}
	}
}

// note says, in the last field, that something was left out.
func (eb *embedBuilder) note(text string) {
	chars, fields := eb.room()
	if fields < 1 || chars < textLen(text)+1 {
		return
	}
	eb.e.Fields = append(eb.e.Fields, &discordgo.MessageEmbedField{Name: "…", Value: text})
}

// answerHelp answers /help: how to ask, every command, what the engine
// understands, and the board notation.
func (b *Bot) answerHelp(ctx context.Context, c *call) (*Message, error) {
	lines := []string{
		"Ask me about a board. Type `/judge` and pick a question; Discord shows each option as you go. Leave `board:` out to write the board in a box, one statement a line. For example:",
		"`/judge tap board: me: Forest, Mana Reflection; opp: Contamination card: Forest`",
		"`/orrery upkeep hand: 0`",
		"",
		"**Commands**",
	}
	for _, s := range command.Specs() {
		lines = append(lines, fmt.Sprintf("`%s`: %s", s.Usage(), s.Description))
	}
	lines = append(lines, "", "**What I understand**")
	lines = append(lines, understoodLines(b.app.PublicURL)...)
	lines = append(lines,
		"",
		"**Boards** are statements separated by `;` or new lines:",
		"`[WHO:] ITEM, ITEM, …`: what WHO has (`me`, `opp`, or any other name; default `me`)",
		"`turn: WHO` · `step: upkeep` (untap, upkeep, draw, main1, combat, main2, end, cleanup)",
		"`format: 1v1 | multiplayer | 2hg`, with `teams: me+ally vs opp+opp2` for Two-Headed Giant",
		"An item is `hand N`, `library N`, `life N`, `energy N`, `lands played N`, or a permanent:",
		"`[Nx] CARD [(tapped, sick, haste, X=N, 2 +1/+1, 1 damage, on CARD, chose COLOR, named TYPE, exiled CARD)]`",
		"e.g. `me: 2x Ghirapur Orrery, Llanowar Elves (sick), hand 0; opp: hand 2`",
		"",
		"Under a ruling: **Steps** shows the reasoning, **Rules** the text of the rules cited, **Cite** a line to paste, **Board** the board as I read it, **Ask again with this board** opens it to change and ask again.",
	)
	m := pagedMessages("How to ask Orrery", b.style.symbolLines(lines), colorNotice, "", 2)
	m.Ephemeral = true
	return m, nil
}

// understoodLines say what the engine understands: the questions it
// answers, the kinds of card text it reads, and where the full list is.
func understoodLines(publicURL string) []string {
	var questions []string
	for _, s := range command.Specs() {
		if s.Question != nil && strings.HasPrefix(s.Name, "judge ") {
			questions = append(questions, "`"+strings.TrimPrefix(s.Name, "judge ")+"`")
		}
	}
	kinds := make([]string, len(coverage.Kinds))
	for i, k := range coverage.Kinds {
		kinds[i] = string(k)
	}
	lines := []string{
		"Questions (`/judge …`): " + strings.Join(questions, ", ") + ".",
		"Card text: " + strings.Join(kinds, "; ") + ". I read every ability on the board; when one could bear on the answer and I don't understand it, I say so rather than guess.",
		"`/card name:` shows which abilities of a card I understand.",
	}
	if publicURL != "" {
		lines = append(lines, "The full list, with what I don't read yet: "+strings.TrimRight(publicURL, "/")+"/coverage")
	}
	return lines
}
