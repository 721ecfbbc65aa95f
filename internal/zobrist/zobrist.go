// Package zobrist makes the random keys of the games' Zobrist hashes:
// reproducible (the same keys in every run and on every machine, from a
// fixed seed) and independent between tables. Its SplitMix64 step is the
// module's one mixing function for anything else that wants well-spread
// bits from a number.
package zobrist

// golden is the increment of the SplitMix64 sequence.
const golden = 0x9e3779b97f4a7c15

// Keys returns n keys drawn from the SplitMix64 sequence of seed. Games
// use a different seed for each table, so their keys differ.
func Keys(seed uint64, n int) []uint64 {
	k := make([]uint64, n)
	for i := range k {
		seed += golden
		k[i] = mix(seed)
	}
	return k
}

// Mix returns the SplitMix64 output after state x: x advanced by the
// sequence's step and mixed, so that numbers differing in one bit give
// unrelated results.
func Mix(x uint64) uint64 { return mix(x + golden) }

// mix is the output function of SplitMix64.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
