package othello

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/internal/zkeys"
)

// The Zobrist keys of [Game.Hash] are those of zkeys, which bitboard.Game
// shares. A square has the index row*MaxSize+col, whatever the board size,
// so that one table serves every size. zobristFlip[i] is the change of a
// disc flipped on square i, the xor of its two keys.
var zobristFlip = flipKeys()

func flipKeys() *[MaxSize * MaxSize]uint64 {
	if MaxSize != zkeys.MaxSize {
		panic("othello: MaxSize differs from zkeys.MaxSize")
	}
	var k [MaxSize * MaxSize]uint64
	for i := range k {
		k[i] = zkeys.Disc(1, i) ^ zkeys.Disc(2, i)
	}
	return &k
}

// discKey returns the key of a disc of colour c (Black or White) at pt.
func discKey(pt board.Point, c Color) uint64 {
	return zkeys.Disc(int(c), pt.Row*MaxSize+pt.Col)
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
