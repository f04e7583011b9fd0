package discord

import (
	"strings"
	"sync"
	"time"
)

// Limits keep one user or one server from taking the bot for itself.
// Each user and each guild has a bucket of tokens: a command or a button
// press takes one, and tokens come back at the given rate up to the
// burst. Autocomplete is not counted. A zero field takes its default; a
// negative rate or limit turns that limit off.
type Limits struct {
	// UserPerMinute and UserBurst limit each user.
	UserPerMinute float64
	UserBurst     int
	// GuildPerMinute and GuildBurst limit each guild (server).
	GuildPerMinute float64
	GuildBurst     int
	// MaxPermanents is the most permanents a board may hold.
	MaxPermanents int
}

// DefaultLimits are the limits used for fields left zero.
var DefaultLimits = Limits{
	UserPerMinute:  20,
	UserBurst:      8,
	GuildPerMinute: 240,
	GuildBurst:     60,
	MaxPermanents:  500,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	if l.UserPerMinute == 0 {
		l.UserPerMinute = d.UserPerMinute
	}
	if l.UserBurst == 0 {
		l.UserBurst = d.UserBurst
	}
	if l.GuildPerMinute == 0 {
		l.GuildPerMinute = d.GuildPerMinute
	}
	if l.GuildBurst == 0 {
		l.GuildBurst = d.GuildBurst
	}
	if l.MaxPermanents == 0 {
		l.MaxPermanents = d.MaxPermanents
	}
	return l
}

// limiter holds the token buckets, by key ("user:ID", "guild:ID").
type limiter struct {
	cfg Limits
	now func() time.Time

	mu      sync.Mutex
	buckets map[string]*bucket
	sweep   time.Time // when idle buckets were last dropped
}

type bucket struct {
	tokens float64
	at     time.Time // when tokens was last brought up to date
}

func newLimiter(cfg Limits, now func() time.Time) *limiter {
	return &limiter{cfg: cfg, now: now, buckets: map[string]*bucket{}}
}

// allow takes a token from key's bucket. When there is none it returns
// false and how long until there is.
func (l *limiter) allow(key string, perMinute float64, burst int) (bool, time.Duration) {
	if perMinute < 0 || burst < 0 {
		return true, 0
	}
	now := l.now()
	rate := perMinute / 60 // tokens per second
	l.mu.Lock()
	defer l.mu.Unlock()
	l.dropIdle(now)
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: float64(burst), at: now}
		l.buckets[key] = b
	}
	if elapsed := now.Sub(b.at).Seconds(); elapsed > 0 {
		b.tokens = min(float64(burst), b.tokens+elapsed*rate)
	}
	b.at = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	if rate == 0 {
		return false, time.Hour
	}
	wait := time.Duration((1 - b.tokens) / rate * float64(time.Second))
	return false, wait
}

// dropIdle forgets buckets that have filled up again, at most once a
// minute, so that memory stays bounded by the users of the last minutes.
func (l *limiter) dropIdle(now time.Time) {
	if now.Sub(l.sweep) < time.Minute {
		return
	}
	l.sweep = now
	for k, b := range l.buckets {
		perMinute, burst := l.cfg.GuildPerMinute, l.cfg.GuildBurst
		if strings.HasPrefix(k, "user:") {
			perMinute, burst = l.cfg.UserPerMinute, l.cfg.UserBurst
		}
		if perMinute <= 0 {
			continue
		}
		if b.tokens+now.Sub(b.at).Seconds()*perMinute/60 >= float64(burst) {
			delete(l.buckets, k)
		}
	}
}
