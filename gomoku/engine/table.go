package engine

import (
	"math"

	"github.com/seed131617c4/board/search"
)

// A table is the transposition table of the engine's search: for the
// positions searched, by their Zobrist hash (game.Hash), a bound on the
// score, the depth it was searched to and the best move. A position may
// be stored in any entry of its bucket (the hash's low bits), which
// holds tableWays entries (64 bytes) or, in the old single-entry table
// (bigTable off), one. A position stored again replaces its own entry;
// a new one replaces, in its bucket, an empty entry, else one of an
// older move's search, else the shallowest, unless that one, of the
// current move's search, is deeper than the new search.
type table struct {
	entries []ttEntry
	mask    uint64 // the buckets less one
	ways    int    // the entries of a bucket
	// gen is the generation of the current move's search, 6 bits: after
	// 64 searches an entry left from the first looks current again,
	// which only costs the replacement a better choice, never a score.
	gen uint8
}

// tableWays is the entries of a bucket of the table.
const tableWays = 4

// The sizes of the tables of the engines, in bits of entries: 2^20
// entries (16 MiB) for MaxLevel, whose timed search fills a smaller one
// many times over a second; 2^18 (4 MiB) for the other levels, whose
// searches are small, and for the old table (bigTable off).
const (
	maxTableBits = 20
	tableBits    = 18
)

// A ttEntry is one entry of a table: 16 bytes.
type ttEntry struct {
	key   uint64
	score int32
	move  uint16 // packed; noMove for none
	depth uint8
	meta  uint8 // the bound in bits 0-1 (0: empty), the generation in bits 2-7
}

// The bounds of an entry.
const (
	lowerBound = 1 // the score is at least the stored one
	upperBound = 2 // the score is at most the stored one
	exactBound = lowerBound | upperBound
)

// newTable returns an empty table of 1<<bits entries in buckets of ways
// (a power of two; at most 1<<bits are used).
func newTable(bits, ways int) table {
	w := min(ways, 1<<bits)
	return table{entries: make([]ttEntry, 1<<bits), mask: uint64(1<<bits/w - 1), ways: w}
}

// bucket returns the entries of the bucket of key.
func (t *table) bucket(key uint64) []ttEntry {
	i := int(key&t.mask) * t.ways
	return t.entries[i : i+t.ways : i+t.ways]
}

// probe returns the entry of key, if t holds one.
func (t *table) probe(key uint64) (ttEntry, bool) {
	for _, e := range t.bucket(key) {
		if e.key == key && e.meta&exactBound != 0 {
			return e, true
		}
	}
	return ttEntry{}, false
}

// store records a search of the position key to depth that found score
// with bound and move (noMove for none, which keeps the move stored).
func (t *table) store(key uint64, score, depth int, bound uint8, move uint16) {
	// e: the entry to replace, and worst its worth (empty -2, an older
	// search's -1, else its depth).
	b := t.bucket(key)
	e, worst := &b[0], math.MaxInt
	for i := range b {
		f := &b[i]
		if f.key == key && f.meta&exactBound != 0 {
			e = f
			break
		}
		v := int(f.depth)
		switch {
		case f.meta&exactBound == 0:
			v = -2
		case f.meta>>2 != t.gen:
			v = -1
		}
		if v < worst {
			e, worst = f, v
		}
	}
	same := e.key == key && e.meta&exactBound != 0
	if !same && e.meta>>2 == t.gen && int(e.depth) > depth {
		return
	}
	if same && move == noMove {
		move = e.move
	}
	*e = ttEntry{key: key, score: int32(score), move: move, depth: uint8(max(depth, 0)), meta: bound | t.gen<<2}
}

// cut returns the score of e for a search at ply depth plies deep in the
// window (alpha, beta), and whether e settles it: searched as deep, and
// exact or a bound outside the window.
func (e ttEntry) cut(depth, ply, alpha, beta int) (int, bool) {
	if int(e.depth) < depth {
		return 0, false
	}
	v := search.FromTable(int(e.score), ply)
	b := e.meta & exactBound
	return v, b == exactBound || b == lowerBound && v >= beta || b == upperBound && v <= alpha
}

// boundOf returns what best, the score of a search in the window
// (alpha, beta), is: an upper bound, a lower bound or exact.
func boundOf(best, alpha, beta int) uint8 {
	switch {
	case best <= alpha:
		return upperBound
	case best >= beta:
		return lowerBound
	}
	return exactBound
}
