// Package zkeys holds the Zobrist keys of the Othello games, shared by
// othello.Game and bitboard.Game so that both hash a position alike.
package zkeys

import "github.com/seed131617c4/board/internal/zobrist"

// MaxSize is the largest board size, othello.MaxSize: a square has the
// index row*MaxSize+col whatever the board size.
const MaxSize = 26

// Disc holds the key of a Black disc on square i at 2*i and that of a
// White one at 2*i+1; its last key, White, is added when White is to
// move.
var Disc = zobrist.Keys(0x6f74_6865_6c6c_6f09, 2*MaxSize*MaxSize+1)

// White is the key added to the hash when White is to move.
var White = Disc[2*MaxSize*MaxSize]
