package othello

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/internal/zkeys"
)

// The Zobrist keys of [Game.Hash]. A square has the index
// row*MaxSize+col, whatever the board size, so that one table serves
// every size: zobristDisc[2*i] is the key of a Black disc on square i and
// zobristDisc[2*i+1] that of a White one; zobristFlip[i] is their xor, the
// change of a disc flipped there; zobristWhite is added when White is to
// move.
var (
	zobristDisc  = zkeys.Disc
	zobristWhite = zkeys.White
	zobristFlip  = flipKeys()
)

func flipKeys() *[MaxSize * MaxSize]uint64 {
	if MaxSize != zkeys.MaxSize {
		panic("othello: MaxSize differs from zkeys.MaxSize")
	}
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
