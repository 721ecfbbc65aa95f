package gomocup

import (
	"context"
	"slices"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/opening"
)

// renjuOpening returns the brain's move when it opens a renju game
// itself, as Black from the empty board, on a board of odd size: the
// first stone at the centre, and the third, after White's second stone on
// one of the 8 points around it, the one of the 13 that make a canonical
// opening (opening.Openings) that the player judges best for Black, as
// many as the move's time can judge (judgeable), each in an equal share
// of it (the first of them when none was judged). ok is false in any
// other position, which the player then searches as usual.
func (s *session) renjuOpening(ctx context.Context, at time.Time) (q board.Point, ok bool) {
	p := &s.pos
	n := p.size()
	c := board.Pt(n/2, n/2)
	if p.rule != gomoku.Renju || n%2 == 0 || !p.ordered || len(p.hist) != p.stones() {
		return board.Point{}, false
	}
	switch {
	case p.stones() == 0:
		return c, true
	case p.stones() != 2 || p.hist[0] != c || max(abs(p.hist[1].Row-c.Row), abs(p.hist[1].Col-c.Col)) != 1:
		return board.Point{}, false
	}
	bud := s.clock.budget(p.b.Count(gomoku.Empty))
	cands := thirdStones(p.hist[1], n)
	cands = cands[:judgeable(bud, len(cands))]
	best, bestScore := 0, 0
	judged := false
	for i, t := range cands {
		g := p.g.Clone()
		if g.Play(t) != nil {
			continue
		}
		j, ok := s.judge(ctx, g, at, bud, i, len(cands))
		if s.quit || s.stopped || ctx.Err() != nil {
			break
		}
		if ok && (!judged || j.score < bestScore) { // White's view: lowest is best for Black
			best, bestScore, judged = i, j.score, true
		}
	}
	if o, _, found := opening.IdentifyMoves([]board.Point{c, p.hist[1], cands[best]}, n); found {
		s.debug("renju opening %v, judged %d for white", o, bestScore)
	}
	return cands[best], true
}

// thirdStones returns the points of Black's third stone that make the 13
// canonical openings of White's second stone at w, next to the centre of
// the size×size board (size odd), in the order of opening.Openings.
func thirdStones(w board.Point, size int) []board.Point {
	var out []board.Point
	for _, o := range opening.Openings() {
		m := o.Moves(size)
		for _, sym := range opening.Symmetries() {
			if sym.Map(m[1], size) == w {
				if t := sym.Map(m[2], size); !slices.Contains(out, t) {
					out = append(out, t)
				}
				break
			}
		}
	}
	return out
}
