package discord

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// Discord's rules for a chat command's name, option names and choices.
var commandName = regexp.MustCompile(`^[-_\p{Ll}\p{N}]{1,32}$`)

// TestApplicationCommandsFollowDiscordsRules checks what Discord would
// refuse in a bulk overwrite, so that bot register never fails on it.
func TestApplicationCommandsFollowDiscordsRules(t *testing.T) {
	cmds := ApplicationCommands()
	if len(cmds) > 100 {
		t.Errorf("%d commands; Discord allows 100", len(cmds))
	}
	var checkOptions func(where string, opts []*discordgo.ApplicationCommandOption) int
	checkOptions = func(where string, opts []*discordgo.ApplicationCommandOption) int {
		size := 0
		if len(opts) > 25 {
			t.Errorf("%s: %d options; Discord allows 25", where, len(opts))
		}
		optional := false
		for _, o := range opts {
			at := where + " " + o.Name
			size += len([]rune(o.Name)) + len([]rune(o.Description))
			if !commandName.MatchString(o.Name) {
				t.Errorf("%s: name %q is not a Discord option name", at, o.Name)
			}
			if n := len([]rune(o.Description)); n < 1 || n > 100 {
				t.Errorf("%s: description of %d characters; Discord wants 1 to 100", at, n)
			}
			if o.Required && optional {
				t.Errorf("%s: a required option after an optional one", at)
			}
			optional = optional || !o.Required
			if o.Autocomplete && len(o.Choices) > 0 {
				t.Errorf("%s: both choices and autocomplete", at)
			}
			if len(o.Choices) > 25 {
				t.Errorf("%s: %d choices; Discord allows 25", at, len(o.Choices))
			}
			for _, c := range o.Choices {
				size += len([]rune(c.Name)) + len([]rune(fmt.Sprint(c.Value)))
				if n := len([]rune(c.Name)); n < 1 || n > 100 {
					t.Errorf("%s: choice name %q", at, c.Name)
				}
			}
			if o.MinValue != nil && o.MaxValue != 0 && *o.MinValue > o.MaxValue {
				t.Errorf("%s: min %v above max %v", at, *o.MinValue, o.MaxValue)
			}
			size += checkOptions(at, o.Options)
		}
		return size
	}
	for _, c := range cmds {
		if !commandName.MatchString(c.Name) || c.Type != discordgo.ChatApplicationCommand {
			t.Errorf("/%s: not a chat command name", c.Name)
		}
		if n := len([]rune(c.Description)); n < 1 || n > 100 {
			t.Errorf("/%s: description of %d characters", c.Name, n)
		}
		size := len([]rune(c.Name)) + len([]rune(c.Description)) + checkOptions("/"+c.Name, c.Options)
		if size > 4000 {
			t.Errorf("/%s: %d characters of names, descriptions and choices; Discord allows 4000", c.Name, size)
		}
	}
}

// TestApplicationCommandsGolden keeps the JSON sent to Discord in
// testdata/commands.json, so a change to what users see is reviewed as a
// diff (go test -update rewrites it).
func TestApplicationCommandsGolden(t *testing.T) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(ApplicationCommands()); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "commands.json")
	if *update {
		if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		t.Errorf("the commands differ from %s (go test -update rewrites it):\n%s", golden, b.String())
	}
}
