package main

import (
	"strings"
	"testing"
)

// TestPlayPipe plays whole games through a pipe: a person against the
// engine, with the commands along the way, and two engines.
func TestPlayPipe(t *testing.T) {
	in := "help\nmoves\nhint\nb2\nundo\nb2\nzz\na1\nc3\na3\nc1\nb1\nc2\na2\nb3\n"
	out, errOut, code := runBoard(t, in, "play", "tictactoe", "-seed", "1")
	if code != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"  a b c\n1 . . .", "legal moves: a1 b1 c1", "hint: ", "took back 2 move(s)", `"zz"`, "O plays", "eval draw", "game over: ", "moves ("} {
		if !strings.Contains(out, want) {
			t.Errorf("the transcript lacks %q:\n%s", want, out)
		}
	}
	for _, args := range [][]string{
		{"play", "tictactoe", "-color", "none", "-seed", "3"},
		{"play", "othello", "-size", "6", "-color", "none", "-level", "1"},
		{"play", "gomoku", "-size", "9", "-rule", "renju", "-color", "none", "-level", "1"},
	} {
		out, errOut, code := runBoard(t, "", args...)
		if code != 0 || errOut != "" || !strings.Contains(out, "game over: ") || !strings.Contains(out, "engine thinking time: ") {
			t.Errorf("%v: status %d, stderr %q, stdout:\n%s", args, code, errOut, out)
		}
	}
	out, _, code = runBoard(t, "moves\nh8\nquit\n", "play", "gomoku", "-rule", "renju", "-level", "1")
	if code != 0 || !strings.Contains(out, "no forbidden points for black") || !strings.Contains(out, "white plays") || !strings.Contains(out, "black stops the game") {
		t.Errorf("gomoku: status %d, stdout:\n%s", code, out)
	}
	out, _, code = runBoard(t, "f5\n", "play", "othello", "-color", "both")
	if code != 0 || !strings.Contains(out, "end of input") {
		t.Errorf("othello: status %d, stdout:\n%s", code, out)
	}
	_, errOut, code = runBoard(t, "", "play", "othello", "-color", "red")
	wantError(t, errOut, code, `-color "red"`)
}

// FuzzPlayLine checks the line parser of "board play" and a tic-tac-toe
// session fed any line: no panic, and a move text only for a move.
func FuzzPlayLine(f *testing.F) {
	for _, s := range []string{"b2", "undo", "hint", "  MOVES ", "quit", "", "a1 b2", "?"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		cmd, text := parsePlayLine(line)
		if (cmd == playMove) != (text != "") {
			t.Errorf("parsePlayLine(%q) = %v, %q", line, cmd, text)
		}
		if strings.ContainsAny(text, " \t\n") {
			t.Errorf("parsePlayLine(%q): move text %q has white space", line, text)
		}
		_, _, code := runBoard(t, line+"\n"+line+"\n", "play", "tictactoe", "-seed", "1", "-level", "1")
		if code != 0 {
			t.Errorf("play tictactoe < %q: status %d", line, code)
		}
	})
}
