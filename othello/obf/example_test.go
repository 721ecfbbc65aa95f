package obf_test

import (
	"context"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/obf"
	"github.com/seed131617c4/board/othello/solve"
)

// Example reads a line of an FFO suite and solves its position.
func Example() {
	l, err := obf.Parse("XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X; H5:+6; G6:-2; F6:-4;")
	if err != nil {
		panic(err)
	}
	b, _ := bitboard.FromPosition(l.Position)
	r, _ := solve.Solve(context.Background(), b, solve.Options{})
	fmt.Println(r.Score == l.Scores[0].Value, r.Best)
	// Output: true h5
}

func ExampleParse() {
	l, err := obf.Parse("-----OX--XO----- X; b1:-10; % the 4×4 start")
	if err != nil {
		panic(err)
	}
	fmt.Println(l.Position.Size(), l.Position.Turn(), l.Scores)
	_, err = obf.Parse("-----OX--XO----- Y")
	fmt.Println(err)
	// Output:
	// 4 black [B1:-10]
	// obf: line 1, column 18: side to move "Y": want X or O
}

// Read a line as edax's problem files write them, ending with the entry
// "--:-127;", which is skipped.
func ExampleParse_edax() {
	l, err := obf.Parse("-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0; H3:-2; F8:-2; --:-127;")
	if err != nil {
		panic(err)
	}
	fmt.Println(l.Scores)
	// Output: [H4:+0 H3:-2 F8:-2]
}

// Read the listed scores of an OBF line and pick the best ones.
func ExampleScore() {
	l, _ := obf.Parse("-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0; H3:-2; F8:-2;")
	for _, s := range l.Scores {
		fmt.Println(othello.FormatMove(s.Move), s.Value)
	}
	// Output:
	// h4 0
	// h3 -2
	// f8 -2
}

func ExampleScore_String() {
	fmt.Println(obf.Score{Move: board.Pt(1, 0), Value: 38}, obf.Score{Pass: true, Value: -4})
	// Output: A2:+38 PS:-4
}

func ExampleLine() {
	p, _ := othello.NewPosition(6)
	l := obf.Line{Position: p, Scores: []obf.Score{{Move: board.Pt(0, 2), Value: -4}}}
	fmt.Println(l)
	// Output: --------------OX----XO-------------- X; C1:-4;
}

func ExampleLine_String() {
	l, _ := obf.Parse("......*O....O*...................... o; ps:-4;")
	fmt.Println(l.String())
	// Output: ------XO----OX---------------------- O; PS:-4;
}
