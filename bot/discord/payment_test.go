package discord

import (
	"context"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/bot/command"
)

// The embed shows the first way to pay and says how many more the Steps
// button shows; the steps list them all.
func TestEmbedShowsAWayToPayAndTheOthersBehindSteps(t *testing.T) {
	inv, err := command.Parse(`/judge pay board:"me: 2x Forest, Island" cost:{1}{G}`)
	if err != nil {
		t.Fatal(err)
	}
	r, err := inv.Answer(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	e := rulingView{r: r}.embed()
	for _, want := range []string{"**Can be paid now:** yes", "**2 ways to pay**", "• Tap Forest for {G} (×2)", "… and 1 more (Steps shows them all)"} {
		if !strings.Contains(e.Description, want) {
			t.Errorf("description lacks %q:\n%s", want, e.Description)
		}
	}
	if e.Color != colorLegal {
		t.Errorf("color %#x, want the color of yes", e.Color)
	}
	steps := strings.Join(stepLines(r), "\n")
	for _, want := range []string{"**All 2 ways to pay**", "• Tap Forest for {G} (×2)", "• Tap Forest for {G}, tap Island for {U}"} {
		if !strings.Contains(steps, want) {
			t.Errorf("steps lack %q:\n%s", want, steps)
		}
	}
}
