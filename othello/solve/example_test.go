package solve_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

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
	p, _ := othello.ParsePosition("-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X")
	b, _ := bitboard.FromPosition(p)
	r, _ := solve.Solve(context.Background(), b, solve.Options{Threads: 1, TableBits: 20})
	fmt.Println(r.Score, r.Best)
	// Output: 64 e8
}

// Ask only for the win/draw/loss outcome.
func ExampleOptions_wld() {
	p, _ := othello.ParsePosition("-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X")
	b, _ := bitboard.FromPosition(p)
	r, _ := solve.Solve(context.Background(), b, solve.Options{WLD: true, Threads: 1})
	fmt.Println(r.Score)
	// Output: 1
}

func ExampleMove() {
	fmt.Println(solve.Move(8), solve.Pass, solve.None)
	// Output: a2 pass -
}

// Solve a 4×4 position with two empty squares: the score, a best move
// and the line of best play.
func ExampleResult() {
	p, _ := othello.ParsePosition("XXXXXXXXXXXOXX-- X")
	b, _ := bitboard.FromPosition(p)
	r, _ := solve.Solve(context.Background(), b, solve.Options{})
	fmt.Println(r.Solved, r.Score, r.Best, r.PV)
	// Output: true 16 d4 [d4]
}

// Stop a long solve after a million nodes: FFO #45 (24 empties, +6 by
// b2) is not solved, but the search has proved bounds of the score, and
// a move that reaches the lower one.
func ExampleResult_stopped() {
	p, _ := othello.ParsePosition("---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X")
	b, _ := bitboard.FromPosition(p)
	r, err := solve.Solve(context.Background(), b, solve.Options{Threads: 1, Nodes: 1_000_000, TableBits: 18})
	fmt.Println(errors.Is(err, solve.ErrStopped), r.Solved)
	fmt.Printf("score in [%+d, %+d], best so far %v\n", r.Lower, r.Upper, r.Best)
	// Output:
	// true false
	// score in [-24, +64], best so far g2
}

// Solve a near-end 8×8 position, FFO #20 with 6 empties, and print its
// line of best play.
func Example() {
	p, _ := othello.ParsePosition("XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X")
	b, _ := bitboard.FromPosition(p)
	r, _ := solve.Solve(context.Background(), b, solve.Options{})
	fmt.Printf("%+d %v %v\n", r.Score, r.Best, r.PV)
	// Output: +6 h5 [h5]
}

// Watch a long solve: the reports come on a goroutine of their own while
// the search runs, and their bounds close in on the score.
func ExampleProgress() {
	p, _ := othello.ParsePosition("--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O") // FFO #22
	b, _ := bitboard.FromPosition(p)
	var mu sync.Mutex
	inBounds := true
	opts := solve.Options{Threads: 1, TableBits: 18, ProgressEvery: 10 * time.Millisecond}
	var reports []solve.Progress
	opts.Progress = func(p solve.Progress) {
		mu.Lock()
		reports = append(reports, p) // print them in a real program: log.Printf("%+v", p)
		mu.Unlock()
	}
	r, _ := solve.Solve(context.Background(), b, opts)
	for _, p := range reports {
		inBounds = inBounds && p.Lower <= r.Score && r.Score <= p.Upper
	}
	fmt.Println(r.Score, r.Best, inBounds)
	// Output: 2 g8 true
}

// Solve many positions with one table: here the 4×4 positions after each
// first move, one after another; White, to move, wins each by 10.
func ExampleSolver() {
	start, _ := bitboard.Start(4)
	var s solve.Solver // its table is kept from one Solve to the next
	for sq := range bitboard.Squares(start.Legal()) {
		b, _ := start.Play(sq)
		r, err := s.Solve(context.Background(), b, solve.Options{})
		if err != nil {
			panic(err)
		}
		fmt.Println(sq, r.Score)
	}
	// Output:
	// b1 10
	// a2 10
	// d3 10
	// c4 10
}
