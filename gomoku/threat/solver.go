package threat

import (
	"context"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// maxSolverEntries is the size at which a [Solver] clears its table.
const maxSolverEntries = 1 << 20

// A Solver answers VCF questions one after another, as an engine asks
// them at the nodes of its search, keeping what it learnt from call to
// call: a position's result for an attacker does not depend on the
// question that reached it, so later calls on nearby positions reuse
// the earlier work. Its answers are those of [VCF]. It clears its table
// when the table grows past about a million positions, and when it is
// asked about a position of another size or rule set.
//
// The zero Solver is ready to use. It is not safe for concurrent use.
type Solver struct {
	s    *vcfSolver
	b    budget
	size int
	rule gomoku.Rule
}

// VCF is [VCF] with s's table. It allocates only the line of a win
// (and the table's growth).
func (s *Solver) VCF(ctx context.Context, pos *pattern.Position, attacker gomoku.Stone, lim Limits) (Line, Result, error) {
	if err := lim.check(); err != nil {
		return nil, Result{}, err
	}
	s.b = newBudget(ctx, lim)
	if s.s == nil {
		s.s = newVCFSolver(pos, &s.b)
	}
	if s.size != pos.Size() || s.rule != pos.Rule() || s.s.tt.len() > maxSolverEntries {
		s.s.tt.reset()
		s.size, s.rule = pos.Size(), pos.Rule()
	}
	s.s.pos = pos
	line, st, cut := s.s.solve(attacker, depthOf(lim))
	return line, s.b.result(st, cut), nil
}
