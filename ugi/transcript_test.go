package ugi_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/tictactoe"
	"github.com/seed131617c4/board/ugi"
)

// scripted returns a fake engine on pipes that plays the engine's side of
// a transcript: each line it reads must be the next "<send>" line, and it
// answers with the "<recv>" lines that follow. Mismatches go to errs.
func scripted(script string) (r io.Reader, w io.WriteCloser, errs chan error) {
	var steps []string
	for _, line := range strings.Split(strings.TrimSpace(script), "\n") {
		if strings.HasPrefix(line, "<send> ") || strings.HasPrefix(line, "<recv> ") {
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
			for i++; i < len(steps) && strings.HasPrefix(steps[i], "<recv> "); i++ {
				io.WriteString(outW, steps[i][len("<recv> "):]+"\n")
			}
		}
		errs <- nil
	}()
	return outR, inW, errs
}

// TestClientTranscript drives the scripted engine of testdata/client.txt
// with the client's calls.
func TestClientTranscript(t *testing.T) {
	script, err := os.ReadFile("testdata/client.txt")
	if err != nil {
		t.Fatal(err)
	}
	r, w, errs := scripted(string(script))
	ctx := context.Background()
	spec := tictactoe.Spec()
	c, err := ugi.Dial(ctx, spec, r, w)
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "EngineName" || c.Author != "EngineAuthor" || len(c.Options) != 1 {
		t.Errorf("id: name %q author %q options %q", c.Name, c.Author, c.Options)
	}
	steps := []func() error{
		func() error { return c.SetOption("hash", "512") },
		func() error { return c.IsReady(ctx) },
		func() error { return c.NewGame(ctx) },
		func() error {
			if a, err := c.Query(ctx, tictactoe.NewGame(), "p1turn"); err != nil || a != "true" {
				return fmt.Errorf("query p1turn: %q, %v", a, err)
			}
			return nil
		},
		func() error {
			c.Limits = ugi.Limits{Depth: 4}
			ch, err := c.Choose(ctx, tictactoe.NewGame())
			want := []board.Point{board.Pt(0, 0), board.Pt(0, 1), board.Pt(1, 2), board.Pt(1, 0)}
			if err != nil || ch.Move != board.Pt(0, 0) || ch.Depth != 4 || ch.Score != 200 || ch.Nodes != 473 || fmt.Sprint(ch.PV) != fmt.Sprint(want) {
				return fmt.Errorf("Choose: %+v, %v", ch, err)
			}
			return nil
		},
		func() error {
			g := tictactoe.NewGame()
			g.Play(board.Pt(0, 0))
			if a, err := c.Query(ctx, g, "p1turn"); err != nil || a != "false" {
				return fmt.Errorf("query p1turn: %q, %v", a, err)
			}
			if a, err := c.Query(ctx, g, "result"); err != nil || a != "none" {
				return fmt.Errorf("query result: %q, %v", a, err)
			}
			return nil
		},
		c.Close,
	}
	for i, step := range steps {
		if err := step(); err != nil {
			t.Fatalf("step %d: %v", i+1, err)
		}
	}
	select {
	case err := <-errs:
		if err != nil {
			t.Error(err)
		}
	case <-time.After(5 * time.Second):
		t.Error("the script did not end")
	}
}
