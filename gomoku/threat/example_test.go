package threat_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/gomoku/threat"
)

// fourThree is a 9×9 position where Black, under freestyle, wins by a
// double three (forbidden under renju).
const fourThree = `.........
.........
.........
...XX....
.....X...
.....X...
.........
.........
.........`

func Example() {
	b, _ := gomoku.ParseBoard(fourThree)
	pos, _ := pattern.From(b, gomoku.Freestyle)
	line, res, _ := threat.VCT(context.Background(), pos, gomoku.Black, threat.Limits{Depth: 4})
	fmt.Println(res.Status, line.Format(pos.Size()))
	// Output:
	// win f6 f7 c6
}

func ExampleVCF() {
	b, _ := gomoku.ParseBoard(`.........
.........
..XXX....
.........
.....X...
.....X...
.....X...
.........
.........`)
	pos, _ := pattern.From(b, gomoku.Renju)
	line, res, _ := threat.VCF(context.Background(), pos, gomoku.Black, threat.Limits{})
	fmt.Println(res.Status, line.Format(pos.Size()), line.AttackerMoves())
	// Output:
	// win b7 1
}

func ExampleVCT() {
	b, _ := gomoku.ParseBoard(fourThree)
	pos, _ := pattern.From(b, gomoku.Freestyle)
	_, res, _ := threat.VCT(context.Background(), pos, gomoku.White, threat.Limits{Depth: 3})
	fmt.Println(res.Status, res.Cut) // White has no threat at all
	// Output:
	// none no bound
}

func ExampleLine() {
	l := threat.Line{board.Pt(7, 7), board.Pt(6, 7), board.Pt(7, 8)}
	fmt.Println(l.Format(15), l.AttackerMoves())
	fmt.Println(threat.Line(nil).Format(15))
	// Output:
	// h8 h9 i8 2
	// none
}

func ExampleLimits() {
	b, _ := gomoku.ParseBoard(fourThree)
	pos, _ := pattern.From(b, gomoku.Freestyle)
	_, res, _ := threat.VCT(context.Background(), pos, gomoku.Black, threat.Limits{Depth: 4, Nodes: 1})
	fmt.Println(res.Status, res.Cut)
	// Output:
	// unknown nodes
}

func ExampleStatus() {
	fmt.Println(threat.Unknown, threat.Win, threat.None)
	// Output:
	// unknown win none
}

func ExampleResult() {
	b, _ := gomoku.ParseBoard(fourThree)
	pos, _ := pattern.From(b, gomoku.Renju) // no four-three for Black
	for _, depth := range []int{2, 6} {
		_, res, _ := threat.VCT(context.Background(), pos, gomoku.Black, threat.Limits{Depth: depth})
		fmt.Println(depth, res.Status, res.Cut, res.Nodes > 0)
	}
	_, res, _ := threat.VCF(context.Background(), pos, gomoku.Black, threat.Limits{})
	fmt.Println("VCF:", res.Status, res.Cut)
	// Output:
	// 2 none depth true
	// 6 win no bound true
	// VCF: none no bound
}

func ExampleBound() {
	var names []string
	for b := threat.NoBound; b <= threat.ContextBound; b++ {
		names = append(names, strconv.Quote(b.String()))
	}
	fmt.Println(strings.Join(names, ", "))
	// Output:
	// "no bound", "depth", "nodes", "time", "context"
}

func ExampleSolver() {
	b, _ := gomoku.ParseBoard(`.........
.........
..XXX....
.........
.....X...
.....X...
.........
.........
.........`)
	pos, _ := pattern.From(b, gomoku.Renju)
	var s threat.Solver // one table for every question
	for _, attacker := range []gomoku.Stone{gomoku.Black, gomoku.White} {
		line, res, _ := s.VCF(context.Background(), pos, attacker, threat.Limits{Depth: 5})
		fmt.Println(attacker, res.Status, line.Format(pos.Size()))
	}
	// Output:
	// black win b7
	// white none none
}
