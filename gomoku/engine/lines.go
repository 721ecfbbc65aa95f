package engine

import (
	"math/bits"

	"github.com/seed131617c4/board"
)

// The bit-parallel line scans of the gomoku evaluation. A line of the
// board is a word with one bit per point, in the manner of gomoku.Lines:
// a row by column, a column by row, and both diagonals by column. A
// window of 5 points is free for a colour when no stone of the other
// colour and no edge falls in it; the number of the colour's stones in
// every window at once is a 3-bit count kept in three bit planes, added
// up by full adders over the 5 shifted words.

// A lineFeat is what one scan finds on one line for one colour.
type lineFeat struct {
	five   bool   // five in a row
	fives  uint64 // the empty points that make five: one is a four, two an open four
	open3  bool   // a three that one move makes a straight four
	threes int    // free windows of 5 with 3 stones
	twos   int    // free windows of 5 with 2 stones
}

// scanLine returns the features of the stones own on a line whose points
// are valid, against the stones opp.
func scanLine(own, opp, valid uint64) lineFeat {
	var f lineFeat
	free := valid &^ opp
	empty := free &^ own
	w := free & (free >> 1) & (free >> 2) & (free >> 3) & (free >> 4)
	if w == 0 || own == 0 {
		return f
	}
	// The 3-bit count of own in the window at each start, by full adders.
	o1, o2, o3, o4 := own>>1, own>>2, own>>3, own>>4
	s1, c1 := own^o1, own&o1
	s2, c2 := s1^o2, s1&o2
	s3, c3 := s2^o3, s2&o3
	b0, c4 := s3^o4, s3&o4
	b1 := c1 ^ c2 ^ c3 ^ c4
	b2 := (c1|c2)&(c3|c4) | c1&c2 | c3&c4
	five := w & b2 &^ b1 & b0
	four := w & b2 &^ b1 &^ b0
	three := w &^ b2 & b1 & b0
	two := w &^ b2 & b1 &^ b0
	f.five = five != 0
	for k := range 5 {
		f.fives |= (four << k) & empty
	}
	// A three is open when an empty point begins its window and another
	// follows it: one stone then makes a straight four.
	f.open3 = three&empty&(empty>>5) != 0
	f.threes = bits.OnesCount64(three)
	f.twos = bits.OnesCount64(two)
	return f
}

// A sideFeat sums the line features of one colour over the board.
type sideFeat struct {
	five      bool
	fives     []board.Point // the distinct points that make five
	openFours int           // lines with two or more points that make five
	fours     int           // lines with one
	open3     int           // lines with an open three
	threes    int
	twos      int
}

// lineValue is the value of one line's features, for ordering moves.
func lineValue(f lineFeat) int {
	v := 0
	if f.five {
		v += 1 << 20
	}
	switch n := bits.OnesCount64(f.fives); {
	case n >= 2:
		v += 20000
	case n == 1:
		v += 1500
	}
	if f.open3 {
		v += 1200
	}
	return v + 60*f.threes + 10*f.twos
}
