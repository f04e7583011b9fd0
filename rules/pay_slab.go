package rules

import "strings"

// textSlab hands out texts written one after another into larger
// buffers, so that many short texts are a few allocations. A text handed
// out is never written over: a buffer too full for the next text is left
// to the texts in it, and another begun. A copy of a textSlab shares its
// buffer.
type textSlab struct{ b *strings.Builder }

// reserve makes room for n more bytes in one buffer: the caller writes
// them to b, and the text it wrote is b.String()[start:].
func (s *textSlab) reserve(n int) (b *strings.Builder, start int) {
	if s.b == nil || n > s.b.Cap()-s.b.Len() {
		size := 512
		if s.b != nil {
			size = min(2*s.b.Cap(), 4096)
		}
		s.b = &strings.Builder{}
		s.b.Grow(max(n, size))
	}
	return s.b, s.b.Len()
}

// keep returns text as a string held in the slab.
func (s *textSlab) keep(text []byte) string {
	b, start := s.reserve(len(text))
	b.Write(text)
	return b.String()[start:]
}
