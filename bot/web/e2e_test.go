package web_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	browserdomain "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// The end-to-end test drives a real Chromium, headless, against the pages
// served over loopback with a real store. CI installs Chromium (.ci/run);
// elsewhere the test is skipped when there is none.
//
// ORRERY_CHROMIUM names the browser to use; ORRERY_ARTIFACTS names the
// folder the screenshots are saved in (a temporary folder by default).

// findChromium returns the path of the browser, or ends the test for want
// of one: a failure under CI=true, where every test must run, else a skip.
func findChromium(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("ORRERY_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	msg := "no Chromium found (install the chromium package, or set ORRERY_CHROMIUM)"
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// artifacts returns the folder to save screenshots in.
func artifacts(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("ORRERY_ARTIFACTS")
	if dir == "" {
		dir = t.TempDir()
	} else {
		dir = filepath.Join(dir, t.Name())
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("screenshots are saved in %s", dir)
	return dir
}

// browser starts a headless Chromium for the test and returns its tab,
// and the messages the pages write to the console.
func browser(t *testing.T) (context.Context, *consoleLog) {
	t.Helper()
	path := findChromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.UserDataDir(t.TempDir()),
	}
	// A deadline so that a browser that hangs ends the test instead of
	// the whole run; it is not a measure of speed.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	log := &consoleLog{}
	messages := chromedp.Console(bctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for m, err := range messages {
			if err != nil {
				return
			}
			log.add(m)
		}
	}()
	t.Cleanup(func() { bcancel(); <-done })
	return bctx, log
}

// consoleLog keeps what the pages wrote to the console.
type consoleLog struct {
	mu       sync.Mutex
	messages []chromedp.ConsoleMessage
}

func (l *consoleLog) add(m chromedp.ConsoleMessage) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.messages = append(l.messages, m)
}

// problems are the errors and exceptions, such as a script or style the
// Content-Security-Policy blocked. Messages about the addresses in
// expected (pages that answer with an error status on purpose) are left
// out.
func (l *consoleLog) problems(expected ...string) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, m := range l.messages {
		if slices.Contains(expected, m.URL) {
			continue
		}
		if m.Type == chromedp.ConsoleError || m.IsException() || m.Type == chromedp.ConsoleWarning {
			out = append(out, m.String())
		}
	}
	return out
}

// do runs browser actions, failing the test with what was being done.
func do(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// run runs one browser action that gives a value.
func run[T any](t *testing.T, ctx context.Context, what string, a chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return v
}

// screenshot saves the whole page as a PNG.
func screenshot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	png := run(t, ctx, "taking a screenshot of "+name, chromedp.FullScreenshot(100))
	file := filepath.Join(dir, name+".png")
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("saved %s", file)
}

// fitsTheWidth fails the test if the page is wider than the window, so
// that a phone would have to scroll sideways.
func fitsTheWidth(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	overflow := run(t, ctx, "measuring "+what, chromedp.Evaluate[int](`document.documentElement.scrollWidth - document.documentElement.clientWidth`))
	if overflow > 0 {
		t.Errorf("%s is %dpx wider than the window", what, overflow)
	}
}

// screen is a window the pages are checked and photographed in.
type screen struct {
	name          string
	width, height int64
	mobile        bool
	// scheme is the color scheme the browser prefers: light or dark.
	scheme string
}

// widths are the screens both browser tests use.
var widths = []screen{
	{"desktop", 1280, 900, false, "light"},
	{"phone", 390, 844, true, "light"},
}

// show sizes the window as the screen is, and sets its color scheme.
func show(t *testing.T, ctx context.Context, w screen) {
	t.Helper()
	view := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
	if w.mobile {
		view = []chromedp.EmulateViewportOption{chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch}
	}
	do(t, ctx, "sizing the window", chromedp.EmulateViewport(w.width, w.height, view...))
	_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: w.scheme}},
	})
	if err != nil {
		t.Fatalf("setting the color scheme: %v", err)
	}
}

// A newcomer opens the playground, types the Orrery's upkeep question,
// submits it, reads that they draw three, presses "Get a citable id",
// lands on the ruling's page with the same ruling, and copies its
// citation. Asking stored nothing; the button stored the ruling once.
func TestBrowserAsksOnThePlaygroundAndOpensTheRuling(t *testing.T) {
	ctx, console := browser(t)
	dir := artifacts(t)
	s := newSite(t)

	for _, w := range widths {
		t.Run(w.name, func(t *testing.T) {
			show(t, ctx, w)
			do(t, ctx, "opening the playground",
				chromedp.Navigate(s.server.URL+"/"),
				chromedp.WaitVisible(chromedp.ID("q")),
			)
			screenshot(t, ctx, dir, "playground-"+w.name)
			fitsTheWidth(t, ctx, "the playground")

			do(t, ctx, "asking",
				chromedp.SendKeys(chromedp.ID("q"), "/orrery upkeep hand:0"),
				chromedp.Click(chromedp.CSS(`form.ask-form button[type="submit"]`)),
				chromedp.WaitVisible(chromedp.CSS(".ruling .answer")),
			)
			answer := run(t, ctx, "reading the answer", chromedp.Text(chromedp.CSS(".ruling .answer")))
			if !strings.Contains(answer, "draw three") {
				t.Errorf("the answer is %q, want it to say the player draws three", answer)
			}
			loc := run(t, ctx, "reading the address", chromedp.Location())
			if !strings.Contains(loc, "/ask?q=%2Forrery+upkeep+hand%3A0") {
				t.Errorf("the answer's address is %s", loc)
			}
			if run(t, ctx, "looking for a ruling link", chromedp.Evaluate[bool](`document.querySelector("a.permalink") !== null`)) {
				t.Error("the answer links to a ruling's page before it is stored")
			}
			var stored int
			if err := queryRow(s.dbURL, `select count(*) from rulings`, &stored); err != nil {
				t.Fatal(err)
			}
			if w == widths[0] && stored != 0 {
				t.Errorf("asking stored %d rulings, want none until the button is pressed", stored)
			}
			screenshot(t, ctx, dir, "answer-"+w.name)
			fitsTheWidth(t, ctx, "the answer")

			// The button posts the command (with the browser's own Origin
			// and Sec-Fetch-Site) and opens the stored ruling's page.
			do(t, ctx, "getting a citable id",
				chromedp.Click(chromedp.CSS(`form.cite-form button[type="submit"]`)),
				chromedp.WaitVisible(chromedp.CSS("h1.answer")),
			)
			loc = run(t, ctx, "reading the address", chromedp.Location())
			path := strings.TrimPrefix(loc, s.server.URL)
			if !strings.HasPrefix(path, "/r/") {
				t.Fatalf("the button led to %s, want a ruling's page", loc)
			}
			page := run(t, ctx, "reading the ruling page", chromedp.Text(chromedp.CSS("h1.answer")))
			if page != answer {
				t.Errorf("the ruling page says %q, the playground said %q", page, answer)
			}
			id := run(t, ctx, "reading the id", chromedp.Text(chromedp.CSS(".kicker .id")))
			if "/r/"+id != path {
				t.Errorf("the page shows id %q, its address is %s", id, path)
			}
			citation := run(t, ctx, "reading the citation", chromedp.Text(chromedp.ID("citation")))
			if !strings.Contains(citation, id) || !strings.Contains(citation, publicURL+path) {
				t.Errorf("the citation %q lacks the id or the link", citation)
			}
			// The script ran under the Content-Security-Policy: it showed
			// the copy button.
			hidden := run(t, ctx, "looking at the copy button", chromedp.Evaluate[bool](`document.querySelector("button.copy").hidden`))
			if hidden {
				t.Error("the copy-citation button is still hidden: the script did not run")
			}

			// The button copies the citation that the page shows.
			for _, perm := range []string{"clipboard-read", "clipboard-write"} {
				_, err := chromedp.CallBrowser(ctx, browserdomain.SetPermission, browserdomain.SetPermissionParams{
					Permission: &browserdomain.PermissionDescriptor{Name: perm, AllowWithoutSanitization: true},
					Setting:    browserdomain.PermissionSettingGranted,
					Origin:     s.server.URL,
				})
				if err != nil {
					t.Fatalf("allowing %s: %v", perm, err)
				}
			}
			do(t, ctx, "copying the citation",
				chromedp.Click(chromedp.CSS("button.copy")),
				chromedp.Poll[chromedp.Void](`document.querySelector("button.copy").textContent === "Copied"`),
			)
			copied := run(t, ctx, "reading the clipboard", chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
			if copied != citation {
				t.Errorf("the clipboard holds %q, the page shows the citation %q", copied, citation)
			}
			if err := queryRow(s.dbURL, `select count(*) from rulings`, &stored); err != nil {
				t.Fatal(err)
			}
			if stored != 1 {
				t.Errorf("%d rulings stored, want the one the button stored", stored)
			}
			screenshot(t, ctx, dir, "ruling-"+w.name)
			fitsTheWidth(t, ctx, "the ruling page")
		})
	}
	if p := console.problems(); len(p) > 0 {
		t.Errorf("the pages wrote errors to the console:\n%s", strings.Join(p, "\n"))
	}
}

// Every kind of page fits a phone's width and a desktop's, with no
// sideways scrolling and nothing the browser complains of; the
// screenshots show how each looks.
func TestBrowserEveryPageFitsTheScreen(t *testing.T) {
	ctx, console := browser(t)
	dir := artifacts(t)
	s := newSite(t)
	old := s.answer(`/judge tap board:"me: Forest, Mana Reflection, Wild Growth (on Forest); opp: Contamination, [Mystery Land: Land — {T}: Add {R} or {G}.]" card:Forest`)
	s.answer(`/judge upkeep board:"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 2; opp: 2x Ghirapur Orrery (tapped), life 17"`)
	execDB(t, s.dbURL, `update rulings set superseded_by = (select id from rulings where id <> $1 limit 1), superseded_at = now() where id = $1`, old.ID)
	execDB(t, s.dbURL, `insert into reviews (ruling_id, verdict, note, reviewer_name) values ($1, 'incorrect', 'Contamination applies last whatever the order: see the newer ruling.', 'Ana')`, old.ID)

	pages := []struct {
		name, path string
		// status is true for a page that answers with an error status.
		status bool
	}{
		{"ruling-superseded", "/r/" + old.ID, false},
		{"search", "/search?card=orrery", false},
		{"search-all", "/search", false},
		{"card", askPath(`/card name:"Ghirapur Orrery"`), false},
		{"rules", askPath(`/cr rule:"intervening if"`), false},
		{"error", askPath(`/judge tap board:"me: Forrest, Mana Reflection; opp: Contamination" card:Forest`), true},
		{"not-found", "/r/ZZZZZZZZ", true},
	}
	var expected []string
	for _, p := range pages {
		if p.status {
			expected = append(expected, s.server.URL+p.path)
		}
	}
	for _, w := range append(widths, screen{"phone-dark", 390, 844, true, "dark"}) {
		t.Run(w.name, func(t *testing.T) {
			show(t, ctx, w)
			for _, p := range pages {
				do(t, ctx, "opening "+p.name,
					chromedp.Navigate(s.server.URL+p.path),
					chromedp.WaitVisible(chromedp.CSS("main h1, main h2")),
				)
				screenshot(t, ctx, dir, p.name+"-"+w.name)
				fitsTheWidth(t, ctx, p.name)
			}
		})
	}
	if p := console.problems(expected...); len(p) > 0 {
		t.Errorf("the pages wrote errors to the console:\n%s", strings.Join(p, "\n"))
	}
}
