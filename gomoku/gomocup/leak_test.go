package gomocup

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/internal/enginetest"
)

// TestServeCancelsMoves holds a brain that plays 2,000 timed moves in one
// session to leaving none of the contexts of its moves alive in the
// session's: each move's context is cancelled when the move is played, so
// a brain that plays a long tournament does not grow. With pondering on
// (200 moves), each move's pondering is stopped by the RESTART after it,
// and once Serve has returned the goroutines of the brain and of its
// engine end.
func TestServeCancelsMoves(t *testing.T) {
	for _, ponder := range []bool{false, true} {
		t.Run(fmt.Sprintf("ponder=%v", ponder), func(t *testing.T) {
			moves := 2000
			before := runtime.NumGoroutine()
			var in strings.Builder
			in.WriteString("START 15\nINFO timeout_turn 1000\n")
			if ponder {
				moves = 200
				in.WriteString("INFO pondering 1\n")
			}
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
			deadline := time.Now().Add(2 * time.Second)
			for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			if n := runtime.NumGoroutine(); n > before {
				t.Errorf("%d goroutines left after Serve returned, %d before", n, before)
			}
		})
	}
}
