// Package loadtest measures Orrery from the outside, the way Discord and
// players use it, so that the figures in BENCHMARKS.md can be rerun by
// anyone: signed HTTP interactions sent to a running bot serve, and
// batches of questions for bot ask -f.
//
// A Target is an interactions endpoint and the private key whose public
// half the bot checks signatures with. Run sends one Scenario to it from
// a number of concurrent clients and returns every latency:
//
//	key := loadtest.NewKey()
//	srv, err := loadtest.StartServer(ctx, loadtest.ServerConfig{Bin: "./orrery", PublicKey: key.PublicHex()})
//	...
//	res, err := loadtest.Run(ctx, loadtest.Target{URL: srv.URL + "/interactions", Key: key}, loadtest.Upkeep, loadtest.Load{Requests: 5000, Concurrency: 16})
//	fmt.Println(res.RPS(), res.Percentile(0.99))
//
// Every request carries a real ed25519 signature of a fresh timestamp and
// its body; the signatures of a round are made before the round's clock
// starts, so that the load generator spends its time sending.
//
// StartServer runs bot serve as a separate process on a loopback port, with
// its private Postgres in a folder of its own, and reports how long it took
// to answer /healthz and how much memory it holds (Memory).
//
// Questions makes a batch of questions for bot ask -f: the oracle cases and
// variations of them (other hand sizes, counts, X, more permanents), the
// same batch for the same seed.
package loadtest
