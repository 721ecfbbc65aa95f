// Package opening holds the 26 canonical renju openings, tells which of
// them a position is, and checks the steps of the renju and gomoku
// opening rules.
//
// A renju game opens with three stones: Black's first at the centre of
// the board, White's second on one of the 8 points around it, Black's
// third within the central 5×5 square. Up to the 8 symmetries of the
// board, that leaves 26 positions, the canonical openings: 13 direct
// ones, White's stone next to Black's along a line (h8, h9), and 13
// indirect ones, White's stone next to it on a diagonal (h8, i9). Each
// has a number within its kind and a Japanese name: 1D is Kansei, h8 h9
// h10; 13I is Suisei, h8 i9 f6. [Openings] lists them, [Lookup] finds one
// by name or code, and [Identify] and [IdentifyMoves] say which one a
// position or a game is, and through which [Symmetry] of the board.
//
// # Sources
//
// The names, numbers and kinds are those of the Renju International
// Federation's site (renju.net, "26 renju openings") and of the Wikipedia
// article "Renju opening pattern", which lists 1I Chosei to 13I Suisei
// and 1D Kansei to 13D Yusei with their kanji. The third stones were
// checked against two independent tables that give them with the names
// (an opening book built from RenjuNet's opening diagrams, and the
// opening table of the AzGomoku project), against the list of the 26
// openings in the renju rules of Abstract Play, and for 1D against game
// links of renju.net (h8h9h10 for Kansei). The tests check the partition
// itself: the 184 positions of a first stone at the centre, a second
// around it and a third in the central 5×5 fall into exactly these 26
// classes under the 8 symmetries.
//
// 10I is written Myojo as by RenjuNet and Wikipedia; its kanji 明星 also
// reads Meisei. 11D, 瑞星, is Zuisei (some programs write Zuigetsu).
//
// # Opening rules
//
// The opening rules decide who plays which colour and where the first
// stones go; [RIF], [Yamaguchi] and [Swap2] list their steps.
// [CheckFirstStones] checks the first three stones of the renju rules,
// and [CheckOffers] the offers of 5th moves, no two of which may be
// symmetric to each other. Swap2 places its stones anywhere, so there is
// nothing to check but the choices, which a record does not show.
package opening

import (
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/enum"
)

// A Kind is how White's second stone stands next to Black's first. The
// zero Kind is Direct.
type Kind uint8

// The kinds of opening.
const (
	Direct   Kind = iota // White's stone beside Black's on a row or a column, like h8 h9
	Indirect             // White's stone diagonal to Black's, like h8 i9
)

// String returns "direct" or "indirect", or "Kind(7)" for another value.
func (k Kind) String() string {
	return enum.Name(k, Direct, "Kind", "direct", "indirect")
}

// second returns the offset from the centre of White's stone in the
// canonical orientation: h9 for a direct opening, i9 for an indirect
// one, on a board drawn with row 0 at the top.
func (k Kind) second() board.Point {
	if k == Indirect {
		return board.Pt(-1, 1)
	}
	return board.Pt(-1, 0)
}

// An Opening is one of the 26 canonical renju openings. The zero Opening
// is not one of them; its Number is 0.
type Opening struct {
	// Number is the opening's number within its kind, 1 to 13.
	Number int
	// Kind says whether it is a direct or an indirect opening.
	Kind Kind
	// Name is its Japanese name in the Latin alphabet, like "Kansei".
	Name string
	// Kanji is its name in Japanese, like "寒星".
	Kanji string
	// Third is the offset of Black's third stone from the centre, row
	// then column, with White's stone at (-1,0) (direct, h9 on 15×15) or
	// (-1,1) (indirect, i9): Kansei's h10 is (-2,0).
	Third board.Point
}

// Openings returns the 26 canonical openings, 1D to 13D then 1I to 13I,
// as an array that the caller owns.
func Openings() [26]Opening { return openings }

// openings are the 26 canonical openings, the third stone named as the
// sources give it on 15×15: Black's first stone at h8, White's at h9
// (direct) or i9 (indirect).
var openings = [26]Opening{
	{1, Direct, "Kansei", "寒星", third("h10")},
	{2, Direct, "Keigetsu", "渓月", third("i10")},
	{3, Direct, "Sosei", "疎星", third("j10")},
	{4, Direct, "Kagetsu", "花月", third("i9")},
	{5, Direct, "Zangetsu", "残月", third("j9")},
	{6, Direct, "Ugetsu", "雨月", third("i8")},
	{7, Direct, "Kinsei", "金星", third("j8")},
	{8, Direct, "Shogetsu", "松月", third("h7")},
	{9, Direct, "Kyugetsu", "丘月", third("i7")},
	{10, Direct, "Shingetsu", "新月", third("j7")},
	{11, Direct, "Zuisei", "瑞星", third("h6")},
	{12, Direct, "Sangetsu", "山月", third("i6")},
	{13, Direct, "Yusei", "遊星", third("j6")},
	{1, Indirect, "Chosei", "長星", third("j10")},
	{2, Indirect, "Kyogetsu", "峡月", third("j9")},
	{3, Indirect, "Kosei", "恒星", third("j8")},
	{4, Indirect, "Suigetsu", "水月", third("j7")},
	{5, Indirect, "Ryusei", "流星", third("j6")},
	{6, Indirect, "Ungetsu", "雲月", third("i8")},
	{7, Indirect, "Hogetsu", "浦月", third("i7")},
	{8, Indirect, "Rangetsu", "嵐月", third("i6")},
	{9, Indirect, "Gingetsu", "銀月", third("h7")},
	{10, Indirect, "Myojo", "明星", third("h6")},
	{11, Indirect, "Shagetsu", "斜月", third("g7")},
	{12, Indirect, "Meigetsu", "名月", third("g6")},
	{13, Indirect, "Suisei", "彗星", third("f6")},
}

// third returns the offset from h8, the centre of the 15×15 board, of
// the point named in renju notation: an opening's Third from its third
// stone as the sources give it.
func third(move string) board.Point {
	p, err := gomoku.ParseMove(move, 15)
	if err != nil {
		panic(err)
	}
	return p.Sub(board.Pt(7, 7))
}

// Code returns the opening's short name, its number and D or I, like
// "1D" or "13I"; "" for the zero Opening.
func (o Opening) Code() string {
	if o.Number == 0 {
		return ""
	}
	return strconv.Itoa(o.Number) + "DI"[o.Kind:o.Kind+1]
}

// String returns the code and the name, like "4D Kagetsu", or "none" for
// the zero Opening.
func (o Opening) String() string {
	if o.Number == 0 {
		return "none"
	}
	return o.Code() + " " + o.Name
}

// Moves returns the three stones of o on a size×size board in the
// canonical orientation, the first at the centre and White's above it
// (direct) or above and to the right (indirect): for Kagetsu on 15×15,
// h8 h9 i9. size must be odd and at least 5, or the points are off the
// board or not centred.
func (o Opening) Moves(size int) [3]board.Point {
	c := board.Pt(size/2, size/2)
	return [3]board.Point{c, c.Add(o.Kind.second()), c.Add(o.Third)}
}

// Lookup returns the opening named s: its Name ("Kagetsu", any case) or
// its Code ("4D", "4d"), and reports whether there is one.
func Lookup(s string) (Opening, bool) {
	for _, o := range Openings() {
		if strings.EqualFold(s, o.Name) || strings.EqualFold(s, o.Code()) {
			return o, true
		}
	}
	return Opening{}, false
}
