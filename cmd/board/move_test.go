package main

import (
	"strings"
	"testing"
)

const othelloStart = "---------------------------OX------XO--------------------------- X"

// gomokuCentre is a 15×15 board with a black stone at h8 and a white one
// at g7.
var gomokuCentre = strings.Repeat(strings.Repeat(".", 15)+"\n", 7) +
	"......." + "X" + ".......\n" + "......O........\n" + strings.Repeat(strings.Repeat(".", 15)+"\n", 6)

func TestMoveCommands(t *testing.T) {
	tests := []struct {
		in   string
		args []string
		want string
	}{
		{othelloStart + "\n", []string{"othello", "move", "-level", "1", "-nobook"}, "d3 +0.80\n"},
		{othelloStart + "\n", []string{"othello", "move", "-nobook"}, "d3 +1.12\n"},
		{othelloStart + "\n", []string{"othello", "move", "-level", "1"}, "d3 +1.10 book\n"},
		// On this 4×4 board White has no move; Black wins all 16 squares.
		{"XXXXXXXXXXXXXXO- X\n", []string{"othello", "move"}, "d4 +16 exact\n"},
		// 14 empty squares: level 5 solves them (b4 +40 exact) but for a
		// limit that stops it, which leaves the move of a finished search.
		{othello14 + "\n", []string{"othello", "move", "-level", "5", "-time", "1ns"},
			"b4 +28.73 (stopped by the limit: the best move of a finished 1-ply search)\n"},
		{othello14 + "\n", []string{"othello", "move", "-level", "5"}, "b4 +40 exact\n"},
		{othello14 + "\n", []string{"othello", "hint", "-level", "5", "-n", "2"},
			"b4 +40 exact  b4 b3 f8 a4 a3 g7 h8 a2 g2 g1 h1 g8 a1 b2\ng2 +28 exact  g2 h1 g1 b4 a1 a4 a3 a2 b3 b2 g7 g8 f8 h8\n"},
		{"XXXXXXXXXXXXXXO- O\n", []string{"othello", "hint"}, "pass -16 exact\n"},
		{"XXXXXXXXXXXXXXO- O\n", []string{"othello", "move"}, "pass -16 exact\n"},
		{gomokuCentre, []string{"gomoku", "move", "-level", "1"}, "g9 +275\n"},
		{"XO.X.O...\n", []string{"tictactoe", "move"}, "a3 win\n"},
		{"X...O....\n", []string{"tictactoe", "move", "-level", "3", "-seed", "2"}, ""},
	}
	for _, tt := range tests {
		out, errOut, code := runBoard(t, tt.in, tt.args...)
		if code != 0 || errOut != "" || (tt.want != "" && out != tt.want) {
			t.Errorf("%v < %.30q: status %d, stdout %q, stderr %q; want %q", tt.args, tt.in, code, out, errOut, tt.want)
		}
	}
}

// othello14 is a position of a WTHOR game (2000) with 14 empty squares.
const othello14 = "-OOOOO----OOOO-O--OOOOOO--OOXOOOXXOOOOOOXXXOOOOOXXOXOO-OXXXXX--- X"

func TestMoveErrors(t *testing.T) {
	tests := []struct {
		in        string
		args      []string
		fragments []string
	}{
		{"", []string{"othello", "move"}, []string{"line 1", "end of input"}},
		{strings.Repeat("X", 64) + " X\n", []string{"othello", "hint"}, []string{"line 1", "game is over", "black 64"}},
		{"XXXX\n", []string{"othello", "move"}, []string{"line 1", "character"}},
		{strings.Repeat("X", 64) + " X\n", []string{"othello", "move"}, []string{"line 1", "game is over", "black 64"}},
		{othelloStart + "\nmore\n", []string{"othello", "move"}, []string{"line 2", "unexpected input"}},
		{othelloStart, []string{"othello", "move", "-level", "9"}, []string{`invalid value "9" for flag -level: want 1 to 5, or 0 (the default: 3, or with -time the strongest within it)`}},
		{othelloStart, []string{"othello", "hint", "-n", "65"}, []string{`invalid value "65" for flag -n`}},
		{"XXXXX\nOOOO.\n.....\n.....\n.....\n", []string{"gomoku", "move"}, []string{"game is over", "black wins"}},
		{gomokuCentre, []string{"gomoku", "move", "-color", "white"}, []string{"black is to move"}},
		{"X.\n", []string{"gomoku", "move"}, []string{"line 1"}},
		{"XXXOO....\n", []string{"tictactoe", "move"}, []string{"game is over"}},
		{"XX\n", []string{"tictactoe", "move"}, []string{`board "XX"`, "character"}},
		{"XXX......\n", []string{"tictactoe", "move"}, []string{"unreachable"}},
		{"", []string{"tictactoe", "move"}, []string{"no board"}},
	}
	for _, tt := range tests {
		out, errOut, code := runBoard(t, tt.in, tt.args...)
		if out != "" {
			t.Errorf("%v: stdout %q", tt.args, out)
		}
		wantError(t, errOut, code, tt.fragments...)
	}
}

// FuzzMoveCommands feeds any input to the move commands: each prints one
// line and exits 0, or writes one line on stderr and exits 2.
func FuzzMoveCommands(f *testing.F) {
	f.Add(othelloStart, 0)
	f.Add("XXXXXXXXXXXXXXO- X", 0)
	f.Add(gomokuCentre, 1)
	f.Add("X....\n.....\n..O..\n.....\n.....\n", 1)
	f.Add("X...O....", 2)
	f.Fuzz(func(t *testing.T, in string, which int) {
		args := [][]string{{"othello", "move", "-level", "1"}, {"gomoku", "move", "-level", "1"}, {"tictactoe", "move"}}[uint(which)%3]
		if args[0] == "othello" && len(in) > 80 { // keep the searches small
			return
		}
		out, errOut, code := runBoard(t, in, args...)
		switch code {
		case 0:
			if strings.Count(out, "\n") != 1 || errOut != "" {
				t.Errorf("%v < %q: stdout %q, stderr %q", args, in, out, errOut)
			}
		case 2:
			if out != "" || strings.Count(errOut, "\n") != 1 {
				t.Errorf("%v < %q: stdout %q, stderr %q", args, in, out, errOut)
			}
		default:
			t.Errorf("%v < %q: status %d, stderr %q", args, in, code, errOut)
		}
	})
}
