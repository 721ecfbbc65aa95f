package search

import "math/bits"

// A Table is a transposition table: a fixed amount of memory that holds,
// for positions already searched, a bound on their score, the depth it
// was searched to and the best move found, keyed by the 64-bit hash of
// [board.Game.Hash]. [AlphaBeta] probes it at every node to cut off
// positions reached again and to try their best move first.
//
// Each hash selects a bucket of two 16-byte entries: a depth-preferred
// one, replaced only by a search at least as deep or by any search once
// it is aged (stored by an earlier search), and an always-replace one that
// takes what the first refuses. Probes and stores cost O(1) and never
// allocate. Scores of proven outcomes are stored relative to the node, so
// a table is safe to reuse from move to move of one game; [Table.Clear]
// it before searching another game or with another evaluation. Moves are
// stored packed in 16 bits, which holds points with rows and columns up to
// 254.
//
// A Table is not safe for concurrent use. The zero Table holds nothing
// and stores nothing; use [NewTable].
type Table struct {
	buckets []bucket
	mask    uint64
	gen     uint8 // the generation of the current search, 6 bits
}

// An entry is one slot of the table: 16 bytes.
type entry struct {
	key   uint64
	score int32
	move  uint16 // packed; noMove for none
	depth uint8  // resolved for a subtree searched to the end of the game
	meta  uint8  // bound in bits 0-1 (0: empty), generation in bits 2-7
}

// A bucket is the two entries a hash selects.
type bucket struct {
	deep, always entry
}

// The bounds of an entry.
const (
	lower = 1 // the score is at least the stored one
	upper = 2 // the score is at most the stored one
	exact = lower | upper
)

// resolved is the depth of an entry whose subtree was searched to the end
// of the game everywhere: its score holds at every depth.
const resolved = 255

// entryBytes is the size of an entry.
const entryBytes = 16

// DefaultTableBytes is the size of the table an [AlphaBeta] makes when it
// is given none: 16 MiB, about a million entries.
const DefaultTableBytes = 16 << 20

// NewTable returns an empty table that uses at most bytes of memory (the
// largest power of two of buckets that fits, and at least one bucket of
// two entries).
func NewTable(bytes int) *Table {
	n := max(bytes/(2*entryBytes), 1)
	n = 1 << (bits.Len(uint(n)) - 1)
	return &Table{buckets: make([]bucket, n), mask: uint64(n - 1)}
}

// Len returns the number of entries the table has room for.
func (t *Table) Len() int { return 2 * len(t.buckets) }

// Clear empties the table.
func (t *Table) Clear() {
	clear(t.buckets)
	t.gen = 0
}

// age starts a new search: entries stored before are aged.
func (t *Table) age() { t.gen = (t.gen + 1) & 63 }

// probe returns the entry for key, if the table holds one.
func (t *Table) probe(key uint64) (entry, bool) {
	if len(t.buckets) == 0 {
		return entry{}, false
	}
	b := &t.buckets[key&t.mask]
	if b.deep.key == key && b.deep.meta&exact != 0 {
		return b.deep, true
	}
	if b.always.key == key && b.always.meta&exact != 0 {
		return b.always, true
	}
	return entry{}, false
}

// store records a search of the position key to depth that found score
// with bound and move (noMove for none).
func (t *Table) store(key uint64, score, depth int, bound uint8, move uint16) {
	if len(t.buckets) == 0 {
		return
	}
	b := &t.buckets[key&t.mask]
	e := entry{key: key, score: int32(score), move: move, depth: uint8(min(depth, resolved)), meta: bound | t.gen<<2}
	d := &b.deep
	switch {
	case d.key == key:
		if move == noMove {
			e.move = d.move
		}
		if d.meta>>2 == t.gen && d.depth > e.depth {
			b.always = e // keep the deeper result of this search
			return
		}
		*d = e
	case d.meta&exact == 0 || d.meta>>2 != t.gen || e.depth >= d.depth:
		if d.meta&exact != 0 {
			b.always = *d // the old deep entry still has a use
		}
		*d = e
	default:
		if b.always.key == key && move == noMove {
			e.move = b.always.move
		}
		b.always = e
	}
}
