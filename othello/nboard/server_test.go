package nboard_test

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/nboard"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// still is a player whose choices take no time, for transcripts that do
// not change from run to run.
type still struct{ p search.Player[*othello.Game] }

func (s still) Choose(ctx context.Context, g *othello.Game) (search.Choice, error) {
	c, err := s.p.Choose(ctx, g)
	c.Elapsed = 0
	return c, err
}

// exampleSession is the GUI's side of the example session of NBoard's
// protocol document (Protocol.htm in NTest's sources).
const exampleSession = `nboard 2
set game (;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)
set depth 6
ping 1
go
`

// sessions are GUI inputs whose whole reply is kept in
// testdata/<name>.txt; go test -update rewrites the files.
var sessions = []struct{ name, in string }{
	{"example", exampleSession},
	// The same game sent as moves, a hint, the analysis, learn and a
	// protocol 1 move. No ping follows a search: a ping stops it, at a
	// time that varies from run to run.
	{"moves", "nboard 2\nset depth 1\nset contempt 0\nmove f5\nmove F6/0.50/1.5\nmove d3//2\nmove c5/-1.25\nping 7\nhint 3\nlearn\nE6\nanalyze\n"},
	// Commands it cannot follow: each answered with a warning, the
	// state kept, the session going on to the end.
	{"errors", "nboard x\nnboard 3\nfoo bar\nset\nset depth 0\nset depth x\nset color white\nset contempt many\nset game (;GM[Othello]B[z9];)\nset game (;GM[Othello]TY[8]B[f5]W[f5];)\nset game nonsense\nmove\nmove f5/x\nmove a1\nmove z99\nmove f5]\nhint\nhint -1\nping\nping abc\n\r\n   \nset depth 1\nmove f5\nping 2\n"},
}

// TestSessions runs each session through a server of our engine at
// level 1 and compares the whole reply with its golden file.
func TestSessions(t *testing.T) {
	t.Parallel()
	for _, s := range sessions {
		t.Run(s.name, func(t *testing.T) {
			srv := &nboard.Server{Player: still{&engine.Engine{Level: 1}}, Name: "board1"}
			var out bytes.Buffer
			if err := srv.Serve(context.Background(), strings.NewReader(s.in), &out); err != nil {
				t.Fatalf("Serve: %v", err)
			}
			got := "> " + strings.ReplaceAll(strings.TrimSuffix(s.in, "\n"), "\n", "\n> ") + "\n-- replies --\n" + out.String()
			sharedtest.Golden(t, filepath.Join("testdata", s.name+".txt"), got)
		})
	}
}

// TestServeDepth checks that "set depth" makes the player of the Depth
// function, and that the reply names the engine.
func TestServeDepth(t *testing.T) {
	t.Parallel()
	var depths []int
	srv := &nboard.Server{
		Player: still{&engine.Engine{Level: 1}},
		Depth: func(d int) search.Player[*othello.Game] {
			depths = append(depths, d)
			return still{&engine.Engine{Level: 1}}
		},
	}
	var out bytes.Buffer
	in := "nboard 2\nset depth 4\nset depth 60\ngo\n"
	if err := srv.Serve(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	if len(depths) != 2 || depths[0] != 4 || depths[1] != 60 {
		t.Errorf("depths = %v, want [4 60]", depths)
	}
	if !strings.Contains(out.String(), "set myname "+nboard.DefaultName+" "+protocol.Version()+"\n") || !strings.Contains(out.String(), "=== ") {
		t.Errorf("reply:\n%s", out.String())
	}
}

// slow is a player that thinks until its context ends, then plays its
// first legal move.
type slow struct{}

func (slow) Choose(ctx context.Context, g *othello.Game) (search.Choice, error) {
	<-ctx.Done()
	for pt := range g.Moves() {
		return search.Choice{Move: pt}, nil
	}
	return search.Choice{}, nil
}

// TestServePingStops checks that a ping during a search stops it: the
// move comes, then the pong.
func TestServePingStops(t *testing.T) {
	t.Parallel()
	pr, pw := io.Pipe()
	var out syncBuffer
	done := goServe(context.Background(), &nboard.Server{Player: slow{}}, pr, &out, nil)
	io.WriteString(pw, "nboard 2\nset depth 5\ngo\n")
	time.Sleep(20 * time.Millisecond)
	io.WriteString(pw, "ping 3\n")
	pw.Close()
	if err := served(t, done, "a ping did not stop the search"); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	i, j := strings.Index(got, "=== "), strings.Index(got, "pong 3")
	if i < 0 || j < i {
		t.Errorf("want the move then the pong:\n%s", got)
	}
}

// TestServeContext checks that the end of ctx ends Serve, even while the
// input is silent.
func TestServeContext(t *testing.T) {
	t.Parallel()
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := goServe(ctx, &nboard.Server{Player: slow{}}, pr, io.Discard, nil)
	cancel()
	if err := served(t, done, "Serve did not end with its context"); err != context.Canceled {
		t.Errorf("Serve = %v, want context.Canceled", err)
	}
}

// FuzzServe feeds any input to a server: it must not panic, must end
// (at the end of the input), and must answer every ping, in order.
func FuzzServe(f *testing.F) {
	f.Add(exampleSession)
	for _, s := range sessions {
		f.Add(s.in)
	}
	f.Add("set game (;GM[Othello]TY[4]BO[4 ---- -O*- -*O- ---- *]B[b1]W[c1]B[d3]W[a1];)\ngo\nhint 2\nanalyze\nping 5\n")
	f.Add("set game (;GM[Othello]TY[s8r20];)\nmove pa\npa\nPA\nping -1\n")
	f.Add("\x00\xff\r\r\nping 1\rping 2\n")
	f.Fuzz(func(t *testing.T, in string) {
		srv := &nboard.Server{Player: &engine.Engine{Level: 1}}
		var out bytes.Buffer
		done := goServe(context.Background(), srv, strings.NewReader(in), &out, nil)
		if err := served(t, done, "Serve did not end"); err != nil {
			t.Fatalf("Serve: %v", err)
		}
		pings := 0
		quit := false
		for _, l := range strings.FieldsFunc(in, func(r rune) bool { return r == '\n' || r == '\r' }) {
			w, _, _ := strings.Cut(strings.TrimSpace(l), " ")
			if quit {
				break
			}
			switch w {
			case "ping":
				pings++
			case "quit":
				quit = true
			}
		}
		if got := strings.Count(out.String(), "\npong") + btoi(strings.HasPrefix(out.String(), "pong")); got != pings && len(in) < 1<<16 {
			t.Errorf("%d pongs for %d pings:\n%s", got, pings, out.String())
		}
	})
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
