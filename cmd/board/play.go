package main

import (
	"context"
	"fmt"
	"iter"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/search"
)

// playHelp lists the commands of a game of "board play", for its -h and
// its "help" command.
const playHelp = `Each turn of a person is a line on standard input: a move in the
game's notation, or one of
  moves      list the legal moves (gomoku: the forbidden points)
  hint       ask the engine for a move
  undo       take back the last move of the person to move (and the
             engine's reply)
  board      draw the board again
  help       this list
  quit       stop the game
The engine's moves come with its evaluation and thinking time, and the
game ends with a summary. The input may be a pipe; the game stops at its
end.`

// A playCmd is what a line of a person in "board play" asks for.
type playCmd int

const (
	playMove playCmd = iota
	playMoves
	playHint
	playUndo
	playBoard
	playHelpCmd
	playQuit
	playEmpty
)

// parsePlayLine returns what the line s asks for, and the move text for
// playMove.
func parsePlayLine(s string) (playCmd, string) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return playEmpty, ""
	}
	switch strings.ToLower(f[0]) {
	case "moves", "legal", "forbidden":
		return playMoves, ""
	case "hint":
		return playHint, ""
	case "undo", "takeback":
		return playUndo, ""
	case "board", "show":
		return playBoard, ""
	case "help", "?":
		return playHelpCmd, ""
	case "quit", "exit", "resign":
		return playQuit, ""
	}
	return playMove, f[0]
}

// A playGame is what the session needs of one game, side type C.
type playGame[C comparable, G board.Game[C, G]] struct {
	g       G
	engine  search.Player[G]
	human   map[C]bool // the sides a person plays
	sides   [2]C
	glyph   func(C) rune             // a piece on the board; the zero C is an empty point
	up      bool                     // rows are numbered from the bottom
	format  func(board.Point) string // a move in the game's notation
	parse   func(string) (board.Point, error)
	eval    func(search.Choice) string // an evaluation, like "+0.84"
	list    func(G) string             // the answer to "moves"
	summary func(G) string             // the result, like "black wins 40-24"
}

// draw draws the board of g with its status line.
func (pg *playGame[C, G]) draw(g G) string {
	last := board.Pt(-1, -1)
	if moves := moveList(g); len(moves) > 0 {
		last = moves[len(moves)-1]
	}
	return drawBoard(g, pg.glyph, pg.up, last, lastLine(fmt.Sprint(g)))
}

// drawBoard draws the board of v for a person, with the coordinates of
// the game's notation: a line per row with its number, from 1 at the top
// (or at the bottom, when up, as renju notation counts them), the column
// letters from a above the rows (below them when up), each piece as glyph
// draws it, the last move in brackets, then status. Every game is a
// board.View, so this one function draws them all.
func drawBoard[C comparable](v board.View[C], glyph func(C) rune, up bool, last board.Point, status string) string {
	var sb strings.Builder
	n := v.Size()
	w := len(strconv.Itoa(n))
	letters := func() {
		sb.WriteString(strings.Repeat(" ", w))
		for c := range n {
			fmt.Fprintf(&sb, " %c", 'a'+c)
		}
		sb.WriteByte('\n')
	}
	if !up {
		letters()
	}
	for r := range n {
		num := r + 1
		if up {
			num = n - r
		}
		fmt.Fprintf(&sb, "%*d", w, num)
		for c := range n {
			p := board.Pt(r, c)
			switch {
			case p == last:
				sb.WriteByte('[')
			case p == last.Add(board.Pt(0, 1)):
				sb.WriteByte(']')
			default:
				sb.WriteByte(' ')
			}
			sb.WriteRune(glyph(v.At(p)))
		}
		if last == board.Pt(r, n-1) {
			sb.WriteByte(']')
		}
		sb.WriteByte('\n')
	}
	if up {
		letters()
	}
	sb.WriteString(status + "\n")
	return sb.String()
}

// playSession plays one game on s between the people and the engine.
func playSession[C comparable, G board.Game[C, G]](s *stdio, pg *playGame[C, G]) error {
	lr := newLineReader(s.in)
	g := pg.g
	echo := !isTerminal(s.in) // so that a transcript through a pipe reads well
	var think [2]time.Duration
	fmt.Fprint(s.out, pg.draw(g))
	hinted := false
	for !g.Over() {
		me := g.Turn()
		if !pg.human[me] {
			if err := pg.engineMove(s, &think); err != nil {
				return err
			}
			continue
		}
		if !hinted {
			// Before the first prompt: how to answer it.
			hinted = true
			fmt.Fprintf(s.out, "type a move like %s, or help for the commands\n", pg.format(exampleMove(g)))
		}
		fmt.Fprintf(s.out, "%v> ", me)
		s.out.Flush()
		line, ok := lr.next()
		if !ok {
			if err := lr.err(); err != nil {
				return err
			}
			fmt.Fprintf(s.out, "\nend of input: game stopped after %s\n", nMoves(len(moveList(g))))
			return nil
		}
		if echo {
			fmt.Fprintln(s.out, line)
		}
		if stop, err := pg.command(s, lr.line, line); stop || err != nil {
			return err
		}
	}
	pg.gameOver(s, think)
	return nil
}

// side returns the index of the colour c in pg.sides: 0 or 1.
func (pg *playGame[C, G]) side(c C) int {
	if c == pg.sides[1] {
		return 1
	}
	return 0
}

// engineMove plays the engine's move for the side to move, adds its
// thinking time to think, and writes the move and the board.
func (pg *playGame[C, G]) engineMove(s *stdio, think *[2]time.Duration) error {
	g := pg.g
	me := g.Turn()
	c, err := pg.engine.Choose(context.Background(), g)
	if err != nil {
		return err
	}
	think[pg.side(me)] += c.Elapsed
	if err := g.Play(c.Move); err != nil {
		return err
	}
	stopped := ""
	if c.Stopped {
		stopped = ", stopped by the limit"
	}
	fmt.Fprintf(s.out, "%v plays %s (eval %s, depth %d%s, %s)\n", me, pg.format(c.Move), pg.eval(c), c.Depth, stopped, seconds(c.Elapsed))
	fmt.Fprint(s.out, pg.draw(g))
	return nil
}

// command does what a person's input line n asks: a move or one of the
// commands of playHelp. It reports whether the person stopped the game.
func (pg *playGame[C, G]) command(s *stdio, n int, line string) (stop bool, err error) {
	g := pg.g
	cmd, text := parsePlayLine(line)
	switch cmd {
	case playMoves:
		fmt.Fprintln(s.out, pg.list(g))
	case playHint:
		c, err := pg.engine.Choose(context.Background(), g)
		if err != nil {
			return false, err
		}
		fmt.Fprintf(s.out, "hint: %s (eval %s)\n", pg.format(c.Move), pg.eval(c))
	case playUndo:
		pg.undo(s)
	case playBoard:
		fmt.Fprint(s.out, pg.draw(g))
	case playHelpCmd:
		fmt.Fprintln(s.out, playHelp)
	case playQuit:
		fmt.Fprintf(s.out, "%v stops the game after %s\n", g.Turn(), nMoves(len(moveList(g))))
		return true, nil
	case playMove:
		p, err := pg.parse(text)
		if err == nil {
			err = g.Play(p)
		}
		if err != nil {
			fmt.Fprintf(s.out, "line %d: %q: %v (type \"help\" for the commands)\n", n, clip(text), err)
			return false, nil
		}
		fmt.Fprint(s.out, pg.draw(g))
	}
	return false, nil
}

// undo takes back the moves back to the last turn of a person, and writes
// how many and the board.
func (pg *playGame[C, G]) undo(s *stdio) {
	g := pg.g
	n := 0
	for g.Undo() {
		n++
		if pg.human[g.Turn()] {
			break
		}
	}
	if n == 0 {
		fmt.Fprintln(s.out, "nothing to undo")
	} else {
		fmt.Fprintf(s.out, "took back %s\n", nMoves(n))
	}
	fmt.Fprint(s.out, pg.draw(g))
}

// gameOver writes the result of the game that ended, its moves and the
// engine's thinking time on each side.
func (pg *playGame[C, G]) gameOver(s *stdio, think [2]time.Duration) {
	moves := moveList(pg.g)
	names := make([]string, len(moves))
	for i, p := range moves {
		names[i] = pg.format(p)
	}
	fmt.Fprintf(s.out, "game over: %s\nmoves (%d): %s\nengine thinking time: %v %s, %v %s\n",
		pg.summary(pg.g), len(moves), strings.Join(names, " "), pg.sides[0], seconds(think[0]), pg.sides[1], seconds(think[1]))
}

// exampleMove returns a legal move of g, which is not over, to show a
// person the notation: the middle one in the order of Moves, which at
// the start of a game is f5 in Othello, h8 in gomoku on 15×15 and b2 in
// tic-tac-toe.
func exampleMove[C comparable, G board.Game[C, G]](g G) board.Point {
	moves := board.AppendMoves(nil, g)
	return moves[len(moves)/2]
}

// nMoves returns n with the word move, like "1 move" or "2 moves".
func nMoves(n int) string {
	if n == 1 {
		return "1 move"
	}
	return strconv.Itoa(n) + " moves"
}

// moveList returns the moves played on g, from its History.
func moveList[C comparable, G board.Game[C, G]](g G) []board.Point {
	type historian interface{ History() iter.Seq[board.Point] }
	if h, ok := any(g).(historian); ok {
		return slices.Collect(h.History())
	}
	return nil
}

// isTerminal reports whether v, a reader or writer, is a terminal (a
// terminal echoes what is typed and shows \r as a return to the start of
// the line).
func isTerminal(v any) bool {
	f, ok := v.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
