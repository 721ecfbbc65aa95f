package engine

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/match"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/engine/internal/pvs"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/search"
)

var (
	techGames = flag.Int("engine.techniques", 0, "TestTechniques: the games of each row (0 skips the test; minutes)")
	techTime  = flag.Duration("engine.movetime", 100*time.Millisecond, "TestTechniques: the time of each move")
	techFrom  = flag.Int("engine.from", 0, "TestTechniques: the first game, for more games from new openings")
	speedup   = flag.Int("engine.speedup", 0, "TestSpeedup: the depth of the searches (0 skips the test; minutes at 14)")
	rounds    = flag.Int("engine.rounds", 3, "TestSpeedup: the alternated rounds")
	tableBits = flag.Int("engine.tablebits", midTableBits, "TestSpeedup: the size of the table, 2^bits entries")
)

// techniqueRows are the rows of TestTechniques: each plays the top level
// against itself with one technique of the 8×8 search switched off.
var techniqueRows = []struct {
	name string
	off  pvs.Technique
}{
	{"probcut", pvs.MultiProbCut},
	{"etc", pvs.ETC},
	{"windows", pvs.Windows},
	{"ordering", pvs.Ordering},
	{"potential", pvs.Potential},
	{"table", pvs.Table},
}

// techOpenings is the number of openings of TestTechniques.
const techOpenings = 500

// openingMoves returns techOpenings openings: the first 10 moves of
// WTHOR games, distinct, spread evenly over the archive.
func openingMoves(t *testing.T) [][]board.Point {
	var all [][]board.Point
	seen := map[string]bool{}
	for _, g := range othellotest.WTHORGames(t) {
		if len(g.Moves) < 10 {
			continue
		}
		key := fmt.Sprint(g.Moves[:10])
		if !seen[key] {
			seen[key] = true
			all = append(all, g.Moves[:10])
		}
	}
	if len(all) < techOpenings {
		t.Skipf("%d distinct openings in the WTHOR archive, want %d", len(all), techOpenings)
	}
	out := make([][]board.Point, techOpenings)
	for i := range out {
		out[i] = all[i*len(all)/techOpenings]
	}
	return out
}

// TestTechniques measures what each technique of the 8×8 search gains in
// games (with -engine.techniques N): the top level under -engine.movetime
// a move against the same with the technique off (pvs.Searcher.Off), both
// on one goroutine without the book, N games a row from pairs of openings
// (openingMoves) played with each colour, from game -engine.from (so that
// a second run plays new openings). It logs a table row per technique:
// the whole engine's score with its Elo difference and 95% interval, and
// each side's time a move, and the depth and speed of the moves that an
// evaluated search chose (the solver's are left out). Run one row with
// -run TestTechniques/off=NAME. It asserts only that every game ends with
// legal moves.
func TestTechniques(t *testing.T) {
	if *techGames == 0 {
		t.Skip("the technique matches run with -engine.techniques N")
	}
	openings := openingMoves(t)
	t.Logf("| off | %v a move: whole engine | Elo | whole engine | without |", *techTime)
	for _, row := range techniqueRows {
		t.Run("off="+row.name, func(t *testing.T) {
			var res match.Score
			var whole, without enginetest.Moves
			for i := *techFrom; i < *techFrom+*techGames; i++ {
				w, side := techniqueGame(t, openings[i/2%len(openings)], i%2 == 1, row.off, &whole, &without)
				switch w {
				case side:
					res.Wins++
				case othello.Empty:
					res.Draws++
				default:
					res.Losses++
				}
				if (i+1-*techFrom)%20 == 0 {
					t.Logf("%s after %d games: %v; %v; %v", row.name, i+1-*techFrom, res, whole, without)
				}
			}
			elo, margin := res.Elo()
			t.Logf("| %s | %v %.1f%% | %+.0f ± %.0f | %v | %v |", row.name, res, 100*res.Score(), elo, margin, whole, without)
		})
	}
}

// techniqueGame plays a game of TestTechniques from the opening moves,
// the whole engine taking the side to move after them, or the other if
// swap, and returns the winner (Empty for a draw) and the whole engine's
// side.
func techniqueGame(t *testing.T, moves []board.Point, swap bool, off pvs.Technique, whole, without *enginetest.Moves) (othello.Color, othello.Color) {
	g := newOthello8()
	for _, p := range moves {
		if err := g.Play(p); err != nil {
			t.Fatalf("opening %v: %v", moves, err)
		}
	}
	side := g.Turn()
	if swap {
		side = side.Opponent()
	}
	players := map[othello.Color]search.Player[*othello.Game]{
		side:            enginetest.Tallied[*othello.Game](&Engine{Time: *techTime, NoBook: true}, whole),
		side.Opponent(): enginetest.Tallied[*othello.Game](switchOff(&Engine{Time: *techTime, NoBook: true}, off), without),
	}
	w, err := search.Play(context.Background(), g, players)
	if err != nil {
		t.Fatalf("opening %v: %v", slices.Clone(moves), err)
	}
	return w, side
}

// TestSpeedup measures the speed-up of the 8×8 search on two goroutines
// (with -engine.speedup DEPTH): the 16 positions of BenchmarkSearch
// searched to DEPTH, the table (of 2^-engine.tablebits entries, the
// engine's by default) cleared before each, on one goroutine and
// on two, alternated -engine.rounds times, after a search of them at
// depth 4 that decodes the evaluation's tables. It logs the wall time and the
// nodes of each round and the ratio of the wall times in all. It asserts
// only that both choose legal moves at DEPTH.
func TestSpeedup(t *testing.T) {
	if *speedup == 0 {
		t.Skip("the speed-up is measured with -engine.speedup DEPTH")
	}
	searchAll(t, 2, 4) // the evaluation's tables decoded first
	var wall [3]time.Duration
	for r := range *rounds {
		for k := range 2 {
			n := 1 + (r+k)%2 // 1, 2 then 2, 1 ...
			d, nodes := searchAll(t, n, *speedup)
			wall[n] += d
			t.Logf("round %d, %d goroutines: %v, %.1f M nodes, %.2f M nodes/s", r+1, n, d.Round(time.Millisecond), float64(nodes)/1e6, float64(nodes)/d.Seconds()/1e6)
		}
	}
	t.Logf("depth %d: one goroutine %v, two %v: a speed-up of %.2f", *speedup, wall[1].Round(time.Millisecond), wall[2].Round(time.Millisecond), wall[1].Seconds()/wall[2].Seconds())
}

// searchAll searches the positions of BenchmarkSearch to depth on
// threads goroutines, the table cleared before each, and returns the wall
// time and the nodes of the searches.
func searchAll(t *testing.T, threads, depth int) (time.Duration, int64) {
	s := pvs.New(eval.ScoreMoves, *tableBits)
	s.Limits.Depth, s.Threads = depth, threads
	var took time.Duration
	var nodes int64
	for _, p := range benchPositions8 {
		b, _ := bitboard.FromPosition(p)
		s.Clear()
		start := time.Now()
		r, err := s.Search(context.Background(), b)
		took += time.Since(start)
		sq, _ := bitboard.SquareAt(r.Move.Row, r.Move.Col)
		if _, ok := b.Play(sq); err != nil || !ok || r.Depth != depth {
			t.Fatalf("%d goroutines: %v depth %d, %v", threads, r.Move, r.Depth, err)
		}
		nodes += r.Nodes
	}
	return took, nodes
}
