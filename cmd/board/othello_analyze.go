package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/render"
)

func init() {
	register(&command{
		group: "othello",
		verb:  "analyze",
		input: "the game",
		sep:   "\n",
		args: `[transcript | position and moves | GGF game]

` + othelloGameHelp + `

It prints a line for each move of the game: its number,
the side that played it, the move, and its evaluation for that side (the
position after it searched as "othello move" searches, in discs, or the
final disc difference under perfect play followed by "exact", or the
opening book's value followed by "book"; -nobook searches the opening
too); when the
engine prefers another move that scores more, that move, its evaluation
and the discs the move played gives away, like

    10 white e6 -0.53  best b4 +0.73, loses 1.26

then the discs each side gave away in all. -svg and -png write the
evaluation graph of the game to a file: a bar for each move, up for
Black's advantage and down for White's, on a scale of 64 discs.`,
		summary: "review every move of an Othello game: its evaluation, the engine's better move, the graph",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level, limit := levelTimeArgs(fs, oengine.MaxLevel, oengine.DefaultLevel, "the level of play", "the longest each search may take")
			size := othelloSizeArg(fs, "the board `size` N of a transcript: an even number from 4 to 26 (a GGF game gives its own)")
			svgFile := fs.String("svg", "", "write the evaluation graph as SVG to this `file`")
			pngFile := fs.String("png", "", "write the evaluation graph as PNG to this `file`")
			px := intArg(fs, "px", 0, 0, 4096, "the width of the graph in `pixels`, 1 to 4096, or 0 for a scalable SVG, a PNG of 1 pixel per unit")
			noBook := fs.Bool("nobook", false, "search the opening too, without the opening book")
			return func(s *stdio, args []string) error {
				return othelloAnalyze(s, &oengine.Engine{Level: *level, Time: *limit, NoBook: *noBook}, *size, *svgFile, *pngFile, *px)
			}
		},
	})
}

// othelloAnalyze reads one game, reviews it with e, prints a line per move
// and the totals, and writes the evaluation graph to svgFile and pngFile
// when they are set.
func othelloAnalyze(s *stdio, e *oengine.Engine, size int, svgFile, pngFile string, px int) error {
	g, err := readOthelloGame(s, size)
	if err != nil {
		return err
	}
	if g.Len() == 0 {
		return &inputError{0, errors.New("no moves to review: want a transcript, a position line and the moves from it, or a GGF game")}
	}
	reviews, err := e.Review(context.Background(), g)
	if err != nil {
		return err
	}
	var lost [2]int
	values := make([]float64, len(reviews))
	for i, r := range reviews {
		side := 0
		if r.Turn == othello.White {
			side = 1
		}
		fmt.Fprintf(s.out, "%d %v %s %s", i+1, r.Turn, othello.FormatMove(r.Played.Move), othelloEval(r.Played))
		if r.Best.Move != r.Played.Move {
			fmt.Fprintf(s.out, "  best %s %s, loses %.2f", othello.FormatMove(r.Best.Move), othelloEval(r.Best), float64(r.Loss())/100)
			lost[side] += r.Loss()
		}
		fmt.Fprintln(s.out)
		values[i] = r.ForBlack()
	}
	fmt.Fprintf(s.out, "lost: black %.2f, white %.2f\n", float64(lost[0])/100, float64(lost[1])/100)
	graph := render.NewGraph(values, [2]string{"black", "white"})
	graph.Scale = 64
	o := &render.Options{Size: px}
	for _, f := range []struct {
		name  string
		write func(*bytes.Buffer) error
	}{
		{svgFile, func(b *bytes.Buffer) error { return graph.WriteSVG(b, o) }},
		{pngFile, func(b *bytes.Buffer) error { return graph.WritePNG(b, o) }},
	} {
		if f.name == "" {
			continue
		}
		var b bytes.Buffer
		if err := f.write(&b); err != nil {
			return err
		}
		if err := os.WriteFile(f.name, b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}
