package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/seed131617c4/board/othello"
)

// othelloWriteBoard writes p one row per line with the glyphs of Black,
// White and Empty in that order.
func othelloWriteBoard(s *stdio, p *othello.Position, glyphs string) {
	n := p.Size()
	line := make([]byte, 0, n+1)
	for pt, c := range p.All() {
		switch c {
		case othello.Black:
			line = append(line, glyphs[0])
		case othello.White:
			line = append(line, glyphs[1])
		default:
			line = append(line, glyphs[2])
		}
		if pt.Col == n-1 {
			line = append(line, '\n')
			s.out.Write(line)
			line = line[:0]
		}
	}
}

// othelloReason returns why a placement failed on an n×n board, without
// the package prefix.
func othelloReason(err error, n int) string {
	if me, ok := errors.AsType[*othello.MoveError](err); ok && me.Err != nil {
		if errors.Is(err, othello.ErrOffBoard) {
			return fmt.Sprintf("%v (the board is %dx%d)", me.Err, n, n)
		}
		return me.Err.Error()
	}
	return strings.TrimPrefix(err.Error(), "othello: ")
}

// othelloSize checks the -size flag of the othello commands.
func othelloSize(n int) error {
	if n < othello.MinSize || n > othello.MaxSize || n%2 != 0 {
		return usagef("-size %d: want an even number from %d to %d", n, othello.MinSize, othello.MaxSize)
	}
	return nil
}
