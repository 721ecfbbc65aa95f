package tictactoe_test

import (
	"errors"
	"fmt"
	"slices"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/tictactoe"
)

// play plays moves given in notation, for the examples.
func play(g *tictactoe.Game, ms ...string) {
	for _, m := range ms {
		p, err := tictactoe.ParseMove(m)
		if err != nil {
			panic(err)
		}
		if err := g.Play(p); err != nil {
			panic(err)
		}
	}
}

// Example plays a short game, classifies boards as Baekjoon 7682 asks, and
// asks perfect play for the best replies.
func Example() {
	g := tictactoe.NewGame()
	play(g, "b2", "a1", "c3")
	fmt.Print(g)

	b := g.Board()
	v, _ := b.Value()
	best, _ := b.BestMoves()
	fmt.Println("O's value:", v, "- best replies:", tictactoe.FormatMoves(slices.Values(best)))

	for _, s := range []string{"XXXOO.XXX", "XOXOXOXOX"} {
		b, _ := tictactoe.Parse(s)
		fmt.Println(s, b.State(), b.State().Final())
	}
	// Output:
	// O..
	// .X.
	// ..X
	// O to move
	// O's value: draw - best replies: c1 a3
	// XXXOO.XXX illegal false
	// XOXOXOXOX X won true
}

func ExampleMark() {
	var m tictactoe.Mark // the zero Mark is Empty
	fmt.Println(m, tictactoe.X, tictactoe.O.Opponent(), string(tictactoe.O.Rune()), tictactoe.Mark(7))
	// Output: empty X X O Mark(7)
}

func ExampleFormatMoves() {
	g := tictactoe.NewGame()
	play(g, "b2", "a1", "c3")
	fmt.Println(tictactoe.FormatMoves(g.History()))
	b, _ := tictactoe.Parse("XX.OO....")
	best, _ := b.BestMoves()
	fmt.Println(tictactoe.FormatMoves(slices.Values(best)))
	// Output:
	// b2 a1 c3
	// c1
}

func ExampleFormatMove() {
	fmt.Println(tictactoe.FormatMove(board.Pt(0, 0)), tictactoe.FormatMove(board.Pt(1, 1)), tictactoe.FormatMove(board.Pt(2, 0)))
	// Output: a1 b2 a3
}

func ExampleParseMove() {
	p, err := tictactoe.ParseMove("C2")
	fmt.Println(p, err)
	_, err = tictactoe.ParseMove("d1")
	fmt.Println(errors.Is(err, board.ErrSyntax), err)
	// Output:
	// (1,2) <nil>
	// true tictactoe: move "d1": invalid syntax: want a column a-c and a row 1-3, like b2
}

func ExampleParse() {
	b, err := tictactoe.Parse("XX.OO....")
	fmt.Println(b, err)

	_, err = tictactoe.Parse("XXOO")
	fmt.Println(errors.Is(err, tictactoe.ErrLength), errors.Is(err, board.ErrSyntax), err)
	_, err = tictactoe.Parse("XXOOABC..")
	if pe, ok := errors.AsType[*board.ParseError](err); ok {
		fmt.Println(pe.Col, errors.Is(err, tictactoe.ErrChar), pe.Err)
	}
	// Output:
	// XX.OO.... <nil>
	// true true tictactoe board: line 1, column 5: want 9 characters, have 4
	// 5 true 'A': want 'X', 'O' or '.'
}

func ExampleNewBoard() {
	b := tictactoe.NewBoard()
	b.Set(board.Pt(1, 1), tictactoe.X)
	fmt.Println(b, b.Count(tictactoe.Empty))
	fmt.Print(b.Grid())
	// Output:
	// ....X.... 8
	// ...
	// .X.
	// ...
}

func ExampleBoard() {
	b := tictactoe.NewBoard() // a Board does not record the turn: it follows from the counts
	b.Set(board.Pt(0, 0), tictactoe.X)
	fmt.Println(b.State(), b.Turn(), b.At(board.Pt(0, 0)))
	for p := range b.Empties() {
		if p.Row == 0 {
			fmt.Print(tictactoe.FormatMove(p), " ")
		}
	}
	fmt.Println()
	// Output:
	// ongoing O X
	// b1 c1
}

func ExampleBoard_State() {
	for _, s := range []string{".........", "XXXOO....", "XXXOOO...", "XOXXOOOXX"} {
		b, _ := tictactoe.Parse(s)
		st := b.State()
		fmt.Printf("%s %-8v legal=%v final=%v winner=%v\n", s, st, st.Legal(), st.Final(), st.Winner())
	}
	// Output:
	// ......... ongoing  legal=true final=false winner=empty
	// XXXOO.... X won    legal=true final=true winner=X
	// XXXOOO... illegal  legal=false final=false winner=empty
	// XOXXOOOXX drawn    legal=true final=true winner=empty
}

func ExampleBoard_Value() {
	for _, s := range []string{".........", "XX.OO....", "X...O...X", "XXXOOO..."} {
		b, _ := tictactoe.Parse(s)
		v, err := b.Value()
		fmt.Println(s, b.Turn(), v, err)
	}
	// Output:
	// ......... X draw <nil>
	// XX.OO.... X win <nil>
	// X...O...X O draw <nil>
	// XXXOOO... X draw tictactoe: XXXOOO...: unreachable position
}

func ExampleBoard_BestMoves() {
	b, _ := tictactoe.Parse("X...O...X")
	best, _ := b.BestMoves()
	fmt.Println(tictactoe.FormatMoves(slices.Values(best))) // O must take an edge, not a corner
	// Output: b1 a2 c2 b3
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

func ExampleLine() {
	l := tictactoe.Line{Start: board.Pt(2, 0), Axis: board.AntiDiagonal}
	b, _ := tictactoe.Parse("..X.X.X..")
	fmt.Println(l.Points(), b.Wins(tictactoe.X), b.Winner())
	// Output: [(2,0) (1,1) (0,2)] true X
}

func ExampleGame() {
	var g tictactoe.Game // the zero Game is a new game
	play(&g, "a1", "a2", "b1", "b2", "c1")
	fmt.Print(g.String())
	fmt.Println(g.Over(), g.Winner(), g.Turn(), g.Len())
	fmt.Println(tictactoe.FormatMoves(g.History()))
	// Output:
	// XXX
	// OO.
	// ...
	// X wins
	// true X empty 5
	// a1 a2 b1 b2 c1
}

func ExampleNewGame() {
	g := tictactoe.NewGame()
	play(g, "b2")
	fmt.Println(g.Turn(), g.Over(), g.Board())
	// Output: O false ....X....
}

func ExampleNewGameFrom() {
	b, _ := tictactoe.Parse("XX.OO....")
	g, err := tictactoe.NewGameFrom(b)
	fmt.Println(g.Turn(), err)
	play(g, "c1")
	fmt.Println(g.Winner(), g.Undo(), g.Undo()) // the moves before the start stay

	b, _ = tictactoe.Parse("XXX......")
	_, err = tictactoe.NewGameFrom(b)
	fmt.Println(errors.Is(err, board.ErrPosition), err)
	// Output:
	// X <nil>
	// X true false
	// true tictactoe: XXX......: unreachable position
}

func ExampleGame_Play() {
	g := tictactoe.NewGame()
	g.Play(board.Pt(1, 1))
	err := g.Play(board.Pt(1, 1))
	fmt.Println(errors.Is(err, board.ErrOccupied), errors.Is(err, board.ErrIllegalMove), err)
	err = g.Play(board.Pt(3, 1))
	fmt.Println(errors.Is(err, board.ErrOffBoard), err)
	// Output:
	// true true tictactoe: illegal move b2 by O: point occupied
	// true tictactoe: illegal move (3,1) by O: point off the board
}

func ExampleGame_Moves() {
	g := tictactoe.NewGame()
	play(g, "a1", "b2", "c3")
	fmt.Println(tictactoe.FormatMoves(g.Moves()))
	// Output: b1 c1 a2 c2 a3 b3
}

func ExampleGame_Undo() {
	g := tictactoe.NewGame()
	play(g, "a1")
	h := g.Hash()
	play(g, "b2")
	fmt.Println(g.Undo(), g.Hash() == h, g.Undo(), g.Undo(), g.Board())
	// Output: true true true false .........
}

func ExampleGame_Clone() {
	g := tictactoe.NewGame()
	play(g, "b2")
	c := g.Clone()
	play(c, "a1")
	fmt.Println(g.Board(), c.Board(), g.Len(), c.Len())
	// Output: ....X.... O...X.... 1 2
}

func ExampleGame_Hash() {
	g, h := tictactoe.NewGame(), tictactoe.NewGame()
	play(g, "a1", "b2", "c3")
	play(h, "c3", "b2", "a1") // the same position by another order
	fmt.Println(g.Hash() == h.Hash())
	// Output: true
}

func ExampleMoveError() {
	g := tictactoe.NewGame()
	err := g.Play(board.Pt(-1, 0))
	if me, ok := errors.AsType[*tictactoe.MoveError](err); ok {
		fmt.Println(me.Point, me.Player, me.Err == board.ErrOffBoard)
	}
	// Output: (-1,0) X true
}

func ExampleState() {
	fmt.Println(tictactoe.OWon, tictactoe.OWon.Final(), tictactoe.OWon.Winner(), tictactoe.Ongoing.Legal(), tictactoe.State(9))
	// Output: O won true O true State(9)
}

func ExampleValue() {
	fmt.Println(tictactoe.Win, tictactoe.Draw, tictactoe.Loss, tictactoe.Value(5))
	// Output: win draw loss Value(5)
}
