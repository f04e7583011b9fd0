package discord

import (
	"time"

	"github.com/orrery-judge/orrery/bot/ratelimit"
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

// DefaultLimits are the limits used for fields left zero: the defaults of
// the configuration (config.Default), a quarter of a minute's questions
// at once.
var DefaultLimits = Limits{
	UserPerMinute:  20,
	UserBurst:      5,
	GuildPerMinute: 120,
	GuildBurst:     30,
	MaxPermanents:  200,
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

// limiter holds the token buckets of users and of guilds.
type limiter struct {
	cfg           Limits
	users, guilds *ratelimit.Keyed
}

func newLimiter(cfg Limits, now func() time.Time) *limiter {
	return &limiter{
		cfg:    cfg,
		users:  ratelimit.New(cfg.UserPerMinute, cfg.UserBurst, now),
		guilds: ratelimit.New(cfg.GuildPerMinute, cfg.GuildBurst, now),
	}
}

// user takes a token from the user's bucket; when there is none it
// returns false and how long until there is.
func (l *limiter) user(id string) (bool, time.Duration) { return l.users.Allow(id) }

// guild takes a token from the guild's bucket, as user does.
func (l *limiter) guild(id string) (bool, time.Duration) { return l.guilds.Allow(id) }
