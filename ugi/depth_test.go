package ugi_test

import (
	"bufio"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/ugi"
)

// A lineClient drives a server line by line, as a GUI does.
type lineClient struct {
	t  *testing.T
	w  io.Writer
	sc *bufio.Scanner
}

// dialServer serves srv on pipes and returns a client of it; the test's
// end closes the connection.
func dialServer(t *testing.T, srv *ugi.Server[othello.Color, *othello.Game]) *lineClient {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan struct{})
	go func() { srv.Serve(context.Background(), inR, outW); outW.Close(); close(done) }()
	t.Cleanup(func() { inW.Close(); io.Copy(io.Discard, outR); <-done })
	return &lineClient{t: t, w: inW, sc: bufio.NewScanner(outR)}
}

// send sends a line.
func (c *lineClient) send(line string) {
	c.t.Helper()
	if _, err := io.WriteString(c.w, line+"\n"); err != nil {
		c.t.Fatal(err)
	}
}

// until reads lines up to one that starts with prefix, and returns them.
func (c *lineClient) until(prefix string) []string {
	c.t.Helper()
	var lines []string
	for c.sc.Scan() {
		lines = append(lines, c.sc.Text())
		if strings.HasPrefix(c.sc.Text(), prefix) {
			return lines
		}
	}
	c.t.Fatalf("no %q line after %q", prefix, lines)
	return nil
}

// infoDepth returns the line of lines that starts "info depth".
func infoDepth(lines []string) string {
	for _, l := range lines {
		if strings.HasPrefix(l, "info depth ") {
			return l
		}
	}
	return ""
}

// TestGoDepth drives the server of our Othello engine as a GUI does: go
// depth N, for N from 1 to 3, is searched by the player Depth makes (here
// the level of that depth, without its book, as board ugi othello does),
// and the info line reports the depth searched; the player of a depth
// is kept for the next go of that depth.
func TestGoDepth(t *testing.T) {
	t.Parallel()
	var made []int
	srv := &ugi.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: &oengine.Engine{Level: 1, NoBook: true},
		Depth: func(d int) search.Player[*othello.Game] {
			made = append(made, d)
			return &oengine.Engine{Level: d, NoBook: true}
		}}
	c := dialServer(t, srv)
	c.send("ugi")
	c.until("ugiok")
	c.send("position startpos moves f5 d6")
	for _, d := range []string{"1", "2", "3", "3"} {
		c.send("go depth " + d)
		lines := c.until("bestmove ")
		if info := infoDepth(lines); !strings.HasPrefix(info, "info depth "+d+" ") {
			t.Errorf("go depth %s: %q", d, lines)
		}
	}
	c.send("go movetime 100")
	if info := infoDepth(c.until("bestmove ")); !strings.HasPrefix(info, "info depth 1 ") {
		t.Errorf("go movetime 100 at level 1: %q", info)
	}
	if len(made) != 3 {
		t.Errorf("Depth made players for %v, want one for each of 1, 2 and 3", made)
	}
}

// TestGoDepthPiped holds the server to a script piped in: the end of
// the input waits for the search of go depth 3, which reports its depth,
// and so does a command that comes during it.
func TestGoDepthPiped(t *testing.T) {
	t.Parallel()
	serve := func(ctx context.Context, r io.Reader, w io.Writer) error {
		srv := &ugi.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: &oengine.Engine{Level: 3, NoBook: true}}
		return srv.Serve(ctx, r, w)
	}
	out := prototest.ServeAll(t, serve, "position startpos moves f5 d6\ngo depth 3\n")
	if !strings.Contains(out, "info depth 3 ") {
		t.Errorf("output %q, want info depth 3", out)
	}
	out = prototest.ServeAll(t, serve, "position startpos moves f5 d6\ngo depth 3\nposition startpos moves f5\nquery p1turn\n")
	if !strings.Contains(out, "info depth 3 ") || !strings.HasSuffix(out, "response false\n") {
		t.Errorf("output %q, want info depth 3 and the answer of the query", out)
	}
}

// TestGoClock holds the server to the clocks a GUI gives: the player
// handed to it (a level-0 engine in board ugi, the strongest within its
// time) gets each go's time as its context's deadline: movetime less
// the time to answer, the share of the side to move's clock; none for a
// go depth.
func TestGoClock(t *testing.T) {
	t.Parallel()
	p := &prototest.DeadlinePlayer[*othello.Game]{}
	c := dialServer(t, &ugi.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: p})
	c.send("position startpos")
	for _, tc := range []struct {
		go_      string
		lo, hi   time.Duration
		deadline bool
	}{
		{"go movetime 1000", 900 * time.Millisecond, 950 * time.Millisecond, true},
		{"go p1time 60000 p2time 3000 p1inc 0 p2inc 0", 1900 * time.Millisecond, 2000 * time.Millisecond, true}, // p1 (Black) to move: 60 s / 30
		{"go p1time 3000 p2time 60000 p1inc 1000 p2inc 0", 800 * time.Millisecond, 850 * time.Millisecond, true},
		{"go depth 3", 0, 0, false},
	} {
		c.send(tc.go_)
		c.until("bestmove ")
		times := p.Times()
		got := times[len(times)-1]
		if tc.deadline && (got <= tc.lo-50*time.Millisecond || got > tc.hi) || !tc.deadline && got != 0 {
			t.Errorf("%s: the player's context leaves it %v, want %v to %v", tc.go_, got, tc.lo, tc.hi)
		}
	}
}
