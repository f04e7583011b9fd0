// Package metrics counts what Orrery does, for Prometheus: the rulings
// given, how long the engine, the store and whole Discord interactions
// take, what became of each request to the language model, the store's
// errors and the rulings waiting for it, the interactions refused by the
// rate limits, and the Go runtime and process (memory, goroutines, CPU).
//
// A Metrics owns its registry, so each server, and each test, counts on
// its own. Its methods are the hooks the other packages call:
//
//	m := metrics.New()
//	a := &app.App{Store: store, Observe: m.Answered}
//	a.Pending = app.NewPending(store, app.PendingOptions{Observe: m.Pending})
//	b, _ := discord.New(a, discord.Config{Observe: m.Interaction})
//	p, _ := phrasing.New(phrasing.Config{Observe: m.Phrasing, ...}, store, log)
//	mux.Handle("GET /metrics", m.Handler())
//
// # Metrics
//
//	orrery_rulings_total{question, understood, legal, source}
//	    rulings given: the command ("judge tap"), whether the engine
//	    could rule, whether the answer is that it can be done ("yes",
//	    "no", or "n/a" for questions that are not about legality), and
//	    where it was asked (discord, web, cli)
//	orrery_engine_seconds{question}            the engine's time per ruling
//	orrery_store_save_seconds{result}          storing one ruling: ok or error
//	orrery_store_errors_total{operation}       failures of the database: save, ping
//	orrery_pending_rulings                     rulings waiting for the database
//	orrery_pending_rulings_total{event}        kept, stored, full (not kept), lost
//	orrery_discord_interactions_total{kind, path, outcome}
//	orrery_discord_interaction_seconds{kind}   receiving to replying
//	orrery_discord_deferred_total{kind}        replies deferred, then edited
//	orrery_discord_rate_limited_total{kind}    refused by the rate limits
//	orrery_llm_explanations_total{result, reason}
//	    each request for an explanation: accepted, reused, rejected (with
//	    the check that failed), timeout, server_error, ...
//	orrery_http_requests_total{code, method}   every HTTP request served
//	go_*, process_*                            the Go runtime and the process
package metrics
