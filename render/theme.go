package render

import "image/color"

// A Theme holds the colours of a picture. [Board] and [Game] set the
// theme of their game; change any field to restyle it. Colours with an
// alpha below 255 are drawn translucent. The zero Theme draws everything
// transparent.
type Theme struct {
	Background color.NRGBA // the margins around the board
	Board      color.NRGBA // the playing area
	Grid       color.NRGBA // the lines and the star points
	Coords     color.NRGBA // the coordinates on the margins
	Black      color.NRGBA // black discs or stones
	BlackEdge  color.NRGBA
	White      color.NRGBA // white discs or stones
	WhiteEdge  color.NRGBA
	X, O       color.NRGBA // tic-tac-toe marks
	Last       color.NRGBA // the highlight of the last move
	Mark       color.NRGBA // Dot marks
	Forbidden  color.NRGBA // Cross marks
	Hint       color.NRGBA // Ring marks
	Fill       color.NRGBA // Fill marks
	Line       color.NRGBA // lines through pieces, like a winning five
	Arrow      color.NRGBA
	Caption    color.NRGBA
}

func rgb(c uint32) color.NRGBA {
	return color.NRGBA{uint8(c >> 16), uint8(c >> 8), uint8(c), 0xff}
}

func rgba(c uint32, a uint8) color.NRGBA {
	n := rgb(c)
	n.A = a
	return n
}

// common are the colours the three themes share.
var common = Theme{
	Black:     rgb(0x111111),
	BlackEdge: rgb(0x000000),
	White:     rgb(0xf7f7f2),
	WhiteEdge: rgb(0x333333),
	X:         rgb(0x1f4e9c),
	O:         rgb(0xc0392b),
	Mark:      rgba(0x000000, 0x73),
	Forbidden: rgb(0xd01010),
	Hint:      rgb(0x8a2be2),
	Fill:      rgba(0x3399ff, 0x66),
	Line:      rgba(0xe02020, 0xcc),
	Arrow:     rgba(0x15781b, 0xaa),
	Caption:   rgb(0x222222),
}

// boardTheme returns the common colours with those of a board: the
// margins around it, its playing area, its grid, its coordinates and the
// highlight of the last move.
func boardTheme(background, board, grid, coords, last color.NRGBA) Theme {
	t := common
	t.Background, t.Board, t.Grid, t.Coords, t.Last = background, board, grid, coords, last
	return t
}

// othelloTheme is a green board with a dark frame, and a light caption.
var othelloTheme = func() Theme {
	t := boardTheme(rgb(0x1d3b24), rgb(0x2e8b4f), rgb(0x10301a), rgb(0xe6e6e6), rgba(0xffe14d, 0x80))
	t.Caption = rgb(0xe6e6e6)
	return t
}()

// goTheme is a wooden go board.
var goTheme = boardTheme(rgb(0xdcb35c), rgb(0xdcb35c), rgb(0x2b2014), rgb(0x3b2a14), rgb(0xe02020))

// ticTacToeTheme is ink on white paper.
var ticTacToeTheme = boardTheme(rgb(0xffffff), rgb(0xffffff), rgb(0x333333), rgb(0x888888), rgba(0xffe14d, 0x99))
