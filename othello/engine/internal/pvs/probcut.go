package pvs

import (
	"math"

	"github.com/seed131617c4/board/search"
)

// probCutMin is the least depth of a node that tries Multi-ProbCut.
const probCutMin = 3

// A fit is the linear model of a depth's score from its shallow search's
// (see shallow) in a stage: v_depth ≈ a·v_shallow + b, with the residuals'
// standard deviation sigma, in hundredths of a disc.
type fit struct {
	a, b, sigma float32
}

// The shape of probCutFits: stages of fitStageWidth empty squares, and
// the depths 0 to fitMaxDepth (those below probCutMin unused). The rows
// to fitPlainDepth regress the scores of searches without Multi-ProbCut;
// the deeper ones, too slow to search so, those of the searches with it
// (t = 1), as the engine searches.
const (
	fitStageWidth = 8
	fitStages     = 64 / fitStageWidth
	fitPlainDepth = 10
	fitMaxDepth   = 20
)

// fitUse is the deepest row of probCutFits that fitAt reads. The
// measurements of package pvs's tests (-pvs.budget) set it; a search
// never does.
var fitUse = fitMaxDepth

// shallow returns the depth of the shallow search of Multi-ProbCut at a
// node depth plies deep (depth >= probCutMin): about a quarter of it,
// twice, of the same parity (Othello's scores swing from odd depths to
// even ones), as edax chooses it.
func shallow(depth int) int {
	d := 2*(depth/4) + depth&1
	if d == 0 {
		d = depth - 2
	}
	return d
}

// fitAt returns the fit of a node with empties empty squares searched
// depth plies deep: a depth beyond the table's, or past fitPlainDepth
// with no row fitted (too few positions of that stage), uses the deepest
// row of the same parity that has one.
func fitAt(empties, depth int) fit {
	row := &probCutFits[empties/fitStageWidth]
	for depth > fitUse || depth > fitPlainDepth && row[depth].a == 0 {
		depth -= 2
	}
	return row[depth]
}

// probCut tries Multi-ProbCut (Buro 1997) at a node of the null window
// (alpha, alpha+1) depth plies deep, the position (p, o) with the legal
// moves moves at ply: the shallow search, in a window shifted by
// s.ProbCut times the fit's sigma, predicts that the deep search would
// fail high or low. It returns the bound and whether it cuts. A cut counts
// as a horizon met, so that no score it gives is ever exact; a node whose
// search reaches the end of the game (depth >= its empty squares) never
// cuts, so that a search as deep as the empty squares is exact.
func (s *Searcher) probCut(p, o, moves uint64, ply, depth, alpha int) (int, bool) {
	empties := 64 - popcount(p|o)
	if depth >= empties {
		return 0, false // the search reaches the end of the game
	}
	f := fitAt(empties, depth)
	if f.a <= 0 {
		return 0, false
	}
	beta := alpha + 1
	d := shallow(depth)
	margin := s.ProbCut * float64(f.sigma)
	// a·v + b - margin >= beta: the deep search would fail high.
	hi := int(math.Ceil((float64(beta) + margin - float64(f.b)) / float64(f.a)))
	if hi < search.MaxEval && s.shallowSearch(p, o, moves, ply, d, hi-1) >= hi && !s.stopped {
		s.horizon++
		s.pvLen[ply] = 0
		return beta, true
	}
	if s.stopped {
		return 0, false
	}
	// a·v + b + margin <= alpha: the deep search would fail low.
	lo := int(math.Floor((float64(alpha) - margin - float64(f.b)) / float64(f.a)))
	if lo > -search.MaxEval && s.shallowSearch(p, o, moves, ply, d, lo) <= lo && !s.stopped {
		s.horizon++
		s.pvLen[ply] = 0
		return alpha, true
	}
	return 0, false
}

// shallowSearch returns the score of (p, o), with the legal moves moves
// at ply, searched depth plies deep in the null window (alpha, alpha+1).
func (s *Searcher) shallowSearch(p, o, moves uint64, ply, depth, alpha int) int {
	return s.node(p, o, moves, ply, depth, alpha, alpha+1)
}
