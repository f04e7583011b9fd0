package discord

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/present"
	"github.com/orrery-judge/orrery/rules/cr"
)

// ruleReplyText is every message of a reply, the first and those sent after
// it, as text: contents, titles, descriptions and fields.
func ruleReplyText(t *testing.T, i *discordgo.Interaction, resp *discordgo.InteractionResponse) string {
	t.Helper()
	var all strings.Builder
	write := func(content string, embeds []*discordgo.MessageEmbed) {
		all.WriteString(content + "\n")
		for _, e := range embeds {
			all.WriteString(e.Title + "\n" + e.Description + "\n")
			for _, f := range e.Fields {
				all.WriteString(f.Name + "\n" + f.Value + "\n")
			}
			if e.Footer != nil {
				all.WriteString(e.Footer.Text + "\n")
			}
		}
	}
	write(resp.Data.Content, resp.Data.Embeds)
	for _, r := range fake.Matching("/" + i.Token) {
		var p discordgo.WebhookParams
		if err := json.Unmarshal(r.Body, &p); err != nil {
			t.Fatal(err)
		}
		write(p.Content, p.Embeds)
	}
	return all.String()
}

// ruleButtonIDs are the custom ids and links of a reply's buttons.
func ruleButtonIDs(resp *discordgo.InteractionResponse) []string {
	var out []string
	for _, row := range resp.Data.Components {
		var cs []discordgo.MessageComponent
		switch r := row.(type) {
		case discordgo.ActionsRow:
			cs = r.Components
		case *discordgo.ActionsRow:
			cs = r.Components
		}
		for _, c := range cs {
			switch b := c.(type) {
			case discordgo.Button:
				out = append(out, b.CustomID+b.URL)
			case *discordgo.Button:
				out = append(out, b.CustomID+b.URL)
			}
		}
	}
	return out
}

// /cr shows the rule, its subrules when it is a heading, its glossary
// entry for a keyword, and buttons to the rules around it.
func TestRuleReplies(t *testing.T) {
	b := newBot(t, &app.App{PublicURL: "https://orrery.example"}, Config{})
	tests := []struct {
		file      string
		ephemeral bool
		want      []string
		buttons   []string
	}{
		// CR 702.19 "Trample" is a heading: its subrules are shown under it.
		{"cr_keyword.json", false, []string{
			"CR 702.19 · Keyword Abilities", "**702.19a** Trample is a static ability",
			"**702.19g** Multiple instances of trample", "**Glossary: Trample**",
			"A keyword ability that modifies how a creature assigns combat damage.",
			"© Wizards of the Coast",
		}, []string{"cr:702.18", "cr:702.20", "https://orrery.example/cr/702.19"}},
		// A section: its rules, over several messages if need be.
		{"cr_section.json", false, []string{"CR 702 · Keyword Abilities", "**702.1** ", "**702.19** Trample", "**702.190** "},
			[]string{"cr:701", "cr:703", "https://orrery.example/cr/702"}},
		{"cr_missing.json", false, []string{"There is no rule 510.1z", "**510.1c** A blocked creature assigns", "**510.2** "}, nil},
		{"cr_glossary.json", false, []string{"**Glossary: Active Player, Nonactive Player Order**", "**101.4** If multiple players would make choices"}, nil},
		// The button to the next rule shows it to whoever pressed.
		{"button_cr.json", true, []string{"CR 702.20 · Keyword Abilities", "Vigilance", "**702.20a** Vigilance is a static ability"},
			[]string{"cr:702.19", "cr:702.21", "https://orrery.example/cr/702.20"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			i := readInteraction(t, tt.file)
			resp := handle(t, b, i)
			if resp.Type != discordgo.InteractionResponseChannelMessageWithSource {
				t.Fatalf("response type %d, want a message", resp.Type)
			}
			if got := resp.Data.Flags&discordgo.MessageFlagsEphemeral != 0; got != tt.ephemeral {
				t.Errorf("ephemeral = %v, want %v", got, tt.ephemeral)
			}
			text := ruleReplyText(t, i, resp)
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("reply lacks %q:\n%s", w, text)
				}
			}
			if got := ruleButtonIDs(resp); strings.Join(got, " ") != strings.Join(tt.buttons, " ") {
				t.Errorf("buttons %q, want %q", got, tt.buttons)
			}
			if n := embedLen(resp.Data.Embeds[0]); n > maxEmbedsTotal {
				t.Errorf("the first message holds %d characters", n)
			}
		})
	}
}

// Autocomplete of rule: offers keywords and glossary terms by their names.
func TestAutocompleteRuleWords(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	resp := handle(t, b, readInteraction(t, "autocomplete_cr_words.json"))
	if resp.Type != discordgo.InteractionApplicationCommandAutocompleteResult || len(resp.Data.Choices) == 0 {
		t.Fatalf("response %+v", resp)
	}
	if c := resp.Data.Choices[0]; c.Value != "702.19" || c.Name != "702.19 Trample" {
		t.Errorf("first choice %+v", c)
	}
	found := false
	for _, c := range resp.Data.Choices {
		found = found || c.Value == "Trample"
	}
	if !found {
		t.Errorf("the glossary's Trample is not offered: %+v", resp.Data.Choices)
	}
}

// Every section and chapter of the rules gets a reply that fits Discord,
// with the attribution.
func TestRuleReplyForEverySection(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	numbers := []string{"1", "7", "9"}
	for _, s := range cr.Current().Sections {
		numbers = append(numbers, s.Number)
	}
	for _, n := range numbers {
		a, err := present.LookUpRule(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		m := b.ruleMessage(a)
		for _, msg := range append([]*Message{m}, m.More...) {
			total := 0
			for _, e := range msg.Embeds {
				total += embedLen(e)
			}
			if total > maxEmbedsTotal || len(msg.Embeds) > maxEmbeds || textLen(msg.Content) > maxContent {
				t.Errorf("%s: a message of %d characters in %d embeds", n, total, len(msg.Embeds))
			}
		}
		if len(m.Embeds) == 0 || m.Embeds[0].Footer == nil || !strings.Contains(m.Embeds[0].Footer.Text, "Wizards of the Coast") {
			t.Errorf("%s: reply %+v", n, m)
		}
	}
}
