package gtp_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/othello"
)

// scripted returns a fake engine on pipes that plays the engine's side of
// a transcript: each line it reads must be the next "<send>" line, and it
// answers with the "<recv>" lines that follow. The result goes to errs.
func scripted(script string) (r io.Reader, w io.WriteCloser, errs chan error) {
	var steps []string
	for _, line := range strings.Split(strings.TrimSpace(script), "\n") {
		if strings.HasPrefix(line, "<send> ") || strings.HasPrefix(line, "<recv>") {
			steps = append(steps, line)
		}
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	errs = make(chan error, 1)
	go func() {
		defer outW.Close()
		sc := bufio.NewScanner(inR)
		i := 0
		for i < len(steps) {
			want, ok := strings.CutPrefix(steps[i], "<send> ")
			if !ok {
				errs <- fmt.Errorf("script step %d: %q where the client sends", i+1, steps[i])
				return
			}
			if !sc.Scan() {
				errs <- fmt.Errorf("client sent nothing more, want %q", want)
				return
			}
			if got := sc.Text(); got != want {
				errs <- fmt.Errorf("client sent %q, want %q", got, want)
				return
			}
			for i++; i < len(steps) && strings.HasPrefix(steps[i], "<recv>"); i++ {
				s := strings.TrimPrefix(strings.TrimPrefix(steps[i], "<recv>"), " ")
				io.WriteString(outW, s+"\n")
			}
		}
		errs <- nil
	}()
	return outR, inW, errs
}

// TestClientTranscript drives the scripted engine of testdata/client.txt
// with the client's calls: a game of four moves, two of them the
// engine's, then showboard and a final_score it does not know.
func TestClientTranscript(t *testing.T) {
	script, err := os.ReadFile("testdata/client.txt")
	if err != nil {
		t.Fatal(err)
	}
	r, w, errs := scripted(string(script))
	ctx := context.Background()
	c, err := gtp.Dial(ctx, othello.Spec(8), r, w)
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Edax" || c.Version != "4.4" {
		t.Errorf("name %q version %q", c.Name, c.Version)
	}
	c.MoveTime = time.Second
	g, _ := othello.NewGame(8)
	for _, m := range []string{"f5", "", "e6", ""} {
		if m == "" {
			ch, err := c.Choose(ctx, g)
			if err != nil {
				t.Fatalf("Choose: %v", err)
			}
			m = othello.FormatMove(ch.Move)
		}
		p, _ := othello.ParseMove(m)
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	if got := g.Transcript(); got != "f5f6e6f4" {
		t.Errorf("game %q, want f5f6e6f4", got)
	}
	if b, err := c.Command(ctx, "showboard"); err != nil || b != "\n  a b c d e f g h\n1 - - - - - - - -" {
		t.Errorf("showboard: %q, %v", b, err)
	}
	_, err = c.Command(ctx, "final_score")
	if ce, ok := errors.AsType[*gtp.CommandError](err); !ok || ce.Message != "unknown command" {
		t.Errorf("final_score: %v, want a CommandError", err)
	}
	c.Close()
	select {
	case err := <-errs:
		if err != nil {
			t.Error(err)
		}
	case <-time.After(5 * time.Second):
		t.Error("the script did not end")
	}
}
