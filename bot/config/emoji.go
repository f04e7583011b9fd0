package config

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

var (
	// manaSymbolRe is a symbol as Oracle text writes it: {G}, {2/W}, {G/P}.
	manaSymbolRe = regexp.MustCompile(`^\{[0-9A-Z/½∞]{1,6}\}$`)
	// customEmojiRe is a Discord custom emoji as a message writes it:
	// <:name:id>, or <a:name:id> when animated.
	customEmojiRe = regexp.MustCompile(`^<a?:[A-Za-z0-9_]{2,32}:[0-9]{1,20}>$`)
)

// setEmoji reads the mana emoji from one line: pairs separated by ";",
// each "SYMBOL=EMOJI" ({G}=<:mana_g:123;{U}=<:mana_u:456>).
func setEmoji(c *Config, v string) error {
	pairs, err := keyValues(v, "{SYMBOL}=EMOJI;{SYMBOL}=EMOJI")
	if err != nil {
		return err
	}
	emoji := map[string]string{}
	for _, kv := range pairs {
		emoji[kv[0]] = kv[1]
	}
	c.Discord.Emoji = emoji
	return nil
}

// validateEmoji checks that each key of discord.emoji is a mana symbol
// and each value an emoji: a custom one (<:name:id>) or a few characters
// that cannot mention anyone or start markup.
func (c *Config) validateEmoji(bad func(key, format string, args ...any)) {
	for _, symbol := range slices.Sorted(maps.Keys(c.Discord.Emoji)) {
		e := c.Discord.Emoji[symbol]
		if !manaSymbolRe.MatchString(symbol) {
			bad("discord.emoji", "%q is not a mana symbol as Oracle text writes it, like \"{G}\" or \"{2/W}\"", symbol)
			continue
		}
		if !customEmojiRe.MatchString(e) && (e == "" || len([]rune(e)) > 8 || strings.ContainsAny(e, "<>@`*_~|#[]() \t\n")) {
			bad("discord.emoji."+symbol, "expected an emoji, like \"<:mana_g:1234567890>\" (type \\:mana_g: in Discord to see it), got %q", e)
		}
	}
}
