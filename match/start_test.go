package match_test

import (
	"context"
	"errors"
	"io"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/seed131617c4/board/match"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	"github.com/seed131617c4/board/ugi"
)

// TestStartWait holds Limits.StartWait to its rule: Start if set, else
// the larger of MinStart, ten moves and a tenth of the game under a
// limit of time, else no bound.
func TestStartWait(t *testing.T) {
	for _, c := range []struct {
		l    match.Limits
		want time.Duration
	}{
		{match.Limits{}, 0},
		{match.Limits{Start: time.Second}, time.Second},
		{match.Limits{Start: time.Second, MoveTime: time.Minute}, time.Second},
		{match.Limits{MoveTime: 100 * time.Millisecond}, match.MinStart},
		{match.Limits{MoveTime: time.Second}, 10 * time.Second},
		{match.Limits{GameTime: 5 * time.Minute, Increment: time.Second}, 30 * time.Second},
		{match.Limits{GameTime: 10 * time.Second}, match.MinStart},
	} {
		if got := c.l.StartWait(); got != c.want {
			t.Errorf("%+v.StartWait() = %v, want %v", c.l, got, c.want)
		}
	}
}

// TestStartFails plays a match against engines that never start: one
// whose program does not exist, one that never answers the handshake (a
// UGI client of /bin/cat, or of a pipe), one that exits at uginewgame.
// An
// engine that never started stops the match after its first game with
// an error that names it and says why, within the start wait, not the
// minute of the client's own handshake wait.
func TestStartFails(t *testing.T) {
	ours := func() match.Engine[tttGame] {
		var made atomic.Int32
		return ugiEngine("ours", 1, &made)
	}
	mute := match.Engine[tttGame]{Name: "mute", New: func(ctx context.Context) (search.Player[tttGame], error) {
		r, w := io.Pipe()
		defer w.Close()
		return ugi.Dial(ctx, tictactoe.Spec(), r, io.Discard)
	}}
	for _, c := range []struct {
		name   string
		engine match.Engine[tttGame]
		want   []error
		text   string
	}{
		{"missing", match.Engine[tttGame]{Name: "missing", New: func(ctx context.Context) (search.Player[tttGame], error) {
			return ugi.Start(ctx, tictactoe.Spec(), "/nonexistent")
		}}, nil, "/nonexistent"},
		{"mute", mute, []error{context.DeadlineExceeded}, "not ready within 200ms"},
		{"exit", fakeEngine("exit", 0, new(atomic.Int32)), []error{protocol.ErrExited}, "isready: engine exited"},
		{"cat", match.Engine[tttGame]{Name: "cat", New: func(ctx context.Context) (search.Player[tttGame], error) {
			if _, err := exec.LookPath("/bin/cat"); err != nil {
				t.Skip("no /bin/cat")
			}
			return ugi.Start(ctx, tictactoe.Spec(), "/bin/cat")
		}}, []error{context.DeadlineExceeded}, "not ready within 200ms"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var games []*match.Game[tictactoe.Mark, tttGame]
			m := &match.Match[tictactoe.Mark, tttGame]{
				Engines: []match.Engine[tttGame]{ours(), c.engine},
				Sides:   tttSides,
				New:     newTTT,
				Games:   10,
				Limits:  match.Limits{MoveTime: 100 * time.Millisecond, Start: 200 * time.Millisecond},
				Record:  appendTo(&games),
			}
			start := time.Now()
			res, err := m.Run(context.Background())
			if took := time.Since(start); took > 5*time.Second {
				t.Errorf("Run took %v", took)
			}
			if !errors.Is(err, match.ErrStart) || !strings.Contains(err.Error(), "engine "+c.engine.Name) || !strings.Contains(err.Error(), c.text) {
				t.Errorf("Run: %v, want an error matching ErrStart that names %s and says %q", err, c.engine.Name, c.text)
			}
			for _, w := range c.want {
				if !errors.Is(err, w) {
					t.Errorf("Run: %v, want an error matching %v too", err, w)
				}
			}
			if res == nil || res.Played != 1 || res.Faults[1] != 1 || len(games) != 1 || !errors.Is(games[0].Err, match.ErrStart) {
				t.Fatalf("result %+v, %d games recorded", res, len(games))
			}
		})
	}
}

// TestStartFailsLater plays a match against an engine that starts once,
// then fails to start again after a crash: it loses the games it cannot
// start, and the match is played to its end.
func TestStartFailsLater(t *testing.T) {
	var made, madeOurs atomic.Int32
	crashy := fakeEngine("crash", 1, &made)
	first := crashy.New
	crashy.New = func(ctx context.Context) (search.Player[tttGame], error) {
		if made.Load() > 0 {
			return nil, protocol.ErrExited
		}
		return first(ctx)
	}
	m := &match.Match[tictactoe.Mark, tttGame]{
		Engines: []match.Engine[tttGame]{crashy, ugiEngine("ours", 1, &madeOurs)},
		Sides:   tttSides,
		New:     newTTT,
		Games:   4,
		Limits:  match.Limits{MoveTime: 100 * time.Millisecond},
	}
	res, err := m.Run(context.Background())
	if err != nil || res.Played != 4 || res.Faults[0] != 4 {
		t.Fatalf("Run: %v; result %+v", err, res)
	}
}
