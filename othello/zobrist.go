package othello

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/zobrist"
)

// The Zobrist keys of [Game.Hash]. A square has the index
// row*MaxSize+col, whatever the board size, so that one table serves
// every size: zobristDisc[2*i] is the key of a Black disc on square i and
// zobristDisc[2*i+1] that of a White one; zobristFlip[i] is their xor, the
// change of a disc flipped there; zobristWhite is added when White is to
// move.
var (
	zobristDisc  = zobrist.Keys(0x6f74_6865_6c6c_6f09, 2*MaxSize*MaxSize+1)
	zobristWhite = zobristDisc[2*MaxSize*MaxSize]
	zobristFlip  = flipKeys()
)

func flipKeys() *[MaxSize * MaxSize]uint64 {
	var k [MaxSize * MaxSize]uint64
	for i := range k {
		k[i] = zobristDisc[2*i] ^ zobristDisc[2*i+1]
	}
	return &k
}

// discKey returns the key of a disc of colour c (Black or White) at pt.
func discKey(pt board.Point, c Color) uint64 {
	return zobristDisc[2*(pt.Row*MaxSize+pt.Col)+int(c)-1]
}

// moveHash returns the change of the hash of the discs that m makes: the
// key of its disc, and the flip key of every disc it flips. Playing m and
// taking it back both xor it.
func moveHash(m Placement) uint64 {
	h := discKey(m.Point, m.Color)
	for d, n := range m.Runs {
		if n == 0 {
			continue
		}
		delta := board.Direction(d).Delta()
		q := m.Point
		for range n {
			q = q.Add(delta)
			h ^= zobristFlip[q.Row*MaxSize+q.Col]
		}
	}
	return h
}

// discHash returns the hash of the discs of p, without the side to move.
func discHash(p *Position) uint64 {
	var h uint64
	for pt, c := range p.b.All() {
		if c != Empty {
			h ^= discKey(pt, c)
		}
	}
	return h
}
