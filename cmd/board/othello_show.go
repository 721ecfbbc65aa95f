package main

import (
	"fmt"
	"strings"

	"github.com/seed131617c4/board/othello"
)

func init() {
	registerOthello("show", "[transcript]",
		"show the Othello board after a transcript, the side to move and its legal moves",
		"the transcript", " ", "the board `size` N: an even number from 4 to 26", othelloShow)
}

// othelloShow plays the transcript of its input (empty for the start
// position) on a size×size board and writes the board,
// the status line of othello.Game.String ("black to move", "white to move",
// "black wins", "white wins" or "draw") and a line "legal moves: d3 c4 f5 e6" listing them row by row
// ("legal moves: none" after the end of the game).
func othelloShow(s *stdio, args []string, size int) error {
	g, err := othelloReadGame(s, size)
	if err != nil {
		return err
	}
	s.out.WriteString(g.String())
	var moves []string
	for pt := range g.Moves() {
		moves = append(moves, othello.FormatMove(pt))
	}
	if len(moves) == 0 {
		moves = []string{"none"}
	}
	s.out.WriteString("legal moves: " + strings.Join(moves, " ") + "\n")
	return nil
}

// othelloReadGame returns the game on a size×size board after the
// transcript of the input of s.
func othelloReadGame(s *stdio, size int) (*othello.Game, error) {
	text, err := readAll(s, "a transcript")
	if err != nil {
		return nil, err
	}
	g, err := othello.NewGame(size)
	if err != nil {
		return nil, err
	}
	if err := g.PlayTranscript(text); err != nil {
		return nil, &inputError{0, fmt.Errorf("transcript: %s", othelloTranscriptReason(err))}
	}
	return g, nil
}
