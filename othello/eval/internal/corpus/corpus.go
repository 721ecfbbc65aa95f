// Package corpus replays the games of a WTHOR archive into the positions
// that the evaluation is fitted to and tested on, with the scores the
// records give them.
package corpus

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"slices"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/solve"
	"github.com/seed131617c4/board/othello/wthor"
)

// A Position is a position of a game of the archive with the side to move
// to play, and the scores of its game, all seen from the side to move as
// final disc differences (the empty squares given to the winner).
type Position struct {
	Player, Opponent uint64 // the discs of the side to move and of the other side
	Empties          int    // the number of empty squares
	// Theoretical is the theoretical score of the record: the exact score
	// of the game's position Depth empty squares before the end.
	Theoretical int
	Final       int // the final score of the game
	Depth       int // the number of empty squares at which Theoretical is exact
	Game        int // the number of the game in the archive, from 0, in file name order
}

// Stats counts the games that Load read.
type Stats struct {
	Games    int // the records read
	Kept     int // the games whose positions were kept
	Rejected int // the games whose replay failed or disagreed with the recorded score
}

// Load replays the games of the files WTH_*.wtb of dir, in the order of
// their names, whose number keep accepts (all games when keep is nil),
// and returns their positions. A game whose moves are not legal, that does
// not end with neither side able to move, or whose final score differs from
// the record is left out.
func Load(dir string, keep func(game int) bool) ([]Position, Stats, error) {
	files, err := filepath.Glob(filepath.Join(dir, "WTH_*.wtb"))
	if err != nil {
		return nil, Stats{}, err
	}
	if len(files) == 0 {
		return nil, Stats{}, fmt.Errorf("corpus: no WTH_*.wtb file in %s: %w", dir, os.ErrNotExist)
	}
	slices.Sort(files)
	var out []Position
	var st Stats
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, st, err
		}
		r, err := wthor.NewReader(f)
		if err != nil {
			f.Close()
			return nil, st, fmt.Errorf("%s: %w", name, err)
		}
		depth := r.Header().Depth
		for g, err := range r.Games() {
			if err != nil {
				f.Close()
				return nil, st, fmt.Errorf("%s: %w", name, err)
			}
			n := st.Games
			st.Games++
			if keep != nil && !keep(n) {
				continue
			}
			var ok bool
			if out, ok = replay(out, g, n, depth); ok {
				st.Kept++
			} else {
				st.Rejected++
			}
		}
		f.Close()
	}
	return out, st, nil
}

// replay appends the positions of g to out, or returns out unchanged and
// false if the record is not a correct game.
func replay(out []Position, g wthor.Game, n, depth int) ([]Position, bool) {
	start := len(out)
	blackMoves := make([]bool, 0, 60) // whether Black moves in each position
	b := bitboard.Bitboard{Mover: 0x0000000810000000, Opponent: 0x0000001008000000}
	black := true // the side to move of b
	for _, pt := range g.Moves {
		if b.Legal() == 0 {
			b, black = b.Pass(), !black
		}
		s, ok := bitboard.SquareAt(pt.Row, pt.Col)
		if !ok {
			return out[:start], false
		}
		next, ok := b.Play(s)
		if !ok {
			return out[:start], false
		}
		out = append(out, Position{Player: b.Mover, Opponent: b.Opponent, Empties: bits.OnesCount64(b.Empties()), Game: n, Depth: depth})
		blackMoves = append(blackMoves, black)
		b, black = next, !black
	}
	if !b.GameOver() {
		return out[:start], false
	}
	m, o := b.Discs()
	if !black {
		m, o = o, m
	}
	if score, _ := othello.FinalScore(m, o, 64-m-o); score != g.BlackScore {
		return out[:start], false
	}
	final, theo := 2*g.BlackScore-64, 2*g.TheoreticalScore-64
	for i := start; i < len(out); i++ {
		p := &out[i]
		sign := -1
		if blackMoves[i-start] {
			sign = 1
		}
		p.Final, p.Theoretical = sign*final, sign*theo
	}
	return out, true
}

// A Tally adds up the absolute errors of an evaluation and of a baseline
// against a target, by stage of 4 empty squares, and separately on the
// positions where the theoretical score is exact.
type Tally struct {
	stages [15]Row // the last one has the start position too
	exact  Row
}

// A Row is the mean absolute errors of a Tally over N positions with Lo
// to Hi empty squares.
type Row struct {
	Lo, Hi, N  int
	Eval, Base float64 // the sums of the errors until Tally.Rows divides them
}

// Add counts p, with its target and the predictions of the evaluation
// and of the baseline, all in discs.
func (t *Tally) Add(p Position, target, eval, base float64) {
	rows := []*Row{&t.stages[min(p.Empties, 59)/4]}
	if p.Empties == p.Depth {
		rows = append(rows, &t.exact)
	}
	for _, r := range rows {
		r.N++
		r.Eval += math.Abs(eval - target)
		r.Base += math.Abs(base - target)
	}
}

// Rows returns the rows of the stages that have positions, from the end
// of the game, then the row of the positions at the exact depth (Lo and
// Hi -1), the sums divided.
func (t *Tally) Rows() (stages []Row, exact Row) {
	mean := func(r Row) Row {
		if r.N > 0 {
			r.Eval, r.Base = r.Eval/float64(r.N), r.Base/float64(r.N)
		}
		return r
	}
	for i, r := range t.stages {
		if r.N > 0 {
			r.Lo, r.Hi = 4*i, 4*i+3
			if i == len(t.stages)-1 {
				r.Hi = 60
			}
			stages = append(stages, mean(r))
		}
	}
	exact = mean(t.exact)
	exact.Lo, exact.Hi = -1, -1
	return stages, exact
}

// Solved returns the first n positions of positions with the given number
// of empty squares, and their exact scores (the final disc difference for
// the side to move with perfect play), which it solves with package solve
// on one goroutine. The scores of known are taken without a search, and
// those it finds are added to it, unless it is nil.
func Solved(positions []Position, empties, n int, known map[[2]uint64]int) ([]Position, []int, error) {
	var ps []Position
	var scores []int
	for _, p := range positions {
		if len(ps) == n {
			break
		}
		if p.Empties != empties {
			continue
		}
		key := [2]uint64{p.Player, p.Opponent}
		v, ok := known[key]
		if !ok {
			r, err := solve.Solve(context.Background(), bitboard.Bitboard{Mover: p.Player, Opponent: p.Opponent}, solve.Options{Threads: 1, TableBits: 18})
			if err != nil {
				return nil, nil, err
			}
			v = r.Score
			if known != nil {
				known[key] = v
			}
		}
		ps, scores = append(ps, p), append(scores, v)
	}
	return ps, scores, nil
}
