package engine

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/record"
	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/search"
)

var (
	reachSGF  = flag.String("engine.guardsgf", "", "TestGuardReach: comma-separated SGF files of c-gomoku-cli games of the brain named board (empty skips the test)")
	reachRule = flag.String("engine.guardrule", "freestyle", "TestGuardReach: the rule of the games")
	reachTime = flag.Duration("engine.guardtime", 0, "TestGuardReach: with a time, the search and the guard replayed at that time a move (a timed run)")
)

// sgfGame is a game of a c-gomoku-cli SGF file: whether the brain named
// board played Black, whether it lost, and the moves.
type sgfGame struct {
	name        string
	black, lost bool
	moves       []board.Point
}

// readSGF returns the games of the c-gomoku-cli SGF file path, named
// path#N, N from 1.
func readSGF(t *testing.T, path string) []sgfGame {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rs, err := record.ParseSGFCollection(string(b))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out := make([]sgfGame, len(rs))
	for i, r := range rs {
		black := r.Black == "board"
		us := gomoku.White
		if black {
			us = gomoku.Black
		}
		out[i] = sgfGame{name: fmt.Sprintf("%s#%d", path, i+1), black: black,
			lost: r.Result.Winner == us.Opponent(), moves: r.Points()}
	}
	return out
}

// reachStats are the figures of TestGuardReach's untimed run.
type reachStats struct {
	games    int     // lost games
	vct      []int64 // the nodes of the opponent's VCT after each losing move
	vctTime  time.Duration
	root     []int64 // the nodes to the first root move that passes the check, root order
	rootFour int     // how many of those make a four
	line     []int64 // the same in the guard's order (alternatives), the first check's nodes in
}

// TestGuardReach measures what the VCT guard could see in the games the
// brain lost (with -engine.guardsgf FILES): at the first of its moves
// after which the opponent has a VCT (the guard's budget, no time limit),
// the nodes and time of that VCT, and the first move after which the
// opponent has none (the guard's check), among the root moves of MaxLevel
// (the refutations of a VCF threat, or the chooser's candidates) in
// order, and among the guard's alternatives. With -engine.guardtime T it
// replays the search and the guard at T a move instead (guardTimed). It
// asserts nothing.
func TestGuardReach(t *testing.T) {
	if *reachSGF == "" {
		t.Skip("the guard's reach is measured with -engine.guardsgf FILES")
	}
	rule, err := gomoku.ParseRule(*reachRule)
	if err != nil {
		t.Fatal(err)
	}
	var st reachStats
	for path := range strings.SplitSeq(*reachSGF, ",") {
		for _, sg := range readSGF(t, path) {
			if sg.lost {
				st.games++
				reachGame(t, rule, sg, &st)
			}
		}
	}
	for _, l := range [][]int64{st.vct, st.root, st.line} {
		slices.Sort(l)
	}
	var total int64
	for _, n := range st.vct {
		total += n
	}
	t.Logf("%d lost games; %d losing moves refuted by a VCT within %d nodes: nodes %v (%.0f k nodes/s); a root move passes the check in %d (%d of them fours), nodes to it %v; the guard's alternatives: in %d, nodes to it (the first check's in) %v",
		st.games, len(st.vct), threatBudgets[MaxLevel].vctMove, st.vct, float64(total)/st.vctTime.Seconds()/1000,
		len(st.root), st.rootFour, st.root, len(st.line), st.line)
}

// reachGame replays sg, a game under rule lost by the brain, to the first
// of the brain's moves after which the opponent has a VCT, and measures
// the guard there (guardTimed with -engine.guardtime, else reachMove).
func reachGame(t *testing.T, rule gomoku.Rule, sg sgfGame, st *reachStats) {
	g, err := gomoku.NewGame(15, rule)
	if err != nil {
		t.Fatal(err)
	}
	us := gomoku.White
	if sg.black {
		us = gomoku.Black
	}
	for i, p := range sg.moves {
		if i >= 3 && g.Turn() == us {
			x := newGame(g)
			start := time.Now()
			res, line, n := (&Engine{}).vctAfter(context.Background(), x, p, threatBudgets[MaxLevel], time.Time{})
			if res == threat.Win && n > 0 {
				st.vct = append(st.vct, n)
				st.vctTime += time.Since(start)
				head := fmt.Sprintf("%s move %d %s: VCT %d nodes %v", sg.name, i+1, gomoku.FormatMove(p, 15), n, time.Since(start).Round(time.Millisecond))
				if *reachTime > 0 {
					guardTimed(t, g, sg.name, i+1, p)
				} else {
					t.Logf("%s; %s", head, reachMove(x, p, line, n, st))
				}
				return
			}
		}
		if err := g.Play(p); err != nil {
			t.Fatalf("%s move %d: %v", sg.name, i+1, err)
		}
	}
}

// reachMove checks the moves of the side to move of x in place of p,
// after which the opponent wins by line, found in n nodes: the root moves
// in order, then the guard's alternatives, each until the first after
// which the opponent has no VCT. It adds to st and returns a log line.
func reachMove(x *game, p board.Point, line threat.Line, n int64, st *reachStats) string {
	ctx := context.Background()
	b := threatBudgets[MaxLevel]
	e := reachRoot(ctx, x)
	out, sum := fmt.Sprintf("root %d:", len(e.own.root)), int64(0)
	for _, q := range e.own.root {
		res, _, n2 := e.vctAfter(ctx, x, q, b, time.Time{})
		sum += n2
		out += " " + gomoku.FormatMove(q, 15) + ":" + res.String()[:1]
		if res == threat.None && q != p {
			st.root = append(st.root, sum)
			if x.pos.Fours(q, x.Turn()) > 0 {
				st.rootFour++
				out += " (a four)"
			}
			break
		}
	}
	sum = n
	for _, q := range e.alternatives(x, p, line) {
		if sum > 2000000 {
			break
		}
		res, _, n2 := e.vctAfter(ctx, x, q, b, time.Time{})
		sum += n2
		if res == threat.None {
			st.line = append(st.line, sum)
			return out + fmt.Sprintf("; the guard's order: %s after %d nodes", gomoku.FormatMove(q, 15), sum)
		}
	}
	return out
}

// reachRoot returns an engine at MaxLevel whose root moves are those of
// x: the refutations of the opponent's VCF threat when there are some,
// else the chooser's candidates.
func reachRoot(ctx context.Context, x *game) *Engine {
	e := &Engine{Level: MaxLevel}
	e.setup()
	e.choose = chooser{width: levels[MaxLevel].width, defend: true}
	e.threats(ctx, x, MaxLevel, time.Now())
	e.own.begin(x, &e.choose, nil, 0)
	return e
}

// guardTimed replays the move of the search and the VCT guard in g at
// -engine.guardtime a move: the search once, then the guard with its
// share of the time, with the points of the opponent's VCT tried first
// and without, and logs what each plays and whether the opponent has a
// VCT after it (the guard's budget, no time limit).
func guardTimed(t *testing.T, g *gomoku.Game, name string, move int, played board.Point) {
	ctx := context.Background()
	limit := *reachTime
	e := switchOff(&Engine{Level: MaxLevel, Time: limit * (100 - guardShare) / 100}, vctGuard)
	start := time.Now()
	c, err := e.Choose(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	e.wait()
	x := newGame(g)
	b := threatBudgets[MaxLevel]
	line := fmt.Sprintf("%s move %d played %s: search %s score %d exact %v depth %d in %v",
		name, move, gomoku.FormatMove(played, 15), gomoku.FormatMove(c.Move, 15), c.Score, c.Exact, c.Depth, time.Since(start).Round(time.Millisecond))
	r := search.Result{Move: c.Move, Score: c.Score, Exact: c.Exact, Depth: c.Depth}
	if c.Exact || abs(c.Score) >= Win {
		t.Logf("%s; guard skipped", line)
		return
	}
	for _, off := range []technique{guardLine, 0} {
		switchOff(e, vctGuard|off)
		t0 := time.Now()
		got, n := e.guard(ctx, x, r, b, t0.Add(limit*guardShare/100))
		el := time.Since(t0)
		st, _, _ := e.vctAfter(ctx, x, got.Move, b, time.Time{})
		line += fmt.Sprintf("; line off=%v: %s (%s after it) %dk nodes %v", off != 0, gomoku.FormatMove(got.Move, 15), st, n/1000, el.Round(time.Millisecond))
	}
	t.Logf("%s", line)
}
