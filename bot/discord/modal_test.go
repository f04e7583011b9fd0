package discord

import (
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/command"
)

// submitModal is the interaction Discord sends when the modal of resp is
// submitted with board written in its box.
func submitModal(t *testing.T, resp *discordgo.InteractionResponse, board string) *discordgo.Interaction {
	t.Helper()
	if resp.Type != discordgo.InteractionResponseModal || resp.Data == nil {
		t.Fatalf("not a modal: %s", mustJSON(t, resp))
	}
	i := readInteraction(t, "modal_submit.json")
	i.Data = discordgo.ModalSubmitInteractionData{CustomID: resp.Data.CustomID, Components: []discordgo.MessageComponent{
		&discordgo.ActionsRow{Components: []discordgo.MessageComponent{&discordgo.TextInput{CustomID: boardInput, Value: board}}}},
	}
	return i
}

// modalInput is the text box of a modal response.
func modalInput(t *testing.T, resp *discordgo.InteractionResponse) discordgo.TextInput {
	t.Helper()
	for _, c := range resp.Data.Components {
		if row, ok := c.(discordgo.ActionsRow); ok {
			for _, c := range row.Components {
				if in, ok := c.(discordgo.TextInput); ok {
					return in
				}
			}
		}
	}
	t.Fatalf("no text box in %s", mustJSON(t, resp))
	return discordgo.TextInput{}
}

// A command whose board is left out opens a modal with a box of several
// lines; the board written there is asked with the command's other
// options, as if it had been typed into board:.
func TestBoardLeftOutOpensAModal(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	resp := handle(t, b, readInteraction(t, "judge_tap_no_board.json"))
	in := modalInput(t, resp)
	if resp.Data.CustomID != "ask:/judge tap card:Forest" || in.Style != discordgo.TextInputParagraph || in.Value != "" || !in.Required {
		t.Fatalf("modal: %s", mustJSON(t, resp))
	}
	board := "me: Forest, Mana Reflection\nopp: Contamination"
	got := handle(t, b, submitModal(t, resp, board))
	direct := handle(t, b, readInteraction(t, "judge_tap.json"))
	if got.Type != discordgo.InteractionResponseChannelMessageWithSource || got.Data.Flags&discordgo.MessageFlagsEphemeral != 0 ||
		len(got.Data.Embeds) != 1 || got.Data.Embeds[0].Description != direct.Data.Embeds[0].Description {
		t.Errorf("the board from the modal was answered\n%s\nwhere the same board in board: is answered\n%s", mustJSON(t, got), mustJSON(t, direct))
	}
	// A command whose other options are wrong says so at once, before
	// any box opens.
	i := readInteraction(t, "judge_tap_no_board.json")
	data := i.ApplicationCommandData()
	data.Options[0].Options = append(data.Options[0].Options, &discordgo.ApplicationCommandInteractionDataOption{Name: "ability", Type: discordgo.ApplicationCommandOptionInteger, Value: float64(0)})
	i.Data = data
	if resp := handle(t, b, i); resp.Type != discordgo.InteractionResponseChannelMessageWithSource || !strings.Contains(resp.Data.Content, "ability") {
		t.Errorf("a wrong ability: got %s", mustJSON(t, resp))
	}
}

// Ask again with this board opens the modal filled with the ruling's
// board, one statement a line; submitted as it is, it gives the same
// ruling, and changed, the ruling of the changed board.
func TestAskAgainWithTheBoard(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	first := handle(t, b, readInteraction(t, "judge_tap.json"))
	again := findButton(t, first, "Ask again with this board")
	resp := handle(t, b, pressButton(t, again))
	in := modalInput(t, resp)
	if in.Value != "me: Forest, Mana Reflection\nopp: Contamination" {
		t.Fatalf("the box holds %q", in.Value)
	}
	same := handle(t, b, submitModal(t, resp, in.Value))
	if same.Data.Embeds[0].Description != first.Data.Embeds[0].Description {
		t.Errorf("asked again unchanged:\n%s\nfirst:\n%s", same.Data.Embeds[0].Description, first.Data.Embeds[0].Description)
	}
	changed := handle(t, b, submitModal(t, resp, "me: Forest, Mana Reflection"))
	if d := changed.Data.Embeds[0].Description; !strings.Contains(d, "{G}{G}") || strings.Contains(d, "Contamination") {
		t.Errorf("asked again without Contamination:\n%s", d)
	}
	// A question whose board may be left out (enters) is asked again too.
	i := readInteraction(t, "judge_enters.json")
	data := i.ApplicationCommandData()
	data.Options[0].Options = append(data.Options[0].Options, &discordgo.ApplicationCommandInteractionDataOption{Name: "board", Type: discordgo.ApplicationCommandOptionString, Value: "me: Hardened Scales"})
	i.Data = data
	enters := handle(t, b, pressButton(t, findButton(t, handle(t, b, i), "Ask again with this board")))
	if in := modalInput(t, enters); in.Value != "me: Hardened Scales" || enters.Data.CustomID != `ask:/judge enters card:"Hangarback Walker" x:3` {
		t.Errorf("asking enters again: %s", mustJSON(t, enters))
	}
	// A board left empty, or a box whose command is not the bot's, is
	// refused in private.
	for board, custom := range map[string]string{"  ": resp.Data.CustomID, "me: Forest": "ask:/cr rule:106", "me: Island": "ask:/judge tap card:Forest board:Island"} {
		r := *resp
		data := *resp.Data
		data.CustomID = custom
		r.Data = &data
		got := handle(t, b, submitModal(t, &r, board))
		if got.Data.Flags&discordgo.MessageFlagsEphemeral == 0 || len(got.Data.Embeds) != 0 {
			t.Errorf("box %q with board %q: %s", custom, board, mustJSON(t, got))
		}
	}
}

// findButton is the custom id of the button with that label under a
// reply.
func findButton(t *testing.T, resp *discordgo.InteractionResponse, label string) string {
	t.Helper()
	for _, c := range resp.Data.Components {
		for _, c := range c.(discordgo.ActionsRow).Components {
			if btn, ok := c.(discordgo.Button); ok && btn.Label == label {
				return btn.CustomID
			}
		}
	}
	t.Fatalf("no %q button: %s", label, mustJSON(t, resp.Data.Components))
	return ""
}

// boardLines keeps a ';' inside an inline card or quotes, and what it
// writes reads as the same board.
func TestBoardLines(t *testing.T) {
	for in, want := range map[string]string{
		"me: Forest; opp: Island": "me: Forest\nopp: Island",
		"me: [Odd Land: Land — {T}: Add {R}; draw a card.]; opp: hand 2": "me: [Odd Land: Land — {T}: Add {R}; draw a card.]\nopp: hand 2",
		"me: Forest": "me: Forest",
	} {
		if got := boardLines(in); got != want {
			t.Errorf("boardLines(%q) = %q, want %q", in, got, want)
		}
	}
}

// Over HTTP, with Discord's signatures: the Ask again button opens a
// modal, and the modal's submission is answered with a ruling, once, a
// replay getting the same bytes.
func TestModalOverHTTP(t *testing.T) {
	key := newSigner(t)
	b := newBot(t, &app.App{}, Config{PublicKey: key.hexKey()})
	url := interactionsServer(t, b)
	r := decodeResponse(t, key.post(t, url, recordedBody(t, "button_again.json"), time.Now()))
	if r.Type != discordgo.InteractionResponseModal || !bytes.Contains(r.Data.Components, []byte(`"style":2`)) {
		t.Fatalf("button: %s", mustJSON(t, r))
	}
	body := recordedBody(t, "modal_submit.json")
	var got [][]byte
	for range 2 {
		resp := key.post(t, url, body, time.Now())
		b, err := io.ReadAll(resp.Body)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d, %v: %s", resp.StatusCode, err, b)
		}
		got = append(got, b)
	}
	var first responseJSON
	if err := json.Unmarshal(got[0], &first); err != nil {
		t.Fatal(err)
	}
	if first.Type != discordgo.InteractionResponseChannelMessageWithSource || len(first.Data.Embeds) != 1 ||
		!strings.Contains(first.Data.Embeds[0].Description, "**Can be done now:** yes") {
		t.Errorf("modal submitted: %s", got[0])
	}
	if !bytes.Equal(got[0], got[1]) {
		t.Errorf("the replay was answered differently:\n%s\n%s", got[0], got[1])
	}
	// Signed for another body, it is refused.
	ts := time.Now()
	tampered := bytes.Replace(body, []byte("Contamination"), []byte("Island"), 1)
	resp := send(t, url, tampered, signedHeaders(key, body, ts))
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("a tampered modal: status %d", resp.StatusCode)
	}
}

// Every ruling the recorded interactions get, one for every question the
// engine answers, is short: at most maxRulingReply characters, with mana
// emoji or without.
func TestEveryRulingReplyIsShort(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "interactions", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	plain := newBot(t, &app.App{}, Config{})
	withEmoji := newBot(t, &app.App{}, Config{Emoji: testEmoji})
	asked := map[string]bool{}
	for _, file := range files {
		name := filepath.Base(file)
		i := readInteraction(t, name)
		var path string
		switch i.Type {
		case discordgo.InteractionApplicationCommand:
			path, _ = commandPath(i.ApplicationCommandData())
		case discordgo.InteractionModalSubmit:
			if inv, err := modalCommand(i.ModalSubmitData()); err == nil {
				path = inv.Name
			}
		}
		if !app.IsEngineCommand(path) {
			continue
		}
		b := plain
		if strings.HasPrefix(name, "emoji_") {
			b = withEmoji
		}
		resp := handle(t, b, i)
		if len(resp.Data.Embeds) == 0 {
			continue // an error, or a box for the board
		}
		asked[path] = true
		n := textLen(resp.Data.Content)
		for _, e := range resp.Data.Embeds {
			n += embedLen(e)
		}
		if n > maxRulingReply {
			t.Errorf("%s: the ruling takes %d characters, more than %d", name, n, maxRulingReply)
		}
	}
	for _, s := range command.Specs() {
		if s.Question != nil && !asked[s.Name] {
			t.Errorf("no recorded interaction asks /%s and gets a ruling", s.Name)
		}
	}
}

// signedHeaders are Discord's signature headers for body at time at.
func signedHeaders(s signer, body []byte, at time.Time) map[string]string {
	ts := strconv.FormatInt(at.Unix(), 10)
	sig := ed25519.Sign(s.priv, append([]byte(ts), body...))
	return map[string]string{"X-Signature-Ed25519": hex.EncodeToString(sig), "X-Signature-Timestamp": ts}
}

// A board from a modal meets the limits a board typed into board: meets:
// the size of the board, and the rate of questions.
func TestModalHasTheSameLimits(t *testing.T) {
	b := newBot(t, &app.App{}, Config{Limits: Limits{UserPerMinute: 6, UserBurst: 1, GuildPerMinute: -1, MaxPermanents: 3}})
	now := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	b.now = func() time.Time { return now }
	modal := handle(t, b, readInteraction(t, "judge_tap_no_board.json")) // takes the one token
	now = now.Add(10 * time.Second)
	resp := handle(t, b, submitModal(t, modal, "me: 4x Forest"))
	if resp.Data.Flags&discordgo.MessageFlagsEphemeral == 0 || !strings.Contains(resp.Data.Content, "That board has 4 permanents") {
		t.Errorf("a board of 4 permanents with a limit of 3: %s", mustJSON(t, resp))
	}
	if resp := handle(t, b, submitModal(t, modal, "me: Forest")); !isRateLimited(resp) {
		t.Errorf("a modal past the rate: %s", mustJSON(t, resp))
	}
}

// A board in error gets a button that opens it in a modal, to correct it
// and ask again.
func TestEditTheBoardInError(t *testing.T) {
	b := newBot(t, &app.App{}, Config{})
	for file, want := range map[string]string{
		"judge_tap_unknown_card.json": "me: Forst, Mana Reflection",
		"modal_submit_bad_board.json": "me: Forest\nopp: Contamnation",
	} {
		wrong := handle(t, b, readInteraction(t, file))
		modal := handle(t, b, pressButton(t, findButton(t, wrong, "Edit the board")))
		if in := modalInput(t, modal); in.Value != want || modal.Data.CustomID != "ask:/judge tap card:Forest" {
			t.Errorf("%s: the box: %s", file, mustJSON(t, modal))
		}
		fixed := handle(t, b, submitModal(t, modal, strings.ReplaceAll(strings.ReplaceAll(want, "Forst", "Forest"), "Contamnation", "Contamination")))
		if len(fixed.Data.Embeds) != 1 || !strings.Contains(fixed.Data.Embeds[0].Description, "Can be done now:** yes") {
			t.Errorf("%s: corrected: %s", file, mustJSON(t, fixed))
		}
	}
	// An error in another option has no such button.
	i := readInteraction(t, "judge_tap.json")
	data := i.ApplicationCommandData()
	data.Options[0].Options[1].Value = "Island"
	i.Data = data
	if resp := handle(t, b, i); len(resp.Data.Components) != 0 {
		t.Errorf("a card not on the board: %s", mustJSON(t, resp))
	}
}
