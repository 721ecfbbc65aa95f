package render

import (
	"iter"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/tictactoe"
)

// Board returns the diagram of v, a board or a game of this module, in
// the style of its game, chosen by its piece type C:
//
//   - othello.Color: a green board of squares with the discs in their
//     centres, the columns lettered from a at the left and the rows
//     numbered from 1 at the top (a1 is the top-left square), and the four
//     star points on the 8×8 board;
//   - gomoku.Stone: a wooden go board with the stones on the intersections
//     of the lines, the columns lettered from a at the left and the rows
//     numbered from 1 at the bottom as renju notation names them (a1 is
//     the bottom-left point), and the star points: 3 lines in from the
//     edges on boards of 13 points a side or more, 2 lines in from 7 to
//     12, the centre point on a board of odd size and, from 19, the middles
//     of the sides (the 5 points of the renju board, the 9 of the go
//     board);
//   - tictactoe.Mark: X and O in the cells of a # grid drawn in ink on
//     white, a1 at the top left, every filled line struck through.
//
// A piece type of another game gets a square grid without pieces, a1 at
// the top left: set Pieces. The description is the board as text, one
// rune per point from the piece type's Rune method, as the games' boards
// print themselves; an Othello position adds its coordinates and the side
// to move, as its String does. A board.Board, which has Rows and Cols
// rather than Size, is drawn through [Square]. Board reads v once and
// keeps no reference to it.
//
// The winning line of a gomoku board depends on the rule: see
// [WinningLine]; its forbidden points: see [ForbiddenMarks].
func Board[C comparable](v board.View[C]) *Diagram {
	s := styleOf[C]()
	n := v.Size()
	d := &Diagram{
		Grid:    s.grid,
		Pieces:  piecesOf(v, s.pieces),
		Columns: letters(n),
		Rows:    numbersDown(n),
		Theme:   s.theme,
		Text:    text(v),
	}
	if s.up {
		d.Rows = numbersUp(n)
	}
	if s.stars != nil {
		d.Stars = s.stars(n)
	}
	if s.lines != nil {
		d.Lines = s.lines(v)
	}
	return d
}

// A PlayedGame is a game that [Game] draws: its board, the moves played
// and a description, which tells who moves or how the game ended. The
// games of this module are PlayedGames.
type PlayedGame[C comparable] interface {
	board.View[C]
	History() iter.Seq[board.Point]
	String() string
}

// Game returns the diagram of the current position of g, drawn as [Board]
// draws it, with the moves played in History, the last one highlighted,
// and g's String for the description. A gomoku game also numbers the
// moves on the stones and draws its winning line; an Othello game does not
// number them, since flipped discs change colour.
func Game[C comparable](g PlayedGame[C]) *Diagram {
	d := Board[C](g)
	for p := range g.History() {
		d.History = append(d.History, p)
	}
	if n := len(d.History); n > 0 {
		d.Last = d.History[n-1:]
	}
	d.Text = g.String()
	if gg, ok := any(g).(*gomoku.Game); ok {
		d.Numbers = true
		if r := gg.Result(); r.Winner != gomoku.Empty {
			d.Lines = []Span{{r.Five.Start, r.Five.End()}}
		}
	}
	return d
}

// Square returns b, a square board, as a board.View, for [Board]: its
// Size is its number of rows.
func Square[T comparable](b *board.Board[T]) board.View[T] {
	return squareView[T]{b}
}

// squareView is a square board as a board.View.
type squareView[T comparable] struct{ *board.Board[T] }

func (v squareView[T]) Size() int { return v.Rows() }

// A style is how the boards of one game are drawn: what [Board] chooses
// by the piece type.
type style[C comparable] struct {
	grid   Grid
	pieces map[C]Piece
	up     bool // the rows numbered from the bottom
	stars  func(n int) []board.Point
	lines  func(v board.View[C]) []Span
	theme  Theme
}

// styleOf returns the style of the game whose piece type is C.
func styleOf[C comparable]() style[C] {
	var s any
	switch any(*new(C)).(type) {
	case othello.Color:
		s = style[othello.Color]{grid: SquareGrid, stars: othelloStars, theme: othelloTheme,
			pieces: map[othello.Color]Piece{othello.Black: Black, othello.White: White}}
	case gomoku.Stone:
		s = style[gomoku.Stone]{grid: PointGrid, up: true, stars: goStars, theme: goTheme,
			pieces: map[gomoku.Stone]Piece{gomoku.Black: Black, gomoku.White: White}}
	case tictactoe.Mark:
		s = style[tictactoe.Mark]{grid: HashGrid, lines: ticTacToeLines, theme: ticTacToeTheme,
			pieces: map[tictactoe.Mark]Piece{tictactoe.X: X, tictactoe.O: O}}
	default:
		return style[C]{grid: SquareGrid, theme: othelloTheme}
	}
	return s.(style[C])
}

// text returns the description of v: its rows of runes when C has a Rune
// method, an Othello position's String and side to move, or "".
func text[C comparable](v board.View[C]) string {
	if p, ok := any(v).(*othello.Position); ok {
		return p.String() + p.Turn().String() + " to move\n"
	}
	if _, ok := any(*new(C)).(interface{ Rune() rune }); !ok {
		return ""
	}
	n := v.Size()
	var sb strings.Builder
	for r := range n {
		for c := range n {
			sb.WriteRune(any(v.At(board.Pt(r, c))).(interface{ Rune() rune }).Rune())
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// othelloStars returns the star points of an n×n Othello board: the four
// of 8×8, none on other sizes.
func othelloStars(n int) []board.Point {
	if n != 8 {
		return nil
	}
	return []board.Point{board.Pt(2, 2), board.Pt(2, 6), board.Pt(6, 2), board.Pt(6, 6)}
}

// ticTacToeLines returns the filled lines of v, to strike through.
func ticTacToeLines(v board.View[tictactoe.Mark]) []Span {
	var spans []Span
	for l := range tictactoe.Lines() {
		ps := l.Points()
		if m := v.At(ps[0]); m != tictactoe.Empty && v.At(ps[1]) == m && v.At(ps[2]) == m {
			spans = append(spans, Span{ps[0], ps[len(ps)-1]})
		}
	}
	return spans
}
