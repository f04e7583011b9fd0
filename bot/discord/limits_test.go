package discord

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/orrery-judge/orrery/bot/app"
)

// asUser is a copy of a recorded interaction from another user.
func asUser(t *testing.T, file, userID, guildID string) *discordgo.Interaction {
	i := readInteraction(t, file)
	m := *i.Member
	u := *m.User
	u.ID = userID
	m.User = &u
	i.Member = &m
	i.GuildID = guildID
	return i
}

func isRateLimited(resp *discordgo.InteractionResponse) bool {
	return resp.Data != nil && resp.Data.Flags&discordgo.MessageFlagsEphemeral != 0 &&
		strings.Contains(resp.Data.Content, "faster than I can keep up")
}

func TestRateLimitsPerUserAndPerGuild(t *testing.T) {
	var outcomes []string
	b := newBot(t, &app.App{}, Config{
		Limits:  Limits{UserPerMinute: 6, UserBurst: 2, GuildPerMinute: 60, GuildBurst: 3},
		Observe: func(r Report) { outcomes = append(outcomes, r.Outcome) },
	})
	now := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	b.now = func() time.Time { return now }

	// Alice's first two questions are answered, her third refused, with
	// how long to wait.
	for n := 1; n <= 3; n++ {
		resp := handle(t, b, asUser(t, "orrery_upkeep.json", "1", "100"))
		if limited := isRateLimited(resp); limited != (n == 3) {
			t.Fatalf("question %d: rate limited %v: %s", n, limited, mustJSON(t, resp))
		}
		if n == 3 && !strings.Contains(resp.Data.Content, "10 seconds") {
			t.Errorf("the refusal does not say how long to wait (10 seconds at 6 a minute): %q", resp.Data.Content)
		}
	}
	if strings.Join(outcomes, ", ") != "ok, ok, rate limited" {
		t.Errorf("reported outcomes %q", outcomes)
	}
	// Bob, in the same guild, takes the guild's third token; then the
	// guild is out of tokens for Carol too.
	if resp := handle(t, b, asUser(t, "orrery_upkeep.json", "2", "100")); isRateLimited(resp) {
		t.Fatal("Bob was refused while the guild had a token left")
	}
	resp := handle(t, b, asUser(t, "orrery_upkeep.json", "3", "100"))
	if !isRateLimited(resp) || !strings.Contains(resp.Data.Content, "This server") {
		t.Fatalf("Carol was not refused by the guild's limit: %s", mustJSON(t, resp))
	}
	// In another guild Carol is answered.
	if resp := handle(t, b, asUser(t, "orrery_upkeep.json", "3", "200")); isRateLimited(resp) {
		t.Fatal("the limit of one guild applied to another")
	}
	// Autocomplete is not counted.
	for range 5 {
		if resp := handle(t, b, asUser(t, "autocomplete_card.json", "1", "300")); resp.Type != discordgo.InteractionApplicationCommandAutocompleteResult {
			t.Fatalf("autocomplete refused: %s", mustJSON(t, resp))
		}
	}
	// Ten seconds later Alice has a token again.
	now = now.Add(10 * time.Second)
	if resp := handle(t, b, asUser(t, "orrery_upkeep.json", "1", "400")); isRateLimited(resp) {
		t.Fatalf("Alice still refused after the wait: %s", mustJSON(t, resp))
	}
}

func TestLimiterForgetsIdleBuckets(t *testing.T) {
	now := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	l := newLimiter(Limits{UserPerMinute: 60, UserBurst: 5, GuildPerMinute: 60, GuildBurst: 5}, func() time.Time { return now })
	for i := range 1000 {
		l.user(string(rune('a'+i%26)) + string(rune('a'+i/26)))
	}
	if n := l.users.Len(); n != 1000 {
		t.Fatalf("%d buckets, want 1000", n)
	}
	now = now.Add(2 * time.Minute)
	l.user("new")
	if n := l.users.Len(); n != 1 {
		t.Errorf("%d buckets after every other filled up again, want 1", n)
	}
}

func TestLimitsOff(t *testing.T) {
	b := newBot(t, &app.App{}, Config{Limits: Limits{UserPerMinute: -1, GuildPerMinute: -1}})
	for range 50 {
		if resp := handle(t, b, readInteraction(t, "help.json")); isRateLimited(resp) {
			t.Fatal("refused with the limits off")
		}
	}
}

func TestBoardTooLargeIsRefused(t *testing.T) {
	b := newBot(t, &app.App{}, Config{Limits: Limits{UserPerMinute: -1, GuildPerMinute: -1, MaxPermanents: 10}})
	i := readInteraction(t, "judge_tap.json")
	data := i.ApplicationCommandData()
	data.Options[0].Options[0].Value = "me: 8x Forest, Mana Reflection; opp: 3x Island"
	i.Data = data
	resp := handle(t, b, i)
	if resp.Data.Flags&discordgo.MessageFlagsEphemeral == 0 || !strings.Contains(resp.Data.Content, "That board has 12 permanents") ||
		!strings.Contains(resp.Data.Content, "at most 10") {
		t.Errorf("reply to a board of 12 permanents with a limit of 10: %s", mustJSON(t, resp))
	}
	// At the limit it is answered.
	data.Options[0].Options[0].Value = "me: 6x Forest, Mana Reflection; opp: 3x Island"
	i.Data = data
	if resp := handle(t, b, i); len(resp.Data.Embeds) != 1 {
		t.Errorf("a board of 10 permanents was not answered: %s", mustJSON(t, resp))
	}
}

func TestOnlyJudgesMayReview(t *testing.T) {
	judgeRole := "41771983423143936" // alice's role in the recorded interactions
	b := newBot(t, &app.App{}, Config{JudgeRoles: map[string][]string{"290926798626357999": {judgeRole}}})
	review := func(mutate func(*discordgo.Interaction)) *discordgo.Interaction {
		i := readInteraction(t, "ruling_review_dm.json")
		i.GuildID = "290926798626357999"
		i.User = nil
		i.Member = &discordgo.Member{User: &discordgo.User{ID: "5", Username: "bob"}, Roles: []string{"1"}, Permissions: discordgo.PermissionSendMessages}
		mutate(i)
		return i
	}
	refused := func(resp *discordgo.InteractionResponse) bool {
		return strings.Contains(resp.Data.Content, "only this server's judges")
	}
	tests := []struct {
		name    string
		mutate  func(*discordgo.Interaction)
		allowed bool
	}{
		{"member without a judge role", func(*discordgo.Interaction) {}, false},
		{"member with the judge role", func(i *discordgo.Interaction) { i.Member.Roles = []string{"1", judgeRole} }, true},
		{"judge role of another guild", func(i *discordgo.Interaction) {
			i.Member.Roles = []string{judgeRole}
			i.GuildID = "290926798626357000"
		}, false},
		{"Manage Server permission", func(i *discordgo.Interaction) { i.Member.Permissions |= discordgo.PermissionManageGuild }, true},
		{"Administrator", func(i *discordgo.Interaction) { i.Member.Permissions = discordgo.PermissionAdministrator }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp := handle(t, b, review(tt.mutate))
			if resp.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
				t.Errorf("reply not ephemeral: %s", mustJSON(t, resp))
			}
			// Without a store, an allowed judge hears that stored rulings
			// are not available; the store tests record real reviews.
			if refused(resp) == tt.allowed {
				t.Errorf("allowed = %v, reply %q", !refused(resp), resp.Data.Content)
			}
		})
	}
}
