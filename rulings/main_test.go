package rulings_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// TestMain gives every test a database copied from one migrated template
// that holds the reference data.
func TestMain(m *testing.M) {
	rulingstest.Main(m)
}

// count runs a count query against the database at url.
var count = rulings.CountRows

// exec runs a statement against the database at url.
func exec(t *testing.T, url, sql string, args ...any) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql, args...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

func intp(n int) *int { return &n }

// landsRuling is the ruling for "/judge lands" on a board with n Ghirapur
// Orreries, written out as the engine gives it, so these tests do not move
// when the engine's wording does.
func landsRuling(n int) *rules.Ruling {
	board := "me: Ghirapur Orrery"
	if n > 1 {
		board = "me: " + string(rune('0'+n)) + "x Ghirapur Orrery"
	}
	return &rules.Ruling{
		Command:    `/orrery lands orreries:` + string(rune('0'+n)),
		Canonical:  `/judge lands board:"` + board + `"`,
		Question:   "lands",
		Board:      board,
		Understood: true,
		Answer:     "me may play " + string(rune('0'+n+1)) + " lands this turn in all.",
		LandPlays:  intp(n + 1),
		LandsLeft:  intp(n + 1),
		Steps:      []rules.Reason{{Text: "Ghirapur Orrery lets each player play an additional land on each of their turns", Rules: []string{"305.2"}}},
		Rules:      []string{"305.2"},
		Rulings:    []rules.CitedRuling{{Card: "Ghirapur Orrery", Date: "2016-09-20", Text: "Ghirapur Orrery's first ability is cumulative if more than one is on the battlefield."}},
		Engine:     rules.EngineVersion,
		CR:         rules.CREdition,
	}
}

// reflectionRuling is a "/judge tap" ruling about Mana Reflection.
func reflectionRuling() *rules.Ruling {
	mana := "{G}{G}"
	return &rules.Ruling{
		Command:    `/judge tap board:"Forest, Mana Reflection" card:Forest`,
		Canonical:  `/judge tap board:"me: Forest, Mana Reflection" card:Forest`,
		Question:   "tap",
		Board:      "me: Forest, Mana Reflection",
		Understood: true,
		Answer:     "Tapping Forest for mana produces {G}{G}: Mana Reflection doubles it.",
		Legal:      new(true),
		Outcomes:   []rules.Outcome{{Choices: []string{}, Mana: &mana, Events: []string{"Forest is tapped for {G}", "Mana Reflection doubles it"}}},
		Rules:      []string{"106.12b"},
		Engine:     rules.EngineVersion,
		CR:         rules.CREdition,
	}
}

var cli = rulings.Asker{Source: rulings.SourceCLI, UserName: "tester"}
