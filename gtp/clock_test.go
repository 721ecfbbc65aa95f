package gtp_test

import (
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/othello"
)

// TestGenmoveClock holds the server to the clocks a GUI gives: the
// player handed to it (a level-0 engine in board othello gtp, the
// strongest within its time) gets the time of each genmove as its
// context's deadline: a twentieth of the main time, of the time left
// plus the byo-yomi per stone, the time left over the stones left in
// byo-yomi; none with no clock, or with byo-yomi and no stones (no time
// limit, section 4.2).
func TestGenmoveClock(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in       string
		want     time.Duration
		deadline bool
	}{
		{"", 0, false},
		{"time_settings 60 0 0\n", 2900 * time.Millisecond, true},
		{"time_settings 60 0 0\ntime_left black 30 0\n", 1400 * time.Millisecond, true},
		{"time_settings 0 10 5\n", 1900 * time.Millisecond, true},
		{"time_settings 600 30 5\ntime_left black 20 4\n", 4900 * time.Millisecond, true},
		{"time_settings 0 10 0\n", 0, false},
	} {
		p := &prototest.DeadlinePlayer[*othello.Game]{}
		srv := &gtp.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: p}
		out := prototest.ServeAll(t, srv.Serve, c.in+"genmove black\n")
		times := p.Times()
		if !strings.HasSuffix(out, "= d3\n\n") || len(times) != 1 {
			t.Errorf("%q: output %q, %d moves", c.in, out, len(times))
			continue
		}
		if got := times[0]; c.deadline && (got > c.want || got < c.want-100*time.Millisecond) || !c.deadline && got != 0 {
			t.Errorf("%q: the player's context leaves it %v, want %v", c.in, got, c.want)
		}
	}
}
