package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
)

func init() {
	registerOthello("replay", "[transcripts | GGF games]",
		"replay Othello transcripts, one game per line (blank lines skipped), or GGF games (input starting with \"(;\"), printing \"black white\" disc counts",
		"the transcripts or GGF games", "\n", "the board `size` N of the transcripts: an even number from 4 to 26 (a GGF game gives its own)", othelloReplay)
}

// othelloReplay reads one transcript per line, like "f5d6c3" (passes
// inferred; spaces, commas and forced "pass" tokens allowed), plays it
// from the start position on a size×size board, and writes the disc counts
// after it as "black white". Blank lines are skipped and print nothing.
// The first line with a move that cannot be read or played is an error
// naming the line and the move. Input that starts with "(;", or with a
// number and "(;" as the lines of the GGS archives do, is read as GGF
// games instead (see othelloReplayGGF).
func othelloReplay(s *stdio, args []string, size int) error {
	in := bufio.NewReader(s.in)
	if isGGF(in) {
		return othelloReplayGGF(s, in)
	}
	g, err := othello.NewGame(size)
	if err != nil {
		return err
	}
	lr := newLineReader(in)
	for {
		line, ok := lr.nextData()
		if !ok {
			break
		}
		g.Reset()
		if err := g.PlayTranscript(line); err != nil {
			return lr.errorf("%s", othelloTranscriptReason(err))
		}
		fmt.Fprintf(s.out, "%d %d\n", g.Count(othello.Black), g.Count(othello.White))
	}
	return lr.err()
}

// isGGF reports whether the input starts, after white space, with "(",
// or with a number and "(" as the lines of the GGS archives do. It reads
// nothing, and peeks no further than it must.
func isGGF(in *bufio.Reader) bool {
	k := 0
	next := func() byte { // the next byte peeked, 0 at the end
		k++
		b, _ := in.Peek(k)
		if len(b) < k {
			return 0
		}
		return b[k-1]
	}
	c := next()
	for isBlank(c) {
		c = next()
	}
	if c >= '0' && c <= '9' {
		for c >= '0' && c <= '9' {
			c = next()
		}
		for isBlank(c) {
			c = next()
		}
	}
	return c == '('
}

// othelloReplayGGF reads GGF games, replays each from its BO start, the
// moves checked, and writes the disc counts after it as "black white",
// one line a game. Text that is not GGF is an error naming the line and
// the column; a move that cannot be played, one naming the line where its
// game starts, the game's number and the move's.
func othelloReplayGGF(s *stdio, in io.Reader) error {
	r := ggf.NewReader(in)
	k := 0
	for g, err := range r.Games() {
		if pe, ok := errors.AsType[*board.ParseError](err); ok {
			return &inputError{pe.Line, fmt.Errorf("GGF, column %d: %v", pe.Col, pe.Err)}
		}
		if err != nil {
			return err
		}
		k++
		game, err := g.Replay()
		if err != nil {
			return &inputError{r.Line(), fmt.Errorf("game %d: %s", k, othelloTranscriptReason(err))}
		}
		fmt.Fprintf(s.out, "%d %d\n", game.Count(othello.Black), game.Count(othello.White))
	}
	return nil
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
