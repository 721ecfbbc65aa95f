package opening

import (
	"errors"
	"fmt"
	"slices"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// Identify returns the canonical opening that the position of b is, and
// the symmetry s that maps the opening's canonical stones
// ([Opening.Moves]) onto b's: for every stone p of the opening, b holds
// the same colour at s.Map(p, size). It reports false unless b is square,
// of odd size from [gomoku.MinSize] to [gomoku.MaxSize], and holds
// exactly three stones: black at the centre, white on one of the 8
// points around it, and black within the central 5×5 square. When an
// opening maps onto b by several symmetries (Kansei is its own mirror
// image), Identify returns the first in the order of [Symmetries]. It
// costs O(size²).
func Identify(b *board.Board[gomoku.Stone]) (Opening, Symmetry, bool) {
	n := b.Rows()
	if n != b.Cols() || n%2 == 0 || n < gomoku.MinSize || n > gomoku.MaxSize {
		return Opening{}, 0, false
	}
	var black []board.Point
	var white []board.Point
	for p, s := range b.All() {
		switch s {
		case gomoku.Black:
			black = append(black, p)
		case gomoku.White:
			white = append(white, p)
		case gomoku.Empty:
		default:
			return Opening{}, 0, false
		}
		if len(black) > 2 || len(white) > 1 {
			return Opening{}, 0, false
		}
	}
	if len(black) != 2 || len(white) != 1 {
		return Opening{}, 0, false
	}
	c := board.Pt(n/2, n/2)
	third := black[0]
	if third == c {
		third = black[1]
	} else if black[1] != c {
		return Opening{}, 0, false
	}
	return identify(white[0].Sub(c), third.Sub(c))
}

// IdentifyMoves returns the canonical opening that the first three moves
// of a game on a size×size board make, and the symmetry that maps the
// opening onto them, as [Identify] does for the position after them. It
// reports false for fewer than three moves and when the three are not
// Black's first at the centre, White's next to it, and Black's within the
// central 5×5; it does not look at later moves.
func IdentifyMoves(moves []board.Point, size int) (Opening, Symmetry, bool) {
	if len(moves) < 3 || size%2 == 0 || size < gomoku.MinSize || size > gomoku.MaxSize {
		return Opening{}, 0, false
	}
	c := board.Pt(size/2, size/2)
	if moves[0] != c {
		return Opening{}, 0, false
	}
	return identify(moves[1].Sub(c), moves[2].Sub(c))
}

// identify finds the opening whose white and third stones, offsets from
// the centre, map onto w and t by a symmetry.
func identify(w, t board.Point) (Opening, Symmetry, bool) {
	if !near(w, 1) || w == (board.Point{}) || !near(t, 2) || t == (board.Point{}) || t == w {
		return Opening{}, 0, false
	}
	for _, s := range Symmetries() {
		for _, o := range Openings() {
			if s.offset(o.Kind.second()) == w && s.offset(o.Third) == t {
				return o, s, true
			}
		}
	}
	return Opening{}, 0, false // unreachable: the 26 cover every position
}

// near reports whether d is within r points of the centre across and
// down.
func near(d board.Point, r int) bool {
	return -r <= d.Row && d.Row <= r && -r <= d.Col && d.Col <= r
}

// ErrNotOpening reports first stones that are not one of the 26
// canonical openings.
var ErrNotOpening = errors.New("not a canonical opening")

// CheckFirstStones checks the first three moves of a renju game on a
// size×size board against the RIF and Yamaguchi rules, which place them
// by area: the 1st at the centre, the 2nd within the central 3×3 square,
// the 3rd within the central 5×5, on an empty point. It returns nil when
// they make one of the 26 openings, and otherwise an error matching
// [ErrNotOpening] that names the first move out of place; fewer than
// three moves are checked as far as they go. It does not look at later
// moves, which these rules place anywhere.
func CheckFirstStones(moves []board.Point, size int) error {
	if size%2 == 0 || size < gomoku.MinSize || size > gomoku.MaxSize {
		return fmt.Errorf("opening: %w: a %dx%d board has no centre point in %d..%d", ErrNotOpening, size, size, gomoku.MinSize, gomoku.MaxSize)
	}
	c := board.Pt(size/2, size/2)
	areas := [3]string{"the centre", "the central 3x3 square", "the central 5x5 square"}
	for i, p := range moves[:min(3, len(moves))] {
		d := p.Sub(c)
		if !near(d, i) || slices.Contains(moves[:i], p) {
			return fmt.Errorf("opening: %w: move %d %s is not on an empty point of %s", ErrNotOpening, i+1, gomoku.FormatMove(p, size), areas[i])
		}
	}
	return nil
}
