package nboard_test

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/nboard"
)

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
		done := make(chan error, 1)
		go func() { done <- srv.Serve(context.Background(), strings.NewReader(in), &out) }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("Serve: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("Serve did not end on %q", in)
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

// FuzzEngine feeds any output of an engine, after the pong of each ping,
// to Client.Choose: it must not panic, must return within the deadline
// and its margin, and a move it returns must be legal.
func FuzzEngine(f *testing.F) {
	f.Add("=== f5/1.00/0.10\n")
	f.Add("status Edax is thinking\nnodestats 35805 0.00\n=== d3 -1.00 0.0\n")
	f.Add("search F5d6-C3 1.50,-2.00 0 100%W text\n=== F5\n")
	f.Add("book f5 0.00 1234 20\n=== f5//\n")
	f.Add("=== a1\n")
	f.Add("=== PA\n")
	f.Add("warning Must pick a depth\n\n")
	f.Add("pong 99\n=== \n")
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
