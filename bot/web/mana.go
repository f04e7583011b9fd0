package web

import (
	"html/template"
	"regexp"
	"strings"
)

// Mana symbols are drawn as pictures: static/mana-*.svg, one a symbol
// ("{G}" is mana-g.svg, "{W/U}" mana-w-u.svg, "{2}" mana-2.svg). Each
// picture is shown with the symbol's text beside it, hidden from the eye
// but read by screen readers and copied with the text around it, so that
// "{G}" stays "{G}" wherever the page's text goes. A symbol without a
// picture ({100}, {HW}) is its text in a badge.

// symbolRe finds what may be a mana or other Oracle symbol in text:
// "{G}", "{10}", "{W/U}", "{2/B}", "{G/P}", "{T}".
var symbolRe = regexp.MustCompile(`\{[0-9A-Za-z]{1,3}(?:/[0-9A-Za-z]{1,2}){0,2}\}`)

// symbolFile is the name of the picture of a symbol, "" when there is
// none.
func symbolFile(text string) string {
	inner := strings.TrimSuffix(strings.TrimPrefix(text, "{"), "}")
	name := "mana-" + strings.ToLower(strings.ReplaceAll(inner, "/", "-")) + ".svg"
	if _, ok := staticFiles[name]; !ok {
		return ""
	}
	return name
}

// writeSymbol writes one symbol as HTML: its picture and its text, or its
// text in a badge.
func writeSymbol(b *strings.Builder, text string) {
	esc := template.HTMLEscapeString(text)
	if file := symbolFile(text); file != "" {
		b.WriteString(`<span class="ms" title="` + esc + `"><img src="` + staticLink(file) + `" alt="" width="16" height="16"><span class="visually-hidden">` + esc + `</span></span>`)
		return
	}
	letter := strings.TrimSuffix(strings.TrimPrefix(text, "{"), "}")
	b.WriteString(`<abbr class="` + manaClass(letter) + `" title="` + esc + `">` + esc + `</abbr>`)
}

// writeText writes text as HTML, escaped, with its mana symbols drawn.
func writeText(b *strings.Builder, text string) {
	last := 0
	for _, m := range symbolRe.FindAllStringIndex(text, -1) {
		b.WriteString(template.HTMLEscapeString(text[last:m[0]]))
		writeSymbol(b, text[m[0]:m[1]])
		last = m[1]
	}
	b.WriteString(template.HTMLEscapeString(text[last:]))
}

// symbols is text as HTML with its mana symbols drawn: "{T}: Add {G}.".
func symbols(text string) template.HTML {
	var b strings.Builder
	writeText(&b, text)
	return template.HTML(b.String())
}

// manaHTML is a run of mana symbols, "{G}{G}", drawn.
func manaHTML(mana []manaSymbol) template.HTML {
	var b strings.Builder
	b.WriteString(`<span class="mana-cost">`)
	for _, m := range mana {
		if m.Letter == "" { // not a symbol: kept as text
			writeText(&b, m.Text)
			continue
		}
		writeSymbol(&b, m.Text)
	}
	b.WriteString(`</span>`)
	return template.HTML(b.String())
}

func init() {
	funcs["symbols"] = symbols
	funcs["manaHTML"] = manaHTML
}
