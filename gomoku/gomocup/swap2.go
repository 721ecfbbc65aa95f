package gomocup

import (
	"context"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/opening"
)

// SwapMargin is the margin of the brain's Swap2 choices, in the threat
// points of the player's scores (those of [engine.Engine]): with three
// stones it takes Black (SWAP) when its judgement of the position, from
// White's view, is below -SwapMargin, stays White and plays the fourth
// stone when it is above SwapMargin, and places the fourth and fifth
// stones, leaving the choice of colour to the opponent, in between.
// Measured on 15×15 under freestyle with the engine at level 3 (its
// evaluation fitted to self-play games, which sees Black's edge in every
// renju opening), a Black pair in the centre against a White stone in the
// corner judges -1000, the reverse +940, and the 26 renju openings -544
// to -163 (see docs/records.md).
const SwapMargin = 300

// swap2 answers a SWAP2BOARD block, the opening stage of the swap2 rule,
// by its number of stones: none asks for the first three, three or five
// for a choice (see the package doc).
func (s *session) swap2(ctx context.Context, k *block) {
	if !s.ready() {
		return
	}
	switch len(k.order) {
	case 0:
		s.openSwap2(ctx, k.at)
	case 3, 5:
		var black, white []board.Point
		for i, q := range k.order {
			if i%2 == 0 {
				black = append(black, q)
			} else {
				white = append(white, q)
			}
		}
		// White is to move: set as the brain's stones.
		if err := s.pos.setBoard(white, black, k.order); err != nil {
			s.errorf("SWAP2BOARD: %v", err)
			return
		}
		s.choose(ctx, k.at)
	default:
		s.errorf("SWAP2BOARD with %d stones (want 0, 3 or 5)", len(k.order))
	}
}

// choose answers a SWAP2BOARD block of three or five stones, set as the
// position, White to move, by the judgement of the position: SWAP, to
// take Black; White's next stone; or, with three stones and a judgement
// within SwapMargin, the fourth and fifth stones, White's best move and
// Black's best reply.
func (s *session) choose(ctx context.Context, at time.Time) {
	g := s.pos.g
	if g == nil || g.Over() {
		s.move(ctx, at)
		return
	}
	j, ok := s.judge(ctx, g, at, s.clock.budget(s.pos.b.Count(gomoku.Empty)), 0, 1)
	if s.quit || ctx.Err() != nil {
		return
	}
	if !ok {
		s.debug("swap2: no judgement")
		if !j.found {
			q, found := quickMove(&s.pos)
			if !found {
				s.errorf("no move: the board is full")
				return
			}
			j.move = q
		}
		s.say(at, j.move)
		return
	}
	s.debug("swap2: judgement %d for white", j.score)
	five := s.pos.stones() == 5
	switch {
	case five && j.score < 0, !five && j.score < -SwapMargin:
		s.clock.used += time.Since(at)
		s.reply("SWAP")
	case !five && j.score <= SwapMargin && j.replied:
		s.say(at, j.move, j.reply)
	default:
		s.say(at, j.move)
	}
}

// say plays the brain's stones qs and replies with them on one line.
func (s *session) say(at time.Time, qs ...board.Point) {
	var words []string
	for _, q := range qs {
		if err := s.pos.play(q); err != nil {
			s.errorf("internal: own move %v", err)
			return
		}
		words = append(words, gomoku.FormatGomocup(q))
	}
	s.clock.used += time.Since(at)
	s.reply("%s", strings.Join(words, " "))
}

// A judgement is what two searches say of a position: the best move of
// the side to move, the opponent's best reply to it, and the score of
// the position for the side to move, the mean of the mover's score and
// the reply's, negated, so that the bias of each side's horizon cancels.
type judgement struct {
	move, reply board.Point
	score       int
	found       bool // move is a legal move, the player's or a fallback
	replied     bool // the reply was searched and scored
}

// judge returns the judgement of g, a game that is not over, searched in
// the i-th of n equal parts of bud from at. ok is false when the first
// search gave no scored move, or was stopped; the judgement then has the
// fallback move, if there is one.
func (s *session) judge(ctx context.Context, g *gomoku.Game, at time.Time, bud budget, i, n int) (j judgement, ok bool) {
	r, ok := s.ask(ctx, g, at, bud.part(2*i+1, 2*n))
	j.move, j.found = r.c.Move, ok
	if !ok || !r.judged() || s.stopped {
		return j, false
	}
	j.score = r.c.Score
	after := g.Clone()
	if after.Play(j.move) != nil || after.Over() {
		return j, true
	}
	r2, ok := s.ask(ctx, after, at, bud.part(2*i+2, 2*n))
	if ok && r2.judged() && !s.stopped {
		j.reply, j.replied = r2.c.Move, true
		j.score = (j.score - r2.c.Score) / 2
	}
	return j, true
}

// judged reports whether r is a score that a search backs: the player's,
// from a search at least a ply deep, a proven score or a book's. A move
// of the fallback, or a player's move with its static evaluation only (a
// search stopped before its first ply), judges nothing.
func (r reply) judged() bool {
	return r.scored && (r.c.Depth > 0 || r.c.Exact || r.c.Book)
}

// minJudge is the least time a search of a judgement gets when the brain
// judges many positions in the time of one move: it judges no more of
// them than fit.
const minJudge = 20 * time.Millisecond

// judgeable returns how many of n positions the brain judges within bud:
// all of them without a limit, else as many as give each of the two
// searches of a judgement minJudge of the soft deadline, at least one.
func judgeable(bud budget, n int) int {
	if bud.soft <= 0 {
		return n
	}
	return max(1, min(n, int(bud.soft/(2*minJudge))))
}

// openSwap2 answers SWAP2BOARD with no stones: three stones that make a
// balanced opening. The candidates are the 26 renju openings, direct
// and indirect in turn (1D, 1I, 2D...), as many as the move's time can
// judge (judgeable), each in an equal share of it; the brain places the
// one judged nearest to even (the first if none was judged).
func (s *session) openSwap2(ctx context.Context, at time.Time) {
	bud := s.clock.budget(s.pos.b.Count(gomoku.Empty))
	cands := openingMoves(s.pos.size())
	cands = cands[:judgeable(bud, len(cands))]
	best, bestScore := 0, -1
	for i, c := range cands {
		g, err := gomoku.NewGame(s.pos.size(), s.pos.rule)
		if err != nil {
			break
		}
		for _, q := range c {
			_ = g.Play(q) // three points of the central 5×5 square: legal
		}
		j, ok := s.judge(ctx, g, at, bud, i, len(cands))
		if s.quit || s.stopped || ctx.Err() != nil {
			break
		}
		if ok && (bestScore < 0 || abs(j.score) < bestScore) {
			best, bestScore = i, abs(j.score)
		}
	}
	if s.quit || ctx.Err() != nil {
		return
	}
	c := cands[best]
	if o, _, found := opening.IdentifyMoves(c[:], s.pos.size()); found {
		s.debug("swap2: opening %v, judged %d", o, bestScore)
	}
	s.clock.used += time.Since(at)
	s.reply("%s %s %s", gomoku.FormatGomocup(c[0]), gomoku.FormatGomocup(c[1]), gomoku.FormatGomocup(c[2]))
}

// openingMoves returns the stones of the 26 renju openings on a
// size×size board (size at least 5), direct and indirect in turn: 1D,
// 1I, 2D, 2I... 13I.
func openingMoves(size int) [][3]board.Point {
	all := opening.Openings()
	var out [][3]board.Point
	for i := range 13 {
		out = append(out, all[i].Moves(size), all[13+i].Moves(size))
	}
	return out
}
