package rulings_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/orrery-judge/orrery/db/pgembed"
	"github.com/orrery-judge/orrery/db/pgtest"
	"github.com/orrery-judge/orrery/rulings"
)

// A ruling stored in the private cluster is there after the cluster is
// stopped and started again on the same folder.
func TestRulingSurvivesRestartOfEmbeddedCluster(t *testing.T) {
	dir, err := os.MkdirTemp("", "orrery-restart-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	ctx := context.Background()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	s, err := rulings.Connect(ctx, rulings.Options{DataDir: dir, Logger: quiet})
	if errors.Is(err, pgembed.ErrNoBinaries) {
		pgtest.Unavailable(t, err)
	}
	if err != nil {
		t.Fatal(err)
	}
	id, err := s.Save(ctx, reflectionRuling(), cli)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Review(ctx, id, rulings.Review{Verdict: rulings.Correct, ReviewerName: "alice"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "postgres", "postmaster.pid")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the server is still running after Close (postmaster.pid: %v)", err)
	}

	s, err = rulings.Connect(ctx, rulings.Options{DataDir: dir, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.Get(ctx, id)
	if err != nil {
		t.Fatalf("after restart: %v", err)
	}
	if got.Ruling.Answer != reflectionRuling().Answer || got.Asks != 1 || got.Latest == nil || got.Latest.ReviewerName != "alice" {
		t.Errorf("after restart: %+v", got)
	}
}
