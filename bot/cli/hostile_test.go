package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/config"
	"github.com/orrery-judge/orrery/bot/discord"
	"github.com/orrery-judge/orrery/bot/discord/discordtest"
)

// hostileCase is input meant to cost the bot time or memory, or to confuse
// what it prints, and what the error about it must say.
type hostileCase struct {
	name string
	// cmd is the command as typed (bot ask); opts are the same options as
	// Discord delivers them, under the command named by path.
	cmd  string
	path []string
	opts map[string]any
	// want is in the error for bot ask; discordWant in the reply in
	// Discord, "" for the same as want. With answered, the question is
	// within the limits and must be answered instead (want is then in
	// the answer).
	want, discordWant string
	answered          bool
	// unbounded, when set, says why the question is known to take
	// memory without bound: the case is skipped until that is fixed.
	unbounded string
}

// hostileMemory bounds the memory of the process that answers a hostile
// question (RLIMIT_DATA: its heap and stacks). The largest questions the
// limits let through need a few tens of megabytes.
const hostileMemory = 512 << 20

func hostileCases() []hostileCase {
	forests := func(n int) string { return "me: " + strings.Repeat("Forest, ", n-1) + "Forest" }
	tap := []string{"judge", "tap"}
	return []hostileCase{
		{
			name: "board over 64 KiB",
			cmd:  `/judge tap board:"` + forests(9000) + `" card:Forest`,
			path: tap, opts: map[string]any{"board": forests(9000), "card": "Forest"},
			want: "at most 65536", discordWant: "request body too large",
		},
		{
			name: "8000 permanents",
			cmd:  `/judge tap board:"` + forests(8000) + `" card:Forest`,
			path: tap, opts: map[string]any{"board": forests(8000), "card": "Forest"},
			want: "too many permanents: a board holds at most 2000",
		},
		{
			name: "counts adding up past the limit",
			cmd:  `/judge tap board:"me: 1000x Forest, 1000x Island, 1000x Swamp" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: 1000x Forest, 1000x Island, 1000x Swamp", "card": "Forest"},
			want: "too many permanents: a board holds at most 2000",
		},
		{
			name: "999999x Forest",
			cmd:  `/judge tap board:"me: 999999x Forest" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: 999999x Forest", "card": "Forest"},
			want: "at most 1000 copies in one item",
		},
		{
			name: "a count with forty digits",
			cmd:  `/judge tap board:"me: ` + strings.Repeat("9", 40) + `x Forest" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: " + strings.Repeat("9", 40) + "x Forest", "card": "Forest"},
			want: "at most 1000 copies in one item",
		},
		{
			name: "huge X",
			cmd:  `/judge enters card:"Endless One" x:999999999999`,
			path: []string{"judge", "enters"}, opts: map[string]any{"card": "Endless One", "x": 999999999999.0},
			want: "too large: at most 1000000",
		},
		{
			name: "huge hand",
			cmd:  `/orrery upkeep hand:99999999999999999999999`,
			path: []string{"orrery", "upkeep"}, opts: map[string]any{"hand": 1e23},
			want: "too large: at most 1000000", discordWant: "expected a whole number",
		},
		{
			name: "too many Orreries",
			cmd:  `/orrery lands orreries:1001`,
			path: []string{"orrery", "lands"}, opts: map[string]any{"orreries": 1001.0},
			want: "at most 1000 Ghirapur Orreries", discordWant: "at most 200 permanents",
		},
		{
			name: "control characters in a card name",
			cmd:  "/judge tap board:\"me: For\x01est, Is\x1b[31mland\" card:Forest",
			path: tap, opts: map[string]any{"board": "me: For\x01est, Is\x1b[31mland", "card": "Forest"},
			want: `unknown card "For\x01est"`,
		},
		{
			name: "a NUL byte",
			cmd:  "/judge tap board:\"me: Forest\x00\" card:Forest",
			path: tap, opts: map[string]any{"board": "me: Forest\x00", "card": "Forest"},
			want: `unknown card "Forest\x00"`,
		},
		{
			name: "bytes that are not UTF-8",
			cmd:  "/judge tap board:\"me: \xff\xfe\" card:Forest",
			path: tap, opts: map[string]any{"board": "me: \xff\xfe", "card": "Forest"},
			want: "unknown card", discordWant: "unknown card",
		},
		{
			name: "the largest board of one card",
			cmd:  `/judge could-produce board:"me: 1000x Exotic Orchard, 999x Reflecting Pool" card:"Exotic Orchard"`,
			path: []string{"judge", "could-produce"}, opts: map[string]any{"board": "me: 1000x Exotic Orchard, 999x Reflecting Pool", "card": "Exotic Orchard"},
			answered: true, want: "Exotic Orchard", discordWant: "at most 200 permanents",
		},
		{
			name: "the most Orreries in Two-Headed Giant",
			cmd:  `/orrery upkeep hand:0 orreries:1000 format:2hg ally_hand:1000000`,
			path: []string{"orrery", "upkeep"}, opts: map[string]any{"hand": 0.0, "orreries": 1000.0, "format": "2hg", "ally_hand": 1000000.0},
			answered: true, want: "Ghirapur Orrery", discordWant: "at most 200 permanents",
		},
		{
			name: "the largest X",
			cmd:  `/judge enters card:"Endless One" x:1000000 board:"me: 1000x Unbound Flourishing"`,
			path: []string{"judge", "enters"}, opts: map[string]any{"card": "Endless One", "x": 1000000.0, "board": "me: 1000x Unbound Flourishing"},
			answered: true, want: "Endless One", discordWant: "at most 200 permanents",
		},
		{
			name: "mana doublers",
			cmd:  `/judge tap board:"me: Forest, 40x Mana Reflection" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: Forest, 40x Mana Reflection", "card": "Forest"},
			answered: true, want: "I can't rule on this, because Forest would produce more mana than the 4,096 an outcome writes out (one order of choices makes it 1,099,511,627,776 {G}).",
		},
		{
			name: "mana past 64 bits",
			cmd:  `/judge tap board:"me: Forest, 64x Mana Reflection" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: Forest, 64x Mana Reflection", "card": "Forest"},
			answered: true, want: "I can't rule on this, because Forest would produce more mana than the 4,096 an outcome writes out (one order of choices makes it 18,446,744,073,709,551,616 {G}).",
		},
		{
			name: "ten mana doublers",
			cmd:  `/judge tap board:"me: Forest, 10x Mana Reflection" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: Forest, 10x Mana Reflection", "card": "Forest"},
			answered: true, want: "Tapping Forest for mana produces 1,024 {G}.",
		},
		{
			name: "thirty replacement effects of three kinds",
			cmd:  `/judge tap board:"me: Forest, 9x Mana Reflection, 10x Contamination, 10x Pulse of Llanowar" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: Forest, 9x Mana Reflection, 10x Contamination, 10x Pulse of Llanowar", "card": "Forest"},
			answered: true, want: fmt.Sprintf("Tapping Forest for mana produces one of %d results, depending on the choices made.", len(everyColorDoubling(512))),
			// Discord's short reply cuts that answer; it counts the outcomes.
			discordWant: "**Outcomes** (50)",
		},
		{
			name: "forty Contaminations and forty Pulses",
			cmd:  `/judge tap board:"me: Forest, 40x Contamination, 40x Pulse of Llanowar" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: Forest, 40x Contamination, 40x Pulse of Llanowar", "card": "Forest"},
			answered: true, want: "Tapping Forest for mana produces {W}, {U}, {B}, {R} or {G}, depending on the choices made.",
		},
		{
			name: "past the budget of states",
			cmd:  `/judge tap board:"me: Forest, 40x Mana Reflection, 40x Contamination, 40x Pulse of Llanowar" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: Forest, 40x Mana Reflection, 40x Contamination, 40x Pulse of Llanowar", "card": "Forest"},
			answered: true, want: "I can't rule on this, because it would take more than 100,000 states of search, the most one question may explore.",
		},
		{
			name: "a million storage counters",
			cmd:  `/judge activate board:"me: Calciform Pools (1000000 storage counters)" card:"Calciform Pools" ability:3`,
			path: []string{"judge", "activate"}, opts: map[string]any{"board": "me: Calciform Pools (1000000 storage counters)", "card": "Calciform Pools", "ability": 3.0},
			answered: true, want: "I can't rule on this, because it would take more than 64 MiB of memory, the most one question may use.",
		},
		{
			name: "a hundred Orreries and a hundred Arenas",
			cmd:  `/judge upkeep board:"me: 100x Ghirapur Orrery, 100x Phyrexian Arena, hand 0"`,
			path: []string{"judge", "upkeep"}, opts: map[string]any{"board": "me: 100x Ghirapur Orrery, 100x Phyrexian Arena, hand 0"},
			answered: true, want: "Phyrexian Arena",
		},
		{
			name: "a thousand Orreries and 999 Arenas",
			cmd:  `/judge upkeep board:"me: 1000x Ghirapur Orrery, 999x Phyrexian Arena, hand 0"`,
			path: []string{"judge", "upkeep"}, opts: map[string]any{"board": "me: 1000x Ghirapur Orrery, 999x Phyrexian Arena, hand 0"},
			answered: true, want: "more orders than the engine explores", discordWant: "at most 200 permanents",
		},
		{
			name: "twenty Fertile Grounds on one land",
			cmd:  `/judge pay board:"me: Island, 20x Fertile Ground (on Island)" cost:{20}{G}`,
			path: []string{"judge", "pay"}, opts: map[string]any{"board": "me: Island, 20x Fertile Ground (on Island)", "cost": "{20}{G}"},
			answered: true, want: "Yes, you can pay {20}{G}, in 20 ways.",
		},
		{
			name: "twenty Fertile Grounds and a sacrifice outlet",
			cmd:  `/judge pay board:"me: Island, 20x Fertile Ground (on Island), Squandered Resources" cost:{20}{G}`,
			path: []string{"judge", "pay"}, opts: map[string]any{"board": "me: Island, 20x Fertile Ground (on Island), Squandered Resources", "cost": "{20}{G}"},
			answered: true, want: "I can't rule on this, because it would take more than 64 MiB of memory, the most one question may use.",
		},
		{
			name: "five hundred Cryptolith Rites and five hundred creatures",
			cmd:  `/judge tap board:"me: 500x Cryptolith Rite, 500x Craw Wurm" card:"Craw Wurm"`,
			path: tap, opts: map[string]any{"board": "me: 500x Cryptolith Rite, 500x Craw Wurm", "card": "Craw Wurm"},
			answered: true, want: "I can't rule on this, because it would take more than 100,000 states of search, the most one question may explore.", discordWant: "at most 200 permanents",
		},
		{
			name: "two-part hybrid symbols beside many lands",
			cmd:  `/judge pay board:"me: 13x Forest, 13x Plains, 13x Island, 13x Swamp, 13x Mountain" cost:` + strings.Repeat("{2/W}{2/U}{2/B}{2/R}{2/G}", 12),
			path: []string{"judge", "pay"}, opts: map[string]any{"board": "me: 13x Forest, 13x Plains, 13x Island, 13x Swamp, 13x Mountain", "cost": strings.Repeat("{2/W}{2/U}{2/B}{2/R}{2/G}", 12)},
			answered: true, want: "I can't rule on this, because working out the ways to pay went past the engine's bound",
		},
		{
			name: "a thousand Phyrexian symbols",
			cmd:  `/judge pay board:"me: 100x Forest, life 1000000" cost:` + strings.Repeat("{G/P}", 1000),
			path: []string{"judge", "pay"}, opts: map[string]any{"board": "me: 100x Forest, life 1000000", "cost": strings.Repeat("{G/P}", 1000)},
			answered: true, want: "Yes, you can pay {G/P}", discordWant: "Yes, you can pay",
		},
		{
			name: "two hundred copies of an inline card of long unknown text",
			cmd:  `/judge mana board:"me: 200x [Zork: Artifact — {T}: Add {G}. ` + strings.Repeat("Zork zork zork. ", 120) + `]"`,
			path: []string{"judge", "mana"}, opts: map[string]any{"board": "me: 200x [Zork: Artifact — {T}: Add {G}. " + strings.Repeat("Zork zork zork. ", 120) + "]"},
			answered: true, want: "I can't rule on this, because Zork has",
		},
		{
			name: "a thousand Swords on one creature",
			cmd:  `/judge mana board:"me: Llanowar Elves, 1000x Sword of Body and Mind (on Llanowar Elves)"`,
			path: []string{"judge", "mana"}, opts: map[string]any{"board": "me: Llanowar Elves, 1000x Sword of Body and Mind (on Llanowar Elves)"},
			answered: true, want: "You can make at most one mana now", discordWant: "at most 200 permanents",
		},
		{
			name: "a deep bracket",
			cmd:  `/judge tap board:"me: ` + strings.Repeat("[", 30000) + `" card:Forest`,
			path: tap, opts: map[string]any{"board": "me: " + strings.Repeat("[", 30000), "card": "Forest"},
			want: "board", discordWant: "board",
		},
	}
}

// everyColorDoubling lists one, two, four ... up to max mana of each color
// in turn, as an answer writes them: symbols up to twenty, then numbers.
func everyColorDoubling(max int) []string {
	var list []string
	for n := 1; n <= max; n *= 2 {
		for _, sym := range []string{"{W}", "{U}", "{B}", "{R}", "{G}"} {
			if n <= 20 {
				list = append(list, strings.Repeat(sym, n))
			} else {
				list = append(list, fmt.Sprintf("%d %s", n, sym))
			}
		}
	}
	return list
}

// hostileChildEnv names the environment variable that makes
// TestHostileChild the child process of a hostile-input test: "ask" or
// "serve".
const hostileChildEnv = "ORRERY_HOSTILE_CHILD"

// TestHostileChild is the process a hostile question is answered in, so
// that its memory can be bounded without bounding the tests': it sets
// RLIMIT_DATA to hostileMemory, then runs bot ask with the arguments in
// ORRERY_HOSTILE_ARGS (JSON), or serves Discord's interactions on a
// loopback port (with the web pages), printed on the first line, until its standard input
// closes. Run as a test of its own, it is skipped.
func TestHostileChild(t *testing.T) {
	mode := os.Getenv(hostileChildEnv)
	if mode == "" {
		t.Skip("the child process of the hostile-input tests")
	}
	limit := syscall.Rlimit{Cur: hostileMemory, Max: hostileMemory}
	if err := syscall.Setrlimit(syscall.RLIMIT_DATA, &limit); err != nil {
		fmt.Fprintln(os.Stderr, "setrlimit:", err)
		os.Exit(100)
	}
	switch mode {
	case "ask":
		var args []string
		if err := json.Unmarshal([]byte(os.Getenv("ORRERY_HOSTILE_ARGS")), &args); err != nil {
			fmt.Fprintln(os.Stderr, "ORRERY_HOSTILE_ARGS:", err)
			os.Exit(100)
		}
		os.Exit(Main(context.Background(), args, os.Stdin, os.Stdout, os.Stderr))
	case "serve":
		if api := os.Getenv("ORRERY_HOSTILE_API"); api != "" {
			if err := discord.UseAPIBase(api); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(100)
			}
		}
		log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
		a := &app.App{Log: log}
		// The limits bot serve has by default, but for the rate.
		d, err := discord.New(a, discord.Config{PublicKey: os.Getenv("ORRERY_HOSTILE_KEY"),
			Limits: discord.Limits{UserPerMinute: -1, GuildPerMinute: -1, MaxPermanents: 200}})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(100)
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(100)
		}
		fmt.Printf("http://%s\n", ln.Addr())
		go (&http.Server{Handler: (&Server{App: a, Discord: d, Log: log, Pages: webPages(a, log, config.Limits{})}).Handler()}).Serve(ln)
		io.Copy(io.Discard, os.Stdin)
		os.Exit(0)
	}
	fmt.Fprintf(os.Stderr, "%s=%q: expected ask or serve\n", hostileChildEnv, mode)
	os.Exit(100)
}

// hostileGuard stops a child that has not finished: a hostile question
// must be answered in bounded time, and this bound is only there so that
// a failure is reported rather than left hanging.
const hostileGuard = 3 * time.Minute

// hostileChild starts the test binary as TestHostileChild in mode.
// Its output is read while it runs, so it goes to buffers safe for that.
func hostileChild(t *testing.T, mode string, env ...string) (*exec.Cmd, *syncBuffer, *syncBuffer) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hostileGuard)
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestHostileChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), append([]string{hostileChildEnv + "=" + mode}, env...)...)
	stdout, stderr := newSyncBuffer(), newSyncBuffer()
	cmd.Stdout, cmd.Stderr = stdout, stderr
	return cmd, stdout, stderr
}

// crashed says whether a child's error output shows it crashed (out of
// memory, a panic) rather than answering.
func crashed(stderr string) bool {
	for _, sign := range []string{"fatal error:", "panic:", "SIGABRT", "out of memory", "goroutine "} {
		if strings.Contains(stderr, sign) {
			return true
		}
	}
	return false
}

// tail is the end of a child's error output, or from where it crashed.
func tail(s string, n int) string {
	for _, sign := range []string{"fatal error:", "panic:"} {
		if i := strings.Index(s, sign); i >= 0 {
			s = s[i:]
			if len(s) > n {
				return s[:n] + "…"
			}
			return s
		}
	}
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

// TestHostileInputAsk: bot ask answers each hostile question with an error
// that says what was wrong (exit status 2), or, for the largest questions
// the limits let through, with a ruling, within hostileMemory.
func TestHostileInputAsk(t *testing.T) {
	for _, c := range hostileCases() {
		t.Run(c.name, func(t *testing.T) {
			if c.unbounded != "" {
				t.Skip("known to take memory without bound: " + c.unbounded)
			}
			args, _ := json.Marshal([]string{"ask", "--no-store", c.cmd})
			cmd, stdout, stderr := hostileChild(t, "ask", "ORRERY_HOSTILE_ARGS="+string(args))
			err := cmd.Run()
			out := stdout.String() + stderr.String()
			if crashed(stderr.String()) || cmd.ProcessState == nil {
				t.Fatalf("bot ask did not answer within %d MiB (%v):\n%s", hostileMemory>>20, err, tail(stderr.String(), 2000))
			}
			code, wantCode := cmd.ProcessState.ExitCode(), ExitInvalid
			if c.answered {
				wantCode = ExitOK
			}
			if code != wantCode {
				t.Errorf("exit %d, want %d:\n%.600s", code, wantCode, out)
			}
			if (!c.answered && !strings.Contains(out, "error")) || !strings.Contains(out, c.want) {
				t.Errorf("the output does not say %q:\n%.600s", c.want, out)
			}
		})
	}
}

// TestHostileInputBatch: the hostile questions in one batch of bot ask
// --json -f get one JSON object each, an error object for each that is
// not answered.
func TestHostileInputBatch(t *testing.T) {
	var batch strings.Builder
	var cases []hostileCase
	for _, c := range hostileCases() {
		if c.unbounded == "" && !strings.ContainsAny(c.cmd, "\n\x00") {
			batch.WriteString(c.cmd + "\n")
			cases = append(cases, c)
		}
	}
	args, _ := json.Marshal([]string{"ask", "--json", "--no-store", "-f", "-"})
	cmd, stdout, stderr := hostileChild(t, "ask", "ORRERY_HOSTILE_ARGS="+string(args))
	cmd.Stdin = strings.NewReader(batch.String())
	cmd.Run()
	if crashed(stderr.String()) || cmd.ProcessState == nil {
		t.Fatalf("bot ask did not answer within %d MiB:\n%s", hostileMemory>>20, tail(stderr.String(), 2000))
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if code := cmd.ProcessState.ExitCode(); code != ExitInvalid || len(lines) != len(cases) {
		t.Fatalf("exit %d, %d lines for %d questions; stderr:\n%s", code, len(lines), len(cases), tail(stderr.String(), 2000))
	}
	for i, line := range lines {
		var answer struct {
			Answer string `json:"answer"`
			Error  *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		err := json.Unmarshal([]byte(line), &answer)
		switch {
		case err != nil:
			t.Errorf("%s: not JSON (%v): %.300s", cases[i].name, err, line)
		case cases[i].answered && answer.Answer == "":
			t.Errorf("%s: not answered: %.300s", cases[i].name, line)
		case !cases[i].answered && (answer.Error == nil || answer.Error.Message == ""):
			t.Errorf("%s: not an error object: %.300s", cases[i].name, line)
		}
	}
}

// TestHostileInputInteractions sends the hostile questions, signed, to
// the HTTP interactions endpoint of a server with bot serve's default
// limits: each gets a private reply that says what was wrong (or a
// ruling, for the largest questions the limits let through), or 413 for a
// body over the endpoint's limit, within hostileMemory.
func TestHostileInputInteractions(t *testing.T) {
	key, err := discordtest.NewSigner()
	if err != nil {
		t.Fatal(err)
	}
	// Discord's REST API, where a deferred reply is edited: on a busy
	// machine a question may take longer than the endpoint waits.
	fake := discordtest.New()
	defer fake.Close()
	for i, c := range hostileCases() {
		t.Run(c.name, func(t *testing.T) {
			// A board over the limit on permanents is refused before the
			// engine answers it, however much it would cost.
			if c.unbounded != "" && !strings.Contains(c.discordWant, "200 permanents") {
				t.Skip("known to take memory without bound: " + c.unbounded)
			}
			url, stderr := hostileServer(t, key.PublicKeyHex(), "ORRERY_HOSTILE_API="+fake.URL())

			body := interactionBody(t, i, c.path, c.opts)
			req, err := key.Request(url+"/interactions", body, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatalf("no answer (%v); the server's errors:\n%s", err, tail(stderr.String(), 2000))
			}
			reply, _ := io.ReadAll(resp.Body)
			resp.Body.Close()

			want := c.want
			if c.discordWant != "" {
				want = c.discordWant
			}
			if len(body) > discord.MaxInteractionBody {
				if resp.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(reply), want) {
					t.Errorf("a body of %d bytes: %d %s", len(body), resp.StatusCode, reply)
				}
				return
			}
			var r struct {
				Type int `json:"type"`
				Data struct {
					Content string `json:"content"`
					Embeds  []struct {
						Title       string `json:"title"`
						Description string `json:"description"`
					} `json:"embeds"`
					Flags int `json:"flags"`
				} `json:"data"`
			}
			if err := json.Unmarshal(reply, &r); resp.StatusCode != http.StatusOK || err != nil {
				t.Fatalf("%d %v: %.500s", resp.StatusCode, err, reply)
			}
			if r.Type == 5 { // deferred: the reply is the edit
				flags := r.Data.Flags
				reply = deferredReply(t, fake, hostileToken(i))
				if err := json.Unmarshal(reply, &r.Data); err != nil {
					t.Fatalf("the edit: %v: %.500s", err, reply)
				}
				r.Type, r.Data.Flags = 4, r.Data.Flags|flags
			}
			refused := r.Type == 4 && r.Data.Flags&64 != 0 && strings.Contains(r.Data.Content, want)
			ruled := r.Type == 4 && len(r.Data.Embeds) > 0 && strings.Contains(string(reply), want)
			if c.answered && !(ruled || c.discordWant != "" && refused) || !c.answered && !refused {
				t.Errorf("want a reply saying %q, got type %d, flags %d:\n%.800s", want, r.Type, r.Data.Flags, reply)
			}
			if crashed(stderr.String()) {
				t.Errorf("the server crashed:\n%s", tail(stderr.String(), 2000))
			}
		})
	}
}

// hostileServer starts a child serving Discord's interactions, checked
// with the public key (hex; "" for none), and the web pages, with env
// added to its environment, and returns
// its address and its error output. The child stops when the test ends.
func hostileServer(t *testing.T, key string, env ...string) (string, *syncBuffer) {
	t.Helper()
	cmd, _, stderr := hostileChild(t, "serve", append([]string{"ORRERY_HOSTILE_KEY=" + key}, env...)...)
	cmd.Stdout = nil
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stdin.Close()
		cmd.Wait()
	})
	first := bufio.NewScanner(out)
	if !first.Scan() {
		stdin.Close()
		cmd.Wait()
		t.Fatalf("the server did not start:\n%s", tail(stderr.String(), 2000))
	}
	return first.Text(), stderr
}

// manaSymbolText finds a mana symbol as a web page draws it, a picture
// with its text beside it; "$1" is the text.
var manaSymbolText = regexp.MustCompile(`<span class="ms" title="[^"]*"><img [^>]*><span class="visually-hidden">([^<]*)</span></span>`)

// TestHostileInputWeb asks the hostile questions the limits let through
// on the open web page (GET /ask, no signature needed) of a server run as
// bot serve runs it: each page carries the ruling's answer, within
// hostileMemory and the engine's budget, and the server stays up.
func TestHostileInputWeb(t *testing.T) {
	base, stderr := hostileServer(t, "")
	for _, c := range hostileCases() {
		if !c.answered || c.unbounded != "" {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			resp, err := http.Get(base + "/ask?" + url.Values{"q": {c.cmd}}.Encode())
			if err != nil {
				t.Fatalf("no answer (%v); the server's errors:\n%s", err, tail(stderr.String(), 2000))
			}
			page, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK || !strings.Contains(html.UnescapeString(manaSymbolText.ReplaceAllString(string(page), "$1")), c.want) {
				t.Errorf("%d, the page does not say %q:\n%.800s", resp.StatusCode, c.want, page)
			}
			if crashed(stderr.String()) {
				t.Fatalf("the server crashed:\n%s", tail(stderr.String(), 2000))
			}
		})
	}
}

// deferredReply is the message that replaces a deferred reply to the
// interaction with token: the edit of the original, or a follow-up.
func deferredReply(t *testing.T, fake *discordtest.Server, token string) []byte {
	t.Helper()
	for end := time.Now().Add(hostileGuard); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		for _, rq := range fake.Matching("/webhooks/1100000000000000000/" + token) {
			if rq.Method != http.MethodDelete && len(rq.Body) > 0 {
				return rq.Body
			}
		}
	}
	t.Fatalf("no reply replaced the deferred one in %v", hostileGuard)
	return nil
}

// hostileToken is the interaction token of the nth hostile case.
func hostileToken(n int) string { return fmt.Sprintf("tok-hostile-%d", n) }

// interactionBody is a slash command as Discord delivers it: path is the
// command and its subcommand, opts its options (numbers are integer
// options).
func interactionBody(t *testing.T, n int, path []string, opts map[string]any) []byte {
	t.Helper()
	var options []map[string]any
	for name, v := range opts {
		typ := 3 // string
		if _, ok := v.(float64); ok {
			typ = 4 // integer
		}
		options = append(options, map[string]any{"name": name, "type": typ, "value": v})
	}
	data := map[string]any{"id": "1300000000000000009", "name": path[0], "type": 1,
		"options": []map[string]any{{"name": path[1], "type": 1, "options": options}}}
	body, err := json.Marshal(map[string]any{
		"id": fmt.Sprintf("12000000000000%05d", n), "application_id": "1100000000000000000",
		"type": 2, "token": hostileToken(n), "version": 1,
		"guild_id": "290926798626357999", "channel_id": "290926798626357250",
		"member": map[string]any{"user": map[string]any{"id": "80351110224678912", "username": "mallory"}, "permissions": "0"},
		"data":   data,
	})
	if err != nil {
		t.Fatal(err)
	}
	return body
}
