package loadtest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// MaxRound is the longest a round may last. Its requests are signed before
// it starts, and the bot refuses a signature more than five minutes old.
const MaxRound = 4 * time.Minute

// Target is an interactions endpoint to load.
type Target struct {
	// URL is the endpoint: "http://127.0.0.1:8080/interactions".
	URL string
	// Key signs the requests; the bot must check them with its public half.
	Key Key
	// Client sends the requests; nil means one made for the round that
	// keeps a connection open for each concurrent client.
	Client *http.Client
}

// Load is how much a round sends: Requests requests, from Concurrency
// clients each sending its next request once the last is answered, for at
// most Duration.
type Load struct {
	// Requests is how many requests are sent at most; it must be at least 1.
	Requests int
	// Duration ends the round early; 0 means MaxRound.
	Duration time.Duration
	// Concurrency is how many requests are in flight at once; 0 means 1.
	Concurrency int
}

// Result is what one round measured.
type Result struct {
	Scenario    string
	Concurrency int
	// Sent is how many requests were sent; OK how many were answered with
	// 200 and a response of a type the scenario wants.
	Sent, OK int
	// Statuses counts the answers by HTTP status, 0 for a request that got
	// no answer (a refused connection, a timeout).
	Statuses map[int]int
	// Types counts the interaction response types of 200 answers.
	Types map[int]int
	// NotStored counts answers that say the ruling was not stored.
	NotStored int
	// FirstError describes the first request that was not OK, "" for none.
	FirstError string
	// Elapsed is the round's time from the first request sent to the last
	// answer.
	Elapsed time.Duration
	// ClientCPU is the processor time (user and system) the load
	// generator's whole process spent during the round: on a small machine
	// it competes with the bot.
	ClientCPU time.Duration
	// Latencies are the times from sending each request to reading the
	// whole answer, shortest first.
	Latencies []time.Duration
}

// Failed is how many requests were not OK.
func (r *Result) Failed() int { return r.Sent - r.OK }

// RPS is the throughput: requests answered OK per second.
func (r *Result) RPS() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.OK) / r.Elapsed.Seconds()
}

// cpuShare is ClientCPU as a percentage of one processor over the round.
func (r *Result) cpuShare() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return 100 * r.ClientCPU.Seconds() / r.Elapsed.Seconds()
}

// Percentile is the latency that a fraction p (0.5, 0.99) of the requests
// took at most: the nearest rank of the sorted latencies. It is 0 when
// nothing was sent.
func (r *Result) Percentile(p float64) time.Duration {
	return percentile(r.Latencies, p)
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(math.Ceil(p * float64(len(sorted))))
	return sorted[min(max(rank, 1), len(sorted))-1]
}

// String is the round on one line: throughput, latencies and failures.
func (r *Result) String() string {
	s := fmt.Sprintf("%-8s c=%-3d %6d sent %7.0f req/s  p50 %8s  p99 %8s  max %8s  loadgen CPU %4.0f%%  failed %d",
		r.Scenario, r.Concurrency, r.Sent, r.RPS(), round(r.Percentile(0.50)), round(r.Percentile(0.99)), round(r.Percentile(1)), r.cpuShare(), r.Failed())
	if r.NotStored > 0 {
		s += fmt.Sprintf("  not stored %d", r.NotStored)
	}
	if r.Types[5] > 0 {
		s += fmt.Sprintf("  deferred %d", r.Types[5])
	}
	return s
}

// processCPU is the processor time this process has spent, user and
// system.
func processCPU() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

func round(d time.Duration) time.Duration {
	switch {
	case d >= 10*time.Millisecond:
		return d.Round(100 * time.Microsecond)
	case d >= 10*time.Microsecond:
		return d.Round(time.Microsecond)
	}
	return d
}

// Run sends one round of a scenario to the target and measures it. The
// round's requests are signed first, with the time Run is called; then
// the clock starts. Run returns an error only when the round could not be
// run at all; requests that fail are counted in the Result.
func Run(ctx context.Context, t Target, s Scenario, l Load) (*Result, error) {
	if l.Requests < 1 {
		return nil, errors.New("a round needs at least one request")
	}
	if l.Duration <= 0 || l.Duration > MaxRound {
		l.Duration = MaxRound
	}
	l.Concurrency = max(l.Concurrency, 1)
	client := t.Client
	if client == nil {
		client = NewClient(l.Concurrency)
		defer client.CloseIdleConnections()
	}

	now := time.Now()
	reqs := make([]signed, l.Requests)
	for n := range reqs {
		reqs[n] = t.Key.sign(s.Body(n), now)
	}

	res := &Result{Scenario: s.Name, Concurrency: l.Concurrency, Statuses: map[int]int{}, Types: map[int]int{}}
	latencies := make([]time.Duration, l.Requests)
	outcomes := make([]outcome, l.Requests)
	var next atomic.Int64
	var wg sync.WaitGroup
	cpu := processCPU()
	start := time.Now()
	deadline := start.Add(l.Duration)
	for range l.Concurrency {
		wg.Go(func() {
			// Each client reads its answers into one buffer, so that the
			// load generator's own work stays small beside the bot's.
			var buf bytes.Buffer
			for ctx.Err() == nil {
				n := int(next.Add(1)) - 1
				if n >= len(reqs) || time.Now().After(deadline) {
					return
				}
				sent := time.Now()
				outcomes[n] = send(ctx, client, t.URL, reqs[n], &buf)
				outcomes[n].sent = true
				latencies[n] = time.Since(sent)
			}
		})
	}
	wg.Wait()
	res.Elapsed = time.Since(start)
	res.ClientCPU = processCPU() - cpu

	// A worker that found the deadline passed took a number it did not
	// send: only the requests sent count.
	sent := latencies[:0]
	for n := range min(int(next.Load()), len(reqs)) {
		o := outcomes[n]
		if !o.sent {
			continue
		}
		res.Sent++
		sent = append(sent, latencies[n])
		res.Statuses[o.status]++
		if o.status == http.StatusOK {
			res.Types[o.responseType]++
		}
		if o.notStored {
			res.NotStored++
		}
		if o.status == http.StatusOK && slices.Contains(s.Want, o.responseType) {
			res.OK++
		} else if res.FirstError == "" {
			res.FirstError = o.describe()
		}
	}
	res.Latencies = sent
	slices.Sort(res.Latencies)
	return res, nil
}

// NewClient is an HTTP client for a load test on loopback: no proxy, no
// compression, and a kept-alive connection for each of concurrency
// clients.
func NewClient(concurrency int) *http.Client {
	return &http.Client{
		Timeout: 30 * time.Second,
		Transport: &http.Transport{
			Proxy:               nil,
			DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
			MaxIdleConns:        concurrency,
			MaxIdleConnsPerHost: concurrency,
			IdleConnTimeout:     time.Minute,
			DisableCompression:  true,
		},
	}
}

// outcome is what became of one request.
type outcome struct {
	sent         bool
	status       int // 0: no answer
	responseType int
	notStored    bool
	err          string
	body         string
}

func (o outcome) describe() string {
	if o.status == 0 {
		return o.err
	}
	return fmt.Sprintf("status %d, response type %d: %.300s", o.status, o.responseType, o.body)
}

// send sends one request and reads its answer into buf.
func send(ctx context.Context, client *http.Client, url string, r signed, buf *bytes.Buffer) outcome {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(r.body))
	if err != nil {
		return outcome{err: err.Error()}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Signature-Ed25519", r.signature)
	req.Header.Set("X-Signature-Timestamp", r.timestamp)
	resp, err := client.Do(req)
	if err != nil {
		return outcome{err: err.Error()}
	}
	buf.Reset()
	_, err = buf.ReadFrom(resp.Body)
	resp.Body.Close()
	if err != nil {
		return outcome{err: "reading the answer: " + err.Error()}
	}
	body := buf.Bytes()
	o := outcome{status: resp.StatusCode}
	o.responseType = responseType(body)
	o.notStored = bytes.Contains(body, []byte(`"Not stored"`))
	if o.status != http.StatusOK || o.responseType == 0 {
		o.body = string(body)
	}
	return o
}

// responseType is the type of an interaction response: the value of its
// "type" key, which Orrery writes first; other answers are decoded whole.
// It is 0 for a body that is not an interaction response.
func responseType(body []byte) int {
	dec := json.NewDecoder(bytes.NewReader(body))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return 0
	}
	if key, err := dec.Token(); err == nil && key == "type" {
		var n int
		if dec.Decode(&n) == nil {
			return n
		}
		return 0
	}
	var answer struct {
		Type int `json:"type"`
	}
	if json.Unmarshal(body, &answer) != nil {
		return 0
	}
	return answer.Type
}
