package config

import (
	"reflect"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/orrery-judge/orrery/rules/spelling"
)

// findLine returns the 1-based line of data where key is set, 0 if it
// cannot tell: the line that sets the key itself, else the line of the
// table header or inline table that holds it.
func findLine(data []byte, key toml.Key) int {
	var table []string
	best := 0
	inMultiline := ""
	for i, raw := range strings.Split(string(data), "\n") {
		line := strings.TrimSpace(raw)
		if inMultiline != "" {
			if strings.Count(line, inMultiline)%2 == 1 {
				inMultiline = ""
			}
			continue
		}
		line = strings.TrimSpace(stripComment(line))
		if line == "" {
			continue
		}
		var path []string
		switch {
		case strings.HasPrefix(line, "[[") && strings.HasSuffix(line, "]]"):
			table = splitKey(line[2 : len(line)-2])
			path = table
		case strings.HasPrefix(line, "["):
			end := strings.LastIndex(line, "]")
			if end < 0 {
				continue
			}
			table = splitKey(line[1:end])
			path = table
		default:
			k, v, ok := strings.Cut(line, "=")
			if !ok {
				continue
			}
			path = append(append([]string{}, table...), splitKey(k)...)
			for _, q := range []string{`"""`, `'''`} {
				if strings.Count(v, q)%2 == 1 {
					inMultiline = q
				}
			}
		}
		switch {
		case reflect.DeepEqual(path, []string(key)):
			return i + 1
		case best == 0 && len(path) < len(key) && reflect.DeepEqual(path, []string(key[:len(path)])):
			best = i + 1 // the table header or inline table that holds the key
		}
	}
	return best
}

// stripComment removes a # comment that is not inside a string.
func stripComment(line string) string {
	var quote rune
	escaped := false
	for i, r := range line {
		switch {
		case escaped:
			escaped = false
		case quote == '"' && r == '\\':
			escaped = true
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			quote = r
		case r == '#':
			return line[:i]
		}
	}
	return line
}

// splitKey splits a dotted TOML key, bare or quoted, into its parts.
func splitKey(s string) []string {
	var parts []string
	var cur strings.Builder
	var quote rune
	for _, r := range strings.TrimSpace(s) {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '"' || r == '\'':
			quote = r
		case r == '.':
			parts = append(parts, strings.TrimSpace(cur.String()))
			cur.Reset()
		case r == ' ' || r == '\t':
			// spaces around dots and the key are not part of it
		default:
			cur.WriteRune(r)
		}
	}
	return append(parts, strings.TrimSpace(cur.String()))
}

// knownKeys are the keys of each table, for suggesting the key meant.
var knownKeys = map[string][]string{
	"":         {"discord", "database", "http", "llm", "limits", "log_level", "log_format"},
	"discord":  {"token", "application_id", "public_key", "dev_guild", "judge_roles", "shard_id", "shard_count", "api_url", "emoji"},
	"database": {"url", "data_dir", "postgres_bin", "run_as"},
	"http":     {"listen", "public_url"},
	"llm":      {"enabled", "base_url", "model", "api_key", "timeout"},
	"limits":   {"user_per_minute", "guild_per_minute", "user_burst", "guild_burst", "max_permanents"},
}

// suggest returns the known key closest to an unknown one, "" if none is
// close.
func suggest(key toml.Key) string {
	table := strings.Join(key[:len(key)-1], ".")
	last := key[len(key)-1]
	best, bestDist := "", 3
	for _, k := range knownKeys[table] {
		if d := spelling.Distance(strings.ToLower(last), k); d < bestDist {
			best, bestDist = k, d
		}
	}
	if best == "" {
		return ""
	}
	if table == "" {
		return best
	}
	return table + "." + best
}
