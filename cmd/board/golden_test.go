package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files of the command outputs under testdata/golden")

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
	{"othello-move-4x4", "XXXXXXXXXXXXXXO- X\n", []string{"othello", "move"}},
	{"judge-boj15671", "4\n3 2\n2 2\n2 5\n3 5\n", []string{"judge", "boj15671"}},
	{"judge-swea4615", "1\n4 12\n1 2 1\n1 1 2\n4 3 1\n4 4 2\n2 1 1\n4 2 2\n3 4 1\n1 3 2\n2 4 1\n1 4 2\n4 1 2\n3 1 2\n", []string{"judge", "swea4615"}},
	{"judge-boj7682", "XXXOO.XXX\nXOXOXOXOX\nXXXOOO...\nXOXXOOOXX\nend\n", []string{"judge", "boj7682"}},
	{"tictactoe-show", "", []string{"tictactoe", "show", "X...O...X"}},
	{"tictactoe-move", "XO.X.O...\n", []string{"tictactoe", "move"}},
	// The example of issue 8: l6 is legal by the five clause; j5 is a double-three.
	{"gomoku-forbidden", "...............\n...............\n...............\n...............\n...............\n...............\n...............\n...............\n...............\n...............\n..........XX...\n.......XXXX....\n...........X...\n...............\n...............\n", []string{"gomoku", "forbidden", "-rule", "renju"}},
	{"gomoku-winner", ".....\nXXXXX\nOOOO.\n.....\n.....\n", []string{"gomoku", "winner", "-rule", "standard"}},
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
			path := filepath.Join("testdata", "golden", c.name+".txt")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -run TestGolden -update to write it)", err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("board %s (-want +got):\n%s", strings.Join(c.args, " "), diff)
			}
		})
	}
}
