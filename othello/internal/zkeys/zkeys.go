// Package zkeys holds the Zobrist keys of the Othello games, shared by
// othello.Game and bitboard.Game so that both hash a position alike.
package zkeys

import "github.com/seed131617c4/board/internal/zobrist"

// MaxSize is the largest board size, othello.MaxSize: a square has the
// index row*MaxSize+col whatever the board size.
const MaxSize = 26

// keys holds the key of a Black disc on square i at 2*i and that of a
// White one at 2*i+1; its last key is added when White is to move.
var keys = zobrist.Keys(0x6f74_6865_6c6c_6f09, 2*MaxSize*MaxSize+1)

// Disc returns the key of a disc of colour c, 1 for Black and 2 for
// White, on the square of index i, row*MaxSize+col.
func Disc(c, i int) uint64 { return keys[2*i+c-1] }

// White returns the key added to the hash when White is to move.
func White() uint64 { return keys[2*MaxSize*MaxSize] }
