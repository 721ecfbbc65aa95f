package othello_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// Example plays the opening called the tiger and prints the board.
func Example() {
	g, err := othello.ParseTranscript(8, "f5d6c3d3c4")
	if err != nil {
		panic(err)
	}
	fmt.Print(g)
	fmt.Println("discs:", g.Count(othello.Black), g.Count(othello.White))
	// Output:
	//   a b c d e f g h
	// 1 - - - - - - - -
	// 2 - - - - - - - -
	// 3 - - X O - - - -
	// 4 - - X X X - - -
	// 5 - - - O X X - -
	// 6 - - - O - - - -
	// 7 - - - - - - - -
	// 8 - - - - - - - -
	// white to move
	// discs: 6 3
}

func ExampleGame() {
	g, err := othello.NewGame(6)
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"c2", "b2", "a2"} {
		pt, _ := othello.ParseMove(s)
		if err := g.Play(pt); err != nil {
			panic(err)
		}
	}
	fmt.Print(g)
	fmt.Println(g.Len(), "moves:", g.Transcript())
	// Output:
	//   a b c d e f
	// 1 - - - - - -
	// 2 X X X - - -
	// 3 - - O X - -
	// 4 - - X O - -
	// 5 - - - - - -
	// 6 - - - - - -
	// white to move
	// 3 moves: c2b2a2
}

func ExampleGame_Play() {
	g, _ := othello.NewGame(8)
	err := g.Play(board.Pt(0, 0)) // a1
	fmt.Println(err)
	fmt.Println(errors.Is(err, board.ErrIllegalMove), errors.Is(err, othello.ErrNoCapture))
	var me *othello.MoveError
	if errors.As(err, &me) {
		fmt.Println(othello.FormatMove(me.Point), me.Player)
	}
	fmt.Println(g.Play(board.Pt(4, 5))) // f5
	// Output:
	// othello: illegal move a1 by black: captures nothing
	// true true
	// a1 black
	// <nil>
}

func ExampleGame_Moves() {
	g, _ := othello.NewGame(8)
	var moves []string
	for pt := range g.Moves() {
		moves = append(moves, othello.FormatMove(pt))
	}
	fmt.Println(strings.Join(moves, " "))
	// To test one point, ask the position.
	fmt.Println(g.Position().Legal(board.Pt(4, 5), g.Turn()))
	// Output:
	// d3 c4 f5 e6
	// true
}

// ExampleGame_Turn follows a 4×4 game with two passes: after White's a1
// Black has no legal move, so the turn comes back to White automatically,
// and after Black's a4 White passes in turn.
func ExampleGame_Turn() {
	g, _ := othello.ParseTranscript(4, "b1 c1 d3 a1")
	fmt.Println(g.Turn(), "to move after a1")
	fmt.Println(g.Pass()) // the pass is forced, so it may be written
	g.PlayTranscript("a3 a2 c4 d2 b4 a4 d4")
	fmt.Println(g.Over(), g.Count(othello.Empty), "empty")
	fmt.Println(g.Score())
	// Output:
	// white to move after a1
	// <nil>
	// true 1 empty
	// 11 5
}

// ExampleGame_Undo takes moves back, the hash with them.
func ExampleGame_Undo() {
	g, _ := othello.ParseTranscript(8, "f5")
	h := g.Hash()
	g.PlayTranscript("d6")
	fmt.Println(g.Undo(), g.Transcript(), g.Turn(), g.Count(othello.Black), g.Count(othello.White))
	fmt.Println(g.Hash() == h)
	fmt.Println(g.Undo(), g.Undo())
	// Output:
	// true f5 white 4 1
	// true
	// true false
}

func ExampleGame_Score() {
	// On 4×4, this game ends with one empty square, which the winner gets.
	g, _ := othello.ParseTranscript(4, "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1")
	fmt.Println(g.Over(), g.Count(othello.Black), g.Count(othello.White))
	fmt.Println(g.Score())
	fmt.Println(g.Winner())
	// Output:
	// true 6 9
	// 6 10
	// white
}

func ExampleFinalScore() {
	// A game that ended with 40 black discs, 20 white ones and 4 empty
	// squares scores 44-20; a tie splits the empty squares.
	fmt.Println(othello.FinalScore(40, 20, 4))
	fmt.Println(othello.FinalScore(30, 31, 3))
	fmt.Println(othello.FinalScore(29, 29, 6))
	// Output:
	// 44 20
	// 30 34
	// 32 32
}

func ExampleParseTranscript() {
	g, err := othello.ParseTranscript(8, "F5 d6, C3")
	fmt.Println(g.Transcript(), err)
	_, err = othello.ParseTranscript(8, "f5 d6 c3 c3")
	fmt.Println(err)
	var te *othello.TranscriptError
	if errors.As(err, &te) {
		fmt.Println(te.Index, te.Text, errors.Is(err, board.ErrOccupied))
	}
	// Output:
	// f5d6c3 <nil>
	// othello: move 4 "c3" by white: point occupied
	// 4 c3 true
}

func ExampleFormatMove() {
	fmt.Println(othello.FormatMove(board.Pt(4, 5)), othello.FormatMove(board.Pt(9, 0)))
	// Output: f5 a10
}

func ExampleParseMove() {
	pt, err := othello.ParseMove("F5")
	fmt.Println(pt, err)
	_, err = othello.ParseMove("f0")
	fmt.Println(errors.Is(err, board.ErrSyntax))
	// Output:
	// (4,5) <nil>
	// true
}

func ExampleParsePosition() {
	p, err := othello.ParsePosition("...........................OX......XO........................... o")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Size(), p.Turn(), p.Count(othello.Black), p.Count(othello.White))
	fmt.Println(p.Text())
	_, err = othello.ParsePosition("-----OX--XO--Q-- X")
	fmt.Println(errors.Is(err, board.ErrSyntax), err)
	// Output:
	// 8 white 2 2
	// ---------------------------OX------XO--------------------------- O
	// true othello position: line 1, column 14: square 14: unknown cell rune 'Q': want X, O or - (or x, *, o, .)
}

func ExamplePosition_String() {
	p, _ := othello.NewPosition(4)
	fmt.Print(p)
	// Output:
	//   a b c d
	// 1 - - - -
	// 2 - O X -
	// 3 - X O -
	// 4 - - - -
}

func ExamplePosition_Text() {
	p, _ := othello.NewPosition(4)
	fmt.Println(p.Text())
	// Output: -----OX--XO----- X
}

// ExamplePosition_Place follows judge mechanics: each disc has its colour
// given, and a disc that captures nothing is still placed.
func ExamplePosition_Place() {
	p, _ := othello.NewPosition(4)
	m, err := p.Place(board.Pt(0, 1), othello.Black) // b1 flips b2
	fmt.Println(m.Flipped(), err)
	m, err = p.Place(board.Pt(3, 3), othello.White) // d4 flips nothing
	fmt.Println(m.Flipped(), err)
	_, err = p.Place(board.Pt(3, 3), othello.Black)
	fmt.Println(err)
	fmt.Print(p)
	// Output:
	// 1 <nil>
	// 0 <nil>
	// othello: illegal move d4 by black: point occupied
	//   a b c d
	// 1 - X - -
	// 2 - X X -
	// 3 - X O -
	// 4 - - - O
}

// ExamplePosition_Captures asks what Black's d1 and d2 would flip, without
// changing the position.
func ExamplePosition_Captures() {
	p, _ := othello.ParsePosition("XOO-" + "----" + "----" + "---- X")
	m := p.Captures(board.Pt(0, 3), othello.Black) // d1
	fmt.Println(m.Flipped(), m.Runs[board.West])
	fmt.Println(p.Captures(board.Pt(1, 3), othello.Black).Flipped()) // d2
	fmt.Println(p.Text())
	// Output:
	// 2 2
	// 0
	// XOO------------- X
}

func ExamplePosition_AppendMoves() {
	p, _ := othello.NewPosition(6)
	moves := p.AppendMoves(make([]board.Point, 0, 16), p.Turn())
	fmt.Println(len(moves), othello.FormatMove(moves[0]), othello.FormatMove(moves[3]))
	// Output: 4 c2 d5
}

func ExampleColor_Opponent() {
	fmt.Println(othello.Black.Opponent(), othello.White.Opponent(), othello.Empty.Opponent())
	// Output: white black empty
}
