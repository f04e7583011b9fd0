package discord

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf16"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
)

// TestTextLen: characters are counted as UTF-16 code units, as Discord
// counts them; a byte that is not UTF-8 counts as the one character it is
// shown as.
func TestTextLen(t *testing.T) {
	for _, s := range []string{"", "Forest", "Æther Vial — {T}", "Lim-Dûl's Vault", "🌲🌲 Forest", "\xff\xfeab", "a\x00b", "ok\xe2\x80"} {
		want := len(utf16.Encode([]rune(s)))
		if got := textLen(s); got != want {
			t.Errorf("textLen(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestCutNeverCutsAWord(t *testing.T) {
	tests := []struct {
		in    string
		limit int
		want  string
	}{
		{"Ghirapur Orrery triggers", 100, "Ghirapur Orrery triggers"},
		{"Ghirapur Orrery triggers", 24, "Ghirapur Orrery triggers"},
		{"Ghirapur Orrery triggers", 23, "Ghirapur Orrery…"},
		{"Ghirapur Orrery triggers", 17, "Ghirapur Orrery…"},
		{"Ghirapur Orrery triggers", 16, "Ghirapur Orrery…"},
		{"Ghirapur Orrery triggers", 15, "Ghirapur…"},
		{"one, two; three", 12, "one, two…"},
		// A word longer than the limit has to be cut somewhere.
		{"Supercalifragilistic", 10, "Supercali…"},
		// Characters outside the Basic Multilingual Plane count twice.
		{"🃏🃏🃏 cards", 8, "🃏🃏🃏…"},
		{"", 5, ""},
	}
	for _, tt := range tests {
		got := cut(tt.in, tt.limit)
		if got != tt.want {
			t.Errorf("cut(%q, %d) = %q, want %q", tt.in, tt.limit, got, tt.want)
		}
		if textLen(got) > tt.limit {
			t.Errorf("cut(%q, %d) is %d long", tt.in, tt.limit, textLen(got))
		}
	}
}

// wholeWords checks that shown is original, or a start of it that ends
// between words, followed by an ellipsis.
func wholeWords(t *testing.T, what, original, shown string) {
	t.Helper()
	if shown == original {
		return
	}
	prefix, ok := strings.CutSuffix(shown, ellipsis)
	if !ok {
		t.Errorf("%s was changed without an ellipsis:\n%q\nfrom\n%q", what, shown, original)
		return
	}
	if !strings.HasPrefix(original, prefix) {
		t.Errorf("%s is not a start of the original:\n%q", what, shown)
		return
	}
	rest := []rune(original[len(prefix):])
	if len(rest) > 0 && !unicode.IsSpace(rest[0]) && !strings.ContainsRune(",;:", rest[0]) {
		t.Errorf("%s was cut inside a word: %q | %q", what, prefix[max(0, len(prefix)-20):], string(rest[:min(20, len(rest))]))
	}
}

// checkLimits checks a message against every limit Discord puts on one.
func checkLimits(t *testing.T, m *Message) {
	t.Helper()
	if textLen(m.Content) > maxContent {
		t.Errorf("content is %d characters", textLen(m.Content))
	}
	if len(m.Embeds) > maxEmbeds {
		t.Errorf("%d embeds", len(m.Embeds))
	}
	total := 0
	for _, e := range m.Embeds {
		total += embedLen(e)
		if textLen(e.Title) > maxTitle || textLen(e.Description) > maxDescription || len(e.Fields) > maxFields {
			t.Errorf("embed over the limits: title %d, description %d, %d fields", textLen(e.Title), textLen(e.Description), len(e.Fields))
		}
		if e.Footer != nil && textLen(e.Footer.Text) > maxFooter {
			t.Errorf("footer is %d characters", textLen(e.Footer.Text))
		}
		for _, f := range e.Fields {
			if textLen(f.Name) > maxFieldName || textLen(f.Value) > maxFieldValue || f.Name == "" || f.Value == "" {
				t.Errorf("field %q: name %d, value %d characters", f.Name, textLen(f.Name), textLen(f.Value))
			}
		}
	}
	if total > maxEmbedsTotal {
		t.Errorf("the embeds hold %d characters together, more than %d", total, maxEmbedsTotal)
	}
	for _, more := range m.More {
		checkLimits(t, more)
	}
}

// hugeRuling is a ruling far larger than Discord shows: a long answer,
// hundreds of outcomes with long choices, every rule of the excerpt cited,
// and long steps.
func hugeRuling() *rules.Ruling {
	var outcomes []rules.Outcome
	for i := range 300 {
		mana := strings.Repeat("{G}", i%7+1)
		outcomes = append(outcomes, rules.Outcome{
			Choices: []string{fmt.Sprintf("Mana Reflection number %d applies first, then Zendikar Resurgent, then Nyxbloom Ancient", i+1)},
			Mana:    &mana,
		})
	}
	var numbers []string
	for _, r := range cr.Embedded().Rules {
		numbers = append(numbers, r.Number)
	}
	var steps []rules.Reason
	for i := range 60 {
		steps = append(steps, rules.Reason{
			Text:  strings.Repeat(fmt.Sprintf("Step %d applies the replacement effects in the order chosen by the player who controls the affected object. ", i+1), 4),
			Rules: []string{"616.1", "106.12b"},
		})
	}
	return &rules.Ruling{
		Command:    "/judge tap board:\"" + strings.Repeat("Mana Reflection, ", 50) + "Forest\" card:Forest",
		Question:   "tap",
		Board:      "me: " + strings.Repeat("Mana Reflection, ", 50) + "Forest",
		Understood: true,
		Answer:     strings.Repeat("Tapping Forest for mana produces a great deal of green mana, depending on the order. ", 80),
		Legal:      new(true),
		Outcomes:   outcomes,
		Steps:      steps,
		Rules:      numbers,
		Engine:     rules.EngineVersion,
		CR:         rules.CREdition,
		ID:         "4KQ7M2XC",
	}
}

func TestHugeRulingFitsDiscordsLimits(t *testing.T) {
	r := hugeRuling()
	if len(r.Rules) < 30 {
		t.Fatalf("only %d rules in the excerpt; the test needs more than 25", len(r.Rules))
	}
	b := newBot(t, &app.App{}, Config{})
	v := rulingView{r: r, url: "https://orrery.example.org/r/4KQ7M2XC", notes: []*discordgo.MessageEmbedField{{
		Name: "Not stored", Value: strings.Repeat("A long note. ", 200),
	}}}
	m := b.rulingMessage(v)
	checkLimits(t, m)
	e := m.Embeds[0]

	// The answer comes first, cut between words.
	answer, _, _ := strings.Cut(e.Description, "\n")
	wholeWords(t, "the answer", r.Answer, answer)
	if !strings.Contains(e.Description, "**Outcomes** (300)\n• {G} ← Mana Reflection number 1 applies first") ||
		!strings.HasSuffix(e.Description, "more (Steps shows them all)") {
		t.Errorf("the description does not list the first outcomes and say how many more there are:\n%s", e.Description)
	}
	// The reply is short: the steps show with their rule numbers, the
	// rules' text is behind the Rules button.
	if n := embedLen(e); n > maxRulingReply {
		t.Errorf("the reply holds %d characters, more than %d", n, maxRulingReply)
	}
	if !strings.Contains(e.Description, "**Steps** (60)\n**1.** Step 1 applies") || !strings.Contains(e.Description, "*(CR 616.1, 106.12b)*") {
		t.Errorf("the description does not show the first step with its rules:\n%s", e.Description)
	}
	for _, f := range e.Fields {
		if strings.HasPrefix(f.Name, "CR ") {
			t.Errorf("a rule's text is in the reply: %q", f.Name)
		}
	}
	rules := pagedMessages("Rules cited: "+r.Command, ruleLinesOf(r.Rules), colorNotice, "https://orrery.example.org/r/4KQ7M2XC", 3)
	checkLimits(t, rules)
	if len(rules.More) != 2 || !strings.Contains(rules.More[1].Content, "https://orrery.example.org/r/4KQ7M2XC") {
		t.Error("the rules that do not fit in three messages do not point to the web page")
	}
	if e.Footer == nil || !strings.Contains(e.Footer.Text, "4KQ7M2XC") || !strings.Contains(e.Footer.Text, "https://orrery.example.org/r/4KQ7M2XC") {
		t.Errorf("footer %+v lacks the id and the link", e.Footer)
	}

	// The steps, far longer than one message, are split over several, the
	// last one pointing to the web page.
	steps := pagedMessages("Steps: "+r.Command, stepLines(r), colorNeutral, "https://orrery.example.org/r/4KQ7M2XC", 3)
	checkLimits(t, steps)
	if len(steps.More) != 2 {
		t.Errorf("steps in %d messages, want 3", 1+len(steps.More))
	}
	if !strings.Contains(steps.More[len(steps.More)-1].Content, "https://orrery.example.org/r/4KQ7M2XC") {
		t.Error("the steps that do not fit do not point to the web page")
	}
	for _, part := range append([]*Message{steps}, steps.More...) {
		for _, e := range part.Embeds {
			for line := range strings.SplitSeq(e.Description, "\n") {
				if strings.HasSuffix(line, ellipsis) {
					t.Errorf("a step was cut although it fits in an embed: %q", line)
				}
			}
		}
	}
}

// TestVerdictColors: a color per verdict.
func TestVerdictColors(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		r    rules.Ruling
		want int
	}{
		{rules.Ruling{Understood: true, Legal: &yes}, colorLegal},
		{rules.Ruling{Understood: true, Legal: &no}, colorNotLegal},
		{rules.Ruling{Understood: false, Legal: &yes}, colorNotUnderstood},
		{rules.Ruling{Understood: true}, colorNeutral},
	}
	seen := map[int]bool{}
	for _, tt := range tests {
		if got := verdictColor(&tt.r); got != tt.want {
			t.Errorf("verdictColor(legal %v, understood %v) = %#x, want %#x", tt.r.Legal, tt.r.Understood, got, tt.want)
		}
		seen[tt.want] = true
	}
	if len(seen) != 4 {
		t.Error("two verdicts share a color")
	}
}

// TestErrorShowsTheOffendingTextInLongInput: in a long board the caret
// still points at the problem, in a window of the line around it.
func TestErrorShowsTheOffendingTextInLongInput(t *testing.T) {
	board := strings.Repeat("Forest, ", 40) + "Forst, " + strings.Repeat("Island, ", 40) + "Swamp"
	_, err := rules.ParseBoard(board)
	ie, ok := err.(*rules.InputError)
	if !ok {
		t.Fatalf("ParseBoard: %v", err)
	}
	text := inputErrorText(ie)
	block := text[strings.Index(text, "```\n")+4 : strings.LastIndex(text, "\n```")]
	line, caret, _ := strings.Cut(block, "\n")
	col := strings.Index(caret, "^")
	if col < 0 || !strings.HasPrefix(string([]rune(line)[len([]rune(caret))-1:]), "Forst") {
		t.Errorf("the caret does not point at Forst:\n%s", block)
	}
	if textLen(line) > 90 {
		t.Errorf("the window is %d characters", textLen(line))
	}
	if !strings.Contains(text, "Did you mean **Forest**") {
		t.Errorf("no suggestion:\n%s", text)
	}
}

// TestCodeBlockCannotBeClosedByInput: text a user typed cannot end the
// code block it is shown in.
func TestCodeBlockCannotBeClosedByInput(t *testing.T) {
	ie := &rules.InputError{Option: "board", Input: "me: ```@everyone```", Offset: 4, Message: "unknown card"}
	text := inputErrorText(ie)
	if strings.Count(text, "```") != 2 {
		t.Errorf("the input closed the code block:\n%s", text)
	}
}

// Mana symbols show as the emoji configured for them, in the reply and
// behind its buttons, and as written without; the board's cards link to
// their pages only when there are web pages.
func TestManaEmojiAndCardLinks(t *testing.T) {
	plain := newBot(t, &app.App{}, Config{})
	emoji := newBot(t, &app.App{}, Config{Emoji: testEmoji})
	tap := readInteraction(t, "judge_tap.json")
	if d := handle(t, plain, tap).Data.Embeds[0].Description; !strings.Contains(d, "produces {B} or {B}{B}") || strings.Contains(d, "<:") {
		t.Errorf("without emoji:\n%s", d)
	}
	d := handle(t, emoji, tap).Data.Embeds[0].Description
	if !strings.Contains(d, "produces <:mana_b:1000000000000000002> or <:mana_b:1000000000000000002><:mana_b:1000000000000000002>") ||
		strings.Contains(d, "{B}") || strings.Contains(d, "{G}") {
		t.Errorf("with emoji:\n%s", d)
	}
	key := findButton(t, handle(t, emoji, tap), "Steps")
	if text := replyText(handle(t, emoji, pressButton(t, key))); !strings.Contains(text, "<:tap:1000000000000000003>") || strings.Contains(text, "{T}") {
		t.Errorf("the steps with emoji:\n%s", text)
	}
	// Symbols without an emoji stay as written.
	r, err := command.Ask(context.Background(), `/judge tap board:"me: Island" card:Island`)
	if err != nil {
		t.Fatal(err)
	}
	if d := (rulingView{r: r, style: newStyle(testEmoji, "")}).embed().Description; !strings.Contains(d, "{U}") || strings.Contains(d, "**Cards:**") {
		t.Errorf("{U} has no emoji, and there are no web pages:\n%s", d)
	}
	if d := (rulingView{r: r, style: newStyle(nil, "https://orrery.example.org/")}).embed().Description; !strings.Contains(d, "**Cards:** [Island](https://orrery.example.org/ask?card=Island)") {
		t.Errorf("the card is not linked:\n%s", d)
	}
}
