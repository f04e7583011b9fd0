package catalog

import (
	"crypto/ed25519"
	"math/rand"
	"runtime"
	"syscall"
	"testing"
)

// The pool's costs beside one ed25519 check, the work every Discord
// interaction costs before anything else (BENCHMARKS.md):
//
//	go test -run '^$' -bench . -benchmem ./rules/catalog/

// BenchmarkLoadBundled is the start-up cost of the bundled pool: unpacking
// the embedded data, decoding every card, laying the curated cards over
// them and building the name indexes.
//
// On a shared machine the wall time per load counts the time other
// programs had the CPU; cpu-ms/op is the CPU time this process spent per
// load (garbage collection on the other core included).
func BenchmarkLoadBundled(b *testing.B) {
	cur := curated()
	start := cpuTime()
	for b.Loop() {
		ed, err := BundledEdition()
		if err != nil {
			b.Fatal(err)
		}
		NewPool(BundledName(ed.Name, len(cur)), ed.Cards, cur)
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N)/1e6, "cpu-ms/op")
}

// cpuTime is the CPU time this process has used, user and system, in
// nanoseconds.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkNameIndex is the cost of the first suggestion or autocomplete
// after start-up, which builds the index of every name.
func BenchmarkNameIndex(b *testing.B) {
	ed, err := BundledEdition()
	if err != nil {
		b.Fatal(err)
	}
	cur := curated()
	for b.Loop() {
		b.StopTimer()
		p := NewPool("bench", ed.Cards, cur)
		b.StartTimer()
		p.Complete("Lightning B", 25)
	}
}

// BenchmarkPoolMemory reports the heap a loaded pool holds (MB-held) with
// its name index built, after garbage collection.
func BenchmarkPoolMemory(b *testing.B) {
	cur := curated()
	var held float64
	for b.Loop() {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		ed, err := BundledEdition()
		if err != nil {
			b.Fatal(err)
		}
		p := NewPool("bench", ed.Cards, cur)
		p.Complete("a", 1) // with the name index built
		runtime.GC()
		runtime.ReadMemStats(&after)
		held = float64(after.HeapAlloc-before.HeapAlloc) / (1 << 20)
		runtime.KeepAlive(p)
	}
	b.ReportMetric(held, "MB-held")
}

// BenchmarkCollect is a full garbage collection with the bundled pool
// held: the marking every collection repeats, whose cost grows with the
// pointers the pool's cards and indexes hold.
func BenchmarkCollect(b *testing.B) {
	Bundled()
	runtime.GC()
	for b.Loop() {
		runtime.GC()
	}
}

func BenchmarkLookup(b *testing.B) {
	Bundled()
	for b.Loop() {
		Lookup("Gaea’s Cradle")
	}
}

// BenchmarkLookupLoose finds a name typed without its accent and hyphen.
func BenchmarkLookupLoose(b *testing.B) {
	Bundled()
	for b.Loop() {
		Lookup("Lim Dul the Necromancer")
	}
}

// BenchmarkCompletePrefix is a Discord autocomplete of a name being typed.
func BenchmarkCompletePrefix(b *testing.B) {
	Bundled()
	for b.Loop() {
		Complete("Lightning B", 25)
	}
}

// BenchmarkCompleteShort is an autocomplete of two letters, which start
// hundreds of names.
func BenchmarkCompleteShort(b *testing.B) {
	Bundled()
	for b.Loop() {
		Complete("sh", 25)
	}
}

// BenchmarkCompleteFuzzy is an autocomplete of a misspelt name, which no
// name starts: every name is searched for likeness.
func BenchmarkCompleteFuzzy(b *testing.B) {
	Bundled()
	for b.Loop() {
		Complete("Lightening Bolt", 25)
	}
}

// BenchmarkSuggest is "did you mean" for an unknown name.
func BenchmarkSuggest(b *testing.B) {
	Bundled()
	for b.Loop() {
		Suggest("Reflectin Pool", 5)
	}
}

// BenchmarkEd25519Verify is the signature check every Discord interaction
// costs, the yardstick for the others.
func BenchmarkEd25519Verify(b *testing.B) {
	pub, priv, err := ed25519.GenerateKey(rand.New(rand.NewSource(1)))
	if err != nil {
		b.Fatal(err)
	}
	msg := []byte(`1700000000{"type":2,"data":{"name":"card","options":[{"name":"name","value":"Lightning Bolt"}]}}`)
	sig := ed25519.Sign(priv, msg)
	for b.Loop() {
		if !ed25519.Verify(pub, msg, sig) {
			b.Fatal("signature does not verify")
		}
	}
}
