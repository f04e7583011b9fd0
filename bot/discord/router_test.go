package discord

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/interactions")

// testEmoji are application emoji for some mana symbols, as
// discord.emoji configures them.
var testEmoji = map[string]string{"{G}": "<:mana_g:1000000000000000001>", "{B}": "<:mana_b:1000000000000000002>", "{T}": "<:tap:1000000000000000003>"}

// TestRecordedInteractions feeds interactions recorded in the shapes
// Discord documents (slash commands with subcommands, autocomplete,
// buttons, a direct message, PING) through the router, and compares what
// the bot sends back (the initial response, then any REST calls) with the
// golden file next to each. Run with -update to rewrite them after a
// change, and read the diff.
func TestRecordedInteractions(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "interactions", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded interactions: %v", err)
	}
	b := newBot(t, &app.App{}, Config{})
	// Interactions named emoji_… are answered by a bot with mana emoji.
	withEmoji := newBot(t, &app.App{}, Config{Emoji: testEmoji})
	for _, file := range files {
		name := filepath.Base(file)
		t.Run(strings.TrimSuffix(name, ".json"), func(t *testing.T) {
			i := readInteraction(t, name)
			bot := b
			if strings.HasPrefix(name, "emoji_") {
				bot = withEmoji
			}
			resp := handle(t, bot, i)
			var out bytes.Buffer
			out.WriteString("# initial response\n")
			out.WriteString(mustJSON(t, resp))
			out.WriteString("\n")
			for _, r := range fake.Matching("/" + i.Token + "/") {
				out.WriteString("# " + r.Method + " " + strings.ReplaceAll(r.Path, i.Token, "TOKEN") + "\n")
				var v any
				json.Unmarshal(r.Body, &v)
				out.WriteString(mustJSON(t, v) + "\n")
			}
			golden := strings.TrimSuffix(file, ".json") + ".golden"
			if *update {
				if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			if !bytes.Equal(out.Bytes(), want) {
				t.Errorf("the reply differs from %s (go test -update rewrites it):\n%s", golden, out.String())
			}
		})
	}
}

// TestRepliesSayWhatMatters checks the heart of a few replies, so that a
// golden file rewritten carelessly cannot hide a wrong answer.
func TestRepliesSayWhatMatters(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	tests := []struct {
		file      string
		ephemeral bool
		want      []string
	}{
		{"orrery_upkeep.json", false, []string{"draw three cards", "603.4", "Not stored"}},
		{"judge_tap.json", false, []string{"Contamination", "Can be done now:** yes"}},
		{"judge_activate_sick.json", false, []string{"Can be done now:** no", "302.6"}},
		{"judge_tap_unknown_card.json", true, []string{"unknown card", "me: Forst, Mana Reflection\n    ^", "Did you mean **Forest**"}},
		{"card_unknown.json", true, []string{"Ghirapur Orrery"}},
		{"cr_number.json", false, []string{"intervening"}},
		{"help.json", true, []string{"/judge tap board:BOARD card:CARD [ability:N]"}},
		{"ruling_review_dm.json", true, []string{"direct messages"}},
		{"button_steps.json", true, []string{"603.4", "Ghirapur Orrery, 2016-09-20"}},
		{"button_cite.json", true, []string{"Orrery ruling (not stored)", "/orrery upkeep hand:0", "draw three cards"}},
		{"button_board.json", true, []string{"me: hand 0, Ghirapur Orrery"}},
		{"button_unknown.json", true, []string{"no longer does anything"}},
		{"orrery_lands_many.json", true, []string{"at most 200 permanents"}},
		{"button_rules.json", true, []string{"**CR 603.4** · Handling Triggered Abilities", "This rule is referred to as the “intervening ‘if’ clause” rule."}},
		{"modal_submit.json", false, []string{"Can be done now:** yes", "{B}{B} ← Contamination applies"}},
		{"modal_submit_bad_board.json", true, []string{"at 2:6", "opp: Contamnation\n     ^", "Did you mean **Contamination**"}},
		// With a web page for cards, the board's cards link to theirs.
		{"judge_tap.json", false, []string{"[Mana Reflection](https://orrery.example.org/ask?card=Mana+Reflection)", "**Steps** (4)\n**1.**", "*(CR 106.12)*"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			resp := handle(t, b, readInteraction(t, tt.file))
			if resp.Type != discordgo.InteractionResponseChannelMessageWithSource {
				t.Fatalf("response type %d, want a message", resp.Type)
			}
			if got := resp.Data.Flags&discordgo.MessageFlagsEphemeral != 0; got != tt.ephemeral {
				t.Errorf("ephemeral = %v, want %v", got, tt.ephemeral)
			}
			text := mustJSON(t, resp)
			var all strings.Builder
			all.WriteString(resp.Data.Content)
			for _, e := range resp.Data.Embeds {
				all.WriteString(e.Title + "\n" + e.Description + "\n")
				for _, f := range e.Fields {
					all.WriteString(f.Name + "\n" + f.Value + "\n")
				}
			}
			for _, w := range tt.want {
				if !strings.Contains(all.String(), w) {
					t.Errorf("reply lacks %q:\n%s", w, text)
				}
			}
			if strings.Contains(text, "goroutine") || strings.Contains(text, ".go:") {
				t.Errorf("reply shows internals:\n%s", text)
			}
		})
	}
}

func TestPingIsAnsweredWithPong(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	resp := handle(t, b, readInteraction(t, "ping.json"))
	if resp.Type != discordgo.InteractionResponsePong {
		t.Errorf("response type %d, want PONG (1)", resp.Type)
	}
}

func TestAutocompleteOffersCardsRulesAndPermanents(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	tests := []struct {
		file  string
		want  []string // values that must be offered, in this order
		first string
	}{
		{"autocomplete_card.json", []string{"Hangarback Walker"}, "Hangarback Walker"},
		// The permanents of the board come first, with their owners.
		{"autocomplete_cardref.json", []string{"Exotic Orchard", "opp's Exotic Orchard"}, "Exotic Orchard"},
		{"autocomplete_cr.json", []string{"106.1", "106.12", "106.12a"}, "106.1"},
		// A board typed over lines, its last item unfinished: the
		// permanents of the rest.
		{"autocomplete_card_board.json", []string{"Forest", "Mana Reflection", "opp's Contamination"}, "Forest"},
		// A board that does not read yet: card names.
		{"autocomplete_card_noboard.json", []string{"Mana Reflection"}, "Mana Reflection"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			resp := handle(t, b, readInteraction(t, tt.file))
			if resp.Type != discordgo.InteractionApplicationCommandAutocompleteResult {
				t.Fatalf("response type %d, want autocomplete result (8)", resp.Type)
			}
			var values []string
			for _, c := range resp.Data.Choices {
				values = append(values, c.Value.(string))
				if textLen(c.Name) > maxChoiceText || textLen(c.Value.(string)) > maxChoiceText {
					t.Errorf("choice too long for Discord: %q", c.Name)
				}
			}
			if len(values) == 0 || len(values) > maxChoices {
				t.Fatalf("%d choices, want 1 to %d", len(values), maxChoices)
			}
			if values[0] != tt.first {
				t.Errorf("first choice %q, want %q (all: %q)", values[0], tt.first, values)
			}
			at := 0
			for _, w := range tt.want {
				found := false
				for ; at < len(values); at++ {
					if values[at] == w {
						found = true
						break
					}
				}
				if !found {
					t.Errorf("choices %q lack %q in order %q", values, w, tt.want)
				}
			}
		})
	}
}

func TestCommandPathReadsSubcommandGroups(t *testing.T) {
	data := discordgo.ApplicationCommandInteractionData{Name: "judge", Options: []*discordgo.ApplicationCommandInteractionDataOption{{
		Name: "mana", Type: discordgo.ApplicationCommandOptionSubCommandGroup,
		Options: []*discordgo.ApplicationCommandInteractionDataOption{{
			Name: "tap", Type: discordgo.ApplicationCommandOptionSubCommand,
			Options: []*discordgo.ApplicationCommandInteractionDataOption{{Name: "card", Type: discordgo.ApplicationCommandOptionString, Value: "Forest"}},
		}},
	}}}
	path, opts := commandPath(data)
	if path != "judge mana tap" || len(opts) != 1 || opts[0].Name != "card" {
		t.Errorf("commandPath = %q, %d options; want judge mana tap with card", path, len(opts))
	}
	// A command without subcommands keeps its options.
	path, opts = commandPath(discordgo.ApplicationCommandInteractionData{Name: "cr", Options: []*discordgo.ApplicationCommandInteractionDataOption{{Name: "rule", Type: discordgo.ApplicationCommandOptionString, Value: "106.7"}}})
	if path != "cr" || len(opts) != 1 {
		t.Errorf("commandPath = %q, %d options; want cr with rule", path, len(opts))
	}
}

// TestMissingOptionIsAnEphemeralError: Discord enforces required options,
// but a client with stale commands may still leave one out.
func TestMissingOptionIsAnEphemeralError(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	i := readInteraction(t, "judge_tap.json")
	data := i.ApplicationCommandData()
	data.Options[0].Options = data.Options[0].Options[:1] // board only
	i.Data = data
	resp := handle(t, b, i)
	if resp.Data.Flags&discordgo.MessageFlagsEphemeral == 0 || !strings.Contains(resp.Data.Content, "card:") {
		t.Errorf("reply to a missing option: %s", mustJSON(t, resp))
	}
}

// TestExplainButtonOnlyWithAPhraser: with phrasing off, nothing about it
// shows.
func TestExplainButtonOnlyWithAPhraser(t *testing.T) {
	for _, phraser := range []app.Phraser{nil, explainer{}} {
		b := newBot(t, &app.App{Phraser: phraser}, Config{})
		buttons := mustJSON(t, handle(t, b, readInteraction(t, "orrery_upkeep.json")).Data.Components)
		if got := strings.Contains(buttons, `"custom_id": "explain:/orrery upkeep hand:0"`); got != (phraser != nil) {
			t.Errorf("phraser %v: Explain button shown %v:\n%s", phraser, got, buttons)
		}
	}
}
