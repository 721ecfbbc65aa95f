package gomocup

import (
	"io"
	"strings"
	"testing"

	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/internal/enginetest"
)

// TestServeCancelsMoves holds a brain that plays 2,000 timed moves in one
// session to leaving none of the contexts of its moves alive in the
// session's: each move's context is cancelled when the move is played, so
// a brain that plays a long tournament does not grow.
func TestServeCancelsMoves(t *testing.T) {
	const moves = 2000
	var in strings.Builder
	in.WriteString("START 15\nINFO timeout_turn 1000\n")
	for range moves {
		in.WriteString("RESTART\nBEGIN\n")
	}
	in.WriteString("END\n")
	ctx := enginetest.NewCountingContext()
	b := &Brain{Player: &engine.Engine{Level: 1}}
	if err := b.Serve(ctx, strings.NewReader(in.String()), io.Discard); err != nil {
		t.Fatal(err)
	}
	if n := ctx.Live(); n > 0 {
		t.Errorf("%d contexts of %d timed moves still registered with the session's context", n, moves)
	}
}
