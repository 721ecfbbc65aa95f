package engine

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/enginetest"
)

// BenchmarkChoose measures one move at each level from a renju opening of
// 4 stones.
func BenchmarkChoose(b *testing.B) {
	ctx := context.Background()
	for level := 1; level <= MaxLevel; level++ {
		b.Run(fmt.Sprintf("level=%d", level), func(b *testing.B) {
			g, _ := gomoku.NewGame(15, gomoku.Renju)
			for _, m := range []string{"h8", "i9", "g9", "h10"} {
				p, _ := gomoku.ParseMove(m, 15)
				g.Play(p)
			}
			b.ReportAllocs()
			for b.Loop() {
				e := Engine{Level: level}
				e.Choose(ctx, g)
			}
		})
	}
}

// BenchmarkEval measures the static evaluation of a freestyle position:
// the hand-set one and the fitted one.
func BenchmarkEval(b *testing.B) {
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	for _, m := range []string{"h8", "i9", "g9", "h10", "g8", "g10"} {
		p, _ := gomoku.ParseMove(m, 15)
		g.Play(p)
	}
	x := newGame(g)
	for _, hand := range []bool{true, false} {
		b.Run(fmt.Sprintf("hand=%v", hand), func(b *testing.B) {
			c := chooser{hand: hand}
			b.ReportAllocs()
			for b.Loop() {
				c.eval(x)
			}
		})
	}
}

// BenchmarkCandidates measures the choice of the moves of a node of a
// freestyle midgame, 12 of them (level 2 and 3) and all near the stones
// (level 1).
func BenchmarkCandidates(b *testing.B) {
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	for _, m := range []string{"h8", "i9", "g9", "h10", "g8", "g10", "f8", "i8", "j10", "h7"} {
		p, _ := gomoku.ParseMove(m, 15)
		g.Play(p)
	}
	x := newGame(g)
	for _, width := range []int{12, 0} {
		b.Run(fmt.Sprintf("width=%d", width), func(b *testing.B) {
			c := chooser{width: width}
			buf := make([]board.Point, 0, 256)
			b.ReportAllocs()
			for b.Loop() {
				buf = c.candidates(x, buf[:0])
			}
		})
	}
}

// BenchmarkNode measures the work of a node of the search around its
// move, in a freestyle midgame of 20 stones: an op plays each of the 12
// best moves and takes it back (op=play+undo), with the static
// evaluation of the position after it (op=play+eval+undo) or its 12
// candidates (op=play+candidates+undo) in between: what the game keeps
// move by move is paid by the play, and what the evaluation and the
// ranking read, by the others.
func BenchmarkNode(b *testing.B) {
	x := newGame(midgame(b, 15, gomoku.Freestyle, 20, 101))
	moves := (&chooser{width: 12}).candidates(x, nil)
	for _, op := range []string{"play+undo", "play+eval+undo", "play+candidates+undo"} {
		b.Run("op="+op, func(b *testing.B) {
			c := &chooser{width: 12}
			buf := make([]board.Point, 0, 256)
			b.ReportAllocs()
			for b.Loop() {
				for _, m := range moves {
					x.Play(m)
					switch op {
					case "play+eval+undo":
						c.eval(x)
					case "play+candidates+undo":
						buf = c.candidates(x, buf[:0])
					}
					x.Undo()
				}
			}
		})
	}
}

// BenchmarkSearch measures the top level's search: an op is a move of
// the engine in each of 10 midgame positions of 14 stones (midgame) under
// freestyle and renju, by one engine that keeps its tables from position
// to position, to its depth with no time limit (limit=depth) or at
// 100 ms a move (limit=100ms), the whole engine (off=none) and the
// engine with one technique of its search switched off (off=NAME, as the
// rows of TestTechniques: off=pvs is the search.AlphaBeta that the
// engine's search replaced). It reports the nodes
// a second (the alpha-beta's and the threat searches' together), the
// time a node and the mean depth of a move chosen by the search.
func BenchmarkSearch(b *testing.B) {
	ctx := context.Background()
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
		var games []*gomoku.Game
		for seed := range uint64(10) {
			games = append(games, midgame(b, 15, r, 14, 100+seed))
		}
		for _, limit := range []time.Duration{0, 100 * time.Millisecond} {
			for _, off := range searchOffs {
				name := fmt.Sprintf("rule=%v/limit=%v/off=%s", r, limit, off.name)
				if limit == 0 {
					name = fmt.Sprintf("rule=%v/limit=depth/off=%s", r, off.name)
				}
				b.Run(name, func(b *testing.B) {
					benchSearch(ctx, b, games, limit, off.off)
				})
			}
		}
	}
}

// BenchmarkSearchDepth measures the node of the search with the same
// tree from run to run: an op searches the 10 midgame positions of
// BenchmarkSearch under a rule to depth plies (depth=10: the freestyle
// searches of TestSelectiveNodes), each from a new table of 2^18
// entries in buckets of 4 (tableBits, tableWays; TestSelectiveNodes
// searches them with MaxLevel's 2^20, to the same tree at depth 10).
// It reports the nodes a second, the time a node, and on unix the
// process's CPU time a node (cpu-ns/node: the less disturbed by the
// other jobs of a loaded machine).
func BenchmarkSearchDepth(b *testing.B) {
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
		var games []*gomoku.Game
		for seed := range uint64(10) {
			games = append(games, midgame(b, 15, r, 14, 100+seed))
		}
		for _, depth := range []int{6, 10} {
			b.Run(fmt.Sprintf("rule=%v/depth=%d", r, depth), func(b *testing.B) {
				var nodes int64
				cpu0, cpuOK := enginetest.CPUTime()
				b.ReportAllocs()
				for b.Loop() {
					for _, g := range games {
						e := &Engine{Level: MaxLevel, own: newPVS(tableBits, tableWays)}
						e.setup()
						_, n, ok := searchDepth(e, newGame(g), levels[MaxLevel].width, depth)
						if !ok {
							b.Fatalf("no result to depth %d", depth)
						}
						nodes += n
					}
				}
				cpu1, _ := enginetest.CPUTime()
				sec := b.Elapsed().Seconds()
				b.ReportMetric(float64(nodes)/sec, "nodes/s")
				b.ReportMetric(sec*1e9/float64(nodes), "ns/node")
				if cpuOK {
					b.ReportMetric(float64(cpu1-cpu0)/float64(nodes), "cpu-ns/node")
				}
			})
		}
	}
}

// searchOffs are the techniques of the search that BenchmarkSearch
// switches off.
var searchOffs = []struct {
	name string
	off  technique
}{{"none", 0}, {"pvs", pvsSearch}, {"lmr", lmr}, {"lmp", lmp}, {"fitted", fitted}, {"mcp", mcp}, {"rfp", rfp}, {"counts", moveCounts}}

// benchSearch runs an op of BenchmarkSearch on games with a time limit
// (0 for none), with the techniques off switched off. An op is the search
// of the games by a new Engine, so that every op starts from an empty
// table and searches the same nodes: its making (the table's 16 MiB) is
// counted in the op's time and allocations, a small part of a search.
func benchSearch(ctx context.Context, b *testing.B, games []*gomoku.Game, limit time.Duration, off technique) {
	var nodes, moves, depth int64
	b.ReportAllocs()
	for b.Loop() {
		e := &Engine{Level: MaxLevel, Time: limit}
		switchOff(e, off)
		for _, g := range games {
			c, err := e.Choose(ctx, g)
			if err != nil {
				b.Fatal(err)
			}
			nodes += c.Nodes
			if !c.Exact {
				moves++
				depth += int64(c.Depth)
			}
		}
		e.wait()
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(nodes)/sec, "nodes/s")
	b.ReportMetric(sec*1e9/float64(nodes), "ns/node")
	b.ReportMetric(float64(depth)/float64(max(moves, 1)), "depth/move")
}
