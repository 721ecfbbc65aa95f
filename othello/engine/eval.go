package engine

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// The weights of the Othello evaluation, in hundredths of a disc.
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

// The cells of the evaluation grid.
const (
	cellEmpty = iota
	cellMe
	cellOpp
)

// An othelloEval evaluates Othello positions with scratch space of its
// own; it is not safe for concurrent use.
type othelloEval struct {
	cells  []int8
	stable []bool
}

// eval returns the evaluation of g for its side to move.
func (e *othelloEval) eval(g *othello.Game) int {
	return e.evalBoard(g, g.Turn())
}

// evalBoard returns the evaluation of b for me, to move, in hundredths of
// a disc. The features are those of a strong player: mobility and
// potential mobility, corners and the X and C squares beside an empty
// corner, stable discs (those held from a corner along the edges), the
// edges, parity and, late in the game, the discs themselves.
//
// On the 8×8 board, [eval8] computes the same value with shifts and masks
// instead of the grid walk here; TestEval8 holds the two together.
func (e *othelloEval) evalBoard(b boardReader, me othello.Color) int {
	n := b.Size()
	if cap(e.cells) < n*n {
		e.cells = make([]int8, n*n)
		e.stable = make([]bool, n*n)
	}
	cells := e.cells[:n*n]
	discs, empties := 0, 0
	for r := range n {
		for c := range n {
			var v int8
			switch b.At(board.Pt(r, c)) {
			case me:
				v = cellMe
				discs++
			case othello.Empty:
				v = cellEmpty
				empties++
			default:
				v = cellOpp
				discs--
			}
			cells[r*n+c] = v
		}
	}

	// Mobility and potential mobility in one walk from each empty square.
	var mob, pot [3]int
	for i, v := range cells {
		if v != cellEmpty {
			continue
		}
		r, c := i/n, i%n
		var legal, near [3]bool
		for _, d := range board.Directions() {
			dr, dc := d.Delta().Row, d.Delta().Col
			rr, cc := r+dr, c+dc
			if uint(rr) >= uint(n) || uint(cc) >= uint(n) {
				continue
			}
			first := cells[rr*n+cc]
			if first == cellEmpty {
				continue
			}
			near[first] = true
			other := cellMe + cellOpp - first
			if legal[other] {
				continue
			}
			for {
				rr, cc = rr+dr, cc+dc
				if uint(rr) >= uint(n) || uint(cc) >= uint(n) {
					break
				}
				x := cells[rr*n+cc]
				if x == first {
					continue
				}
				if x == other {
					legal[other] = true
				}
				break
			}
		}
		for s := cellMe; s <= cellOpp; s++ {
			if legal[s] {
				mob[s]++
			}
		}
		// An empty square next to an opponent's disc is a potential move.
		if near[cellOpp] {
			pot[cellMe]++
		}
		if near[cellMe] {
			pot[cellOpp]++
		}
	}

	score := wMobility*(mob[cellMe]-mob[cellOpp]) + wPotential*(pot[cellMe]-pot[cellOpp])

	// Corners, X and C squares, and the discs held from the corners.
	st := e.stable[:n*n]
	clear(st)
	var stable [3]int
	for _, k := range [4][2]int{{0, 0}, {0, n - 1}, {n - 1, 0}, {n - 1, n - 1}} {
		r, c := k[0], k[1]
		dr, dc := 1, 1
		if r > 0 {
			dr = -1
		}
		if c > 0 {
			dc = -1
		}
		corner := cells[r*n+c]
		if corner == cellEmpty {
			score -= wX * sign(cells[(r+dr)*n+c+dc])
			score -= wC * (sign(cells[(r+dr)*n+c]) + sign(cells[r*n+c+dc]))
			continue
		}
		score += wCorner * sign(corner)
		// Along each edge from the corner, the run of the corner's colour.
		for _, d := range [2][2]int{{dr, 0}, {0, dc}} {
			for rr, cc := r, c; uint(rr) < uint(n) && uint(cc) < uint(n) && cells[rr*n+cc] == corner; rr, cc = rr+d[0], cc+d[1] {
				if i := rr*n + cc; !st[i] {
					st[i] = true
					stable[corner]++
				}
			}
		}
	}
	score += wStable * (stable[cellMe] - stable[cellOpp])

	// The edges, but for the C squares beside an empty corner (counted above).
	edge := 0
	for i := 1; i < n-1; i++ {
		for _, j := range [4]int{i, (n-1)*n + i, i * n, i*n + n - 1} {
			if (i == 1 || i == n-2) && cells[cornerOf(j, n)] == cellEmpty {
				continue
			}
			edge += sign(cells[j])
		}
	}
	score += wEdge * edge

	// Late in the game: parity, and the discs themselves.
	if empties <= 18 {
		if empties%2 == 1 {
			score += wParity
		} else {
			score -= wParity
		}
	}
	total := n * n
	if filled := total - empties; 3*filled > 2*total {
		score += wDisc * discs * (3*filled - 2*total) / total
	}
	return score
}

// cornerOf returns the index of the corner nearest to the edge cell i of
// an n×n grid.
func cornerOf(i, n int) int {
	p := nearestCorner(board.Pt(i/n, i%n), n)
	return p.Row*n + p.Col
}

// sign returns +1 for my disc, -1 for the opponent's and 0 for empty.
func sign(v int8) int {
	switch v {
	case cellMe:
		return 1
	case cellOpp:
		return -1
	}
	return 0
}
