// Package cli is the bot program: the command line (bot ask, bot ruling,
// bot recheck, ...) and the server it runs (bot serve).
//
// Main runs the program as the command line asks:
//
//	bot ask '/judge tap board:"me: Forest, Mana Reflection" card:Forest'
//	bot ask --json --no-store -f questions.txt
//
// Commands are read by package command, answered by package rules (the
// engine) or from the embedded Comprehensive Rules and card catalog, and
// printed for a person or as one JSON object a line.
//
// Run with no subcommand, bot is a Server: the web pages (package web),
// /healthz, /metrics (package metrics), Discord's HTTP interactions when a
// public key is configured,
// and the Discord gateway when a token is (package discord), until
// SIGINT or SIGTERM. With no configuration at all it serves the
// playground on 127.0.0.1 with a private Postgres:
//
//	bot                      everything configured
//	bot serve --listen :8080 the HTTP server alone
//	bot register --guild ID  install the slash commands in Discord
package cli
