package rulings_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
	"github.com/orrery-judge/orrery/rulings/rulingstest"
)

// Asking a question already stored: one ask row, no new ruling.
func BenchmarkSaveAskedAgain(b *testing.B) {
	s, url := rulingstest.Open(b)
	ctx := context.Background()
	if _, err := s.Save(ctx, landsRuling(2), cli); err != nil {
		b.Fatal(err)
	}
	done := postgresCPU(b, url)
	for b.Loop() {
		if _, err := s.Save(ctx, landsRuling(2), cli); err != nil {
			b.Fatal(err)
		}
	}
	done()
}

// Asking a new question each time: a new ruling row and an ask row.
func BenchmarkSaveNewQuestion(b *testing.B) {
	s, _ := rulingstest.Open(b)
	ctx := context.Background()
	i := 0
	for b.Loop() {
		r := landsRuling(2)
		r.Canonical = fmt.Sprintf("%s #%d", r.Canonical, i)
		i++
		if _, err := s.Save(ctx, r, cli); err != nil {
			b.Fatal(err)
		}
	}
}

// Many askers at once, one goroutine a processor.
func BenchmarkSaveParallel(b *testing.B) {
	s, url := rulingstest.Open(b)
	ctx := context.Background()
	if _, err := s.Save(ctx, landsRuling(2), cli); err != nil {
		b.Fatal(err)
	}
	done := postgresCPU(b, url)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := s.Save(ctx, landsRuling(2), cli); err != nil {
				b.Error(err)
				return
			}
		}
	})
	done()
}

// Many askers at once, each asking a question already stored, as the bot
// does under load: sixteen goroutines a processor.
func BenchmarkSaveAskedAgainManyAskers(b *testing.B) {
	s, url := rulingstest.Open(b)
	ctx := context.Background()
	stored := []*rules.Ruling{landsRuling(1), landsRuling(2), landsRuling(3), reflectionRuling()}
	for _, r := range stored {
		if _, err := s.Save(ctx, r, cli); err != nil {
			b.Fatal(err)
		}
	}
	var next atomic.Int64
	b.SetParallelism(16)
	done := postgresCPU(b, url)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		n := next.Add(1)
		who := rulings.Asker{Source: rulings.SourceDiscord, UserID: fmt.Sprint(n), GuildID: "7", ChannelID: "8"}
		for i := 0; pb.Next(); i++ {
			r := *stored[(int(n)+i)%len(stored)]
			if _, err := s.Save(ctx, &r, who); err != nil {
				b.Error(err)
				return
			}
		}
	})
	done()
}

func BenchmarkGet(b *testing.B) {
	s, _ := rulingstest.Open(b)
	ctx := context.Background()
	id, err := s.Save(ctx, reflectionRuling(), cli)
	if err != nil {
		b.Fatal(err)
	}
	for range 3 {
		s.Review(ctx, id, rulings.Review{Verdict: rulings.Correct})
	}
	for b.Loop() {
		if _, err := s.Get(ctx, id); err != nil {
			b.Fatal(err)
		}
	}
}

// A search by card and words among 1,000 stored rulings.
func BenchmarkSearch(b *testing.B) {
	s, _ := rulingstest.Open(b)
	ctx := context.Background()
	for i := range 1000 {
		r := landsRuling(1 + i%5)
		if i%2 == 0 {
			r = reflectionRuling()
		}
		r.Canonical = fmt.Sprintf("%s #%d", r.Canonical, i)
		if _, err := s.Save(ctx, r, cli); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		p, err := s.Search(ctx, rulings.Query{Card: "Ghirapur Orrery", Text: "lands"})
		if err != nil || p.Total != 500 {
			b.Fatal(p.Total, err)
		}
	}
}

// postgresCPU measures the processor time the server spends for the
// database at url from now until the returned function is called, and
// reports it as pg-ns/op: the time of the server processes of the
// database's connections, read from /proc. Without /proc, or with a
// server on another machine, it reports nothing.
func postgresCPU(b *testing.B, url string) (done func()) {
	b.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		b.Fatal(err)
	}
	// ticks is the processor time, in clock ticks (USER_HZ, 100 a second
	// on Linux), of each server process of the database's connections.
	ticks := func() (map[int]int64, bool) {
		rows, err := conn.Query(ctx, `select pid from pg_stat_activity
			where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`)
		if err != nil {
			b.Fatal(err)
		}
		pids, err := pgx.CollectRows(rows, pgx.RowTo[int32])
		if err != nil {
			b.Fatal(err)
		}
		t := map[int]int64{}
		for _, pid := range pids {
			stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
			if err != nil {
				return nil, false
			}
			// After the command name, in parentheses: state is field 3,
			// utime 14 and stime 15.
			_, rest, ok := strings.Cut(string(stat), ") ")
			fields := strings.Fields(rest)
			if !ok || len(fields) < 13 {
				return nil, false
			}
			utime, err1 := strconv.ParseInt(fields[11], 10, 64)
			stime, err2 := strconv.ParseInt(fields[12], 10, 64)
			if err1 != nil || err2 != nil {
				return nil, false
			}
			t[int(pid)] = utime + stime
		}
		return t, true
	}
	before, ok := ticks()
	return func() {
		defer conn.Close(ctx)
		after, ok2 := ticks()
		if !ok || !ok2 || b.N == 0 {
			return
		}
		var spent int64
		for pid, t := range after {
			spent += t - before[pid]
		}
		b.ReportMetric(float64(spent)*float64(time.Second/100)/float64(b.N), "pg-ns/op")
	}
}
