// Package zobrist makes the random keys of the games' Zobrist hashes:
// reproducible (the same keys in every run and on every machine, from a
// fixed seed) and independent between tables.
package zobrist

// Keys returns n keys drawn from the SplitMix64 sequence of seed. Games
// use a different seed for each table, so their keys differ.
func Keys(seed uint64, n int) []uint64 {
	k := make([]uint64, n)
	for i := range k {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		k[i] = z ^ z>>31
	}
	return k
}
