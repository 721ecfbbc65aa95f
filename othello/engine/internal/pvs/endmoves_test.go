package pvs

import (
	"context"
	"flag"
	"math/bits"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/internal/kernel"
	"github.com/seed131617c4/board/othello/solve"
)

var (
	endProbCuts = flag.String("pvs.endmoves", "", "measure the moves of searches with these comma-separated ProbCut values, each within -pvs.endnodes or -pvs.endtime on -pvs.endpos WTHOR positions a count of empty squares from -pvs.endfrom to -pvs.endto (minutes)")
	endPos      = flag.Int("pvs.endpos", 20, "positions a count of empty squares for -pvs.endmoves")
	endTime     = flag.Duration("pvs.endtime", 90*time.Millisecond, "the time of a search for -pvs.endmoves")
	endFrom     = flag.Int("pvs.endfrom", 18, "the fewest empty squares of -pvs.endmoves")
	endTo       = flag.Int("pvs.endto", 26, "the most empty squares of -pvs.endmoves")
	endNodes    = flag.Int64("pvs.endnodes", 0, "if positive, the node limit of a search for -pvs.endmoves instead of -pvs.endtime (untimed)")
	endSolve    = flag.Int("pvs.endsolve", 21, "the most empty squares at which -pvs.endmoves solves the moves to score them")
)

// TestEndMoves measures the moves of the search with -pvs.endmoves: for
// each ProbCut, the search within -pvs.endnodes (or -pvs.endtime, a timed
// run for a CPU slot) on WTHOR positions of -pvs.endfrom to -pvs.endto
// empty squares, a fresh table each; it logs the mean depth of the last
// completed iteration and, up to -pvs.endsolve empty squares, the moves'
// mean loss against the exact values of package solve and how many were
// best.
func TestEndMoves(t *testing.T) {
	if *endProbCuts == "" {
		t.Skip("no -pvs.endmoves")
	}
	var cuts []float64
	for f := range strings.SplitSeq(*endProbCuts, ",") {
		pc, err := strconv.ParseFloat(f, 64)
		if err != nil {
			t.Fatal(err)
		}
		cuts = append(cuts, pc)
	}
	var solver solve.Solver
	for e := *endFrom; e <= *endTo; e++ {
		ps := endSample(t, *endPos, e)
		roots := make([]int, len(ps))
		for i, b := range ps {
			if e <= *endSolve {
				roots[i] = moveValue(t, &solver, b, -1)
			}
		}
		for _, pc := range cuts {
			depth, loss, best, n := 0, 0, 0, 0
			for i, b := range ps {
				s := New(eval.ScoreMoves, DefaultTableBits)
				s.ProbCut, s.Limits.Time = pc, *endTime
				if *endNodes > 0 {
					s.Limits.Time, s.Limits.Nodes = 0, *endNodes
				}
				r, err := s.Search(context.Background(), b)
				if err != nil {
					t.Fatal(err)
				}
				depth += r.Depth
				if e <= *endSolve {
					l := roots[i] - moveValue(t, &solver, b, r.Move.Row*8+r.Move.Col)
					loss += l
					if l == 0 {
						best++
					}
					n++
				}
			}
			t.Logf("empties %d ProbCut %.2f: depth %.1f, loss %.2f discs, best %d/%d",
				e, pc, float64(depth)/float64(len(ps)), float64(loss)/float64(max(n, 1)), best, n)
		}
	}
}

// endSample returns n positions of WTHOR games with empties empty
// squares, one a game spread over the archive, the side to move having a
// move.
func endSample(t *testing.T, n, empties int) []bitboard.Bitboard {
	games := othellotest.WTHORGames(t)
	var out []bitboard.Bitboard
	for i := 0; len(out) < n && i < len(games); i++ {
		bs, err := othellotest.Replay(games[(i*7919+empties)%len(games)])
		if err != nil {
			continue
		}
		for _, b := range bs {
			if bits.OnesCount64(b.Empties()) == empties && b.Legal() != 0 {
				out = append(out, b)
				break
			}
		}
	}
	return out
}

// moveValue returns the final disc difference after the move sq in b
// with best play, for the side that plays it, by package solve; with sq
// -1, that of b for its side to move.
func moveValue(t *testing.T, solver *solve.Solver, b bitboard.Bitboard, sq int) int {
	if sq < 0 {
		r, err := solver.Solve(context.Background(), b, solve.Options{TableBits: 20})
		if err != nil {
			t.Fatal(err)
		}
		return r.Score
	}
	f := kernel.Flip(b.Mover, b.Opponent, sq)
	mine, theirs := b.Mover^f|1<<sq, b.Opponent^f
	c, sign := b, -1
	switch {
	case kernel.Moves(theirs, mine) != 0:
		c.Mover, c.Opponent = theirs, mine
	case kernel.Moves(mine, theirs) != 0:
		c.Mover, c.Opponent, sign = mine, theirs, 1
	default:
		return outcome(mine, theirs)
	}
	r, err := solver.Solve(context.Background(), c, solve.Options{TableBits: 20})
	if err != nil {
		t.Fatal(err)
	}
	return sign * r.Score
}
