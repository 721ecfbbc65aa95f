package gomoku_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

func ExampleStone() {
	b, _ := gomoku.NewBoard(5)
	b.Set(board.Pt(2, 2), gomoku.Black)
	fmt.Println(b.At(board.Pt(2, 2)), b.At(board.Pt(0, 0)))
	// Output:
	// black empty
}

func ExampleStone_String() {
	fmt.Println(gomoku.White, gomoku.Stone(7))
	// Output:
	// white Stone(7)
}

func ExampleStone_Rune() {
	b, _ := gomoku.NewBoard(5)
	b.Set(board.Pt(0, 0), gomoku.Black)
	b.Set(board.Pt(0, 1), gomoku.White)
	fmt.Print(b.Format(gomoku.Stone.Rune))
	// Output:
	// XO...
	// .....
	// .....
	// .....
	// .....
}

func ExampleRule() {
	b, _ := gomoku.ParseBoard("XXXXXX\n......\n......\n......\n......\n......\n")
	for _, r := range gomoku.Rules() {
		_, ok := gomoku.Winner(b, r)
		fmt.Println(r, ok)
	}
	// Output:
	// freestyle true
	// standard false
	// renju false
	// omok false
}

func ExampleRules() {
	for _, r := range gomoku.Rules() {
		fmt.Print(r, " ")
	}
	fmt.Println()
	// Output: freestyle standard renju omok
}

func ExampleRule_String() {
	fmt.Println(gomoku.Renju, gomoku.Rule(9))
	// Output:
	// renju Rule(9)
}

func ExampleFoul() {
	b, _ := gomoku.ParseBoard("XX.XXX.\n.......\n.......\n.......\n.......\n.......\n.......\n")
	f := gomoku.Forbidden(b, board.Pt(0, 2), gomoku.Black, gomoku.Renju)
	fmt.Println(f, f != gomoku.NoFoul)
	// Output:
	// overline true
}

func ExampleFoul_String() {
	fmt.Println(gomoku.NoFoul, gomoku.DoubleFour, gomoku.Foul(9))
	// Output:
	// none double-four Foul(9)
}

func ExampleFive() {
	b, _ := gomoku.ParseBoard("....O\n...O.\n..O..\n.O...\nO....\n")
	f, _ := gomoku.Winner(b, gomoku.Standard)
	fmt.Println(f.Stone, f.Start, f.Axis, f.Len)
	// Output:
	// white (4,0) anti-diagonal 5
}

func ExampleFive_End() {
	f := gomoku.Five{Stone: gomoku.Black, Start: board.Pt(2, 0), Axis: board.Vertical, Len: 5}
	fmt.Println(f.End())
	// Output:
	// (6,0)
}

func ExampleFive_String() {
	f := gomoku.Five{Stone: gomoku.Black, Start: board.Pt(7, 3), Axis: board.Horizontal, Len: 5}
	fmt.Println(f)
	f.Size = 15
	fmt.Println(f)
	fmt.Println(gomoku.Five{})
	// Output:
	// black horizontal 5 (7,3)-(7,7)
	// black horizontal 5 d8-h8
	// none
}

func ExampleMoveError() {
	g, _ := gomoku.NewGame(9, gomoku.Omok)
	g.Play(board.Pt(4, 4))
	err := g.Play(board.Pt(4, 4))
	if me, ok := errors.AsType[*gomoku.MoveError](err); ok {
		fmt.Println(me.Player, me.Point, me.Err)
	}
	fmt.Println(err)
	fmt.Println(errors.Is(err, board.ErrIllegalMove), errors.Is(err, board.ErrOccupied))
	// Output:
	// white (4,4) point occupied
	// gomoku: illegal move e5 by white: point occupied
	// true true
}

func ExampleResult() {
	g, _ := gomoku.NewGame(9, gomoku.Freestyle)
	for _, m := range []string{"a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5"} {
		p, _ := gomoku.ParseMove(m, 9)
		g.Play(p)
	}
	r := g.Result()
	fmt.Println(r.Over(), r.Winner, r.Five.Axis, gomoku.FormatMove(r.Five.Start, 9))
	fmt.Println(r)
	// Output:
	// true black vertical a5
	// black wins with black vertical 5 a5-a1
}

func ExampleResult_Over() {
	fmt.Println(gomoku.Result{}.Over(), gomoku.Result{Draw: true}.Over())
	// Output:
	// false true
}

func ExampleResult_String() {
	five := gomoku.Five{Stone: gomoku.Black, Start: board.Pt(0, 0), Axis: board.Diagonal, Len: 5, Size: 15}
	fmt.Println(gomoku.Result{})
	fmt.Println(gomoku.Result{Draw: true})
	fmt.Println(gomoku.Result{Winner: gomoku.Black, Five: five})
	// Output:
	// in play
	// draw
	// black wins with black diagonal 5 a15-e11
}
