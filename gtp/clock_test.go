package gtp_test

import (
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/search"
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
		got, ok := genmoveTime(t, p, p, c.in)
		if !ok {
			continue
		}
		if c.deadline && (got > c.want || got < c.want-100*time.Millisecond) || !c.deadline && got != 0 {
			t.Errorf("%q: the player's context leaves it %v, want %v", c.in, got, c.want)
		}
	}
}

// genmoveTime serves in and "genmove black" with the player p, whose
// deadlines d records, and returns the time its one search was left, or
// false (with an error) when the answer was not d3 from one search.
func genmoveTime(t *testing.T, p search.Player[*othello.Game], d *prototest.DeadlinePlayer[*othello.Game], in string) (time.Duration, bool) {
	t.Helper()
	srv := &gtp.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: p}
	out := prototest.ServeAll(t, srv.Serve, in+"genmove black\n")
	times := d.Times()
	if !strings.HasSuffix(out, "= d3\n\n") || len(times) != 1 {
		t.Errorf("%q: output %q, %d moves", in, out, len(times))
		return 0, false
	}
	return times[0], true
}

// clockedPlayer is a DeadlinePlayer that is also given the game clock,
// as the Othello engine is: it records what SetClock said.
type clockedPlayer struct {
	prototest.DeadlinePlayer[*othello.Game]
	clocks []time.Duration
}

func (p *clockedPlayer) SetClock(left, increment time.Duration) {
	p.clocks = append(p.clocks, left)
}

// TestGenmoveClockClocked holds the server to the clock of a player that
// shares its clock out itself: under a sudden death whose time_left is
// known, it gets the time left with SetClock and a deadline at that time
// less a tenth, at most a second; otherwise the deadline of any player.
func TestGenmoveClockClocked(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in    string
		clock time.Duration // 0: no SetClock
		want  time.Duration
	}{
		{"time_settings 300 0 0\ntime_left black 200 0\n", 200 * time.Second, 199 * time.Second},
		{"time_settings 60 0 0\ntime_left black 5 0\n", 5 * time.Second, 4500 * time.Millisecond},
		{"time_settings 60 0 0\n", 0, 2900 * time.Millisecond},
		{"time_settings 600 30 5\ntime_left black 20 4\n", 0, 4900 * time.Millisecond},
	} {
		p := &clockedPlayer{}
		got, ok := genmoveTime(t, p, &p.DeadlinePlayer, c.in)
		if !ok {
			continue
		}
		if c.clock > 0 && (len(p.clocks) != 1 || p.clocks[0] != c.clock) || c.clock == 0 && len(p.clocks) != 0 {
			t.Errorf("%q: SetClock got %v, want %v", c.in, p.clocks, c.clock)
		}
		if got > c.want || got < c.want-100*time.Millisecond {
			t.Errorf("%q: the player's context leaves it %v, want %v", c.in, got, c.want)
		}
	}
}
