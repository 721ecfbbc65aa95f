package web

import (
	"strconv"

	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	oengine "github.com/seed131617c4/board/othello/engine"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
)

// A choice is an option of a menu of the page.
type choice struct {
	Value, Label string
	Selected     bool
}

// pageInfo is what the template of a page needs.
type pageInfo struct {
	Game   string // "index" for the list of games
	Title  string
	Sizes  []choice
	Rules  []choice
	Levels []choice
	Saves  []choice
	Paste  string // what the paste box reads
}

// levels returns the menu of levels 1 to n, def selected.
func levels(n, def int) []choice {
	var out []choice
	for l := 1; l <= n; l++ {
		out = append(out, choice{Value: strconv.Itoa(l), Label: "level " + strconv.Itoa(l), Selected: l == def})
	}
	return out
}

// pageData returns the page of the game name.
func pageData(name string) pageInfo {
	switch name {
	case "othello":
		p := pageInfo{Game: name, Title: "Othello", Levels: levels(oengine.MaxLevel, oengine.DefaultLevel),
			Saves: []choice{{Value: "transcript", Label: "transcript"}, {Value: "ggf", Label: "GGF"}},
			Paste: "a transcript (f5d6c3), a position line (64 squares of X, O, - and the side to move) or a GGF game"}
		for n := 4; n <= 26; n += 2 {
			p.Sizes = append(p.Sizes, choice{Value: strconv.Itoa(n), Label: strconv.Itoa(n) + "×" + strconv.Itoa(n), Selected: n == 8})
		}
		return p
	case "gomoku":
		p := pageInfo{Game: name, Title: "Gomoku and renju", Levels: levels(gengine.MaxLevel, gengine.DefaultLevel),
			Saves: []choice{{Value: "sgf", Label: "SGF"}, {Value: "psq", Label: "PSQ"}},
			Paste: "moves in renju notation (h8 h9 i9), or a PSQ or SGF record"}
		for _, n := range []int{15, 19, 13, 9, 7} {
			p.Sizes = append(p.Sizes, choice{Value: strconv.Itoa(n), Label: strconv.Itoa(n) + "×" + strconv.Itoa(n), Selected: n == 15})
		}
		for _, r := range gomoku.Rules() {
			p.Rules = append(p.Rules, choice{Value: r.String(), Label: r.String(), Selected: r == gomoku.Renju})
		}
		return p
	case "tictactoe":
		return pageInfo{Game: name, Title: "Tic-tac-toe", Levels: levels(tengine.MaxLevel, tengine.DefaultLevel),
			Saves: []choice{{Value: "moves", Label: "moves"}},
			Paste: "a board of 9 characters (X...O...X) or moves (b2 a1)"}
	}
	return pageInfo{Game: "index", Title: "Board games"}
}
