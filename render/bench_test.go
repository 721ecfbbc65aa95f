package render_test

import (
	"io"
	"testing"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/render"
	"github.com/seed131617c4/board/tictactoe"
)

// BenchmarkRender draws a position of each game as SVG, as an image 400
// pixels wide, and as that image encoded in PNG.
func BenchmarkRender(b *testing.B) {
	og, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4f6f3e6e7")
	g15, _ := gomoku.NewGame(15, gomoku.Freestyle)
	for _, m := range []string{"h8", "h9", "i9", "g7", "j10", "k11", "j8", "i8", "j9", "j7"} {
		p, _ := gomoku.ParseMove(m, 15)
		g15.Play(p)
	}
	tb, _ := tictactoe.Parse("XOXOXO..X")
	diagrams := []struct {
		game string
		d    *render.Diagram
	}{
		{"othello", render.Game(og)},
		{"gomoku", render.Game(g15)},
		{"tictactoe", render.Board(tb)},
	}
	for _, c := range diagrams {
		b.Run("format=svg/game="+c.game, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.d.WriteSVG(io.Discard, nil)
			}
		})
		b.Run("format=image/game="+c.game, func(b *testing.B) {
			b.ReportAllocs()
			o := &render.Options{Size: 400}
			for b.Loop() {
				c.d.Image(o)
			}
		})
		b.Run("format=png/game="+c.game, func(b *testing.B) {
			b.ReportAllocs()
			o := &render.Options{Size: 400}
			for b.Loop() {
				c.d.WritePNG(io.Discard, o)
			}
		})
	}
}
