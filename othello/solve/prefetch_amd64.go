//go:build amd64 && !purego

package solve

// prefetch asks the processor to bring the cache line of b into its
// caches without waiting for it: the table entry of a child, read soon
// after.
//
//go:noescape
func prefetch(b *bucket)
