package pvs

import (
	"context"
	"flag"
	"fmt"
	"math/bits"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/search"
)

var (
	budgetVariants = flag.String("pvs.budget", "", "measure searches within -pvs.budgetnodes nodes on the positions of WTHOR games as a player meets them: comma-separated variants of slash-separated k=v settings (t: ProbCut, asp: Aspiration, bits: table bits, etc: etcDepth, sort: sortDepth, fit: fitUse, keep: 1 keeps the table from move to move of a game); the mean depth, and the moves that a search of -pvs.budgetref times the nodes chooses")
	budgetNodes    = flag.Int64("pvs.budgetnodes", 1_000_000, "the node limit of a search for -pvs.budget")
	budgetGames    = flag.Int("pvs.budgetgames", 20, "the games of -pvs.budget")
	budgetRef      = flag.Int64("pvs.budgetref", 8, "the reference search's nodes for -pvs.budget, in -pvs.budgetnodes")
	budgetFrom     = flag.Int("pvs.budgetfrom", 44, "the most empty squares of -pvs.budget")
	budgetTo       = flag.Int("pvs.budgetto", 24, "the fewest empty squares of -pvs.budget")
	budgetRefFit   = flag.Int("pvs.budgetreffit", fitMaxDepth, "the fitUse of the reference search of -pvs.budget")
)

// A budgetVariant is a setting of the search for -pvs.budget.
type budgetVariant struct {
	t          float64
	asp, bits  int
	etc, sort  int
	fit        int
	keep       bool
	loss       int // the moves' loss against the reference's, hundredths of a disc
	name       string
	depth      int
	same, n    int
	cpu        time.Duration
	nodesTotal int64
}

// parseBudget returns the variant of the settings v.
func parseBudget(t *testing.T, v string) *budgetVariant {
	b := &budgetVariant{t: 1, bits: DefaultTableBits, etc: etcDepth, sort: sortDepth, fit: fitUse, name: v}
	keep := 0
	floats := map[string]*float64{"t": &b.t}
	ints := map[string]*int{"asp": &b.asp, "bits": &b.bits, "etc": &b.etc, "sort": &b.sort, "fit": &b.fit, "keep": &keep}
	for kv := range strings.SplitSeq(v, "/") {
		var k string
		var x float64
		if _, err := fmt.Sscanf(strings.Replace(kv, "=", " ", 1), "%s %g", &k, &x); err != nil {
			t.Fatalf("%q: %v", kv, err)
		}
		if f, ok := floats[k]; ok {
			*f = x
		} else if n, ok := ints[k]; ok {
			*n = int(x)
		} else {
			t.Fatalf("%q: unknown setting", kv)
		}
	}
	b.keep = keep != 0
	return b
}

// budgetGamePositions returns the positions of n WTHOR games, spread
// over the archive, that one player meets from -pvs.budgetfrom to
// -pvs.budgetto empty squares (every other ply), game by game.
func budgetGamePositions(t *testing.T, n int) [][]bitboard.Bitboard {
	games := othellotest.WTHORGames(t)
	var out [][]bitboard.Bitboard
	for i := 0; len(out) < n && i < len(games); i++ {
		bs, err := othellotest.Replay(games[(i*7919+13)%len(games)])
		if err != nil || len(bs) < 50 {
			continue
		}
		var seq []bitboard.Bitboard
		for _, b := range bs {
			e := bits.OnesCount64(b.Empties())
			if e <= *budgetFrom && e >= *budgetTo && (*budgetFrom-e)%2 == i%2 && b.Legal() != 0 {
				seq = append(seq, b)
			}
		}
		out = append(out, seq)
	}
	return out
}

// TestBudget measures variants of the search with -pvs.budget.
func TestBudget(t *testing.T) {
	if *budgetVariants == "" {
		t.Skip("no -pvs.budget")
	}
	var vs []*budgetVariant
	for v := range strings.SplitSeq(*budgetVariants, ",") {
		vs = append(vs, parseBudget(t, v))
	}
	seqs := budgetGamePositions(t, *budgetGames)
	ref := New(eval.ScoreMoves, DefaultTableBits)
	ref.ProbCut, ref.Limits.Nodes = 1, *budgetRef**budgetNodes
	var refMoves [][]int
	var refScores [][]int
	f0 := fitUse
	fitUse = *budgetRefFit
	defer func() { fitUse = f0 }()
	for _, seq := range seqs {
		var ms, vs []int
		for _, b := range seq {
			ref.Clear()
			r := budgetSearch(t, ref, b)
			ms, vs = append(ms, r.Move.Row*8+r.Move.Col), append(vs, discs(r.Score))
		}
		refMoves, refScores = append(refMoves, ms), append(refScores, vs)
	}
	for _, v := range vs {
		e0, s0 := etcDepth, sortDepth
		etcDepth, sortDepth, fitUse = v.etc, v.sort, v.fit
		s := New(eval.ScoreMoves, v.bits)
		s.ProbCut, s.Aspiration, s.Limits.Nodes = v.t, v.asp, *budgetNodes
		start := cpuTime()
		for gi, seq := range seqs {
			s.Clear()
			for i, b := range seq {
				if !v.keep {
					s.Clear()
				}
				r, err := s.Search(context.Background(), b)
				if err != nil {
					t.Fatal(err)
				}
				v.depth += r.Depth
				v.nodesTotal += r.Nodes
				v.n++
				if sq := r.Move.Row*8 + r.Move.Col; sq == refMoves[gi][i] {
					v.same++
				} else {
					fitUse = *budgetRefFit
					ref.Clear()
					v.loss += max(refScores[gi][i]-refValue(t, ref, b, sq), 0)
					fitUse = v.fit
				}
			}
		}
		v.cpu = cpuTime() - start
		etcDepth, sortDepth = e0, s0
		t.Logf("%s: %d positions, depth %.2f, same move as %d× the nodes %d (%.1f%%), loss %.3f discs a move, %v CPU",
			v.name, v.n, float64(v.depth)/float64(v.n), *budgetRef, v.same, 100*float64(v.same)/float64(v.n),
			float64(v.loss)/100/float64(v.n), v.cpu.Round(time.Millisecond))
	}
}

// budgetSearch returns the result of s in b.
func budgetSearch(t *testing.T, s *Searcher, b bitboard.Bitboard) search.Result {
	r, err := s.Search(context.Background(), b)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// refValue returns the value of the move sq of b for its side to move,
// in hundredths of a disc (see discs), by the search of s of the position
// after it.
func refValue(t *testing.T, s *Searcher, b bitboard.Bitboard, sq int) int {
	c, ok := b.Play(bitboard.Square(sq))
	if !ok {
		t.Fatalf("%v: illegal move %d", b, sq)
	}
	switch {
	case c.Legal() != 0:
		return -discs(budgetSearch(t, s, c).Score)
	case c.GameOver():
		return 100 * outcome(c.Opponent, c.Mover)
	}
	return discs(budgetSearch(t, s, c.Pass()).Score)
}

// discs returns the score v in hundredths of a disc, a decisive score as
// its final disc difference.
func discs(v int) int {
	switch {
	case v > search.MaxEval:
		return 100 * ((v - search.MaxEval + search.MaxPly/2) / search.MaxPly)
	case v < -search.MaxEval:
		return -100 * ((-v - search.MaxEval + search.MaxPly/2) / search.MaxPly)
	}
	return v
}
