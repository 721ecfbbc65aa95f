package tictactoe_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/tictactoe"
)

// Example plays a short game, classifies boards as Baekjoon 7682 asks, and
// asks perfect play for the best replies.
func Example() {
	g := tictactoe.NewGame()
	for _, p := range []board.Point{board.Pt(1, 1), board.Pt(0, 0), board.Pt(2, 2)} {
		if err := g.Play(p); err != nil {
			panic(err)
		}
	}
	b := g.Board()
	fmt.Print(b.Grid())
	fmt.Println("state:", g.State(), "- to move:", g.Turn())

	v, _ := b.Value()
	best, _ := b.BestMoves()
	fmt.Println("O's value:", v, "- best replies:", best)

	for _, s := range []string{"XXXOO.XXX", "XOXOXOXOX"} {
		b, _ := tictactoe.Parse(s)
		fmt.Println(s, b.State(), b.State().Final())
	}
	// Output:
	// O..
	// .X.
	// ..X
	// state: ongoing - to move: O
	// O's value: draw - best replies: [(0,2) (2,0)]
	// XXXOO.XXX illegal false
	// XOXOXOXOX X won true
}

func ExampleMark_String() {
	fmt.Println(tictactoe.X, tictactoe.O, tictactoe.Empty)
	// Output: X O .
}

func ExampleMark_Opponent() {
	fmt.Println(tictactoe.X.Opponent(), tictactoe.O.Opponent())
	// Output: O X
}

func ExampleParse() {
	b, err := tictactoe.Parse("XX.OO....")
	fmt.Println(b, err)

	_, err = tictactoe.Parse("XXOO")
	fmt.Println(errors.Is(err, tictactoe.ErrLength), err)
	_, err = tictactoe.Parse("XXOOABC..")
	fmt.Println(errors.Is(err, tictactoe.ErrChar), err)
	// Output:
	// XX.OO.... <nil>
	// true tictactoe: "XXOO": want 9 characters, have 4
	// true tictactoe: "XXOOABC..": character 5: want 'X', 'O' or '.'
}

func ExampleParseError() {
	_, err := tictactoe.Parse("XXO-O....")
	if pe, ok := errors.AsType[*tictactoe.ParseError](err); ok {
		fmt.Println(pe.Pos, pe.Err)
	}
	// Output: 4 want 'X', 'O' or '.'
}

func ExampleNewBoard() {
	b := tictactoe.NewBoard()
	b.Set(board.Pt(1, 1), tictactoe.X)
	fmt.Println(b, b.Count(tictactoe.Empty))
	// Output: ....X.... 8
}

func ExampleBoard_Grid() {
	b, _ := tictactoe.Parse("XO..X...O")
	fmt.Print(b.Grid())
	// Output:
	// XO.
	// .X.
	// ..O
}

func ExampleBoard_At() {
	b, _ := tictactoe.Parse("XO..X...O")
	fmt.Println(b.At(board.Pt(0, 1)), b.At(board.Pt(2, 2)), b.At(board.Pt(5, 5)))
	// Output: O O .
}

func ExampleBoard_Empties() {
	b, _ := tictactoe.Parse("XOXOXOX..")
	for p := range b.Empties() {
		fmt.Print(p, " ")
	}
	fmt.Println()
	// Output: (2,1) (2,2)
}

func ExampleBoard_State() {
	for _, s := range []string{".........", "XXXOO....", "XXXOOO...", "XOXXOOOXX"} {
		b, _ := tictactoe.Parse(s)
		st := b.State()
		fmt.Printf("%s %-8v legal=%v final=%v winner=%v\n", s, st, st.Legal(), st.Final(), st.Winner())
	}
	// Output:
	// ......... ongoing  legal=true final=false winner=.
	// XXXOO.... X won    legal=true final=true winner=X
	// XXXOOO... illegal  legal=false final=false winner=.
	// XOXXOOOXX drawn    legal=true final=true winner=.
}

func ExampleBoard_Winner() {
	b, _ := tictactoe.Parse("XX.OOOX..")
	fmt.Println(b.Winner(), b.Wins(tictactoe.X))
	// Output: O false
}

func ExampleBoard_Turn() {
	b, _ := tictactoe.Parse("X........")
	fmt.Println(b.Turn())
	// Output: O
}

func ExampleBoard_Value() {
	for _, s := range []string{".........", "XX.OO....", "X...O...X"} {
		b, _ := tictactoe.Parse(s)
		v, err := b.Value()
		fmt.Println(s, b.Turn(), v, err)
	}
	// Output:
	// ......... X draw <nil>
	// XX.OO.... X win <nil>
	// X...O...X O draw <nil>
}

func ExampleBoard_BestMoves() {
	b, _ := tictactoe.Parse("X...O...X")
	best, _ := b.BestMoves()
	fmt.Println(best) // O must take an edge, not a corner
	// Output: [(0,1) (1,0) (1,2) (2,1)]
}

func ExampleLines() {
	for l := range tictactoe.Lines() {
		fmt.Println(l.Points(), l.Axis)
	}
	// Output:
	// [(0,0) (0,1) (0,2)] horizontal
	// [(1,0) (1,1) (1,2)] horizontal
	// [(2,0) (2,1) (2,2)] horizontal
	// [(0,0) (1,0) (2,0)] vertical
	// [(0,1) (1,1) (2,1)] vertical
	// [(0,2) (1,2) (2,2)] vertical
	// [(0,0) (1,1) (2,2)] diagonal
	// [(2,0) (1,1) (0,2)] anti-diagonal
}

func ExampleGame() {
	var g tictactoe.Game // the zero Game is a new game
	for _, p := range []board.Point{board.Pt(0, 0), board.Pt(1, 0), board.Pt(0, 1), board.Pt(1, 1), board.Pt(0, 2)} {
		g.Play(p)
	}
	fmt.Println(g.State(), g.History())
	// Output: X won [(0,0) (1,0) (0,1) (1,1) (0,2)]
}

func ExampleGame_Play() {
	g := tictactoe.NewGame()
	g.Play(board.Pt(1, 1))
	err := g.Play(board.Pt(1, 1))
	fmt.Println(errors.Is(err, tictactoe.ErrOccupied), err)
	err = g.Play(board.Pt(3, 1))
	fmt.Println(errors.Is(err, tictactoe.ErrOffBoard), err)
	// Output:
	// true tictactoe: move (1,1): cell occupied
	// true tictactoe: move (3,1): point off the board
}

func ExampleGame_Moves() {
	g := tictactoe.NewGame()
	for _, p := range []board.Point{board.Pt(0, 0), board.Pt(1, 1), board.Pt(2, 2)} {
		g.Play(p)
	}
	for p := range g.Moves() {
		fmt.Print(p, " ")
	}
	fmt.Println()
	// Output: (0,1) (0,2) (1,0) (1,2) (2,0) (2,1)
}

func ExampleGame_Undo() {
	g := tictactoe.NewGame()
	g.Play(board.Pt(0, 0))
	fmt.Println(g.Undo(), g.Undo(), g.Board())
	// Output: true false .........
}

func ExampleState() {
	fmt.Println(tictactoe.OWon, tictactoe.OWon.Final(), tictactoe.OWon.Winner())
	// Output: O won true O
}

func ExampleValue() {
	fmt.Println(tictactoe.Win, tictactoe.Draw, tictactoe.Loss)
	// Output: win draw loss
}

func ExampleBoard() {
	b := tictactoe.NewBoard() // a Board does not record the turn: it follows from the counts
	b.Set(board.Pt(0, 0), tictactoe.X)
	fmt.Println(b.State(), b.Turn())
	// Output: ongoing O
}

func ExampleBoard_All() {
	b, _ := tictactoe.Parse("X.......O")
	for p, m := range b.All() {
		if m != tictactoe.Empty {
			fmt.Println(p, m)
		}
	}
	// Output:
	// (0,0) X
	// (2,2) O
}

func ExampleBoard_Clone() {
	b, _ := tictactoe.Parse("X........")
	c := b.Clone()
	c.Set(board.Pt(1, 1), tictactoe.O)
	fmt.Println(b, c)
	// Output: X........ X...O....
}

func ExampleBoard_Count() {
	b, _ := tictactoe.Parse("XOX.O....")
	fmt.Println(b.Count(tictactoe.X), b.Count(tictactoe.O), b.Count(tictactoe.Empty))
	// Output: 2 2 5
}

func ExampleBoard_Equal() {
	a, _ := tictactoe.Parse("X........")
	b := tictactoe.NewBoard()
	b.Set(board.Pt(0, 0), tictactoe.X)
	fmt.Println(a.Equal(b))
	// Output: true
}

func ExampleBoard_Set() {
	b := tictactoe.NewBoard()
	b.Set(board.Pt(2, 1), tictactoe.O)
	b.Set(board.Pt(3, 3), tictactoe.X) // off the board: ignored
	fmt.Println(b)
	// Output: .......O.
}

func ExampleBoard_String() {
	b := tictactoe.NewBoard()
	b.Set(board.Pt(0, 2), tictactoe.X)
	fmt.Println(b.String())
	// Output: ..X......
}

func ExampleBoard_Wins() {
	b, _ := tictactoe.Parse("XOXOXOX..") // X fills the anti-diagonal
	fmt.Println(b.Wins(tictactoe.X), b.Wins(tictactoe.O))
	// Output: true false
}

func ExampleNewGame() {
	g := tictactoe.NewGame()
	fmt.Println(g.Turn(), g.State(), g.Board())
	// Output: X ongoing .........
}

func ExampleGame_Board() {
	g := tictactoe.NewGame()
	g.Play(board.Pt(1, 1))
	b := g.Board() // a copy: changing it does not change the game
	b.Set(board.Pt(0, 0), tictactoe.O)
	fmt.Println(g.Board(), b)
	// Output: ....X.... O...X....
}

func ExampleGame_History() {
	g := tictactoe.NewGame()
	g.Play(board.Pt(1, 1))
	g.Play(board.Pt(0, 2))
	fmt.Println(g.History())
	// Output: [(1,1) (0,2)]
}

func ExampleGame_State() {
	g := tictactoe.NewGame()
	for _, p := range []board.Point{board.Pt(0, 0), board.Pt(0, 1), board.Pt(1, 1), board.Pt(0, 2), board.Pt(2, 2)} {
		g.Play(p)
	}
	fmt.Println(g.State(), g.State().Winner())
	// Output: X won X
}

func ExampleGame_Turn() {
	g := tictactoe.NewGame()
	g.Play(board.Pt(1, 1))
	fmt.Println(g.Turn())
	// Output: O
}

func ExampleLine() {
	l := tictactoe.Line{Start: board.Pt(2, 0), Axis: board.AntiDiagonal}
	fmt.Println(l.Points())
	// Output: [(2,0) (1,1) (0,2)]
}

func ExampleLine_Points() {
	for l := range tictactoe.Lines() {
		if l.Axis == board.Vertical {
			fmt.Println(l.Points())
		}
	}
	// Output:
	// [(0,0) (1,0) (2,0)]
	// [(0,1) (1,1) (2,1)]
	// [(0,2) (1,2) (2,2)]
}

func ExampleMark() {
	var m tictactoe.Mark // the zero Mark is Empty
	fmt.Println(m == tictactoe.Empty, tictactoe.Mark(7))
	// Output: true Mark(7)
}

func ExampleMoveError() {
	g := tictactoe.NewGame()
	err := g.Play(board.Pt(-1, 0))
	if me, ok := errors.AsType[*tictactoe.MoveError](err); ok {
		fmt.Println(me.Point, me.Err == tictactoe.ErrOffBoard)
	}
	// Output: (-1,0) true
}

func ExampleMoveError_Error() {
	err := &tictactoe.MoveError{Point: board.Pt(0, 0), Err: tictactoe.ErrGameOver}
	fmt.Println(err.Error())
	// Output: tictactoe: move (0,0): game over
}

func ExampleMoveError_Unwrap() {
	err := &tictactoe.MoveError{Point: board.Pt(0, 0), Err: tictactoe.ErrOccupied}
	fmt.Println(err.Unwrap() == tictactoe.ErrOccupied)
	// Output: true
}

func ExampleParseError_Error() {
	err := &tictactoe.ParseError{Text: "XXO", Err: tictactoe.ErrLength}
	fmt.Println(err.Error())
	// Output: tictactoe: "XXO": want 9 characters, have 3
}

func ExampleParseError_Unwrap() {
	_, err := tictactoe.Parse("XO")
	pe, _ := errors.AsType[*tictactoe.ParseError](err)
	fmt.Println(pe.Unwrap() == tictactoe.ErrLength)
	// Output: true
}

func ExampleState_Legal() {
	b, _ := tictactoe.Parse("XXXXOOOO.")
	fmt.Println(b.State().Legal())
	// Output: false
}

func ExampleState_Final() {
	b, _ := tictactoe.Parse("XXXOO....")
	fmt.Println(b.State().Final(), tictactoe.Ongoing.Final())
	// Output: true false
}

func ExampleState_String() {
	fmt.Println(tictactoe.Drawn.String(), tictactoe.State(9).String())
	// Output: drawn State(9)
}

func ExampleState_Winner() {
	fmt.Println(tictactoe.XWon.Winner(), tictactoe.Drawn.Winner())
	// Output: X .
}

func ExampleValue_String() {
	fmt.Println(tictactoe.Win.String(), tictactoe.Value(5).String())
	// Output: win Value(5)
}
