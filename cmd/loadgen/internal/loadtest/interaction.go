package loadtest

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// Key is the application's key pair: the bot checks signatures with the
// public half (discord.public_key, DISCORD_PUBLIC_KEY), and the load
// generator signs with the private half, as Discord does.
type Key struct {
	private ed25519.PrivateKey
}

// NewKey makes a new random key pair.
func NewKey() Key {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		panic(err) // crypto/rand does not fail
	}
	return Key{priv}
}

// KeyFromSeed makes the key pair of a 32-byte seed written in hex, so that
// a bot started elsewhere can be given the matching public key.
func KeyFromSeed(seedHex string) (Key, error) {
	seed, err := hex.DecodeString(strings.TrimSpace(seedHex))
	if err != nil || len(seed) != ed25519.SeedSize {
		return Key{}, fmt.Errorf("a key seed is %d bytes written as %d hexadecimal digits", ed25519.SeedSize, 2*ed25519.SeedSize)
	}
	return Key{ed25519.NewKeyFromSeed(seed)}, nil
}

// PublicHex is the public key as the Developer Portal shows it, for
// DISCORD_PUBLIC_KEY.
func (k Key) PublicHex() string {
	return hex.EncodeToString(k.private.Public().(ed25519.PublicKey))
}

// SeedHex is the private key's seed in hex, for KeyFromSeed.
func (k Key) SeedHex() string { return hex.EncodeToString(k.private.Seed()) }

// signed is one request ready to send: its body and Discord's two
// signature headers.
type signed struct {
	body      []byte
	signature string
	timestamp string
}

// sign signs body as sent at the time at: ed25519 over the timestamp in
// decimal seconds followed by the body.
func (k Key) sign(body []byte, at time.Time) signed {
	ts := strconv.FormatInt(at.Unix(), 10)
	msg := make([]byte, 0, len(ts)+len(body))
	msg = append(append(msg, ts...), body...)
	return signed{body: body, signature: hex.EncodeToString(ed25519.Sign(k.private, msg)), timestamp: ts}
}

// A Scenario is one kind of interaction a load test sends: its body for
// the nth request, and what a correct answer is.
type Scenario struct {
	// Name names the scenario in reports: "ping", "upkeep".
	Name string
	// Body is the interaction the nth request sends. Each request has its
	// own interaction id and token, as Discord's do.
	Body func(n int) []byte
	// Want is the interaction response types that answer it correctly
	// (1 PONG, 4 a message, 5 a deferred message).
	Want []int
}

// Ping is Discord's PING: the bot checks the signature and answers PONG,
// nothing else.
var Ping = Scenario{
	Name: "ping",
	Body: func(n int) []byte {
		return marshal(interaction{ID: interactionID(), ApplicationID: applicationID, Type: 1, Token: token("ping", n), Version: 1})
	},
	Want: []int{1},
}

// Upkeep is /orrery upkeep hand:0 from a member of a server: the bot
// checks the signature, asks the engine, stores the ruling with who asked,
// and answers with the ruling's embed (or defers it when the answer takes
// long). Users vary over a thousand ids.
var Upkeep = Command("upkeep", "orrery", Option{Name: "upkeep", Type: 1, Options: []Option{{Name: "hand", Type: 4, Value: 0}}})

// ManyHands is the number of questions UpkeepMany asks in turn: more than
// the bot keeps in memory (app.DefaultRemember rulings), so that each
// question comes again after the bot has let go of it.
const ManyHands = 4096

// UpkeepMany is /orrery upkeep hand:N, N going round 0 to ManyHands-1: a
// first round stores each question's ruling, and afterwards each question
// is one stored already that the bot no longer keeps in memory, so the
// engine is asked and the reply made every time.
var UpkeepMany = commandN("upkeep-many", "orrery", func(n int) []Option {
	return []Option{{Name: "upkeep", Type: 1, Options: []Option{{Name: "hand", Type: 4, Value: n % ManyHands}}}}
})

// Command is a scenario of a slash command: the command's name and its
// options as Discord delivers them (a subcommand is an Option of Type 1
// holding its own options).
func Command(scenario, name string, options ...Option) Scenario {
	return commandN(scenario, name, func(int) []Option { return options })
}

// commandN is a scenario of a slash command whose options vary with the
// request.
func commandN(scenario, name string, options func(n int) []Option) Scenario {
	return Scenario{
		Name: scenario,
		Body: func(n int) []byte {
			return marshal(interaction{
				ID:            interactionID(),
				ApplicationID: applicationID,
				Type:          2,
				Token:         token(scenario, n),
				Version:       1,
				GuildID:       guildID,
				ChannelID:     channelID,
				Member:        &member{User: user{ID: snowflake(3, n%1000), Username: "player" + strconv.Itoa(n%1000)}, Permissions: "0"},
				Data:          &commandData{ID: snowflake(4, 0), Name: name, Type: 1, Options: options(n)},
			})
		},
		Want: []int{4, 5},
	}
}

// Option is an option of a slash command as Discord delivers it.
type Option struct {
	Name    string   `json:"name"`
	Type    int      `json:"type"`
	Value   any      `json:"value,omitempty"`
	Options []Option `json:"options,omitempty"`
}

// MarshalJSON writes Value even when it is zero: hand:0 is an option
// given, not one left out.
func (o Option) MarshalJSON() ([]byte, error) {
	type plain struct {
		Name    string   `json:"name"`
		Type    int      `json:"type"`
		Value   any      `json:"value"`
		Options []Option `json:"options,omitempty"`
	}
	type group struct {
		Name    string   `json:"name"`
		Type    int      `json:"type"`
		Options []Option `json:"options"`
	}
	if o.Type == 1 || o.Type == 2 { // subcommand, subcommand group
		return json.Marshal(group{o.Name, o.Type, o.Options})
	}
	return json.Marshal(plain(o))
}

// The ids every interaction of a load test shares.
const (
	applicationID = "1100000000000000000"
	guildID       = "290926798626357999"
	channelID     = "290926798626357250"
)

// interaction is the part of a Discord interaction the bot reads.
type interaction struct {
	ID            string       `json:"id"`
	ApplicationID string       `json:"application_id"`
	Type          int          `json:"type"`
	Token         string       `json:"token"`
	Version       int          `json:"version"`
	GuildID       string       `json:"guild_id,omitempty"`
	ChannelID     string       `json:"channel_id,omitempty"`
	Member        *member      `json:"member,omitempty"`
	Data          *commandData `json:"data,omitempty"`
}

type member struct {
	User        user   `json:"user"`
	Permissions string `json:"permissions"`
}

type user struct {
	ID       string `json:"id"`
	Username string `json:"username"`
}

type commandData struct {
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	Type    int      `json:"type"`
	Options []Option `json:"options,omitempty"`
}

// snowflake is a distinct id for each kind and n.
// interactionIDs numbers the interactions made in this process: the bot
// answers an interaction id it has seen with its first response, without
// handling it again, so every request of every round has its own.
var interactionIDs atomic.Int64

func interactionID() string {
	return snowflake(2, int(interactionIDs.Add(1)))
}

func snowflake(kind, n int) string {
	return strconv.FormatInt(1_200_000_000_000_000_000+int64(kind)*1_000_000_000_000+int64(n), 10)
}

func token(scenario string, n int) string {
	return "load-" + scenario + "-" + strconv.Itoa(n)
}

func marshal(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // the types above always marshal
	}
	return b
}
