package gomoku_test

import (
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// sixes is a board with a black six and a white six.
const sixes = `
.........
XXXXXX...
.........
.........
.........
.........
.........
...OOOOOO
.........
`

// playDoubleThree plays Black into a double-three at j8 on 15×15 under
// rule r, White answering far away, and prints why a move was refused,
// then whether the game is over and who is to move.
func playDoubleThree(r gomoku.Rule) {
	g, _ := gomoku.NewGame(15, r)
	for _, m := range []string{"h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7", "j8"} {
		p, _ := gomoku.ParseMove(m, 15)
		if err := g.Play(p); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Over(), g.Turn())
}

// Freestyle: five or more wins, nothing is forbidden.
func Example_freestyle() {
	b, _ := gomoku.ParseBoard(sixes[1:])
	f, _ := gomoku.Winner(b, gomoku.Freestyle)
	fmt.Println(f)
	fmt.Println(gomoku.Forbidden(b, board.Pt(4, 4), gomoku.Black, gomoku.Freestyle))
	// Output:
	// black horizontal 6 a8-f8
	// none
}

// Standard (and Baekjoon 2615): only exactly five wins, so the sixes win
// for nobody.
func Example_standard() {
	b, _ := gomoku.ParseBoard(sixes[1:])
	_, ok := gomoku.Winner(b, gomoku.Standard)
	fmt.Println(ok)
	// Output:
	// false
}

// Renju: White's six wins, Black's does not; Black's double-three is
// refused, and Black moves again.
func Example_renju() {
	b, _ := gomoku.ParseBoard(sixes[1:])
	f, _ := gomoku.Winner(b, gomoku.Renju)
	fmt.Println(f)

	playDoubleThree(gomoku.Renju)
	// Output:
	// white horizontal 6 d2-i2
	// gomoku: illegal move j8 by black: forbidden move: double-three
	// false black
}

// Omok: sixes win for nobody; a double-three is refused, for White too,
// and a double-four is allowed.
func Example_omok() {
	b, _ := gomoku.ParseBoard(sixes[1:])
	_, ok := gomoku.Winner(b, gomoku.Omok)
	fmt.Println(ok)

	playDoubleThree(gomoku.Omok)
	// Output:
	// false
	// gomoku: illegal move j8 by black: forbidden move: double-three
	// false black
}

func ExampleRule_Restricted() {
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard, gomoku.Renju, gomoku.Omok} {
		fmt.Println(r, r.Restricted(gomoku.Black), r.Restricted(gomoku.White))
	}
	// Output:
	// freestyle false false
	// standard false false
	// renju true false
	// omok true true
}
