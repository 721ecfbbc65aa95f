package main

import (
	"errors"
	"flag"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// registerOthello registers "board othello <verb>", a command whose one
// flag is -size, the side of the board, 8 by default and described by
// sizeHelp; run gets the arguments after the flags and the size. synopsis
// describes the arguments, summary is the line of the command list, and
// input and sep say what it reads, as in command.
func registerOthello(verb, synopsis, summary, input, sep, sizeHelp string, run func(s *stdio, args []string, size int) error) {
	register(&command{
		group:   "othello",
		verb:    verb,
		input:   input,
		sep:     sep,
		args:    synopsis,
		summary: summary,
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			size := othelloSizeArg(fs, sizeHelp)
			return func(s *stdio, args []string) error {
				return run(s, args, *size)
			}
		},
	})
}

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
// the package prefix: the Err of its *othello.MoveError, with the size of
// the board for a point off it.
func othelloReason(err error, n int) string {
	me, ok := errors.AsType[*othello.MoveError](err)
	if !ok || me.Err == nil {
		return err.Error()
	}
	if errors.Is(me.Err, board.ErrOffBoard) {
		return fmt.Sprintf("%v (the board is %dx%d)", me.Err, n, n)
	}
	return me.Err.Error()
}

// othelloTranscriptReason returns what went wrong in a transcript, without
// the package prefix, from the fields of its *othello.TranscriptError:
// like `move 3 "z9" by black: point off the board`.
func othelloTranscriptReason(err error) string {
	te, ok := errors.AsType[*othello.TranscriptError](err)
	if !ok {
		return err.Error()
	}
	s := fmt.Sprintf("move %d %q", te.Index, te.Text)
	if me, ok := errors.AsType[*othello.MoveError](te.Err); ok {
		if me.Player != othello.Empty {
			s += " by " + me.Player.String()
		}
		return s + ": " + fmt.Sprint(me.Err)
	}
	return s + ": " + fmt.Sprint(te.Err)
}
