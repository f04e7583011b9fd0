package cli

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/orrery-judge/orrery/bot/discord/discordtest"
)

// A server whose configured database does not answer yet starts anyway:
// /healthz says "database":"starting" (503), the playground and the
// interactions answer (the rulings waiting to be stored), the database
// is tried again with a backoff, logged once; once it comes up it is
// migrated, /healthz is 200, what waited is stored, and new rulings are
// stored, all without restarting the server.
func TestServeStartsBeforeItsDatabase(t *testing.T) {
	db := newPGCluster(t)
	dbURL := db.c.URL() // the same after a restart: same folder, same port
	db.stop()
	key, err := discordtest.NewSigner()
	if err != nil {
		t.Fatal(err)
	}
	bot := start(t, map[string]string{"DATABASE_URL": dbURL, "DISCORD_PUBLIC_KEY": key.PublicKeyHex(), "ORRERY_LOG_FORMAT": "json"},
		"serve", "--listen", "127.0.0.1:0")
	endpoint := bot.url + "/interactions"

	if code, body := getBody(t, bot.url+"/healthz"); code != http.StatusServiceUnavailable || !strings.Contains(body, `"database":"starting"`) {
		t.Errorf("/healthz before the database answers: %d %s", code, body)
	}
	if code, body := getBody(t, bot.url+"/ask?q="+url.QueryEscape("/orrery upkeep hand:0")); code != http.StatusOK || !strings.Contains(body, "draw three cards") {
		t.Errorf("the playground before the database answers: %d %.300s", code, body)
	}
	waiting := mustPost(t, key, endpoint, upkeepInteraction(1, 0, "tok-early", "80351110224678912"))
	if responseType(t, waiting) != 4 || rulingIDIn(waiting) != "" || !bytes.Contains(waiting, []byte("It will be stored when the database is back")) {
		t.Errorf("an interaction before the database answers: %s", waiting)
	}
	if n := metric(t, bot.url, "orrery_pending_rulings"); n != 1 {
		t.Errorf("orrery_pending_rulings %v before the database answers, want 1", n)
	}
	if n := metric(t, bot.url, `orrery_database_state{state="starting"}`); n != 1 {
		t.Errorf(`orrery_database_state{state="starting"} %v before the database answers, want 1`, n)
	}

	db.start()
	eventually(t, "/healthz to say the database is ok", func() bool {
		code, body := getBody(t, bot.url+"/healthz")
		return code == http.StatusOK && strings.Contains(body, `"database":"ok"`)
	})
	eventually(t, "the ruling that waited to be stored", func() bool {
		return metric(t, bot.url, "orrery_pending_rulings") == 0
	})
	if n := metric(t, bot.url, `orrery_database_state{state="ok"}`); n != 1 {
		t.Errorf(`orrery_database_state{state="ok"} %v once the database answers, want 1`, n)
	}
	after := mustPost(t, key, endpoint, upkeepInteraction(2, 1, "tok-after", "80351110224678912"))
	idAfter := rulingIDIn(after)
	if idAfter == "" {
		t.Fatalf("an interaction once the database answers: %s", after)
	}
	if code := bot.stop(t); code != ExitOK {
		t.Errorf("exit %d:\n%s", code, bot.stderr.String())
	}

	conn, err := pgx.Connect(context.Background(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	var stored int
	if err := conn.QueryRow(context.Background(), `select count(*) from rulings`).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if stored != 2 {
		t.Errorf("%d rulings stored, want the one that waited and the one after", stored)
	}
	tries := 0
	for _, e := range jsonLines(t, bot.stderr.String()) {
		if msg, _ := e["msg"].(string); strings.HasPrefix(msg, "the database does not answer yet") {
			tries++
		}
	}
	if tries != 1 {
		t.Errorf("the failing tries were logged %d times, want once:\n%s", tries, bot.stderr.String())
	}
}
