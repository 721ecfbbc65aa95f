//go:build amd64 && !purego

package prefetch

import "unsafe"

// Line starts loading the cache line that holds p into all levels of
// the processor's caches (PREFETCHT0) and returns at once. p is not
// read: it may point anywhere.
//
//go:noescape
func Line(p unsafe.Pointer)
