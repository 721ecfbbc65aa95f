package nboard_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/nboard"
	"github.com/seed131617c4/board/search"
)

// TestGoClock holds the server to the clock of the game the GUI sets:
// the player handed to it (a level-0 engine in board othello nboard, the
// strongest within its time) gets as its context's deadline, for go, the
// share of the side to move's clock (TB or TW, else TI) less the times of
// its moves, in the game and in the move commands after it, plus the
// increment after each; no deadline without a clock, or for hint.
func TestGoClock(t *testing.T) {
	t.Parallel()
	const start = "BO[8 ---------------------------O*------*O--------------------------- *]"
	for _, c := range []struct {
		in   string
		want time.Duration // a thirtieth of the time left and 3/4 of the increment
	}{
		{"go\n", 0},
		{"set game (;GM[Othello]" + start + ";)\ngo\n", 0},
		{"set game (;GM[Othello]TI[15:00]" + start + ";)\ngo\n", 30 * time.Second},
		{"set game (;GM[Othello]TI[01:00]" + start + "B[F5//10]W[F6//5];)\ngo\n", 50 * time.Second / 30},
		{"set game (;GM[Othello]TI[01:00/00:02/02:00]" + start + "B[F5//10]W[F6//5];)\ngo\n", 52*time.Second/30 + 1500*time.Millisecond},
		{"set game (;GM[Othello]TI[01:00]TB[2:00]" + start + "B[F5//10]W[F6//5];)\ngo\n", 110 * time.Second / 30},
		{"set game (;GM[Othello]TI[1:00]" + start + ";)\nmove f5//20\nmove f6/0.5/1\ngo\n", 40 * time.Second / 30},
		{"set game (;GM[Othello]TI[1:00]" + start + ";)\nmove f5//20\ngo\n", 60 * time.Second / 30}, // White to move: its clock is whole
		{"set game (;GM[Othello]TI[15:00]" + start + ";)\nhint 1\n", 0},
		{"set game (;GM[Othello]TI[soon]" + start + ";)\ngo\n", 0},
	} {
		p := &prototest.DeadlinePlayer[*othello.Game]{}
		got, ok := serveGo(t, p, p, c.in)
		if !ok {
			continue
		}
		if c.want == 0 && got != 0 || c.want > 0 && (got > c.want || got < c.want-100*time.Millisecond) {
			t.Errorf("%q: the player's context leaves it %v, want %v", c.in, got, c.want)
		}
	}
}

// serveGo serves the session "nboard 2" and in with the player p, whose
// deadlines d records, and returns the time its one search was left, or
// false (with an error) when there was not one search or the server
// warned.
func serveGo(t *testing.T, p search.Player[*othello.Game], d *prototest.DeadlinePlayer[*othello.Game], in string) (time.Duration, bool) {
	t.Helper()
	srv := &nboard.Server{Player: p}
	var out bytes.Buffer
	if err := srv.Serve(context.Background(), strings.NewReader("nboard 2\n"+in), &out); err != nil {
		t.Fatal(err)
	}
	times := d.Times()
	if len(times) != 1 || strings.Contains(out.String(), "warning") {
		t.Errorf("%q: %d searches, reply:\n%s", in, len(times), out.String())
		return 0, false
	}
	return times[0], true
}

// clockedPlayer is a DeadlinePlayer that is also given the game clock,
// as the Engine of package othello/engine is: it records what SetClock
// said.
type clockedPlayer struct {
	prototest.DeadlinePlayer[*othello.Game]
	clocks [][2]time.Duration
}

func (p *clockedPlayer) SetClock(left, increment time.Duration) {
	p.clocks = append(p.clocks, [2]time.Duration{left, increment})
}

// TestGoClockClocked holds the server to the clock of a player that
// shares its clock out itself: for go, it gets the time left on the side
// to move's clock and the increment with SetClock, and a deadline at the
// time left less a tenth, at most a second; nothing without a clock.
func TestGoClockClocked(t *testing.T) {
	t.Parallel()
	const start = "BO[8 ---------------------------O*------*O--------------------------- *]"
	for _, c := range []struct {
		in        string
		left, inc time.Duration // 0: no clock
		deadline  time.Duration
	}{
		{"go\n", 0, 0, 0},
		{"set game (;GM[Othello]TI[5:00]" + start + ";)\ngo\n", 5 * time.Minute, 0, 5*time.Minute - time.Second},
		{"set game (;GM[Othello]TI[01:00/00:02]" + start + "B[F5//10]W[F6//5];)\ngo\n", 52 * time.Second, 2 * time.Second, 51 * time.Second},
		{"set game (;GM[Othello]TI[0:05]" + start + ";)\ngo\n", 5 * time.Second, 0, 4500 * time.Millisecond},
	} {
		p := &clockedPlayer{}
		got, ok := serveGo(t, p, &p.DeadlinePlayer, c.in)
		if !ok {
			continue
		}
		if c.left == 0 {
			if len(p.clocks) != 0 || got != 0 {
				t.Errorf("%q: clocks %v and a deadline %v, want none", c.in, p.clocks, got)
			}
			continue
		}
		if len(p.clocks) != 1 || p.clocks[0] != [2]time.Duration{c.left, c.inc} {
			t.Errorf("%q: SetClock got %v, want [%v %v]", c.in, p.clocks, c.left, c.inc)
		}
		if got > c.deadline || got < c.deadline-100*time.Millisecond {
			t.Errorf("%q: the player's context leaves it %v, want %v", c.in, got, c.deadline)
		}
	}
}
