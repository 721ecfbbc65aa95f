package flip

import (
	"math/bits"
	"sync"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// A walkerScratch is an 8×8 generic board for Walker and the discs it
// holds: the mover's as Black, the opponent's as White.
type walkerScratch struct {
	b               *board.Board[othello.Color]
	mover, opponent uint64
}

// walkerBoards keeps scratch boards between calls of Walker, so that it
// allocates nothing and goroutines do not share one.
var walkerBoards = sync.Pool{New: func() any {
	b, err := board.New[othello.Color](8, 8)
	if err != nil {
		panic(err)
	}
	return &walkerScratch{b: b}
}}

// Walker is the "walker" [Func], the readable baseline that every
// other algorithm is tested against: it puts the discs on a generic
// [board.Board] and asks the shared ray walker, [board.Board.Bracket], for
// the run of opponent discs closed by a mover disc in each of the 8
// directions, as [othello.Position.Captures] does, then collects the squares of
// each run with [board.Board.Ray].
//
// It takes a scratch board from a sync.Pool and rewrites only the squares
// whose discs differ from those of the scratch board's last use, so it
// allocates nothing and is safe for concurrent use. Its cost is 8 calls of
// Bracket, a few nanoseconds per square they look at, a few more per
// changed square, and the pool.
func Walker(mover, opponent uint64, s int) uint64 {
	w := walkerBoards.Get().(*walkerScratch)
	for changed := (w.mover ^ mover) | (w.opponent ^ opponent); changed != 0; changed &= changed - 1 {
		q := bits.TrailingZeros64(changed)
		c := othello.Empty
		switch {
		case mover&(1<<q) != 0:
			c = othello.Black
		case opponent&(1<<q) != 0:
			c = othello.White
		}
		w.b.Set(board.Pt(q>>3, q&7), c)
	}
	w.mover, w.opponent = mover, opponent

	p := board.Pt(s>>3&7, s&7)
	var f uint64
	for _, d := range board.Directions() {
		n := w.b.Bracket(p, d, othello.White, othello.Black)
		if n == 0 {
			continue
		}
		for q := range w.b.Ray(p, d) {
			f |= 1 << (q.Row*8 + q.Col)
			if n--; n == 0 {
				break
			}
		}
	}
	walkerBoards.Put(w)
	return f
}
