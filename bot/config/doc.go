// Package config reads Orrery's configuration: a TOML file (see
// config.example.toml at the root of the repository, which documents every
// key) and environment variables that override it, so that a container can
// be configured by file or by environment alone.
//
//	path, err := config.Find(flagValue) // --config, $ORRERY_CONFIG, ./config.toml, /etc/orrery/config.toml
//	cfg, err := config.Load(path)       // "" means defaults and environment only
//	slog.Info("configured", "config", cfg) // secrets are redacted
//
// A key the program does not know is an error that names the key and its
// line, so a misspelt setting is never silently ignored. Secrets (the
// Discord token, the database URL's password, the LLM API key) are of type
// Secret, which prints, logs and marshals as "[redacted]"; Value gives the
// secret itself to the code that needs it.
//
// Environment variables, applied after the file:
//
//	DISCORD_TOKEN        discord.token
//	DISCORD_APP_ID       discord.application_id
//	DISCORD_PUBLIC_KEY   discord.public_key
//	DISCORD_DEV_GUILD    discord.dev_guild
//	DATABASE_URL         database.url
//	ORRERY_DATA_DIR      database.data_dir
//	ORRERY_HTTP_LISTEN   http.listen
//	ORRERY_PUBLIC_URL    http.public_url
//	OPENAI_BASE_URL      llm.base_url, and sets llm.enabled
//	OPENAI_API_KEY       llm.api_key
//	OPENAI_MODEL         llm.model
//	ORRERY_LOG_LEVEL     log_level
//	ORRERY_LOG_FORMAT    log_format
//	DISCORD_API_URL      discord.api_url
//	DISCORD_EMOJI        discord.emoji, as {G}=<:mana_g:ID>;{U}=<:mana_u:ID>
package config
