//go:build unix

package app

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockSpool takes the spool for this process alone: two processes sharing
// a data folder would otherwise write over each other's records.
func lockSpool(f *os.File) error {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return fmt.Errorf("another process uses %s", f.Name())
	}
	return err
}
