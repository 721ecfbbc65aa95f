package search_test

import (
	"context"
	"iter"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/search"
)

// A side is a side of passGame; the zero side is nobody.
type side uint8

const (
	nobody side = iota
	sideA
	sideB
)

func (s side) other() side { return 3 - s }

// passWidth is the number of cells of a passGame.
const passWidth = 7

// passWeights are what the cells are worth.
var passWeights = [passWidth]int{3, 1, 4, 1, 5, 9, 2}

// passKeys are the Zobrist keys: passKeys[2*i+s-1] for side s on cell i,
// and passKeys[2*passWidth] for B to move.
var passKeys = func() []uint64 {
	r := rand.New(rand.NewPCG(7, 7))
	k := make([]uint64, 2*passWidth+1)
	for i := range k {
		k[i] = r.Uint64()
	}
	return k
}()

// A passGame is a tiny game with forced passes and scored outcomes, made
// to test the searchers. Two sides fill a row of 7 cells: A may play any
// empty cell, B only an empty cell of even column; a side with no move
// passes (Play hands the turn back), and the game ends when the row is
// full. Each side scores the weights of its cells plus 2 for each pair of
// its own neighbouring cells; the outcome for a side is its score minus
// the other's. It has the fast path of the searches, AppendMoves.
type passGame struct {
	cells [passWidth]side
	turn  side
	hist  []passMove
	hash  uint64
}

// A passMove is a played move and who was to move before it.
type passMove struct {
	col  int
	turn side
}

func newPassGame() *passGame {
	return &passGame{turn: sideA, hist: make([]passMove, 0, passWidth)}
}

func (g *passGame) legal(s side, col int) bool {
	return s != nobody && col >= 0 && col < passWidth && g.cells[col] == nobody && (s == sideA || col%2 == 0)
}

func (g *passGame) hasMove(s side) bool {
	for c := range passWidth {
		if g.legal(s, c) {
			return true
		}
	}
	return false
}

func (g *passGame) Turn() side { return g.turn }

func (g *passGame) Moves() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for c := range passWidth {
			if g.legal(g.turn, c) && !yield(board.Pt(0, c)) {
				return
			}
		}
	}
}

// AppendMoves is the fast path of the searches.
func (g *passGame) AppendMoves(dst []board.Point) []board.Point {
	for c := range passWidth {
		if g.legal(g.turn, c) {
			dst = append(dst, board.Pt(0, c))
		}
	}
	return dst
}

// Size returns the width of the row; only row 0 holds cells.
func (g *passGame) Size() int { return passWidth }

// At returns the side on cell p, which is on row 0.
func (g *passGame) At(p board.Point) side {
	if p.Row != 0 || uint(p.Col) >= passWidth {
		return nobody
	}
	return g.cells[p.Col]
}

func (g *passGame) Play(p board.Point) error {
	switch {
	case g.turn == nobody:
		return &passError{board.ErrGameOver}
	case p.Row != 0 || p.Col < 0 || p.Col >= passWidth:
		return &passError{board.ErrOffBoard}
	case g.cells[p.Col] != nobody:
		return &passError{board.ErrOccupied}
	case !g.legal(g.turn, p.Col):
		return &passError{nil}
	}
	me := g.turn
	g.hist = append(g.hist, passMove{p.Col, me})
	g.cells[p.Col] = me
	g.hash ^= passKeys[2*p.Col+int(me)-1]
	switch {
	case g.hasMove(me.other()):
		g.turn = me.other()
	case g.hasMove(me):
		g.turn = me // the other side passes
	default:
		g.turn = nobody
	}
	g.setTurnKey(me)
	return nil
}

// setTurnKey updates the side-to-move key after a move from was.
func (g *passGame) setTurnKey(was side) {
	if (was == sideB) != (g.turn == sideB) {
		g.hash ^= passKeys[2*passWidth]
	}
}

func (g *passGame) Undo() bool {
	if len(g.hist) == 0 {
		return false
	}
	m := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	was := g.turn
	g.cells[m.col] = nobody
	g.hash ^= passKeys[2*m.col+int(m.turn)-1]
	g.turn = m.turn
	if (was == sideB) != (g.turn == sideB) {
		g.hash ^= passKeys[2*passWidth]
	}
	return true
}

func (g *passGame) Over() bool { return g.turn == nobody }

// score returns the score of s on the board.
func (g *passGame) score(s side) int {
	n := 0
	for i, c := range g.cells {
		if c == s {
			n += passWeights[i]
			if i > 0 && g.cells[i-1] == s {
				n += 2
			}
		}
	}
	return n
}

// outcome returns the outcome of the game for s.
func (g *passGame) outcome(s side) int { return g.score(s) - g.score(s.other()) }

func (g *passGame) Winner() side {
	if g.turn != nobody {
		return nobody
	}
	switch d := g.outcome(sideA); {
	case d > 0:
		return sideA
	case d < 0:
		return sideB
	}
	return nobody
}

func (g *passGame) Clone() *passGame {
	c := *g
	c.hist = append(make([]passMove, 0, passWidth), g.hist...)
	return &c
}

func (g *passGame) Hash() uint64 { return g.hash }

// A passError is a refused move of passGame.
type passError struct{ err error }

func (e *passError) Error() string { return "passgame: illegal move" }

func (e *passError) Unwrap() error { return e.err }

func (e *passError) Is(target error) bool { return target == board.ErrIllegalMove }

var _ board.Game[side, *passGame] = (*passGame)(nil)

func passOutcome(g *passGame, s side) int { return g.outcome(s) }

func TestPassGameContract(t *testing.T) {
	boardtest.Run(t, newPassGame, boardtest.Config[*passGame]{Games: 50})
}

// bruteForce returns the outcome of g under perfect play for the side to
// move and the number of plies to the end: the best outcome, and among
// equal outcomes the shortest win and the longest loss.
func bruteForce(g *passGame) (outcome, plies int) {
	me := g.Turn()
	first := true
	for p := range g.Moves() {
		g.Play(p)
		var o, n int
		switch g.Turn() {
		case nobody:
			o = g.outcome(me)
		case me:
			o, n = bruteForce(g)
		default:
			o, n = bruteForce(g)
			o = -o
		}
		n++
		g.Undo()
		better := o > outcome || o == outcome && (o > 0 && n < plies || o < 0 && n > plies)
		if first || better {
			outcome, plies, first = o, n, false
		}
	}
	return outcome, plies
}

// TestPassGameExact proves pass handling and exact scores against brute
// force: from every position of passGame reached by play, alpha-beta's
// score decodes to the outcome and distance that brute force finds, and
// MCTS finds a proven win or loss where there is one.
func TestPassGameExact(t *testing.T) {
	ab := search.AlphaBeta[side, *passGame]{Outcome: passOutcome, Table: search.NewTable(1 << 16)}
	mc := search.MCTS[side, *passGame]{Outcome: passOutcome, Playouts: 2000}
	g := newPassGame()
	seen := map[uint64]bool{}
	var positions, passes, wins int
	var visit func()
	visit = func() {
		if seen[g.Hash()] || g.Over() {
			return
		}
		seen[g.Hash()] = true
		positions++
		wantO, wantN := bruteForce(g)
		r, err := ab.Search(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		o, n, ok := search.Proven(r.Score)
		if !ok && wantO != 0 || ok && (o != wantO || n != wantN) || !r.Exact {
			t.Errorf("%v turn %v: alpha-beta %v decodes to %d in %d (%v), brute force %d in %d", g.cells, g.turn, r, o, n, ok, wantO, wantN)
		}
		if wantO != 0 {
			wins++
			m, err := mc.Search(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			want := search.ProvenWin
			if wantO < 0 {
				want = search.ProvenLoss
			}
			if m.Proof != want {
				t.Errorf("%v turn %v: MCTS %v, want proof %v", g.cells, g.turn, m, want)
			}
		}
		for p := range g.Moves() {
			me := g.Turn()
			g.Play(p)
			if g.Turn() == me {
				passes++
			}
			visit()
			g.Undo()
		}
	}
	visit()
	if passes == 0 {
		t.Fatal("no position with a forced pass")
	}
	t.Logf("%d positions, %d moves after which the other side passed, %d won or lost", positions, passes, wins)
}
