package web

import (
	"embed"
	"fmt"
	"html/template"
	"io"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/orrery-judge/orrery/bot/command"
)

//go:embed templates
var templateFS embed.FS

// pageNames are the pages, each a template file that fills the layout.
var pageNames = []string{"ruling", "playground", "search", "error"}

// pages are the parsed templates, one set per page.
type pages struct {
	sets map[string]*template.Template
}

func loadPages() *pages {
	base := template.Must(template.New("").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/parts.html"))
	p := &pages{sets: map[string]*template.Template{}}
	for _, name := range pageNames {
		t := template.Must(template.Must(base.Clone()).ParseFS(templateFS, "templates/"+name+".html"))
		p.sets[name] = t
	}
	return p
}

func (p *pages) execute(w io.Writer, name string, data any) error {
	t, ok := p.sets[name]
	if !ok {
		return fmt.Errorf("no page %q", name)
	}
	return t.ExecuteTemplate(w, "layout", data)
}

var funcs = template.FuncMap{
	"date":       func(t time.Time) string { return t.UTC().Format("2 January 2006") },
	"datetime":   func(t time.Time) string { return t.UTC().Format("2 January 2006, 15:04 UTC") },
	"isodate":    func(t time.Time) string { return t.UTC().Format(time.RFC3339) },
	"join":       strings.Join,
	"plural":     func(n int, one, many string) string { return count(n, one, many) },
	"askPath":    askPath,
	"cardPath":   func(name string) string { return askPath("/card name:" + command.Quote(name)) },
	"rulePath":   rulePagePath,
	"shorten":    shorten,
	"add":        func(a, b int) int { return a + b },
	"ruleAnchor": ruleAnchor,
	"searchCardPath": func(name string) string {
		return "/search?" + url.Values{"card": {name}}.Encode()
	},
}

// askPath is the playground's link that asks a command.
func askPath(command string) string {
	return "/ask?" + url.Values{"q": {command}}.Encode()
}

// shorten cuts text to at most n characters (runes) at a word boundary,
// with "…" at the end when it cut, for titles and descriptions that
// previews cut anyway. Runs of white space become one space.
func shorten(n int, s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	// Keep n-1 runes, leaving room for the ellipsis.
	cut, runes := 0, 0
	for i := range s {
		if runes == n-1 {
			cut = i
			break
		}
		runes++
	}
	s = s[:cut]
	if sp := strings.LastIndexByte(s, ' '); sp > len(s)/2 {
		s = s[:sp]
	}
	return strings.TrimRight(s, " ,;:") + "…"
}

// manaClass is the stylesheet's class for a mana symbol's letter.
func manaClass(letter string) string {
	switch letter {
	case "W", "U", "B", "R", "G", "C":
		return "mana mana-" + strings.ToLower(letter)
	}
	return "mana"
}
