// Package logging makes Orrery's loggers: text lines for a person reading
// a terminal, or one JSON object a line for a log collector, and the
// attributes a context carries, so that every line logged about one
// Discord interaction names it and the ruling it shows, whichever package
// writes the line.
//
//	log, err := logging.New(os.Stderr, cfg.LogFormat, level) // "text" or "json"
//	ctx = logging.With(ctx, "interaction", i.ID)
//	log.WarnContext(ctx, "phrasing failed") // … interaction=1200000000000000001
//
// A line takes the context's attributes only when it is logged with the
// context (the …Context methods of slog.Logger), and an attribute the line
// or its logger already has is not repeated.
//
// Secrets are kept out of the log by their type (config.Secret logs as
// "[redacted]"), and, behind that, by value: New takes the secrets' values
// and replaces each occurrence in every line, so a server that echoes the
// API key it was sent in an error, or a library's debug line, cannot
// leak it either.
package logging
