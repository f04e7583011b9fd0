package discord

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// withOptions is a recorded slash command with its options replaced.
func withOptions(t *testing.T, file string, opts ...*discordgo.ApplicationCommandInteractionDataOption) *discordgo.Interaction {
	t.Helper()
	i := readInteraction(t, file)
	data := i.ApplicationCommandData()
	if len(data.Options) == 1 && data.Options[0].Type == discordgo.ApplicationCommandOptionSubCommand {
		data.Options[0].Options = opts
	} else {
		data.Options = opts
	}
	i.Data = data
	return i
}

// rulingCommand is a recorded /ruling command ("show", "search",
// "review") with the given string options, asked in the recorded guild.
func rulingCommand(t *testing.T, sub string, opts map[string]string) *discordgo.Interaction {
	t.Helper()
	i := readInteraction(t, "orrery_upkeep.json")
	var o []*discordgo.ApplicationCommandInteractionDataOption
	for _, name := range []string{"id", "verdict", "note", "card", "text"} {
		if v, ok := opts[name]; ok {
			o = append(o, &discordgo.ApplicationCommandInteractionDataOption{Name: name, Type: discordgo.ApplicationCommandOptionString, Value: v})
		}
	}
	i.Data = discordgo.ApplicationCommandInteractionData{ID: "1300000000000000003", Name: "ruling", Options: []*discordgo.ApplicationCommandInteractionDataOption{{
		Name: sub, Type: discordgo.ApplicationCommandOptionSubCommand, Options: o,
	}}}
	return i
}

// pressButton is a recorded button press with the given custom id.
func pressButton(t *testing.T, customID string) *discordgo.Interaction {
	t.Helper()
	i := readInteraction(t, "button_steps.json")
	i.Data = discordgo.MessageComponentInteractionData{CustomID: customID, ComponentType: discordgo.ButtonComponent}
	return i
}

var idInFooter = regexp.MustCompile(`^Ruling ([0-9A-Z]{8,}) · `)

// askUpkeep asks /orrery upkeep hand:0 and returns the reply and the id
// of the stored ruling.
func askUpkeep(t *testing.T, b *Bot) (*discordgo.InteractionResponse, string) {
	t.Helper()
	resp := handle(t, b, readInteraction(t, "orrery_upkeep.json"))
	if len(resp.Data.Embeds) != 1 || resp.Data.Embeds[0].Footer == nil {
		t.Fatalf("no ruling: %s", mustJSON(t, resp))
	}
	m := idInFooter.FindStringSubmatch(resp.Data.Embeds[0].Footer.Text)
	if m == nil {
		t.Fatalf("the footer has no ruling id: %q", resp.Data.Embeds[0].Footer.Text)
	}
	return resp, m[1]
}

// replyText is everything a reply shows, for looking for words in it.
func replyText(r *discordgo.InteractionResponse) string {
	var b strings.Builder
	b.WriteString(r.Data.Content + "\n")
	for _, e := range r.Data.Embeds {
		b.WriteString(e.Title + "\n" + e.Description + "\n")
		for _, f := range e.Fields {
			b.WriteString(f.Name + "\n" + f.Value + "\n")
		}
		if e.Footer != nil {
			b.WriteString(e.Footer.Text + "\n")
		}
	}
	return b.String()
}

// TestButtonsWorkAfterRestart: a ruling's buttons carry its id, so a bot
// started afresh on the same database answers them.
func TestButtonsWorkAfterRestart(t *testing.T) {
	store, url := rulingstest.Open(t)
	first := newBot(t, &app.App{Store: store}, Config{})
	resp, id := askUpkeep(t, first)
	e := resp.Data.Embeds[0]
	if e.URL != "https://orrery.example.org/r/"+id || strings.Contains(replyText(resp), "Not stored") {
		t.Errorf("stored ruling shown with URL %q:\n%s", e.URL, replyText(resp))
	}
	buttons := mustJSON(t, resp.Data.Components)
	for _, want := range []string{`"steps:` + id + `"`, `"rules:` + id + `"`, `"cite:` + id + `"`, `"board:` + id + `"`, `"again:` + id + `"`, `"url": "https://orrery.example.org/r/` + id + `"`} {
		if !strings.Contains(buttons, want) {
			t.Errorf("buttons lack %s:\n%s", want, buttons)
		}
	}
	first.Close(time.Second)
	store.Close()

	// A new process: a new store and a new bot on the same database.
	store2, err := rulings.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer store2.Close()
	second := newBot(t, &app.App{Store: store2}, Config{})
	tests := []struct {
		customID string
		want     []string
	}{
		{"steps:" + id, []string{"**1.**", "CR 603.4", "Ghirapur Orrery, 2016-09-20"}},
		{"cite:" + id, []string{"Orrery ruling " + id, "/orrery upkeep hand:0", "draw three cards", "https://orrery.example.org/r/" + id}},
		{"board:" + id, []string{"me: hand 0, Ghirapur Orrery"}},
		// Ids are read as people type them.
		{"board:" + strings.ToLower(id), []string{"me: hand 0, Ghirapur Orrery"}},
		{"rules:" + id, []string{"**CR 603.4** · Handling Triggered Abilities", "intervening ‘if’ clause"}},
		{"steps:00000000", []string{"No stored ruling has the id `00000000`"}},
	}
	if rules := handle(t, second, pressButton(t, "rules:"+id)); rules.Data.Embeds[0].URL != "https://orrery.example.org/r/"+id {
		t.Errorf("the rules do not link the ruling's page: %s", mustJSON(t, rules))
	}
	// Ask again opens the box with the stored ruling's board, for the
	// question the shortcut asked.
	again := handle(t, second, pressButton(t, "again:"+id))
	if in := modalInput(t, again); in.Value != "me: hand 0, Ghirapur Orrery" || again.Data.CustomID != "ask:/judge upkeep" {
		t.Errorf("again:%s: %s", id, mustJSON(t, again))
	}
	for _, tt := range tests {
		resp := handle(t, second, pressButton(t, tt.customID))
		if resp.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
			t.Errorf("%s: reply not ephemeral", tt.customID)
		}
		for _, w := range tt.want {
			if !strings.Contains(replyText(resp), w) {
				t.Errorf("%s: reply lacks %q:\n%s", tt.customID, w, replyText(resp))
			}
		}
	}
}

func TestRulingShowSearchAndReview(t *testing.T) {
	store, _ := rulingstest.Open(t)
	judgeRole := "41771983423143936"
	b := newBot(t, &app.App{Store: store}, Config{JudgeRoles: map[string][]string{"290926798626357999": {judgeRole}}})
	_, id := askUpkeep(t, b)
	askUpkeep(t, b) // asked twice: stored once

	show := handle(t, b, rulingCommand(t, "show", map[string]string{"id": id}))
	if show.Data.Flags&discordgo.MessageFlagsEphemeral != 0 || !strings.Contains(replyText(show), "Asked twice since") ||
		!strings.Contains(replyText(show), "draw three cards") {
		t.Errorf("/ruling show:\n%s", replyText(show))
	}
	for typed, want := range map[string]string{
		"00000000": "No stored ruling has the id `00000000`",
		"xyz!":     "is not a ruling id",
	} {
		resp := handle(t, b, rulingCommand(t, "show", map[string]string{"id": typed}))
		if resp.Data.Flags&discordgo.MessageFlagsEphemeral == 0 || !strings.Contains(resp.Data.Content, want) {
			t.Errorf("/ruling show id:%s: %s", typed, mustJSON(t, resp))
		}
	}

	search := handle(t, b, rulingCommand(t, "search", map[string]string{"card": "ghirapur orrery"}))
	if !strings.Contains(replyText(search), "`"+id+"`") || !strings.Contains(replyText(search), "1 of 1") {
		t.Errorf("/ruling search card:ghirapur orrery:\n%s", replyText(search))
	}
	none := handle(t, b, rulingCommand(t, "search", map[string]string{"card": "Mana Reflection"}))
	if !strings.Contains(none.Data.Content, "No stored rulings that mention Mana Reflection") {
		t.Errorf("/ruling search with no match: %s", mustJSON(t, none))
	}

	// With more rulings than one reply lists, the reply links to the
	// web page that lists them all.
	for n := 1; n <= searchResultsShown; n++ {
		resp := handle(t, b, withOptions(t, "orrery_lands_many.json", &discordgo.ApplicationCommandInteractionDataOption{Name: "orreries", Type: discordgo.ApplicationCommandOptionInteger, Value: float64(n)}))
		if len(resp.Data.Embeds) != 1 {
			t.Fatalf("/orrery lands orreries:%d: %s", n, mustJSON(t, resp))
		}
	}
	search = handle(t, b, rulingCommand(t, "search", map[string]string{"card": "Ghirapur Orrery"}))
	if text := replyText(search); !strings.Contains(text, "10 of 11") || !strings.Contains(text, "https://orrery.example.org/search?card=Ghirapur+Orrery") {
		t.Errorf("/ruling search with more than a page:\n%s", text)
	}

	// Bob is no judge: refused, and nothing is recorded.
	bob := rulingCommand(t, "review", map[string]string{"id": id, "verdict": "incorrect"})
	bob.Member = &discordgo.Member{User: &discordgo.User{ID: "5", Username: "bob"}, Roles: []string{"1"}}
	if resp := handle(t, b, bob); !strings.Contains(resp.Data.Content, "only this server's judges") {
		t.Errorf("review by a member who is no judge: %s", mustJSON(t, resp))
	}
	// Alice has the judge role.
	alice := rulingCommand(t, "review", map[string]string{"id": strings.ToLower(id), "verdict": "correct", "note": "Matches the 2016-09-20 ruling."})
	resp := handle(t, b, alice)
	if resp.Data.Flags&discordgo.MessageFlagsEphemeral == 0 || !strings.Contains(resp.Data.Content, "marked ruling `"+id+"` **correct**") {
		t.Errorf("review by a judge: %s", mustJSON(t, resp))
	}
	sr, err := store.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if len(sr.Reviews) != 1 || sr.Latest.Verdict != rulings.Correct || sr.Latest.ReviewerName != "alice" || sr.Latest.ReviewerID != "80351110224678912" ||
		sr.Latest.Note != "Matches the 2016-09-20 ruling." {
		t.Errorf("reviews stored: %+v", sr.Reviews)
	}
	if r := handle(t, b, rulingCommand(t, "review", map[string]string{"id": "00000000", "verdict": "correct"})); !strings.Contains(r.Data.Content, "No stored ruling") {
		t.Errorf("review of an unknown id: %s", mustJSON(t, r))
	}
	show = handle(t, b, rulingCommand(t, "show", map[string]string{"id": id}))
	if !strings.Contains(replyText(show), "**correct**, by alice") {
		t.Errorf("/ruling show after the review:\n%s", replyText(show))
	}
}

func TestAutocompleteRulingIDs(t *testing.T) {
	store, _ := rulingstest.Open(t)
	b := newBot(t, &app.App{Store: store}, Config{})
	_, id := askUpkeep(t, b)
	for _, typed := range []string{"", strings.ToLower(id[:3]), "orrery"} {
		i := rulingCommand(t, "show", nil)
		data := i.ApplicationCommandData()
		data.Options[0].Options = []*discordgo.ApplicationCommandInteractionDataOption{{Name: "id", Type: discordgo.ApplicationCommandOptionString, Value: typed, Focused: true}}
		i.Data = data
		i.Type = discordgo.InteractionApplicationCommandAutocomplete
		resp := handle(t, b, i)
		if len(resp.Data.Choices) != 1 || resp.Data.Choices[0].Value != id || !strings.HasPrefix(resp.Data.Choices[0].Name, id+" · /orrery upkeep hand:0") {
			t.Errorf("typed %q: choices %s", typed, mustJSON(t, resp.Data.Choices))
		}
	}
}

// lockRulings holds an exclusive lock on the rulings table until the
// returned function is called: the store is slow, as a database under
// load or far away can be.
func lockRulings(t *testing.T, url string) (release func()) {
	return pgtest.LockTable(t, url, "rulings", "access exclusive")
}

// TestSlowStoreDefersTheReply: while storing the ruling takes longer than
// DeferAfter, Discord is told the bot is thinking, and the reply comes as
// an edit of the original response once the ruling is stored.
func TestSlowStoreDefersTheReply(t *testing.T) {
	store, url := rulingstest.Open(t)
	reports := make(chan Report, 1)
	b := newBot(t, &app.App{Store: store}, Config{DeferAfter: 50 * time.Millisecond, Observe: func(r Report) { reports <- r }})
	release := lockRulings(t, url)
	i := readInteraction(t, "orrery_upkeep.json")
	i.Token = "tok-slow-store"
	c := newCapture()
	done := make(chan struct{})
	go func() {
		b.Handle(context.Background(), i, c)
		close(done)
	}()
	select {
	case <-c.got:
	case <-time.After(30 * time.Second):
		t.Fatal("no response while the store was locked")
	}
	first := c.all()[0]
	if first.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource || (first.Data != nil && first.Data.Flags != 0) {
		t.Fatalf("first response %s, want a public deferral", mustJSON(t, first))
	}
	release()
	<-done
	edits := fake.Matching("/webhooks/1100000000000000000/tok-slow-store/messages/@original")
	if len(edits) != 1 || edits[0].Method != http.MethodPatch {
		t.Fatalf("edits: %v", edits)
	}
	var edit struct {
		Embeds []*discordgo.MessageEmbed `json:"embeds"`
	}
	json.Unmarshal(edits[0].Body, &edit)
	if len(edit.Embeds) != 1 || !strings.Contains(edit.Embeds[0].Description, "draw three cards") || !idInFooter.MatchString(edit.Embeds[0].Footer.Text) {
		t.Errorf("the edit does not show the stored ruling: %s", edits[0].Body)
	}
	if len(c.all()) != 1 {
		t.Errorf("%d initial responses, want 1", len(c.all()))
	}
	r := <-reports
	if r.Kind != "command" || r.Path != "orrery upkeep" || r.Outcome != "ok" || !r.Deferred || r.Ruling == "" ||
		!strings.Contains(edit.Embeds[0].Footer.Text, r.Ruling) {
		t.Errorf("report %+v", r)
	}
}

// TestErrorAfterPublicDeferralIsPrivate: when a deferred reply turns out
// to be an error, the public "thinking…" is deleted and the error sent to
// the user alone.
func TestErrorAfterPublicDeferralIsPrivate(t *testing.T) {
	store, url := rulingstest.Open(t)
	b := newBot(t, &app.App{Store: store}, Config{DeferAfter: 50 * time.Millisecond})
	release := lockRulings(t, url)
	i := rulingCommand(t, "show", map[string]string{"id": "00000000"})
	i.Token = "tok-slow-missing"
	c := newCapture()
	done := make(chan struct{})
	go func() {
		b.Handle(context.Background(), i, c)
		close(done)
	}()
	select {
	case <-c.got:
	case <-time.After(30 * time.Second):
		t.Fatal("no response while the store was locked")
	}
	release()
	<-done
	calls := fake.Matching("/tok-slow-missing")
	if len(calls) != 2 || calls[0].Method != http.MethodDelete || calls[1].Method != http.MethodPost {
		t.Fatalf("REST calls %v, want DELETE of the original then POST of a follow-up", calls)
	}
	if !bytes.Contains(calls[1].Body, []byte(`"flags":64`)) || !bytes.Contains(calls[1].Body, []byte("No stored ruling")) {
		t.Errorf("follow-up: %s", calls[1].Body)
	}
}

// TestStoreDownNotes: with the database gone, a ruling is answered in full
// with a note that says whether it will be stored later (it waits in
// Pending) or was not stored at all (no Pending, or Pending full).
func TestStoreDownNotes(t *testing.T) {
	store, _ := rulingstest.Open(t)
	store.Close() // every call fails from now on
	cases := []struct {
		name    string
		pending *app.Pending
		want    string
	}{
		{"kept to be stored", app.NewPending(store, app.PendingOptions{Max: 1, Retry: time.Hour, Log: testLog(t)}), "It will be stored when the database is back"},
		{"not kept", nil, "this ruling was not stored"},
	}
	for _, c := range cases {
		b := newBot(t, &app.App{Store: store, Pending: c.pending}, Config{})
		resp := handle(t, b, readInteraction(t, "orrery_upkeep.json"))
		text := replyText(resp)
		if !strings.Contains(text, "draw three cards") || !strings.Contains(text, c.want) || !strings.Contains(text, "Not stored ·") {
			t.Errorf("%s:\n%s", c.name, text)
		}
		if c.pending != nil {
			if n := c.pending.Close(context.Background()); n != 1 {
				t.Errorf("%s: %d rulings lost at Close, want 1", c.name, n)
			}
		}
	}
}

// TestHungDatabaseDeferredAtTheLastMoment: over HTTP, an answer that waits
// on a database that hangs (a lock held on the asks table), with the bot's
// own deferral not coming (DeferAfter is an hour here, as on a machine too
// busy to run it), is still deferred before Discord's deadline; the reply
// is an edit once the database answers, and the ruling is stored.
func TestHungDatabaseDeferredAtTheLastMoment(t *testing.T) {
	store, url := rulingstest.Open(t)
	unlock := pgtest.LockTable(t, url, "asks", "access exclusive")
	key := newSigner(t)
	b := newBot(t, &app.App{Store: store, StoreTimeout: time.Minute}, Config{PublicKey: key.hexKey()})
	endpoint := interactionsServer(t, b)

	body := bytes.ReplaceAll(recordedBody(t, "orrery_upkeep.json"), []byte("tok-orrery-upkeep"), []byte("tok-hung-db"))
	r := decodeResponse(t, key.post(t, endpoint, body, time.Now()))
	if r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource {
		t.Fatalf("first response %s, want a deferral", mustJSON(t, r))
	}
	unlock() // the database answers again
	edit := fake.WaitFor(t, "/webhooks/1100000000000000000/tok-hung-db/messages/@original", 1)[0]
	m := regexp.MustCompile(`"Ruling ([0-9A-Z]{8,}) · `).FindSubmatch(edit.Body)
	if edit.Method != http.MethodPatch || !bytes.Contains(edit.Body, []byte("draw three cards")) || m == nil {
		t.Fatalf("edit: %s %s", edit.Method, edit.Body)
	}
	if !b.Close(10 * time.Second) {
		t.Error("the interaction did not finish")
	}
	if sr, err := store.Get(context.Background(), string(m[1])); err != nil || sr.Asks != 1 {
		t.Errorf("stored: %+v, %v", sr, err)
	}
	if got := fake.Matching("tok-hung-db"); len(got) != 1 {
		t.Errorf("%d requests to Discord, want the one edit: %v", len(got), got)
	}
}

// TestStoredReplyKept: the reply of a stored ruling is made once and sent
// as it is when the question comes again, over HTTP and over the gateway
// alike, for any asker; a ruling that could not be stored is never
// answered with the kept reply, which would cite an id it does not have.
func TestStoredReplyKept(t *testing.T) {
	store, _ := rulingstest.Open(t)
	key := newSigner(t)
	b := newBot(t, &app.App{Store: store}, Config{PublicKey: key.hexKey()})
	endpoint := interactionsServer(t, b)

	ask := func(user string) []byte {
		t.Helper()
		i := readInteraction(t, "orrery_upkeep.json")
		i.ID = "13000000000000" + user
		i.Member.User.ID = user
		body, err := json.Marshal(i)
		if err != nil {
			t.Fatal(err)
		}
		resp := key.post(t, endpoint, body, time.Now())
		got, err := io.ReadAll(resp.Body)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d, %v: %s", resp.StatusCode, err, got)
		}
		return got
	}
	first, again, other := ask("11111"), ask("11111"), ask("22222")
	if !bytes.Equal(first, again) || !bytes.Equal(first, other) {
		t.Fatalf("the same question was answered differently:\n%s\n%s\n%s", first, again, other)
	}
	// It is the reply the ruling gets when it is made afresh.
	fresh := newBot(t, &app.App{Store: store, Remember: -1}, Config{})
	resp, id := askUpkeep(t, fresh)
	want, err := json.Marshal(resp)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(first, want) {
		t.Errorf("kept reply:\n%s\nmade afresh:\n%s", first, want)
	}
	if !bytes.Contains(first, []byte("Ruling "+id+" · ")) {
		t.Errorf("the reply does not cite ruling %s: %s", id, first)
	}
	// Over the gateway too.
	if got := mustJSON(t, handle(t, b, readInteraction(t, "orrery_upkeep.json"))); got != mustJSON(t, resp) {
		t.Errorf("over the gateway:\n%s\nwant\n%s", got, mustJSON(t, resp))
	}

	// The same ruling asked as /judge upkeep of the shortcut's board: its
	// own question in the title, the same ruling id.
	i := readInteraction(t, "judge_tap.json")
	data := i.ApplicationCommandData()
	data.Options[0].Name = "upkeep"
	data.Options[0].Options = []*discordgo.ApplicationCommandInteractionDataOption{
		{Name: "board", Type: discordgo.ApplicationCommandOptionString, Value: "me: hand 0, Ghirapur Orrery"},
	}
	i.Data = data
	for range 2 {
		judge := handle(t, b, i)
		if e := judge.Data.Embeds; len(e) != 1 || !strings.HasPrefix(e[0].Title, "/judge upkeep board:") || e[0].Footer == nil ||
			!strings.HasPrefix(e[0].Footer.Text, "Ruling "+id+" · ") {
			t.Errorf("/judge upkeep of the same board: %s", mustJSON(t, judge))
		}
	}

	// The database goes away: the same question is answered as not
	// stored, not with the reply kept.
	store.Close()
	down := ask("33333")
	if bytes.Equal(down, first) || !bytes.Contains(down, []byte("Not stored")) || bytes.Contains(down, []byte(id)) {
		t.Errorf("with the database away:\n%s", down)
	}
}

// An interaction received again within the signature window (a replay of
// a recorded request, or a retry) gets the first response byte for byte,
// and is answered, counted and stored once: /ruling show says "asked 1
// time", not twice.
func TestReplayedInteractionAnsweredOnce(t *testing.T) {
	store, _ := rulingstest.Open(t)
	key := newSigner(t)
	b := newBot(t, &app.App{Store: store, Remember: -1}, Config{PublicKey: key.hexKey()})
	endpoint := interactionsServer(t, b)
	body := recordedBody(t, "orrery_upkeep.json")
	var got [][]byte
	for range 3 {
		resp := key.post(t, endpoint, body, time.Now())
		b, err := io.ReadAll(resp.Body)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d, %v: %s", resp.StatusCode, err, b)
		}
		got = append(got, b)
	}
	if !bytes.Equal(got[0], got[1]) || !bytes.Equal(got[0], got[2]) {
		t.Errorf("a replay was answered differently:\n%s\n%s", got[0], got[1])
	}
	id := regexp.MustCompile(`Ruling ([0-9A-Z]{8})`).FindSubmatch(got[0])
	if id == nil {
		t.Fatalf("no ruling id in %s", got[0])
	}
	show := handle(t, b, rulingCommand(t, "show", map[string]string{"id": string(id[1])}))
	if text := replyText(show); !strings.Contains(text, "Asked once since") {
		t.Errorf("after two replays /ruling show says:\n%s", text)
	}
}
