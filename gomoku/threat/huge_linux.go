package threat

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on linux/amd64 and
// linux/arm64 (the others' is larger, and a hint of this size is still
// harmless).
const hugePage = 2 << 20

// adviseHuge asks the kernel to back the whole huge pages inside s with
// huge pages (madvise MADV_HUGEPAGE), where transparent huge pages are
// enabled for regions that ask. The tables of a long search are read at
// random over hundreds of megabytes: with 4 KB pages nearly every read
// misses the translation buffer too. It is a hint: it changes no
// content, and an error (an old kernel, huge pages off) is ignored.
func adviseHuge[T any](s []T) {
	n := uintptr(len(s)) * unsafe.Sizeof(*new(T))
	if n < 2*hugePage {
		return
	}
	p := uintptr(unsafe.Pointer(unsafe.SliceData(s)))
	start := (p + hugePage - 1) &^ (hugePage - 1)
	end := (p + n) &^ (hugePage - 1) // past start: n is at least two pages
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), n)[start-p : end-p]
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
}
