package main

import (
	"strings"

	"github.com/seed131617c4/board/othello"
)

func init() {
	registerOthello("show", "[transcript | position]\n\n"+othelloGameHelp+"\n\nIt prints the board after the game, the side to move, or the result, and\nthe legal moves.",
		"show the Othello board after a game or at a position, the side to move and its legal moves",
		"the game", " ", "the board `size` N of a transcript: an even number from 4 to 26 (a position or GGF game gives its own)", othelloShow)
}

// othelloShow reads the game of its input (see readOthelloGame; empty for
// the start position on a size×size board) and writes the board,
// the status line of othello.Game.String ("black to move", "white to move",
// "black wins", "white wins" or "draw") and a line "legal moves: d3 c4 f5 e6" listing them row by row
// ("legal moves: none" after the end of the game).
func othelloShow(s *stdio, args []string, size int) error {
	g, err := readOthelloGame(s, size)
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
