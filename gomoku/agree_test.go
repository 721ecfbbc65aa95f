package gomoku_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

var agreeBoards = flag.Int("agree.boards", 5_000, "random boards for TestScansAgree")

// agreeSizes and agreeDensities span the boards of TestScansAgree: every
// size class, from nearly empty to nearly full. Small boards come most
// often: they are cheap and put most lines against an edge. Of every 64
// boards, 54 are 5×5 to 10×10, 8 are 11×11 to 19×19 (16 is the widest for
// 16-bit rows) and 2 are larger, up to 26×26, in turn.
var (
	agreeSizes     = agreeSizeMix()
	agreeDensities = []float64{0.04, 0.12, 0.25, 0.4, 0.55, 0.7, 0.85, 1}
	agreeLarge     = []int{17, 18, 20, 21, 22, 23, 24, 25, 26}
)

func agreeSizeMix() []int {
	var sizes []int
	for i := range 54 {
		sizes = append(sizes, 5+i%6)
	}
	sizes = append(sizes, 11, 12, 13, 14, 15, 16, 19, 15)
	return append(sizes, 0, 0) // 0: the next of agreeLarge
}

// randomBoard returns an n×n board with about density of its points
// filled, a random share of them black. With lines set it then draws
// random segments of one colour, some with gaps, so that fives, overlines,
// fours and threes are common.
func randomBoard(rng *rand.Rand, n int, density float64, lines bool) *board.Board[gomoku.Stone] {
	b, _ := gomoku.NewBoard(n)
	black := 0.2 + 0.6*rng.Float64()
	if lines {
		density /= 3
	}
	for r := range n {
		for c := range n {
			if x := rng.Float64(); x < density*black {
				b.Set(board.Pt(r, c), gomoku.Black)
			} else if x < density {
				b.Set(board.Pt(r, c), gomoku.White)
			}
		}
	}
	if !lines {
		return b
	}
	for range 1 + rng.IntN(n) {
		s := gomoku.Black
		if rng.IntN(3) == 0 {
			s = gomoku.White
		}
		p := board.Pt(rng.IntN(n), rng.IntN(n))
		d := board.Directions()[rng.IntN(8)].Delta()
		gap := rng.Float64() * 0.3
		for range 2 + rng.IntN(6) {
			if rng.Float64() >= gap {
				b.Set(p, s)
			} else {
				b.Set(p, gomoku.Empty)
			}
			p = p.Add(d)
		}
	}
	return b
}

// agreeStats counts what the agreement tests saw, to show that the
// comparison met every kind of answer and, where the oracle judged
// renju points with its trace, every path of the renju rules: the
// agreement of the scans with the oracle means little for a path no point
// took.
type agreeStats struct {
	n       [numCounts]int // the counts named below
	byRule  [4]int         // winners, by rule
	byFoul  [4]int         // fouls under renju, by foul
	depth   [4]int         // [d]: the real-three test went d levels deep (d = 1, 2, 3 or more)
	answers [4]int         // the oracle's answers at the renju points judged with a trace, by foul
}

// The counts of agreeStats.n.
const (
	// What the random boards held (agreeBoard).
	nBoards      = iota // boards compared
	nWinners            // boards with a winner, counted under each rule
	nWinAts             // win checks at a stone that found a win
	nFouls              // forbidden checks that found a foul
	nOracle             // forbidden checks that the oracle made too
	nWinAtChecks        // win checks at a stone
	nFoulChecks         // forbidden checks at an empty point
	// The rule paths of the renju points judged with a trace (judged).
	nPoints       // renju points judged by the oracle
	nTwoFours     // a line through the point held two fours
	nFiveClause   // a three was no three only because its straight four made a five
	nForbidden    // a three was fake: each of its straight-four points was forbidden
	nFiveDecisive // the answer depends on the five clause
	numCounts
)

// merge adds the counts of p to st.
func (st *agreeStats) merge(p *agreeStats) {
	for i := range st.n {
		st.n[i] += p.n[i]
	}
	for i := range 4 {
		st.byRule[i] += p.byRule[i]
		st.byFoul[i] += p.byFoul[i]
		st.depth[i] += p.depth[i]
		st.answers[i] += p.answers[i]
	}
}

// inParallel calls work for the items 0 to n-1 in two parallel subtests
// of t, group/worker=0 and group/worker=1: worker w takes the items i
// with i%2 == w in order, with a random source seeded (seed, w) and
// counts of its own. It returns the sum of the counts.
func inParallel(t *testing.T, n int, seed uint64, work func(t *testing.T, rng *rand.Rand, i int, st *agreeStats)) agreeStats {
	const workers = 2
	var parts [workers]agreeStats
	t.Run("group", func(t *testing.T) {
		for w := range workers {
			t.Run(fmt.Sprintf("worker=%d", w), func(t *testing.T) {
				t.Parallel()
				rng := rand.New(rand.NewPCG(seed, uint64(w)))
				for i := w; i < n; i += workers {
					work(t, rng, i, &parts[w])
				}
			})
		}
	})
	var st agreeStats
	for i := range parts {
		st.merge(&parts[i])
	}
	return st
}

// agreeBoard compares the walker scan, the bit-parallel scan in one or two
// word types that fit, and (when oracle is set) the definitions of
// oracleFoul, on b: the winner under every rule, the win check at up to
// moves random stones under every rule, and the forbidden check at up to
// moves random empty points (next to a stone where it can) for Black under
// renju and for one colour in turn under omok; with all set, at every
// point and for both colours under omok.
func agreeBoard(t *testing.T, rng *rand.Rand, b *board.Board[gomoku.Stone], moves int, oracle, all bool, st *agreeStats) {
	t.Helper()
	n := b.Rows()
	// The scans compared with the walker: the package's queries on the
	// board, and the bit rows they read it into.
	type scan interface {
		Winner(gomoku.Rule) (gomoku.Five, bool)
		WinAt(board.Point, gomoku.Rule) (gomoku.Five, bool)
		Forbidden(board.Point, gomoku.Stone, gomoku.Rule) gomoku.Foul
	}
	scans := []scan{queries{b}, mustBits(t, b)}
	st.n[nBoards]++
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s\nboard %dx%d:\n%s", fmt.Sprintf(format, args...), n, n, b.Format(gomoku.Stone.Rune))
	}

	// The points to check: every point, or moves random stones and moves
	// random empty points (drawn with a bounded number of tries).
	var stones, empties []board.Point
	var buf [16]board.Point
	if all {
		for p, s := range b.All() {
			if s == gomoku.Empty {
				empties = append(empties, p)
			} else {
				stones = append(stones, p)
			}
		}
	} else {
		// Empty points with a stone next to them are where the shapes
		// are: take those first.
		stones, empties = buf[:0:8], buf[8:8]
		for try := range 16 * moves {
			p := board.Pt(rng.IntN(n), rng.IntN(n))
			if b.At(p) != gomoku.Empty {
				if len(stones) < moves {
					stones = append(stones, p)
				}
			} else if len(empties) < moves && (try >= 8*moves || nextToStone(b, p)) {
				empties = append(empties, p)
			}
		}
	}
	for _, r := range gomoku.Rules() {
		want, wok := gomoku.WalkWinner(b, r)
		for i, s := range scans {
			if got, ok := s.Winner(r); ok != wok || got != want {
				fail("%v: Winner: scan %d (%T) = %v, %v; walker %v, %v", r, i, s, got, ok, want, wok)
			}
		}
		if wok {
			st.n[nWinners]++
			st.byRule[r]++
		}
		for _, p := range stones {
			st.n[nWinAtChecks]++
			want, wok := gomoku.WalkWinAt(b, p, r)
			for i, s := range scans {
				if got, ok := s.WinAt(p, r); ok != wok || got != want {
					fail("%v: WinAt%v: scan %d (%T) = %v, %v; walker %v, %v", r, p, i, s, got, ok, want, wok)
				}
			}
			if wok {
				st.n[nWinAts]++
			}
		}
	}
	// Renju for Black always; omok for every colour when all is set, else
	// for Black and White on alternate boards.
	checks := []struct {
		s gomoku.Stone
		r gomoku.Rule
	}{{gomoku.Black, gomoku.Renju}, {gomoku.Black, gomoku.Omok}, {gomoku.White, gomoku.Omok}}
	if !all {
		checks = []struct {
			s gomoku.Stone
			r gomoku.Rule
		}{checks[0], checks[1+st.n[nBoards]%2]}
	}
	for _, c := range checks {
		for _, p := range empties {
			st.n[nFoulChecks]++
			want := gomoku.WalkForbidden(b, p, c.s, c.r)
			for i, s := range scans {
				if got := s.Forbidden(p, c.s, c.r); got != want {
					fail("%v %v: Forbidden%v: scan %d (%T) = %v; walker %v", c.r, c.s, p, i, s, got, want)
				}
			}
			if oracle {
				st.n[nOracle]++
				if got := oracleFoul(b, p, c.s, c.r); got != want {
					fail("%v %v: Forbidden%v: oracle %v; walker %v", c.r, c.s, p, got, want)
				}
			}
			if want != gomoku.NoFoul {
				st.n[nFouls]++
				if c.r == gomoku.Renju {
					st.byFoul[want]++
				}
			}
		}
	}
}

// nextToStone reports whether one of the 8 neighbours of p holds a stone.
func nextToStone(b *board.Board[gomoku.Stone], p board.Point) bool {
	for _, d := range board.Directions() {
		if b.At(p.Add(d.Delta())) != gomoku.Empty {
			return true
		}
	}
	return false
}

// TestScansAgree holds the walker scan, the bit-parallel scan (in every
// word type that fits) and, on a share of the boards, the definitions of
// oracleFoul to the same answers on random boards of every size class and
// density, plain and full of lines, under every rule. The boards are
// shared between two parallel workers: -agree.boards of them, at least
// 600,000 with -gomoku.deep.
func TestScansAgree(t *testing.T) {
	n := *agreeBoards
	if *deep {
		n = max(n, 600_000)
	} else if testing.Short() {
		n /= 20
	}
	st := inParallel(t, n, 2615, func(t *testing.T, rng *rand.Rand, i int, st *agreeStats) {
		size := agreeSizes[i%len(agreeSizes)]
		if size == 0 {
			size = agreeLarge[(i/len(agreeSizes)*2+i%2)%len(agreeLarge)]
		}
		density := agreeDensities[(i/len(agreeSizes))%len(agreeDensities)]
		b := randomBoard(rng, size, density, i/2%2 == 1)
		agreeBoard(t, rng, b, 2, i%64 < 2, false, st)
	})
	t.Logf("%d boards, each under 4 rules: %d winners (by rule %v); %d win checks at a stone, %d wins; %d forbidden checks, %d fouls (renju by foul %v); %d oracle checks",
		st.n[nBoards], st.n[nWinners], st.byRule, st.n[nWinAtChecks], st.n[nWinAts], st.n[nFoulChecks], st.n[nFouls], st.byFoul, st.n[nOracle])
	if st.n[nBoards] != n || slices.Contains(st.byRule[:], 0) || slices.Contains(st.byFoul[1:], 0) {
		t.Errorf("the random boards missed a kind of answer: %+v", st)
	}
}

// TestScansAgreeEveryPoint compares every point of fewer boards (400, or
// 10,000 with -gomoku.deep), to test the iterators over forbidden points
// too.
func TestScansAgreeEveryPoint(t *testing.T) {
	rng := rand.New(rand.NewPCG(7682, 19))
	var st agreeStats
	sizes := append([]int{5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 19}, agreeLarge...)
	boards := 80
	if *deep {
		boards = 10_000
	}
	for i := range boards {
		size := sizes[i%len(sizes)]
		b := randomBoard(rng, size, agreeDensities[i%4+1], true)
		agreeBoard(t, rng, b, 0, i%4 == 0, true, &st)
		l, _ := gomoku.BitsOf(b)
		for _, r := range gomoku.Rules() {
			for _, s := range []gomoku.Stone{gomoku.Black, gomoku.White} {
				type pf struct {
					P board.Point
					F gomoku.Foul
				}
				var want, got []pf
				for p, f := range gomoku.WalkForbiddenPoints(b, s, r) {
					want = append(want, pf{p, f})
				}
				for p, f := range l.ForbiddenPoints(s, r) {
					got = append(got, pf{p, f})
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("%v %v: ForbiddenPoints (-walker +bits):\n%s", r, s, diff)
				}
			}
		}
	}
	t.Logf("%d boards: %d winners, %d winning stones, %d forbidden points, %d oracle checks", st.n[nBoards], st.n[nWinners], st.n[nWinAts], st.n[nFouls], st.n[nOracle])
}

// FuzzScansAgree keeps the scans and the oracle agreeing on boards made of
// arbitrary bytes: the first byte picks the size, 5×5 to 16×16 (larger
// boards are the random tests' job; a fuzz run wants quick inputs), then
// each byte gives 4 points, 2 bits each (0 and 3 empty, 1 black, 2 white).
// Every point is checked, by the oracle too up to 9×9.
func FuzzScansAgree(f *testing.F) {
	f.Add([]byte{0, 0b01010101, 0b01})
	f.Add([]byte{10, 0x55, 0x55, 0xaa, 0x11, 0x44, 0x99})
	f.Add([]byte{2, 0x41, 0x10, 0x04, 0x01, 0x40, 0x10, 0x04, 0x01})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		n := gomoku.MinSize + int(data[0])%12
		b, _ := gomoku.NewBoard(n)
		for i := range n * n {
			if j := 1 + i/4; j < len(data) {
				if s := gomoku.Stone(data[j] >> (2 * (i % 4)) & 3); s != 3 {
					b.Set(board.Pt(i/n, i%n), s)
				}
			}
		}
		var st agreeStats
		agreeBoard(t, nil, b, 0, n <= 9, true, &st)
	})
}

// queries is the package's queries on a board, as a scan.
type queries struct{ b *board.Board[gomoku.Stone] }

func (q queries) Winner(r gomoku.Rule) (gomoku.Five, bool) { return gomoku.Winner(q.b, r) }
func (q queries) WinAt(p board.Point, r gomoku.Rule) (gomoku.Five, bool) {
	return gomoku.WinAt(q.b, p, r)
}
func (q queries) Forbidden(p board.Point, s gomoku.Stone, r gomoku.Rule) gomoku.Foul {
	return gomoku.Forbidden(q.b, p, s, r)
}
