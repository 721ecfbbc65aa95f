//go:build !race

package engine

// raceSlow is how many times slower the race detector makes a search.
const raceSlow = 1
