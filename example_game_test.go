package board_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/tictactoe"
)

// Perft counts the move sequences of length depth from g, the classic
// test of move generation. It is written once, against the contract, and
// runs on every game of the module. It collects the moves before it plays
// them, since a game must not change while its Moves runs.
func Perft[C comparable, G board.Game[C, G]](g G, depth int) int {
	if depth == 0 {
		return 1
	}
	n := 0
	for _, p := range board.AppendMoves(nil, g) {
		if err := g.Play(p); err != nil {
			panic(err)
		}
		n += Perft(g, depth-1)
		g.Undo()
	}
	return n
}

// Negamax returns the value of g for the side to move under perfect play:
// 1 for a win, 0 for a draw, -1 for a loss. A move after which the same
// side is to move again (a forced pass of the opponent) keeps the sign.
func Negamax[C comparable, G board.Game[C, G]](g G) int {
	var zero C
	me, best := g.Turn(), -2
	for _, p := range board.AppendMoves(nil, g) {
		g.Play(p)
		var v int
		switch next := g.Turn(); {
		case next == zero: // the game ended with this move
			switch g.Winner() {
			case me:
				v = 1
			case zero:
				v = 0
			default:
				v = -1
			}
		case next == me:
			v = Negamax(g)
		default:
			v = -Negamax(g)
		}
		g.Undo()
		best = max(best, v)
	}
	return best
}

// Playout plays random moves from g until the game ends and returns the
// winner (the zero C for a draw), leaving g at the end of the game.
func Playout[C comparable, G board.Game[C, G]](g G, r *rand.Rand) C {
	var moves []board.Point
	for !g.Over() {
		moves = board.AppendMoves(moves[:0], g)
		g.Play(moves[r.IntN(len(moves))])
	}
	return g.Winner()
}

// ExampleGame runs the same generic functions, written once against the
// contract, on the games of the module, with no adapter.
func ExampleGame() {
	t := tictactoe.NewGame()
	fmt.Println("tictactoe perft:", Perft(t, 1), Perft(t, 2), Perft(t, 3), "value:", Negamax(t))
	fmt.Println("tictactoe playout:", Playout(t.Clone(), rand.New(rand.NewPCG(1, 2))))

	o, _ := othello.NewGame(8)
	fmt.Println("othello 8x8 perft:", Perft(o, 1), Perft(o, 2), Perft(o, 3), Perft(o, 4))
	fmt.Println("othello 8x8 playout:", Playout(o.Clone(), rand.New(rand.NewPCG(1, 2))))
	small, _ := othello.NewGame(4) // solved to the end: White wins 4×4 Othello
	fmt.Println("othello 4x4 value for black:", Negamax(small))

	var k gomoku.Game // the zero Game: 15×15 freestyle
	fmt.Println("gomoku 15x15 perft:", Perft(&k, 1), Perft(&k, 2))
	r, _ := gomoku.NewGame(15, gomoku.Renju)
	fmt.Println("renju 15x15 playout:", Playout(r, rand.New(rand.NewPCG(1, 2))), "after", r.Len(), "moves")
	// Output:
	// tictactoe perft: 9 72 504 value: 0
	// tictactoe playout: X
	// othello 8x8 perft: 4 12 56 244
	// othello 8x8 playout: white
	// othello 4x4 value for black: -1
	// gomoku 15x15 perft: 225 50400
	// renju 15x15 playout: white after 106 moves
}

// ExampleView draws any game with one function written against the
// read-only view that every game is.
func ExampleView() {
	draw := func(v board.View[othello.Color]) {
		for r := range v.Size() {
			for c := range v.Size() {
				fmt.Print(string(v.At(board.Pt(r, c)).Rune()))
			}
			fmt.Println()
		}
	}
	g, _ := othello.ParseTranscript(4, "c4")
	draw(g)
	// Output:
	// ----
	// -OX-
	// -XX-
	// --X-
}

// ExampleMoveAppender shows the fast path that generic searches look for
// once: the moves appended to a buffer of the caller's, with no
// allocation once the buffer has grown.
func ExampleMoveAppender() {
	var g tictactoe.Game
	var a board.MoveAppender = &g
	buf := make([]board.Point, 0, 9)
	buf = a.AppendMoves(buf[:0])
	fmt.Println(len(buf), buf[0], buf[8])
	// Output: 9 (0,0) (2,2)
}

func ExampleAppendMoves() {
	g, _ := othello.NewGame(8)
	moves := board.AppendMoves(nil, g)
	for _, p := range moves { // the moves are the caller's: play them freely
		g.Play(p)
		fmt.Print(othello.FormatMove(p), ":", g.Count(othello.White), " ")
		g.Undo()
	}
	fmt.Println()
	// Output: d3:1 c4:1 f5:1 e6:1
}
