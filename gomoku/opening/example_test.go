package opening_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/opening"
)

// moves reads moves in renju notation on 15×15.
func moves(ms ...string) []board.Point {
	ps := make([]board.Point, len(ms))
	for i, m := range ms {
		ps[i], _ = gomoku.ParseMove(m, 15)
	}
	return ps
}

func Example() {
	// Black h8, White g8, Black g7: Kagetsu (h8 h9 i9), mirrored and
	// turned three quarters clockwise.
	o, s, ok := opening.IdentifyMoves(moves("h8", "g8", "g7"), 15)
	fmt.Println(o, o.Kanji, o.Kind, s, ok)
	for _, p := range o.Moves(15) {
		fmt.Print(gomoku.FormatMove(s.Map(p, 15), 15), " ")
	}
	fmt.Println()
	// Output:
	// 4D Kagetsu 花月 direct mirror, rotate 270 true
	// h8 g8 g7
}

func ExampleOpenings() {
	all := opening.Openings()
	for _, o := range all[:3] {
		m := o.Moves(15)
		fmt.Println(o.Code(), o.Name, gomoku.FormatMove(m[1], 15), gomoku.FormatMove(m[2], 15))
	}
	// Output:
	// 1D Kansei h9 h10
	// 2D Keigetsu h9 i10
	// 3D Sosei h9 j10
}

func ExampleOpening() {
	o := opening.Openings()[25]
	fmt.Println(o.Number, o.Kind, o.Name, o.Kanji, o.Third, o.Code(), o)
	fmt.Println(opening.Opening{})
	// Output:
	// 13 indirect Suisei 彗星 (2,-2) 13I 13I Suisei
	// none
}

func ExampleOpening_Moves() {
	o, _ := opening.Lookup("Ryusei")
	fmt.Println(o.Moves(15), o.Moves(19))
	// Output:
	// [(7,7) (6,8) (9,9)] [(9,9) (8,10) (11,11)]
}

func ExampleLookup() {
	for _, s := range []string{"kansei", "13i", "Meisei"} {
		o, ok := opening.Lookup(s)
		fmt.Println(o, ok)
	}
	// Output:
	// 1D Kansei true
	// 13I Suisei true
	// none false
}

func ExampleIdentify() {
	b, err := gomoku.ParseBoard(`.........
.........
.........
....O....
....X....
...X.....
.........
.........
.........
`)
	if err != nil {
		panic(err)
	}
	o, s, ok := opening.Identify(b)
	fmt.Println(o, s, ok)
	b.Set(board.Pt(0, 0), gomoku.White)
	_, _, ok = opening.Identify(b)
	fmt.Println(ok)
	// Output:
	// 9D Kyugetsu mirror true
	// false
}

func ExampleIdentifyMoves() {
	// The third stone must be within the central 5×5 square.
	_, _, ok := opening.IdentifyMoves(moves("h8", "i9", "k11"), 15)
	fmt.Println(ok)
	o, _, ok := opening.IdentifyMoves(moves("h8", "i9", "f6", "a1"), 15)
	fmt.Println(o, ok)
	// Output:
	// false
	// 13I Suisei true
}

func ExampleSymmetry() {
	p := board.Pt(0, 1) // b15 on 15×15
	for _, s := range opening.Symmetries() {
		fmt.Printf("%s: %s\n", s, gomoku.FormatMove(s.Map(p, 15), 15))
	}
	// Output:
	// identity: b15
	// rotate 90: o14
	// rotate 180: n1
	// rotate 270: a2
	// mirror: n15
	// mirror, rotate 90: o2
	// mirror, rotate 180: b1
	// mirror, rotate 270: a14
}

func ExampleRule() {
	r := opening.Yamaguchi()
	fmt.Println(r.Name)
	for i, step := range r.Steps {
		fmt.Println(i+1, step)
	}
	// Output:
	// Yamaguchi
	// 1 Tentative Black plays one of the 26 canonical openings (as under RIF) and declares how many 5th stones will be offered.
	// 2 Tentative White may swap.
	// 3 White plays the 4th stone anywhere.
	// 4 Black offers as many points for the 5th stone as declared, no two symmetric to each other (CheckOffers).
	// 5 White chooses one of them as Black's 5th stone, and plays the 6th anywhere; ordinary play follows.
}

func ExampleCheckOffers() {
	// Kansei with White's 4th at h7 is its own mirror image, so g8 and
	// i8 make the same game.
	first4 := [4]board.Point(moves("h8", "h9", "h10", "h7"))
	fmt.Println(opening.CheckOffers(first4, moves("g8", "j8"), 15))
	err := opening.CheckOffers(first4, moves("g8", "i8"), 15)
	fmt.Println(errors.Is(err, opening.ErrSymmetric), err)
	// Output:
	// <nil>
	// true opening: offers 1 g8 and 2 i8: symmetric offers (mirror)
}

func ExampleKind() {
	fmt.Println(opening.Direct, opening.Indirect, opening.Kind(2))
	// Output:
	// direct indirect Kind(2)
}

func ExampleCheckFirstStones() {
	fmt.Println(opening.CheckFirstStones(moves("h8", "i9", "g6"), 15))
	err := opening.CheckFirstStones(moves("h8", "h10", "h9"), 15)
	fmt.Println(errors.Is(err, opening.ErrNotOpening), err)
	// Output:
	// <nil>
	// true opening: not a canonical opening: move 2 h10 is not on an empty point of the central 3x3 square
}

func ExampleSymmetries() {
	p := board.Pt(2, 3)
	for _, s := range opening.Symmetries() {
		fmt.Print(s.Map(p, 15), " ")
	}
	fmt.Println()
	// Output: (2,3) (3,12) (12,11) (11,2) (2,11) (11,12) (12,3) (3,2)
}

func ExampleRIF() {
	r := opening.RIF()
	fmt.Println(r.Name, len(r.Steps))
	// Output: RIF 5
}

func ExampleYamaguchi() {
	fmt.Println(opening.Yamaguchi().Name)
	// Output: Yamaguchi
}

func ExampleSwap2() {
	r := opening.Swap2()
	fmt.Println(r.Name, len(r.Steps))
	// Output: Swap2 3
}
