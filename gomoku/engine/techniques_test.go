package engine

import (
	"context"
	"flag"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/opening"
	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/match"
	"github.com/seed131617c4/board/search"
)

var (
	techGames = flag.Int("engine.techniques", 0, "TestTechniques: the games of each row (0 skips the test; minutes)")
	techTime  = flag.Duration("engine.movetime", 100*time.Millisecond, "TestTechniques: the time of each move")
	techRule  = flag.String("engine.rule", "freestyle", "TestTechniques: the rule of the games")
	techFrom  = flag.Int("engine.from", 0, "TestTechniques: the first game, for more games from new openings")
)

// techniqueRows are the rows of TestTechniques: each plays the top level
// against itself with one technique switched off.
var techniqueRows = []struct {
	name string
	off  technique
}{
	{"rootVCF", rootVCF},
	{"refute", refute},
	{"leafVCF", leafVCF},
	{"threats", threats},
	{"deepen", deepen},
	{"defend", defend},
	{"pvs", pvsSearch},
	{"lmr", lmr},
	{"spend", spend},
	{"lmp", lmp},
	{"guard", vctGuard},
	{"fitted", fitted},
	{"mcp", mcp},
	{"rfp", rfp},
	{"razor", razoring},
	{"mcprfp", mcp | rfp},
	{"selective", mcp | rfp | razoring},
	{"extend", extend},
	{"guardline", guardLine},
	{"rootwidth", rootWidth},
	{"distance", distance},
	{"widen", widen},
	{"replywidth", replies},
	{"leafbeta", leafBeta},
	{"counts", moveCounts},
	{"realthrees", realThrees},
	{"trapfours", trapFours},
	{"searchfit", searchFit},
	{"futilevcf", futileVCF},
	{"latefours", lateFours},
	{"deeprfp", deepRFP},
	{"tree14", futileVCF | lateFours | deepRFP},
	{"aspiration", aspiration},
	{"rootreduce", rootReduce},
	{"top15", aspiration | rootReduce},
	{"plainfours", plainFours},
	{"loglmr", logLMR},
	{"four15", plainFours | logLMR},
	{"bigtable", bigTable},
}

// openingStones returns the opening of game pair k: the canonical renju
// opening k%26 (its three stones at the centre of a 15×15 board), and
// k/26 more stones, each at random on an empty point within 2 of the
// centre, from a generator seeded by k.
func openingStones(k int) []board.Point {
	o := opening.Openings()[k%26]
	m := o.Moves(15)
	moves := m[:]
	rng := rand.New(rand.NewPCG(uint64(k), 26))
	for len(moves) < 3+k/26 {
		p := board.Pt(7+rng.IntN(5)-2, 7+rng.IntN(5)-2)
		free := true
		for _, q := range moves {
			free = free && q != p
		}
		if free {
			moves = append(moves, p)
		}
	}
	return moves
}

// TestTechniques measures what each technique of the top level gains in
// games (with -engine.techniques N): the whole engine against the same
// engine with the technique off, N games a row from pairs of openings
// (openingStones) played with each colour, from game -engine.from (so
// that a second run plays new openings), -engine.movetime a move under
// -engine.rule. It logs a table row per technique: the whole engine's
// score with its Elo difference and 95% interval, and each side's time,
// depth (of the moves a search chose) and speed. The rows run two at a
// time (go test's -parallel); run one with -run TestTechniques/off=NAME.
// It asserts only that every game ends with legal moves.
func TestTechniques(t *testing.T) {
	if *techGames == 0 {
		t.Skip("the technique matches run with -engine.techniques N")
	}
	rule, err := gomoku.ParseRule(*techRule)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("| off | %s, %v a move: whole engine | Elo | whole engine | without |", rule, *techTime)
	for _, row := range techniqueRows {
		t.Run("off="+row.name, func(t *testing.T) {
			if row.off&searchFit == 0 {
				t.Parallel() // not with the rows that set fitModels
			}
			var res match.Score
			var whole, without enginetest.Moves
			for i := *techFrom; i < *techFrom+*techGames; i++ {
				g, err := gomoku.NewGame(15, rule)
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range openingStones(i / 2) {
					if err := g.Play(p); err != nil {
						t.Fatalf("opening %d: %v", i/2, err)
					}
				}
				side := g.Turn()
				if i%2 == 1 {
					side = side.Opponent()
				}
				wp, op := fitPlayers(&Engine{Level: MaxLevel, Time: *techTime}, switchOff(&Engine{Level: MaxLevel, Time: *techTime}, row.off), row.off)
				players := map[gomoku.Stone]search.Player[*gomoku.Game]{
					side:            enginetest.Tallied(wp, &whole),
					side.Opponent(): enginetest.Tallied(op, &without),
				}
				w, err := search.Play(context.Background(), g, players)
				if err != nil {
					t.Fatalf("game %d: %v", i, err)
				}
				switch w {
				case side:
					res.Wins++
				case gomoku.Empty:
					res.Draws++
				default:
					res.Losses++
				}
				if (i+1-*techFrom)%20 == 0 {
					t.Logf("%s after %d games: %v", row.name, i+1-*techFrom, res)
				}
			}
			elo, margin := res.Elo()
			t.Logf("| %s | %v %.1f%% | %+.0f ± %.0f | %v | %v |", row.name, res, 100*res.Score(), elo, margin, whole, without)
		})
	}
}
