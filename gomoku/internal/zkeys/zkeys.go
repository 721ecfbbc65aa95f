// Package zkeys holds the Zobrist keys of gomoku positions, shared by
// gomoku.Game and pattern.Position so that both hash a position alike.
package zkeys

import "github.com/seed131617c4/board/internal/zobrist"

// MaxSize is the largest board size, gomoku.MaxSize: a point has the index
// row*MaxSize+col whatever the board size.
const MaxSize = 26

// keys holds the key of a black stone on point i at i, that of a white one
// at MaxSize*MaxSize+i, and last the key of White to move.
var keys = zobrist.Keys(0x676f6d6f6b75, 2*MaxSize*MaxSize+1) // "gomoku"

// Stone returns the key of a stone of colour c, 1 for Black and 2 for
// White, on the point of index i, row*MaxSize+col.
func Stone(c, i int) uint64 { return keys[(c-1)*MaxSize*MaxSize+i] }

// White returns the key added to the hash when White is to move.
func White() uint64 { return keys[2*MaxSize*MaxSize] }
