package tictactoe

import (
	"fmt"
	"sync"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/enum"
)

// A Value is the outcome of a position under perfect play, for the side to
// move. The zero Value is Draw.
type Value int8

// The values.
const (
	Loss Value = -1
	Draw Value = 0
	Win  Value = 1
)

// String returns "loss", "draw" or "win", or "Value(5)" for a value that
// is none of those.
func (v Value) String() string {
	return enum.Name(v, Loss, "Value", "loss", "draw", "win")
}

// Value returns the outcome of b under perfect play for the side to move
// ([Board.Turn]). On a final board the game is over: the side to move has
// lost if a line is filled, and drawn otherwise. An illegal board returns
// an error matching [board.ErrPosition].
//
// The values of all 5,478 legal positions are computed once, on first
// use, by a memoised search; afterwards Value costs a classification.
func (b *Board) Value() (Value, error) {
	if !b.State().Legal() {
		return 0, fmt.Errorf("tictactoe: %s: %w", b, board.ErrPosition)
	}
	return solved()[b.key()], nil
}

// BestMoves returns the moves that keep the value of b for the side to
// move, row by row: every move after which the opponent's value is the
// negation of [Board.Value]. It returns no moves for a final board, and
// an error matching [board.ErrPosition] for an illegal one.
func (b *Board) BestMoves() ([]board.Point, error) {
	st := b.State()
	if !st.Legal() {
		return nil, fmt.Errorf("tictactoe: %s: %w", b, board.ErrPosition)
	}
	if st.Final() {
		return nil, nil
	}
	values := solved()
	key := b.key()
	want := values[key]
	weight := 1
	m := b.Turn()
	var best []board.Point
	for p, c := range b.cells.All() {
		if c == Empty && -values[key+int(m)*weight] == want {
			best = append(best, p)
		}
		weight *= 3
	}
	return best, nil
}

// key returns the base-3 number of b: the mark of cell i (row-major) is
// digit i.
func (b *Board) key() int {
	k, weight := 0, 1
	for _, m := range b.cells.All() {
		k += int(m) * weight
		weight *= 3
	}
	return k
}

// solved returns the values of every legal position indexed by key;
// entries of illegal positions are meaningless.
var solved = sync.OnceValue(func() *[19683]Value {
	var values [19683]Value
	var known [19683]bool
	g := NewGame()
	var search func(key int) Value
	search = func(key int) Value {
		if known[key] {
			return values[key]
		}
		v := Loss // a filled line: the player who just moved won
		if g.end == Drawn {
			v = Draw
		} else if !g.Over() {
			v = Loss
			weight := 1
			m := g.Turn()
			for i := range Size * Size {
				p := board.Pt(i/Size, i%Size)
				if g.At(p) == Empty {
					g.Play(p)
					v = max(v, -search(key+int(m)*weight))
					g.Undo()
				}
				weight *= 3
			}
		}
		values[key], known[key] = v, true
		return v
	}
	search(0)
	return &values
})
