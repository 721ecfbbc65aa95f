package main

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gomoku"
)

// TestGomokuBrain plays a game with "board gomoku brain" over pipes, as
// a manager does: every reply must come, flushed, while the input is
// still open, and every move must be legal.
func TestGomokuBrain(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	code := make(chan int, 1)
	go func() {
		var errOut strings.Builder
		c := run([]string{"gomoku", "brain", "-level", "1"}, inR, outW, &errOut)
		outW.Close()
		if errOut.Len() > 0 {
			t.Errorf("stderr %q", errOut.String())
		}
		code <- c
	}()
	replies := bufio.NewReader(outR)
	recv := func() string {
		t.Helper()
		line := make(chan string, 1)
		go func() {
			s, _ := replies.ReadString('\n')
			line <- s
		}()
		select {
		case s := <-line:
			if !strings.HasSuffix(s, "\n") {
				t.Fatalf("reply %q: want a line ended by LF", s)
			}
			return strings.TrimSuffix(s, "\n")
		case <-time.After(10 * time.Second):
			t.Fatal("no reply within 10s: not flushed?")
		}
		return ""
	}
	send := func(lines ...string) {
		t.Helper()
		if _, err := io.WriteString(inW, strings.Join(lines, "\r\n")+"\r\n"); err != nil {
			t.Fatal(err)
		}
	}
	send("ABOUT")
	if got := recv(); !strings.HasPrefix(got, `name="board", version="`) {
		t.Fatalf("ABOUT: %q", got)
	}
	send("START 20", "INFO timeout_turn 500", "INFO rule 4")
	if got := recv(); got != "OK" {
		t.Fatalf("START: %q", got)
	}
	g, _ := gomoku.NewGame(20, gomoku.Renju)
	send("BEGIN")
	for !g.Over() {
		p, err := gomoku.ParseGomocup(recv(), 20)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
		if g.Over() {
			break
		}
		// The opponent plays the first legal move in reading order.
		for q := range g.Moves() {
			g.Play(q)
			send("TURN " + gomoku.FormatGomocup(q))
			break
		}
	}
	if g.Winner() != gomoku.Black {
		t.Errorf("%v: want the brain, black, to win", g.Result())
	}
	send("END")
	if c := <-code; c != 0 {
		t.Errorf("exit status %d", c)
	}
	if rest, _ := io.ReadAll(replies); len(rest) > 0 {
		t.Errorf("output after END: %q", rest)
	}
}
