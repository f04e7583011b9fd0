package web_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"

	"github.com/orrery-judge/orrery/bot/app"
	"github.com/orrery-judge/orrery/bot/web"
)

// The playground answers a command typed as in Discord. Without a store
// the ruling is shown but has no page of its own.
func ExampleNew() {
	srv := httptest.NewServer(web.New(web.Config{App: &app.App{}}))
	defer srv.Close()

	resp, err := http.Get(srv.URL + "/ask?q=" + url.QueryEscape("/orrery upkeep hand:0"))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	page, _ := io.ReadAll(resp.Body)
	answer := regexp.MustCompile(`<h2 class="answer[^"]*">([^<]*)</h2>`).FindSubmatch(page)
	fmt.Println(resp.Status)
	fmt.Printf("%s\n", answer[1])
	// Output:
	// 200 OK
	// Ghirapur Orrery triggers: you draw three cards.
}
