package main

import (
	"bufio"
	"errors"
	"fmt"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
	"github.com/seed131617c4/board/othello/obf"
)

// The Othello commands read a position, or a game, in the same forms
// through the functions of this file: a position is one line, the
// one-line form of othello.Position.Text or an OBF line (edax's, its move
// scores and "%" comment ignored); a game is a transcript, a position
// followed by the transcript of the moves from it, or a GGF game.

// othelloGameHelp describes the game input of the Othello commands that
// read one, for their -h.
const othelloGameHelp = `The game is a transcript, like "f5d6c3d3c4" (passes inferred; spaces,
commas and "pass" allowed), played from the start on the board of -size;
or a position line, as "othello move" reads it (an OBF line too), then
the transcript of the moves from it on the lines after it, if any (the
position gives the size); or the first game of GGF input (starting with
"(;").`

// parseOthelloPosition reads a position line in any form the Othello
// commands take: the one-line form of othello.Position.Text (N×N squares,
// a space and the side to move; 'X', 'x' or '*' black, 'O' or 'o' white,
// '-' or '.' empty) or an OBF line, whose move scores after ";" and
// comment after "%" it ignores.
func parseOthelloPosition(line string) (*othello.Position, error) {
	l, err := obf.Parse(line)
	if err != nil {
		return nil, err
	}
	return l.Position, nil
}

// isOthelloPosition reports whether line is a position rather than a
// transcript: its first field is made of squares only, where a transcript
// starts with a move (a letter and a number) or "pass".
func isOthelloPosition(line string) bool {
	f, _, _ := strings.Cut(strings.TrimSpace(line), " ")
	return f != "" && strings.Trim(f, "XxOo*-.") == ""
}

// readOthelloPosition reads the position line of s and returns it with
// the game from it; a game that is over is an input error.
func readOthelloPosition(s *stdio) (*othello.Position, *othello.Game, error) {
	p, g, err := readOneGame(s, "a position line", parseOthelloPosition, othello.NewGameFrom)
	if err != nil {
		return nil, nil, err
	}
	if g.Over() {
		b, w := g.Score()
		return nil, nil, &inputError{1, fmt.Errorf("the game is over: neither side can move (black %d, white %d)", b, w)}
	}
	return p, g, nil
}

// readOthelloGame reads the one game of s: the first game of GGF input;
// a position line, then the transcript of the moves from it on the lines
// after it, if any; or a transcript on the board of size, the whole input
// (empty for the start). A game that cannot be read or played is an input
// error naming its line.
func readOthelloGame(s *stdio, size int) (*othello.Game, error) {
	in := bufio.NewReader(s.in)
	if isGGF(in) {
		return readGGFGame(in)
	}
	text, err := readAll(&stdio{in: in}, "a game")
	if err != nil {
		return nil, err
	}
	var g *othello.Game
	line, n, rest := firstDataLine(text)
	if isOthelloPosition(line) {
		p, err := parseOthelloPosition(line)
		if err != nil {
			return nil, &inputError{n, fmt.Errorf("position: %s", textReason(err))}
		}
		if g, err = othello.NewGameFrom(p); err != nil {
			return nil, &inputError{n, err}
		}
		text = rest
		if _, k, _ := firstDataLine(rest); k > 0 {
			n += k
		}
	} else if g, err = othello.NewGame(size); err != nil {
		return nil, err
	}
	if err := g.PlayTranscript(text); err != nil {
		return nil, &inputError{n, fmt.Errorf("transcript: %s", othelloTranscriptReason(err))}
	}
	return g, nil
}

// firstDataLine returns the first line of text that is not blank, trimmed,
// with its number from 1 (0 when there is none), and the text after it.
func firstDataLine(text string) (line string, n int, rest string) {
	for rest = text; rest != ""; {
		n++
		line, rest, _ = strings.Cut(rest, "\n")
		if line = strings.TrimSpace(line); line != "" {
			return line, n, rest
		}
	}
	return "", 0, ""
}

// readGGFGame returns the first game of the GGF input in, replayed. Text
// that is not GGF, or a move that cannot be played, is an input error
// naming its line.
func readGGFGame(in *bufio.Reader) (*othello.Game, error) {
	r := ggf.NewReader(in)
	g, err := r.Next()
	if pe, ok := errors.AsType[*board.ParseError](err); ok {
		return nil, &inputError{pe.Line, fmt.Errorf("GGF, column %d: %v", pe.Col, pe.Err)}
	}
	if err != nil {
		return nil, err
	}
	game, err := g.Replay()
	if err != nil {
		return nil, &inputError{r.Line(), errors.New(othelloTranscriptReason(err))}
	}
	return game, nil
}
