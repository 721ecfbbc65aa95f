package engine

import (
	"iter"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/internal/zkeys"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// A game is the game the search plays: a gomoku game kept as a
// [pattern.Position], whose tables give the rules (wins, fouls) and the
// evaluation alike. Its moves are every legal move, as those of a
// gomoku.Game; the search chooses among them through its Candidates hook.
// Its Hash is that of a gomoku.Game in the same position. A game must not
// be copied (go vet reports a copy): use Clone.
//
// It keeps, move by move, what the evaluation and the ranking read of
// each point near the stones (its cell: the lines through it and their
// sums) and the fitted evaluation's sum over them, so that a node reads
// them rather than the pattern tables of every point: a move reads again
// only the lines its stone changed, when a reader first needs them (sync;
// lines.go).
type game struct {
	_       noCopy
	pos     *pattern.Position
	n       int
	stones  int          // the stones on the board
	near    []uint8      // by point: the stones within 2 points (after sync)
	open    []uint64     // a bit by point index: empty and near the stones (after sync)
	winner  gomoku.Stone // the side that won, or Empty
	draw    bool         // the side to move has no legal move
	fit     *fitModel    // the fitted model whose sums the cells keep
	cells   []cell       // by point: its lines and their sums, kept for the points near the stones
	total   [2]int       // by colour to move less one: the fitted sum of the points near the stones
	changes []lineChange // the lines of the cells that the moves changed, as they were before
	marks   []undoMark   // by move: where its changes begin, and the sums before it
	// serial numbers the positions of x, a new number at each Play and
	// Undo, so that what is read of a position is kept until the next
	// (threes).
	serial uint64
	// threes holds threeLines' counts by colour less one (bit 2 of the
	// index), fouls (bit 1) and traps (bit 0): those whose serial is x's
	// are the position's.
	threes [8]struct {
		serial uint64
		n      int
	}
}

// noCopy makes go vet's copylocks check report a copy of a game.
type noCopy struct{}

func (*noCopy) Lock()   {}
func (*noCopy) Unlock() {}

var (
	_ board.Game[gomoku.Stone, *game] = (*game)(nil)
	_ board.MoveAppender              = (*game)(nil)
)

// newGame returns the game of the position of g, which it does not keep.
// Its fitted model is its rule's in fitModels.
func newGame(g *gomoku.Game) *game {
	return newGameModel(g, fitModels[modelOf(g.Rule())])
}

// newGameModel returns the game of the position of g with the fitted
// model m.
func newGameModel(g *gomoku.Game, m *fitModel) *game {
	pos, _ := pattern.From(g.Board(), g.Rule()) // g's size and rule are valid
	n := g.Size()
	x := &game{pos: pos, n: n, near: make([]uint8, n*n), open: make([]uint64, (n*n+63)/64), winner: g.Winner(), draw: g.Result().Draw, fit: m, serial: 1}
	x.cells = make([]cell, n*n)
	// Room for the changes of a search's line (about 20 a move).
	x.changes, x.marks = make([]lineChange, 0, 4*maxPly*n), make([]undoMark, 0, 2*maxPly)
	for r := range n {
		for c := range n {
			if g.At(board.Pt(r, c)) != gomoku.Empty {
				x.stones++
				x.neighbours(board.Pt(r, c), 1)
			}
		}
	}
	return x
}

// neighbours adds d, 1 or -1, to the counts of the points within 2 of
// p. With 1, the cells of the points that it brings near the stones are
// made and added to the fitted sums, and those empty marked open; with -1
// (an Undo) the sums are left to restore, the points no longer near are
// no longer open, and their cells go stale.
func (x *game) neighbours(p board.Point, d int) {
	c0, c1 := max(0, p.Col-2), min(x.n-1, p.Col+2)
	for r := max(0, p.Row-2); r <= min(x.n-1, p.Row+2); r++ {
		row := x.near[r*x.n+c0 : r*x.n+c1+1]
		if d < 0 {
			for k := range row {
				if row[k]--; row[k] == 0 {
					x.setOpen(r*x.n+c0+k, false)
				}
			}
			continue
		}
		for k := range row {
			if row[k] == 0 {
				i := r*x.n + c0 + k
				x.fresh(board.Pt(r, c0+k), i)
				x.addCell(&x.cells[i], 1)
				if x.cells[i].key[0] != occupiedKey {
					x.setOpen(i, true)
				}
			}
			row[k]++
		}
	}
}

// isOpen reports whether the point of index i is empty and near the
// stones, by the bit set open. x must be synced.
func (x *game) isOpen(i int) bool { return x.open[uint(i)/64]>>(uint(i)%64)&1 != 0 }

// setOpen sets (open) or clears the bit of the point of index i in the
// bit set open.
func (x *game) setOpen(i int, open bool) {
	if open {
		x.open[uint(i)/64] |= 1 << (uint(i) % 64)
	} else {
		x.open[uint(i)/64] &^= 1 << (uint(i) % 64)
	}
}

func (x *game) Size() int                     { return x.n }
func (x *game) At(p board.Point) gomoku.Stone { return x.pos.At(p) }
func (x *game) Over() bool                    { return x.winner != gomoku.Empty || x.draw }
func (x *game) Winner() gomoku.Stone          { return x.winner }

// toMove returns the colour to move by the stone counts.
func (x *game) toMove() gomoku.Stone {
	if x.stones%2 == 0 {
		return gomoku.Black
	}
	return gomoku.White
}

// Turn returns the colour to move, or Empty once the game is over.
func (x *game) Turn() gomoku.Stone {
	if x.Over() {
		return gomoku.Empty
	}
	return x.toMove()
}

// Hash returns the hash of the position and the colour to move, that of
// a gomoku.Game in the same position.
func (x *game) Hash() uint64 {
	if x.stones%2 == 1 {
		return x.pos.Hash() ^ zkeys.White()
	}
	return x.pos.Hash()
}

// legal reports whether s may play at the empty point q.
func (x *game) legal(q board.Point, s gomoku.Stone) bool {
	return x.pos.Forbidden(q, s) == gomoku.NoFoul
}

// Moves returns an iterator over the legal moves, in reading order.
func (x *game) Moves() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		if s := x.Turn(); s != gomoku.Empty {
			for q := range x.pos.Points() {
				if x.legal(q, s) && !yield(q) {
					return
				}
			}
		}
	}
}

// AppendMoves appends the legal moves to dst, in reading order.
func (x *game) AppendMoves(dst []board.Point) []board.Point {
	if s := x.Turn(); s != gomoku.Empty {
		for q := range x.pos.Points() {
			if x.legal(q, s) {
				dst = append(dst, q)
			}
		}
	}
	return dst
}

// canMove reports whether s has a legal move; it usually stops at the
// first empty point.
func (x *game) canMove(s gomoku.Stone) bool {
	for q := range x.pos.Points() {
		if x.legal(q, s) {
			return true
		}
	}
	return false
}

// Play plays a stone of the colour to move at p, or refuses it with a
// *gomoku.MoveError as gomoku.Game does.
func (x *game) Play(p board.Point) error {
	s := x.Turn()
	switch {
	case s == gomoku.Empty:
		return &gomoku.MoveError{Point: p, Err: board.ErrGameOver}
	case !x.pos.In(p):
		return &gomoku.MoveError{Point: p, Player: s, Err: board.ErrOffBoard}
	case x.pos.At(p) != gomoku.Empty:
		return &gomoku.MoveError{Point: p, Player: s, Err: board.ErrOccupied}
	}
	if f := x.pos.Forbidden(p, s); f != gomoku.NoFoul {
		return &gomoku.MoveError{Point: p, Player: s, Foul: f, Err: gomoku.ErrForbidden}
	}
	win := x.pos.Wins(p, s)
	x.sync() // only the last move may wait
	x.pos.Place(p, s)
	x.stones++
	x.serial++
	x.marks = append(x.marks, undoMark{changes: len(x.changes), total: x.total, waits: true})
	switch {
	case win:
		x.winner = s
	case !x.canMove(s.Opponent()):
		x.draw = true
	}
	return nil
}

// Undo takes back the last move and reports whether there was one.
func (x *game) Undo() bool {
	p, _, ok := x.pos.Last()
	if !ok {
		return false
	}
	x.pos.Undo()
	x.stones--
	x.serial++
	if !x.marks[len(x.marks)-1].waits {
		x.neighbours(p, -1)
		if i := p.Row*x.n + p.Col; x.near[i] != 0 {
			x.setOpen(i, true)
		}
	}
	x.restore()
	x.winner, x.draw = gomoku.Empty, false // play stops at the end
	return true
}

// Clone returns an independent copy of x.
func (x *game) Clone() *game {
	return &game{pos: x.pos.Clone(), n: x.n, stones: x.stones, near: append([]uint8(nil), x.near...), open: append([]uint64(nil), x.open...), winner: x.winner, draw: x.draw,
		fit: x.fit, cells: append([]cell(nil), x.cells...), total: x.total,
		changes: append([]lineChange(nil), x.changes...), marks: append([]undoMark(nil), x.marks...), serial: x.serial, threes: x.threes}
}
