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
	for _, want := range []string{"  a b c\n1 . . .", "legal moves: a1 b1 c1", "hint: ", "took back 2 moves", `"zz"`, "O plays", "eval draw", "game over: ", "moves ("} {
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

// TestPlayOpening checks that a game with a person opens with a one-line
// hint of a move in the game's notation and of help, and that every board
// drawn after a move marks that move in brackets, the person's and the
// engine's, in every game.
func TestPlayOpening(t *testing.T) {
	for _, tt := range []struct {
		args   []string
		in     string
		hint   string
		marked []string // rows of the boards after the person's move and the engine's
	}{
		{[]string{"othello", "-level", "1"}, "f5\nquit\n", "type a move like f5, or help", []string{"5 - - - X X[X]- -\n"}},
		{[]string{"othello", "-size", "6", "-color", "white", "-level", "1"}, "quit\n", "type a move like ", nil},
		{[]string{"gomoku", "-level", "1"}, "h8\nquit\n", "type a move like h8, or help", []string{" 8 . . . . . . .[X]. . . . . . .\n"}},
		{[]string{"tictactoe", "-seed", "1"}, "b2\nquit\n", "type a move like b2, or help", []string{"2 .[X].\n"}},
	} {
		out, errOut, code := runBoard(t, tt.in, append([]string{"play"}, tt.args...)...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: status %d, stderr %q", tt.args, code, errOut)
		}
		prompt := strings.Index(out, "> ")
		if hint := strings.Index(out, tt.hint); hint < 0 || hint > prompt || strings.Count(out, "type a move like") != 1 {
			t.Errorf("%v: no hint %q once before the first prompt:\n%s", tt.args, tt.hint, out)
		}
		for _, row := range tt.marked {
			if !strings.Contains(out, row) {
				t.Errorf("%v: the move is not marked as in %q:\n%s", tt.args, row, out)
			}
		}
		// One bracketed point in every board after a move: the boards
		// are separated by the status lines, which end in "to move".
		boards := strings.Split(out, " to move\n")
		moves := strings.Count(out, " plays ") + len(tt.marked)
		marks := 0
		for _, b := range boards {
			switch n := strings.Count(b, "["); {
			case n == 1 && strings.Count(b, "]") == 1:
				marks++
			case n != 0:
				t.Errorf("%v: a board with %d marks:\n%s", tt.args, n, b)
			}
		}
		if marks != moves {
			t.Errorf("%v: %d marked boards after %d moves:\n%s", tt.args, marks, moves, out)
		}
	}
	out, _, _ := runBoard(t, "", "play", "tictactoe", "-color", "none", "-seed", "1")
	if strings.Contains(out, "type a move like") {
		t.Errorf("a game of engines hints a person:\n%s", out)
	}
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
