package engine

import (
	"context"
	"flag"
	"slices"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/search"
)

// TestSearchAgrees holds the engine's search, its reductions (the
// root's too), late-move pruning, reverse futility pruning and razoring
// off (all change scores: lmp pruned a best move under the fitted
// evaluation, rfp and razoring cut nodes on their evaluation; extensions
// deepen lines; distance moves a threat's score by its ply), to the
// generic search.AlphaBeta that it replaced: over the same candidates in
// the same order, each depth from 1 to 4 of 8 midgame positions under
// freestyle and renju scores the same.
func TestSearchAgrees(t *testing.T) {
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
		for seed := range uint64(8) {
			g := midgame(t, 15, r, 14, 200+seed)
			off := lmr | lmp | rfp | razoring | extend | distance | widen | rootReduce
			own, generic := searchScores(t, g, off, 1, 4), searchScores(t, g, pvsSearch, 1, 4)
			if !slices.Equal(own, generic) {
				t.Errorf("%v, midgame %d: scores by depth %v, want those of search.AlphaBeta %v\n%v", r, seed, own, generic, g)
			}
		}
	}
}

// TestAspirationAgrees holds the root's aspiration windows to the same
// scores as a full window: with the techniques that change scores off
// (those of TestSearchAgrees), each depth from 5 to 6 of 4 freestyle
// midgames, searched in a window around the score of the depth before
// and again where it fails, scores as it does searched with a full
// window.
func TestAspirationAgrees(t *testing.T) {
	const exact = lmr | lmp | rfp | razoring | extend | distance | widen | rootReduce
	for seed := range uint64(4) {
		g := midgame(t, 15, gomoku.Freestyle, 14, 300+seed)
		got, want := searchScores(t, g, exact, 5, 6), searchScores(t, g, exact|aspiration, 5, 6)
		if !slices.Equal(got, want) {
			t.Errorf("midgame %d: scores at depths 5 and 6 %v, want those of a full window %v\n%v", seed, got, want, g)
		}
	}
}

// searchScores returns the scores of the top level's searches of g at
// depths from to to, with the techniques off switched off and no VCF at
// the horizon.
func searchScores(t *testing.T, g *gomoku.Game, off technique, from, to int) []int {
	t.Helper()
	e := switchOff(&Engine{Level: MaxLevel}, off)
	e.setup()
	var scores []int
	for d := from; d <= to; d++ {
		x := newGame(g)
		e.choose = chooser{width: levels[MaxLevel].width, defend: true}
		r, _, ok := e.search(context.Background(), x, &e.choose, d, time.Now(), 0)
		e.wait()
		if !ok {
			t.Fatalf("depth %d: no result", d)
		}
		scores = append(scores, r.Score)
	}
	return scores
}

// TestSearchAllocs holds a depth of the engine's search to one
// allocation, its PV, whatever its nodes: nothing per node.
func TestSearchAllocs(t *testing.T) {
	g := midgame(t, 15, gomoku.Freestyle, 14, 3)
	e := &Engine{Level: MaxLevel}
	e.setup()
	x := newGame(g)
	e.choose = chooser{width: levels[MaxLevel].width, defend: true}
	e.own.begin(x, &e.choose, nil, 0)
	var nodes int64
	allocs := testing.AllocsPerRun(5, func() {
		n := e.own.nodes
		clear(e.own.tt.entries) // each run searches the whole depth
		e.own.iterate(6)
		nodes = e.own.nodes - n
	})
	if allocs > 1 || nodes < 100 {
		t.Errorf("a depth of %d nodes made %v allocations, want at most 1", nodes, allocs)
	}
}

var nodesDepth = flag.Int("engine.nodes", 0, "TestSelectiveNodes: the depth of its searches (0 skips the test)")

// TestSelectiveNodes measures what the selective techniques of the search
// save (with -engine.nodes D): the nodes (the horizon VCFs' included) of
// the searches of the 10 freestyle midgames of BenchmarkSearch to depths
// 1 to D, no time limit, the whole engine and the engine with each
// technique off. It asserts only that the whole engine searches no more
// nodes than with all of them off, nor than with the three of the
// fourteenth session off (the tree14 row: futileVCF, lateFours, deepRFP),
// nor than with either pair of the fifteenth off (the top15 row:
// aspiration, rootReduce; four15: plainFours, logLMR). The table is the
// engine's (bigTable).
func TestSelectiveNodes(t *testing.T) {
	if *nodesDepth == 0 {
		t.Skip("the node counts are measured with -engine.nodes D")
	}
	nodes := make(map[string]int64)
	for _, off := range []struct {
		name string
		off  technique
	}{{"none", 0}, {"mcp", mcp}, {"rfp", rfp}, {"razor", razoring}, {"selective", mcp | rfp | razoring}, {"extend", extend}, {"rootwidth", rootWidth}, {"distance", distance}, {"widen", widen}, {"replywidth", replies}, {"leafbeta", leafBeta}, {"counts", moveCounts}, {"futilevcf", futileVCF}, {"latefours", lateFours}, {"deeprfp", deepRFP}, {"tree14", futileVCF | lateFours | deepRFP}, {"aspiration", aspiration}, {"rootreduce", rootReduce}, {"top15", aspiration | rootReduce}, {"plainfours", plainFours}, {"loglmr", logLMR}, {"four15", plainFours | logLMR}, {"bigtable", bigTable}} {
		start := time.Now()
		n := midgameNodes(t, *nodesDepth, off.off, 0)
		nodes[off.name] = n
		t.Logf("| %s | %d | %v |", off.name, n, time.Since(start).Round(time.Millisecond))
	}
	for _, name := range []string{"selective", "tree14", "top15", "four15"} {
		if nodes["none"] > nodes[name] {
			t.Errorf("%d nodes with the techniques, %d with those of %s off", nodes["none"], nodes[name], name)
		}
	}
}

// TestTableNodes measures what the size of the transposition table saves
// (with -engine.nodes D): the nodes of the searches of the 10 freestyle
// midgames of BenchmarkSearch to depths 1 to D, no time limit, with the
// old table (2^18 single entries: bigTable off) and tables of 2^18, 2^20
// (the engine's) and 2^22 entries in buckets of tableWays. It asserts
// nothing.
func TestTableNodes(t *testing.T) {
	if *nodesDepth == 0 {
		t.Skip("the node counts are measured with -engine.nodes D")
	}
	for _, row := range []struct {
		name string
		off  technique
		bits int
	}{{"2^18, single entries", bigTable, 0}, {"2^18", 0, 18}, {"2^20", 0, 20}, {"2^22", 0, 22}} {
		start := time.Now()
		nodes := midgameNodes(t, *nodesDepth, row.off, row.bits)
		t.Logf("| %s | %d | %v |", row.name, nodes, time.Since(start).Round(time.Millisecond))
	}
}

// midgameNodes returns the nodes (the horizon VCFs' included) of the
// top level's searches of the 10 freestyle midgames of BenchmarkSearch
// to depths 1 to depth, no time limit, with the techniques off switched
// off and a table of 1<<bits entries in buckets of tableWays (0: the
// engine's own).
func midgameNodes(t *testing.T, depth int, off technique, bits int) int64 {
	t.Helper()
	var nodes int64
	for seed := range uint64(10) {
		g := midgame(t, 15, gomoku.Freestyle, 14, 100+seed)
		_, n := searchTo(t, newGame(g), off, bits, levels[MaxLevel].width, depth)
		nodes += n
	}
	return nodes
}

// searchTo returns the result and the nodes (the horizon VCFs' included)
// of the top level's search of x to depths 1 to depth, no time limit,
// with the techniques off switched off, a table of 1<<bits entries in
// buckets of tableWays (0: the engine's own) and width candidates a node
// (0: all), the root's as under a time limit.
func searchTo(t *testing.T, x *game, off technique, bits, width, depth int) (search.Result, int64) {
	t.Helper()
	e := switchOff(&Engine{Level: MaxLevel}, off)
	if bits > 0 {
		e.own = newPVS(bits, tableWays)
	}
	e.setup()
	r, n, ok := searchDepth(e, x, width, depth)
	if !ok {
		t.Fatalf("no result to depth %d", depth)
	}
	return r, n
}

// searchDepth searches x to depth plies with e, set up, as its top level
// searches under a time limit (its threat budgets, the root's and the
// replies' widths), but with width candidates a node (0: all, the root's
// too) and no time limit, in the table e has; it returns the result, the
// nodes, and whether the search finished.
func searchDepth(e *Engine, x *game, width, depth int) (search.Result, int64, bool) {
	e.choose = chooser{width: width, defend: true, fakeThrees: e.isOff(realThrees), noTraps: e.isOff(trapFours)}
	if width > 0 {
		e.timedWidths()
	}
	b := threatBudgets[MaxLevel]
	e.quiesce = quiesce{solver: &e.solver, nodes: b.leaf, depth: b.leafDepth}
	e.choose.q = &e.quiesce
	r, n, ok := e.search(context.Background(), x, &e.choose, depth, time.Now(), 0)
	e.wait()
	return r, n, ok
}

// TestWiden holds the search to a loss scored over every candidate, not
// the best width of them. In a position of a game the brain lost to
// Rapfi (freestyle, Black to move at ply 19), the search to depth 7 with
// 12 candidates a node proved h10 a win for Black (the brain played it
// at once and lost): White's f10, which blocks a three and makes one of
// its own, ranks past the width. There is no win there: a search of
// every candidate to depth 7 (20 s) proves none, and Rapfi scores the
// position after h10 level. With widen the search scores no win, proven
// or all but decided by a threat (beyond lostBound); off, it proves one
// (with replies off too: f10 is a reply to the root move, which
// replies ranks among its 24).
func TestWiden(t *testing.T) {
	black := []string{"h8", "g7", "f7", "h9", "g8", "f8", "e9", "i8", "g10"}
	white := []string{"i9", "g9", "f9", "h7", "e6", "e8", "h6", "j8", "f11"}
	for _, c := range []struct {
		name     string
		off      technique
		min, max int
	}{{"widen", 0, -lostBound, lostBound}, {"widen and replywidth off", widen | replies, search.MaxEval + 1, search.Infinity}} {
		x := gameOf(t, gomoku.Freestyle, black, white)
		r, _ := searchTo(t, x, c.off, 18, levels[MaxLevel].width, 7)
		if r.Score < c.min || r.Score > c.max {
			t.Errorf("%s: %s scores %d at depth %d, want %d to %d", c.name,
				gomoku.FormatMove(r.Move, 15), r.Score, r.Depth, c.min, c.max)
		}
	}
}

// TestExtension holds the search's extension to a move that makes a
// four: a ply for it, none for a quiet move, and none once the line has
// been extended for half the depth of the iteration; off the principal
// variation, a ply for a four that makes a second threat (an open four,
// a four-three) and none for a plain four, unless plainFours is off.
func TestExtension(t *testing.T) {
	g, err := gomoku.NewGame(15, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	// An open three of Black's on row 7, White's stones far from it:
	// Black to move makes a four at (7, 10).
	for _, p := range []board.Point{board.Pt(7, 7), board.Pt(0, 0), board.Pt(7, 8), board.Pt(0, 2), board.Pt(7, 9), board.Pt(0, 4)} {
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	e := &Engine{Level: MaxLevel}
	e.setup()
	x := newGame(g)
	e.choose = chooser{width: levels[MaxLevel].width, defend: true}
	s := e.own
	s.begin(x, &e.choose, nil, 0)
	s.depth, s.ext[0], s.ext[1] = 4, 0, 2
	four, quiet := board.Pt(7, 10), board.Pt(10, 10)
	for _, c := range []struct {
		m         board.Point
		ply, want int
	}{{four, 0, 1}, {quiet, 0, 0}, {four, 1, 0}} {
		for _, pv := range []bool{true, false} {
			if got := s.extension(c.m, c.ply, gomoku.Black, pv); got != c.want {
				t.Errorf("extension of %v at ply %d (extended %d of depth 4, pv %v) = %d, want %d", c.m, c.ply, s.ext[c.ply], pv, got, c.want)
			}
		}
	}
	// Black's g8 h8 i8 closed by White's f8, and j9 j10: j8 makes a
	// four and an open three (a fork), k8 a plain four.
	y := gameOf(t, gomoku.Freestyle, []string{"g8", "h8", "i8", "j9", "j10"}, []string{"f8", "a1", "c1", "e1", "g1"})
	fork, plain := mustParse(t, "j8"), mustParse(t, "k8")
	s.begin(y, &e.choose, nil, 0)
	s.depth, s.ext[0] = 4, 0
	for _, c := range []struct {
		m    board.Point
		pv   bool
		want int
	}{{fork, false, 1}, {fork, true, 1}, {plain, false, 0}, {plain, true, 1}} {
		if got := s.extension(c.m, 0, gomoku.Black, c.pv); got != c.want {
			t.Errorf("extension of %v (pv %v) = %d, want %d", c.m, c.pv, got, c.want)
		}
	}
	switchOff(e, plainFours)
	s.begin(y, &e.choose, nil, e.offs())
	if got := s.extension(plain, 0, gomoku.Black, false); got != 1 {
		t.Errorf("extension of a plain four off the principal variation, plainFours off = %d, want 1", got)
	}
	switchOff(e, extend)
	s.begin(x, &e.choose, nil, e.offs())
	if got := s.extension(four, 0, gomoku.Black, true); got != 0 {
		t.Errorf("extension with extend off = %d, want 0", got)
	}
}

// TestStatic holds the search's static evaluation to the chooser's, a
// threat's score moved toward zero by the ply (distance): Black, to move
// with an open three, all but wins (nearWin/2); White, to move against
// Black's two threes, all but loses (−nearWin/4); a quiet position's
// evaluation is the chooser's at every ply.
func TestStatic(t *testing.T) {
	for _, tc := range []struct {
		name         string
		black, white []string
		want         int
	}{
		{"an open four to make", []string{"d8", "e8", "f8"}, []string{"a1", "a3", "o15"}, nearWin / 2},
		{"two threes to stop", []string{"d8", "e8", "f8", "j4", "j5", "j6"}, []string{"a1", "a3", "o15", "o13", "o11"}, -nearWin / 4},
		{"quiet", []string{"h8", "j9"}, []string{"h9", "a1"}, 0},
	} {
		x := gameOf(t, gomoku.Freestyle, tc.black, tc.white)
		c := &chooser{}
		v := c.eval(x)
		if tc.want != 0 && v != tc.want {
			t.Fatalf("%s: the chooser's evaluation %d, want %d", tc.name, v, tc.want)
		}
		s := newPVS(4, tableWays)
		s.x, s.c = x, c
		for _, ply := range []int{0, 1, 5} {
			want := v
			if tc.want > 0 {
				want = v - ply
			} else if tc.want < 0 {
				want = v + ply
			}
			if got := s.static(ply, search.Infinity); got != want {
				t.Errorf("%s at ply %d: %d, want %d", tc.name, ply, got, want)
			}
			s.off = distance
			if got := s.static(ply, search.Infinity); got != v {
				t.Errorf("%s at ply %d, distance off: %d, want %d", tc.name, ply, got, v)
			}
			s.off = 0
		}
	}
}

// TestDepthCounts holds the widths of a timed search's nodes two or more
// plies below the root to depthCounts: PentaZen's counts by the depth
// left, calm and sharp, and in a node of the search the chooser's
// candidates are as many as the count of its depth (a calm midgame
// node), the best of a node of the level's width when fewer, and the
// root and the replies keep their widths.
func TestDepthCounts(t *testing.T) {
	calm := []int{1: 3, 9, 14, 18, 22, 25, 28, 30, 32, 32}
	tense := []int{1: 3, 5, 7, 8, 8}
	for k, want := range [2][]int{calm, tense} {
		if got := depthCounts[k][:len(want)]; !slices.Equal(got[1:], want[1:]) {
			t.Errorf("counts %d by depth %v, want %v", k, got[1:], want[1:])
		}
	}
	e := &Engine{Level: MaxLevel}
	e.setup()
	x := newGame(midgame(t, 15, gomoku.Freestyle, 14, 41))
	w := levels[MaxLevel].width
	e.choose = chooser{width: w}
	e.timedWidths()
	s := e.own
	s.begin(x, &e.choose, nil, 0)
	if len(s.root) != timedRootWidth {
		t.Fatalf("%d root moves, want %d", len(s.root), timedRootWidth)
	}
	// The first root move and reply that leave no four or open three.
	calmNode := func() bool {
		for _, m := range s.root {
			if x.Play(m) != nil {
				continue
			}
			for _, r := range e.choose.candidates(x, nil) {
				if x.Play(r) != nil {
					continue
				}
				if !sharp(x, &e.choose) {
					return true
				}
				x.Undo()
			}
			x.Undo()
		}
		return false
	}
	if !calmNode() {
		t.Fatal("no calm node two plies down")
	}
	narrow := (&chooser{width: w}).candidates(x, nil)
	for _, d := range []int{1, 3, 6, 9} {
		s.count(2, d)
		got := e.choose.candidates(x, nil)
		if len(got) != calm[d] || !slices.Equal(got[:min(w, calm[d])], narrow[:min(w, calm[d])]) {
			t.Errorf("depth %d: %d candidates %v, want %d, the level's %v first", d, len(got), got, calm[d], narrow)
		}
	}
	switchOff(e, moveCounts)
	e.choose = chooser{width: w}
	e.timedWidths()
	if n := len(e.choose.candidates(x, nil)); n != w || e.choose.counts {
		t.Errorf("with counts off, %d candidates two plies down, want the level's %d", n, w)
	}
}
