package ggf_test

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
)

const start8 = "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"

// TestParseErrors checks that bad text is a *board.ParseError at the
// right line and column that names the problem, and matches ErrSyntax
// (and ErrSize for a bad size).
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		in        string
		line, col int
		want      string
		size      bool
	}{
		{"", 1, 1, "no game", false},
		{"   \n ", 2, 2, "no game", false},
		{"GM[Othello]", 1, 1, "want (;", false},
		{"(GM[Othello];)", 1, 1, "want (;", false},
		{"12345 (;;)", 1, 1, "not a number", false},
		{"(;GM[Othello]", 1, 14, "end of input", false},
		{"(;GM[Othello", 1, 13, "end of input", false},
		{"(;GM[Othello];", 1, 15, "end of input", false},
		{"(;GM[Othello];x", 1, 14, "want ;)", false},
		{"(;GM[Chess];)", 1, 3, `GM: game "Chess" is not Othello`, false},
		{"(;PB[a]\n  PB[b];)", 2, 3, "PB twice", false},
		{"(;PB[a]?;)", 1, 8, "unexpected '?'", false},
		{"(;PB (a);)", 1, 5, "want [", false},
		{"(;ABCDEFGHI[a];)", 1, 3, "longer than 8", false},
		{"(;TY[9];)", 1, 3, "out of range: 9", true},
		{"(;TY[88];)", 1, 3, "octagon", true},
		{"(;TY[8q];)", 1, 3, "unknown letter", false},
		{"(;TY[8kk];)", 1, 3, "twice", false},
		{"(;TY[8bw];)", 1, 3, "both b and w", false},
		{"(;TY[s];)", 1, 3, "no board size", false},
		{"(;TY[8r65];)", 1, 3, "65 random discs", false},
		{"(;TY[8s8];)", 1, 3, "two board sizes", false},
		{"(;RE[+12:x];)", 1, 3, "flag", false},
		{"(;RE[win];)", 1, 3, "not a decimal", false},
		{"(;RE[1e3];)", 1, 3, "not a decimal", false},
		{"(;RE[" + strings.Repeat("9", 400) + "];)", 1, 3, "out of range", false},
		{"(;BO[8 ---];)", 1, 3, "4 squares", false},
		{"(;BO[4 ---- -O*- -*O- ---- -];)", 1, 3, "side to move", false},
		{"(;BO[4 ---- -O#- -*O- ---- *];)", 1, 3, "'#'", false},
		{"(;BO[5 ----- ----- ----- ----- ----- *];)", 1, 3, "out of range: 5", true},
		{"(;TY[6]" + start8 + ";)", 1, 8, "TY says 6", true},
		{"(;TY[s8r5]B[f5];)", 1, 3, `TY: type "s8r5": random start without BO`, false},
		{"(;PB[a]\n TY[8r];)", 2, 2, `type "8r": random start without BO`, false},
		{"(;B[f9x];)", 1, 3, "want a square", false},
		{"(;B[f5/x];)", 1, 3, "evaluation", false},
		{"(;W[f5/1/2/3];)", 1, 3, "time", false},
		{"(;KB[f5/1];)", 1, 1, "KB, KW and KM", false},
		{"(;KM[x];)", 1, 3, "KM", false},
		{"(;CO[" + strings.Repeat("x", 70000) + "];)", 1, 6, "longer than", false},
		{"(;;)(;;)", 1, 5, "text after the game", false},
		{"\n\n (;PB[é]?;)", 3, 9, "unexpected '?'", false},
	} {
		_, err := ggf.Parse(c.in)
		pe, ok := errors.AsType[*board.ParseError](err)
		if !ok {
			t.Errorf("Parse(%.40q) = %v, want a *board.ParseError", c.in, err)
			continue
		}
		if pe.Line != c.line || pe.Col != c.col || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%.40q) = %v at %d:%d, want line %d, column %d and %q", c.in, err, pe.Line, pe.Col, c.line, c.col, c.want)
		}
		if !errors.Is(err, board.ErrSyntax) || errors.Is(err, board.ErrSize) != c.size {
			t.Errorf("Parse(%.40q) = %v: ErrSyntax %v, ErrSize %v (want %v)", c.in, err, errors.Is(err, board.ErrSyntax), errors.Is(err, board.ErrSize), c.size)
		}
	}
}

// TestNoStart checks that a game of a random-start type with no BO is
// refused, matching ErrNoStart, when read (at its TY, on its line after
// other games), replayed and written, and that the same type with a BO,
// or a BO with no type, is read.
func TestNoStart(t *testing.T) {
	r := ggf.NewReader(strings.NewReader("1 (;TY[8];)\n2 (;TY[s8r20]" + start8 + ";)(;BO[4 ---- -O*- -*O- ---- O];)\n(;PB[x]\n   TY[s8r20]B[f5];)\n"))
	var last error
	n := 0
	for _, err := range r.Games() {
		if err != nil {
			last = err
			break
		}
		n++
	}
	pe, ok := errors.AsType[*board.ParseError](last)
	if n != 3 || !ok || pe.Line != 4 || pe.Col != 4 || !errors.Is(last, ggf.ErrNoStart) || !errors.Is(last, board.ErrSyntax) {
		t.Errorf("after %d games: %v, want ErrNoStart at line 4, column 4 after 3 games", n, last)
	}

	g := &ggf.Game{Type: ggf.Type{Size: 8, Synchro: true, Random: true, RandomDiscs: 20}}
	if p, err := g.StartPosition(); p != nil || !errors.Is(err, ggf.ErrNoStart) {
		t.Errorf("StartPosition = %v, %v; want ErrNoStart", p, err)
	}
	if game, err := g.Replay(); game != nil || !errors.Is(err, ggf.ErrNoStart) {
		t.Errorf("Replay = %v, %v; want ErrNoStart", game, err)
	}
	if s, err := ggf.Format(g); !errors.Is(err, ggf.ErrNoStart) || !strings.Contains(err.Error(), "s8r20") {
		t.Errorf("Format = %q, %v; want ErrNoStart naming the type", s, err)
	}
	g.Start, _ = othello.NewPosition(8)
	if _, err := g.Replay(); err != nil {
		t.Errorf("Replay with a Start: %v", err)
	}
}

// TestReaderErrors checks that the Reader names the line of a bad game
// after good ones, stops there, and passes read errors through.
func TestReaderErrors(t *testing.T) {
	in := "(;PB[a];)\n1 (;PB[b];)\n\n2 (;PB[c];)(;PB[d]\n TY[7];)\n(;PB[e];)\n"
	r := ggf.NewReader(strings.NewReader(in))
	var names []string
	var last error
	for g, err := range r.Games() {
		if err != nil {
			last = err
			break
		}
		names = append(names, g.Black)
	}
	if strings.Join(names, "") != "abc" {
		t.Errorf("read %q before the error, want a, b, c", names)
	}
	if pe, ok := errors.AsType[*board.ParseError](last); !ok || pe.Line != 5 || pe.Col != 2 {
		t.Errorf("error %v, want one at line 5, column 2", last)
	}
	if _, err := r.Next(); err != last {
		t.Errorf("Next after the error = %v, want the error again", err)
	}

	boom := errors.New("boom")
	r = ggf.NewReader(io.MultiReader(strings.NewReader("(;PB[a];) (;PB["), iotest.ErrReader(boom)))
	if _, err := r.Next(); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Next(); err != boom {
		t.Errorf("read error: got %v, want %v", err, boom)
	}
	r = ggf.NewReader(strings.NewReader(" \n"))
	if _, err := r.Next(); err != io.EOF {
		t.Errorf("Next on white space = %v, want io.EOF", err)
	}
}

// TestReplayErrors checks that Replay names the bad move by its number
// among the moves, passes counted, with the reason matching the sentinels.
func TestReplayErrors(t *testing.T) {
	const start4 = "BO[4 ---- -O*- -*O- ---- *]"
	// On 4×4, b1 c1 d3 a1 leaves Black no move: Black passes, White plays.
	for _, c := range []struct {
		in    string
		index int
		errs  []error
	}{
		{"TY[8]" + start8 + "B[f5]W[f5]", 2, []error{board.ErrIllegalMove, board.ErrOccupied}},
		{start8 + "B[f5]W[a1]", 2, []error{board.ErrIllegalMove, othello.ErrNoCapture}},
		{start8 + "B[f5]B[d6]", 2, []error{board.ErrIllegalMove, ggf.ErrTurn}},
		{start8 + "W[f5]", 1, []error{board.ErrIllegalMove, ggf.ErrTurn}},
		{start8 + "B[PA]", 1, []error{board.ErrIllegalMove, othello.ErrNoPass}},
		{start8 + "B[f5]W[PA]", 2, []error{board.ErrIllegalMove, othello.ErrNoPass}},
		{start4 + "B[b1]W[c1]B[d3]W[a1]W[PA]", 5, []error{board.ErrIllegalMove, ggf.ErrTurn}},
		{start4 + "B[b1]W[c1]B[d3]W[a1]B[PA]B[PA]", 6, []error{board.ErrIllegalMove, othello.ErrNoPass}},
		{start4 + "B[c4]W[b4]B[a3]W[d2]B[d3]W[a4]B[d1]W[d4]B[c1]W[a2]B[b1]W[a1]", 12, []error{board.ErrIllegalMove, board.ErrGameOver}},
		{start4 + "B[e5]", 1, []error{board.ErrIllegalMove, board.ErrOffBoard}},
	} {
		g, err := ggf.Parse("(;" + c.in + ";)")
		if err != nil {
			t.Fatalf("%s: %v", c.in, err)
		}
		game, err := g.Replay()
		te, ok := errors.AsType[*othello.TranscriptError](err)
		if !ok || te.Index != c.index || game != nil {
			t.Errorf("%s: Replay = %v, %v; want a TranscriptError at move %d", c.in, game, err, c.index)
			continue
		}
		for _, want := range c.errs {
			if !errors.Is(err, want) {
				t.Errorf("%s: %v does not match %v", c.in, err, want)
			}
		}
	}
	// The same game with and without its passes, which Replay infers.
	for _, moves := range []string{"B[b1]W[c1]B[d3]W[a1]B[PA]W[a3]", "B[b1]W[c1]B[d3]W[a1]W[a3]"} {
		g, err := ggf.Parse("(;" + start4 + moves + ";)")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Replay(); err != nil {
			t.Errorf("%s: %v", moves, err)
		}
	}
	// A start that play cannot reach.
	g, err := ggf.Parse("(;BO[4 ---- -O*- -*-- ---- *];)")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Replay(); !errors.Is(err, board.ErrPosition) {
		t.Errorf("unreachable start: Replay = %v, want ErrPosition", err)
	}
}
