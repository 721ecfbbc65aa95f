package engine

import "github.com/seed131617c4/board/search"

// A table is the transposition table of the engine's search: for the
// positions searched, by their Zobrist hash (game.Hash), a bound on the
// score, the depth it was searched to and the best move. An entry is
// replaced by the same position, by a search at least as deep, or by
// any search once it is older than the current move's.
type table struct {
	entries []ttEntry
	mask    uint64
	gen     uint8 // the generation of the current move's search, 6 bits
}

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

// newTable returns an empty table of 1<<bits entries.
func newTable(bits int) table {
	return table{entries: make([]ttEntry, 1<<bits), mask: 1<<bits - 1}
}

// probe returns the entry of key, if t holds one.
func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.entries[key&t.mask]
	return e, e.key == key && e.meta&exactBound != 0
}

// store records a search of the position key to depth that found score
// with bound and move (noMove for none, which keeps the move stored).
func (t *table) store(key uint64, score, depth int, bound uint8, move uint16) {
	e := &t.entries[key&t.mask]
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
