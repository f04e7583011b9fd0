package web

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The mana symbols' pictures in static/ are drawn by manaSVGs below; the
// test checks each file is what they draw, and -update (Update, in
// export_test.go) writes them:
//
//	go test ./bot/web/ -run TestManaSymbolFiles -update

// manaColor is how one symbol is colored: the circle and the ink on it.
type manaColor struct{ fill, ink string }

var (
	manaColors = map[string]manaColor{
		"w": {"#f8f4d8", "#1d1a12"},
		"u": {"#aad4f0", "#0d2233"},
		"b": {"#5b5350", "#f5f0ea"},
		"r": {"#f2a184", "#2e0f05"},
		"g": {"#9bd3ae", "#0c2616"},
		"c": {"#d9d4d0", "#1d1a18"},
	}
	generic = manaColor{"#cac5c0", "#1d1a18"}
)

const (
	svgOpen  = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">`
	svgClose = "</svg>\n"
	rim      = `stroke="#000" stroke-opacity=".35" stroke-width="1"`
	font     = `font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle"`
)

// disc is a symbol's circle with a letter or number in it.
func disc(c manaColor, text string) string {
	size := 19
	if len(text) == 2 {
		size = 16
	}
	return fmt.Sprintf(`%s<circle cx="16" cy="16" r="15" fill="%s" %s/><text x="16" y="16" dy=".36em" font-size="%d" %s fill="%s">%s</text>%s`,
		svgOpen, c.fill, rim, size, font, c.ink, text, svgClose)
}

// split is a hybrid symbol: the circle cut from top right to bottom left,
// one half a side.
func split(a manaColor, atext string, b manaColor, btext string) string {
	return fmt.Sprintf(`%s<path d="M26.6 5.4A15 15 0 0 0 5.4 26.6Z" fill="%s"/><path d="M26.6 5.4A15 15 0 0 1 5.4 26.6Z" fill="%s"/>`+
		`<circle cx="16" cy="16" r="15" fill="none" %s/>`+
		`<text x="11" y="12" dy=".36em" font-size="12" %s fill="%s">%s</text><text x="21" y="20" dy=".36em" font-size="12" %s fill="%s">%s</text>%s`,
		svgOpen, a.fill, b.fill, rim, font, a.ink, strings.ToUpper(atext), font, b.ink, strings.ToUpper(btext), svgClose)
}

// manaSVGs are the pictures, by file name.
func manaSVGs() map[string]string {
	files := map[string]string{}
	colors := []string{"w", "u", "b", "r", "g"}
	for _, c := range append(slices.Clone(colors), "c") {
		files["mana-"+c+".svg"] = disc(manaColors[c], strings.ToUpper(c))
	}
	for n := 0; n <= 20; n++ {
		files[fmt.Sprintf("mana-%d.svg", n)] = disc(generic, fmt.Sprint(n))
	}
	for _, v := range []string{"x", "y", "z"} {
		files["mana-"+v+".svg"] = disc(generic, strings.ToUpper(v))
	}
	// Hybrid pairs in the order Oracle text writes them ({W/U}, {W/B}, …),
	// and two generic or one colored ({2/W}).
	for i, a := range colors {
		for _, b := range []string{colors[(i+1)%5], colors[(i+2)%5]} {
			files["mana-"+a+"-"+b+".svg"] = split(manaColors[a], a, manaColors[b], b)
		}
		files["mana-2-"+a+".svg"] = split(generic, "2", manaColors[a], a)
		// Phyrexian: the color's circle with the Phyrexian mark, a circle
		// crossed by a stroke.
		c := manaColors[a]
		files["mana-"+a+"-p.svg"] = fmt.Sprintf(`%s<circle cx="16" cy="16" r="15" fill="%s" %s/>`+
			`<g fill="none" stroke="%s" stroke-width="2.4"><circle cx="16" cy="16" r="6"/><path d="M16 6.5v19"/></g>%s`,
			svgOpen, c.fill, rim, c.ink, svgClose)
	}
	// {T}: an arrow turning right; {Q}: the same turned back, light on
	// dark; {S}: a snowflake.
	files["mana-t.svg"] = svgOpen + `<circle cx="16" cy="16" r="15" fill="#cac5c0" ` + rim + `/>` +
		`<path d="M10.5 24V12.5h7" fill="none" stroke="#1d1a18" stroke-width="3.2"/><path d="M17 7l7 5.5-7 5.5z" fill="#1d1a18"/>` + svgClose
	files["mana-q.svg"] = svgOpen + `<circle cx="16" cy="16" r="15" fill="#2b2826" ` + rim + `/>` +
		`<path d="M21.5 24V12.5h-7" fill="none" stroke="#f5f0ea" stroke-width="3.2"/><path d="M15 7l-7 5.5 7 5.5z" fill="#f5f0ea"/>` + svgClose
	files["mana-s.svg"] = svgOpen + `<circle cx="16" cy="16" r="15" fill="#cac5c0" ` + rim + `/>` +
		`<g stroke="#1d1a18" stroke-width="2.4" stroke-linecap="round"><path d="M16 6.5v19M7.8 11.25l16.4 9.5M7.8 20.75l16.4-9.5"/></g>` + svgClose
	return files
}

// The pictures in static/ are those manaSVGs draws, no more and no
// fewer, and each is served.
func TestManaSymbolFiles(t *testing.T) {
	want := manaSVGs()
	if *Update {
		old, _ := filepath.Glob("static/mana-*.svg")
		for _, f := range old {
			os.Remove(f)
		}
		for name, body := range want {
			if err := os.WriteFile(filepath.Join("static", name), []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		t.Log("wrote the pictures; run the tests again to embed them")
		return
	}
	have, _ := filepath.Glob("static/mana-*.svg")
	if len(have) != len(want) {
		t.Errorf("static/ has %d mana pictures, manaSVGs draws %d (go test ./bot/web/ -run TestManaSymbolFiles -update)", len(have), len(want))
	}
	for name, body := range want {
		got, err := os.ReadFile(filepath.Join("static", name))
		if err != nil || string(got) != body {
			t.Errorf("static/%s is not what manaSVGs draws (go test ./bot/web/ -run TestManaSymbolFiles -update)", name)
		}
		if f, ok := staticFiles[name]; !ok || f.ctype != "image/svg+xml" {
			t.Errorf("%s is not served as a picture", name)
		}
	}
}

// Text with mana symbols draws each symbol that has a picture, with its
// text kept for screen readers and copying; a symbol without one is a
// badge with its text, and everything else is escaped text.
func TestSymbolsInText(t *testing.T) {
	got := string(symbols("{T}: Add {G}{W/U}, {100} or {G/P} <b>{2/B}"))
	pic := func(text, file string) string {
		return `<span class="ms" title="` + text + `"><img src="` + staticLink(file) + `" alt="" width="16" height="16"><span class="visually-hidden">` + text + `</span></span>`
	}
	want := pic("{T}", "mana-t.svg") + ": Add " + pic("{G}", "mana-g.svg") + pic("{W/U}", "mana-w-u.svg") +
		`, <abbr class="mana" title="{100}">{100}</abbr> or ` + pic("{G/P}", "mana-g-p.svg") + " &lt;b&gt;" + pic("{2/B}", "mana-2-b.svg")
	if got != want {
		t.Errorf("symbols =\n%s\nwant\n%s", got, want)
	}
	if got := string(linkRules("CR 106.7: {C}")); !strings.Contains(got, `<a class="rule-ref" href="/cr/106.7#cr-106.7">106.7</a>: `+pic("{C}", "mana-c.svg")) {
		t.Errorf("linkRules does not draw symbols: %s", got)
	}
	if got := string(manaHTML(manaSymbols("{G}{G}"))); got != `<span class="mana-cost">`+pic("{G}", "mana-g.svg")+pic("{G}", "mana-g.svg")+`</span>` {
		t.Errorf("manaHTML = %s", got)
	}
}
