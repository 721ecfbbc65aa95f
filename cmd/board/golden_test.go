package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed131617c4/board/internal/sharedtest"
)

// goldenCases are command runs whose whole output, standard output then
// standard error and the exit status, is kept in testdata/golden/<name>.txt.
// Only deterministic commands belong here: no timings, no clocks.
var goldenCases = []struct {
	name, stdin string
	args        []string
}{
	{"othello-show", "", []string{"othello", "show", "f5", "d6"}},
	{"othello-show-4x4", "", []string{"othello", "show", "-size", "4", "b1c1d3a1"}},
	{"othello-show-over", "", []string{"othello", "show", "-size", "4", "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1"}},
	{"othello-replay", "f5d6c3d3c4\n\n  F5 f6, E6 F4  \nf5f4e3f6d3\n", []string{"othello", "replay"}},
	{"othello-replay-passes", "b1 c1 d3 a1 pass a3 a2 c4 d2 b4 a4 pass d4\nb1c1d3a1a3a2c4d2b4a4d4\nc4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1\n", []string{"othello", "replay", "-size", "4"}},
	{"othello-replay-error", "f5\nf5 d6 z9\n", []string{"othello", "replay"}},
	{"othello-replay-ggf", "2 (;GM[Othello]PB[ann]PW[bob]TY[s4]RE[?]BO[4 ---- -O*- -*O- ---- *]B[b1//0.01]W[c1/-2.00/0.02];)(;GM[Othello]PB[bob]PW[ann]TY[s4]RE[?]BO[4 ---- -O*- -*O- ---- *]B[d3];)\n" +
		"(;GM[Othello]TY[4]RE[-6.000]BO[4 ---- -O*- -*O- ---- *]B[b1]W[c1]B[d3]W[a1]B[PA]W[a3]B[a2]W[c4]B[d2]W[b4]B[a4]W[PA]B[d4];)\n" +
		"(;GM[Othello]TY[6]BO[6 ------ ------ --O*-- --*O-- ------ ------ O]W[e3]B[c2];)\n", []string{"othello", "replay"}},
	{"othello-replay-ggf-error", "(;TY[4]BO[4 ---- -O*- -*O- ---- *]B[b1];)\n(;TY[4]BO[4 ---- -O*- -*O- ---- *]\nB[b1]W[b1];)\n", []string{"othello", "replay"}},
	{"othello-move-4x4", "XXXXXXXXXXXXXXO- X\n", []string{"othello", "move"}},
	{"judge-boj15671", "4\n3 2\n2 2\n2 5\n3 5\n", []string{"judge", "boj15671"}},
	{"judge-swea4615", "1\n4 12\n1 2 1\n1 1 2\n4 3 1\n4 4 2\n2 1 1\n4 2 2\n3 4 1\n1 3 2\n2 4 1\n1 4 2\n4 1 2\n3 1 2\n", []string{"judge", "swea4615"}},
	{"judge-boj7682", "XXXOO.XXX\nXOXOXOXOX\nXXXOOO...\nXOXXOOOXX\nend\n", []string{"judge", "boj7682"}},
	{"tictactoe-show", "", []string{"tictactoe", "show", "X...O...X"}},
	{"tictactoe-move", "XO.X.O...\n", []string{"tictactoe", "move"}},
	// The example of issue 8: l6 is legal by the five clause; j5 is a double-three.
	{"gomoku-forbidden", "...............\n...............\n...............\n...............\n...............\n...............\n...............\n...............\n...............\n...............\n..........XX...\n.......XXXX....\n...........X...\n...............\n...............\n", []string{"gomoku", "forbidden", "-rule", "renju"}},
	{"gomoku-winner", ".....\nXXXXX\nOOOO.\n.....\n.....\n", []string{"gomoku", "winner", "-rule", "standard"}},
	{"gomoku-replay-psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,8,0\n8,9,1520\n9,9,830\n8,10,60\n9,10,71\n8,11,12\n9,11,5\n8,12,3\nRAPFI.zip\nEMBRYO.zip\n-1\n0,Freestyle15_1\n", []string{"gomoku", "replay"}},
	{"gomoku-replay-sgf", "(;FF[4]GM[4]SZ[15]RU[Yamaguchi]PB[Taro]PW[Hanako]RE[B+R]\n;B[hh];W[hg];B[ig]C[Kagetsu](;W[jf];B[gi];W[ji])(;W[ii]))\n", []string{"gomoku", "replay"}},
	{"gomoku-replay-foul", "(;GM[4]SZ[15]RU[RIF]RE[W+F];B[hh];W[aa];B[ih];W[ca];B[jg];W[ea];B[jf];W[ga];B[jh])", []string{"gomoku", "replay"}},
	{"gomoku-replay-freestyle", "(;GM[4]SZ[15]RU[RIF];B[hh];W[aa];B[ih];W[ca];B[jg];W[ea];B[jf];W[ga];B[jh])", []string{"gomoku", "replay", "-rule", "freestyle"}},
	{"gomoku-replay-occupied", "Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n\n8,8,0\n", []string{"gomoku", "replay"}},
	{"gomoku-replay-syntax", "(;GM[4]\nSZ[15]\n;B[hh];W[hh\n", []string{"gomoku", "replay"}},
	// The brain's replies that do not depend on the engine's moves.
	{"gomoku-brain", "ABOUT\r\nSTART 30\r\nSTART 15\r\nINFO rule 8\r\nBEGIN\r\nRECTSTART 20,15\r\nTURN 15,15\r\nHELLO\r\nEND\r\nABOUT\r\n", []string{"gomoku", "brain"}},
	{"othello-svg-4x4", "", []string{"othello", "svg", "-size", "4", "-marks", "last,legal", "b1c1d3a1"}},
	{"gomoku-svg", "", []string{"gomoku", "svg", "-format", "moves", "-size", "7", "-rule", "renju", "-marks", "last,win,forbidden", "d4 d5 e4 e5 c4 f4 c5 c6"}},
	{"tictactoe-svg", "", []string{"tictactoe", "svg", "-px", "150", "XOXOXO..X"}},
}

// TestGolden runs every golden case and compares its whole output with
// its file; go test -run TestGolden -update rewrites the files.
func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := runBoard(t, c.stdin, c.args...)
			got := fmt.Sprintf("$ board %s\n%s-- stderr --\n%s-- exit %d --\n", strings.Join(c.args, " "), out, errOut, code)
			sharedtest.Golden(t, filepath.Join("testdata", "golden", c.name+".txt"), got)
		})
	}
}
