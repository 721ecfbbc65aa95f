package engine

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// The weights of the hand-written evaluation, in hundredths of a disc.
const (
	wMobility  = 60  // per legal move more than the opponent
	wPotential = 25  // per empty square next to an opponent's disc, more than the opponent has
	wCorner    = 800 // per corner
	wX         = 250 // per X square (diagonal to an empty corner), against
	wC         = 80  // per C square (beside an empty corner), against
	wStable    = 100 // per stable disc
	wEdge      = 20  // per edge disc that is not a C square
	wParity    = 100 // for the side that gets the last move, late in the game
	wDisc      = 50  // per disc, at the end of the game; less before
)

// A handEval is the hand-written evaluation of the boards that the learned
// one of package eval does not cover, built on the shared ray walker of
// package board. It keeps a scratch board of its own, so it is not safe
// for concurrent use.
type handEval struct {
	b      *board.Board[othello.Color]
	stable []bool
}

// eval returns the evaluation of g for its side to move.
func (e *handEval) eval(g *othello.Game) int {
	return e.evalBoard(g, g.Turn())
}

// evalBoard returns the evaluation of the board of v for me, to move, in
// hundredths of a disc. The features are those of a strong player:
// mobility and potential mobility, corners and the X and C squares beside
// an empty corner, stable discs (those held from a corner along the
// edges), the edges, parity and, late in the game, the discs themselves.
// It copies the board once and asks the walker the rest.
func (e *handEval) evalBoard(v board.View[othello.Color], me othello.Color) int {
	discs, empties := e.load(v, me)
	b := e.b
	return mobility(b, me) + e.corners(b, me) + wEdge*edges(b, me) + late(discs, empties, b.Rows()*b.Rows())
}

// load copies the board of v into e's scratch board and returns the
// discs of me less the opponent's, and the empty squares.
func (e *handEval) load(v board.View[othello.Color], me othello.Color) (discs, empties int) {
	n := v.Size()
	if e.b == nil || e.b.Rows() != n {
		e.b, _ = board.New[othello.Color](n, n)
		e.stable = make([]bool, n*n)
	}
	opp := me.Opponent()
	for p := range e.b.All() {
		c := v.At(p)
		e.b.Set(p, c)
		switch c {
		case me:
			discs++
		case opp:
			discs--
		default:
			empties++
		}
	}
	return discs, empties
}

// mobility returns the score of the mobility and potential mobility of
// me on b: the empty squares where a side brackets a run of the other's
// discs, and those next to the other's discs.
func mobility(b *board.Board[othello.Color], me othello.Color) int {
	n, opp := b.Rows(), me.Opponent()
	var mob, pot int
	for i := range n * n {
		p := board.Pt(i/n, i%n)
		if b.At(p) != othello.Empty {
			continue
		}
		// A side brackets only through a neighbour of the other's colour,
		// and one bracket is enough.
		var mine, theirs, nearMine, nearTheirs bool
		for _, d := range board.Directions() {
			switch b.At(p.Add(d.Delta())) {
			case me:
				nearMine = true
				theirs = theirs || b.Bracket(p, d, me, opp) > 0
			case opp:
				nearTheirs = true
				mine = mine || b.Bracket(p, d, opp, me) > 0
			}
		}
		mob += b2i(mine) - b2i(theirs)
		pot += b2i(nearTheirs) - b2i(nearMine)
	}
	return wMobility*mob + wPotential*pot
}

// corners returns the score for me of the corners of b, of the X and C
// squares beside the empty ones, and of the discs held from the corners
// along the edges.
func (e *handEval) corners(b *board.Board[othello.Color], me othello.Color) int {
	n := b.Rows()
	clear(e.stable)
	score, stable := 0, 0
	for _, k := range [4]board.Point{{Row: 0, Col: 0}, {Row: 0, Col: n - 1}, {Row: n - 1, Col: 0}, {Row: n - 1, Col: n - 1}} {
		down, right := board.South, board.East
		if k.Row > 0 {
			down = board.North
		}
		if k.Col > 0 {
			right = board.West
		}
		corner := b.At(k)
		if corner == othello.Empty {
			x := k.Add(down.Delta()).Add(right.Delta())
			score -= wX * side(b.At(x), me)
			score -= wC * (side(b.At(k.Add(down.Delta())), me) + side(b.At(k.Add(right.Delta())), me))
			continue
		}
		score += wCorner * side(corner, me)
		stable += e.held(k, n, corner, me)
		for _, d := range [2]board.Direction{down, right} {
			for q, c := range b.Ray(k, d) {
				if c != corner {
					break
				}
				stable += e.held(q, n, corner, me)
			}
		}
	}
	return score + wStable*stable
}

// held marks p of the n×n board as held by a disc of colour c, and
// returns its count for me: side(c, me) the first time, 0 after.
func (e *handEval) held(p board.Point, n int, c, me othello.Color) int {
	i := p.Row*n + p.Col
	if e.stable[i] {
		return 0
	}
	e.stable[i] = true
	return side(c, me)
}

// edges returns the edge discs of me on b less the opponent's, but for
// the C squares beside an empty corner (which corners counts).
func edges(b *board.Board[othello.Color], me othello.Color) int {
	n, edge := b.Rows(), 0
	for i := 1; i < n-1; i++ {
		for _, p := range [4]board.Point{{Row: 0, Col: i}, {Row: n - 1, Col: i}, {Row: i, Col: 0}, {Row: i, Col: n - 1}} {
			if (i == 1 || i == n-2) && b.At(nearestCorner(p, n)) == othello.Empty {
				continue
			}
			edge += side(b.At(p), me)
		}
	}
	return edge
}

// late returns the score of the late game on a board of total squares:
// parity in the last 18 empty squares, and the disc difference discs
// once two thirds of the board are filled.
func late(discs, empties, total int) int {
	score := 0
	if empties <= 18 {
		if empties%2 == 1 {
			score += wParity
		} else {
			score -= wParity
		}
	}
	if filled := total - empties; 3*filled > 2*total {
		score += wDisc * discs * (3*filled - 2*total) / total
	}
	return score
}

// side returns +1 for a disc of me, -1 for the opponent's and 0 for an
// empty square.
func side(c, me othello.Color) int {
	switch c {
	case othello.Empty:
		return 0
	case me:
		return 1
	}
	return -1
}

// b2i returns 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
