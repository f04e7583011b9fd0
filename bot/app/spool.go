package app

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/orrery-judge/orrery/rules"
	"github.com/orrery-judge/orrery/rulings"
)

// spool is the append-only file that keeps the rulings waiting to be
// stored, so that a crash or a stop while the database is away loses
// none: each ruling kept is written (and flushed to the disk) before
// Pending.Add returns, each ruling stored is marked done, and the file is
// emptied when none wait. A Pending opened on a spool that holds rulings
// not done stores them.
type spool struct {
	path string
	f    *os.File
	seq  int64 // the number of the last record added
}

// spoolRecord is one line of the spool: a ruling kept ("add") or stored
// ("done"), by its number.
type spoolRecord struct {
	Op     string         `json:"op"`
	Seq    int64          `json:"seq"`
	Ruling *rules.Ruling  `json:"ruling,omitempty"`
	Who    *rulings.Asker `json:"who,omitempty"`
}

// openSpool opens the spool at path, creating it and its folder if
// missing, and returns the rulings it holds that were not stored, in the
// order they were kept. A last line cut short (the program died while
// writing it) is dropped; it was never acknowledged.
func openSpool(path string) (*spool, []pendingAsk, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, nil, fmt.Errorf("the folder of %s: %w", path, err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, nil, err
	}
	if err := lockSpool(f); err != nil {
		f.Close()
		return nil, nil, err
	}
	s := &spool{path: path, f: f}
	waiting, err := s.read()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	// Start again from the rulings still waiting, so that the file does
	// not grow with every outage.
	if err := s.rewrite(waiting); err != nil {
		f.Close()
		return nil, nil, err
	}
	return s, waiting, nil
}

func (s *spool) read() ([]pendingAsk, error) {
	if _, err := s.f.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	var order []int64
	bySeq := map[int64]pendingAsk{}
	r := bufio.NewReader(s.f)
	for line := 1; ; line++ {
		text, err := r.ReadBytes('\n')
		if errors.Is(err, io.EOF) {
			// A last line without its newline was cut short: drop it.
			break
		}
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", s.path, err)
		}
		var rec spoolRecord
		if err := json.Unmarshal(bytes.TrimSpace(text), &rec); err != nil {
			return nil, fmt.Errorf("%s:%d: not a spool record: %v", s.path, line, err)
		}
		s.seq = max(s.seq, rec.Seq)
		switch {
		case rec.Op == "add" && rec.Ruling != nil && rec.Who != nil:
			order = append(order, rec.Seq)
			bySeq[rec.Seq] = pendingAsk{ruling: rec.Ruling, who: *rec.Who, seq: rec.Seq}
		case rec.Op == "done":
			delete(bySeq, rec.Seq)
		default:
			return nil, fmt.Errorf("%s:%d: a record %q without its ruling", s.path, line, rec.Op)
		}
	}
	var waiting []pendingAsk
	for _, n := range order {
		if a, ok := bySeq[n]; ok {
			waiting = append(waiting, a)
			delete(bySeq, n)
		}
	}
	return waiting, nil
}

// rewrite replaces the file's contents with the add records of waiting.
func (s *spool) rewrite(waiting []pendingAsk) error {
	if err := s.f.Truncate(0); err != nil {
		return err
	}
	if _, err := s.f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	for _, a := range waiting {
		if err := s.write(spoolRecord{Op: "add", Seq: a.seq, Ruling: a.ruling, Who: &a.who}); err != nil {
			return err
		}
	}
	return s.f.Sync()
}

// add writes a ruling kept and flushes it to the disk; it returns the
// ruling's number in the spool.
func (s *spool) add(r *rules.Ruling, who rulings.Asker) (int64, error) {
	s.seq++
	if err := s.write(spoolRecord{Op: "add", Seq: s.seq, Ruling: r, Who: &who}); err != nil {
		return 0, err
	}
	return s.seq, s.f.Sync()
}

// done marks a ruling stored. It is not flushed: were it lost in a crash,
// the ruling would be stored again, which stores it once all the same
// (ids are content addresses).
func (s *spool) done(seq int64) error {
	return s.write(spoolRecord{Op: "done", Seq: seq})
}

// empty empties the file: no ruling waits.
func (s *spool) empty() error {
	return s.rewrite(nil)
}

func (s *spool) write(rec spoolRecord) error {
	line, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	_, err = s.f.Write(append(line, '\n'))
	return err
}

func (s *spool) close() error { return s.f.Close() }
