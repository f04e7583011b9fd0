package discord

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
)

// The kinds of button under a ruling. A button's custom id is its kind, a
// colon, and the ruling's key (see rulingKey).
const (
	buttonSteps   = "steps"
	buttonRules   = "rules"
	buttonCite    = "cite"
	buttonBoard   = "board"
	buttonAgain   = "again"
	buttonExplain = "explain"
)

// answerEngine answers /judge … and /orrery … with a ruling, stored when
// there is a store.
func (b *Bot) answerEngine(ctx context.Context, c *call) (*Message, error) {
	rep, err := c.do(ctx, 0)
	if err != nil {
		return nil, err
	}
	res := rep.Result
	c.ruling = res.Ruling.ID
	// Questions asked differently can share a ruling (/orrery upkeep and
	// the /judge upkeep of its board); the reply shows the question as
	// it was asked.
	replyKey := res.Ruling.ID + "\n" + res.Ruling.Command
	if res.Stored {
		if m, ok := b.replies.Get(replyKey); ok {
			return m, nil
		}
	}
	v := rulingView{r: res.Ruling, url: b.app.RulingURL(res.Ruling.ID), style: b.style}
	switch {
	case b.app.Store == nil:
		v.notes = append(v.notes, &discordgo.MessageEmbedField{
			Name:  "Not stored",
			Value: "This bot runs without a database, so the ruling has no id to cite.",
		})
	case !res.Stored && res.Pending:
		v.notes = append(v.notes, &discordgo.MessageEmbedField{
			Name:  "Not stored yet",
			Value: "The database did not answer just now, so this ruling has no id to cite yet. It will be stored when the database is back; ask again then to get its id.",
		})
	case !res.Stored:
		v.notes = append(v.notes, &discordgo.MessageEmbedField{
			Name:  "Not stored",
			Value: "The database did not answer just now, and this ruling was not stored, so it has no id to cite. Ask again later to get one.",
		})
	}
	m := b.rulingMessage(v)
	if res.Stored {
		// The same question asked again gets this reply as it is, its
		// response encoded once.
		m.prepare()
		b.replies.Add(replyKey, m)
	}
	return m, nil
}

// rulingMessage is a ruling's embed with its buttons.
func (b *Bot) rulingMessage(v rulingView) *Message {
	return &Message{
		Embeds:     []*discordgo.MessageEmbed{v.embed()},
		Components: b.rulingButtons(v.r, v.url),
	}
}

// rulingKey is what a button carries to find its ruling again, even after
// a restart: the stored ruling's id, or for a ruling not stored the
// command itself, which the engine answers the same way every time. It is
// "" when neither fits in a custom id.
func rulingKey(r *rules.Ruling) string {
	if r.ID != "" {
		return r.ID
	}
	room := maxCustomID - len(buttonExplain) - 1
	for _, text := range []string{r.Command, r.Canonical} {
		if strings.HasPrefix(text, "/") && len(text) <= room {
			return text
		}
	}
	return ""
}

// rulingButtons are the buttons under a ruling: Steps, Rules, Cite,
// Explain (when phrasing is on) and a link to its web page; then, for a
// ruling about a board, Board and Ask again with this board.
func (b *Bot) rulingButtons(r *rules.Ruling, url string) []discordgo.MessageComponent {
	var first, second []discordgo.MessageComponent
	if key := rulingKey(r); key != "" {
		button := func(label, kind string) discordgo.Button {
			return discordgo.Button{Label: label, Style: discordgo.SecondaryButton, CustomID: kind + ":" + key}
		}
		first = append(first, button("Steps", buttonSteps))
		if len(r.Rules) > 0 {
			first = append(first, button("Rules", buttonRules))
		}
		first = append(first, button("Cite", buttonCite))
		if b.app.Phraser != nil {
			first = append(first, discordgo.Button{Label: "Explain", Style: discordgo.PrimaryButton, CustomID: buttonExplain + ":" + key})
		}
		if r.Board != "" {
			second = append(second, button("Board", buttonBoard), button("Ask again with this board", buttonAgain))
		}
	}
	if url != "" && len(url) <= 512 {
		first = append(first, discordgo.Button{Label: "Web page", Style: discordgo.LinkButton, URL: url})
	}
	var rows []discordgo.MessageComponent
	for _, row := range [][]discordgo.MessageComponent{first, second} {
		if len(row) > 0 {
			rows = append(rows, discordgo.ActionsRow{Components: row})
		}
	}
	return rows
}

// loadRuling finds the ruling a button's key names: from the store by id,
// or by asking the engine the command again.
func (b *Bot) loadRuling(ctx context.Context, c *call) (*rules.Ruling, error) {
	r, err := b.findRuling(ctx, c.arg)
	if err == nil {
		c.ruling = r.ID
	}
	return r, err
}

// findRuling finds the ruling a button's key names.
func (b *Bot) findRuling(ctx context.Context, key string) (*rules.Ruling, error) {
	if strings.HasPrefix(key, "/") {
		return command.Ask(ctx, key)
	}
	if b.app.Store == nil {
		return nil, &refusal{msg: "Stored rulings are not available: this bot runs without a database."}
	}
	sr, err := b.app.Ruling(ctx, key)
	if errors.Is(err, rulings.ErrNotFound) {
		return nil, notFoundMessage(key)
	}
	if err != nil {
		return nil, err
	}
	return sr.Ruling, nil
}

// pressSteps shows the full reasoning of a ruling, to the user who asked.
func (b *Bot) pressSteps(ctx context.Context, c *call) (*Message, error) {
	r, err := b.loadRuling(ctx, c)
	if err != nil {
		return nil, err
	}
	m := pagedMessages("Steps: "+r.Command, b.style.symbolLines(stepLines(r)), verdictColor(r), b.app.RulingURL(r.ID), 3)
	m.Ephemeral = true
	return m, nil
}

// pressRules shows the text of every rule a ruling cites, to the user who
// asked.
func (b *Bot) pressRules(ctx context.Context, c *call) (*Message, error) {
	r, err := b.loadRuling(ctx, c)
	if err != nil {
		return nil, err
	}
	if len(r.Rules) == 0 {
		return &Message{Content: "This ruling cites no rules.", Ephemeral: true}, nil
	}
	url := b.app.RulingURL(r.ID)
	m := pagedMessages("Rules cited: "+r.Command, b.style.symbolLines(ruleLinesOf(r.Rules)), colorNotice, url, 3)
	if len(m.Embeds) > 0 {
		m.Embeds[0].URL = url // the ruling's page, with the rules
		m.Embeds[len(m.Embeds)-1].Footer = &discordgo.MessageEmbedFooter{Text: cr.Attribution()}
	}
	m.Ephemeral = true
	return m, nil
}

// pressCite gives a one-line citation of a ruling, for pasting.
func (b *Bot) pressCite(ctx context.Context, c *call) (*Message, error) {
	r, err := b.loadRuling(ctx, c)
	if err != nil {
		return nil, err
	}
	return &Message{Content: "```\n" + codeSafe(citation(r, b.app.RulingURL(r.ID))) + "\n```", Ephemeral: true}, nil
}

// citation is a ruling in one line: id, question, answer, engine and
// rules edition, and link.
func citation(r *rules.Ruling, url string) string {
	who := "Orrery ruling " + r.ID
	if r.ID == "" {
		who = "Orrery ruling (not stored)"
	}
	line := fmt.Sprintf("%s, engine %s, CR %s: %s — %s", who, r.Engine, r.CR, r.Command, oneLine(r.Answer))
	if url != "" {
		line += " " + url
	}
	return cut(line, maxContent-10)
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// pressBoard shows the board of a ruling in canonical notation, ready to
// be pasted into another command.
func (b *Bot) pressBoard(ctx context.Context, c *call) (*Message, error) {
	r, err := b.loadRuling(ctx, c)
	if err != nil {
		return nil, err
	}
	if r.Board == "" {
		return &Message{Content: "This ruling has no board.", Ephemeral: true}, nil
	}
	text := "**Board** in canonical notation:\n```\n" + codeSafe(r.Board) + "\n```"
	if textLen(text) <= maxContent {
		return &Message{Content: text, Ephemeral: true}, nil
	}
	m := pagedMessages("Board in canonical notation", []string{r.Board}, colorNotice, b.app.RulingURL(r.ID), 1)
	m.Ephemeral = true
	return m, nil
}

// pressExplain asks the Phraser for a friendly explanation of a ruling.
func (b *Bot) pressExplain(ctx context.Context, c *call) (*Message, error) {
	if b.app.Phraser == nil {
		return nil, &refusal{msg: "Explanations are turned off on this bot."}
	}
	r, err := b.loadRuling(ctx, c)
	if err != nil {
		return nil, err
	}
	ex, err := b.app.Phraser.Explain(ctx, r)
	if err != nil {
		return nil, err
	}
	footer := "Reworded by " + ex.Model + "; the ruling itself is the engine's."
	if ex.Fallback || ex.Model == "" {
		footer = "The engine's own words."
	}
	if strings.TrimSpace(ex.Text) == "" {
		return nil, errors.New("the phraser returned no text")
	}
	m := pagedMessages("Explanation: "+r.Command, strings.Split(ex.Text, "\n"), verdictColor(r), b.app.RulingURL(r.ID), 2)
	last := m
	if len(m.More) > 0 {
		last = m.More[len(m.More)-1]
	}
	if n := len(last.Embeds); n > 0 {
		last.Embeds[n-1].Footer = &discordgo.MessageEmbedFooter{Text: footer}
	}
	m.Ephemeral = true
	return m, nil
}

// showRuling answers /ruling show with the stored ruling, what became of
// it since, and its buttons.
func (b *Bot) showRuling(ctx context.Context, c *call) (*Message, error) {
	rep, err := c.do(ctx, 0)
	if err != nil {
		return nil, err
	}
	sr := rep.Stored
	c.ruling = sr.Ruling.ID
	v := storedView(b.app, sr)
	v.style = b.style
	return b.rulingMessage(v), nil
}

// storedView shows a stored ruling with its history: superseded or not,
// how often it was asked, its latest review.
func storedView(a *app.App, sr *rulings.StoredRuling) rulingView {
	v := rulingView{r: sr.Ruling, url: a.RulingURL(sr.Ruling.ID)}
	if sr.SupersededBy != "" {
		v.notice = fmt.Sprintf("⚠️ **Superseded** by ruling `%s`: a newer engine answers this question differently.", sr.SupersededBy)
		if u := a.RulingURL(sr.SupersededBy); u != "" {
			v.notice += " " + u
		}
	}
	asked := fmt.Sprintf("Asked %s since %s.", times(sr.Asks), sr.CreatedAt.UTC().Format("2 January 2006"))
	v.notes = append(v.notes, &discordgo.MessageEmbedField{Name: "History", Value: asked})
	if rv := sr.Latest; rv != nil {
		who := rv.ReviewerName
		if who == "" {
			who = "a judge"
		}
		text := fmt.Sprintf("**%s**, by %s on %s", rv.Verdict, who, rv.At.UTC().Format("2 January 2006"))
		if rv.Note != "" {
			text += ": " + rv.Note
		}
		v.notes = append(v.notes, &discordgo.MessageEmbedField{Name: "Latest review", Value: text})
	}
	return v
}

func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// searchResultsShown is how many stored rulings /ruling search lists.
const searchResultsShown = 10

// searchRulings answers /ruling search: stored rulings that mention a card
// or words, newest first.
func (b *Bot) searchRulings(ctx context.Context, c *call) (*Message, error) {
	rep, err := c.do(ctx, searchResultsShown)
	if err != nil {
		return nil, err
	}
	q, page := rep.Search.Query, rep.Search.Page
	var what []string
	if q.Card != "" {
		what = append(what, "mention "+q.Card)
	}
	if q.Text != "" {
		what = append(what, fmt.Sprintf("match %q", q.Text))
	}
	title := "Stored rulings"
	if len(what) > 0 {
		title += " that " + strings.Join(what, " and ")
	}
	if page.Total == 0 {
		return &Message{Content: cut("No "+strings.ToLower(title[:1])+title[1:]+" yet.", maxContent), Ephemeral: true}, nil
	}
	var lines []string
	for _, s := range page.Rulings {
		line := fmt.Sprintf("`%s` **%s**: %s", s.ID, cut(oneLine(s.Command), 150), cut(oneLine(s.Answer), 200))
		if s.SupersededBy != nil {
			line += " *(superseded by " + *s.SupersededBy + ")*"
		}
		if s.Verdict != "" {
			line += " *(reviewed: " + s.Verdict + ")*"
		}
		lines = append(lines, line)
	}
	lines = append(lines, "", "`/ruling show id:…` shows one in full.")
	if b.app.PublicURL != "" && page.Total > len(page.Rulings) {
		v := url.Values{}
		if q.Card != "" {
			v.Set("card", q.Card)
		}
		if q.Text != "" {
			v.Set("q", q.Text)
		}
		lines = append(lines, "All of them: "+strings.TrimRight(b.app.PublicURL, "/")+"/search?"+v.Encode())
	}
	m := pagedMessages(title, lines, colorNotice, "", 1)
	m.Embeds[0].Footer = &discordgo.MessageEmbedFooter{
		Text: fmt.Sprintf("%d of %d, newest first", len(page.Rulings), page.Total),
	}
	m.Ephemeral = true
	return m, nil
}

// reviewRuling answers /ruling review: a judge's verdict on a stored
// ruling, allowed to judges only.
func (b *Bot) reviewRuling(ctx context.Context, c *call) (*Message, error) {
	if err := b.mayReview(c.i); err != nil {
		return nil, err
	}
	rep, err := c.do(ctx, 0)
	if err != nil {
		return nil, err
	}
	nid, rv, verdict := rep.Reviewed.ID, rep.Reviewed.Review, rep.Reviewed.Review.Verdict
	c.ruling = nid
	c.logger().Info("ruling reviewed", "verdict", string(verdict))
	text := fmt.Sprintf("Recorded: you marked ruling `%s` **%s**.", nid, verdict)
	if rv.Note != "" {
		text += "\nNote: " + rv.Note
	}
	if u := b.app.RulingURL(nid); u != "" {
		text += "\n" + u
	}
	return &Message{Content: cut(text, maxContent), Ephemeral: true}, nil
}

// mayReview allows /ruling review to members with a judge role of the
// guild, or the Manage Server permission.
func (b *Bot) mayReview(i *discordgo.Interaction) error {
	if i.GuildID == "" || i.Member == nil {
		return &refusal{msg: "Rulings are reviewed in a server, by its judges; this command does not work in direct messages."}
	}
	if i.Member.Permissions&(discordgo.PermissionManageGuild|discordgo.PermissionAdministrator) != 0 {
		return nil
	}
	for _, role := range b.cfg.JudgeRoles[i.GuildID] {
		for _, has := range i.Member.Roles {
			if role == has {
				return nil
			}
		}
	}
	return &refusal{msg: "Sorry, only this server's judges can review rulings: members with a judge role, or the Manage Server permission. Ask a moderator if you should have one."}
}
