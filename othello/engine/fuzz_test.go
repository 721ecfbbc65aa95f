package engine

import (
	"context"
	"errors"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

// FuzzChoose brings any two masks to the engine the way a caller's
// position comes: as a game made from it. A position no game can hold
// never becomes a game (NewGameFrom refuses it with an error matching
// board.ErrPosition), so the engine never meets one; any game made is
// answered with a legal move, or board.ErrGameOver when it is over, and
// left as it was.
func FuzzChoose(f *testing.F) {
	start, _ := bitboard.Start(8)
	f.Add(start.Mover, start.Opponent, false)
	f.Add(start.Mover, start.Mover|start.Opponent, true)
	f.Add(uint64(0x0000001818000000), uint64(0), false)    // a wipe-out: over
	f.Add(uint64(0x0000000810000000), uint64(1<<63), true) // a disc away from the others
	ctx := context.Background()
	e := &Engine{Level: 1}
	f.Fuzz(func(t *testing.T, mover, opponent uint64, white bool) {
		b := bitboard.Bitboard{Mover: mover, Opponent: opponent}
		if b.Check() != nil {
			return // no position: the book and eval fuzz targets give such masks to those packages
		}
		color := othello.Black
		if white {
			color = othello.White
		}
		p, err := b.Position(color)
		if err != nil {
			t.Fatal(err)
		}
		g, err := othello.NewGameFrom(p)
		if err != nil {
			if !errors.Is(err, board.ErrPosition) {
				t.Fatalf("NewGameFrom(%s) = %v, want an error matching board.ErrPosition", p.Text(), err)
			}
			return
		}
		text := g.Position().Text()
		c, err := e.Choose(ctx, g)
		switch {
		case g.Over():
			if !errors.Is(err, board.ErrGameOver) {
				t.Fatalf("Choose(%s) of a game over = %v, %v", text, c, err)
			}
		case err != nil || !legal(g, c.Move.Row, c.Move.Col):
			t.Fatalf("Choose(%s) = %v, %v; want a legal move", text, c, err)
		}
		if got := g.Position().Text(); got != text {
			t.Fatalf("Choose changed the game from %s to %s", text, got)
		}
	})
}
