//go:build cgo && linux

package main

/*
#include <malloc.h>

// limitArenas caps glibc's malloc arenas before any thread starts: each
// thread that calls malloc may otherwise get one of its own, 64 MiB of
// address space each, so that the program could not run under a limit on
// its address space (ulimit -v) that its memory use stays far below.
// Where the C library has no such option (musl), it does nothing.
__attribute__((constructor)) static void limitArenas(void) {
#ifdef M_ARENA_MAX
	mallopt(M_ARENA_MAX, 2);
#endif
}
*/
import "C"

// The C library is linked only for the standard library's resolver and
// user lookups (net, os/user): the constructor above runs as the program
// loads. A build without cgo has none of this.
