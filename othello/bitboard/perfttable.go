package bitboard

import (
	"errors"
	"fmt"
	"math/bits"
	"sync/atomic"

	"github.com/seed131617c4/board/othello/internal/kernel"
)

// A PerftTable is a transposition table for perft: it remembers the
// leaf counts of the subtrees that [PerftTable.Perft] and
// [PerftTable.PerftParallel] have counted, so that a position reached
// again by another order of moves, or a rotation or reflection of one
// already counted, is not counted twice.
//
// The counts stay exact: each entry holds the whole position (both
// masks), the board size and the depth beside the count, so a lookup
// never returns the count of another position, however the hashes
// collide. A full table only forgets counts, which then cost their search
// again.
//
// A PerftTable is safe for use by many goroutines at once: a goroutine
// that finds a bucket in use by another skips it (counting that subtree
// without the table) rather than wait. Its memory is allocated once, by
// [NewPerftTable]; the zero PerftTable is not usable, and a nil
// *PerftTable counts as [Perft] and [PerftParallel] do, with no table.
type PerftTable struct {
	buckets []perftBucket
	shift   uint // 64 - log2(len(buckets))
}

// A perftBucket is one cache line: a lock and two entries, the first kept
// for the deeper subtree and the second replaced on every store that the
// first refuses.
type perftBucket struct {
	lock atomic.Uint32
	_    uint32
	e    [2]perftEntry
	_    [8]byte
}

// A perftEntry is the count of the subtree of one position at one depth:
// p and o are the discs of the side to move and of the other side, in the
// canonical orientation of the position, and info holds the depth in its
// low 7 bits, the board size code in the next 2 and the count above them.
// The zero entry (depth 0) is empty: counts of depth 0 are never stored.
type perftEntry struct {
	p, o, info uint64
}

// The fields of perftEntry.info below the count: the depth, then the
// size code.
const (
	depthMask = 1<<7 - 1
	tagBits   = 9
	tagMask   = 1<<tagBits - 1
)

// maxPerftDepth is the deepest depth that the table keys: every game ends
// within it, since a ply fills one of at most 62 empty squares (a board
// with fewer than 2 discs has no move) or passes, and two passes in a row
// end the game. A deeper perft counts the same leaves.
const maxPerftDepth = depthMask

// perftBucketSize is the size of a bucket in bytes.
const perftBucketSize = 64

// MinPerftTableSize is the size in bytes of the smallest table that
// [NewPerftTable] makes: 64 buckets of two entries.
const MinPerftTableSize = 64 * perftBucketSize

// ErrPerftTableSize is the error of [NewPerftTable] for a size below
// [MinPerftTableSize].
var ErrPerftTableSize = errors.New("perft table size too small")

// NewPerftTable returns an empty table of at most size bytes: the
// largest power of two of 64-byte buckets (two entries each) that fits.
// It returns an error matching [ErrPerftTableSize] if size is below
// [MinPerftTableSize]. A table of 64 MiB (1 << 26) serves perft 12 from
// the 8×8 start, and more pays at higher depths.
func NewPerftTable(size int) (*PerftTable, error) {
	if size < MinPerftTableSize {
		return nil, fmt.Errorf("bitboard: %w: %d bytes, want at least %d", ErrPerftTableSize, size, MinPerftTableSize)
	}
	n := bits.Len(uint(size/perftBucketSize)) - 1
	return &PerftTable{buckets: make([]perftBucket, 1<<n), shift: uint(64 - n)}, nil
}

// Size returns the size of t in bytes, or 0 for a nil table.
func (t *PerftTable) Size() int {
	if t == nil {
		return 0
	}
	return len(t.buckets) * perftBucketSize
}

// Clear empties t. It writes every byte of the table, and must not run
// while t counts.
func (t *PerftTable) Clear() {
	if t != nil {
		clear(t.buckets)
	}
}

// perftHashDepth is the least depth whose counts the table keeps: below
// it, the kernel's perft (assembly for the last 3 plies) is faster than a
// lookup. Perft 12 from the 8×8 start on one core, relative to depth 4:
// 3.5× with 2, 1.1× with 3, 1.0-1.1× with 5 and 6; at depth 4 the
// kernel still counts 331 M of its 1.94 G leaves, in 518 k calls. Only
// the tests change it and perftSymmetry, through SetPerftTuning in
// export_test.go.
var perftHashDepth = 4

// perftSymmetry reports whether the table keys positions by their
// canonical orientation under the 8 symmetries of the square. It pays
// 4× at least from the start, whose 4 first moves are one position
// turned: perft 11 takes 0.07-0.13 s with it, 0.35-0.72 s without.
var perftSymmetry = true

// Perft returns [Perft](b, depth), counted with t: the same count, by the
// same convention, faster whenever the tree holds transpositions, as
// Othello's does from the second move on. Perft 12 from the 8×8 start
// with a 64 MiB table takes about a fifth of the time without. A nil t
// counts as Perft.
func (t *PerftTable) Perft(b Bitboard, depth int) uint64 {
	if t == nil || depth < perftHashDepth {
		return Perft(b, depth)
	}
	return t.count(b.Mover, b.Opponent, b.off, min(depth, maxPerftDepth))
}

// PerftParallel returns [Perft](b, depth), counted with t by workers
// goroutines (runtime.GOMAXPROCS of them when workers < 1) that share the
// table: it lists the positions a few plies down, once for each
// position and its rotations and reflections, with the number of paths
// to them, and lets each worker count the next until none is left. A nil
// t counts as PerftParallel.
func (t *PerftTable) PerftParallel(b Bitboard, depth, workers int) uint64 {
	if t == nil || depth < perftHashDepth {
		return PerftParallel(b, depth, workers)
	}
	key := func(p, o uint64) [2]uint64 { return [2]uint64{p, o} }
	if perftSymmetry {
		key = func(p, o uint64) [2]uint64 {
			cp, co := canonical(p, o, b.off)
			return [2]uint64{cp, co}
		}
	}
	// Split the tree where there are many more distinct positions than
	// workers, to balance the load, but above the hashed plies.
	return kernel.PerftSplit(b.Mover, b.Opponent, b.off, min(depth, maxPerftDepth), workers, perftHashDepth, kernel.Flip, t.count, key)
}

// count returns the perft of the position with p to move, the squares
// off outside the board, at depth >= 1.
func (t *PerftTable) count(p, o, off uint64, depth int) uint64 {
	if depth < perftHashDepth {
		return kernel.Perft(p, o, off, depth)
	}
	cp, co := p, o
	if perftSymmetry {
		cp, co = canonical(p, o, off)
	}
	tag := uint64(depth) | sizeCode(off)<<7
	h := (cp*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(co, 29)*0xc2b2ae3d27d4eb4f ^ tag) * 0xff51afd7ed558ccd
	bk := &t.buckets[h>>t.shift]
	if bk.lock.CompareAndSwap(0, 1) {
		for i := range bk.e {
			e := &bk.e[i]
			if e.p == cp && e.o == co && e.info&tagMask == tag {
				n := e.info >> tagBits
				bk.lock.Store(0)
				return n
			}
		}
		bk.lock.Store(0)
	}

	var n uint64
	m := kernel.Moves(p, o) &^ off
	if m == 0 {
		if kernel.Moves(o, p)&^off == 0 {
			return 1 // a finished game
		}
		n = t.count(o, p, off, depth-1) // a pass
	} else {
		for ; m != 0; m &= m - 1 {
			s := bits.TrailingZeros64(m)
			f := kernel.Flip(p, o, s)
			n += t.count(o^f, p^f^1<<s, off, depth-1)
		}
	}

	if n < 1<<(64-tagBits) && bk.lock.CompareAndSwap(0, 1) {
		e := &bk.e[0]
		if int(e.info&depthMask) > depth {
			e = &bk.e[1]
		}
		*e = perftEntry{cp, co, n<<tagBits | tag}
		bk.lock.Store(0)
	}
	return n
}

// sizeCode returns the code of the board of the squares off outside it:
// 0 for 8×8, 1 for 6×6, 2 for 4×4.
func sizeCode(off uint64) uint64 {
	switch off {
	case 0:
		return 0
	case ^Mask6:
		return 1
	}
	return 2
}

// Canonical returns the least of the 8 images of b under the rotations
// and reflections of its board, by Mover and then Opponent: the one
// position that a position and its symmetric images share, as the key of
// a table of positions (an opening book, a perft table). On the 4×4 and
// 6×6 boards the images lie in the same top-left corner as b.
func (b Bitboard) Canonical() Bitboard {
	b.Mover, b.Opponent = canonical(b.Mover, b.Opponent, b.off)
	return b
}

// canonical returns the least, by p then o, of the 8 images of the
// position (p, o) under the symmetries of its square board, the squares
// off outside it: the key that rotations and reflections of a position
// share. The symmetries of the 4×4 and 6×6 boards are those of the
// 8×8 board followed by a shift back into the top-left corner.
func canonical(p, o, off uint64) (uint64, uint64) {
	var rs, cs uint // the shifts back after a reflection of rows, of columns
	switch off {
	case ^Mask6:
		rs, cs = 16, 2
	case ^Mask4:
		rs, cs = 32, 4
	}
	bp, bo := p, o
	try := func(q, r uint64) {
		if q < bp || q == bp && r < bo {
			bp, bo = q, r
		}
	}
	vp, vo := bits.ReverseBytes64(p)>>rs, bits.ReverseBytes64(o)>>rs // rows reversed
	try(vp, vo)
	hp, ho := mirror(p)>>cs, mirror(o)>>cs // columns reversed
	try(hp, ho)
	rp, ro := mirror(vp)>>cs, mirror(vo)>>cs // both: a half turn
	try(rp, ro)
	try(transpose(p), transpose(o))
	try(transpose(vp), transpose(vo))
	try(transpose(hp), transpose(ho))
	try(transpose(rp), transpose(ro))
	return bp, bo
}

// mirror returns x with the columns of each row reversed.
func mirror(x uint64) uint64 {
	x = x>>1&0x5555555555555555 | x&0x5555555555555555<<1
	x = x>>2&0x3333333333333333 | x&0x3333333333333333<<2
	return x>>4&0x0f0f0f0f0f0f0f0f | x&0x0f0f0f0f0f0f0f0f<<4
}

// transpose returns x reflected in the diagonal a1-h8: row r, column c
// goes to row c, column r.
func transpose(x uint64) uint64 {
	t := (x ^ x>>7) & 0x00aa00aa00aa00aa
	x ^= t ^ t<<7
	t = (x ^ x>>14) & 0x0000cccc0000cccc
	x ^= t ^ t<<14
	t = (x ^ x>>28) & 0x00000000f0f0f0f0
	return x ^ t ^ t<<28
}
