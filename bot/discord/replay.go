package discord

import (
	"sync"
	"time"
)

// seenInteractions remembers the interactions received over HTTP, by id,
// for as long as their signatures are accepted (MaxClockSkew either way),
// so that a request sent again within that window — a replay by whoever
// recorded it, or Discord's own retry — is answered with the response the
// first one got, and is handled, counted and stored only once.
type seenInteractions struct {
	mu   sync.Mutex
	byID map[string]*seenInteraction
	// order is the ids by arrival, for forgetting the oldest first.
	order []seenID
	max   int
}

type seenID struct {
	id string
	at time.Time
}

// seenInteraction is one interaction's response: body is set, and done
// closed, once the first request's response is written.
type seenInteraction struct {
	done     chan struct{}
	body     []byte
	finished bool // done is closed; set under seenInteractions.mu
}

// maxSeenInteractions bounds the memory kept for replays: past it the
// oldest are forgotten early. At a few hundred bytes each it is a few
// megabytes, and more interactions than one process answers in the
// window.
const maxSeenInteractions = 20_000

func newSeenInteractions() *seenInteractions {
	return &seenInteractions{byID: map[string]*seenInteraction{}, max: maxSeenInteractions}
}

// first records id as received now. It returns nil for an interaction not
// seen before (the caller answers it and then calls finish), or the
// record of the one seen before.
func (s *seenInteractions) first(id string, now time.Time) *seenInteraction {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.forget(now)
	if e, ok := s.byID[id]; ok {
		return e
	}
	s.byID[id] = &seenInteraction{done: make(chan struct{})}
	s.order = append(s.order, seenID{id, now})
	return nil
}

// finish records the response written for id, nil for none; a replay
// waiting for it gets the same bytes, or is refused when there are none.
func (s *seenInteractions) finish(id string, body []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.byID[id]
	if !ok || e.finished {
		return
	}
	e.body, e.finished = body, true
	close(e.done)
}

// forget drops the ids older than the signature window, and the oldest
// past the bound.
func (s *seenInteractions) forget(now time.Time) {
	n := 0
	for n < len(s.order) && (now.Sub(s.order[n].at) > 2*MaxClockSkew || len(s.order)-n > s.max) {
		e := s.byID[s.order[n].id]
		delete(s.byID, s.order[n].id)
		if e != nil && !e.finished {
			e.finished = true
			close(e.done) // a replay still waiting gets no body and is refused
		}
		n++
	}
	if n > 0 {
		s.order = append(s.order[:0], s.order[n:]...)
	}
}

// maxJSONDepth is the deepest nesting of arrays and objects an interaction
// may have. Discord's deepest, a subcommand group's subcommand's options,
// nests about eight; a body nested thousands deep costs a JSON decoder far
// more time than its size suggests.
const maxJSONDepth = 32

// jsonDepthWithin tells whether the arrays and objects of a JSON text nest
// at most max deep, reading it once without decoding it.
func jsonDepthWithin(body []byte, max int) bool {
	depth, inString, escaped := 0, false, false
	for _, c := range body {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			depth++
			if depth > max {
				return false
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return true
}
