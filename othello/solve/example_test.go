package solve_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/solve"
)

// Solve the 4×4 start: White wins by 10 discs.
func ExampleSolve() {
	b, _ := bitboard.Start(4)
	r, err := solve.Solve(context.Background(), b, solve.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Score, len(r.PV))
	// Output: -10 10
}

// Solve FFO #59, 34 empties but Black wipes White out: a best move and
// the score.
func ExampleSolve_ffo() {
	o, _ := solve.ParseOBF("-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X")
	r, _ := solve.Solve(context.Background(), o.Board, solve.Options{Threads: 1})
	fmt.Println(r.Score, r.Best)
	// Output: 64 e8
}

// Ask only for the win/draw/loss outcome.
func ExampleOptions_wld() {
	o, _ := solve.ParseOBF("-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X")
	r, _ := solve.Solve(context.Background(), o.Board, solve.Options{WLD: true, Threads: 1})
	fmt.Println(r.Score)
	// Output: 1
}

func ExampleMove() {
	fmt.Println(solve.Move(8), solve.Pass, solve.None)
	// Output: a2 pass -
}

// Print a result the way "board othello solve -v" does.
func ExampleResult() {
	o, _ := solve.ParseOBF("XXXXXXXXXXXOXX-- X")
	r, _ := solve.Solve(context.Background(), o.Board, solve.Options{})
	fmt.Println(r.Solved, r.Score, r.Best, r.PV)
	// Output: true 16 d4 [d4]
}

// Read the listed scores of an OBF line and pick the best ones.
func ExampleMoveScore() {
	o, _ := solve.ParseOBF("-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0; H3:-2; F8:-2;")
	for _, ms := range o.Scores {
		fmt.Println(ms.Move, ms.Score)
	}
	// Output:
	// h4 0
	// h3 -2
	// f8 -2
}

func ExampleOBF() {
	b, _ := bitboard.Start(6)
	o := solve.OBF{Board: b, Turn: othello.Black, Scores: []solve.MoveScore{{Move: 2, Score: -4}}}
	fmt.Println(o)
	// Output: --------------OX----XO-------------- X; C1:-4;
}

func ExampleOBFError() {
	_, err := solve.ParseOBF("-----OX--XO----- Y")
	var oe *solve.OBFError
	fmt.Println(errors.As(err, &oe), oe.Col, errors.Is(err, board.ErrSyntax))
	fmt.Println(err)
	// Output:
	// true 18 true
	// obf: column 18: side to move 'Y': want X or O
}

// Solve a near-end 8×8 position, FFO #20 with 6 empties, and print its
// line of best play.
func Example() {
	o, _ := solve.ParseOBF("XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X")
	r, _ := solve.Solve(context.Background(), o.Board, solve.Options{})
	fmt.Printf("%+d %v %v\n", r.Score, r.Best, r.PV)
	// Output: +6 h5 [h5]
}

func ExampleParseOBF() {
	o, err := solve.ParseOBF("-----OX--XO----- X; b1:-10; % the 4×4 start")
	if err != nil {
		panic(err)
	}
	fmt.Println(o.Board.Size(), o.Turn, o.Scores)
	fmt.Println(o)
	// Output:
	// 4 black [{b1 -10}]
	// -----OX--XO----- X; B1:-10;
}

// Watch a long solve: the reports come on a goroutine of their own while
// the search runs, and their bounds close in on the score.
func ExampleProgress() {
	o, _ := solve.ParseOBF("-OOOOO----OOOO--OXXOOO---XXXOO--XXXXXXO-XXXOOO-OX-OOOO---OOOOO-- X") // FFO #31
	var mu sync.Mutex
	inBounds := true
	opts := solve.Options{Threads: 1, ProgressEvery: 10 * time.Millisecond}
	var reports []solve.Progress
	opts.Progress = func(p solve.Progress) {
		mu.Lock()
		reports = append(reports, p) // print them in a real program: log.Printf("%+v", p)
		mu.Unlock()
	}
	r, _ := solve.Solve(context.Background(), o.Board, opts)
	for _, p := range reports {
		inBounds = inBounds && p.Lower <= r.Score && r.Score <= p.Upper
	}
	fmt.Println(r.Score, r.Best, inBounds)
	// Output: -2 g6 true
}
