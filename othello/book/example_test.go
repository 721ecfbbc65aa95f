package book_test

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/book"
)

// Example looks up the book's moves from the start: the four first
// moves are images of one another, so the book holds one position for
// them, reached by every game of the archive.
func Example() {
	start, _ := bitboard.Start(8)
	moves, err := book.Default().Moves(start)
	if err != nil {
		panic(err) // only an impossible position is an error
	}
	for _, m := range moves {
		fmt.Println(m.Square, m.Score, m.Games)
	}
	// Output:
	// d3 110 65535
	// c4 110 65535
	// f5 110 65535
	// e6 110 65535
}

// ExampleDefault follows the book along a main line of the Tiger
// opening, printing the moves it holds after f5 d6 c3 d3 c4, best first.
func ExampleDefault() {
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
	p, _ := bitboard.FromPosition(g.Position())
	moves, _ := book.Default().Moves(p)
	fmt.Println(len(moves) > 1, moves[0].Square, moves[0].Games > 1000)
	// Output: true f4 true
}

// ExampleBook looks up a position, and its symmetric image, which the
// book stores as one.
func ExampleBook() {
	g, _ := othello.ParseTranscript(8, "f5d6")
	h, _ := othello.ParseTranscript(8, "e6f4") // the same position, reflected
	b := book.Default()
	for _, x := range []*othello.Game{g, h} {
		p, _ := bitboard.FromPosition(x.Position())
		e, ok, _ := b.Lookup(p)
		fmt.Println(ok, e.Score, e.Games > 10000)
	}
	// Output:
	// true 110 true
	// true 110 true
}

// ExampleEntry reads what the book knows of the position after f5.
func ExampleEntry() {
	g, _ := othello.ParseTranscript(8, "f5")
	p, _ := bitboard.FromPosition(g.Position())
	e, _, _ := book.Default().Lookup(p)
	fmt.Printf("White to move: %+.2f discs, %d+ games\n", float64(e.Score)/100, e.Games)
	// Output: White to move: -1.10 discs, 65535+ games
}

// ExampleMove shows that a move's score is the value of the position it
// leads to, seen from the other side.
func ExampleMove() {
	start, _ := bitboard.Start(8)
	moves, _ := book.Default().Moves(start)
	m := moves[0]
	after, _ := start.Play(m.Square)
	e, _, _ := book.Default().Lookup(after)
	fmt.Println(m.Square, m.Score == -e.Score)
	// Output: d3 true
}

// ExampleBuild builds a small book of three games' openings, scoring the
// moves out of it by the disc difference (an engine's search, in a real
// book).
func ExampleBuild() {
	var lines [][]board.Point
	for _, t := range []string{"f5d6c3d3c4", "f5d6c3d3c4", "f5f6e6f4"} {
		g, _ := othello.ParseTranscript(8, t)
		lines = append(lines, slices.Collect(g.History()))
	}
	discs := func(p bitboard.Bitboard) int {
		return 100 * (bits.OnesCount64(p.Mover) - bits.OnesCount64(p.Opponent))
	}
	b, _ := book.Build(slices.Values(lines), book.BuildOptions{
		MinGames: 2,
		NewEval:  func() func(bitboard.Bitboard) int { return discs },
	})
	fmt.Println(b.Len(), "positions") // the start and the 5 positions of the shared line
	// Output: 6 positions
}

// ExampleBuildOptions shows the defaults: 24 moves of each line, every
// position of every line, one goroutine.
func ExampleBuildOptions() {
	opt := book.BuildOptions{Plies: 12, MinGames: 3}
	fmt.Println(opt.Plies, opt.MinGames, opt.Threads)
	// Output: 12 3 0
}

// ExampleBook_Lookup shows that a position no game can hold, here with
// discs of both sides on the same squares, is an error, not a miss.
func ExampleBook_Lookup() {
	p, _ := bitboard.Start(8)
	p.Opponent |= p.Mover
	_, ok, err := book.Default().Lookup(p)
	fmt.Println(ok, errors.Is(err, board.ErrPosition))
	fmt.Println(err)
	// Output:
	// false true
	// bitboard: square e4 holds discs of both sides: unreachable position (point occupied)
}
