package nboard_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/nboard"
	"github.com/seed131617c4/board/protocol"
)

// fake starts a scripted engine on pipes: it answers ping with pong and
// calls onGo for each go, with the number of the go (from 1) and the
// writer of its replies; onGo returns false to close its output, as an
// engine that exits. It returns the client's ends.
func fake(onGo func(n int, w io.Writer) bool) (io.Reader, io.WriteCloser) {
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	go func() {
		defer sw.Close()
		sc := bufio.NewScanner(sr)
		sc.Buffer(nil, 1<<20)
		gos := 0
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			switch {
			case len(f) == 2 && f[0] == "ping":
				fmt.Fprintf(sw, "pong %s\n", f[1])
			case len(f) == 3 && f[0] == "set" && f[1] == "depth":
				fmt.Fprintf(sw, "set myname Fake%s\n", f[2])
			case len(f) == 1 && f[0] == "go":
				gos++
				if !onGo(gos, sw) {
					return
				}
			case len(f) == 1 && f[0] == "quit":
				return
			}
		}
	}()
	return cr, cw
}

// newFake returns a Client over fake(onGo) with short margins.
func newFake(t testing.TB, onGo func(n int, w io.Writer) bool) *nboard.Client {
	t.Helper()
	r, w := fake(onGo)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := nboard.Dial(ctx, r, w)
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	c.Margin = 100 * time.Millisecond
	t.Cleanup(func() { c.Close() })
	return c
}

// TestFaults checks that each fault of an engine is an error naming it,
// within the deadline and its margin, and that the client is left broken
// (every later Choose returns the same error at once) but by an illegal
// move.
func TestFaults(t *testing.T) {
	t.Parallel()
	illegal := []error{protocol.ErrProtocol, board.ErrIllegalMove}
	cases := []struct {
		name   string
		onGo   func(n int, w io.Writer) bool
		want   []error
		broken bool
	}{
		{"exit", func(int, io.Writer) bool { return false }, []error{protocol.ErrExited}, true},
		{"crash mid-reply", func(_ int, w io.Writer) bool { io.WriteString(w, "status thinking\n=== "); return false }, []error{protocol.ErrProtocol}, true},
		{"hang", func(int, io.Writer) bool { return true }, []error{protocol.ErrTimeout}, true},
		{"garbage", func(_ int, w io.Writer) bool { io.WriteString(w, "hello there\n=== hello there\n"); return true }, []error{protocol.ErrProtocol}, true},
		{"bad move", func(_ int, w io.Writer) bool { io.WriteString(w, "=== z0/1.0/0.1\n"); return true }, []error{protocol.ErrProtocol, board.ErrSyntax}, true},
		{"bad eval", func(_ int, w io.Writer) bool { io.WriteString(w, "=== f5/lots/0.1\n"); return true }, []error{protocol.ErrProtocol}, true},
		{"too many fields", func(_ int, w io.Writer) bool { io.WriteString(w, "=== f5 1 2 3\n"); return true }, []error{protocol.ErrProtocol}, true},
		{"illegal move", func(_ int, w io.Writer) bool { io.WriteString(w, "=== a1/0.00/0.1\n"); return true }, append(illegal, othello.ErrNoCapture), false},
		{"occupied", func(_ int, w io.Writer) bool { io.WriteString(w, "=== d4\n"); return true }, append(illegal, board.ErrOccupied), false},
		{"pass", func(_ int, w io.Writer) bool { io.WriteString(w, "=== PA\n"); return true }, illegal, false},
		{"long line", func(_ int, w io.Writer) bool {
			io.WriteString(w, "status "+strings.Repeat("x", 1<<17)+"\n")
			return true
		}, []error{protocol.ErrProtocol}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := newFake(t, c.onGo)
			ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
			defer cancel()
			start := time.Now()
			_, err := e.Choose(ctx, new(othello.Game))
			if took := time.Since(start); took > 2*time.Second {
				t.Errorf("Choose took %v", took)
			}
			for _, w := range c.want {
				if !errors.Is(err, w) {
					t.Errorf("Choose: %v, want an error matching %v", err, w)
				}
			}
			if err == nil || !strings.HasPrefix(err.Error(), "nboard: Fake12: ") {
				t.Errorf("Choose: %v, want an error naming Fake12", err)
			}
			_, err2 := e.Choose(context.Background(), new(othello.Game))
			if c.broken && err2 != err {
				t.Errorf("second Choose: %v, want the fault again: %v", err2, err)
			}
			if !c.broken && (err2 == err || !errors.Is(err2, board.ErrIllegalMove)) {
				t.Errorf("second Choose: %v, want the engine asked again and a new illegal move", err2)
			}
		})
	}
}

// TestFaultExitIsFinal checks that after the engine exits every Choose
// and Hint returns ErrExited at once.
func TestFaultExitIsFinal(t *testing.T) {
	t.Parallel()
	e := newFake(t, func(int, io.Writer) bool { return false })
	for range 2 {
		if _, err := e.Choose(context.Background(), new(othello.Game)); !errors.Is(err, protocol.ErrExited) {
			t.Fatalf("Choose: %v, want ErrExited", err)
		}
	}
	if _, err := e.Hint(context.Background(), new(othello.Game), 2); !errors.Is(err, protocol.ErrExited) {
		t.Fatalf("Hint: %v, want ErrExited", err)
	}
}

// TestLateMove checks that a move that comes after the margin is a
// timeout, which leaves the client broken: the next Choose returns the
// timeout again and does not take the late move for its own.
func TestLateMove(t *testing.T) {
	t.Parallel()
	e := newFake(t, func(n int, w io.Writer) bool {
		time.Sleep(200 * time.Millisecond)
		io.WriteString(w, "=== f5/9.00/0.2\n") // late
		return true
	})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	_, err := e.Choose(ctx, new(othello.Game))
	cancel()
	if !errors.Is(err, protocol.ErrTimeout) {
		t.Fatalf("first Choose: %v, want ErrTimeout", err)
	}
	time.Sleep(200 * time.Millisecond)
	if _, err2 := e.Choose(context.Background(), new(othello.Game)); err2 != err {
		t.Fatalf("second Choose: %v, want the timeout again", err2)
	}
}

// replies are engines' answers to go, all f5 at the start, with what
// Choose reads from them.
var replies = []struct {
	reply                         string
	score, depth, nodes, pvLength int
	exact                         bool
}{
	{"search f5d6 1.50 0 7 text\nnodestats 1234 0.10\n\n=== f5/1.50/0.1\n", 150, 7, 1234, 2, false},
	{"status Edax is thinking\nsearch F5 -1.00 0 100% \nnodestats 35805 0.00\n=== F5 -1.00 0.0\nstatus Edax is waiting\n", -100, 60, 35805, 1, true},
	{"book f5d6c3 0.00,-2.00 1234 20\n=== f5\n", 0, 20, 0, 3, false},
	{"search F5d6-C3 1.50,-2.00 0 100%W text\n=== F5/1.00/0.10\n", 100, 60, 0, 3, false},
}

// TestStopPing checks that the end of Choose's context sends a ping, and
// that the move that answers it, before its pong, is the choice: here an
// engine that searches until told to stop, and a context canceled with no
// deadline.
func TestStopPing(t *testing.T) {
	t.Parallel()
	e, times := stoppable(t, false)
	defer e.Close()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	c, err := e.Choose(ctx, new(othello.Game))
	if err != nil || othello.FormatMove(c.Move) != "f5" || c.Score != 25 {
		t.Fatalf("Choose = %v, %v; want f5 at 25", c, err)
	}
	// In step: the next search is stopped the same way.
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := e.Choose(ctx, new(othello.Game)); err != nil {
		t.Fatalf("second Choose: %v", err)
	}
	if ti := <-times; ti != "0:00" {
		t.Errorf("TI %q of a search of 50ms, want 0:00", ti)
	}
	// A game clock (the match runner's Clocked) goes in the TI, with its
	// increment.
	e.SetClock(90*time.Second, time.Second)
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := e.Choose(ctx, new(othello.Game)); err != nil {
		t.Fatalf("Choose on a clock: %v", err)
	}
	if ti := <-times; ti != "1:30/0:01" {
		t.Errorf("TI %q after SetClock(90s, 1s), want 1:30/0:01", ti)
	}
}

// TestReplies checks that the move and the engine's analysis are read:
// the evaluation, the depth (60 for an exact "100%") and PV of the search
// line of the move, and the nodes; in NTest's form ("=== f5/eval/time")
// and in edax's ("=== F5 eval time"), blank lines left.
func TestReplies(t *testing.T) {
	t.Parallel()
	for _, c := range replies {
		e := newFake(t, func(n int, w io.Writer) bool {
			io.WriteString(w, c.reply)
			return true
		})
		got, err := e.Choose(context.Background(), new(othello.Game))
		if err != nil {
			t.Fatalf("%q: %v", c.reply, err)
		}
		if othello.FormatMove(got.Move) != "f5" || got.Score != c.score || got.Depth != c.depth || got.Nodes != int64(c.nodes) || len(got.PV) != c.pvLength || got.Exact != c.exact {
			t.Errorf("%q: Choose = %v (pv %d, exact %v)", c.reply, got, len(got.PV), got.Exact)
		}
	}
}

// TestStartExit checks that a started command that exits names its
// exit status.
func TestStartExit(t *testing.T) {
	t.Parallel()
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	// Greets, then exits with status 3 at the go.
	e, err := nboard.Start(ctx, sh, "-c", `read a; read b; echo "pong 1"; while read l; do case "$l" in go) exit 3;; esac; done`)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	defer e.Close()
	_, err = e.Choose(ctx, new(othello.Game))
	if !errors.Is(err, protocol.ErrExited) || !strings.Contains(fmt.Sprint(err), "exit status 3") {
		t.Errorf("Choose: %v, want ErrExited with exit status 3", err)
	}

	// Exits before the pong.
	_, err = nboard.Start(ctx, sh, "-c", "exit 4")
	if !errors.Is(err, protocol.ErrExited) {
		t.Errorf("Start of a command that exits: %v, want ErrExited", err)
	}
	// Never answers.
	ctx2, cancel2 := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel2()
	_, err = nboard.Start(ctx2, sh, "-c", "sleep 10")
	if !errors.Is(err, protocol.ErrTimeout) {
		t.Errorf("Start of a silent command: %v, want ErrTimeout", err)
	}
	// Not there.
	if _, err := nboard.Start(ctx, "/no/such/engine"); err == nil {
		t.Errorf("Start of a missing command: no error")
	}
}

// TestPassesSent checks that the game sent with "set game" writes the
// passes, which edax needs: a side that had to pass before the last move,
// and the side to move passing at the end.
func TestPassesSent(t *testing.T) {
	t.Parallel()
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	games := make(chan string, 4)
	go func() {
		defer sw.Close()
		sc := bufio.NewScanner(sr)
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			switch {
			case len(f) == 2 && f[0] == "ping":
				fmt.Fprintf(sw, "pong %s\n", f[1])
			case len(f) >= 3 && f[0] == "set" && f[1] == "game":
				games <- strings.TrimPrefix(sc.Text(), "set game ")
			case len(f) == 1 && f[0] == "go":
				io.WriteString(sw, "=== d4\n") // a2 is not legal either: the reply is not what is tested
			}
		}
	}()
	e, err := nboard.Dial(context.Background(), cr, cw)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	// On 4×4, after b1 c1 d3 a1 Black has no move: White plays on.
	g, err := othello.ParseTranscript(4, "b1c1d3a1")
	if err != nil {
		t.Fatal(err)
	}
	if g.Turn() != othello.White {
		t.Fatalf("turn %v, want white", g.Turn())
	}
	e.Choose(context.Background(), g)
	if got := <-games; !strings.HasSuffix(got, "B[b1]W[c1]B[d3]W[a1]B[PA];)") {
		t.Errorf("set game %s, want a pass of black at the end", got)
	}
	g.PlayTranscript("a3")
	e.Choose(context.Background(), g)
	if got := <-games; !strings.HasSuffix(got, "B[b1]W[c1]B[d3]W[a1]B[PA]W[a3];)") {
		t.Errorf("set game %s, want the pass of black before a3", got)
	}
}

// FuzzEngine feeds any output of an engine, after the pong of each ping,
// to Client.Choose: it must not panic, must return within the deadline
// and its margin, and a move it returns must be legal.
func FuzzEngine(f *testing.F) {
	for _, c := range replies {
		f.Add(c.reply)
	}
	for _, s := range []string{"=== d3 -1.00 0.0\n", "=== f5//\n", "=== a1\n", "=== PA\n", "warning Must pick a depth\n\n", "pong 99\n=== \n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, reply string) {
		e := newFake(t, func(_ int, w io.Writer) bool {
			io.WriteString(w, reply)
			return true
		})
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		start := time.Now()
		g := new(othello.Game)
		c, err := e.Choose(ctx, g)
		if took := time.Since(start); took > 2*time.Second {
			t.Fatalf("Choose took %v", took)
		}
		if err == nil {
			if err := g.Play(c.Move); err != nil {
				t.Fatalf("Choose returned an illegal move %v", c)
			}
		}
	})
}

// TestStopPingAgain holds the client to pinging a stopped search again:
// edax 4.6 loses a ping that comes before its search has started, and
// then searches on to its full depth.
func TestStopPingAgain(t *testing.T) {
	t.Parallel()
	e, _ := stoppable(t, true)
	defer e.Close()
	e.Margin = 2 * time.Second
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	c, err := e.Choose(ctx, new(othello.Game))
	if err != nil || othello.FormatMove(c.Move) != "f5" {
		t.Fatalf("Choose = %v, %v; want f5", c, err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("the move came after %v: the ping was not sent again", d)
	}
}

// stoppable returns a client of a fake engine that searches until a ping
// stops it, then answers f5; if lose, it loses the first ping of each
// search, as edax can. The channel gets the TI of each game sent.
func stoppable(t *testing.T, lose bool) (*nboard.Client, <-chan string) {
	t.Helper()
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	times := make(chan string, 8)
	go func() {
		defer sw.Close()
		sc := bufio.NewScanner(sr)
		searching, lost := false, false
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			if _, rest, ok := strings.Cut(sc.Text(), "TI["); ok {
				ti, _, _ := strings.Cut(rest, "]")
				times <- ti
			}
			switch {
			case len(f) == 1 && f[0] == "go":
				searching, lost = true, false
			case len(f) == 2 && f[0] == "ping" && searching && lose && !lost:
				lost = true
			case len(f) == 2 && f[0] == "ping":
				if searching {
					io.WriteString(sw, "=== f5/0.25/1.00\n")
					searching = false
				}
				fmt.Fprintf(sw, "pong %s\n", f[1])
			}
		}
	}()
	e, err := nboard.Dial(context.Background(), cr, cw)
	if err != nil {
		t.Fatal(err)
	}
	return e, times
}
