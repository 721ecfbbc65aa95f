package bitboard

import (
	"fmt"
	"strings"

	"github.com/seed131617c4/board/othello"
)

// FromPosition returns the position p as a [Bitboard], with the discs of the
// side to move of p as the mover's. It returns an error matching [board.ErrSize]
// unless p is 4×4, 6×6 or 8×8.
func FromPosition(p *othello.Position) (Bitboard, error) {
	n := p.Size()
	mask, ok := MaskOf(n)
	if !ok {
		return Bitboard{}, sizeError(n)
	}
	var b Bitboard
	b.off = ^mask
	turn := p.Turn()
	for pt, c := range p.All() {
		s := uint64(1) << (pt.Row*8 + pt.Col)
		switch c {
		case othello.Empty:
		case turn:
			b.Mover |= s
		default:
			b.Opponent |= s
		}
	}
	return b, nil
}

// Position returns b as a generic [othello.Position] whose side to move, the
// mover, has the colour mover. It returns an error matching [othello.ErrColor]
// unless mover is Black or White.
func (b Bitboard) Position(mover othello.Color) (*othello.Position, error) {
	if mover != othello.Black && mover != othello.White {
		return nil, fmt.Errorf("bitboard: mover %v: %w", mover, othello.ErrColor)
	}
	return othello.ParsePosition(b.Text(mover))
}

// Text returns b in the one-line form of [othello.Position.Text] and
// [othello.ParsePosition], the mover having the colour mover: the squares of its
// board row by row from the top-left, 'X' for Black, 'O' for White and '-'
// for empty, a space and the side to move. It panics unless mover is Black
// or White.
func (b Bitboard) Text(mover othello.Color) string {
	if mover != othello.Black && mover != othello.White {
		panic(fmt.Sprintf("bitboard: Bitboard.Text: mover %v is not a disc colour", mover))
	}
	n := b.Size()
	var sb strings.Builder
	sb.Grow(n*n + 2)
	for r := range n {
		for c := range n {
			s := uint64(1) << (r*8 + c)
			switch {
			case b.Mover&s != 0:
				sb.WriteRune(mover.Rune())
			case b.Opponent&s != 0:
				sb.WriteRune(mover.Opponent().Rune())
			default:
				sb.WriteByte('-')
			}
		}
	}
	sb.WriteByte(' ')
	sb.WriteRune(mover.Rune())
	return sb.String()
}
