// Package web serves Orrery's pages: a permanent page for every stored
// ruling, which judges cite in chats, forums and tournament reports, and
// the playground, where anyone can type a command exactly as in Discord and
// get the ruling without a Discord account.
//
// New returns the whole site as one http.Handler; the HTTP server mounts it
// at its root:
//
//	h := web.New(web.Config{App: a})
//	http.ListenAndServe("127.0.0.1:8080", h)
//
// A GET never writes: the playground answers without storing, and the
// ruling is stored only when its "Get a citable id" button posts the
// command to /cite, from the site's own pages (Origin and Sec-Fetch-Site
// are checked where a browser sends them). Questions and citations share
// one limit per client address.
//
// The pages it serves:
//
//	GET /                        the playground: a command field, help and examples
//	GET /ask?q=COMMAND           the answer to a command (POST /ask with q works too); nothing is stored
//	POST /cite  q=COMMAND        "Get a citable id": stores the ruling, 303 to its page
//	GET /r/{id}                  a stored ruling
//	GET /cr/{number}             a rule in its section with the rules around it, or a whole section
//	GET /search?card=&q=&page=   stored rulings that mention a card or words, newest first
//	GET /api/complete?q=TEXT     completions of a command typed as far as TEXT, as JSON
//	GET /api/cards?q=&n=         card names for what was typed, as a JSON array
//	GET /coverage                what the engine understands of the card data, as plain text
//	GET /static/...              the stylesheet, the script and the icon
//
// Pages are rendered on the server with html/template, so no text a user
// typed (a command, an inline card's name, a judge's note) can add markup
// or script to a page, and every response carries a Content-Security-Policy
// that allows scripts and styles from the site itself only. Every page
// works without JavaScript; the script only adds the copy-citation button,
// card-name suggestions, and the command box's completions as one types.
// Mana symbols are pictures under /static/ (mana-g.svg), each with its
// text beside it for screen readers and copying.
package web
