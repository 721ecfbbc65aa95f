package search_test

import (
	"context"
	"fmt"
	"runtime"
	"slices"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
)

// from returns the tic-tac-toe game at the position of board text s, for
// the examples.
func from(s string) *tictactoe.Game {
	b, err := tictactoe.Parse(s)
	if err != nil {
		panic(err)
	}
	g, err := tictactoe.NewGameFrom(b)
	if err != nil {
		panic(err)
	}
	return g
}

// Example plays a whole game of tic-tac-toe between the two searchers:
// alpha-beta, solving each position, as X and a seeded MCTS as O. Perfect
// play draws.
func Example() {
	var ab search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]
	mc := search.MCTS[tictactoe.Mark, *tictactoe.Game]{Seed: 1}
	g := tictactoe.NewGame()
	for !g.Over() {
		var p board.Point
		if g.Turn() == tictactoe.X {
			r, _ := ab.Search(context.Background(), g)
			p = r.Move
		} else {
			r, _ := mc.Search(context.Background(), g)
			p = r.Move
		}
		g.Play(p)
	}
	fmt.Print(g)
	// Output:
	// XXO
	// OOX
	// XOX
	// draw
}

// ExampleAlphaBeta solves a position: X wins in 3 plies whatever O does,
// and the score tells the outcome and its distance.
func ExampleAlphaBeta() {
	g := from("XO..X...O")
	var ab search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]
	r, err := ab.Search(context.Background(), g)
	if err != nil {
		panic(err)
	}
	o, plies, _ := search.Proven(r.Score)
	fmt.Println("move", tictactoe.FormatMove(r.Move), "outcome", o, "in", plies, "plies; exact:", r.Exact)
	fmt.Println("pv", tictactoe.FormatMoves(slices.Values(r.PV)))
	// Output:
	// move a2 outcome 1 in 3 plies; exact: true
	// pv a2 c1 a3
}

// ExampleLimits searches 2 plies deep with an evaluation: the number of
// lines still open to the side to move minus those open to the other.
func ExampleLimits() {
	eval := func(g *tictactoe.Game) int {
		me := g.Turn()
		n := 0
		for l := range tictactoe.Lines() {
			var mine, theirs bool
			for _, p := range l.Points() {
				mine = mine || g.At(p) == me
				theirs = theirs || g.At(p) == me.Opponent()
			}
			switch {
			case !theirs:
				n++
			case !mine:
				n--
			}
		}
		return n
	}
	ab := search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]{Eval: eval, Limits: search.Limits{Depth: 2}}
	r, _ := ab.Search(context.Background(), tictactoe.NewGame())
	fmt.Println("move", tictactoe.FormatMove(r.Move), "score", r.Score, "depth", r.Depth, "exact", r.Exact)
	// Output:
	// move b2 score 3 depth 2 exact false
}

// ExampleResult prints a result, which says how the search went, its
// moves in the game's notation; without a Notation they print as points.
func ExampleResult() {
	ab := search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]{
		Limits:   search.Limits{Nodes: 50},
		Notation: tictactoe.FormatMove,
	}
	r, _ := ab.Search(context.Background(), tictactoe.NewGame())
	fmt.Println(r)
	r.Notation = nil
	fmt.Println(r)
	// Output:
	// move a1 score 0 depth 2 nodes 50 stopped pv a1 b1 c1
	// move (0,0) score 0 depth 2 nodes 50 stopped pv (0,0) (0,1) (0,2)
}

// ExampleProven decodes the scores of proven outcomes.
func ExampleProven() {
	for _, score := range []int{17, search.MaxEval + search.MaxPly - 3, -(search.MaxEval + 12*search.MaxPly - 40)} {
		o, plies, ok := search.Proven(score)
		fmt.Println(score, o, plies, ok)
	}
	// Output:
	// 17 0 0 false
	// 1049597 1 3 true
	// -1060824 -12 40 true
}

// ExampleNewTable shares one small table between searches of one game.
func ExampleNewTable() {
	t := search.NewTable(1 << 16)
	fmt.Println(t.Len(), "entries")
	ab := search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]{Table: t}
	g := tictactoe.NewGame()
	r1, _ := ab.Search(context.Background(), g)
	r2, _ := ab.Search(context.Background(), g) // the table knows the answer
	fmt.Println(r1.Score == r2.Score, r1.Nodes > r2.Nodes)
	t.Clear() // before another game
	// Output:
	// 4096 entries
	// true true
}

// ExampleTable makes a table from a size in entries.
func ExampleTable() {
	entries := 1 << 12
	t := search.NewTable(entries * 16)
	fmt.Println(t.Len())
	// Output:
	// 4096
}

// ExampleMCTS finds X's winning move, which a seeded search proves.
func ExampleMCTS() {
	g := from("XX..O..O.")
	mc := search.MCTS[tictactoe.Mark, *tictactoe.Game]{Seed: 42}
	r, _ := mc.Search(context.Background(), g)
	fmt.Println("move", tictactoe.FormatMove(r.Move), "proof", r.Proof)
	// Output:
	// move c1 proof win
}

// ExampleMCTS_parallel searches with one tree per core, asked for
// explicitly: the zero Threads searches one.
func ExampleMCTS_parallel() {
	mc := search.MCTS[tictactoe.Mark, *tictactoe.Game]{Threads: runtime.GOMAXPROCS(0), Playouts: 4000, Seed: 1}
	r, _ := mc.Search(context.Background(), from("X...O...."))
	fmt.Println(r.Playouts <= 4000, r.Proof)
	// Output:
	// true unproven
}

// ExampleMCTSResult prints a result of a seeded search.
func ExampleMCTSResult() {
	mc := search.MCTS[tictactoe.Mark, *tictactoe.Game]{Seed: 3, Playouts: 1000, Notation: tictactoe.FormatMove}
	r, _ := mc.Search(context.Background(), tictactoe.NewGame())
	fmt.Println(r)
	// Output:
	// move b2 value 0.73 visits 219 proof unproven playouts 1000
}

// ExampleProof shows the proofs MCTS-Solver makes.
func ExampleProof() {
	for _, p := range []search.Proof{search.Unproven, search.ProvenLoss, search.ProvenWin} {
		fmt.Println(p)
	}
	// Output:
	// unproven
	// loss
	// win
}

// ExampleToTable keeps in a table a win that a node 3 plies from the
// root proved 4 plies further on, and reads it back where the same node
// is reached 5 plies from the root: the win is then 9 plies away.
func ExampleToTable() {
	score := search.MaxEval + search.MaxPly - 7 // a win of outcome +1, 7 plies from the root
	o, plies, _ := search.Proven(score)
	fmt.Println("found:", o, plies)
	kept := search.ToTable(score, 3)
	o, plies, _ = search.Proven(search.FromTable(kept, 5))
	fmt.Println("read at ply 5:", o, plies)
	fmt.Println("an evaluation:", search.ToTable(1234, 3), search.FromTable(1234, 5))
	// Output:
	// found: 1 7
	// read at ply 5: 1 9
	// an evaluation: 1234 1234
}

// ExampleFromTable reads a loss kept by a node 2 plies from the root,
// proved 6 plies beyond it, at the root itself.
func ExampleFromTable() {
	kept := -(search.MaxEval + search.MaxPly - 6) // a loss, 6 plies from the node that kept it
	o, plies, _ := search.Proven(search.FromTable(kept, 0))
	fmt.Println(o, plies)
	// Output:
	// -1 6
}
