// This example adds a game of one's own to the module: Col, played on a
// 3×3 board, implements board.Game, and boardtest.Run checks it against
// the contract, as the tests of this module check their own games.
package boardtest_test

import (
	"fmt"
	"iter"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
)

// A Colour is a side of Col; the zero Colour is an empty point.
type Colour uint8

const (
	None Colour = iota
	Red
	Blue
)

func (c Colour) String() string { return [...]string{"None", "Red", "Blue"}[c] }

const colSize = 3

// Col is the game of Col on a 3×3 board: Red and Blue take turns colouring
// an empty point that touches no point of their own colour along a row or
// a column, and a player who cannot move loses. Col holds no pointers, so
// a copy is an independent game, and the zero Col is a new game.
type Col struct {
	cells  [colSize * colSize]Colour
	played [colSize * colSize]int8 // the cells coloured, oldest first
	n      int                     // the number of moves played
	hash   uint64
}

// key returns the Zobrist key of colour c on cell i, or of Blue to move
// for i < 0: a splitmix64 of the pair.
func key(c Colour, i int) uint64 {
	x := uint64(2*(i+1)+int(c)) * 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

func (g *Col) Size() int { return colSize }

func (g *Col) At(p board.Point) Colour {
	if !onBoard(p) {
		return None
	}
	return g.cells[p.Row*colSize+p.Col]
}

func onBoard(p board.Point) bool {
	return 0 <= p.Row && p.Row < colSize && 0 <= p.Col && p.Col < colSize
}

// mover returns the side whose turn it is, had the game not ended.
func (g *Col) mover() Colour { return Colour(1 + g.n%2) }

// legal reports whether the mover may colour p.
func (g *Col) legal(p board.Point) bool {
	if !onBoard(p) || g.At(p) != None {
		return false
	}
	for _, d := range []board.Point{board.Pt(-1, 0), board.Pt(1, 0), board.Pt(0, -1), board.Pt(0, 1)} {
		if g.At(p.Add(d)) == g.mover() {
			return false
		}
	}
	return true
}

func (g *Col) Moves() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for i := range g.cells {
			if p := board.Pt(i/colSize, i%colSize); g.legal(p) && !yield(p) {
				return
			}
		}
	}
}

func (g *Col) Over() bool {
	for range g.Moves() {
		return false
	}
	return true
}

func (g *Col) Turn() Colour {
	if g.Over() {
		return None
	}
	return g.mover()
}

// Winner returns the side that made the last move once the mover is stuck.
func (g *Col) Winner() Colour {
	if !g.Over() || g.n == 0 {
		return None
	}
	return 3 - g.mover()
}

func (g *Col) Play(p board.Point) error {
	if !g.legal(p) {
		why := fmt.Errorf("touches %v", g.mover())
		switch {
		case g.Over():
			why = board.ErrGameOver
		case !onBoard(p):
			why = board.ErrOffBoard
		case g.At(p) != None:
			why = board.ErrOccupied
		}
		return fmt.Errorf("col: move %v: %w: %w", p, board.ErrIllegalMove, why)
	}
	i := p.Row*colSize + p.Col
	g.cells[i] = g.mover()
	g.hash ^= key(g.cells[i], i) ^ key(Blue, -1)
	g.played[g.n] = int8(i)
	g.n++
	return nil
}

func (g *Col) Undo() bool {
	if g.n == 0 {
		return false
	}
	g.n--
	i := int(g.played[g.n])
	g.hash ^= key(g.cells[i], i) ^ key(Blue, -1)
	g.cells[i] = None
	return true
}

func (g *Col) Clone() *Col { c := *g; return &c }

func (g *Col) Hash() uint64 { return g.hash }

func (g *Col) String() string {
	var b strings.Builder
	for i, c := range g.cells {
		b.WriteByte(".RB"[c])
		if i%colSize == colSize-1 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// A report stands in for the *testing.T of a test, which an example does
// not have: it prints what Run reports. In a test, pass t itself.
type report struct {
	testing.TB
	failures int
}

func (r *report) Helper() {}

func (r *report) Errorf(format string, args ...any) {
	r.failures++
	fmt.Printf(format+"\n", args...)
}

func Example_yourGame() {
	// In the game's own tests:
	//
	//	func TestContract(t *testing.T) {
	//		boardtest.Run(t, func() *Col { return new(Col) }, boardtest.Config[*Col]{Zero: true})
	//	}
	r := new(report)
	boardtest.Run(r, func() *Col { return new(Col) }, boardtest.Config[*Col]{Games: 50, Zero: true})
	fmt.Println("failures:", r.failures)

	g := new(Col)
	g.Play(board.Pt(1, 1))
	fmt.Print(g)
	fmt.Println(g.Play(board.Pt(1, 1)))
	fmt.Println(g.Play(board.Pt(0, 1)), g.Turn())
	fmt.Println(g.Play(board.Pt(1, 2)))
	// Output:
	// failures: 0
	// ...
	// .R.
	// ...
	// col: move (1,1): illegal move: point occupied
	// <nil> Red
	// col: move (1,2): illegal move: touches Red
}
