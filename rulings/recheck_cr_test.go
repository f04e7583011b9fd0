package rulings_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/command"
	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rules/cr"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// askEngine asks a command through the engine, as bot recheck does.
func askEngine(canonical string) (*rules.Ruling, error) {
	inv, err := command.Parse(canonical)
	if err != nil {
		return nil, err
	}
	return inv.Answer(context.Background())
}

// newEdition is the published file made into a later edition: effective
// February 5, 2027, with CR 106.7 and CR 305.2 reworded.
func newEdition(t *testing.T) string {
	t.Helper()
	text := cr.Text()
	for _, c := range []struct{ old, new string }{
		{"effective as of September 25, 2026.", "effective as of February 5, 2027."},
		{"there’s no type of mana it could produce.", "there’s no type of mana it could produce. (Reworded in this edition.)"},
		{"\n305.2. A player can normally play one land during their turn;", "\n305.2. A player can normally play one land during each of their turns;"},
	} {
		if !strings.Contains(text, c.old) {
			t.Fatalf("the file lacks %q", c.old)
		}
		text = strings.ReplaceAll(text, c.old, c.new)
	}
	return text
}

// After a new edition is imported, bot recheck lists the stored rulings
// whose cited rules changed, asks them again, and says which verdicts
// changed; rulings whose cited rules read the same are left alone.
func TestRecheckCitationsAfterImport(t *testing.T) {
	s, _ := rulingstest.Open(t)
	t.Cleanup(func() { cr.Use(nil) })
	ctx := context.Background()
	who := rulings.Asker{Source: rulings.SourceCLI}

	// Three rulings stored under the built-in edition.
	pool, err := askEngine(`/judge tap board:"me: Reflecting Pool, Forest, Island" card:"Reflecting Pool"`)
	if err != nil {
		t.Fatal(err)
	}
	sick, err := askEngine(`/judge activate board:"me: Llanowar Elves (sick)" card:"Llanowar Elves"`)
	if err != nil {
		t.Fatal(err)
	}
	// A ruling stored by an engine that answered wrongly: ten land plays
	// for two Orreries.
	wrong := landsRuling(2)
	wrong.Answer, wrong.LandPlays, wrong.LandsLeft = "me may play 10 lands this turn in all.", intp(10), intp(10)
	if !slices.Contains(pool.Rules, "106.7") || slices.Contains(sick.Rules, "106.7") || slices.Contains(sick.Rules, "305.2") {
		t.Fatalf("the rulings cite %v and %v", pool.Rules, sick.Rules)
	}
	var ids []string
	for _, r := range []*rules.Ruling{pool, sick, wrong} {
		id, err := s.Save(ctx, r, who)
		if err != nil {
			t.Fatal(err)
		}
		if r.CR != cr.Edition {
			t.Errorf("ruling %s cites %q, want the built-in %s", id, r.CR, cr.Edition)
		}
		ids = append(ids, id)
	}

	// A damaged copy is refused, with the line, and changes nothing.
	text := newEdition(t)
	damaged := strings.Replace(text, "\n702.19c ", "\n702.91c ", 1)
	_, err = s.ImportCR(ctx, strings.NewReader(damaged), "damaged.txt")
	var perr *cr.ParseError
	if !errors.As(err, &perr) || perr.Line != 1+strings.Count(damaged[:strings.Index(damaged, "\n702.91c ")+1], "\n") {
		t.Fatalf("damaged file: %v", err)
	}
	if cr.Current().Edition != cr.Edition {
		t.Fatalf("a refused file changed the rules in use to %s", cr.Current().Edition)
	}

	ed, err := s.ImportCR(ctx, strings.NewReader(text), "MagicCompRules 20270205.txt")
	if err != nil {
		t.Fatal(err)
	}
	if ed.Edition != "2027-02-05" || ed.Rules != len(cr.Embedded().Rules) || ed.Terms != len(cr.Embedded().Glossary) {
		t.Errorf("imported %+v", ed)
	}
	if got := cr.Current().Edition; got != "2027-02-05" {
		t.Fatalf("the rules in use are of %s after the import", got)
	}
	// Another process opening the database uses the same edition.
	cr.Use(nil)
	doc, err := s.CurrentCR(ctx)
	if err != nil || doc.Edition != "2027-02-05" {
		t.Fatalf("CurrentCR = %v, %v", doc, err)
	}
	if err := s.LoadReference(ctx); err != nil || cr.Current().Edition != "2027-02-05" {
		t.Fatalf("after LoadReference the rules in use are of %s (%v)", cr.Current().Edition, err)
	}

	rep, err := s.RecheckCitations(ctx, askEngine)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Edition != "2027-02-05" || rep.Checked != 3 || rep.Unchanged != 1 || len(rep.Changed) != 2 {
		t.Fatalf("report %+v", rep)
	}
	byID := map[string]rulings.CitationChange{}
	for _, c := range rep.Changed {
		byID[c.ID] = c
	}
	// The pool's ruling cites 106.7, reworded: asked again, same verdict.
	c := byID[ids[0]]
	if len(c.Rules) != 1 || c.Rules[0].Number != "106.7" || !strings.Contains(c.Rules[0].New, "(Reworded in this edition.)") ||
		strings.Contains(c.Rules[0].Old, "Reworded") || c.VerdictChanged || c.NewID == "" || c.Err != "" || c.Edition != cr.Edition {
		t.Errorf("the pool's ruling: %+v", c)
	}
	// The wrong lands ruling cites 305.2, reworded: asked again, the
	// engine gives three land plays, a changed verdict.
	c = byID[ids[2]]
	if len(c.Rules) != 1 || c.Rules[0].Number != "305.2" || !c.VerdictChanged || !strings.HasPrefix(c.NewAnswer, "You may play 3 lands this turn in all") || c.NewID == "" {
		t.Errorf("the lands ruling: %+v", c)
	}
	if _, ok := byID[ids[1]]; ok {
		t.Errorf("the sick Elves' ruling is listed, but none of its rules changed")
	}
	// The old rulings are superseded by new ones citing the new edition.
	for _, i := range []int{0, 2} {
		old, err := s.Get(ctx, ids[i])
		if err != nil || old.SupersededBy != byID[ids[i]].NewID {
			t.Errorf("ruling %s: superseded by %q, want %q (%v)", ids[i], old.SupersededBy, byID[ids[i]].NewID, err)
		}
		fresh, err := s.Get(ctx, byID[ids[i]].NewID)
		if err != nil || fresh.CREdition != "2027-02-05" || fresh.Ruling.CR != "2027-02-05" {
			t.Errorf("new ruling %s: %+v, %v", byID[ids[i]].NewID, fresh, err)
		}
	}
	// A question asked now records the new edition.
	again, _ := askEngine(`/judge activate board:"me: Forest" card:Forest`)
	if _, err := s.Save(ctx, again, who); err != nil || again.CR != "2027-02-05" {
		t.Errorf("a new ruling cites %q (%v)", again.CR, err)
	}
	// Checked again, nothing is left to re-answer.
	rep, err = s.RecheckCitations(ctx, askEngine)
	if err != nil || rep.Checked != 1 || rep.Unchanged != 1 || len(rep.Changed) != 0 {
		t.Errorf("second re-check %+v, %v", rep, err)
	}
}
