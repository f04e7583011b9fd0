package rulings_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

func TestSameQuestionSameID(t *testing.T) {
	s, url := rulingstest.Open(t)
	ctx := context.Background()
	first, err := s.Save(ctx, landsRuling(2), cli)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) != rulings.IDLength {
		t.Errorf("id %q has %d characters, want %d", first, len(first), rulings.IDLength)
	}
	for _, c := range first {
		if !strings.ContainsRune(rulings.Alphabet, c) {
			t.Errorf("id %q has %q, outside the id alphabet", first, c)
		}
	}
	// The same question, typed differently and asked by someone else
	// elsewhere: same canonical form, same id.
	again := landsRuling(2)
	again.Command = `/judge lands board:"me: 2x ghirapur orrery"`
	who := rulings.Asker{Source: rulings.SourceDiscord, UserID: "42", UserName: "judge", GuildID: "7", ChannelID: "8"}
	second, err := s.Save(ctx, again, who)
	if err != nil {
		t.Fatal(err)
	}
	if second != first || again.ID != first {
		t.Errorf("same question stored as %s, then %s (ruling.ID %s)", first, second, again.ID)
	}
	if n := count(t, url, "select count(*) from rulings"); n != 1 {
		t.Errorf("%d ruling rows, want 1", n)
	}
	if n := count(t, url, "select count(*) from asks where ruling_id = $1 and guild_id = '7' and channel_id = '8' and user_id = '42' and source = 'discord'", first); n != 1 {
		t.Errorf("the Discord ask was not recorded with who and where (%d rows)", n)
	}
	got, err := s.Get(ctx, first)
	if err != nil {
		t.Fatal(err)
	}
	if got.Asks != 2 {
		t.Errorf("Asks = %d, want 2", got.Asks)
	}
	// The stored ruling is the first one, as first asked.
	if got.Ruling.ID != first || got.Ruling.Command != landsRuling(2).Command || *got.Ruling.LandPlays != 3 {
		t.Errorf("stored ruling %+v", got.Ruling)
	}
	if got.CREdition != rules.CREdition || got.SupersededBy != "" || got.Latest != nil {
		t.Errorf("stored ruling: edition %q, superseded by %q, latest review %v", got.CREdition, got.SupersededBy, got.Latest)
	}
	// The id is typed back in any case, with O for 0 and I or L for 1.
	typed := strings.ToLower(first[:4]) + "-" + first[4:]
	typed = strings.NewReplacer("0", "o", "1", "l").Replace(typed)
	if got, err := s.Get(ctx, typed); err != nil || got.Ruling.ID != first {
		t.Errorf("Get(%q): %v", typed, err)
	}
}

func TestDifferentQuestionDifferentID(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	ids := map[string]string{}
	newer := landsRuling(1)
	newer.Engine = "99.0.0"
	for name, r := range map[string]*rules.Ruling{
		"one orrery":   landsRuling(1),
		"two orreries": landsRuling(2),
		"reflection":   reflectionRuling(),
		"newer engine": newer,
	} {
		id, err := s.Save(ctx, r, cli)
		if err != nil {
			t.Fatal(err)
		}
		if other, dup := ids[id]; dup {
			t.Errorf("%s and %s both got id %s", name, other, id)
		}
		ids[id] = name
	}
}

// Rulings are content-addressed: the id is the start of the digest of the
// engine version and the canonical question, so it is known before saving.
func TestIDIsContentAddress(t *testing.T) {
	s, _ := rulingstest.Open(t)
	r := landsRuling(3)
	want := rulings.FullID(r)[:rulings.IDLength]
	id, err := s.Save(context.Background(), r, cli)
	if err != nil {
		t.Fatal(err)
	}
	if id != want {
		t.Errorf("id %s, want %s", id, want)
	}
}

// When another question already holds a ruling's 8-character id, the
// ruling gets one character more, and keeps it.
func TestIDCollisionExtends(t *testing.T) {
	s, url := rulingstest.Open(t)
	ctx := context.Background()
	r := landsRuling(1)
	full := rulings.FullID(r)
	exec(t, url, `insert into rulings (id, digest, engine, cr_edition, command, question, canonical, answer, understood, ruling, search)
		values ($1, sha256('another question'), '0', '2026-09-25', 'x', 'x', 'another question', 'x', true, '{}', ''::tsvector)`, full[:8])
	id, err := s.Save(ctx, r, cli)
	if err != nil {
		t.Fatal(err)
	}
	if id != full[:9] {
		t.Fatalf("id %s, want %s", id, full[:9])
	}
	again, err := s.Save(ctx, landsRuling(1), cli)
	if err != nil || again != id {
		t.Errorf("asked again: %s, %v; want %s", again, err, id)
	}
	got, err := s.Get(ctx, id)
	if err != nil || got.Ruling.Canonical != r.Canonical || got.Asks != 2 {
		t.Errorf("Get(%s) = %+v, %v", id, got, err)
	}
}

func TestConcurrentAsksStoreOneRuling(t *testing.T) {
	s, url := rulingstest.Open(t)
	ctx := context.Background()
	const n = 50
	ids := make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			ids[i], errs[i] = s.Save(ctx, landsRuling(2), rulings.Asker{Source: rulings.SourceDiscord, UserID: fmt.Sprint(i)})
		})
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("ask %d: %v", i, errs[i])
		}
		if ids[i] != ids[0] {
			t.Errorf("ask %d got id %s, ask 0 got %s", i, ids[i], ids[0])
		}
	}
	if got := count(t, url, "select count(*) from rulings"); got != 1 {
		t.Errorf("%d ruling rows, want 1", got)
	}
	if got := count(t, url, "select count(*) from asks where ruling_id = $1", ids[0]); got != n {
		t.Errorf("%d ask rows, want %d", got, n)
	}
	if got := count(t, url, "select count(distinct user_id) from asks"); got != n {
		t.Errorf("%d distinct askers, want %d", got, n)
	}
}

func TestSaveRefusesUnknownSource(t *testing.T) {
	s, _ := rulingstest.Open(t)
	_, err := s.Save(context.Background(), landsRuling(1), rulings.Asker{Source: "telegraph"})
	if !errors.Is(err, rulings.ErrInvalid) || !strings.Contains(err.Error(), "telegraph") {
		t.Errorf("err = %v, want ErrInvalid naming the source", err)
	}
}

func TestGetUnknownID(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	for _, id := range []string{"ZZZZZZZZ", "not an id", "ABC", ""} {
		_, err := s.Get(ctx, id)
		if !errors.Is(err, rulings.ErrNotFound) {
			t.Errorf("Get(%q) err = %v, want ErrNotFound", id, err)
		}
	}
}

func TestReviews(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	id, err := s.Save(ctx, reflectionRuling(), cli)
	if err != nil {
		t.Fatal(err)
	}
	reviews := []rulings.Review{
		{Verdict: rulings.Unclear, Note: "is Mana Reflection's doubling a replacement effect?", ReviewerID: "1", ReviewerName: "alice"},
		{Verdict: rulings.Correct, Note: "CR 106.12b", ReviewerID: "2", ReviewerName: "bob"},
		{Verdict: "INCORRECT", Note: "  second opinion  ", ReviewerID: "3", ReviewerName: "carol"},
	}
	for _, r := range reviews {
		if err := s.Review(ctx, id, r); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Reviews) != 3 {
		t.Fatalf("%d reviews, want 3", len(got.Reviews))
	}
	if got.Latest == nil || got.Latest.Verdict != rulings.Incorrect || got.Latest.ReviewerName != "carol" || got.Latest.Note != "second opinion" {
		t.Errorf("latest review %+v, want carol's incorrect with the note trimmed", got.Latest)
	}
	if got.Reviews[1].ReviewerName != "bob" || got.Reviews[2].ReviewerName != "alice" {
		t.Errorf("reviews not newest first: %+v", got.Reviews)
	}
	if !got.Reviews[0].At.After(got.Reviews[2].At) {
		t.Errorf("review times %v and %v", got.Reviews[0].At, got.Reviews[2].At)
	}

	if err := s.Review(ctx, id, rulings.Review{Verdict: "maybe"}); !errors.Is(err, rulings.ErrInvalid) {
		t.Errorf("verdict maybe: err = %v, want ErrInvalid", err)
	}
	if err := s.Review(ctx, "ZZZZZZZZ", rulings.Review{Verdict: rulings.Correct}); !errors.Is(err, rulings.ErrNotFound) {
		t.Errorf("unknown ruling: err = %v, want ErrNotFound", err)
	}

	// A note is bounded as a Discord modal bounds it; the longest one is
	// kept whole, one more character is refused and nothing is stored.
	longest := strings.Repeat("é", rulings.MaxNoteRunes)
	if err := s.Review(ctx, id, rulings.Review{Verdict: rulings.Correct, Note: longest}); err != nil {
		t.Errorf("a note of %d characters: %v", rulings.MaxNoteRunes, err)
	}
	if err := s.Review(ctx, id, rulings.Review{Verdict: rulings.Correct, Note: longest + "x"}); !errors.Is(err, rulings.ErrInvalid) {
		t.Errorf("a note of %d characters: err = %v, want ErrInvalid", rulings.MaxNoteRunes+1, err)
	}
	if got, err := s.Get(ctx, id); err != nil || len(got.Reviews) != 4 || got.Latest.Note != longest {
		t.Errorf("after the long notes: %d reviews, err %v; want 4, the longest kept whole", len(got.Reviews), err)
	}
}

func TestParseVerdict(t *testing.T) {
	for in, want := range map[string]rulings.Verdict{"correct": rulings.Correct, " Incorrect ": rulings.Incorrect, "UNCLEAR": rulings.Unclear} {
		if got, err := rulings.ParseVerdict(in); err != nil || got != want {
			t.Errorf("ParseVerdict(%q) = %q, %v", in, got, err)
		}
	}
	if _, err := rulings.ParseVerdict("right"); err == nil || !strings.Contains(err.Error(), "correct, incorrect or unclear") {
		t.Errorf("ParseVerdict(right) err = %v", err)
	}
}

// A ruling the engine really gave is stored and read back unchanged.
func TestEngineRulingRoundTrip(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	b, err := rules.ParseBoard("Reflecting Pool, Forest, Island; opp: Contamination")
	if err != nil {
		t.Fatal(err)
	}
	ref, err := rules.ParseCardRef("Reflecting Pool")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.CouldProduce(ctx, b, ref)
	if err != nil {
		t.Fatal(err)
	}
	r.Command = `/judge could-produce board:"Reflecting Pool, Forest, Island; opp: Contamination" card:"Reflecting Pool"`
	r.Canonical = `/judge could-produce board:"me: Reflecting Pool, Forest, Island; opp: Contamination" card:"Reflecting Pool"`
	id, err := s.Save(ctx, r, cli)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	same, err := rulings.SameAnswer(r, got.Ruling)
	if err != nil || !same {
		t.Errorf("stored ruling differs: %+v", got.Ruling)
	}
	if len(got.Ruling.Steps) != len(r.Steps) || got.Ruling.Canonical != r.Canonical || got.Ruling.ID != id {
		t.Errorf("stored ruling lost its reasoning or question: %+v", got.Ruling)
	}
}

// A ruling stored late (the database was away when it was asked) keeps the
// time it was asked, on its ask and, when it is new, on the ruling.
func TestSaveKeepsTheTimeOfAsking(t *testing.T) {
	s, url := rulingstest.Open(t)
	ctx := context.Background()
	asked := time.Date(2026, 3, 14, 15, 9, 26, 0, time.UTC)
	who := rulings.Asker{Source: rulings.SourceDiscord, UserID: "42", AskedAt: asked}
	id, err := s.Save(ctx, landsRuling(3), who)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Save(ctx, landsRuling(3), cli); err != nil {
		t.Fatal(err)
	}
	if n := count(t, url, "select count(*) from asks where ruling_id = $1 and asked_at = $2 and user_id = '42'", id, asked); n != 1 {
		t.Errorf("%d asks at the time asked, want 1", n)
	}
	if n := count(t, url, "select count(*) from asks where ruling_id = $1 and asked_at > now() - interval '1 hour'", id); n != 1 {
		t.Errorf("%d asks now, want 1 (an ask without a time is stored at the time of storing)", n)
	}
	got, err := s.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !got.CreatedAt.Equal(asked) || got.Asks != 2 {
		t.Errorf("stored ruling created %v with %d asks, want %v and 2", got.CreatedAt, got.Asks, asked)
	}
}
