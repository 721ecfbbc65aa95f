package eval_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
)

// Example ranks the moves of a position by the evaluation of the position
// each leaves to the opponent: the lower the opponent's score, the better
// the move.
func Example() {
	b, _ := bitboard.Start(8)
	for m := range strings.FieldsSeq("c4 c3 d3 e3 e2 c6 f2 f3 e6 c5 b2 b3 a3 a2 b6 a6") {
		b = play(b, m)
	}
	// Black to move can take the corner a1.
	best, bestScore := bitboard.Square(0), 1<<30
	for s := range bitboard.Squares(b.Legal()) {
		next := b.Make(s, b.Flip(s))
		if score := eval.Score(next.Mover, next.Opponent); score < bestScore {
			best, bestScore = s, score
		}
	}
	fmt.Println("best:", best)
	// Output:
	// best: a1
}

// play returns b after the move named m, such as "f5".
func play(b bitboard.Bitboard, m string) bitboard.Bitboard {
	s, _ := bitboard.SquareAt(int(m[1]-'1'), int(m[0]-'a'))
	b, _ = b.Play(s)
	return b
}

// ExampleScore scores a position where the side to move holds three
// corners: far ahead.
func ExampleScore() {
	const corners = 1 | 1<<7 | 1<<56 // a1, h1 and a8
	const centre = 0x0000001818000000
	player, opponent := uint64(corners|0x0000000008000000), uint64(centre&^0x0000000008000000)
	score := eval.Score(player, opponent)
	fmt.Println("ahead:", score > 0)
	// Output:
	// ahead: true
}

// ExampleDefault shows that Score is the Default weights' evaluation, and
// that the Weights that Default returns are the caller's: changing them
// changes nothing else.
func ExampleDefault() {
	b, _ := bitboard.Start(8)
	b, _ = b.Play(19) // d3
	w := eval.Default()
	fmt.Println(w.Score(b.Mover, b.Opponent) == eval.Score(b.Mover, b.Opponent))
	var zero eval.Weights
	data, _ := zero.MarshalBinary()
	w.UnmarshalBinary(data) // w now scores every position 0
	fmt.Println(w.Score(b.Mover, b.Opponent), eval.Score(b.Mover, b.Opponent) != 0)
	// Output:
	// true
	// 0 true
}

// ExampleWeights shows the zero Weights, which score every position 0.
func ExampleWeights() {
	var w eval.Weights
	b, _ := bitboard.Start(8)
	fmt.Println(w.Score(b.Mover, b.Opponent))
	// Output:
	// 0
}

// ExampleFit fits weights to two samples of one stage, positions that
// differ in one corner, and reads them back.
func ExampleFit() {
	const a1, h8 = 1, 1 << 63
	samples := []eval.Sample{
		{Player: a1 | 0x0000000810000000, Opponent: 0x0000001008000000, Score: 20},
		{Player: h8 | 0x0000000810000000, Opponent: 0x0000001008000000, Score: 20},
		{Player: 0x0000000810000000, Opponent: a1 | 0x0000001008000000, Score: -20},
	}
	w := eval.Fit(samples, eval.Options{Lambda: -1})
	for _, s := range samples {
		fmt.Printf("%.0f\n", float64(w.Score(s.Player, s.Opponent))/100)
	}
	// Output:
	// 20
	// 20
	// -20
}

// ExampleSample makes the samples of a game: each position with the final
// disc difference for its side to move.
func ExampleSample() {
	b, _ := bitboard.Start(8)
	var samples []eval.Sample
	final := 8.0 // say Black won by 8 discs
	for i, m := range []string{"f5", "d6", "c3", "d3", "c4"} {
		score := final
		if i%2 == 1 {
			score = -final // White to move
		}
		samples = append(samples, eval.Sample{Player: b.Mover, Opponent: b.Opponent, Score: score})
		b = play(b, m)
	}
	fmt.Println(len(samples), samples[1].Score)
	// Output:
	// 5 -8
}

// ExampleOptions fits with a stronger regularisation, which draws the
// weights of a few samples well below their scores.
func ExampleOptions() {
	b, _ := bitboard.Start(8)
	samples := []eval.Sample{{Player: b.Mover, Opponent: b.Opponent, Score: 10}}
	loose := eval.Fit(samples, eval.Options{Lambda: -1})
	tight := eval.Fit(samples, eval.Options{Lambda: 100})
	fmt.Println(loose.Score(b.Mover, b.Opponent) > tight.Score(b.Mover, b.Opponent))
	// Output:
	// true
}

// ExampleWeights_MarshalBinary saves fitted weights and reads them back,
// as the generator writes the table that Default reads.
func ExampleWeights_MarshalBinary() {
	b, _ := bitboard.Start(8)
	w := eval.Fit([]eval.Sample{{Player: b.Mover, Opponent: b.Opponent, Score: 4}}, eval.Options{Lambda: -1})
	data, err := w.MarshalBinary()
	if err != nil {
		panic(err)
	}
	var back eval.Weights
	if err := back.UnmarshalBinary(data); err != nil {
		panic(err)
	}
	fmt.Println(back.Score(b.Mover, b.Opponent) == w.Score(b.Mover, b.Opponent))
	// Output:
	// true
}

// ExampleEvaluate scores a position given by a caller, who may have got
// it wrong: discs of both sides on the same squares are an error.
func ExampleEvaluate() {
	b, _ := bitboard.Start(8)
	b, _ = b.Play(19) // d3
	v, err := eval.Evaluate(b)
	fmt.Println(v == eval.Score(b.Mover, b.Opponent), err)
	b.Opponent |= b.Mover
	_, err = eval.Evaluate(b)
	fmt.Println(errors.Is(err, board.ErrPosition))
	// Output:
	// true <nil>
	// true
}

// ExampleScoreMoves scores a position with the legal moves of both sides
// that a search has already found, as Score does without them.
func ExampleScoreMoves() {
	b, _ := bitboard.Start(8)
	b = play(b, "f5")
	moves, replies := b.Legal(), b.Pass().Legal()
	fmt.Println(eval.ScoreMoves(b.Mover, b.Opponent, moves, replies) == eval.Score(b.Mover, b.Opponent))
	// Output:
	// true
}
