// Package ratelimit keeps one token bucket per key (a Discord user, a
// Discord server, a web client's address), built on golang.org/x/time/rate,
// with memory bounded by the keys active in the last minutes.
//
//	perAddress := ratelimit.New(30, 10, time.Now) // 30 a minute, 10 at once
//	if ok, wait := perAddress.Allow(addr); !ok {
//		// refuse, and say to try again after wait
//	}
package ratelimit

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Keyed is a set of token buckets, one per key, all refilled at the same
// rate up to the same burst. It is safe for concurrent use.
type Keyed struct {
	limit rate.Limit
	burst int
	off   bool
	now   func() time.Time

	mu      sync.Mutex
	buckets map[string]*rate.Limiter
	sweep   time.Time // when full buckets were last dropped
}

// New makes buckets that refill perMinute tokens a minute and hold at most
// burst (at least 1). perMinute 0 or less, or burst less than 0, turns the
// limit off: everything is allowed. now is the clock (time.Now).
func New(perMinute float64, burst int, now func() time.Time) *Keyed {
	if now == nil {
		now = time.Now
	}
	return &Keyed{
		limit:   rate.Limit(perMinute / 60),
		burst:   max(burst, 1),
		off:     perMinute <= 0 || burst < 0,
		now:     now,
		buckets: map[string]*rate.Limiter{},
	}
}

// Allow takes a token from key's bucket. When there is none it returns
// false and how long until there is one.
func (k *Keyed) Allow(key string) (bool, time.Duration) {
	if k.off {
		return true, 0
	}
	now := k.now()
	k.mu.Lock()
	k.dropFull(now)
	b, ok := k.buckets[key]
	if !ok {
		b = rate.NewLimiter(k.limit, k.burst)
		b.SetBurstAt(now, k.burst) // a new bucket starts full, at now
		k.buckets[key] = b
	}
	k.mu.Unlock()
	r := b.ReserveN(now, 1)
	if !r.OK() {
		return false, time.Hour
	}
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

// Len is the number of buckets held: the keys seen lately that have not
// filled up again.
func (k *Keyed) Len() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.buckets)
}

// dropFull forgets the buckets that have filled up again, at most once a
// minute: a full bucket is the same as none. k.mu is held.
func (k *Keyed) dropFull(now time.Time) {
	if now.Sub(k.sweep) < time.Minute {
		return
	}
	k.sweep = now
	for key, b := range k.buckets {
		if b.TokensAt(now) >= float64(k.burst) {
			delete(k.buckets, key)
		}
	}
}
