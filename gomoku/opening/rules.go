package opening

import (
	"errors"
	"fmt"
	"slices"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// A Rule is an opening rule: its name, the steps it takes until ordinary
// play, and where the steps are written down.
type Rule struct {
	Name   string
	Steps  []string
	Source string
}

// The opening rules, step by step, each a new Rule that the caller owns.
// "Tentative" Black and White are the players before the colours are
// settled by a swap.

// RIF returns the opening rule of the Renju International Federation of
// 1996, official for the world championships until the Yamaguchi rule
// replaced it in 2009.
func RIF() Rule {
	return Rule{
		Name: "RIF",
		Steps: []string{
			"Tentative Black plays the first three stones: black at the centre, white on one of the 8 points around it, black within the central 5x5 square, making one of the 26 canonical openings.",
			"Tentative White may swap: take Black, leaving White to the other player.",
			"White plays the 4th stone anywhere.",
			"Black offers two points for the 5th stone that are not symmetric to each other (CheckOffers).",
			"White chooses one of the two as Black's 5th stone, and plays the 6th anywhere; ordinary play follows.",
		},
		Source: "renju.net, \"Starting a game\" (RIF opening rule); Wikipedia, \"Swap opening rule\", which differs from it only in who plays the second stone",
	}
}

// Yamaguchi returns the Yamaguchi opening rule, by Yusui Yamaguchi,
// official for the renju world championships from 2009 to 2015.
func Yamaguchi() Rule {
	return Rule{
		Name: "Yamaguchi",
		Steps: []string{
			"Tentative Black plays one of the 26 canonical openings (as under RIF) and declares how many 5th stones will be offered.",
			"Tentative White may swap.",
			"White plays the 4th stone anywhere.",
			"Black offers as many points for the 5th stone as declared, no two symmetric to each other (CheckOffers).",
			"White chooses one of them as Black's 5th stone, and plays the 6th anywhere; ordinary play follows.",
		},
		Source: "renju.net, \"Yamaguchi rule\"; Wikipedia, \"Yamaguchi opening rule\"",
	}
}

// Swap2 returns the Swap2 opening rule of gomoku, the rule of the Gomoku
// World Championships since 2009 and of the Gomocup tournament.
func Swap2() Rule {
	return Rule{
		Name: "Swap2",
		Steps: []string{
			"The first player places three stones anywhere: black, white, black.",
			"The second player chooses: to play Black (the first player is then White and plays the 4th stone), to play White and place the 4th stone, or to place two more stones, white then black, and let the first player choose.",
			"After two more stones, the first player chooses a colour; White plays the 6th stone and ordinary play follows.",
		},
		Source: "vcpr.cz, \"Gomoku rules\" (SWAP2); Wikipedia, \"Gomoku\" (Swap2)",
	}
}

// ErrSymmetric reports an offer of a 5th stone that gives the same
// position as another offer, up to a symmetry of the board.
var ErrSymmetric = errors.New("symmetric offers")

// CheckOffers checks Black's offers of a 5th stone after the first four
// stones (Black, White, Black, White) on a size×size board, as the RIF
// and Yamaguchi rules require: each offer an empty point on the board,
// and no two making the same position up to one of the 8 symmetries of
// the board about its centre. It returns nil for valid offers, and
// otherwise an error naming the offer in renju notation that matches
// [board.ErrOffBoard], [board.ErrOccupied] or [ErrSymmetric]. It does
// not check the number of offers (two under RIF, the declared number
// under Yamaguchi) nor the first four stones. It costs O(n²) for n
// offers.
func CheckOffers(first4 [4]board.Point, offers []board.Point, size int) error {
	in := func(p board.Point) bool { return uint(p.Row) < uint(size) && uint(p.Col) < uint(size) }
	name := func(p board.Point) string { return gomoku.FormatMove(p, size) }
	for i, a := range offers {
		if !in(a) {
			return fmt.Errorf("opening: offer %d %s: %w", i+1, name(a), board.ErrOffBoard)
		}
		for _, p := range first4 {
			if a == p {
				return fmt.Errorf("opening: offer %d %s: %w", i+1, name(a), board.ErrOccupied)
			}
		}
		for j, b := range offers[:i] {
			if a == b {
				return fmt.Errorf("opening: offers %d and %d: %w: both %s", j+1, i+1, ErrSymmetric, name(a))
			}
			for _, s := range Symmetries() {
				if equivalent(first4, a, b, s, size) {
					return fmt.Errorf("opening: offers %d %s and %d %s: %w (%v)", j+1, name(b), i+1, name(a), ErrSymmetric, s)
				}
			}
		}
	}
	return nil
}

// equivalent reports whether s maps the position of first4 with a black
// stone at a onto the position of first4 with one at b.
func equivalent(first4 [4]board.Point, a, b board.Point, s Symmetry, size int) bool {
	blackA := [3]board.Point{first4[0], first4[2], a}
	blackB := [3]board.Point{first4[0], first4[2], b}
	for _, p := range blackA {
		if !slices.Contains(blackB[:], s.Map(p, size)) {
			return false
		}
	}
	white := []board.Point{first4[1], first4[3]}
	for _, p := range white {
		if !slices.Contains(white, s.Map(p, size)) {
			return false
		}
	}
	return true
}
