package rulings_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// nextVersion is the version of the newer engine nextEngine plays.
const nextVersion = rules.EngineVersion + "-next"

// nextEngine plays a newer engine that now answers the two-Orrery question
// differently and every other question as before.
func nextEngine(stored map[string]*rules.Ruling) rulings.Engine {
	return func(canonical string) (*rules.Ruling, error) {
		r, ok := stored[canonical]
		if !ok {
			return nil, errors.New("unknown question " + canonical)
		}
		fresh := *r
		fresh.Engine = nextVersion
		fresh.Steps = []rules.Reason{{Text: "reworded reasoning"}} // wording alone is no change
		if canonical == landsRuling(2).Canonical {
			fresh.Answer = "me may play 4 lands this turn in all."
			fresh.LandPlays = intp(4)
		}
		return &fresh, nil
	}
}

func TestRecheckMarksChangedRulingSuperseded(t *testing.T) {
	s, url := rulingstest.Open(t)
	ctx := context.Background()
	one, two, refl := landsRuling(1), landsRuling(2), reflectionRuling()
	ids := saveAll(t, s, one, two, refl)
	known := map[string]*rules.Ruling{one.Canonical: one, two.Canonical: two, refl.Canonical: refl}

	rep, err := s.Recheck(ctx, nextEngine(known))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Checked != 3 || rep.Unchanged != 2 || len(rep.Superseded) != 1 || len(rep.Failed) != 0 {
		t.Fatalf("report %+v, want 3 checked, 2 unchanged, 1 superseded", rep)
	}
	sup := rep.Superseded[0]
	if sup.Old != ids[1] || sup.New == ids[1] {
		t.Fatalf("superseded %+v, want %s replaced", sup, ids[1])
	}
	old, err := s.Get(ctx, ids[1])
	if err != nil {
		t.Fatal(err)
	}
	if old.SupersededBy != sup.New || old.SupersededAt == nil {
		t.Errorf("old ruling: superseded by %q at %v, want %s", old.SupersededBy, old.SupersededAt, sup.New)
	}
	if *old.Ruling.LandPlays != 3 {
		t.Errorf("the old ruling changed: %d land plays", *old.Ruling.LandPlays)
	}
	fresh, err := s.Get(ctx, sup.New)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.Ruling.Engine != nextVersion || *fresh.Ruling.LandPlays != 4 || fresh.SupersededBy != "" || fresh.Asks != 0 {
		t.Errorf("new ruling: engine %s, land plays %d, superseded by %q, asks %d", fresh.Ruling.Engine, *fresh.Ruling.LandPlays, fresh.SupersededBy, fresh.Asks)
	}
	if fresh.Ruling.Canonical != two.Canonical {
		t.Errorf("new ruling answers %q, want %q", fresh.Ruling.Canonical, two.Canonical)
	}
	for _, id := range []string{ids[0], ids[2]} {
		if got, _ := s.Get(ctx, id); got.SupersededBy != "" {
			t.Errorf("unchanged ruling %s marked superseded", id)
		}
	}
	// Search shows the superseded ruling as such.
	p, err := s.Search(ctx, rulings.Query{Card: "orrery", Text: "lands"})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range p.Rulings {
		if r.ID == ids[1] && (r.SupersededBy == nil || *r.SupersededBy != sup.New) {
			t.Errorf("search result for the superseded ruling: %+v", r)
		}
	}

	// Again: the superseded ruling is not checked, the new one is current.
	known[two.Canonical] = fresh.Ruling
	rep, err = s.Recheck(ctx, nextEngine(known))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Checked != 3 || rep.Unchanged != 3 || len(rep.Superseded) != 0 {
		t.Errorf("second re-check %+v, want 3 checked and unchanged", rep)
	}
	if n := count(t, url, "select count(*) from rulings where superseded_by is null"); n != 3 {
		t.Errorf("%d current rulings, want 3", n)
	}
}

func TestRecheckReportsFailures(t *testing.T) {
	s, _ := rulingstest.Open(t)
	ctx := context.Background()
	ids := saveAll(t, s, landsRuling(1), landsRuling(2))
	rep, err := s.Recheck(ctx, func(canonical string) (*rules.Ruling, error) {
		if canonical == landsRuling(1).Canonical {
			return nil, &rules.InputError{Option: "board", Message: "unknown card"}
		}
		// A changed answer from an engine whose version did not change.
		r := landsRuling(2)
		r.Answer = "different"
		return r, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Checked != 2 || len(rep.Failed) != 2 || len(rep.Superseded) != 0 {
		t.Fatalf("report %+v, want 2 failures", rep)
	}
	byID := map[string]string{}
	for _, f := range rep.Failed {
		byID[f.ID] = f.Err
	}
	if !strings.Contains(byID[ids[0]], "unknown card") {
		t.Errorf("failure of %s: %q", ids[0], byID[ids[0]])
	}
	if !strings.Contains(byID[ids[1]], "engine version") {
		t.Errorf("failure of %s: %q", ids[1], byID[ids[1]])
	}
	for _, id := range ids {
		if got, _ := s.Get(ctx, id); got.SupersededBy != "" {
			t.Errorf("%s superseded after a failed re-check", id)
		}
	}
}

func TestSameAnswer(t *testing.T) {
	a, b := landsRuling(2), landsRuling(2)
	b.Command, b.Engine, b.CR, b.Steps, b.ID = "/orrery lands orreries:2", "9.9.9", "2030-01-01", nil, "ABCDEFGH"
	if same, err := rulings.SameAnswer(a, b); err != nil || !same {
		t.Errorf("rulings differing only in wording and versions: same = %v, %v", same, err)
	}
	for name, change := range map[string]func(*rules.Ruling){
		"answer":     func(r *rules.Ruling) { r.Answer = "no" },
		"land plays": func(r *rules.Ruling) { r.LandPlays = intp(9) },
		"understood": func(r *rules.Ruling) { r.Understood = false },
		"outcomes":   func(r *rules.Ruling) { r.Outcomes = []rules.Outcome{{Events: []string{"x"}}} },
	} {
		c := landsRuling(2)
		change(c)
		if same, _ := rulings.SameAnswer(a, c); same {
			t.Errorf("a different %s counts as the same answer", name)
		}
	}
}
