// Package loadgen is the loadgen program, which measures Orrery from
// outside, for BENCHMARKS.md; cmd/loadgen wires Main to the process.
//
//	loadgen http -bot ./orrery [-n 5000] [-c 16] [-rounds 5]
//	loadgen http -url http://127.0.0.1:8080/interactions -key SEED
//	loadgen questions [-n 10000] [-seed 1] [-o FILE] [CASES.jsonl ...]
//	loadgen key
//
// loadgen http starts bot serve (the program -bot names) as a separate
// process on a loopback port, with its private Postgres in a temporary
// folder and a new key pair, and measures: the time from starting it to
// /healthz answering 200 (the first start creates the cluster; later
// starts reuse it), its resident memory idle and under load, and rounds of
// signed interactions sent to POST /interactions: PING, which the bot
// answers after checking the signature alone, and /orrery upkeep hand:0,
// which it checks, answers, records the ask of and replies to (and, with
// -scenarios ping,upkeep-many, 4,096 questions in turn, more than the bot
// keeps in memory). The rounds alternate, so both see the same machine;
// the medians are printed last.
// With -url and -key it loads a bot already running instead, whose
// DISCORD_PUBLIC_KEY is the public key loadgen key printed with that seed.
//
// loadgen questions writes a batch of questions for bot ask -f, one a line:
// the oracle cases (testdata/oracle/*.jsonl) and variations of them, the
// same batch for the same seed.
package loadgen

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/orrery-judge/orrery/cmd/loadgen/internal/loadtest"
)

const usage = `usage:
  loadgen http -bot PATH [flags]        start bot serve and load it
  loadgen http -url URL -key SEED       load a bot already running
  loadgen questions [-n N] [-seed S] [-o FILE] [CASES.jsonl ...]
  loadgen key                           a new key pair: seed and public key
loadgen help CMD shows the flags of a command.
`

// Main runs loadgen with its arguments (without the program name) and
// returns the exit code: 0 done, 1 failed, 2 invalid arguments.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "http":
		return runHTTP(ctx, args[1:], stdout, stderr)
	case "questions":
		return runQuestions(args[1:], stdout, stderr)
	case "key":
		k := loadtest.NewKey()
		fmt.Fprintf(stdout, "seed        %s   (loadgen http -key)\npublic key  %s   (DISCORD_PUBLIC_KEY)\n", k.SeedHex(), k.PublicHex())
		return 0
	case "help", "-h", "--help":
		if len(args) > 1 {
			return Main(ctx, []string{args[1], "-h"}, stdout, stderr)
		}
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "loadgen: unknown command %q\n%s", args[0], usage)
	return 2
}

// httpFlags are the flags of loadgen http.
type httpFlags struct {
	bot, url, key string
	requests      int
	duration      time.Duration
	concurrency   int
	rounds        int
	warmup        int
	starts        int
	scenarios     string
	log           string
	cpuprofile    string
}

func runHTTP(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("loadgen http", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var f httpFlags
	fs.StringVar(&f.bot, "bot", "", "the bot `program` to start (go build -o orrery ./cmd/bot)")
	fs.StringVar(&f.url, "url", "", "the interactions `URL` of a bot already running, instead of -bot")
	fs.StringVar(&f.key, "key", "", "with -url: the key `seed` (hex) whose public key the bot has")
	fs.IntVar(&f.requests, "n", 5000, "requests in each round")
	fs.DurationVar(&f.duration, "d", time.Minute, "the longest a round may last")
	fs.IntVar(&f.concurrency, "c", 16, "requests in flight at once")
	fs.IntVar(&f.rounds, "rounds", 5, "rounds of each scenario, alternating")
	fs.IntVar(&f.warmup, "warmup", 500, "requests of each scenario sent before the rounds, not counted")
	fs.IntVar(&f.starts, "starts", 3, "with -bot: how many times to start the bot on the existing cluster to time start-up, after the first start")
	fs.StringVar(&f.scenarios, "scenarios", "ping,upkeep", "the scenarios, comma-separated: ping, upkeep, upkeep-many")
	fs.StringVar(&f.log, "log", "", "with -bot: a `file` for the bot's log (default: discarded)")
	fs.StringVar(&f.cpuprofile, "cpuprofile", "", "write loadgen's own CPU profile to `file`")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if (f.bot == "") == (f.url == "") || (f.url != "" && f.key == "") || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "loadgen http: give -bot PATH, or -url URL with -key SEED")
		return 2
	}
	if f.requests < 1 || f.rounds < 1 || f.concurrency < 1 || f.warmup < 0 || f.starts < 0 {
		fmt.Fprintln(stderr, "loadgen http: -n, -rounds and -c must be at least 1; -warmup and -starts at least 0")
		return 2
	}
	var scenarios []loadtest.Scenario
	for _, name := range strings.Split(f.scenarios, ",") {
		switch strings.TrimSpace(name) {
		case "ping":
			scenarios = append(scenarios, loadtest.Ping)
		case "upkeep":
			scenarios = append(scenarios, loadtest.Upkeep)
		case "upkeep-many":
			scenarios = append(scenarios, loadtest.UpkeepMany)
		default:
			fmt.Fprintf(stderr, "loadgen http: unknown scenario %q: expected ping, upkeep or upkeep-many\n", name)
			return 2
		}
	}

	if f.cpuprofile != "" {
		file, err := os.Create(f.cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "loadgen http: %v\n", err)
			return 1
		}
		defer file.Close()
		if err := pprof.StartCPUProfile(file); err != nil {
			fmt.Fprintf(stderr, "loadgen http: %v\n", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}

	fmt.Fprintf(stdout, "machine: %s %s/%s, %s, %d CPUs, %s\n", runtime.Version(), runtime.GOOS, runtime.GOARCH, cpuModel(), runtime.NumCPU(), time.Now().UTC().Format("2006-01-02"))
	fmt.Fprintf(stdout, "load: %d requests a round (at most %s), %d in flight, %d rounds of each, %d warm-up requests\n",
		f.requests, f.duration, f.concurrency, f.rounds, f.warmup)

	if f.url != "" {
		key, err := loadtest.KeyFromSeed(f.key)
		if err != nil {
			fmt.Fprintf(stderr, "loadgen http: -key: %v\n", err)
			return 2
		}
		ok, err := rounds(ctx, loadtest.Target{URL: f.url, Key: key}, scenarios, f, nil, stdout)
		if err != nil {
			fmt.Fprintf(stderr, "loadgen http: %v\n", err)
			return 1
		}
		if !ok {
			return 1
		}
		return 0
	}
	return startAndLoad(ctx, f, scenarios, stdout, stderr)
}

// startAndLoad starts the bot (1 + f.starts times), then loads the last.
//
// It is long because each start is timed and checked in order, and the last
// start is then loaded; one function keeps that order visible.
func startAndLoad(ctx context.Context, f httpFlags, scenarios []loadtest.Scenario, stdout, stderr io.Writer) int {
	var logw io.Writer
	if f.log != "" {
		file, err := os.Create(f.log)
		if err != nil {
			fmt.Fprintf(stderr, "loadgen http: %v\n", err)
			return 1
		}
		defer file.Close()
		logw = file
	}
	data, err := os.MkdirTemp("", "orrery-load-data-")
	if err != nil {
		fmt.Fprintf(stderr, "loadgen http: %v\n", err)
		return 1
	}
	defer os.RemoveAll(data)
	// Run as root, the bot runs Postgres as another user, who must reach
	// the data folder inside.
	if err := os.Chmod(data, 0o755); err != nil {
		fmt.Fprintf(stderr, "loadgen http: %v\n", err)
		return 1
	}
	key := loadtest.NewKey()
	cfg := loadtest.ServerConfig{Bin: f.bot, DataDir: filepath.Join(data, "orrery"), PublicKey: key.PublicHex(), Stderr: logw}

	var srv *loadtest.Server
	var warm []time.Duration
	for i := 0; i <= f.starts; i++ {
		if srv != nil {
			if err := srv.Stop(); err != nil {
				fmt.Fprintf(stderr, "loadgen http: stopping the bot: %v\n", err)
				return 1
			}
		}
		if srv, err = loadtest.StartServer(ctx, cfg); err != nil {
			fmt.Fprintf(stderr, "loadgen http: %v\n", err)
			return 1
		}
		if i == 0 {
			fmt.Fprintf(stdout, "start-up to ready, first start (creates the Postgres cluster): %s\n", srv.Ready.Round(time.Millisecond))
		} else {
			warm = append(warm, srv.Ready)
		}
	}
	defer srv.Stop()
	if len(warm) > 0 {
		var each []string
		for _, d := range warm {
			each = append(each, d.Round(time.Millisecond).String())
		}
		fmt.Fprintf(stdout, "start-up to ready, cluster exists: median %s (%s)\n", median(warm).Round(time.Millisecond), strings.Join(each, " "))
	}
	time.Sleep(time.Second)
	idle, err := srv.Memory()
	if err != nil {
		fmt.Fprintf(stderr, "loadgen http: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "memory idle: %s\n", showMemory(idle))

	ok, err := rounds(ctx, loadtest.Target{URL: srv.URL + "/interactions", Key: key}, scenarios, f, srv, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "loadgen http: %v\n", err)
		return 1
	}
	time.Sleep(time.Second)
	after, err := srv.Memory()
	if err == nil {
		fmt.Fprintf(stdout, "memory idle after the load: %s\n", showMemory(after))
	}
	if n := srv.Edits(); n > 0 {
		fmt.Fprintf(stdout, "requests to Discord's REST API (edits of deferred replies): %d\n", n)
	}
	if err := srv.Stop(); err != nil {
		fmt.Fprintf(stderr, "loadgen http: the bot did not stop cleanly: %v\n", err)
		return 1
	}
	if !ok {
		return 1
	}
	return 0
}

// rounds warms up, then runs f.rounds rounds of each scenario in turn, and
// prints each round and the medians. With srv, it samples the bot's memory
// during the rounds. It reports whether every request was answered OK.
//
// It is one long sequence on purpose: warm-up, rounds, memory samples and the
// summary share their counters, and reading them in order is how the report is
// checked.
func rounds(ctx context.Context, t loadtest.Target, scenarios []loadtest.Scenario, f httpFlags, srv *loadtest.Server, w io.Writer) (bool, error) {
	load := loadtest.Load{Requests: f.requests, Duration: f.duration, Concurrency: f.concurrency}
	t.Client = loadtest.NewClient(f.concurrency)
	defer t.Client.CloseIdleConnections()
	allOK := true
	check := func(r *loadtest.Result) {
		if r.Failed() > 0 {
			allOK = false
			fmt.Fprintf(w, "  %d requests failed; the first: %s\n", r.Failed(), r.FirstError)
		}
	}
	if f.warmup > 0 {
		for _, s := range scenarios {
			r, err := loadtest.Run(ctx, t, s, loadtest.Load{Requests: f.warmup, Concurrency: f.concurrency, Duration: f.duration})
			if err != nil {
				return false, err
			}
			check(r)
		}
	}

	// The bot's memory is sampled under load; the Postgres's, which is
	// costly to read, right after each round.
	var peak loadtest.Memory
	var mu sync.Mutex
	stopSampling := func() {}
	if srv != nil {
		done := make(chan struct{})
		var wg sync.WaitGroup
		wg.Go(func() {
			tick := time.NewTicker(250 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-done:
					return
				case <-tick.C:
				}
				if m, err := srv.BotMemory(); err == nil {
					mu.Lock()
					peak.RSS, peak.Peak = max(peak.RSS, m.RSS), max(peak.Peak, m.Peak)
					mu.Unlock()
				}
			}
		})
		stopSampling = func() { close(done); wg.Wait() }
	}
	afterRound := func() {
		if srv == nil {
			return
		}
		if pg, err := srv.PostgresMemory(); err == nil {
			mu.Lock()
			peak.Postgres = max(peak.Postgres, pg)
			mu.Unlock()
		}
	}

	results := map[string][]*loadtest.Result{}
	cpu := map[string][]cpuPer{}
	for i := 1; i <= f.rounds; i++ {
		for _, s := range scenarios {
			if ctx.Err() != nil {
				stopSampling()
				return false, ctx.Err()
			}
			var bot0, pg0 time.Duration
			if srv != nil {
				bot0, pg0, _ = srv.CPU()
			}
			r, err := loadtest.Run(ctx, t, s, load)
			if err != nil {
				stopSampling()
				return false, err
			}
			results[s.Name] = append(results[s.Name], r)
			fmt.Fprintf(w, "round %d  %s\n", i, r)
			if srv != nil {
				if bot1, pg1, err := srv.CPU(); err == nil && r.Sent > 0 {
					per := func(d time.Duration) time.Duration { return (d / time.Duration(r.Sent)).Round(time.Microsecond) }
					c := cpuPer{bot: per(bot1 - bot0), postgres: per(pg1 - pg0), loadgen: per(r.ClientCPU)}
					cpu[s.Name] = append(cpu[s.Name], c)
					fmt.Fprintf(w, "         CPU a request: bot %s, Postgres %s, loadgen %s\n", c.bot, c.postgres, c.loadgen)
				}
			}
			afterRound()
			check(r)
		}
	}
	stopSampling()
	if srv != nil {
		fmt.Fprintf(w, "memory under load (largest sample; Postgres right after each round): %s\n", showMemory(peak))
	}

	fmt.Fprintf(w, "median of %d rounds (each %d requests, %d in flight):\n", f.rounds, f.requests, f.concurrency)
	rps := map[string]float64{}
	for _, s := range scenarios {
		var tput []float64
		var p50, p99 []time.Duration
		for _, r := range results[s.Name] {
			tput = append(tput, r.RPS())
			p50 = append(p50, r.Percentile(0.5))
			p99 = append(p99, r.Percentile(0.99))
		}
		rps[s.Name] = median(tput)
		fmt.Fprintf(w, "  %-8s %8.0f req/s   p50 %-10s p99 %-10s", s.Name, median(tput), median(p50).Round(time.Microsecond), median(p99).Round(time.Microsecond))
		if cs := cpu[s.Name]; len(cs) > 0 {
			var bot, pg, lg []time.Duration
			for _, c := range cs {
				bot, pg, lg = append(bot, c.bot), append(pg, c.postgres), append(lg, c.loadgen)
			}
			fmt.Fprintf(w, " CPU a request: bot %s, Postgres %s, loadgen %s", median(bot), median(pg), median(lg))
		}
		fmt.Fprintln(w)
	}
	if p, u := rps["ping"], rps["upkeep"]; p > 0 && u > 0 {
		verdict := "at least half: the aim is met"
		if u < p/2 {
			verdict = "less than half: the aim is NOT met"
		}
		fmt.Fprintf(w, "  upkeep/ping throughput: %.2f (%s)\n", u/p, verdict)
	}
	return allOK, nil
}

// cpuPer is the processor time one request cost each process.
type cpuPer struct{ bot, postgres, loadgen time.Duration }

func showMemory(m loadtest.Memory) string {
	s := fmt.Sprintf("bot VmRSS %s", mib(m.RSS))
	if m.Peak > 0 {
		s += fmt.Sprintf(" (VmHWM %s)", mib(m.Peak))
	}
	return s + fmt.Sprintf(", Postgres Pss %s", mib(m.Postgres))
}

func mib(b int64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }

// median is the middle value (the lower of the two middle ones for an
// even count).
func median[T int64 | float64 | time.Duration](xs []T) T {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[(len(s)-1)/2]
}

// cpuModel is the CPU's model name from /proc/cpuinfo.
func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "unknown CPU"
	}
	for _, line := range strings.Split(string(b), "\n") {
		if name, ok := strings.CutPrefix(line, "model name"); ok {
			return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(name), ":"))
		}
	}
	return "unknown CPU"
}

func runQuestions(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("loadgen questions", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 10000, "how many questions")
	seed := fs.Uint64("seed", 1, "the seed: the same seed gives the same questions")
	out := fs.String("o", "-", "the `file` to write; - is standard output")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	files := fs.Args()
	if len(files) == 0 {
		var err error
		if files, err = filepath.Glob(filepath.Join("testdata", "oracle", "*.jsonl")); err != nil || len(files) == 0 {
			fmt.Fprintln(stderr, "loadgen questions: no case files given, and none in testdata/oracle (run it from the repository's root)")
			return 2
		}
	}
	var cases []string
	for _, name := range files {
		file, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "loadgen questions: %v\n", err)
			return 1
		}
		c, err := loadtest.ReadCases(file)
		file.Close()
		if err != nil {
			fmt.Fprintf(stderr, "loadgen questions: %s: %v\n", name, err)
			return 1
		}
		cases = append(cases, c...)
	}
	qs, err := loadtest.Questions(cases, *n, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "loadgen questions: %v\n", err)
		return 1
	}
	w := stdout
	if *out != "-" {
		file, err := os.Create(*out)
		if err != nil {
			fmt.Fprintf(stderr, "loadgen questions: %v\n", err)
			return 1
		}
		defer file.Close()
		w = file
	}
	if _, err := io.WriteString(w, strings.Join(qs, "\n")+"\n"); err != nil {
		fmt.Fprintf(stderr, "loadgen questions: %v\n", err)
		return 1
	}
	return 0
}
