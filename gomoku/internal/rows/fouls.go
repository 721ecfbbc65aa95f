package rows

import (
	"math/bits"

	"github.com/seed131617c4/board"
)

// A Foul is why a move is forbidden, with the values of gomoku.Foul.
type Foul uint8

// The fouls, as gomoku.Foul numbers them.
const (
	NoFoul Foul = iota
	Overline
	DoubleFour
	DoubleThree
)

// Forbidden returns the foul that a stone of colour c at p would be, or
// NoFoul: under renju, an overline, a double-four or a double-three whose
// threes are real, in that order; otherwise (omok) a double-three, every
// three counting. A move that makes exactly five is never a foul, nor is
// an occupied point or one off l. The caller asks only for a colour that
// has forbidden moves.
//
// It costs a few dozen word operations per line through p and allocates
// nothing. Under renju, when p makes two or more threes, it checks the
// moves that would make them straight fours, recursively, on a copy of l
// with p played; l itself is only read.
func (l *Lines) Forbidden(p board.Point, c int, renju bool) Foul {
	if !l.In(p) || l.At(p) != 0 {
		return NoFoul
	}
	f, t := l.shape(p, c, renju)
	if t.lines < 2 {
		return f
	}
	w := *l
	return w.realThrees(p, c, &t)
}

// threeMoves is what shape leaves to the real-three test: for each axis
// the bits, on the line through the point, of the moves that make a
// straight four.
type threeMoves struct {
	moves [4]uint64
	line  [4]int
	lines int // the number of axes with moves
}

// foul is Forbidden under renju for an empty point of l. It may place
// stones on l while it looks, and takes them off again.
func (l *Lines) foul(p board.Point, c int) Foul {
	f, t := l.shape(p, c, true)
	if t.lines < 2 {
		return f
	}
	return l.realThrees(p, c, &t)
}

// shape classifies the empty point p for colour c as if c were there: the
// foul, or, when the answer under renju hangs on whether two or more
// threes are real, NoFoul and their straight-four moves (t.lines >= 2).
// A move that makes a straight four and a five at once is left out: it
// does not make the line a three (RIF §3).
func (l *Lines) shape(p board.Point, c int, renju bool) (f Foul, t threeMoves) {
	var own, empty [4]uint64
	var lo, hi [4]int
	i := c - 1
	over := false
	for a := range 4 {
		line, k := l.Index(p, board.Axis(a))
		own[a] = uint64(l.Rows[i][a][line]) | 1<<k
		empty[a] = l.valid(board.Axis(a), line) &^ (own[a] | uint64(l.Rows[1-i][a][line]))
		lo[a], hi[a] = RunBounds(own[a], k)
		switch {
		case hi[a]-lo[a] == 4:
			return NoFoul, threeMoves{} // five takes priority over every foul
		case hi[a]-lo[a] > 4:
			over = true
		}
		t.line[a] = line
	}
	if renju {
		if over {
			return Overline, threeMoves{}
		}
		fours := 0
		for a := range 4 {
			fours += bitFours(own[a], empty[a], lo[a], hi[a])
		}
		if fours >= 2 {
			return DoubleFour, threeMoves{}
		}
	}
	for a := range 4 {
		m := bitStraightFourMoves(own[a], empty[a], lo[a], hi[a])
		for q := m; q != 0; q &= q - 1 {
			if l.fiveAcross(l.Point(board.Axis(a), t.line[a], bits.TrailingZeros64(q)), i, board.Axis(a)) {
				m &^= q & -q // RIF §3: a straight four made with a five is no three
			}
		}
		if t.moves[a] = m; m != 0 {
			t.lines++
		}
	}
	switch {
	case t.lines < 2:
		return NoFoul, threeMoves{}
	case !renju:
		return DoubleThree, threeMoves{} // omok: every three counts
	}
	return NoFoul, t
}

// realThrees finishes shape's work under renju: p is a double-three if at
// least two of the lines in t hold a real three, one with a straight-four
// move that is not itself forbidden once p is played. It plays p on l for
// the look and takes it back.
func (l *Lines) realThrees(p board.Point, c int, t *threeMoves) Foul {
	l.Set(p, c)
	f := NoFoul
	real, left := 0, t.lines
	for a := range 4 {
		m := t.moves[a]
		if m == 0 {
			continue
		}
		left--
		for ; m != 0; m &= m - 1 {
			q := l.Point(board.Axis(a), t.line[a], bits.TrailingZeros64(m))
			if l.foul(q, c) == NoFoul {
				real++
				break
			}
		}
		if real >= 2 {
			f = DoubleThree
			break
		}
		if real+left < 2 {
			break
		}
	}
	l.Set(p, 0)
	return f
}

// fiveAcross reports whether a stone of colour i+1 at the empty point q
// makes exactly five on one of the 3 axes other than a. The lines through
// q on those axes do not hold the point that shape classifies (it is on
// axis a), so l as it stands is the position with that point played.
func (l *Lines) fiveAcross(q board.Point, i int, a board.Axis) bool {
	for b := range board.Axis(4) {
		if b == a {
			continue
		}
		line, k := l.Index(q, b)
		if lo, hi := RunBounds(uint64(l.Rows[i][b][line])|1<<k, k); hi-lo == 4 {
			return true
		}
	}
	return false
}

// bitFours returns the number of fours in the line own (with the new stone
// in it) whose run through the new stone is bits lo..hi, given the empty
// points of the line: the completing moves can only be lo-1 and hi+1, and
// both make one four if the run is a straight four.
func bitFours(own, empty uint64, lo, hi int) int {
	n := 0
	left := lo >= 1 && empty>>(lo-1)&1 != 0 && fiveAt(own, lo-1)
	right := empty>>(hi+1)&1 != 0 && fiveAt(own, hi+1)
	if left {
		n++
	}
	if right {
		n++
	}
	if left && right && hi-lo == 3 {
		n--
	}
	return n
}

// fiveAt reports whether setting bit q of own makes a run of exactly five
// through q.
func fiveAt(own uint64, q int) bool {
	lo, hi := RunBounds(own|1<<q, q)
	return hi-lo == 4
}

// bitStraightFourMoves returns the bits q of the line among lo-1 and hi+1
// such that setting q makes a straight four through the run lo..hi: exactly
// 4 set bits in a row, with an empty point at each end where a stone would
// make exactly five.
func bitStraightFourMoves(own, empty uint64, lo, hi int) uint64 {
	var m uint64
	for _, q := range [2]int{lo - 1, hi + 1} {
		if q < 0 || empty>>q&1 == 0 {
			continue
		}
		x := own | 1<<q
		a, b := RunBounds(x, q)
		if b-a != 3 || a == 0 || empty>>(a-1)&1 == 0 || empty>>(b+1)&1 == 0 {
			continue
		}
		if a >= 2 && x>>(a-2)&1 != 0 || x>>(b+2)&1 != 0 {
			continue // a stone there would make six, not five
		}
		m |= 1 << q
	}
	return m
}
