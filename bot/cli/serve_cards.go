package cli

import (
	"context"
	"log/slog"
	"time"

	"github.com/orrery-judge/orrery/rules/catalog"
	"github.com/orrery-judge/orrery/rulings"
)

// cardsCheckEvery is how often a running server looks for card data that
// bot cards import stored after it started.
const cardsCheckEvery = time.Minute

// followCardImports makes newer card data imported into the database the
// catalog in use, looking every interval until ctx ends.
func followCardImports(ctx context.Context, store *rulings.Store, log *slog.Logger, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		changed, err := store.RefreshCards(ctx)
		if err != nil {
			if ctx.Err() == nil {
				log.Warn("looking for newer card data", "err", err)
			}
			continue
		}
		if changed {
			log.Info("answering from newer card data", "cards", catalog.EditionName())
		}
	}
}
