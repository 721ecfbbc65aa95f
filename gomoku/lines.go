package gomoku

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku/internal/rows"
)

// A lines is a size×size position kept as the bit rows of package rows,
// the form in which this package checks the rules: the fouls in package
// rows, which package pattern calls too, and the wins in scan.go.
type lines struct{ rows.Lines }

// The largest size and the fouls of package rows are this package's: an
// index other than 0 below, and the package does not build.
var (
	_ = [1]int{}[rows.MaxSize-MaxSize]
	_ = [1]int{}[int(rows.Overline)-int(Overline)]
	_ = [1]int{}[int(rows.DoubleFour)-int(DoubleFour)]
	_ = [1]int{}[int(rows.DoubleThree)-int(DoubleThree)]
)

// newLines returns an empty size×size position.
func newLines(size int) lines { return lines{rows.Lines{Size: size}} }

// linesOf returns the position of b as lines, and reports whether b is a
// board the rules read: square, [MinSize]..[MaxSize] points a side. Points
// holding a value other than Black or White are read as Empty. It costs
// O(size²).
func linesOf(b *board.Board[Stone]) (lines, bool) {
	n := b.Rows()
	if n != b.Cols() || n < MinSize || n > MaxSize {
		return lines{}, false
	}
	l := newLines(n)
	for p, s := range b.All() {
		if s == Black || s == White {
			l.set(p, s)
		}
	}
	return l, true
}

// at returns the stone at p, or Empty if p is not on l.
func (l *lines) at(p board.Point) Stone { return Stone(l.At(p)) }

// set puts s at p; any s other than Black or White empties p. It does
// nothing if p is not on l.
func (l *lines) set(p board.Point, s Stone) { l.Set(p, int(s)) }

// board returns the position of l as a new board.
func (l *lines) board() *board.Board[Stone] {
	b, _ := board.New[Stone](l.Size, l.Size)
	for r := range l.Size {
		for c := range l.Size {
			b.Set(board.Pt(r, c), l.at(board.Pt(r, c)))
		}
	}
	return b
}
