package main

import (
	"context"
	"flag"
	"fmt"
	"time"

	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/search"
)

func init() {
	register(&command{
		group: "othello",
		verb:  "move",
		input: "the position",
		sep:   " ",
		args: `[position]

The position is one line in the one-line form of
"othello show": the N×N squares row by row from a1 (X black, O white,
- or . empty), a space, and the side to move (X or O), like
"---------------------------OX------XO--------------------------- X";
or an OBF line, as "othello solve" reads it (its move scores and comment
are ignored).

It prints the engine's move in Othello notation, or "pass" when the side
to move has no legal move, then the evaluation for the side to move: in
discs, like "+1.25", or the final disc difference under perfect play
followed by "exact", like "+12 exact"; a move of the opening book (the
first moves of games the WTHOR archive knows) is followed by "book",
like "f5 +1.10 book", and -nobook turns the book off. When the time
limit stops the
search before the level's depth or, near the end, before the exact
search finishes, the line says so and names the depth of the finished
search that chose the move and its score, like "f8 +31.63 (stopped by the
limit: the best move of a finished 7-ply search)". A position where neither side can
move is refused: the game is over.`,
		summary: "choose a move for an Othello position, like \"f5 +0.84\"",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level, limit := levelTimeArgs(fs, oengine.MaxLevel, oengine.DefaultLevel, "the level of play", "the longest the search may take")
			seed := fs.Uint64("seed", 0, "vary the play by this seed (0: always the same move)")
			noBook := fs.Bool("nobook", false, "play without the opening book")
			return func(s *stdio, args []string) error {
				return othelloMove(s, &oengine.Engine{Level: *level, Time: *limit, Seed: *seed, NoBook: *noBook})
			}
		},
	})
}

// othelloMove reads a position line and prints the move of e with its
// evaluation, or "pass".
func othelloMove(s *stdio, e *oengine.Engine) error {
	p, g, err := readOthelloPosition(s)
	if err != nil {
		return err
	}
	return othelloAnswer(s, p, g, e)
}

// othelloAnswer prints the move of e in g, the game from position p, not
// over, with its evaluation, or "pass".
func othelloAnswer(s *stdio, p *othello.Position, g *othello.Game, e *oengine.Engine) error {
	c, err := e.Choose(context.Background(), g)
	if err != nil {
		return err
	}
	if g.Turn() != p.Turn() {
		c.Score = -c.Score
		fmt.Fprintf(s.out, "pass %s%s\n", othelloEval(c), stoppedNote(c))
		return nil
	}
	fmt.Fprintf(s.out, "%s %s%s\n", othello.FormatMove(c.Move), othelloEval(c), stoppedNote(c))
	return nil
}

// stoppedNote says, after a move and its score, that a limit stopped the
// engine and which search chose the move: "" when none did.
func stoppedNote(c search.Choice) string {
	switch {
	case !c.Stopped:
		return ""
	case c.Depth == 0:
		return " (stopped by the limit before a search finished: the engine's first move by its ordering)"
	}
	return fmt.Sprintf(" (stopped by the limit: the best move of a finished %d-ply search)", c.Depth)
}

// othelloEval formats the score of an Othello choice: "+1.25" discs,
// "+12 exact", or "+1.10 book" for a move of the opening book.
func othelloEval(c search.Choice) string {
	switch {
	case c.Exact:
		return fmt.Sprintf("%+d exact", c.Score/100)
	case c.Book:
		return fmt.Sprintf("%+.2f book", float64(c.Score)/100)
	}
	return fmt.Sprintf("%+.2f", float64(c.Score)/100)
}

// noArgs reports a usage error if a command that takes no arguments was
// given some.
func noArgs(args []string) error {
	if len(args) > 0 {
		return usagef("unexpected argument %q", clip(args[0]))
	}
	return nil
}

// seconds formats a thinking time, like "0.25s".
func seconds(d time.Duration) string {
	return fmt.Sprintf("%.2fs", d.Seconds())
}

// readOneLine reads the only data line of s.in (want names it in
// errors) with parse, and returns what parse made of it.
func readOneLine[T any](s *stdio, want string, parse func(string) (T, error)) (T, error) {
	var zero T
	lr := newLineReader(s.in)
	line, ok := lr.nextData()
	if !ok {
		return zero, lr.eof(want)
	}
	v, err := parse(line)
	if err != nil {
		return zero, lr.errorf("%s", textReason(err))
	}
	if err := lr.rest(); err != nil {
		return zero, err
	}
	return v, nil
}

// readOneGame reads the only data line of s.in with parse, as readOneLine
// does, and returns what parse made of it and the game that newGame starts
// from that; a start that newGame refuses is an input error at line 1.
func readOneGame[P, G any](s *stdio, want string, parse func(string) (P, error), newGame func(P) (G, error)) (P, G, error) {
	var g G
	p, err := readOneLine(s, want, parse)
	if err != nil {
		return p, g, err
	}
	if g, err = newGame(p); err != nil {
		return p, g, &inputError{1, err}
	}
	return p, g, nil
}
