package discord

import (
	"crypto/ed25519"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"
	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/orrery-judge/orrery/bot/app"
)

// Config is what the Discord front end needs to know beyond the App.
type Config struct {
	// Token is the bot's token. The gateway needs it; interactions
	// received over HTTP are answered without it.
	Token string
	// AppID is the application's id, for registering commands.
	AppID string
	// PublicKey is the application's public key in hex, to check the
	// signature of interactions received over HTTP.
	PublicKey string
	// ShardID and ShardCount split the gateway connection of a large bot
	// across processes; ShardCount 0 or 1 means one shard.
	ShardID, ShardCount int
	// JudgeRoles lists, per guild id, the ids of the roles whose members
	// may review rulings. Members with the Manage Server permission may
	// review rulings in any guild.
	JudgeRoles map[string][]string
	// Limits are the rate limits and the largest board answered.
	Limits Limits
	// Observe, when set, is called once for every interaction, after its
	// reply is sent: a hook for metrics. It must be quick and safe for
	// concurrent use.
	Observe func(Report)
	// DeferAfter is how long an answer may take before the reply is
	// deferred (Discord shows "thinking…") and edited when the answer is
	// ready; 0 means DefaultDeferAfter. Discord allows three seconds.
	DeferAfter time.Duration
	// Emoji maps a mana symbol as Oracle text writes it ("{G}") to the
	// emoji replies show in its place ("<:mana_g:1234567890>"); a symbol
	// not mapped is shown as written.
	Emoji map[string]string
}

// DefaultDeferAfter is how long an answer may take before it is deferred,
// leaving time for the response to reach Discord within its three seconds.
const DefaultDeferAfter = 2 * time.Second

// interactionTimeout bounds the work for one interaction, well within the
// 15 minutes an interaction token stays valid.
const interactionTimeout = 2 * time.Minute

// Bot answers Discord interactions: slash commands, autocomplete and
// buttons, received over the gateway (RunGateway) or over HTTP
// (InteractionsHandler). It is safe for concurrent use.
type Bot struct {
	app       *app.App
	cfg       Config
	log       *slog.Logger
	publicKey ed25519.PublicKey
	limits    *limiter
	// rest edits deferred replies and sends follow-up messages.
	rest *discordgo.Session
	// now is the clock, for checking timestamps and refilling rate limits.
	now func() time.Time
	// style is how replies show mana symbols and link cards.
	style style

	// replies keeps the replies of stored rulings last shown, by ruling
	// id and question as asked, ready to send: a stored ruling never
	// changes, and neither does its reply.
	replies *lru.Cache[string, *Message]
	// gateway is the state of the gateway connection (GatewayState);
	// gatewayRetry the first wait after a failed attempt to connect, 0
	// meaning a second.
	gateway      atomic.Value
	gatewayRetry time.Duration

	// seen keeps the responses to interactions received over HTTP, so that
	// one received again is answered the same and handled once.
	seen *seenInteractions

	// idle hands an interaction to a goroutine that answered one before
	// and waits for the next (see work); stop ends those goroutines.
	idle     chan func()
	stop     chan struct{}
	stopOnce sync.Once

	mu       sync.Mutex
	closing  bool
	inflight sync.WaitGroup
}

// keptReplies is how many replies of stored rulings a Bot keeps ready.
const keptReplies = 512

// New makes the Discord front end of an App. A public key that is set
// must be a valid ed25519 public key in hex.
func New(a *app.App, cfg Config) (*Bot, error) {
	if a == nil {
		return nil, fmt.Errorf("discord: no app")
	}
	b := &Bot{app: a, cfg: cfg, log: a.Log, now: time.Now}
	b.replies, _ = lru.New[string, *Message](keptReplies)
	b.seen = newSeenInteractions()
	b.idle, b.stop = make(chan func()), make(chan struct{})
	if b.log == nil {
		b.log = slog.Default()
	}
	if cfg.PublicKey != "" {
		key, err := hex.DecodeString(cfg.PublicKey)
		if err != nil || len(key) != ed25519.PublicKeySize {
			return nil, fmt.Errorf("discord public key: expected %d bytes in hex (%d characters), as the Developer Portal shows it", ed25519.PublicKeySize, 2*ed25519.PublicKeySize)
		}
		b.publicKey = ed25519.PublicKey(key)
	}
	if cfg.ShardCount > 1 && (cfg.ShardID < 0 || cfg.ShardID >= cfg.ShardCount) {
		return nil, fmt.Errorf("discord shard id %d: expected 0 to %d for %d shards", cfg.ShardID, cfg.ShardCount-1, cfg.ShardCount)
	}
	b.limits = newLimiter(cfg.Limits.withDefaults(), b.clock)
	b.style = newStyle(cfg.Emoji, a.PublicURL)
	rest, err := newSession(cfg.Token)
	if err != nil {
		return nil, err
	}
	b.rest = rest
	return b, nil
}

// newSession makes a discordgo session for REST calls (and the gateway).
// Interaction webhooks need no token, so token may be "".
func newSession(token string) (*discordgo.Session, error) {
	auth := ""
	if token != "" {
		auth = "Bot " + token
	}
	s, err := discordgo.New(auth)
	if err != nil {
		return nil, fmt.Errorf("discord session: %w", err)
	}
	s.Client = &http.Client{Timeout: 15 * time.Second}
	s.StateEnabled = false
	return s, nil
}

func (b *Bot) clock() time.Time { return b.now() }

func (b *Bot) deferAfter() time.Duration {
	if b.cfg.DeferAfter > 0 {
		return b.cfg.DeferAfter
	}
	return DefaultDeferAfter
}

// begin counts an interaction in flight; it returns false once Close has
// begun, when no new interaction is taken on.
func (b *Bot) begin() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closing {
		return false
	}
	b.inflight.Add(1)
	return true
}

// Close stops taking new interactions and waits for those in flight to
// finish (their replies sent or edited), or for timeout. It reports
// whether they all finished.
func (b *Bot) Close(timeout time.Duration) bool {
	b.mu.Lock()
	b.closing = true
	b.mu.Unlock()
	done := make(chan struct{})
	go func() {
		b.inflight.Wait()
		close(done)
	}()
	select {
	case <-done:
		b.stopOnce.Do(func() { close(b.stop) })
		return true
	case <-time.After(timeout):
		b.log.Warn("interactions still in flight at shutdown", "waited", timeout.String())
		return false
	}
}

// idleWorker is how long a goroutine that answered an interaction waits
// for the next before it ends.
const idleWorker = 2 * time.Second

// spawn runs f on a goroutine: one that answered an interaction before and
// is waiting for the next, or a new one. Goroutines are kept between
// interactions because an interaction's work grows a goroutine's stack,
// and a new goroutine would grow it again each time.
func (b *Bot) spawn(f func()) {
	select {
	case b.idle <- f:
	default:
		go b.work(f)
	}
}

// work runs f, then the functions spawn hands it, until none comes for
// idleWorker or the Bot is closed.
func (b *Bot) work(f func()) {
	t := time.NewTimer(idleWorker)
	defer t.Stop()
	for {
		f()
		f = nil // nothing of the interaction is kept while waiting
		t.Reset(idleWorker)
		select {
		case f = <-b.idle:
		case <-t.C:
			return
		case <-b.stop:
			return
		}
	}
}
