// Package prefetch asks the processor to bring a cache line into its
// caches without waiting for it, for the transposition tables of the
// solvers: a search computes the slots of a node's children, prefetches
// them, and reads them a little later, when they have arrived. On
// builds other than amd64, and under the purego tag, it does nothing.
package prefetch
