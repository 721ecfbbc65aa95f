package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// othelloCheckError checks that a failed run exits 2 with one line on
// standard error that starts with the command and holds each of want.
func othelloCheckError(t *testing.T, args []string, stdin string, want ...string) {
	t.Helper()
	_, stderr, code := runBoard(t, stdin, args...)
	if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "board "+args[0]+" "+args[1]+": ") {
		t.Errorf("%v on %q: exit %d, stderr %q; want exit 2 and one line", args, stdin, code, stderr)
		return
	}
	for _, w := range want {
		if !strings.Contains(stderr, w) {
			t.Errorf("%v on %q: stderr %q does not name %q", args, stdin, stderr, w)
		}
	}
}

// othelloRef is an independent Othello board for the command tests: a grid
// of 0 (empty), 1 (black) and 2 (white) with the capture rule done by hand.
type othelloRef struct {
	n    int
	cell [][]int
}

func newOthelloRef(n int) *othelloRef {
	g := &othelloRef{n: n, cell: make([][]int, n)}
	for i := range g.cell {
		g.cell[i] = make([]int, n)
	}
	h := n / 2
	g.cell[h-1][h-1], g.cell[h][h], g.cell[h-1][h], g.cell[h][h-1] = 2, 2, 1, 1
	return g
}

func (g *othelloRef) in(r, c int) bool { return r >= 0 && r < g.n && c >= 0 && c < g.n }

// place puts colour c at (r, col) and flips what it brackets; it returns
// how many discs flipped, or -1 if it cannot place there.
func (g *othelloRef) place(r, col, c int, dry bool) int {
	if !g.in(r, col) || g.cell[r][col] != 0 {
		return -1
	}
	total := 0
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr == 0 && dc == 0 {
				continue
			}
			k := 1
			for g.in(r+k*dr, col+k*dc) && g.cell[r+k*dr][col+k*dc] == 3-c {
				k++
			}
			if k > 1 && g.in(r+k*dr, col+k*dc) && g.cell[r+k*dr][col+k*dc] == c {
				total += k - 1
				for i := 1; i < k && !dry; i++ {
					g.cell[r+i*dr][col+i*dc] = c
				}
			}
		}
	}
	if !dry {
		g.cell[r][col] = c
	}
	return total
}

func (g *othelloRef) moves(c int) [][2]int {
	var out [][2]int
	for r := range g.n {
		for col := range g.n {
			if g.place(r, col, c, true) > 0 {
				out = append(out, [2]int{r, col})
			}
		}
	}
	return out
}

// counts returns the number of black and of white discs.
func (g *othelloRef) counts() (black, white int) {
	var n [3]int
	for _, row := range g.cell {
		for _, v := range row {
			n[v]++
		}
	}
	return n[1], n[2]
}

// play plays random legal moves from the start, Black first, passing when
// the side to move has none, until the game ends or stop reports true
// before a turn. It calls move after each move with the colour that moved
// and its square, and pass for each pass with the colour that passes.
func (g *othelloRef) play(rng *rand.Rand, stop func() bool, move func(c int, m [2]int), pass func(c int)) {
	c := 1
	for !stop() {
		ms := g.moves(c)
		if len(ms) == 0 {
			if len(g.moves(3-c)) == 0 {
				return
			}
			pass(c)
			c = 3 - c
			continue
		}
		m := ms[rng.IntN(len(ms))]
		g.place(m[0], m[1], c, false)
		move(c, m)
		c = 3 - c
	}
}

// othelloReplayReference runs "board othello replay" on random games of
// every even size from 4 to 26, perSize games a size up to 12 and a tenth
// as many above, and compares its output with the disc counts of the
// reference boards, one line a game. write writes game k of a size to in
// and plays it on g, a reference board at the start. With sized the
// command is given the size as -size, as transcripts need.
func othelloReplayReference(t *testing.T, perSize int, sized bool, write func(in *strings.Builder, g *othelloRef, k int)) {
	t.Helper()
	for n := 4; n <= 26; n += 2 {
		var in, want strings.Builder
		games := perSize
		if n > 12 {
			games = perSize / 10
		}
		for k := range games {
			g := newOthelloRef(n)
			write(&in, g, k)
			black, white := g.counts()
			fmt.Fprintf(&want, "%d %d\n", black, white)
		}
		args := []string{"othello", "replay"}
		if sized {
			args = append(args, "-size", fmt.Sprint(n))
		}
		out, stderr, code := runBoard(t, in.String(), args...)
		if diff := cmp.Diff(want.String(), out); diff != "" || code != 0 {
			t.Fatalf("size %d: exit %d, stderr %q, output (-want +got):\n%s", n, code, stderr, diff)
		}
	}
}

func TestOthelloReplay(t *testing.T) {
	// The outputs of good input are golden files (TestGolden).
	othelloCheckError(t, []string{"othello", "replay"}, "f5\nf5 d6 z9\n", "line 2", "move 3", `"z9"`)
	othelloCheckError(t, []string{"othello", "replay"}, "f5 f5\n", "line 1", "move 2", "occupied")
	othelloCheckError(t, []string{"othello", "replay"}, "f5 a1\n", "line 1", "move 2", `"a1"`, "captures nothing")
	othelloCheckError(t, []string{"othello", "replay"}, "f5 pass\n", "line 1", "move 2", "pass")
	othelloCheckError(t, []string{"othello", "replay"}, "f5 d6 ?\n", "line 1", "move 3", `"?"`)
	othelloCheckError(t, []string{"othello", "replay", "-size", "4"}, "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1 a1\n", "line 1", "move 12", "game over")
	othelloCheckError(t, []string{"othello", "replay", "-size", "6"}, "b3 g1\n", "line 1", "move 2", "off the board")
	for _, size := range []string{"2", "5", "28", "x"} {
		othelloCheckError(t, []string{"othello", "replay", "-size", size}, "", "size")
	}
}

// TestOthelloReplayReference replays random games, on every size, written
// with random case, separators and forced passes, and compares the counts
// with the reference; games are cut at random points so that unfinished
// games are checked too.
func TestOthelloReplayReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 671))
	othelloReplayReference(t, 30, true, func(in *strings.Builder, g *othelloRef, _ int) {
		var tr []string
		stop := 1 + rng.IntN(g.n*g.n) // at least one move: blank lines are skipped
		g.play(rng, func() bool { return len(tr) >= stop }, func(_ int, m [2]int) {
			s := fmt.Sprintf("%c%d", 'a'+m[1], m[0]+1)
			if rng.IntN(3) == 0 {
				s = strings.ToUpper(s)
			}
			tr = append(tr, s)
		}, func(int) {
			if rng.IntN(2) == 0 {
				tr = append(tr, []string{"pass", "PS", "Pass"}[rng.IntN(3)])
			}
		})
		sep := []string{"", " ", ",", ", "}[rng.IntN(4)]
		in.WriteString(strings.Join(tr, sep) + "\n")
	})
}

func TestOthelloShow(t *testing.T) {
	// The boards it draws are golden files (TestGolden).
	out, _, code := runBoard(t, "", "othello", "show", "-size", "4", "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1")
	if !strings.HasSuffix(out, "white wins\nlegal moves: none\n") || code != 0 {
		t.Errorf("show of a finished game: exit %d, output %q", code, out)
	}
	othelloCheckError(t, []string{"othello", "show", "f5", "f5"}, "", "move 2", "occupied")
	othelloCheckError(t, []string{"othello", "show", "-size", "3"}, "", "size")
}

// FuzzOthelloReplay feeds arbitrary input to othello replay: it must exit
// 0 with one output line per non-blank input line (for transcripts; GGF
// games print one line a game), or 2 with one line on standard error.
func FuzzOthelloReplay(f *testing.F) {
	f.Add("f5d6c3d3c4\nf5 f6\n", uint8(2))
	f.Add("b1 c1 d3 a1 pass a3\n", uint8(0))
	f.Add("f5 z9\n", uint8(2))
	f.Add("2 (;TY[s4]BO[4 ---- -O*- -*O- ---- *]B[b1];)(;B[f5]W[PA];)\n", uint8(0))
	f.Fuzz(func(t *testing.T, in string, k uint8) {
		out, stderr, code := runOthelloSized(t, in, k, "replay")
		switch code {
		case 0:
			lines := 0
			for l := range strings.Lines(in) {
				if strings.TrimSpace(l) != "" {
					lines++
				}
			}
			if isGGF(bufio.NewReader(strings.NewReader(in))) {
				lines = strings.Count(out, "\n") // one a game
			}
			if strings.Count(out, "\n") != lines || stderr != "" {
				t.Fatalf("exit 0 with %d output lines for %d transcripts, stderr %q", strings.Count(out, "\n"), lines, stderr)
			}
		case 2:
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "board othello replay: line ") {
				t.Fatalf("exit 2 with stderr %q", stderr)
			}
		default:
			t.Fatalf("exit %d, stderr %q", code, stderr)
		}
	})
}

// runOthelloSized runs "board othello verb" on in with the board size
// that k picks, an even number from 4 to 26, for the fuzz targets.
func runOthelloSized(t *testing.T, in string, k uint8, verb string) (stdout, stderr string, code int) {
	t.Helper()
	return runBoard(t, in, "othello", verb, "-size", fmt.Sprint(4+2*int(k%12)))
}
