package solve

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks Linux to back the buckets with huge pages: the table
// is read at random, and with 4 KiB pages nearly every probe also misses
// the TLB. The advice must come before the memory is first touched,
// which make leaves to the first probes and stores. It is only advice:
// an error is ignored.
func adviseHuge(b []bucket) {
	if len(b) == 0 {
		return
	}
	const page = 4096
	p := unsafe.Pointer(&b[0])
	size := uintptr(len(b)) * unsafe.Sizeof(b[0])
	skip := (page - uintptr(p)%page) % page // madvise wants a page boundary
	if size <= skip {
		return
	}
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Add(p, skip)), size-skip), syscall.MADV_HUGEPAGE)
}
