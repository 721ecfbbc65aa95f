package solve_test

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/obf"
	"github.com/seed131617c4/board/othello/solve"
)

var (
	deep    = flag.Bool("solve.deep", false, "run the deep tier: every FFO position #1-#59 (minutes), and the 6×6 start")
	ffoList = flag.String("solve.ffo", "", "the FFO positions TestFFO solves, like 1-44,59 (default the quick ones, all 59 with -solve.deep)")
)

// ffoSelected reports whether TestFFO solves FFO #id.
func ffoSelected(t *testing.T, id int) bool {
	if *ffoList == "" {
		return *deep || slices.Contains(quickFFO, id) && !(othellotest.Race && id > 10)
	}
	for r := range strings.SplitSeq(*ffoList, ",") {
		lo, hi, _ := strings.Cut(r, "-")
		a, err := strconv.Atoi(lo)
		b := a
		if hi != "" && err == nil {
			b, err = strconv.Atoi(hi)
		}
		if err != nil {
			t.Fatalf("-solve.ffo %q: %v", *ffoList, err)
		}
		if a <= id && id <= b {
			return true
		}
	}
	return false
}

// negamax is the independent oracle: a plain minimax over
// bitboard.Play, with no pruning, returning the final disc difference
// for the side to move, the empties to the winner.
func negamax(b bitboard.Bitboard) int {
	m := b.Legal()
	if m == 0 {
		if b.GameOver() {
			p, o := b.Discs()
			d, e := p-o, bits.OnesCount64(b.Empties())
			switch {
			case d > 0:
				return d + e
			case d < 0:
				return d - e
			}
			return 0
		}
		return -negamax(b.Pass())
	}
	best := -100
	for s := range bitboard.Squares(m) {
		c, _ := b.Play(s)
		best = max(best, -negamax(c))
	}
	return best
}

// checkPV checks that the principal variation of r is a legal line from b
// to the end of the game that scores r.Score, and that Best starts it.
func checkPV(t *testing.T, b bitboard.Bitboard, r solve.Result) {
	t.Helper()
	if len(r.PV) == 0 {
		if !b.GameOver() || r.Best != solve.None {
			t.Errorf("%v: empty PV, best %v", b.Text(1), r.Best)
		}
		return
	}
	if r.PV[0] != r.Best {
		t.Errorf("PV %v does not start with best %v", r.PV, r.Best)
	}
	sign := 1
	for _, m := range r.PV {
		if m == solve.Pass {
			if b.Legal() != 0 {
				t.Fatalf("PV %v: pass with moves", r.PV)
			}
			b = b.Pass()
		} else {
			c, ok := b.Play(bitboard.Square(m))
			if !ok {
				t.Fatalf("PV %v: %v illegal", r.PV, m)
			}
			b = c
		}
		sign = -sign
	}
	if !b.GameOver() {
		t.Fatalf("PV %v does not end the game", r.PV)
	}
	if got := sign * negamax(b); got != r.Score {
		t.Errorf("PV %v scores %d, want %d", r.PV, got, r.Score)
	}
}

// TestOracle solves random positions of ≤10 empties on 8×8 and 6×6, and
// random 4×4 positions, against negamax, exact and WLD, on 1 and 2
// goroutines.
func TestOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	games := 6
	switch {
	case *deep:
		games = 60
	case othellotest.Race:
		games = 4
	}
	for _, size := range []int{8, 6, 4} {
		for g := range games {
			game := othelloplay.Game(r, size)
			for _, b := range game {
				n := bits.OnesCount64(b.Empties())
				if size > 4 && (n > 10 || n%3 != g%3) {
					continue
				}
				want := negamax(b)
				for _, threads := range []int{1, 2} {
					res, err := solve.Solve(context.Background(), b, solve.Options{Threads: threads, TableBits: 14})
					if err != nil || !res.Solved || res.Score != want || res.Lower != want || res.Upper != want {
						t.Fatalf("%v (%d threads): %+v, %v; want score and bounds %d", b.Text(1), threads, res, err, want)
					}
					checkPV(t, b, res)
					wld, err := solve.Solve(context.Background(), b, solve.Options{Threads: threads, WLD: true, TableBits: 14})
					if w := cmp.Compare(want, 0); err != nil || wld.Score != w || wld.Lower != w || wld.Upper != w {
						t.Fatalf("%v WLD: %+v, %v; want %d", b.Text(1), wld, err, cmp.Compare(want, 0))
					}
				}
			}
		}
	}
}

func TestStart4(t *testing.T) {
	b, _ := bitboard.Start(4)
	r, err := solve.Solve(context.Background(), b, solve.Options{})
	if err != nil || r.Score != -10 {
		t.Fatalf("4×4 start: %+v, %v; want -10", r, err)
	}
	checkPV(t, b, r)
}

func TestStart6(t *testing.T) {
	if !*deep {
		t.Skip("the 6×6 start takes minutes: run with -solve.deep")
	}
	b, _ := bitboard.Start(6)
	r, err := solve.Solve(context.Background(), b, solve.Options{TableBits: 24})
	if err != nil || r.Score != -4 {
		t.Fatalf("6×6 start: %+v, %v; want -4", r, err)
	}
	t.Logf("6×6 start: %+d %v, %d nodes, %v, PV %v", r.Score, r.Best, r.Nodes, r.Time, r.PV)
}

// An ffo is one FFO position with its best moves and score.
type ffo struct {
	id    int
	line  string
	board bitboard.Bitboard
	score int
	best  []solve.Move
}

// ffoPositions reads FFO #1-#59 from the shared OBF files.
func ffoPositions(t testing.TB) []ffo {
	all := readFFO(t, 1, "fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf")
	if len(all) != 59 {
		t.Fatalf("%d FFO positions, want 59", len(all))
	}
	return all
}

// readFFO reads the positions of the shared OBF files names, numbered
// from first on.
func readFFO(t testing.TB, first int, names ...string) []ffo {
	var all []ffo
	for _, name := range names {
		f, err := os.Open(sharedtest.Path(t, "othello", name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line == "" || line[0] == '%' {
				continue
			}
			l, err := obf.Parse(line)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			b, err := bitboard.FromPosition(l.Position)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			x := ffo{id: first + len(all), line: line, board: b, score: -100}
			for _, s := range l.Scores {
				if s.Value > x.score {
					x.score, x.best = s.Value, nil
				}
				if s.Value == x.score {
					m := solve.Pass
					if !s.Pass {
						m = solve.Move(8*s.Move.Row + s.Move.Col)
					}
					x.best = append(x.best, m)
				}
			}
			all = append(all, x)
		}
		f.Close()
	}
	return all
}

// TestFFOLate searches FFO #60-#79 (24 to 36 empties, out of reach of
// a quick test) with a limit of nodes on one goroutine (50,000; 50 M
// with -solve.deep): a position it solves has its listed score and a
// best move; one it does not has bounds that hold the listed score, and
// a best move so far whose listed score reaches the lower bound.
func TestFFOLate(t *testing.T) {
	late := readFFO(t, 60, "fforum-60-79.obf")
	if len(late) != 20 {
		t.Fatalf("%d FFO positions #60-#79, want 20", len(late))
	}
	limit := int64(50_000)
	if *deep {
		limit = 50_000_000
	}
	solved := 0
	for _, x := range late {
		r, err := solve.Solve(context.Background(), x.board, solve.Options{Threads: 1, Nodes: limit, TableBits: 16})
		if r.Solved {
			solved++
			if err != nil || r.Score != x.score || !slices.Contains(x.best, r.Best) {
				t.Errorf("FFO #%d: %+d %v, %v; want %+d %v", x.id, r.Score, r.Best, err, x.score, x.best)
			}
			continue
		}
		t.Run(fmt.Sprintf("ffo=%d", x.id), func(t *testing.T) { checkStopped(t, x, r, err) })
	}
	t.Logf("%d of 20 solved within %d nodes", solved, limit)
}

// quickFFO lists the FFO positions of the default tier: #1-#19, which
// solve in under 0.1 s each on one core, and #59 (34 empties, a wipe-out);
// under the race detector #1-#10. -solve.ffo 1-44,59 (.ci/run) and
// -solve.deep (all 59) run more.
var quickFFO = []int{
	1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 59,
}

func TestFFO(t *testing.T) {
	for _, x := range ffoPositions(t) {
		if !ffoSelected(t, x.id) {
			continue
		}
		threads := 1
		if x.id >= 40 {
			threads = 0 // all cores
		}
		bits := 22
		if x.id < 20 || x.id == 59 { // quick: a small table does
			bits = 18
		}
		r, err := solve.Solve(context.Background(), x.board, solve.Options{Threads: threads, TableBits: bits})
		if err != nil || r.Score != x.score || !slices.Contains(x.best, r.Best) {
			t.Errorf("FFO #%d: %+d %v, %v; want %+d %v", x.id, r.Score, r.Best, err, x.score, x.best)
			continue
		}
		t.Logf("FFO #%d: %+d %v, %d nodes, %v", x.id, r.Score, r.Best, r.Nodes, r.Time)
	}
}

// TestParallel solves FFO positions of 20 to 24 empties on 2 and 3
// goroutines, which share the moves of the nodes far from the end.
func TestParallel(t *testing.T) {
	ids := []int{1, 5, 13, 22}
	if othellotest.Race {
		ids = ids[:2]
	}
	all := ffoPositions(t)
	for _, id := range ids {
		x := all[id-1]
		for _, threads := range []int{2, 3} {
			r, err := solve.Solve(context.Background(), x.board, solve.Options{Threads: threads, TableBits: 18})
			if err != nil || r.Score != x.score || !slices.Contains(x.best, r.Best) {
				t.Errorf("FFO #%d on %d goroutines: %+d %v, %v; want %+d %v", x.id, threads, r.Score, r.Best, err, x.score, x.best)
			}
			checkPV(t, x.board, r)
		}
	}
}

// checkStopped checks the result r of a search of the FFO position x
// stopped by a limit: the bounds hold the score, Best is a legal move
// whose listed score is at least Lower, and PV is a legal line from it.
func checkStopped(t *testing.T, x ffo, r solve.Result, err error) {
	t.Helper()
	b, score := x.board, x.score
	if !errors.Is(err, solve.ErrStopped) || r.Solved || r.Score != 0 {
		t.Fatalf("%+v, %v; want a stopped search", r, err)
	}
	if r.Lower < -64 || r.Lower > score || r.Upper < score || r.Upper > 64 {
		t.Errorf("bounds [%d, %d], score %d", r.Lower, r.Upper, score)
	}
	if r.Best >= solve.Pass || b.Legal()&(1<<r.Best) == 0 {
		t.Fatalf("best %v is no legal move", r.Best)
	}
	if len(r.PV) == 0 || r.PV[0] != r.Best {
		t.Errorf("PV %v does not start with best %v", r.PV, r.Best)
	}
	for _, m := range r.PV {
		var ok bool
		if m == solve.Pass {
			ok = b.Legal() == 0 && !b.GameOver()
			b = b.Pass()
		} else {
			b, ok = b.Play(bitboard.Square(m))
		}
		if !ok {
			t.Fatalf("PV %v: %v is illegal", r.PV, m)
		}
	}
	l, err := obf.Parse(x.line)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range l.Scores {
		if !s.Pass && solve.Move(8*s.Move.Row+s.Move.Col) == r.Best && s.Value < r.Lower {
			t.Errorf("best %v scores %+d, below the lower bound %+d", r.Best, s.Value, r.Lower)
		}
	}
}

func TestLimits(t *testing.T) {
	x := ffoPositions(t)[39]
	r, err := solve.Solve(context.Background(), x.board, solve.Options{Nodes: 10000, TableBits: 16})
	checkStopped(t, x, r, err)
	r, err = solve.Solve(context.Background(), x.board, solve.Options{Time: time.Millisecond, TableBits: 16})
	checkStopped(t, x, r, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = solve.Solve(ctx, x.board, solve.Options{Threads: 2, TableBits: 16})
	checkStopped(t, x, r, err)
	if !errors.Is(err, context.Canceled) || r.Nodes > 100 {
		t.Errorf("cancelled: %+v, %v; want the context's error and no search", r, err)
	}
}

// TestStoppedPass stops the search of a position whose side to move
// must pass at once: the bounds are for that side, the best move is Pass
// and the PV goes on with a move of the other side. A finished game
// needs no search: it is solved even when the context is done.
func TestStoppedPass(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b, _ := position("XXXXXXXXXXXOXXX- O") // White passes, Black plays d4: -16
	res, err := solve.Solve(ctx, b, solve.Options{})
	if !errors.Is(err, solve.ErrStopped) || res.Lower > -16 || res.Upper < -16 || res.Best != solve.Pass ||
		len(res.PV) != 2 || res.PV[0] != solve.Pass || res.PV[1].String() != "d4" {
		t.Errorf("pass: %+v, %v; want stopped, bounds around -16, and the PV pass d4", res, err)
	}
	b, _ = position("XXXXXXXXXXXXXXX- O")
	res, err = solve.Solve(ctx, b, solve.Options{})
	if err != nil || !res.Solved || res.Score != -16 || res.Best != solve.None {
		t.Errorf("a finished game with the context done: %+v, %v; want solved, - -16", res, err)
	}
}

// TestStoppedBounds stops the search of FFO #50 (26 empties, a solve of
// minutes) and others after a few million nodes: the first null-window
// searches of the root have ended and proved a lower bound, reached by
// the best move so far. The default tier stops #45 and #50 on one thread;
// -solve.deep adds longer searches and two threads.
func TestStoppedBounds(t *testing.T) {
	all := ffoPositions(t)
	cases := []struct {
		id      int
		nodes   int64
		threads int
	}{{45, 1_000_000, 1}, {50, 6_000_000, 1}, {48, 2_000_000, 2}, {50, 10_000_000, 1}, {50, 10_000_000, 2}}
	switch {
	case othellotest.Race:
		cases = cases[:1]
	case !*deep:
		cases = cases[:2] // the rest, on two threads too, with -solve.deep
	}
	for _, c := range cases {
		x := all[c.id-1]
		r, err := solve.Solve(context.Background(), x.board, solve.Options{Threads: c.threads, Nodes: c.nodes, TableBits: 20})
		checkStopped(t, x, r, err)
		if r.Lower == -64 && r.Upper == 64 {
			t.Errorf("FFO #%d after %d nodes on %d threads: bounds [-64, 64]", c.id, r.Nodes, c.threads)
		}
		t.Logf("FFO #%d after %d nodes on %d threads (%v): [%+d, %+d] %v, PV %v", c.id, r.Nodes, c.threads, r.Time, r.Lower, r.Upper, r.Best, r.PV)
	}
}

// TestPass solves a position whose side to move must pass, and a
// finished game.
func TestPassAndOver(t *testing.T) {
	// White to move has no move on this 4×4 board; Black has.
	o, err := position("XXXXXXXXXXXOXXX- O")
	if err != nil {
		t.Fatal(err)
	}
	b := o
	if b.Legal() != 0 || b.GameOver() {
		t.Skipf("%v is not a pass", b.Text(2))
	}
	r, err := solve.Solve(context.Background(), b, solve.Options{})
	if err != nil || r.Best != solve.Pass || r.Score != negamax(b) {
		t.Errorf("pass: %+v, %v; want pass %d", r, err, negamax(b))
	}
	checkPV(t, b, r)
	o, _ = position("XXXXXXXXXXXXXXX- O")
	r, err = solve.Solve(context.Background(), o, solve.Options{})
	if err != nil || r.Best != solve.None || r.Score != -16 || len(r.PV) != 0 {
		t.Errorf("over: %+v, %v; want - -16", r, err)
	}
}

// BenchmarkFFO solves FFO #40-#44 and #59 (pos=N; all of #40-#59 with
// -solve.deep) on one goroutine and on two (threads=T), reporting the
// nodes, the nodes per second and the time per node: the README's
// numbers are -bench 'FFO/pos=4[0-4]' -benchtime 1x.
func BenchmarkFFO(b *testing.B) {
	all := ffoPositions(b)
	for _, x := range all[39:] {
		switch {
		case testing.Short() && x.id != 40:
			continue // -short (as .ci/run runs every benchmark): #40 only
		case !*deep && x.id > 44 && x.id != 59:
			continue // #45-#58 take minutes each: -solve.deep
		}
		for _, threads := range []int{1, 2} {
			b.Run(fmt.Sprintf("pos=%d/threads=%d", x.id, threads), func(b *testing.B) {
				var nodes int64
				for b.Loop() {
					r, err := solve.Solve(context.Background(), x.board, solve.Options{Threads: threads, TableBits: 22})
					if err != nil || r.Score != x.score {
						b.Fatalf("FFO #%d: %+v, %v", x.id, r, err)
					}
					nodes += r.Nodes
				}
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
			})
		}
	}
}

// TestAllocs checks that the search allocates nothing per node: a solve
// of FFO #1 (75,000 nodes) allocates only the table, the searcher and the
// principal variation.
func TestAllocs(t *testing.T) {
	if othellotest.Race {
		t.Skip("allocations differ under the race detector")
	}
	x := ffoPositions(t)[0]
	allocs := testing.AllocsPerRun(3, func() {
		solve.Solve(context.Background(), x.board, solve.Options{Threads: 1, TableBits: 16})
	})
	if allocs > 12 {
		t.Errorf("Solve allocates %v times, want at most 12", allocs)
	}
}

// position returns the bitboard of a position line.
func position(text string) (bitboard.Bitboard, error) {
	p, err := othello.ParsePosition(text)
	if err != nil {
		return bitboard.Bitboard{}, err
	}
	return bitboard.FromPosition(p)
}
