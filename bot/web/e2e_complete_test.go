package web_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// listOpen is true while the command box's completions are shown.
const listOpen = `!document.getElementById("q-completions").hidden && document.querySelectorAll("#q-completions [role=option]").length > 0`

// listFresh is true once the completions shown were made for the text the
// box holds before its caret now (a list made for fewer letters typed is
// about to be replaced).
const listFresh = listOpen + ` && document.getElementById("q-completions").getAttribute("data-for") === document.getElementById("q").value.slice(0, document.getElementById("q").selectionStart)`

// listOffers is true once the completions shown include label.
func listOffers(label string) string {
	return listFresh + ` && Array.from(document.querySelectorAll("#q-completions .label")).some(e => e.textContent === ` + jsString(label) + `)`
}

// viewShot saves what the window shows as a PNG.
func viewShot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	png := run(t, ctx, "taking a screenshot of "+name, chromedp.CaptureScreenshot())
	file := filepath.Join(dir, name+".png")
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("saved %s", file)
}

func jsString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// A player types a command with the keyboard alone: the box offers
// commands, then options, then card names inside the board; the arrow
// keys and Enter take one, Tab takes the first, Escape closes the list,
// and Enter with nothing chosen asks. The answer draws its mana symbols
// as pictures, and its text, selected and copied, still reads {B}.
func TestBrowserCompletesTheCommandAndDrawsMana(t *testing.T) {
	ctx, console := browser(t)
	dir := artifacts(t)
	s := serve(t, newAppWithoutStore())

	for _, w := range widths {
		t.Run(w.name, func(t *testing.T) {
			show(t, ctx, w)
			do(t, ctx, "opening the playground",
				chromedp.Navigate(s.server.URL+"/"),
				chromedp.WaitVisible(chromedp.ID("q")),
			)
			attrs := run(t, ctx, "reading the box's roles", chromedp.Evaluate[string](
				`["role", "aria-autocomplete", "aria-expanded", "aria-controls", "aria-describedby"].map(a => document.getElementById("q").getAttribute(a)).join(" ")`))
			if attrs != "combobox list false q-completions q-hint" {
				t.Errorf("the command box is %q, want a combobox with a list", attrs)
			}
			if role := run(t, ctx, "reading the list's role", chromedp.Evaluate[string](`document.getElementById("q-completions").getAttribute("role")`)); role != "listbox" {
				t.Errorf("the completions are a %q, want a listbox", role)
			}

			clickTakesACompletion(t, ctx)

			// A command: the arrow key chooses it, Enter takes it.
			do(t, ctx, "typing a command",
				chromedp.SendKeys(chromedp.ID("q"), "/orrery up"),
				chromedp.Poll[chromedp.Void](listOffers("/orrery upkeep hand:N [orreries:N] [format:1v1|2hg] [ally_hand:N]")),
				chromedp.KeyEvent(kb.ArrowDown),
			)
			active := run(t, ctx, "reading the chosen completion", chromedp.Evaluate[string](
				`(e => e ? e.getAttribute("aria-selected") + " " + e.querySelector(".label").textContent : "none")(document.getElementById(document.getElementById("q").getAttribute("aria-activedescendant")))`))
			if !strings.HasPrefix(active, "true /orrery upkeep") {
				t.Errorf("after the down arrow the chosen completion is %q", active)
			}
			if expanded := run(t, ctx, "reading aria-expanded", chromedp.Evaluate[string](`document.getElementById("q").getAttribute("aria-expanded")`)); expanded != "true" {
				t.Errorf("with the list open, aria-expanded is %q", expanded)
			}
			do(t, ctx, "taking it with Enter", chromedp.KeyEvent(kb.Enter))
			if v := run(t, ctx, "reading the box", chromedp.Value(chromedp.ID("q"))); v != "/orrery upkeep " {
				t.Errorf("after Enter the box holds %q, want the command", v)
			}
			if loc := run(t, ctx, "reading the address", chromedp.Location()); loc != s.server.URL+"/" {
				t.Errorf("Enter on a completion asked the question: %s", loc)
			}
			// Its options follow; Tab takes the first.
			do(t, ctx, "taking an option with Tab",
				chromedp.Poll[chromedp.Void](listOffers("hand:")),
				chromedp.KeyEvent(kb.Tab),
			)
			if v := run(t, ctx, "reading the box", chromedp.Value(chromedp.ID("q"))); v != "/orrery upkeep hand:" {
				t.Errorf("after Tab the box holds %q", v)
			}

			// A card name inside the board.
			do(t, ctx, "typing a board",
				chromedp.Evaluate[chromedp.Void](`document.getElementById("q").value = ""`),
				chromedp.SendKeys(chromedp.ID("q"), `/judge tap board:"me: Forest, Mana Refl`),
				chromedp.Poll[chromedp.Void](listOffers("Mana Reflection")),
				chromedp.KeyEvent(kb.ArrowDown),
			)
			viewShot(t, ctx, dir, "autocomplete-"+w.name)
			fitsTheWidth(t, ctx, "the playground with its completions")
			do(t, ctx, "taking the card with Tab", chromedp.KeyEvent(kb.Tab))
			if v := run(t, ctx, "reading the box", chromedp.Value(chromedp.ID("q"))); v != `/judge tap board:"me: Forest, Mana Reflection` {
				t.Errorf("after Tab the box holds %q", v)
			}
			do(t, ctx, "finishing the command, closing the list with Escape, and asking",
				chromedp.SendKeys(chromedp.ID("q"), `; opp: Contamination" card:Fo`),
				chromedp.Poll[chromedp.Void](listOffers("Forest")),
				chromedp.KeyEvent(kb.Escape),
				chromedp.Poll[chromedp.Void]("!("+listOpen+")"),
				chromedp.SendKeys(chromedp.ID("q"), "rest"),
				chromedp.KeyEvent(kb.Enter),
				chromedp.WaitVisible(chromedp.CSS(".ruling .answer")),
			)

			symbolsLoadAndReadAsText(t, ctx)
			do(t, ctx, "scrolling to the answer", chromedp.Evaluate[chromedp.Void](`document.querySelector(".ruling").scrollIntoView()`))
			viewShot(t, ctx, dir, "mana-ruling-"+w.name)
			fitsTheWidth(t, ctx, "the answer with mana symbols")
		})
	}
	if p := console.problems(); len(p) > 0 {
		t.Errorf("the pages wrote errors to the console:\n%s", strings.Join(p, "\n"))
	}
}

// symbolsLoadAndReadAsText checks the answer's mana symbols: pictures
// that loaded, whose text is what a reader hears and a copy holds.
func symbolsLoadAndReadAsText(t *testing.T, ctx context.Context) {
	t.Helper()
	pictures := run(t, ctx, "counting the symbols", chromedp.Evaluate[int](
		`Array.from(document.querySelectorAll(".ruling .ms img")).filter(i => i.complete && i.naturalWidth > 0).length`))
	if pictures == 0 {
		t.Error("the answer draws no mana symbol")
	}
	broken := run(t, ctx, "checking the symbols", chromedp.Evaluate[int](
		`Array.from(document.querySelectorAll(".ms")).filter(e => e.querySelector(".visually-hidden").textContent !== e.title || !e.querySelector("img").complete || e.querySelector("img").naturalWidth === 0).length`))
	if broken > 0 {
		t.Errorf("%d mana symbols did not load or do not read as their text", broken)
	}
	copied := run(t, ctx, "selecting the answer", chromedp.Evaluate[string](
		`(() => { const r = document.createRange(); r.selectNodeContents(document.querySelector(".ruling .answer")); const s = getSelection(); s.removeAllRanges(); s.addRange(r); const t = s.toString(); s.removeAllRanges(); return t; })()`))
	if !regexp.MustCompile(`\{B\}`).MatchString(copied) {
		t.Errorf("the answer, selected, reads %q: its symbols are lost", copied)
	}
}

// clickTakesACompletion checks that a click on a completion takes it, and
// leaves the box empty again.
func clickTakesACompletion(t *testing.T, ctx context.Context) {
	t.Helper()
	do(t, ctx, "clicking a completion",
		chromedp.SendKeys(chromedp.ID("q"), "/car"),
		chromedp.Poll[chromedp.Void](listOffers("/card name:NAME")),
		chromedp.Click(chromedp.CSS("#q-completions [role=option]")),
	)
	if v := run(t, ctx, "reading the box", chromedp.Value(chromedp.ID("q"))); v != "/card " {
		t.Errorf("after the click the box holds %q, want the command", v)
	}
	if focused := run(t, ctx, "reading the focus", chromedp.Evaluate[bool](`document.activeElement === document.getElementById("q")`)); !focused {
		t.Error("after the click the box has lost the focus")
	}
	do(t, ctx, "emptying the box", chromedp.Evaluate[chromedp.Void](`document.getElementById("q").value = ""`), chromedp.KeyEvent(kb.Escape))
}
