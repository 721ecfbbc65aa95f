package gomoku

import (
	"iter"

	"github.com/seed131617c4/board"
)

// The rule queries of the package, on a board.Board[Stone]. They read the
// board into bit rows (O(size²), no allocation) and check the rules there
// (scan.go). b must be a board of this package, square with
// [MinSize]..[MaxSize] points a side, as [NewBoard] and [ParseBoard] make;
// on any other board they find nothing. A [Game] keeps its position in bit
// rows move by move, and package gomoku/pattern keeps the pattern of every
// point up to date, for searches that ask many questions of one position.

// Winner returns the winning line on b under rule r and reports whether
// there is one. When several lines win, as on a board made up rather than
// played, it returns the one whose first stone comes first in reading
// order (by row from the top, then by column), then the first in the
// order of [board.Axes]; both colours compete in that order.
//
// It tests whole lines at once (x & x>>1 & x>>2 & x>>3 & x>>4 marks the
// starts of runs of five or more set bits; x<<1 and x>>5 trim those that
// are not runs of exactly five) and allocates nothing.
func Winner(b *board.Board[Stone], r Rule) (Five, bool) {
	l, ok := linesOf(b)
	if !ok {
		return Five{}, false
	}
	return l.winner(r)
}

// WinAt reports whether the stone at p wins under rule r, as when it has
// just been played there, and returns the winning line through p. It looks
// only at the 4 lines through p, in the order of [board.Axes], and returns
// the first that wins; an empty point or one off the board never wins.
// It allocates nothing.
func WinAt(b *board.Board[Stone], p board.Point, r Rule) (Five, bool) {
	n := b.Rows()
	s := b.At(p)
	if n != b.Cols() || n < MinSize || n > MaxSize || s != Black && s != White {
		return Five{}, false
	}
	// The runs through p, counted with the shared walker: the query reads
	// no more than the runs themselves.
	for _, a := range board.Axes() {
		back := b.Run(p, a.Backward(), s)
		if k := 1 + back + b.Run(p, a.Forward(), s); r.wins(s, k) {
			return Five{Stone: s, Start: p.Add(a.Backward().Delta().Mul(back)), Axis: a, Len: k, Size: n}, true
		}
	}
	return Five{}, false
}

// Forbidden returns the foul that playing s at p would be under rule r:
// [Overline], [DoubleFour] or [DoubleThree], looked for in that order, or
// [NoFoul] for a move that is not forbidden. Only Black has forbidden
// moves under Renju, both colours under Omok, and nobody under Freestyle
// and Standard. A move that makes exactly five is never forbidden. An
// occupied point or one off the board is not a move at all and returns
// NoFoul. The package documentation defines fours and threes.
//
// b is only read, and nothing is allocated. Under Renju a double-three
// candidate costs a recursive look at the moves that would make each
// three a straight four.
func Forbidden(b *board.Board[Stone], p board.Point, s Stone, r Rule) Foul {
	if !r.Restricted(s) || b.At(p) != Empty || !b.In(p) || !nearFoul(b, p, s) {
		return NoFoul
	}
	l, ok := linesOf(b)
	if !ok {
		return NoFoul
	}
	return l.forbidden(p, s, r)
}

// nearFoul reports whether s at p could be a foul, by what a foul needs
// near p: an overline needs 5 stones of s within 5 points of p on one
// line; two fours or two threes need 2 stones of s within 4 points on
// each of two lines, or 3 on one line (two fours on one line). Most
// empty points have neither, and the walker tells so without reading the
// rest of the board.
func nearFoul(b *board.Board[Stone], p board.Point, s Stone) bool {
	lines := 0
	for _, a := range board.Axes() {
		near, far := 0, 0 // stones of s within 4 points of p, and at 5
		for _, d := range [2]board.Direction{a.Forward(), a.Backward()} {
			k := 0
			for _, c := range b.Ray(p, d) {
				if k++; k > 5 {
					break
				}
				if c == s {
					if k <= 4 {
						near++
					} else {
						far++
					}
				}
			}
		}
		if near+far >= 5 || near >= 3 {
			return true
		}
		if near >= 2 {
			lines++
		}
	}
	return lines >= 2
}

// ForbiddenPoints returns an iterator over the empty points of b where s
// may not play under rule r, with the reason, in reading order (by row from
// the top, then by column). It reads b when it starts; each point costs
// what [Forbidden] costs without reading the board again.
func ForbiddenPoints(b *board.Board[Stone], s Stone, r Rule) iter.Seq2[board.Point, Foul] {
	return func(yield func(board.Point, Foul) bool) {
		if l, ok := linesOf(b); ok {
			l.forbiddenPoints(s, r)(yield)
		}
	}
}
