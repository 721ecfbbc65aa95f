package search_test

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
)

// positions returns every legal tic-tac-toe position, enumerated by play
// from the empty board, as boards in the order first reached.
func positions() []*tictactoe.Board {
	seen := map[uint64]bool{}
	var out []*tictactoe.Board
	g := tictactoe.NewGame()
	var visit func()
	visit = func() {
		if seen[g.Hash()] {
			return
		}
		seen[g.Hash()] = true
		out = append(out, g.Board())
		for p := range g.Moves() {
			g.Play(p)
			visit()
			g.Undo()
		}
	}
	visit()
	return out
}

// TestTicTacToePerfect proves alpha-beta against tictactoe's own perfect
// play: from every one of the 5,478 legal positions that is not over, the
// score's sign is Board.Value, the score is exact, and the move is among
// Board.BestMoves.
func TestTicTacToePerfect(t *testing.T) {
	all := positions()
	if len(all) != 5478 {
		t.Fatalf("%d legal positions, want 5478", len(all))
	}
	var ab search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]
	ab.Table = search.NewTable(1 << 20)
	searched := 0
	for _, b := range all {
		g, err := tictactoe.NewGameFrom(b)
		if err != nil {
			t.Fatal(err)
		}
		if g.Over() {
			if _, err := ab.Search(context.Background(), g); err == nil {
				t.Errorf("%v: Search of a finished game returned no error", b)
			}
			continue
		}
		searched++
		r, err := ab.Search(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := b.Value()
		best, _ := b.BestMoves()
		if got := tictactoe.Value(cmp.Compare(r.Score, 0)); got != want || !r.Exact || r.Stopped {
			t.Errorf("%v: %v, value %v, want %v exact", b, r, got, want)
		}
		if !slices.Contains(best, r.Move) {
			t.Errorf("%v: move %v not among the best %v", b, r.Move, best)
		}
		if r.PV[0] != r.Move {
			t.Errorf("%v: PV %v does not start with the move %v", b, r.PV, r.Move)
		}
		// A win or a loss is a proven outcome whose distance is the rest
		// of the PV when the PV runs to the end.
		if o, plies, ok := search.Proven(r.Score); ok != (want != tictactoe.Draw) || ok && cmp.Compare(o, 0) != int(want) || ok && plies < len(r.PV) {
			t.Errorf("%v: Proven(%d) = %d, %d, %v with PV %v", b, r.Score, o, plies, ok, r.PV)
		}
	}
	if searched != 5478-958 {
		t.Errorf("searched %d positions, want %d", searched, 5478-958)
	}
}

// minimax is the oracle of CheckAgreement: a plain negamax with no
// pruning and no table, to depth plies, scoring horizons by eval and
// finished games by outcome with the score range of the package doc
// written out again here.
func minimax[C comparable, G board.Game[C, G]](g G, ply, depth int, eval func(G) int, outcome func(G, C) int) int {
	if depth == 0 {
		return min(max(eval(g), -search.MaxEval), search.MaxEval)
	}
	best := -search.Infinity
	for p := range g.Moves() {
		best = max(best, minimaxMove(g, p, ply, depth, eval, outcome))
	}
	return best
}

// minimaxMove returns the minimax score of playing p in g at ply, for the
// side to move, searching depth plies in all.
func minimaxMove[C comparable, G board.Game[C, G]](g G, p board.Point, ply, depth int, eval func(G) int, outcome func(G, C) int) int {
	var zero C
	me := g.Turn()
	if err := g.Play(p); err != nil {
		panic(err)
	}
	defer g.Undo()
	switch g.Turn() {
	case zero:
		switch o := outcome(g, me); {
		case o > 0:
			return search.MaxEval + o*search.MaxPly - (ply + 1)
		case o < 0:
			return -(search.MaxEval - o*search.MaxPly - (ply + 1))
		}
		return 0
	case me:
		return minimax(g, ply+1, depth-1, eval, outcome)
	}
	return -minimax(g, ply+1, depth-1, eval, outcome)
}

// CheckAgreement plays n random games from newGame and, at random
// positions along them that are not over, checks that alpha-beta with a
// transposition table, alpha-beta with a table of a single bucket (no
// table to speak of) and the plain minimax of this file all return the
// same score, searching depth plies with eval at the horizon and outcome
// (nil for win/draw/loss) at the end of the game. It also checks that the
// move alpha-beta chose scores that much by minimax. The table is cleared
// before each position: an entry from a deeper search of an earlier
// position would rightly change a depth-limited score.
//
// It is written against the contract so that every game of the module
// can call it with its own depth and evaluation.
func CheckAgreement[C comparable, G board.Game[C, G]](t *testing.T, newGame func() G, n, depth int, eval func(G) int, outcome func(G, C) int, seed uint64) {
	t.Helper()
	if outcome == nil {
		outcome = search.WinLoss[C, G]
	}
	rng := rand.New(rand.NewPCG(seed, 11))
	// The table search also has an ordering hook, which must not change
	// a score.
	order := func(g G, m board.Point) int { return (m.Row*31 + m.Col*17) % 5 }
	big := search.AlphaBeta[C, G]{Eval: eval, Outcome: outcome, Order: order, Limits: search.Limits{Depth: depth}, Table: search.NewTable(1 << 20)}
	none := search.AlphaBeta[C, G]{Eval: eval, Outcome: outcome, Limits: search.Limits{Depth: depth}, Table: search.NewTable(0)}
	checked := 0
	for range n {
		g := newGame()
		for !g.Over() {
			if rng.IntN(2) == 0 {
				checked++
				big.Table.Clear()
				want := minimax(g, 0, depth, eval, outcome)
				for name, ab := range map[string]*search.AlphaBeta[C, G]{"table": &big, "no table": &none} {
					r, err := ab.Search(context.Background(), g)
					if err != nil {
						t.Fatal(err)
					}
					if r.Score != want {
						t.Fatalf("%v\nalpha-beta (%s) %v, minimax %d", g, name, r, want)
					}
					if v := minimaxMove(g, r.Move, 0, depth, eval, outcome); v != want {
						t.Fatalf("%v\nalpha-beta (%s) %v, but minimax scores its move %d, not %d", g, name, r, v, want)
					}
				}
			}
			var ms []board.Point
			for p := range g.Moves() {
				ms = append(ms, p)
			}
			g.Play(ms[rng.IntN(len(ms))])
		}
	}
	if checked == 0 {
		t.Fatal("no position checked")
	}
	t.Logf("%d positions agree at depth %d", checked, depth)
}

// hashEval is an arbitrary but consistent evaluation: a number in
// [-100, 100] drawn from the position's hash.
func hashEval[C comparable, G board.Game[C, G]](g G) int {
	return int(g.Hash()%201) - 100
}

func TestAgreementTicTacToe(t *testing.T) {
	newGame := func() *tictactoe.Game { return tictactoe.NewGame() }
	for depth := 1; depth <= 9; depth++ {
		t.Run(fmt.Sprint("depth=", depth), func(t *testing.T) {
			n := 10
			switch {
			case depth >= 8:
				n = 1 // the oracle is slow from the empty board
			case depth >= 6:
				n = 3
			}
			CheckAgreement(t, newGame, n, depth, hashEval, nil, uint64(depth))
		})
	}
}

// TestLimits checks that node, time and context limits stop a search with
// a legal move and say so, the first iteration finished; a soft time
// limit past at the end of the first iteration starts no second.
func TestLimits(t *testing.T) {
	g := tictactoe.NewGame()
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for name, c := range map[string]struct {
		ctx    context.Context
		limits search.Limits
	}{
		"nodes":   {context.Background(), search.Limits{Nodes: 10}},
		"time":    {context.Background(), search.Limits{Time: time.Nanosecond}},
		"context": {cancelled, search.Limits{}},
		"soft":    {context.Background(), search.Limits{Soft: time.Nanosecond}},
	} {
		ab := search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]{Limits: c.limits, Table: search.NewTable(1 << 16), Eval: hashEval[tictactoe.Mark, *tictactoe.Game]}
		r, err := ab.Search(c.ctx, g)
		if err != nil || !r.Stopped || r.Exact || r.Depth < 1 || g.Play(r.Move) != nil {
			t.Errorf("%s: %v, %v", name, r, err)
			continue
		}
		g.Undo()
		if name == "soft" {
			if r.Depth != 1 {
				t.Errorf("soft: %v: want the first iteration only", r)
			}
			continue
		}
		mc := search.MCTS[tictactoe.Mark, *tictactoe.Game]{Time: time.Nanosecond, Playouts: 1 << 30}
		if name == "context" {
			mc.Time = 0
		}
		if name != "nodes" {
			m, err := mc.Search(c.ctx, g)
			if err != nil || !m.Stopped || g.Play(m.Move) != nil {
				t.Errorf("%s: MCTS %v, %v", name, m, err)
				continue
			}
			g.Undo()
		}
	}
	ab := search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]{Limits: search.Limits{Depth: 3}, Table: search.NewTable(1 << 16), Eval: hashEval[tictactoe.Mark, *tictactoe.Game]}
	if r, _ := ab.Search(context.Background(), g); r.Depth != 3 || r.Stopped || r.Exact {
		t.Errorf("depth 3: %v", r)
	}
}

// TestNegativeLimits holds both searchers to refusing a negative limit
// or thread count with an error matching ErrLimits, before they search.
func TestNegativeLimits(t *testing.T) {
	g := tictactoe.NewGame()
	for name, l := range map[string]search.Limits{"nodes": {Nodes: -1}, "time": {Time: -1}, "soft": {Soft: -time.Second}} {
		ab := search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]{Limits: l}
		if _, err := ab.Search(t.Context(), g); !errors.Is(err, search.ErrLimits) {
			t.Errorf("AlphaBeta %s: error %v, want ErrLimits", name, err)
		}
	}
	for name, mc := range map[string]search.MCTS[tictactoe.Mark, *tictactoe.Game]{
		"playouts": {Playouts: -1}, "time": {Time: -1}, "threads": {Threads: -1},
	} {
		if _, err := mc.Search(t.Context(), g); !errors.Is(err, search.ErrLimits) {
			t.Errorf("MCTS %s: error %v, want ErrLimits", name, err)
		}
	}
}

// TestCandidates holds a selective search to the moves its hook chooses:
// from the empty tic-tac-toe board, with the corners only at the root and
// every move below, the move is a corner and the value a draw; a hook that
// chooses nothing searches every move.
func TestCandidates(t *testing.T) {
	corners := []board.Point{board.Pt(0, 0), board.Pt(0, 2), board.Pt(2, 0), board.Pt(2, 2)}
	var seen []board.Point
	ab := search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]{
		Candidates: func(g *tictactoe.Game, dst []board.Point) []board.Point {
			if g.Len() == 0 {
				return append(dst, corners...)
			}
			return dst // none: every legal move
		},
		Order: func(g *tictactoe.Game, m board.Point) int {
			if g.Len() == 0 {
				seen = append(seen, m)
			}
			return 0
		},
	}
	r, err := ab.Search(context.Background(), tictactoe.NewGame())
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(seen, func(p, q board.Point) int { return (p.Row*3 + p.Col) - (q.Row*3 + q.Col) })
	if !slices.Contains(corners, r.Move) || r.Score != 0 || !r.Exact || !slices.Equal(slices.Compact(seen), corners) {
		t.Errorf("%v; the root searched %v, want the corners", r, slices.Compact(seen))
	}
}
