// Command gencards converts MTGJSON AtomicCards data (plain or gzip) into
// the compact form the catalog embeds, gzipped:
//
//	go run ./internal/gencards SOURCE.json.gz OUT.gz
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/orrery-judge/orrery/rules/catalog"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: gencards SOURCE.json[.gz] OUT.gz")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "gencards:", err)
		os.Exit(1)
	}
}

func run(src, out string) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(src, ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return err
		}
		r = zr
	}
	ed, err := catalog.ReadAtomicCards(r)
	if err != nil {
		return err
	}
	data, err := catalog.EncodeCompact(ed)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	zw, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(data); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(out, b.Bytes(), 0o644)
}
