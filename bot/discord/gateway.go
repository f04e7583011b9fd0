package discord

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"
)

// RunGateway connects to Discord's gateway with the bot's token and
// answers the interactions it delivers until ctx is cancelled; then it
// closes the connection and returns. discordgo reconnects (and resumes)
// by itself when the connection drops. Interactions still being answered
// when it returns finish on their own; Close waits for them.
func (b *Bot) RunGateway(ctx context.Context) error {
	if b.cfg.Token == "" {
		return errors.New("the gateway needs the bot's token (discord.token or DISCORD_TOKEN)")
	}
	s, err := newSession(b.cfg.Token)
	if err != nil {
		return err
	}
	useSlogForDiscordgo(b.log)
	s.LogLevel = discordgo.LogWarning
	// Interactions need no intent; guild events keep the count of guilds.
	s.Identify.Intents = discordgo.IntentsGuilds
	s.ShardID, s.ShardCount = 0, 1
	if b.cfg.ShardCount > 1 {
		s.ShardID, s.ShardCount = b.cfg.ShardID, b.cfg.ShardCount
	}
	log := b.log.With("shard", s.ShardID, "shards", s.ShardCount)

	g := &guildCount{ids: map[string]bool{}}
	s.AddHandler(func(_ *discordgo.Session, r *discordgo.Ready) {
		b.gateway.Store(GatewayReady)
		g.ready(r.Guilds)
		user := ""
		if r.User != nil {
			user = r.User.Username
		}
		log.Info("gateway ready", "user", user, "guilds", g.count())
	})
	s.AddHandler(func(_ *discordgo.Session, e *discordgo.GuildCreate) {
		if e.Guild != nil && g.add(e.ID) {
			log.Info("joined a guild", "guild", e.ID, "guilds", g.count())
		}
	})
	s.AddHandler(func(_ *discordgo.Session, e *discordgo.GuildDelete) {
		if e.Guild != nil && !e.Unavailable && g.remove(e.ID) {
			log.Info("left a guild", "guild", e.ID, "guilds", g.count())
		}
	})
	s.AddHandler(func(_ *discordgo.Session, _ *discordgo.Resumed) {
		log.Info("gateway resumed", "guilds", g.count())
	})
	var closing atomic.Bool
	s.AddHandler(func(_ *discordgo.Session, _ *discordgo.Disconnect) {
		if !closing.Load() {
			log.Warn("gateway disconnected; reconnecting")
		}
	})
	s.AddHandler(func(s *discordgo.Session, ic *discordgo.InteractionCreate) {
		i := ic.Interaction
		respond := ResponderFunc(func(ctx context.Context, r *discordgo.InteractionResponse) error {
			return s.InteractionRespond(i, r, discordgo.WithContext(ctx))
		})
		if !b.begin() {
			respond(ctx, restartingResponse())
			return
		}
		defer b.inflight.Done()
		b.Handle(ctx, i, respond)
	})

	b.gateway.Store(GatewayConnecting)
	if !b.openGateway(ctx, s, log) {
		return nil // stopped before it connected
	}
	log.Info("gateway connected")
	<-ctx.Done()
	closing.Store(true)
	if err := s.Close(); err != nil {
		log.Warn("closing the gateway connection", "err", err)
	}
	log.Info("gateway closed", "guilds", g.count())
	b.gateway.Store(GatewayOff)
	return nil
}

// The states of the gateway connection, as GatewayState gives them.
const (
	// GatewayOff: the gateway is not run (or has closed).
	GatewayOff = ""
	// GatewayConnecting: connecting for the first time.
	GatewayConnecting = "connecting"
	// GatewayRetrying: connecting failed; trying again with backoff.
	GatewayRetrying = "retrying"
	// GatewayReady: connected, and Discord said READY.
	GatewayReady = "ready"
)

// GatewayState says how the gateway connection is, for health checks.
func (b *Bot) GatewayState() string {
	st, _ := b.gateway.Load().(string)
	return st
}

// maxGatewayRetry caps the wait between two attempts to connect.
const maxGatewayRetry = time.Minute

// openGateway connects s, trying again with a wait that doubles after each
// failure (Discord away, the network down), until it connects or ctx ends;
// it reports whether it connected. The first failure is logged, and the
// connection once it comes; not each attempt.
func (b *Bot) openGateway(ctx context.Context, s *discordgo.Session, log *slog.Logger) bool {
	wait := b.gatewayRetry
	if wait <= 0 {
		wait = time.Second
	}
	for failures := 0; ; failures++ {
		err := s.Open()
		if err == nil {
			if failures > 0 {
				log.Info("connected to the Discord gateway after failing", "attempts", failures+1)
			}
			return true
		}
		b.gateway.Store(GatewayRetrying)
		if failures == 0 {
			log.Warn("connecting to the Discord gateway failed; trying again, waiting longer each time, until it works", "err", err)
		}
		select {
		case <-ctx.Done():
			b.gateway.Store(GatewayOff)
			return false
		case <-time.After(wait):
		}
		wait = min(2*wait, maxGatewayRetry)
	}
}

// guildCount keeps the set of guilds the shard is in.
type guildCount struct {
	mu  sync.Mutex
	ids map[string]bool
}

func (g *guildCount) ready(guilds []*discordgo.Guild) {
	g.mu.Lock()
	defer g.mu.Unlock()
	clear(g.ids)
	for _, gu := range guilds {
		g.ids[gu.ID] = true
	}
}

// add reports whether the guild is new.
func (g *guildCount) add(id string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.ids[id] {
		return false
	}
	g.ids[id] = true
	return true
}

func (g *guildCount) remove(id string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.ids[id] {
		return false
	}
	delete(g.ids, id)
	return true
}

func (g *guildCount) count() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.ids)
}

var (
	discordgoLog     atomic.Pointer[slog.Logger]
	discordgoLogOnce sync.Once
)

// useSlogForDiscordgo sends discordgo's own log lines to log. discordgo
// keeps its logger in a package variable, so the last logger set wins.
func useSlogForDiscordgo(log *slog.Logger) {
	discordgoLog.Store(log)
	discordgoLogOnce.Do(func() {
		discordgo.Logger = func(level, _ int, format string, args ...any) {
			l := discordgoLog.Load()
			if l == nil {
				return
			}
			lv := slog.LevelDebug
			switch level {
			case discordgo.LogError:
				lv = slog.LevelError
			case discordgo.LogWarning:
				lv = slog.LevelWarn
			case discordgo.LogInformational:
				lv = slog.LevelInfo
			}
			l.Log(context.Background(), lv, fmt.Sprintf(format, args...), "from", "discordgo")
		}
	})
}
