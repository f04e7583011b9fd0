package pgembed

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// ErrNoBinaries is returned (wrapped, with the folders searched and how to
// install Postgres) when initdb, pg_ctl and postgres cannot be found.
var ErrNoBinaries = errors.New("no Postgres server binaries found")

// Binaries is one installation of the Postgres server programs.
type Binaries struct {
	// Dir is the folder that holds initdb, pg_ctl and postgres.
	Dir string
	// Major is the major version of postgres ("15"), "" when it could not
	// be told.
	Major string
}

func (b Binaries) path(name string) string { return filepath.Join(b.Dir, name) }

// searchGlobs are the usual install folders, in the order they are tried
// after PATH and pg_config.
var searchGlobs = []string{
	"/usr/lib/postgresql/*/bin",         // Debian, Ubuntu
	"/usr/pgsql-*/bin",                  // RHEL, Fedora (PGDG)
	"/usr/local/pgsql/bin",              // built from source
	"/usr/local/bin",                    // symlinked installs
	"/opt/homebrew/bin",                 // Homebrew on Apple silicon
	"/opt/homebrew/opt/postgresql*/bin", // Homebrew keg-only versions
	"/usr/local/opt/postgresql*/bin",    // Homebrew on Intel
	"/opt/local/lib/postgresql*/bin",    // MacPorts
	"/Applications/Postgres.app/Contents/Versions/*/bin",
	"/usr/lib/postgresql*/bin", // Alpine, Arch
}

// FindBinaries finds the Postgres server programs. With dir set, only that
// folder is tried. Otherwise the folders are tried in this order: where
// pg_ctl and initdb on PATH live, pg_config --bindir, then the usual install
// folders (newest version first). With want set (a major version such as
// "15", the version an existing cluster was made with), the first
// installation of that version wins; without it, the first found.
func FindBinaries(ctx context.Context, dir, want string) (Binaries, error) {
	var candidates []string
	if dir != "" {
		candidates = []string{dir}
	} else {
		candidates = searchFolders(ctx)
	}
	var found []Binaries
	seen := map[string]bool{}
	for _, d := range candidates {
		real, err := filepath.EvalSymlinks(d)
		if err != nil {
			continue
		}
		if !hasServer(d) || seen[real] {
			continue
		}
		seen[real] = true
		b := Binaries{Dir: d, Major: majorVersion(ctx, filepath.Join(d, "postgres"))}
		if want == "" || b.Major == want {
			return b, nil
		}
		found = append(found, b)
	}
	if len(found) > 0 {
		var have []string
		for _, b := range found {
			have = append(have, fmt.Sprintf("%s (version %s)", b.Dir, b.Major))
		}
		return Binaries{}, fmt.Errorf("the cluster was made by PostgreSQL %s, but only other versions are installed: %s; install PostgreSQL %s, or point database.data_dir at a new folder",
			want, strings.Join(have, ", "), want)
	}
	where := "in " + dir
	if dir == "" {
		where = "on PATH, through pg_config, or in " + strings.Join(searchGlobs, ", ")
	}
	return Binaries{}, fmt.Errorf("%w (initdb, pg_ctl and postgres) %s: install them (Debian or Ubuntu: apt-get install postgresql; Fedora: dnf install postgresql-server; macOS: brew install postgresql), or set database.url in the configuration (or DATABASE_URL) to use a Postgres server", ErrNoBinaries, where)
}

// searchFolders lists the folders to look in, most specific first.
func searchFolders(ctx context.Context) []string {
	var dirs []string
	for _, name := range []string{"pg_ctl", "initdb", "postgres"} {
		if p, err := exec.LookPath(name); err == nil {
			if real, err := filepath.EvalSymlinks(p); err == nil {
				dirs = append(dirs, filepath.Dir(real))
			}
			dirs = append(dirs, filepath.Dir(p))
		}
	}
	if p, err := exec.LookPath("pg_config"); err == nil {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		out, err := exec.CommandContext(ctx, p, "--bindir").Output()
		cancel()
		if err == nil {
			if d := strings.TrimSpace(string(out)); d != "" {
				dirs = append(dirs, d)
			}
		}
	}
	for _, g := range searchGlobs {
		matches, _ := filepath.Glob(g)
		// Newest version first: compare the version numbers in the paths.
		slices.SortStableFunc(matches, func(a, b string) int { return compareVersions(b, a) })
		dirs = append(dirs, matches...)
	}
	return dirs
}

var numberRe = regexp.MustCompile(`\d+`)

// compareVersions compares two paths by the numbers in them, in order.
func compareVersions(a, b string) int {
	na, nb := numberRe.FindAllString(a, -1), numberRe.FindAllString(b, -1)
	for i := 0; i < len(na) && i < len(nb); i++ {
		x, _ := strconv.Atoi(na[i])
		y, _ := strconv.Atoi(nb[i])
		if x != y {
			return x - y
		}
	}
	return len(na) - len(nb)
}

func hasServer(dir string) bool {
	for _, name := range []string{"initdb", "pg_ctl", "postgres"} {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil || fi.IsDir() || fi.Mode().Perm()&0o111 == 0 {
			return false
		}
	}
	return true
}

var versionRe = regexp.MustCompile(`\(PostgreSQL\) (\d+)`)

// majorVersion runs postgres --version: "postgres (PostgreSQL) 15.18" → "15".
func majorVersion(ctx context.Context, postgres string) string {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, postgres, "--version").Output()
	if err != nil {
		return ""
	}
	if m := versionRe.FindSubmatch(out); m != nil {
		return string(m[1])
	}
	return ""
}
