package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/seed131617c4/board/render"
)

// renderFormats are the verbs of the picture commands of each game.
var renderFormats = []string{"svg", "png"}

// renderFlags are the flags that the picture commands share.
type renderFlags struct {
	format  string // the output format: svg or png (the verb)
	out     string
	px      int
	coords  bool
	flip    bool
	caption string
	marks   *string  // -marks
	allowed []string // the marks the game draws

	in     *string  // -format
	inputs []string // the input formats, the default first
	size   *int     // -size, the board size, if the game has sizes
}

// registerRender registers the picture commands of game, "board <game>
// svg" and "board <game> png", whose summaries say that they draw what,
// like "an Othello board". synopsis describes their arguments, as in
// command. It declares the flags that they share, -marks among them with
// the marks the game draws, allowed, and those of defMarks by default;
// setup declares the game's own flags on fs, those of its input through
// f, and returns the function that runs the command.
func registerRender(game, what, synopsis, input, sep, defMarks string, allowed []string, setup func(fs *flag.FlagSet, f *renderFlags) func(*stdio, []string) error) {
	for _, format := range renderFormats {
		register(&command{
			group:   game,
			verb:    format,
			input:   input,
			sep:     sep,
			args:    synopsis,
			summary: fmt.Sprintf("draw %s as %s", what, strings.ToUpper(format)),
			setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
				f := &renderFlags{format: format}
				f.declare(fs, defMarks, allowed)
				return setup(fs, f)
			},
		})
	}
}

// declare adds the shared flags to fs, with the marks a game draws by
// default and those it knows.
func (f *renderFlags) declare(fs *flag.FlagSet, defMarks string, allowed []string) {
	f.allowed = allowed
	fs.StringVar(&f.out, "o", "", "write the picture to this file instead of standard output")
	intVar(fs, &f.px, "px", 0, 0, 4096, "the width of the picture in `pixels`, 1 to 4096, or 0 for a scalable SVG, a PNG of 1 pixel per unit")
	fs.BoolVar(&f.coords, "coords", true, "write the coordinates on the margins (-coords=false for none)")
	fs.BoolVar(&f.flip, "flip", false, "turn the board half a turn, as seen from the other side")
	fs.StringVar(&f.caption, "caption", "", "a line of text under the board, and the title of the SVG")
	f.marks = fs.String("marks", defMarks, "what to mark, a comma-separated list of "+strings.Join(allowed, ", ")+", or none")
}

// markSet returns the marks that -marks names, checked against those the
// game draws.
func (f *renderFlags) markSet() (map[string]bool, error) {
	set := map[string]bool{}
	if *f.marks == "none" {
		return set, nil
	}
	for m := range strings.SplitSeq(*f.marks, ",") {
		m = strings.TrimSpace(m)
		if m == "" {
			continue
		}
		if !slices.Contains(f.allowed, m) {
			return nil, usagef("-marks %q: %q is not one of %s, or none", clip(*f.marks), clip(m), strings.Join(f.allowed, ", "))
		}
		set[m] = true
	}
	return set, nil
}

// declareInput adds -format, which names one of the input formats (the
// first is the default), or the output format, svg or png, instead of the
// verb's.
func (f *renderFlags) declareInput(fs *flag.FlagSet, inputs []string, help string) {
	f.inputs = inputs
	f.in = fs.String("format", inputs[0], "the input: "+help+"; or the output, svg or png, instead of the verb's")
}

// input returns the input format of -format.
func (f *renderFlags) input() (string, error) {
	switch v := *f.in; {
	case v == "svg" || v == "png":
		f.format = v
		return f.inputs[0], nil
	case slices.Contains(f.inputs, v):
		return v, nil
	}
	return "", usagef("-format %q: want %s (the input), or svg or png (the output)", clip(*f.in), strings.Join(f.inputs, " or "))
}

// parse checks the shared flags and returns the board size of -size, the
// input format of -format and the marks of -marks.
func (f *renderFlags) parse() (size int, in string, marks map[string]bool, err error) {
	if f.size != nil {
		size = *f.size
	}
	if in, err = f.input(); err != nil {
		return 0, "", nil, err
	}
	if err = f.check(); err != nil {
		return 0, "", nil, err
	}
	marks, err = f.markSet()
	return size, in, marks, err
}

// check checks the flags that do not depend on the game.
func (f *renderFlags) check() error {
	if f.px < 0 || f.px > 4096 {
		return usagef("-px %d: want 0 to 4096", f.px)
	}
	return nil
}

// write draws d in the format of the command to the file of -o, or to
// standard output.
func (f *renderFlags) write(s *stdio, d *render.Diagram) error {
	o := &render.Options{Size: f.px, NoCoords: !f.coords, Flipped: f.flip, Caption: f.caption}
	var buf bytes.Buffer
	var err error
	if f.format == "png" {
		err = d.WritePNG(&buf, o)
	} else {
		err = d.WriteSVG(&buf, o)
	}
	if err != nil {
		return err
	}
	if f.out == "" {
		_, err = s.out.Write(buf.Bytes())
		return err
	}
	return os.WriteFile(f.out, buf.Bytes(), 0o644)
}
