//go:build linux

package cli

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// smallFilesystem mounts a tmpfs of size bytes on a new folder and returns
// it, unmounted and removed when t ends. It needs root; without it, or
// where mounting is refused, t is skipped, and fails under CI=true, where
// every test must run.
func smallFilesystem(t *testing.T, size int) string {
	t.Helper()
	unavailable := func(why string) {
		t.Helper()
		if os.Getenv("CI") == "true" {
			t.Fatal(why)
		}
		t.Skip(why)
	}
	if os.Geteuid() != 0 {
		unavailable("mounting a small filesystem for the data folder needs root")
	}
	dir, err := os.MkdirTemp("", "orrery-full-")
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("mount", "-t", "tmpfs", "-o", fmt.Sprintf("size=%d,mode=0755", size), "tmpfs", dir).CombinedOutput()
	if err != nil {
		os.Remove(dir)
		unavailable(fmt.Sprintf("mounting a tmpfs on %s: %v %s", dir, err, out))
	}
	t.Cleanup(func() {
		if out, err := exec.Command("umount", "-l", dir).CombinedOutput(); err != nil {
			t.Errorf("unmounting %s: %v %s", dir, err, out)
		}
		os.Remove(dir)
	})
	return dir
}

// fill writes a file at path until the disk under it is full.
func fill(t *testing.T, path string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, chunk := range []int{1 << 20, 4096, 1} {
		buf := make([]byte, chunk)
		for {
			if _, err := f.Write(buf); err != nil {
				if !errors.Is(err, syscall.ENOSPC) {
					t.Fatal(err)
				}
				break
			}
		}
	}
}

// The built program with its private Postgres on a small filesystem: when
// the disk fills and the server stops, the full disk is reported
// (/healthz, orrery_database_state, one log line) while the questions are
// still answered, and once there is room again Postgres is started again
// and the program is healthy, without restarting it.
func TestDiskFullIsReportedAndRecovers(t *testing.T) {
	bin := buildBot(t)
	dataDir := smallFilesystem(t, 160<<20)
	cfg := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(cfg, []byte(fmt.Sprintf(`log_format = "json"
[database]
data_dir = %q
[http]
listen = "127.0.0.1:0"
`, dataDir)), 0o600); err != nil {
		t.Fatal(err)
	}
	bot := runBot(t, bin, cfg)
	eventually(t, "/healthz to say 200", func() bool {
		code, _ := getBody(t, bot.url+"/healthz")
		return code == http.StatusOK
	})

	filler := filepath.Join(dataDir, "filler")
	fill(t, filler)
	pid := postmasterPID(t, dataDir)
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		t.Fatal(err)
	}
	eventually(t, "/healthz to say the disk is full", func() bool {
		code, body := getBody(t, bot.url+"/healthz")
		return code == http.StatusServiceUnavailable && strings.Contains(body, `"database":"disk_full"`)
	})
	if n := metric(t, bot.url, `orrery_database_state{state="disk_full"}`); n != 1 {
		t.Errorf(`orrery_database_state{state="disk_full"} %v, want 1`, n)
	}
	if code, body := getBody(t, bot.url+"/ask?q=%2Forrery+upkeep+hand%3A0"); code != http.StatusOK || !strings.Contains(body, "draw three cards") {
		t.Errorf("the playground with the disk full: %d %.300s", code, body)
	}

	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	eventually(t, "/healthz to say 200 once there is room", func() bool {
		code, _ := getBody(t, bot.url+"/healthz")
		return code == http.StatusOK
	})
	if n := metric(t, bot.url, `orrery_database_state{state="ok"}`); n != 1 {
		t.Errorf(`orrery_database_state{state="ok"} %v once there is room, want 1`, n)
	}
	stderr := bot.stderr.String()
	if n := strings.Count(stderr, "the private Postgres server does not start; trying again until it does"); n != 1 {
		t.Errorf("the failing start is logged %d times, want once:\n%.6000s", n, stderr)
	}
	if !strings.Contains(stderr, "disk under the private Postgres server's data folder is full") {
		t.Errorf("the log does not say the disk is full:\n%.6000s", stderr)
	}
	bot.terminate(t)
}
