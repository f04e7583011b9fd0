package config_test

import (
	"fmt"

	"github.com/orrery-judge/orrery/bot/config"
)

// A misspelt key is an error that names it, its line, and the key meant.
func ExampleParse() {
	_, err := config.Parse([]byte("[discord]\napplication_id = \"1234\"\ntokken = \"abc\"\n"), "config.toml")
	fmt.Println(err)
	// Output:
	// config.toml:3: unknown key discord.tokken (did you mean discord.token?)
}

// Secrets print as [redacted]; Value gives them to the code that needs them.
func ExampleSecret() {
	token := config.Secret("my-bot-token")
	fmt.Println(token, len(token.Value()))
	fmt.Println(config.RedactURL("postgres://orrery:hunter2@db.example.org:5432/orrery"))
	// Output:
	// [redacted] 12
	// postgres://orrery:[redacted]@db.example.org:5432/orrery
}
