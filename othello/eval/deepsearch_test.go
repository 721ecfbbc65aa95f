package eval_test

import (
	"context"
	"flag"
	"math"
	"testing"
	"time"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
)

var deepSearch = flag.Int("eval.deepsearch", 0, "TestAccuracyDeepSearch: the held-out positions at each of 30 and 40 empty squares to measure Score on against the engine's search of -eval.searchtime")
var searchTime = flag.Duration("eval.searchtime", time.Second, "TestAccuracyDeepSearch: the time of the engine's search of each position")

// TestAccuracyDeepSearch measures Score against the values of deep searches
// where no exact score can be had: held-out positions at 30 and 40 empty
// squares, each searched by the 8×8 engine (its book off) for
// -eval.searchtime, whose scores are those of searches many plies deep
// over the same evaluation. It runs only with -eval.deepsearch n (about
// 2n times the search time).
func TestAccuracyDeepSearch(t *testing.T) {
	if *deepSearch == 0 {
		t.Skip("-eval.deepsearch n measures n positions at each of 30 and 40 empty squares")
	}
	positions, _ := heldOut(t)
	for _, e := range []int{30, 40} {
		var sum, depth float64
		n := 0
		for _, p := range positions {
			if p.Empties != e || p.Game%20 != 0 { // one position a game, of every other held-out game (every twentieth of the archive)
				continue
			}
			if n == *deepSearch {
				break
			}
			v, d := searchValue(t, p)
			sum += math.Abs(float64(eval.Score(p.Player, p.Opponent)-v) / 100)
			depth += float64(d)
			n++
		}
		if n < *deepSearch || depth < float64(2*n) {
			t.Fatalf("%d positions at %d empties of %d asked, searched %.1f plies on average: want them all, at least 2 plies deep", n, e, *deepSearch, depth/float64(max(n, 1)))
		}
		t.Logf("%d positions at %d empties: Score errs by %.2f discs against the search's value (%.1f plies on average, %v a position)", n, e, sum/float64(n), depth/float64(n), *searchTime)
	}
}

// searchValue returns the engine's score of p, in hundredths of a disc,
// and the depth of the search that gave it.
func searchValue(t *testing.T, p corpus.Position) (int, int) {
	t.Helper()
	pos, err := bitboard.Bitboard{Mover: p.Player, Opponent: p.Opponent}.Position(othello.Black)
	if err != nil {
		t.Fatal(err)
	}
	g, err := othello.NewGameFrom(pos)
	if err != nil {
		t.Fatal(err)
	}
	c, err := (&engine.Engine{Time: *searchTime, NoBook: true}).Choose(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	return c.Score, c.Depth
}
