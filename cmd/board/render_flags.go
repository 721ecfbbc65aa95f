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
	marks   *string
}

// renderSummary returns the summary line of the picture command of game
// in format.
func renderSummary(game, format string) string {
	return fmt.Sprintf("draw %s as %s", game, strings.ToUpper(format))
}

// declare adds the shared flags to fs, with the marks a game draws by
// default and those it knows.
func (f *renderFlags) declare(fs *flag.FlagSet, defMarks string, allowed []string) {
	fs.StringVar(&f.out, "o", "", "write the picture to this file instead of standard output")
	fs.IntVar(&f.px, "px", 0, "the width of the picture in pixels, 0 to 4096 (0: a scalable SVG, a PNG of 1 pixel per unit)")
	fs.BoolVar(&f.coords, "coords", true, "write the coordinates on the margins (-coords=false for none)")
	fs.BoolVar(&f.flip, "flip", false, "turn the board half a turn, as seen from the other side")
	fs.StringVar(&f.caption, "caption", "", "a line of text under the board, and the title of the SVG")
	f.marks = fs.String("marks", defMarks, "what to mark, a comma-separated list of "+strings.Join(allowed, ", ")+", or none")
}

// markSet returns the marks that -marks names, checked against allowed.
func (f *renderFlags) markSet(allowed []string) (map[string]bool, error) {
	set := map[string]bool{}
	if *f.marks == "none" {
		return set, nil
	}
	for m := range strings.SplitSeq(*f.marks, ",") {
		m = strings.TrimSpace(m)
		if m == "" {
			continue
		}
		if !slices.Contains(allowed, m) {
			return nil, usagef("-marks %q: %q is not one of %s, or none", clip(*f.marks), clip(m), strings.Join(allowed, ", "))
		}
		set[m] = true
	}
	return set, nil
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
