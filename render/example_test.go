package render_test

import (
	"bytes"
	"fmt"
	"image/color"
	"image/png"
	"os"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/render"
	"github.com/seed131617c4/board/tictactoe"
)

// Draw an Othello game as a scalable SVG and as a PNG 400 pixels wide.
func Example() {
	g, _ := othello.ParseTranscript(8, "f5d6c3")
	d := render.Game(g)
	var svg, img bytes.Buffer
	d.WriteSVG(&svg, nil)
	d.WritePNG(&img, &render.Options{Size: 400})
	first, _, _ := strings.Cut(svg.String(), "\n")
	fmt.Println(first)
	m, _ := png.Decode(&img)
	fmt.Println(m.Bounds())
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" viewBox="0 0 372 372" role="img">
	// (0,0)-(400,400)
}

// A won tic-tac-toe board as SVG, without coordinates: X and O by reference
// to their symbols, and the winning diagonal struck through.
func ExampleBoard_ticTacToe() {
	b, _ := tictactoe.Parse("XOXOXO..X")
	render.Board(b).WriteSVG(os.Stdout, &render.Options{NoCoords: true, Size: 120})
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" viewBox="0 0 124 124" width="120" height="120" role="img">
	// <desc>XOX
	// OXO
	// ..X
	// </desc>
	// <defs>
	// <g id="x" class="x" stroke="#1f4e9c" stroke-width="4" stroke-linecap="round"><line x1="-11.2" y1="-11.2" x2="11.2" y2="11.2"/><line x1="11.2" y1="-11.2" x2="-11.2" y2="11.2"/></g>
	// <g id="o" class="o" fill="none" stroke="#c0392b" stroke-width="4"><circle r="11.6"/></g>
	// </defs>
	// <g class="background" fill="#ffffff">
	// <rect x="0" y="0" width="124" height="124"/>
	// </g>
	// <g class="grid" stroke="#333333" stroke-width="2.4" stroke-linecap="round">
	// <line x1="6" y1="42" x2="118" y2="42"/>
	// <line x1="6" y1="82" x2="118" y2="82"/>
	// <line x1="42" y1="6" x2="42" y2="118"/>
	// <line x1="82" y1="6" x2="82" y2="118"/>
	// </g>
	// <g class="pieces">
	// <use xlink:href="#x" x="22" y="22"/>
	// <use xlink:href="#o" x="62" y="22"/>
	// <use xlink:href="#x" x="102" y="22"/>
	// <use xlink:href="#o" x="22" y="62"/>
	// <use xlink:href="#x" x="62" y="62"/>
	// <use xlink:href="#o" x="102" y="62"/>
	// <use xlink:href="#x" x="102" y="102"/>
	// </g>
	// <g class="lines" stroke="#e02020" stroke-opacity="0.8" stroke-width="5.6" stroke-linecap="round">
	// <line x1="22" y1="22" x2="102" y2="102"/>
	// </g>
	// </svg>
}

// The 4×4 Othello start as SVG: the board, its lines and frame, the four
// discs as <use> references, and the text board in <desc>.
func ExampleBoard() {
	p, _ := othello.NewPosition(4)
	render.Board(p).WriteSVG(os.Stdout, &render.Options{NoCoords: true})
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" viewBox="0 0 164 164" role="img">
	// <desc>  a b c d
	// 1 - - - -
	// 2 - O X -
	// 3 - X O -
	// 4 - - - -
	// black to move
	// </desc>
	// <defs>
	// <g id="w" class="w"><circle r="16.8" fill="#f7f7f2"/><circle r="16.2" fill="none" stroke="#333333" stroke-width="1.2"/></g>
	// <g id="b" class="b"><circle r="16.8" fill="#111111"/><circle r="16.2" fill="none" stroke="#000000" stroke-width="1.2"/></g>
	// </defs>
	// <g class="background" fill="#2e8b4f">
	// <rect x="0" y="0" width="164" height="164"/>
	// </g>
	// <g class="grid" stroke="#10301a" stroke-width="1.2" stroke-linecap="round">
	// <line x1="2" y1="42" x2="162" y2="42"/>
	// <line x1="2" y1="82" x2="162" y2="82"/>
	// <line x1="2" y1="122" x2="162" y2="122"/>
	// <line x1="42" y1="2" x2="42" y2="162"/>
	// <line x1="82" y1="2" x2="82" y2="162"/>
	// <line x1="122" y1="2" x2="122" y2="162"/>
	// </g>
	// <g class="frame" stroke="#10301a" stroke-width="2.4" stroke-linecap="square">
	// <line x1="2" y1="2" x2="162" y2="2"/>
	// <line x1="162" y1="2" x2="162" y2="162"/>
	// <line x1="162" y1="162" x2="2" y2="162"/>
	// <line x1="2" y1="162" x2="2" y2="2"/>
	// </g>
	// <g class="pieces">
	// <use xlink:href="#w" x="62" y="62"/>
	// <use xlink:href="#b" x="102" y="62"/>
	// <use xlink:href="#b" x="62" y="102"/>
	// <use xlink:href="#w" x="102" y="102"/>
	// </g>
	// </svg>
}

// A game shows its last move; the legal moves can be marked with dots.
func ExampleGame() {
	g, _ := othello.ParseTranscript(8, "f5d6c3")
	d := render.Game(g)
	for p := range g.Moves() {
		d.Marks = append(d.Marks, render.Mark{At: p, Kind: render.Dot})
	}
	fmt.Println("last:", othello.FormatMove(d.Last[0]), "marks:", len(d.Marks))
	fmt.Print(d.Text)
	// Output:
	// last: c3 marks: 4
	//   a b c d e f g h
	// 1 - - - - - - - -
	// 2 - - - - - - - -
	// 3 - - X - - - - -
	// 4 - - - X X - - -
	// 5 - - - O X X - -
	// 6 - - - O - - - -
	// 7 - - - - - - - -
	// 8 - - - - - - - -
	// white to move
}

// A renju board with its winning five: the columns are lettered from the
// left and the rows numbered from the bottom, and the line is drawn from
// one end of the five to the other.
func ExampleWinningLine() {
	b, _ := gomoku.ParseBoard(".....\nXXXXX\nOOOO.\n.....\n.....\n")
	d := render.Board(render.Square(b))
	d.Lines = render.WinningLine(b, gomoku.Renju)
	fmt.Println("columns:", strings.Join(d.Columns, " "))
	fmt.Println("rows:", strings.Join(d.Rows, " "))
	for _, l := range d.Lines {
		fmt.Println("line:", gomoku.FormatMove(l.From, 5), gomoku.FormatMove(l.To, 5))
	}
	// Output:
	// columns: a b c d e
	// rows: 5 4 3 2 1
	// line: a4 e4
}

// Renju's forbidden points of Black crossed with their fouls: j8 would make
// two open threes.
func ExampleForbiddenMarks() {
	b, _ := gomoku.NewBoard(15)
	for _, m := range []string{"h8", "i8", "j9", "j10"} {
		p, _ := gomoku.ParseMove(m, 15)
		b.Set(p, gomoku.Black)
	}
	d := render.Board(render.Square(b))
	d.Marks = render.ForbiddenMarks(b, gomoku.Black, gomoku.Renju)
	for _, m := range d.Marks {
		fmt.Println(gomoku.FormatMove(m.At, 15), m.Label)
	}
	// Output:
	// j8 33
}

// A game numbers its stones in the order they were played, as printed
// renju diagrams do, with the last number in red.
func ExampleGame_gomoku() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	for _, m := range []string{"h8", "h9", "i9"} {
		p, _ := gomoku.ParseMove(m, 15)
		g.Play(p)
	}
	d := render.Game(g)
	svg := d.SVG(nil)
	fmt.Println("numbered:", d.Numbers, "stones:", strings.Count(svg, "<use "))
	fmt.Println(strings.Contains(svg, `>3</text>`))
	// Output:
	// numbered: true stones: 3
	// true
}

// The last move of a tic-tac-toe game is highlighted.
func ExampleGame_ticTacToe() {
	g := tictactoe.NewGame()
	for _, m := range []string{"b2", "a1"} {
		p, _ := tictactoe.ParseMove(m)
		g.Play(p)
	}
	d := render.Game(g)
	fmt.Println("last:", tictactoe.FormatMove(d.Last[0]))
	fmt.Print(d.Text)
	// Output:
	// last: a1
	// O..
	// .X.
	// ...
	// X to move
}

// A diagram can be made by hand for any board: here a 5×5 go board with
// two stones and a hint.
func ExampleDiagram() {
	pieces, _ := board.New[render.Piece](5, 5)
	pieces.Set(board.Pt(2, 2), render.Black)
	pieces.Set(board.Pt(2, 3), render.White)
	d := render.Diagram{
		Grid:    render.PointGrid,
		Pieces:  pieces,
		Columns: []string{"A", "B", "C", "D", "E"},
		Marks:   []render.Mark{{At: board.Pt(1, 2), Kind: render.Ring}},
		Text:    pieces.Format(func(p render.Piece) rune { return rune(".XO"[p]) }),
	}
	svg := d.SVG(&render.Options{Size: 200})
	fmt.Println(svg[strings.Index(svg, "viewBox"):strings.Index(svg, " role")])
	fmt.Println(strings.Count(svg, "<use "), "pieces")
	// Output:
	// viewBox="0 0 252 252" width="200" height="200"
	// 2 pieces
}

// A PNG is drawn from the same shapes as the SVG: the centre of a black
// stone is black.
func ExampleDiagram_WritePNG() {
	b, _ := gomoku.ParseBoard(".....\n.....\n..X..\n.....\n.....\n")
	var buf bytes.Buffer
	render.Board(render.Square(b)).WritePNG(&buf, &render.Options{Size: 100, NoCoords: true})
	img, _ := png.Decode(&buf)
	r, g, bl, _ := img.At(50, 50).RGBA()
	fmt.Println(img.Bounds().Dx(), img.Bounds().Dy(), r>>8, g>>8, bl>>8)
	// Output:
	// 100 100 17 17 17
}

// Every game of the module is a PlayedGame, and so is a game of one's own
// with a board, a history and a description.
func ExamplePlayedGame() {
	var g render.PlayedGame[tictactoe.Mark] = tictactoe.NewGame()
	d := render.Game(g)
	fmt.Println(d.Grid, len(d.History))
	fmt.Print(d.Text)
	// Output:
	// hash 0
	// ...
	// ...
	// ...
	// X to move
}

// A board.Board, such as a gomoku board, is drawn through Square, which
// gives it the Size of a board.View.
func ExampleSquare() {
	b, _ := gomoku.ParseBoard("X....\n.....\n..O..\n.....\n.....\n")
	d := render.Board(render.Square(b))
	fmt.Println(d.Grid, d.Pieces.At(board.Pt(0, 0)) == render.Black, len(d.Stars))
	fmt.Print(d.Text)
	// Output:
	// point true 1
	// X....
	// .....
	// ..O..
	// .....
	// .....
}

// Each grid puts the pieces in its own place.
func ExampleGrid() {
	for _, g := range []render.Grid{render.SquareGrid, render.PointGrid, render.HashGrid} {
		fmt.Println(g)
	}
	// Output:
	// square
	// point
	// hash
}

// Forbidden points are marked with a cross and a short reason.
func ExampleMark() {
	b, _ := gomoku.ParseBoard(strings.Repeat("...............\n", 10) +
		"..........XX...\n.......XXXX....\n...........X...\n...............\n...............\n")
	d := render.Board(render.Square(b))
	for p, f := range gomoku.ForbiddenPoints(b, gomoku.Black, gomoku.Renju) {
		fmt.Println(gomoku.FormatMove(p, 15), f)
		d.Marks = append(d.Marks, render.Mark{At: p, Kind: render.Cross, Label: "33"})
	}
	fmt.Println(strings.Contains(d.SVG(nil), ">33</text>"))
	// Output:
	// j5 double-three
	// true
}

// The kinds of marks, each drawn in the colour of the theme.
func ExampleMarkKind() {
	p, _ := othello.NewPosition(8)
	d := render.Board(p)
	for i, k := range []render.MarkKind{render.Dot, render.Cross, render.Ring, render.Fill} {
		d.Marks = append(d.Marks, render.Mark{At: board.Pt(0, i), Kind: k})
	}
	svg := d.SVG(nil)
	fmt.Println(strings.Contains(svg, `class="fills"`), strings.Contains(svg, `class="marks"`))
	// Output:
	// true true
}

// Without a size the SVG scales by its viewBox; with one it has a width
// and a height in pixels.
func ExampleOptions() {
	b := tictactoe.NewBoard()
	for _, o := range []*render.Options{nil, {Size: 300}, {Size: 300, NoCoords: true}, {Caption: "start"}} {
		svg := render.Board(b).SVG(o)
		fmt.Println(svg[strings.Index(svg, "viewBox"):strings.Index(svg, " role")])
	}
	// Output:
	// viewBox="0 0 172 172"
	// viewBox="0 0 172 172" width="300" height="300"
	// viewBox="0 0 124 124" width="300" height="300"
	// viewBox="0 0 172 202"
}

// Pieces: discs or stones of two colours, and the marks of tic-tac-toe.
func ExamplePiece() {
	pieces, _ := board.New[render.Piece](1, 4)
	for i, p := range []render.Piece{render.Black, render.White, render.X, render.O} {
		pieces.Set(board.Pt(0, i), p)
	}
	svg := (&render.Diagram{Pieces: pieces}).SVG(nil)
	for _, id := range []string{"b", "w", "x", "o"} {
		fmt.Print(strings.Count(svg, `xlink:href="#`+id+`"`), " ")
	}
	fmt.Println()
	// Output:
	// 1 1 1 1
}

// Arrows and lines are spans from one point to another.
func ExampleSpan() {
	p, _ := othello.NewPosition(8)
	d := render.Board(p)
	d.Arrows = []render.Span{{From: board.Pt(3, 3), To: board.Pt(5, 5)}}
	svg := d.SVG(nil)
	fmt.Println(strings.Count(svg, `<g class="arrows"`))
	// Output:
	// 1
}

// A theme is a set of colours that can be changed field by field.
func ExampleTheme() {
	p, _ := othello.NewPosition(8)
	d := render.Board(p)
	d.Theme.Board = color.NRGBA{0x20, 0x60, 0xa0, 0xff}
	fmt.Println(strings.Contains(d.SVG(nil), `fill="#2060a0"`))
	// Output:
	// true
}

// NewGraph draws the evaluation of a game move by move, in discs for
// Black: bars up for Black's advantage, down for White's.
func ExampleNewGraph() {
	g := render.NewGraph([]float64{0.5, -1, 3, 12, -4}, [2]string{"black", "white"})
	g.Scale = 16
	svg := g.SVG(&render.Options{Size: 400, Caption: "f5 d6 c3 d3 c4"})
	fmt.Println(svg[strings.Index(svg, "viewBox"):strings.Index(svg, " role")])
	fmt.Println(strings.Count(svg, "<rect"), "rectangles")
	// Output:
	// viewBox="0 0 652 332" width="400" height="204"
	// 12 rectangles
}

// A Graph's PNG is drawn from the same shapes as its SVG: above the axis,
// a bar of Black's advantage is black.
func ExampleGraph() {
	g := render.Graph{Values: []float64{10, -10}, Scale: 20}
	g.Theme.Board = color.NRGBA{0x80, 0x80, 0x80, 0xff}
	g.Theme.Black = color.NRGBA{0, 0, 0, 0xff}
	g.Theme.White = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	img := g.Image(&render.Options{NoCoords: true})
	fmt.Println(img.Bounds().Dx(), img.Bounds().Dy())
	for _, y := range []int{100, 160} { // above and below the axis at y 128
		fmt.Println(img.At(150, y), img.At(450, y))
	}
	// Output:
	// 616 256
	// {0 0 0 255} {128 128 128 255}
	// {128 128 128 255} {255 255 255 255}
}

// Turn a click on the SVG into a point: the place is in the units of the
// viewBox, here the 372×372 of an 8×8 Othello board with coordinates.
func ExampleDiagram_PointAt() {
	g, _ := othello.NewGame(8)
	d := render.Game(g)
	p, ok := d.PointAt(nil, 26+5*40+20, 26+4*40+20) // the middle of f5
	fmt.Println(othello.FormatMove(p), ok)
	p, ok = d.PointAt(&render.Options{Flipped: true}, 26+5*40+20, 26+4*40+20)
	fmt.Println(othello.FormatMove(p), ok)
	_, ok = d.PointAt(nil, 10, 10) // the margin
	fmt.Println(ok)
	// Output:
	// f5 true
	// c4 true
	// false
}
