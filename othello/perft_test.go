package othello

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board/internal/sharedtest"
)

var perftDepth = flag.Int("othello.perft", 11, "the deepest 8×8 perft of TestPerft, at most 14 (each ply takes about 8 times longer; 12 takes a few seconds)")

// perftTable reads the shared perft table: leaves by depth.
func perftTable(t *testing.T) map[int]uint64 {
	t.Helper()
	f, err := os.Open(sharedtest.Path(t, "othello", "perft.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	table := map[int]uint64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 2 {
			t.Fatalf("perft.txt: bad line %q", line)
		}
		d, err1 := strconv.Atoi(fields[0])
		n, err2 := strconv.ParseUint(fields[1], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("perft.txt: bad line %q", line)
		}
		table[d] = n
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(table) < 11 {
		t.Fatalf("perft.txt: %d depths, want at least 11", len(table))
	}
	return table
}

// TestPerft checks the bitboard perft from the 8×8 start against the
// shared table: every flip algorithm at depths 1 to 8, and the fastest,
// searching in parallel, from 9 to -othello.perft (11 by default, 8 with
// -short).
func TestPerft(t *testing.T) {
	table := perftTable(t)
	start, _ := StartBitboard(8)
	for _, a := range FlipAlgorithms() {
		t.Run("algo="+a.Name, func(t *testing.T) {
			t.Parallel()
			var got, want []uint64
			for d := 1; d <= 8; d++ {
				got = append(got, a.Perft(start, d))
				want = append(want, table[d])
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("perft 1..8 (-want +got):\n%s", diff)
			}
		})
	}
	deepest := *perftDepth
	if testing.Short() {
		deepest = 8
	}
	for d := 9; d <= deepest; d++ {
		want, ok := table[d]
		if !ok {
			t.Fatalf("perft.txt has no depth %d", d)
		}
		if got := PerftParallel(start, d, 0); got != want {
			t.Errorf("PerftParallel(start, %d) = %d, want %d", d, got, want)
		}
	}
}

// TestPerftEdges checks depths 0 and below, a finished game and a forced
// pass.
func TestPerftEdges(t *testing.T) {
	start, _ := StartBitboard(8)
	over := Bitboard{Mover: ^uint64(0) >> 1} // full board but h8, and no move
	// In pass the mover, on c1, has no move; the opponent, on a1 and b1,
	// has one, d1, after which the mover has no disc and the game is over.
	pass := Bitboard{Mover: 1 << 2, Opponent: 1<<0 | 1<<1}
	cases := []struct {
		name  string
		b     Bitboard
		depth int
		want  uint64
	}{
		{"negative", start, -1, 0},
		{"zero", start, 0, 1},
		{"over at 1", over, 1, 1},
		{"over at 5", over, 5, 1},
		{"pass at 1", pass, 1, 1},
		{"pass at 2", pass, 2, 1},
		{"pass then over", pass, 9, 1},
	}
	for _, c := range cases {
		for _, a := range FlipAlgorithms() {
			if got := a.Perft(c.b, c.depth); got != c.want {
				t.Errorf("%s: %s.Perft(%d) = %d, want %d", c.name, a.Name, c.depth, got, c.want)
			}
		}
		if got := PerftParallel(c.b, c.depth, 2); got != c.want {
			t.Errorf("%s: PerftParallel(%d) = %d, want %d", c.name, c.depth, got, c.want)
		}
	}
}

// TestPerftPosition checks the generic perft on every board size: on 8×8
// and larger boards the first 6 plies never reach an edge, so they match
// the shared 8×8 table; on the smaller boards it is checked below against
// the bitboard.
func TestPerftPosition(t *testing.T) {
	table := perftTable(t)
	for n := MinSize; n <= MaxSize; n += 2 {
		p, err := NewPosition(n)
		if err != nil {
			t.Fatal(err)
		}
		text := p.Text()
		var got, want []uint64
		for d := range 7 {
			got = append(got, PerftPosition(p, d))
			want = append(want, table[d])
		}
		if p.Text() != text {
			t.Errorf("%d×%d: PerftPosition changed the position", n, n)
		}
		if n < 8 {
			continue
		}
		want[0] = 1
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%d×%d: perft 0..6 (-want +got):\n%s", n, n, diff)
		}
	}
	p, _ := NewPosition(8)
	if got := PerftPosition(p, -1); got != 0 {
		t.Errorf("PerftPosition(-1) = %d, want 0", got)
	}
}

// TestPerftSmallBoards checks the bitboard perft of the 4×4 and 6×6 boards
// embedded in the 64-bit board, with every flip algorithm, against the
// generic perft: on 4×4 to depth 16, past the end of every game, and on
// 6×6 to depth 8 (7 with -short or -race).
func TestPerftSmallBoards(t *testing.T) {
	deep := map[int]int{4: 16, 6: 8}
	if testing.Short() || raceEnabled {
		deep[6] = 7
	}
	for _, n := range []int{4, 6} {
		p, _ := NewPosition(n)
		b, _ := StartBitboard(n)
		var want []uint64
		for d := 1; d <= deep[n]; d++ {
			want = append(want, PerftPosition(p, d))
		}
		for _, a := range FlipAlgorithms() {
			var got []uint64
			for d := 1; d <= deep[n]; d++ {
				got = append(got, a.Perft(b, d))
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%d×%d, %s: perft 1..%d (-want generic +got bitboard):\n%s", n, n, a.Name, deep[n], diff)
			}
		}
		if got, want := PerftParallel(b, deep[n], 3), want[len(want)-1]; got != want {
			t.Errorf("%d×%d: PerftParallel(%d) = %d, want %d", n, n, deep[n], got, want)
		}
	}
}
