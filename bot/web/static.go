package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"time"
)

//go:embed static
var staticFS embed.FS

// staticFile is one file under /static/, read once.
type staticFile struct {
	body []byte
	// version is the start of the body's SHA-256, which the pages put in
	// the file's link so that a changed file is fetched again.
	version string
	ctype   string
}

var staticFiles = loadStatic()

func loadStatic() map[string]staticFile {
	files := map[string]staticFile{}
	entries, err := fs.ReadDir(staticFS, "static")
	if err != nil {
		panic(err)
	}
	for _, e := range entries {
		body, err := staticFS.ReadFile("static/" + e.Name())
		if err != nil {
			panic(err)
		}
		sum := sha256.Sum256(body)
		ctype := mime.TypeByExtension(path.Ext(e.Name()))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		files[e.Name()] = staticFile{body: body, version: hex.EncodeToString(sum[:6]), ctype: ctype}
	}
	return files
}

// staticLinks are the links the pages use for the stylesheet and the
// script, each with its version.
type staticLinks struct {
	CSS, JS, Icon string
}

var links = staticLinks{CSS: staticLink("style.css"), JS: staticLink("orrery.js"), Icon: staticLink("icon.svg")}

func staticLink(name string) string {
	f, ok := staticFiles[name]
	if !ok {
		panic("web: no static file " + name)
	}
	return "/static/" + name + "?v=" + f.version
}

// serveStatic serves a file under /static/. A request for the current
// version may be kept for a year; any other for five minutes. Either way
// the ETag lets a browser check cheaply.
func serveStatic(w http.ResponseWriter, r *http.Request) {
	f, ok := staticFiles[r.PathValue("file")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	h.Set("ETag", `"`+f.version+`"`)
	if r.URL.Query().Get("v") == f.version {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "public, max-age=300")
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(f.body))
}
