package engine_test

import (
	"context"
	"fmt"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/engine"
)

// Example is a complete Othello bot: the engine plays both sides of a
// 6×6 game at level 2.
func Example() {
	g, _ := othello.NewGame(6)
	e := engine.Engine{Level: 2}
	for !g.Over() {
		c, _ := e.Choose(context.Background(), g)
		g.Play(c.Move)
	}
	b, w := g.Score()
	fmt.Println(g.Winner(), b, w)
	// Output:
	// white 12 24
}

// ExampleEngine chooses a move from a position line, as
// "board othello move" does, and prints it in Othello's notation: from
// the start, the move of the opening book, then without the book the
// move of a 3-ply search.
func ExampleEngine() {
	p, _ := othello.ParsePosition("---------------------------OX------XO--------------------------- X")
	g, _ := othello.NewGameFrom(p)
	e := engine.Engine{Level: 3}
	c, _ := e.Choose(context.Background(), g)
	fmt.Println(othello.FormatMove(c.Move), c.Score, c.Book)
	e = engine.Engine{Level: 3, NoBook: true}
	c, _ = e.Choose(context.Background(), g)
	fmt.Println(c)
	// Output:
	// d3 110 true
	// move d3 score 112 depth 3 nodes 65
}

// ExampleEngine_Hint scores every legal move of a position with 14 empty
// squares: level 5 searches them exactly, so each score is the final disc
// difference under perfect play after that move.
func ExampleEngine_Hint() {
	p, _ := othello.ParsePosition("-OOOOO----OOOO-O--OOOOOO--OOXOOOXXOOOOOOXXXOOOOOXXOXOO-OXXXXX--- X")
	g, _ := othello.NewGameFrom(p)
	e := engine.Engine{Level: 5}
	hints, _ := e.Hint(context.Background(), g, 0)
	for _, h := range hints {
		fmt.Println(othello.FormatMove(h.Move), h.Score/100, h.Exact)
	}
	// Output:
	// b4 40 true
	// g2 28 true
	// g7 14 true
	// g1 12 true
}

// The evaluation of a game after each move, for Black: the values of its
// evaluation graph.
func ExampleReview_ForBlack() {
	g, _ := othello.ParseTranscript(8, "f5d6c3d3")
	e := engine.Engine{Level: 2, NoBook: true}
	reviews, _ := e.Review(context.Background(), g)
	for _, r := range reviews {
		fmt.Printf("%s %+.2f\n", othello.FormatMove(r.Played.Move), r.ForBlack())
	}
	// Output:
	// f5 +1.12
	// d6 -0.34
	// c3 +0.91
	// d3 +0.38
}

// ExampleReview reviews the first moves of a game: each move's
// score for the side that played it, and what the engine would have
// played instead when it disagrees, with the discs the move gave away.
// Without the opening book, whose values would score these moves.
func ExampleReview() {
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4c5b3c2e6c6b4")
	e := engine.Engine{Level: 2, NoBook: true}
	reviews, _ := e.Review(context.Background(), g)
	for _, r := range reviews {
		fmt.Printf("%v %s %+.2f", r.Turn, othello.FormatMove(r.Played.Move), float64(r.Played.Score)/100)
		if r.Best.Move != r.Played.Move {
			fmt.Printf(" (best %s %+.2f, loses %.2f)", othello.FormatMove(r.Best.Move), float64(r.Best.Score)/100, float64(r.Loss())/100)
		}
		fmt.Println()
	}
	// Output:
	// black f5 +1.12
	// white d6 +0.34
	// black c3 +0.91
	// white d3 -0.38
	// black c4 +1.84
	// white f4 -0.97
	// black c5 +3.54
	// white b3 +2.40
	// black c2 +0.02
	// white e6 -0.53 (best b4 +0.73, loses 1.26)
	// black c6 +2.57
	// white b4 -0.46
}
