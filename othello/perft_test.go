package othello_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello"
)

// TestPerft checks the generic perft on every board size: on 8×8
// and larger boards the first 6 plies never reach an edge, so they match
// the shared 8×8 table; on the smaller boards it is checked below against
// the bitboard.
func TestPerft(t *testing.T) {
	table := othellotest.PerftTable(t)
	for n := othello.MinSize; n <= othello.MaxSize; n += 2 {
		p, err := othello.NewPosition(n)
		if err != nil {
			t.Fatal(err)
		}
		text := p.Text()
		var got, want []uint64
		for d := range 7 {
			got = append(got, othello.Perft(p, d))
			want = append(want, table[d])
		}
		if p.Text() != text {
			t.Errorf("%d×%d: Perft changed the position", n, n)
		}
		if n < 8 {
			continue
		}
		want[0] = 1
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%d×%d: perft 0..6 (-want +got):\n%s", n, n, diff)
		}
	}
	p, _ := othello.NewPosition(8)
	if got := othello.Perft(p, -1); got != 0 {
		t.Errorf("Perft(-1) = %d, want 0", got)
	}
}

// TestLeavesPerftTable checks the generic rules of Position (its moves,
// Play, Pass and Undo, through othello.Perft) against the shared 8×8 perft
// table, to depth 7 (8 with -othello.deep).
func TestLeavesPerftTable(t *testing.T) {
	table := othellotest.PerftTable(t)
	maxDepth := 7
	if othellotest.Deep() {
		maxDepth = 8
	}
	p, _ := othello.NewPosition(8)
	for depth := 1; depth <= maxDepth; depth++ {
		if got, want := othello.Perft(p, depth), table[depth]; got != want || want == 0 {
			t.Errorf("perft depth %d = %d, want %d", depth, got, want)
		}
	}
}
