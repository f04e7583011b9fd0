package web_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

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
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
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
// Content-Security-Policy blocked.
func (l *consoleLog) problems() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, m := range l.messages {
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
	overflow := run(t, ctx, "measuring "+what, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`))
	if overflow > 0 {
		t.Errorf("%s is %dpx wider than the window", what, overflow)
	}
}

// widths are the windows the pages are checked and photographed at.
var widths = []struct {
	name          string
	width, height int64
	mobile        bool
}{
	{"desktop", 1280, 900, false},
	{"phone", 390, 844, true},
}

// A newcomer opens the playground, types the Orrery's upkeep question,
// submits it, reads that they draw three, follows the ruling link, and
// finds the same ruling on its page.
func TestBrowserAsksOnThePlaygroundAndOpensTheRuling(t *testing.T) {
	ctx, console := browser(t)
	dir := artifacts(t)
	s := newSite(t)

	for _, w := range widths {
		t.Run(w.name, func(t *testing.T) {
			view := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
			if w.mobile {
				view = []chromedp.EmulateViewportOption{chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch}
			}
			do(t, ctx, "opening the playground",
				chromedp.EmulateViewport(w.width, w.height, view...),
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
			if !strings.Contains(answer, "draws three") {
				t.Errorf("the answer is %q, want it to say the player draws three", answer)
			}
			loc := run(t, ctx, "reading the address", chromedp.Location())
			if !strings.Contains(loc, "/ask?q=%2Forrery+upkeep+hand%3A0") {
				t.Errorf("the answer's address is %s", loc)
			}
			link := run(t, ctx, "reading the ruling link", chromedp.AttributeValue(chromedp.CSS("a.permalink"), "href"))
			if !strings.HasPrefix(link.Value, "/r/") {
				t.Fatalf("the ruling link is %q, want /r/ID", link.Value)
			}
			// The script ran under the Content-Security-Policy: it showed
			// the copy button.
			hidden := run(t, ctx, "looking at the copy button", chromedp.Evaluate[bool](`document.querySelector("button.copy").hidden`))
			if hidden {
				t.Error("the copy-citation button is still hidden: the script did not run")
			}
			screenshot(t, ctx, dir, "answer-"+w.name)
			fitsTheWidth(t, ctx, "the answer")

			do(t, ctx, "opening the ruling link",
				chromedp.Click(chromedp.CSS("a.permalink")),
				chromedp.WaitVisible(chromedp.CSS("h1.answer")),
			)
			loc = run(t, ctx, "reading the address", chromedp.Location())
			if want := s.server.URL + link.Value; loc != want {
				t.Errorf("the link led to %s, want %s", loc, want)
			}
			page := run(t, ctx, "reading the ruling page", chromedp.Text(chromedp.CSS("h1.answer")))
			if page != answer {
				t.Errorf("the ruling page says %q, the playground said %q", page, answer)
			}
			id := run(t, ctx, "reading the id", chromedp.Text(chromedp.CSS(".kicker .id")))
			if "/r/"+id != link.Value {
				t.Errorf("the page shows id %q, its link is %s", id, link.Value)
			}
			citation := run(t, ctx, "reading the citation", chromedp.Text(chromedp.ID("citation")))
			if !strings.Contains(citation, id) || !strings.Contains(citation, publicURL+link.Value) {
				t.Errorf("the citation %q lacks the id or the link", citation)
			}
			screenshot(t, ctx, dir, "ruling-"+w.name)
			fitsTheWidth(t, ctx, "the ruling page")
		})
	}
	if p := console.problems(); len(p) > 0 {
		t.Errorf("the pages wrote errors to the console:\n%s", strings.Join(p, "\n"))
	}
}
