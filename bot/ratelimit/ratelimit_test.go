package ratelimit_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/bot/ratelimit"
)

// clock is a clock the test moves by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestBurstThenRate(t *testing.T) {
	c := &clock{t: time.Date(2026, 9, 25, 12, 0, 0, 0, time.UTC)}
	k := ratelimit.New(60, 3, c.now) // one a second, three at once
	for i := range 3 {
		if ok, _ := k.Allow("a"); !ok {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	ok, wait := k.Allow("a")
	if ok || wait != time.Second {
		t.Fatalf("past the burst: ok %v, wait %v; want refused, 1s", ok, wait)
	}
	// A refusal takes no token: half a second on, it is half a second.
	c.t = c.t.Add(500 * time.Millisecond)
	if ok, wait := k.Allow("a"); ok || wait != 500*time.Millisecond {
		t.Fatalf("half a second on: ok %v, wait %v", ok, wait)
	}
	c.t = c.t.Add(500 * time.Millisecond)
	if ok, _ := k.Allow("a"); !ok {
		t.Fatal("a second on, refused")
	}
	// Another key has its own bucket.
	if ok, _ := k.Allow("b"); !ok {
		t.Fatal("another key refused")
	}
}

func TestOffAllowsEverything(t *testing.T) {
	for _, k := range []*ratelimit.Keyed{ratelimit.New(0, 5, nil), ratelimit.New(-1, 5, nil), ratelimit.New(10, -1, nil)} {
		for i := range 1000 {
			if ok, _ := k.Allow("a"); !ok {
				t.Fatalf("an off limit refused request %d", i)
			}
		}
	}
}

// Buckets that filled up again are forgotten, so that memory follows the
// keys active lately, not every key ever seen.
func TestFullBucketsForgotten(t *testing.T) {
	c := &clock{t: time.Date(2026, 9, 25, 12, 0, 0, 0, time.UTC)}
	k := ratelimit.New(60, 2, c.now)
	for i := range 10_000 {
		k.Allow(fmt.Sprint("addr-", i))
	}
	if k.Len() != 10_000 {
		t.Fatalf("%d buckets, want 10000", k.Len())
	}
	c.t = c.t.Add(2 * time.Minute)
	k.Allow("new")
	if k.Len() != 1 {
		t.Errorf("%d buckets two minutes later, want only the new one", k.Len())
	}
}
