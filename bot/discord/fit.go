package discord

import (
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
)

// Discord's limits on a message, in characters.
const (
	maxContent     = 2000
	maxTitle       = 256
	maxDescription = 4096
	maxFieldName   = 256
	maxFieldValue  = 1024
	maxFooter      = 2048
	maxFields      = 25
	// maxEmbedsTotal is the most characters all embeds of one message may
	// hold together: titles, descriptions, field names and values,
	// footers and author names.
	maxEmbedsTotal = 6000
	maxEmbeds      = 10
	// maxChoices is the most choices an autocomplete may offer, and
	// maxChoiceText the longest name or value of one.
	maxChoices    = 25
	maxChoiceText = 100
	maxCustomID   = 100
	maxLabel      = 80
)

// textLen counts characters as Discord's limits do. It counts UTF-16 code
// units, which is never less than the number of code points, so text that
// fits by this count fits by either.
func textLen(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		n += max(utf16.RuneLen(r), 1)
		i += size
	}
	return n
}

// ellipsis ends text that was cut.
const ellipsis = "…"

// cut shortens s to at most limit characters (see textLen), ending it with
// an ellipsis. It cuts between words, never inside one, unless the first
// word alone is longer than limit.
func cut(s string, limit int) string {
	if textLen(s) <= limit {
		return s
	}
	if limit < 1 {
		return ""
	}
	budget := limit - textLen(ellipsis)
	// The longest prefix of s within budget.
	end, n := 0, 0
	for i, r := range s {
		w := max(utf16.RuneLen(r), 1)
		if n+w > budget {
			break
		}
		n += w
		end = i + len(string(r))
	}
	prefix := s[:end]
	// Back off to the end of the last whole word: the prefix ends within a
	// word unless the next character is a space.
	next := []rune(s[end:])
	if len(next) > 0 && !unicode.IsSpace(next[0]) {
		if sp := strings.LastIndexFunc(prefix, unicode.IsSpace); sp > 0 {
			prefix = prefix[:sp]
		}
	}
	prefix = strings.TrimRightFunc(prefix, func(r rune) bool {
		return unicode.IsSpace(r) || r == ',' || r == ';' || r == ':'
	})
	return prefix + ellipsis
}

// pack puts lines into as few chunks of at most limit characters as it
// can, joined by newlines, in order. A line longer than limit is cut.
func pack(lines []string, limit int) []string {
	var chunks []string
	var b strings.Builder
	n := 0
	for _, line := range lines {
		line = cut(line, limit)
		l := textLen(line)
		if n > 0 && n+1+l > limit {
			chunks = append(chunks, b.String())
			b.Reset()
			n = 0
		}
		if n > 0 {
			b.WriteByte('\n')
			n++
		}
		b.WriteString(line)
		n += l
	}
	if n > 0 || b.Len() > 0 {
		chunks = append(chunks, b.String())
	}
	return chunks
}

// embedLen is the size of an embed as it counts toward maxEmbedsTotal.
func embedLen(e *discordgo.MessageEmbed) int {
	n := textLen(e.Title) + textLen(e.Description)
	for _, f := range e.Fields {
		n += textLen(f.Name) + textLen(f.Value)
	}
	if e.Footer != nil {
		n += textLen(e.Footer.Text)
	}
	if e.Author != nil {
		n += textLen(e.Author.Name)
	}
	return n
}

// pageFooterRoom is kept free in each message of pagedMessages, for a
// footer a caller adds.
const pageFooterRoom = 200

// pagedMessages shows text of many lines as embeds titled title, split
// over as many messages as it needs and at most maxMessages; when even
// those are not enough, the last one ends with a note pointing to more
// (the ruling's web page, when there is one).
func pagedMessages(title string, lines []string, color int, more string, maxMessages int) *Message {
	chunks := pack(lines, maxDescription)
	var msgs []*Message
	var cur *Message
	total := 0
	for i, chunk := range chunks {
		e := &discordgo.MessageEmbed{Description: chunk, Color: color}
		if i == 0 {
			e.Title = cut(title, maxTitle)
		}
		l := embedLen(e)
		if cur == nil || total+l > maxEmbedsTotal-pageFooterRoom || len(cur.Embeds) == maxEmbeds {
			if len(msgs) == maxMessages {
				last := msgs[len(msgs)-1]
				note := "The rest did not fit in Discord."
				if more != "" {
					note += " All of it: " + more
				}
				last.Content = cut(note, maxContent)
				break
			}
			cur = &Message{}
			msgs = append(msgs, cur)
			total = 0
		}
		cur.Embeds = append(cur.Embeds, e)
		total += l
	}
	if len(msgs) == 0 {
		return &Message{Content: "(nothing to show)"}
	}
	msgs[0].More = msgs[1:]
	return msgs[0]
}
