package search_test

import (
	"context"
	"flag"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
)

var deep = flag.Bool("search.deep", false, "run the full tiers of the search tests: 100 games of MCTS against each opponent")

// A player returns its move in g.
type player func(g *tictactoe.Game) board.Point

// perfect returns a player that picks among Board.BestMoves at random.
func perfect(seed uint64) player {
	rng := rand.New(rand.NewPCG(seed, 1))
	return func(g *tictactoe.Game) board.Point {
		best, err := g.Board().BestMoves()
		if err != nil {
			panic(err)
		}
		return best[rng.IntN(len(best))]
	}
}

// random returns a player that picks among the legal moves at random.
func random(seed uint64) player {
	r := search.NewRandom[tictactoe.Mark, *tictactoe.Game](seed)
	return func(g *tictactoe.Game) board.Point {
		c, _ := r.Choose(context.Background(), g)
		return c.Move
	}
}

// mctsPlayer returns a player that searches with m.
func mctsPlayer(t *testing.T, m *search.MCTS[tictactoe.Mark, *tictactoe.Game]) player {
	return func(g *tictactoe.Game) board.Point {
		r, err := m.Search(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		return r.Move
	}
}

// match plays a game of x against o and returns the winner.
func match(x, o player) tictactoe.Mark {
	g := tictactoe.NewGame()
	for !g.Over() {
		p := x
		if g.Turn() == tictactoe.O {
			p = o
		}
		if err := g.Play(p(g)); err != nil {
			panic(err)
		}
	}
	return g.Winner()
}

// games returns n in a -search.deep run and short otherwise.
func games(n, short int) int {
	if *deep {
		return n
	}
	return short
}

// mctsGame plays game i of a match of MCTS with its default budget,
// seeded by i, against opp(i): MCTS plays X in the even games and O in
// the odd ones. It returns MCTS's mark and the winner.
func mctsGame(t *testing.T, i int, opp func(seed uint64) player) (mark, winner tictactoe.Mark) {
	me := mctsPlayer(t, &search.MCTS[tictactoe.Mark, *tictactoe.Game]{Seed: uint64(i)})
	if i%2 == 0 {
		return tictactoe.X, match(me, opp(uint64(i)))
	}
	return tictactoe.O, match(opp(uint64(i)), me)
}

// TestMCTSPerfect plays MCTS with its default budget against perfect play,
// alternating colours: it must never lose. The default run plays 10
// games, -search.deep 100.
func TestMCTSPerfect(t *testing.T) {
	for i := range games(100, 10) {
		if mark, w := mctsGame(t, i, perfect); w != tictactoe.Empty && w != mark {
			t.Errorf("game %d: MCTS as %v lost to perfect play", i, mark)
		}
	}
}

// TestMCTSRandom plays MCTS with its default budget against a uniformly
// random player, alternating colours, in 100 games with -search.deep and
// 24 by default: it must win at least 95%. The bar is close to the
// ceiling: the best any player can expect against random play is 99.5%
// as X and 93.9% as O (an expectimax of the whole tree), 96.7% of the
// games.
func TestMCTSRandom(t *testing.T) {
	n := games(100, 24)
	wins := 0
	for i := range n {
		switch mark, w := mctsGame(t, i, random); w {
		case mark:
			wins++
		case mark.Opponent():
			t.Errorf("game %d: MCTS as %v lost to a random player", i, mark)
		}
	}
	if wins*100 < 95*n {
		t.Errorf("MCTS won %d of %d games against a random player, want 95%%", wins, n)
	}
	t.Logf("MCTS won %d of %d games against a random player", wins, n)
}

// TestMCTSParallel checks root parallelism on every core: the merged
// result proves a win in one and plays it, and counts every playout.
func TestMCTSParallel(t *testing.T) {
	b, _ := tictactoe.Parse("XX..O..O.")
	g, _ := tictactoe.NewGameFrom(b)
	mc := search.MCTS[tictactoe.Mark, *tictactoe.Game]{Threads: runtime.GOMAXPROCS(0), Seed: 5}
	r, err := mc.Search(context.Background(), g)
	if err != nil || r.Proof != search.ProvenWin || r.Move != board.Pt(0, 2) {
		t.Errorf("%v, %v; want c1, a proven win", r, err)
	}
	mc.Playouts = 3000
	r, _ = mc.Search(context.Background(), tictactoe.NewGame())
	if r.Playouts != 3000 || r.Proof != search.Unproven {
		t.Errorf("from the start: %v, want 3000 playouts, unproven", r)
	}
}
